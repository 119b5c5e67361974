/// An account book, whose mock the selection file declares strict (`mocks strict`): every call a
/// test did not stub records an issue.
public protocol Ledger {
    /// The money held for `account`.
    func balance(of account: String) -> Int
    /// Books `amount`.
    func record(_ amount: Int) throws
    /// Whose book it is.
    var owner: String { get set }
    /// The books' currency.
    static var currency: String { get }
    /// The money booked since the last call.
    func settle() async throws -> Int
}
