/// The source of a random module of protocols that the compiler accepts: requirements of every
/// kind the generator mocks (methods of every effect, generic ones, properties, subscripts,
/// initializers, associated types), with the shapes that have broken mocks before (parameters
/// and generic parameters named as the module's protocols, members whose names differ by a
/// leading underscore, generic type aliases, overloads that differ in their result alone,
/// `@autoclosure` parameters, refinements of the module's other protocols).
///
/// Made from a ``SplitMix64`` started from a seed, so that a failure names the seed that
/// reproduces it. A few shapes can still be rejected by the compiler; the caller skips those
/// modules.
struct RandomModule {
    private var random: SplitMix64
    private var protocols: [(name: String, isClassBound: Bool, associatedTypes: [String])] = []
    private var lines: [String] = []
    private var counter = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The module's source file.
    mutating func source() -> String {
        lines = [
            "import Foundation", "",
            "public struct RandomError: Error, Equatable {}",
            "public struct Ticket: Equatable, Sendable { public var id: Int }",
            "public class Screen { public init() {} }", "",
        ]
        let count = 2 + Int(random.next() % 4)
        for index in 0..<count { addProtocol(index: index) }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    private mutating func chance(_ percent: UInt64) -> Bool {
        random.next() % 100 < percent
    }

    private mutating func uniqueName(_ base: String) -> String {
        counter += 1
        return "\(base)\(counter)"
    }

    private mutating func addProtocol(index: Int) {
        let name = pick(["Source", "Receiver", "Store", "Client", "Reader", "Key"]) + "\(index)"
        var heads: [String] = []
        let isClassBound = chance(25)
        if isClassBound { heads.append("AnyObject") }
        if chance(20) { heads.append("Sendable") }
        if chance(10) { heads.append("CustomStringConvertible") }
        if let parent = protocols.filter({ !$0.isClassBound || isClassBound }).randomElement(
            using: &random), chance(35)
        {
            heads.append(parent.name)
        }
        let attribute = chance(8) ? "@MainActor " : ""
        let inheritance = heads.isEmpty ? "" : ": " + heads.joined(separator: ", ")
        lines.append("\(attribute)public protocol \(name)\(inheritance) {")
        var associatedTypes: [String] = []
        if chance(35) {
            let associated = pick(["ID", "Element", "Value", "Output"])
            associatedTypes.append(associated)
            lines.append(
                "    associatedtype \(associated)"
                    + pick([": Hashable", "", " = Int", ": Sendable", ": Equatable = String"]))
        }
        if chance(15) {
            lines.append("    typealias Page<T> = Array<T>")
            lines.append("    func show(_ page: Page<String>)")
        }
        let requirements = 1 + Int(random.next() % 6)
        for _ in 0..<requirements {
            lines.append(
                "    " + requirement(associatedTypes: associatedTypes, isClassBound: isClassBound))
        }
        if chance(15) {
            let base = uniqueName("resolved")
            lines.append("    func \(base)() -> Int")
            lines.append("    func _\(base)() -> Int")
        }
        if chance(15) {
            let base = uniqueName("request")
            lines.append("    func \(base)(id: Int) -> Int")
            lines.append("    func \(base)(id: Int) -> String")
        }
        if let other = protocols.randomElement(using: &random), chance(25) {
            // A generic parameter named as a protocol of the module, constrained to it.
            lines.append(
                "    func \(uniqueName("accept"))<\(other.name): Random.\(other.name)>(_ value: \(other.name))"
            )
        }
        lines.append("}")
        lines.append("")
        protocols.append((name, isClassBound, associatedTypes))
    }

    private mutating func type(associatedTypes: [String]) -> String {
        var types = [
            "Int", "String", "Double", "Bool", "[Int]", "[String: Int]", "Int?", "(Int, String)",
            "Set<String>", "Data", "URL", "Date", "Result<Int, any Error>", "Ticket", "Screen",
            "[Ticket]?", "Void",
        ]
        types += associatedTypes
        types += associatedTypes.map { "[\($0)]" }
        types += protocols.map { "any \($0.name)" }
        return pick(types)
    }

    private mutating func parameters(associatedTypes: [String], allowsInout: Bool) -> [String] {
        let count = Int(random.next() % 4)
        return (0..<count).map { index in
            let label = pick(["_ ", "", "for ", "with "])
            let name =
                protocols.isEmpty || !chance(15) ? "p\(index)" : pick(protocols).name.lowercased()
            let type: String
            switch random.next() % 10 {
            case 0: type = "@escaping (Int) -> Void"
            case 1: type = "@escaping @Sendable (String) async throws -> Int"
            case 2: type = "@autoclosure () -> Bool"
            case 3: type = "@escaping @autoclosure () -> Bool"
            case 4 where allowsInout: type = "inout \(self.type(associatedTypes: associatedTypes))"
            // A parameter after a variadic one needs a label: only the last is variadic.
            case 5 where index == count - 1: type = "Int..."
            default: type = self.type(associatedTypes: associatedTypes)
            }
            return "\(label)\(name)\(index): \(type)"
        }
    }

    private mutating func requirement(associatedTypes: [String], isClassBound: Bool) -> String {
        let isStatic = chance(12) ? "static " : ""
        switch random.next() % 10 {
        case 0, 1, 2, 3:
            let generic = chance(20)
            let generics =
                generic ? "<T: \(pick(["Equatable", "Codable & Sendable", "Hashable"]))>" : ""
            var parameters = parameters(associatedTypes: associatedTypes, allowsInout: true)
            if generic { parameters.append("value: T") }
            let effects = pick(["", " async", " throws", " async throws", " throws(RandomError)"])
            let result =
                chance(55)
                ? " -> \(generic && chance(50) ? "T" : type(associatedTypes: associatedTypes))" : ""
            let mutating = !isClassBound && isStatic.isEmpty && chance(10) ? "mutating " : ""
            return
                "\(isStatic)\(mutating)func \(uniqueName(pick(["fetch", "save", "load", "send"])))"
                + "\(generics)(\(parameters.joined(separator: ", ")))\(effects)\(result)"
        case 4:
            return "func \(uniqueName("apply"))(_ body: (Int) throws -> Int) rethrows -> Int"
        case 5, 6:
            let accessors = pick([
                "{ get }", "{ get set }", "{ get async throws }", "{ get throws }",
            ])
            return "\(isStatic)var \(uniqueName(pick(["value", "count", "name"]))): "
                + "\(type(associatedTypes: associatedTypes)) \(accessors)"
        case 7:
            let key = pick(["index: Int", "key: String", "_ id: Int, _ name: String"])
            return "subscript(\(key)) -> \(type(associatedTypes: associatedTypes)) "
                + pick(["{ get }", "{ get set }"])
        case 8:
            let parameters = parameters(associatedTypes: associatedTypes, allowsInout: false)
            return "init\(pick(["", "?"]))(\(uniqueName("tag")): Int"
                + (parameters.isEmpty ? "" : ", " + parameters.joined(separator: ", ")) + ")"
                + pick(["", " throws", " async"])
        default:
            let generic = pick(["T: Equatable", "T: Hashable", "T"])
            return "func \(uniqueName("convert"))<\(generic)>(_ values: [T]) -> [T]"
        }
    }
}
