/// Module names from symbol identifiers.
enum ModuleName {
    /// The module that declares the symbol with this precise identifier, read from its mangled
    /// name: `s:20FoundationEssentials4DataV` is in `FoundationEssentials`, `s:SS` and
    /// `s:s6ResultO` in `Swift`. `nil` for symbols of C or Objective-C.
    static func of(preciseIdentifier identifier: String) -> String? {
        guard identifier.hasPrefix("s:") else { return nil }
        let mangled = identifier.dropFirst(2)
        guard let first = mangled.first else { return nil }
        if mangled.hasPrefix("Sc") { return "_Concurrency" }
        if first == "s" || first == "S" { return mangled.hasPrefix("So") ? nil : "Swift" }
        let digits = mangled.prefix(while: \.isNumber)
        guard let length = Int(digits), length > 0 else { return nil }
        let name = mangled.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }

    /// The `Module.Name` of a protocol from its mangled identifier, for graphs that name a
    /// parent by identifier alone: `s:SH` is `Swift.Hashable`, `s:s12IdentifiableP`
    /// `Swift.Identifiable`, `s:10Foundation16NSObjectProtocolP` `Foundation.NSObjectProtocol`.
    static func protocolName(ofPreciseIdentifier identifier: String) -> String? {
        let substitutions = [
            "s:SH": "Swift.Hashable", "s:SQ": "Swift.Equatable", "s:SL": "Swift.Comparable",
            "s:SE": "Swift.Encodable", "s:Se": "Swift.Decodable", "s:SY": "Swift.RawRepresentable",
            "s:ScA": "_Concurrency.Actor", "s:Sl": "Swift.Collection", "s:ST": "Swift.Sequence",
            "s:St": "Swift.IteratorProtocol",
        ]
        if let name = substitutions[identifier] { return name }
        guard identifier.hasSuffix("P") else { return nil }
        return qualifiedName(ofPreciseIdentifier: identifier)
    }

    /// The `Module.Name` of a top-level type from its mangled identifier: `s:s7RawSpanV` is
    /// `Swift.RawSpan`; `nil` for nested types and other symbols.
    static func qualifiedName(ofPreciseIdentifier identifier: String) -> String? {
        guard identifier.hasPrefix("s:"), let kind = identifier.last, "PVCOa".contains(kind),
            let module = of(preciseIdentifier: identifier)
        else { return nil }
        // `s:` then the module (`s` for Swift, or its length and name), then the name's.
        var rest = identifier.dropFirst(2).dropLast()
        if rest.hasPrefix("s"), module == "Swift" {
            rest = rest.dropFirst()
        } else {
            rest = rest.drop(while: \.isNumber).dropFirst(module.count)
        }
        let digits = rest.prefix(while: \.isNumber)
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count)
        return name.count == length ? "\(module).\(name)" : nil
    }

    /// The toolchain's modules whose graphs ``SystemGraphs`` extracts, each with the module
    /// whose graph lists its protocols: the standard library's lists those of `_Concurrency`
    /// and `_StringProcessing`.
    static let toolchainGraphModules: [String: String] = [
        "Swift": "Swift", "_Concurrency": "Swift", "_StringProcessing": "Swift",
        "Foundation": "Foundation", "FoundationEssentials": "FoundationEssentials",
        "FoundationInternationalization": "FoundationInternationalization",
        "Dispatch": "Dispatch", "Synchronization": "Synchronization",
        "Distributed": "Distributed", "Observation": "Observation",
    ]

    /// The module a file imports to see a declaration of `module`: `Foundation` for the modules
    /// Foundation is made of (`FoundationNetworking` stays: on Linux, `URLSession` is there),
    /// `nil` for the standard library's, which need no import.
    static func importedName(of module: String) -> String? {
        switch module {
        case "Foundation", "FoundationEssentials", "FoundationInternationalization",
            "CoreFoundation":
            "Foundation"
        case "Swift", "_Concurrency", "_StringProcessing", "_Backtracing":
            nil
        default:
            module
        }
    }
}
