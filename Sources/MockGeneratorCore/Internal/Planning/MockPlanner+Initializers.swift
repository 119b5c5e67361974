/// The initializers a mock declares besides those its protocol requires: one without arguments
/// for tests, and a superclass's `required` ones.
extension MockPlanner {
    /// How the mock's initializers call the superclass's, and the initializer without
    /// arguments the mock gets when it inherits the superclass's and none of them has none.
    /// - Throws: When no subclass can call an initializer of the superclass, or the protocol
    ///   requires initializers and no initializer of the superclass has arguments the generator
    ///   can give.
    func superclassInitialization() throws(PlanningProblem) -> (
        call: InitializerCall, convenience: InitializerCall?
    ) {
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            guard let superclass = model.superclass else { return (.plain, nil) }
            if superclass.initializers?.isEmpty == true {
                throw .superclassWithoutInitializer(superclass: superclass.name)
            }
            let call = Self.superclassCall(superclass, catalog: catalog)
            guard !requiredInitializerKeys.isEmpty else {
                // The mock inherits the superclass's initializers, and gets one without
                // arguments.
                guard !superclass.hasPlainInitializer, let call else { return (.plain, nil) }
                return (call, call)
            }
            guard let call else {
                throw .noSuperclassInitializerToCall(superclass: superclass.name)
            }
            return (call, nil)
        case .subclass(let model):
            return (.plain, Self.convenienceInitializer(of: model, catalog: catalog))
        }
    }

    /// How the mock's initializers call the superclass's: `super.init()`, or the first of its
    /// initializers whose every argument has a default value, given it
    /// (`super.init(title: "")`); `nil` when there is none.
    static func superclassCall(_ superclass: Superclass, catalog: SymbolCatalog) -> InitializerCall?
    {
        guard let initializers = superclass.initializers else { return nil }
        if superclass.hasPlainInitializer { return .plain }
        let defaults = DefaultValues(catalog: catalog, typeIdentifiers: [:])
        for initializer in initializers
        where initializer.optionality == nil && initializer.signature.throwsClause == nil
            && !initializer.signature.isAsync
        {
            let arguments = initializer.signature.parameters.map {
                parameter -> InitializerCall.Argument? in
                // Without the graph of the type, `.defaultValue` cannot be known to exist.
                guard !parameter.isVariadic, let value = defaults.value(of: parameter.type),
                    value != .provided
                else { return nil }
                return InitializerCall.Argument(label: parameter.label, value: value)
            }
            if arguments.allSatisfy({ $0 != nil }) {
                return InitializerCall(arguments: arguments.compactMap { $0 })
            }
        }
        return nil
    }

    /// `convenience init() { self.init(base: .defaultValue) }`, for a class that has no
    /// initializer called without arguments and one whose arguments the generator can give: a
    /// test then creates the mock without the class's dependencies.
    static func convenienceInitializer(of model: ClassModel, catalog: SymbolCatalog)
        -> InitializerCall?
    {
        // `init(trimming: Bool = true)` is called as `init()` already, and `self.init()` in
        // the mock's `init()` would call itself.
        guard
            !model.initializers.contains(where: {
                $0.signature.parameters.allSatisfy(\.hasDefaultValue)
            })
        else { return nil }
        let defaults = DefaultValues(catalog: catalog, typeIdentifiers: model.typeIdentifiers)
        for initializer in model.initializers
        where initializer.optionality == nil && initializer.signature.throwsClause == nil
            && !initializer.signature.isAsync && initializer.signature.genericParameters.isEmpty
        {
            // An argument with a default value is left to it.
            let arguments = initializer.signature.parameters.compactMap {
                parameter -> InitializerCall.Argument?? in
                if parameter.hasDefaultValue { return .some(nil) }
                guard !parameter.isVariadic, let value = defaults.value(of: parameter.type) else {
                    return nil
                }
                return InitializerCall.Argument(label: parameter.label, value: value)
            }
            guard arguments.count == initializer.signature.parameters.count else { continue }
            return InitializerCall(arguments: arguments.compactMap { $0 })
        }
        return nil
    }

    /// The initializer without arguments the mock declares when its protocol requires
    /// initializers, none of which takes none: so that tests can create it; for a class's mock,
    /// where the default isolation calls for it (``MockPlan/PlainInitializer/overridingNonisolated``).
    func plainInitializer(superclassCall: InitializerCall) -> MockPlan.PlainInitializer? {
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            guard needsPlainInitializer else { return nil }
            guard let superclass = model.superclass else { return .plain }
            return superclass.hasPlainInitializer ? .overriding : .callingSuperclass(superclassCall)
        case .subclass(let model):
            // Where the default isolation would isolate the mock's synthesized `init()`.
            guard settings.defaultIsolation != nil, let actor = model.globalActor,
                model.initializers.map(\.key) == ["init()"],
                model.initializers.allSatisfy({ !$0.signature.attributes.contains(actor) })
            else { return nil }
            return .overridingNonisolated
        }
    }

    /// A class that declares initializers inherits none: the superclass's `required` ones,
    /// declared again, forwarding.
    func requiredInitializers() -> [MockPlan.RequiredInitializer] {
        var declared = requiredInitializerKeys
        if needsPlainInitializer { declared.insert("init()") }
        guard !declared.isEmpty else { return [] }
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            return (model.superclass?.requiredInitializers ?? []).filter {
                !declared.contains($0.key)
            }
            .map { initializer in
                var signature = initializer.signature
                signature.attributes = []
                signature.modifiers = [.required]
                return MockPlan.RequiredInitializer(
                    signature: signature, optionality: initializer.optionality)
            }
        case .subclass:
            return []
        }
    }

    /// The initializers the protocol requires, as `init(name:)`.
    private var requiredInitializerKeys: Set<String> {
        Set(requiredInitializerRequirements.map(\.key))
    }

    /// Whether the protocol requires initializers, none of which takes no arguments: the mock
    /// then also gets an `init()` for tests.
    private var needsPlainInitializer: Bool {
        let initializers = requiredInitializerRequirements
        return !initializers.isEmpty && !initializers.contains { $0.signature.parameters.isEmpty }
    }

    /// The initializers the protocol requires; a class's mock inherits its class's instead.
    var requiredInitializerRequirements: [Requirement] {
        switch subject {
        case .conformance(let model), .partner(let model, _, _):
            return model.requirements.filter { requirement in
                switch requirement.kind {
                case .initializer: true
                case .method, .property, .subscript: false
                }
            }
        case .subclass:
            return []
        }
    }
}
