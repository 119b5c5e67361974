/// A test framework as this process has it: absent, reachable through its entry points, or loaded
/// while one of its entry points cannot be found.
///
/// The last case would lose every issue reported to the framework, so reporting an issue then
/// stops the process instead (``reportIssue(_:at:)``).
enum TestFramework<Reporter: Sendable>: Sendable {
    /// The framework is not loaded.
    case notLoaded
    /// The framework is loaded, and the reporter reaches it.
    case resolved(Reporter)
    /// The framework is loaded, but the entry point `missing` was not found.
    case unresolved(MissingEntryPoint)

    /// The reporter, when the framework is loaded and reachable.
    var reporter: Reporter? {
        if case .resolved(let reporter) = self { reporter } else { nil }
    }

    /// Why the framework cannot be reached though it is loaded, or `nil`.
    var failure: MissingEntryPoint? {
        if case .unresolved(let missing) = self { missing } else { nil }
    }

    /// The framework named `name`: `.notLoaded` unless `isLoaded`, else the reporter `resolve`
    /// makes, or why it could not.
    static func resolve(
        isLoaded: Bool, _ resolve: () throws(MissingEntryPoint) -> Reporter
    ) -> TestFramework {
        guard isLoaded else { return .notLoaded }
        do {
            return .resolved(try resolve())
        } catch {
            return .unresolved(error)
        }
    }
}

/// An entry point of a loaded test framework that this process does not have under the name this
/// library looks for, as after a toolchain renamed or removed it.
struct MissingEntryPoint: Error, Equatable, CustomStringConvertible {
    /// The framework: `Swift Testing` or `XCTest`.
    let framework: String
    /// The declaration the library calls, such as `Issue.record(_:severity:sourceLocation:)`.
    let declaration: String
    /// The symbol or mangled type name looked for.
    let symbol: String

    var description: String {
        "\(framework) is loaded, but its \(declaration) was not found (\(symbol))"
    }
}
