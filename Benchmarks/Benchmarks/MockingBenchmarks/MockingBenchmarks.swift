import Benchmark
import BenchmarkSupport
import Foundation
import Mocking

// Every case measures a loop of many operations per iteration, named by its tag ("calls",
// "entries" or "values": how many), so that `report.py` can divide each iteration's wall-clock
// time and malloc count by it. Histories are emptied before each iteration, outside the measured
// region, for mocks and baselines alike: the measured region pays the same amortized growth of
// the history array on both sides.
//
// Set MOCKING_BENCHMARKS_QUICK=1 for the short run CI uses.

/// Calls per iteration of the call cases.
let calls = 10_000

/// Values per iteration of the encoding cases, which take microseconds each.
let values = 1_000

/// Entries in the history that `wasCalled(with:)` scans.
let entries = 1_000_000

/// Entries in the `(String, String)` histories that element-wise matching scans.
let pairEntries = 100_000

/// Whether to run the short version CI uses.
let isQuick = ProcessInfo.processInfo.environment["MOCKING_BENCHMARKS_QUICK"] == "1"

/// The settings of a case doing `count` operations of kind `unit` per iteration.
func measuring(_ count: Int, _ unit: String) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal],
        tags: [unit: String(count)],
        timeUnits: .nanoseconds,
        warmupIterations: isQuick ? 3 : 20,
        maxDuration: isQuick ? .milliseconds(300) : .seconds(2),
        maxIterations: isQuick ? 200 : 2_000)
}

extension Benchmark {
    /// Runs `reset` unmeasured, then measures `body`.
    func measure(after reset: () -> Void = {}, _ body: () throws -> Void) rethrows {
        reset()
        startMeasurement()
        try body()
        stopMeasurement()
    }

    /// Runs `reset` unmeasured, then measures `body`.
    func measure(after reset: () -> Void = {}, _ body: () async throws -> Void) async rethrows {
        reset()
        startMeasurement()
        try await body()
        stopMeasurement()
    }
}

let benchmarks: @Sendable () -> Void = {
    registerBaselines()
    registerMockCalls()
    registerForwardedCalls()
    registerForwardedCallsWithKeys()
    registerSaltzmanjoelhMockingContexts()
    registerStubbingAndVerification()
    registerElementWiseMatching()
    registerConcurrentCalls()
}

/// The hand-written references: a plain closure call, and the recorder for each context type.
func registerBaselines() {
    Benchmark("closure call, Int", configuration: measuring(calls, "calls")) { benchmark, f in
        var sum = 0
        benchmark.measure {
            for i in 0..<calls { sum &+= f(i) }
        }
        blackHole(sum)
    } setup: {
        opaque { (value: Int) -> Int in value &+ 1 }
    }

    Benchmark("baseline recorder, Int", configuration: measuring(calls, "calls")) {
        benchmark, recorder in
        var sum = 0
        benchmark.measure(after: recorder.removeAll) {
            for i in 0..<calls { sum &+= recorder.call(i) }
        }
        blackHole(sum)
    } setup: {
        BaselineRecorder { (value: Int) -> Int in value &+ 1 }
    }

    Benchmark("baseline recorder, (String, Int)", configuration: measuring(calls, "calls")) {
        benchmark, recorder in
        var sum = 0
        benchmark.measure(after: recorder.removeAll) {
            for i in 0..<calls { sum &+= recorder.call(("Ann", i)) }
        }
        blackHole(sum)
    } setup: {
        BaselineRecorder { (arguments: (String, Int)) -> Int in arguments.1 &+ 1 }
    }

    Benchmark("baseline recorder, Void", configuration: measuring(calls, "calls")) {
        benchmark, recorder in
        benchmark.measure(after: recorder.removeAll) {
            for _ in 0..<calls { recorder.call(()) }
        }
        blackHole(recorder.count)
    } setup: {
        BaselineRecorder { (_: Void) in }
    }

    Benchmark("baseline recorder, async Int", configuration: measuring(calls, "calls")) {
        benchmark, recorder in
        var sum = 0
        await benchmark.measure(after: recorder.removeAll) {
            for i in 0..<calls { sum &+= await recorder.call(i) }
        }
        blackHole(sum)
    } setup: {
        AsyncBaselineRecorder { (value: Int) async -> Int in value &+ 1 }
    }

    Benchmark("baseline recorder, (URL, URL)", configuration: measuring(calls, "calls")) {
        benchmark, recorder in
        benchmark.measure(after: recorder.removeAll) {
            for _ in 0..<calls { recorder.call((Arguments.source, Arguments.destination)) }
        }
        blackHole(recorder.count)
    } setup: {
        BaselineRecorder { (_: (URL, URL)) in }
    }

    Benchmark(
        "baseline recorder, (URL, [URLResourceKey]?, options)",
        configuration: measuring(calls, "calls")
    ) { benchmark, recorder in
        var count = 0
        benchmark.measure(after: recorder.removeAll) {
            for _ in 0..<calls {
                count &+= recorder.call((Arguments.folder, Arguments.keys, Arguments.options)).count
            }
        }
        blackHole(count)
    } setup: {
        BaselineRecorder {
            (_: (URL, [URLResourceKey]?, FileManager.DirectoryEnumerationOptions)) -> [URL] in []
        }
    }

    Benchmark("JSONEncoder reused, URL", configuration: measuring(values, "values")) {
        benchmark, encoder in
        try benchmark.measure {
            for _ in 0..<values { blackHole(try encoder.encode(Arguments.source)) }
        }
    } setup: {
        sortedKeysEncoder()
    }

    Benchmark("JSONEncoder reused, struct", configuration: measuring(values, "values")) {
        benchmark, encoder in
        try benchmark.measure {
            for _ in 0..<values { blackHole(try encoder.encode(Arguments.point)) }
        }
    } setup: {
        sortedKeysEncoder()
    }
}

