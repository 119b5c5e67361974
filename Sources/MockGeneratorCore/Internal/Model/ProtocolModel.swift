/// A protocol to mock, with every requirement it and the protocols it inherits declare.
struct ProtocolModel {
    /// One requirement, parsed.
    struct Requirement {
        var declaration: Declaration
        var kind: MemberKind
        /// The protocol that declares it: `Named`, `Swift.Identifiable`.
        var origin: String
        var availability: [SymbolGraph.Availability]
        /// The precise identifiers of the types it names, by spelling.
        var typeIdentifiers: [String: String]
        var implementation: StandardProtocol.Implementation
        var location: SymbolGraph.Location?
        /// Whether it is a requirement of a standard protocol, such as `Hashable`, rather than
        /// one a symbol graph lists.
        var isStandard = false

        /// Whether it is unavailable on some platform, as `@available(tvOS, unavailable)`
        /// says: a stored property cannot be marked so.
        var isUnavailableOnSomePlatform: Bool {
            availability.contains { $0.isUnconditionallyUnavailable == true && $0.domain != nil }
        }
    }

    /// The requirements one protocol of the hierarchy adds.
    struct RequirementGroup {
        /// `nil` for the mocked protocol itself; otherwise the parent's name.
        var parent: String?
        var requirements: [Requirement]
    }

    /// An associated type of the protocol or of a protocol it inherits.
    struct AssociatedType {
        var name: String
        var inheritance: [TypeExpression]
        var defaultType: TypeExpression?
        var whereClause: [WhereRequirement]
        /// The protocol that declares it, as `Swift.Identifiable` or `Repository`.
        var origin: String
        /// The precise identifiers of the types its declaration names, by spelling.
        var typeIdentifiers: [String: String] = [:]
        /// Whether another protocol of the hierarchy constrains it beyond the declaration that
        /// gives its default, which may then not satisfy them.
        var isDefaultUncertain = false
    }

    var name: String
    /// The protocol's name and those of the types it is nested in: `["Outer", "Delegate"]`.
    var path: [String]
    var module: String
    /// The access level that reaches the protocol, as ``SymbolCatalog/effectiveAccessLevel(of:)``
    /// gives it.
    var accessLevel: String
    var declaration: Declaration
    var availability: [SymbolGraph.Availability]
    var groups: [RequirementGroup]
    var associatedTypes: [AssociatedType]
    /// The `where` clauses of the protocol and of the protocols it inherits.
    var whereClause: [WhereRequirement]
    /// Every protocol of the hierarchy by `Module.Name`, the mocked one first.
    var hierarchy: [String]
    /// The modules that declare the protocol and the protocols it inherits.
    var declaringModules: [String]
    /// The modules that declare the types the protocol's declarations name.
    var referencedModules: Set<String>
    /// The precise identifiers of the types the declarations of the protocol and of the
    /// protocols it inherits name, by spelling.
    var typeIdentifiers: [String: String] = [:]

    /// The class the mock subclasses: the protocol's superclass constraint, or `NSObject` for
    /// a protocol that refines `NSObjectProtocol`.
    var superclass: Superclass?
    /// Members left out, with the reason: requirements with a default implementation that the
    /// generator cannot read.
    var skippedMembers: [GenerationProblem] = []

    var requirements: [Requirement] { groups.flatMap(\.requirements) }

    var inheritsSendable: Bool {
        hierarchy.contains { ["Swift.Sendable", "Swift.Error", "_Concurrency.Actor"].contains($0) }
    }

    var isActor: Bool { hierarchy.contains("_Concurrency.Actor") }

    /// The global actor the protocol is isolated to, as `@MainActor`.
    var globalActor: String? {
        declaration.attributes.first { $0.hasSuffix("Actor") }
    }
}

/// The kinds of members a protocol requires, each of which a mock implements its own way.
enum MemberKind: Equatable {
    case method
    case initializer
    case property
    case `subscript`

