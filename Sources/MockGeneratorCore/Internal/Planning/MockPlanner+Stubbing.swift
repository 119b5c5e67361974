/// `init(…, stubbing:)`: whether a class's mock can declare the initializers that stub it before
/// the class's initializer runs.
extension MockPlanner {
    /// The stubbing initializers of a class's mock, or why it has none: every designated
    /// initializer of the class must be declared again, which the graphs must list and the mock
    /// must be able to restate.
    func stubbingInitializers(
        of model: ClassModel, convenience: InitializerCall?, qualifier: TypeQualifier
    ) -> (initializers: StubbingInitializers?, leftOut: String?) {
        if case .placeholder(let reason) = degradations[StubbingInitializers.id(mock: className)] {
            return (nil, "\(reason)")
        }
        guard model.initializersAreComplete else {
            return (nil, "the graphs do not list every designated initializer of the class")
        }
        for initializer in model.initializers {
            let signature = initializer.signature
            let key = "`\(initializer.key)`"
            if !signature.genericParameters.isEmpty {
                return (nil, "its initializer \(key) is generic")
            }
            if signature.parameters.contains(where: \.hasDefaultValue) {
                return (
                    nil,
                    "its initializer \(key) has default arguments, which the mock's own "
                        + "initializers could not restate"
                )
            }
            if signature.parameters.contains(where: {
                $0.isVariadic || $0.type.description.hasPrefix("inout ")
            }) {
                return (nil, "its initializer \(key) takes variadic or `inout` arguments")
            }
        }
        // The types as the mock's file names them: `Foundation.URL` where the module declares
        // a `URL` of its own.
        let initializers = model.initializers.map { initializer in
            var initializer = initializer
            initializer.signature.parameters = initializer.signature.parameters.map { parameter in
                var parameter = parameter
                parameter.type = qualifier.qualified(
                    parameter.type, identifiers: initializer.typeIdentifiers)
                return parameter
            }
            if case .typed(let error) = initializer.signature.throwsClause {
                initializer.signature.throwsClause = .typed(
                    qualifier.qualified(error, identifiers: initializer.typeIdentifiers))
            }
            return initializer
        }
        return (
            StubbingInitializers(initializers: initializers, defaultsCall: convenience),
            nil
        )
    }
}
