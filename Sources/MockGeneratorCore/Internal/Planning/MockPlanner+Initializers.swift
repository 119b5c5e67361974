/// The initializers a mock declares besides those its protocol requires: one without arguments
/// for tests, and a superclass's `required` ones.
extension MockPlanner {
    /// How the mock's initializers call the superclass's, and the initializer without
    /// arguments the mock gets when it inherits the superclass's and none of them has none.
    /// - Throws: When no subclass can call an initializer of the superclass, or the protocol
    ///   requires initializers and no initializer of the superclass has arguments the generator
    ///   can give.
    func superclassInitialization() throws(GenerationProblem) -> (
        call: String, convenience: String?
    ) {
        guard let superclass = model.superclass else { return ("super.init()", nil) }
        if superclass.initializers?.isEmpty == true {
            throw GenerationProblem(
                message: "its superclass \(superclass.name) has no initializer a subclass can call")
        }
        let call = Self.superclassCall(superclass, catalog: catalog)
        guard !requiredInitializerKeys.isEmpty else {
            // The mock inherits the superclass's initializers, and gets one without arguments.
            guard !superclass.hasPlainInitializer, let call else { return ("super.init()", nil) }
            return (call, call)
        }
        guard let call else {
            throw GenerationProblem(
                message: "it requires initializers, which must call one of its superclass "
                    + "\(superclass.name)'s, and the graphs list none whose arguments have a "
                    + "default value")
        }
        return (call, nil)
    }

    /// How the mock's initializers call the superclass's: `super.init()`, or the first of its
    /// initializers whose every argument has a default value, given it
    /// (`super.init(title: "")`); `nil` when there is none.
    static func superclassCall(_ superclass: Superclass, catalog: SymbolCatalog) -> String? {
        guard let initializers = superclass.initializers else { return nil }
        if superclass.hasPlainInitializer { return "super.init()" }
        let defaults = DefaultValues(catalog: catalog, typeIdentifiers: [:])
        for initializer in initializers
        where initializer.optionality == nil && initializer.signature.throwsClause == nil
            && !initializer.signature.isAsync
        {
            let values = initializer.signature.parameters.map { parameter -> String? in
                guard !parameter.isVariadic,
                    let value = defaults.knowledge(of: parameter.type).expression,
                    value != ".defaultValue"
                else { return nil }
                return (parameter.label.map { "\($0): " } ?? "") + value
            }
            if values.allSatisfy({ $0 != nil }) {
                return "super.init(\(values.compactMap { $0 }.joined(separator: ", ")))"
            }
        }
        return nil
    }

    /// The initializer without arguments the mock declares when its protocol requires
    /// initializers, none of which takes none: so that tests can create it.
    func plainInitializer(superclassCall: String) -> MockPlan.PlainInitializer? {
        guard needsPlainInitializer else { return nil }
        guard let superclass = model.superclass else { return .plain }
        return superclass.hasPlainInitializer ? .overriding : .callingSuperclass(superclassCall)
    }

    /// A class that declares initializers inherits none: the superclass's `required` ones,
    /// declared again, forwarding.
    func requiredInitializers() -> [MockPlan.RequiredInitializer] {
        var declared = requiredInitializerKeys
        if needsPlainInitializer { declared.insert("init()") }
        guard !declared.isEmpty else { return [] }
        return (model.superclass?.requiredInitializers ?? []).filter { !declared.contains($0.key) }
            .map { initializer in
                var signature = initializer.signature
                signature.attributes = []
                signature.modifiers = [.required]
                return MockPlan.RequiredInitializer(
                    signature: signature, optionality: initializer.optionality)
            }
    }

    /// The initializers the protocol requires, as `init(name:)`.
    private var requiredInitializerKeys: Set<String> {
        Set(model.requirements.filter(\.kind.isInitializer).map(\.key))
    }

    /// Whether the protocol requires initializers, none of which takes no arguments: the mock
    /// then also gets an `init()` for tests.
    private var needsPlainInitializer: Bool {
        let initializers = model.requirements.filter(\.kind.isInitializer)
        return !initializers.isEmpty && !initializers.contains { $0.signature.parameters.isEmpty }
    }
}
