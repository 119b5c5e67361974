import Foundation
import Testing

@testable import Mocking

private final class Loans {
    @Mock var lendMock = { (title: String) -> Bool in true }
    @Mock var moveMock = { (args: (String, Int)) -> Void in }
    @ThrowingMock var loadMock = { (id: Int) throws -> String in
        guard id > 0 else { throw TestError(code: id) }
        return "book \(id)"
    }
    @Mock var linkMock = { (_: EquatableTuple<URL>) in }
    @Mock var searchMock = { (_: EquatableTuple<CodableInput>) -> Int in 0 }
    @Mock var closeMock: (()) -> Void
}

@Suite struct VerificationTests {
    @Test func satisfiedVerificationsRecordNothingAndReturnTrue() throws {
        let library = Loans()
        _ = library.lendMock("Dune")
        library.moveMock(("Dune", 2))
        _ = try library.loadMock(1)
        library.linkMock(EquatableTuple([URL(fileURLWithPath: "/a")]))
        _ = library.searchMock(EquatableTuple([try CodableInput("dune"), try CodableInput(3)]))
        #expect(library.$lendMock.verifyCalled())
        #expect(library.$lendMock.verifyCalled(1))
        #expect(library.$lendMock.verifyCalled(.once, with: "Dune"))
        #expect(library.$lendMock.verifyCalled(where: { $0.hasPrefix("D") }))
        #expect(library.$lendMock.verifyNeverCalled(with: "Emma"))
        #expect(library.$moveMock.verifyCalled(with: "Dune", 2))
        #expect(library.$moveMock.verifyNeverCalled(with: "Dune", 3))
        #expect(library.$loadMock.verifyCalled(.atMost(1), with: 1))
        #expect(library.$linkMock.verifyCalled(with: URL(fileURLWithPath: "/a")))
        #expect(library.$linkMock.verifyNeverCalled(with: URL(fileURLWithPath: "/b")))
        #expect(library.$searchMock.verifyCalled(with: 3))
        #expect(library.$searchMock.verifyCalled(with: try CodableInput("dune")))
        #expect(library.$searchMock.verifyNeverCalled(with: "emma"))
        #expect(library.$searchMock.verifyNeverCalled(with: try CodableInput(4)))
        #expect(library.$closeMock.verifyNeverCalled())
    }

    @Test func aWrongCountNamesTheMockAndListsTheCalls() {
        let library = Loans()
        _ = library.lendMock("Dune")
        _ = library.lendMock("Emma")
        expectIssue(
            """
            Expected Loans.lendMock to be called exactly 3 times, but it was called 2 times.
            Recorded calls to Loans.lendMock (2):
              1. lendMock("Dune") → true
              2. lendMock("Emma") → true
            """
        ) {
            #expect(!library.$lendMock.verifyCalled(.exactly(3)))
        }
    }

    @Test func aMissingContextSaysItWasNeverCalledWithIt() {
        let library = Loans()
        _ = library.lendMock("Dune")
        expectIssue(
            """
            Expected Loans.lendMock to be called at least once with "Emma", but no call matched.
            Closest call: 1. lendMock("Dune")
              expected "Emma", but got "Dune"
            Recorded calls to Loans.lendMock (1):
              1. lendMock("Dune") → true
            """
        ) {
            library.$lendMock.verifyCalled(with: "Emma")
        }
    }

    @Test func anUncalledMockSaysSo() {
        let library = Loans()
        expectIssue(
            """
            Expected Loans.lendMock to be called at least once, but it was never called.
            Loans.lendMock recorded no calls.
            """
        ) {
            library.$lendMock.verifyCalled()
        }
    }

    @Test func verifyNeverCalledReportsTheCalls() {
        let library = Loans()
        library.closeMock(())
        expectIssue(
            """
            Expected Loans.closeMock never to be called, but it was called 1 time.
            Recorded calls to Loans.closeMock (1):
              1. closeMock() ← unexpected
            """
        ) {
            library.$closeMock.verifyNeverCalled()
        }
    }

