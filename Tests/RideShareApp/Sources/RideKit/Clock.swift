import Foundation

/// The time of day, for fares.
///
/// @nomock: tests use `FixedClock`, a value, rather than a mock.
public protocol Clock: Sendable {
    var now: Date { get }
}
