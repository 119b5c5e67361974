import Foundation

/// Walks a protocol and the protocols it inherits, from the graphs or from what the generator
/// knows of the standard ones, collecting what ``ProtocolModel`` holds.
struct HierarchyReader {
    let catalog: SymbolCatalog
    /// The mocked protocol.
    let root: SymbolCatalog.Entry

    var groups: [RequirementGroup] = []
    var associatedTypes: [AssociatedType] = []
    var whereClause: [WhereRequirement] = []
    var hierarchy: [String] = []
    var declaringModules: [String] = []
    var referencedModules: Set<String> = []
    var superclass: Superclass?
    /// Whether a protocol of the hierarchy says that only classes conform.
    var isClassBound = false
    /// The global actor of the first protocol the mocked one inherits that is isolated to one,
    /// as `@MainActor`.
    var inheritedGlobalActor: String?
    /// The global actor the mocked protocol's own requirements are all isolated to, when its
    /// declaration names none: ``isolationOfRequirements(_:declaration:)``.
    var requirementsGlobalActor: String?
    var skippedMembers: [ModelProblem] = []
    var typeIdentifiers: [String: String] = [:]
    /// The requirements a standard protocol of the hierarchy implements for another, by key.
    var satisfied: Set<String> = []
    /// The protocols and classes reached, by identifier or `Module.Name`.
    private var visited: Set<String> = []
    /// Source files read for what graphs leave out, by path.
    private var sources: [String: [String]] = [:]
    /// The protocols of the graphs read whose declaration says only classes conform (by
    /// `AnyObject`, a class or `Actor`), by identifier.
    private var declaredClassBound: Set<String> = []
    /// The parents of each protocol of the graphs read, by identifier.
    private var parents: [String: [String]] = [:]
    /// The protocol of each group read from the graphs, by the group's index.
    private var groupProtocols: [Int: String] = [:]

    init(root: SymbolCatalog.Entry, in catalog: SymbolCatalog) {
        self.root = root
        self.catalog = catalog
    }

    /// Reads the root protocol and everything it inherits.
    mutating func read() throws(ModelProblem) {
        visited.insert(root.identifier)
        try readGraphProtocol(root, isRoot: true)
        for (index, identifier) in groupProtocols where isClassBound(identifier) {
            for requirement in groups[index].requirements.indices {
                groups[index].requirements[requirement].isOfClassBoundProtocol = true
            }
        }
    }

    /// Whether only classes conform to the protocol `identifier`: it, or a protocol it inherits,
    /// says so.
    private func isClassBound(_ identifier: String) -> Bool {
        var reached: Set<String> = []
        var pending = [identifier]
        while let next = pending.popLast() {
            if declaredClassBound.contains(next) { return true }
            guard reached.insert(next).inserted else { continue }
            pending += parents[next] ?? []
        }
        return false
    }

    /// Reads a protocol the graphs declare, then its parents.
    private mutating func readGraphProtocol(_ entry: SymbolCatalog.Entry, isRoot: Bool)
        throws(ModelProblem)
    {
        hierarchy.append("\(entry.module).\(entry.name)")
        if !declaringModules.contains(entry.module) { declaringModules.append(entry.module) }
        let declaration = try Self.parse(entry.declarationText, of: entry.name)
        referencedModules.formUnion(Self.modules(of: entry))
        typeIdentifiers.merge(entry.typeIdentifiers) { first, _ in first }
        if !isRoot { whereClause += declaration.whereClause }
        if declaration.inheritance.contains(where: {
            $0.isNamed("AnyObject") || $0.isNamed("class")
        }) {
            isClassBound = true
            declaredClassBound.insert(entry.identifier)
        }
        let members = (catalog.requirements[entry.identifier] ?? [])
            .compactMap { catalog.entries[$0] }
            .sorted(by: SymbolCatalog.sourceOrder)
        var requirements: [Requirement] = []
        for member in members {
            if let requirement = try requirement(member, of: entry) {
                requirements.append(requirement)
            }
        }
        requirements += try hiddenRequirements(of: entry, listed: Set(members.map(\.name)))
        let isolation =
            declaration.globalActor
            ?? Self.isolationOfRequirements(requirements, declaration: declaration)
        if isRoot {
            requirementsGlobalActor = declaration.globalActor == nil ? isolation : nil
        } else {
            inheritedGlobalActor = inheritedGlobalActor ?? isolation
        }
        groupProtocols[groups.count] = entry.identifier
        groups.append(
            RequirementGroup(parent: isRoot ? nil : entry.name, requirements: requirements))
        try readParents(of: entry, declaration: declaration)
    }