    /// The kind of member `kind` declares; `nil` for declarations that are not members a mock
    /// implements: associated types, protocols, type aliases.
    init?(_ kind: Declaration.Kind) {
        switch kind {
        case .function: self = .method
        case .initializer: self = .initializer
        case .property: self = .property
        case .subscript: self = .subscript
        case .associatedType, .protocol, .typeAlias: return nil
        }
    }
}

/// Why a protocol, or one of its members, is not mocked.
struct GenerationProblem: Error, Equatable {
    var message: String
    /// The member concerned, as `fetch(id:)`; `nil` for the whole protocol.
    var member: String?
    /// Where the graph says the protocol or member is declared.
    var location: SymbolGraph.Location?
}

/// The class a mock subclasses.
struct Superclass: Equatable {
    /// The class's name as the graphs give it: `Screen`, `Foundation.NSObject`.
    var qualifiedName: String
    var identifier: String?
    /// The class as the protocol's declaration writes it, generic arguments included.
    var type: TypeExpression?
    /// The designated initializers a subclass can call, when the graphs list the class's
    /// members; `nil` when they do not.
    var initializers: [Declaration]?
    /// The members the class and its superclasses implement, as `present()` or `title`: the
    /// requirements they satisfy need no mock.
    var memberKeys: Set<String>
    /// The module the mock's file imports `@testable` to subclass the class: one whose class
    /// is not `open`, or whose initializers are not `public`.
    var testableModule: String?

    var name: String { String(qualifiedName.split(separator: ".").last ?? "") }
    var module: String? {
        qualifiedName.contains(".")
            ? qualifiedName.split(separator: ".").first.map(String.init) : nil
    }

    /// Whether a subclass can call an initializer that takes no argument.
    var hasPlainInitializer: Bool {
        initializers.map { $0.contains { $0.parameters.isEmpty } } ?? true
    }

    static let nsObject = Superclass(
        qualifiedName: "Foundation.NSObject", identifier: nil, type: nil,
        initializers: [Declaration(kind: .initializer, name: "init")],
        memberKeys: [
            "description", "debugDescription", "hash", "hashValue", "isEqual(_:)",
            "hash(into:)", "==(lhs:rhs:)",
        ])

    /// `present()`, `title`, `subscript(_:)`: a member's name and argument labels.
    static func key(of declaration: Declaration) -> String {
        switch declaration.kind {
        case .property, .associatedType, .protocol, .typeAlias:
            return declaration.name
        case .function, .initializer, .subscript:
            let labels = declaration.parameters.map { "\($0.label ?? "_"):" }.joined()
            return "\(declaration.name)(\(labels))"
        }
    }
}

