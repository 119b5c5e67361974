// The calls a test file makes to the element-wise overload set (`when`, `wasCalled(with:)`,
// `verifyCalled(_:with:)`, `verifyNeverCalled(with:)` and the waiting form), of one to four
// arguments, with values, literals, `Arg`s and arguments that are not `Equatable`: what
// `Benchmarks/typecheck-timing.sh` type-checks to time the overload set.
import Mocking

struct Point: Equatable {
    var x: Double
    var y: Double
}

final class MockTypical {
    @Mock var fetchMock: (Int) -> String
    @Mock var saveMock: ((String, Int)) -> Bool
    @Mock var moveMock: ((String, Point, Double)) -> Void
    @Mock var sendMock: ((String, String, Int, Bool)) -> Void
    @Mock var notifyMock: ((String, String, @Sendable (Bool) -> Void)) -> Void
    @Mock var observeMock: ((String, @Sendable () -> Void)) -> Int
    @AsyncMock var loadMock: nonisolated(nonsending) ((String, Int)) async -> [String]
}

func stubbing(_ mock: MockTypical) {
    mock.$fetchMock.when(1).returns("a")
    mock.$fetchMock.when(.any).returns("b")
    mock.$fetchMock.when(.matching { $0 > 3 }).returns("c")
    mock.$saveMock.when("a", 1).returns(true)
    mock.$saveMock.when(.any, 2).returns(false)
    mock.$saveMock.when("b", .matching { $0 < 0 }).returns(true)
    mock.$moveMock.when("a", Point(x: 1, y: 2), 0.5).then { _ in }
    mock.$moveMock.when(.any, .any, 1.5).then { _ in }
    mock.$sendMock.when("a", "b", 3, true).then { _ in }
    mock.$sendMock.when(.any, "b", .any, false).then { _ in }
    mock.$notifyMock.when(.any, .any, .any).then { _ in }
    mock.$observeMock.when(.any, .any).returns(1)
    mock.$loadMock.when("a", 1).returns(["x"])
    mock.$loadMock.when(.any, .value(2)).returns([])
}

func asking(_ mock: MockTypical) -> Bool {
    let name = "ann"
    return mock.$fetchMock.wasCalled(with: 1)
        && mock.$fetchMock.wasCalled(with: .any)
        && mock.$saveMock.wasCalled(with: "a", 1)
        && mock.$saveMock.wasCalled(with: name, 1)
        && mock.$saveMock.wasCalled(with: .value(name), .any)
        && mock.$saveMock.wasCalled(with: .any, .matching { $0 > 1 })
        && mock.$moveMock.wasCalled(with: "a", Point(x: 1, y: 2), 0.5)
        && mock.$moveMock.wasCalled(with: .any, .value(Point(x: 1, y: 2)), .any)
        && mock.$sendMock.wasCalled(with: "a", "b", 3, true)
        && mock.$sendMock.wasCalled(with: .any, .any, 3, .any)
        && mock.$notifyMock.wasCalled(with: .any, .any, .any)
        && mock.$observeMock.wasCalled(with: .matching { $0.isEmpty }, .any)
}

func verifying(_ mock: MockTypical) {
    mock.$fetchMock.verifyCalled(.once, with: 1)
    mock.$fetchMock.verifyCalled(with: .matching { $0 > 0 })
    mock.$fetchMock.verifyNeverCalled(with: 2)
    mock.$saveMock.verifyCalled(.once, with: "a", 1)
    mock.$saveMock.verifyCalled(.exactly(2), with: .any, 1)
    mock.$saveMock.verifyCalled(.atMost(1), with: .any, .matching { $0 > 1 })
    mock.$saveMock.verifyNeverCalled(with: "b", .any)
    mock.$moveMock.verifyCalled(.once, with: "a", Point(x: 1, y: 2), 0.5)
    mock.$moveMock.verifyCalled(with: .any, .any, .matching { $0 > 0 })
    mock.$moveMock.verifyNeverCalled(with: "b", .any, .any)
    mock.$sendMock.verifyCalled(.once, with: "a", "b", 3, true)
    mock.$sendMock.verifyCalled(with: .any, "b", .any, .any)
    mock.$sendMock.verifyNeverCalled(with: .any, .any, .any, false)
    mock.$notifyMock.verifyCalled(.once, with: .any, .any, .any)
    mock.$notifyMock.verifyCalled(.once, with: .matching { $0.isEmpty }, .any, .any)
    mock.$observeMock.verifyCalled(.once, with: .any, .any)
}

func waiting(_ mock: MockTypical) async {
    await mock.$fetchMock.verifyCalled(.once, with: 1, within: .seconds(1))
    await mock.$saveMock.verifyCalled(.once, with: "a", 1, within: .seconds(1))
    await mock.$saveMock.verifyCalled(.never, with: .any, 2, within: .seconds(1))
    await mock.$sendMock.verifyCalled(with: .any, "b", .any, .any, within: .seconds(1))
    await mock.$notifyMock.verifyCalled(.once, with: .any, .any, .any, within: .seconds(1))
}
