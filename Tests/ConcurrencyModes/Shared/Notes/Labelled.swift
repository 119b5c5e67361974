// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A module of an app, as its team writes it: its protocols and types are documented, their
// implementations are not.

/// Something with a label, compared and hashed: a protocol that refines standard ones, whose
/// own requirement is isolated to the main actor where that is the default and theirs are not.
public protocol Labelled: Hashable, CustomStringConvertible {
    /// The label.
    var label: String { get }
}

/// A fixed label.
nonisolated public struct FixedLabel: Labelled {
    public let label: String

    public init(label: String) { self.label = label }

    public var description: String { label }
}
