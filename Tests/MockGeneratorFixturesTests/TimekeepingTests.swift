import Mocking
import Testing

@testable import MockGeneratorFixtures

/// A protocol refining the standard library's `Clock` (`Timekeeper`), whose requirements the
/// plugin reads from the standard library's graph: the mock is a clock a test stubs and drives,
/// that code taking any `Clock` can sleep on.
@Suite struct TimekeepingTests {
    /// Code under test, which sleeps on whatever clock it is given.
    static func pause<C: Clock>(on clock: C, for duration: C.Duration) async throws {
        try await clock.sleep(for: duration)
    }

    @Test func codeSleepingOnTheMockClockIsRecordedAtTheInstantItAskedFor() async throws {
        let clock = MockTimekeeper<ContinuousClock.Instant>()
        let start = ContinuousClock.now
        clock.now = start

        try await Self.pause(on: clock, for: .seconds(3))
        clock.advance(by: .seconds(3))

        #expect(clock.now == start)
        #expect(clock.$sleepMock.usage.contexts.first?.0 == start.advanced(by: .seconds(3)))
        clock.$sleepMock.verifyCalled(.once)
        clock.$advanceMock.verifyCalled(.once, with: .seconds(3))
    }

    @Test func aStubbedSleepThrowsAsACancelledSleepWould() async {
        let clock = MockTimekeeper<ContinuousClock.Instant>()
        clock.now = ContinuousClock.now
        clock.minimumResolution = .milliseconds(1)
        clock.$sleepMock.throws(CancellationError())

        await #expect(throws: CancellationError.self) {
            try await Self.pause(on: clock, for: .seconds(1))
        }
        #expect(clock.minimumResolution == .milliseconds(1))
    }
}
