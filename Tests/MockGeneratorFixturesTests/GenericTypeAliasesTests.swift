import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Requirements that name generic type aliases with arguments (`Page<String>`, `Field<Int>`):
/// their mocks stub and record them with the aliased types, and their spies forward them.
@Suite struct GenericTypeAliasesTests {
    /// A listing that keeps what it is shown.
    final class LiveListing: Listing {
        var shown: [[String]] = []

        func show(_ page: Page<String>) { shown.append(page) }
        func pairs(_ page: Page<Pair<Int, String>>) -> Page<Int> { page.map(\.0) }
    }

    /// A row whose total is fixed.
    final class LiveTally: Tally {
        static var totalField: Field<Int> { Field(name: "total") }
        func total() -> Int { 12 }
    }

    @Test func theMocksStubAndRecordTheAliasedTypes() {
        let listing = MockListing()
        listing.$pairsMock.returns([9])
        listing.show(["a", "b"])
        #expect(listing.pairs([(1, "one")]) == [9])
        listing.$showMock.verifyCalled(.once, with: ["a", "b"])
        listing.$pairsMock.verifyCalled(.once)

        MockTally.totalFieldMock.returns(Column(name: "sum"))
        #expect(MockTally.totalField.name == "sum")
        let tally = MockTally()
        tally.$totalMock.returns(3)
        #expect(tally.total() == 3)
    }

    @Test func theSpiesForwardTheAliasedTypes() {
        let live = LiveListing()
        let listing = MockListing(forwardingTo: live)
        listing.show(["a", "b"])
        #expect(live.shown == [["a", "b"]])
        #expect(listing.pairs([(1, "one"), (2, "two")]) == [1, 2])
        listing.$showMock.verifyCalled(.once, with: ["a", "b"])

        let tally = MockTally(forwardingTo: LiveTally())
        #expect(tally.total() == 12)
        tally.$totalMock.verifyCalled(.once)
    }

    /// A paged listing that keeps what it is shown.
    final class LivePagedListing: PagedListing {
        var shown: [[String]] = []

        func show(_ page: Page<String>) { shown.append(page) }
        func pairs(_ page: [(Int, String)]) -> [Int] { page.map(\.0) }
        func pageCount() -> Int { shown.count }
    }

    @Test func aRequirementRestatedThroughAnAliasOfItsOwnIsOneMember() {
        let listing = MockPagedListing()
        listing.show(["a"])
        listing.$showMock.verifyCalled(.once, with: ["a"])
        let live = LivePagedListing()
        let spy = MockPagedListing(forwardingTo: live)
        spy.show(["b", "c"])
        #expect(live.shown == [["b", "c"]])
        #expect(spy.pageCount() == 1)
        spy.$pageCountMock.verifyCalled(.once)
    }
}
