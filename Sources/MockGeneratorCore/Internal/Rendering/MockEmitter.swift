/// Writes the file of one protocol's mock: `Mock<Protocol>.swift`.
struct MockEmitter {
    /// A generated file, and what could not be generated in it.
    struct Output: Equatable, Codable {
        var fileName: String
        var contents: String
        var warnings: [String]
    }

    let model: ProtocolModel
    let catalog: SymbolCatalog
    /// The comment lines the file starts with, without `// `.
    let header: [String]

    /// `MockClock`; `MockOuterDelegate` for a protocol nested in a type, `Outer.Delegate`.
    var className: String { "Mock" + model.path.joined().filter { $0 != "`" } }

    /// The protocol as the mock's file names it: `Clock`, `Outer.Delegate`.
    private var protocolName: String { model.path.joined(separator: ".") }

    func emit() throws(GenerationProblem) -> Output {
        let (imports, importedModules) = self.imports()
        var resolution = AssociatedTypeResolution(model)
        let qualifier = TypeQualifier(
            catalog: catalog, importedModules: importedModules,
            shadowedNames: Set(
                resolution.genericParameters.map(\.name) + resolution.typeAliases.map(\.name)))
        resolution.qualify(with: qualifier, model: model)
        let superclass = model.superclass
        let (superclassCall, convenienceInitializer) = try superclassInitialization()
        let mockType = MockType(
            name: className, isGeneric: !resolution.genericParameters.isEmpty,
            isActor: model.isActor, globalActor: model.isActor ? nil : model.globalActor,
            genericNames: Set(resolution.genericParameters.map(\.name) + [className]),
            noncopyableNames: Set(
                resolution.genericParameters.filter { parameter in
                    parameter.constraints.contains {
                        $0.contains { if case .suppressed = $0 { true } else { false } }
                    }
                }.map(\.name)),
            superclassInitializers: superclass.map {
                Set(($0.initializers ?? []).map(Superclass.key(of:)))
            },
            requiredSuperclassInitializers: Set(
                requiredSuperclassInitializers.map(Superclass.key(of:))),
            superclassInitializerCall: superclassCall,
            qualifiesMocking: KnownTypeNames.mocking.contains(
                where: qualifier.isDeclaredOutsideMocking))
        let members = MemberEmitter(mockType: mockType, catalog: catalog)
        let planner = MemberPlanner(mockType: mockType, catalog: catalog)
        var warnings: [String] = []

        // Plan every requirement, then name the wrappers across all of them.
        let groups = model.groups.map { group in
            (
                group.parent,
                group.requirements.compactMap {
                    requirement -> (ProtocolModel.Requirement, MemberPlan)? in
                    if resolution.skipsIdentifiableID, requirement.origin == "Swift.Identifiable" {
                        return nil
                    }
                    let rewritten = rewrite(
                        requirement, resolution: resolution, qualifier: qualifier)
                    return (rewritten, planner.plan(rewritten))
                }
            )
        }
        let planned = groups.flatMap(\.1)
        let namingMembers = planned.compactMap { MemberPlanner.namingMember($0.0, plan: $0.1) }
        // The members keep their names, properties mocked by a `@PropertyMock` too; no wrapper
        // may take one (`fetchMock()` beside `fetch()`).
        let propertyNames = Set(
            planned.map { requirement, _ in
                requirement.declaration.name.filter { $0 != "`" }
            })
        // A wrapper renamed for a member takes a number no other wrapper has either.
        let wrapperNames = MockNaming.names(of: namingMembers).map { $0 + "Mock" }
        var taken = propertyNames.union(wrapperNames)
        var names = wrapperNames.map { wrapper in
            guard propertyNames.contains(wrapper) else { return wrapper }
            let name = wrapper.dropLast("Mock".count)
            var number = 2
            while taken.contains("\(name)\(number)Mock") { number += 1 }
            taken.insert("\(name)\(number)Mock")
            return "\(name)\(number)Mock"
        }
        .makeIterator()

        // Overloads that differ in their types alone and end in a closure are what the protocol
        // declares, but lint asks to rename them.
        var closureOverloads: [String: Int] = [:]
        for (requirement, _) in planned where requirement.kind == .method {
            if requirement.declaration.parameters.last?.type.functionType != nil {
                closureOverloads[Superclass.key(of: requirement.declaration), default: 0] += 1
            }
        }

        var body: [[String]] = []
        var heldStatics: [String] = []
        for (parent, requirements) in groups {
            var first = true
            for (requirement, plan) in requirements {
                if case .placeholder(let reason, _) = plan {
                    warnings.append(
                        GeneratorWarning.text(
                            "cannot mock \(displayName(requirement)) of \(model.name): \(reason)",
                            file: "\(className).swift", location: requirement.location))
                }
                let name =
                    MemberPlanner.namingMember(requirement, plan: plan) != nil ? names.next() : nil
                // Names and labels in capitals are the protocol's, which the mock cannot change.
                let declaration = requirement.declaration
                let isCapitalized =
                    ([declaration.name] + declaration.parameters.compactMap(\.label))
                    .contains { $0.first?.isUppercase == true }
                let rules = isCapitalized ? ["AlwaysUseLowerCamelCase"] : []
                let written = members.lines(for: requirement, plan: plan, wrapperName: name)
                // Lines held by the statics' enum are exempted there, each part on its own.
                let isHeld = { (line: String) in line.hasPrefix(MemberEmitter.heldLineMarker) }
                heldStatics += SourceLayout.exemptingFromLint(
                    written.filter(isHeld).map { String($0.dropFirst()) }, indent: 4, rules: rules)
                var lines = SourceLayout.exemptingFromLint(
                    written.filter { !isHeld($0) }, indent: 4, rules: rules)
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
            var initializer = "    init() {}"
            if let superclass {
                initializer =
                    superclass.hasPlainInitializer
                    ? "    override init() { super.init() }" : "    init() { \(superclassCall) }"
            }
            body.insert(
                ["    /// Creates a mock without calling a mocked initializer.", initializer],
                at: 0)
        }
        if let convenienceInitializer {
            body.insert(
                [
                    "    /// Creates a mock with the superclass's initializer, given default values.",
                    "    " + convenienceInitializer,
                ], at: 0)
        }
        body += requiredInitializerLines()
        if !resolution.typeAliases.isEmpty {
            body.insert(
                resolution.typeAliases.map { "    typealias \($0.name) = \($0.type)" }, at: 0)
        }

        var lines = header.map { "// \($0)" } + [""] + imports + [""]
        lines.append("/// A mock of ``\(protocolName)``, generated from its symbol graph.")
        if closureOverloads.values.contains(where: { $0 > 1 }) {
            // Lint checks overloads on the type that declares them.
            lines.append("// swift-format-ignore: AmbiguousTrailingClosureOverload")
        }
        lines += AvailabilityRenderer.attributes(model.availability, forStoredProperty: false)
        let superclassName = superclass.map { superclass in
            let type = superclass.type ?? .named(superclass.name)
            guard let identifier = superclass.identifier else { return type.description }
            return qualifier.qualified(
                type,
                identifiers: model.typeIdentifiers.merging([superclass.name: identifier]) {
                    _, new in new
                }
            ).description
        }
        lines += classDeclarationLines(
            resolution, superclassName: superclassName, hasBody: !body.isEmpty)
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
        if !heldStatics.isEmpty {
            lines += [
                "",
                "/// The static wrappers of ``\(className)``, which as a generic class cannot hold them.",
                "private enum \(mockType.staticsHolder) {",
            ]
            lines += heldStatics
            lines.append("}")
        }
        return Output(
            fileName: "\(className).swift", contents: lines.joined(separator: "\n") + "\n",
            warnings: warnings)
    }

    private var isUncheckedSendable: Bool {
        model.inheritsSendable && !model.isActor && model.globalActor == nil
    }

    /// How the mock's initializers call the superclass's, and the initializer without
    /// arguments the mock gets when it inherits the superclass's and none of them has none.
    /// - Throws: When no subclass can call an initializer of the superclass, or the protocol
    ///   requires initializers and no initializer of the superclass has arguments the generator
    ///   can give.
    private func superclassInitialization() throws(GenerationProblem) -> (
        call: String, convenience: String?
    ) {
        guard let superclass = model.superclass else { return ("super.init()", nil) }
        if superclass.initializers?.isEmpty == true {
            throw GenerationProblem(
                message: "its superclass \(superclass.name) has no initializer a subclass can call")
        }
        let call = Self.superclassCall(superclass, catalog: catalog)
        let requiresInitializers = model.requirements.contains {
            $0.declaration.kind == .initializer
        }
        guard requiresInitializers else {
            // The mock inherits the superclass's initializers, and gets one without arguments.
            guard !superclass.hasPlainInitializer, let call else { return ("super.init()", nil) }
            return (call, "convenience init() { self\(call.dropFirst("super".count)) }")
        }
        guard let call else {
            throw GenerationProblem(
                message: "it requires initializers, which must call one of its superclass "
                    + "\(superclass.name)'s, and the graphs list none whose arguments have a "
                    + "default value")
        }
        return (call, nil)
    }

    /// A class that declares initializers inherits none: the superclass's `required` ones,
    /// declared again, forwarding.
    private func requiredInitializerLines() -> [[String]] {
        guard !declaredInitializerKeys.isEmpty else { return [] }
        return requiredSuperclassInitializers.filter {
            !declaredInitializerKeys.contains(Superclass.key(of: $0))
        }
        .map { initializer in
            var declaration = initializer
            declaration.attributes = []
            declaration.modifiers = ["required"]
            let arguments = declaration.parameters.map { parameter in
                (parameter.label.map { "\($0): " } ?? "") + parameter.name
            }
            return SourceLayout.member(
                DeclarationRenderer.signature(of: declaration),
                body: ["super.init(\(arguments.joined(separator: ", ")))"], indent: 4)
        }
    }

    /// The `required` initializers of the class the mock subclasses.
    private var requiredSuperclassInitializers: [Declaration] {
        (model.superclass?.initializers ?? []).filter { $0.modifiers.contains("required") }
    }

    /// The initializers the mock declares itself, as `init(name:)`: those the protocol requires,
    /// and `init()` when it needs one.
    private var declaredInitializerKeys: Set<String> {
        var keys = Set(
            model.requirements.filter { $0.declaration.kind == .initializer }.map {
                Superclass.key(of: $0.declaration)
            })
        if needsPlainInitializer { keys.insert("init()") }
        return keys
    }

    /// How the mock's initializers call the superclass's: `super.init()`, or the first of its
    /// initializers whose every argument has a default value, given it
    /// (`super.init(title: "")`); `nil` when there is none.
    static func superclassCall(_ superclass: Superclass, catalog: SymbolCatalog) -> String? {
        guard let initializers = superclass.initializers else { return nil }
        if superclass.hasPlainInitializer { return "super.init()" }
        let defaults = DefaultValues(catalog: catalog, typeIdentifiers: [:])
        for initializer in initializers
        where initializer.initializerOptionality == nil && initializer.throwsClause == nil
            && !initializer.isAsync
        {
            let values = initializer.parameters.map { parameter -> String? in
                guard !parameter.isVariadic,
                    let value = defaults.knowledge(of: parameter.type).expression,
                    value != ".defaultValue"
                else { return nil }
                return (parameter.label.map { "\($0): " } ?? "") + value
            }
            if values.allSatisfy({ $0 != nil }) {
                return "super.init(\(values.compactMap { $0 }.joined(separator: ", ")))"
            }
        }
        return nil
    }

    /// Whether the protocol requires initializers, none of which takes no arguments: the mock
    /// then also gets an `init()` for tests.
    private var needsPlainInitializer: Bool {
        let initializers = model.requirements.filter { $0.declaration.kind == .initializer }
        return !initializers.isEmpty && !initializers.contains { $0.declaration.parameters.isEmpty }
    }

    private func classDeclarationLines(
        _ resolution: AssociatedTypeResolution, superclassName: String?, hasBody: Bool
    ) -> [String] {
        var conformances = [superclassName, protocolName].compactMap { $0 }
        if isUncheckedSendable { conformances.append("@unchecked Sendable") }
        return SourceLayout.typeHead(
            attributes: model.isActor ? [] : [model.globalActor].compactMap { $0 },
            keyword: model.isActor ? "actor" : "final class", name: className,
            genericParameters: resolution.genericParameters.map(\.description),
            inheritance: conformances, whereClause: resolution.whereClause.map(\.description),
            hasBody: hasBody)
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
        _ requirement: ProtocolModel.Requirement, resolution: AssociatedTypeResolution,
        qualifier: TypeQualifier
    ) -> ProtocolModel.Requirement {
        var requirement = requirement
        let associatedTypeNames = Set(model.associatedTypes.map(\.name))
        let withoutSelf: (TypeExpression) -> TypeExpression? = { type in
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
            // A type alias of the protocol whose name an imported module's type also takes is
            // reached through the mock: `MockRequester.NSObject`.
            if let first = rest.first, !associatedTypeNames.contains(first.name),
                qualifier.isDeclaredAtTopLevel(first.name)
            {
                return .named([.init(name: className, genericArguments: [])] + rest)
            }
            return .named(rest)
        }
        var declaration = requirement.declaration
        let identifiers = requirement.typeIdentifiers
        // A generic parameter of the requirement named as one of the mock's would shadow it:
        // `subscript<T>` in `MockStore<T>` is written `subscript<T1>`.
        let mockGenerics = Set(resolution.genericParameters.map(\.name))
        var taken = mockGenerics.union(declaration.genericParameters.map(\.name))
        var renamed: [String: String] = [:]
        for parameter in declaration.genericParameters where mockGenerics.contains(parameter.name) {
            var number = 1
            while taken.contains("\(parameter.name)\(number)") { number += 1 }
            renamed[parameter.name] = "\(parameter.name)\(number)"
            taken.insert("\(parameter.name)\(number)")
        }
        func renaming(_ type: TypeExpression) -> TypeExpression? {
            guard !renamed.isEmpty, case .named(var components) = type,
                let new = components.first.flatMap({ renamed[$0.name] })
            else { return nil }
            components[0].name = new
            for index in components.indices {
                components[index].genericArguments = components[index].genericArguments.map {
                    $0.rewritten(renaming)
                }
            }
            return .named(components)
        }
        declaration.genericParameters = declaration.genericParameters.map { parameter in
            var parameter = parameter
            parameter.name = renamed[parameter.name] ?? parameter.name
            return parameter
        }
        let rewrite: (TypeExpression) -> TypeExpression = { type in
            qualifier.qualified(type.rewritten(renaming), identifiers: identifiers)
                .rewritten(withoutSelf)
        }
        var usedNames = Set(declaration.parameters.map(\.name))
        declaration.parameters = declaration.parameters.enumerated().map { index, parameter in
            var parameter = parameter
            parameter.type = rewrite(parameter.type)
            // A parameter's name is the mock's own: `URL` is written `url`, as lint wants it.
            let lowered = Self.lowerCamelCase(parameter.name)
            if lowered != parameter.name, !usedNames.contains(lowered),
                !Self.keywords.contains(lowered)
            {
                usedNames.insert(lowered)
                parameter.name = lowered
            }
            // A keyword names a parameter in its declaration, but must be quoted in a body.
            if Self.keywords.contains(parameter.name) { parameter.name = "`\(parameter.name)`" }
            // A parameter without a name gets one, to be forwarded by: its label, or `argN`.
            if parameter.name == "_" {
                var name = parameter.label ?? "arg\(index)"
                if name.hasPrefix("`") || usedNames.contains(name) || Self.keywords.contains(name) {
                    name = "arg\(index)"
                }
                while usedNames.contains(name) { name += "_" }
                usedNames.insert(name)
                parameter.name = name
            }
            return parameter
        }
        declaration.type = declaration.type.map(rewrite)
        if case .typed(let error) = declaration.throwsClause {
            declaration.throwsClause = .typed(rewrite(error))
        }
        if case .typed(let error) = declaration.accessors?.throwsClause {
            declaration.accessors?.throwsClause = .typed(rewrite(error))
        }
        declaration.whereClause = declaration.whereClause.map { $0.rewritten(rewrite) }
        declaration.genericParameters = declaration.genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraint = parameter.constraint.map(rewrite)
            return parameter
        }
        requirement.declaration = declaration
        return requirement
    }

