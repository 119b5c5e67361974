import Foundation
import Mocking
import Testing

// The samples of MultipleArguments.md, compiled and run. DocumentationSyncTests checks they stay identical.

protocol Mover {
    func move(_ from: String, _ to: String, overwrite: Bool) throws
}

final class MockMover: Mover {
    func move(_ from: String, _ to: String, overwrite: Bool) throws {
        try moveMock((from, to, overwrite))
    }
    @ThrowingMock var moveMock: ((String, String, Bool)) throws -> Void
}

@Test func typedTuplesKeepTheirTypes() throws {
    let mover = MockMover()
    mover.$moveMock.when("a", "b", false).throws(CocoaError(.fileWriteFileExists))
    #expect(throws: CocoaError.self) { try mover.move("a", "b", overwrite: false) }
    try mover.move("a", "b", overwrite: true)
    mover.$moveMock.verifyCalled(.once, with: "a", "b", true)
}

final class MockLinker {
    func link(_ source: URL, _ destination: URL) {
        linkMock(EquatableTuple([source, destination]))
    }
    @Mock var linkMock: (EquatableTuple<URL>) -> Void
}

@Test func equatableTuplesFindOneInput() {
    let linker = MockLinker()
    let source = URL(fileURLWithPath: "/a")
    linker.link(source, URL(fileURLWithPath: "/b"))
    #expect(linker.$linkMock.wasCalled(with: source))
}

final class MockSearch {
    func search(_ query: String, limit: Int?, tags: [String]) throws -> [String] {
        let context = EquatableTuple([
            try CodableInput(query), try CodableInput(limit), try CodableInput(tags),
        ])
        return try searchMock(context)
    }
    @ThrowingMock var searchMock = { (inputs: EquatableTuple<CodableInput>) throws -> [String] in
        let query: String = try inputs.inputs[0].decode()
        let limit: Int? = try inputs.inputs[1].decode()
        return Array(repeating: query, count: limit ?? 1)
    }
}

@Test func codableInputsMixTypes() throws {
    let search = MockSearch()
    #expect(try search.search("tea", limit: 2, tags: ["green"]) == ["tea", "tea"])
    #expect(search.$searchMock.wasCalled(with: ["green"]))
    #expect(search.$searchMock.usage.inputDescriptions == [["tea", "2", "[\"green\"]"]])
}
