import Testing

@testable import MockGeneratorCore

/// The protocols of the standard library and Foundation the generator knows without a graph.
@Suite struct StandardProtocolTests {
    @Test func aStandardProtocolIsFoundByTheNameGraphsGiveIt() throws {
        let localized = try #require(StandardProtocol.named("FoundationEssentials.LocalizedError"))
        #expect(localized.qualifiedName == "Foundation.LocalizedError")
        #expect(StandardProtocol.named("Swift.Hashable")?.parents == ["Swift.Equatable"])
        #expect(
            StandardProtocol.named("Swift.SignedNumeric")?.parents == ["Swift.Numeric"])
        #expect(
            StandardProtocol.named("FoundationEssentials.ContiguousBytes")?.qualifiedName
                == "Foundation.ContiguousBytes")
        #expect(StandardProtocol.named("Other.Thing") == nil)
        #expect(StandardProtocol.named("Hashable") == nil)
    }

    @Test func everyRequirementAndAssociatedTypeOfTheKnownProtocolsIsReadable() throws {
        for name in [
            "Swift.Identifiable", "Swift.Hashable", "Swift.Comparable", "Swift.RawRepresentable",
            "Swift.Collection", "Swift.CustomStringConvertible", "Swift.CodingKey",
            "Swift.CustomReflectable", "Swift.ExpressibleByStringLiteral",
            "Foundation.CustomNSError", "Foundation.LocalizedError", "Swift.AdditiveArithmetic",
            "Swift.Numeric", "Swift.SignedNumeric", "FoundationEssentials.ContiguousBytes",
            "Swift.Strideable", "Swift.FloatingPoint",
        ] {
            let standard = try #require(StandardProtocol.named(name), "\(name)")
            for requirement in standard.requirements {
                let declaration = try DeclarationParser.declaration(requirement.declaration)
                #expect(MemberKind(declaration) != nil, "\(requirement.declaration)")
            }
            for associatedType in standard.associatedTypes {
                #expect(try DeclarationParser.declaration(associatedType).kind == .associatedType)
            }
        }
    }

    @Test func identityAndMirrorsAreWrittenOutAndTheRestMocked() throws {
        let equatable = try #require(StandardProtocol.named("Swift.Equatable"))
        #expect(equatable.requirements.map(\.implementation) == [.identity(.equality)])
        let reflectable = try #require(StandardProtocol.named("Swift.CustomReflectable"))
        #expect(reflectable.requirements.map(\.implementation) == [.mirrorOfWrappers])
        let identifiable = try #require(StandardProtocol.named("Swift.Identifiable"))
        #expect(identifiable.requirements.map(\.implementation) == [.mocked])
    }
}
