/// Every symbol and relationship of a set of symbol graphs, indexed for the questions the
/// generator asks: which protocols a module declares, what each requires, what it inherits.
struct SymbolCatalog {
    /// A symbol with the module whose graph declares it.
    struct Entry {
        var symbol: SymbolGraph.Symbol
        var module: String

        var identifier: String { symbol.identifier.precise }
        var kind: SymbolKind { symbol.kind }
        /// The symbol's name: the last of its path components, or else the one its declaration
        /// spells.
        var name: String {
            symbol.pathComponents.last
                ?? symbol.declarationFragments?.first { $0.kind == .identifier }?.spelling ?? ""
        }

        /// The declaration as one line of Swift, from its fragments; `protocol Name` for a
        /// protocol without them.
        ///
        /// A name the declaration spells for two types (a module's own `NSObject` beside
        /// Foundation's) is written with its module for each: `Foundation.NSObject`.
        var declarationText: String {
            let fragments = symbol.declarationFragments ?? []
            var identifiersBySpelling: [String: Set<String>] = [:]
            for fragment in fragments where fragment.kind == .typeIdentifier {
                if let precise = fragment.preciseIdentifier {
                    identifiersBySpelling[fragment.spelling, default: []].insert(precise)
                }
            }
            var text = ""
            for fragment in fragments {
                if fragment.kind == .typeIdentifier, !text.hasSuffix("."),
                    identifiersBySpelling[fragment.spelling, default: []].count > 1,
                    let precise = fragment.preciseIdentifier,
                    let declaring = ModuleName.of(preciseIdentifier: precise)
                {
                    let module = ModuleName.importedName(of: declaring) ?? "Swift"
                    // A module that declares a type of its own name cannot qualify its names.
                    if module != fragment.spelling { text += module + "." }
                }
                text += fragment.spelling
            }
            if text.isEmpty, kind == .protocol, !name.isEmpty { return "protocol \(name)" }
            return text
        }

        /// The precise identifiers of every type the declaration names, two of one spelling
        /// included.
        var allTypeIdentifiers: Set<String> {
            Set((symbol.declarationFragments ?? []).compactMap(\.preciseIdentifier))
        }

        /// The precise identifiers of the types the declaration names, by spelling. Associated
        /// types, spelled `Self.Item` or `Item`, are left out: they are the mock's own.
        var typeIdentifiers: [String: String] {
            var identifiers: [String: String] = [:]
            for fragment in symbol.declarationFragments ?? []
            where fragment.kind == .typeIdentifier {
                if let precise = fragment.preciseIdentifier, !precise.hasSuffix("Qa"),
                    identifiers[fragment.spelling] == nil
                {
                    identifiers[fragment.spelling] = precise
                }
            }
            return identifiers
        }
    }

    private(set) var entries: [String: Entry] = [:]
    /// The requirements (and associated types) of each protocol, by the protocol's identifier.
    private(set) var requirements: [String: [String]] = [:]
    /// The protocols each symbol conforms to or inherits from, in the graph's order.
    private(set) var conformances: [String: [String]] = [:]
    /// The names the graphs give symbols of modules they do not include: `Swift.Identifiable`.
    private(set) var fallbackNames: [String: String] = [:]
    /// Requirements that a protocol extension implements.
    private(set) var defaultImplementations: Set<String> = []
    /// The modules the graphs describe, in the order they were given.
    private(set) var modules: [String] = []
    /// Protocols a graph declares under the identifier of a symbol read before: the first is
    /// kept.
    private(set) var duplicateProtocols: [Entry] = []
    /// The members of each type, by the type's identifier.
    private(set) var members: [String: [String]] = [:]
    /// The type each member belongs to, by the member's identifier.
    private(set) var owners: [String: String] = [:]
    /// The protocol each requirement belongs to, by the requirement's identifier.
    private var requiringProtocols: [String: String] = [:]
    /// The names of the types each module declares at its top level.
    private(set) var topLevelTypeNames: [String: Set<String>] = [:]
    /// The types each module declares, by their path joined with `.`: `Outer.Inner`.
    private var typesByPath: [String: [String: String]] = [:]
    /// The modules whose graphs list symbols that are not public: graphs made at the
    /// `internal` access level, which list implicit initializers too.
    private(set) var internalLevelModules: Set<String> = []

