import Testing

@testable import Mocking

private final class Vault {
    @Mock(strict: true) var openMock = { (code: Int) -> Bool in false }
    @ThrowingMock(strict: true) var readMock: (String) throws -> String
}

@Suite struct StrictMockTests {
    @Test func anUnstubbedCallIsReportedAtTheDeclarationAndStillAnswered() {
        let vault = Vault()
        withKnownIssue {
            #expect(!vault.openMock(1234))
        } matching: { issue in
            commentText(of: issue) == """
                Expected every call to the strict mock openMock to be stubbed, but openMock(1234) \
                was answered by its default loader. Stub it with returns(_:), when(_:) or an \
                assigned closure, or declare it without strict: true.
                """
                && issue.sourceLocation?.line == 6
        }
        #expect(vault.$openMock.wasCalled(with: 1234))
    }

    @Test func stubbedCallsAreNotReported() throws {
        let vault = Vault()
        vault.$openMock.returns(true)
        #expect(vault.openMock(1))
        vault.$readMock.when("a").returns("A")
        vault.$readMock.returnsOnce("queued")
        #expect(try vault.readMock("b") == "queued")
        #expect(try vault.readMock("a") == "A")
        vault.readMock = { $0.uppercased() }
        #expect(try vault.readMock("c") == "C")
    }

    @Test func aRuleThatDoesNotMatchLeavesTheCallUnstubbed() {
        let vault = Vault()
        vault.$openMock.when(1).returns(true)
        withKnownIssue {
            _ = vault.openMock(2)
        } matching: { issue in
            comments(of: issue, contain: "openMock(2) was answered by its default loader")
        }
    }

    @Test func resettingTheLoaderMakesCallsUnstubbedAgain() {
        let vault = Vault()
        vault.$openMock.returns(true)
        vault.$openMock.resetLoader()
        withKnownIssue {
            _ = vault.openMock(3)
        }
    }
}
