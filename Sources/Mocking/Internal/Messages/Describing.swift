/// Describes a context or value for a failure message, as Swift's `String(reflecting:)` would,
/// but the same from run to run and shorter: strings quoted, tuples in parentheses, dictionaries
/// and sets sorted, type names without their modules.
///
/// Every value a message shows passes through here: contexts, results, errors, expected
/// arguments. See ``ValueDescription``.
@usableFromInline
func describe<Subject>(_ subject: Subject) -> String {
    ValueDescription(subject).text
}

/// Describes a type for a failure message, such as `(String) throws -> User`, or `Shop.Receipt`
/// where another module's `Receipt` appears beside it.
func describe(type: Any.Type) -> String {
    TypeName.shorten([_typeName(type, qualified: true)])[0]
}

/// Describes a type as a Swift expression of its metatype: `User.self`, `(String, Int).self`,
/// `((Int) -> Int).self`, `Void.self`.
func describeMetatype(_ type: Any.Type) -> String {
    if type == Void.self { return "Void.self" }
    let name = describe(type: type)
    return name.contains("->") ? "(\(name)).self" : "\(name).self"
}

/// Describes a call as code: `fetchMock(3)`, `addMock("Ann", 3)`, `cwdMock()`.
func describeCall<Context>(to callee: String, with context: Context) -> String {
    let arguments = describe(context)
    let isTuple = Mirror(reflecting: context).displayStyle == .tuple
    return isTuple ? callee + arguments : "\(callee)(\(arguments))"
}

/// ` → "x"`, ` → threw NotFound()`, or nothing for a `Void` result.
func describeResult<Value>(_ result: Result<Value, any Error>) -> String {
    switch result {
    case .success where Value.self == Void.self: ""
    case .success(let value): " → \(describe(value))"
    case .failure(let error): " → threw \(describe(error))"
    }
}

/// `1 time`, `2 times`.
func times(_ count: Int) -> String {
    count == 1 ? "1 time" : "\(count) times"
}

/// Describes an expected argument of the fast form of element-wise matching: the value, or `any`
/// for `nil`.
func expectedDescription<Value>(_ expected: Value?) -> String {
    expected.map(describe) ?? "any"
}

extension Arg {
    /// The argument as a failure message shows it: `any`, the value, or what the predicate accepts.
    var description: String {
        switch kind {
        case .any: "any"
        case .value: expected.map(describe) ?? "nil"
        case .matching: label.map { "matching \($0)" } ?? "a value matching the predicate"
        }
    }
}

/// The text of a value in a failure message.
///
/// Values whose types describe themselves (`CustomStringConvertible`,
/// `CustomDebugStringConvertible`), such as strings, numbers, URLs and errors with a description,
/// read as `String(reflecting:)` reads them. Optionals, collections, dictionaries, sets, tuples,
/// and structs and enums without a description of their own are written from their `Mirror`, so
/// that what they hold follows the same rules:
///
/// - a dictionary lists its keys in order, by `<` where the keys are `Comparable`, else by their
///   descriptions, and a set its elements: `["a": 1, "b": 2]`, `Set([1, 2])`;
/// - a type name drops its module, `Result<Receipt, PaymentError>.success(Receipt(id: 1))`,
///   unless another type of the same name from another module appears in the same text;
/// - a collection shows its first ``maximumElements`` elements, then how many more it holds;
/// - values nested deeper than ``maximumDepth`` read as `…`.
struct ValueDescription {
    /// The most elements of one collection, dictionary or set the text shows.
    static let maximumElements = 100
    /// The deepest nesting the text follows.
    static let maximumDepth = 24

    /// A part of the text: written as is, or a type's qualified name, shortened once the whole
    /// text is known.
    private enum Piece {
        case text(String)
        case type(String)
    }

    private var pieces: [Piece] = []

    /// The description of `value`.
    init(_ value: Any) {
        write(value, depth: 0)
    }

