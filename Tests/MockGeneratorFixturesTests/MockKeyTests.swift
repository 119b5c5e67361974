import Testing

@testable import MockGeneratorFixtures

/// The mocks of protocols whose associated type defaults to the conforming type.
@Suite struct MockKeyTests {
    @Test func theMockIsItsOwnSendableValue() {
        let key = MockKey()
        let value: MockKey.Value = MockKey()
        let sendable: any Sendable = value
        key.$describeMock.returns("described")
        #expect(key.describe(value) == "described")
        key.$describeMock.verifyCalled(.once, with: .matching("the value") { $0 === value })
        #expect((sendable as? MockKey) === value)
    }

    @Test func theSpyAnswersAsTheLiveKeyDoes() {
        _ = MockKey(forwardingTo: NameKey())
        #expect(MockKey.name == NameKey.name)
        MockKey.nameMock.returns("other")
        #expect(MockKey.name == "other")
        MockKey.nameMock.verifyGet(.exactly(2))
    }

    @Test func aDefaultTheMockCannotMeetMakesItGeneric() {
        let live = Numbered(tag: 7)
        let tagged = MockSelfTagged(forwardingTo: live)
        #expect(tagged.tag == live.tag)
        tagged.$tag.returns(9)
        #expect(tagged.tag == 9)
        tagged.$tag.verifyGet(.exactly(2))
    }
}
