import Foundation
import Testing

@testable import MockGeneratorCore

@Suite struct CompilerCheckTests {
    @Test func aMockThatCompilesIsWrittenAsPlanned() {
        let checker = FakeChecker()
        let mock = FakeMock(fileName: "MockA.swift", members: ["fetch", "save"])
        let outcome = CompilerCheck(checker: checker).run([mock])
        #expect(outcome.files.map(\.text) == [mock.rendering(degrading: [:]).text])
        #expect(outcome.files.first?.degradations == [:])
        #expect(outcome.failures.isEmpty)
        #expect(checker.checks.count == 1)
    }

    @Test func aSpyForwardingTheCompilerRejectsIsLeftOut() throws {
        let checker = FakeChecker()
        let mock = FakeMock(
            fileName: "MockA.swift", members: ["fetch", "save"], badSpies: ["save"])
        let outcome = CompilerCheck(checker: checker).run([mock])
        let file = try #require(outcome.files.first)
        #expect(
            file.degradations == [
                FakeMock.id("save"): .withoutSpyForwarding(
                    .rejectedByCompiler("MockA.swift:8:5: error: bad save spy"))
            ])
        #expect(!file.text.contains("BAD"))
        #expect(file.text.contains("fetch spy"))
        #expect(checker.checks.count == 2)
    }

    @Test func aMemberWhoseCodeTheCompilerRejectsBecomesAPlaceholder() throws {
        let checker = FakeChecker()
        let mock = FakeMock(
            fileName: "MockA.swift", members: ["fetch", "save"], badDeclarations: ["fetch"])
        let outcome = CompilerCheck(checker: checker).run([mock])
        let file = try #require(outcome.files.first)
        #expect(
            file.degradations == [
                FakeMock.id("fetch"): .placeholder(
                    .rejectedByCompiler("MockA.swift:4:5: error: bad fetch"))
            ])
        #expect(file.text.contains("placeholder fetch"))
        #expect(outcome.failures.isEmpty)
    }

    @Test func theTypeLevelErrorsAMemberCausesGoWithIt() throws {
        // The mock does not conform while `fetch` is wrong: the error on the type's line is the
        // member's doing, and degrading the member removes both.
        let checker = FakeChecker()
        let mock = FakeMock(
            fileName: "MockA.swift", members: ["fetch"], badDeclarations: ["fetch"],
            conformanceNeedsMembers: true)
        let outcome = CompilerCheck(checker: checker).run([mock])
        let file = try #require(outcome.files.first)
        #expect(Array(file.degradations.keys) == [FakeMock.id("fetch")])
        #expect(outcome.failures.isEmpty)
    }

    @Test func aMemberWhoseSpyAndThenWhoseCodeFailIsAPlaceholder() throws {
        // The spy's error hides the declaration's: the compiler reports that one only once the
        // spy is gone.
        let checker = FakeChecker()
        let mock = FakeMock(
            fileName: "MockA.swift", members: ["fetch"], badSpies: ["fetch"],
            badDeclarationsWithoutSpy: ["fetch"])
        let outcome = CompilerCheck(checker: checker).run([mock])
        let file = try #require(outcome.files.first)
        #expect(file.degradations[FakeMock.id("fetch")]?.isPlaceholder == true)
        #expect(checker.checks.count == 3)
    }

    @Test func aFileRejectedForWhatNoMemberAccountsForIsNotWritten() throws {
        let checker = FakeChecker()
        let broken = FakeMock(fileName: "MockA.swift", members: ["fetch"], brokenType: true)
        let fine = FakeMock(fileName: "MockB.swift", members: ["fetch"])
        let outcome = CompilerCheck(checker: checker).run([broken, fine])
        #expect(outcome.files.map(\.mock.fileName) == ["MockB.swift"])
        #expect(outcome.failures.map(\.mock.fileName) == ["MockA.swift"])
        #expect(outcome.failures.first?.reason == "MockA.swift:3:1: error: bad type")
        // MockB is checked again without MockA, whose error stopped the compiler before its
        // checks of SIL.
        #expect(
            checker.checks.map { $0.map(\.name) } == [
                ["MockA.swift", "MockB.swift"], ["MockB.swift"],
            ])
    }

    @Test func aMockWhoseFileIsUnchangedIsCheckedAllTheSame() {
        // The text on disk says nothing of the compilation it is checked with now: without a
        // record of a check, the mock is checked, and its bad spy forwarding degraded.
        let checker = FakeChecker()
        let mock = FakeMock(fileName: "MockA.swift", members: ["fetch"], badSpies: ["fetch"])
        let outcome = CompilerCheck<FakeMock>(checker: checker).run([mock])
        #expect(checker.checks.count == 2)
        #expect(outcome.files.first?.degradations.keys.map(\.requirement) == ["fetch"])
    }

    @Test func aCheckIsKeyedOnTheModulesTheMockImportsAndTheGenerator() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CompilerCheckTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mock = FakeMock(fileName: "MockA.swift", members: ["fetch"])
        let first = FakeChecker(modules: "Shop 1")
        _ = CompilerCheck(checker: first, cache: CheckCache(folder: folder)).run([mock])
        #expect(first.checks.count == 1)
        #expect(first.imported == [["Mocking"]])

        // The module the mock imports was built again: the record says nothing of it.
        let rebuilt = FakeChecker(modules: "Shop 2")
        _ = CompilerCheck(checker: rebuilt, cache: CheckCache(folder: folder)).run([mock])
        #expect(rebuilt.checks.count == 1)

        // Another generator renders its degradations its own way.
        var cache = CheckCache(folder: folder)
        cache.generator = "another mock-generator"
        let other = FakeChecker(modules: "Shop 2")
        _ = CompilerCheck(checker: other, cache: cache).run([mock])
        #expect(other.checks.count == 1)
        let same = FakeChecker(modules: "Shop 2")
        _ = CompilerCheck(checker: same, cache: cache).run([mock])
        #expect(same.checks.isEmpty)
    }

    @Test func theModulesAFileImportsAreReadFromItsImports() {
        let text = """
            // Generated by mock-generator.
            import Mocking
            @testable import Shop
            public import Foundation.NSURL
            @preconcurrency internal import Logging
            import Mocking
            let important = "import Nothing"
            """
        #expect(
            CompilerCheck<FakeMock>.importedModules(of: text) == [
                "Mocking", "Shop", "Foundation", "Logging",
            ])
    }

    @Test func aMockCheckedBeforeIsWrittenAsItWasWithoutACheck() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CompilerCheckTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mock = FakeMock(
            fileName: "MockA.swift", members: ["fetch", "save"], badDeclarations: ["save"])
        let first = FakeChecker()
        var check = CompilerCheck<FakeMock>(checker: first, cache: CheckCache(folder: folder))
        let checked = check.run([mock])
        #expect(first.checks.count == 2)

        let second = FakeChecker()
        check = CompilerCheck(checker: second, cache: CheckCache(folder: folder))
        let again = check.run([mock])
        #expect(second.checks.isEmpty)
        #expect(again.files.map(\.text) == checked.files.map(\.text))
        #expect(again.files.first?.degradations == checked.files.first?.degradations)

        // Another compilation says nothing of this one: the mock is checked again.
        let other = FakeChecker(identity: "swiftc -swift-version 5")
        check = CompilerCheck(checker: other, cache: CheckCache(folder: folder))
        _ = check.run([mock])
        #expect(other.checks.count == 2)
    }

    @Test func aFailureIsKeptTooAndNotCheckedAgain() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CompilerCheckTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mock = FakeMock(fileName: "MockA.swift", members: ["fetch"], brokenType: true)
        _ = CompilerCheck(checker: FakeChecker(), cache: CheckCache(folder: folder)).run([mock])
        let checker = FakeChecker()
        let outcome = CompilerCheck(checker: checker, cache: CheckCache(folder: folder)).run([mock])
        #expect(checker.checks.isEmpty)
        #expect(outcome.failures.map(\.reason) == ["MockA.swift:3:1: error: bad type"])
    }

    @Test func aCleanMockIsCheckedAgainWhileAnotherHasErrors() {
        // Swift makes its checks of SIL only once no file has a type error: a file clean beside
        // one with an error is not known to compile until a round where none has one.
        let checker = FakeChecker()
        let rejected = FakeMock(
            fileName: "MockA.swift", members: ["fetch", "save"], badSpies: ["save"])
        let clean = FakeMock(fileName: "MockB.swift", members: ["fetch"])
        let outcome = CompilerCheck(checker: checker).run([rejected, clean])
        #expect(outcome.files.map(\.mock.fileName) == ["MockA.swift", "MockB.swift"])
        #expect(outcome.files.last?.degradations == [:])
        #expect(
            checker.checks.map { $0.map(\.name) } == [
                ["MockA.swift", "MockB.swift"], ["MockA.swift", "MockB.swift"],
            ])
    }

    @Test func aCrashIsPinnedOnTheFileItHappensOn() {
        let checker = FakeChecker()
        let crashing = FakeMock(fileName: "MockA.swift", members: ["fetch"], crashes: true)
        let fine = FakeMock(fileName: "MockB.swift", members: ["fetch"])
        let outcome = CompilerCheck(checker: checker).run([crashing, fine])
        #expect(outcome.files.map(\.mock.fileName) == ["MockB.swift"])
        #expect(outcome.failures.map(\.reason) == ["the compiler crashed on it: Stack dump:"])
        #expect(
            checker.checks.map { $0.map(\.name) } == [
                ["MockA.swift", "MockB.swift"], ["MockA.swift"], ["MockB.swift"],
            ])
    }

    @Test func whenNothingCanBeCheckedEveryMockIsWrittenUnchecked() {
        let checker = FakeChecker(unavailable: "no such module 'Mocking'")
        let mocks = [
            FakeMock(fileName: "MockA.swift", members: ["fetch"], brokenType: true),
            FakeMock(fileName: "MockB.swift", members: ["fetch"]),
        ]
        let outcome = CompilerCheck(checker: checker).run(mocks)
        #expect(outcome.unavailable == "no such module 'Mocking'")
        #expect(outcome.files.map(\.mock.fileName) == ["MockA.swift", "MockB.swift"])
        #expect(outcome.failures.isEmpty)
    }

    @Test func roundsAreBounded() {
        let checker = FakeChecker()
        let members = (0..<10).map { "m\($0)" }
        // Each round's errors hide the next member's: one degradation a round.
        let mock = FakeMock(
            fileName: "MockA.swift", members: members, badDeclarations: Set(members),
            oneErrorAtATime: true)
        var check = CompilerCheck<FakeMock>(checker: checker)
        check.maximumRounds = 3
        let outcome = check.run([mock])
        #expect(outcome.failures.map(\.mock.fileName) == ["MockA.swift"])
        #expect(checker.checks.count == 3)
    }
}

