/// Walks a class and its superclasses, collecting the members a subclass overrides, those it
/// cannot, and the initializers it inherits, for ``ClassModel``.
struct ClassReader {
    let root: SymbolCatalog.Entry
    let catalog: SymbolCatalog
    /// Whether only `open` members can be overridden: the class is another module's.
    let isPublicOnly: Bool

    var groups: [RequirementGroup] = []
    var notOverridable: [ModelProblem] = []
    var initializers: [Superclass.Initializer] = []
    /// Whether `initializers` are every designated initializer of the class that declares them,
    /// each available: a subclass can then declare each again.
    var initializersAreComplete = true
    var referencedModules: Set<String> = []
    var typeIdentifiers: [String: String] = [:]
    /// Whether a class of the hierarchy conforms to `Sendable`.
    var isSendable = false
    /// The members read so far, as they identify one another: an override in a subclass hides
    /// the member it overrides.
    private var seen: Set<String> = []
    /// Whether a class of the hierarchy declared designated initializers, which the mock
    /// inherits.
    private var isInitializersFound = false

    init(root: SymbolCatalog.Entry, catalog: SymbolCatalog, isPublicOnly: Bool) {
        self.root = root
        self.catalog = catalog
        self.isPublicOnly = isPublicOnly
    }

    /// Reads the class, then each superclass the graphs declare, up to a system module's.
    mutating func read() {
        var visited: Set<String> = []
        var next: SymbolCatalog.Entry? = root
        var reachesSystemClass = false
        var reachesNSObject = false
        while let entry = next, visited.insert(entry.identifier).inserted {
            readClass(entry, isRoot: entry.identifier == root.identifier)
            let conformances = catalog.conformances[entry.identifier] ?? []
            isSendable = isSendable || conformances.contains("s:s8SendableP")
            let superclass = conformances.first { catalog.isClass($0) }
            next = superclass.flatMap { catalog.entries[$0] }
            if let superclass, next.map({ Self.isSystem($0.module) }) ?? true {
                reachesNSObject = ["c:objc(cs)NSObject", "s:10Foundation8NSObjectC"].contains(
                    superclass)
                reachesSystemClass =
                    ModuleName.of(preciseIdentifier: superclass).map(Self.isSystem)
                    ?? true
                next = nil
            }
        }
        markRequiredInitializers()
        // `NSObject` and the like, whose graphs are not read, have `init()`.
        if !isInitializersFound, reachesSystemClass {
            initializers = [Superclass.Initializer(Declaration(kind: .initializer, name: "init"))]
            // `NSObject`'s only designated initializer is `init()`; another system class may
            // have others.
            initializersAreComplete = reachesNSObject
        }
    }

    /// Reads the members of one class of the hierarchy.
    private mutating func readClass(_ entry: SymbolCatalog.Entry, isRoot: Bool) {
        typeIdentifiers.merge(entry.typeIdentifiers) { first, _ in first }
        let members = (catalog.members[entry.identifier] ?? [])
            .compactMap { catalog.entries[$0] }
            .sorted(by: SymbolCatalog.sourceOrder)
        var requirements: [Requirement] = []
        var designated: [Superclass.Initializer] = []
        var declaresDesignated = false
        var designatedAreComplete = true
        for member in members {
            switch member.kind {
            case .initializer:
                guard let declaration = try? DeclarationParser.declaration(member.declarationText)
                else {
                    notOverridable.append(problem(member, "its declaration cannot be read"))
                    continue
                }
                guard !declaration.modifiers.contains(.convenience) else { continue }
                declaresDesignated = true
                if isReachable(member, of: entry) {
                    designated.append(
                        Superclass.Initializer(
                            declaration, typeIdentifiers: member.typeIdentifiers))
                    referencedModules.formUnion(referenced(by: member))
                } else {
                    designatedAreComplete = false
                }
                if (member.symbol.availability ?? []).contains(where: {
                    $0.isUnconditionallyUnavailable == true || $0.obsoleted != nil
                }) {
                    designatedAreComplete = false
                }
                continue
            case .method, .property, .subscript, .typeMethod, .typeProperty, .typeSubscript:
                break
            case .protocol, .class, .struct, .enum, .enumCase, .actor, .typeAlias, .associatedType,
                .other:
                continue
            }
            guard isReachable(member, of: entry) else { continue }
            guard var declaration = try? DeclarationParser.declaration(member.declarationText)
            else {
                notOverridable.append(
                    problem(member, "its declaration cannot be read"))
                continue
            }
            // A stored property: the graph lists no accessors for it.
            if declaration.kind == .property, declaration.accessors == nil,
                !declaration.isConstant
            {
                declaration.accessors = Accessors(hasSetter: true)
            }
            guard
                var requirement = Requirement(
                    declaration, identifier: member.identifier, origin: entry.name,
                    availability: member.symbol.availability ?? [],
                    typeIdentifiers: member.typeIdentifiers, location: member.symbol.location)
            else { continue }
            guard seen.insert(identity(of: requirement)).inserted else { continue }
            if let reason = whyNotOverridable(declaration, member, of: entry) {
                notOverridable.append(problem(member, reason))
                continue
            }
            referencedModules.formUnion(referenced(by: member))
            typeIdentifiers.merge(member.typeIdentifiers) { first, _ in first }
            // A member is overridden as the class declares it; `override` is the mock's own.
            requirement.signature.modifiers.removeAll { $0 == .override }
            requirements.append(requirement)
        }
        // A class that declares no designated initializer inherits its superclass's; one that
        // declares only initializers a subclass cannot call leaves it none.
        if !isInitializersFound, declaresDesignated {
            initializers = designated
            initializersAreComplete = designatedAreComplete
            isInitializersFound = true
        }
        if !requirements.isEmpty || isRoot {
            groups.append(
                RequirementGroup(parent: isRoot ? nil : entry.name, requirements: requirements))
        }
    }

