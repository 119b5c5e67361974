// Runs one benchmark case a given number of times without the benchmark harness, so that
// `profile.py` can count its instructions under callgrind:
//
//     MockingProfiles "Mock.getValue, Int" 20000
//
// Each case builds its subject, then runs its `measuredLoop` in batches of 10,000 operations,
// emptying histories between batches as the benchmarks do between iterations. `profile.py`
// collects instructions inside `measuredLoop` only (`--toggle-collect` on its protocol witness),
// so setup and resets are left out, as they are from the benchmarks' measured regions.

import BenchmarkSupport
import Foundation
import Mocking
import Synchronization

/// One case: a subject, and the loop the benchmark of the same name measures.
protocol ProfileCase {
    /// Empties the histories; not measured.
    func reset()
    /// Runs one operation per element of `range`; the only code callgrind measures.
    func measuredLoop(_ range: Range<Int>) -> Int
}

extension ProfileCase {
    func reset() {}
}

/// Operations between two resets, as in the benchmarks' iterations.
let batchSize = 10_000

/// Entries in the history that `wasCalled(with:)` scans.
let entries = 1_000_000

/// Entries in the `(String, String)` histories that element-wise matching scans.
let pairEntries = 100_000

struct ClosureCall: ProfileCase {
    let f = opaque { (value: Int) -> Int in value &+ 1 }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= f(i) }
        return sum
    }
}

struct RecorderInt: ProfileCase {
    let recorder = BaselineRecorder { (value: Int) -> Int in value &+ 1 }
    func reset() { recorder.removeAll() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= recorder.call(i) }
        return sum
    }
}

struct MockGetValueInt: ProfileCase {
    let mock = Counter().$nextMock
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= mock.getValue(i) }
        return sum
    }
}

struct MockWrappedPropertyInt: ProfileCase {
    let counter = Counter()
    func reset() { counter.$nextMock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= counter.next(i) }
        return sum
    }
}

struct RecorderTuple: ProfileCase {
    let recorder = BaselineRecorder { (arguments: (String, Int)) -> Int in arguments.1 &+ 1 }
    func reset() { recorder.removeAll() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= recorder.call(("Ann", i)) }
        return sum
    }
}

struct MockGetValueTuple: ProfileCase {
    let mock = Mock(wrappedValue: { (arguments: (String, Int)) -> Int in arguments.1 &+ 1 })
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= mock.getValue(("Ann", i)) }
        return sum
    }
}

struct RecorderVoid: ProfileCase {
    let recorder = BaselineRecorder { (_: Void) in }
    func reset() { recorder.removeAll() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        for _ in range { recorder.call(()) }
        return range.count
    }
}

struct MockGetValueVoid: ProfileCase {
    let mock = Mock<Void, Void>()
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        for _ in range { mock.getValue(()) }
        return range.count
    }
}

struct ThrowingMockThrow: ProfileCase {
    let mock: ThrowingMock<Int, Int> = {
        let mock = ThrowingMock(wrappedValue: { (value: Int) throws -> Int in value &+ 1 })
        mock.throws(BenchmarkError())
        return mock
    }()
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var thrown = 0
        for i in range {
            do { _ = try mock.getValue(i) } catch { thrown &+= 1 }
        }
        return thrown
    }
}

struct WhenRuleAmongTen: ProfileCase {
    let mock: Mock<Int, Int> = {
        let mock = Mock(wrappedValue: { (value: Int) -> Int in value &+ 1 })
        for key in 0..<10 { mock.when(key).returns(key &* 100) }
        return mock
    }()
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var sum = 0
        for i in range { sum &+= mock.getValue(i % 10) }
        return sum
    }
}

struct RecorderContains: ProfileCase {
    let recorder: BaselineRecorder<Int, Int> = {
        let recorder = BaselineRecorder { (value: Int) -> Int in value }
        for i in 0..<entries { recorder.call(i) }
        return recorder
    }()

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var found = 0
        for _ in range where recorder.contains(-1) { found &+= 1 }
        return found
    }
}

struct WasCalled: ProfileCase {
    let mock: Mock<Int, Int> = {
        let mock = Mock(wrappedValue: { (value: Int) -> Int in value })
        for i in 0..<entries { _ = mock.getValue(i) }
        return mock
    }()

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var found = 0
        for _ in range where mock.wasCalled(with: -1) { found &+= 1 }
        return found
    }
}

