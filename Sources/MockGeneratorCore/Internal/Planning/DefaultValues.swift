/// What a wrapper declared without a value answers, as far as the generator can tell from the
/// graph: the `DefaultProvidable` conformances of `Mocking`, and those the graphs declare.
struct DefaultValues {
    private static let standardLiterals: [String: DefaultValue] = [
        "String": .emptyString, "Substring": .emptyString, "Bool": .falseLiteral, "Int": .zero,
        "Int8": .zero, "Int16": .zero, "Int32": .zero, "Int64": .zero, "UInt": .zero,
        "UInt8": .zero, "UInt16": .zero, "UInt32": .zero, "UInt64": .zero, "Double": .zero,
        "Float": .zero,
    ]
    private static let foundationTypes: Set<String> = [
        "Decimal", "CGFloat", "Data", "URL", "URLComponents", "URLQueryItem", "Date", "UUID",
        "Locale",
    ]

    let catalog: SymbolCatalog
    /// The precise identifiers of the names a declaration spells, by spelling.
    let typeIdentifiers: [String: String]

    /// The default value of `type`; `nil` when none is known, and a wrapper answering it is
    /// declared `.unimplemented`.
    func value(of type: TypeExpression) -> DefaultValue? {
        value(of: type, depth: 0)
    }

    /// The default value of `type`, looking through at most a few type aliases the graphs
    /// declare.
    private func value(of type: TypeExpression, depth: Int) -> DefaultValue? {
        let type = type.withoutAttributes.type.withoutParentheses
        if depth < 8, case .named(let components) = type, let last = components.last,
            let identifier = typeIdentifiers[last.name],
            let (aliased, identifiers) = catalog.aliasedType(
                of: identifier, arguments: last.genericArguments)
        {
            return DefaultValues(catalog: catalog, typeIdentifiers: identifiers)
                .value(of: aliased, depth: depth + 1)
        }
        if type.isVoid { return .void }
        switch type {
        case .optional, .implicitlyUnwrappedOptional: return .nilLiteral
        case .array: return .emptyArray
        case .dictionary: return .emptyDictionary
        case .named(var components):
            // `Int`, `Swift.Int`, `Foundation.Date`; other dotted names are nested types.
            if components.count == 2, ["Swift", "Foundation"].contains(components[0].name) {
                components.removeFirst()
            }
            guard components.count == 1 else {
                return graphValue(of: components.map(\.name).joined(separator: "."))
            }
            let name = components[0].name
            let arguments = components[0].genericArguments
            if isStandard(name) {
                switch (name, arguments.count) {
                case ("Optional", 1): return .nilLiteral
                case ("Array", 1), ("Set", 1): return .emptyArray
                case ("Dictionary", 2): return .emptyDictionary
                case ("Result", 2):
                    // A `Result` of a `DefaultProvidable` success is one too.
                    guard let success = value(of: arguments[0], depth: depth) else { return nil }
                    return success.isAnsweredByTheWrapper ? .provided : .success(success)
                case (_, 0):
                    if let literal = Self.standardLiterals[name] { return literal }
                default: break
                }
            }
            if Self.foundationTypes.contains(name), arguments.isEmpty, isFoundation(name) {
                return .provided
            }
            return graphValue(of: name)
        // A tuple of types that have defaults has theirs, written where the wrapper is declared.
        case .tuple(let elements) where elements.count > 1:
            var values: [DefaultValue] = []
            for element in elements {
                guard !element.isVariadic, let value = value(of: element.type, depth: depth)
                else { return nil }
                values.append(value)
            }
            return .tuple(labels: elements.map(\.label), values)
        default:
            return nil
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

    private func graphValue(of name: String) -> DefaultValue? {
        guard let identifier = typeIdentifiers[name] else { return nil }
        if catalog.conformsToDefaultProvidable(identifier) { return .provided }
        return catalog.firstPlainCase(of: identifier).map { .enumCase($0) }
    }
}
