import Foundation
import Testing

@testable import MockGeneratorFixtures

/// The mocks of the catalogue of protocol shapes, used as tests use them.
@Suite struct MockCatalogueTests {
    @Test func operatorsAndInitializersAreStaticWrappers() {
        let one = MockArithmetic()
        let two = MockArithmetic()
        MockArithmetic.operatorPlusMock.returns(two)
        MockArithmetic.operatorMinusOperandMock.returns(one)
        #expect(one + one === two)
        #expect(-two === one)
        var total = one
        MockArithmetic.operatorPlusEqualMock.returns(two)
        total += one
        #expect(total === two)
        _ = MockArithmetic(value: 3)
        MockArithmetic.initValueMock.verifyCalled(.once, with: 3)
    }

    @Test func keywordsNameParametersAndMembers() {
        let keywords = MockKeywords()
        keywords.$maxInMock.returns(9)
        #expect(keywords.maxIn(in: 1) == 9)
        keywords.extension(extension: 2)
        keywords.$extensionMock.verifyCalled(.once, with: 2)
        keywords.class = "A"
        #expect(keywords.class == "A")
    }

    @Test func subscriptsOfEveryShapeForward() throws {
        let table = MockSubscripting<String, Int>()
        table[1, 2] = 3.5
        table.$subscriptSetIntIntMock.verifyCalled(.once, with: 1, 2, 3.5)
        table.$subscriptDefaultMock.when("missing").returns { fallback in fallback() + 1 }
        #expect(table["missing", default: 41] == 42)
        table.$subscriptCheckedMock.returns(5)
        #expect(try table[checked: 0] == 5)
    }

    @Test func nonisolatedMembersOfIsolatedMocksHaveNonisolatedWrappers() async throws {
        let worker = MockWorker()
        worker.nameMock.returns("w1")
        #expect(worker.name == "w1")
        await worker.$runMock.returns(4)
        #expect(try await worker.run("job") == 4)
        let model = await MockViewModel()
        model.describeMock.returns("model")
        #expect(model.describe() == "model")
    }

    @Test func effectsOfEveryKindForward() async throws {
        let transport = MockTransport()
        transport.$isConnectedMock.returns(true)
        #expect(await transport.isConnected)
        try await transport.send(Message(body: "hi"))
        transport.$sendMock.verifyCalled(.once, with: Message(body: "hi"))
        transport.$receiveMock.returns(.failure(CancellationError()))
        await #expect(throws: CancellationError.self) { try await transport.receive() }
        transport.$describeMock.returns("1 2")
        #expect(transport.describe(1, 2) == "1 2")
        transport.$describeMock.verifyCalled(.once, with: [1, 2])
    }

    @Test func associatedTypesPinnedByARefiningProtocolAreTypeAliases() async throws {
        let pipeline = MockTextPipeline<[String]>()
        pipeline.$normalizeMock.returns("clean")
        #expect(pipeline.normalize(" dirty ") == "clean")
        pipeline.$processMock.returns("done")
        #expect(try await pipeline.process("input") == "done")
        let cursor = MockCursor()
        cursor.$nextMock.returnsOnce(1)
        #expect(cursor.next() == 1)
        #expect(cursor.next() == nil)
    }
}
