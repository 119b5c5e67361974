/// Writes the file of one protocol's mock: `Mock<Protocol>.swift`.
struct MockEmitter {
    /// A generated file, and what could not be generated in it.
    struct Output: Equatable {
        var fileName: String
        var contents: String
        var warnings: [String]
    }

    let model: ProtocolModel
    let catalog: SymbolCatalog
    /// The comment lines the file starts with, without `// `.
    let header: [String]

    var className: String { "Mock" + model.name }

    func emit() -> Output {
        let resolution = AssociatedTypeResolution(model)
        let mockType = MemberEmitter.MockType(
            name: className, isGeneric: !resolution.genericParameters.isEmpty,
            isActor: model.isActor, globalActor: model.isActor ? nil : model.globalActor)
        let members = MemberEmitter(mockType: mockType, catalog: catalog)
        var warnings: [String] = []

        // Plan every requirement, then name the wrappers across all of them.
        let groups = model.groups.map { group in
            (
                group.parent,
                group.requirements.compactMap {
                    requirement -> (ProtocolModel.Requirement, MemberEmitter.Plan)? in
                    if resolution.skipsIdentifiableID, requirement.origin == "Swift.Identifiable" {
                        return nil
                    }
                    let rewritten = rewrite(requirement, resolution: resolution)
                    return (rewritten, members.plan(rewritten))
                }
            )
        }
        let planned = groups.flatMap(\.1)
        let namingMembers = planned.compactMap { MemberEmitter.namingMember($0.0, plan: $0.1) }
        // Properties mocked by a `@PropertyMock` keep their names; no wrapper may take one.
        let propertyNames = Set(
            planned.compactMap { requirement, plan -> String? in
                if case .propertyWrapper = plan { return requirement.declaration.name }
                return nil
            })
        var names = MockNaming.names(of: namingMembers).map { name in
            var candidate = name + "Mock"
            var number = 2
            while propertyNames.contains(candidate) {
                candidate = "\(name)\(number)Mock"
                number += 1
            }
            return candidate
        }
        .makeIterator()

        var body: [[String]] = []
        for (parent, requirements) in groups {
            var first = true
            for (requirement, plan) in requirements {
                if case .placeholder(let reason) = plan {
                    warnings.append(
                        "warning: \(className).swift: cannot mock \(displayName(requirement)) of "
                            + "\(model.name): \(reason)")
                }
                let name =
                    MemberEmitter.namingMember(requirement, plan: plan) != nil ? names.next() : nil
                var lines = members.lines(for: requirement, plan: plan, wrapperName: name)
                if lines.isEmpty { continue }
                if first, let parent {
                    let name = parent.split(separator: ".").last.map(String.init) ?? parent
                    lines.insert("    // Inherited from \(name).", at: 0)
                }
                first = false
                body.append(lines)
            }
        }
        if needsPlainInitializer {
            body.insert(
                ["    /// Creates a mock without calling a mocked initializer.", "    init() {}"],
                at: 0)
        }
        if !resolution.typeAliases.isEmpty {
            body.insert(
                resolution.typeAliases.map { "    typealias \($0.name) = \($0.type)" }, at: 0)
        }

        var lines = header.map { "// \($0)" } + [""] + imports() + [""]
        lines.append("/// A mock of ``\(model.name)``, generated from its symbol graph.")
        lines += AvailabilityRenderer.attributes(model.availability, forStoredProperty: false)
        lines += classDeclarationLines(resolution, hasBody: !body.isEmpty)
        if !body.isEmpty {
            if isUncheckedSendable {
                lines += [
                    "    // NB: every wrapper guards its own state with a lock, and is assigned only when the",
                    "    // mock is created.",
                    "",
                ]
            }
            lines += body.joined(separator: [""])
            lines.append("}")
        }
        return Output(
            fileName: "\(className).swift", contents: lines.joined(separator: "\n") + "\n",
            warnings: warnings)
    }

    private var isUncheckedSendable: Bool {
        model.inheritsSendable && !model.isActor && model.globalActor == nil
    }