    /// The text, with type names shortened where no other type of the same name appears.
    var text: String {
        var names: [String] = []
        for case .type(let name) in pieces { names.append(name) }
        var shortened = TypeName.shorten(names).makeIterator()
        return pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .type: shortened.next() ?? ""
            }
        }.joined()
    }

    private mutating func append(_ text: String) {
        pieces.append(.text(text))
    }

    private mutating func write(_ value: Any, depth: Int) {
        guard depth < Self.maximumDepth else { return append("…") }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            if let wrapped = mirror.children.first?.value {
                append("Optional(")
                write(wrapped, depth: depth + 1)
                append(")")
            } else {
                append("nil")
            }
        case .collection?:
            writeList(mirror.children.map(\.value), count: mirror.children.count, depth: depth)
        case .dictionary?:
            let pairs = mirror.children.map { Mirror(reflecting: $0.value).children.map(\.value) }
                .filter { $0.count == 2 }.map { (key: $0[0], value: $0[1]) }
            writeDictionary(pairs, depth: depth)
        case .set?:
            append("Set(")
            let elements = Self.sorted(mirror.children.map(\.value))
            writeList(elements, count: elements.count, depth: depth)
            append(")")
        case .tuple?:
            writeTuple(mirror, depth: depth)
        case .struct?, .enum?, .class?:
            if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
                append(String(reflecting: value))
            } else {
                writeComposite(value, mirror, depth: depth)
            }
        default:
            append(String(reflecting: value))
        }
    }

    /// `[1, 2, 3]`, or `[1, 2, … 98 more]` past ``maximumElements``.
    private mutating func writeList(_ elements: [Any], count: Int, depth: Int) {
        append("[")
        for (index, element) in elements.prefix(Self.maximumElements).enumerated() {
            if index > 0 { append(", ") }
            write(element, depth: depth + 1)
        }
        if count > Self.maximumElements {
            append(", … \(count - Self.maximumElements) more")
        }
        append("]")
    }

    /// `["a": 1, "b": 2]`, keys in order, or `[:]`.
    private mutating func writeDictionary(_ pairs: [(key: Any, value: Any)], depth: Int) {
        guard !pairs.isEmpty else { return append("[:]") }
        let order = Self.sortedIndices(pairs.map(\.key))
        append("[")
        for (position, index) in order.prefix(Self.maximumElements).enumerated() {
            if position > 0 { append(", ") }
            write(pairs[index].key, depth: depth + 1)
            append(": ")
            write(pairs[index].value, depth: depth + 1)
        }
        if pairs.count > Self.maximumElements {
            append(", … \(pairs.count - Self.maximumElements) more")
        }
        append("]")
    }

    /// `(1, "a")` or `(x: 1, y: "a")`.
    private mutating func writeTuple(_ mirror: Mirror, depth: Int) {
        append("(")
        for (index, child) in mirror.children.enumerated() {
            if index > 0 { append(", ") }
            if let label = child.label, !label.hasPrefix(".") {
                append("\(label): ")
            }
            write(child.value, depth: depth + 1)
        }
        append(")")
    }

    /// A struct as `Receipt(id: 1)`, an enum case as `PaymentError.limit(3)`, a class by its
    /// type's name, as `String(reflecting:)` writes them.
    private mutating func writeComposite(_ value: Any, _ mirror: Mirror, depth: Int) {
        pieces.append(.type(_typeName(type(of: value), qualified: true)))
        switch mirror.displayStyle {
        case .enum?:
            guard let payload = mirror.children.first else {
                return append(".\(String(describing: value))")
            }
            append(".\(payload.label ?? "")")
            if Mirror(reflecting: payload.value).displayStyle == .tuple {
                writeTuple(Mirror(reflecting: payload.value), depth: depth + 1)
            } else {
                append("(")
                write(payload.value, depth: depth + 1)
                append(")")
            }
        case .struct?:
            writeTuple(mirror, depth: depth)
        default:
            break
        }
    }

    /// The indices of `values` in the order a message lists them: by `<` when they are all
    /// `Comparable` values of one type, else by their descriptions.
    static func sortedIndices(_ values: [Any]) -> [Int] {
        let indices = Array(values.indices)
        if let first = values.first as? any Comparable,
            let order = comparableOrder(first, values)
        {
            return indices.sorted { order(values[$0], values[$1]) }
        }
        let descriptions = values.map { describe($0) }
        return indices.sorted { descriptions[$0] < descriptions[$1] }
    }

    /// `values` in the order of ``sortedIndices(_:)``.
    static func sorted(_ values: [Any]) -> [Any] {
        sortedIndices(values).map { values[$0] }
    }

    /// The order of `values` by `<`, if all of them are of `first`'s type.
    private static func comparableOrder<Key: Comparable>(_: Key, _ values: [Any]) -> (
        (Any, Any) -> Bool
    )? {
        guard values.allSatisfy({ $0 is Key }) else { return nil }
        return { lhs, rhs in
            guard let lhs = lhs as? Key, let rhs = rhs as? Key else { return false }
            return lhs < rhs
        }
    }
}

