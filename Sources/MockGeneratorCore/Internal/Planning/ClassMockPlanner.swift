/// Plans the mock of a class: a subclass that overrides every member it can, each answering as
/// the class does until a test stubs it; ``MockRenderer`` writes the result.
struct ClassMockPlanner {
    let model: ClassModel
    let catalog: SymbolCatalog
    /// The comment lines the file starts with, without `// `.
    let header: [String]

    /// `MockRouter`; `MockOuterRouter` for a class nested in a type, `Outer.Router`.
    var className: String { "Mock" + model.path.joined().filter { $0 != "`" } }

    /// The plan of the class's mock.
    func plan() -> MockPlan {
        let imports = self.imports()
        let genericNames = Set(model.declaration.genericParameters.map(\.name))
        let qualifier = TypeQualifier(
            catalog: catalog, importedModules: imports.visible, shadowedNames: genericNames)
        let mockType = MockType(
            name: className, isGeneric: !genericNames.isEmpty, isActor: false,
            globalActor: model.globalActor, genericNames: genericNames.union([className]),
            qualifiesMocking: KnownTypeNames.mocking.contains(
                where: qualifier.isDeclaredOutsideMocking))
        var plan = MockPlan(
            fileName: "\(className).swift", header: header, imports: imports.plan,
            mockedName: model.path.joined(separator: "."),
            type: typeDeclaration(qualifier: qualifier))
        plan.convenienceInitializer = convenienceInitializer()
        var notOverridden = model.notOverridable.map {
            LeftOutMember(member: $0.member ?? "a member", reason: $0.message)
        }
        plan.warnings = model.notOverridable.map(warning)
        planMembers(
            mockType: mockType, qualifier: qualifier, into: &plan, notOverridden: &notOverridden)
        plan.subject = .subclass(notOverridden: notOverridden)
        return plan
    }

    /// Plans each member the mock overrides, naming the wrappers across all of them.
    private func planMembers(
        mockType: MockType, qualifier: TypeQualifier, into plan: inout MockPlan,
        notOverridden: inout [LeftOutMember]
    ) {
        let planner = MemberPlanner(mockType: mockType, catalog: catalog)
        // `Self` stays the class's own: a member that names it is left to the class.
        let rewriter = RequirementRewriter(
            className: "Self", associatedTypeNames: [],
            resolution: AssociatedTypeResolution(), qualifier: qualifier)
        var overridden:
            [(parent: String?, requirement: Requirement, approach: MemberPlanner.Approach)] = []
        for group in model.groups {
            for requirement in group.requirements {
                let rewritten = rewriter.rewritten(requirement)
                let approach = planner.approach(rewritten)
                if let reason = planner.whyNotOverridden(rewritten, approach: approach) {
                    notOverridden.append(.init(member: requirement.key, reason: reason))
                    plan.warnings.append(
                        warning(
                            GenerationProblem(
                                message: reason, member: requirement.key,
                                location: requirement.location)))
                    continue
                }
                overridden.append((group.parent, rewritten, approach))
            }
        }
        let names = MockNaming.names(
            of: overridden.map { _, requirement, _ in
                MockNaming.Member(
                    baseName: MockNaming.baseName(of: requirement),
                    labels: requirement.signature.argumentLabels,
                    parameterTypes: requirement.signature.parameters.map(\.type),
                    result: requirement.kind.isProperty ? nil : requirement.signature.type)
            }
        ).map { $0 + "Mock" }
        var holder = MockPlan.StaticsHolder(name: mockType.staticsHolder, wrappers: [])
        var previousParent: String??
        for ((parent, requirement, approach), name) in zip(overridden, names) {
            var member = planner.overridePlan(requirement, approach: approach, wrapperName: name)
            if previousParent != .some(parent), let parent {
                member.inheritedFrom = parent
            }
            previousParent = .some(parent)
            holder.wrappers += MockPlanner.heldWrappers(of: member).map {
                MockPlan.HeldWrapper(wrapper: $0, lintRules: member.lintRules)
            }
            plan.members.append(member)
        }
        if !holder.wrappers.isEmpty { plan.staticsHolder = holder }
    }