    /// Why a subclass cannot override `member` of `owner`, if it cannot.
    private func whyNotOverridable(
        _ declaration: Declaration, _ member: SymbolCatalog.Entry, of owner: SymbolCatalog.Entry
    ) -> String? {
        if declaration.modifiers.contains(.final) { return "it is final" }
        if declaration.modifiers.contains(.static) {
            return "it is static, which is final for a class's members"
        }
        if declaration.isConstant { return "it is a constant, a let" }
        // Another module's members are overridden when they are open; the class's own module's
        // too when the test target imports it `@testable`.
        if isOtherModule(owner), member.symbol.accessLevel != "open" {
            return "it is \(member.symbol.accessLevel), not open, in another module"
        }
        // SPI, which the mock's file does not import: `@_spi(Experimental) open func visit(…)`.
        if member.symbol.isSPI { return "it is SPI, which the mock does not import" }
        return nil
    }

    /// Whether the mock reaches `owner` as another module's class, its public API alone: the
    /// class is another package's, or the mock's module imports it without `@testable`.
    private func isOtherModule(_ owner: SymbolCatalog.Entry) -> Bool {
        isPublicOnly || owner.module != root.module
    }

    /// Whether a subclass in the test target sees `member`, to override it or, for a
    /// designated initializer, to call it: one not private, and public when its class is
    /// another module's (whose internal members are not its API). An implicit `init()` of a
    /// public class is internal.
    private func isReachable(_ member: SymbolCatalog.Entry, of owner: SymbolCatalog.Entry) -> Bool {
        let access = member.symbol.accessLevel
        return isOtherModule(owner)
            ? ["public", "open"].contains(access) : !["private", "fileprivate"].contains(access)
    }

    /// Marks `required` the initializers that implement an initializer a protocol of the
    /// hierarchy requires, which a non-final class's are, though the graphs do not say so of
    /// those the compiler synthesizes: `Decodable`'s `init(from:)`.
    private mutating func markRequiredInitializers() {
        var keys: Set<String> = []
        var queue = [root.identifier]
        var visited: Set<String> = []
        while let identifier = queue.popLast() {
            guard visited.insert(identifier).inserted else { continue }
            if identifier == "s:Se" { keys.insert("init(from:)") }
            for member in (catalog.requirements[identifier] ?? []).compactMap({
                catalog.entries[$0]
            }) {
                if let declaration = try? DeclarationParser.declaration(member.declarationText),
                    declaration.kind == .initializer
                {
                    keys.insert(Superclass.Initializer(declaration).key)
                }
            }
            queue += catalog.conformances[identifier] ?? []
        }
        for index in initializers.indices
        where keys.contains(initializers[index].key) && !initializers[index].isRequired {
            initializers[index].signature.modifiers.insert(.required, at: 0)
        }
    }

    /// The modules that declare the types `member` names.
    private func referenced(by member: SymbolCatalog.Entry) -> [String] {
        member.allTypeIdentifiers.compactMap { identifier in
            identifier.hasPrefix("c:") ? "Foundation" : ModuleName.of(preciseIdentifier: identifier)
        }
    }

    /// What tells a member from another: its kind, key and types, as an override restates them.
    private func identity(of requirement: Requirement) -> String {
        let signature = requirement.signature
        let types = signature.parameters.map(\.type.description).joined(separator: ",")
        return (requirement.kind.isStatic ? "static " : "") + requirement.key + ":" + types
            + "->" + (signature.type?.description ?? "")
    }

    private func problem(_ member: SymbolCatalog.Entry, _ reason: String) -> ModelProblem {
        ModelProblem(
            message: reason, member: Self.key(of: member), location: member.symbol.location)
    }

    /// `route(_:)`, `title`: the member as warnings name it, from its path.
    private static func key(of member: SymbolCatalog.Entry) -> String {
        member.symbol.pathComponents.last ?? member.name
    }

    /// Whether a module is the standard library's or Foundation's, whose classes' members a
    /// mock leaves alone.
    private static func isSystem(_ module: String) -> Bool {
        guard let imported = ModuleName.importedName(of: module) else { return true }
        return imported == "Foundation" || imported == "FoundationNetworking"
    }
}
