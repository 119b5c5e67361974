import Foundation

@testable import MockGeneratorCore

/// Builds symbol graphs by hand: protocols from their declarations, as the compiler prints them.
struct GraphBuilder {
    var module: String
    var formatVersion = SymbolGraph.FormatVersion(major: 0, minor: 6, patch: 0)
    private(set) var symbols: [SymbolGraph.Symbol] = []
    private(set) var relationships: [SymbolGraph.Relationship] = []
    /// Precise identifiers of the type names declarations mention, by name.
    var typeIdentifiers: [String: String] = [
        "String": "s:SS", "Int": "s:Si", "Bool": "s:Sb", "Double": "s:Sd",
        "Data": "s:20FoundationEssentials4DataV", "URL": "s:20FoundationEssentials3URLV",
        "Date": "s:20FoundationEssentials4DateV", "UUID": "s:20FoundationEssentials4UUIDV",
        "Result": "s:s6ResultO", "Hashable": "s:SH", "Identifiable": "s:s12IdentifiableP",
        "Sendable": "s:s8SendableP", "Equatable": "s:SQ", "Actor": "s:ScA",
        "URLRequest": "s:20FoundationNetworking10URLRequestV",
    ]
    private var line = 0

    init(module: String) {
        self.module = module
    }

    var graph: SymbolGraph {
        SymbolGraph(
            metadata: .init(formatVersion: formatVersion, generator: "tests"),
            module: .init(name: module), symbols: symbols, relationships: relationships)
    }

    /// The identifier of the protocol `name` of this module.
    func identifier(of name: String) -> String {
        "s:\(module.count)\(module)\(name.count)\(name)P"
    }

    /// Adds the protocol `declaration` with its `requirements`, in that order, and returns its
    /// identifier. `conformsTo` lists the identifiers of the protocols it inherits; `enclosing`,
    /// the names of the types it is nested in.
    @discardableResult
    mutating func addProtocol(
        _ declaration: String, requirements: [String] = [], conformsTo parents: [String] = [],
        access: String = "public", availability: [SymbolGraph.Availability]? = nil,
        requirementAvailability: [Int: [SymbolGraph.Availability]] = [:],
        enclosing: [String] = []
    ) -> String {
        let name = Self.name(of: declaration)
        let identifier = identifier(of: enclosing.joined() + name)
        typeIdentifiers[name] = identifier
        for parent in parents {
            relationships.append(
                .init(kind: .conformsTo, source: identifier, target: parent, targetFallback: nil))
        }
        symbols.append(
            symbol(
                identifier, kind: .protocol, path: enclosing + [name], declaration,
                access: access, availability: availability))
        for (index, requirement) in requirements.enumerated() {
            let requirementIdentifier = "\(identifier)\(index)"
            let kind =
                requirement.contains("associatedtype")
                ? SymbolKind.associatedType
                : requirement.contains("static ") ? .typeMethod : .method
            symbols.append(
                symbol(
                    requirementIdentifier, kind: kind, path: enclosing + [name, "r\(index)"],
                    requirement, access: access, availability: requirementAvailability[index]))
            relationships.append(
                .init(
                    kind: .requirementOf, source: requirementIdentifier, target: identifier,
                    targetFallback: nil))
        }
        return identifier
    }

    /// Adds a relationship, such as a conformance to a protocol of another module.
    mutating func addRelationship(
        _ kind: RelationshipKind, from source: String, to target: String, fallback: String? = nil
    ) {
        relationships.append(
            .init(kind: kind, source: source, target: target, targetFallback: fallback))
    }

    /// Adds a type declaration, such as `struct User`.
    mutating func addType(
        _ declaration: String, conformsTo parents: [(String, String)] = [],
        access: String = "public"
    ) {
        let name = Self.name(of: declaration)
        let identifier = "s:\(module.count)\(module)\(name.count)\(name)V"
        typeIdentifiers[name] = identifier
        symbols.append(
            symbol(identifier, kind: .struct, path: [name], declaration, access: access))
        for (target, fallback) in parents {
            addRelationship(.conformsTo, from: identifier, to: target, fallback: fallback)
        }
    }

