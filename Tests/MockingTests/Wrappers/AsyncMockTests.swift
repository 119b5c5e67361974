import Foundation
import Testing

@testable import Mocking

private final class Fetcher: @unchecked Sendable {
    @AsyncMock var nameMock = { (id: Int) async -> String in "user \(id)" }
    @AsyncMock var countMock: nonisolated(nonsending) (String) async -> Int
    @AsyncMock var notifyMock: nonisolated(nonsending) (String) async -> Void
}

/// A gate that suspends tasks until it is opened.
private actor Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}

@Suite struct AsyncMockTests {
    @Test func anAwaitedCallAnswersAndIsRecorded() async {
        let fetcher = Fetcher()
        #expect(await fetcher.nameMock(3) == "user 3")
        #expect(fetcher.$nameMock.wasCalled(with: 3))
        #expect(await fetcher.$nameMock.getValue(4) == "user 4")
        #expect(fetcher.$nameMock.callCount == 2)
    }

    @Test func assigningAnAsyncClosureReplacesTheLoader() async {
        let fetcher = Fetcher()
        fetcher.nameMock = { id in "stub \(id)" }
        #expect(await fetcher.nameMock(1) == "stub 1")
        fetcher.$nameMock.resetLoader()
        #expect(await fetcher.nameMock(1) == "user 1")
    }

    @Test func mocksDeclaredWithoutAClosureAnswerDefaultValues() async {
        let fetcher = Fetcher()
        #expect(await fetcher.countMock("x") == 0)
        await fetcher.notifyMock("hello")
        #expect(fetcher.$notifyMock.wasCalled(with: "hello"))
    }

    @Test func overlappingCallsAreRecordedInTheOrderTheyStarted() async {
        let started = Gate()
        let release = Gate()
        let mock = AsyncMock(wrappedValue: { (id: Int) async -> Int in
            if id == 1 {
                await started.open()
                await release.wait()
            }
            return id
        })
        async let slow = mock.getValue(1)
        await started.wait()
        #expect(await mock.getValue(2) == 2)
        #expect(mock.usage.contexts == [2])
        await release.open()
        #expect(await slow == 1)
        let history = mock.usage.history
        #expect(history.map(\.context) == [1, 2])
        #expect(history[0].sequenceNumber < history[1].sequenceNumber)
    }
}
