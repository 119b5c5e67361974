/// The keys at which two dictionaries differ, as the closest call of a failure message shows
/// them under the argument:
///
/// ```
///   expected ["a": 1, "b": 2, "d": 5], but got ["a": 1, "b": 3, "c": 4]
///     ["b"]: expected 2, but got 3
///     ["c"]: not expected, but got 4
///     ["d"]: expected 5, but it is missing
/// ```
///
/// Keys are compared by their descriptions, values by theirs, in the order of
/// ``ValueDescription``; at most ``maximumKeys`` keys are listed, then how many more differ.
struct DictionaryDifference {
    /// The most differing keys listed.
    static let maximumKeys = 10

    /// One line per differing key, then the count of those not listed.
    let lines: [String]

    /// The differences between `expected` and `actual`, or `nil` unless both are dictionaries.
    init?(expected: Any, actual: Any) {
        guard let expected = Self.entries(of: expected), let actual = Self.entries(of: actual)
        else { return nil }
        let expectedValues = Dictionary(
            expected.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let actualValues = Dictionary(
            actual.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var keys: [(key: String, value: Any)] = []
        var seen = Set<String>()
        for entry in expected + actual where seen.insert(entry.key).inserted {
            keys.append((entry.key, entry.keyValue))
        }
        var lines: [String] = []
        for index in ValueDescription.sortedIndices(keys.map(\.value)) {
            let key = keys[index].key
            switch (expectedValues[key], actualValues[key]) {
            case (let wanted?, let got?) where wanted != got:
                lines.append("[\(key)]: expected \(wanted), but got \(got)")
            case (nil, let got?):
                lines.append("[\(key)]: not expected, but got \(got)")
            case (let wanted?, nil):
                lines.append("[\(key)]: expected \(wanted), but it is missing")
            default:
                break
            }
        }
        guard !lines.isEmpty else { return nil }
        let more = lines.count - Self.maximumKeys
        self.lines = lines.prefix(Self.maximumKeys) + (more > 0 ? ["… and \(more) more keys"] : [])
    }

    /// The key of each entry of `dictionary`, described, with the key itself and the value,
    /// described; `nil` unless it is a dictionary.
    private static func entries(of dictionary: Any) -> [(
        key: String, keyValue: Any, value: String
    )]? {
        let mirror = Mirror(reflecting: dictionary)
        guard mirror.displayStyle == .dictionary else { return nil }
        return mirror.children.compactMap { child in
            let pair = Mirror(reflecting: child.value).children.map(\.value)
            guard pair.count == 2 else { return nil }
            return (describe(pair[0]), pair[0], describe(pair[1]))
        }
    }
}
