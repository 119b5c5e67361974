import Foundation

/// Writes the members of a mock for its protocol's requirements: for each, the member that
/// implements it and the wrapper it forwards to.
struct MemberEmitter {
    /// How the mock type is declared, which decides how its members are.
    struct MockType {
        var name: String
        /// Generic over associated types: no static stored properties.
        var isGeneric: Bool
        var isActor: Bool
        /// `@MainActor`, when the protocol is isolated to a global actor.
        var globalActor: String?
        /// The names that depend on the mock's generic parameters: those and the mock's own.
        var genericNames: Set<String> = []
        /// The mock's generic parameters that may be noncopyable or nonescapable.
        var noncopyableNames: Set<String> = []
        /// The designated initializers of the class the mock subclasses, as `init(title:)`;
        /// `nil` when it subclasses none.
        var superclassInitializers: Set<String>?

        /// The type that holds the static wrappers of a generic mock, which cannot.
        var staticsHolder: String { name + "StaticMocks" }
    }

    /// A requirement, planned: how it is implemented.
    enum Plan {
        /// A body written out, such as `lhs === rhs` for `==`.
        case body(String)
        /// A placeholder that records a test issue, with the reason.
        case placeholder(String)
        /// A stored `@PropertyMock` that is the property itself.
        case propertyWrapper
        /// Forwarding to wrappers named by ``MockNaming``.
        case forwarding(Callable)
    }

    let mockType: MockType
    let catalog: SymbolCatalog
    let indent = 4

    // The indentation of a member's body.
    private var bodyIndent: Int { indent + 4 }

    /// Decides how `requirement`, whose types are already rewritten for the mock, is implemented.
    func plan(_ requirement: ProtocolModel.Requirement) -> Plan {
        let declaration = requirement.declaration
        if case .body(let body) = requirement.implementation { return .body(body) }
        if let reason = unmockableReason(requirement) { return .placeholder(reason) }
        switch declaration.kind {
        case .property:
            guard let accessors = declaration.accessors, let type = declaration.type else {
                return .placeholder("it has no accessors")
            }
            if !declaration.isStatic, !accessors.isAsync, accessors.throwsClause?.normalized == nil,
                !isHeldNonisolated(requirement)
            {
                return .propertyWrapper
            }
            var callable = Callable()
            callable.isAsync = accessors.isAsync
            callable.throwsClause = accessors.throwsClause?.normalized
            callable.result = type.withPlainOptionals
            if declaration.isStatic, mockType.isGeneric, mentionsGenerics(callable) {
                // Held outside the generic mock, so by a generic wrapper.
                guard !accessors.hasSetter else {
                    return .placeholder(
                        "a settable static property of a generic mock whose type depends on its "
                            + "generic parameters has no wrapper to hold it")
                }
                callable.isGeneric = true
            }
            return .forwarding(callable)
        case .function, .initializer, .subscript:
            var callable = Callable()
            let methodGenerics = Set(declaration.genericParameters.map(\.name))
            callable.isGeneric =
                !methodGenerics.isEmpty
                || declaration.parameters.contains { $0.type.contains(where: Self.isOpaque) }
            for parameter in declaration.parameters {
                let (type, attributes, specifiers) = parameter.type.withPlainOptionals
                    .withoutAttributes
                let isFunction = self.isFunction(type, requirement: requirement)
                if isFunction == nil, !attributes.contains("@escaping") {
                    return .placeholder(
                        "the type of its parameter `\(parameter.name)`, \(type), is a type alias "
                            + "that no symbol graph given declares, so may be a closure that must "
                            + "not escape")
                }
                if callable.isGeneric, case .metatype(let base, "Type") = type,
                    methodGenerics.contains(base.description)
                {
                    continue  // The type is the specialization.
                }
                let kept = attributes.filter { $0 != "@escaping" && $0 != "@autoclosure" }
                let recorded: TypeExpression =
                    kept.isEmpty ? type : .attributed(attributes: kept, specifiers: [], type)
                if specifiers.contains("inout") {
                    callable.inouts.append(.init(name: parameter.name, type: type))
                    callable.context.append(.init(name: parameter.name, type: type))
                } else if isFunction == true, !attributes.contains("@escaping"),
                    !parameter.isVariadic
                {
                    callable.closures.append(.init(name: parameter.name, type: recorded))
                } else {
                    callable.context.append(
                        .init(
                            name: parameter.name,
                            type: parameter.isVariadic ? .array(recorded) : recorded,
                            isFunction: isFunction == true && !parameter.isVariadic))
                }
            }
            if declaration.kind == .subscript {
                callable.isAsync = declaration.accessors?.isAsync ?? false
                callable.throwsClause = declaration.accessors?.throwsClause?.normalized
            } else {
                callable.isAsync = declaration.isAsync
                callable.throwsClause = declaration.throwsClause?.normalized
            }
            callable.result =
                declaration.type.flatMap { $0.isVoid ? nil : $0.withPlainOptionals }
                ?? .named("Void")
            if declaration.kind == .initializer, declaration.initializerOptionality != nil {
                callable.result = .named("Bool")
            }
            if callable.throwsClause == .rethrows, !callable.isSupportedRethrows {
                return .placeholder(
                    "a rethrows requirement is mocked only with one throwing closure, neither "
                        + "async, and no inout parameters")
            }
            if declaration.isStatic, mockType.isGeneric, declaration.kind != .initializer,
                mentionsGenerics(callable)
            {
                callable.isGeneric = true
            }
            return .forwarding(callable)
        default:
            return .placeholder("it is not a member kind the generator knows")
        }
    }

