import Foundation
import Testing

@testable import Mocking

private struct Basket: Equatable {
    var id: Int
    var lines: [String: Int]
}

private enum PaymentError: Error, Equatable {
    case declined
    case limit(Int)
    case over(amount: Int, limit: Int)
}

private final class Session {}

private struct Titled: CustomStringConvertible {
    var description: String { "a titled thing" }
}

/// A type named as `Mocking` names one of its own.
private struct MockScope {}

@Suite struct DescribingTests {
    @Test func valuesReadAsSwiftWritesThem() {
        #expect(describe("a\"b") == #""a\"b""#)
        #expect(describe(3) == "3")
        #expect(describe(-3.5) == "-3.5")
        #expect(describe(true) == "true")
        #expect(describe(Optional(2)) == "Optional(2)")
        #expect(describe(Int?.none) == "nil")
        #expect(describe(["a", "b"]) == #"["a", "b"]"#)
        #expect(describe((1, "a")) == #"(1, "a")"#)
        #expect(describe((x: 1, y: "a")) == #"(x: 1, y: "a")"#)
        #expect(describe(URL(fileURLWithPath: "/tmp")) == "file:///tmp/")
        #expect(describe(Titled()) == "a titled thing")
        #expect(describe(TestError(code: 4)) == "TestError(4)")
    }

    @Test func typeNamesDropTheirModules() {
        #expect(describe(Basket(id: 1, lines: [:])) == "Basket(id: 1, lines: [:])")
        #expect(
            describe(Result<Receipt, PaymentError>.success(Receipt(total: 3)))
                == "Result<Receipt, PaymentError>.success(Receipt(total: 3))")
        #expect(describe(PaymentError.declined) == "PaymentError.declined")
        #expect(describe(PaymentError.limit(3)) == "PaymentError.limit(3)")
        #expect(
            describe(PaymentError.over(amount: 5, limit: 3))
                == "PaymentError.over(amount: 5, limit: 3)")
        #expect(describe(Session()) == "Session")
        #expect(
            describe(type: ((Basket) throws -> [PaymentError]).self)
                == "(Basket) throws -> Array<PaymentError>")
    }

    @Test func typeNamesKeepTheirModulesWhereTwoWouldReadAlike() {
        #expect(
            describe(type: (MockScope, Mocking.MockScope).self)
                == "(MockingTests.MockScope, Mocking.MockScope)")
        #expect(describe(type: MockScope.self) == "MockScope")
        #expect(
            describe((MockScope(), Mocking.MockScope.test))
                == "(MockingTests.MockScope(), Mocking.MockScope.test)")
        #expect(describe(Mocking.MockScope.test) == "MockScope.test")
    }

    @Test func dictionariesAndSetsAreSorted() {
        #expect(describe(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(describe([10: "x", 9: "y", 100: "z"]) == #"[9: "y", 10: "x", 100: "z"]"#)
        #expect(describe(Set([3, 1, 2])) == "Set([1, 2, 3])")
        #expect(describe([String: Int]()) == "[:]")
        let basket = Basket(id: 2, lines: ["tea": 2, "bread": 1])
        #expect(describe(basket) == #"Basket(id: 2, lines: ["bread": 1, "tea": 2])"#)
        #expect(describe([["z": 1, "y": 2]]) == #"[["y": 2, "z": 1]]"#)
    }

    @Test func aLongCollectionShowsItsStartAndHowManyMore() {
        let text = describe(Array(0..<(ValueDescription.maximumElements + 7)))
        #expect(text.hasPrefix("[0, 1, 2, "))
        let last = ValueDescription.maximumElements - 1
        #expect(text.hasSuffix(", \(last), … 7 more]"))
    }
}
