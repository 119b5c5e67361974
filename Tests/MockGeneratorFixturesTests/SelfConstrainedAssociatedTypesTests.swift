import Testing

@testable import MockGeneratorFixtures

/// Associated types constrained through `Self`: the mock of a class-bound protocol whose inherited
/// associated type its own `where` clause fixes (`SharedObject`, as swift-atomics'
/// `AtomicReference`) is the base `Self` defaults to, kept in a cell of itself; the mocks of two
/// protocols whose associated types name each other (`UnsignedEncoding`, `SignedEncoding`, as
/// WasmKit's raw integers) each come with a partner mock of the other.
@Suite struct SelfConstrainedAssociatedTypesTests {
    /// Code under test that keeps any shared object in the cell its protocol names.
    static func cell<Object: SharedObject>(of object: Object) -> Object.Representation
    where Object.Base == Object {
        Object.Representation(holding: object)
    }

    @Test func aSharedObjectMockIsKeptInACellOfItself() {
        let object = MockSharedObject()
        object.$identifier.returns(7)
        object.$touchMock.when(3).returns(true)

        let cell = Self.cell(of: object)

        #expect(cell.read() === object)
        #expect(cell.read().identifier == 7)
        #expect(cell.read().touch(at: 3))
        #expect(!cell.read().touch(at: 4))
        object.$touchMock.verifyCalled(2)
    }

    /// A live shared object, which the spy forwards to.
    final class Counter: SharedObject {
        var touches: [Int] = []
        var identifier: Int { 42 }
        func touch(at instant: Int) -> Bool {
            touches.append(instant)
            return instant.isMultiple(of: 2)
        }
    }

    @Test func theSpyOfASharedObjectForwardsToTheLiveOne() {
        let live = Counter()
        let object = MockSharedObject(forwardingTo: live)

        #expect(object.identifier == 42)
        #expect(object.touch(at: 2))
        object.$touchMock.returns(false)
        #expect(!object.touch(at: 4))

        #expect(live.touches == [2])
        object.$touchMock.verifyCalled(2)
    }

    @Test func eachHalfOfAPairOfEncodingsHasAPartnerWhoseOtherHalfIsTheMock() {
        let unsigned = MockUnsignedEncoding()
        let signed = MockUnsignedEncodingSigned()
        unsigned.$magnitude.returns(200)
        signed.$isNegative.returns(true)

        let made = MockUnsignedEncoding(bitPattern: signed)
        let back = MockSignedEncoding(bitPattern: MockSignedEncodingUnsigned())

        #expect(unsigned.magnitude == 200)
        #expect(signed.isNegative)
        #expect(type(of: made) == MockUnsignedEncoding.self)
        #expect(type(of: back) == MockSignedEncoding.self)
        MockUnsignedEncoding.initMock.verifyCalled(.once, with: .matching { $0 === signed })
    }
}
