/// A coding key for the array indexes, dictionary keys and `super` in a coding path.
enum JSONCodingKey: CodingKey {
    case index(Int)
    case name(String)

    /// The key of the value `superEncoder()` and `superDecoder()` work on.
    static let `super` = JSONCodingKey.name("super")

    init(stringValue: String) {
        self = .name(stringValue)
    }

    init(intValue: Int) {
        self = .index(intValue)
    }

    var stringValue: String {
        switch self {
        case .index(let index): "Index \(index)"
        case .name(let name): name
        }
    }

    var intValue: Int? {
        switch self {
        case .index(let index): index
        case .name: nil
        }
    }
}