    /// `name` with its leading capitals lowered: `url` for `URL`, `urlString` for `URLString`.
    static func lowerCamelCase(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, first.isASCII, first.properties.isUppercase else {
            return name
        }
        var capitals = scalars.prefix { $0.isASCII && $0.properties.isUppercase }.count
        // The last capital of a run begins the next word: `URLString`.
        if capitals > 1, capitals < scalars.count, scalars[capitals].properties.isLowercase {
            capitals -= 1
        }
        let head = String(String.UnicodeScalarView(scalars[..<capitals])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[capitals...]))
    }

    /// Words that cannot name a parameter without backticks.
    private static let keywords: Set<String> = [
        "in", "inout", "var", "let", "func", "class", "struct", "enum", "protocol", "extension",
        "return", "if", "else", "for", "while", "repeat", "switch", "case", "default", "break",
        "continue", "do", "catch", "throw", "throws", "try", "import", "init", "deinit",
        "subscript", "static", "self", "Self", "super", "nil", "true", "false", "is", "as", "Any",
        "where", "guard", "defer", "fallthrough", "operator", "typealias", "associatedtype",
        "internal", "private", "public", "fileprivate", "open", "rethrows",
    ]

    /// `import Mocking`, the modules of the protocols and of the types the requirements name;
    /// `@testable` for the module of an internal protocol.
    private func imports() -> (lines: [String], modules: Set<String>) {
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
        let imported = modules.union(testable)
        let conditional = modules.remove("FoundationNetworking") != nil
        modules.subtract(testable)
        var lines = modules.sorted().map { "import \($0)" }
        if !testable.isEmpty {
            lines.append("")
            lines += testable.sorted().map { "@testable import \($0)" }
        }
        if conditional {
            lines += [
                "", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
            ]
        }
        return (lines, imported)
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

    /// Qualifies the names of the constraints, where clause and type aliases as `qualifier`
    /// says, with the identifiers the declarations of `model` give them.
    mutating func qualify(with qualifier: TypeQualifier, model: ProtocolModel) {
        var identifiers = model.typeIdentifiers
        for associatedType in model.associatedTypes {
            identifiers.merge(associatedType.typeIdentifiers) { first, _ in first }
        }
        let qualify = { (type: TypeExpression) in
            qualifier.qualified(type, identifiers: identifiers)
        }
        typeAliases = typeAliases.map { ($0.name, qualify($0.type)) }
        genericParameters = genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraints = parameter.constraints.map(qualify)
            return parameter
        }
        whereClause = whereClause.map { requirement in
            switch requirement {
            case .conformance(let type, let constraint): .conformance(type, qualify(constraint))
            case .sameType(let type, let other): .sameType(type, qualify(other))
            }
        }
    }
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
            let defaultType = associatedType.isDefaultUncertain ? nil : associatedType.defaultType
            if let type = pinned[associatedType.name] ?? defaultType {
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
        // The class's where clause and generic parameters cannot see its type aliases: they
        // name the types instead.
        var aliases: [String: TypeExpression] = [:]
        for alias in typeAliases where aliases[alias.name] == nil {
            aliases[alias.name] = alias.type
        }
        let resolve: (TypeExpression) -> TypeExpression? = { type in
            guard case .named(let components) = type, let first = components.first,
                first.genericArguments.isEmpty, let alias = aliases[first.name]
            else { return nil }
            if components.count == 1 { return alias }
            guard case .named(let aliased) = alias else { return nil }
            return .named(aliased + components.dropFirst())
        }
        whereClause = whereClause.map { $0.rewritten(resolve) }
        genericParameters = genericParameters.map { parameter in
            var parameter = parameter
            parameter.constraints = parameter.constraints.map { $0.rewritten(resolve) }
            return parameter
        }
    }
}
