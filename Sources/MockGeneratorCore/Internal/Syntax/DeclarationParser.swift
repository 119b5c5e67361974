/// Why a declaration could not be read.
struct SyntaxError: Error, Equatable, CustomStringConvertible {
    var description: String
}

/// Reads the declarations the compiler writes into symbol graphs: protocols, their requirements
/// and associated types. It knows the grammar of those declarations only, as the compiler prints
/// them, not all of Swift.
struct DeclarationParser {
    private var tokens: [Token]
    private var index = 0
    /// How deeply the type being read nests, bounded so that no input exhausts the stack.
    private var depth = 0
    private static let maximumDepth = 100

    /// Parses `text`, a declaration as a symbol graph's `declarationFragments` spell it.
    static func declaration(_ text: String) throws -> Declaration {
        var parser = try DeclarationParser(text)
        let declaration = try parser.parseDeclaration()
        try parser.expectEnd()
        return declaration
    }

    /// Parses `text` as one type.
    static func type(_ text: String) throws -> TypeExpression {
        var parser = try DeclarationParser(text)
        let type = try parser.parseType()
        try parser.expectEnd()
        return type
    }

    private init(_ text: String) throws {
        guard let tokens = Lexer.tokens(of: text) else {
            throw SyntaxError(description: "unreadable declaration '\(text)'")
        }
        self.tokens = tokens
    }

    /// The keywords that start a declaration after its modifiers.
    private static let keywords: Set<String> = [
        "func", "init", "subscript", "var", "let", "associatedtype", "protocol", "typealias",
        "class", "actor",
    ]

    private mutating func parseDeclaration() throws -> Declaration {
        var attributes: [String] = []
        var modifiers: [Modifier] = []
        while let token = peek() {
            if token.kind == .attribute {
                attributes.append(token.text)
                index += 1
            } else if token.kind == .word, let modifier = Modifier(keyword: token.text),
                peek(offset: 1)?.kind == .word || peek(offset: 1)?.kind == .attribute
                    || peek(offset: 1) == .punctuation("("),
                // `class Router` declares a class; `class func` is a class member.
                token.text != "class" || isModifierFollowing(peek(offset: 1))
            {
                index += 1
                // `nonisolated(unsafe)`
                if peek() == .punctuation("("), modifier == .nonisolated(argument: nil) {
                    modifiers.append(
                        .nonisolated(argument: String(try balancedText().dropFirst().dropLast())))
                } else {
                    modifiers.append(modifier)
                }
            } else {
                break
            }
        }
        let keyword = try expectWord()
        var declaration: Declaration
        switch keyword {
        case "func": declaration = try parseFunction()
        case "init": declaration = try parseInitializer()
        case "subscript": declaration = try parseSubscript()
        case "var", "let": declaration = try parseProperty()
        case "associatedtype": declaration = try parseAssociatedType()
        case "protocol": declaration = try parseProtocol()
        case "typealias": declaration = try parseTypeAlias()
        case "class", "actor": declaration = try parseClass(isActor: keyword == "actor")
        default: throw SyntaxError(description: "unknown declaration '\(keyword)'")
        }
        declaration.isConstant = keyword == "let"
        declaration.attributes = attributes
        declaration.modifiers = modifiers
        return declaration
    }

    private mutating func parseFunction() throws -> Declaration {
        guard let nameToken = next(), nameToken.kind == .word || nameToken.kind == .punctuation
        else { throw SyntaxError(description: "a function without a name") }
        var declaration = Declaration(kind: .function, name: nameToken.text)
        declaration.genericParameters = try parseGenericParameters()
        declaration.parameters = try parseParameters(labelsByDefault: true)
        try parseEffects(into: &declaration)
        declaration.type = consume(.punctuation("->")) ? try parseType() : .void
        declaration.whereClause = try parseWhereClause()
        return declaration
    }

    private mutating func parseInitializer() throws -> Declaration {
        var declaration = Declaration(kind: .initializer, name: "init")
        if consume(.punctuation("?")) {
            declaration.initializerOptionality = .optional
        } else if consume(.punctuation("!")) {
            declaration.initializerOptionality = .implicitlyUnwrapped
        }
        declaration.genericParameters = try parseGenericParameters()
        declaration.parameters = try parseParameters(labelsByDefault: true)
        try parseEffects(into: &declaration)
        declaration.whereClause = try parseWhereClause()
        return declaration
    }

