import Foundation
import Synchronization

/// The baseline of a forwarding mock: what one writes by hand to record calls thread-safely,
/// a stored closure answering the call, then an append under a `Synchronization.Mutex`.
public final class MutexRecordingFileOperations: FileOperations, Sendable {
    let existsBody: @Sendable (String) -> Bool
    let existsCalls = Mutex<[String]>([])
    let copyBody: @Sendable ((String, String)) -> Bool
    let copyCalls = Mutex<[(String, String)]>([])

    /// Creates a recorder whose members answer `answer`, through closures the optimizer cannot
    /// see into, as a mock's loader is.
    public init(answering answer: Bool) {
        existsBody = opaque { @Sendable (_: String) -> Bool in answer }
        copyBody = opaque { @Sendable (_: (String, String)) -> Bool in answer }
    }

    /// Answers through the stored closure and records `path`.
    public func exists(_ path: String) -> Bool {
        let answer = existsBody(path)
        existsCalls.withLock { $0.append(path) }
        return answer
    }

    /// Answers through the stored closure and records both arguments.
    public func copy(_ source: String, _ destination: String) -> Bool {
        let answer = copyBody((source, destination))
        copyCalls.withLock { $0.append((source, destination)) }
        return answer
    }

    /// Removes the recorded calls.
    public func removeAll() {
        existsCalls.withLock { $0.removeAll() }
        copyCalls.withLock { $0.removeAll() }
    }
}

/// The same recorder with Foundation's `NSLock`.
public final class NSLockRecordingFileOperations: FileOperations, @unchecked Sendable {
    // NB: the arrays are only read or written while holding `lock`.
    let lock = NSLock()
    let existsBody: (String) -> Bool
    var existsCalls: [String] = []
    let copyBody: ((String, String)) -> Bool
    var copyCalls: [(String, String)] = []

    /// Creates a recorder whose members answer `answer`.
    public init(answering answer: Bool) {
        existsBody = opaque { (_: String) -> Bool in answer }
        copyBody = opaque { (_: (String, String)) -> Bool in answer }
    }

    /// Answers through the stored closure and records `path`.
    public func exists(_ path: String) -> Bool {
        let answer = existsBody(path)
        lock.lock()
        existsCalls.append(path)
        lock.unlock()
        return answer
    }

    /// Answers through the stored closure and records both arguments.
    public func copy(_ source: String, _ destination: String) -> Bool {
        let answer = copyBody((source, destination))
        lock.lock()
        copyCalls.append((source, destination))
        lock.unlock()
        return answer
    }

    /// Removes the recorded calls.
    public func removeAll() {
        lock.lock()
        existsCalls.removeAll()
        copyCalls.removeAll()
        lock.unlock()
    }
}

/// A spy of the kind swift-spyable's `@Spyable` macro generates, written out by hand: per member,
/// a call count, the last arguments, every call's arguments, a return value and an optional
/// closure that replaces it. It is not thread-safe.
public final class SpyFileOperations: FileOperations {
    /// How many times ``exists(_:)`` was called.
    public var existsCallsCount = 0
    /// Whether ``exists(_:)`` was called.
    public var existsCalled: Bool { existsCallsCount > 0 }
    /// The argument of the latest call to ``exists(_:)``.
    public var existsReceivedPath: String?
    /// The argument of every call to ``exists(_:)``.
    public var existsReceivedInvocations: [String] = []
    // swift-spyable declares the return value implicitly unwrapped.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// What ``exists(_:)`` answers without ``existsClosure``.
    public var existsReturnValue: Bool!
    /// Answers ``exists(_:)`` in place of ``existsReturnValue`` when set.
    public var existsClosure: ((String) -> Bool)?

    /// How many times ``copy(_:_:)`` was called.
    public var copyCallsCount = 0
    /// Whether ``copy(_:_:)`` was called.
    public var copyCalled: Bool { copyCallsCount > 0 }
    /// The arguments of the latest call to ``copy(_:_:)``.
    public var copyReceivedArguments: (source: String, destination: String)?
    /// The arguments of every call to ``copy(_:_:)``.
    public var copyReceivedInvocations: [(source: String, destination: String)] = []
    // swift-spyable declares the return value implicitly unwrapped.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// What ``copy(_:_:)`` answers without ``copyClosure``.
    public var copyReturnValue: Bool!
    /// Answers ``copy(_:_:)`` in place of ``copyReturnValue`` when set.
    public var copyClosure: ((String, String) -> Bool)?

    /// Creates a spy with nothing recorded and no answer set.
    public init() {}

    /// Records the call, then answers through ``existsClosure`` or ``existsReturnValue``.
    public func exists(_ path: String) -> Bool {
        existsCallsCount += 1
        existsReceivedPath = path
        existsReceivedInvocations.append(path)
        if let existsClosure {
            return existsClosure(path)
        }
        return existsReturnValue
    }

    /// Records the call, then answers through ``copyClosure`` or ``copyReturnValue``.
    public func copy(_ source: String, _ destination: String) -> Bool {
        copyCallsCount += 1
        copyReceivedArguments = (source, destination)
        copyReceivedInvocations.append((source, destination))
        if let copyClosure {
            return copyClosure(source, destination)
        }
        return copyReturnValue
    }

    /// Forgets every recorded call.
    public func removeAll() {
        existsCallsCount = 0
        existsReceivedPath = nil
        existsReceivedInvocations.removeAll()
        copyCallsCount = 0
        copyReceivedArguments = nil
        copyReceivedInvocations.removeAll()
    }
}
