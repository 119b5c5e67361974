import Foundation
import Testing

@testable import Mocking

/// A protocol whose members take no arguments, one per kind of wrapper.
private protocol Device: AnyObject {
    var onChange: () -> Void { get set }
    func refresh()
    func isReady() -> Bool
    func load() throws -> Int
    func sync() async
    func fetch() async throws -> [String]
}

/// Every spelling of a zero-argument mock that Swift 6.3 compiles: the context is `()`, so the
/// member calls its wrapper with `(())`. `() -> T` crashes the compiler (see the README's
/// Limitations), and `(Void) -> T` compiles with a warning.
private final class MockDevice: Device {
    @PropertyMock var onChange: () -> Void = {}

    func refresh() { refreshMock(()) }
    @Mock var refreshMock: (()) -> Void

    func isReady() -> Bool { isReadyMock(()) }
    @Mock var isReadyMock: (()) -> Bool

    func load() throws -> Int { try loadMock(()) }
    @ThrowingMock var loadMock: (()) throws -> Int

    func sync() async { await syncMock(()) }
    @AsyncMock var syncMock: nonisolated(nonsending) (()) async -> Void

    func fetch() async throws -> [String] { try await fetchMock(()) }
    @AsyncThrowingMock var fetchMock: nonisolated(nonsending) (()) async throws -> [String]

    @Mock var versionMock = { () -> String in "1.0" }
    @Mock var buildMock = { (_: Void) -> Int in 7 }
    @Mock(returning: 3) var retriesMock: (()) -> Int
    @Mock(.unimplemented) var ownerMock: (()) -> User
    @Mock(strict: true) var pingMock: (()) -> Bool
    @AsyncThrowingMock(returning: ["a"]) var namesMock:
        nonisolated(nonsending) (()) async throws -> [String]

    static let clockMock = Mock<(), Int>(returning: 1, scope: .test)
}

@Suite struct ZeroArgumentMockTests {
    @Test func aMockWithoutArgumentsRecordsEachCall() {
        let device = MockDevice()
        device.refresh()
        device.refresh()
        #expect(device.$refreshMock.callCount == 2)
        #expect(device.$refreshMock.usage.history.count == 2)
        device.$refreshMock.verifyCalled(.exactly(2))
    }

    @Test func aMockWithoutArgumentsAnswersItsDefaultThenItsStubs() {
        let device = MockDevice()
        #expect(!device.isReady())
        device.$isReadyMock.returnsOnce(true)
        #expect(device.isReady())
        #expect(!device.isReady())
        device.$isReadyMock.returns(true)
        #expect(device.isReady())
        device.isReadyMock = { _ in false }
        #expect(!device.isReady())
        device.$isReadyMock.resetLoader()
        #expect(!device.isReady())
        device.$isReadyMock.verifyCalled(.exactly(6))
        #expect(
            device.$isReadyMock.usage.history.map(\.value) == [
                false, true, false, true, false, false,
            ])
    }

    @Test func aRuleMatchesEveryCallOfAMockWithoutArguments() {
        let device = MockDevice()
        device.$isReadyMock.when { _ in true }.returns(true)
        #expect(device.isReady())
    }

    @Test func aThrowingMockWithoutArgumentsReturnsAndThrows() throws {
        let device = MockDevice()
        #expect(try device.load() == 0)
        device.$loadMock.throws(TestError(code: 4))
        #expect(throws: TestError(code: 4)) { try device.load() }
        device.$loadMock.verifyCalled(.exactly(2))
        #expect(device.$loadMock.usage.history.last?.error as? TestError == TestError(code: 4))
    }

    @Test func asyncMocksWithoutArgumentsRecordAndAnswer() async throws {
        let device = MockDevice()
        await device.sync()
        device.$syncMock.verifyCalled(.once)
        device.$fetchMock.returns(["x", "y"])
        #expect(try await device.fetch() == ["x", "y"])
        device.$fetchMock.verifyCalled(.once)
        #expect(try await device.namesMock(()) == ["a"])
    }

    @Test func aClosureWithoutParametersDeclaresAMockWithoutArguments() {
        let device = MockDevice()
        #expect(device.versionMock(()) == "1.0")
        #expect(device.buildMock(()) == 7)
        device.versionMock = { _ in "2.0" }
        #expect(device.versionMock(()) == "2.0")
        device.$versionMock.verifyCalled(.exactly(2))
        device.$buildMock.verifyCalled(.once)
    }

    @Test func declarationsWithArgumentsWorkWithoutArgumentsToo() {
        let device = MockDevice()
        #expect(device.retriesMock(()) == 3)
        device.$ownerMock.returns(User(name: "Ann"))
        #expect(device.ownerMock(()) == User(name: "Ann"))
        device.$pingMock.returns(true)
        #expect(device.pingMock(()))
        device.$retriesMock.verifyCalled(.once)
        device.$ownerMock.verifyCalled(.once)
        device.$pingMock.verifyCalled(.once)
    }

    @Test func aStrictMockWithoutArgumentsReportsACallNothingStubbed() {
        let device = MockDevice()
        withKnownIssue {
            #expect(!device.pingMock(()))
        } matching: { issue in
            comments(
                of: issue, contain: "Expected every call to the strict mock MockDevice.pingMock")
        }
    }

    @Test func aStaticMockWithoutArgumentsIsCalledAndStubbedPerTest() {
        #expect(MockDevice.clockMock(()) == 1)
        MockDevice.clockMock.returns(2)
        #expect(MockDevice.clockMock(()) == 2)
        MockDevice.clockMock.verifyCalled(.exactly(2))
    }

    @Test func aPropertyOfFunctionTypeRecordsItsGetsAndSets() {
        let device = MockDevice()
        var changes = 0
        device.onChange = { changes += 1 }
        device.onChange()
        device.onChange()
        #expect(changes == 2)
        #expect(device.$onChange.getCount == 2)
        #expect(device.$onChange.wasSet)
    }

    @Test func aVerificationOfAMockWithoutArgumentsShowsItsCalls() {
        let device = MockDevice()
        device.refresh()
        withKnownIssue {
            device.$refreshMock.verifyNeverCalled()
        } matching: { issue in
            comments(of: issue, contain: "called 1 time")
                && comments(of: issue, contain: "1. refreshMock()")
        }
    }
}
