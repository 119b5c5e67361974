/// The class a mock subclasses.
struct Superclass: Equatable {
    /// A designated initializer a subclass can call.
    struct Initializer: Equatable {
        var signature: MemberSignature
        /// What makes a failable initializer so.
        var optionality: InitializerOptionality?
        /// The precise identifiers of the types its declaration names, by spelling.
        var typeIdentifiers: [String: String] = [:]

        init(_ declaration: Declaration, typeIdentifiers: [String: String] = [:]) {
            signature = MemberSignature(declaration)
            optionality = declaration.initializerOptionality
            self.typeIdentifiers = typeIdentifiers
        }

        /// Whether subclasses must declare it: `required init(…)`.
        var isRequired: Bool { signature.modifiers.contains(.required) }

        /// `init(title:)`.
        var key: String { MemberSignature.key(name: "init", labels: signature.argumentLabels) }
    }

    /// The class's name as the graphs give it: `Screen`, `Foundation.NSObject`.
    var qualifiedName: String
    var identifier: String?
    /// The class as the protocol's declaration writes it, generic arguments included.
    var type: TypeExpression?
    /// The designated initializers a subclass can call, when the graphs list the class's
    /// members; `nil` when they do not.
    var initializers: [Initializer]?
    /// The members the class and its superclasses implement, as `present()` or `title`: the
    /// requirements they satisfy need no mock.
    var memberKeys: Set<String>
    /// The module the mock's file imports `@testable` to subclass the class: one whose class
    /// is not `open`, or whose initializers are not `public`.
    var testableModule: String?

    var name: String { String(qualifiedName.split(separator: ".").last ?? "") }
    var module: String? {
        qualifiedName.contains(".")
            ? qualifiedName.split(separator: ".").first.map(String.init) : nil
    }

    /// Whether a subclass can call an initializer that takes no argument.
    var hasPlainInitializer: Bool {
        initializers.map { $0.contains { $0.signature.parameters.isEmpty } } ?? true
    }

    /// The `required` initializers, which a subclass that declares initializers declares again.
    var requiredInitializers: [Initializer] {
        (initializers ?? []).filter(\.isRequired)
    }

    static let nsObject = Superclass(
        qualifiedName: "Foundation.NSObject", identifier: nil, type: nil,
        initializers: [Initializer(Declaration(kind: .initializer, name: "init"))],
        memberKeys: [
            "description", "debugDescription", "hash", "hashValue", "isEqual(_:)",
            "hash(into:)", "==(lhs:rhs:)",
        ])

    /// `present()`, `title`, `subscript(_:)`: a declared member's name, and its argument
    /// labels unless it is a property (or no member at all).
    static func key(of declaration: Declaration) -> String {
        switch declaration.kind {
        case .property, .associatedType, .protocol, .typeAlias, .class, .actor:
            MemberSignature.key(name: declaration.name, labels: nil)
        case .function, .initializer, .subscript:
            MemberSignature.key(name: declaration.name, labels: declaration.argumentLabels)
        }
    }
}

extension Superclass {
    /// The class `identifier`, with the initializers and members the graphs list for it and
    /// its superclasses.
    init(_ identifier: String, in catalog: SymbolCatalog) {
        let name = catalog.qualifiedName(of: identifier) ?? identifier
        guard catalog.entries[identifier] != nil else {
            self.init(
                qualifiedName: name, identifier: identifier, type: nil, initializers: nil,
                memberKeys: [])
            return
        }
        var initializers: [Initializer] = []
        var hasPublicInitializer = false
        var keys: Set<String> = []
        var visited: Set<String> = []
        var next: String? = identifier
        var isFirst = true
        while let current = next, visited.insert(current).inserted {
            for member in (catalog.members[current] ?? []).compactMap({ catalog.entries[$0] }) {
                guard let declaration = try? DeclarationParser.declaration(member.declarationText)
                else { continue }
                let accessible = !["private", "fileprivate"].contains(member.symbol.accessLevel)
                if declaration.kind == .initializer {
                    if isFirst, accessible, !declaration.modifiers.contains(.convenience) {
                        initializers.append(Initializer(declaration))
                        hasPublicInitializer =
                            hasPublicInitializer
                            || ["public", "open"].contains(member.symbol.accessLevel)
                    }
                } else {
                    keys.insert(Self.key(of: declaration))
                }
            }
            isFirst = false
            next = (catalog.conformances[current] ?? []).first { catalog.isClass($0) }
        }
        // Graphs list a class's implicit `init()` when they list its internal symbols: a class
        // such a graph lists no initializer for has private ones alone. A public graph leaves
        // out internal initializers; the implicit `init()` is assumed there.
        let listsInitializers = (catalog.members[identifier] ?? []).contains {
            catalog.entries[$0]?.kind == .initializer
        }
        let module = catalog.entries[identifier]?.module ?? ""
        if !listsInitializers {
            initializers =
                catalog.internalLevelModules.contains(module)
                ? [] : [Initializer(Declaration(kind: .initializer, name: "init"))]
            hasPublicInitializer = true
        }
        // A test target subclasses a class that is not `open`, or calls an initializer that is
        // not `public`, through a `@testable` import of its module.
        let isOpen =
            catalog.entries[identifier].map { catalog.effectiveAccessLevel(of: $0) } == "open"
        let isSystem = ModuleName.importedName(of: module).map { $0 == "Foundation" } ?? true
        self.init(
            qualifiedName: name, identifier: identifier, type: nil, initializers: initializers,
            memberKeys: keys,
            testableModule: (isOpen && hasPublicInitializer) || isSystem ? nil : module)
    }
}
