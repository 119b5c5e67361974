/// Overloads the naming rule cannot tell apart but by a number.
protocol Pairs {
    func pair() -> (Int, Int)
    func pair() -> (String, String)
    func pair()
}

/// Overloads that differ only in their `where` clause.
protocol Converting<Value> {
    associatedtype Value
    func convert<T>(_ value: T) -> String where T: Equatable
    func convert<T>(_ value: T) -> String where T: Hashable
}

/// A protocol beside the others, which nothing about them may cost.
protocol Innocent {
    func ping()
}