    private mutating func parseSubscript() throws -> Declaration {
        var declaration = Declaration(kind: .subscript, name: "subscript")
        declaration.genericParameters = try parseGenericParameters()
        declaration.parameters = try parseParameters(labelsByDefault: false)
        try expect(.punctuation("->"))
        declaration.type = try parseType()
        declaration.whereClause = try parseWhereClause()
        declaration.accessors = try parseAccessors()
        return declaration
    }

    private mutating func parseProperty() throws -> Declaration {
        var declaration = Declaration(kind: .property, name: try expectWord())
        try expect(.punctuation(":"))
        declaration.type = try parseType()
        declaration.accessors = try parseAccessors()
        return declaration
    }

    private mutating func parseAssociatedType() throws -> Declaration {
        var declaration = Declaration(kind: .associatedType, name: try expectWord())
        if consume(.punctuation(":")) { declaration.inheritance = try parseInheritance() }
        if consume(.punctuation("=")) { declaration.type = try parseType() }
        declaration.whereClause = try parseWhereClause()
        return declaration
    }

    private mutating func parseProtocol() throws -> Declaration {
        var declaration = Declaration(kind: .protocol, name: try expectWord())
        if consume(.punctuation("<")) {
            repeat {
                declaration.primaryAssociatedTypes.append(try expectWord())
            } while consume(.punctuation(","))
            try expect(.punctuation(">"))
        }
        if consume(.punctuation(":")) { declaration.inheritance = try parseInheritance() }
        declaration.whereClause = try parseWhereClause()
        return declaration
    }

    /// `class Box<Content>: Base where Content: Sendable`, or an actor.
    private mutating func parseClass(isActor: Bool) throws -> Declaration {
        var declaration = Declaration(kind: isActor ? .actor : .class, name: try expectWord())
        declaration.genericParameters = try parseGenericParameters()
        if consume(.punctuation(":")) { declaration.inheritance = try parseInheritance() }
        declaration.whereClause = try parseWhereClause()
        return declaration
    }

    private mutating func parseTypeAlias() throws -> Declaration {
        var declaration = Declaration(kind: .typeAlias, name: try expectWord())
        declaration.genericParameters = try parseGenericParameters()
        try expect(.punctuation("="))
        declaration.type = try parseType()
        declaration.whereClause = try parseWhereClause()
        return declaration
    }

    private mutating func parseGenericParameters() throws -> [GenericParameter] {
        guard consume(.punctuation("<")) else { return [] }
        var parameters: [GenericParameter] = []
        repeat {
            let isPack = consume(.word("each"))
            var parameter = GenericParameter(name: try expectWord(), isPack: isPack)
            if consume(.punctuation(":")) { parameter.constraint = try parseType() }
            parameters.append(parameter)
        } while consume(.punctuation(","))
        try expect(.punctuation(">"))
        return parameters
    }

    /// `(label name: Type, name: Type...)`. A single name is also the label of a function's or
    /// initializer's parameter, and only the name of a subscript's.
    private mutating func parseParameters(
        labelsByDefault: Bool
    ) throws -> [Parameter] {
        try expect(.punctuation("("))
        var parameters: [Parameter] = []
        if consume(.punctuation(")")) { return parameters }
        repeat {
            // A parameter's own attributes, such as a result builder's, mean nothing to a mock.
            while peek()?.kind == .attribute { _ = next() }
            let first = try expectWord()
            let second = peek()?.kind == .word ? try expectWord() : nil
            try expect(.punctuation(":"))
            let type = try parseType()
            let isVariadic = consume(.punctuation("..."))
            // A default value, which a class's members and initializers may have.
            let hasDefaultValue = consume(.punctuation("="))
            if hasDefaultValue { try skipDefaultValue() }
            let name = second ?? first
            let label: String? =
                if first == "_" { nil } else if second != nil { first } else {
                    labelsByDefault ? first : nil
                }
            parameters.append(
                Parameter(
                    label: label, name: name, type: type, isVariadic: isVariadic,
                    hasDefaultValue: hasDefaultValue))
        } while consume(.punctuation(","))
        try expect(.punctuation(")"))
        return parameters
    }

    /// Whether `token`, after `class`, makes it a modifier: a keyword, another modifier or an
    /// attribute follows a modifier, where a class's name follows the keyword `class`.
    private func isModifierFollowing(_ token: Token?) -> Bool {
        guard let token else { return false }
        return token.kind != .word || Modifier(keyword: token.text) != nil
            || Self.keywords.contains(token.text)
    }

