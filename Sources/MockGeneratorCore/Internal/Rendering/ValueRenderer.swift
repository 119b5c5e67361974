/// Writes the values a plan holds as Swift: default values, the expressions wrappers are
/// declared with, calls of initializers, the names of `Mocking`'s types.
struct ValueRenderer {
    /// Whether `Mocking`'s types are written with their module, `Mocking.Mock`, because a module
    /// the file imports declares one of their names too.
    var qualifiesMockingNames = false

    /// `Mock`, `GenericAsyncThrowingMock`, `PropertyMock`; `Mocking.Mock` where needed.
    func name(of type: WrapperType) -> String {
        switch type {
        case .loader(let isAsync, let isThrowing, let isGeneric):
            mocking(
                (isGeneric ? "Generic" : "") + (isAsync ? "Async" : "")
                    + (isThrowing ? "Throwing" : "") + "Mock")
        case .property:
            mocking("PropertyMock")
        }
    }

    /// A type of `Mocking` as the file names it: `Unmocked`, or `Mocking.Unmocked`.
    func mocking(_ name: String) -> String {
        qualifiesMockingNames ? "Mocking.\(name)" : name
    }

    /// `0`, `""`, `.defaultValue`, `.debug`, `.success(.debug)`, `(0, "")`.
    static func spelling(of value: DefaultValue) -> String {
        switch value {
        case .void: "()"
        case .nilLiteral: "nil"
        case .emptyArray: "[]"
        case .emptyDictionary: "[:]"
        case .emptyString: "\"\""
        case .falseLiteral: "false"
        case .zero: "0"
        case .provided: ".defaultValue"
        case .enumCase(let name): ".\(name)"
        case .success(let value): ".success(\(spelling(of: value)))"
        case .tuple(let labels, let values):
            "("
                + zip(labels, values).map { label, value in
                    (label.map { "\($0): " } ?? "") + spelling(of: value)
                }
                .joined(separator: ", ") + ")"
        }
    }

    /// `{ body in try body() }`, `{ _, _ in }`, `{ context in (context.0, 0) }`, `.debug`.
    static func spelling(of expression: ValueExpression) -> String {
        switch expression {
        case .value(let value): spelling(of: value)
        case .boolean(let value): value ? "true" : "false"
        case .parameter(let name): name
        case .element(let tuple, let index): "\(tuple).\(index)"
        case .tuple(let elements): "(" + elements.map(spelling(of:)).joined(separator: ", ") + ")"
        case .call(let name, let isThrowing, let isAsync):
            (isThrowing ? "try " : "") + (isAsync ? "await " : "") + name + "()"
        case .closure(let parameters, let body):
            "{ " + parameters.map { $0 ?? "_" }.joined(separator: ", ") + " in"
                + (body.map { " " + spelling(of: $0) } ?? "") + " }"
        }
    }

    /// `super.init(title: "")`, or with `receiver` `self`, `self.init(title: "")`.
    static func statement(of call: InitializerCall, receiver: String) -> Statement {
        .call(
            "\(receiver).init",
            call.arguments.map { .init(label: $0.label, value: spelling(of: $0.value)) })
    }

    /// `macOS 15, iOS 18, *`: what `#available` lists.
    static func availabilityCondition(_ versions: [MemberPlan.PlatformVersion]) -> String {
        (versions.map { "\($0.platform) \($0.version)" } + ["*"]).joined(separator: ", ")
    }

    /// `text` as a string literal: quotes, backslashes and control characters escaped.
    static func stringLiteral(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
