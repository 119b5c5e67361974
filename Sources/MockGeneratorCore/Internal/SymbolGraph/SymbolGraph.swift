/// The parts of a symbol graph file (`<Module>.symbols.json`) the generator reads.
///
/// The compiler writes one per module (`swift-symbolgraph-extract`, `swift package
/// dump-symbol-graph`, or a package plugin's `getSymbolGraph(for:options:)`), plus one per module
/// whose types the module extends (`<Module>@<Other>.symbols.json`). Fields the generator does
/// not use are left out, so graphs of newer compilers decode as long as these keep their shape.
struct SymbolGraph: Decodable, Equatable {
    var metadata: Metadata
    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    struct Metadata: Decodable, Equatable {
        var formatVersion: FormatVersion
        var generator: String?
    }

    struct FormatVersion: Decodable, Equatable, CustomStringConvertible {
        var major: Int
        var minor: Int
        var patch: Int

        var description: String { "\(major).\(minor).\(patch)" }
    }

    struct Module: Decodable, Equatable {
        var name: String
    }

    struct Symbol: Decodable, Equatable {
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var accessLevel: String
        var location: Location?
        var availability: [Availability]?
        var docComment: DocComment?

        struct Kind: Decodable, Equatable {
            var identifier: String
        }

        struct Identifier: Decodable, Equatable {
            var precise: String
        }
    }

    /// A piece of a declaration: `keyword`, `identifier`, `typeIdentifier`, `text`, …
    struct Fragment: Decodable, Equatable {
        var kind: String
        var spelling: String
        var preciseIdentifier: String?
    }

    struct Location: Decodable, Equatable {
        var uri: String
        var position: Position

        struct Position: Decodable, Equatable {
            var line: Int
            var character: Int
        }
    }

    /// One `@available` entry: a platform (or `*`) with its versions and flags.
    struct Availability: Decodable, Equatable {
        var domain: String?
        var introduced: Version?
        var deprecated: Version?
        var obsoleted: Version?
        var message: String?
        var renamed: String?
        var isUnconditionallyDeprecated: Bool?
        var isUnconditionallyUnavailable: Bool?

        struct Version: Decodable, Equatable, CustomStringConvertible {
            var major: Int
            var minor: Int?
            var patch: Int?

            var description: String {
                [major, minor, patch].compactMap { $0 }.map(String.init).joined(separator: ".")
            }
        }
    }

    struct DocComment: Decodable, Equatable {
        var lines: [Line]

        struct Line: Decodable, Equatable {
            var text: String
        }
    }

    /// `requirementOf`, `conformsTo`, `inheritsFrom`, `memberOf`, `defaultImplementationOf`, …
    struct Relationship: Decodable, Equatable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }
}
