import Core

/// The lines of the fare board: each trip with its fare, written by a formatter.
public struct FareBoard {
    var formatter: any FareFormatter

    /// Writes fares with `formatter`.
    public init(formatter: any FareFormatter) {
        self.formatter = formatter
    }

    /// One line per trip, `Home → Work: 12.00 EUR`; a trip not quoted yet reads `…`.
    public func lines(for trips: [Trip]) -> [String] {
        trips.map { trip in
            let fare = trip.fareCents.map { formatter.text(forCents: $0) } ?? "…"
            return "\(trip.pickup) → \(trip.destination): \(fare)"
        }
    }
}