/// One scan per operation of 100,000 recorded `(String, String)` contexts, none of which
/// matches: the loop written by hand, or one of a mock's element-wise forms.
struct PairScan: ProfileCase {
    /// Scans for the context `(first, second)`; answers whether it found it. `@Sendable`, so
    /// that it is not isolated to the main actor as the code of this file is: a closure isolated
    /// to it checks the executor on every call, each entry's comparison included.
    let scan: @Sendable (_ first: String, _ second: String) -> Bool

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var found = 0
        for _ in range {
            let (first, second) = opaque(Arguments.missingPair)
            if scan(first, second) { found &+= 1 }
        }
        return found
    }
}

struct ReusedEncoder<Value: Encodable>: ProfileCase {
    let value: Value
    let encoder = sortedKeysEncoder()

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var bytes = 0
        for _ in range { bytes &+= (try? encoder.encode(value))?.count ?? 0 }
        return bytes
    }
}

struct WrapInCodableInput<Value: Encodable & Sendable>: ProfileCase {
    let value: Value

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var made = 0
        for _ in range where (try? CodableInput(value)) != nil { made &+= 1 }
        return made
    }
}

struct RecorderWithRules: ProfileCase {
    let recorder: BaselineRecorder<(String, String), Int> = {
        let rules = opaque(Arguments.ruleCalls)
        return BaselineRecorder { (context: (String, String)) -> Int in
            for (index, rule) in rules.enumerated().reversed()
            where rule.0 == context.0 && rule.1 == context.1 {
                return index
            }
            return -1
        }
    }()
    func reset() { recorder.removeAll() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var hits = 0
        for i in range { hits &+= recorder.call(Arguments.ruleCalls[i % 10]) }
        return hits
    }
}

struct WhenArgsRuleAmongTen: ProfileCase {
    let mock: Mock<(String, String), Int> = {
        let mock = Mock(wrappedValue: { (_: (String, String)) -> Int in -1 })
        for (index, rule) in Arguments.ruleCalls.enumerated() {
            mock.when(.value(rule.0), .value(rule.1)).returns(index)
        }
        return mock
    }()
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var hits = 0
        for i in range { hits &+= mock.getValue(Arguments.ruleCalls[i % 10]) }
        return hits
    }
}

/// `exists(_:)` called through `any FileOperations`, as code under test calls a mock declared in
/// another module; the baselines are called the same way.
struct ForwardedExists: ProfileCase {
    let files: any FileOperations
    let emptyHistory: () -> Void
    func reset() { emptyHistory() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        let path = opaque(Arguments.path)
        var found = 0
        for _ in range where files.exists(path) { found &+= 1 }
        return found
    }
}

/// `copy(_:_:)` called through `any FileOperations`.
struct ForwardedCopy: ProfileCase {
    let files: any FileOperations
    let emptyHistory: () -> Void
    func reset() { emptyHistory() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        let (source, destination) = opaque((Arguments.path, Arguments.destinationPath))
        var copied = 0
        for _ in range where files.copy(source, destination) { copied &+= 1 }
        return copied
    }
}

/// `exists(_:)` called through `any FileOperations` with a different path on each call, from
/// `Arguments.paths`.
struct ForwardedExistsKeys: ProfileCase {
    let files: any FileOperations
    let emptyHistory: () -> Void
    let keys = opaque(Arguments.paths)
    func reset() { emptyHistory() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var found = 0
        for i in range where files.exists(keys[i & 1023]) { found &+= 1 }
        return found
    }
}

/// `copy(_:_:)` called through `any FileOperations` with different paths on each call.
struct ForwardedCopyKeys: ProfileCase {
    let files: any FileOperations
    let emptyHistory: () -> Void
    let keys = opaque(Arguments.paths)
    func reset() { emptyHistory() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        var copied = 0
        for i in range where files.copy(keys[i & 1023], keys[(i &+ 1) & 1023]) {
            copied &+= 1
        }
        return copied
    }
}

/// `getValue` of the mock behind `exists(_:)`, called directly.
struct GetValueString: ProfileCase {
    let mock: Mock<String, Bool>
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        let path = opaque(Arguments.path)
        var found = 0
        for _ in range where mock.getValue(path) { found &+= 1 }
        return found
    }
}

/// `getValue` of the mock behind `copy(_:_:)`, called directly.
struct GetValueStringPair: ProfileCase {
    let mock: Mock<(String, String), Bool>
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        let pair = opaque((Arguments.path, Arguments.destinationPath))
        var copied = 0
        for _ in range where mock.getValue(pair) { copied &+= 1 }
        return copied
    }
}

/// The mock of `FileOperations`, stubbed with `returns(true)` on both members or not at all.
func fileOperationsMock(stubbed: Bool) -> MockFileOperations {
    let files = MockFileOperations()
    if stubbed {
        files.$existsMock.returns(true)
        files.$copyMock.returns(true)
    }
    return files
}

