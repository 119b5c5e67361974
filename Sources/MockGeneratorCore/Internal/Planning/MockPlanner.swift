/// Plans the mock of one protocol: reads its model and decides every part of the file, in
/// named steps; ``MockRenderer`` writes the result.
struct MockPlanner {
    let model: ProtocolModel
    let catalog: SymbolCatalog
    /// The comment lines the file starts with, without `// `.
    let header: [String]
    /// The mock's name, when it is a partner of another (`MockKeyEphemeral`).
    var partnerName: String?
    /// The associated types a partner's mock has fixed by the mock it is a partner of.
    var pins: [String: TypeExpression] = [:]

    /// `MockClock`; `MockOuterDelegate` for a protocol nested in a type, `Outer.Delegate`.
    var className: String { partnerName ?? "Mock" + model.path.joined().filter { $0 != "`" } }

    /// The plan of the protocol's mock.
    /// - Throws: When no mock of the protocol can be written: its superclass has no
    ///   initializer a subclass can call.
    func plan() throws(GenerationProblem) -> MockPlan {
        let imports = self.imports()
        var resolution = AssociatedTypeResolution(model, className: className, pins: pins)
        let qualifier = TypeQualifier(
            catalog: catalog, importedModules: imports.visible,
            shadowedNames: Set(
                resolution.genericParameters.map(\.name) + resolution.typeAliases.map(\.name)))
        resolution.qualify(with: qualifier, model: model)
        let initialization = try superclassInitialization()
        let mockType = self.mockType(
            resolution, qualifier: qualifier, superclassCall: initialization.call)
        var plan = MockPlan(
            fileName: "\(className).swift", header: header, imports: imports.plan,
            mockedName: model.path.joined(separator: "."),
            type: typeDeclaration(resolution, qualifier: qualifier),
            typeAliases: resolution.typeAliases.map { .init(name: $0.name, type: $0.type) })
        if let call = initialization.convenience {
            plan.convenienceInitializer = .init(superclassCall: call)
        }
        plan.plainInitializer = plainInitializer(superclassCall: initialization.call)
        plan.requiredInitializers = requiredInitializers()
        plan.partners = try partners(of: resolution)
        for partner in plan.partners {
            plan.imports.modules = Array(Set(plan.imports.modules + partner.imports.modules))
                .sorted()
            plan.imports.testable = Array(Set(plan.imports.testable + partner.imports.testable))
                .sorted()
            plan.warnings += partner.warnings
        }
        if canBeSpy(plan), partnerName == nil {
            plan.spyInitializer = SpyInitializer(
                protocolName: plan.mockedName,
                sameTypeRequirements: spySameTypeRequirements(resolution), mutatesLive: false,
                notForwarded: [])
        }
        try planMembers(resolution, qualifier: qualifier, mockType: mockType, into: &plan)
        // A mock with nothing to forward needs no spy.
        if let spy = plan.spyInitializer, spy.notForwarded.isEmpty,
            !plan.members.contains(where: { $0.liveForwarding != nil })
        {
            plan.spyInitializer = nil
        }
        return plan
    }

    /// The plans of the partner mocks `resolution` asks for.
    /// - Throws: When a partner's protocol is unknown, or its mock would be generic.
    private func partners(of resolution: AssociatedTypeResolution) throws(GenerationProblem)
        -> [MockPlan]
    {
        try resolution.partners.map { partner throws(GenerationProblem) in
            let problem = GenerationProblem(
                message: "its associated type \(partner.associatedType) is constrained back to "
                    + "it, which a generic mock cannot say, and no mock of its own can be given it")
            guard let entry = catalog.entries[partner.protocolIdentifier],
                entry.kind == .protocol
            else { throw problem }
            var planner = MockPlanner(
                model: try ProtocolModel(entry, in: catalog), catalog: catalog, header: header)
            planner.partnerName = partner.className
            planner.pins = partner.pins
            var plan = try planner.plan()
            plan.subject = .partner(of: className, associatedType: partner.associatedType)
            guard plan.type.genericParameters.isEmpty, plan.partners.isEmpty else { throw problem }
            return plan
        }
    }

