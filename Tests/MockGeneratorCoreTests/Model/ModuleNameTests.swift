import Testing

@testable import MockGeneratorCore

/// Modules and names read from precise identifiers, and the platforms of availability domains.
@Suite struct ModuleNameTests {
    @Test func aSymbolsModuleIsReadFromItsMangledName() {
        #expect(
            ModuleName.of(preciseIdentifier: "s:20FoundationEssentials4DataV")
                == "FoundationEssentials")
        #expect(ModuleName.of(preciseIdentifier: "s:SS") == "Swift")
        #expect(ModuleName.of(preciseIdentifier: "s:s6ResultO") == "Swift")
        #expect(ModuleName.of(preciseIdentifier: "s:ScA") == "_Concurrency")
        #expect(ModuleName.of(preciseIdentifier: "c:@S@tm") == nil)
        #expect(ModuleName.of(preciseIdentifier: "s:So8NSObjectC") == nil)
    }

    @Test func aProtocolsOrTypesNameIsReadFromItsMangledName() {
        #expect(ModuleName.protocolName(ofPreciseIdentifier: "s:SH") == "Swift.Hashable")
        #expect(
            ModuleName.protocolName(ofPreciseIdentifier: "s:s12IdentifiableP")
                == "Swift.Identifiable")
        #expect(
            ModuleName.protocolName(ofPreciseIdentifier: "s:10Foundation16NSObjectProtocolP")
                == "Foundation.NSObjectProtocol")
        #expect(ModuleName.qualifiedName(ofPreciseIdentifier: "s:s7RawSpanV") == "Swift.RawSpan")
        #expect(ModuleName.qualifiedName(ofPreciseIdentifier: "s:4Shop5OuterO5InnerV") == nil)
    }

    @Test func foundationsModulesAreImportedAsFoundationAndTheStandardLibrarysNot() {
        #expect(ModuleName.importedName(of: "FoundationEssentials") == "Foundation")
        #expect(ModuleName.importedName(of: "FoundationNetworking") == "FoundationNetworking")
        #expect(ModuleName.importedName(of: "_Concurrency") == nil)
        #expect(ModuleName.importedName(of: "Shop") == "Shop")
    }

    @Test func availabilityDomainsAreNamedAsAvailableNamesThem() {
        #expect(Platform.name(ofDomain: "iOSAppExtension") == "iOSApplicationExtension")
        #expect(Platform.name(ofDomain: "Swift") == "swift")
        #expect(Platform.name(ofDomain: "macOS") == "macOS")
        #expect(Platform.name(ofDomain: "*") == "*")
        #expect(Platform.name(ofDomain: "SwiftPM") == nil)
    }
}
