import Testing

@testable import MockGeneratorFixtures

/// The mock and spy of a protocol whose associated type is constrained back to it.
@Suite struct MockKeyAgreementTests {
    @Test func theMocksEphemeralIsAPartnerWhosePublicKeyIsTheMock() {
        let key = MockKeyAgreement()
        let ephemeral = MockKeyAgreementEphemeral()
        ephemeral.$publicKey.returns(key)
        key.$makeEphemeralMock.returns(ephemeral)
        key.$agreeMock.returns([1, 2])
        #expect(key.makeEphemeral().publicKey === key)
        #expect(key.agree(with: ephemeral) == [1, 2])
        key.$agreeMock.verifyCalled(.once, with: .matching { $0 === ephemeral })
    }

    @Test func theSpyForwardsWhatNamesNoEphemeral() {
        let live = XORKey(raw: [0b1010, 0b0110])
        let key = MockKeyAgreement(forwardingTo: live)
        #expect(key.raw == live.raw)
        key.$raw.returns([9])
        #expect(key.raw == [9])
        key.$agreeMock.returns([3])
        #expect(key.agree(with: MockKeyAgreementEphemeral()) == [3])
        key.$raw.verifyGet(.exactly(2))
    }
}
