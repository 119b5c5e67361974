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
    /// Who can use the mock, and its partners: `public` for a mocks library.
    var access = MockAccess.internal
    /// How the target that receives the mock compiles it.
    var settings = CompilationSettings()

    init(
        subject: MockSubject, catalog: SymbolCatalog, header: [String],
        degradations: [MemberID: Degradation] = [:], access: MockAccess = .internal,
        settings: CompilationSettings = CompilationSettings()
    ) {
        self.subject = subject
        self.catalog = catalog
        self.header = header
        self.degradations = degradations
        self.access = access
        self.settings = settings
    }

    /// `MockClock`; `MockOuterDelegate` for a protocol nested in a type, `Outer.Delegate`.
    var className: String { subject.mockName }

    /// The plan of the mock.
    /// - Throws: When no mock can be written: the superclass has no initializer a subclass can
    ///   call, an associated type constrained back to the protocol can have no mock, or a public
    ///   mock would need a `@testable` import.
    func plan() throws(PlanningProblem) -> MockPlan {
        let imports = self.imports()
        if access == .public, !imports.plan.testable.isEmpty {
            throw .testableImportInPublicMock(modules: imports.plan.testable)
        }
        var resolution = self.resolution()
        let qualifier = TypeQualifier(
            catalog: catalog, importedModules: imports.visible,
            shadowedNames: Set(
                resolution.genericParameters.map(\.name) + resolution.typeAliases.map(\.name)))
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            resolution.qualify(with: qualifier, model: model)
            if namesGenericParametersApart(resolution) {
                let taken = namesInUse(model, resolution)
                resolution.nameGenericParametersApart { name in
                    taken.contains(name) || qualifier.isDeclaredAtTopLevel(name)
                }
            }
        case .subclass:
            break
        }
        resolution.makePartnersGeneric(className: className)
        let initialization = try superclassInitialization()
        let mockedType = self.mockedType(qualifier: qualifier)
        let mockType = self.mockType(
            resolution, mockedName: mockedType.description, superclassCall: initialization.call)
        var plan = MockPlan(
            fileName: "\(className).swift", header: header, imports: imports.plan,
            mockedName: subject.mockedName,
            type: typeDeclaration(resolution, mockedType: mockedType, qualifier: qualifier),
            typeAliases: resolution.typeAliases.map { .init(name: $0.name, type: $0.type) })
        plan.access = access
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
                protocolName: mockType.mockedName,
                sharedAssociatedTypes: spySharedAssociatedTypes(resolution), mutatesLive: false,
                globalActor: spyGlobalActor(), notForwarded: [], start: start)
        }
        var notOverridden: [LeftOutMember] = []
        switch subject {
        case .conformance, .partner:
            break
        case .subclass(let model):
            (plan.stubbing, plan.stubbingLeftOut) = stubbingInitializers(
                of: model, convenience: initialization.convenience, qualifier: qualifier)
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
        planMembers(
            resolution, qualifier: qualifier, mockType: mockType, into: &plan,
            notOverridden: &notOverridden)
        switch subject {
        case .conformance: plan.subject = .conformance
        case .partner(_, let partner, let mock):
            plan.subject = .partner(of: mock, associatedType: partner.associatedType)
        case .subclass: plan.subject = .subclass(notOverridden: notOverridden)
        }
        if needsPublicPlainInitializer(plan) { plan.plainInitializer = .plain }
        // A mock with nothing to forward needs no spy.
        if let spy = plan.spyInitializer, spy.notForwarded.isEmpty,
            !plan.members.contains(where: { $0.liveForwarding != nil })
        {
            plan.spyInitializer = nil
        }
        return plan
    }

    /// Whether a public mock must declare `init()`: a class or actor of its own, without
    /// initializers, gets one as internal as its module's, which other modules cannot call. A
    /// mock of a class inherits the class's initializers, as public as they are.
    private func needsPublicPlainInitializer(_ plan: MockPlan) -> Bool {
        guard access == .public, plan.plainInitializer == nil, plan.convenienceInitializer == nil,
            !plan.members.contains(where: {
                if case .initializer = $0.member { true } else { false }
            })
        else { return false }
        switch subject {
        case .conformance(let model), .partner(let model, _, _): return model.superclass == nil
        case .subclass: return false
        }
    }

    /// How the mock satisfies the associated types of its protocol, or declares the generic
    /// parameters of its class.
    private func resolution() -> AssociatedTypeResolution {
        switch subject {
        case .conformance(let model):
            return AssociatedTypeResolution(model, className: className)
        case .partner(let model, let partner, _):
            var resolution = AssociatedTypeResolution(
                model, className: className, pins: partner.pins)
            resolution.genericParameters = partner.genericParameters + resolution.genericParameters
            resolution.whereClause = partner.whereClause + resolution.whereClause
            return resolution
        case .subclass(let model):
            return AssociatedTypeResolution(
                genericParameters: model.declaration.genericParameters.map {
                    AssociatedTypeResolution.GenericParameter(
                        name: $0.name, constraints: [$0.constraint].compactMap { $0 })
                },
                whereClause: model.declaration.whereClause)
        }
    }

    /// The names that stand for the mock's generic parameters: theirs, the mock's, and those of
    /// type aliases that only rename one (`typealias Model = ModelType`).
    private func genericNames(_ resolution: AssociatedTypeResolution) -> Set<String> {
        let parameters = Set(resolution.genericParameters.map(\.name))
        let renames = resolution.typeAliases.filter { alias in
            parameters.contains { alias.type == .named($0) }
        }
        return parameters.union(renames.map(\.name) + [className])
    }

    /// The names the mock of `model` declares or its requirements use: its associated types,
    /// type aliases and generic parameters, and the generic parameters of its requirements.
    private func namesInUse(_ model: ProtocolModel, _ resolution: AssociatedTypeResolution)
        -> Set<String>
    {
        var names = Set(model.associatedTypes.map(\.name) + [className])
        names.formUnion(resolution.typeAliases.map(\.name))
        names.formUnion(resolution.genericParameters.map(\.name))
        for group in subject.groups {
            for requirement in group.requirements {
                names.formUnion(requirement.signature.genericParameters.map(\.name))
                names.insert(requirement.signature.name)
            }
        }
        return names
    }

    /// The plans of the partner mocks `resolution` asks for.
    /// - Throws: When a partner's protocol is unknown, or its mock would be generic.
    private func partners(of resolution: AssociatedTypeResolution) throws(PlanningProblem)
        -> [MockPlan]
    {
        try resolution.partners.map { partner throws(PlanningProblem) in
            let problem = PlanningProblem.unpartneredAssociatedType(partner.associatedType)
            var models: [ProtocolModel] = []
            for identifier in [partner.protocolIdentifier] + partner.refinedProtocolIdentifiers {
                guard let entry = catalog.entries[identifier], entry.kind == .protocol else {
                    throw problem
                }
                do throws(ModelProblem) {
                    models.append(try ProtocolModel(entry, in: catalog))
                } catch {
                    throw .model(error)
                }
            }
            // The protocol that refines the others (`AtomicIntegerStorage: AtomicStorage`).
            guard
                let model = models.first(where: { candidate in
                    models.allSatisfy { other in
                        candidate.hierarchy.contains(
                            "\(other.module).\(other.path.joined(separator: "."))")
                    }
                })
            else { throw problem }
            let plan = try MockPlanner(
                subject: .partner(model, partner, of: className), catalog: catalog,
                header: header, degradations: degradations, access: access, settings: settings
            ).plan()
            guard plan.type.genericParameters.count == partner.genericParameters.count,
                plan.partners.isEmpty
            else { throw problem }
            return plan
        }
    }

    /// The protocol or class as the file names it: `Outer.Delegate`, `Box<Content>`; with its
    /// module, `Lib.PropertyListEncoder`, where a module the file imports declares the name too.
    private func mockedType(qualifier: TypeQualifier) -> TypeExpression {
        let type: TypeExpression
        var identifiers: [String: String]
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            type = .named(model.path.map { .init(name: $0, genericArguments: []) })
            identifiers = [:]
        case .subclass(let model):
            type = model.type
            identifiers = model.typeIdentifiers
        }
        let outermost = subject.path[0]
        if let identifier = catalog.identifier(ofTypeAt: outermost, in: subject.module) {
            identifiers[outermost] = identifier
        }
        return qualifier.qualified(type, identifiers: identifiers)
    }

    /// How the mock is declared.
    private func typeDeclaration(
        _ resolution: AssociatedTypeResolution, mockedType: TypeExpression,
        qualifier: TypeQualifier
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
            inheritance = [superclass, conformance(to: mockedType)].compactMap { $0 }
        case .subclass:
            inheritance = [mockedType]
        }
        // A mock isolated to an actor, global or its own, is `Sendable` by its isolation.
        let isUncheckedSendable =
            (subject.isSendable || resolution.isSendableBySelfDefault) && !subject.isActor
            && subject.globalActor == nil
        // Where every declaration is isolated to the main actor, a mock of a protocol that is
        // not says so.
        let isolation =
            subject.globalActor
            ?? (settings.defaultIsolation != nil && !subject.isActor ? "nonisolated" : nil)
        return MockPlan.TypeDeclaration(
            name: className, isActor: subject.isActor,
            attributes: subject.isActor ? [] : [isolation].compactMap { $0 },
            availability: subject.availability, genericParameters: resolution.genericParameters,
            inheritance: inheritance, whereClause: resolution.whereClause,
            isUncheckedSendable: isUncheckedSendable, lintExemptions: [])
    }

    /// The conformance to the mocked protocol as the mock states it: `nonisolated Store` where
    /// the receiving target infers isolated conformances or isolates declarations to the main
    /// actor by default, and the mock is isolated to a global actor. Its conformances to the
    /// protocols the mocked one refines are otherwise isolated to that actor, and the plain one
    /// "crosses into main actor-isolated code" through them, or, for a `Sendable` protocol,
    /// cannot depend on them at all; the requirements are isolated to the actor as the mock's
    /// members are, so nothing is lost.
    private func conformance(to mockedType: TypeExpression) -> TypeExpression {
        guard settings.infersIsolatedConformances || settings.defaultIsolation != nil,
            subject.globalActor != nil, !subject.isActor
        else { return mockedType }
        return .attributed(attributes: [], specifiers: ["nonisolated"], mockedType)
    }

    /// Whether the mocked protocol is, or refines, `name` (`Swift.CustomReflectable`).
    private func isOfProtocol(refining name: String) -> Bool {
        switch subject {
        case .conformance(let model), .partner(let model, _, _): model.hierarchy.contains(name)
        case .subclass: false
        }
    }

    /// The global actor of a spy's initializer in a mock isolated to none, where declarations
    /// are isolated to the main actor by default and some requirements say so: a `Sendable`
    /// protocol with a requirement isolated to no actor (`run(on actor: isolated any Actor)`),
    /// whose other requirements are on the main actor; a class's mock, whose class is isolated
    /// to it by that default too.
    private func spyGlobalActor() -> String? {
        guard let isolation = settings.defaultIsolation, subject.globalActor == nil,
            !subject.isActor
        else { return nil }
        let actor = "@\(isolation)"
        switch subject {
        case .conformance(let model):
            let isIsolating = model.requirements.contains {
                $0.signature.attributes.contains(actor)
            }
            return isIsolating ? actor : nil
        // The class is isolated to the actor as its module's declarations are, which its graph
        // does not say, unless it is declared `nonisolated`.
        case .subclass(let model):
            return model.declaration.modifiers.contains(.nonisolated(argument: nil)) ? nil : actor
        case .partner:
            return nil
        }
    }

    /// What the members' planning needs to know of the mock's type.
    private func mockType(
        _ resolution: AssociatedTypeResolution, mockedName: String,
        superclassCall: InitializerCall
    ) -> MockType {
        var superclass: Superclass?
        var isOfNonisolatedProtocol = false
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            superclass = model.superclass
            isOfNonisolatedProtocol = model.isNonisolated
        case .subclass: superclass = nil
        }
        // A `Sendable` mock isolated to no actor, where Swift infers it `nonisolated`, holds its
        // wrappers in `let`s (``MockType/holdsWrappersInConstants``).
        let isSendableWithoutIsolation =
            (subject.isSendable || resolution.isSendableBySelfDefault) && !subject.isActor
            && subject.globalActor == nil
        var type = MockType(
            name: className, mockedName: mockedName,
            isGeneric: !resolution.genericParameters.isEmpty,
            isActor: subject.isActor, globalActor: subject.isActor ? nil : subject.globalActor,
            genericNames: genericNames(resolution),
            partners: Dictionary(
                resolution.partners.map { ($0.className, $0.associatedType) }
            ) { first, _ in first },
            noncopyableNames: Set(
                resolution.genericParameters.filter { parameter in
                    parameter.constraints.contains {
                        $0.contains { if case .suppressed = $0 { true } else { false } }
                    }
                }.map(\.name)),
            superclassInitializers: superclass.map { Set(($0.initializers ?? []).map(\.key)) },
            requiredSuperclassInitializers: Set(
                (superclass?.requiredInitializers ?? []).map(\.key)),
            superclassInitializerCall: superclassCall, settings: settings)
        // A mock isolated to a global actor whose `customMirror`, isolated to none, lists its
        // wrappers holds them in `let`s too, which it can read from there.
        let mirrorsIsolatedWrappers =
            subject.globalActor != nil && !subject.isActor
            && isOfProtocol(refining: "Swift.CustomReflectable")
        type.holdsWrappersInConstants =
            isSendableWithoutIsolation
            && (isOfNonisolatedProtocol || settings.defaultIsolation != nil)
            || mirrorsIsolatedWrappers
        return type
    }
}
