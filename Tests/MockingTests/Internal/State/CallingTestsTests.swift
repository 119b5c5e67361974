import Testing

@testable import Mocking

@Suite struct CallingTestsTests {
    /// The tests that called `mock`, as its history remembers them.
    private func callers(of mock: Mock<Int, Int>) -> [CallingTests.Caller] {
        mock.usage.storage.withLock { $0.callingTests.callers }
    }

    @Test func keepsEachTestOnceWithItsFirstCall() {
        var tests = CallingTests()
        tests.add("a", named: "a()", firstCall: 3)
        tests.add("b", named: "b()", firstCall: 5)
        tests.add("a", named: "a()", firstCall: 8)
        tests.add(nil, named: nil, firstCall: 9)
        #expect(tests.callers.map(\.identity) == ["a", "b"])
        #expect(tests.callers.map(\.name) == ["a()", "b()"])
        #expect(tests.callers.map(\.firstCall) == [3, 5])
    }

    @Test func checksTheFirstCallsThenOneInEachInterval() {
        var tests = CallingTests()
        let calls = CallingTests.exactlyChecked + 3 * CallingTests.sampleInterval
        for sequenceNumber in 1...calls { tests.note(sequenceNumber) }
        #expect(tests.checked == CallingTests.exactlyChecked + 3)
        #expect(tests.callers.map(\.name) == ["checksTheFirstCallsThenOneInEachInterval()"])
        #expect(tests.callers.first?.firstCall == 1)
    }

    @Test func remembersTheTestThatCalledWithItsName() async {
        let mock = Mock<Int, Int>()
        _ = mock(1)
        _ = mock(2)
        await withTaskGroup(of: Void.self) { group in
            for value in 3...6 {
                group.addTask { _ = mock(value) }
            }
        }
        let callers = callers(of: mock)
        #expect(callers.count == 1)
        #expect(callers.first?.name == "remembersTheTestThatCalledWithItsName()")
        #expect(callers.first?.firstCall == mock.usage.history.first?.sequenceNumber)
    }

    @Test func aCallOutsideAnyTestAddsNone() async {
        let mock = Mock<Int, Int>()
        await Task.detached { _ = mock(1) }.value
        #expect(callers(of: mock).isEmpty)
        _ = mock(2)
        #expect(callers(of: mock).map(\.firstCall) == [mock.usage.history[1].sequenceNumber])
    }

    @Test func aResetForgetsTheTests() {
        let mock = Mock<Int, Int>()
        _ = mock(1)
        mock.reset()
        #expect(callers(of: mock).isEmpty)
        _ = mock(2)
        #expect(callers(of: mock).count == 1)
    }

    @Test func theTaskOfATestMarksItsCalls() async {
        let source = CallerSource.process
        #expect(source.taskGetter != 0)
        let inThisTask = source.currentCaller()
        let inAnother = await Task.detached { source.currentCaller() }.value
        #expect(inThisTask != 0)
        #expect(inThisTask != inAnother)
        #expect(source.currentCaller() == inThisTask)
    }
}
