import Foundation
import Testing

@testable import Mocking

private protocol Door {
    var isOpen: Bool { get set }
    var name: String { get }
}

private final class MockDoor: Door, @unchecked Sendable {
    // NB: every property is a mock property, which guards its state with its own lock.
    @PropertyMock var isOpen: Bool = false
    @PropertyMock var name: String
    @PropertyMock(.unimplemented) var owner: Owner
    @PropertyMock var knock: Void
}

/// A value with no default: a property of it is declared `.unimplemented`.
private struct Owner: Equatable {
    var name: String
}

@Suite struct PropertyMockTests {
    @Test func getsAnswerTheValueLastSetAndEveryAccessIsRecorded() {
        let door = MockDoor()
        #expect(!door.isOpen)
        door.isOpen = true
        #expect(door.isOpen)
        door.isOpen = false
        #expect(door.$isOpen.getCount == 2)
        #expect(door.$isOpen.setValues == [true, false])
        #expect(door.$isOpen.wasSet)
        #expect(door.$isOpen.wasSet(to: true))
    }

    @Test func aPropertyWithoutAValueStartsAtItsDefault() {
        let door = MockDoor()
        #expect(door.name == "")
        #expect(!door.$name.wasSet)
    }

    @Test func aVoidPropertyAnswersItsOneValueAndRecordsEachGet() {
        let door = MockDoor()
        let _: Void = door.knock
        let _: Void = door.knock
        #expect(door.$knock.getCount == 2)
        door.$knock.getter.verifyCalled(.exactly(2))
        #expect(!door.$knock.wasSet)
    }

    @Test func valueReadsAndWritesWithoutRecording() {
        let door = MockDoor()
        door.$isOpen.value = true
        #expect(door.$isOpen.value)
        #expect(door.$isOpen.getCount == 0)
        #expect(door.$isOpen.setValues.isEmpty)
        #expect(door.isOpen)
    }

    @Test func aStubbedGetterWinsOverSetsUntilReset() {
        let door = MockDoor()
        door.$isOpen.returns(true)
        door.isOpen = false
        #expect(door.isOpen)
        door.$isOpen.resetLoader()
        #expect(!door.isOpen)
        door.$isOpen.returnsOnce(true)
        #expect(door.isOpen)
        #expect(!door.isOpen)
    }

    @Test func theGetterAndSetterAreOrdinaryMocks() {
        let door = MockDoor()
        door.isOpen = true
        _ = door.isOpen
        door.$isOpen.setter.verifyCalled(.once, with: true)
        door.$isOpen.getter.verifyCalled(.once)
        #expect(door.$isOpen.getter.wasCalled(before: door.$isOpen.setter) == false)
        #expect(door.$isOpen.setter.wasCalled(before: door.$isOpen.getter))
    }

    @Test func aStubbedSetterAnswersSetsWithoutStoringTheValue() {
        let door = MockDoor()
        var seen: [Bool] = []
        door.$isOpen.setter.then { seen.append($0) }
        door.isOpen = true
        #expect(seen == [true])
        #expect(!door.isOpen)
        #expect(door.$isOpen.setValues == [true])
        door.$isOpen.setter.resetLoader()
        door.isOpen = true
        #expect(door.isOpen)
        #expect(door.$isOpen.getter.getValue(()))
        #expect(door.$isOpen.getCount == 3)
    }

    @Test func verificationsOfGetsAndSetsPass() {
        let door = MockDoor()
        door.isOpen = true
        _ = door.isOpen
        #expect(door.$isOpen.verifyGet(.once))
        #expect(door.$isOpen.verifySet(.once))
        #expect(door.$isOpen.verifySet(.once, to: true))
        #expect(door.$name.verifyNeverSet())
    }

    @Test func aFailedVerificationListsEveryAccess() {
        let door = MockDoor()
        _ = door.isOpen
        door.isOpen = true
        expectIssue(
            """
            Expected MockDoor.isOpen to be set exactly 2 times to false, but no set matched.
            Recorded accesses to MockDoor.isOpen (2):
              1. get → false
              2. set true
            """
        ) {
            door.$isOpen.verifySet(.exactly(2), to: false)
        }
        expectIssue(
            """
            Expected MockDoor.isOpen never to be read, but it was read 1 time.
            Recorded accesses to MockDoor.isOpen (2):
              1. get → false ← unexpected
              2. set true
            """
        ) {
            door.$isOpen.verifyGet(.never)
        }
    }

    @Test func resetRestoresTheInitialValueAndForgetsTheAccesses() {
        let door = MockDoor()
        door.isOpen = true
        door.$isOpen.returns(true)
        door.$isOpen.reset()
        #expect(door.$isOpen.getCount == 0)
        #expect(!door.isOpen)
        #expect(door.$isOpen.setValues.isEmpty)
    }

    @Test func anUnimplementedPropertyAnswersOnceItHoldsAValue() {
        let door = MockDoor()
        door.owner = Owner(name: "Ann")
        #expect(door.owner == Owner(name: "Ann"))
        door.$owner.reset()
        door.$owner.returns(Owner(name: "Bo"))
        #expect(door.owner.name == "Bo")
    }

    @Test func anUnimplementedPropertyReadBeforeItHoldsAValueStopsTheProcess() async {
        // The child process's issue comes back to this test; its exit and message are checked.
        await withKnownIssue {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                let door = MockDoor()
                _ = door.owner
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains("Expected MockDoor.owner to be set or stubbed"))
        } matching: { issue in
            commentText(of: issue)
                == """
                Expected MockDoor.owner to be set or stubbed before it is read, as it has no \
                initial value, but it was read. Set it, or stub it with $owner.returns(_:).
                """
        }
    }

    @Test func propertiesAreSafeFromManyTasks() async {
        let door = MockDoor()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    door.isOpen = index.isMultiple(of: 2)
                    _ = door.isOpen
                }
            }
        }
        #expect(door.$isOpen.getCount == 100)
        #expect(door.$isOpen.setValues.count == 100)
    }
}

/// Gets, sets and resets of one property from many threads: whatever the interleaving, the
/// histories explain the value. CI runs these under `--sanitize=thread`.
@Suite struct PropertyMockStressTests {
    private final class Counter: @unchecked Sendable {
        // NB: the property guards its state with its own lock.
        @PropertyMock var total = -1
    }

    @Test func everyGetReadsTheValueOfTheLatestSetNumberedBeforeIt() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            for index in 0..<2_000 {
                if thread.isMultiple(of: 2) {
                    counter.total = thread * 10_000 + index
                } else {
                    _ = counter.total
                }
            }
        }
        let sets = counter.$total.setter.usage.history
        let gets = counter.$total.getter.usage.history
        #expect(sets.count == 3 * 2_000)
        #expect(gets.count == 3 * 2_000)
        var latestSet = sets.startIndex
        var value = -1
        for get in gets {
            while latestSet < sets.endIndex, sets[latestSet].sequenceNumber < get.sequenceNumber {
                value = sets[latestSet].context
                latestSet += 1
            }
            #expect(get.value == value, "get #\(get.sequenceNumber)")
        }
    }

    @Test func aResetRacingSetsLeavesAValueTheHistoryExplains() {
        let counter = Counter()
        for round in 0..<200 {
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                for index in 0..<20 {
                    if worker == 3 {
                        if index.isMultiple(of: 5) { counter.$total.reset() }
                    } else {
                        counter.total = round * 1_000 + worker * 100 + index
                    }
                }
            }
            let lastSet = counter.$total.setter.usage.history.last?.context
            #expect(counter.$total.value == lastSet ?? -1, "round \(round)")
        }
    }
}
