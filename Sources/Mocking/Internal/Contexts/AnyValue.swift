import Foundation

/// The value of ``CodableInput/init(anyValue:)``: checked to be JSON-compatible, then encoded the
/// way the same value encodes through `Codable`, so that `JSONEncoder` writes it.
///
/// The check walks the value with a stack of its own rather than by recursion, so that no value,
/// however deep or cyclic, can exhaust the call stack, and it stops at the first problem: a
/// value JSON cannot hold, a key that is not a string, an array or dictionary that contains
/// itself, or nesting deeper than ``maximumDepth``. Encoding then recurses at most that deep.
struct AnyValue: Encodable {
    /// The most arrays and dictionaries a value may nest.
    ///
    /// `JSONEncoder` recurses once per level, and in a debug build each level of an `AnyValue`
    /// takes about 2.5 KB of stack: 128 levels fit with room to spare in the 512 KB a secondary
    /// thread has on Apple platforms. (`JSONEncoder` itself refuses more than 511.)
    static let maximumDepth = 128

    private let value: Any?
    private let depth: Int

    /// Checks that `value` is JSON-compatible.
    ///
    /// - Throws: `EncodingError.invalidValue` naming the first problem and where it is.
    init(checking value: Any?) throws {
        try Self.check(value)
        self.init(value, depth: 1)
    }

    private init(_ value: Any?, depth: Int) {
        self.value = value
        self.depth = depth
    }

    func encode(to encoder: any Encoder) throws {
        switch try JSONNode(value, at: encoder.codingPath) {
        case .scalar(let scalar):
            try scalar.encode(to: encoder)
        case .array(let elements, _):
            try encode(elements, to: encoder)
        case .object(let members, _):
            try encode(members, to: encoder)
        }
    }

    // Each container is encoded by a function of its own, so that a level of the recursion takes
    // as little stack as it can.

    private func encode(_ elements: [Any?], to encoder: any Encoder) throws {
        // Checked already; a container that changed since is refused here too.
        guard depth <= Self.maximumDepth else {
            throw Self.tooDeep(value, at: encoder.codingPath)
        }
        var container = encoder.unkeyedContainer()
        for element in elements {
            try container.encode(AnyValue(element, depth: depth + 1))
        }
    }

    private func encode(_ members: [(key: String, value: Any?)], to encoder: any Encoder) throws {
        guard depth <= Self.maximumDepth else {
            throw Self.tooDeep(value, at: encoder.codingPath)
        }
        var container = encoder.container(keyedBy: PathKey.self)
        for member in members {
            try container.encode(
                AnyValue(member.value, depth: depth + 1), forKey: .name(member.key))
        }
    }

    /// Walks `root` depth first, with an explicit stack, and throws at the first problem.
    private static func check(_ root: Any?) throws {
        var pending: [Step] = [.visit(root, nil)]
        // The arrays and dictionaries that are objects, on the path to the current value.
        var open: Set<ObjectIdentifier> = []
        while let step = pending.popLast() {
            let value: Any?
            let path: Path?
            switch step {
            case .leave(let identity):
                open.remove(identity)
                continue
            case .visit(let visited, let visitedPath):
                value = visited
                path = visitedPath
            }
            let children: [(key: PathKey, value: Any?)]
            let identity: ObjectIdentifier?
            switch try JSONNode(value, at: path?.codingPath ?? []) {
            case .scalar:
                continue
            case .array(let elements, let arrayIdentity):
                children = elements.enumerated().map { (.index($0.offset), $0.element) }
                identity = arrayIdentity
            case .object(let members, let dictionaryIdentity):
                children = members.map { (.name($0.key), $0.value) }
                identity = dictionaryIdentity
            }
            let depth = (path?.depth ?? 0) + 1
            guard depth <= maximumDepth else {
                throw tooDeep(value, at: path?.codingPath ?? [])
            }
            if let identity {
                guard open.insert(identity).inserted else {
                    throw invalidContainer(
                        value, at: path?.codingPath ?? [],
                        "JSON cannot hold an array or dictionary that contains itself")
                }
                pending.append(.leave(identity))
            }
            for child in children.reversed() {
                pending.append(
                    .visit(child.value, Path(parent: path, key: child.key, depth: depth)))
            }
        }
    }

    private static func tooDeep(_ value: Any?, at codingPath: [any CodingKey]) -> EncodingError {
        invalidContainer(
            value, at: codingPath,
            "CodableInput(anyValue:) takes arrays and dictionaries nested at most \(maximumDepth) deep"
        )
    }

