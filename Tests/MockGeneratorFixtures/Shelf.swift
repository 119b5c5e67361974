/// A namespace that is not public.
enum Shelf {
    /// A public protocol nested in an internal enum: it is no more public than the enum, so its
    /// mock imports the module `@testable`.
    public protocol Lending {
        func lend(_ title: String) -> Bool
    }
}
