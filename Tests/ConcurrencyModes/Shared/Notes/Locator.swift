// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// Where the device is: in the modes that isolate every declaration to the main actor, a
/// `Sendable` protocol isolated to it.
public protocol Locator: Sendable {
    /// The region the device is in.
    var region: String { get }
    /// The device's place, found again.
    func locate() async throws -> String
}

/// A locator that is always in the same place.
public struct FixedLocator: Locator {
    public let region: String

    public init(region: String) { self.region = region }

    public func locate() async throws -> String { "\(region), here" }
}
