import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Generic parameters named as the protocols that constrain them (`Source`): the mock stubs and
/// records the methods, and the spy forwards the one that names no generic parameter of the mock.
@Suite struct ShadowedProtocolsTests {
    /// A receiver that keeps what it receives.
    final class Collector: Receiver {
        var received: [Int] = []
        func receive(_ input: Int) { received.append(input) }
    }

    /// A source that sends each value twice.
    struct Doubler: Source {
        typealias Output = String

        func attach<Receiver: MockGeneratorFixtures.Receiver>(_ receiver: Receiver)
        where Receiver.Input == String {
            receiver.receive("attached")
        }
        func send<Receiver: MockGeneratorFixtures.Receiver>(_ value: Int, to receiver: Receiver)
        where Receiver.Input == Int {
            receiver.receive(value)
            receiver.receive(value)
        }
    }

    @Test func theMockRecordsItsGenericMethods() {
        let source = MockSource<Int>()
        let collector = Collector()
        source.attach(collector)
        source.send(3, to: collector)
        #expect(collector.received.isEmpty)
        #expect(source.$attachMock.for(Collector.self, returning: Void.self).callCount == 1)
        #expect(source.$sendMock.for((Int, Collector).self, returning: Void.self).callCount == 1)
    }

    @Test func theSpyForwardsToTheLiveSource() {
        let source = MockSource<String>(forwardingTo: Doubler())
        let collector = Collector()
        source.send(4, to: collector)
        #expect(collector.received == [4, 4])
        source.$sendMock.for((Int, Collector).self, returning: Void.self).verifyCalled(.once)
    }
}
