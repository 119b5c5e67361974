import Testing

@testable import Mocking

/// The words of each kind of failure, built from plain values: the texts that the tests of each
/// verification, of strict and unimplemented mocks and of generic mocks also see.
@Suite struct FailureMessageTests {
    static let calls = CallListing(
        noun: "calls", name: "fetchMock", items: ["fetchMock(1) → 2"], countsTheRest: true)

    @Test func aWrongCountSaysWhatWasExpectedAndWhatHappened() {
        #expect(
            FailureMessage.wrongCount(
                of: "fetchMock", .call, expected: .exactly(2), expectation: .context("1"),
                count: 1, history: Self.calls)
                    == """
                    Expected fetchMock to be called exactly 2 times with 1, but it was called 1 time \
                    with 1.
                    Recorded calls to fetchMock (1):
                      1. fetchMock(1) → 2
                    """)
    }

    @Test func aWrongCountNamesTheClosestCallAndTheDeadline() {
        let closest = ClosestCall(
            position: 1, context: ("a", 1),
            mismatches: [ArgumentMismatch(at: 2, expected: "2", actual: 1)])
        #expect(
            FailureMessage.wrongCount(
                of: "addMock", .call, expected: .once, expectation: .arguments(["\"a\"", "2"]),
                count: 0, within: .seconds(1),
                closestCall: FailureMessage.closestCall(closest, of: "addMock"),
                history: CallListing(
                    noun: "calls", name: "addMock", items: [], countsTheRest: true))
                    == """
                    Expected addMock to be called exactly once with ("a", 2) within 1.0 seconds, but it \
                    was never called with ("a", 2).
                    Closest call: 1. addMock("a", 1)
                      argument 2: expected 2, but got 1
                    addMock recorded no calls.
                    """)
    }

    @Test func aPropertysAccessesReadAsGetsAndSets() {
        let accesses = CallListing(
            noun: "accesses", name: "isOpen", items: ["set true"], countsTheRest: true)
        #expect(
            FailureMessage.wrongCount(
                of: "isOpen", .set, expected: .never, expectation: .context("true"), count: 1,
                history: accesses)
                    == """
                    Expected isOpen never to be set to true, but it was set 1 time to true.
                    Recorded accesses to isOpen (1):
                      1. set true
                    """)
        #expect(
            FailureMessage.invalidCount(.atMost(-1), of: "isOpen", .get)
                == """
                Expected a valid count for isOpen, but CallCount.atMost(-1) has the negative count \
                -1; counts start at 0.
                """)
    }

    @Test func eachExpectationHasItsPhrase() {
        #expect(FailureMessage.phrase(.anyCall, .call) == "")
        #expect(FailureMessage.phrase(.context("3"), .call) == " with 3")
        #expect(FailureMessage.phrase(.arguments(["any", "3"]), .call) == " with (any, 3)")
        #expect(FailureMessage.phrase(.predicate, .call) == " matching the predicate")
        #expect(FailureMessage.phrase(.input("x"), .call) == " with x among its inputs")
    }

    @Test func theMessagesOfAnswersNameTheCall() {
        #expect(
            FailureMessage.unstubbedStrictCall("fetchMock(1)", of: "fetchMock")
                == """
                Expected every call to the strict mock fetchMock to be stubbed, but fetchMock(1) \
                was answered by its default loader. Stub it with returns(_:), when(_:) or an \
                assigned closure, or declare it without strict: true.
                """)
        #expect(
            FailureMessage.unimplemented("chargeMock(3)", of: "chargeMock")
                == """
                Expected chargeMock to be stubbed before it is called, as it has no default \
                answer, but chargeMock(3) was not. Stub it with returns(_:), when(_:) or an \
                assigned closure.
                """)
        #expect(
            FailureMessage.unstubbedSpecialization(
                of: "loadMock", signature: "(String) -> Int", stubbed: ["(String) -> User"])
                    == """
                    Expected a stub of loadMock for (String) -> Int, but it is stubbed only for \
                    (String) -> User. Stub it with $loadMock.for(_:returning:).
                    """)
    }

    @Test func aListCutAtTheLimitCountsTheRestWhenAsked() {
        let items = (1...(listedCallLimit + 2)).map { "call \($0)" }
        let counted = CallListing(noun: "calls", name: "m", items: items, countsTheRest: true)
        let cut = CallListing(noun: "calls", name: "m", items: items, countsTheRest: false)
        #expect(counted.text.hasSuffix("  … and 2 more calls"))
        #expect(cut.text.hasSuffix("  \(listedCallLimit). call \(listedCallLimit)"))
        #expect(cut.text.split(separator: "\n").count == listedCallLimit + 1)
    }
}