    /// Whether the protocol requires initializers, none of which takes no arguments: the mock
    /// then also gets an `init()` for tests.
    private var needsPlainInitializer: Bool {
        let initializers = model.requirements.filter { $0.declaration.kind == .initializer }
        return !initializers.isEmpty && !initializers.contains { $0.declaration.parameters.isEmpty }
    }

    private func classDeclarationLines(_ resolution: AssociatedTypeResolution, hasBody: Bool)
        -> [String]
    {
        var lead = ""
        if let globalActor = model.globalActor, !model.isActor { lead += "\(globalActor) " }
        lead += model.isActor ? "actor " : "final class "
        lead += className
        if !resolution.genericParameters.isEmpty {
            lead +=
                "<" + resolution.genericParameters.map { $0.description }.joined(separator: ", ")
                + ">"
        }
        var conformances = [model.name]
        if isUncheckedSendable { conformances.append("@unchecked Sendable") }
        var line = "\(lead): \(conformances.joined(separator: ", "))"
        if !resolution.whereClause.isEmpty {
            line +=
                " where " + resolution.whereClause.map { $0.description }.joined(separator: ", ")
        }
        let opening = hasBody ? " {" : " {}"
        if SourceLayout.fits(line + opening, indent: 0) { return [line + opening] }
        // Too long: the where clause on a line of its own, as swift-format breaks it.
        if let range = line.range(of: " where ") {
            return [
                String(line[..<range.lowerBound]),
                "where " + line[range.upperBound...] + opening,
            ]
        }
        return [line + opening]
    }

    /// `fetch(id:)`, `subscript(_:)`, `init(name:)`, `isOpen`.
    private func displayName(_ requirement: ProtocolModel.Requirement) -> String {
        let declaration = requirement.declaration
        if declaration.kind == .property { return declaration.name }
        let labels = declaration.parameters.map { "\($0.label ?? "_"):" }.joined()
        return "\(declaration.name)(\(labels))"
    }

    /// The requirement with its types as the mock spells them: `Self.Item` is `Item`, or the
    /// type `Item` is an alias of; `Self` is the mock.
    private func rewrite(
        _ requirement: ProtocolModel.Requirement, resolution: AssociatedTypeResolution
    ) -> ProtocolModel.Requirement {
        var requirement = requirement
        let rewrite: (TypeExpression) -> TypeExpression? = { type in
            guard case .named(let components) = type, components.first?.name == "Self" else {
                return nil
            }
            if components.count == 1 { return .named(className) }
            let rest = Array(components.dropFirst())
            if rest.count == 1,
                let alias = resolution.typeAliases.first(where: { $0.name == rest[0].name })
            {
                return alias.type
            }
            return .named(rest)
        }
        var declaration = requirement.declaration
        declaration.parameters = declaration.parameters.map { parameter in
            var parameter = parameter
            parameter.type = parameter.type.rewritten(rewrite)
            return parameter
        }
        declaration.type = declaration.type?.rewritten(rewrite)
        if case .typed(let error) = declaration.throwsClause {
            declaration.throwsClause = .typed(error.rewritten(rewrite))
        }
        if case .typed(let error) = declaration.accessors?.throwsClause {
            declaration.accessors?.throwsClause = .typed(error.rewritten(rewrite))
        }
        declaration.whereClause = declaration.whereClause.map { $0.rewritten(rewrite) }
        requirement.declaration = declaration
        return requirement
    }

    /// `import Mocking`, the modules of the protocols and of the types the requirements name;
    /// `@testable` for the module of an internal protocol.
    private func imports() -> [String] {
        var modules = Set(["Mocking"])
        var testable: Set<String> = []
        for module in model.declaringModules { modules.insert(module) }
        if !["public", "open", "package"].contains(model.accessLevel) {
            testable.insert(model.module)
        }
        for module in model.referencedModules {
            if let imported = ModuleName.importedName(of: module) { modules.insert(imported) }
        }
        let conditional = modules.remove("FoundationNetworking") != nil
        modules.subtract(testable)
        var lines = modules.sorted().map { "import \($0)" }
        if conditional {
            lines += [
                "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
            ]
        }
        if !testable.isEmpty {
            lines.append("")
            lines += testable.sorted().map { "@testable import \($0)" }
        }
        return lines
    }
}