    /// Plans every requirement, then names the wrappers across all of them, and gathers what
    /// the members decide of the whole file: warnings, lint exemptions, the statics holder.
    private func planMembers(
        _ resolution: AssociatedTypeResolution, qualifier: TypeQualifier, mockType: MockType,
        into plan: inout MockPlan
    ) throws(GenerationProblem) {
        let planner = MemberPlanner(mockType: mockType, catalog: catalog)
        let rewriter = RequirementRewriter(
            className: className, associatedTypeNames: Set(model.associatedTypes.map(\.name)),
            resolution: resolution, qualifier: qualifier)
        let groups = model.groups.map { group in
            (
                parent: group.parent,
                requirements: group.requirements.compactMap {
                    requirement -> (Requirement, MemberPlanner.Approach)? in
                    if resolution.skipsIdentifiableID, requirement.origin == "Swift.Identifiable" {
                        return nil
                    }
                    let rewritten = rewriter.rewritten(requirement)
                    return (rewritten, planner.approach(rewritten))
                }
            )
        }
        let planned = groups.flatMap(\.requirements)
        if mockType.isGeneric,
            let (requirement, _) = planned.first(where: { isSelfReferential($0.0) })
        {
            throw GenerationProblem(
                message: "a mock generic over "
                    + resolution.genericParameters.map(\.name).joined(separator: ", ")
                    + " cannot implement it: Swift rejects the generic requirements of "
                    + "\(requirement.key), which name the mock itself; write this mock by hand, "
                    + "giving "
                    + resolution.genericParameters.map(\.name).joined(separator: " and ")
                    + " types of its own", member: requirement.key,
                location: requirement.location)
        }
        var names = wrapperNames(of: planned).makeIterator()
        var holder = MockPlan.StaticsHolder(name: mockType.staticsHolder, wrappers: [])
        for (parent, requirements) in groups {
            for (index, (requirement, approach)) in requirements.enumerated() {
                if case .placeholder(let reason, _) = approach {
                    plan.warnings.append(
                        GeneratorWarning.text(
                            "cannot mock \(requirement.key) of \(model.name): \(reason)",
                            file: plan.fileName, location: requirement.location))
                }
                let name =
                    MemberPlanner.namingMember(requirement, approach: approach) != nil
                    ? names.next() : nil
                var member = planner.plan(requirement, approach: approach, wrapperName: name)
                if var spy = plan.spyInitializer {
                    let (forwarding, reason) = liveForwarding(
                        of: member, requirement, mockType: mockType)
                    member.liveForwarding = forwarding
                    if let reason {
                        spy.notForwarded.append(.init(member: requirement.key, reason: reason))
                    }
                    spy.mutatesLive = spy.mutatesLive || mutatesLive(member, requirement)
                    plan.spyInitializer = spy
                }
                if index == 0, let parent {
                    member.inheritedFrom =
                        parent.split(separator: ".").last.map(String.init) ?? parent
                }
                holder.wrappers += Self.heldWrappers(of: member).map {
                    MockPlan.HeldWrapper(wrapper: $0, lintRules: member.lintRules)
                }
                plan.members.append(member)
            }
        }
        if !holder.wrappers.isEmpty { plan.staticsHolder = holder }
        let storage = Self.instanceWrapperStorage(of: plan.members)
        for index in plan.members.indices {
            if case .mirror = plan.members[index].implementation {
                plan.members[index].implementation = .mirror(children: storage)
            }
        }
        // Overloads that differ in their types alone and end in a closure are what the protocol
        // declares, but lint asks to rename them.
        var closureOverloads: [String: Int] = [:]
        for (requirement, _) in planned {
            guard case .method = requirement.kind,
                requirement.signature.parameters.last?.type.functionType != nil
            else { continue }
            closureOverloads[requirement.key, default: 0] += 1
        }
        if closureOverloads.values.contains(where: { $0 > 1 }) {
            plan.type.lintExemptions.append("AmbiguousTrailingClosureOverload")
        }
    }

    /// The standard library's generic types that constrain none of their generic parameters.
    private static let unconstrainedGenericTypes: Set<String> = [
        "KeyPath", "PartialKeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "Array",
        "ArraySlice", "ContiguousArray", "Optional",
    ]

    /// Whether a generic member of a generic mock has requirements of its own and names the
    /// mock among a type's generic arguments, as `AliasedField<MockAlias, Field>`: Swift finds
    /// its requirements self-referential when the type constrains that argument, so not in the
    /// ``unconstrainedGenericTypes`` (`KeyPath<From, MockEagerLoadable>`).
    private func isSelfReferential(_ requirement: Requirement) -> Bool {
        let signature = requirement.signature
        guard !signature.genericParameters.isEmpty, !signature.whereClause.isEmpty else {
            return false
        }
        let types = signature.parameters.map(\.type) + [signature.type].compactMap { $0 }
        return types.contains { type in
            type.contains { part in
                guard case .named(let components) = part else { return false }
                return components.contains { component in
                    !Self.unconstrainedGenericTypes.contains(component.name)
                        && component.genericArguments.contains {
                            $0.referencedNames.contains(className)
                        }
                }
            }
        }
    }

