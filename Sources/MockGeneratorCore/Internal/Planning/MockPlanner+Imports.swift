extension MockPlanner {
    /// The modules a mock's file imports: the plan's, and those whose names it can see, as
    /// imported.
    struct ImportedModules {
        var plan: MockPlan.Imports
        /// Every module the file imports, `@testable` or not, `FoundationNetworking` included.
        var visible: Set<String>
    }

    /// `import Mocking`, the modules of the protocols and of the types the requirements name;
    /// `@testable` for the module of an internal protocol, and of a superclass a test target
    /// subclasses only so.
    func imports() -> ImportedModules {
        var modules = Set(["Mocking"])
        var testable: Set<String> = []
        for module in model.declaringModules {
            if let imported = ModuleName.importedName(of: module) { modules.insert(imported) }
        }
        if !["public", "open", "package"].contains(model.accessLevel) {
            testable.insert(model.module)
        }
        if let module = model.superclass?.testableModule { testable.insert(module) }
        for module in model.referencedModules {
            if let imported = ModuleName.importedName(of: module) { modules.insert(imported) }
        }
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
