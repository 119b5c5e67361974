/// A problem that stops the plugin before it runs the generator; SwiftPM prints it as one
/// `error:` line.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
