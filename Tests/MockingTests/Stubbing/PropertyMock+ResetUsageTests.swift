import Foundation
import Testing

@testable import Mocking

@Suite struct PropertyMockResetUsageTests {
    @Test func removesTheGetsAndSetsAndKeepsTheValueAndTheStub() {
        let volume = PropertyMock(wrappedValue: 3)
        volume.wrappedValue = 5
        _ = volume.wrappedValue
        volume.resetUsage()
        #expect(volume.getCount == 0)
        #expect(volume.setValues.isEmpty)
        #expect(!volume.wasSet)
        #expect(volume.value == 5)

        volume.returns(9)
        _ = volume.wrappedValue
        volume.resetUsage()
        #expect(volume.wrappedValue == 9)
        volume.verifyGet(.once)
    }

    @Test func aPropertyWithoutAValueKeepsHavingNone() {
        let user = PropertyMock<String>(.unimplemented)
        user.resetUsage()
        user.value = "ann"
        #expect(user.wrappedValue == "ann")
        #expect(user.getCount == 1)
    }
}

/// Gets and sets from many threads while others clear them. CI runs these under
/// `--sanitize=thread`.
@Suite struct PropertyMockResetUsageStressTests {
    @Test func clearingAccessesWhileOthersReadAndWrite() {
        let counter = PropertyMock(wrappedValue: 0)
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for index in 0..<300 {
                if worker == 0 {
                    counter.resetUsage()
                } else {
                    counter.wrappedValue = index
                    _ = counter.wrappedValue
                }
            }
        }
        #expect(counter.getCount <= 1_500)
        #expect(counter.setValues.count <= 1_500)
        counter.resetUsage()
        #expect(counter.getCount == 0)
        #expect(counter.setValues.isEmpty)
        #expect((0..<300).contains(counter.value))
    }
}
