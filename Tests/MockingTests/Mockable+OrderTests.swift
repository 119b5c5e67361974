import Testing

@testable import Mocking

private final class Session {
    @Mock var loginMock = { (user: String) -> Bool in true }
    @Mock var fetchMock = { (id: Int) -> String in "item \(id)" }
    @Mock var logoutMock = { (_: ()) in }
}

@Suite struct OrderTests {
    @Test func wasCalledBeforeComparesTheFirstCalls() {
        let session = Session()
        _ = session.loginMock("ann")
        _ = session.fetchMock(1)
        _ = session.loginMock("bo")
        #expect(session.$loginMock.wasCalled(before: session.$fetchMock))
        #expect(!session.$fetchMock.wasCalled(before: session.$loginMock))
    }

    @Test func aMockThatWasNeverCalledIsNeverBeforeOrAfter() {
        let session = Session()
        _ = session.loginMock("ann")
        #expect(!session.$loginMock.wasCalled(before: session.$fetchMock))
        #expect(!session.$fetchMock.wasCalled(before: session.$loginMock))
    }

    @Test func verificationsInTheRightOrderRecordNothing() {
        let session = Session()
        _ = session.loginMock("ann")
        _ = session.fetchMock(1)
        session.logoutMock(())
        #expect(session.$loginMock.verifyCalled(before: session.$fetchMock))
        #expect(verifyCallOrder(session.$loginMock, session.$fetchMock, session.$logoutMock))
    }
}