/// How a mock satisfies the associated types of its protocol.
///
/// One fixed by a same-type requirement (`where ID == UUID`) or with a default
/// (`associatedtype Failure: Error = Never`) becomes a type alias. `Identifiable`'s `ID`,
/// otherwise free, is the `ObjectIdentifier` the standard library gives classes, with its `id`,
/// unless the protocol restates `id` with a type. Every other one makes the mock generic, with
/// the same constraints: `final class MockRepository<Item: Identifiable>: Repository`, primary
/// associated types first.
struct AssociatedTypeResolution {
    struct GenericParameter: CustomStringConvertible {
        var name: String
        var constraints: [TypeExpression]

        var description: String {
            constraints.isEmpty
                ? name : "\(name): \(TypeExpression.composition(constraints).description)"
        }
    }

    var typeAliases: [(name: String, type: TypeExpression)] = []
    var genericParameters: [GenericParameter] = []
    var whereClause: [WhereRequirement] = []
    /// Whether `Identifiable.id` is left to the standard library.
    var skipsIdentifiableID = false

    init(_ model: ProtocolModel) {
        let names = Set(model.associatedTypes.map(\.name))
        let withoutSelf: (TypeExpression) -> TypeExpression? = { type in
            guard case .named(let components) = type, components.first?.name == "Self",
                components.count > 1
            else { return nil }
            return .named(Array(components.dropFirst()))
        }
        let requirements =
            (model.whereClause + model.associatedTypes.flatMap(\.whereClause))
            .map { $0.rewritten(withoutSelf) }
        func mentionsAssociatedType(_ type: TypeExpression) -> Bool {
            !type.referencedNames.isDisjoint(with: names)
        }
        var pinned: [String: TypeExpression] = [:]
        for requirement in requirements {
            guard case .sameType(let lhs, let rhs) = requirement else { continue }
            if names.contains(lhs.description), !mentionsAssociatedType(rhs) {
                pinned[lhs.description] = pinned[lhs.description] ?? rhs
            } else if names.contains(rhs.description), !mentionsAssociatedType(lhs) {
                pinned[rhs.description] = pinned[rhs.description] ?? lhs
            }
        }
        let ordered =
            model.declaration.primaryAssociatedTypes.compactMap { name in
                model.associatedTypes.first { $0.name == name }
            }
            + model.associatedTypes.filter {
                !model.declaration.primaryAssociatedTypes.contains($0.name)
            }
        for associatedType in ordered {
            if let type = pinned[associatedType.name] ?? associatedType.defaultType {
                typeAliases.append((associatedType.name, type))
            } else if associatedType.origin == "Swift.Identifiable", associatedType.name == "ID" {
                let restated = model.requirements.first {
                    $0.origin != "Swift.Identifiable" && $0.declaration.kind == .property
                        && $0.declaration.name == "id" && !$0.declaration.isStatic
                }
                if let type = restated?.declaration.type, !mentionsAssociatedType(type) {
                    typeAliases.append(("ID", type))
                } else {
                    typeAliases.append(("ID", .named("ObjectIdentifier")))
                    skipsIdentifiableID = restated == nil
                }
            } else {
                genericParameters.append(
                    GenericParameter(
                        name: associatedType.name, constraints: associatedType.inheritance))
            }
        }
        let generic = Set(genericParameters.map(\.name))
        var seen: Set<String> = []
        for requirement in requirements {
            let mentioned: Set<String>
            switch requirement {
            case .conformance(let type, let constraint):
                mentioned = type.referencedNames.union(constraint.referencedNames)
            case .sameType(let lhs, let rhs):
                if pinned[lhs.description] == rhs || pinned[rhs.description] == lhs { continue }
                mentioned = lhs.referencedNames.union(rhs.referencedNames)
            }
            // Requirements on `Self` are the protocol's own parents; those on type aliases hold.
            guard !mentioned.contains("Self"), !mentioned.isDisjoint(with: generic),
                seen.insert(requirement.description).inserted
            else { continue }
            whereClause.append(requirement)
        }
    }
}
