import Foundation
import Testing

@testable import Mocking

private protocol Store {
    func fetch(_ id: Int) -> String
    func save(_ text: String, _ version: Int)
    var isOpen: Bool { get set }
    func decode<T: Decodable>(_ text: String) -> T
    static func now() -> Int
}

private class BaseStore {
    @Mock var closeMock: (()) -> Void
}

private final class MockStore: BaseStore, Store, @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.
    func fetch(_ id: Int) -> String { fetchMock(id) }
    @Mock var fetchMock = { (id: Int) -> String in "item \(id)" }

    func save(_ text: String, _ version: Int) { saveMock((text, version)) }
    @Mock var saveMock: ((String, Int)) -> Void

    @PropertyMock var isOpen = false

    func decode<T: Decodable>(_ text: String) -> T { decodeMock(text) }
    @GenericMock var decodeMock

    static func now() -> Int { nowMock(()) }
    static let nowMock = Mock<(), Int>(scope: .test)

    static var limit: Int {
        get { limitMock.wrappedValue }
        set { limitMock.wrappedValue = newValue }
    }
    static let limitMock = PropertyMock<Int>(wrappedValue: 10, scope: .test)
}

/// A generic mock class keeps its static mocks in an enum named after it, as the generator
/// writes them.
private final class MockBox<Value>: @unchecked Sendable {
    // NB: as for MockStore.
    @Mock var putMock: (Int) -> Void
    static var sizeMock: Mock<(), Int> { MockBoxStaticMocks.sizeMock }
}

private enum MockBoxStaticMocks {
    static let sizeMock = Mock<(), Int>(scope: .test)
}

private struct Wrapper<Value> {
    var value: Value
}

private final class StoreClient {
    let store: MockStore
    init(store: MockStore) { self.store = store }
}

