import MockGeneratorFixturesBase

/// Names a type that both modules its mock imports declare: this module's ``Receipt``.
protocol Register: Named {
    func print(_ receipt: Receipt) -> Receipt?
    func archive(_ receipt: MockGeneratorFixturesBase.Receipt)
}