extension Degradation {
    fileprivate var isPlaceholder: Bool {
        if case .placeholder = self { return true }
        return false
    }
}

/// A stand-in for the compiler: every line holding `BAD` is an error, `CRASH` anywhere crashes
/// it, and it can be unavailable.
final class FakeChecker: TypeChecking, @unchecked Sendable {
    // NB: used from one test's thread only.
    let identity: String
    let unavailable: String?
    /// The files of each check, in order.
    private(set) var checks: [[(name: String, contents: String)]] = []

    /// What stands for the module files a check loads, in ``identity(importing:)``.
    let modules: String
    /// The modules named to each ``identity(importing:)``, in order.
    private(set) var imported: [[String]] = []

    init(identity: String = "swiftc", unavailable: String? = nil, modules: String = "") {
        self.identity = identity
        self.unavailable = unavailable
        self.modules = modules
    }

    func identity(importing modules: [String]) -> String {
        imported.append(modules)
        return identity + "\n" + self.modules
    }

    func check(
        _ files: [(name: String, contents: String)]
    ) throws(TypeChecker.Unavailable) -> TypeChecker.Outcome {
        checks.append(files)
        if let unavailable { throw TypeChecker.Unavailable(reason: unavailable) }
        if files.contains(where: { $0.contents.contains("CRASH") }) {
            return .crashed("Stack dump:")
        }
        var byFile: [String: [CompilerDiagnostic]] = [:]
        for file in files {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains("BAD") {
                let message = line.replacingOccurrences(of: "BAD", with: "bad")
                    .trimmingCharacters(in: .whitespaces)
                byFile[file.name, default: []].append(
                    CompilerDiagnostic(
                        path: "/check/\(file.name)", line: index + 1,
                        column: line.prefix { $0 == " " }.count + 1, severity: .error,
                        message: message))
                if byFile[file.name, default: []].count == 1, line.contains("ONE") { break }
            }
        }
        return .diagnostics(byFile)
    }
}

