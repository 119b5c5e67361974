import Foundation
import Testing

@testable import MockGeneratorCore

@Suite struct MockGeneratorTests {
    /// A module with two nested classes and two nested protocols sharing their short names.
    private static func nestedTypes() -> SymbolGraph {
        var builder = GraphBuilder(module: "Shop")
        for owner in ["Checkout", "Wishlist"] {
            builder.addClass(
                "class Basket", members: ["init()", "func add(_ item: String)"],
                enclosing: [owner])
            builder.addProtocol(
                "protocol Delegate", requirements: ["func changed()"], enclosing: [owner])
        }
        builder.addClass("class Till", members: ["init()", "func open()"])
        return builder.graph
    }

    @Test func aNestedClassIsNamedByItsDottedPath() throws {
        var generator = MockGenerator(graphs: [Self.nestedTypes()])
        generator.protocolNames = ["Checkout.Delegate"]
        generator.classNames = ["Checkout.Basket", "Wishlist.Basket", "Till"]
        let result = try generator.generate()
        let files = result.files
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(
            files.map(\.fileName).sorted() == [
                "MockCheckoutBasket.swift", "MockCheckoutDelegate.swift", "MockTill.swift",
                "MockWishlistBasket.swift",
            ])
        let basket = try #require(files.first { $0.fileName == "MockWishlistBasket.swift" })
        #expect(basket.contents.contains("final class MockWishlistBasket: Wishlist.Basket {"))
    }

