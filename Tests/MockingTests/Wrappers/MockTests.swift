import Foundation
import Testing

@testable import Mocking

private final class Greeter {
    @Mock var greetMock = { (name: String) -> String in "Hello, \(name)" }
    @Mock var cwdMock = { (_: Void) -> String in "/live" }
    @Mock var addMock = { (args: (String, Int)) -> Bool in args.1 > 0 }
    @Mock var saveMock: (User) -> Void
    @Mock var countMock: (String) -> Int
    @Mock var nicknameMock: (String) -> String?
    @Mock var currentUserMock: (()) -> User
    @Mock var tagsMock: (Int) -> [String]

    func greet(_ name: String) -> String { greetMock(name) }
}

@Suite struct MockTests {
    @Test func callingTheWrappedPropertyAnswersWithTheDefaultLoaderAndRecordsTheCall() {
        let greeter = Greeter()
        #expect(greeter.greet("Ann") == "Hello, Ann")
        #expect(greeter.$greetMock.usage.history.map(\.context) == ["Ann"])
        #expect(greeter.$greetMock.usage.history.map(\.value) == ["Hello, Ann"])
    }

    @Test func assigningAClosureReplacesTheCurrentLoader() {
        let greeter = Greeter()
        greeter.greetMock = { name in "Hi \(name)" }
        #expect(greeter.greet("Bo") == "Hi Bo")
        #expect(greeter.$greetMock.wasCalled(with: "Bo"))
    }

    @Test func resetLoaderRestoresTheDefaultLoaderAndKeepsTheHistory() {
        let greeter = Greeter()
        greeter.greetMock = { _ in "stub" }
        #expect(greeter.greet("a") == "stub")
        greeter.$greetMock.resetLoader()
        #expect(greeter.greet("b") == "Hello, b")
        #expect(greeter.$greetMock.callCount == 2)
    }

    @Test func settingTheDefaultLoaderAlsoMakesItTheCurrentLoader() {
        let greeter = Greeter()
        greeter.greetMock = { _ in "stub" }
        greeter.$greetMock.defaultValueLoader = { name in "Default \(name)" }
        #expect(greeter.greet("c") == "Default c")
        greeter.greetMock = { _ in "other" }
        greeter.$greetMock.resetLoader()
        #expect(greeter.greet("d") == "Default d")
        #expect(greeter.$greetMock.defaultValueLoader("e") == "Default e")
    }

    @Test func theCurrentLoaderCanBeReadAndSetWithoutRecording() {
        let greeter = Greeter()
        #expect(greeter.$greetMock.currentValueLoader("x") == "Hello, x")
        greeter.$greetMock.currentValueLoader = { _ in "current" }
        #expect(greeter.greet("y") == "current")
        #expect(greeter.$greetMock.callCount == 1)
    }

    @Test func getValueAnswersAndRecordsLikeTheWrappedProperty() {
        let greeter = Greeter()
        #expect(greeter.$greetMock.getValue("z") == "Hello, z")
        #expect(greeter.$greetMock.wasCalled(with: "z"))
    }

    @Test func theProjectionIsTheMockItself() {
        let greeter = Greeter()
        #expect(greeter.$greetMock === greeter.$greetMock.projectedValue)
    }

    @Test func voidContextsAreCalledWithVoidAndOverriddenWithAnUnderscore() {
        let greeter = Greeter()
        #expect(greeter.cwdMock(Void()) == "/live")
        greeter.cwdMock = { _ in "/stub" }
        #expect(greeter.cwdMock(()) == "/stub")
        #expect(greeter.$cwdMock.callCount == 2)
    }

    @Test func tupleContextsAreRecordedAndMatchedElementByElement() {
        let greeter = Greeter()
        #expect(greeter.addMock(("Ann", 3)))
        #expect(!greeter.addMock(("Bo", 0)))
        #expect(greeter.$addMock.wasCalled(with: "Ann", 3))
        #expect(greeter.$addMock.wasCalled(with: "Bo", 0))
        #expect(!greeter.$addMock.wasCalled(with: "Ann", 0))
        #expect(greeter.$addMock.usage.history[1].context == ("Bo", 0))
    }

    @Test func mocksDeclaredWithoutAClosureAnswerDefaultValues() {
        let greeter = Greeter()
        greeter.saveMock(User(name: "Ann"))
        #expect(greeter.$saveMock.wasCalled(with: User(name: "Ann")))
        #expect(greeter.countMock("x") == 0)
        #expect(greeter.nicknameMock("x") == nil)
        #expect(greeter.currentUserMock(()) == User(name: "nobody"))
        #expect(greeter.tagsMock(1).isEmpty)
    }

    @Test func mocksDeclaredWithoutAClosureCanBeStubbed() {
        let greeter = Greeter()
        greeter.countMock = { $0.count }
        #expect(greeter.countMock("four") == 4)
        greeter.$countMock.resetLoader()
        #expect(greeter.countMock("four") == 0)
    }

    @Test func aMockCanBeCreatedAndCalledWithoutAnOwner() {
        let mock = Mock(wrappedValue: { (x: Int) -> Int in x * 2 })
        #expect(mock.wrappedValue(21) == 42)
        #expect(mock.getValue(1) == 2)
        #expect(mock.usage.contexts == [21, 1])
    }

    @Test func aLoaderMayCallItsOwnMock() {
        let mock = Mock(wrappedValue: { (x: Int) -> Int in x })
        mock.wrappedValue = { x in x <= 1 ? 1 : x * mock.getValue(x - 1) }
        #expect(mock.getValue(5) == 120)
        #expect(mock.callCount == 5)
    }

    @Test func sequenceNumbersIncreaseAcrossMocks() {
        let first = Mock(wrappedValue: { (x: Int) in x })
        let second = Mock(wrappedValue: { (x: Int) in x })
        _ = first.getValue(1)
        _ = second.getValue(2)
        _ = first.getValue(3)
        let numbers = [
            first.usage.history[0].sequenceNumber, second.usage.history[0].sequenceNumber,
            first.usage.history[1].sequenceNumber,
        ]
        #expect(numbers == numbers.sorted())
        #expect(Set(numbers).count == 3)
    }
}