    /// Whether `type` is a function type, looking through the type aliases the graphs declare;
    /// `nil` for an alias of a module whose graph is not given, which may be one.
    private func isFunction(
        _ type: TypeExpression, requirement: ProtocolModel.Requirement
    ) -> Bool? {
        var type = type
        var identifiers = requirement.typeIdentifiers
        for _ in 0..<8 {
            if type.functionType != nil { return true }
            guard case .named(let components) = type.withoutAttributes.type.withoutParentheses,
                let last = components.last, let identifier = identifiers[last.name],
                identifier.hasSuffix("a")
            else { return false }
            guard let (aliased, aliasIdentifiers) = catalog.aliasedType(of: identifier) else {
                // The standard library's and Foundation's aliases (`TimeInterval`) are values.
                let module = ModuleName.of(preciseIdentifier: identifier)
                let isSystem = module.map { ModuleName.importedName(of: $0) ?? "Swift" }
                return isSystem == "Foundation" || isSystem == "Swift" ? false : nil
            }
            type = aliased
            identifiers = aliasIdentifiers
        }
        return false
    }

    /// Whether the wrapper of `callable` names the mock's generic parameters, or the mock.
    private func mentionsGenerics(_ callable: Callable) -> Bool {
        !callable.wrapperType.referencedNames.isDisjoint(with: mockType.genericNames)
    }

    private static func isOpaque(_ type: TypeExpression) -> Bool {
        if case .prefixed("some", _) = type { return true }
        return false
    }

