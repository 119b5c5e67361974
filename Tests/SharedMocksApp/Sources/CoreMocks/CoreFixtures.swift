import Core

/// Values the tests and previews share beside the mocks, which the generator writes in Mocks.
public enum CoreFixtures {
    /// A trip across town.
    public static let commute = Trip(pickup: "Home", destination: "Work")
}
