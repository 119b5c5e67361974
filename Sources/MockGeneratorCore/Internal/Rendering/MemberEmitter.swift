import Foundation

/// Writes the members of a mock for its protocol's requirements, as ``MemberPlanner`` planned
/// them: for each, the member that implements it and the wrapper it forwards to. One extension
/// per kind of member writes it: methods, initializers, properties, subscripts, and the
/// placeholders of what is not mocked.
struct MemberEmitter {
    let mockType: MockType
    let catalog: SymbolCatalog
    let indent = 4

    /// The indentation of a member's body.
    var bodyIndent: Int { indent + 4 }

    /// The lines of one requirement's member and wrappers, at the class's indentation.
    func lines(
        for requirement: ProtocolModel.Requirement, plan: MemberPlan, wrapperName: String?
    ) -> [String] {
        let declaration = requirement.declaration
        let attributes = memberAttributes(requirement)
        switch plan {
        case .body(let body):
            var declaration = declaration
            declaration.attributes = attributes
            declaration.modifiers = memberModifiers(declaration, isolationFree: true)
            return SourceLayout.member(
                DeclarationRenderer.signature(of: declaration), body: body.isEmpty ? [] : [body],
                indent: indent)
        case .placeholder(let reason, let holdsNoResult):
            return placeholderLines(
                requirement, attributes: attributes, reason: reason, holdsNoResult: holdsNoResult)
        case .propertyWrapper:
            return propertyWrapperLines(requirement, attributes: attributes)
        case .forwarding(let callable):
            let name = wrapperName ?? "mock"
            switch requirement.kind {
            case .method:
                return methodLines(requirement, callable, attributes: attributes, name: name)
            case .initializer:
                return initializerLines(requirement, callable, attributes: attributes, name: name)
            case .property:
                return propertyLines(requirement, callable, attributes: attributes, name: name)
            case .subscript:
                return subscriptLines(requirement, callable, attributes: attributes, name: name)
            }
        }
    }

    /// The statements that forward a call to the wrapper `reference` and return its answer.
    func bodyStatements(_ callable: Callable, reference: String, projected: String)
        -> [String]
    {
        let effects = (callable.throwsAtAll ? "try " : "") + (callable.isAsync ? "await " : "")
        if callable.isSupportedRethrows {
            var closure = callable.closures[0].name
            if let function = callable.closures[0].type.functionType, function.parameters.count > 1
            {
                let arguments = function.parameters.indices.map { "$0.\($0)" }
                closure = "{ try \(closure)(\(arguments.joined(separator: ", "))) }"
            }
            let call = "(\(callable.contextExpression), passing: \(closure))"
            guard callable.isGeneric else { return ["try \(projected)\(call)"] }
            // The specialization's mock, whose projection passes the closure on.
            let context = callable.contextType.isVoid ? "Void" : "(\(callable.contextType))"
            return [
                "typealias Answer = \(callable.value)",
                "let mock = \(projected).for(\(context).self, returning: Answer.self)",
                (callable.result.isVoid ? "" : "return ") + "try mock\(call)",
            ]
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
    func wrapperLines(
        _ requirement: ProtocolModel.Requirement, _ callable: Callable, name: String, isHeld: Bool
    ) -> [String] {
        let attributes = wrapperAttributes(requirement)
        let defaults = defaults(requirement)
        let argument = defaultArgument(callable, defaults: defaults, requirement: requirement)
        if isHeld {
            if callable.isGeneric {
                return staticWrapper(
                    requirement, name: name, typeName: mockType.mocking(callable.wrapperName),
                    genericArguments: [],
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
                requirement, name: name, typeName: mockType.mocking(callable.wrapperName),
                genericArguments: [callable.contextType.description, callable.value.description],
                arguments: arguments)
        }
        if callable.isGeneric {
            return [
                SourceLayout.indented(
                    (attributes + ["@\(mockType.mocking(callable.wrapperName)) var \(name)"])
                        .joined(separator: " "),
                    indent)
            ]
        }
        var wrapper = "@\(mockType.mocking(callable.wrapperName))"
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
        let value = String(suffix.dropFirst(3))
        if SourceLayout.fits("\(lead) \(callable.wrapperType) =", indent: indent) {
            return [
                SourceLayout.indented("\(lead) \(callable.wrapperType) =", indent),
                SourceLayout.indented(value, indent + 4),
            ]
        }
        // As swift-format breaks it: the type after the name, the value after the type.
        return [
            SourceLayout.indented(lead, indent),
            SourceLayout.indented("\(callable.wrapperType) =", indent + 4),
            SourceLayout.indented(value, indent + 8),
        ]
    }

    /// The marker of lines that declare a generic mock's static wrappers, which go to
    /// ``MockType/staticsHolder``: generic types cannot have static stored properties.
    static let heldLineMarker = "\u{1}"

    /// `static let name = Type<Arguments>(arguments)`; in a generic mock, a static property that
    /// reads it from the holder, and the declaration for the holder, marked.
    func staticWrapper(
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
        let type =
            typeName
            + (genericArguments.isEmpty ? "" : "<\(genericArguments.joined(separator: ", "))>")
        var accessor = wrapperAttributes(requirement)
        if mockType.globalActor != nil { accessor.append("nonisolated") }
        accessor.append("static var \(name): \(type)")
        return block(accessor.joined(separator: " "), body: "\(mockType.staticsHolder).\(name)")
            + declaration.map { Self.heldLineMarker + $0 }
    }

    enum DefaultArgument {
        case none
        case unimplemented
        case returning(String)
        case loader(String)
    }

    /// What a wrapper is declared with so that it answers before any stub.
    func defaultArgument(
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
        return defaults.knowledge(of: callable.outcome).isKnown ? .none : .unimplemented
    }

    /// ` async throws` for a getter.
    func effects(_ accessors: Accessors) -> String {
        (accessors.isAsync ? " async" : "")
            + (accessors.throwsClause.map { " \($0.description)" } ?? "")
    }

    /// `lead { body }` on one line, or on three.
    func block(_ lead: String, body: String) -> [String] {
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
    func memberAttributes(_ requirement: ProtocolModel.Requirement) -> [String] {
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
    static let keptAttributes = [
        "@discardableResult", "@preconcurrency", "@objc", "@nonobjc", "@_disfavoredOverload",
    ]

    /// The attributes of a wrapper: the requirement's deprecations. A stored property cannot be
    /// marked potentially unavailable, so versions it was introduced in stay on the member.
    func wrapperAttributes(_ requirement: ProtocolModel.Requirement) -> [String] {
        AvailabilityRenderer.attributes(requirement.availability, forStoredProperty: true)
    }

    /// The modifiers of the member: `static` and `nonisolated` stay; `mutating` and the like
    /// mean nothing in a class. Members written out in full are `nonisolated` in an isolated
    /// mock, as the standard library's requirements are.
    func memberModifiers(_ declaration: Declaration, isolationFree: Bool) -> [String] {
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

    func defaults(_ requirement: ProtocolModel.Requirement) -> DefaultValues {
        DefaultValues(catalog: catalog, typeIdentifiers: requirement.typeIdentifiers)
    }
}
