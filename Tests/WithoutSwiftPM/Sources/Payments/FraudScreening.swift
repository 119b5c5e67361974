/// How the module screens cards: internal, so not its API, and never mocked by another module.
protocol FraudScreening {
    func isSuspicious(card: String) -> Bool
}
