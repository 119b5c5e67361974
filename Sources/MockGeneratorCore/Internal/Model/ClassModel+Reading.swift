extension ClassModel {
    /// Reads the class `entry` and its superclasses from `catalog`.
    ///
    /// With `isPublicOnly`, the class is another module's: only an `open` class can be
    /// subclassed, and only its `open` members overridden. Otherwise a test target subclasses it
    /// through a `@testable` import, and overrides every member that is not `final`.
    /// - Throws: When no subclass can be written: the class is an actor, `final`, not `open` in
    ///   another module, or has no initializer a subclass can inherit.
    init(_ entry: SymbolCatalog.Entry, in catalog: SymbolCatalog, isPublicOnly: Bool)
        throws(ModelProblem)
    {
        let declaration = try HierarchyReader.parse(entry.declarationText, of: entry.name)
        let accessLevel = catalog.effectiveAccessLevel(of: entry)
        let location = entry.symbol.location
        if declaration.kind == .actor {
            throw ModelProblem(
                message: "it is an actor, and an actor cannot be subclassed; mock a protocol it "
                    + "conforms to instead", location: location)
        }
        if declaration.modifiers.contains(.final) {
            throw ModelProblem(
                message: "it is final, so no mock can subclass it; mock a protocol it conforms "
                    + "to instead", location: location)
        }
        if isPublicOnly, accessLevel != "open" {
            throw ModelProblem(
                message: "it is \(accessLevel), not open, so no other module can subclass it",
                location: location)
        }
        var reader = ClassReader(root: entry, catalog: catalog, isPublicOnly: isPublicOnly)
        reader.read()
        guard !reader.initializers.isEmpty else {
            throw ModelProblem(
                message: "no initializer of it is one a subclass can inherit", location: location)
        }
        self.init(
            name: entry.name,
            path: entry.symbol.pathComponents.isEmpty ? [entry.name] : entry.symbol.pathComponents,
            module: entry.module, accessLevel: accessLevel, declaration: declaration,
            availability: entry.symbol.availability ?? [], groups: reader.groups,
            notOverridable: reader.notOverridable, initializers: reader.initializers,
            initializersAreComplete: reader.initializersAreComplete,
            referencedModules: reader.referencedModules, typeIdentifiers: reader.typeIdentifiers,
            isTestable: !isPublicOnly, isSendable: reader.isSendable)
    }
}
