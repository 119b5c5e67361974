import Foundation
import Testing

@testable import MockGeneratorFixtures

/// The mock of a class named as one of Foundation's, which the mock names with its module.
@Suite struct MockPropertyListEncoderTests {
    @Test func theMockSubclassesTheModulesOwnClassAndAnswersAsItDoes() throws {
        let encoder = MockPropertyListEncoder()
        let base: MockGeneratorFixtures.PropertyListEncoder = encoder
        #expect(try base.encode(1) == Data("xml:1".utf8))
        encoder.format = "binary"
        #expect(try encoder.encode(2) == Data("binary:2".utf8))
        encoder.$encodeMock.verifyCalled(.exactly(2))
        encoder.$encodeMock.verifyCalled(.once, with: 2)
    }

    @Test func aStubReplacesTheClasssAnswer() throws {
        let encoder = MockPropertyListEncoder()
        encoder.$encodeMock.returns(Data([7]))
        #expect(try encoder.encode(3) == Data([7]))
        encoder.$encodeMock.resetLoader()
        #expect(try encoder.encode(3) == Data("xml:3".utf8))
        #expect(!(try encoder.encode(3)).isEmpty)
    }
}
