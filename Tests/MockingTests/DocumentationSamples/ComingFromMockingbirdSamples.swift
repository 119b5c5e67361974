import Foundation
import Mocking
import Testing

// The samples of ComingFromMockingbird.md, compiled and run. DocumentationSyncTests checks they
// stay identical.

enum HeatingError: Error, Equatable {
    case overheated
}

protocol Thermostat: AnyObject {
    var target: Double { get set }
    func reading(of sensor: String) -> Double?
    func heat(to temperature: Double) throws
}

struct ComfortController {
    let thermostat: any Thermostat

    func keepWarm(_ room: String, at temperature: Double) throws -> Bool {
        thermostat.target = temperature
        guard let current = thermostat.reading(of: room), current < temperature else {
            return false
        }
        try thermostat.heat(to: temperature)
        return true
    }
}

final class MockThermostat: Thermostat {
    @PropertyMock var target: Double

    func reading(of sensor: String) -> Double? { readingMock(sensor) }
    @Mock var readingMock: (String) -> Double?

    func heat(to temperature: Double) throws { try heatMock(temperature) }
    @ThrowingMock var heatMock: (Double) throws -> Void
}

@Test func heatsAColdRoom() throws {
    let thermostat = MockThermostat()
    thermostat.$readingMock.when("hall").returns(17.5)

    let heated = try ComfortController(thermostat: thermostat).keepWarm("hall", at: 21)

    #expect(heated)
    verifyCallOrder(thermostat.$target.setter, thermostat.$heatMock)
    thermostat.$target.verifySet(.once, to: 21)
    thermostat.$heatMock.verifyCalled(.once, with: .matching { abs($0 - 21) <= 0.01 })
    thermostat.$readingMock.verifyCalled(.exactly(1))
}

@Test func mockingbirdStubsWrittenWithWrappers() throws {
    let thermostat = MockThermostat()
    thermostat.$readingMock.returnsOnce(18)
    thermostat.$readingMock.returns(19)
    thermostat.$readingMock.when { ["attic", "cellar"].contains($0) }.returns(nil)
    thermostat.$heatMock.when { $0 > 30 }.throws(HeatingError.overheated)
    thermostat.$target.returns(20)

    #expect(thermostat.reading(of: "hall") == 18)
    #expect(thermostat.reading(of: "hall") == 19)
    #expect(thermostat.reading(of: "attic") == nil)
    #expect(throws: HeatingError.overheated) { try thermostat.heat(to: 35) }
    try thermostat.heat(to: 21)
    #expect(thermostat.target == 20)

    thermostat.$readingMock.verifyCalled(.between(2...3), with: "hall")
    thermostat.$readingMock.verifyCalled(.once, with: .matching { $0.hasPrefix("at") })
    thermostat.$heatMock.verifyCalled(2)
    thermostat.$target.verifyGet(.once)
    thermostat.$target.verifyNeverSet()
    #expect(thermostat.$heatMock.usage.contexts == [35, 21])
}

final class HallThermostat: Thermostat {
    var target = 20.0
    func reading(of sensor: String) -> Double? { 18 }
    func heat(to temperature: Double) throws {}
}

@Test func forwardingToARealThermostat() throws {
    let hall = HallThermostat()
    let thermostat = MockThermostat()
    thermostat.$readingMock.forward { sensor in hall.reading(of: sensor) }
    thermostat.$target.forward(get: { hall.target }, set: { hall.target = $0 })

    thermostat.target = 22
    #expect(hall.target == 22)
    #expect(thermostat.reading(of: "hall") == 18)
    thermostat.$readingMock.returns(5)
    #expect(thermostat.reading(of: "hall") == 5)
    thermostat.$readingMock.resetLoader()
    #expect(thermostat.reading(of: "hall") == 18)
    thermostat.$target.verifySet(.once, to: 22)
}

@Test func aThermostatMadeStrictReportsAnUnstubbedReading() {
    let thermostat = MockThermostat()
    setStrict(true, of: thermostat)
    thermostat.$target.value = 20
    thermostat.$readingMock.when("hall").returns(17.5)
    #expect(thermostat.target == 20)
    #expect(thermostat.reading(of: "hall") == 17.5)
    withKnownIssue {
        #expect(thermostat.reading(of: "attic") == nil)
    } matching: { issue in
        issue.comments.map(\.rawValue).joined() == """
            Expected every call to the strict mock MockThermostat.readingMock to be stubbed, but \
            readingMock("attic") was answered by its default loader. Stub it with returns(_:), \
            when(_:) or an assigned closure: setStrict(_:of:) made it strict.
            """
    }
}
