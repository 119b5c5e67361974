/// The platforms `@available` and `#available` name, as symbol graphs give their availability
/// domains.
enum Platform {
    /// The name `@available` takes for a symbol graph's availability domain: the graph says
    /// `iOSAppExtension` for `iOSApplicationExtension` and `Swift` for `swift`; `nil` for a
    /// domain that has none, such as `SwiftPM`, whose entry is then left out.
    static func name(ofDomain domain: String) -> String? {
        if domain == "*" { return domain }
        if domain == "Swift" { return "swift" }
        let name =
            domain.hasSuffix("AppExtension")
            ? domain.dropLast("AppExtension".count) + "ApplicationExtension" : domain
        let platforms = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]
        let known =
            platforms + platforms.map { $0 + "ApplicationExtension" }
            + ["DriverKit", "OpenBSD", "FreeBSD", "Windows", "Android"]
        return known.contains(name) ? name : nil
    }
}
