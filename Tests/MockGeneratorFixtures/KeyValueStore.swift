/// Generic methods, `some` and `any` parameters, and subscripts.
protocol KeyValueStore {
    func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T
    func save<T: Encodable>(_ value: T, to key: String) throws
    func update<T>(_ value: inout T) -> Bool
    func transform<T>(_ key: String, _ body: (String) -> T) -> T
    func contains(_ value: some Hashable) -> Bool
    func describe(_ value: any CustomStringConvertible) -> String
    subscript(key: String) -> String? { get set }
    subscript(index: Int) -> String { get }
    subscript(key: String, default defaultValue: Int) -> Int { get }
}
