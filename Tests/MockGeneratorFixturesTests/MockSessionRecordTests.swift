import Testing

@testable import MockGeneratorFixtures

/// The mock of a refinement that makes two inherited associated types one.
@Suite struct MockSessionRecordTests {
    @Test func oneGenericParameterIsBothAssociatedTypes() {
        let record = MockSessionRecord<Int>()
        record.$id.returns(4)
        record.$sessionID.returns(5)
        let sessionID: MockSessionRecord<Int>.SessionID = record.sessionID
        #expect(record.id == 4)
        #expect(sessionID == 5)
        record.$sessionID.verifyGet(.once)
    }

    @Test func theSpyAnswersAsTheLiveRecordDoes() {
        let live = SessionUser(id: 12)
        let record = MockSessionRecord(forwardingTo: live)
        #expect(record.id == live.id)
        #expect(record.sessionID == live.sessionID)
        record.$id.returns(1)
        #expect(record.id == 1)
        record.$id.verifyGet(.exactly(2))
    }
}
