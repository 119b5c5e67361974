import Testing

@testable import MockGeneratorFixtures

/// The mock of a protocol with properties of type `Void`, which hold `()` from the start.
@Suite struct MockHeartbeatTests {
    @Test func eachGetOfAVoidPropertyIsRecorded() {
        let heart = MockHeartbeat()
        let _: Void = heart.beat
        let _: Void = heart.beat
        let _: Void = MockHeartbeat.pulse
        heart.$beat.getter.verifyCalled(.exactly(2))
        MockHeartbeat.pulseMock.getter.verifyCalled(.once)
    }

    @Test func theSpyForwardsEveryMember() {
        let heart = MockHeartbeat(forwardingTo: SteadyHeart())
        let _: Void = heart.beat
        #expect(heart.listen() == 60)
        heart.$beat.getter.verifyCalled(.once)
        heart.$listenMock.verifyCalled(.once)
    }
}
