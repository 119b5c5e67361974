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
