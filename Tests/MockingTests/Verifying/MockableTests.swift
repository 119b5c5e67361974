import Foundation
import Testing

@testable import Mocking

/// A hand-written conformance: the inspection helpers work on any `Mockable`.
private final class Recorder: Mockable {
    let usage = MockUsage<String, Void>()
    private(set) var resets = 0
    func resetLoader() { resets += 1 }
}

@Suite struct MockableTests {
    @Test func wasCalledAndCallCountFollowTheHistory() {
        let mock = Mock(wrappedValue: { (x: Int) in x })
        #expect(!mock.wasCalled)
        #expect(mock.callCount == 0)
        _ = mock.getValue(1)
        _ = mock.getValue(1)
        #expect(mock.wasCalled)
        #expect(mock.callCount == 2)
    }

    @Test func wasCalledWithAnEquatableContext() {
        let mock = Mock(wrappedValue: { (path: String) in true })
        _ = mock.getValue("/tmp")
        #expect(mock.wasCalled(with: "/tmp"))
        #expect(!mock.wasCalled(with: "/var"))
    }

    @Test func wasCalledWithTheElementsOfATupleContext() {
        let mock = Mock(wrappedValue: { (args: (String, Int, Bool)) in args.1 })
        _ = mock.getValue(("a", 1, true))
        #expect(mock.wasCalled(with: "a", 1, true))
        #expect(!mock.wasCalled(with: "a", 1, false))
    }

    @Test func wasCalledWithOneInputOfAnEquatableTuple() {
        let source = URL(fileURLWithPath: "/a")
        let destination = URL(fileURLWithPath: "/b")
        let mock = Mock(wrappedValue: { (_: EquatableTuple<URL>) in })
        mock.getValue(EquatableTuple([source, destination]))
        #expect(mock.wasCalled(with: source))
        #expect(mock.wasCalled(with: destination))
        #expect(mock.wasCalled(with: EquatableTuple([source, destination])))
        #expect(!mock.wasCalled(with: EquatableTuple([destination, source])))
        #expect(!mock.wasCalled(with: URL(fileURLWithPath: "/c")))
    }

    @Test func wasCalledWithAnyCodableValueOfACodableInputTuple() throws {
        let folder = URL(fileURLWithPath: "/tmp")
        let mock = Mock(wrappedValue: { (_: EquatableTuple<CodableInput>) in })
        mock.getValue(EquatableTuple([try CodableInput(folder), try CodableInput(["size"])]))
        #expect(mock.wasCalled(with: folder))
        #expect(mock.wasCalled(with: ["size"]))
        #expect(mock.wasCalled(with: try CodableInput(folder)))
        #expect(!mock.wasCalled(with: "size"))
        #expect(!mock.wasCalled(with: Double.nan))
    }

    @Test func aHandWrittenConformanceGetsTheHelpers() {
        let recorder = Recorder()
        recorder.usage.addResult(context: "x", value: ())
        #expect(recorder.wasCalled(with: "x"))
        #expect(recorder.callCount == 1)
        recorder.resetLoader()
        #expect(recorder.resets == 1)
    }
}