extension ProtocolModel {
    /// Reads the protocol `entry` and its hierarchy from `catalog`.
    init(_ entry: SymbolCatalog.Entry, in catalog: SymbolCatalog) throws(GenerationProblem) {
        let root = entry
        let declaration = try Self.parse(entry.declarationText, of: entry.name)
        name = entry.name
        path = entry.symbol.pathComponents.isEmpty ? [entry.name] : entry.symbol.pathComponents
        module = entry.module
        accessLevel = catalog.effectiveAccessLevel(of: entry)
        self.declaration = declaration
        availability = entry.symbol.availability ?? []

        var groups: [RequirementGroup] = []
        var associatedTypes: [AssociatedType] = []
        var whereClause = declaration.whereClause
        var hierarchy: [String] = []
        var declaringModules: [String] = []
        var referencedModules: Set<String> = []
        var visited: Set<String> = []
        var superclass: Superclass?
        var skippedMembers: [GenerationProblem] = []
        var typeIdentifiers: [String: String] = [:]
        var sources: [String: [String]] = [:]

        func visitGraphProtocol(_ entry: SymbolCatalog.Entry, isRoot: Bool)
            throws(GenerationProblem)
        {
            let qualifiedName = "\(entry.module).\(entry.name)"
            hierarchy.append(qualifiedName)
            if !declaringModules.contains(entry.module) { declaringModules.append(entry.module) }
            let declaration = try Self.parse(entry.declarationText, of: entry.name)
            referencedModules.formUnion(Self.modules(of: entry))
            typeIdentifiers.merge(entry.typeIdentifiers) { first, _ in first }
            if !isRoot { whereClause += declaration.whereClause }
            var requirements: [Requirement] = []
            let members = (catalog.requirements[entry.identifier] ?? [])
                .compactMap { catalog.entries[$0] }
                .sorted(by: SymbolCatalog.sourceOrder)
            for member in members {
                var parsed: Declaration
                do {
                    parsed = try Self.parse(
                        member.declarationText, of: "\(entry.name).\(member.name)")
                } catch {
                    // A requirement that has a default implementation can be left to it.
                    var problem = error
                    problem.member = member.name
                    problem.location = member.symbol.location
                    guard catalog.defaultImplementations.contains(member.identifier) else {
                        throw problem
                    }
                    problem.message += "; its default implementation is used"
                    skippedMembers.append(problem)
                    continue
                }
                referencedModules.formUnion(Self.modules(of: member))
                if parsed.kind == .associatedType {
                    associatedTypes.append(
                        AssociatedType(
                            name: parsed.name, inheritance: parsed.inheritance,
                            defaultType: parsed.type, whereClause: parsed.whereClause,
                            origin: entry.name, typeIdentifiers: member.typeIdentifiers))
                    continue
                }
                // What the protocol's availability says already is said once, on the mock.
                let availability = (member.symbol.availability ?? []).filter {
                    !(root.symbol.availability ?? []).contains($0)
                }
                // Unavailable everywhere, it needs no implementation; on some platforms, it
                // needs one marked so.
                if availability.contains(where: {
                    $0.isUnconditionallyUnavailable == true && ($0.domain ?? "*") == "*"
                }) {
                    continue
                }
                guard let kind = MemberKind(parsed.kind) else {
                    throw GenerationProblem(
                        message: "it requires a \(parsed.kind), which is no member a mock can "
                            + "implement", member: member.name, location: member.symbol.location)
                }
                if parsed.isUnaryOperator {
                    // Graphs leave out `prefix` and `postfix`; the source tells which.
                    let line = HiddenRequirements.line(
                        at: member.symbol.location, sources: &sources)
                    parsed.modifiers.append(
                        line?.contains("postfix") == true ? "postfix" : "prefix")
                }
                requirements.append(
                    Requirement(
                        declaration: parsed, kind: kind, origin: entry.name,
                        availability: availability,
                        typeIdentifiers: member.typeIdentifiers, implementation: .mocked,
                        location: member.symbol.location))
            }
            // Requirements the graph leaves out, read from the source.
            let listed = Set(members.map(\.name))
            for hidden in HiddenRequirements.of(
                protocolAt: entry.symbol.location, sources: &sources)
            {
                let parsed: Declaration
                do {
                    parsed = try DeclarationParser.declaration(hidden.text)
                } catch {
                    throw GenerationProblem(
                        message: "its requirement \(hidden.text), which symbol graphs leave out, "
                            + "cannot be read: \(error)", location: hidden.location)
                }
                guard
                    !listed.contains(where: { $0 == parsed.name || $0.hasPrefix(parsed.name + "(") }
                    ),
                    let kind = MemberKind(parsed.kind)
                else { continue }
                requirements.append(
                    Requirement(
                        declaration: parsed, kind: kind, origin: entry.name, availability: [],
                        typeIdentifiers: [:], implementation: .mocked, location: hidden.location))
            }
            groups.append(
                RequirementGroup(parent: isRoot ? nil : entry.name, requirements: requirements))

            // The parents as written, then any other conformance the graph lists.
            let written = entry.typeIdentifiers
            var parents = declaration.inheritance.flatMap(Self.protocolNames).compactMap {
                written[$0]
            }
            parents += catalog.conformances[entry.identifier] ?? []
            for parent in parents where !visited.contains(parent) {
                visited.insert(parent)
                if catalog.isClass(parent) {
                    if superclass == nil {
                        var found = Self.superclass(parent, in: catalog)
                        // As written, with its generic arguments: `Box<Int>`.
                        found.type = declaration.inheritance.first { type in
                            guard case .named(let components) = type else { return false }
                            return components.last?.name == found.name
                        }
                        superclass = found
                    }
                    continue
                }
                let name = catalog.qualifiedName(of: parent) ?? parent
                if ["Foundation.NSObjectProtocol", "ObjectiveC.NSObjectProtocol"].contains(name) {
                    // `NSObject` implements every requirement of `NSObjectProtocol`.
                    if superclass == nil { superclass = .nsObject }
                    continue
                }
                try visit(parent)
            }
        }

        func visitStandardProtocol(_ standard: StandardProtocol) throws(GenerationProblem) {
            hierarchy.append(standard.qualifiedName)
            var requirements: [Requirement] = []
            for text in standard.associatedTypes {
                let parsed = try Self.parse(text, of: standard.qualifiedName)
                associatedTypes.append(
                    AssociatedType(
                        name: parsed.name, inheritance: parsed.inheritance,
                        defaultType: parsed.type,
                        whereClause: parsed.whereClause, origin: standard.qualifiedName))
            }
            for requirement in standard.requirements {
                let declaration = try Self.parse(
                    requirement.declaration, of: standard.qualifiedName)
                guard let kind = MemberKind(declaration.kind) else { continue }
                requirements.append(
                    Requirement(
                        declaration: declaration, kind: kind, origin: standard.qualifiedName,
                        availability: [], typeIdentifiers: standard.typeIdentifiers,
                        implementation: requirement.implementation, location: nil, isStandard: true)
                )
            }
            if !requirements.isEmpty {
                groups.append(
                    RequirementGroup(parent: standard.qualifiedName, requirements: requirements))
            }
            for parent in standard.parents where !visited.contains(parent) {
                visited.insert(parent)
                if parent == "Foundation.NSObjectProtocol" {
                    if superclass == nil { superclass = .nsObject }
                    continue
                }
                if let known = StandardProtocol.named(parent) { try visitStandardProtocol(known) }
            }
        }

        func visit(_ identifier: String) throws(GenerationProblem) {
            if let parent = catalog.entries[identifier], parent.kind == "swift.protocol" {
                try visitGraphProtocol(parent, isRoot: false)
                return
            }
            let qualifiedName = catalog.qualifiedName(of: identifier) ?? identifier
            guard let standard = StandardProtocol.named(qualifiedName) else {
                throw GenerationProblem(
                    message: "it inherits \(qualifiedName), whose requirements no symbol graph "
                        + "given lists; pass the graph of its module too")
            }
            // `Swift.Identifiable` and `FoundationEssentials.Identifiable` are one protocol.
            let visitedName = standard.qualifiedName
            guard !visited.contains(visitedName) else { return }
            visited.insert(visitedName)
            try visitStandardProtocol(standard)
        }

        visited.insert(entry.identifier)
        try visitGraphProtocol(entry, isRoot: true)
        if let superclass {
            // What the class implements already satisfies the requirement.
            groups = groups.map { group in
                var group = group
                group.requirements.removeAll {
                    superclass.memberKeys.contains(Superclass.key(of: $0.declaration))
                }
                return group
            }
            if let module = superclass.module, let imported = ModuleName.importedName(of: module) {
                referencedModules.insert(imported)
            }
        }
        self.superclass = superclass
        self.skippedMembers = skippedMembers
        self.typeIdentifiers = typeIdentifiers
        if let problem = Self.conflictingProperty(in: groups) { throw problem }
        self.groups = Self.removingRestatedRequirements(groups)
        self.associatedTypes = Self.removingRestatedAssociatedTypes(associatedTypes)
        self.whereClause = whereClause
        self.hierarchy = hierarchy
        self.declaringModules = declaringModules
        self.referencedModules = referencedModules
    }