    /// The warning about a member the mock leaves to the class.
    private func warning(_ problem: GenerationProblem) -> String {
        GeneratorWarning.text(
            "cannot mock \(problem.member ?? "a member") of \(model.name): \(problem.message); "
                + "the mock keeps the class's implementation",
            file: "\(className).swift", location: problem.location)
    }

    /// `final class MockRouter: Router`, generic as the class is.
    private func typeDeclaration(qualifier: TypeQualifier) -> MockPlan.TypeDeclaration {
        let superclass = qualifier.qualified(model.type, identifiers: model.typeIdentifiers)
        // A subclass of a `Sendable` class restates it; one isolated to a global actor is
        // `Sendable` by its isolation.
        let isUncheckedSendable = model.isSendable && model.globalActor == nil
        return MockPlan.TypeDeclaration(
            name: className, isActor: false, attributes: [model.globalActor].compactMap { $0 },
            availability: AvailabilityRenderer.attributes(
                model.availability, forStoredProperty: false),
            genericParameters: model.declaration.genericParameters.map {
                AssociatedTypeResolution.GenericParameter(
                    name: $0.name, constraints: [$0.constraint].compactMap { $0 })
            },
            inheritance: [superclass.description]
                + (isUncheckedSendable ? ["@unchecked Sendable"] : []),
            whereClause: model.declaration.whereClause, isUncheckedSendable: isUncheckedSendable,
            lintExemptions: [])
    }

    /// `convenience init() { self.init(base: .defaultValue) }`, when the class has no
    /// initializer called without arguments and one whose arguments the generator can give: a
    /// test then creates the mock without the class's dependencies.
    private func convenienceInitializer() -> MockPlan.ConvenienceInitializer? {
        // `init(trimming: Bool = true)` is called as `init()` already, and `self.init()` in
        // the mock's `init()` would call itself.
        guard
            !model.initializers.contains(where: {
                $0.signature.parameters.allSatisfy(\.hasDefaultValue)
            })
        else { return nil }
        let defaults = DefaultValues(catalog: catalog, typeIdentifiers: model.typeIdentifiers)
        for initializer in model.initializers
        where initializer.optionality == nil && initializer.signature.throwsClause == nil
            && !initializer.signature.isAsync && initializer.signature.genericParameters.isEmpty
        {
            let arguments = initializer.signature.parameters.compactMap { parameter -> String?? in
                if parameter.hasDefaultValue { return .some(nil) }
                guard !parameter.isVariadic,
                    let value = defaults.knowledge(of: parameter.type).expression
                else { return nil }
                return (parameter.label.map { "\($0): " } ?? "") + value
            }
            guard arguments.count == initializer.signature.parameters.count else { continue }
            return .init(
                superclassCall: "super.init(\(arguments.compactMap { $0 }.joined(separator: ", ")))"
            )
        }
        return nil
    }

    /// `import Mocking` and the modules of the class and of the types its members name; the
    /// class's own `@testable`, when the mock reaches it or its members so.
    private func imports() -> MockPlanner.ImportedModules {
        var modules: Set<String> = ["Mocking"]
        for module in model.referencedModules {
            if let imported = ModuleName.importedName(of: module) { modules.insert(imported) }
        }
        if modules.contains("FoundationNetworking") { modules.insert("Foundation") }
        let testable: Set<String> = model.isTestable ? [model.module] : []
        if !model.isTestable, let imported = ModuleName.importedName(of: model.module) {
            modules.insert(imported)
        }
        let visible = modules.union(testable)
        let importsFoundationNetworking = modules.remove("FoundationNetworking") != nil
        modules.subtract(testable)
        return MockPlanner.ImportedModules(
            plan: MockPlan.Imports(
                modules: modules.sorted(), testable: testable.sorted(),
                importsFoundationNetworking: importsFoundationNetworking),
            visible: visible)
    }
}
