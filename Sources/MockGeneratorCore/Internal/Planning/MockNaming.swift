import Foundation

/// The rule that names the wrapper of each requirement.
///
/// A wrapper is named after its requirement's base name, followed by `Mock`: `fetchMock` for
/// `fetch(id:)`, `subscriptMock` for a subscript's getter (`subscriptSetMock` for its setter),
/// `initMock` for an initializer. When several requirements of the protocol, inherited ones
/// included, share a base name, each adds what tells it apart, in this order, only as far as
/// needed:
///
/// 1. its argument labels, capitalized, `_` left out: `fetchIdMock`, `fetchNameMock`;
/// 2. the names of its parameters' types, capitalized: `fetchURLMock`, `fetchStringMock`;
/// 3. `Returning` and the name of its result type: `makeReturningIntMock`;
/// 4. a number, from 2, in declaration order.
enum MockNaming {
    /// What the rule reads of a requirement.
    struct Member: Equatable {
        var baseName: String
        var labels: [String?]
        var parameterTypes: [TypeExpression]
        var result: TypeExpression?
        /// Whether the member has a wrapper to name; one that has none takes no name.
        var hasWrapper = true
    }

    /// The name of the mock of the protocol or class at `path`, the names of the types it is
    /// nested in first: `MockClock`; `MockOuterDelegate` for `Outer.Delegate`.
    static func mockName(ofPath path: [String]) -> String {
        "Mock" + path.joined().filter { $0 != "`" }
    }

    /// The name of the enum that holds the static wrappers of the generic mock `mock`, which
    /// cannot: `MockStoreStaticMocks`.
    static func staticsHolder(of mock: String) -> String {
        mock + "StaticMocks"
    }

    /// The name of each member's wrapper, as its stem, in the order given.
    static func names(of members: [Member]) -> [String] {
        var levels = members.map { _ in 0 }
        var undistinguished: Set<Int> = []
        for _ in 0..<4 {
            let current = members.indices.map { name(of: members[$0], level: levels[$0]) }
            let collisions = Dictionary(grouping: members.indices, by: { current[$0] })
                .values.filter { $0.count > 1 && undistinguished.isDisjoint(with: $0) }
            if collisions.isEmpty { break }
            for group in collisions {
                // The first level above the group's at which its names differ, if any does.
                let start = group.map { levels[$0] }.max() ?? 0
                let level = (0...3).first { level in
                    level > start
                        && Set(group.map { name(of: members[$0], level: level) }).count > 1
                }
                for index in group {
                    if let level { levels[index] = level } else { undistinguished.insert(index) }
                }
            }
        }
        let names = members.indices.map { name(of: members[$0], level: levels[$0]) }
        // A number tells apart what nothing else does, skipping names already taken.
        var taken = Set(names)
        var seen: Set<String> = []
        return names.map { name in
            if seen.insert(name).inserted { return name }
            var number = 2
            while taken.contains("\(name)\(number)") { number += 1 }
            taken.insert("\(name)\(number)")
            return "\(name)\(number)"
        }
    }

    /// The wrappers' names of `members`, in the order given, `nil` for those that have none
    /// (``Member/hasWrapper``). No wrapper takes the name of a member, `names` (`fetchMock()`
    /// beside `fetch()`), nor of another wrapper, nor of another wrapper's storage
    /// (`_resolvedMock` of `resolvedMock`, beside `_resolved()`): one that would takes a number,
    /// from 2, that no other has (`_resolved2Mock`).
    static func wrapperNames(of members: [Member], memberNames: Set<String>) -> [WrapperName?] {
        let named = members.filter(\.hasWrapper)
        let stems = names(of: named)
        let storages = Set(stems.map { "_" + $0 + "Mock" })
        var taken = memberNames.union(stems.map { $0 + "Mock" }).union(storages)
        var renamed = stems.map { stem in
            guard memberNames.contains(stem + "Mock") || storages.contains(stem + "Mock") else {
                return stem
            }
            var number = 2
            while taken.contains("\(stem)\(number)Mock") { number += 1 }
            taken.insert("\(stem)\(number)Mock")
            return "\(stem)\(number)"
        }
        .makeIterator()
        return members.map { member in
            member.hasWrapper ? renamed.next().map { WrapperName(stem: $0, role: .mock) } : nil
        }
    }

    /// The name of `member` with what the rule adds up to `level`.
    private static func name(of member: Member, level: Int) -> String {
        var name = member.baseName
        if level >= 1 { name += member.labels.compactMap { $0 }.map(capitalized).joined() }
        if level >= 2 { name += member.parameterTypes.map(typeWord).joined() }
        if level >= 3, let result = member.result, !result.isVoid {
            name += "Returning" + typeWord(result)
        }
        return name
    }

    /// `fetch` for `fetch(id:)`; an operator's name in words: `equals` for `==`.
    static func baseName(of requirement: Requirement) -> String {
        switch requirement.kind {
        case .initializer: return "init"
        case .subscript: return "subscript"
        case .method, .property: break
        }
        let name = requirement.signature.name.trimmingCharacters(in: ["`"])
        guard let first = name.unicodeScalars.first, !Lexer.isIdentifierStart(first) else {
            return name
        }
        let words: [Character: String] = [
            "=": "equal", "!": "not", "<": "less", ">": "greater", "+": "plus", "-": "minus",
            "*": "times", "/": "divide", "%": "remainder", "&": "and", "|": "or", "^": "xor",
            "~": "tilde", "?": "question", ".": "dot",
        ]
        let spelled = name.map { words[$0] ?? "operator" }
        return "operator" + spelled.map(capitalized).joined()
    }

    /// A type as a word of a name: `URL`, `StringArray`, `OptionalInt`, `Closure`.
    static func typeWord(_ type: TypeExpression) -> String {
        switch type.withoutAttributes.type.withoutParentheses {
        case .named(let components):
            let last = components.last.map { $0.name + $0.genericArguments.map(typeWord).joined() }
            return capitalized((last ?? "").trimmingCharacters(in: ["`"]))
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return "Optional" + typeWord(wrapped)
        case .array(let element): return typeWord(element) + "Array"
        case .dictionary(let key, let value): return typeWord(key) + typeWord(value) + "Dictionary"
        case .tuple(let elements): return elements.isEmpty ? "Void" : "Tuple"
        case .function: return "Closure"
        case .metatype(let base, _): return typeWord(base) + "Type"
        case .prefixed(_, let base), .suppressed(let base), .attributed(_, _, let base):
            return typeWord(base)
        case .composition(let parts): return parts.map(typeWord).joined()
        }
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
