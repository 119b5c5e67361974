import Testing

@testable import MockGeneratorFixtures

@Suite struct MockTicketOfficeTests {
    @Test func aMockedMemberWorks() {
        let office = MockTicketOffice()
        office.$issueMock.returns(2)
        #expect(office.issue(count: 2) == 2)
        office.$issueMock.verifyCalled(.once, with: 2)
    }

    @Test func aCallWithANoncopyableArgumentIsRecordedWithoutIt() {
        let office = MockTicketOffice()
        var redeemed = 0
        office.$redeemMock.then { _ in redeemed += 1 }
        office.redeem(Ticket(number: 1))
        office.redeem(Ticket(number: 2))
        #expect(redeemed == 2)
        office.$redeemMock.verifyCalled(2)
    }
}