    @Test func aShortNameTwoNestedClassesOrProtocolsShareIsAnErrorNamingThem() {
        var classes = MockGenerator(graphs: [Self.nestedTypes()])
        classes.classNames = ["Basket"]
        #expect(
            throws: GeneratorError(
                description: "the class name Basket is ambiguous in module Shop: it names "
                    + "Checkout.Basket and Wishlist.Basket; name one by its dotted path")
        ) { try classes.generate() }
        var protocols = MockGenerator(graphs: [Self.nestedTypes()])
        protocols.protocolNames = ["Delegate"]
        #expect(
            throws: GeneratorError(
                description: "the protocol name Delegate is ambiguous in module Shop: it names "
                    + "Checkout.Delegate and Wishlist.Delegate; name one by its dotted path")
        ) { try protocols.generate() }
        var unknown = MockGenerator(graphs: [Self.nestedTypes()])
        unknown.classNames = ["Cart"]
        #expect(
            throws: GeneratorError(
                description: "no class named Cart in module Shop; it declares Checkout.Basket, "
                    + "Wishlist.Basket, Till")
        ) { try unknown.generate() }
    }

    @Test func strictMocksDeclareEveryWrapperStrict() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Till",
            requirements: [
                "func total() -> Int", "func receipt() -> Receipt",
                "func log(_ line: inout String)",
                "func convert<T>(_ value: T) -> String where T : Equatable",
                "var owner: String { get set }", "static var currency: String { get }",
            ])
        builder.addProtocol(
            "protocol Box", requirements: ["associatedtype Item", "static func make() -> Int"])
        var generator = MockGenerator(graphs: [builder.graph])
        generator.isStrict = true
        let result = try generator.generate()
        let till = try #require(result.files.first { $0.fileName == "MockTill.swift" }).contents
        #expect(till.contains("    @Mock(strict: true) var totalMock: (()) -> Int\n"))
        #expect(
            till.contains(
                "    @Mock(.unimplemented, strict: true) var receiptMock: (()) -> Receipt\n"))
        #expect(
            till.contains(
                "    @Mock(strict: true) var logMock: (String) -> String = { line in line }\n"))
        #expect(till.contains("    @GenericMock(strict: true) var convertMock\n"))
        #expect(till.contains("    @PropertyMock(strict: true) var owner: String\n"))
        #expect(
            till.contains(
                "    static let currencyMock = PropertyMock<String>(strict: true, scope: .test)\n"))
        let box = try #require(result.files.first { $0.fileName == "MockBox.swift" }).contents
        #expect(box.contains("Mock<(), Int>(strict: true, scope: .test)"))
        // Relaxed mocks are as they were.
        let relaxed = try MockGenerator(graphs: [builder.graph]).generate()
        #expect(relaxed.files.allSatisfy { !$0.contents.contains("strict") })
    }

    @Test func protocolsBesideOneWhoseOverloadsCollideAreAllWritten() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol(
            "protocol Pairs",
            requirements: [
                "func pair() -> (Int, Int)", "func pair() -> (String, String)", "func pair()",
                "func convert<T>(_ value: T) -> String where T : Equatable",
                "func convert<T>(_ value: T) -> String where T : Hashable",
            ])
        builder.addProtocol("protocol Innocent", requirements: ["func ping()"])
        let result = try MockGenerator(graphs: [builder.graph]).generate()
        #expect(result.files.map(\.fileName) == ["MockPairs.swift", "MockInnocent.swift"])
        #expect(result.warnings == [])
        let pairs = try #require(result.files.first).contents
        #expect(pairs.contains("@Mock var convertMock") == false)
        #expect(pairs.contains("@GenericMock var convertMock\n"))
        #expect(pairs.contains("@GenericMock var convert2Mock\n"))
    }

    @Test func aSuperclassWithoutAnAccessibleInitializerCostsItsProtocolAlone() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("class Vault", initializers: ["private init()"])
        builder.addProtocol(
            "protocol Locked : Vault", requirements: ["func open()"],
            conformsTo: ["s:4Shop5VaultC"])
        builder.addProtocol("protocol Key", requirements: ["func turn()"])
        let result = try MockGenerator(graphs: [builder.graph]).generate()
        #expect(result.files.map(\.fileName) == ["MockKey.swift"])
        #expect(
            result.warnings == [
                "/Shop.swift:4:5: warning: cannot mock Locked: its superclass Vault has no initializer a subclass can call; no file written (MockLocked.swift)"
            ])
    }

    @Test func aSuperclassConstraintMakesASubclassThatCallsItsInitializer() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("class Screen", initializers: ["init()"])
        builder.addProtocol(
            "protocol Presenting : Screen", requirements: ["init(title: String)"],
            conformsTo: ["s:4Shop6ScreenC"])
        let output = try generatedMock("Presenting", graphs: [builder.graph])
        #expect(output.contents.contains("final class MockPresenting: Screen, Presenting {"))
        #expect(output.contents.contains("    override init() { super.init() }"))
        #expect(
            output.contents.contains(
                "    init(title: String) {\n        Self.initMock(title)\n        super.init()\n    }"
            ))
    }

    @Test func anInitializerLeftToAPlaceholderCallsTheSuperclassToo() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("class Screen", initializers: ["init()"])
        builder.addProtocol(
            "protocol Admitting : Screen", requirements: ["init<each T>(tickets: repeat each T)"],
            conformsTo: ["s:4Shop6ScreenC"])
        let output = try generatedMock("Admitting", graphs: [builder.graph])
        #expect(
            output.contents.contains(
                """
                    init<each T>(tickets: repeat each T) {
                        Unmocked.call(
                            "MockAdmitting.init(tickets:)", reason: "a mock cannot record parameter packs",
                            answering: ())
                        super.init()
                    }
                """), "\(output.contents)")
    }

    @Test func anNSObjectProtocolMakesAnNSObjectSubclass() throws {
        var builder = GraphBuilder(module: "Shop")
        let delegate = builder.addProtocol(
            "protocol DownloadDelegate : NSObjectProtocol", requirements: ["func done()"])
        builder.addRelationship(
            .conformsTo, from: delegate, to: "s:10Foundation16NSObjectProtocolP",
            fallback: "Foundation.NSObjectProtocol")
        let output = try generatedMock("DownloadDelegate", graphs: [builder.graph])
        #expect(output.contents.contains("import Foundation\n"))
        #expect(
            output.contents.contains(
                "final class MockDownloadDelegate: NSObject, DownloadDelegate {"))
    }

    @Test func namesThatCannotNameAFileOrAClassAreWarnings() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol("protocol P0", requirements: ["func ping()"])
        var graph = builder.graph
        var twin = graph.symbols[0]
        twin.identifier = .init(precise: "s:4Shop2P1P")
        twin.pathComponents = ["P0"]
        var long = twin
        long.identifier = .init(precise: "s:4Shop2P2P")
        long.pathComponents = [String(repeating: "Long", count: 60)]
        graph.symbols += [twin, long]
        let result = try MockGenerator(graphs: [graph]).generate()
        #expect(result.files.map(\.fileName) == ["MockP0.swift"])
        #expect(result.warnings.count == 2)
        #expect(
            result.warnings.contains {
                $0.contains("another protocol of the module already has the mock MockP0.swift")
            })
        #expect(result.warnings.contains { $0.contains("its name is too long for a file name") })
    }

    @Test func requirementsTheGraphLeavesOutAreReadFromTheSource() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Channel.swift")
        try Data(
            """
            public protocol Channel: AnyObject {
                /// Reach the core.
                var _channelCore: ChannelCore { get }
                func close()
                func _flush(
                    promise: Int?
                ) -> Bool
            }

            """.utf8
        ).write(to: source)
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol("protocol Channel : AnyObject", requirements: ["func close()"])
        var graph = builder.graph
        graph.symbols[0].location = .init(
            uri: source.absoluteString, position: .init(line: 0, character: 7))
        let output = try generatedMock("Channel", graphs: [graph])
        #expect(
            output.contents.contains("@PropertyMock(.unimplemented) var _channelCore: ChannelCore"))
        #expect(
            output.contents.contains("func _flush(promise: Int?) -> Bool { _flushMock(promise) }"))
    }
}

