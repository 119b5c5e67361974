import Mocking
import Testing

// A protocol that refines `Hashable` and `CustomStringConvertible`, whose own requirement is on
// the main actor where that is the default: its mock compares and hashes by identity, off any
// actor, and its spy forwards the label.

struct LabelledTests {
    @Test func aMockOfARefinementOfStandardProtocolsIsStubbedAndSpied() {
        let label = MockLabelled()
        label.$label.returns("Work")
        #expect(label.label == "Work")
        #expect(label == label)
        #expect(Set([label, label]).count == 1)
        label.$label.verifyGet(.once)

        let spy = MockLabelled(forwardingTo: FixedLabel(label: "Home"))
        #expect(spy.label == "Home")
        #expect(spy.description == "Home")
    }
}