/// Recorded calls on the typed path, and through each kind of wrapper.
func registerMockCalls() {
    Benchmark("Mock.getValue, Int", configuration: measuring(calls, "calls")) { benchmark, mock in
        var sum = 0
        benchmark.measure(after: mock.resetUsage) {
            for i in 0..<calls { sum &+= mock.getValue(i) }
        }
        blackHole(sum)
    } setup: {
        Counter().$nextMock
    }

    Benchmark("Mock wrapped property, Int", configuration: measuring(calls, "calls")) {
        benchmark, counter in
        var sum = 0
        benchmark.measure(after: counter.$nextMock.resetUsage) {
            for i in 0..<calls { sum &+= counter.next(i) }
        }
        blackHole(sum)
    } setup: {
        Counter()
    }

    Benchmark("Mock.getValue, (String, Int)", configuration: measuring(calls, "calls")) {
        benchmark, mock in
        var sum = 0
        benchmark.measure(after: mock.resetUsage) {
            for i in 0..<calls { sum &+= mock.getValue(("Ann", i)) }
        }
        blackHole(sum)
    } setup: {
        Mock(wrappedValue: { (arguments: (String, Int)) -> Int in arguments.1 &+ 1 })
    }

    Benchmark("Mock.getValue, Void", configuration: measuring(calls, "calls")) { benchmark, mock in
        benchmark.measure(after: mock.resetUsage) {
            for _ in 0..<calls { mock.getValue(()) }
        }
        blackHole(mock.callCount)
    } setup: {
        Mock<Void, Void>()
    }

    Benchmark("ThrowingMock.getValue success, Int", configuration: measuring(calls, "calls")) {
        benchmark, mock in
        var sum = 0
        try benchmark.measure(after: mock.resetUsage) {
            for i in 0..<calls { sum &+= try mock.getValue(i) }
        }
        blackHole(sum)
    } setup: {
        ThrowingMock(wrappedValue: { (value: Int) throws -> Int in value &+ 1 })
    }

    Benchmark("ThrowingMock.getValue throw, Int", configuration: measuring(calls, "calls")) {
        benchmark, mock in
        var thrown = 0
        benchmark.measure(after: mock.resetUsage) {
            for i in 0..<calls {
                do { _ = try mock.getValue(i) } catch { thrown &+= 1 }
            }
        }
        blackHole(thrown)
    } setup: { () -> ThrowingMock<Int, Int> in
        let mock = ThrowingMock(wrappedValue: { (value: Int) throws -> Int in value &+ 1 })
        mock.throws(BenchmarkError())
        return mock
    }

    Benchmark("AsyncMock.getValue await, Int", configuration: measuring(calls, "calls")) {
        benchmark, mock in
        var sum = 0
        await benchmark.measure(after: mock.resetUsage) {
            for i in 0..<calls { sum &+= await mock.getValue(i) }
        }
        blackHole(sum)
    } setup: {
        AsyncMock(wrappedValue: { (value: Int) async -> Int in value &+ 1 })
    }
}