@Suite struct ExecutorTests {
    @Test func aSerialExecutorGetsThePlaceholderOfTheEnqueueItMustWrite() throws {
        var builder = GraphBuilder(module: "Shop")
        let executor = builder.addProtocol("protocol Runner : SerialExecutor", requirements: [])
        builder.addRelationship(
            .conformsTo, from: executor, to: "s:ScfP", fallback: "_Concurrency.SerialExecutor")
        let output = try generatedMock("Runner", graphs: [builder.graph])
        #expect(output.contents.contains("final class MockRunner: Runner, @unchecked Sendable {"))
        #expect(
            output.contents.contains(
                "    func enqueue(_ job: consuming ExecutorJob) {\n        Unmocked.call(\n            \"MockRunner.enqueue(_:)\","
            ))
    }
}

extension ExecutorTests {
    @Test func anExecutorsRequirementRestatedByAGraphIsImplementedOnce() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.typeIdentifiers["ExecutorJob"] = "s:Sc11ExecutorJobV"
        let loop = builder.addProtocol(
            "protocol Loop : SerialExecutor",
            requirements: ["func enqueue(_ job: consuming ExecutorJob)"])
        builder.addRelationship(
            .conformsTo, from: loop, to: "s:ScfP", fallback: "_Concurrency.SerialExecutor")
        let output = try generatedMock("Loop", graphs: [builder.graph])
        #expect(output.contents.components(separatedBy: "func enqueue(").count == 2)
    }
}

@Suite struct CTypeTests {
    @Test func aCTypeIsImportedThroughFoundation() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.typeIdentifiers["tm"] = "c:@S@tm"
        builder.addProtocol("protocol Clock", requirements: ["func now() -> tm"])
        let output = try generatedMock("Clock", graphs: [builder.graph])
        #expect(output.contents.contains("import Foundation\nimport Mocking\nimport Shop\n"))
        #expect(output.contents.contains("@Mock(.unimplemented) var nowMock: (()) -> tm"))
    }
}

@Suite struct SystemModuleGraphTests {
    @Test func aProtocolOfFoundationsGraphIsImportedFromFoundation() throws {
        var foundation = GraphBuilder(module: "FoundationEssentials")
        let delegate = foundation.addProtocol(
            "protocol FileManagerDelegate : AnyObject",
            requirements: [
                "func fileManager(_ fileManager: String, shouldRemoveItemAtPath path: String) -> Bool"
            ])
        var shop = GraphBuilder(module: "Shop")
        shop.typeIdentifiers["FileManagerDelegate"] = delegate
        shop.addProtocol(
            "protocol CopyDelegate : FileManagerDelegate", requirements: ["func didCopy()"],
            conformsTo: [delegate])
        let output = try generatedMock(
            "CopyDelegate", graphs: [shop.graph, foundation.graph], module: "Shop")
        #expect(output.contents.contains("import Foundation\nimport Mocking\nimport Shop\n"))
        #expect(!output.contents.contains("import FoundationEssentials"))
        #expect(output.contents.contains("    // Inherited from FileManagerDelegate.\n"))
        #expect(output.contents.contains("@Mock var fileManagerMock: ((String, String)) -> Bool"))
    }
}

