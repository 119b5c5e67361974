import Foundation

/// How far a recorded argument is from the one a verification expected: 0 for equal, nearer to
/// 1 the more they differ, so that the closest call is the nearest.
///
/// Each kind of value has its raw difference, divided by itself plus the size of the expected
/// value, `raw / (raw + size)`, which orders candidates by their raw difference from one expected
/// value and keeps the distances of different arguments comparable enough to add:
///
/// - strings: the edit distance (insertions, deletions, substitutions of Unicode scalars), over
///   at most the first ``maximumLength`` scalars, plus the difference of the lengths beyond; the
///   size is the expected length;
/// - numbers: the absolute difference; the size is the expected value's magnitude, at least 1;
/// - `Data`: the bytes that differ, position by position over at most the first
///   ``maximumBytes``, plus the difference of the lengths; the size is the expected length;
/// - collections: the distances of the elements at each position, plus one per element only
///   one of them has; dictionaries by key; sets by the elements only one of them holds;
/// - structs and tuples: the mean of the distances of their stored properties or elements;
/// - enums: 1 for another case, else the distance of the payloads;
/// - anything else: 0 when the descriptions match, else the distance of the descriptions.
///
/// Every step draws on a budget, strings one per cell of the edit distance's table, so that
/// finding the closest call of a long history stays bounded.
enum ValueDistance {
    /// The work one search for a closest call may do: about half a second in a debug build.
    static let budget = 4_000_000
    /// The most Unicode scalars of a string the edit distance compares.
    static let maximumLength = 64
    /// The most elements of a collection, or properties of a struct, compared one by one.
    static let maximumElements = 64
    /// The deepest nesting followed; deeper values count as different.
    static let maximumDepth = 6
    /// The most bytes of `Data` compared one by one.
    static let maximumBytes = 4_096

    /// The distance between `expected` and `actual`, from 0 to 1.
    static func between(_ expected: Any, _ actual: Any, budget: inout Int) -> Double {
        between(expected, actual, budget: &budget, depth: 0)
    }

    private static func between(
        _ expected: Any, _ actual: Any, budget: inout Int, depth: Int
    ) -> Double {
        budget -= 1
        if let expected = expected as? AnyHashable, let actual = actual as? AnyHashable,
            expected == actual
        {
            return 0
        }
        if let expected = text(expected), let actual = text(actual) {
            return strings(expected, actual, budget: &budget)
        }
        if let expected = expected as? Data, let actual = actual as? Data {
            return bytes(expected, actual, budget: &budget)
        }
        if let expected = number(expected), let actual = number(actual) {
            let raw = abs(expected - actual)
            guard raw.isFinite else { return expected == actual ? 0 : 1 }
            return ratio(raw, size: max(abs(expected), 1))
        }
        guard depth < maximumDepth, type(of: expected) == type(of: actual) else { return 1 }
        let wanted = Mirror(reflecting: expected)
        let got = Mirror(reflecting: actual)
        switch wanted.displayStyle {
        case .optional:
            switch (wanted.children.first?.value, got.children.first?.value) {
            case (nil, nil): return 0
            case (let wanted?, let got?):
                return between(wanted, got, budget: &budget, depth: depth + 1)
            default: return 1
            }
        case .collection:
            return collections(wanted, got, budget: &budget, depth: depth)
        case .dictionary, .set:
            return keyed(wanted, got, budget: &budget, depth: depth)
        case .struct, .tuple:
            let pairs = Array(zip(wanted.children, got.children).prefix(maximumElements))
            guard !pairs.isEmpty else { return leaves(expected, actual, budget: &budget) }
            let total = pairs.reduce(0) {
                $0 + between($1.0.value, $1.1.value, budget: &budget, depth: depth + 1)
            }
            return total / Double(pairs.count)
        case .enum:
            guard let wantedCase = wanted.children.first, let gotCase = got.children.first else {
                return leaves(expected, actual, budget: &budget)
            }
            guard wantedCase.label == gotCase.label else { return 1 }
            return between(wantedCase.value, gotCase.value, budget: &budget, depth: depth + 1)
        default:
            return leaves(expected, actual, budget: &budget)
        }
    }