    /// The error for a container JSON cannot hold, which names the container by its type only:
    /// describing a container that contains itself, or one nested thousands deep, would not end,
    /// or would exhaust the stack.
    private static func invalidContainer(
        _ container: Any?, at codingPath: [any CodingKey], _ problem: String
    ) -> EncodingError {
        let type = unwrapped(container).map { "\(Swift.type(of: $0))" } ?? "nil"
        return EncodingError.invalidValue(
            type,
            EncodingError.Context(codingPath: codingPath, debugDescription: "\(problem): \(type)."))
    }

    /// A step of ``check(_:)``: check a value, or leave a container whose elements are checked.
    private enum Step {
        case visit(Any?, Path?)
        case leave(ObjectIdentifier)
    }

    /// Where a value is: its key, and the path of the container that holds it.
    private final class Path {
        let parent: Path?
        let key: PathKey
        /// The number of keys from the root.
        let depth: Int

        init(parent: Path?, key: PathKey, depth: Int) {
            self.parent = parent
            self.key = key
            self.depth = depth
        }

        /// The keys from the root, built only for an error.
        var codingPath: [any CodingKey] {
            var keys: [any CodingKey] = []
            var path: Path? = self
            while let current = path {
                keys.append(current.key)
                path = current.parent
            }
            return keys.reversed()
        }
    }
}

/// A key of a coding path: an array index, named as `JSONEncoder` names it, or a dictionary key.
enum PathKey: CodingKey {
    case index(Int)
    case name(String)

    init(stringValue: String) {
        self = .name(stringValue)
    }

    init(intValue: Int) {
        self = .index(intValue)
    }

    var stringValue: String {
        switch self {
        case .index(let index): "Index \(index)"
        case .name(let name): name
        }
    }

    var intValue: Int? {
        switch self {
        case .index(let index): index
        case .name: nil
        }
    }
}

/// One level of a JSON-compatible value: a scalar, or the elements or members of a container.
private enum JSONNode {
    case scalar(JSONScalar)
    /// The elements, and the identity of the array if it is an object, which can contain itself.
    case array([Any?], ObjectIdentifier?)
    /// The members, and the identity of the dictionary if it is an object.
    case object([(key: String, value: Any?)], ObjectIdentifier?)

