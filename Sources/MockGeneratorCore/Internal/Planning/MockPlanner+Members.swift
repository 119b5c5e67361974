/// The mock's members: each requirement or overridable member planned, the wrappers named across
/// all of them, and what the members decide of the whole file.
extension MockPlanner {
    /// A requirement on its way to a member: rewritten for the mock, with its approach decided.
    private struct Candidate {
        /// The index of the group it comes from, and the group's protocol or class.
        var group: Int
        var parent: String?
        var requirement: Requirement
        var approach: MemberPlanner.Approach
        var id: MemberID
    }

    /// Plans every requirement, then names the wrappers across all of them, and gathers what
    /// the members decide of the whole file: warnings, lint exemptions, the statics holder, the
    /// mirror's children. A class's members its mock cannot override go to `notOverridden`.
    func planMembers(
        _ resolution: AssociatedTypeResolution, qualifier: TypeQualifier, mockType: MockType,
        into plan: inout MockPlan, notOverridden: inout [LeftOutMember]
    ) {
        var planner = MemberPlanner(mockType: mockType, catalog: catalog)
        planner.memberNames = Set(
            subject.groups.flatMap(\.requirements).map { $0.signature.name.filter { $0 != "`" } })
        let candidates = self.candidates(
            resolution, qualifier: qualifier, planner: planner, into: &plan,
            notOverridden: &notOverridden)
        let names = MockNaming.wrapperNames(
            of: candidates.map {
                MemberPlanner.namingMember(
                    $0.requirement, approach: $0.approach, overrides: subject.overrides)
            },
            memberNames: Set(candidates.map { $0.requirement.signature.name.filter { $0 != "`" } }))
        var holder = MockPlan.StaticsHolder(name: mockType.staticsHolder, wrappers: [])
        var lastGroup: Int?
        for (candidate, name) in zip(candidates, names) {
            let requirement = candidate.requirement
            var approach = candidate.approach
            let degradation = degradations[candidate.id]
            if case .placeholder(let reason) = degradation {
                guard !subject.overrides else {
                    leaveToClass(requirement, reason: reason, into: &plan, &notOverridden)
                    continue
                }
                approach = approach.replaced(with: planner.placeholder(requirement, reason: reason))
            }
            var member: MemberPlan
            if subject.overrides {
                member = planner.overridePlan(
                    requirement, id: candidate.id, approach: approach, wrapperName: name)
            } else {
                if case .placeholder(let reason, _) = approach.mocked {
                    plan.warnings.append(
                        .placeholder(
                            member: requirement.key, protocolName: subject.name, reason: reason,
                            mock: className, location: requirement.location))
                }
                member = planner.plan(
                    requirement, id: candidate.id, approach: approach, wrapperName: name)
            }
            if var spy = plan.spyInitializer {
                var (forwarding, reason) = liveForwarding(
                    of: member, requirement, mockType: mockType)
                if case .withoutSpyForwarding(let degraded) = degradation, forwarding != nil {
                    (forwarding, reason) = (nil, degraded)
                    plan.warnings.append(
                        .notForwarded(
                            member: requirement.key, protocolName: subject.name, reason: degraded,
                            mock: className, location: requirement.location))
                }
                member.liveForwarding = forwarding
                if let reason {
                    spy.notForwarded.append(.init(member: requirement.key, reason: reason))
                }
                spy.mutatesLive = spy.mutatesLive || mutatesLive(member, requirement)
                spy.sendsLive = spy.sendsLive || sendsLive(member, mockType: mockType)
                plan.spyInitializer = spy
            }
            if lastGroup != candidate.group, let parent = candidate.parent {
                member.inheritedFrom = parent.split(separator: ".").last.map(String.init) ?? parent
            }
            lastGroup = candidate.group
            holder.wrappers += Self.heldWrappers(of: member).map {
                MockPlan.HeldWrapper(member: member.id, wrapper: $0, lintRules: member.lintRules)
            }
            plan.members.append(member)
        }
        if !holder.wrappers.isEmpty { plan.staticsHolder = holder }
        let children = Self.instanceWrappers(of: plan.members)
        for index in plan.members.indices {
            if case .property(let accessors, let isStatic, .mirror) = plan.members[index].member {
                plan.members[index].member = .property(
                    accessors: accessors, isStatic: isStatic, .mirror(children: children))
            }
        }
        // Overloads that differ in their types alone and end in a closure are what the protocol
        // or class declares, but lint asks to rename them.
        var closureOverloads: [String: Int] = [:]
        for candidate in candidates {
            switch candidate.requirement.kind {
            case .method:
                guard candidate.requirement.signature.parameters.last?.type.functionType != nil
                else { continue }
                closureOverloads[candidate.requirement.key, default: 0] += 1
            case .initializer, .property, .subscript:
                continue
            }
        }
        if closureOverloads.values.contains(where: { $0 > 1 }) {
            plan.type.lintExemptions.append(.ambiguousTrailingClosureOverload)
        }
    }

