import Foundation
import Testing

@testable import Mocking

/// A source file with mocks declared in every place a mock can be.
private let source = #"""
    import Mocking

    /* A { in a comment, and a } too, /* nested */ } */
    enum Shop {
        final class MockCart: Cart, @unchecked Sendable where Item: Equatable {
            func add(_ item: String) { addMock(item) }
            @Mock var addMock: (String) -> Void
            @available(*, deprecated, message: "a } in a string")
            @ThrowingMock
            var removeMock: (String) throws -> Void
            static let totalMock = Mock<(), Int>(scope: .test)
            let labelText = "{ \(1 + 2) \("}") "
            let raw = #"{"#
            let block = """
                } {
                """

            init() {
                _checkoutMock = Mock(wrappedValue: { _ in true })
                let localMock = Mock<Int, Int>()
                _ = localMock
            }
            var checkoutMock: Mock<(), Bool>
        }
    }

    extension Shop.MockCart {
        static let resetMock = Mock<(), Void>()
        struct Nested<T> { @PropertyMock var countMock: Int }
    }

    func make() -> Mock<Int, Int> {
        let madeMock: Mock<Int, Int> = Mock()
        return madeMock
    }
    """#

/// The declaration at `text` in `source`, at the column of the name after its `@` when `text` is
/// an attribute, as `#column` is in a wrapper's initializer.
private func declaration(containing text: String) -> SourceDeclaration? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.contains(text) }),
        let range = lines[index].range(of: text)
    else { return nil }
    let column = lines[index].utf8.distance(from: lines[index].startIndex, to: range.lowerBound) + 1
    return SourceDeclaration(
        atLine: index + 1, column: column + (text.hasPrefix("@") ? 1 : 0), in: Array(source.utf8))
}

@Suite struct MockNameTests {
    @Test func aWrappedPropertyBelongsToTheTypesAroundIt() {
        #expect(
            declaration(containing: "@Mock var addMock")
                == SourceDeclaration(
                    property: "addMock", owner: ["Shop", "MockCart"], isWrapped: true,
                    isStatic: false))
    }

    @Test func attributesMayTakeLinesOfTheirOwn() {
        #expect(
            declaration(containing: "@available(*, deprecated")
                == SourceDeclaration(
                    property: "removeMock", owner: ["Shop", "MockCart"], isWrapped: true,
                    isStatic: false))
    }

    @Test func aStaticConstantIsReachedThroughItsType() {
        let total = declaration(containing: "static let totalMock")
        #expect(
            total
                == SourceDeclaration(
                    property: "totalMock", owner: ["Shop", "MockCart"], isWrapped: false,
                    isStatic: true))
        #expect(MockName(total).projection == "Shop.MockCart.totalMock")
        #expect(MockName(total).description == "Shop.MockCart.totalMock")
    }

    @Test func storageAssignedInAnInitializerBelongsToTheType() {
        let checkout = declaration(containing: "_checkoutMock = Mock")
        #expect(checkout?.property == "checkoutMock")
        #expect(checkout?.owner == ["Shop", "MockCart"])
        #expect(MockName(checkout).projection == "checkoutMock")
    }

    @Test func aConstantInAFunctionHasNoOwner() {
        #expect(declaration(containing: "let localMock")?.owner == [])
        #expect(declaration(containing: "let madeMock")?.property == "madeMock")
        #expect(declaration(containing: "let madeMock")?.owner == [])
        #expect(MockName(declaration(containing: "let localMock")).description == "localMock")
    }

    @Test func anExtensionNamesTheTypeItExtends() {
        #expect(declaration(containing: "static let resetMock")?.owner == ["Shop.MockCart"])
        let count = declaration(containing: "@PropertyMock var countMock")
        #expect(count?.owner == ["Shop.MockCart", "Nested"])
        #expect(MockName(count).projection == "$countMock")
    }

    /// A message reads a mock's declaration only when its wrapper's name ends in `Mock` or
    /// `MockOf`, so every wrapper of the library, and every name it gives one, must.
    @Test func everyWrapperOfTheLibraryIsReadAsAMock() throws {
        let wrappers = try libraryWrapperNames()
        try #require(wrappers.isSuperset(of: ["Mock", "PropertyMock", "GenericMock"]))
        for wrapper in wrappers.sorted() {
            let file = """
                final class Owner {
                    @\(wrapper) var fooMock
                    let barMock = \(wrapper)()
                }
                """
            #expect(
                SourceDeclaration(atLine: 2, column: 6, in: Array(file.utf8))
                    == SourceDeclaration(
                        property: "fooMock", owner: ["Owner"], isWrapped: true, isStatic: false),
                "@\(wrapper) var fooMock")
            #expect(
                SourceDeclaration(atLine: 3, column: 19, in: Array(file.utf8))?.property
                    == "barMock", "let barMock = \(wrapper)()")
        }
    }

    @Test func aLineWithoutADeclarationHasNone() {
        #expect(declaration(containing: "import Mocking") == nil)
        #expect(declaration(containing: "func add") == nil)
    }

    @Test func aMockFromAFileIsNamedByItsTypeAndProperty() {
        final class MockClock: @unchecked Sendable {
            // NB: the wrapper guards its state with its own lock.
            @Mock var nowMock: (()) -> Int
        }
        let name = MockName(declaredAt: MockClock().$nowMock.usage.declaration)
        #expect(name.description == "MockClock.nowMock")
        #expect(name.callee == "nowMock")
        #expect(name.projection == "$nowMock")
        #expect(name.called("strict mock") == "the strict mock MockClock.nowMock")
    }
}

/// The property wrappers that `Sources/Mocking` declares, and the type aliases it declares for
/// them, such as `GenericMock`.
private func libraryWrapperNames() throws -> Set<String> {
    let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Mocking")
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects ?? [])
        .compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") }
    var wrappers: Set<String> = []
    var aliases: [(name: String, target: String)] = []
    for file in files {
        let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) where line == "@propertyWrapper" {
            if let match = next.firstMatch(of: #/(?:class|struct) (\w+)/#) {
                wrappers.insert(String(match.output.1))
            }
        }
        for line in lines where line.hasPrefix("public typealias ") {
            if let match = line.prefixMatch(of: #/public typealias (\w+) = (\w+)/#) {
                aliases.append((String(match.output.1), String(match.output.2)))
            }
        }
    }
    return wrappers.union(aliases.filter { wrappers.contains($0.target) }.map(\.name))
}
