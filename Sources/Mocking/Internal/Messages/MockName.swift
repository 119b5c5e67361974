import Foundation

/// What failure messages call a mock: the type that holds it and its property,
/// `MockAnalytics.trackMock`, without generic arguments, as every message names it.
///
/// The name is read from the declaration's source file (``SourceDeclaration``). A mock made in a
/// function is named by its constant alone, `fetchMock`; a mock whose file cannot be read is
/// `the mock declared at Module/File.swift:12`. Where one message names two instances of the same
/// declaration, as an order verification may, each carries a number, in the order the message
/// first names them: `MockAnalytics[1].trackMock`, `MockAnalytics[2].trackMock`.
struct MockName: CustomStringConvertible {
    /// The declaration, or `nil` when its source could not be read.
    let declaration: SourceDeclaration?
    /// Where the mock was made, or `nil` for a history made on its own.
    let location: SourceLocation?
    /// The instance's number among the instances of one declaration that a message names.
    var instance: Int?

    /// The name of the mock made at `location`.
    init(declaredAt location: SourceLocation?) {
        self.location = location
        declaration = location.flatMap { Self.declaration(at: $0) }
    }

    /// The name of a mock whose declaration is known, or is `nil` as a file that cannot be read
    /// makes it.
    init(_ declaration: SourceDeclaration?, location: SourceLocation? = nil) {
        self.declaration = declaration
        self.location = location
    }

    /// `MockAnalytics.trackMock`, `MockAnalytics[2].trackMock`, `fetchMock`, or
    /// `the mock declared at Module/File.swift:12`.
    var description: String {
        let mark = instance.map { "[\($0)]" } ?? ""
        guard let declaration else {
            return (location.map { "the mock declared at \($0)" } ?? "the mock") + mark
        }
        return owner.isEmpty
            ? declaration.property + mark : "\(owner)\(mark).\(declaration.property)"
    }

    /// The types that hold the mock, as a test names them, `Shop.MockCart`: a static mock that
    /// the generator keeps in the enum `MockCartStaticMocks`, as a generic class cannot hold it,
    /// is named as the class's, which forwards to it.
    private var owner: String {
        guard var owner = declaration?.owner else { return "" }
        let suffix = "StaticMocks"
        if declaration?.isStatic == true, let last = owner.last, last.hasSuffix(suffix),
            last.count > suffix.count
        {
            owner[owner.count - 1] = String(last.dropLast(suffix.count))
        }
        return owner.joined(separator: ".")
    }

    /// The mock named as a kind of mock: `the strict mock MockStore.fetchMock`, or for a mock
    /// whose declaration cannot be read, `the strict mock declared at Module/File.swift:12`.
    func called(_ kind: String) -> String {
        guard declaration == nil, let location else { return "the \(kind) \(self)" }
        return "the \(kind) declared at \(location)" + (instance.map { "[\($0)]" } ?? "")
    }

    /// The name a call is written with: `trackMock("a")`, or `call("a")` for a mock whose
    /// property is unknown.
    var callee: String {
        declaration?.property ?? "call"
    }

    /// The expression through which a test reaches the mock: `$trackMock` for a wrapped property,
    /// `MockClock.nowMock` for a static constant, `nowMock` for another constant.
    var projection: String {
        guard let declaration else { return "the mock" }
        if declaration.isWrapped { return "$" + declaration.property }
        return declaration.isStatic && !owner.isEmpty
            ? "\(owner).\(declaration.property)" : declaration.property
    }

    /// Whether the mock is a wrapped property, whose wrapped value a test may assign.
    var isWrapped: Bool {
        declaration?.isWrapped ?? false
    }

    /// The declarations read so far, by location: a failing test suite names the same mocks
    /// again and again.
    private static let cache = Locked<[String: SourceDeclaration?]>([:])

    /// The declaration at `location`, read from its file once.
    private static func declaration(at location: SourceLocation) -> SourceDeclaration? {
        let key = "\(location.filePath):\(location.line):\(location.column)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let declaration = read(location)
        cache.withLock { $0[key] = declaration }
        return declaration
    }

    /// Reads the declaration at `location` from its file, unless the file is missing, larger than
    /// 4 MB or not UTF-8.
    private static func read(_ location: SourceLocation) -> SourceDeclaration? {
        let path = "\(location.filePath)"
        guard location.line > 0,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, size.intValue < 4_000_000,
            let data = FileManager.default.contents(atPath: path),
            String(data: data, encoding: .utf8) != nil
        else { return nil }
        return SourceDeclaration(
            atLine: Int(location.line), column: Int(location.column), in: [UInt8](data))
    }
}

extension Array where Element == MockName {
    /// The names with a number for each instance where several instances of one declaration
    /// appear, numbered in order of first appearance; `identities` tells the instances apart,
    /// one per name.
    func numberingInstances(by identities: [ObjectIdentifier]) -> [MockName] {
        var instances: [String: [ObjectIdentifier]] = [:]
        for (name, identity) in zip(self, identities)
        where !instances[name.description, default: []].contains(identity) {
            instances[name.description, default: []].append(identity)
        }
        return zip(self, identities).map { name, identity in
            guard let group = instances[name.description], group.count > 1,
                let index = group.firstIndex(of: identity)
            else { return name }
            var numbered = name
            numbered.instance = index + 1
            return numbered
        }
    }
}
