/// The properties at which two values of one struct or class type differ, nested, as the closest
/// call of a failure message names them in place of the whole argument:
///
/// ```
///   argument 1 .lon: expected 11.2, but got 11.1
///   argument 2 .origin.lat: expected 59.9, but got 60.0
/// ```
///
/// It follows the values as ``ValueDescription`` writes them from their `Mirror`: the stored
/// properties of structs and classes without a description of their own (a class's superclasses
/// included), the elements of tuples (`.0`, or their labels) and of collections of one length
/// (`[2]`), and the value an optional wraps; `Data` byte by byte, with where it first differs.
/// Anything else is compared by its description. The
/// walk is bounded for any graph: at most ``maximumDepth`` levels and ``maximumNodes`` values,
/// each object once on a path, and ``maximumProperties`` differences listed, then how many more.
struct PropertyDifference {
    /// The deepest nesting followed; a deeper value is compared by its description.
    static let maximumDepth = 8
    /// The most values compared one with the other.
    static let maximumNodes = 2_000
    /// The most differing properties listed.
    static let maximumProperties = 10

    /// One differing property: its path from the argument, such as `.origin.lat`, and both
    /// values, described.
    struct Property {
        let path: String
        let expected: String
        let actual: String
        /// What the property's line says in place of both values, for `Data`
        /// (``DataDifference``), whose description is its length alone.
        var summary: String?
        /// Where the property's values differ, for `Data`: an excerpt of each.
        var detail: [String] = []
    }

    /// The differing properties listed, in the order of the values' properties.
    let properties: [Property]
    /// How many more properties differ than are listed.
    let more: Int

    /// The properties at which `actual` differs from `expected`, or `nil` unless both are structs
    /// or classes of one type that the walk can look into and some property differs.
    init?(expected: Any, actual: Any) {
        guard Self.isComposite(expected, Mirror(reflecting: expected)) else { return nil }
        var walk = Walk()
        walk.compare(expected, actual, path: "", depth: 0)
        guard !walk.found.isEmpty, !walk.found.contains(where: { $0.path.isEmpty }) else {
            return nil
        }
        properties = Array(walk.found.prefix(Self.maximumProperties))
        more = walk.found.count - properties.count
    }

    /// Whether `value`, whose mirror is `mirror`, is written property by property: a struct or
    /// class without a description of its own.
    static func isComposite(_ value: Any, _ mirror: Mirror) -> Bool {
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else {
            return false
        }
        return !(value is any CustomStringConvertible || value is any CustomDebugStringConvertible)
    }

    /// One comparison of two values, down to the properties where they differ.
    private struct Walk {
        var found: [Property] = []
        var nodes = 0
        /// The objects on the path to the value being compared, to stop at a cycle.
        var objects: Set<ObjectIdentifier> = []

        mutating func compare(_ expected: Any, _ actual: Any, path: String, depth: Int) {
            nodes += 1
            if let bytes = DataDifference(expected: expected, actual: actual) {
                return found.append(
                    Property(
                        path: path, expected: describe(expected), actual: describe(actual),
                        summary: bytes.summary, detail: bytes.lines))
            }
            let wanted = Mirror(reflecting: expected)
            let got = Mirror(reflecting: actual)
            guard depth < PropertyDifference.maximumDepth, nodes < PropertyDifference.maximumNodes,
                type(of: expected) == type(of: actual),
                let pairs = Self.children(expected, wanted, actual, got)
            else {
                return compareDescriptions(expected, actual, path: path)
            }
            let object =
                wanted.displayStyle == .class ? ObjectIdentifier(expected as AnyObject) : nil
            if let object {
                guard objects.insert(object).inserted else { return }
            }
            for (label, wantedChild, gotChild) in pairs {
                compare(wantedChild, gotChild, path: path + label, depth: depth + 1)
            }
            if let object { objects.remove(object) }
        }

        /// Records a difference at `path` when the descriptions of the values differ.
        mutating func compareDescriptions(_ expected: Any, _ actual: Any, path: String) {
            let wanted = describe(expected)
            let got = describe(actual)
            if wanted != got {
                found.append(Property(path: path, expected: wanted, actual: got))
            }
        }

        /// The children to compare one by one, each with the text that names it on a path:
        /// `.name` for a property or a labeled element, `.0` for an unlabeled element, `[2]`
        /// for an element of a collection; `nil` for values compared as a whole.
        static func children(
            _ expected: Any, _ wanted: Mirror, _ actual: Any, _ got: Mirror
        ) -> [(String, Any, Any)]? {
            switch wanted.displayStyle {
            case .optional:
                guard let wantedValue = wanted.children.first?.value,
                    let gotValue = got.children.first?.value
                else { return nil }
                return [("", wantedValue, gotValue)]
            case .tuple:
                return zip(wanted.children, got.children).enumerated().map { index, pair in
                    // An unlabeled element's label is `.0`; a labeled one's, its label.
                    let label = pair.0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                    return (".\(label ?? "\(index)")", pair.0.value, pair.1.value)
                }
            case .collection where wanted.children.count == got.children.count:
                return zip(wanted.children, got.children).enumerated().map { index, pair in
                    ("[\(index)]", pair.0.value, pair.1.value)
                }
            case .struct, .class:
                guard PropertyDifference.isComposite(expected, wanted) else { return nil }
                return zip(properties(of: wanted), properties(of: got)).map { pair in
                    (".\(pair.0.label)", pair.0.value, pair.1.value)
                }
            default:
                return nil
            }
        }

        /// The stored properties of a struct, or of a class and its superclasses.
        static func properties(of mirror: Mirror) -> [(label: String, value: Any)] {
            var properties: [(label: String, value: Any)] = []
            var current: Mirror? = mirror
            while let level = current {
                properties += level.children.map { ($0.label ?? "?", $0.value) }
                current = level.superclassMirror
            }
            return properties
        }
    }
}