/// Protocols no class can conform to, or whose superclass no subclass can create, cost
/// themselves alone, with a warning that says why.
@Suite struct UnconformableProtocolTests {
    @Test func aPropertyRequiredWithTwoTypesIsAWarning() throws {
        var builder = GraphBuilder(module: "Shop")
        let counted = builder.addProtocol(
            "protocol Counted", requirements: ["var count: Int { get }"])
        builder.addProtocol(
            "protocol Labelled : Counted", requirements: ["var count: String { get }"],
            conformsTo: [counted])
        let result = try MockGenerator(graphs: [builder.graph]).generate()
        #expect(result.files.map(\.fileName) == ["MockCounted.swift"])
        #expect(
            result.warnings == [
                "/Shop.swift:3:5: warning: cannot mock count of Labelled: it requires the property count as String (in Labelled) and as Int (in Counted), and no class can have both; no file written (MockLabelled.swift)"
            ])
    }

    @Test func aClassAnInternalGraphListsNoInitializerForHasPrivateOnesAlone() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("class Vault")
        builder.addProtocol(
            "protocol Locked : Vault", requirements: ["func open()"],
            conformsTo: ["s:4Shop5VaultC"], access: "internal")
        let result = try MockGenerator(graphs: [builder.graph]).generate()
        #expect(result.files.isEmpty)
        #expect(
            result.warnings.first?.contains(
                "cannot mock Locked: its superclass Vault has no initializer a subclass can call")
                == true)
    }

    @Test func aClassAPublicGraphListsNoInitializerForHasTheImplicitOne() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("class Vault")
        builder.addProtocol(
            "protocol Locked : Vault", requirements: ["func open()"],
            conformsTo: ["s:4Shop5VaultC"])
        let output = try generatedMock("Locked", graphs: [builder.graph])
        #expect(output.contents.contains("final class MockLocked: Vault, Locked {"))
        // A public class that is not open is subclassed through a testable import.
        #expect(output.contents.contains("@testable import Shop\n"))
    }
}