    /// `raw / (raw + size)`.
    private static func ratio(_ raw: Double, size: Double) -> Double {
        raw == 0 ? 0 : raw / (raw + size)
    }

    /// The text of a string, substring or character.
    private static func text(_ value: Any) -> String? {
        if let string = value as? any StringProtocol { return String(string) }
        if let character = value as? Character { return String(character) }
        return nil
    }

    /// The value of an integer or floating-point number.
    private static func number(_ value: Any) -> Double? {
        if let integer = value as? any BinaryInteger { return Double(integer) }
        if let float = value as? any BinaryFloatingPoint { return Double(float) }
        return nil
    }

    private static func strings(_ expected: String, _ actual: String, budget: inout Int)
        -> Double
    {
        let wanted = Array(expected.unicodeScalars)
        let got = Array(actual.unicodeScalars)
        let compared = (wanted.prefix(maximumLength), got.prefix(maximumLength))
        let beyond = abs(
            (wanted.count - compared.0.count) - (got.count - compared.1.count))
        budget -= compared.0.count * compared.1.count
        let raw = editDistance(compared.0, compared.1) + beyond
        return ratio(Double(raw), size: Double(max(wanted.count, 1)))
    }

    private static func bytes(_ expected: Data, _ actual: Data, budget: inout Int) -> Double {
        let compared = zip(expected.prefix(maximumBytes), actual.prefix(maximumBytes))
        budget -= min(expected.count, actual.count, maximumBytes)
        let differing = compared.reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        let raw = differing + abs(expected.count - actual.count)
        return ratio(Double(raw), size: Double(max(expected.count, 1)))
    }

    /// The Levenshtein distance between `a` and `b`, with one row of the table at a time.
    static func editDistance<Element: Equatable>(
        _ a: some Collection<Element>, _ b: some Collection<Element>
    ) -> Int {
        let b = Array(b)
        var row = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, right) in b.enumerated() {
                let substitution = diagonal + (left == right ? 0 : 1)
                diagonal = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return row[b.count]
    }

    /// The distance of two arrays or other collections, position by position.
    private static func collections(
        _ wanted: Mirror, _ got: Mirror, budget: inout Int, depth: Int
    ) -> Double {
        let wantedCount = wanted.children.count
        let gotCount = got.children.count
        let pairs = Array(zip(wanted.children, got.children).prefix(maximumElements))
        var raw = Double(abs(wantedCount - gotCount))
        for (left, right) in pairs {
            raw += between(left.value, right.value, budget: &budget, depth: depth + 1)
        }
        raw += Double(min(wantedCount, gotCount) - pairs.count)
        return ratio(raw, size: Double(max(wantedCount, 1)))
    }

    /// The distance of two dictionaries, key by key, or of two sets, element by element; keys
    /// and elements are matched by their descriptions.
    private static func keyed(
        _ wanted: Mirror, _ got: Mirror, budget: inout Int, depth: Int
    ) -> Double {
        let wantedEntries = entries(of: wanted)
        let gotEntries = entries(of: got)
        budget -= wantedEntries.count + gotEntries.count
        var raw = 0.0
        for (key, value) in wantedEntries {
            guard let other = gotEntries[key] else {
                raw += 1
                continue
            }
            if let value, let other {
                raw += between(value, other, budget: &budget, depth: depth + 1)
            }
        }
        raw += Double(gotEntries.keys.filter { wantedEntries[$0] == nil }.count)
        return ratio(raw, size: Double(max(wantedEntries.count, 1)))
    }

    /// The entries of a dictionary, its values by their keys' descriptions, or the elements of a
    /// set by their descriptions, without values.
    private static func entries(of mirror: Mirror) -> [String: Any?] {
        var entries: [String: Any?] = [:]
        for child in mirror.children.prefix(maximumElements) {
            if mirror.displayStyle == .dictionary {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                if pair.count == 2 { entries[describe(pair[0])] = .some(pair[1]) }
            } else {
                entries[describe(child.value)] = .some(nil)
            }
        }
        return entries
    }

    /// The distance of two values known by their descriptions alone.
    private static func leaves(_ expected: Any, _ actual: Any, budget: inout Int) -> Double {
        let wanted = describe(expected)
        let got = describe(actual)
        return wanted == got ? 0 : strings(wanted, got, budget: &budget)
    }
}
