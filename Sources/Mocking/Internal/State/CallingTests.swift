#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The tests that called one state of a mock, each with its first call, so that a failed
/// verification of a mock shared by tests running in parallel can say so.
///
/// Asking a test framework for the running test costs far more than recording a call, so a call
/// only compares who makes it with who made the call before: its task, or outside any task,
/// XCTest's current test case. Only when that changes is the test looked up, and added if it is
/// new. Tests that run at the same time always run in different tasks, so no two of them are
/// taken for one; tests that Swift Testing runs one after another in one task (as it may in a
/// serialized suite) are, which only the note of a failure loses.
@usableFromInline
struct CallingTests {
    /// One test, and the sequence number of its first call to the state.
    struct Caller {
        let identity: AnyHashable
        /// The test's name, such as `publishesTheTemperature()`, if the framework tells it.
        let name: String?
        let firstCall: Int
    }

    /// Where the marks of callers come from.
    @usableFromInline let source = CallerSource.process
    /// The mark of the last caller; `.max`, which no address is, before any call.
    @usableFromInline var lastCaller = UInt.max
    /// The tests that called, in the order of their first calls.
    private(set) var callers: [Caller] = []
    private var identities: Set<AnyHashable> = []

    @usableFromInline
    init() {}

    /// Notes a call with `sequenceNumber`; called under the mock's lock on every recorded call.
    @inlinable @inline(__always)
    mutating func note(_ sequenceNumber: Int) {
        let caller = source.currentCaller()
        if _slowPath(caller != lastCaller) {
            noteNewCaller(caller, firstCall: sequenceNumber)
        }
    }

    /// Looks up the test of a caller other than the last one, and adds it if it is new.
    @usableFromInline @inline(never)
    mutating func noteNewCaller(_ caller: UInt, firstCall sequenceNumber: Int) {
        lastCaller = caller
        add(CurrentTest.identity, named: CurrentTest.name, firstCall: sequenceNumber)
    }

    /// Adds the test `identity`, named `name`, whose first call has `sequenceNumber`, unless it
    /// called before; a call outside any test, with no identity, adds nothing.
    mutating func add(
        _ identity: AnyHashable?, named name: @autoclosure () -> String?,
        firstCall sequenceNumber: Int
    ) {
        guard let identity, identities.insert(identity).inserted else { return }
        callers.append(Caller(identity: identity, name: name(), firstCall: sequenceNumber))
    }
}

/// Identifies who makes a call, cheaply: the address of the current task, or outside any task the
/// address of XCTest's current test case, or 0.
///
/// Swift Testing's current test is task-local, and XCTest's is one variable for the process, so
/// calls with the same mark run on behalf of the same test, as long as the task lives. The entry
/// points are found once for the process, and each state keeps a copy, so that a call reads them
/// without the checks of a lazily initialized global.
@usableFromInline
struct CallerSource: Sendable {
    /// The address of `swift_task_getCurrent`, the Swift runtime's entry point that
    /// `withUnsafeCurrentTask` calls, which answers the running task or `nil`; 0 if not found.
    /// Code outside the runtime may not name it directly.
    @usableFromInline let taskGetter: UInt
    /// The address of XCTest's variable holding its current test case, or 0.
    @usableFromInline let xcTestCaseVariable: UInt
    /// The address of XCTest's function answering its current test case, or 0.
    @usableFromInline let xcTestCaseFunction: UInt

    /// The entry points of this process.
    @usableFromInline
    static let process = CallerSource(
        taskGetter: UInt(bitPattern: LoadedSymbols.address(of: "swift_task_getCurrent")),
        xcTestCaseVariable: XCTestReporter.loaded?.currentTestCaseVariable ?? 0,
        xcTestCaseFunction: XCTestReporter.loaded?.currentTestCaseFunction ?? 0)

    /// The mark of the caller.
    @inlinable @inline(__always)
    func currentCaller() -> UInt {
        typealias Current = @convention(thin) () -> UnsafeRawPointer?
        if let getter = UnsafeRawPointer(bitPattern: taskGetter),
            let task = unsafeBitCast(getter, to: Current.self)()
        {
            return UInt(bitPattern: task)
        }
        if let variable = UnsafeRawPointer(bitPattern: xcTestCaseVariable) {
            return variable.load(as: UInt.self)
        }
        if let function = UnsafeRawPointer(bitPattern: xcTestCaseFunction) {
            typealias Function = @convention(c) () -> UnsafeRawPointer?
            return UInt(bitPattern: unsafeBitCast(function, to: Function.self)())
        }
        return 0
    }
}