    /// The requirement `member` of the protocol `entry` states; `nil` for an associated type
    /// (collected on the way), a requirement unavailable everywhere, or one left to its default
    /// implementation because it cannot be read.
    private mutating func requirement(
        _ member: SymbolCatalog.Entry, of entry: SymbolCatalog.Entry
    ) throws(ModelProblem) -> Requirement? {
        var parsed: Declaration
        do {
            parsed = try Self.parse(member.declarationText, of: "\(entry.name).\(member.name)")
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
            return nil
        }
        referencedModules.formUnion(Self.modules(of: member))
        if parsed.kind == .associatedType {
            associatedTypes.append(
                AssociatedType(
                    name: parsed.name, inheritance: parsed.inheritance, defaultType: parsed.type,
                    whereClause: parsed.whereClause, origin: entry.name,
                    typeIdentifiers: member.typeIdentifiers))
            return nil
        }
        // What the protocol's availability says already is said once, on the mock.
        let availability = (member.symbol.availability ?? []).filter {
            !(root.symbol.availability ?? []).contains($0)
        }
        // Unavailable everywhere, it needs no implementation; on some platforms, it needs one
        // marked so.
        if availability.contains(where: {
            $0.isUnconditionallyUnavailable == true && ($0.domain ?? "*") == "*"
        }) {
            return nil
        }
        if parsed.isUnaryOperator {
            // Graphs leave out `prefix` and `postfix`; the source tells which.
            let line = HiddenRequirements.line(at: member.symbol.location, sources: &sources)
            parsed.modifiers.append(line?.contains("postfix") == true ? .postfix : .prefix)
        }
        guard
            let requirement = Requirement(
                parsed, identifier: member.identifier, origin: entry.name,
                availability: availability,
                typeIdentifiers: member.typeIdentifiers, location: member.symbol.location)
        else {
            throw ModelProblem(
                message: "it requires a \(parsed.kind), which is no member a mock can implement",
                member: member.name, location: member.symbol.location)
        }
        return requirement
    }

    /// The requirements of `entry` that the graph leaves out, read from its source, but those
    /// it lists; its associated types the graph leaves out are collected on the way.
    private mutating func hiddenRequirements(
        of entry: SymbolCatalog.Entry, listed: Set<String>
    ) throws(ModelProblem) -> [Requirement] {
        var requirements: [Requirement] = []
        let found =
            HiddenRequirements.of(protocolAt: entry.symbol.location, sources: &sources)
            + HiddenRequirements.of(toolchainProtocol: "\(entry.module).\(entry.name)")
        for hidden in found {
            let parsed: Declaration
            do {
                parsed = try DeclarationParser.declaration(hidden.text)
            } catch {
                throw ModelProblem(
                    message: "its requirement \(hidden.text), which symbol graphs leave out, "
                        + "cannot be read: \(error)", location: hidden.location)
            }
            // A toolchain protocol's are never listed: its graph leaves out every `_` member.
            guard
                hidden.location == nil
                    || !listed.contains(where: {
                        $0 == parsed.name || $0.hasPrefix(parsed.name + "(")
                    })
            else { continue }
            if parsed.kind == .associatedType {
                associatedTypes.append(
                    AssociatedType(
                        name: parsed.name, inheritance: parsed.inheritance,
                        defaultType: parsed.type, whereClause: parsed.whereClause,
                        origin: entry.name, typeIdentifiers: entry.typeIdentifiers))
                continue
            }
            guard
                let requirement = Requirement(parsed, origin: entry.name, location: hidden.location)
            else { continue }
            requirements.append(requirement)
        }
        return requirements
    }

