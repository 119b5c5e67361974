import Testing

@testable import MockGeneratorCore

@Suite struct CompilerDiagnosticTests {
    @Test func readsTheLocatedLinesAndSkipsTheExcerpts() {
        let output = """
            /tmp/check/MockClock.swift:12:5: error: cannot find type 'Instant' in scope
                var nowMock: Instant
                    ^~~~~~~
            /tmp/check/MockClock.swift:3:13: note: add stubs for conformance
            /src/Clock.swift:4:10: note: protocol requires function 'now()' with type '() -> Instant'
            /tmp/a:b/MockC.swift:1:2: warning: a path with a colon
            <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
            error: no input files
            """
        #expect(
            CompilerDiagnostic.parse(output) == [
                CompilerDiagnostic(
                    path: "/tmp/check/MockClock.swift", line: 12, column: 5, severity: .error,
                    message: "cannot find type 'Instant' in scope"),
                CompilerDiagnostic(
                    path: "/tmp/check/MockClock.swift", line: 3, column: 13, severity: .note,
                    message: "add stubs for conformance"),
                CompilerDiagnostic(
                    path: "/src/Clock.swift", line: 4, column: 10, severity: .note,
                    message: "protocol requires function 'now()' with type '() -> Instant'"),
                CompilerDiagnostic(
                    path: "/tmp/a:b/MockC.swift", line: 1, column: 2, severity: .warning,
                    message: "a path with a colon"),
                CompilerDiagnostic(
                    path: "", line: 0, column: 0, severity: .error,
                    message: "unable to load standard library for target 'x86_64-unknown-linux-gnu'"
                ),
                CompilerDiagnostic(
                    path: "", line: 0, column: 0, severity: .error, message: "no input files"),
            ])
    }

    @Test func aMessageQuotingASeverityKeepsItsText() {
        let line = "/m/MockA.swift:2:1: error: expected ': error: ' in the text"
        #expect(
            CompilerDiagnostic.parse(line: line)
                == CompilerDiagnostic(
                    path: "/m/MockA.swift", line: 2, column: 1, severity: .error,
                    message: "expected ': error: ' in the text"))
    }

    @Test func showsItselfWithoutItsPath() {
        let diagnostic = CompilerDiagnostic(
            path: "/m/MockA.swift", line: 2, column: 7, severity: .error, message: "bad")
        #expect(diagnostic.lineText == "2:7: error: bad")
    }
}