    init(graphs: [SymbolGraph]) {
        for graph in graphs {
            let module = graph.module.name
            if !modules.contains(module) { modules.append(module) }
            for symbol in graph.symbols {
                // A graph of extensions (`Module@Other.symbols.json`) repeats symbols of other
                // modules' types; the first graph to declare a symbol keeps it.
                if let first = entries[symbol.identifier.precise] {
                    if first.module == module, symbol.kind == .protocol,
                        first.symbol != symbol
                    {
                        duplicateProtocols.append(Entry(symbol: symbol, module: module))
                    }
                    continue
                }
                entries[symbol.identifier.precise] = Entry(symbol: symbol, module: module)
                if ["internal", "fileprivate", "private"].contains(symbol.accessLevel) {
                    internalLevelModules.insert(module)
                }
                if symbol.kind.isType, !symbol.pathComponents.isEmpty {
                    typesByPath[module, default: [:]][
                        symbol.pathComponents.joined(separator: ".")] =
                        symbol.identifier.precise
                    if symbol.pathComponents.count == 1, let name = symbol.pathComponents.first {
                        topLevelTypeNames[module, default: []].insert(name)
                    }
                }
            }
            for relationship in graph.relationships {
                if let fallback = relationship.targetFallback {
                    fallbackNames[relationship.target] = fallback
                }
                switch relationship.kind {
                case .requirementOf, .optionalRequirementOf:
                    append(relationship.source, to: &requirements[relationship.target, default: []])
                    requiringProtocols[relationship.source] =
                        requiringProtocols[relationship.source] ?? relationship.target
                case .conformsTo, .inheritsFrom:
                    append(relationship.target, to: &conformances[relationship.source, default: []])
                case .defaultImplementationOf:
                    defaultImplementations.insert(relationship.target)
                case .memberOf:
                    append(relationship.source, to: &members[relationship.target, default: []])
                    owners[relationship.source] = owners[relationship.source] ?? relationship.target
                case .other:
                    break
                }
            }
        }
    }

    private func append(_ identifier: String, to list: inout [String]) {
        if !list.contains(identifier) { list.append(identifier) }
    }

    /// The protocols declared in `module`, in source order.
    func protocols(in module: String) -> [Entry] {
        entries.values
            .filter { $0.module == module && $0.kind == .protocol }
            .sorted(by: Self.sourceOrder)
    }

    /// The classes and actors declared in `module`, in source order.
    func classes(in module: String) -> [Entry] {
        entries.values
            .filter { $0.module == module && $0.kind == .class }
            .sorted(by: Self.sourceOrder)
    }

