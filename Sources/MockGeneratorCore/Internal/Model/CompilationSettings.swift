/// How the target that receives the mocks compiles them: the language mode, the default actor
/// isolation and the upcoming features, which change what a mock must spell out.
///
/// They are read from the receiving target's compiler arguments, as the plugins pass them with
/// `-Xswiftc` (`-swift-version 6 -enable-upcoming-feature NonisolatedNonsendingByDefault`); with
/// none, the mocks are written for plain Swift 6, which also compiles in the other modes.
struct CompilationSettings: Equatable, Sendable {
    /// The language mode's major version: 5, 6.
    var languageMode = 6
    /// The upcoming features enabled, by name: `NonisolatedNonsendingByDefault`.
    var upcomingFeatures: Set<String> = []
    /// The global actor a declaration that says nothing is isolated to, `MainActor`; `nil` for
    /// nonisolated, the default.
    var defaultIsolation: String?

    init(languageMode: Int = 6, upcomingFeatures: Set<String> = [], defaultIsolation: String? = nil)
    {
        self.languageMode = languageMode
        self.upcomingFeatures = upcomingFeatures
        self.defaultIsolation = defaultIsolation
    }

    /// The settings that `arguments`, a swiftc command line, states; the last of each wins, as
    /// for the compiler. Arguments it does not know are ignored.
    init(arguments: [String]) {
        var index = arguments.startIndex
        func value(of option: String, at index: Int) -> String? {
            let argument = arguments[index]
            if argument == option, index + 1 < arguments.endIndex { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") {
                return String(argument.dropFirst(option.count + 1))
            }
            return nil
        }
        while index < arguments.endIndex {
            defer { index += 1 }
            if let mode = value(of: "-swift-version", at: index)
                ?? value(of: "-language-mode", at: index),
                let major = Int(mode.prefix { $0.isNumber })
            {
                languageMode = major
            } else if let feature = value(of: "-enable-upcoming-feature", at: index) {
                // `Feature:migrate` only warns about what the feature would change.
                if !feature.hasSuffix(":migrate") { upcomingFeatures.insert(feature) }
            } else if let feature = value(of: "-disable-upcoming-feature", at: index) {
                upcomingFeatures.remove(feature)
            } else if let isolation = value(of: "-default-isolation", at: index) {
                defaultIsolation = isolation == "nonisolated" ? nil : isolation
            } else {
                continue
            }
            // The option's value is consumed with it, unless it was written `option=value`.
            if !arguments[index].contains("=") { index += 1 }
        }
    }

    /// Whether a plain `async` function type means `nonisolated(nonsending)`, so that an async
    /// wrapper's closure type needs no attribute: `NonisolatedNonsendingByDefault`.
    var asyncFunctionsRunOnTheCaller: Bool {
        upcomingFeatures.contains("NonisolatedNonsendingByDefault")
    }

    /// Whether a conformance of a type isolated to a global actor is inferred isolated to it:
    /// `InferIsolatedConformances`.
    var infersIsolatedConformances: Bool {
        upcomingFeatures.contains("InferIsolatedConformances")
    }
}
