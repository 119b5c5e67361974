import Foundation
import Testing

@testable import Mocking

@Suite struct EquatableTupleTests {
    @Test func inputsKeepTheirOrder() {
        let tuple = EquatableTuple([3, 1, 2])
        #expect(tuple.inputs == [3, 1, 2])
    }

    @Test func equalityComparesInputsInOrder() {
        #expect(EquatableTuple(["a", "b"]) == EquatableTuple(["a", "b"]))
        #expect(EquatableTuple(["a", "b"]) != EquatableTuple(["b", "a"]))
        #expect(EquatableTuple(["a"]) != EquatableTuple(["a", "a"]))
    }

    @Test func encodingPacksEachValueAsACodableInput() throws {
        let tuple = try EquatableTuple(encoding: [1, 2])
        #expect(tuple.inputs == [try CodableInput(1), try CodableInput(2)])
        #expect(try tuple.inputs[1].decode() as Int == 2)
    }

    @Test func theDescriptionListsTheInputs() {
        #expect(EquatableTuple([1, 2]).description == "(1, 2)")
    }

    @Test func hashableAndCodableFollowTheInputs() throws {
        #expect(Set([EquatableTuple([1]), EquatableTuple([1]), EquatableTuple([2])]).count == 2)
        let data = try JSONEncoder().encode(EquatableTuple(["x"]))
        #expect(try JSONDecoder().decode(EquatableTuple<String>.self, from: data).inputs == ["x"])
    }
}