    /// Orders symbols by file, then position in it, then identifier.
    static func sourceOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
        let left = lhs.symbol.location
        let right = rhs.symbol.location
        return (
            left?.uri ?? "", left?.position.line ?? 0, left?.position.character ?? 0, lhs.identifier
        )
            < (
                right?.uri ?? "", right?.position.line ?? 0, right?.position.character ?? 0,
                rhs.identifier
            )
    }

    /// The access levels, from the most restricted.
    private static let accessLevels = [
        "private", "fileprivate", "internal", "package", "public", "open",
    ]

    /// The access level that reaches the symbol: its own, or that of a type it is nested in,
    /// whichever is more restricted. A `public` protocol nested in an `internal` enum is
    /// `internal`.
    func effectiveAccessLevel(of entry: Entry) -> String {
        var level = entry.symbol.accessLevel
        let path = entry.symbol.pathComponents
        for count in path.indices.dropFirst() {
            let enclosing = path[..<count].joined(separator: ".")
            guard let identifier = typesByPath[entry.module]?[enclosing],
                let parent = entries[identifier]
            else { continue }
            let parentRank = Self.accessLevels.firstIndex(of: parent.symbol.accessLevel) ?? 2
            let rank = Self.accessLevels.firstIndex(of: level) ?? 2
            if parentRank < rank { level = parent.symbol.accessLevel }
        }
        return level
    }

    /// The `Module.Name` of a symbol, from the graphs or from the name they give it.
    func qualifiedName(of identifier: String) -> String? {
        if let entry = entries[identifier] {
            return "\(entry.module).\(entry.symbol.pathComponents.joined(separator: "."))"
        }
        return fallbackNames[identifier] ?? ModuleName.protocolName(ofPreciseIdentifier: identifier)
    }

    /// The precise identifier of the type `module` declares at `path`, as `Outer.Inner`.
    func identifier(ofTypeAt path: String, in module: String) -> String? {
        typesByPath[module]?[path]
    }

    /// Whether a type the graphs declare conforms to `DefaultProvidable`.
    func conformsToDefaultProvidable(_ identifier: String) -> Bool {
        (conformances[identifier] ?? []).contains {
            qualifiedName(of: $0) == "Mocking.DefaultProvidable"
        }
    }

    /// The first case of the enum `identifier` that has no associated values, in source order:
    /// the value a mock answers for the enum until a test stubs it; `nil` for another type.
    func firstPlainCase(of identifier: String) -> String? {
        guard entries[identifier]?.kind == .enum else { return nil }
        return (members[identifier] ?? []).compactMap { entries[$0] }
            .filter { $0.kind == .enumCase && !$0.declarationText.contains("(") }
            .sorted(by: Self.sourceOrder)
            .first?.name
    }

    /// The standard library's types that cannot escape, which no mock can hold.
    private static let nonescapableTypes: Set<String> = [
        "Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan",
        "UTF8Span",
    ]

    /// Whether a type is noncopyable (`~Copyable`) or nonescapable (`~Escapable`), as its
    /// declaration in the graphs says, or as the standard library's spans are.
    /// A graph of the standard library (``SystemGraphs``) is not read for it: its generic types
    /// suppress `Copyable` on their parameters (`Result<Success: ~Copyable, Failure>`) and are
    /// copyable with copyable arguments.
    func isNoncopyable(_ identifier: String) -> Bool {
        guard let entry = entries[identifier],
            ModuleName.toolchainGraphModules[entry.module] == nil
        else {
            guard let name = ModuleName.qualifiedName(ofPreciseIdentifier: identifier),
                name.hasPrefix("Swift.")
            else { return false }
            return Self.nonescapableTypes.contains(String(name.dropFirst("Swift.".count)))
        }
        let text = entry.declarationText
        return text.contains("~Copyable") || text.contains("~Escapable")
    }

    /// The type a type alias names, if the graphs declare the alias, with `arguments` for its
    /// generic parameters: `[String: String]` for `Log.Metadata`, `Array<String>` for
    /// `Page<String>` of `typealias Page<T> = Array<T>`. `nil` too when `arguments` are not one
    /// for each of the alias's generic parameters.
    func aliasedType(of identifier: String, arguments: [TypeExpression]) -> (
        type: TypeExpression, identifiers: [String: String]
    )? {
        guard let entry = entries[identifier], entry.kind == .typeAlias,
            let declaration = try? DeclarationParser.declaration(entry.declarationText),
            let type = declaration.type,
            declaration.genericParameters.count == arguments.count
        else { return nil }
        let substitutions = Dictionary(
            zip(declaration.genericParameters.map(\.name), arguments)
        ) { first, _ in first }
        let substituted = type.rewritten { type in
            guard case .named(let components) = type, let first = components.first,
                first.genericArguments.isEmpty, let argument = substitutions[first.name]
            else { return nil }
            if components.count == 1 { return argument }
            // `T.Element`: a member of the argument.
            guard case .named(let argumentComponents) = argument else { return nil }
            return .named(argumentComponents + components.dropFirst())
        }
        var identifiers = entry.typeIdentifiers
        for name in substitutions.keys { identifiers[name] = nil }
        return (substituted, identifiers)
    }

    /// The type a type alias declared in a protocol names, with `arguments` for its generic
    /// parameters, and the identifiers of the names in it: `AsyncStream<Bytes>` for
    /// `Transport.Inbound`. A conforming type inherits the alias, but a generic class cannot
    /// always use it: a mock writes the type instead.
    func protocolTypeAlias(_ identifier: String, arguments: [TypeExpression]) -> (
        type: TypeExpression, identifiers: [String: String]
    )? {
        guard let owner = owners[identifier], entries[owner]?.kind == .protocol else {
            return nil
        }
        return aliasedType(of: identifier, arguments: arguments)
    }

    /// The type alias named `name` that the protocol of the requirement `identifier`, or a
    /// protocol it inherits, declares: what a requirement spelling `Self.Body` means, where the
    /// graph gives `Body` no identifier (an alias of an associated type graphs leave out,
    /// `typealias Body = _Body`).
    func protocolTypeAlias(
        named name: String, arguments: [TypeExpression] = [],
        seenFromRequirement identifier: String
    ) -> (type: TypeExpression, identifiers: [String: String])? {
        guard let start = requiringProtocols[identifier] else { return nil }
        var queue = [start]
        var visited: Set<String> = [start]
        while !queue.isEmpty {
            let protocolIdentifier = queue.removeFirst()
            for member in members[protocolIdentifier] ?? []
            where entries[member]?.kind == .typeAlias && entries[member]?.name == name {
                return aliasedType(of: member, arguments: arguments)
            }
            for parent in conformances[protocolIdentifier] ?? [] where !visited.contains(parent) {
                visited.insert(parent)
                queue.append(parent)
            }
        }
        return nil
    }

    /// Whether the symbol is a class: an entry of the graphs, or a mangled name that says so.
    func isClass(_ identifier: String) -> Bool {
        if let entry = entries[identifier] { return entry.kind == .class }
        return identifier.hasPrefix("s:") && identifier.hasSuffix("C")
    }
}