    /// The class `identifier`, with the initializers and members the graphs list for it and
    /// its superclasses.
    private static func superclass(_ identifier: String, in catalog: SymbolCatalog) -> Superclass {
        let name = catalog.qualifiedName(of: identifier) ?? identifier
        guard catalog.entries[identifier] != nil else {
            return Superclass(
                qualifiedName: name, identifier: identifier, type: nil, initializers: nil,
                memberKeys: [])
        }
        var initializers: [Declaration] = []
        var hasPublicInitializer = false
        var keys: Set<String> = []
        var visited: Set<String> = []
        var next: String? = identifier
        var isFirst = true
        while let current = next, visited.insert(current).inserted {
            for member in (catalog.members[current] ?? []).compactMap({ catalog.entries[$0] }) {
                guard let declaration = try? DeclarationParser.declaration(member.declarationText)
                else { continue }
                let accessible = !["private", "fileprivate"].contains(member.symbol.accessLevel)
                if declaration.kind == .initializer {
                    if isFirst, accessible, !declaration.modifiers.contains("convenience") {
                        initializers.append(declaration)
                        hasPublicInitializer =
                            hasPublicInitializer
                            || ["public", "open"].contains(member.symbol.accessLevel)
                    }
                } else {
                    keys.insert(Superclass.key(of: declaration))
                }
            }
            isFirst = false
            next = (catalog.conformances[current] ?? []).first { catalog.isClass($0) }
        }
        // Graphs list a class's implicit `init()` when they list its internal symbols: a class
        // such a graph lists no initializer for has private ones alone. A public graph leaves
        // out internal initializers; the implicit `init()` is assumed there.
        let listsInitializers = (catalog.members[identifier] ?? []).contains {
            catalog.entries[$0]?.kind == "swift.init"
        }
        let module = catalog.entries[identifier]?.module ?? ""
        if !listsInitializers {
            initializers =
                catalog.internalLevelModules.contains(module)
                ? [] : [Declaration(kind: .initializer, name: "init")]
            hasPublicInitializer = true
        }
        // A test target subclasses a class that is not `open`, or calls an initializer that is
        // not `public`, through a `@testable` import of its module.
        let isOpen =
            catalog.entries[identifier].map { catalog.effectiveAccessLevel(of: $0) } == "open"
        let isSystem = ModuleName.importedName(of: module).map { $0 == "Foundation" } ?? true
        return Superclass(
            qualifiedName: name, identifier: identifier, type: nil, initializers: initializers,
            memberKeys: keys,
            testableModule: (isOpen && hasPublicInitializer) || isSystem ? nil : module)
    }

