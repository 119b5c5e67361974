/// Plans the mock of a protocol or a class: reads its model and decides every part of the file,
/// in named steps; ``MockRenderer`` writes the result.
///
/// ```swift
/// let plan = try MockPlanner(subject: .conformance(model), catalog: catalog, header: header)
///     .plan()
/// ```
///
/// One planner serves every kind of mock: the steps that differ by ``MockSubject`` switch over
/// it, and the others (the mock's name, imports, members, naming, the statics holder, the
/// degradations) are written once.
struct MockPlanner {
    let subject: MockSubject
    let catalog: SymbolCatalog
    /// The comment lines the file starts with, without `// `.
    let header: [String]
    /// How to make less of some members than planning would, by their IDs: see
    /// ``Degradation``. Empty, the plan is the generator's best.
    var degradations: [MemberID: Degradation] = [:]

    init(
        subject: MockSubject, catalog: SymbolCatalog, header: [String],
        degradations: [MemberID: Degradation] = [:]
    ) {
        self.subject = subject
        self.catalog = catalog
        self.header = header
        self.degradations = degradations
    }

    /// `MockClock`; `MockOuterDelegate` for a protocol nested in a type, `Outer.Delegate`.
    var className: String { subject.mockName }

    /// The plan of the mock.
    /// - Throws: When no mock can be written: the superclass has no initializer a subclass can
    ///   call, an associated type constrained back to the protocol can have no mock, or a generic
    ///   mock's member would name the mock in its requirements.
    func plan() throws(PlanningProblem) -> MockPlan {
        let imports = self.imports()
        var resolution = self.resolution()
        let qualifier = TypeQualifier(
            catalog: catalog, importedModules: imports.visible,
            shadowedNames: Set(
                resolution.genericParameters.map(\.name) + resolution.typeAliases.map(\.name)))
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            resolution.qualify(with: qualifier, model: model)
        case .subclass:
            break
        }
        let initialization = try superclassInitialization()
        let mockType = self.mockType(resolution, superclassCall: initialization.call)
        var plan = MockPlan(
            fileName: "\(className).swift", header: header, imports: imports.plan,
            mockedName: subject.mockedName,
            type: typeDeclaration(resolution, qualifier: qualifier),
            typeAliases: resolution.typeAliases.map { .init(name: $0.name, type: $0.type) })
        plan.qualifiesMockingNames = KnownTypeNames.mocking.contains(
            where: qualifier.isDeclaredOutsideMocking)
        plan.convenienceInitializer = initialization.convenience
        plan.plainInitializer = plainInitializer(superclassCall: initialization.call)
        plan.requiredInitializers = requiredInitializers()
        plan.partners = try partners(of: resolution)
        for partner in plan.partners {
            plan.imports.modules = Array(Set(plan.imports.modules + partner.imports.modules))
                .sorted()
            plan.imports.testable = Array(Set(plan.imports.testable + partner.imports.testable))
                .sorted()
        }
        if let start = spyStart(plan) {
            plan.spyInitializer = SpyInitializer(
                protocolName: plan.mockedName,
                sharedAssociatedTypes: spySharedAssociatedTypes(resolution), mutatesLive: false,
                notForwarded: [], start: start)
        }
        var notOverridden: [LeftOutMember] = []
        switch subject {
        case .conformance, .partner:
            break
        case .subclass(let model):
            for problem in model.notOverridable {
                let member = problem.member ?? "a member"
                notOverridden.append(
                    .init(member: member, reason: .notOverridable(problem.message)))
                plan.warnings.append(
                    .notOverridden(
                        member: member, className: model.name,
                        reason: .notOverridable(problem.message), mock: className,
                        location: problem.location))
            }
        }
        try planMembers(
            resolution, qualifier: qualifier, mockType: mockType, into: &plan,
            notOverridden: &notOverridden)
        switch subject {
        case .conformance: plan.subject = .conformance
        case .partner(_, let partner, let mock):
            plan.subject = .partner(of: mock, associatedType: partner.associatedType)
        case .subclass: plan.subject = .subclass(notOverridden: notOverridden)
        }
        // A mock with nothing to forward needs no spy.
        if let spy = plan.spyInitializer, spy.notForwarded.isEmpty,
            !plan.members.contains(where: { $0.liveForwarding != nil })
        {
            plan.spyInitializer = nil
        }
        return plan
    }

    /// How the mock satisfies the associated types of its protocol, or declares the generic
    /// parameters of its class.
    private func resolution() -> AssociatedTypeResolution {
        switch subject {
        case .conformance(let model):
            return AssociatedTypeResolution(model, className: className)
        case .partner(let model, let partner, _):
            return AssociatedTypeResolution(model, className: className, pins: partner.pins)
        case .subclass(let model):
            return AssociatedTypeResolution(
                genericParameters: model.declaration.genericParameters.map {
                    AssociatedTypeResolution.GenericParameter(
                        name: $0.name, constraints: [$0.constraint].compactMap { $0 })
                },
                whereClause: model.declaration.whereClause)
        }
    }

    /// The plans of the partner mocks `resolution` asks for.
    /// - Throws: When a partner's protocol is unknown, or its mock would be generic.
    private func partners(of resolution: AssociatedTypeResolution) throws(PlanningProblem)
        -> [MockPlan]
    {
        try resolution.partners.map { partner throws(PlanningProblem) in
            let problem = PlanningProblem.unpartneredAssociatedType(partner.associatedType)
            guard let entry = catalog.entries[partner.protocolIdentifier],
                entry.kind == .protocol
            else { throw problem }
            let model: ProtocolModel
            do throws(ModelProblem) {
                model = try ProtocolModel(entry, in: catalog)
            } catch {
                throw .model(error)
            }
            let plan = try MockPlanner(
                subject: .partner(model, partner, of: className), catalog: catalog,
                header: header, degradations: degradations
            ).plan()
            guard plan.type.genericParameters.isEmpty, plan.partners.isEmpty else { throw problem }
            return plan
        }
    }

    /// How the mock is declared.
    private func typeDeclaration(
        _ resolution: AssociatedTypeResolution, qualifier: TypeQualifier
    ) -> MockPlan.TypeDeclaration {
        let inheritance: [TypeExpression]
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            let superclass = model.superclass.map { superclass in
                let type = superclass.type ?? .named(superclass.name)
                guard let identifier = superclass.identifier else { return type }
                return qualifier.qualified(
                    type,
                    identifiers: model.typeIdentifiers.merging([superclass.name: identifier]) {
                        _, new in new
                    })
            }
            inheritance = [superclass, .named(subject.mockedName)].compactMap { $0 }
        case .subclass(let model):
            inheritance = [qualifier.qualified(model.type, identifiers: model.typeIdentifiers)]
        }
        // A mock isolated to an actor, global or its own, is `Sendable` by its isolation.
        let isUncheckedSendable =
            subject.isSendable && !subject.isActor && subject.globalActor == nil
        return MockPlan.TypeDeclaration(
            name: className, isActor: subject.isActor,
            attributes: subject.isActor ? [] : [subject.globalActor].compactMap { $0 },
            availability: subject.availability, genericParameters: resolution.genericParameters,
            inheritance: inheritance, whereClause: resolution.whereClause,
            isUncheckedSendable: isUncheckedSendable, lintExemptions: [])
    }

    /// What the members' planning needs to know of the mock's type.
    private func mockType(
        _ resolution: AssociatedTypeResolution, superclassCall: InitializerCall
    ) -> MockType {
        var superclass: Superclass?
        switch subject {
        case .conformance(let model), .partner(let model, _, _): superclass = model.superclass
        case .subclass: superclass = nil
        }
        return MockType(
            name: className, isGeneric: !resolution.genericParameters.isEmpty,
            isActor: subject.isActor, globalActor: subject.isActor ? nil : subject.globalActor,
            genericNames: Set(resolution.genericParameters.map(\.name) + [className]),
            noncopyableNames: Set(
                resolution.genericParameters.filter { parameter in
                    parameter.constraints.contains {
                        $0.contains { if case .suppressed = $0 { true } else { false } }
                    }
                }.map(\.name)),
            superclassInitializers: superclass.map { Set(($0.initializers ?? []).map(\.key)) },
            requiredSuperclassInitializers: Set(
                (superclass?.requiredInitializers ?? []).map(\.key)),
            superclassInitializerCall: superclassCall)
    }
}