    /// The names of the wrappers of the requirements that have one, in order. The members keep
    /// their names, properties mocked by a `@PropertyMock` too; no wrapper may take one
    /// (`fetchMock()` beside `fetch()`), and a wrapper renamed for a member takes a number no
    /// other wrapper has either.
    private func wrapperNames(of planned: [(Requirement, MemberPlanner.Approach)]) -> [String] {
        let namingMembers = planned.compactMap { MemberPlanner.namingMember($0, approach: $1) }
        let propertyNames = Set(
            planned.map { requirement, _ in
                requirement.signature.name.filter { $0 != "`" }
            })
        let wrapperNames = MockNaming.names(of: namingMembers).map { $0 + "Mock" }
        var taken = propertyNames.union(wrapperNames)
        return wrapperNames.map { wrapper in
            guard propertyNames.contains(wrapper) else { return wrapper }
            let name = wrapper.dropLast("Mock".count)
            var number = 2
            while taken.contains("\(name)\(number)Mock") { number += 1 }
            taken.insert("\(name)\(number)Mock")
            return "\(name)\(number)Mock"
        }
    }

    /// The wrappers of `member` that the statics holder keeps.
    static func heldWrappers(of member: MemberPlan) -> [WrapperPlan] {
        wrappers(of: member).filter { wrapper in
            if case .held = wrapper.storage { return true }
            return false
        }
    }

    /// The wrappers `member` declares.
    static func wrappers(of member: MemberPlan) -> [WrapperPlan] {
        switch member.implementation {
        case .body, .mirror, .placeholder: []
        case .storedProperty(let wrapper), .computedProperty(let wrapper),
            .overridingProperty(let wrapper):
            [wrapper]
        case .forwarding(let forwarding), .overriding(let forwarding):
            [forwarding.wrapper] + [forwarding.setter?.wrapper].compactMap { $0 }
        }
    }

    /// The names the storage of the mock's instance wrappers has, as a mirror of the class
    /// lists its stored properties: `_fetchMock` for a property wrapper, `nowMock` for a `let`.
    static func instanceWrapperStorage(of members: [MemberPlan]) -> [String] {
        members.flatMap(wrappers(of:)).compactMap { wrapper in
            let name = wrapper.name.filter { $0 != "`" }
            switch wrapper.storage {
            case .attached: return "_" + name
            case .constant(let constant): return constant.isStatic ? nil : name
            case .held: return nil
            }
        }
    }

    /// How the mock is declared, as far as the protocol alone decides.
    private func typeDeclaration(
        _ resolution: AssociatedTypeResolution, qualifier: TypeQualifier
    ) -> MockPlan.TypeDeclaration {
        let superclassName = model.superclass.map { superclass in
            let type = superclass.type ?? .named(superclass.name)
            guard let identifier = superclass.identifier else { return type.description }
            return qualifier.qualified(
                type,
                identifiers: model.typeIdentifiers.merging([superclass.name: identifier]) {
                    _, new in new
                }
            ).description
        }
        let isUncheckedSendable =
            model.inheritsSendable && !model.isActor && model.globalActor == nil
        return MockPlan.TypeDeclaration(
            name: className, isActor: model.isActor,
            attributes: model.isActor ? [] : [model.globalActor].compactMap { $0 },
            availability: AvailabilityRenderer.attributes(
                model.availability, forStoredProperty: false),
            genericParameters: resolution.genericParameters,
            inheritance: [superclassName, model.path.joined(separator: ".")].compactMap { $0 }
                + (isUncheckedSendable ? ["@unchecked Sendable"] : []),
            whereClause: resolution.whereClause, isUncheckedSendable: isUncheckedSendable,
            lintExemptions: [])
    }

    /// What the members' planning needs to know of the mock's type.
    private func mockType(
        _ resolution: AssociatedTypeResolution, qualifier: TypeQualifier, superclassCall: String
    ) -> MockType {
        MockType(
            name: className, isGeneric: !resolution.genericParameters.isEmpty,
            isActor: model.isActor, globalActor: model.isActor ? nil : model.globalActor,
            genericNames: Set(resolution.genericParameters.map(\.name) + [className]),
            noncopyableNames: Set(
                resolution.genericParameters.filter { parameter in
                    parameter.constraints.contains {
                        $0.contains { if case .suppressed = $0 { true } else { false } }
                    }
                }.map(\.name)),
            superclassInitializers: model.superclass.map {
                Set(($0.initializers ?? []).map(\.key))
            },
            requiredSuperclassInitializers: Set(
                (model.superclass?.requiredInitializers ?? []).map(\.key)),
            superclassInitializerCall: superclassCall,
            qualifiesMocking: KnownTypeNames.mocking.contains(
                where: qualifier.isDeclaredOutsideMocking))
    }
}