    /// Takes `anyValue` apart one level.
    ///
    /// Objects and Swift values are told apart first: on Linux, casting a Swift array to a class,
    /// even only to test whether it is an `NSNull`, bridges every element, all the way down.
    ///
    /// - Throws: `EncodingError.invalidValue` at `codingPath` if JSON cannot hold `anyValue`: a
    ///   value of another type, a number that is not finite, or a key that is not a string.
    init(_ anyValue: Any?, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard let value = unwrapped(anyValue) else {
            self = .scalar(.null)
            return
        }
        self =
            type(of: value) is AnyObject.Type
            ? try Self.object(value as AnyObject, at: codingPath())
            : try Self.swiftValue(value, at: codingPath())
        if case .scalar(let scalar) = self, !scalar.isFinite {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(),
                    debugDescription:
                        "Unable to encode \(type(of: value)).\(value) directly in JSON."
                ))
        }
    }

    private static func swiftValue(_ value: Any, at codingPath: @autoclosure () -> [any CodingKey])
        throws -> JSONNode
    {
        switch value {
        case let string as String: return .scalar(.string(string))
        case let bool as Bool: return .scalar(.bool(bool))
        case let integer as Int: return .scalar(.integer(Int64(integer)))
        case let integer as Int8: return .scalar(.integer(Int64(integer)))
        case let integer as Int16: return .scalar(.integer(Int64(integer)))
        case let integer as Int32: return .scalar(.integer(Int64(integer)))
        case let integer as Int64: return .scalar(.integer(integer))
        case let integer as UInt: return .scalar(.unsignedInteger(UInt64(integer)))
        case let integer as UInt8: return .scalar(.unsignedInteger(UInt64(integer)))
        case let integer as UInt16: return .scalar(.unsignedInteger(UInt64(integer)))
        case let integer as UInt32: return .scalar(.unsignedInteger(UInt64(integer)))
        case let integer as UInt64: return .scalar(.unsignedInteger(integer))
        case let float as Float: return .scalar(.float(float))
        case let double as Double: return .scalar(.double(double))
        case let decimal as Decimal: return .scalar(.decimal(decimal))
        case let array as [Any?]: return .array(array, nil)
        case let dictionary as [AnyHashable: Any?]:
            let members = dictionary.map { (key: $0.key.base, value: $0.value) }
            return .object(try named(members, of: value, at: codingPath()), nil)
        default:
            throw unholdable(value, at: codingPath())
        }
    }

    /// An `NSNull`, `NSNumber`, `NSArray`, `NSDictionary` or `NSString` taken apart.
    ///
    /// An `NSNumber` is taken apart by the type it holds, as it also casts to `Bool`, `Int` and
    /// `Double`.
    private static func object(
        _ object: AnyObject, at codingPath: @autoclosure () -> [any CodingKey]
    )
        throws -> JSONNode
    {
        switch object {
        case is NSNull:
            return .scalar(.null)
        case let number as NSNumber:
            if type(of: number) == type(of: NSNumber(value: true)) {
                return .scalar(.bool(number.boolValue))
            }
            if let decimal = number as? NSDecimalNumber {
                return .scalar(.decimal(decimal.decimalValue))
            }
            switch String(cString: number.objCType) {
            case "f": return .scalar(.float(number.floatValue))
            case "d": return .scalar(.double(number.doubleValue))
            case "C", "S", "I", "L", "Q": return .scalar(.unsignedInteger(number.uint64Value))
            default: return .scalar(.integer(number.int64Value))
            }
        case let array as NSArray:
            return .array(elements(of: array), ObjectIdentifier(array))
        case let dictionary as NSDictionary:
            let members = try named(members(of: dictionary), of: dictionary, at: codingPath())
            return .object(members, ObjectIdentifier(dictionary))
        case let string as String:
            return .scalar(.string(string))
        default:
            throw unholdable(object, at: codingPath())
        }
    }

    /// The elements of `array`, read through its mirror where it has one.
    ///
    /// On Linux, every accessor of an `NSArray` bridges the element it returns to a Swift value,
    /// and an `NSArray` element to a Swift array, element by element: that never ends for an
    /// array that contains itself. Its mirror reflects the elements as they are.
    private static func elements(of array: NSArray) -> [Any?] {
        let mirror = Mirror(reflecting: array)
        guard mirror.displayStyle == .collection, mirror.children.count == array.count else {
            return array.map { $0 }
        }
        return mirror.children.map(\.value)
    }

    /// The keys and values of `dictionary`, read through its mirror where it has one, for the
    /// reason ``elements(of:)`` gives.
    private static func members(of dictionary: NSDictionary) -> [(key: Any, value: Any?)] {
        let mirror = Mirror(reflecting: dictionary)
        let pairs = mirror.children.map { Mirror(reflecting: $0.value).children.map(\.value) }
        guard mirror.displayStyle == .dictionary, pairs.count == dictionary.count,
            pairs.allSatisfy({ $0.count == 2 })
        else {
            return dictionary.map { ($0.key, $0.value) }
        }
        return pairs.map { ($0[0], $0[1]) }
    }

    /// The members of a dictionary, named by their keys.
    ///
    /// - Throws: `EncodingError.invalidValue` at `codingPath` for a key that is neither a string
    ///   nor of a string-backed type such as `FileAttributeKey`.
    private static func named(
        _ members: [(key: Any, value: Any?)], of dictionary: Any,
        at codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> [(key: String, value: Any?)] {
        try members.map { member in
            if let name = member.key as? String {
                return (name, member.value)
            }
            if let rawRepresentable = member.key as? any RawRepresentable,
                let name = rawRepresentable.rawValue as? String
            {
                return (name, member.value)
            }
            throw EncodingError.invalidValue(
                dictionary,
                EncodingError.Context(
                    codingPath: codingPath(),
                    debugDescription:
                        "JSON keys are strings, but \(member.key) is a \(type(of: member.key))."))
        }
    }

    private static func unholdable(_ value: Any, at codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "JSON cannot hold \(value) of type \(type(of: value)); wrap it with CodableInput(_:) if it is Encodable."
            ))
    }
}

/// A JSON value that is not a container.
private enum JSONScalar: Encodable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case float(Float)
    case double(Double)
    case decimal(Decimal)
    case string(String)

    /// Whether the scalar is anything but a number that is infinite or not a number.
    var isFinite: Bool {
        switch self {
        case .float(let float): float.isFinite
        case .double(let double): double.isFinite
        case .decimal(let decimal): decimal.isFinite
        default: true
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .integer(let integer): try container.encode(integer)
        case .unsignedInteger(let integer): try container.encode(integer)
        case .float(let float): try container.encode(float)
        case .double(let double): try container.encode(double)
        case .decimal(let decimal): try container.encode(decimal)
        case .string(let string): try container.encode(string)
        }
    }
}