/// A mock's members called through `any FileOperations` from this module, as code under test calls
/// a mock declared in another, against a recorder with a `Synchronization.Mutex` called the same
/// way. `bash Benchmarks/profile.sh --table` counts their instructions.
func registerForwardedCalls() {
    Benchmark("baseline Mutex recorder, exists(String)", configuration: measuring(calls, "calls")) {
        benchmark, recorder in
        let files: any FileOperations = recorder
        let path = opaque(Arguments.path)
        var found = 0
        benchmark.measure(after: recorder.removeAll) {
            for _ in 0..<calls where files.exists(path) { found &+= 1 }
        }
        blackHole(found)
    } setup: {
        MutexRecordingFileOperations(answering: true)
    }

    Benchmark("Mock forwarded exists(String), stubbed", configuration: measuring(calls, "calls")) {
        benchmark, mock in
        let files: any FileOperations = mock
        let path = opaque(Arguments.path)
        var found = 0
        benchmark.measure(after: mock.resetUsage) {
            for _ in 0..<calls where files.exists(path) { found &+= 1 }
        }
        blackHole(found)
    } setup: { () -> MockFileOperations in
        let mock = MockFileOperations()
        mock.$existsMock.returns(true)
        return mock
    }

    Benchmark(
        "baseline Mutex recorder, copy(String, String)", configuration: measuring(calls, "calls")
    ) { benchmark, recorder in
        let files: any FileOperations = recorder
        let (source, destination) = opaque((Arguments.path, Arguments.destinationPath))
        var copied = 0
        benchmark.measure(after: recorder.removeAll) {
            for _ in 0..<calls where files.copy(source, destination) { copied &+= 1 }
        }
        blackHole(copied)
    } setup: {
        MutexRecordingFileOperations(answering: true)
    }

    Benchmark(
        "Mock forwarded copy(String, String), stubbed", configuration: measuring(calls, "calls")
    ) { benchmark, mock in
        let files: any FileOperations = mock
        let (source, destination) = opaque((Arguments.path, Arguments.destinationPath))
        var copied = 0
        benchmark.measure(after: mock.resetUsage) {
            for _ in 0..<calls where files.copy(source, destination) { copied &+= 1 }
        }
        blackHole(copied)
    } setup: { () -> MockFileOperations in
        let mock = MockFileOperations()
        mock.$copyMock.returns(true)
        return mock
    }
}

/// The forwarded calls again, with a different path on each call, from `Arguments.paths`, as
/// code under test passes keys: against the same recorder, and the mock stubbed with
/// `returns(true)` or answering its default.
func registerForwardedCallsWithKeys() {
    /// Calls `exists(_:)` on the object `make` makes, through `any FileOperations`.
    func exists(_ name: String, _ make: @escaping () -> (any FileOperations, () -> Void)) {
        Benchmark(name, configuration: measuring(calls, "calls")) { benchmark, subject in
            let (files, emptyHistory) = subject
            let keys = opaque(Arguments.paths)
            var found = 0
            benchmark.measure(after: emptyHistory) {
                for i in 0..<calls where files.exists(keys[i & 1023]) { found &+= 1 }
            }
            blackHole(found)
        } setup: {
            make()
        }
    }

    /// Calls `copy(_:_:)` on the object `make` makes, through `any FileOperations`.
    func copy(_ name: String, _ make: @escaping () -> (any FileOperations, () -> Void)) {
        Benchmark(name, configuration: measuring(calls, "calls")) { benchmark, subject in
            let (files, emptyHistory) = subject
            let keys = opaque(Arguments.paths)
            var copied = 0
            benchmark.measure(after: emptyHistory) {
                for i in 0..<calls where files.copy(keys[i & 1023], keys[(i &+ 1) & 1023]) {
                    copied &+= 1
                }
            }
            blackHole(copied)
        } setup: {
            make()
        }
    }

    func recorder() -> (any FileOperations, () -> Void) {
        let files = MutexRecordingFileOperations(answering: true)
        return (files, files.removeAll)
    }

    func mock(stubbed: Bool) -> (any FileOperations, () -> Void) {
        let files = MockFileOperations()
        if stubbed {
            files.$existsMock.returns(true)
            files.$copyMock.returns(true)
        }
        return (files, files.resetUsage)
    }

    exists("baseline Mutex recorder, exists(key)", recorder)
    exists("Mock forwarded exists(key), stubbed") { mock(stubbed: true) }
    exists("Mock forwarded exists(key)") { mock(stubbed: false) }
    copy("baseline Mutex recorder, copy(key, key)", recorder)
    copy("Mock forwarded copy(key, key), stubbed") { mock(stubbed: true) }
    copy("Mock forwarded copy(key, key)") { mock(stubbed: false) }
}