@Suite struct VerifyNoMoreCallsTests {
    @Test func passesOnceEveryCallIsMatchedByAPassingVerification() {
        let store = MockStore()
        _ = store.fetch(1)
        _ = store.fetch(2)
        store.save("draft", 1)
        store.isOpen = true
        _ = store.isOpen
        let decoded: Int = store.decode("1")
        #expect(decoded == 0)
        store.closeMock(())

        store.$fetchMock.verifyCalled(.exactly(2))
        store.$saveMock.verifyCalled(.once, with: "draft", .any)
        store.$isOpen.verifySet(.once, to: true)
        store.$isOpen.verifyGet()
        store.$decodeMock.verifyCalled(.once)
        store.$closeMock.verifyCalled()
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func listsTheCallsNoVerificationMatchedWithTheirMocksNames() {
        let store = MockStore()
        _ = store.fetch(1)
        store.save("draft", 1)
        _ = store.fetch(2)
        store.isOpen = true
        let decoded: String = store.decode("x")
        #expect(decoded == "")
        store.$fetchMock.verifyCalled(.once, with: 1)
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 4 calls were not:
                  #n MockStore.saveMock("draft", 1)
                  #n MockStore.fetchMock(2) → "item 2"
                  #n MockStore.isOpen set true
                  #n MockStore.decodeMock("x") as (String) -> String → ""
                """
        ) {
            #expect(!verifyNoMoreCalls(of: store))
        }
    }

    @Test func aQuestionMarksNothing() {
        let store = MockStore()
        _ = store.fetch(1)
        #expect(store.$fetchMock.wasCalled(with: 1))
        #expect(store.$fetchMock.callCount == 1)
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.fetchMock(1) → "item 1"
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
        store.$fetchMock.verifyCalled(with: 1)
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func aFailedVerificationVerifiesNothingButItsCallsAreNotListedAgain() {
        let store = MockStore()
        _ = store.fetch(1)
        store.save("draft", 1)
        withKnownIssue {
            store.$fetchMock.verifyCalled(.exactly(2))
        }
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.saveMock("draft", 1)
                Leaving out 1 call that a failed verification listed already.
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
        store.$saveMock.verifyCalled(.once)
        #expect(verifyNoMoreCalls(of: store))
        expectIssue(
            numbered: """
                Expected no call to MockStore, but it received 1 call:
                  #n MockStore.saveMock("draft", 1)
                Leaving out 1 call that a failed verification listed already.
                """
        ) {
            verifyNoCalls(of: store)
        }
        resetUsage(of: store)
        _ = store.fetch(1)
        expectIssue(containing: "but it received 1 call:") {
            verifyNoCalls(of: store)
        }
    }

    @Test func oneMistakeRecordsOneIssue() {
        // `save` is called twice where the test expects it once: the failed `.once` lists both
        // calls, and `verifyNoMoreCalls(of:)`, which would list them again, passes.
        let store = MockStore()
        store.save("draft", 1)
        store.save("draft", 2)
        expectIssue(
            numbered: """
                Expected MockStore.saveMock to be called exactly once, but it was called 2 times.
                Recorded calls to MockStore.saveMock (2):
                  1. saveMock("draft", 1)
                  2. saveMock("draft", 2) ← unexpected
                """
        ) {
            store.$saveMock.verifyCalled(.once)
        }
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func aFailedOrderListsItsCallsOnce() {
        let store = MockStore()
        store.save("draft", 1)
        _ = store.fetch(1)
        withKnownIssue {
            verifyCallOrder(store.$fetchMock, store.$saveMock)
        }
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func aFailedPropertyVerificationListsItsAccessesOnce() {
        let store = MockStore()
        store.isOpen = true
        store.isOpen = true
        withKnownIssue {
            store.$isOpen.verifySet(.once, to: true)
        }
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func setsThatArrangedTheTestNameTheSpellingThatRecordsNoSet() {
        let store = MockStore()
        store.isOpen = true
        MockStore.limit = 3
        _ = store.fetch(1)
        store.$fetchMock.verifyCalled(.once)
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 2 calls were not:
                  #n MockStore.isOpen set true
                  #n MockStore.limitMock set 3
                The sets came before any other call, as a test's arrangement does: arrange them \
                with $isOpen.value = true and MockStore.limitMock.value = 3, which record no set.
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
        MockStore.limitMock.reset()
        let arranged = MockStore()
        arranged.$isOpen.value = true
        MockStore.limitMock.value = 3
        _ = arranged.fetch(1)
        arranged.$fetchMock.verifyCalled(.once)
        #expect(verifyNoMoreCalls(of: arranged))
        #expect(arranged.isOpen)
        #expect(MockStore.limit == 3)
    }

    @Test func oneSetThatArrangedTheTestNamesItsSpelling() {
        let store = MockStore()
        store.isOpen = false
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.isOpen set false
                The set came before any other call, as a test's arrangement does: arrange it with \
                $isOpen.value = false, which records no set.
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
    }

    @Test func aSetAfterAnotherCallIsTheCodesOwnAndNamesNoSpelling() {
        let store = MockStore()
        _ = store.fetch(1)
        store.isOpen = true
        store.$fetchMock.verifyCalled(.once)
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.isOpen set true
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
    }

    @Test func aPassingCountOnlyMarksTheCallsItMatched() {
        let store = MockStore()
        _ = store.fetch(1)
        _ = store.fetch(2)
        store.$fetchMock.verifyCalled(.atMost(1), with: 2)
        store.$fetchMock.verifyNeverCalled(with: 3)
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.fetchMock(1) → "item 1"
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
    }

    @Test func anOrderVerificationMarksTheCallsItTook() {
        let store = MockStore()
        _ = store.fetch(1)
        store.save("a", 1)
        verifyCallOrder(store.$fetchMock, store.$saveMock)
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func aWaitingVerificationMarksTheCallsItMatched() async {
        let store = MockStore()
        Task.detached {
            try? await Task.sleep(for: .milliseconds(50))
            _ = store.fetch(5)
        }
        await store.$fetchMock.verifyCalled(with: 5, within: .seconds(30))
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func staticMocksScopedToTheTestCount() {
        let store = MockStore()
        _ = MockStore.now()
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.nowMock() → 0
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
        MockStore.nowMock.verifyCalled(.once)
        #expect(verifyNoMoreCalls(of: store))
    }

    @Test func theStaticMocksOfAGenericClassAreFoundInTheirEnum() {
        let box = MockBox<String>()
        box.putMock(1)
        _ = MockBox<String>.sizeMock(())
        box.$putMock.verifyCalled()
        expectIssue(
            numbered: """
                Expected every call to MockBox to be verified, but 1 call was not:
                  #n MockBox.sizeMock() → 0
                """
        ) {
            verifyNoMoreCalls(of: box)
        }
    }

    @Test func aGenericClassIsNamedAsItsMocksAre() {
        let box = MockBox<[Int: String]>()
        box.putMock(1)
        expectIssue(
            numbered: """
                Expected every call to MockBox to be verified, but 1 call was not:
                  #n MockBox.putMock(1)
                """
        ) {
            verifyNoMoreCalls(of: box)
        }
        expectIssue(containing: "but Wrapper stores no mock wrapper") {
            verifyNoCalls(of: Wrapper(value: [1]))
        }
    }

    @Test func aProjectionIsCheckedAlone() {
        let store = MockStore()
        _ = store.fetch(1)
        store.save("draft", 1)
        store.$fetchMock.verifyCalled()
        #expect(verifyNoMoreCalls(of: store.$fetchMock))
        expectIssue(
            numbered: """
                Expected every call to MockStore.saveMock to be verified, but 1 call was not:
                  #n MockStore.saveMock("draft", 1)
                """
        ) {
            verifyNoMoreCalls(of: store.$saveMock)
        }
    }

    @Test func anObjectWithoutMocksIsRefused() {
        let client = StoreClient(store: MockStore())
        expectIssue(
            """
            Expected an object that holds mocks, but StoreClient stores no mock wrapper and no \
            static mock of its type declared with scope: .test was made. Pass the mock object, as \
            in verifyNoMoreCalls(of: files), or a mock's projection, as in \
            verifyNoMoreCalls(of: files.$fileExistsMock).
            """
        ) {
            verifyNoMoreCalls(of: client)
        }
    }
}

@Suite struct VerifyNoCallsTests {
    @Test func passesWhenNoMockWasCalled() {
        let store = MockStore()
        #expect(verifyNoCalls(of: store))
        #expect(verifyNoCalls(of: store.$fetchMock))
    }

    @Test func failsOnAnyCallVerifiedOrNot() {
        let store = MockStore()
        _ = store.fetch(1)
        store.$fetchMock.verifyCalled()
        _ = store.isOpen
        expectIssue(
            numbered: """
                Expected no call to MockStore, but it received 2 calls:
                  #n MockStore.fetchMock(1) → "item 1"
                  #n MockStore.isOpen get → false
                """
        ) {
            #expect(!verifyNoCalls(of: store))
        }
    }

    @Test func aResetForgetsTheCallsAndTheirMarks() {
        let store = MockStore()
        _ = store.fetch(1)
        store.$fetchMock.verifyCalled()
        resetMocks(of: store)
        #expect(verifyNoCalls(of: store))
        _ = store.fetch(2)
        expectIssue(
            numbered: """
                Expected every call to MockStore to be verified, but 1 call was not:
                  #n MockStore.fetchMock(2) → "item 2"
                """
        ) {
            verifyNoMoreCalls(of: store)
        }
    }
}

@Suite struct NoMoreCallsOwnerTests {
    @Test func aTypePathLeavesOutTheModuleUnnamedContextsAndGenericArguments() {
        #expect(NoMoreCalls.typePath(of: MockStore.self) == ["MockStore"])
        #expect(NoMoreCalls.typePath(of: MockBox<[Int: (Int) -> Int]>.self) == ["MockBox"])
        #expect(NoMoreCalls.typePath(of: Outer.Inner.self) == ["Outer", "Inner"])
        #expect(NoMoreCalls.typePath(of: Int.self) == ["Int"])
    }

    @Test func anOwnerIsTheTypeOrItsEnumOfStaticMocks() {
        #expect(NoMoreCalls.isOwner(["MockStore"], of: ["MockStore"]))
        #expect(NoMoreCalls.isOwner(["Outer.Inner"], of: ["Outer", "Inner"]))
        #expect(NoMoreCalls.isOwner(["Inner"], of: ["Outer", "Inner"]))
        #expect(NoMoreCalls.isOwner(["MockBoxStaticMocks"], of: ["MockBox"]))
        #expect(!NoMoreCalls.isOwner(["Other", "Inner"], of: ["Outer", "Inner"]))
        #expect(!NoMoreCalls.isOwner([], of: ["MockStore"]))
    }
}

private enum Outer {
    struct Inner {}
}

/// Calls, verifications that mark them, mocks scoped to tests made and the search for an object's
/// mocks, from many threads at once. CI runs these under `--sanitize=thread`.
@Suite struct NoMoreCallsStressTests {
    @Test func callsMarksAndRegistrationsFromManyThreads() {
        let store = MockStore()
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for index in 0..<100 {
                switch worker % 3 {
                case 0:
                    _ = store.fetch(index)
                case 1:
                    store.$fetchMock.verifyCalled(.atLeast(0))
                    Mock<Int, Void>(scope: .test)(index)
                default:
                    #expect(NoMoreCalls.recordings(of: store).count >= 5)
                }
            }
        }
        store.$fetchMock.verifyCalled(.exactly(200))
        #expect(verifyNoMoreCalls(of: store))
    }
}