    /// Adds a class, such as `class Screen`, with its initializers as members, and returns its
    /// identifier.
    @discardableResult
    mutating func addClass(_ declaration: String, initializers: [String] = []) -> String {
        let name = Self.name(of: declaration)
        let identifier = "s:\(module.count)\(module)\(name.count)\(name)C"
        typeIdentifiers[name] = identifier
        symbols.append(
            symbol(identifier, kind: .class, path: [name], declaration, access: "public"))
        for (index, initializer) in initializers.enumerated() {
            let member = "\(identifier)\(index)fc"
            let access = initializer.hasPrefix("private") ? "private" : "public"
            symbols.append(
                symbol(
                    member, kind: .initializer, path: [name, "init"],
                    initializer.replacingOccurrences(of: "private ", with: ""), access: access))
            addRelationship(.memberOf, from: member, to: identifier)
        }
        return identifier
    }

    /// Adds a class with `members`, each a declaration as the compiler prints it, and returns
    /// its identifier. `access` gives each member's access level by index (else the class's),
    /// `superclass` the identifier of the class it inherits, `enclosing` the names of the types
    /// it is nested in.
    @discardableResult
    mutating func addClass(
        _ declaration: String, members: [String], access: String = "internal",
        memberAccess: [Int: String] = [:], superclass: String? = nil, enclosing: [String] = []
    ) -> String {
        let name = Self.name(of: declaration)
        let path = enclosing.joined()
        let identifier = "s:\(module.count)\(module)\(path)\(name.count)\(name)C"
        typeIdentifiers[name] = identifier
        symbols.append(
            symbol(
                identifier, kind: .class, path: enclosing + [name], declaration, access: access))
        if let superclass { addRelationship(.inheritsFrom, from: identifier, to: superclass) }
        for (index, member) in members.enumerated() {
            let isStatic = member.contains("static ") || member.contains("class ")
            let kind =
                member.contains("init(") || member.contains("init?(")
                    || member.contains("init<") || member.hasPrefix("required init")
                    || member.hasPrefix("convenience init")
                ? SymbolKind.initializer
                : member.contains("subscript")
                    ? .subscript
                    : member.contains("var ") || member.contains("let ")
                        ? (isStatic ? .typeProperty : .property)
                        : (isStatic ? .typeMethod : .method)
            let memberIdentifier = "\(identifier)\(index)m"
            symbols.append(
                symbol(
                    memberIdentifier, kind: kind, path: enclosing + [name, "m\(index)"], member,
                    access: memberAccess[index] ?? access))
            addRelationship(.memberOf, from: memberIdentifier, to: identifier)
        }
        return identifier
    }

    private mutating func symbol(
        _ identifier: String, kind: SymbolKind, path: [String], _ declaration: String,
        access: String,
        availability: [SymbolGraph.Availability]? = nil
    ) -> SymbolGraph.Symbol {
        line += 1
        return SymbolGraph.Symbol(
            kind: kind, identifier: .init(precise: identifier),
            pathComponents: path, declarationFragments: fragments(of: declaration),
            accessLevel: access,
            location: .init(
                uri: "file:///\(module).swift", position: .init(line: line, character: 4)),
            availability: availability, docComment: nil)
    }

    /// Text fragments, with the names in `typeIdentifiers` as type identifiers.
    private func fragments(of declaration: String) -> [SymbolGraph.Fragment] {
        var fragments: [SymbolGraph.Fragment] = []
        var word = ""
        func flushWord() {
            guard !word.isEmpty else { return }
            fragments.append(
                .init(
                    kind: typeIdentifiers[word] == nil ? .text : .typeIdentifier, spelling: word,
                    preciseIdentifier: typeIdentifiers[word]))
            word = ""
        }
        for character in declaration {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flushWord()
                fragments.append(
                    .init(kind: .text, spelling: String(character), preciseIdentifier: nil))
            }
        }
        flushWord()
        return fragments
    }

    private static func name(of declaration: String) -> String {
        let words = declaration.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }
        )
        guard
            let index = words.firstIndex(where: {
                ["protocol", "struct", "enum", "class", "actor"].contains($0)
            })
        else { return "" }
        return String(words[index + 1])
    }
}

/// The mock of one protocol, generated from `graphs`.
func generatedMock(
    _ name: String, graphs: [SymbolGraph], module: String? = nil
) throws -> GeneratedMock {
    let result = try MockGenerator(graphs: graphs, module: module, protocolNames: [name]).generate()
    guard let file = result.files.first else {
        throw GeneratorError(description: "no file: \(result.warnings)")
    }
    return file
}

