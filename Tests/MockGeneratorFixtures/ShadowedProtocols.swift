/// Generic parameters named as the protocols that constrain them: the mock keeps the protocol
/// qualified with its module, as the declaration is (`where Receiver:
/// MockGeneratorFixtures.Receiver`), since the parameter hides it. Issue 27's `Source`, whose mock
/// wrote `where Receiver: Receiver` ("type 'Receiver' constrained to non-protocol, non-class type
/// 'Receiver'"); found in OpenCombine's `Publisher.receive(subscriber:)` on the corpus.

/// Something that receives values.
protocol Receiver {
    associatedtype Input
    func receive(_ input: Input)
}

/// A source of values, whose methods name their receiver's type after the protocol.
protocol Source {
    associatedtype Output
    func attach<Receiver: MockGeneratorFixtures.Receiver>(_ receiver: Receiver)
    where Receiver.Input == Output
    func send<Receiver: MockGeneratorFixtures.Receiver>(_ value: Int, to receiver: Receiver)
    where Receiver.Input == Int
}
