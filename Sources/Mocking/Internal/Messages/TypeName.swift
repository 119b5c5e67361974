/// Shortens the qualified type names a message shows: `Swift.Result<Shop.Receipt,
/// Shop.PaymentError>` reads `Result<Receipt, PaymentError>`.
///
/// Each name of a nominal type loses its module, its place inside a function
/// (`(unknown context at $…)`) and the module of an extension (`(extension in Shop):`), unless
/// another of the names given shortens to the same text from another qualified name: then both
/// keep their modules.
enum TypeName {
    /// The names, shortened together: a short form shared by two qualified names is ambiguous.
    static func shorten(_ names: [String]) -> [String] {
        let parsed = names.map(paths)
        var qualifiedByShort: [String: Set<String>] = [:]
        for path in parsed.joined() where path.qualified != path.short {
            qualifiedByShort[path.short, default: []].insert(path.qualified)
        }
        return parsed.map { paths in
            paths.map { path in
                (qualifiedByShort[path.short]?.count ?? 0) > 1 ? path.qualified : path.short
            }.joined()
        }
    }

    /// One part of a type name: a dotted path with and without its module, or punctuation
    /// (`<`, `, `, `) -> `), whose two forms are the same.
    private struct Path {
        let qualified: String
        let short: String
    }

    /// Splits `name` into paths and punctuation, dropping the contexts Swift cannot name.
    private static func paths(of name: String) -> [Path] {
        let name = withoutUnnameableContexts(name)
        var paths: [Path] = []
        var current = ""
        var continuesMember = false
        func flush() {
            guard !current.isEmpty else { return }
            let components = current.split(separator: ".", omittingEmptySubsequences: false)
            let short =
                continuesMember || components.count < 2
                ? current : components.dropFirst().joined(separator: ".")
            paths.append(Path(qualified: current, short: short))
            current = ""
        }
        var previous: Character = " "
        for character in name {
            if character.isLetter || character.isNumber || character == "_"
                || character == "."
                    && !current.isEmpty
            {
                current.append(character)
            } else if character == "." && previous == ">" {
                flush()
                continuesMember = true
                paths.append(Path(qualified: ".", short: "."))
            } else {
                flush()
                continuesMember = false
                paths.append(Path(qualified: String(character), short: String(character)))
            }
            previous = character
        }
        flush()
        return paths
    }

    /// `name` without `(unknown context at $…).` and `(extension in Module):`.
    static func withoutUnnameableContexts(_ name: String) -> String {
        var result = ""
        var rest = name[...]
        while let start = rest.firstIndex(of: "(") {
            let opening = rest[start...]
            if opening.hasPrefix("(unknown context at "), let end = opening.firstIndex(of: ")") {
                result += rest[..<start]
                rest = opening[opening.index(after: end)...]
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                if result.hasSuffix(".") { result.removeLast() }
                if !result.isEmpty, !rest.isEmpty, result.last?.isLetter == true {
                    result += "."
                }
            } else if opening.hasPrefix("(extension in "), let end = opening.firstIndex(of: ":") {
                result += rest[..<start]
                rest = opening[opening.index(after: end)...]
            } else {
                result += rest[...start]
                rest = rest[rest.index(after: start)...]
            }
        }
        return result + rest
    }
}
