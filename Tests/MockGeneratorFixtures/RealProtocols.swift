import Foundation

/// Protocols of real packages, in miniature: shapes that other packages' mocks needed.

/// A tier of a service: `CaseIterable`, which the generator knows without its graph.
protocol Tier: CaseIterable {
    var weight: Int { get }
}

/// An associated type whose default names another through `Self`, and a static property of it.
protocol Table {
    associatedtype Columns = Never
    associatedtype Components = Self.Columns.Type
    static var components: Components { get }
}

/// A key whose associated type is constrained back to the protocol that uses it.
protocol PrivateKey {
    associatedtype Public
}

/// An associated type constrained back to the protocol: `Ephemeral.Public == Self`.
protocol PublicKey {
    associatedtype Ephemeral: PrivateKey where Ephemeral.Public == Self
}

/// A protocol's own type alias over its associated type.
protocol ByteTransport {
    associatedtype Bytes
    typealias Inbound = AsyncStream<Bytes>
    func listen() -> Inbound
}

/// A log level: an enum, whose first case a mock answers until stubbed.
enum Level: Sendable {
    case debug
    case info
}

/// A property of an enum type.
protocol LevelHandler {
    var level: Level { get set }
    func log(_ message: String, at level: Level) -> Level
}

/// `Self` in every position a requirement names it.
protocol Chain {
    func next() -> Self
    func merge(_ other: Self) -> Self
    func each(_ body: (Self) -> Void)
    func onChange(_ handler: @escaping (Self) -> Void)
    var siblings: [Self] { get }
    var parent: Self? { get }
    static var root: Self { get }
    static func make(_ configure: (Self) -> Void) -> Self
    static func combine(_ chains: [Self]) -> [String: Self]
}

/// A member whose argument no mock can keep: its calls are recorded without it.
protocol TicketScanner {
    func scan(_ ticket: consuming Ticket) -> Bool
}

/// The standard library's and Foundation's protocols, which the generator knows.
protocol Plan: Hashable, Comparable, Codable, CustomStringConvertible, Identifiable, Sendable {
    var name: String { get }
}

/// An error with a localized description.
protocol Problem: LocalizedError {
    var code: Int { get }
}

/// A choice of keys, as XMLCoder's `XMLChoiceCodingKey` refines `CodingKey`.
protocol ChoiceKey: CodingKey {
    var isAttribute: Bool { get }
}

/// A node that prints itself and has a mirror, as SwiftSyntax's node protocols are.
protocol PrintableNode: CustomReflectable, TextOutputStreamable {
    var kind: String { get }
    var children: [String] { get }
    func child(at index: Int) -> String?
}

/// A loader whose generic method names the conforming type inside a key path, as FluentKit's
/// `EagerLoadable` does: `KeyPath` constrains neither of its types, so the generic mock can
/// implement it.
protocol EagerLoading {
    associatedtype From
    static func eagerLoad<Builder: LoadBuilder>(_ key: KeyPath<From, Self>, to builder: Builder)
    where Builder.Model == From
}

/// The builder an ``EagerLoading`` type loads into.
protocol LoadBuilder {
    associatedtype Model
}

/// A collection with an iterator of its own, restated with a default, as swift-syntax's
/// `SyntaxCollection` declares `Iterator = SyntaxCollectionIterator<Element>`.
protocol NodeList: BidirectionalCollection where Index == Int {
    associatedtype Iterator = NodeListIterator<Element>
}

// `nonisolated`, as a default that witnesses a standard requirement must be where declarations
// are isolated to the main actor by default.
nonisolated extension NodeList {
    func makeIterator() -> NodeListIterator<Element> {
        NodeListIterator(items: indices.map { self[$0] })
    }
}

/// The iterator of every ``NodeList``.
nonisolated struct NodeListIterator<Element>: IteratorProtocol {
    var items: [Element]

    mutating func next() -> Element? { items.isEmpty ? nil : items.removeFirst() }
}
