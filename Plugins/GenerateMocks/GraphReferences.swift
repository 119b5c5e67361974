import Foundation

/// The modules a symbol graph refers to, read from the precise identifiers of the types its
/// declarations name and of the symbols its relationships point at.
///
/// SwiftPM takes seconds to make each graph, so the plugin asks only for those of the modules the
/// mocks can need: the ones the mocked module's graph refers to, and, from there, the modules of
/// the protocols and types that their protocols refer to.
struct GraphReferences: Codable {
    /// The modules that any symbol or relationship of the graph names.
    var all: Set<String> = []
    /// The modules that the graph's protocols, their requirements and what they inherit name.
    var fromProtocols: Set<String> = []
    /// Whether the graph declares a protocol.
    var hasProtocols = false
    /// Whether the graph declares a protocol of the module's API: public, its name not starting
    /// with `_`.
    var hasAPIProtocols = false

    /// The name of the file, beside a graph the plugin keeps, that holds what it refers to, so
    /// that a run that keeps the graph need not read it again.
    static let fileName = "references.json"

    /// What the graph in `folder` refers to: read from the file ``fileName`` in it when
    /// `keeping`, or else from the graph, then written there when `keeping`.
    static func reading(folder: String, module: String, keeping: Bool) -> GraphReferences {
        let file = URL(fileURLWithPath: folder).appendingPathComponent(fileName)
        if keeping, let data = FileManager.default.contents(atPath: file.path),
            let known = try? JSONDecoder().decode(GraphReferences.self, from: data)
        {
            return known
        }
        let found = GraphReferences(folder: folder, module: module)
        if keeping, let data = try? JSONEncoder().encode(found) {
            try? data.write(to: file)
        }
        return found
    }

    /// Reads `<folder>/<module>.symbols.json`; a graph it cannot read refers to nothing.
    init(folder: String, module: String) {
        let url = URL(fileURLWithPath: folder).appendingPathComponent("\(module).symbols.json")
        guard let data = FileManager.default.contents(atPath: url.path),
            let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        let symbols = graph["symbols"] as? [[String: Any]] ?? []
        let relationships = graph["relationships"] as? [[String: Any]] ?? []
        var protocols: Set<String> = []
        for symbol in symbols {
            let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
            if kind == "swift.protocol", let identifier = Self.identifier(of: symbol) {
                protocols.insert(identifier)
                let access = symbol["accessLevel"] as? String ?? ""
                let name = (symbol["pathComponents"] as? [String])?.last ?? "_"
                if ["public", "open"].contains(access), !name.hasPrefix("_") {
                    hasAPIProtocols = true
                }
            }
        }
        var requirements: Set<String> = []
        for relationship in relationships {
            guard let source = relationship["source"] as? String,
                let target = relationship["target"] as? String
            else { continue }
            let named = Self.module(ofIdentifier: target)
            all.formUnion(named)
            switch relationship["kind"] as? String {
            // A `where` clause guards only the pattern it follows: each pattern has its own.
            case "requirementOf" where protocols.contains(target),
                "optionalRequirementOf" where protocols.contains(target):
                requirements.insert(source)
            case "conformsTo" where protocols.contains(source),
                "inheritsFrom" where protocols.contains(source):
                fromProtocols.formUnion(named)
            default:
                break
            }
        }
        for symbol in symbols {
            let named = Self.modules(namedBy: symbol)
            all.formUnion(named)
            if let identifier = Self.identifier(of: symbol),
                protocols.contains(identifier) || requirements.contains(identifier)
            {
                fromProtocols.formUnion(named)
            }
        }
        all.remove(module)
        fromProtocols.remove(module)
        hasProtocols = !protocols.isEmpty
    }

    private static func identifier(of symbol: [String: Any]) -> String? {
        (symbol["identifier"] as? [String: Any])?["precise"] as? String
    }

    /// The modules of the types a symbol's declaration names.
    private static func modules(namedBy symbol: [String: Any]) -> Set<String> {
        let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
        var modules: Set<String> = []
        for fragment in fragments {
            if let identifier = fragment["preciseIdentifier"] as? String {
                modules.formUnion(module(ofIdentifier: identifier))
            }
        }
        return modules
    }

    /// The module a Swift symbol's precise identifier starts with: `NIOCore` for
    /// `s:7NIOCore7ChannelP`. Identifiers of the standard library (`s:SS`, `s:s8SendableP`) and of
    /// C declarations (`c:…`) name none.
    static func module(ofIdentifier identifier: String) -> Set<String> {
        guard identifier.hasPrefix("s:") else { return [] }
        let mangled = identifier.dropFirst(2)
        let digits = mangled.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return [] }
        let name = mangled.dropFirst(digits.count).prefix(length)
        return name.count == length ? [String(name)] : []
    }
}
