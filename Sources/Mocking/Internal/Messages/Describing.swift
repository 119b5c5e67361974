/// Describes a context or value for a failure message: strings quoted, tuples in parentheses.
@usableFromInline
func describe<Subject>(_ subject: Subject) -> String {
    String(reflecting: subject)
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

/// The most calls a failure message lists; longer histories end with a count of the rest.
let listedCallLimit = 1_000

extension MockUsage {
    /// Lists `history` for a failure message, one numbered call with its result per line.
    func describeCalls(_ history: [Entry], of name: String) -> String {
        guard !history.isEmpty else { return "\(name) recorded no calls." }
        var lines = ["Recorded calls to \(name) (\(history.count)):"]
        for (index, entry) in history.prefix(listedCallLimit).enumerated() {
            lines.append(
                "  \(index + 1). \(describeCall(to: name, with: entry.context))\(describeResult(entry.result))"
            )
        }
        if history.count > listedCallLimit {
            lines.append("  … and \(history.count - listedCallLimit) more calls")
        }
        return lines.joined(separator: "\n")
    }

    /// ` → "x"`, ` → threw NotFound()`, or nothing for a `Void` result.
    private func describeResult(_ result: Result<Value, any Error>) -> String {
        switch result {
        case .success where Value.self == Void.self: ""
        case .success(let value): " → \(describe(value))"
        case .failure(let error): " → threw \(describe(error))"
        }
    }
}
