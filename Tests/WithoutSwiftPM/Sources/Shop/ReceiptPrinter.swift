/// Prints receipts: a class, mocked by a subclass whose members answer as it does until stubbed.
class ReceiptPrinter {
    /// Prints `receipt`.
    ///
    /// - Returns: Whether the printer had paper.
    func print(_ receipt: String) -> Bool { !receipt.isEmpty }
}
