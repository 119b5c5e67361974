/// The parts of a symbol graph file (`<Module>.symbols.json`) the generator reads.
///
/// The compiler writes one per module (`swift-symbolgraph-extract`, `swift package
/// dump-symbol-graph`, or a package plugin's `getSymbolGraph(for:options:)`), plus one per module
/// whose types the module extends (`<Module>@<Other>.symbols.json`). Fields the generator does
/// not use are left out, so graphs of newer compilers decode as long as these keep their shape.
struct SymbolGraph: Codable, Equatable {
    var metadata: Metadata
    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    struct Metadata: Codable, Equatable {
        var formatVersion: FormatVersion
        var generator: String?
    }

    struct FormatVersion: Codable, Equatable, CustomStringConvertible {
        var major: Int
        var minor: Int
        var patch: Int

        var description: String { "\(major).\(minor).\(patch)" }
    }

    struct Module: Codable, Equatable {
        var name: String
    }

    struct Symbol: Codable, Equatable {
        var kind: SymbolKind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var accessLevel: String
        var location: Location?
        var availability: [Availability]?
        var docComment: DocComment?
        /// Whether it is SPI, `@_spi(Name)`: outside the API a plain `import` reaches.
        var isSPI = false

        struct Identifier: Codable, Equatable {
            var precise: String
        }
    }

    /// A piece of a declaration: a keyword, the declared name, a type's name, text, …
    struct Fragment: Codable, Equatable {
        var kind: FragmentKind
        var spelling: String
        var preciseIdentifier: String?
    }

    struct Location: Codable, Equatable {
        var uri: String
        var position: Position

        struct Position: Codable, Equatable {
            var line: Int
            var character: Int
        }
    }

    /// One `@available` entry: a platform (or `*`) with its versions and flags.
    struct Availability: Codable, Equatable {
        var domain: String?
        var introduced: Version?
        var deprecated: Version?
        var obsoleted: Version?
        var message: String?
        var renamed: String?
        var isUnconditionallyDeprecated: Bool?
        var isUnconditionallyUnavailable: Bool?

        struct Version: Codable, Equatable, CustomStringConvertible {
            var major: Int
            var minor: Int?
            var patch: Int?

            var description: String {
                [major, minor, patch].compactMap { $0 }.map(String.init).joined(separator: ".")
            }
        }
    }

    struct DocComment: Codable, Equatable {
        var lines: [Line]

        struct Line: Codable, Equatable {
            var text: String
        }
    }

    /// `requirementOf`, `conformsTo`, `inheritsFrom`, `memberOf`, `defaultImplementationOf`, …
    struct Relationship: Codable, Equatable {
        var kind: RelationshipKind
        var source: String
        var target: String
        var targetFallback: String?
    }
}

// Graphs are read leniently: a symbol or relationship the generator cannot read is left out,
// and a field it can do without takes a neutral value, so that one odd entry costs that entry
// alone.
extension SymbolGraph {
    private enum CodingKeys: String, CodingKey {
        case metadata, module, symbols, relationships
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        metadata = try container.decode(Metadata.self, forKey: .metadata)
        module = try container.decode(Module.self, forKey: .module)
        symbols =
            (try? container.decodeIfPresent([Lossy<Symbol>].self, forKey: .symbols))??
            .compactMap(\.value) ?? []
        relationships =
            (try? container.decodeIfPresent([Lossy<Relationship>].self, forKey: .relationships))??
            .compactMap(\.value) ?? []
    }
}

extension SymbolGraph.Symbol {
    private enum CodingKeys: String, CodingKey {
        case kind, identifier, pathComponents, declarationFragments, accessLevel, location
        case availability, docComment
        case isSPI = "spi"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(SymbolKind.self, forKey: .kind)
        identifier = try container.decode(Identifier.self, forKey: .identifier)
        pathComponents =
            (try? container.decodeIfPresent([String].self, forKey: .pathComponents)) ?? []
        declarationFragments =
            (try? container.decodeIfPresent(
                [Lossy<SymbolGraph.Fragment>].self, forKey: .declarationFragments))??
            .compactMap(\.value)
        accessLevel =
            (try? container.decodeIfPresent(String.self, forKey: .accessLevel)) ?? "public"
        location = try? container.decodeIfPresent(SymbolGraph.Location.self, forKey: .location)
        availability =
            (try? container.decodeIfPresent(
                [Lossy<SymbolGraph.Availability>].self, forKey: .availability))??
            .compactMap(\.value)
        docComment = try? container.decodeIfPresent(
            SymbolGraph.DocComment.self, forKey: .docComment)
        isSPI = (try? container.decodeIfPresent(Bool.self, forKey: .isSPI)) ?? false
    }
}

/// A value decoded if it can be, and `nil` otherwise.
private struct Lossy<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
