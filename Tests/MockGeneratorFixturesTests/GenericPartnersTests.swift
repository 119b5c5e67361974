import Mocking
import Testing

@testable import MockGeneratorFixtures

/// A generic mock with a partner (`TaggedCounter`, as swift-atomics' `AtomicInteger`): the
/// storage's mock is generic over the same `Tag`, mocks the refined `Counting`, and holds the
/// counter's mock itself; the spy forwards what names no partner.
@Suite struct GenericPartnersTests {
    /// Code under test, over any tagged counter: stores the counter in its own storage.
    static func storedCount<Counter: TaggedCounter>(of counter: Counter) -> Int {
        let storage = counter.makeStorage()
        storage.hold(counter)
        return storage.count()
    }

    @Test func theGenericMocksPartnerIsItsStorageAndCounts() {
        let counter = MockTaggedCounter<String>()
        let storage = MockTaggedCounterStorage<String>()
        counter.$makeStorageMock.returns(storage)
        storage.$countMock.returns(3)

        #expect(Self.storedCount(of: counter) == 3)
        storage.$holdMock.verifyCalled(.once, with: .matching { $0 === counter })
        counter.$makeStorageMock.verifyCalled(.once)
    }

    /// A live counter, with a storage of its own.
    struct Turnstile: TaggedCounter {
        final class Log: Counting {
            var held: [Turnstile] = []
            func hold(_ value: Turnstile) { held.append(value) }
            func count() -> Int { held.count }
        }
        var tag: Int
        func makeStorage() -> Log { Log() }
    }

    @Test func theSpyForwardsTheTagAndAnswersTheStorageAsAMock() {
        let counter = MockTaggedCounter(forwardingTo: Turnstile(tag: 7))
        let storage = MockTaggedCounterStorage<Int>()
        counter.$makeStorageMock.returns(storage)

        #expect(counter.tag == 7)
        #expect(Self.storedCount(of: counter) == 0)
        counter.$tag.verifyGet(.once)
    }
}
