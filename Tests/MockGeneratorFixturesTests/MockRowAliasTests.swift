import Testing

@testable import MockGeneratorFixtures

/// The mock of a protocol whose dynamic-member subscript names the conforming type in a
/// constrained generic type (FluentKit's `ModelAlias`): generic over `AliasedType`, with
/// `Aliased` a type alias of it.
@Suite struct MockRowAliasTests {
    typealias Alias = MockRowAlias<Customer>

    @Test func theAssociatedTypeIsATypeAliasOfTheGenericParameter() {
        #expect(Alias.Aliased.self == Customer.self)
    }

    @Test func theMockAnswersAndRecordsEachMember() {
        let alias = Alias()
        let customer = Customer()
        alias.$record.returns(customer)
        Alias.aliasMock.returns("seller")
        #expect(alias.record === customer)
        #expect(Alias.alias == "seller")

        alias.$subscriptMock
            .for(
                KeyPath<Customer, CustomerName>.self,
                returning: AliasedField<Alias, CustomerName>.self
            )
            .returns(AliasedField(field: CustomerName()))
        let name: AliasedField<Alias, CustomerName> = alias.name
        #expect(name.path == "seller.name")
        alias.$subscriptMock.verifyCalled(.once)
    }

    @Test func theSpyForwardsAllButTheSubscriptWhoseTypeNamesTheMock() {
        let live = Buyer()
        let alias = MockRowAlias(forwardingTo: live)
        #expect(alias.record === live.record)
        #expect(MockRowAlias<Customer>.alias == Buyer.alias)
        alias.$record.getter.verifyCalled(.once)
    }
}