    @Test func anUpperBoundMarksTheCallsThatBrokeItAndKeepsTheFirstInACutList() {
        let library = Loans()
        for index in 1...30 {
            _ = library.lendMock(index == 15 || index == 16 || index == 28 ? "Dune" : "Emma")
        }
        expectIssue(
            """
            Expected Loans.lendMock to be called at most 1 time with "Dune", but 3 calls matched.
            Recorded calls to Loans.lendMock (30):
              1. lendMock("Emma") → true
              2. lendMock("Emma") → true
              3. lendMock("Emma") → true
              4. lendMock("Emma") → true
              5. lendMock("Emma") → true
              6. lendMock("Emma") → true
              7. lendMock("Emma") → true
              8. lendMock("Emma") → true
              9. lendMock("Emma") → true
              10. lendMock("Emma") → true
              … 5 more calls
              16. lendMock("Dune") → true ← unexpected
              … 4 more calls
              21. lendMock("Emma") → true
              22. lendMock("Emma") → true
              23. lendMock("Emma") → true
              24. lendMock("Emma") → true
              25. lendMock("Emma") → true
              26. lendMock("Emma") → true
              27. lendMock("Emma") → true
              28. lendMock("Dune") → true ← unexpected
              29. lendMock("Emma") → true
              30. lendMock("Emma") → true
            """
        ) {
            library.$lendMock.verifyCalled(.atMost(1), with: "Dune")
        }
    }

    @Test func tupleElementsAreDescribedAsATuple() {
        let library = Loans()
        library.moveMock(("Dune", 2))
        expectIssue(
            """
            Expected Loans.moveMock never to be called with ("Dune", 2), but 1 call matched.
            Recorded calls to Loans.moveMock (1):
              1. moveMock("Dune", 2) ← unexpected
            """
        ) {
            library.$moveMock.verifyNeverCalled(with: "Dune", 2)
        }
    }

    @Test func thrownErrorsAppearInTheListOfCalls() {
        let library = Loans()
        _ = try? library.loadMock(-4)
        expectIssue(
            """
            Expected Loans.loadMock to be called at least once with 1, but no call matched.
            Closest call: 1. loadMock(-4)
              expected 1, but got -4
            Recorded calls to Loans.loadMock (1):
              1. loadMock(-4) → threw TestError(-4)
            """
        ) {
            library.$loadMock.verifyCalled(with: 1)
        }
    }

    @Test func aPredicateIsNamedInTheMessage() {
        let library = Loans()
        _ = library.lendMock("Dune")
        expectIssue(
            """
            Expected Loans.lendMock to be called exactly 2 times matching the predicate, but 1 call \
            matched.
            Recorded calls to Loans.lendMock (1):
              1. lendMock("Dune") → true
            """
        ) {
            library.$lendMock.verifyCalled(2, where: { $0.count == 4 })
        }
    }

    @Test func oneInputOfATupleIsNamedInTheMessage() throws {
        let library = Loans()
        library.linkMock(EquatableTuple([URL(fileURLWithPath: "/a")]))
        expectIssue(
            """
            Expected Loans.linkMock to be called at least once with file:///b among its inputs, but no call matched.
            Recorded calls to Loans.linkMock (1):
              1. linkMock((file:///a))
            """
        ) {
            library.$linkMock.verifyCalled(with: URL(fileURLWithPath: "/b"))
        }
    }

    @Test func aValueThatCannotBeEncodedIsReported() {
        let library = Loans()
        withKnownIssue {
            library.$searchMock.verifyCalled(with: Double.infinity)
        } matching: { issue in
            comments(of: issue, contain: "inf cannot be encoded")
        }
    }

    @Test func aNegativeCountIsReportedAndNeverPasses() {
        let library = Loans()
        expectIssue(
            """
            Expected a valid call count for Loans.lendMock, but CallCount.exactly(-1) has the \
            negative count -1; counts start at 0.
            """
        ) {
            #expect(!library.$lendMock.verifyCalled(.exactly(-1)))
        }
    }

    @Test func theIssueIsRecordedAtTheCaller() {
        let library = Loans()
        let line = #line + 2
        withKnownIssue {
            library.$lendMock.verifyCalled()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "Mockable+VerificationTests.swift"
        }
    }

