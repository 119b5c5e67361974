extension MockPlanner {
    /// The modules a mock's file imports: the plan's, and those whose names it can see, as
    /// imported.
    struct ImportedModules {
        var plan: MockPlan.Imports
        /// Every module the file imports, `@testable` or not, `FoundationNetworking` included.
        var visible: Set<String>
    }

    /// `import Mocking`, the modules of the protocols or class and of the types their members
    /// name; `@testable` for the module of an internal protocol or class, and of a superclass a
    /// test target subclasses only so.
    func imports() -> ImportedModules {
        var declaring: [String]
        var testable: Set<String> = []
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            declaring = model.declaringModules + model.referencedModules.sorted()
            if !["public", "open", "package"].contains(model.accessLevel) {
                testable.insert(model.module)
            }
            if let module = model.superclass?.testableModule { testable.insert(module) }
        case .subclass(let model):
            declaring = model.referencedModules.sorted()
            if model.isTestable {
                testable.insert(model.module)
            } else {
                declaring.append(model.module)
            }
        }
        var modules = Set(["Mocking"] + declaring.compactMap(ModuleName.importedName(of:)))
        // On Linux, `URLSession` and its kin are FoundationNetworking's; on Apple platforms,
        // Foundation's.
        if modules.contains("FoundationNetworking") { modules.insert("Foundation") }
        let visible = modules.union(testable)
        let importsFoundationNetworking = modules.remove("FoundationNetworking") != nil
        modules.subtract(testable)
        return ImportedModules(
            plan: MockPlan.Imports(
                modules: modules.sorted(), testable: testable.sorted(),
                importsFoundationNetworking: importsFoundationNetworking),
            visible: visible)
    }
}