/// A mock of a few members, each a declaration line and a line in the spy initializer, whose
/// lines the fake checker rejects as its options say.
struct FakeMock: CheckableMock {
    var fileName: String
    var members: [String]
    var badSpies: Set<String> = []
    var badDeclarations: Set<String> = []
    /// Declarations that are bad once their spy forwarding is gone.
    var badDeclarationsWithoutSpy: Set<String> = []
    var brokenType = false
    var crashes = false
    /// The type's line is bad while a member's declaration is.
    var conformanceNeedsMembers = false
    /// Only the first bad line is reported.
    var oneErrorAtATime = false

    static func id(_ member: String) -> MemberID { MemberID(mock: "Mock", requirement: member) }

    func rendering(degrading degradations: [MemberID: Degradation]) -> RenderedFile {
        let one = oneErrorAtATime ? " ONE" : ""
        var declarations: [(String, LineOrigin)] = []
        var spies: [(String, LineOrigin)] = []
        var anyBad = false
        for member in members {
            let id = Self.id(member)
            switch degradations[id] {
            case .placeholder?:
                declarations.append(("    placeholder \(member)", .member(id, .declaration)))
                continue
            case .withoutSpyForwarding?:
                let bad =
                    badDeclarations.contains(member) || badDeclarationsWithoutSpy.contains(member)
                anyBad = anyBad || bad
                declarations.append(
                    ("    \(bad ? "BAD" : "good") \(member)\(one)", .member(id, .declaration)))
            case nil:
                let bad = badDeclarations.contains(member)
                anyBad = anyBad || bad
                declarations.append(
                    ("    \(bad ? "BAD" : "good") \(member)\(one)", .member(id, .declaration)))
                let spy = badSpies.contains(member) ? "BAD" : "good"
                spies.append(("    \(spy) \(member) spy\(one)", .member(id, .spyForwarding)))
            }
        }
        let type =
            brokenType || conformanceNeedsMembers && anyBad ? "BAD type" : "final class Mock {"
        var lines: [(String, LineOrigin)] = [
            ("// header", .file), ("import Mocking", .file), (type, .file),
        ]
        lines += declarations
        lines.append(("    init(forwardingTo live: Live) {", .file))
        lines += spies
        lines.append(("    }", .file))
        if crashes { lines.append(("// CRASH", .file)) }
        lines.append(("}", .file))
        return RenderedFile(
            text: lines.map { $0.0 + "\n" }.joined(), origins: lines.map(\.1))
    }
}