    @Test func aMockCreatedInCodeIsNamedByItsVariable() {
        let fetchMock = Mock(wrappedValue: { (id: Int) in id })
        expectIssue(
            """
            Expected fetchMock to be called at least once, but it was never called.
            fetchMock recorded no calls.
            """
        ) {
            fetchMock.verifyCalled()
        }
    }

    @Test func aMockCalledBySeveralTestsNamesThemAndPointsAtTheTestScope() {
        let library = Loans()
        for title in ["Dune", "Emma", "Ulysses"] { _ = library.lendMock(title) }
        let calls = library.$lendMock.usage.history
        // As if two tests running in parallel had made the calls.
        library.$lendMock.usage.storage.withLock { state in
            state.callingTests = CallingTests()
            state.callingTests.add("a", named: "borrows()", firstCall: calls[0].sequenceNumber)
            state.callingTests.add("b", named: "returns()", firstCall: calls[2].sequenceNumber)
        }
        expectIssue(
            """
            Expected Loans.lendMock to be called exactly once, but it was called 3 times.
            Loans.lendMock is shared by 3 tests: borrows() from call 1, returns() from call 3, and \
            this test, aMockCalledBySeveralTestsNamesThemAndPointsAtTheTestScope(). Declare it \
            with scope: .test to give each test its own calls and stubs.
            Recorded calls to Loans.lendMock (3):
              1. lendMock("Dune") → true
              2. lendMock("Emma") → true ← unexpected
              3. lendMock("Ulysses") → true ← unexpected
            """
        ) {
            library.$lendMock.verifyCalled(.once)
        }
    }

    @Test func aStandaloneHistoryHasNoName() {
        let usage = MockUsage<Int, Int>()
        usage.addResult(context: 1, value: 2)
        withKnownIssue {
            _ = usage.verify(.never, matching: AnyContextMatcher(), at: here())
        } matching: { issue in
            commentText(of: issue).hasPrefix("Expected the mock never to be called")
                && commentText(of: issue).contains("1. call(1) → 2")
        }
    }

    @Test func aLongCollectionIsDescribedByItsDifferenceAndEachValueOnce() {
        let mock = Mock<[Int], Void>()
        mock.getValue(Array(0..<40) + [99])
        expectIssue(
            """
            Expected mock to be called at least once with [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, \
            14, 15, … 24 more], but no call matched.
            Closest call: 1. mock([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, … 25 more])
              expected 40 elements, but got 41
                [40]: not expected, but got 99
            Recorded calls to mock (1):
              1. mock([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, … 25 more])
            """
        ) {
            mock.verifyCalled(with: Array(0..<40))
        }
    }

    @Test func longHistoriesAreCutToTheirEndsAndTheClosestCall() {
        let mock = Mock(wrappedValue: { (x: String) in x.count })
        for index in 0..<100 { _ = mock.getValue("event-\(index)") }
        expectIssue(
            """
            Expected mock to be called exactly once with "event-57x", but no call matched.
            Closest call: 58. mock("event-57")
              expected "event-57x", but got "event-57"
            Recorded calls to mock (100):
              1. mock("event-0") → 7
              2. mock("event-1") → 7
              3. mock("event-2") → 7
              4. mock("event-3") → 7
              5. mock("event-4") → 7
              6. mock("event-5") → 7
              7. mock("event-6") → 7
              8. mock("event-7") → 7
              9. mock("event-8") → 7
              10. mock("event-9") → 7
              … 47 more calls
              58. mock("event-57") → 8
              … 32 more calls
              91. mock("event-90") → 8
              92. mock("event-91") → 8
              93. mock("event-92") → 8
              94. mock("event-93") → 8
              95. mock("event-94") → 8
              96. mock("event-95") → 8
              97. mock("event-96") → 8
              98. mock("event-97") → 8
              99. mock("event-98") → 8
              100. mock("event-99") → 8
            """
        ) {
            mock.verifyCalled(.once, with: "event-57x")
        }
    }
}

private func here(line: UInt = #line) -> Mocking.SourceLocation {
    Mocking.SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
}
