import Testing

@testable import MockGeneratorFixtures

@Suite struct MockPairsTests {
    @Test func overloadsThatDifferByTheirResultEachHaveAWrapper() {
        let pairs = MockPairs()
        pairs.$pairReturningTupleMock.returns((1, 2))
        pairs.$pairReturningTuple2Mock.returns(("a", "b"))
        let numbers: (Int, Int) = pairs.pair()
        let letters: (String, String) = pairs.pair()
        let nothing: Void = pairs.pair()
        #expect(nothing == ())
        #expect(numbers == (1, 2))
        #expect(letters == ("a", "b"))
        pairs.$pairMock.verifyCalled(.once)
    }

    @Test func aTupleOfTypesWithDefaultsAnswersTheirDefaultsUntilStubbed() {
        let pairs = MockPairs()
        let numbers: (Int, Int) = pairs.pair()
        let letters: (String, String) = pairs.pair()
        #expect(numbers == (0, 0))
        #expect(letters == ("", ""))
        pairs.$pairReturningTupleMock.verifyCalled(.once)
    }

    @Test func overloadsThatDifferByTheirWhereClauseEachHaveAWrapper() {
        struct Point: Equatable {
            var x: Int
        }
        let converting = MockConverting<Int>()
        converting.$convertMock.for(Point.self, returning: String.self).returns("equatable")
        converting.$convert2Mock.for(Int.self, returning: String.self).returns("hashable")
        #expect(converting.convert(Point(x: 1)) == "equatable")
        #expect(converting.convert(1) == "hashable")
        converting.$convertMock.verifyCalled(.once)
        converting.$convert2Mock.verifyCalled(.once)
    }

    @Test func theProtocolBesideThemIsMocked() {
        let innocent = MockInnocent()
        innocent.ping()
        innocent.$pingMock.verifyCalled(.once)
    }
}
