import Testing

@testable import MockGeneratorFixtures

@Suite struct MockProgressDelegateTests {
    @Test @MainActor func theMockIsIsolatedToTheMainActor() {
        let delegate = MockProgressDelegate()
        delegate.$isCancelled.returns(true)
        MockProgressDelegate.intervalMock.returns(0.25)
        #expect(MockProgressDelegate.interval == 0.25)
        delegate.didUpdate(progress: 0.5)
        delegate.didFinish(with: .success(1))
        #expect(delegate.isCancelled)
        delegate.$didUpdateMock.verifyCalled(.once, with: 0.5)
        delegate.$didFinishMock.verifyCalled(.once)
    }
}
