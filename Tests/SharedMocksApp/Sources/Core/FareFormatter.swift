/// Writes fares for people to read.
public protocol FareFormatter {
    /// The currency fares are written in: `"EUR"`.
    var currencyCode: String { get set }
    /// `cents` as text: `"12.00 EUR"`.
    func text(forCents cents: Int) -> String
    /// The formatter the app uses unless told otherwise.
    static func standard() -> Self
}