    /// The requirements, rewritten for the mock, with their approaches, in order: a protocol's
    /// own, then those of each protocol it inherits; a class's own overridable members, then
    /// each superclass's. Those a class's mock cannot override go to `notOverridden`, with a
    /// warning.
    private func candidates(
        _ resolution: AssociatedTypeResolution, qualifier: TypeQualifier,
        planner: MemberPlanner, into plan: inout MockPlan, notOverridden: inout [LeftOutMember]
    ) -> [Candidate] {
        let rewriter: RequirementRewriter
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            rewriter = RequirementRewriter(
                className: className, associatedTypeNames: Set(model.associatedTypes.map(\.name)),
                resolution: resolution, qualifier: qualifier)
        case .subclass:
            // `Self` stays the class's own: a member that names it is left to the class.
            rewriter = RequirementRewriter(
                className: "Self", associatedTypeNames: [],
                resolution: AssociatedTypeResolution(), qualifier: qualifier)
        }
        var candidates: [Candidate] = []
        for (index, group) in subject.groups.enumerated() {
            for requirement in group.requirements {
                if resolution.skipsIdentifiableID, requirement.origin == "Swift.Identifiable" {
                    continue
                }
                let rewritten = rewriter.rewritten(requirement)
                let approach = planner.approach(rewritten)
                if subject.overrides,
                    let reason = planner.whyNotOverridden(rewritten, approach: approach)
                {
                    leaveToClass(requirement, reason: reason, into: &plan, &notOverridden)
                    continue
                }
                candidates.append(
                    Candidate(
                        group: index, parent: group.parent, requirement: rewritten,
                        approach: approach, id: MemberID(mock: className, requirement: requirement)
                    ))
            }
        }
        return candidates
    }

    /// Leaves a member of the class to it, for `reason`: the mock's doc comment lists it, and a
    /// warning names it.
    private func leaveToClass(
        _ requirement: Requirement, reason: Reason, into plan: inout MockPlan,
        _ notOverridden: inout [LeftOutMember]
    ) {
        notOverridden.append(.init(member: requirement.key, reason: reason))
        plan.warnings.append(
            .notOverridden(
                member: requirement.key, className: subject.name, reason: reason, mock: className,
                location: requirement.location))
    }

    /// The standard library's generic types that constrain none of their generic parameters.
    private static let unconstrainedGenericTypes: Set<String> = [
        "KeyPath", "PartialKeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "Array",
        "ArraySlice", "ContiguousArray", "Optional",
    ]

    /// Whether the mock's generic parameters must be named apart from the associated types
    /// they stand for (``AssociatedTypeResolution/nameGenericParametersApart(isTaken:)``): a
    /// generic requirement with requirements of its own names the conforming type among a
    /// type's generic arguments, as `AliasedField<Self, Field>`. Swift finds such requirements
    /// self-referential when the type constrains that argument, so not in the
    /// ``unconstrainedGenericTypes`` (`KeyPath<From, Self>`).
    func namesGenericParametersApart(_ resolution: AssociatedTypeResolution) -> Bool {
        guard !resolution.genericParameters.isEmpty, !subject.overrides else { return false }
        return subject.groups.contains { group in
            group.requirements.contains(where: isSelfReferential)
        }
    }

    /// Whether `requirement` is generic, with requirements of its own, and names `Self` among a
    /// constrained type's generic arguments.
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
                            $0.contains { $0.isNamed("Self") }
                        }
                }
            }
        }
    }

    /// The wrappers of `member` that the statics holder keeps.
    static func heldWrappers(of member: MemberPlan) -> [WrapperPlan] {
        member.wrappers.filter { wrapper in
            switch wrapper.storage {
            case .held: true
            case .attached, .constant: false
            }
        }
    }

    /// The wrappers each mock holds, as a mirror of the class lists its stored properties:
    /// property wrappers, and instances' `let`s.
    static func instanceWrappers(of members: [MemberPlan]) -> [WrapperPlan] {
        members.flatMap(\.wrappers).filter { wrapper in
            switch wrapper.storage {
            case .attached: true
            case .constant(let constant): !constant.isStatic
            case .held: false
            }
        }
    }
}
