import Testing

@testable import MockGeneratorFixtures

@Suite struct MockTicketOfficeTests {
    @Test func aMockedMemberWorks() {
        let office = MockTicketOffice()
        office.$issueMock.returns(2)
        #expect(office.issue(count: 2) == 2)
        office.$issueMock.verifyCalled(.once, with: 2)
    }

    @Test func thePlaceholderRecordsAnIssue() {
        let office = MockTicketOffice()
        withKnownIssue {
            office.redeem(Ticket(number: 1))
        }
    }
}
