import Mocking
import Testing

@testable import MockGeneratorFixtures

/// A requirement whose wrapper would take another wrapper's storage name (`Resolving`): its
/// wrapper is `_resolved2Mock`, stubbed, verified and forwarded apart from `resolvedMock`.
@Suite struct WrapperStorageNamesTests {
    /// Resolves to fixed numbers.
    struct LiveResolving: Resolving {
        func resolved() -> Int { 1 }
        func _resolved() -> Int { 2 }
    }

    @Test func eachRequirementHasItsOwnWrapper() {
        let resolving = MockResolving()
        resolving.$resolvedMock.returns(10)
        resolving.$_resolved2Mock.returns(20)
        #expect(resolving.resolved() == 10)
        #expect(resolving._resolved() == 20)
        #expect(resolving._resolved() == 20)
        resolving.$resolvedMock.verifyCalled(.once)
        resolving.$_resolved2Mock.verifyCalled(.exactly(2))
    }

    @Test func theSpyForwardsEachToTheLiveInstance() {
        let resolving = MockResolving(forwardingTo: LiveResolving())
        #expect(resolving.resolved() == 1)
        #expect(resolving._resolved() == 2)
        resolving.$_resolved2Mock.returns(5)
        #expect(resolving._resolved() == 5)
        #expect(resolving.resolved() == 1)
    }
}
