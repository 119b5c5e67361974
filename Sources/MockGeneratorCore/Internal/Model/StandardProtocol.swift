/// The protocols of the standard library and Foundation a protocol may inherit, whose
/// requirements its module's symbol graph does not list: the generator knows them by name.
struct StandardProtocol {
    /// How the mock implements a requirement.
    enum Implementation: Equatable {
        /// A wrapper, as for the protocol's own requirements.
        case mocked
        /// A body written out, by the mock's identity: `lhs === rhs` for `==`.
        case identity(IdentityOperation)
        /// `customMirror`: a mirror of the mock's wrappers, the children Swift's own mirror of
        /// the class shows, through which `resetMocks(of:)` and `verifyNoMoreCalls(of:)` find
        /// them.
        case mirrorOfWrappers
    }

    struct Requirement {
        var declaration: String
        var implementation: Implementation = .mocked
    }

    /// `Module.Name`, with Foundation's modules under `Foundation`.
    var qualifiedName: String
    var parents: [String] = []
    var associatedTypes: [String] = []
    var requirements: [Requirement] = []
    /// The precise identifiers of the types of other modules the requirements name, by
    /// spelling: the mock qualifies them where a module of the user's declares the name too.
    var typeIdentifiers: [String: String] = [:]
    /// The requirements of the protocols it refines that it implements, by key:
    /// `Collection` gives `Sequence` its `makeIterator()`.
    var satisfied: Set<String> = []

    /// The protocol the graphs call `qualifiedName` (`Swift.Identifiable`,
    /// `FoundationEssentials.LocalizedError`), if the generator knows it.
    static func named(_ qualifiedName: String) -> StandardProtocol? {
        let parts = qualifiedName.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let module = ModuleName.importedName(of: parts[0]) ?? parts[0]
        return all["\(module == "Foundation" ? "Foundation" : parts[0]).\(parts[1])"]
    }

