/// Labels and their absence: unnamed parameters of several overloads, labeled tuples, closure
/// types whose parameters have names, and an `init()` requirement.
protocol Labeling<T> {
    associatedtype T

    init()
    init(labelA a: String, _ b: String)
    func empty(_: String)
    func empty(_: String) -> Int
    func empty(_: T) -> T
    func withNamedTuple(tuple: (a: String, b: String)) -> Int
    func multiline(completion: @escaping (_ bar: Int, _ baz: Int) -> Void)
    func withOptionalClosure(_ a: String, closure: ((String) -> Void)?) -> Int
    // swift-format-ignore: UseShorthandTypeNames
    func genericReturn() -> Dictionary<Int, Void>
    func withLabelAndUnderscore(labelA a: String, _ b: String)
}