/// Shortens the qualified type names a message shows: `Swift.Result<Shop.Receipt,
/// Shop.PaymentError>` reads `Result<Receipt, PaymentError>`.
///
/// Each name of a nominal type loses its module, its place inside a function
/// (`(unknown context at $…)`) and the module of an extension (`(extension in Shop):`), unless
/// another of the names given shortens to the same text from another qualified name: then both
/// keep their modules.
enum TypeName {
    /// The names, shortened together: a short form shared by two qualified names is ambiguous.
    static func shorten(_ names: [String]) -> [String] {
        let parsed = names.map(paths)
        var qualifiedByShort: [String: Set<String>] = [:]
        for path in parsed.joined() where path.qualified != path.short {
            qualifiedByShort[path.short, default: []].insert(path.qualified)
        }
        return parsed.map { paths in
            paths.map { path in
                (qualifiedByShort[path.short]?.count ?? 0) > 1 ? path.qualified : path.short
            }.joined()
        }
    }

    /// One part of a type name: a dotted path with and without its module, or punctuation
    /// (`<`, `, `, `) -> `), whose two forms are the same.
    private struct Path {
        let qualified: String
        let short: String
    }

    /// Splits `name` into paths and punctuation, dropping the contexts Swift cannot name.
    private static func paths(of name: String) -> [Path] {
        let name = withoutUnnameableContexts(name)
        var paths: [Path] = []
        var current = ""
        var continuesMember = false
        func flush() {
            guard !current.isEmpty else { return }
            let components = current.split(separator: ".", omittingEmptySubsequences: false)
            let short =
                continuesMember || components.count < 2
                ? current : components.dropFirst().joined(separator: ".")
            paths.append(Path(qualified: current, short: short))
            current = ""
        }
        var previous: Character = " "
        for character in name {
            if character.isLetter || character.isNumber || character == "_"
                || character == "."
                    && !current.isEmpty
            {
                current.append(character)
            } else if character == "." && previous == ">" {
                flush()
                continuesMember = true
                paths.append(Path(qualified: ".", short: "."))
            } else {
                flush()
                continuesMember = false
                paths.append(Path(qualified: String(character), short: String(character)))
            }
            previous = character
        }
        flush()
        return paths
    }

    /// `name` without `(unknown context at $…).` and `(extension in Module):`.
    private static func withoutUnnameableContexts(_ name: String) -> String {
        var result = ""
        var rest = name[...]
        while let start = rest.firstIndex(of: "(") {
            let opening = rest[start...]
            if opening.hasPrefix("(unknown context at "), let end = opening.firstIndex(of: ")") {
                result += rest[..<start]
                rest = opening[opening.index(after: end)...]
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                if result.hasSuffix(".") { result.removeLast() }
                if !result.isEmpty, !rest.isEmpty, result.last?.isLetter == true {
                    result += "."
                }
            } else if opening.hasPrefix("(extension in "), let end = opening.firstIndex(of: ":") {
                result += rest[..<start]
                rest = opening[opening.index(after: end)...]
            } else {
                result += rest[...start]
                rest = rest[rest.index(after: start)...]
            }
        }
        return result + rest
    }
}
