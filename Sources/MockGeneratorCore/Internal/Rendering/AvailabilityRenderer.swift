/// Writes a symbol's availability back as `@available` attributes.
enum AvailabilityRenderer {
    /// The attributes of `availability`: `@available(macOS 15, iOS 18, *)` for versions a
    /// symbol was introduced in, and one long form per platform with more to say.
    ///
    /// A stored property cannot be marked potentially unavailable, so for one
    /// (`forStoredProperty`) the introduced versions are left out and only deprecations stay.
    static func attributes(
        _ availability: [SymbolGraph.Availability], forStoredProperty: Bool
    ) -> [String] {
        var introduced: [String] = []
        var attributes: [String] = []
        for entry in availability {
            guard let domain = Platform.name(ofDomain: entry.domain ?? "*") else { continue }
            if domain == "*" {
                guard entry.isUnconditionallyDeprecated == true else { continue }
                attributes.append(
                    "@available(" + (["*", "deprecated"] + messages(entry)).joined(separator: ", ")
                        + ")")
                continue
            }
            if entry.isUnconditionallyUnavailable == true {
                // A stored property cannot be marked unavailable.
                if !forStoredProperty { attributes.append("@available(\(domain), unavailable)") }
                continue
            }
            // A Swift version cannot be listed beside platforms.
            let hasMore =
                entry.deprecated != nil || entry.obsoleted != nil
                || entry.message != nil || entry.renamed != nil || domain == "swift"
            if !hasMore {
                if let version = entry.introduced, !forStoredProperty {
                    introduced.append("\(domain) \(version)")
                }
                continue
            }
            var arguments = [domain]
            if let version = entry.introduced, !forStoredProperty {
                arguments.append("introduced: \(version)")
            }
            if let version = entry.deprecated { arguments.append("deprecated: \(version)") }
            if let version = entry.obsoleted { arguments.append("obsoleted: \(version)") }
            if entry.deprecated == nil, entry.obsoleted == nil, forStoredProperty { continue }
            arguments += messages(entry)
            attributes.append("@available(" + arguments.joined(separator: ", ") + ")")
        }
        if !introduced.isEmpty {
            attributes.insert(
                "@available(" + (introduced + ["*"]).joined(separator: ", ") + ")", at: 0)
        }
        return attributes
    }

    private static func messages(_ entry: SymbolGraph.Availability) -> [String] {
        var arguments: [String] = []
        if let message = entry.message {
            arguments.append("message: \(ValueRenderer.stringLiteral(message))")
        }
        if let renamed = entry.renamed {
            arguments.append("renamed: \(ValueRenderer.stringLiteral(renamed))")
        }
        return arguments
    }
}