func mutexRecorder() -> MutexRecordingFileOperations {
    MutexRecordingFileOperations(answering: true)
}

func nsLockRecorder() -> NSLockRecordingFileOperations {
    NSLockRecordingFileOperations(answering: true)
}

func spy() -> SpyFileOperations {
    let spy = SpyFileOperations()
    spy.existsReturnValue = true
    spy.copyReturnValue = true
    return spy
}

func callersSpy() -> CallersSpy {
    let spy = CallersSpy()
    spy.existsReturnValue = true
    spy.copyReturnValue = true
    return spy
}

/// Every case by its benchmark name.
/// Runs `loop` to its end on this thread, inside the measured loop: `Task.immediate` starts it
/// here, and calls that run on their caller's isolation and answer without suspending keep it
/// here, so that callgrind counts an async call as it counts a synchronous one.
func runWithoutSuspending(_ loop: nonisolated(nonsending) @escaping @Sendable () async -> Int) -> Int {
    let result = Mutex<Int?>(nil)
    Task.immediate { @Sendable in
        let sum = await loop()
        result.withLock { $0 = sum }
    }
    guard let sum = result.withLock({ $0 }) else {
        fatalError("the async loop suspended, so its calls ran elsewhere and were not counted")
    }
    return sum
}

/// `AsyncBaselineRecorder.call`, awaited.
struct AsyncRecorderInt: ProfileCase {
    let recorder = AsyncBaselineRecorder { (value: Int) async -> Int in value &+ 1 }
    func reset() { recorder.removeAll() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        let recorder = recorder
        return runWithoutSuspending {
            var sum = 0
            for i in range { sum &+= await recorder.call(i) }
            return sum
        }
    }
}

/// `AsyncMock.getValue`, awaited, as a mock's async member calls it.
struct AsyncMockGetValueInt: ProfileCase {
    let mock = AsyncMock(wrappedValue: { (value: Int) async -> Int in value &+ 1 })
    func reset() { mock.resetUsage() }

    @inline(never) func measuredLoop(_ range: Range<Int>) -> Int {
        let mock = mock
        return runWithoutSuspending {
            var sum = 0
            for i in range { sum &+= await mock.getValue(i) }
            return sum
        }
    }
}

