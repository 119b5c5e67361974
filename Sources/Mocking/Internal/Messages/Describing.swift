/// Describes a context or value for a failure message: strings quoted, tuples in parentheses.
///
/// Every value a message shows passes through here: contexts, results, errors, expected
/// arguments.
@usableFromInline
func describe<Subject>(_ subject: Subject) -> String {
    String(reflecting: subject)
}

/// Describes a type for a failure message, such as `(String) throws -> User`.
func describe<Subject>(type: Subject.Type) -> String {
    String(describing: type)
}

/// Describes a call as code: `fetchMock(3)`, `addMock("Ann", 3)`, `cwdMock()`.
///
/// A mock without a property name, such as `the mock declared at File.swift:3`, reads as
/// `call(3)`.
func describeCall<Context>(to name: String, with context: Context) -> String {
    let callee = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : "call"
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

extension Arg {
    /// The argument as a failure message shows it: `any`, the value, or what the predicate accepts.
    var description: String {
        switch kind {
        case .any: "any"
        case .value: expected.map(describe) ?? "nil"
        case .matching: label.map { "matching \($0)" } ?? "a value matching the predicate"
        }
    }
}