/// The contexts of the saltzmanjoelh/mocking README, and `CodableInput` against a `JSONEncoder`
/// made once and reused.
func registerSaltzmanjoelhMockingContexts() {
    Benchmark("EquatableTuple<URL>, copyItem", configuration: measuring(calls, "calls")) {
        benchmark, files in
        try benchmark.measure(after: files.$copyItemMock.resetUsage) {
            for _ in 0..<calls {
                try files.copyItem(at: Arguments.source, to: Arguments.destination)
            }
        }
        blackHole(files.$copyItemMock.callCount)
    } setup: {
        MockFileManager()
    }

    Benchmark(
        "EquatableTuple<CodableInput> x3, contentsOfDirectory",
        configuration: measuring(values, "calls")
    ) { benchmark, files in
        var count = 0
        try benchmark.measure(after: files.$contentsOfDirectoryAtUrlMock.resetUsage) {
            for _ in 0..<values {
                count &+= try files.contentsOfDirectory(
                    at: Arguments.folder, includingPropertiesForKeys: Arguments.keys,
                    options: Arguments.options
                ).count
            }
        }
        blackHole(count)
    } setup: {
        MockFileManager()
    }

    Benchmark("CodableInput, URL", configuration: measuring(values, "values")) { benchmark in
        try benchmark.measure {
            for _ in 0..<values { blackHole(try CodableInput(Arguments.source)) }
        }
    }

    Benchmark("CodableInput, struct", configuration: measuring(values, "values")) { benchmark in
        try benchmark.measure {
            for _ in 0..<values { blackHole(try CodableInput(Arguments.point)) }
        }
    }
}

/// A call answered by a rule, and a verification over a long history.
func registerStubbingAndVerification() {
    Benchmark("Mock when rule among 10, Int", configuration: measuring(calls, "calls")) {
        benchmark, mock in
        var sum = 0
        benchmark.measure(after: mock.resetUsage) {
            // Each call matches one of the rules, cycling through all ten.
            for i in 0..<calls { sum &+= mock.getValue(i % 10) }
        }
        blackHole(sum)
    } setup: { () -> Mock<Int, Int> in
        let mock = Mock(wrappedValue: { (value: Int) -> Int in value &+ 1 })
        for key in 0..<10 { mock.when(key).returns(key &* 100) }
        return mock
    }

    Benchmark("baseline [Int].contains, 1M entries", configuration: measuring(entries, "entries")) {
        benchmark, recorder in
        benchmark.measure {
            blackHole(recorder.contains(opaque(-1)))
        }
    } setup: { () -> BaselineRecorder<Int, Int> in
        let recorder = BaselineRecorder { (value: Int) -> Int in value }
        for i in 0..<entries { _ = recorder.call(i) }
        return recorder
    }

    Benchmark(
        "Mock wasCalled(with:), 1M Int entries", configuration: measuring(entries, "entries")
    ) { benchmark, mock in
        // A context that was never recorded: the whole history is scanned. The context comes
        // through `opaque` on every iteration, or the optimizer may compute the answer once.
        benchmark.measure {
            blackHole(mock.wasCalled(with: opaque(-1)))
        }
    } setup: { () -> Mock<Int, Int> in
        let mock = Mock(wrappedValue: { (value: Int) -> Int in value })
        for i in 0..<entries { _ = mock.getValue(i) }
        return mock
    }
}