    private static let all: [String: StandardProtocol] = Dictionary(
        uniqueKeysWithValues: [
            StandardProtocol(qualifiedName: "Swift.Sendable"),
            StandardProtocol(qualifiedName: "Swift.SendableMetatype"),
            StandardProtocol(qualifiedName: "Swift.Copyable"),
            StandardProtocol(qualifiedName: "Swift.Escapable"),
            StandardProtocol(qualifiedName: "Swift.AnyObject"),
            StandardProtocol(qualifiedName: "Swift.Error", parents: ["Swift.Sendable"]),
            // Actors get their executor from the compiler: the mock is an `actor`.
            StandardProtocol(qualifiedName: "_Concurrency.Actor", parents: ["Swift.Sendable"]),
            StandardProtocol(
                qualifiedName: "Swift.Identifiable",
                associatedTypes: ["associatedtype ID : Hashable"],
                requirements: [.init(declaration: "var id: Self.ID { get }")]),
            StandardProtocol(
                qualifiedName: "Swift.Equatable",
                requirements: [
                    .init(
                        declaration: "static func == (lhs: Self, rhs: Self) -> Bool",
                        implementation: .identity(.equality))
                ]),
            StandardProtocol(
                qualifiedName: "Swift.Hashable", parents: ["Swift.Equatable"],
                requirements: [
                    .init(
                        declaration: "func hash(into hasher: inout Hasher)",
                        implementation: .identity(.hashing))
                ]),
            StandardProtocol(
                qualifiedName: "Swift.Comparable", parents: ["Swift.Equatable"],
                requirements: [
                    .init(
                        declaration: "static func < (lhs: Self, rhs: Self) -> Bool",
                        implementation: .identity(.ordering))
                ]),
            StandardProtocol(
                qualifiedName: "Swift.RawRepresentable",
                associatedTypes: ["associatedtype RawValue"],
                requirements: [
                    .init(declaration: "init?(rawValue: Self.RawValue)"),
                    .init(declaration: "var rawValue: Self.RawValue { get }"),
                ]),
            StandardProtocol(qualifiedName: "Swift.BitwiseCopyable"),
            // Executors: the one `enqueue` a conforming type must write (the others have
            // defaults), which takes a noncopyable job, so gets a placeholder.
            StandardProtocol(
                qualifiedName: "_Concurrency.Executor", parents: ["Swift.Sendable"],
                requirements: [.init(declaration: "func enqueue(_ job: consuming ExecutorJob)")]),
            StandardProtocol(
                qualifiedName: "_Concurrency.SerialExecutor", parents: ["_Concurrency.Executor"]),
            // Of the iteration protocols, only the requirements without a default.
            StandardProtocol(
                qualifiedName: "Swift.IteratorProtocol",
                associatedTypes: ["associatedtype Element"],
                requirements: [.init(declaration: "mutating func next() -> Self.Element?")]),
            StandardProtocol(
                qualifiedName: "Swift.Sequence",
                associatedTypes: [
                    "associatedtype Element",
                    "associatedtype Iterator : IteratorProtocol where Self.Element == Self.Iterator.Element",
                ],
                requirements: [.init(declaration: "func makeIterator() -> Self.Iterator")]),
            StandardProtocol(
                qualifiedName: "_Concurrency.AsyncIteratorProtocol",
                associatedTypes: ["associatedtype Element"],
                requirements: [
                    .init(declaration: "mutating func next() async throws -> Self.Element?")
                ]),
            StandardProtocol(
                qualifiedName: "_Concurrency.AsyncSequence",
                associatedTypes: [
                    "associatedtype Element",
                    "associatedtype AsyncIterator : AsyncIteratorProtocol where Self.Element == Self.AsyncIterator.Element",
                ],
                requirements: [
                    .init(declaration: "func makeAsyncIterator() -> Self.AsyncIterator")
                ]),
            // Collections: the requirements without a default, and the default iterator, which
            // satisfies `Sequence.makeIterator()`.
            StandardProtocol(
                qualifiedName: "Swift.Collection", parents: ["Swift.Sequence"],
                associatedTypes: [
                    "associatedtype Index : Comparable",
                    "associatedtype Iterator : IteratorProtocol = IndexingIterator<Self> where Self.Element == Self.Iterator.Element",
                    "associatedtype SubSequence = Slice<Self>",
                    "associatedtype Indices = DefaultIndices<Self>",
                ],
                requirements: [
                    .init(declaration: "var startIndex: Self.Index { get }"),
                    .init(declaration: "var endIndex: Self.Index { get }"),
                    .init(declaration: "subscript(position: Self.Index) -> Self.Element { get }"),
                    .init(declaration: "func index(after i: Self.Index) -> Self.Index"),
                ],
                satisfied: ["makeIterator()"]),
            StandardProtocol(
                qualifiedName: "Swift.BidirectionalCollection", parents: ["Swift.Collection"],
                requirements: [.init(declaration: "func index(before i: Self.Index) -> Self.Index")]
            ),
            StandardProtocol(
                qualifiedName: "Swift.RandomAccessCollection",
                parents: ["Swift.BidirectionalCollection"]),
            StandardProtocol(
                qualifiedName: "Swift.MutableCollection", parents: ["Swift.Collection"],
                requirements: [
                    .init(
                        declaration: "subscript(position: Self.Index) -> Self.Element { get set }")
                ]),
            // Arithmetic, with the requirements a class has no default for: `zero` has one
            // only for literal types, `+=`, `-=`, prefix `-` and `negate()` have one for all.
            StandardProtocol(
                qualifiedName: "Swift.AdditiveArithmetic", parents: ["Swift.Equatable"],
                requirements: [
                    .init(declaration: "static var zero: Self { get }"),
                    .init(declaration: "static func + (lhs: Self, rhs: Self) -> Self"),
                    .init(declaration: "static func - (lhs: Self, rhs: Self) -> Self"),
                ]),
            StandardProtocol(
                qualifiedName: "Swift.Numeric",
                parents: ["Swift.AdditiveArithmetic", "Swift.ExpressibleByIntegerLiteral"],
                associatedTypes: ["associatedtype Magnitude : Comparable, Numeric"],
                requirements: [
                    .init(declaration: "init?<T>(exactly source: T) where T : BinaryInteger"),
                    .init(declaration: "var magnitude: Self.Magnitude { get }"),
                    .init(declaration: "static func * (lhs: Self, rhs: Self) -> Self"),
                    .init(declaration: "static func *= (lhs: inout Self, rhs: Self)"),
                ]),
            StandardProtocol(qualifiedName: "Swift.SignedNumeric", parents: ["Swift.Numeric"]),
            StandardProtocol(
                qualifiedName: "Swift.Strideable", parents: ["Swift.Comparable"],
                associatedTypes: ["associatedtype Stride : Comparable, SignedNumeric"],
                requirements: [
                    .init(declaration: "func distance(to other: Self) -> Self.Stride"),
                    .init(declaration: "func advanced(by n: Self.Stride) -> Self"),
                ]),
            // Its `Magnitude` is itself.
            StandardProtocol(
                qualifiedName: "Swift.FloatingPoint",
                parents: ["Swift.Hashable", "Swift.SignedNumeric", "Swift.Strideable"],
                associatedTypes: [
                    "associatedtype Exponent : SignedInteger",
                    "associatedtype Magnitude : Comparable, Numeric = Self",
                ],
                requirements: [
                    .init(
                        declaration:
                            "init(sign: FloatingPointSign, exponent: Self.Exponent, significand: Self)"
                    ),
                    .init(declaration: "init(signOf: Self, magnitudeOf: Self)"),
                    .init(declaration: "init(_ value: Int)"),
                    .init(
                        declaration: "init<Source>(_ value: Source) where Source : BinaryInteger"),
                    .init(declaration: "static var radix: Int { get }"),
                    .init(declaration: "static var nan: Self { get }"),
                    .init(declaration: "static var signalingNaN: Self { get }"),
                    .init(declaration: "static var infinity: Self { get }"),
                    .init(declaration: "static var greatestFiniteMagnitude: Self { get }"),
                    .init(declaration: "static var pi: Self { get }"),
                    .init(declaration: "var ulp: Self { get }"),
                    .init(declaration: "static var leastNormalMagnitude: Self { get }"),
                    .init(declaration: "static var leastNonzeroMagnitude: Self { get }"),
                    .init(declaration: "var sign: FloatingPointSign { get }"),
                    .init(declaration: "var exponent: Self.Exponent { get }"),
                    .init(declaration: "var significand: Self { get }"),
                    .init(declaration: "static func / (lhs: Self, rhs: Self) -> Self"),
                    .init(declaration: "static func /= (lhs: inout Self, rhs: Self)"),
                    .init(declaration: "mutating func formRemainder(dividingBy other: Self)"),
                    .init(
                        declaration: "mutating func formTruncatingRemainder(dividingBy other: Self)"
                    ),
                    .init(declaration: "mutating func formSquareRoot()"),
                    .init(declaration: "mutating func addProduct(_ lhs: Self, _ rhs: Self)"),
                    .init(declaration: "mutating func round(_ rule: FloatingPointRoundingRule)"),
                    .init(declaration: "var nextUp: Self { get }"),
                    .init(declaration: "func isEqual(to other: Self) -> Bool"),
                    .init(declaration: "func isLess(than other: Self) -> Bool"),
                    .init(declaration: "func isLessThanOrEqualTo(_ other: Self) -> Bool"),
                    .init(declaration: "var isNormal: Bool { get }"),
                    .init(declaration: "var isFinite: Bool { get }"),
                    .init(declaration: "var isZero: Bool { get }"),
                    .init(declaration: "var isSubnormal: Bool { get }"),
                    .init(declaration: "var isInfinite: Bool { get }"),
                    .init(declaration: "var isNaN: Bool { get }"),
                    .init(declaration: "var isSignalingNaN: Bool { get }"),
                    .init(declaration: "var isCanonical: Bool { get }"),
                    .init(declaration: "func isTotallyOrdered(belowOrEqualTo other: Self) -> Bool"),
                ]),
            // Foundation's bytes, `FoundationEssentials.ContiguousBytes` in graphs.
            StandardProtocol(
                qualifiedName: "Foundation.ContiguousBytes",
                requirements: [
                    .init(
                        declaration:
                            "func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R"
                    )
                ]),
            StandardProtocol(
                qualifiedName: "Swift.CaseIterable",
                associatedTypes: [
                    "associatedtype AllCases : Collection = [Self] where Self == Self.AllCases.Element"
                ],
                requirements: [.init(declaration: "static var allCases: Self.AllCases { get }")]),
            StandardProtocol(
                qualifiedName: "Swift.CustomStringConvertible",
                requirements: [.init(declaration: "var description: String { get }")]),
            StandardProtocol(
                qualifiedName: "Swift.CustomDebugStringConvertible",
                requirements: [.init(declaration: "var debugDescription: String { get }")]),
            StandardProtocol(
                qualifiedName: "Swift.Encodable",
                requirements: [.init(declaration: "func encode(to encoder: any Encoder) throws")]),
            StandardProtocol(
                qualifiedName: "Swift.Decodable",
                requirements: [.init(declaration: "init(from decoder: any Decoder) throws")]),
            StandardProtocol(
                qualifiedName: "Foundation.LocalizedError", parents: ["Swift.Error"],
                requirements: [
                    .init(declaration: "var errorDescription: String? { get }"),
                    .init(declaration: "var failureReason: String? { get }"),
                    .init(declaration: "var recoverySuggestion: String? { get }"),
                    .init(declaration: "var helpAnchor: String? { get }"),
                ]),
            StandardProtocol(
                qualifiedName: "Swift.LosslessStringConvertible",
                parents: ["Swift.CustomStringConvertible"],
                requirements: [.init(declaration: "init?(_ description: String)")]),
            // Its `description` and `debugDescription` have defaults.
            StandardProtocol(
                qualifiedName: "Swift.CodingKey", parents: ["Swift.Sendable"],
                requirements: [
                    .init(declaration: "var stringValue: String { get }"),
                    .init(declaration: "init?(stringValue: String)"),
                    .init(declaration: "var intValue: Int? { get }"),
                    .init(declaration: "init?(intValue: Int)"),
                ]),
            // A mirror of the wrappers, as reflecting a class shows its stored properties: a
            // mirror made by reflecting the mock would ask the mock again.
            StandardProtocol(
                qualifiedName: "Swift.CustomReflectable",
                requirements: [
                    .init(
                        declaration: "var customMirror: Mirror { get }",
                        implementation: .mirrorOfWrappers)
                ]),
            StandardProtocol(
                qualifiedName: "Swift.TextOutputStreamable",
                requirements: [
                    .init(
                        declaration:
                            "func write<Target>(to target: inout Target) where Target : TextOutputStream"
                    )
                ]),
            StandardProtocol(
                qualifiedName: "Swift.TextOutputStream",
                requirements: [.init(declaration: "mutating func write(_ string: String)")]),
            StandardProtocol(
                qualifiedName: "Swift.RandomNumberGenerator",
                requirements: [.init(declaration: "mutating func next() -> UInt64")]),
            // The literal protocols, with the default literal types; the protocols they refine
            // have defaults for those.
            literal("String", label: "stringLiteral", type: "String"),
            literal(
                "ExtendedGraphemeCluster", label: "extendedGraphemeClusterLiteral", type: "String"),
            literal("UnicodeScalar", label: "unicodeScalarLiteral", type: "String"),
            literal("Integer", label: "integerLiteral", type: "Int"),
            literal("Float", label: "floatLiteral", type: "Double"),
            literal("Boolean", label: "booleanLiteral", type: "Bool"),
            StandardProtocol(
                qualifiedName: "Swift.ExpressibleByNilLiteral",
                requirements: [.init(declaration: "init(nilLiteral: ())")]),
            StandardProtocol(
                qualifiedName: "Swift.ExpressibleByArrayLiteral",
                associatedTypes: ["associatedtype ArrayLiteralElement"],
                requirements: [
                    .init(declaration: "init(arrayLiteral elements: Self.ArrayLiteralElement...)")
                ]),
            StandardProtocol(
                qualifiedName: "Swift.ExpressibleByDictionaryLiteral",
                associatedTypes: ["associatedtype Key", "associatedtype Value"],
                requirements: [
                    .init(
                        declaration: "init(dictionaryLiteral elements: (Self.Key, Self.Value)...)")
                ]),
            StandardProtocol(
                qualifiedName: "Foundation.CustomNSError", parents: ["Swift.Error"],
                requirements: [
                    .init(declaration: "static var errorDomain: String { get }"),
                    .init(declaration: "var errorCode: Int { get }"),
                    .init(declaration: "var errorUserInfo: [String : Any] { get }"),
                ]),
            StandardProtocol(
                qualifiedName: "Foundation.RecoverableError", parents: ["Swift.Error"],
                requirements: [
                    .init(declaration: "var recoveryOptions: [String] { get }"),
                    .init(
                        declaration: "func attemptRecovery(optionIndex recoveryOptionIndex: Int) "
                            + "-> Bool"),
                ]),
            fileManagerDelegate,
        ].map { ($0.qualifiedName, $0) })

