import Foundation
import Testing

@testable import Mocking

private final class Register {
    @Mock var chargeMock = { (_: (Int, String)) -> Bool in true }
    @Mock var shipMock = { (_: (String, Int, Bool)) in }
    @Mock var tagMock = { (_: (String, Int, Bool, Double)) in }
    @Mock var auditMock = { (_: (Int, Int, Int, Int, Int)) in }
    @Mock var totalMock = { (cents: Int) -> Int in cents }
    @Mock var attributesMock = { (_: (String, [FileAttributeKey: Any]?)) -> Bool in true }
    @Mock var optionsMock = { (_: [FileAttributeKey: Any]?) in }
    @Mock var noteMock = { (_: (String?, Int)) in }
    @Mock var searchMock = { (_: (String, Int, Double, Bool)) -> [String] in [] }
    @Mock var tagsMock = { (_: ([String], [String: Int], Float)) in }
    @Mock var pointMock = { (_: (Double, Double)) in }
    @Mock var priceMock = { (_: Double) -> Int in 0 }
    @Mock var ledgerMock = { (_: (Ledger, Int)) in }
    @Mock var notifyMock: ((String, String, @Sendable (Bool) -> Void)) -> Void
    @Mock var receiptMock: ((String, Int, @Sendable () -> Void, Double)) -> Bool
}

/// A type that dictionary literals express but that is not a `Dictionary`.
private struct Ledger: ExpressibleByDictionaryLiteral, Equatable {
    var entries: [String: Int]
    init(dictionaryLiteral elements: (String, Int)...) {
        entries = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }
}

@Suite struct ArgTests {
    @Test func anyValueAndMatchingDecideOneArgument() {
        #expect(Arg<Int>.any.matches(3))
        #expect(Arg.value(3).matches(3))
        #expect(!Arg.value(3).matches(4))
        #expect(Arg<Int>.matching { $0 > 2 }.matches(3))
        #expect(!Arg<Int>.matching { $0 > 2 }.matches(2))
    }

    @Test func argumentsAreDescribedForMessages() {
        #expect(Arg<Int>.any.description == "any")
        #expect(Arg.value("visa").description == "\"visa\"")
        #expect(Arg<Int>.matching { $0 > 2 }.description == "a value matching the predicate")
        #expect(Arg<Int>.matching("> 2") { $0 > 2 }.description == "matching > 2")
    }

    @Test func twoArgumentsMatchOneByOne() {
        let register = Register()
        _ = register.chargeMock((5, "visa"))
        #expect(register.$chargeMock.wasCalled(with: .any, .value("visa")))
        #expect(register.$chargeMock.wasCalled(with: .value(5), .any))
        #expect(register.$chargeMock.wasCalled(with: .matching { $0 > 3 }, .value("visa")))
        #expect(!register.$chargeMock.wasCalled(with: .any, .value("amex")))
        #expect(!register.$chargeMock.wasCalled(with: .matching { $0 > 5 }, .any))
        #expect(register.$chargeMock.wasCalled(with: 5, "visa"))
        #expect(!register.$chargeMock.wasCalled(with: 5, "amex"))
    }

    @Test func threeAndFourArgumentsMatchOneByOne() {
        let register = Register()
        register.shipMock(("box", 2, true))
        register.tagMock(("red", 1, false, 0.5))
        #expect(register.$shipMock.wasCalled(with: "box", 2, true))
        #expect(register.$shipMock.wasCalled(with: .any, .value(2), .any))
        #expect(!register.$shipMock.wasCalled(with: .any, .value(2), .value(false)))
        #expect(register.$tagMock.wasCalled(with: "red", 1, false, 0.5))
        #expect(register.$tagMock.wasCalled(with: .any, .any, .value(false), .matching { $0 < 1 }))
        #expect(!register.$tagMock.wasCalled(with: .value("blue"), .any, .any, .any))
    }

