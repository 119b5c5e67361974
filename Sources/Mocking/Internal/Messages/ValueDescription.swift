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
    /// The most elements of one collection, dictionary or set the text shows: a failure shows
    /// where two collections differ element by element (``ElementDifference``), so a long one's
    /// description need not be whole, and reads once in the header, the closest call and each
    /// recorded call.
    static let maximumElements = 16
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

    /// `[1, 2, 3]`, or `[1, 2, … 14 more]` past ``maximumElements``.
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