    /// Reads the parents of `entry`: as written, then any other conformance the graph lists.
    /// A class among them is the mock's superclass, as `NSObject` is for `NSObjectProtocol`.
    private mutating func readParents(
        of entry: SymbolCatalog.Entry, declaration: Declaration
    ) throws(ModelProblem) {
        let written = entry.typeIdentifiers
        var parents = declaration.inheritance.flatMap(Self.protocolNames).compactMap {
            written[$0]
        }
        parents += catalog.conformances[entry.identifier] ?? []
        self.parents[entry.identifier] = parents
        let classBoundParents = [
            "Foundation.NSObjectProtocol", "ObjectiveC.NSObjectProtocol", "_Concurrency.Actor",
        ]
        if parents.contains(where: {
            catalog.isClass($0) || classBoundParents.contains(catalog.qualifiedName(of: $0) ?? $0)
        }) {
            declaredClassBound.insert(entry.identifier)
        }
        for parent in parents where !visited.contains(parent) {
            visited.insert(parent)
            if catalog.isClass(parent) {
                if superclass == nil {
                    var found = Superclass(parent, in: catalog)
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
            try read(parent)
        }
    }

    /// Reads the protocol `identifier`: from the graphs, or as a standard protocol.
    private mutating func read(_ identifier: String) throws(ModelProblem) {
        if let parent = catalog.entries[identifier], parent.kind == .protocol {
            try readGraphProtocol(parent, isRoot: false)
            return
        }
        let qualifiedName = catalog.qualifiedName(of: identifier) ?? identifier
        guard let standard = StandardProtocol.named(qualifiedName) else {
            let module = String(qualifiedName.prefix { $0 != "." })
            let advice =
                ModuleName.toolchainGraphModules[module] == nil
                ? "" : " (--system-graphs DIR extracts it from the toolchain, as the plugins do)"
            throw ModelProblem(
                message: "it inherits \(qualifiedName), whose requirements no symbol graph "
                    + "given lists; pass the graph of its module too" + advice)
        }
        // `Swift.Identifiable` and `FoundationEssentials.Identifiable` are one protocol.
        let visitedName = standard.qualifiedName
        guard !visited.contains(visitedName) else { return }
        visited.insert(visitedName)
        try readStandardProtocol(standard)
    }

    /// Reads a protocol of the standard library or Foundation that the generator knows.
    private mutating func readStandardProtocol(_ standard: StandardProtocol)
        throws(ModelProblem)
    {
        hierarchy.append(standard.qualifiedName)
        satisfied.formUnion(standard.satisfied)
        for text in standard.associatedTypes {
            let parsed = try Self.parse(text, of: standard.qualifiedName)
            associatedTypes.append(
                AssociatedType(
                    name: parsed.name, inheritance: parsed.inheritance, defaultType: parsed.type,
                    whereClause: parsed.whereClause, origin: standard.qualifiedName))
        }
        var requirements: [Requirement] = []
        for requirement in standard.requirements {
            let declaration = try Self.parse(requirement.declaration, of: standard.qualifiedName)
            guard
                let requirement = Requirement(
                    declaration, origin: standard.qualifiedName,
                    typeIdentifiers: standard.typeIdentifiers,
                    implementation: requirement.implementation, isStandard: true)
            else { continue }
            requirements.append(requirement)
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
            if let known = StandardProtocol.named(parent) { try readStandardProtocol(known) }
        }
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

    static func parse(_ text: String, of name: String) throws(ModelProblem) -> Declaration {
        do {
            return try DeclarationParser.declaration(text)
        } catch {
            throw ModelProblem(message: "cannot read the declaration of \(name): \(error)")
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

    /// The global actor every requirement of a protocol whose declaration names none is
    /// isolated to, as the graph of a module built with `.defaultIsolation(MainActor.self)`
    /// says: `protocol Locator: Sendable` is isolated to the main actor there, yet only its
    /// requirements say `@MainActor`. `nil` for a `nonisolated` protocol, one without
    /// requirements, or one whose requirements differ.
    static func isolationOfRequirements(
        _ requirements: [Requirement], declaration: Declaration
    ) -> String? {
        guard !declaration.modifiers.contains(.nonisolated(argument: nil)),
            let first = requirements.first?.signature.attributes.first(where: {
                $0.hasSuffix("Actor")
            })
        else { return nil }
        let isolated = requirements.allSatisfy { $0.signature.attributes.contains(first) }
        return isolated ? first : nil
    }
}
