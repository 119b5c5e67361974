/// Writes type names so that they resolve in the mock's file as they do in the protocol's: a
/// bare name that another imported module also declares, or that the mock's own generic
/// parameters shadow, is qualified with its module (`Foundation.URL`, `Tracing.Span`).
struct TypeQualifier {
    let catalog: SymbolCatalog
    /// The modules the mock's file imports, as imported (`Foundation`, not
    /// `FoundationEssentials`), with the standard library.
    let importedModules: Set<String>
    /// Names the mock declares itself: its generic parameters and type aliases.
    let shadowedNames: Set<String>
    /// The top-level type names of each imported module.
    private let names: [String: Set<String>]

    init(catalog: SymbolCatalog, importedModules: Set<String>, shadowedNames: Set<String>) {
        self.catalog = catalog
        self.importedModules = importedModules.union(["Swift"])
        self.shadowedNames = shadowedNames
        var names: [String: Set<String>] = [:]
        for module in self.importedModules {
            names[module] = KnownTypeNames.names(of: module, in: catalog)
        }
        self.names = names
    }

    /// `type` with its ambiguous or shadowed names qualified, `identifiers` giving the precise
    /// identifier of each name as the declaration spells it.
    func qualified(_ type: TypeExpression, identifiers: [String: String]) -> TypeExpression {
        type.rewritten { type in
            guard case .named(var components) = type, let first = components.first,
                let identifier = identifiers[first.name],
                let module = module(of: identifier), needsQualification(first.name, in: module)
            else { return nil }
            components = components.map { component in
                var component = component
                component.genericArguments = component.genericArguments.map {
                    qualified($0, identifiers: identifiers)
                }
                return component
            }
            return .named([.init(name: module, genericArguments: [])] + components)
        }
    }

    /// `constraint` with each name that a generic parameter of a member hides qualified with
    /// its module: in `func receive<Subscriber>(_: Subscriber) where Subscriber: Subscriber`,
    /// the protocol is `OpenCombine.Subscriber`, which the graph's declaration writes bare.
    func qualified(
        _ constraint: TypeExpression, hiddenBy genericParameters: Set<String>,
        identifiers: [String: String]
    ) -> TypeExpression {
        constraint.rewritten { type in
            guard case .named(let components) = type, let first = components.first,
                genericParameters.contains(first.name), let identifier = identifiers[first.name],
                let module = module(of: identifier)
            else { return nil }
            return .named([.init(name: module, genericArguments: [])] + components)
        }
    }

    /// The module a file imports to name the symbol: `Foundation` for `FoundationEssentials`.
    private func module(of identifier: String) -> String? {
        let declaring =
            catalog.entries[identifier]?.module
            ?? ModuleName.of(preciseIdentifier: identifier)
        guard let declaring else { return nil }
        return ModuleName.importedName(of: declaring) ?? "Swift"
    }

    /// Whether a module the file imports, the standard library included, declares a type of
    /// this name at its top level.
    func isDeclaredAtTopLevel(_ name: String) -> Bool {
        names.values.contains { $0.contains(name) }
    }

    /// Whether a module the file imports, other than `Mocking`, declares a type of this name
    /// at its top level.
    func isDeclaredOutsideMocking(_ name: String) -> Bool {
        names.contains { module, names in module != "Mocking" && names.contains(name) }
    }

    private func needsQualification(_ name: String, in module: String) -> Bool {
        if shadowedNames.contains(name) { return true }
        // A module that declares a type named after itself cannot qualify its names.
        if names[module]?.contains(module) == true { return false }
        // Foundation's names include FoundationNetworking's, which is Foundation on Apple
        // platforms: a name of one is not ambiguous with the other.
        let foundation: Set = ["Foundation", "FoundationNetworking"]
        return importedModules.contains { other in
            other != module && other != "Swift" && names[other]?.contains(name) == true
                && !(foundation.contains(module) && foundation.contains(other))
        }
    }
}
