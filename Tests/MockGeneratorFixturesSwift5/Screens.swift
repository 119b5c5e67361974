/// Shows a screen; every member runs on the main actor.
@MainActor
public protocol Screen {
    func show(_ title: String) -> Bool
}

/// A screen that loads what it shows. Built in the Swift 5 language mode, this module's symbol
/// graph does not say that the protocol is isolated as `Screen` is: its mock is, and its own
/// requirements are `nonisolated`, the async property included, which the spy reads outside
/// the main actor.
public protocol LoadingScreen: AnyObject, Screen {
    func visible(_ ids: [Int]) -> [Int]
    var contents: Set<String> { get async throws }
    func reload() async throws -> Set<String>
}
