import Testing

@testable import Mocking

private final class Mailer {
    @Mock var sendMock = { (_: (String?, Int)) -> Bool in false }
    @Mock var uploadMock = { (_: [Int]) in }
    @Mock var tagMock = { (_: (Set<String>, Int)) in }
    @Mock var scoreMock = { (_: [Double]) -> String in "" }
}

/// A value that is not `Equatable`, which `notNil` and the combinators of predicates take all
/// the same.
private struct Attachment {
    var bytes: Int
}

@Suite struct ArgMatchersTests {
    @Test func notNilMatchesAnyWrappedValueButNil() {
        #expect(Arg<String?>.notNil.matches("a"))
        #expect(Arg<String?>.notNil.matches(""))
        #expect(!Arg<String?>.notNil.matches(nil))
        #expect(Arg<Attachment?>.notNil.matches(Attachment(bytes: 1)))
        #expect(!Arg<Attachment?>.notNil.matches(nil))
        #expect(Arg<Int?>.notNil.description == "not nil")
    }

    @Test func collectionsMatchByCountContentOrEveryElement() {
        #expect(Arg<[Int]>.count(2).matches([4, 5]))
        #expect(!Arg<[Int]>.count(2).matches([4]))
        #expect(Arg<[Int]>.isEmpty.matches([]))
        #expect(!Arg<[Int]>.isEmpty.matches([0]))
        #expect(Arg<[Int]>.contains(5).matches([4, 5]))
        #expect(!Arg<[Int]>.contains(6).matches([4, 5]))
        #expect(Arg<Set<String>>.contains("urgent").matches(["urgent", "late"]))
        #expect(Arg<[Int]>.contains(.matching { $0 > 4 }).matches([4, 5]))
        #expect(Arg<[Int]>.every(.matching { $0 > 3 }).matches([4, 5]))
        #expect(!Arg<[Int]>.every(.matching { $0 > 4 }).matches([4, 5]))
        #expect(Arg<[Int]>.every(.matching { _ in false }).matches([]))
        #expect(Arg<[Attachment]>.every(.matching { $0.bytes < 10 }).matches([.init(bytes: 3)]))
    }

    @Test func combinatorsJoinWhatTheirArgumentsMatch() {
        let oneOrTwo = Arg.value(1).or(2)
        #expect(oneOrTwo.matches(1) && oneOrTwo.matches(2) && !oneOrTwo.matches(3))
        let positiveButNotSeven = Arg<Int>.matching("> 0") { $0 > 0 }.and(.not(7))
        #expect(positiveButNotSeven.matches(3))
        #expect(!positiveButNotSeven.matches(7))
        #expect(!positiveButNotSeven.matches(-1))
        #expect(Arg<Int>.not(.any).matches(1) == false)
        #expect(Arg<[Int]>.contains(1).or(.isEmpty).matches([]))
        #expect(Arg<Attachment>.not(.matching { $0.bytes == 0 }).matches(.init(bytes: 2)))
    }

    @Test func eachMatcherIsLabelledForMessages() {
        #expect(Arg<[Int]>.count(1).description == "1 element")
        #expect(Arg<[Int]>.count(3).description == "3 elements")
        #expect(Arg<[Int]>.isEmpty.description == "empty")
        #expect(Arg<[String]>.contains("urgent").description == "containing \"urgent\"")
        #expect(Arg<[Int]>.contains(.matching("> 9") { $0 > 9 }).description == "containing > 9")
        #expect(Arg<[Int]>.every(1).description == "every element equal to 1")
        #expect(Arg<[Int]>.every(.matching("> 0") { $0 > 0 }).description == "every element > 0")
        #expect(Arg.value(1).or(2).description == "1 or 2")
        #expect(Arg<String>.not("guest").description == "not \"guest\"")
        #expect(Arg<Int>.any.or(.not(1)).description == "anything or not 1")
        #expect(
            Arg.value(1).or(2).and(.not(3)).description == "(1 or 2) and not 3",
            "a combinator inside another is parenthesized")
        #expect(
            Arg<Int>.matching { $0 > 0 }.or(2).description == "a value matching the predicate or 2")
    }

    @Test func theMatchersWorkInRulesAndVerifications() {
        let mailer = Mailer()
        mailer.$sendMock.when(.notNil, .value(1).or(2)).returns(true)
        #expect(mailer.sendMock(("ann", 2)))
        #expect(!mailer.sendMock((nil, 2)))
        #expect(!mailer.sendMock(("ann", 3)))
        mailer.$sendMock.verifyCalled(.exactly(2), with: .notNil, .any)

        mailer.uploadMock([1, 2, 3])
        mailer.$uploadMock.verifyCalled(.once, with: .count(3))
        mailer.$uploadMock.verifyCalled(.once, with: .contains(2))
        mailer.$uploadMock.verifyNeverCalled(with: .isEmpty)

        mailer.tagMock((["urgent"], 1))
        #expect(mailer.$tagMock.wasCalled(with: .contains("urgent"), .not(0)))

        mailer.$scoreMock.when(.every(.matching("> 0") { $0 > 0 })).returns("valid")
        #expect(mailer.scoreMock([0.5, 2]) == "valid")
        #expect(mailer.scoreMock([0.5, -2]) == "")
    }

    @Test func aFailedMatcherIsNamedByItsLabelInTheDifference() {
        let mailer = Mailer()
        mailer.uploadMock([1, 2])
        expectIssue(
            containing: "with 3 elements, but no call matched",
            "expected 3 elements, but got [1, 2]"
        ) {
            mailer.$uploadMock.verifyCalled(.once, with: .count(3))
        }
        _ = mailer.sendMock((nil, 5))
        expectIssue(containing: "argument 1: expected not nil, but got nil") {
            mailer.$sendMock.verifyCalled(with: .notNil, .any)
        }
        expectIssue(containing: "argument 2: expected 1 or 2, but got 5") {
            mailer.$sendMock.verifyCalled(with: .any, .value(1).or(2))
        }
    }
}
