import MockGeneratorFixturesBase
import Mocking
import Testing

/// `MockLedger`, generated with `mocks strict` in the selection file: every call a test did not
/// stub records an issue naming the member and its arguments, and what makes it strict.
@Suite struct MockLedgerTests {
    private struct Books: Ledger {
        var owner = "Ada"
        static let currency = "EUR"
        func balance(of account: String) -> Int { account.count }
        func record(_ amount: Int) throws {}
        func settle() async throws -> Int { 7 }
    }

    @Test func aStubbedCallAnswersAsStubbed() async throws {
        let ledger = MockLedger()
        ledger.$balanceMock.returns(120)
        ledger.$settleMock.returns(3)
        ledger.$owner.value = "Grace"

        #expect(ledger.balance(of: "savings") == 120)
        #expect(try await ledger.settle() == 3)
        #expect(ledger.owner == "Grace")
        #expect(ledger.$balanceMock.wasCalled(with: "savings"))
    }

    @Test func anUnstubbedCallRecordsAnIssueNamingItAndItsArguments() throws {
        let ledger = MockLedger()
        withKnownIssue {
            _ = ledger.balance(of: "savings")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "Expected every call to the strict mock MockLedger.balanceMock to be stubbed, "
                + #"but balanceMock("savings") was answered by its default loader. Stub it with "#
                + "returns(_:), when(_:) or an assigned closure, or generate it without "
                + "`mocks strict` in its selection file."
        }
        try withKnownIssue {
            try ledger.record(5)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("recordMock(5)")
        }
        // The call is recorded all the same.
        #expect(ledger.$balanceMock.callCount == 1)
    }

    @Test func aStrictStaticPropertyReportsAnUnstubbedGet() {
        withKnownIssue {
            _ = MockLedger.currency
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("currencyMock")
        }
        MockLedger.currencyMock.value = "CHF"
        #expect(MockLedger.currency == "CHF")
    }

    @Test func aSpyOfAStrictMockAnswersAsItsLiveInstance() async throws {
        let spy = MockLedger(forwardingTo: Books())
        #expect(spy.balance(of: "four") == 4)
        #expect(try await spy.settle() == 7)
        #expect(spy.owner == "Ada")
        #expect(spy.$settleMock.callCount == 1)
    }
}
