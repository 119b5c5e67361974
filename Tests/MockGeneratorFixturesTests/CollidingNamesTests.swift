import Mocking
import Testing

@testable import MockGeneratorFixtures

/// A protocol whose member names collide with the mock's own (`Turnstile`): `count` beside
/// `_count`, the storage name of a stored `count` wrapper, is computed over `countMock`; a
/// parameter named `live` is renamed inside the mock, so that the spy still reaches its live
/// instance.
@Suite struct CollidingNamesTests {
    struct LiveTurnstile: Turnstile {
        var count: Int { 3 }
        var _count: Int { 30 }
        func update(live: Bool) -> Bool { !live }
        func merge(live: Int, into other: Int) -> Int { live * 10 + other }
    }

    @Test func theMockStubsEachMember() {
        let turnstile = MockTurnstile()
        turnstile.countMock = 2
        turnstile._count = 20
        turnstile.$updateMock.when(true).returns(true)

        #expect(turnstile.count == 2)
        #expect(turnstile._count == 20)
        #expect(turnstile.update(live: true))
        #expect(!turnstile.update(live: false))
        turnstile.$updateMock.verifyCalled(.once, with: false)
    }

    @Test func theSpyForwardsEveryMemberToItsLiveInstance() {
        let spy = MockTurnstile(forwardingTo: LiveTurnstile())

        #expect(spy.count == 3)
        #expect(spy._count == 30)
        #expect(spy.update(live: false))
        #expect(spy.merge(live: 4, into: 2) == 42)
        spy.$mergeMock.verifyCalled(.once, where: { $0 == (4, 2) })
    }
}