    /// The modules that declare the types `entry` names. A C type (`c:@S@tm`) does not say
    /// which module declares it; the C library's, which Foundation re-exports, are the usual.
    private static func modules(of entry: SymbolCatalog.Entry) -> Set<String> {
        Set(
            entry.allTypeIdentifiers.compactMap { identifier in
                identifier.hasPrefix("c:")
                    ? "Foundation" : ModuleName.of(preciseIdentifier: identifier)
            })
    }

    private static func parse(_ text: String, of name: String) throws(GenerationProblem)
        -> Declaration
    {
        do {
            return try DeclarationParser.declaration(text)
        } catch {
            throw GenerationProblem(message: "cannot read the declaration of \(name): \(error)")
        }
    }

    /// The protocol names an inheritance entry names: `A & B` names two, `AnyObject` none.
    private static func protocolNames(_ type: TypeExpression) -> [String] {
        switch type.withoutAttributes.type {
        case .named(let components) where components.count == 1:
            return components[0].name == "AnyObject" ? [] : [components[0].name]
        case .composition(let parts):
            return parts.flatMap(protocolNames)
        default:
            return []
        }
    }

    /// Keeps the first of requirements a protocol restates from one it inherits, since one
    /// member implements both; properties by name, others by their declaration.
    private static func removingRestatedRequirements(
        _ groups: [RequirementGroup]
    ) -> [RequirementGroup] {
        var seen: Set<String> = []
        return groups.map { group in
            var group = group
            group.requirements = group.requirements.filter { requirement in
                // A restatement is printed `override`, with its own parameter names; attributes
                // and modifiers other than `static` do not tell members apart either.
                let declaration = requirement.declaration
                var key = (declaration.isStatic ? "static " : "") + Superclass.key(of: declaration)
                if declaration.kind != .property {
                    key += declaration.genericParameters.map(\.name).joined(separator: ",")
                    key +=
                        ":"
                        + declaration.parameters.map {
                            $0.type.description + ($0.isVariadic ? "..." : "")
                        }
                        .joined(separator: ",")
                    key += "->" + (declaration.type?.description ?? "")
                    key +=
                        " where "
                        + declaration.whereClause.map(\.description).joined(separator: ",")
                    // A type of the user's modules spelled as a system one, `NSObject` beside
                    // `Foundation.NSObject`, tells requirements apart; a requirement of a
                    // standard protocol, which lists no identifiers, is still one restated.
                    key +=
                        " "
                        + requirement.typeIdentifiers.values.filter { !isSystem($0) }.sorted()
                        .joined(separator: ",")
                }
                return seen.insert(key).inserted
            }
            return group
        }
        .filter { !$0.requirements.isEmpty || $0.parent == nil }
    }