    private func unmockableReason(_ requirement: ProtocolModel.Requirement) -> String? {
        let declaration = requirement.declaration
        let types = declaration.parameters.map(\.type) + [declaration.type].compactMap { $0 }
        let usesPacks =
            declaration.genericParameters.contains(where: \.isPack)
            || types.contains {
                $0.contains { type in
                    if case .prefixed(let keyword, _) = type {
                        return keyword == "each" || keyword == "repeat"
                    }
                    return false
                }
            }
        if usesPacks { return "a mock cannot record parameter packs" }
        if let result = declaration.type,
            let name = noncopyableName(in: result, requirement: requirement)
        {
            return "its result is of the noncopyable or nonescapable type \(name), which a mock "
                + "cannot hold"
        }
        for parameter in declaration.parameters {
            if let name = noncopyableName(in: parameter.type, requirement: requirement) {
                return "its parameter `\(parameter.name)` is of the noncopyable or nonescapable "
                    + "type \(name), which a mock cannot record"
            }
            // The graph does not say whether a type is copyable; these specifiers are how
            // noncopyable arguments are passed.
            let specifiers = parameter.type.withoutAttributes.specifiers
            if let specifier = specifiers.first(where: { $0 == "consuming" || $0 == "borrowing" }) {
                return
                    "its parameter `\(parameter.name)` is `\(specifier)`, so may be noncopyable, "
                    + "which the symbol graph does not tell and a mock cannot record"
            }
        }
        if isHeldNonisolated(requirement), declaration.kind == .property,
            declaration.accessors?.hasSetter == true, declaration.type.map({ type in
                !type.referencedNames.isDisjoint(with: mockType.genericNames)
            }) == true
        {
            return "it is nonisolated and settable, and its type depends on the mock's generic "
                + "parameters"
        }
        return nil
    }

    /// The first type in `type` that is noncopyable or nonescapable, as the graphs say or as
    /// the requirement's or the mock's generic parameters are constrained (`T: ~Copyable`).
    /// Whether the requirement is implemented `nonisolated` in an isolated mock: declared so,
    /// or required by a standard protocol such as `Hashable`. Its wrapper is then a
    /// `nonisolated let`, which is not isolated either.
    func isHeldNonisolated(_ requirement: ProtocolModel.Requirement) -> Bool {
        let declaration = requirement.declaration
        guard isIsolated, !declaration.isStatic, declaration.kind != .initializer,
            case .mocked = requirement.implementation
        else { return false }
        return requirement.isStandard
            || declaration.modifiers.contains { $0.hasPrefix("nonisolated") }
    }

    private func noncopyableName(
        in type: TypeExpression, requirement: ProtocolModel.Requirement
    ) -> String? {
        let declaration = requirement.declaration
        var suppressed = mockType.noncopyableNames
        for parameter in declaration.genericParameters
        where parameter.constraint?.contains(where: Self.isSuppression) == true {
            suppressed.insert(parameter.name)
        }
        for case .conformance(let type, let constraint) in declaration.whereClause
        where constraint.contains(where: Self.isSuppression) {
            suppressed.insert(type.description)
        }
        var found: String?
        _ = type.rewritten { type in
            if found == nil, case .named(let components) = type, let first = components.first {
                if suppressed.contains(first.name) {
                    found = first.name
                } else if let identifier = requirement.typeIdentifiers[first.name],
                    catalog.isNoncopyable(identifier)
                {
                    found = first.name
                }
            }
            return nil
        }
        return found
    }

    private static func isSuppression(_ type: TypeExpression) -> Bool {
        if case .suppressed = type { return true }
        return false
    }

    /// What ``MockNaming`` reads of a planned requirement; `nil` when it has no named wrapper.
    static func namingMember(_ requirement: ProtocolModel.Requirement, plan: Plan) -> MockNaming
        .Member?
    {
        guard case .forwarding = plan else { return nil }
        let declaration = requirement.declaration
        return MockNaming.Member(
            baseName: MockNaming.baseName(of: declaration), labels: declaration.argumentLabels,
            parameterTypes: declaration.parameters.map(\.type),
            result: declaration.kind == .property ? nil : declaration.type)
    }