    /// Skips a parameter's default value: up to the `,` or `)` that ends it, outside any
    /// parentheses, brackets or braces it holds.
    private mutating func skipDefaultValue() throws {
        var depth = 0
        while let token = peek() {
            if depth == 0, token == .punctuation(",") || token == .punctuation(")") { return }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            index += 1
        }
        throw SyntaxError(description: "a default value without an end")
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in the order Swift allows.
    private mutating func parseEffects(into declaration: inout Declaration) throws {
        declaration.isAsync = consume(.word("async"))
        declaration.throwsClause = try parseThrowsClause()
    }

    private mutating func parseThrowsClause() throws -> ThrowsClause? {
        if consume(.word("rethrows")) { return .rethrows }
        guard consume(.word("throws")) else { return nil }
        guard consume(.punctuation("(")) else { return .untyped }
        let error = try parseType()
        try expect(.punctuation(")"))
        return .typed(error)
    }

    private mutating func parseAccessors() throws -> Accessors? {
        guard consume(.punctuation("{")) else { return nil }
        var accessors = Accessors()
        var hasGetter = false
        while !consume(.punctuation("}")) {
            let word = try expectWord()
            switch word {
            case "get":
                hasGetter = true
                accessors.isAsync = consume(.word("async"))
                accessors.throwsClause = try parseThrowsClause()
            case "set": accessors.hasSetter = true
            case "nonmutating":
                if peek() == .word("set") { accessors.isSetterNonmutating = true }
            case "mutating", "_modify", "_read", "modify", "read": continue
            default: throw SyntaxError(description: "unknown accessor '\(word)'")
            }
        }
        guard hasGetter else { throw SyntaxError(description: "accessors without a getter") }
        return accessors
    }

    private mutating func parseInheritance() throws -> [TypeExpression] {
        var types: [TypeExpression] = []
        repeat {
            types.append(try parseType())
        } while consume(.punctuation(","))
        return types
    }

    private mutating func parseWhereClause() throws -> [WhereRequirement] {
        guard consume(.word("where")) else { return [] }
        var requirements: [WhereRequirement] = []
        repeat {
            let type = try parseType()
            if consume(.punctuation(":")) {
                requirements.append(.conformance(type, try parseType()))
            } else {
                try expect(.punctuation("=="))
                requirements.append(.sameType(type, try parseType()))
            }
        } while consume(.punctuation(","))
        return requirements
    }

    private static let specifiers: Set<String> = [
        "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "_const",
    ]

    /// A type with its attributes and specifiers: `@escaping @Sendable (Int) -> Void`.
    mutating func parseType() throws -> TypeExpression {
        try enter()
        defer { depth -= 1 }
        var attributes: [String] = []
        var specifiers: [String] = []
        while let token = peek() {
            if token.kind == .attribute {
                attributes.append(token.text)
            } else if token == .word("nonisolated"), peek(offset: 1) == .punctuation("(") {
                // `nonisolated(nonsending) () async -> Void`
                index += 1
                specifiers.append("nonisolated" + (try balancedText()))
                continue
            } else if token.kind == .word, Self.specifiers.contains(token.text),
                peek(offset: 1)?.kind != .punctuation || peek(offset: 1)?.text == "("
                    || peek(offset: 1)?.text == "["
            {
                specifiers.append(token.text)
            } else {
                break
            }
            index += 1
        }
        let type = try parseFunctionOrComposition()
        guard !attributes.isEmpty || !specifiers.isEmpty else { return type }
        return .attributed(attributes: attributes, specifiers: specifiers, type)
    }

    private mutating func parseFunctionOrComposition() throws -> TypeExpression {
        try enter()
        defer { depth -= 1 }
        if let keyword = peek()?.text, ["some", "any", "each", "repeat"].contains(keyword),
            peek()?.kind == .word, peek(offset: 1).map(isTypeStart) == true
        {
            index += 1
            return .prefixed(keyword: keyword, try parseFunctionOrComposition())
        }
        var parts = [try parsePostfix(try parsePrimary())]
        if isFunctionArrow() {
            guard case .tuple(let elements) = parts[0] else {
                throw SyntaxError(description: "a function type without parameters")
            }
            let isAsync = consume(.word("async"))
            let throwsClause = try parseThrowsClause()
            try expect(.punctuation("->"))
            let result = try parseType()
            return .function(
                .init(
                    parameters: elements, isAsync: isAsync, throwsClause: throwsClause,
                    result: result))
        }
        while consume(.punctuation("&")) {
            parts.append(try parsePostfix(try parsePrimary()))
        }
        return parts.count == 1 ? parts[0] : .composition(parts)
    }

    private func isFunctionArrow() -> Bool {
        guard let token = peek() else { return false }
        return token == .punctuation("->") || token == .word("async") || token == .word("throws")
            || token == .word("rethrows")
    }

    private func isTypeStart(_ token: Token) -> Bool {
        switch token.kind {
        case .word: token.text != "where"
        case .punctuation: ["(", "[", "~"].contains(token.text)
        case .attribute: true
        case .literal: false
        }
    }

    private mutating func parsePrimary() throws -> TypeExpression {
        try enter()
        defer { depth -= 1 }
        guard let token = next() else { throw SyntaxError(description: "a type is missing") }
        switch (token.kind, token.text) {
        case (.punctuation, "("):
            var elements: [TypeExpression.TupleElement] = []
            if consume(.punctuation(")")) { return .tuple(elements) }
            repeat {
                var label: String?
                if peek()?.kind == .word, peek(offset: 1) == .punctuation(":") {
                    label = next()?.text
                    index += 1
                } else if peek()?.kind == .word, peek(offset: 1)?.kind == .word,
                    peek(offset: 2) == .punctuation(":")
                {
                    label = "\(next()?.text ?? "") \(next()?.text ?? "")"
                    index += 1
                }
                let type = try parseType()
                let isVariadic = consume(.punctuation("..."))
                elements.append(.init(label: label, type: type, isVariadic: isVariadic))
            } while consume(.punctuation(","))
            try expect(.punctuation(")"))
            return .tuple(elements)
        case (.punctuation, "["):
            let element = try parseType()
            if consume(.punctuation(":")) {
                let value = try parseType()
                try expect(.punctuation("]"))
                return .dictionary(key: element, value: value)
            }
            try expect(.punctuation("]"))
            return .array(element)
        case (.punctuation, "~"):
            return .suppressed(try parsePrimary())
        case (.word, let name):
            var components = [
                TypeExpression.NameComponent(
                    name: name, genericArguments: try parseGenericArguments())
            ]
            while peek() == .punctuation("."), let member = peek(offset: 1),
                member.kind == .word, member.text != "Type", member.text != "Protocol"
            {
                index += 2
                components.append(
                    .init(name: member.text, genericArguments: try parseGenericArguments()))
            }
            return .named(components)
        default:
            throw SyntaxError(description: "unexpected '\(token.text)' in a type")
        }
    }

    private mutating func parseGenericArguments() throws -> [TypeExpression] {
        guard consume(.punctuation("<")) else { return [] }
        var arguments: [TypeExpression] = []
        repeat {
            arguments.append(try parseType())
        } while consume(.punctuation(","))
        try expect(.punctuation(">"))
        return arguments
    }

    /// `?`, `!`, `.Type` and `.Protocol` after `base`. Recursive rather than a loop that
    /// reassigns a variable with a case wrapping it: optimized builds of Swift 6.3 over-release
    /// the old value there (a use after free, seen with AddressSanitizer).
    private mutating func parsePostfix(_ base: TypeExpression) throws -> TypeExpression {
        try enter()
        defer { depth -= 1 }
        if consume(.punctuation("?")) { return try parsePostfix(.optional(base)) }
        if consume(.punctuation("!")) {
            return try parsePostfix(.implicitlyUnwrappedOptional(base))
        }
        if peek() == .punctuation("."), let keyword = peek(offset: 1)?.text,
            keyword == "Type" || keyword == "Protocol"
        {
            index += 2
            return try parsePostfix(.metatype(base, keyword: keyword))
        }
        return base
    }

    /// Goes one level deeper into a type, or throws past ``maximumDepth``.
    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw SyntaxError(
                description: "a type nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private func peek(offset: Int = 0) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private mutating func next() -> Token? {
        defer { index += 1 }
        return peek()
    }

    private mutating func consume(_ token: Token) -> Bool {
        guard peek() == token else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ token: Token) throws {
        guard consume(token) else {
            throw SyntaxError(
                description: "expected '\(token.text)' but found '\(peek()?.text ?? "the end")'")
        }
    }

    private mutating func expectWord() throws -> String {
        guard let token = peek(), token.kind == .word else {
            throw SyntaxError(
                description: "expected a name but found '\(peek()?.text ?? "the end")'")
        }
        index += 1
        return token.text
    }

    private mutating func expectEnd() throws {
        if let token = peek() {
            throw SyntaxError(description: "unexpected '\(token.text)' after the declaration")
        }
    }

    /// `(…)` with what it holds, as text.
    private mutating func balancedText() throws -> String {
        var depth = 0
        var text = ""
        while let token = next() {
            text += token.text
            if token == .punctuation("(") { depth += 1 }
            if token == .punctuation(")") {
                depth -= 1
                if depth == 0 { return text }
            }
        }
        throw SyntaxError(description: "unbalanced parentheses")
    }
}
