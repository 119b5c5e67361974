import Mocking
import Testing

@testable import MockGeneratorFixtures

/// A class-bound protocol that refines one values conform to (`Profile: AnyObject, Renamable`):
/// its mock stubs and records every member, and its spy writes the refined protocol's setters and
/// `mutating` methods through to the live instance.
@Suite struct ClassBoundRefinementsTests {
    /// A profile held by reference.
    final class LiveProfile: Profile {
        var age = 30
        var name = "Ann"
        var tags = ["red", "blue"]

        subscript(tag index: Int) -> String {
            get { tags[index] }
            set { tags[index] = newValue }
        }
        func rename(to newName: String) { name = newName }
        func retag<Tag: Hashable>(_ tag: Tag) -> Int {
            tags.append("\(tag)")
            return tags.count
        }
    }

    @Test func theMockStubsAndRecordsEveryMember() {
        let profile = MockProfile()
        profile.$name.returns("Bo")
        profile.subscriptMock = { index in "tag \(index)" }
        profile.$retagMock.for(Int.self, returning: Int.self).returns(7)

        profile.age = 41
        profile.rename(to: "Cy")
        profile[tag: 2] = "green"

        #expect(profile.name == "Bo")
        #expect(profile.age == 41)
        #expect(profile[tag: 1] == "tag 1")
        #expect(profile.retag(5) == 7)
        profile.$renameMock.verifyCalled(.once, with: "Cy")
        profile.$subscriptSetMock.verifyCalled(.once, with: 2, "green")
        profile.$age.verifySet(.once, to: 41)
    }

    @Test func theSpyWritesInheritedSettersAndMutatingMethodsThrough() {
        let live = LiveProfile()
        let profile = MockProfile(forwardingTo: live)

        profile.name = "Bo"
        #expect(live.name == "Bo")
        profile.rename(to: "Cy")
        #expect(live.name == "Cy")
        #expect(profile.name == "Cy")
        profile[tag: 0] = "green"
        #expect(live.tags[0] == "green")
        #expect(profile[tag: 1] == "blue")
        #expect(profile.retag("gold") == 3)
        #expect(live.tags == ["green", "blue", "gold"])
        profile.age = 31
        #expect(live.age == 31)

        profile.$renameMock.verifyCalled(.once, with: "Cy")
        profile.$retagMock.for(String.self, returning: Int.self).verifyCalled(.once, with: "gold")
        profile.$renameMock.returns(())
        profile.rename(to: "Di")
        #expect(live.name == "Cy")
    }
}