    /// Why no type can conform, when two protocols of the hierarchy require a property of one
    /// name with two different types, as `var count: Int` and `var count: String`: a class has
    /// one property of a name. Only types the graphs identify as two nominal types (not type
    /// aliases, associated types or generic types) are told apart.
    private static func conflictingProperty(in groups: [RequirementGroup]) -> GenerationProblem? {
        func identity(_ requirement: Requirement) -> String? {
            guard let type = requirement.declaration.type?.withPlainOptionals,
                case .named(let components) = type.withoutParentheses, components.count == 1,
                components[0].genericArguments.isEmpty,
                let identifier = requirement.typeIdentifiers[components[0].name],
                identifier.hasPrefix("s:"), !identifier.hasSuffix("a")
            else { return nil }
            return identifier
        }
        var seen: [String: Requirement] = [:]
        for requirement in groups.flatMap(\.requirements)
        where requirement.declaration.kind == .property {
            let declaration = requirement.declaration
            let key = (declaration.isStatic ? "static " : "") + declaration.name
            guard let first = seen[key] else {
                seen[key] = requirement
                continue
            }
            if let one = identity(first), let other = identity(requirement), one != other {
                let types = [first, requirement].compactMap { $0.declaration.type?.description }
                return GenerationProblem(
                    message: "it requires the property \(declaration.name) as \(types[0]) (in "
                        + "\(first.origin)) and as \(types[1]) (in \(requirement.origin)), and no "
                        + "class can have both",
                    member: declaration.name, location: requirement.location)
            }
        }
        return nil
    }

    /// Whether the symbol is of the standard library, Foundation or C.
    private static func isSystem(_ identifier: String) -> Bool {
        guard let module = ModuleName.of(preciseIdentifier: identifier) else { return true }
        let imported = ModuleName.importedName(of: module)
        return imported == nil || imported == "Foundation" || imported == "FoundationNetworking"
    }

    private static func removingRestatedAssociatedTypes(
        _ associatedTypes: [AssociatedType]
    ) -> [AssociatedType] {
        var byName: [String: AssociatedType] = [:]
        var order: [String] = []
        for associatedType in associatedTypes {
            if var existing = byName[associatedType.name] {
                // A default from one declaration, constraints from another that it may not
                // satisfy.
                let (withDefault, other) =
                    existing.defaultType != nil
                    ? (existing, associatedType) : (associatedType, existing)
                if withDefault.defaultType != nil,
                    !other.inheritance.allSatisfy(withDefault.inheritance.contains)
                        || !other.whereClause.allSatisfy(withDefault.whereClause.contains)
                {
                    existing.isDefaultUncertain = true
                }
                existing.inheritance += associatedType.inheritance.filter {
                    !existing.inheritance.contains($0)
                }
                existing.whereClause += associatedType.whereClause
                existing.defaultType = existing.defaultType ?? associatedType.defaultType
                existing.typeIdentifiers.merge(associatedType.typeIdentifiers) { first, _ in first }
                byName[associatedType.name] = existing
            } else {
                byName[associatedType.name] = associatedType
                order.append(associatedType.name)
            }
        }
        return order.compactMap { byName[$0] }
    }
}
