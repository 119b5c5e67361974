/// Describes a context or value for a failure message: strings quoted, tuples in parentheses.
@usableFromInline
func describe<Subject>(_ subject: Subject) -> String {
    String(reflecting: subject)
}
