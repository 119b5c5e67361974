/// Generic methods that differ only in their result type or constraints: a spy's call to the
/// live instance states the result type, so that the compiler can tell them apart. Issue 27's
/// `Requests`, whose spy wrote `live.request(object: object)` in a closure of unknown result
/// ("ambiguous use of 'request(object:)'"); found on a corpus of real code.

/// Something with an identifier.
protocol Keyed {
    associatedtype ID: Hashable
    var id: ID { get }
}

/// Requests about keyed objects, three of them named `request(object:)`.
protocol Requests {
    func request<T: Keyed>(object: T) where T.ID == Int
    func request<T: Keyed>(object: T) -> T.ID where T.ID == Int
    func request<T: Keyed>(object: T) -> T.ID where T.ID == String
    func decode<T: Decodable>(_ type: T.Type, from text: String) throws
    func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T
}