@Suite struct AccessLevelTests {
    @Test func aPublicProtocolNestedInAnInternalTypeIsNotTheModulesAPI() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addType("struct Catalog", access: "internal")
        builder.addProtocol(
            "protocol Browsing", requirements: ["func browse()"], enclosing: ["Catalog"])
        builder.addProtocol("protocol Paying", requirements: ["func pay()"])
        var generator = MockGenerator(graphs: [builder.graph])
        generator.isPublicOnly = true
        #expect(try generator.generate().files.map(\.fileName) == ["MockPaying.swift"])
        let nested = try generatedMock("Browsing", graphs: [builder.graph])
        #expect(nested.contents.contains("@testable import Shop\n"))
        #expect(nested.contents.contains("final class MockCatalogBrowsing: Catalog.Browsing {"))
    }

    @Test func aPublicMockThatWouldNeedATestableImportIsAWarningSayingWhatToChange() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass("class Screen", initializers: ["init()"])
        builder.addProtocol(
            "protocol Presenting : Screen", requirements: ["func present()"],
            conformsTo: ["s:4Shop6ScreenC"])
        builder.addProtocol("protocol Key", requirements: ["func turn()"])
        var generator = MockGenerator(graphs: [builder.graph])
        generator.access = .public

        let result = try generator.generate()

        #expect(result.files.map(\.fileName) == ["MockKey.swift"])
        #expect(
            result.warnings == [
                "/Shop.swift:4:5: warning: cannot mock Presenting: its mock would subclass a "
                    + "class of Shop that is not open, or has no public initializer, which only a "
                    + "@testable import allows, and a mocks library's public mocks import no module "
                    + "@testable; make the class open with a public initializer, or generate this "
                    + "mock into a test target; no file written (MockPresenting.swift)"
            ])
    }

    @Test func aPublicMockOfAClassOrActorOfItsOwnDeclaresItsInitializer() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addClass(
            "open class Screen", members: ["init()", "init(title: String)"], access: "open",
            memberAccess: [0: "public", 1: "public"])
        builder.addProtocol(
            "protocol Presenting : Screen", requirements: ["func present()"],
            conformsTo: ["s:4Shop6ScreenC"])
        builder.addProtocol("protocol Ledger : Actor", requirements: ["func total() -> Int"])
        builder.addProtocol("protocol Opening", requirements: ["init(name: String)"])
        var generator = MockGenerator(graphs: [builder.graph])
        generator.access = .public

        let result = try generator.generate()

        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.fileName, $0) })
        // The subclass inherits Screen's initializers, as public as they are.
        let presenting = try #require(files["MockPresenting.swift"]).contents
        #expect(presenting.contains("public final class MockPresenting: Screen, Presenting {"))
        #expect(!presenting.contains("init() "))
        let ledger = try #require(files["MockLedger.swift"]).contents
        #expect(ledger.contains("public actor MockLedger: Ledger {"))
        #expect(ledger.contains("\n    public init() {}\n"))
        // One plain initializer beside the required one.
        let opening = try #require(files["MockOpening.swift"]).contents
        #expect(opening.components(separatedBy: "public init() {}").count == 2)
        #expect(opening.contains("    public init(name: String) { Self.initMock(name) }"))
        #expect(
            opening.contains("    public static let initMock = Mock<String, Void>(scope: .test)"))
    }

    @Test func theCompilersErrorOnANameAPublicMockCannotSeeSaysWhatToChange() throws {
        var builder = GraphBuilder(module: "Shop")
        builder.addProtocol("protocol Vault", requirements: ["func open(_ token: Token)"])
        builder.addProtocol("protocol Key", requirements: ["func turn()"])
        var generator = MockGenerator(graphs: [builder.graph])
        generator.access = .public
        generator.typeCheck = TypeCheck(checker: InvisibleTypeChecker(name: "Token"))

        let result = try generator.generate()

        #expect(result.files.map(\.fileName) == ["MockKey.swift"])
        #expect(result.rejectedFileNames == ["MockVault.swift"])
        let warning = try #require(result.warnings.first { $0.contains("MockVault.swift") })
        #expect(
            warning.hasSuffix(
                "error: cannot find type 'Token' in scope; no file written, so that the target "
                    + "still builds; a mocks library's public mocks see only the public API of "
                    + "Shop, and Token is not part of it (it is internal, package or @_spi): make "
                    + "Token public, or add `exclude Vault` to the entry of Shop and write the "
                    + "mock of Vault by hand (MockVault.swift)"),
            "\(warning)")
        // A test target's mock says what it said before.
        generator.access = .internal
        let internalWarning = try generator.generate().warnings.first {
            $0.contains("MockVault.swift")
        }
        #expect(internalWarning?.contains("please report it with the declaration") == true)
    }

    @Test func adviceNamesTheNameTheCompilerCannotSee() {
        let messages = [
            "MockVault.swift:5:28: error: cannot find type 'Token' in scope",
            "5:9: error: cannot find 'Token' in scope",
            "5:9: error: 'Token' is inaccessible due to 'internal' protection level",
            "5:28: error: cannot use struct 'Token' here; it is an SPI imported from 'Shop'",
        ]
        for message in messages {
            #expect(PublicMockAdvice(compilerMessage: message)?.name == "Token", "\(message)")
        }
        #expect(
            PublicMockAdvice(compilerMessage: "5:9: error: type 'MockVault' does not conform")
                == nil)
    }
}

/// A compiler that cannot see the type `name`: every line of a file that names it is an error,
/// as a mocks library's compilation says of a type its mocked module does not make public.
private struct InvisibleTypeChecker: TypeChecking {
    var name: String
    var identity: String { "swiftc" }

    func check(
        _ files: [(name: String, contents: String)]
    ) throws(TypeChecker.Unavailable) -> TypeChecker.Outcome {
        var byFile: [String: [CompilerDiagnostic]] = [:]
        for file in files {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(name) {
                byFile[file.name, default: []].append(
                    CompilerDiagnostic(
                        path: "/check/\(file.name)", line: index + 1, column: 1,
                        severity: .error, message: "cannot find type '\(name)' in scope"))
            }
        }
        return .diagnostics(byFile)
    }
}
