// Calls that pass a literal beside `.any` for an argument that is not `Equatable`, such as a
// closure, which compile through the overloads of `Arg`s of any types: what
// `Benchmarks/typecheck-timing.sh` type-checks beside TypicalCalls.swift.
import Foundation
import Mocking

final class MockMixed {
    @Mock var notifyMock: ((String, String, @Sendable (Bool) -> Void)) -> Void
    @Mock var observeMock: ((String, @Sendable () -> Void)) -> Int
    @Mock var attributesMock: ((String, [FileAttributeKey: Any]?)) -> Bool
    @Mock var receiptMock: ((String, Int, @Sendable () -> Void, Double)) -> Bool
}

func stubbing(_ mock: MockMixed) {
    mock.$notifyMock.when("ann", .any, .any).then { _ in }
    mock.$observeMock.when("a", .any).returns(1)
    mock.$attributesMock.when("/tmp", nil).returns(false)
    mock.$receiptMock.when("ann", 3, .any, 0.5).returns(true)
}

func asking(_ mock: MockMixed) -> Bool {
    mock.$notifyMock.wasCalled(with: "ann", "2 new", .any)
        && mock.$observeMock.wasCalled(with: "a", .any)
        && mock.$attributesMock.wasCalled(with: .any, nil)
        && mock.$receiptMock.wasCalled(with: .any, 3, .any, .matching { $0 > 0 })
}

func verifying(_ mock: MockMixed) async {
    mock.$notifyMock.verifyCalled(.once, with: "ann", "2 new", .any)
    mock.$notifyMock.verifyNeverCalled(with: "bo", .any, .any)
    mock.$observeMock.verifyCalled(.exactly(2), with: "a", .any)
    mock.$attributesMock.verifyCalled(.once, with: "/tmp", nil)
    mock.$receiptMock.verifyCalled(with: "ann", .any, .any, 0.5)
    await mock.$notifyMock.verifyCalled(.never, with: "cy", .any, .any, within: .seconds(1))
}
