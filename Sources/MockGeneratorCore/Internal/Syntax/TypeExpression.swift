/// A Swift type as written in a declaration, parsed enough to rewrite it and to tell what it is.
enum TypeExpression: Equatable, Sendable {
    /// `Int`, `Result<User, any Error>`, `Foundation.URL`, `Self.Item.ID`: dotted components,
    /// each with its generic arguments.
    case named([NameComponent])
    /// `T?`
    indirect case optional(TypeExpression)
    /// `T!`
    indirect case implicitlyUnwrappedOptional(TypeExpression)
    /// `[T]`
    indirect case array(TypeExpression)
    /// `[K: V]`
    indirect case dictionary(key: TypeExpression, value: TypeExpression)
    /// `()`, `(T)` (parentheses), `(A, b: B)`.
    case tuple([TupleElement])
    /// `(A) async throws -> B`
    indirect case function(FunctionType)
    /// `T.Type` or `P.Protocol`.
    indirect case metatype(TypeExpression, keyword: String)
    /// `some P`, `any P`, `each T`, `repeat T`: a keyword before a type.
    indirect case prefixed(keyword: String, TypeExpression)
    /// `A & B`
    case composition([TypeExpression])
    /// `~Copyable`
    indirect case suppressed(TypeExpression)
    /// `@escaping @Sendable T`, `inout T`, `consuming T`: attributes and specifiers before a type.
    indirect case attributed(attributes: [String], specifiers: [String], TypeExpression)

    struct NameComponent: Equatable, Sendable {
        var name: String
        var genericArguments: [TypeExpression]
    }

    struct TupleElement: Equatable, Sendable {
        /// The label, or `_` followed by a name in a function type's parameter, as `_ value`.
        var label: String?
        var type: TypeExpression
        /// `T...` in a function type's parameter list.
        var isVariadic = false
    }

    struct FunctionType: Equatable, Sendable {
        var parameters: [TupleElement]
        var isAsync: Bool
        var throwsClause: ThrowsClause?
        var result: TypeExpression
    }

    /// A simple name, such as `Int` or `T`.
    static func named(_ name: String, _ arguments: [TypeExpression] = []) -> TypeExpression {
        .named([NameComponent(name: name, genericArguments: arguments)])
    }

    static let void = TypeExpression.tuple([])
}

/// `throws`, `throws(E)` or `rethrows`.
enum ThrowsClause: Equatable, Sendable {
    case untyped
    case typed(TypeExpression)
    case `rethrows`

    /// The clause as written: `throws`, `throws(PaymentError)`, `rethrows`.
    var description: String {
        switch self {
        case .untyped: "throws"
        case .typed(let error): "throws(\(error.description))"
        case .rethrows: "rethrows"
        }
    }

    /// `throws(any Error)` is `throws`; `throws(Never)` does not throw (`nil`).
    var normalized: ThrowsClause? {
        guard case .typed(let error) = self else { return self }
        switch error.withoutParentheses {
        case .named(let components) where components.map(\.name) == ["Never"]: return nil
        case .named(let components) where components.map(\.name) == ["Swift", "Never"]: return nil
        case .prefixed("any", let inner) where inner.isNamed("Error"): return .untyped
        case let type where type.isNamed("Error"): return .untyped
        default: return self
        }
    }
}

extension TypeExpression: CustomStringConvertible {
    /// The type in the spelling swift-format keeps: `[String: Int]`, `(A, B) -> C`, `T?`.
    var description: String {
        switch self {
        case .named(let components):
            // The standard library's collections and optionals in their shorthand.
            if components.count == 1, let only = components.first {
                switch (only.name, only.genericArguments.count) {
                case ("Array", 1): return "[\(only.genericArguments[0])]"
                case ("Dictionary", 2):
                    return "[\(only.genericArguments[0]): \(only.genericArguments[1])]"
                case ("Optional", 1):
                    return TypeExpression.optional(only.genericArguments[0]).description
                default: break
                }
            }
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<"
                        + component.genericArguments.map { $0.description }.joined(separator: ", ")
                        + ">"
            }
            .joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.descriptionAsPostfixOperand + "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            return wrapped.descriptionAsPostfixOperand + "!"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(" + elements.map { $0.description }.joined(separator: ", ") + ")"
        case .function(let function):
            var text =
                "(" + function.parameters.map { $0.description }.joined(separator: ", ") + ")"
            if function.isAsync { text += " async" }
            if let throwsClause = function.throwsClause { text += " \(throwsClause.description)" }
            // swift-format spells an empty result `Void`.
            return text + " -> \(function.result == .void ? "Void" : function.result.description)"
        case .metatype(let base, let keyword):
            return base.descriptionAsPostfixOperand + "." + keyword
        case .prefixed(let keyword, let base):
            return "\(keyword) \(base)"
        case .composition(let parts):
            return parts.map { $0.description }.joined(separator: " & ")
        case .suppressed(let base):
            return "~\(base)"
        case .attributed(let attributes, let specifiers, let base):
            // An isolation comes first: `nonisolated(nonsending) @escaping () async -> Void`
            // parses, the other order does not.
            let isolations = specifiers.filter { $0.hasPrefix("nonisolated") }
            let others = specifiers.filter { !$0.hasPrefix("nonisolated") }
            return (isolations + attributes + others + [base.description]).joined(separator: " ")
        }
    }

    /// The type before `?`, `!` or `.Type`: parenthesized when it is a function, a composition or
    /// has a keyword before it.
    private var descriptionAsPostfixOperand: String {
        switch self {
        case .function, .composition, .prefixed, .attributed: "(\(description))"
        default: description
        }
    }
}