    @Test func moreArgumentsMatchThroughTheGeneralForm() {
        let register = Register()
        register.auditMock((1, 2, 3, 4, 5))
        #expect(register.$auditMock.wasCalled(with: 1, 2, 3, 4, 5))
        #expect(
            register.$auditMock.wasCalled(with: .any, .value(2), .any, .any, .matching { $0 > 4 }))
        #expect(!register.$auditMock.wasCalled(with: .any, .any, .any, .any, .value(6)))
        register.$auditMock.verifyCalled(.once, with: .any, .any, .value(3), .any, .any)
        register.$auditMock.verifyNeverCalled(with: .value(9), .any, .any, .any, .any)
    }

    @Test func argumentsThatAreNotEquatableTakeAnyOrAPredicate() {
        let register = Register()
        _ = register.attributesMock(("/tmp/a", [.posixPermissions: 0o644]))
        register.optionsMock(nil)
        #expect(register.$attributesMock.wasCalled(with: .value("/tmp/a"), .any))
        #expect(
            register.$attributesMock.wasCalled(
                with: .any, .matching { $0?[.posixPermissions] as? Int == 0o644 }))
        #expect(!register.$attributesMock.wasCalled(with: .value("/tmp/b"), .any))
        #expect(register.$optionsMock.wasCalled(with: .matching { $0 == nil }))
        #expect(register.$optionsMock.wasCalled(with: .any))
        register.$attributesMock.verifyCalled(.once, with: .value("/tmp/a"), .any)
    }

    @Test func singleArgumentMocksTakeArgs() {
        let register = Register()
        _ = register.totalMock(250)
        #expect(register.$totalMock.wasCalled(with: .matching { $0 > 100 }))
        #expect(register.$totalMock.wasCalled(with: .value(250)))
        #expect(!register.$totalMock.wasCalled(with: .value(1)))
        register.$totalMock.verifyCalled(.once, with: .any)
        register.$totalMock.verifyNeverCalled(with: .matching { $0 < 0 })
    }

    @Test func optionalElementsMatchNilAsAValue() {
        let register = Register()
        register.noteMock((nil, 1))
        #expect(register.$noteMock.wasCalled(with: .value(nil), .value(1)))
        #expect(!register.$noteMock.wasCalled(with: .value("x"), .any))
        #expect(register.$noteMock.wasCalled(with: String?.none, 1))
    }

    @Test func literalsStandBesideMatchers() {
        let register = Register()
        _ = register.chargeMock((42, "visa"))
        _ = register.searchMock(("products", 3, 0.5, true))
        register.noteMock((nil, 1))
        #expect(register.$chargeMock.wasCalled(with: 42, .any))
        #expect(!register.$chargeMock.wasCalled(with: 41, .any))
        register.$chargeMock.verifyCalled(.once, with: .any, "visa")
        register.$chargeMock.verifyNeverCalled(with: .matching { $0 > 50 }, "visa")
        #expect(register.$searchMock.wasCalled(with: "products", .any, 0.5, true))
        #expect(!register.$searchMock.wasCalled(with: .any, 3, .any, false))
        register.$searchMock.verifyCalled(.once, with: .any, 3, .matching { $0 < 1 }, .any)
        #expect(register.$noteMock.wasCalled(with: nil, .any))
        #expect(!register.$noteMock.wasCalled(with: .value("x"), .any))
        register.$noteMock.verifyCalled(.once, with: nil, 1)
    }

    @Test func literalsStandBesideMatchersInRules() async {
        let register = Register()
        register.$chargeMock.when(.any, "visa").returns(false)
        register.$searchMock.when("products", .any, .any, true).returns(["book"])
        #expect(!register.chargeMock((5, "visa")))
        #expect(register.chargeMock((5, "amex")))
        #expect(register.searchMock(("products", 1, 2, true)) == ["book"])
        #expect(register.searchMock(("products", 1, 2, false)).isEmpty)
        register.$pointMock.when(1, .any).then { _ in }
        register.pointMock((1, 9))
        await register.$chargeMock.verifyCalled(.exactly(2), with: 5, .any, within: .seconds(1))
    }

    @Test func literalsStandBesideMatchersOfArgumentsThatAreNotEquatable() async {
        let register = Register()
        let completion = Mock<Bool, Void>()
        register.$notifyMock.when("ann", .any, .any).then { arguments in arguments.2(true) }
        register.notifyMock(("ann", "2 new", { completion($0) }))
        register.notifyMock(("bo", "1 new", { completion($0) }))
        completion.verifyCalled(.once, with: true)
        _ = register.attributesMock(("/tmp/a", nil))
        _ = register.receiptMock(("ann", 3, {}, 0.5))
        register.$notifyMock.verifyCalled(.once, with: "ann", "2 new", .any)
        register.$notifyMock.verifyCalled(
            .exactly(2), with: .any, .matching { $0.hasSuffix("new") }, .any)
        register.$notifyMock.verifyNeverCalled(with: "cy", .any, .any)
        #expect(register.$notifyMock.wasCalled(with: "bo", "1 new", .any))
        #expect(!register.$notifyMock.wasCalled(with: "bo", "2 new", .any))
        await register.$notifyMock.verifyCalled(.once, with: "bo", .any, .any, within: .seconds(1))
        #expect(register.$attributesMock.wasCalled(with: "/tmp/a", nil))
        #expect(!register.$attributesMock.wasCalled(with: "/tmp/b", nil))
        register.$receiptMock.verifyCalled(.once, with: "ann", 3, .any, 0.5)
        register.$receiptMock.when(.any, 3, .any, .any).returns(false)
        let answer = register.receiptMock(("bo", 3, {}, 1))
        #expect(!answer)
    }

    @Test func aFailedVerificationBesideAnArgumentThatIsNotEquatableNamesTheDifference() {
        let register = Register()
        register.notifyMock(("ann", "2 new", { _ in }))
        expectIssue(
            containing: "Closest call: 1. notifyMock(\"ann\", \"2 new\", ",
            "argument 2: expected \"3 new\", but got \"2 new\""
        ) {
            register.$notifyMock.verifyCalled(.once, with: "ann", "3 new", .any)
        }
    }

    @Test func nilMatchesAnOptionalWhoseWrappedTypeIsNotEquatable() {
        let register = Register()
        register.optionsMock(nil)
        register.optionsMock([.posixPermissions: 0o644])
        #expect(register.$optionsMock.wasCalled(with: nil))
        register.$optionsMock.verifyCalled(.once, with: nil)
        #expect(Arg<[FileAttributeKey: Any]?>(nilLiteral: ()).description == "nil")
        #expect(!Arg<[FileAttributeKey: Any]?>(nilLiteral: ()).matches([:]))
    }

    @Test func arrayAndDictionaryLiteralsStandBesideMatchers() {
        let register = Register()
        register.tagsMock((["a", "b"], ["id": 1], 1.5))
        #expect(register.$tagsMock.wasCalled(with: ["a", "b"], .any, .any))
        #expect(!register.$tagsMock.wasCalled(with: [], .any, .any))
        #expect(register.$tagsMock.wasCalled(with: .any, ["id": 1], 1.5))
        #expect(!register.$tagsMock.wasCalled(with: .any, [:], .any))
        register.$tagsMock.verifyCalled(.once, with: .any, .any, 1.5)
    }

    @Test func aDictionaryLiteralOfAnotherTypeMatchesNothingAndSaysSo() {
        let register = Register()
        register.ledgerMock((["rent": 10], 1))
        #expect(!register.$ledgerMock.wasCalled(with: ["rent": 10], .any))
        #expect(register.$ledgerMock.wasCalled(with: .value(["rent": 10]), .any))
        expectIssue(containing: "argument 1: expected matching [\"rent\": 10], but got") {
            register.$ledgerMock.verifyCalled(with: ["rent": 10], .any)
        }
    }

    @Test func aFailedVerificationWithLiteralsDescribesThemAsValues() {
        let register = Register()
        _ = register.chargeMock((5, "visa"))
        expectIssue(
            containing: "Closest call: 1. chargeMock(5, \"visa\")",
            "argument 2: expected \"amex\", but got \"visa\""
        ) {
            register.$chargeMock.verifyCalled(with: .any, "amex")
        }
    }

    @Test func callsWithPlainValuesOnlyStillCompareTheContext() {
        let register = Register()
        register.pointMock((1, 2))
        _ = register.priceMock(3)
        register.noteMock((nil, 4))
        register.tagsMock(([], [:], 0))
        // Integer literals for `Double` arguments: the plain forms win over the `Arg` forms.
        #expect(register.$pointMock.wasCalled(with: 1, 2))
        register.$pointMock.verifyCalled(.once, with: 1, 2)
        #expect(register.$priceMock.wasCalled(with: 3))
        register.$priceMock.when(3).returns(7)
        #expect(register.priceMock(3) == 7)
        // `nil` and `[]` infer their types when every argument is a plain value.
        #expect(register.$noteMock.wasCalled(with: nil, 4))
        #expect(register.$tagsMock.wasCalled(with: [], [:], 0))
    }

    @Test func rulesMatchArgsAndTheLatestWins() {
        let register = Register()
        register.$chargeMock.when(.any, .value("amex")).returns(false)
        register.$chargeMock.when(.matching { $0 > 1_000 }, .any).returns(false)
        #expect(register.chargeMock((5, "visa")))
        #expect(!register.chargeMock((5, "amex")))
        #expect(!register.chargeMock((2_000, "visa")))
        register.$shipMock.when(.value("box"), .any, .any).then { _ in }
        register.$totalMock.when(.matching { $0 < 0 }).returns(0)
        #expect(register.totalMock(-5) == 0)
        #expect(register.totalMock(5) == 5)
        register.$attributesMock.when(.any, .matching { $0 == nil }).returns(false)
        #expect(!register.attributesMock(("/x", nil)))
        #expect(register.attributesMock(("/x", [:])))
    }

    @Test func verificationsWithArgsCountMatchingCalls() {
        let register = Register()
        _ = register.chargeMock((5, "visa"))
        _ = register.chargeMock((7, "visa"))
        _ = register.chargeMock((9, "amex"))
        #expect(register.$chargeMock.verifyCalled(.exactly(2), with: .any, .value("visa")))
        #expect(
            register.$chargeMock.verifyCalled(.between(1...2), with: .matching { $0 > 6 }, .any))
        #expect(register.$chargeMock.verifyNeverCalled(with: .any, .value("cash")))
    }

    @Test func aFailedVerificationNamesTheClosestCallAndEachDifference() {
        let register = Register()
        register.shipMock(("box", 2, true))
        register.shipMock(("bag", 3, false))
        expectIssue(
            """
            Expected Register.shipMock to be called at least once with (any, 3, true), but no call matched.
            Closest call: 1. shipMock("box", 2, true)
              argument 2: expected 3, but got 2
            Recorded calls to Register.shipMock (2):
              1. shipMock("box", 2, true)
              2. shipMock("bag", 3, false)
            """
        ) {
            register.$shipMock.verifyCalled(with: .any, .value(3), .value(true))
        }
    }

    @Test func aFailedPredicateIsNamedInTheDifference() {
        let register = Register()
        _ = register.chargeMock((5, "visa"))
        expectIssue(
            containing: "Closest call: 1. chargeMock(5, \"visa\")",
            "argument 1: expected matching over 9, but got 5"
        ) {
            register.$chargeMock.verifyCalled(with: .matching("over 9") { $0 > 9 }, .any)
        }
    }

    @Test func aPredicateOnTheWholeContextWorksToo() {
        let register = Register()
        _ = register.totalMock(3)
        #expect(register.$totalMock.wasCalled(where: { $0 == 3 }))
        #expect(!register.$totalMock.wasCalled(where: { $0 > 3 }))
        #expect(register.$totalMock.verifyNeverCalled(where: { $0 > 3 }))
        withKnownIssue {
            #expect(!register.$totalMock.verifyNeverCalled(where: { $0 == 3 }))
        } matching: { issue in
            commentText(of: issue).hasPrefix(
                "Expected Register.totalMock never to be called matching the predicate, but 1 call "
                    + "matched.")
        }
    }
}
