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
/// Asking a test framework for the running test costs far more than recording a call, so a
/// checked call only compares who makes it with who made the checked call before: its task, or
/// outside any task, XCTest's current test case (``CallerSource``). Only when that changes is the
/// test looked up, and added if it is new. Tests that run at the same time always run in
/// different tasks; tests that Swift Testing runs one after another in one task (as it may in a
/// serialized suite) are taken for one.
///
/// Even that comparison, a read of the runtime's thread-local current task, costs a tenth of a
/// recorded call, so the first ``exactlyChecked`` calls of a history are checked, as a test that
/// shares a mock by mistake makes few calls, and after them one call in ``sampleInterval``. The
/// tests of a long history are therefore found with their first checked call, and a test whose
/// few calls come after many may go unseen; the verification that fails adds the test that runs
/// it (``FailureMessage/sharedByTests(_:of:)``).
@usableFromInline
struct CallingTests {
    /// One test, and the sequence number of its first checked call to the state.
    struct Caller {
        let identity: AnyHashable
        /// The test's name, such as `publishesTheTemperature()`, if the framework tells it.
        let name: String?
        let firstCall: Int
    }

    /// How many calls of a history are all checked.
    @usableFromInline static let exactlyChecked = 256
    /// After ``exactlyChecked``, the one call checked in each run of this many; a power of 2.
    @usableFromInline static let sampleInterval = 64

    /// The mark of the last checked caller; `.max`, which no address is, before any call.
    var lastCaller = UInt.max
    /// The tests that called, in the order of their first checked calls.
    private(set) var callers: [Caller] = []
    private var identities: Set<AnyHashable> = []
    /// The calls checked so far.
    private(set) var checked = 0
    /// The calls to note before the next check, the next included.
    @usableFromInline var untilCheck = 1

    @usableFromInline
    init() {}

    /// Notes a call with `sequenceNumber`; called under the mock's lock on every recorded call,
    /// it checks the ones described above.
    @inlinable @inline(__always)
    mutating func note(_ sequenceNumber: Int) {
        untilCheck &-= 1
        if _slowPath(untilCheck == 0) {
            check(sequenceNumber)
        }
    }

    /// Compares the caller with the last checked one, and when it differs, looks up its test and
    /// adds it if it is new.
    @usableFromInline @inline(never)
    mutating func check(_ sequenceNumber: Int) {
        checked += 1
        // The first checks are one call apart, then one in each `sampleInterval` calls.
        untilCheck = checked < Self.exactlyChecked ? 1 : Self.sampleInterval
        let caller = CallerSource.process.currentCaller()
        guard caller != lastCaller else { return }
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
/// points are found once for the process.
struct CallerSource: Sendable {
    /// The address of `swift_task_getCurrent`, the Swift runtime's entry point that
    /// `withUnsafeCurrentTask` calls, which answers the running task or `nil`; 0 if not found.
    /// Code outside the runtime may not name it directly.
    let taskGetter: UInt
    /// The address of XCTest's variable holding its current test case, or 0.
    let xcTestCaseVariable: UInt
    /// The address of XCTest's function answering its current test case, or 0.
    let xcTestCaseFunction: UInt

    /// The entry points of this process.
    static let process = CallerSource(
        taskGetter: UInt(bitPattern: LoadedSymbols.address(of: "swift_task_getCurrent")),
        xcTestCaseVariable: XCTestReporter.loaded?.currentTestCaseVariable ?? 0,
        xcTestCaseFunction: XCTestReporter.loaded?.currentTestCaseFunction ?? 0)

    /// The mark of the caller.
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