extension TypeExpression.TupleElement: CustomStringConvertible {
    var description: String {
        let type =
            isVariadic
            ? (type.functionType != nil ? "(\(type))..." : "\(type)...") : type.description
        guard let label else { return type }
        return "\(label): \(type)"
    }
}

extension TypeExpression {
    /// The type without enclosing parentheses: `(T)` is `T`.
    var withoutParentheses: TypeExpression {
        if case .tuple(let elements) = self, elements.count == 1, elements[0].label == nil,
            !elements[0].isVariadic
        {
            return elements[0].type.withoutParentheses
        }
        return self
    }

    /// Whether the type is the simple name `name`, or `Swift.name`.
    func isNamed(_ name: String) -> Bool {
        guard case .named(let components) = withoutParentheses else { return false }
        let names = components.map(\.name)
        return components.allSatisfy(\.genericArguments.isEmpty)
            && (names == [name] || names == ["Swift", name])
    }

    /// Whether the type is `Void` or `()`.
    var isVoid: Bool {
        if case .tuple(let elements) = self, elements.isEmpty { return true }
        return isNamed("Void")
    }

    /// The type without its attributes and specifiers, and the ones removed.
    var withoutAttributes: (type: TypeExpression, attributes: [String], specifiers: [String]) {
        guard case .attributed(let attributes, let specifiers, let base) = self else {
            return (self, [], [])
        }
        let inner = base.withoutAttributes
        return (inner.type, attributes + inner.attributes, specifiers + inner.specifiers)
    }

    /// The function type this type is, looking through parentheses and attributes.
    var functionType: FunctionType? {
        if case .function(let function) = withoutAttributes.type.withoutParentheses {
            return function
        }
        return nil
    }

    /// Calls `transform` on every type inside this one, outermost first; a non-`nil` answer
    /// replaces the type and is not looked into.
    func rewritten(_ transform: (TypeExpression) -> TypeExpression?) -> TypeExpression {
        if let replacement = transform(self) { return replacement }
        func rewrite(_ type: TypeExpression) -> TypeExpression { type.rewritten(transform) }
        func rewrite(_ element: TupleElement) -> TupleElement {
            TupleElement(
                label: element.label, type: rewrite(element.type), isVariadic: element.isVariadic)
        }
        switch self {
        case .named(let components):
            return .named(
                components.map {
                    NameComponent(name: $0.name, genericArguments: $0.genericArguments.map(rewrite))
                })
        case .optional(let wrapped): return .optional(rewrite(wrapped))
        case .implicitlyUnwrappedOptional(let wrapped):
            return .implicitlyUnwrappedOptional(rewrite(wrapped))
        case .array(let element): return .array(rewrite(element))
        case .dictionary(let key, let value):
            return .dictionary(key: rewrite(key), value: rewrite(value))
        case .tuple(let elements): return .tuple(elements.map(rewrite))
        case .function(let function):
            var throwsClause = function.throwsClause
            if case .typed(let error) = throwsClause { throwsClause = .typed(rewrite(error)) }
            return .function(
                FunctionType(
                    parameters: function.parameters.map(rewrite), isAsync: function.isAsync,
                    throwsClause: throwsClause, result: rewrite(function.result)))
        case .metatype(let base, let keyword): return .metatype(rewrite(base), keyword: keyword)
        case .prefixed(let keyword, let base): return .prefixed(keyword: keyword, rewrite(base))
        case .composition(let parts): return .composition(parts.map(rewrite))
        case .suppressed(let base): return .suppressed(rewrite(base))
        case .attributed(let attributes, let specifiers, let base):
            return .attributed(attributes: attributes, specifiers: specifiers, rewrite(base))
        }
    }

    /// The type with its implicitly unwrapped optionals made plain optionals: `Int!` is an
    /// optional everywhere but in a declaration's signature.
    var withPlainOptionals: TypeExpression {
        rewritten { type in
            guard case .implicitlyUnwrappedOptional(let wrapped) = type else { return nil }
            return .optional(wrapped.withPlainOptionals)
        }
    }

    /// The type with the names that `renamed` gives a new name renamed where a name starts
    /// with one: a generic parameter `T` as `T1` in `T`, `T.ID` and `[T]`, not in `Lib.T`.
    func renamingFirstNames(_ renamed: [String: String]) -> TypeExpression {
        guard !renamed.isEmpty else { return self }
        return rewritten { type in
            guard case .named(var components) = type,
                let new = components.first.flatMap({ renamed[$0.name] })
            else { return nil }
            components[0].name = new
            for index in components.indices {
                components[index].genericArguments = components[index].genericArguments.map {
                    $0.renamingFirstNames(renamed)
                }
            }
            return .named(components)
        }
    }

    /// Whether `predicate` holds for this type or any type inside it.
    func contains(where predicate: (TypeExpression) -> Bool) -> Bool {
        var found = false
        _ = rewritten { type in
            if !found, predicate(type) { found = true }
            return found ? type : nil
        }
        return found
    }

    /// The simple names the type mentions, as `Result`, `User` and `Error` in
    /// `Result<User, any Error>`; for a dotted name, its first component.
    var referencedNames: Set<String> {
        var names: Set<String> = []
        _ = rewritten { type in
            if case .named(let components) = type, let first = components.first {
                names.insert(first.name)
            }
            return nil
        }
        return names
    }
}