    /// The lines of one requirement's member and wrappers, at the class's indentation.
    func lines(
        for requirement: ProtocolModel.Requirement, plan: Plan, wrapperName: String?
    ) -> [String] {
        let declaration = requirement.declaration
        let attributes = memberAttributes(requirement)
        switch plan {
        case .body(let body):
            var declaration = declaration
            declaration.attributes = attributes
            declaration.modifiers = memberModifiers(declaration, isolationFree: true)
            return SourceLayout.member(
                DeclarationRenderer.signature(of: declaration), body: [body], indent: indent)
        case .placeholder(let reason):
            return placeholderLines(requirement, attributes: attributes, reason: reason)
        case .propertyWrapper:
            // A stored property cannot be marked potentially unavailable.
            let attributes =
                wrapperAttributes(requirement)
                + attributes.filter { !$0.hasPrefix("@available") }
            let type = declaration.type ?? .void
            let known = defaults(requirement).knowledge(of: type).isKnown
            let wrapper = known ? "@PropertyMock" : "@PropertyMock(.unimplemented)"
            let lead = (attributes + [wrapper, "var \(declaration.name):"]).joined(separator: " ")
            return SourceLayout.typedDeclaration(lead, type: type, indent: indent)
        case .forwarding(let callable):
            let name = wrapperName ?? "mock"
            switch declaration.kind {
            case .property:
                return propertyLines(requirement, callable, attributes: attributes, name: name)
            case .subscript:
                return subscriptLines(requirement, callable, attributes: attributes, name: name)
            default:
                return functionLines(requirement, callable, attributes: attributes, name: name)
            }
        }
    }

    // Functions and initializers.

