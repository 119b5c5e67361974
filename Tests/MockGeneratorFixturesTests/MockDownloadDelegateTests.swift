import Foundation
import Testing

@testable import MockGeneratorFixtures

@Suite struct MockDownloadDelegateTests {
    @Test func anNSObjectProtocolDelegateIsAnNSObject() {
        let delegate = MockDownloadDelegate()
        let object: NSObject = delegate
        #expect(object.isEqual(delegate))
        let url = Foundation.URL(fileURLWithPath: "/tmp/report.pdf")
        delegate.didFinish(downloading: url)
        delegate.$didFinishMock.verifyCalled(.once, with: url)
    }

    @Test func standardProtocolsAreImplemented() throws {
        let first = MockToken()
        let second = MockToken()
        #expect(first == first)
        #expect(first != second)
        #expect((first < second) != (second < first))
        #expect(Set([first, second, first]).count == 2)
        first.$rawValue.returns("abc")
        #expect(first.rawValue == "abc")
        #expect(MockToken(rawValue: "x") != nil)
        MockToken.initRawValueMock.returns(false)
        #expect(MockToken(rawValue: "y") == nil)
        first.$description.returns("token abc")
        #expect("\(first)" == "token abc")
        #expect(first.id == ObjectIdentifier(first))
    }
}
