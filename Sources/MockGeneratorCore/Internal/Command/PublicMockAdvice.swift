/// What to change when the compiler rejects a public mock, a mocks library's, because it names a
/// declaration the library cannot see: one of the mocked module that is not public, or is
/// `@_spi`, which no other module's public declaration may name.
///
/// ```swift
/// PublicMockAdvice(compilerMessage: "5:28: error: cannot find type 'Token' in scope")?
///     .text(module: "Core", protocolName: "Vault")
/// // "a mocks library's public mocks see only the public API of Core, and Token is not part
/// // of it (…): make Token public, or add `exclude Vault` to the entry of Core and write the
/// // mock of Vault by hand"
/// ```
struct PublicMockAdvice: Equatable {
    /// The name the mock cannot see: `Token`.
    var name: String

    /// What the compiler says of a name it cannot see: it does not find it, finds it
    /// inaccessible, or finds it `@_spi`.
    private static let markers = [
        "cannot find type '", "cannot find '", "is inaccessible due to '",
        "; it is an SPI imported from '",
    ]

    /// The advice for the compiler's `message` (`5:28: error: cannot find type 'Token' in
    /// scope`), when it says that a name cannot be seen; the name is the first it quotes.
    init?(compilerMessage message: String) {
        guard Self.markers.contains(where: message.contains) else { return nil }
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[1].isEmpty else { return nil }
        name = String(parts[1])
    }

    /// The advice, naming the mocked module and the protocol whose mock names ``name``.
    func text(module: String, protocolName: String) -> String {
        "a mocks library's public mocks see only the public API of \(module), and \(name) is "
            + "not part of it (it is internal, package or @_spi): make \(name) public, or add "
            + "`exclude \(protocolName)` to the entry of \(module) and write the mock of "
            + "\(protocolName) by hand"
    }
}
