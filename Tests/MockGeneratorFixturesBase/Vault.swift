/// A public class whose initializer is internal: a test target subclasses it, and calls the
/// initializer, through a `@testable` import of this module.
public class Vault {
    /// How many times the vault was opened.
    public private(set) var openings = 0

    init() {}

    /// Opens the vault.
    public func open() {
        openings += 1
    }
}
