import Foundation
import Mocking
import Testing
import XCTest

// The samples of MockingEveryKindOfMember.md, compiled and run. DocumentationSyncTests checks they
// stay identical.

struct Book: Equatable, Codable, Sendable {
    var title: String
}

enum LoanError: Error, Equatable {
    case notAvailable
    case overdue
}

protocol Library: Sendable {
    var isOpen: Bool { get set }
    var name: String { get }
    var visitors: Int { get async throws }
    subscript(shelf: String) -> [Book] { get set }
    static var branchCount: Int { get }
    static func headquarters() -> String
    init(name: String)
    func lend(_ title: String, to member: Int) throws(LoanError) -> Book
    func giveBack(_ title: String) throws(LoanError)
    func search(_ query: String) async throws -> [Book]
    func fetch<Record: Decodable>(_ type: Record.Type, id: Int) throws -> Record
    func log<Event: Encodable>(_ event: Event, member: Int)
    func renew(_ book: inout Book) -> Bool
    func withCatalog(_ body: ([Book]) -> Void)
    func forEachLoan(_ body: (Book) throws -> Void) rethrows
    func notify(_ member: Int, completion: @escaping (Bool) -> Void)
}

final class MockLibrary: Library, @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.

    @PropertyMock var isOpen: Bool = true
    @PropertyMock var name: String

    var visitors: Int { get async throws { try await visitorsMock(()) } }
    @AsyncThrowingMock var visitorsMock: nonisolated(nonsending) (()) async throws -> Int

    subscript(shelf: String) -> [Book] {
        get { shelfMock(shelf) }
        set { shelfSetMock((shelf, newValue)) }
    }
    @Mock var shelfMock: (String) -> [Book]
    @Mock var shelfSetMock: ((String, [Book])) -> Void

    static var branchCount: Int { branchCountMock.wrappedValue }
    static let branchCountMock = PropertyMock<Int>(wrappedValue: 1, scope: .test)

    static func headquarters() -> String { headquartersMock(()) }
    static let headquartersMock = Mock<(), String>(scope: .test)

    init(name: String) {
        Self.initMock(name)
        $name.value = name
    }
    init() {}
    static let initMock = Mock<String, Void>(scope: .test)

    func lend(_ title: String, to member: Int) throws(LoanError) -> Book {
        try lendMock((title, member)).get()
    }
    @Mock(returning: .success(Book(title: "Dune")))
    var lendMock: ((String, Int)) -> Result<Book, LoanError>

    func giveBack(_ title: String) throws(LoanError) { try giveBackMock(title).get() }
    @Mock var giveBackMock: (String) -> Result<Void, LoanError>

    func search(_ query: String) async throws -> [Book] { try await searchMock(query) }
    @AsyncThrowingMock var searchMock: nonisolated(nonsending) (String) async throws -> [Book]

    func fetch<Record: Decodable>(_ type: Record.Type, id: Int) throws -> Record {
        try fetchMock(id)
    }
    @GenericThrowingMock var fetchMock

    func log<Event: Encodable>(_ event: Event, member: Int) { logMock((event, member)) }
    @GenericMock var logMock

    func renew(_ book: inout Book) -> Bool {
        let (renewed, succeeded) = renewMock(book)
        book = renewed
        return succeeded
    }
    @Mock var renewMock = { (book: Book) in (book, true) }

    func withCatalog(_ body: ([Book]) -> Void) { withCatalogMock(())(body) }
    @Mock(returning: { body in body([]) }) var withCatalogMock: (()) -> (([Book]) -> Void) -> Void

    func forEachLoan(_ body: (Book) throws -> Void) rethrows {
        try $forEachLoanMock((), passing: body)
    }
    @Mock(returning: { _ in }) var forEachLoanMock: (()) -> ((Book) throws -> Void) throws -> Void

    func notify(_ member: Int, completion: @escaping (Bool) -> Void) {
        notifyMock((member, completion))
    }
    @Mock var notifyMock: ((Int, (Bool) -> Void)) -> Void
}

@Test func theLibraryMockServesEveryKindOfMember() async throws {
    let library = MockLibrary(name: "Central")
    MockLibrary.initMock.verifyCalled(.once, with: "Central")
    #expect(library.name == "Central")

    library.isOpen = false
    library.$isOpen.verifySet(.once, to: false)
    library.$visitorsMock.returns(12)
    #expect(try await library.visitors == 12)

    library["sci-fi"] = [Book(title: "Dune")]
    library.$shelfSetMock.verifyCalled(.once, with: .value("sci-fi"), .any)

    MockLibrary.headquartersMock.returns("Oslo")
    #expect(MockLibrary.headquarters() == "Oslo")
    #expect(MockLibrary.branchCount == 1)

    library.$lendMock.when(.any, .value(7)).throws(.overdue)
    #expect(throws: LoanError.overdue) { try library.lend("Dune", to: 7) }
    #expect(try library.lend("Dune", to: 8) == Book(title: "Dune"))
    #expect(throws: Never.self) { try library.giveBack("Dune") }
    library.$giveBackMock.when("Emma").throws(.notAvailable)
    #expect(throws: LoanError.notAvailable) { try library.giveBack("Emma") }

    library.$fetchMock.for(Int.self, returning: Book.self).returns(Book(title: "Emma"))
    #expect(try library.fetch(Book.self, id: 3).title == "Emma")
    library.log("returned", member: 8)
    library.$logMock.for((String, Int).self).verifyCalled(.once, with: "returned", 8)

    var book = Book(title: "Dune")
    library.$renewMock.returns((Book(title: "Dune, renewed"), true))
    #expect(library.renew(&book))
    #expect(book.title == "Dune, renewed")

    library.$withCatalogMock.returns { body in body([Book(title: "Emma")]) }
    var seen: [Book] = []
    library.withCatalog { seen = $0 }
    #expect(seen == [Book(title: "Emma")])

    library.notifyMock = { arguments in arguments.1(true) }
    library.notify(8) { #expect($0) }
    library.$notifyMock.verifyCalled(.once, with: 8, .any)
}

nonisolated final class LibraryXCTests: XCTestCase {
    @MainActor func testLendingFailsForAnOverdueMember() async {
        let library = MockLibrary()
        library.$lendMock.throws(.overdue)
        XCTAssertThrowsError(try library.lend("Dune", to: 7))
        XCTAssertTrue(library.$lendMock.wasCalled(with: "Dune", 7))
        library.$lendMock.verifyCalled(.once, with: .any, .matching { $0 > 5 })
    }
}

@MainActor protocol LoanBanner {
    func show(_ book: Book)
}

@MainActor final class MockLoanBanner: LoanBanner {
    func show(_ book: Book) { showMock(book) }
    @Mock var showMock: (Book) -> Void
}

protocol FineLedger: Actor {
    func add(_ cents: Int, for member: Int)
}

actor MockFineLedger: FineLedger {
    func add(_ cents: Int, for member: Int) { addMock((cents, member)) }
    @Mock var addMock: ((Int, Int)) -> Void
}

@MainActor @Test func isolatedMocksAreReachedFromTheirIsolation() async {
    let banner = MockLoanBanner()
    banner.show(Book(title: "Dune"))
    banner.$showMock.verifyCalled(.once, with: Book(title: "Dune"))

    let ledger = MockFineLedger()
    await ledger.add(50, for: 8)
    await ledger.$addMock.verifyCalled(.once, with: 50, 8)
}
