/// What a wrapper declared without a value answers, as far as the generator can tell from the
/// graph: the `DefaultProvidable` conformances of `Mocking`, and those the graphs declare.
struct DefaultValues {
    /// What the generator knows of a type's default value.
    enum Knowledge: Equatable {
        /// `Void`: the wrapper does nothing.
        case void
        /// A value spelled as a literal: `nil`, `[]`, `[:]`, `""`, `false`, `0`.
        case literal(String)
        /// A `DefaultProvidable` type without a literal: `.defaultValue`.
        case provided
        /// A value written out where the wrapper is declared, as the type is not
        /// `DefaultProvidable`: an enum's first case without associated values, `.debug`.
        case value(String)
        /// No default value is known: the wrapper is declared `.unimplemented`.
        case unknown

        var isKnown: Bool { self != .unknown }

        /// The value as an expression, where the type is known from the context.
        var expression: String? {
            switch self {
            case .void: "()"
            case .literal(let literal): literal
            case .provided: ".defaultValue"
            case .value(let value): value
            case .unknown: nil
            }
        }

        /// How a method wrapper (`Mock`, `AsyncMock`, …) answering the type is declared: as it
        /// is, `returning:` the value to write out, or `.unimplemented`.
        var initial: WrapperPlan.Initial {
            switch self {
            case .void, .literal, .provided: .none
            case .value(let value): .returning(value)
            case .unknown: .unimplemented
            }
        }

        /// How a `PropertyMock` of the type is declared: as it is, `= value`, or
        /// `.unimplemented`.
        var propertyInitial: WrapperPlan.Initial {
            switch self {
            case .void, .literal, .provided: .none
            case .value(let value): .assigned(value)
            case .unknown: .unimplemented
            }
        }
    }

    private static let standardLiterals: [String: String] = [
        "String": "\"\"", "Substring": "\"\"", "Bool": "false", "Int": "0", "Int8": "0",
        "Int16": "0", "Int32": "0", "Int64": "0", "UInt": "0", "UInt8": "0", "UInt16": "0",
        "UInt32": "0", "UInt64": "0", "Double": "0", "Float": "0",
    ]
    private static let foundationTypes: Set<String> = [
        "Decimal", "CGFloat", "Data", "URL", "URLComponents", "URLQueryItem", "Date", "UUID",
        "Locale",
    ]

    let catalog: SymbolCatalog
    /// The precise identifiers of the names a declaration spells, by spelling.
    let typeIdentifiers: [String: String]

    func knowledge(of type: TypeExpression) -> Knowledge {
        knowledge(of: type, depth: 0)
    }

    /// What is known of `type`, looking through at most a few type aliases the graphs declare.
    private func knowledge(of type: TypeExpression, depth: Int) -> Knowledge {
        let type = type.withoutAttributes.type.withoutParentheses
        if depth < 8, case .named(let components) = type, let last = components.last,
            let identifier = typeIdentifiers[last.name],
            let (aliased, identifiers) = catalog.aliasedType(of: identifier)
        {
            return DefaultValues(catalog: catalog, typeIdentifiers: identifiers)
                .knowledge(of: aliased, depth: depth + 1)
        }
        if type.isVoid { return .void }
        switch type {
        case .optional, .implicitlyUnwrappedOptional: return .literal("nil")
        case .array: return .literal("[]")
        case .dictionary: return .literal("[:]")
        case .named(var components):
            // `Int`, `Swift.Int`, `Foundation.Date`; other dotted names are nested types.
            if components.count == 2, ["Swift", "Foundation"].contains(components[0].name) {
                components.removeFirst()
            }
            guard components.count == 1 else {
                return graphKnowledge(of: components.map(\.name).joined(separator: "."))
            }
            let name = components[0].name
            let arguments = components[0].genericArguments
            if isStandard(name) {
                switch (name, arguments.count) {
                case ("Optional", 1): return .literal("nil")
                case ("Array", 1), ("Set", 1): return .literal("[]")
                case ("Dictionary", 2): return .literal("[:]")
                case ("Result", 2):
                    switch knowledge(of: arguments[0], depth: depth) {
                    case .value(let value): return .value(".success(\(value))")
                    case .unknown: return .unknown
                    case .void, .literal, .provided: return .provided
                    }
                case (_, 0):
                    if let literal = Self.standardLiterals[name] { return .literal(literal) }
                default: break
                }
            }
            if Self.foundationTypes.contains(name), arguments.isEmpty, isFoundation(name) {
                return .provided
            }
            return graphKnowledge(of: name)
        default:
            return .unknown
        }
    }

    /// Whether `name` is the standard library's: its identifier says so, or it has none (the
    /// declarations the generator writes itself).
    private func isStandard(_ name: String) -> Bool {
        guard let identifier = typeIdentifiers[name] else { return true }
        return ModuleName.of(preciseIdentifier: identifier) == "Swift"
    }

    private func isFoundation(_ name: String) -> Bool {
        guard let identifier = typeIdentifiers[name] else { return true }
        let module = ModuleName.of(preciseIdentifier: identifier).flatMap(ModuleName.importedName)
        return module == "Foundation"
    }

    private func graphKnowledge(of name: String) -> Knowledge {
        guard let identifier = typeIdentifiers[name] else { return .unknown }
        if catalog.conformsToDefaultProvidable(identifier) { return .provided }
        return catalog.firstPlainCase(of: identifier).map { .value(".\($0)") } ?? .unknown
    }
}