/// Matching arguments one by one over 100,000 recorded `(String, String)` calls, none of which
/// matches, against a loop written by hand over the same contexts.
func registerElementWiseMatching() {
    Benchmark(
        "plain loop, 100k (String, String) entries", configuration: measuring(pairEntries, "entries")
    ) { benchmark, contexts in
        benchmark.measure {
            let (first, second) = opaque(Arguments.missingPair)
            blackHole(contexts.contains { $0.0 == first && $0.1 == second })
        }
    } setup: {
        Arguments.pairs(pairEntries)
    }

    Benchmark(
        "Mock wasCalled(with: a, b), 100k (String, String) entries",
        configuration: measuring(pairEntries, "entries")
    ) { benchmark, mock in
        benchmark.measure {
            let (first, second) = opaque(Arguments.missingPair)
            blackHole(mock.wasCalled(with: first, second))
        }
    } setup: {
        Arguments.pairMock(pairEntries)
    }

    Benchmark(
        "Mock wasCalled(with: .value, .value), 100k (String, String) entries",
        configuration: measuring(pairEntries, "entries")
    ) { benchmark, mock in
        benchmark.measure {
            let (first, second) = opaque(Arguments.missingPair)
            blackHole(mock.wasCalled(with: .value(first), .value(second)))
        }
    } setup: {
        Arguments.pairMock(pairEntries)
    }

    Benchmark(
        "Mock wasCalled(with: .any, .value), 100k (String, String) entries",
        configuration: measuring(pairEntries, "entries")
    ) { benchmark, mock in
        benchmark.measure {
            let second = opaque(Arguments.missingPair.1)
            blackHole(mock.wasCalled(with: .any, .value(second)))
        }
    } setup: {
        Arguments.pairMock(pairEntries)
    }

    Benchmark(
        "Mock wasCalled(with: .value, .any), 100k (String, Note) entries, Note not Equatable",
        configuration: measuring(pairEntries, "entries")
    ) { benchmark, mock in
        benchmark.measure {
            let second = opaque(Arguments.missingPair.1)
            blackHole(mock.wasCalled(with: .value(second), .any))
        }
    } setup: {
        Arguments.notedItemMock(pairEntries)
    }

    Benchmark(
        "Mock verifyNeverCalled(with: a, b), 100k (String, String) entries",
        configuration: measuring(pairEntries, "entries")
    ) { benchmark, mock in
        benchmark.measure {
            let (first, second) = opaque(Arguments.missingPair)
            blackHole(mock.verifyNeverCalled(with: first, second))
        }
    } setup: {
        Arguments.pairMock(pairEntries)
    }

    Benchmark(
        "Mock wasCalled(with:) through the pack overload, 100k (String, String) entries",
        configuration: measuring(pairEntries, "entries")
    ) { benchmark, mock in
        benchmark.measure {
            let (first, second) = opaque(Arguments.missingPair)
            blackHole(wasCalledThroughPack(mock, with: first, second))
        }
    } setup: {
        Arguments.pairMock(pairEntries)
    }

    Benchmark(
        "baseline recorder with 10 hand-written rules, (String, String)",
        configuration: measuring(calls, "calls")
    ) { benchmark, recorder in
        var hits = 0
        benchmark.measure(after: recorder.removeAll) {
            for i in 0..<calls { hits &+= recorder.call(Arguments.ruleCalls[i % 10]) }
        }
        blackHole(hits)
    } setup: { () -> BaselineRecorder<(String, String), Int> in
        let rules = opaque(Arguments.ruleCalls)
        return BaselineRecorder { (context: (String, String)) -> Int in
            for (index, rule) in rules.enumerated().reversed()
            where rule.0 == context.0 && rule.1 == context.1 {
                return index
            }
            return -1
        }
    }

    Benchmark(
        "Mock when(.value, .value) rule among 10, (String, String)",
        configuration: measuring(calls, "calls")
    ) { benchmark, mock in
        var hits = 0
        benchmark.measure(after: mock.resetUsage) {
            for i in 0..<calls { hits &+= mock.getValue(Arguments.ruleCalls[i % 10]) }
        }
        blackHole(hits)
    } setup: { () -> Mock<(String, String), Int> in
        let mock = Mock(wrappedValue: { (_: (String, String)) -> Int in -1 })
        for (index, rule) in Arguments.ruleCalls.enumerated() {
            mock.when(.value(rule.0), .value(rule.1)).returns(index)
        }
        return mock
    }
}

/// One mock, and one baseline recorder, called from two threads at once: 10,000 calls on each.
func registerConcurrentCalls() {
    Benchmark("baseline recorder, 2 threads, Int", configuration: measuring(2 * calls, "calls")) {
        benchmark, subject in
        let (recorder, threads) = subject
        benchmark.measure(after: {
            recorder.removeAll()
            threads.prepareRound()
        }) {
            threads.runRound()
        }
    } setup: { () -> (BaselineRecorder<Int, Int>, ThreadPair) in
        let recorder = BaselineRecorder { (value: Int) -> Int in value &+ 1 }
        let threads = ThreadPair {
            var sum = 0
            for i in 0..<calls { sum &+= recorder.call(i) }
            blackHole(sum)
        }
        return (recorder, threads)
    }

    Benchmark("Mock.getValue, 2 threads, Int", configuration: measuring(2 * calls, "calls")) {
        benchmark, subject in
        let (mock, threads) = subject
        benchmark.measure(after: {
            mock.resetUsage()
            threads.prepareRound()
        }) {
            threads.runRound()
        }
    } setup: { () -> (Mock<Int, Int>, ThreadPair) in
        let mock = Mock(wrappedValue: { (value: Int) -> Int in value &+ 1 })
        let threads = ThreadPair {
            var sum = 0
            for i in 0..<calls { sum &+= mock.getValue(i) }
            blackHole(sum)
        }
        return (mock, threads)
    }
}
