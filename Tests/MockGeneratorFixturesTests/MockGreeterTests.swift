import Testing

@testable import MockGeneratorFixtures

/// A class's mock stubbed before the class's initializer runs: the calls that initializer makes
/// to the mock's members answer as stubbed, and are recorded.
@Suite struct MockGreeterTests {
    @Test func membersTheInitializerCallsAnswerAsStubbedBeforeItRuns() {
        let greeter = MockGreeter(name: "Ann") { stubs in
            stubs.$salutationMock.returns("Hi")
        }
        #expect(greeter.greeting == "Hi, Ann!")
        greeter.$salutationMock.verifyCalled(.once)
        // The wrapper stubbed is the mock's own: later calls answer as stubbed too.
        #expect(greeter.salutation() == "Hi")
        #expect(greeter.$salutationMock.callCount == 2)
    }

    @Test func withoutStubsTheInitializerCallsTheClass() {
        let greeter = MockGreeter(name: "Ann")
        #expect(greeter.greeting == "Hello, Ann!")
        greeter.$salutationMock.verifyCalled(.once)
        #expect(MockGreeter(name: "Bo") { _ in }.greeting == "Hello, Bo!")
    }

    @Test func theInitializerGivenDefaultValuesIsStubbedToo() {
        let greeter = MockGreeter { stubs in
            stubs.$salutationMock.when(.any).returns("Hey")
            stubs.$greetingMock.getter.returns("stubbed")
        }
        #expect(greeter.greeting == "stubbed")
        #expect(greeter.salutation() == "Hey")
        #expect(greeter.$salutationMock.callCount == 2)
    }

    @Test func aFailableThrowingInitializerKeepsItsEffects() throws {
        let greeter = try #require(
            try MockGreeter(nickname: "Cy") { stubs in stubs.$salutationMock.returns("Yo") })
        #expect(greeter.greeting == "Yo, Cy")
        #expect(try MockGreeter(nickname: "") { _ in } == nil)
        #expect(throws: RouterError.closed) { try MockGreeter(nickname: "closed") { _ in } }
        #expect(try MockGreeter(nickname: "Di")?.greeting == "Hello, Di")
    }

    @Test func theClassesConvenienceInitializersAreKept() {
        let greeter = MockGreeter(shouting: "ann")
        #expect(greeter.greeting == "Hello, ANN!")
        greeter.$salutationMock.verifyCalled(.once)
    }

    @Test func aSpyStillForwardsToAnotherInstance() {
        let spy = MockGreeter(forwardingTo: Greeter(name: "Eve"))
        #expect(spy.greeting == "Hello, Eve!")
    }
}
