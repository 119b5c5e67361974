/// Why a charge failed.
public enum PaymentError: Error, Equatable {
    case declined(card: String)
}
