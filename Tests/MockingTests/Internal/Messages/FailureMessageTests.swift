import Foundation
import Testing

@testable import Mocking

/// A struct that holds bytes, which read by their length alone.
private struct Upload: Equatable {
    var name: String
    var body: Data
}

/// The words of each kind of failure, built from plain values: the texts that the tests of each
/// verification, of strict and unimplemented mocks and of generic mocks also see.
@Suite struct FailureMessageTests {
    /// `MockStore.fetchMock`, a wrapped property.
    static let fetchMock = MockName(
        SourceDeclaration(
            property: "fetchMock", owner: ["MockStore"], isWrapped: true, isStatic: false))
    /// `addMock`, a constant made in a function.
    static let addMock = MockName(
        SourceDeclaration(property: "addMock", owner: [], isWrapped: false, isStatic: false))
    /// `MockClock.nowMock`, a static constant.
    static let nowMock = MockName(
        SourceDeclaration(
            property: "nowMock", owner: ["MockClock"], isWrapped: false, isStatic: true))

    static var calls: CallListing {
        CallListing(noun: "calls", name: "MockStore.fetchMock", items: ["fetchMock(1) → 2"])
    }

    @Test func aWrongCountSaysWhatWasExpectedAndWhatHappened() {
        #expect(
            FailureMessage.wrongCount(
                of: Self.fetchMock, .call, expected: .exactly(2), expectation: .context("1"),
                count: 1, history: Self.calls)
                    == """
                    Expected MockStore.fetchMock to be called exactly 2 times with 1, but 1 call \
                    matched.
                    Recorded calls to MockStore.fetchMock (1):
                      1. fetchMock(1) → 2
                    """)
    }

    @Test func aWrongCountNamesTheClosestCallAndTheDeadline() {
        let closest = ClosestCall(
            position: 1, context: ("a", 1),
            mismatches: [ArgumentMismatch(at: 2, expected: 2, actual: 1)])
        #expect(
            FailureMessage.wrongCount(
                of: Self.addMock, .call, expected: .once, expectation: .arguments(["\"a\"", "2"]),
                count: 0, within: .seconds(1),
                closestCall: FailureMessage.closestCall(closest, of: Self.addMock),
                history: CallListing(noun: "calls", name: "addMock", items: []))
                    == """
                    Expected addMock to be called exactly once with ("a", 2) within 1.0 seconds, but no call matched.
                    Closest call: 1. addMock("a", 1)
                      argument 2: expected 2, but got 1
                    addMock recorded no calls.
                    """)
    }

    @Test func aWrongCountOfNeverNamesTheDeadlineToo() {
        #expect(
            FailureMessage.wrongCount(
                of: Self.fetchMock, .call, expected: .never, count: 1, within: .seconds(1),
                history: Self.calls)
                    == """
                    Expected MockStore.fetchMock never to be called within 1.0 seconds, but it was \
                    called 1 time.
                    Recorded calls to MockStore.fetchMock (1):
                      1. fetchMock(1) → 2
                    """)
    }

    @Test func aClosestDictionaryListsTheKeysThatDiffer() {
        let closest = ClosestCall(
            position: 2, context: ["a": 1, "b": 3, "c": 4],
            mismatches: [
                ArgumentMismatch(
                    at: nil, expected: ["d": 5, "a": 1, "b": 2], actual: ["c": 4, "b": 3, "a": 1])
            ])
        #expect(
            FailureMessage.closestCall(closest, of: Self.fetchMock)
                == """
                Closest call: 2. fetchMock(["a": 1, "b": 3, "c": 4])
                  expected ["a": 1, "b": 2, "d": 5], but got ["a": 1, "b": 3, "c": 4]
                    ["b"]: expected 2, but got 3
                    ["c"]: not expected, but got 4
                    ["d"]: expected 5, but it is missing
                """)
    }

    @Test func aClosestCollectionListsTheElementsThatDiffer() {
        let closest = ClosestCall(
            position: 1, context: ("ann", ["tea", "jam", "bread"]),
            mismatches: [
                ArgumentMismatch(
                    at: 2, expected: ["tea", "milk"], actual: ["tea", "jam", "bread"])
            ])
        #expect(
            FailureMessage.closestCall(closest, of: Self.addMock)
                == """
                Closest call: 1. addMock("ann", ["tea", "jam", "bread"])
                  argument 2: expected 2 elements, but got 3
                    [1]: expected "milk", but got "jam"
                    [2]: not expected, but got "bread"
                """)
    }

    @Test func closestDataShowsWhereItFirstDiffers() {
        let closest = ClosestCall(
            position: 1, context: Data("helLo!".utf8),
            mismatches: [
                ArgumentMismatch(
                    at: nil, expected: Data("hello!".utf8), actual: Data("helLo!".utf8))
            ])
        #expect(
            FailureMessage.closestCall(closest, of: Self.fetchMock)
                == """
                Closest call: 1. fetchMock(6 bytes)
                  6 bytes each, first different at offset 3: expected 0x6C, but got 0x4C
                    expected: 68 65 6C 6C 6F 21 "hello!"
                    got:      68 65 6C 4C 6F 21 "helLo!"
                """)
    }

    @Test func dataInAStructShowsWhereItFirstDiffersUnderItsProperty() {
        let expected = Upload(name: "a", body: Data([1, 2, 3]))
        let actual = Upload(name: "a", body: Data([1, 2, 4]))
        let closest = ClosestCall(
            position: 1, context: actual,
            mismatches: [ArgumentMismatch(at: nil, expected: expected, actual: actual)])
        #expect(
            FailureMessage.closestCall(closest, of: Self.fetchMock)
                == """
                Closest call: 1. fetchMock(Upload(name: "a", body: 3 bytes))
                  .body: 3 bytes each, first different at offset 2: expected 0x03, but got 0x04
                    expected: 01 02 03
                    got:      01 02 04
                """)
    }

    @Test func aPropertysAccessesReadAsGetsAndSets() {
        let isOpen = MockName(
            SourceDeclaration(
                property: "isOpen", owner: ["MockDoor"], isWrapped: true, isStatic: false))
        let accesses = CallListing(noun: "accesses", name: "MockDoor.isOpen", items: ["set true"])
        #expect(
            FailureMessage.wrongCount(
                of: isOpen, .set, expected: .never, expectation: .context("true"), count: 1,
                history: accesses)
                    == """
                    Expected MockDoor.isOpen never to be set to true, but 1 set matched.
                    Recorded accesses to MockDoor.isOpen (1):
                      1. set true
                    """)
        #expect(
            FailureMessage.invalidCount(.atMost(-1), of: isOpen, .get)
                == """
                Expected a valid count for MockDoor.isOpen, but CallCount.atMost(-1) has the \
                negative count -1; counts start at 0.
                """)
        #expect(
            FailureMessage.unsetProperty(isOpen)
                == """
                Expected MockDoor.isOpen to be set or stubbed before it is read, as it has no \
                initial value, but it was read. Set it, or stub it with $isOpen.returns(_:).
                """)
    }

    @Test func eachExpectationHasItsPhrase() {
        #expect(FailureMessage.phrase(.anyCall, .call) == "")
        #expect(FailureMessage.phrase(.context("3"), .call) == " with 3")
        #expect(FailureMessage.phrase(.arguments(["any", "3"]), .call) == " with (any, 3)")
        #expect(FailureMessage.phrase(.predicate, .call) == " matching the predicate")
        #expect(FailureMessage.phrase(.input("x"), .call) == " with x among its inputs")
    }

    @Test func theMessagesOfAnswersNameTheCallAndAStubThatCompiles() {
        #expect(
            FailureMessage.unstubbedStrictCall("fetchMock(1)", of: Self.fetchMock)
                == """
                Expected every call to the strict mock MockStore.fetchMock to be stubbed, but \
                fetchMock(1) was answered by its default loader. Stub it with returns(_:), when(_:) \
                or an assigned closure, or declare it without strict: true.
                """)
        #expect(
            FailureMessage.unimplemented("nowMock(())", of: Self.nowMock)
                == """
                Expected MockClock.nowMock to be stubbed before it is called, as it has no default \
                answer, but nowMock(()) was not. Stub it with returns(_:) or when(_:).
                """)
        let loadMock = MockName(
            SourceDeclaration(
                property: "loadMock", owner: ["MockRepository"], isWrapped: true, isStatic: false))
        #expect(
            FailureMessage.unstubbedSpecialization(
                of: loadMock, call: "loadMock(\"a\")", signature: "(String) -> Int",
                context: String.self, value: Int.self, stubbed: ["(String) -> User"],
                isStrict: false)
                    == """
                    Expected a stub of MockRepository.loadMock for (String) -> Int, but it is stubbed \
                    only for (String) -> User. Stub it with $loadMock.for(String.self, returning: \
                    Int.self).returns(_:).
                    """)
        #expect(
            FailureMessage.unstubbedSpecialization(
                of: loadMock, call: "loadMock((\"a\", 1))", signature: "((String, Int)) -> ()",
                context: (String, Int).self, value: Void.self, stubbed: [], isStrict: true)
                    == """
                    Expected a stub of MockRepository.loadMock for ((String, Int)) -> (), but \
                    loadMock(("a", 1)) was answered by its default value. Stub it with \
                    $loadMock.for((String, Int).self).returns(_:), or declare it without strict: true.
                    """)
    }

    @Test func aNoteNamesTheTestsThatShareAMock() {
        typealias Test = FailureMessage.SharingTest
        let verifying = Test(name: "b()", firstCall: nil, isVerifying: true)
        #expect(FailureMessage.sharedByTests([verifying], of: Self.nowMock) == nil)
        #expect(
            FailureMessage.sharedByTests(
                [Test(name: "a()", firstCall: "call 1", isVerifying: false), verifying],
                of: Self.nowMock)
                    == """
                    MockClock.nowMock is shared by 2 tests: a() from call 1, and this test, b(). \
                    Declare it with scope: .test to give each test its own calls and stubs.
                    """)
        #expect(
            FailureMessage.sharedByTests(
                [
                    Test(name: "a()", firstCall: "call 1", isVerifying: false),
                    Test(name: nil, firstCall: "call 2", isVerifying: false),
                    Test(name: "c()", firstCall: "call 4", isVerifying: true),
                    Test(name: "d()", firstCall: "call 9", isVerifying: false),
                ],
                of: Self.nowMock)
                    == """
                    MockClock.nowMock is shared by 4 tests: a() from call 1, a test from call 2, this \
                    test, c(), from call 4, and 1 more. Declare it with scope: .test to give each test \
                    its own calls and stubs.
                    """)
    }

    @Test func aShortListShowsEveryItem() {
        let items = (1...(2 * CallListing.shownAtEachEnd)).map { "call \($0)" }
        let listing = CallListing(noun: "calls", name: "m", items: items)
        #expect(listing.text.split(separator: "\n").count == items.count + 1)
        #expect(!listing.text.contains("more"))
    }

    @Test func aLongListShowsItsEndsAndTheKeptItemAndCountsTheRest() {
        var described: [Int] = []
        let listing = CallListing(noun: "calls", name: "m", count: 1_000, keeping: 499) {
            described.append($0)
            return "call \($0 + 1)"
        }
        let lines = listing.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Recorded calls to m (1000):")
        #expect(lines[10] == "  10. call 10")
        #expect(lines[11] == "  … 489 more calls")
        #expect(lines[12] == "  500. call 500")
        #expect(lines[13] == "  … 490 more calls")
        #expect(lines[14] == "  991. call 991")
        #expect(lines.last == "  1000. call 1000")
        #expect(lines.count == 24)
        #expect(described.count == 21)
    }

    @Test func instancesOfOneDeclarationAreNumberedInTheOrderNamed() {
        let first = ObjectIdentifier(Mock<Int, Int>.self)
        let second = ObjectIdentifier(Mock<Int, String>.self)
        let third = ObjectIdentifier(Mock<String, Int>.self)
        let names = [Self.fetchMock, Self.fetchMock, Self.addMock, Self.fetchMock]
            .numberingInstances(by: [second, first, third, second])
        #expect(
            names.map(\.description) == [
                "MockStore[1].fetchMock", "MockStore[2].fetchMock", "addMock",
                "MockStore[1].fetchMock",
            ])
    }

    @Test func aMockWhoseDeclarationCannotBeReadIsNamedByItsLocation() {
        let location = Mocking.SourceLocation(
            fileID: "Shop/Missing.swift", filePath: "/nonexistent/Missing.swift", line: 3, column: 5
        )
        let name = MockName(declaredAt: location)
        #expect(name.description == "the mock declared at Shop/Missing.swift:3")
        #expect(name.callee == "call")
    }
}
