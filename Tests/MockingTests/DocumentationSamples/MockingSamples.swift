import Foundation
import Mocking
import Testing

// The samples of Mocking.md, compiled and run. DocumentationSyncTests checks they stay identical.

protocol TimeSource {
    func now() -> Date
    func sleep(seconds: Int) async
}

final class MockTimeSource: TimeSource {
    func now() -> Date { nowMock(()) }
    @Mock var nowMock: (()) -> Date

    func sleep(seconds: Int) async { await sleepMock(seconds) }
    @AsyncMock var sleepMock: nonisolated(nonsending) (Int) async -> Void
}