let cases: [String: () -> any ProfileCase] = [
    "baseline Mutex recorder, exists(String)": {
        let files = mutexRecorder()
        return ForwardedExists(files: files, emptyHistory: files.removeAll)
    },
    "baseline NSLock recorder, exists(String)": {
        let files = nsLockRecorder()
        return ForwardedExists(files: files, emptyHistory: files.removeAll)
    },
    "baseline unsafe spy, exists(String)": {
        let files = callersSpy()
        return ForwardedExists(files: files, emptyHistory: files.removeAll)
    },
    "baseline unsafe spy from another module, exists(String)": {
        let files = spy()
        return ForwardedExists(files: files, emptyHistory: files.removeAll)
    },
    "Mock forwarded exists(String), stubbed": {
        let files = fileOperationsMock(stubbed: true)
        return ForwardedExists(files: files, emptyHistory: files.resetUsage)
    },
    "Mock.getValue, String, stubbed": {
        GetValueString(mock: fileOperationsMock(stubbed: true).$existsMock)
    },
    "Mock.getValue, String": {
        GetValueString(mock: fileOperationsMock(stubbed: false).$existsMock)
    },
    "baseline Mutex recorder, copy(String, String)": {
        let files = mutexRecorder()
        return ForwardedCopy(files: files, emptyHistory: files.removeAll)
    },
    "baseline NSLock recorder, copy(String, String)": {
        let files = nsLockRecorder()
        return ForwardedCopy(files: files, emptyHistory: files.removeAll)
    },
    "baseline unsafe spy, copy(String, String)": {
        let files = callersSpy()
        return ForwardedCopy(files: files, emptyHistory: files.removeAll)
    },
    "baseline unsafe spy from another module, copy(String, String)": {
        let files = spy()
        return ForwardedCopy(files: files, emptyHistory: files.removeAll)
    },
    "Mock forwarded copy(String, String), stubbed": {
        let files = fileOperationsMock(stubbed: true)
        return ForwardedCopy(files: files, emptyHistory: files.resetUsage)
    },
    "Mock.getValue, (String, String), stubbed": {
        GetValueStringPair(mock: fileOperationsMock(stubbed: true).$copyMock)
    },
    "baseline Mutex recorder, exists(key)": {
        let files = mutexRecorder()
        return ForwardedExistsKeys(files: files, emptyHistory: files.removeAll)
    },
    "Mock forwarded exists(key), stubbed": {
        let files = fileOperationsMock(stubbed: true)
        return ForwardedExistsKeys(files: files, emptyHistory: files.resetUsage)
    },
    "Mock forwarded exists(key)": {
        let files = fileOperationsMock(stubbed: false)
        return ForwardedExistsKeys(files: files, emptyHistory: files.resetUsage)
    },
    "baseline Mutex recorder, copy(key, key)": {
        let files = mutexRecorder()
        return ForwardedCopyKeys(files: files, emptyHistory: files.removeAll)
    },
    "Mock forwarded copy(key, key), stubbed": {
        let files = fileOperationsMock(stubbed: true)
        return ForwardedCopyKeys(files: files, emptyHistory: files.resetUsage)
    },
    "Mock forwarded copy(key, key)": {
        let files = fileOperationsMock(stubbed: false)
        return ForwardedCopyKeys(files: files, emptyHistory: files.resetUsage)
    },
    "closure call, Int": { ClosureCall() },
    "baseline recorder, Int": { RecorderInt() },
    "Mock.getValue, Int": { MockGetValueInt() },
    "baseline recorder, async Int": { AsyncRecorderInt() },
    "AsyncMock.getValue await, Int": { AsyncMockGetValueInt() },
    "Mock wrapped property, Int": { MockWrappedPropertyInt() },
    "baseline recorder, (String, Int)": { RecorderTuple() },
    "Mock.getValue, (String, Int)": { MockGetValueTuple() },
    "baseline recorder, Void": { RecorderVoid() },
    "Mock.getValue, Void": { MockGetValueVoid() },
    "ThrowingMock.getValue throw, Int": { ThrowingMockThrow() },
    "Mock when rule among 10, Int": { WhenRuleAmongTen() },
    "baseline recorder with 10 hand-written rules, (String, String)": { RecorderWithRules() },
    "Mock when(.value, .value) rule among 10, (String, String)": { WhenArgsRuleAmongTen() },
    "baseline [Int].contains, 1M entries": { RecorderContains() },
    "Mock wasCalled(with:), 1M Int entries": { WasCalled() },
    "plain loop, 100k (String, String) entries": {
        let contexts = Arguments.pairs(pairEntries)
        return PairScan { first, second in
            contexts.contains { $0.0 == first && $0.1 == second }
        }
    },
    "Mock wasCalled(with: a, b), 100k (String, String) entries": {
        let mock = Arguments.pairMock(pairEntries)
        return PairScan { mock.wasCalled(with: $0, $1) }
    },
    "Mock wasCalled(with: .value, .value), 100k (String, String) entries": {
        let mock = Arguments.pairMock(pairEntries)
        return PairScan { mock.wasCalled(with: .value($0), .value($1)) }
    },
    "Mock wasCalled(with: .any, .value), 100k (String, String) entries": {
        let mock = Arguments.pairMock(pairEntries)
        return PairScan { mock.wasCalled(with: .any, .value($1)) }
    },
    "Mock wasCalled(with: .value, .any), 100k (String, Note) entries, Note not Equatable": {
        let mock = Arguments.notedItemMock(pairEntries)
        return PairScan { mock.wasCalled(with: .value($1), .any) }
    },
    "Mock verifyNeverCalled(with: a, b), 100k (String, String) entries": {
        let mock = Arguments.pairMock(pairEntries)
        return PairScan { mock.verifyNeverCalled(with: $0, $1) }
    },
    "Mock wasCalled(with:) through the pack overload, 100k (String, String) entries": {
        let mock = Arguments.pairMock(pairEntries)
        return PairScan { wasCalledThroughPack(mock, with: $0, $1) }
    },
    "JSONEncoder reused, URL": { ReusedEncoder(value: Arguments.source) },
    "CodableInput, URL": { WrapInCodableInput(value: Arguments.source) },
    "JSONEncoder reused, struct": { ReusedEncoder(value: Arguments.point) },
    "CodableInput, struct": { WrapInCodableInput(value: Arguments.point) },
]

let arguments = CommandLine.arguments
guard arguments.count == 3, let makeCase = cases[arguments[1]], let count = Int(arguments[2])
else {
    let names = cases.keys.sorted().map { "  \($0)\n" }.joined()
    FileHandle.standardError.write(Data("usage: MockingProfiles <case> <count>\n\(names)".utf8))
    exit(2)
}
let profileCase = makeCase()
var result = 0
var done = 0
while done < count {
    profileCase.reset()
    let end = min(done + batchSize, count)
    result &+= profileCase.measuredLoop(done..<end)
    done = end
}
print(result)
