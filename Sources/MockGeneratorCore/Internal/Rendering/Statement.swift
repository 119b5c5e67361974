/// A statement as the renderer builds it: its text, and the call in it whose arguments the layout
/// may break onto lines of their own when the statement does not fit, as swift-format breaks it.
///
/// ```swift
/// Statement.call("try await $fetchMock", [.init(value: "id"), .init(label: "default", value: "…")])
/// // try await $fetchMock(id, default: …)
/// ```
///
/// The layout reads the parts, and never the text: `lead` ends where the call's arguments start,
/// `tail` starts with the parenthesis that closes them.
struct Statement: Equatable {
    /// One argument of the call: `default: super.fetch(id)`.
    struct Argument: Equatable {
        var label: String?
        var value: String
        /// Whether `value` is a string literal, which swift-format leaves as long as it is.
        var isStringLiteral = false

        init(label: String? = nil, value: String, isStringLiteral: Bool = false) {
            self.label = label
            self.value = value
            self.isStringLiteral = isStringLiteral
        }

        /// `label: value`.
        var text: String { (label.map { "\($0): " } ?? "") + value }
    }

    /// The text before the call's opening parenthesis (`try await $fetchMock`), or the whole
    /// statement when it has no call the layout breaks.
    var lead: String
    /// The call's arguments; `nil` for a statement the layout does not break.
    var arguments: [Argument]?
    /// The text from the parenthesis that closes the arguments: `)`, `).get()`, `) }`.
    var tail: String = ""

    /// A statement the layout keeps on one line.
    static func text(_ text: String) -> Statement {
        Statement(lead: text, arguments: nil)
    }

    /// `lead(arguments)`, followed by `after`.
    static func call(_ lead: String, _ arguments: [Argument], then after: String = "")
        -> Statement
    {
        Statement(lead: lead, arguments: arguments, tail: ")" + after)
    }

    /// The statement as one line.
    var text: String {
        guard let arguments else { return lead + tail }
        return lead + "(" + arguments.map(\.text).joined(separator: ", ") + tail
    }

    /// `text` followed by this statement.
    func prefixed(_ text: String) -> Statement {
        Statement(lead: text + lead, arguments: arguments, tail: tail)
    }

    /// This statement followed by `text`.
    func suffixed(_ text: String) -> Statement {
        guard arguments != nil else { return Statement(lead: lead + tail + text, arguments: nil) }
        return Statement(lead: lead, arguments: arguments, tail: tail + text)
    }
}
