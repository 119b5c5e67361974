import Foundation
import MockGeneratorFixtures
import Testing

@Suite struct MockAccountTests {
    @Test func ownAndInheritedRequirementsAreMocked() throws {
        let account = MockAccount()
        account.$balance.returns(10)
        account.$name.returns("Savings")
        account.$description.returns("Savings: 10")
        account.id = UUID(uuid: (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

        try account.deposit(5)
        account.rename(to: "Checking")
        #expect(account.balance == 10)
        #expect(account.name == "Savings")
        #expect("\(account)" == "Savings: 10")
        #expect(account.id.uuidString.hasPrefix("01000000"))

        account.$depositMock.verifyCalled(.once, with: 5)
        account.$renameMock.verifyCalled(.once, with: "Checking")
    }

    @Test func equalityAndHashingAreTheMocksIdentity() {
        let account = MockAccount()
        let other = MockAccount()
        #expect(account == account)
        #expect(account != other)
        #expect(Set([account, account, other]).count == 2)
    }

    @Test func theMockIsSendable() async {
        let account = MockAccount()
        await Task.detached { try? account.deposit(1) }.value
        account.$depositMock.verifyCalled(.once)
    }
}
