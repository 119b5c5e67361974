import Testing

@testable import Mocking

private struct Coordinate: Equatable {
    var lat: Double
    var lon: Double
}

private struct Trip: Equatable {
    var name: String
    var origin: Coordinate
    var stops: [Coordinate]
    var note: String?
}

/// A class without a description of its own, whose objects may point at each other.
private final class Node: Equatable {
    var value: Int
    var next: Node?

    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }

    static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }
}

private class Animal {
    var legs = 4
}

private final class Dog: Animal {
    var name = "Rex"
}

/// An enum, which is compared by its description.
private indirect enum Chain: Equatable {
    case end(Int)
    case link(Chain)
}

private struct Wide {
    var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0, k = 0, l = 0
}

private final class Navigator: @unchecked Sendable {
    // NB: the wrapper guards its state with its own lock.
    @Mock var moveMock: ((String, Coordinate)) -> Void
    @Mock var planMock: (Trip) -> Void
}

@Suite struct PropertyDifferenceTests {
    @Test func namesEachPropertyThatDiffersNested() throws {
        let expected = Trip(
            name: "north", origin: Coordinate(lat: 59.9, lon: 10.7),
            stops: [Coordinate(lat: 1, lon: 2)], note: "x")
        var actual = expected
        actual.origin.lon = 10.8
        actual.stops[0].lat = 3
        actual.note = nil
        let difference = try #require(PropertyDifference(expected: expected, actual: actual))
        #expect(
            difference.properties.map { "\($0.path): \($0.expected) / \($0.actual)" } == [
                ".origin.lon: 10.7 / 10.8", ".stops[0].lat: 1.0 / 3.0",
                ".note: Optional(\"x\") / nil",
            ])
        #expect(difference.more == 0)
    }

    @Test func aClassIsComparedWithItsSuperclassesProperties() throws {
        let expected = Dog()
        let actual = Dog()
        actual.legs = 3
        let difference = try #require(PropertyDifference(expected: expected, actual: actual))
        #expect(difference.properties.map(\.path) == [".legs"])
    }

    @Test func aCycleOfObjectsIsFollowedOnce() throws {
        let expected = Node(1)
        expected.next = expected
        let actual = Node(2)
        actual.next = actual
        let difference = try #require(PropertyDifference(expected: expected, actual: actual))
        #expect(difference.properties.map(\.path) == [".value"])
    }

    @Test func aChainDeeperThanTheWalkFollowsIsComparedByDescriptionBelowIt() throws {
        func chain(last: Int) -> Node {
            (0..<30).reversed().reduce(Node(last)) { Node($1, next: $0) }
        }
        #expect(PropertyDifference(expected: chain(last: 1), actual: chain(last: 2)) == nil)
        let expected = chain(last: 1)
        let actual = chain(last: 1)
        actual.next?.value = 5
        let difference = try #require(PropertyDifference(expected: expected, actual: actual))
        #expect(difference.properties.map(\.path) == [".next.value"])
    }

    @Test func aLongListOfDifferencesIsCut() throws {
        let actual = Wide(a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1, h: 1, i: 1, j: 1, k: 1, l: 1)
        let difference = try #require(PropertyDifference(expected: Wide(), actual: actual))
        #expect(difference.properties.count == PropertyDifference.maximumProperties)
        #expect(difference.more == 2)
    }

    @Test func valuesThatAreNotStructsOrObjectsHaveNoPropertyDifference() {
        #expect(PropertyDifference(expected: 1, actual: 2) == nil)
        #expect(PropertyDifference(expected: "a", actual: "b") == nil)
        #expect(PropertyDifference(expected: [1], actual: [2]) == nil)
        #expect(PropertyDifference(expected: Chain.end(1), actual: Chain.end(2)) == nil)
        #expect(
            PropertyDifference(expected: Coordinate(lat: 1, lon: 2), actual: "text") == nil)
    }

    @Test func theClosestCallNamesThePropertyOfAnArgument() {
        let navigator = Navigator()
        navigator.moveMock(("ann", Coordinate(lat: 59.9, lon: 11.1)))
        expectIssue(
            """
            Expected Navigator.moveMock to be called at least once with ("ann", \
            Coordinate(lat: 59.9, lon: 11.2)), but no call matched.
            Closest call: 1. moveMock("ann", Coordinate(lat: 59.9, lon: 11.1))
              argument 2 .lon: expected 11.2, but got 11.1
            Recorded calls to Navigator.moveMock (1):
              1. moveMock("ann", Coordinate(lat: 59.9, lon: 11.1))
            """
        ) {
            navigator.$moveMock.verifyCalled(with: "ann", Coordinate(lat: 59.9, lon: 11.2))
        }
    }

    @Test func aSingleArgumentNamesItsPropertiesAlone() {
        let navigator = Navigator()
        let trip = Trip(name: "a", origin: Coordinate(lat: 0, lon: 0), stops: [], note: nil)
        navigator.planMock(trip)
        var expected = trip
        expected.origin.lat = 1
        withKnownIssue {
            navigator.$planMock.verifyCalled(with: expected)
        } matching: { issue in
            comments(of: issue, contain: "\n  .origin.lat: expected 1.0, but got 0.0\n")
        }
    }
}
