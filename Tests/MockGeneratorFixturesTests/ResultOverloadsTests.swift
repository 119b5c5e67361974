import Foundation
import Mocking
import Testing

@testable import MockGeneratorFixtures

/// Generic methods that differ only in their result type or constraints (`Requests`): the mock
/// stubs each apart, and the spy forwards each to the live instance's own.
@Suite struct ResultOverloadsTests {
    /// An object keyed by a number.
    struct Order: Keyed { let id: Int }
    /// An object keyed by a name.
    struct Customer: Keyed { let id: String }

    /// Requests that keep what they were asked, by overload.
    final class LiveRequests: Requests {
        var asked: [String] = []

        func request<T: Keyed>(object: T) where T.ID == Int { asked.append("none \(object.id)") }
        func request<T: Keyed>(object: T) -> T.ID where T.ID == Int {
            asked.append("number \(object.id)")
            return object.id * 10
        }
        func request<T: Keyed>(object: T) -> T.ID where T.ID == String {
            asked.append("name \(object.id)")
            return object.id.uppercased()
        }
        func decode<T: Decodable>(_ type: T.Type, from text: String) throws {
            asked.append("check \(text)")
            _ = try JSONDecoder().decode(type, from: Data(text.utf8))
        }
        func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
            try JSONDecoder().decode(type, from: Data(text.utf8))
        }
    }

    @Test func theMockStubsEachOverloadApart() throws {
        let requests = MockRequests()
        requests.$requestObjectTReturningIDMock.for(Order.self, returning: Int.self).returns(5)
        requests.$requestObjectTReturningID2Mock.for(Customer.self, returning: String.self)
            .returns("ANN")
        requests.$decodeFromTTypeStringReturningTMock.for(String.self, returning: Int.self)
            .returns(3)

        let number: Int = requests.request(object: Order(id: 1))
        #expect(number == 5)
        #expect(requests.request(object: Customer(id: "ann")) == "ANN")
        let decoded: Int = try requests.decode(Int.self, from: "7")
        #expect(decoded == 3)
        requests.$requestObjectTReturningIDMock.for(Order.self, returning: Int.self)
            .verifyCalled(.once)
        requests.$requestObjectTMock.for(Order.self, returning: Void.self).verifyNeverCalled()
    }

    @Test func theSpyForwardsEachOverloadToTheLiveInstancesOwn() throws {
        let live = LiveRequests()
        let requests = MockRequests(forwardingTo: live)

        let _: Void = requests.request(object: Order(id: 2))
        let number: Int = requests.request(object: Order(id: 3))
        #expect(number == 30)
        #expect(requests.request(object: Customer(id: "bo")) == "BO")
        let _: Void = try requests.decode([Int].self, from: "[1]")
        let decoded: [Int] = try requests.decode([Int].self, from: "[1, 2]")
        #expect(decoded == [1, 2])
        #expect(live.asked == ["none 2", "number 3", "name bo", "check [1]"])

        requests.$requestObjectTMock.for(Order.self, returning: Void.self).verifyCalled(.once)
        requests.$requestObjectTReturningID2Mock.for(Customer.self, returning: String.self)
            .verifyCalled(.once)
    }
}
