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
            Expected lendMock to be called exactly 3 times, but it was called 2 times.
            Recorded calls to lendMock (2):
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
            Expected lendMock to be called at least once with "Emma", but it was never called \
            with "Emma".
            Closest call: 1. lendMock("Dune")
              expected "Emma", but got "Dune"
            Recorded calls to lendMock (1):
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
            Expected lendMock to be called at least once, but it was never called.
            lendMock recorded no calls.
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
            Expected closeMock never to be called, but it was called 1 time.
            Recorded calls to closeMock (1):
              1. closeMock()
            """
        ) {
            library.$closeMock.verifyNeverCalled()
        }
    }

    @Test func tupleElementsAreDescribedAsATuple() {
        let library = Loans()
        library.moveMock(("Dune", 2))
        expectIssue(
            """
            Expected moveMock never to be called with ("Dune", 2), but it was called 1 time with \
            ("Dune", 2).
            Recorded calls to moveMock (1):
              1. moveMock("Dune", 2)
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
            Expected loadMock to be called at least once with 1, but it was never called with 1.
            Closest call: 1. loadMock(-4)
              expected 1, but got -4
            Recorded calls to loadMock (1):
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
            Expected lendMock to be called exactly 2 times matching the predicate, but it was \
            called 1 time matching the predicate.
            Recorded calls to lendMock (1):
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
            Expected linkMock to be called at least once with file:///b among its inputs, but it \
            was never called with file:///b among its inputs.
            Recorded calls to linkMock (1):
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
            Expected a valid call count for lendMock, but CallCount.exactly(-1) has the negative \
            count -1; counts start at 0.
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

    @Test func longHistoriesAreCut() {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        for index in 0..<(listedCallLimit + 5) { _ = mock.getValue(index) }
        withKnownIssue {
            mock.verifyNeverCalled()
        } matching: { issue in
            commentText(of: issue).hasSuffix("  … and 5 more calls")
        }
    }
}

private func here(line: UInt = #line) -> Mocking.SourceLocation {
    Mocking.SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
}
