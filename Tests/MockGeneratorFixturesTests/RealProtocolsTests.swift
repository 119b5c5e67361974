import Foundation
import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Mocks of protocols of real packages, in miniature, each used as a test would.
@Suite struct RealProtocolsTests {
    @Test func aCaseIterableProtocolsMockListsItsCases() {
        let gold = MockTier()
        gold.weight = 3
        #expect(MockTier.allCases.isEmpty)
        MockTier.allCasesMock.value = [gold]
        #expect(MockTier.allCases.map(\.weight) == [3])
    }

    @Test func anAssociatedTypeThatNamesAnotherThroughSelfIsTheMocksAlias() {
        #expect(MockTable.Components.self == Never.Type.self)
        MockTable.componentsMock.value = Never.self
        #expect(MockTable.components == Never.self)
    }

    @Test func anAssociatedTypeConstrainedBackToTheProtocolIsAMockOfItsOwn() {
        #expect(MockPublicKey.Ephemeral.self == MockPublicKeyEphemeral.self)
        #expect(MockPublicKey.Ephemeral.Public.self == MockPublicKey.self)
        _ = MockPublicKey()
        _ = MockPublicKeyEphemeral()
    }

    @Test func aProtocolsTypeAliasOverItsAssociatedTypeIsWrittenOut() async {
        let transport = MockByteTransport<Data>()
        transport.$listenMock.returns(
            AsyncStream {
                $0.yield(Data([1]))
                $0.finish()
            })
        var received: [Data] = []
        for await bytes in transport.listen() { received.append(bytes) }
        #expect(received == [Data([1])])
    }

    @Test func anEnumAnswersItsFirstCaseUntilStubbed() {
        let handler = MockLevelHandler()
        #expect(handler.level == .debug)
        #expect(handler.log("hi", at: .info) == .debug)
        handler.level = .info
        #expect(handler.level == .info)
        handler.$logMock.returns(.info)
        #expect(handler.log("hi", at: .debug) == .info)
    }

    @Test func selfIsTheMockInEveryPosition() {
        let chain = MockChain()
        let other = MockChain()
        chain.$nextMock.returns(other)
        #expect(chain.next() === other)
        chain.$mergeMock.returns(chain)
        #expect(chain.merge(other) === chain)
        #expect(chain.siblings.isEmpty)
        #expect(chain.parent == nil)
        chain.$eachMock.returns { body in body(other) }
        var seen: [MockChain] = []
        chain.each { seen.append($0) }
        #expect(seen.count == 1 && seen[0] === other)
        MockChain.rootMock.value = chain
        #expect(MockChain.root === chain)
        #expect(MockChain.combine([chain]).isEmpty)
    }

    @Test func aMemberThatIsNotMockedSaysWhichAndWhatToDo() {
        let callbacks = MockCallbacks()
        withKnownIssue {
            callbacks.apply { $0.append("a") }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Expected MockCallbacks.apply(_:) not to be called")
                && text.contains("rethrows") && text.contains("Write MockCallbacks by hand")
                && !text.contains("returns(_:)")
        }
    }

    @Test func aCallWithAConsumingArgumentIsRecordedWithoutIt() {
        let scanner = MockTicketScanner()
        let first = scanner.scan(Ticket(number: 1))
        scanner.$scanMock.returns(true)
        let second = scanner.scan(Ticket(number: 2))
        #expect(!first)
        #expect(second)
        scanner.$scanMock.verifyCalled(2)
        let office = MockTicketOffice()
        office.redeem(Ticket(number: 3))
        office.$redeemMock.verifyCalled(.once)
    }

    @Test func standardProtocolsAreMockedWithoutTheirGraphs() throws {
        let plan = MockPlan()
        let other = MockPlan()
        plan.name = "basic"
        #expect(plan == plan && plan != other)
        #expect(Set([plan, plan, other]).count == 2)
        #expect((plan < other) != (other < plan))
        #expect(plan.id == ObjectIdentifier(plan))
        plan.$description.returns("Plan basic")
        #expect("\(plan)" == "Plan basic")
        plan.$encodeMock.throws(CancellationError())
        #expect(throws: CancellationError.self) { try JSONEncoder().encode(plan) }

        let problem = MockProblem()
        problem.errorDescription = "Out of tickets"
        #expect((problem as any Error).localizedDescription == "Out of tickets")
    }

    @Test func aCodingKeysMockAnswersItsValuesAndCanRefuseAKey() {
        let key = MockChoiceKey()
        key.stringValue = "id"
        key.isAttribute = true
        #expect(key.stringValue == "id" && key.intValue == nil && key.isAttribute)
        #expect(MockChoiceKey(stringValue: "name") != nil)
        MockChoiceKey.initIntValueMock.returns(false)
        #expect(MockChoiceKey(intValue: 3) == nil)
        MockChoiceKey.initIntValueMock.verifyCalled(.once, with: 3)
    }

    @Test func aNodeMocksMirrorShowsItsWrappersSoThatChecksOverTheMockFindThem() {
        let node = MockPrintableNode()
        #expect(
            node.customMirror.children.map(\.label) == [
                "_kind", "_children", "_childMock", "_writeMock",
            ])
        node.$writeMock.for(String.self, returning: String.self).then { $0 + "node" }
        var text = "a "
        node.write(to: &text)
        #expect(text == "a node")
        #expect(node.child(at: 0) == nil)
        node.$childMock.verifyCalled(.once, with: 0)
        withKnownIssue {
            verifyNoMoreCalls(of: node)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("write")
        }
        #expect(resetMocks(of: node) == 4)
        verifyNoCalls(of: node)
    }

    @Test func aCollectionWithAnIteratorOfItsOwnIteratesWhatItsStubsAnswer() {
        let list = MockNodeList<String>()
        list.startIndex = 0
        list.endIndex = 2
        list.$indexAfterMock.then { $0 + 1 }
        list.$subscriptMock.then { ["a", "b"][$0] }
        var iterator = list.makeIterator()
        #expect(iterator.next() == "a")
        #expect(Array(list) == ["a", "b"])
        list.$subscriptMock.verifyCalled(.atLeast(2))
    }

    /// A type holding a loader, and the builder it loads into.
    final class Author {
        let books = MockEagerLoading<Author>()
    }
    struct AuthorBuilder: LoadBuilder {
        typealias Model = Author
    }

    @Test func aLoaderWhoseKeyPathNamesTheMockIsMockedAndRecordsTheCall() {
        MockEagerLoading<Author>.eagerLoad(\Author.books, to: AuthorBuilder())
        let calls = MockEagerLoading<Author>.eagerLoadMock.for(
            (KeyPath<Author, MockEagerLoading<Author>>, AuthorBuilder).self, returning: Void.self)
        #expect(calls.callCount == 1)
        #expect(calls.usage.contexts.first?.0 == \Author.books)
    }
}