    /// `ExpressibleBy<kind>Literal`, whose literal type defaults to `type`.
    private static func literal(_ kind: String, label: String, type: String) -> StandardProtocol {
        StandardProtocol(
            qualifiedName: "Swift.ExpressibleBy\(kind)Literal",
            associatedTypes: ["associatedtype \(kind)LiteralType = \(type)"],
            requirements: [.init(declaration: "init(\(label) value: Self.\(kind)LiteralType)")])
    }

    /// Foundation's `FileManagerDelegate`, whose graph is not at hand on Linux.
    private static var fileManagerDelegate: StandardProtocol {
        let paths = [("Copy", "copying"), ("Move", "moving"), ("Link", "linking")]
        var requirements: [Requirement] = []
        for (verb, gerund) in paths {
            requirements += [
                .init(
                    declaration:
                        "func fileManager(_ fileManager: FileManager, should\(verb)ItemAtPath "
                        + "srcPath: String, toPath dstPath: String) -> Bool"),
                .init(
                    declaration: "func fileManager(_ fileManager: FileManager, "
                        + "shouldProceedAfterError error: any Error, \(gerund)ItemAtPath srcPath: String, "
                        + "toPath dstPath: String) -> Bool"),
            ]
        }
        requirements += [
            .init(
                declaration: "func fileManager(_ fileManager: FileManager, shouldRemoveItemAtPath "
                    + "path: String) -> Bool"),
            .init(
                declaration: "func fileManager(_ fileManager: FileManager, shouldProceedAfterError "
                    + "error: any Error, removingItemAtPath path: String) -> Bool"),
        ]
        for (verb, gerund) in paths {
            requirements += [
                .init(
                    declaration: "func fileManager(_ fileManager: FileManager, should\(verb)ItemAt "
                        + "srcURL: URL, to dstURL: URL) -> Bool"),
                .init(
                    declaration: "func fileManager(_ fileManager: FileManager, "
                        + "shouldProceedAfterError error: any Error, \(gerund)ItemAt srcURL: URL, "
                        + "to dstURL: URL) -> Bool"),
            ]
        }
        requirements += [
            .init(
                declaration: "func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: "
                    + "URL) -> Bool"),
            .init(
                declaration: "func fileManager(_ fileManager: FileManager, shouldProceedAfterError "
                    + "error: any Error, removingItemAt URL: URL) -> Bool"),
        ]
        // `NSObjectProtocol` on Apple platforms and `Sendable` on Linux: an `NSObject` that is
        // `Sendable` conforms on both, so one mock serves both.
        return StandardProtocol(
            qualifiedName: "Foundation.FileManagerDelegate",
            parents: ["Foundation.NSObjectProtocol", "Swift.Sendable"], requirements: requirements,
            typeIdentifiers: [
                "URL": "s:20FoundationEssentials3URLV",
                "FileManager": "s:20FoundationEssentials11FileManagerC",
            ])
    }
}
