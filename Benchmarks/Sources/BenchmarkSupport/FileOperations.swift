import Mocking

/// The members on which a forwarding call is measured: one argument and two, answering a `Bool`,
/// as `fileExists(atPath:)` and `copyItem(atPath:toPath:)` of a file manager do.
///
/// The code under test holds an `any FileOperations` and calls through the protocol, from another
/// module than the one declaring the mock: this is how a mock's member is reached in a test, with
/// nothing specialized or inlined across the two.
public protocol FileOperations: AnyObject {
    /// Whether a file exists at `path`.
    func exists(_ path: String) -> Bool
    /// Copies `source` to `destination`; whether it succeeded.
    func copy(_ source: String, _ destination: String) -> Bool
}

/// A mock of ``FileOperations`` as users declare it: one `@Mock` per member, the member
/// forwarding to it.
public final class MockFileOperations: FileOperations, @unchecked Sendable {
    // NB: the wrappers' backing storage is assigned once, in the initializer; the mocks are
    // thread-safe.

    /// Creates the mock; both members answer `false` until stubbed.
    public init() {}

    /// Forwards to ``existsMock``.
    public func exists(_ path: String) -> Bool { existsMock(path) }
    /// The mock of ``exists(_:)``.
    @Mock public var existsMock: (String) -> Bool

    /// Forwards to ``copyMock``, packing both arguments into a tuple.
    public func copy(_ source: String, _ destination: String) -> Bool {
        copyMock((source, destination))
    }
    /// The mock of ``copy(_:_:)``.
    @Mock public var copyMock: ((String, String)) -> Bool

    /// Removes the recorded calls of both members.
    public func resetUsage() {
        $existsMock.resetUsage()
        $copyMock.resetUsage()
    }
}

extension Arguments {
    /// The path that ``FileOperations/exists(_:)`` receives: longer than 15 bytes, so that the
    /// string lives on the heap and recording it retains it, as most paths do.
    public static let path = "/tmp/mocking-benchmarks/source.txt"
    /// The destination that ``FileOperations/copy(_:_:)`` receives.
    public static let destinationPath = "/tmp/mocking-benchmarks/destination.txt"
}

extension Arguments {
    /// 1,024 different paths, which the cases that pass a different key on each call take in
    /// turn: each longer than 15 bytes, so that it lives on the heap, as most paths do.
    public static let paths = (0..<1_024).map { "/tmp/mocking-benchmarks/key-\($0).txt" }
}
