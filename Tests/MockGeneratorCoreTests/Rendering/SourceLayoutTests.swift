import Testing

@testable import MockGeneratorCore

@Suite struct SourceLayoutTests {
    private let long = String(repeating: "a", count: 40)

    @Test func parametersGoOnePerLineWhenTheyDoNotFitOnOne() {
        let signature = DeclarationHead(
            prefix: "func f(", parameters: ["first: \(long)", "second: \(long)", "third: Int"],
            suffix: " -> Int")
        #expect(
            SourceLayout.headLines(signature, indent: 4, opening: " {") == [
                "    func f(", "        first: \(long),", "        second: \(long),",
                "        third: Int",
                "    ) -> Int {",
            ])
    }

    @Test func aLongFunctionTypeBreaksBeforeItsEffects() throws {
        let type = try DeclarationParser.type("((\(long), \(long))) async throws -> Int")
        #expect(
            SourceLayout.typedDeclaration("@AsyncThrowingMock var fMock:", type: type, indent: 4)
                == [
                    "    @AsyncThrowingMock var fMock:", "        ((\(long), \(long)))",
                    "            async throws -> Int",
                ])
    }

    @Test func initializationsBreakAfterTheEqualSignThenInsideTheAngleBrackets() {
        #expect(
            SourceLayout.initialization(
                "static let \(long)Mock", typeName: "Mock",
                genericArguments: ["Int", "\(long)Value"],
                arguments: "scope: .test", indent: 4)
                == [
                    "    static let \(long)Mock =", "        Mock<Int, \(long)Value>(scope: .test)",
                ])
        #expect(
            SourceLayout.initialization(
                "static let fMock", typeName: "Mock", genericArguments: [long, long],
                arguments: "scope: .test", indent: 4)
                == [
                    "    static let fMock = Mock<", "        \(long), \(long)",
                    "    >(scope: .test)",
                ])
        #expect(
            SourceLayout.initialization(
                "static let fMock", typeName: "GenericMock", genericArguments: [],
                arguments: "\(long), \(long), scope: .test", indent: 4)
                == [
                    "    static let fMock = GenericMock(",
                    "        \(long), \(long), scope: .test)",
                ])
    }

    @Test func aCallerIsolatedGenericArgumentIsWrittenInATypeAnnotation() {
        // `nonisolated(nonsending)` does not parse in an expression's generic arguments.
        let answer = "nonisolated(nonsending) (() async throws -> Int) async throws -> Int"
        #expect(
            SourceLayout.initialization(
                "let runMock", typeName: "Mock",
                genericArguments: ["()", "nonisolated(nonsending) () async -> Int"],
                arguments: "", indent: 4)
                == ["    let runMock: Mock<(), nonisolated(nonsending) () async -> Int> = Mock()"])
        #expect(
            SourceLayout.initialization(
                "nonisolated let runMock", typeName: "Mock", genericArguments: [long, answer],
                arguments: "returning: { _ in 0 }", indent: 4)
                == [
                    "    nonisolated let runMock: Mock<", "        \(long), \(answer)",
                    "    > = Mock(returning: { _ in 0 })",
                ])
    }

    @Test func aTypeHeadBreaksItsInheritanceAndPutsTheBraceOnALineOfItsOwn() {
        let name = "Mock" + String(repeating: "Long", count: 16)
        #expect(
            SourceLayout.typeHead(
                attributes: [], keyword: "final class", name: name, genericParameters: [],
                inheritance: ["NSObject", "SomeDelegate"], whereClause: [], hasBody: true)
                == ["final class \(name): NSObject,", "    SomeDelegate", "{"])
        // An empty body's closing brace goes to the next line when the opening one alone fits.
        let longer = "Mock" + String(repeating: "Long", count: 18)
        #expect(
            SourceLayout.typeHead(
                attributes: [], keyword: "final class", name: longer, genericParameters: [],
                inheritance: ["Delegate"], whereClause: [], hasBody: false)
                == ["final class \(longer): Delegate {", "}"])
    }

    @Test func aTypeHeadBreaksItsGenericParametersThenItsWhereClause() {
        let name = "Mock" + String(repeating: "Long", count: 15)
        #expect(
            SourceLayout.typeHead(
                attributes: ["@MainActor"], keyword: "final class", name: name,
                genericParameters: ["Element: Hashable & Sendable"], inheritance: ["Repository"],
                whereClause: ["Element.ID == String"], hasBody: true)
                == [
                    "@MainActor", "final class \(name)<", "    Element: Hashable & Sendable",
                    ">: Repository where Element.ID == String {",
                ])
        #expect(
            SourceLayout.typeHead(
                attributes: [], keyword: "final class", name: "MockShort", genericParameters: ["T"],
                inheritance: ["Short"], whereClause: [long + ": Hashable", long + ".ID == Int"],
                hasBody: true)
                == [
                    "final class MockShort<T>: Short", "where", "    \(long): Hashable,",
                    "    \(long).ID == Int", "{",
                ])
    }

    @Test func aSignaturesWhereClauseGoesToALineOfItsOwn() {
        let signature = DeclarationHead(
            prefix: "func f<T>(", parameters: ["value: T"], suffix: " -> T",
            whereClause: ["T: \(long)", "T.Element == \(long)"])
        #expect(
            SourceLayout.headLines(signature, indent: 4, opening: " {") == [
                "    func f<T>(value: T) -> T", "    where", "        T: \(long),",
                "        T.Element == \(long)", "    {",
            ])
    }

    @Test func aStatementWithoutACallStaysWhole() {
        let statement = "x = " + String(repeating: "b", count: 120)
        #expect(
            SourceLayout.wrappedStatement(.text(statement), indent: 8) == ["        \(statement)"])
    }

    @Test func aLongStatementBreaksAfterItsCallsParenthesis() {
        let statement = Statement.call(
            "let (newA, result) = try fetchMock",
            [.init(value: "(" + String(repeating: "a", count: 40) + ", \(long))")])
        #expect(
            SourceLayout.wrappedStatement(statement, indent: 8) == [
                "        let (newA, result) = try fetchMock(",
                "            (\(String(repeating: "a", count: 40)), \(long)))",
            ])
    }

    @Test func aWhereClauseBrokenOffTheHeadStartsALintRunAndSoDoesABraceAlone() {
        let signature = DeclarationHead(
            prefix: "func f<T>(", parameters: ["value: T"], suffix: " -> T",
            whereClause: ["T: \(long)", "T.Element == Comparable & Hashable"])
        #expect(
            SourceLayout.memberRuns(signature, body: [.text("x")], indent: 4) == [
                LintRun(lines: ["    func f<T>(value: T) -> T"], parts: [.head, .whereClause]),
                LintRun(
                    lines: [
                        "    where T: \(long), T.Element == Comparable & Hashable {", "        x",
                        "    }",
                    ], parts: [.whereClause, .body]),
            ])
        let longer = DeclarationHead(
            prefix: "func f<T>(", parameters: ["value: T"], suffix: " -> T",
            whereClause: ["T: \(long)", "T.Element == \(String(repeating: "b", count: 35))"])
        #expect(
            SourceLayout.headRuns(longer, indent: 4, opening: " {").map(\.parts) == [
                [.head, .whereClause], [.whereClause], [],
            ])
    }

    @Test func aWrappersGenericArgumentsBrokenOffStartALintRunAtTheirClosingBracket() {
        let runs = SourceLayout.initializationRuns(
            "static let \(long)", typeName: "Mock", genericArguments: [long, long],
            arguments: "scope: .test", indent: 4)
        #expect(
            runs == [
                LintRun(
                    lines: ["    static let \(long) = Mock<", "        \(long), \(long)"],
                    parts: [.head, .whereClause]),
                LintRun(lines: ["    >(scope: .test)"], parts: [.body]),
            ])
    }

    @Test func commentsAreWrappedAtTheLineLength() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = SourceLayout.comment(words, indent: 4)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("    // ") && $0.count <= 100 })
    }

    @Test func theLexerReadsLiteralsBackticksAndAttributeArguments() throws {
        let tokens = try #require(Lexer.tokens(of: #"@convention(c) `default` 12 "a\"b""#))
        #expect(tokens.map(\.text) == ["@convention(c)", "`default`", "12", #""a\"b""#])
        #expect(tokens.map(\.kind) == [.attribute, .word, .literal, .literal])
        #expect(Lexer.tokens(of: #""unterminated"#) == nil)
        #expect(Lexer.tokens(of: "@attr(unbalanced") == nil)
    }

    @Test func availabilityWithVersionsUsesTheLongForm() {
        let entry = SymbolGraph.Availability(
            domain: "macOS", introduced: .init(major: 10, minor: 15), deprecated: .init(major: 12),
            message: "Use the new API")
        #expect(
            AvailabilityRenderer.attributes([entry], forStoredProperty: false) == [
                #"@available(macOS, introduced: 10.15, deprecated: 12, message: "Use the new API")"#
            ])
        #expect(
            AvailabilityRenderer.attributes([entry], forStoredProperty: true) == [
                #"@available(macOS, deprecated: 12, message: "Use the new API")"#
            ])
        let renamed = SymbolGraph.Availability(domain: "iOS", renamed: "other")
        #expect(AvailabilityRenderer.attributes([renamed], forStoredProperty: true) == [])
        #expect(ValueRenderer.stringLiteral("a\\b\n") == #""a\\b\n""#)
        #expect(ValueRenderer.stringLiteral("a\r\u{0}\u{7F}\t\"") == #""a\r\u{0}\u{7f}\t\"""#)
    }

    @Test func graphDomainsAreWrittenAsAvailableSpellsThem() {
        let entries: [SymbolGraph.Availability] = [
            .init(domain: "iOSAppExtension", isUnconditionallyUnavailable: true),
            .init(domain: "Swift", introduced: .init(major: 5, minor: 9)),
            .init(domain: "SwiftPM", introduced: .init(major: 5, minor: 9)),
            .init(domain: "macOS", introduced: .init(major: 14)),
        ]
        #expect(
            AvailabilityRenderer.attributes(entries, forStoredProperty: false) == [
                "@available(macOS 14, *)", "@available(iOSApplicationExtension, unavailable)",
                "@available(swift, introduced: 5.9)",
            ])
    }

    @Test func aCallThatDoesNotFitFillsItsArgumentsOnTheLinesAfterIt() {
        let call = Statement.call(
            "live.fileManager",
            [
                .init(value: "context.0"),
                .init(label: "shouldProceedAfterError", value: "context.1"),
                .init(label: "copyingItemAtPath", value: "context.2"),
                .init(label: "toPath", value: "context.3"),
            ])
        #expect(
            SourceLayout.filledCall(call, indent: 12) == [
                "            live.fileManager(",
                "                context.0, shouldProceedAfterError: context.1, copyingItemAtPath: context.2,",
                "                toPath: context.3)",
            ])
        #expect(
            SourceLayout.filledCall(.call("live.ping", []), indent: 12) == [
                "            live.ping()"
            ])
        let long = Statement.call("live." + String(repeating: "a", count: 100), [])
        #expect(SourceLayout.filledCall(long, indent: 4) == ["    " + long.text])
    }

    @Test func anArgumentTooLongForALinePutsItsValueAfterItsLabel() {
        let reason = "\"" + String(repeating: "r", count: 90) + "\""
        let call = Statement.call(
            "Unmocked.call",
            [
                .init(value: "\"MockScanner.scan(_:)\"", isStringLiteral: true),
                .init(label: "reason", value: reason, isStringLiteral: true),
            ], then: ".get()")
        #expect(
            SourceLayout.filledCall(call, indent: 8) == [
                "        Unmocked.call(", "            \"MockScanner.scan(_:)\",",
                "            reason:", "                \(reason)", "        ).get()",
            ])
    }
}