/// The class body of a generated mock: its lines after the class declaration, dedented, without
/// its spy initializer, `init(forwardingTo:)`, which ``spyInitializer(of:)`` gives.
func body(of output: GeneratedMock) -> String {
    let lines = output.contents.split(separator: "\n", omittingEmptySubsequences: false)
    guard
        let start = lines.firstIndex(where: {
            $0.hasPrefix("final class") || $0.hasPrefix("actor") || $0.hasPrefix("@MainActor")
        })
    else { return output.contents }
    var body = lines[(start + 1)...].dropLast(2).map {
        $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0)
    }
    if let range = spyInitializerRange(in: body) {
        body.removeSubrange(range.lowerBound...min(range.upperBound + 1, body.count - 1))
    }
    return body.joined(separator: "\n")
}

/// The spy initializer of a generated mock, with its doc comment, dedented.
func spyInitializer(of output: GeneratedMock) -> String? {
    let lines = output.contents.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0)
    }
    return spyInitializerRange(in: lines).map { lines[$0].joined(separator: "\n") }
}

/// The lines of `init(forwardingTo:)`, from its doc comment to its closing brace.
private func spyInitializerRange(in lines: [String]) -> ClosedRange<Int>? {
    guard let head = lines.firstIndex(where: { $0.hasPrefix("convenience init<Live") }),
        let end = lines[head...].firstIndex(of: "}")
    else { return nil }
    var start = head
    while start > 0, lines[start - 1].hasPrefix("///") { start -= 1 }
    return start...end
}

/// The plan of the mock of the protocol `name` of `graphs`' only module (or `module`), made less
/// of as `degradations` say.
func plannedMock(
    _ name: String, graphs: [SymbolGraph], module: String? = nil,
    degradations: [MemberID: Degradation] = [:]
) throws -> MockPlan {
    let catalog = SymbolCatalog(graphs: graphs)
    let protocols = catalog.protocols(in: module ?? catalog.modules.first ?? "")
    guard let entry = protocols.first(where: { $0.name == name }) else {
        throw GeneratorError(description: "no protocol \(name)")
    }
    let model = try ProtocolModel(entry, in: catalog)
    return try MockPlanner(
        subject: .conformance(model), catalog: catalog, header: ["header"],
        degradations: degradations
    ).plan()
}

/// The plan of the mock of a protocol of `Shop` with `requirements`.
func plannedMock(
    _ declaration: String, _ requirements: [String], conformsTo: [String] = [],
    access: String = "public", configure: (inout GraphBuilder) -> Void = { _ in }
) throws -> MockPlan {
    let shop = shopGraph(
        declaration, requirements, conformsTo: conformsTo, access: access, configure: configure)
    return try plannedMock(shop.protocolName, graphs: [shop.graph])
}

/// The graph of `Shop` with a protocol declared as `declaration`, with `requirements`, and the
/// protocol's name.
func shopGraph(
    _ declaration: String, _ requirements: [String], conformsTo: [String] = [],
    access: String = "public", configure: (inout GraphBuilder) -> Void = { _ in }
) -> (protocolName: String, graph: SymbolGraph) {
    var builder = GraphBuilder(module: "Shop")
    configure(&builder)
    builder.addProtocol(
        declaration, requirements: requirements, conformsTo: conformsTo, access: access)
    let name =
        declaration.split(separator: " ").drop { $0 != "protocol" }.dropFirst().first
        .map { String($0.prefix { $0.isLetter || $0.isNumber }) } ?? ""
    return (name, builder.graph)
}

/// The plan of the mock of the class `name` of `graphs`' only module, made less of as
/// `degradations` say.
func plannedClassMock(
    _ name: String, graphs: [SymbolGraph], isPublicOnly: Bool = false,
    degradations: [MemberID: Degradation] = [:]
) throws -> MockPlan {
    let catalog = SymbolCatalog(graphs: graphs)
    guard
        let entry = catalog.classes(in: catalog.modules.first ?? "").first(where: {
            $0.name == name
        })
    else { throw GeneratorError(description: "no class \(name)") }
    let model = try ClassModel(entry, in: catalog, isPublicOnly: isPublicOnly)
    return try MockPlanner(
        subject: .subclass(model), catalog: catalog, header: ["header"],
        degradations: degradations
    ).plan()
}

/// The graphs at `paths`, read as the command reads them.
func readGraphs(at paths: [String]) throws(GeneratorError) -> [SymbolGraph] {
    do {
        return try SymbolGraphReader.graphs(at: paths)
    } catch {
        throw GeneratorError(description: error.description)
    }
}