    private func functionLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, attributes: [String],
        name: String
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: isHeldNonisolated(requirement))
        let isInitializer = declaration.kind == .initializer
        let isStatic = declaration.isStatic || isInitializer && !mockType.isGeneric
        let isHeld = isStatic || isHeldNonisolated(requirement)
        if isHeldNonisolated(requirement), !declaration.modifiers.contains("nonisolated") {
            declaration.modifiers.insert("nonisolated", at: 0)
        }
        let reference = isInitializer && isStatic ? "Self.\(name)" : name
        var body = bodyStatements(
            callable, reference: reference, projected: !isHeld ? "$\(name)" : name)
        if isInitializer, declaration.initializerOptionality != nil, let call = body.last {
            body = ["guard \(call) else { return nil }"]
        }
        if isInitializer, let inherited = mockType.superclassInitializers {
            body.append("super.init()")
            if inherited.contains(Superclass.key(of: declaration)) {
                declaration.modifiers.insert("override", at: 0)
            }
        }
        let member = SourceLayout.member(
            DeclarationRenderer.signature(of: declaration), body: body, indent: indent)
        return member + wrapperLines(requirement, callable, name: name, isHeld: isHeld)
    }

    /// The statements that forward a call to the wrapper `reference` and return its answer.
    private func bodyStatements(_ callable: Callable, reference: String, projected: String)
        -> [String]
    {
        let effects = (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
        if callable.isSupportedRethrows {
            var closure = callable.closures[0].name
            if let function = callable.closures[0].type.functionType, function.parameters.count > 1 {
                let arguments = function.parameters.indices.map { "$0.\($0)" }
                closure = "{ try \(closure)(\(arguments.joined(separator: ", "))) }"
            }
            var mock = projected
            if callable.isGeneric {
                let context = callable.contextType.isVoid ? "Void" : "(\(callable.contextType))"
                mock += ".for(\(context).self, returning: (\(callable.value)).self)"
            }
            return ["try \(mock)(\(callable.contextExpression), passing: \(closure))"]
        }
        var call = "\(reference)(\(callable.contextExpression))"
        if callable.passesClosures {
            let closures = callable.closures.map(\.name).joined(separator: ", ")
            call =
                callable.isGeneric
                ? "(\(call) as \(callable.value))(\(closures))" : "\(call)(\(closures))"
        } else if callable.isGeneric, !callable.inouts.isEmpty || callable.isTypedThrows {
            call = "(\(call) as \(callable.answer))"
        }
        let getsOutcome = callable.isTypedThrows && !callable.passesClosures
        if callable.inouts.isEmpty {
            return [effects + call + (getsOutcome ? ".get()" : "")]
        }
        let prefix = getsOutcome ? (callable.isAsync ? "await " : "") : effects
        var names = callable.inouts.map {
            "new" + MockNaming.capitalized($0.name.filter { $0 != "`" })
        }
        let resultName = callable.context.contains { $0.name == "result" } ? "answer" : "result"
        let hasOutcome = !callable.outcome.isVoid
        if hasOutcome { names.append(resultName) }
        var statements: [String] = []
        if names.count == 1 {
            statements.append("\(callable.inouts[0].name) = \(prefix)\(call)")
        } else {
            statements.append("let (\(names.joined(separator: ", "))) = \(prefix)\(call)")
            for (argument, newName) in zip(callable.inouts, names) {
                statements.append("\(argument.name) = \(newName)")
            }
        }
        if getsOutcome {
            statements.append((callable.result.isVoid ? "" : "return ") + "try \(resultName).get()")
        } else if hasOutcome {
            statements.append("return \(resultName)")
        }
        return statements
    }

    /// The wrapper declaration of a forwarding member.
    private func wrapperLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, name: String, isHeld: Bool
    ) -> [String] {
        let attributes = wrapperAttributes(requirement)
        let defaults = defaults(requirement)
        let argument = defaultArgument(callable, defaults: defaults, requirement: requirement)
        if isHeld {
            if callable.isGeneric {
                return staticWrapper(
                    requirement, name: name, typeName: callable.wrapperName, genericArguments: [],
                    arguments: "scope: .test")
            }
            var arguments = "scope: .test"
            switch argument {
            case .none: break
            case .unimplemented: arguments = ".unimplemented, " + arguments
            case .returning(let value): arguments = "returning: \(value), " + arguments
            case .loader(let loader): arguments = "wrappedValue: \(loader), " + arguments
            }
            return staticWrapper(
                requirement, name: name, typeName: callable.wrapperName,
                genericArguments: [callable.contextType.description, callable.value.description],
                arguments: arguments)
        }
        if callable.isGeneric {
            return [
                SourceLayout.indented(
                    (attributes + ["@\(callable.wrapperName) var \(name)"]).joined(separator: " "),
                    indent)
            ]
        }
        var wrapper = "@\(callable.wrapperName)"
        var suffix = ""
        switch argument {
        case .none: break
        case .unimplemented: wrapper += "(.unimplemented)"
        case .returning(let value): wrapper += "(returning: \(value))"
        case .loader(let loader): suffix = " = \(loader)"
        }
        let lead = (attributes + [wrapper, "var \(name):"]).joined(separator: " ")
        if suffix.isEmpty {
            return SourceLayout.typedDeclaration(lead, type: callable.wrapperType, indent: indent)
        }
        let line = "\(lead) \(callable.wrapperType)\(suffix)"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [
            SourceLayout.indented("\(lead) \(callable.wrapperType) =", indent),
            SourceLayout.indented(String(suffix.dropFirst(3)), indent + 4),
        ]
    }

    /// The marker of lines that declare a generic mock's static wrappers, which go to
    /// ``MockType/staticsHolder``: generic types cannot have static stored properties.
    static let heldLineMarker = "\u{1}"

    /// `static let name = Type<Arguments>(arguments)`; in a generic mock, a static property that
    /// reads it from the holder, and the declaration for the holder, marked.
    private func staticWrapper(
        _ requirement: ProtocolModel.Requirement, name: String, typeName: String,
        genericArguments: [String], arguments: String
    ) -> [String] {
        var lead = wrapperAttributes(requirement)
        let isStatic =
            requirement.declaration.isStatic || requirement.declaration.kind == .initializer
        if mockType.globalActor != nil || !isStatic { lead.append("nonisolated") }
        lead.append(isStatic ? "static let \(name)" : "let \(name)")
        // An instance's wrappers are its own, not the test's.
        var arguments = arguments
        if !isStatic {
            arguments = arguments.replacingOccurrences(of: ", scope: .test", with: "")
                .replacingOccurrences(of: "scope: .test", with: "")
        }
        let declaration = SourceLayout.initialization(
            lead.joined(separator: " "), typeName: typeName, genericArguments: genericArguments,
            arguments: arguments, indent: indent)
        guard mockType.isGeneric, isStatic else { return declaration }
        let type = typeName + (genericArguments.isEmpty ? "" : "<\(genericArguments.joined(separator: ", "))>")
        var accessor = wrapperAttributes(requirement)
        if mockType.globalActor != nil { accessor.append("nonisolated") }
        accessor.append("static var \(name): \(type)")
        return block(accessor.joined(separator: " "), body: "\(mockType.staticsHolder).\(name)")
            + declaration.map { Self.heldLineMarker + $0 }
    }

    private enum DefaultArgument {
        case none
        case unimplemented
        case returning(String)
        case loader(String)
    }

    /// What a wrapper is declared with so that it answers before any stub.
    private func defaultArgument(
        _ callable: Callable, defaults: DefaultValues, requirement: ProtocolModel.Requirement
    ) -> DefaultArgument {
        if callable.isGeneric { return .none }
        let declaration = requirement.declaration
        if declaration.kind == .initializer, declaration.initializerOptionality != nil {
            return .returning("true")
        }
        if callable.passesClosures {
            let names = callable.closures.map(\.name)
            if callable.closures.count == 1, callable.inouts.isEmpty,
                let closure = callable.closures[0].type.functionType, closure.parameters.isEmpty,
                closure.result == callable.result
                    || closure.result.isVoid && callable.result.isVoid,
                closure.isAsync ? callable.isAsync : true,
                closure.throwsClause == nil || callable.throwsAtAll
            {
                let effects =
                    (closure.throwsClause != nil ? "try " : "") + (closure.isAsync ? "await " : "")
                return .returning("{ \(names[0]) in \(effects)\(names[0])() }")
            }
            let ignored = names.map { _ in "_" }.joined(separator: ", ")
            guard callable.inouts.isEmpty,
                let value = defaults.knowledge(of: callable.result).expression
            else { return .unimplemented }
            return .returning(
                callable.result.isVoid ? "{ \(ignored) in }" : "{ \(ignored) in \(value) }")
        }
        if !callable.inouts.isEmpty {
            let knowledge = defaults.knowledge(of: callable.result)
            guard var result = knowledge.expression else { return .unimplemented }
            if callable.isTypedThrows { result = ".success(\(result))" }
            let single = callable.context.count == 1
            let parameter = single ? callable.context[0].name : "context"
            var elements = callable.inouts.map { argument in
                single
                    ? argument.name
                    : "context.\(callable.context.firstIndex { $0.name == argument.name } ?? 0)"
            }
            if !callable.outcome.isVoid { elements.append(result) }
            let value = elements.count == 1 ? elements[0] : "(\(elements.joined(separator: ", ")))"
            return .loader("{ \(parameter) in \(value) }")
        }
        if callable.isTypedThrows, callable.result.isVoid { return .returning(".success(())") }
        return defaults.knowledge(of: callable.outcome).isKnown ? .none : .unimplemented
    }

    // Properties.

    private func propertyLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, attributes: [String],
        name: String
    ) -> [String] {
        let declaration = requirement.declaration
        let modifiers = memberModifiers(declaration, isolationFree: isHeldNonisolated(requirement))
        let lead = (attributes + modifiers + ["var \(declaration.name): \(declaration.type ?? callable.result)"])
            .joined(separator: " ")
        let isHeld = declaration.isStatic || isHeldNonisolated(requirement)
        if isHeld, !callable.isAsync, !callable.throwsAtAll, !callable.isGeneric {
            // A `PropertyMock` the static property reads and writes.
            var lines: [String]
            if declaration.accessors?.hasSetter == true {
                lines = [
                    SourceLayout.indented("\(lead) {", indent),
                    SourceLayout.indented("get { \(name).wrappedValue }", bodyIndent),
                    SourceLayout.indented("set { \(name).wrappedValue = newValue }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
            } else {
                lines = block(lead, body: "\(name).wrappedValue")
            }
            let known = defaults(requirement).knowledge(of: callable.result).isKnown
            return lines
                + staticWrapper(
                    requirement, name: name, typeName: "PropertyMock",
                    genericArguments: [callable.result.description],
                    arguments: known ? "scope: .test" : ".unimplemented, scope: .test")
        }
        // An effectful getter forwards to a method wrapper.
        let effects = effects(
            Accessors(isAsync: callable.isAsync, throwsClause: callable.throwsClause))
        let statement = bodyStatements(callable, reference: name, projected: name)[0]
        return [
            SourceLayout.indented("\(lead) {", indent),
            SourceLayout.indented("get\(effects) { \(statement) }", bodyIndent),
            SourceLayout.indented("}", indent),
        ] + wrapperLines(requirement, callable, name: name, isHeld: isHeld)
    }

    // Subscripts.

    private func subscriptLines(
        _ requirement: ProtocolModel.Requirement, _ getter: Callable, attributes: [String],
        name: String
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: isHeldNonisolated(requirement))
        let isHeld = declaration.isStatic || isHeldNonisolated(requirement)
        let getStatement = bodyStatements(getter, reference: name, projected: name)
        let signature = DeclarationRenderer.signature(of: declaration)
        var lines: [String]
        var setter: Callable?
        let setterName = "subscriptSet" + name.dropFirst("subscript".count)
        if declaration.accessors?.hasSetter == true {
            var callable = Callable()
            callable.isGeneric = getter.isGeneric
            callable.context = getter.context + [.init(name: "newValue", type: getter.result)]
            setter = callable
            let setStatement = bodyStatements(
                callable, reference: setterName, projected: setterName)
            lines =
                SourceLayout.headLines(signature, indent: indent, opening: " {") + [
                    SourceLayout.indented("get { \(getStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("set { \(setStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
        } else if getter.isAsync || getter.throwsAtAll {
            let effects = effects(
                Accessors(isAsync: getter.isAsync, throwsClause: getter.throwsClause))
            lines =
                SourceLayout.headLines(signature, indent: indent, opening: " {") + [
                    SourceLayout.indented("get\(effects) { \(getStatement.joined()) }", bodyIndent),
                    SourceLayout.indented("}", indent),
                ]
        } else {
            lines = SourceLayout.member(signature, body: getStatement, indent: indent)
        }
        lines += wrapperLines(requirement, getter, name: name, isHeld: isHeld)
        if let setter {
            lines += wrapperLines(requirement, setter, name: setterName, isHeld: isHeld)
        }
        return lines
    }

    // Placeholders.

    /// A member that records a test issue when called, through a strict wrapper made on the spot
    /// (or an unimplemented one, when no default value is known).
    private func placeholderLines(
        _ requirement: ProtocolModel.Requirement, attributes: [String], reason: String
    ) -> [String] {
        var declaration = requirement.declaration
        declaration.attributes = attributes
        declaration.modifiers = memberModifiers(declaration, isolationFree: requirement.isStandard)
        let result: TypeExpression =
            declaration.kind == .initializer || declaration.type?.isVoid != false
            ? .named("Void") : declaration.type ?? .named("Void")
        let known = defaults(requirement).knowledge(of: result).isKnown
        let wrapper = "Mock<(), \(result)>(\(known ? "strict: true" : ".unimplemented"))"
        var call = "\(wrapper).getValue(())"
        if noncopyableName(in: result, requirement: requirement) != nil {
            // No mock holds such a value: the member can only stop the test.
            let member = "\(mockType.name).\(declaration.name)"
            call = "fatalError(\(AvailabilityRenderer.literal("\(member) is not mocked: \(reason)")))"
        }
        var lines = SourceLayout.comment("Not mocked: \(reason).", indent: indent)
        switch declaration.kind {
        case .property, .subscript:
            let accessors = declaration.accessors ?? Accessors()
            let isGetterAlone = !accessors.hasSetter && effects(accessors).isEmpty
            if declaration.kind == .property {
                let lead =
                    (declaration.attributes + declaration.modifiers
                    + ["var \(declaration.name): \(result)"]).joined(separator: " ")
                // A getter alone is the body, as swift-format wants it.
                if isGetterAlone { return lines + block(lead, body: call) }
                lines.append(SourceLayout.indented("\(lead) {", indent))
            } else {
                let signature = DeclarationRenderer.signature(of: declaration)
                if isGetterAlone {
                    return lines + SourceLayout.member(signature, body: [call], indent: indent)
                }
                lines += SourceLayout.headLines(signature, indent: indent, opening: " {")
            }
            lines.append(SourceLayout.indented("get\(effects(accessors)) { \(call) }", bodyIndent))
            if accessors.hasSetter {
                lines.append(
                    SourceLayout.indented(
                        "set { Mock<\(result), Void>(strict: true).getValue(newValue) }", bodyIndent
                    ))
            }
            lines.append(SourceLayout.indented("}", indent))
        default:
            lines += SourceLayout.member(
                DeclarationRenderer.signature(of: declaration), body: [call], indent: indent)
        }
        return lines
    }

    /// ` async throws` for a getter.
    private func effects(_ accessors: Accessors) -> String {
        (accessors.isAsync ? " async" : "")
            + (accessors.throwsClause.map { " \($0.description)" } ?? "")
    }

    /// `lead { body }` on one line, or on three.
    private func block(_ lead: String, body: String) -> [String] {
        let line = "\(lead) { \(body) }"
        if SourceLayout.fits(line, indent: indent) { return [SourceLayout.indented(line, indent)] }
        return [
            SourceLayout.indented("\(lead) {", indent), SourceLayout.indented(body, bodyIndent),
            SourceLayout.indented("}", indent),
        ]
    }

    // Attributes and modifiers.

    /// The attributes of the member that implements a requirement: the requirement's own, but
    /// the global actor the whole mock is isolated to, and its availability.
    private func memberAttributes(_ requirement: ProtocolModel.Requirement) -> [String] {
        let own = requirement.declaration.attributes.filter { attribute in
            guard attribute != mockType.globalActor else { return false }
            return attribute.hasSuffix("Actor")
                || Self.keptAttributes.contains { kept in
                    attribute == kept || attribute.hasPrefix(kept + "(")
                }
        }
        return AvailabilityRenderer.attributes(requirement.availability, forStoredProperty: false)
            + own
    }

    /// The attributes of a requirement its implementation keeps; others, such as a result
    /// builder's, mean nothing on an implementation, or nothing on a mock's.
    private static let keptAttributes = [
        "@discardableResult", "@preconcurrency", "@objc", "@nonobjc", "@_disfavoredOverload",
    ]

    /// The attributes of a wrapper: the requirement's deprecations. A stored property cannot be
    /// marked potentially unavailable, so versions it was introduced in stay on the member.
    private func wrapperAttributes(_ requirement: ProtocolModel.Requirement) -> [String] {
        AvailabilityRenderer.attributes(requirement.availability, forStoredProperty: true)
    }

    /// The modifiers of the member: `static` and `nonisolated` stay; `mutating` and the like
    /// mean nothing in a class. Members written out in full are `nonisolated` in an isolated
    /// mock, as the standard library's requirements are.
    private func memberModifiers(_ declaration: Declaration, isolationFree: Bool) -> [String] {
        var modifiers = declaration.modifiers.compactMap { modifier -> String? in
            switch modifier {
            case "static", "class": "static"
            case "prefix", "postfix": modifier
            case let modifier where modifier.hasPrefix("nonisolated"): modifier
            default: nil
            }
        }
        // An actor's static members are not isolated to it; a global actor's are.
        let isIsolatedMember =
            mockType.globalActor != nil || mockType.isActor && !declaration.isStatic
        if isolationFree, isIsolatedMember, !modifiers.contains("nonisolated") {
            modifiers.insert("nonisolated", at: 0)
        }
        return modifiers
    }

    private var isIsolated: Bool { mockType.isActor || mockType.globalActor != nil }

    private func defaults(_ requirement: ProtocolModel.Requirement) -> DefaultValues {
        DefaultValues(catalog: catalog, typeIdentifiers: requirement.typeIdentifiers)
    }
}
