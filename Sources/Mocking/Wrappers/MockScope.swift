/// Who shares the stubs and the recorded calls of a mock.
///
/// A mock that belongs to an object made by one test needs nothing more than the default,
/// ``shared``. A mock stored in a `static let`, which every test reaches, is declared with
/// ``test`` so that tests running in parallel never see each other's stubs or calls:
///
/// ```swift
/// final class MockClock: Clock {
///     static func now() -> Date { nowMock(()) }
///     static let nowMock = Mock<(), Date>(scope: .test)
/// }
/// ```
public enum MockScope: Sendable, Hashable {
    /// One set of stubs and one history for every caller.
    case shared

    /// One set of stubs and one history per running test.
    ///
    /// The test is the Swift Testing test case of the calling task, which its child tasks and the
    /// tasks it creates with `Task { }` inherit, or the XCTest test case running at the time.
    /// Calls from a detached task or a thread of their own under Swift Testing, and calls outside
    /// any test, share one more set.
    ///
    /// > Note: Swift Testing tells tests apart by their ID and arguments. A test that runs several
    /// > times in one process, as with `--repetitions`, finds what its previous run left; call
    /// > ``StubbableMock/reset()`` first.
    case test
}
