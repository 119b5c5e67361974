import Foundation

/// Checks generated mocks with the compiler before they are written, and degrades each member it
/// rejects rather than leave a file that breaks the build of the target receiving it.
///
/// A member whose spy forwarding the compiler rejects loses it (the spy initializer lists it
/// with the reason); a member whose own code it rejects becomes a placeholder that records an
/// issue when called; then the file is checked again. A file the compiler still rejects, for
/// what no member accounts for, is not written. Every mock is checked, whatever the file on disk
/// holds, unless ``CheckCache`` keeps the outcome of a check of the same text by the same
/// compiler, arguments, imported module files and generator: then it is written as that check
/// left it, degradations and warnings included, without checking it again.
struct CompilerCheck<Mock: CheckableMock> {
    let checker: any TypeChecking
    /// The outcomes of earlier checks, if they are kept.
    var cache: CheckCache?
    /// How many times a file is checked at most: each time degrades at least one member more.
    var maximumRounds = 6

    /// The mocks to write, with what the check did to them.
    struct Outcome {
        /// Each mock that may be written: its file name, text, and the degradations in it.
        var files: [Checked] = []
        /// The mocks that are not written, with the reason: the compiler's error.
        var failures: [Failure] = []
        /// Why the mocks could not be checked, if they could not: they are written unchecked.
        var unavailable: String?
    }

    /// A mock the check lets through.
    struct Checked {
        var mock: Mock
        var text: String
        var degradations: [MemberID: Degradation]
    }

    /// A mock the check does not let through.
    struct Failure {
        var mock: Mock
        /// The compiler's first error: `12:5: error: cannot find type 'Instant' in scope`.
        var reason: String
    }

    /// What the compiler said of one file.
    private enum Verdict {
        case diagnostics([CompilerDiagnostic])
        /// It crashed on the file alone: its last words.
        case crashed(String)
    }

    /// A mock on its way through the rounds.
    private struct Pending {
        var mock: Mock
        var planned: String
        /// What the outcome depends on besides the text (``TypeChecking/identity(importing:)``).
        var key: String
        var degradations: [MemberID: Degradation]
        var rendering: RenderedFile
    }

    /// The modules `text` imports, without their submodules: `Mocking` of `import Mocking`,
    /// `@testable import Shop` and `public import Foundation.NSURL`.
    static func importedModules(of text: String) -> [String] {
        let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate"]
        var modules: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.endIndex,
                words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) })
            else { continue }
            let name = String(words[index + 1].prefix { $0 != "." })
            if !modules.contains(name) { modules.append(name) }
        }
        return modules
    }

    /// Checks `mocks`, each rendered as it is planned and then with the degradations the compiler
    /// calls for.
    func run(_ mocks: [Mock]) -> Outcome {
        var outcome = Outcome()
        var pending: [Pending] = []
        for mock in mocks {
            let planned = mock.rendering(degrading: [:])
            let key = checker.identity(importing: Self.importedModules(of: planned.text))
            if let record = cache?.record(for: mock.fileName, planned: planned.text, checker: key) {
                if let failure = record.failure {
                    outcome.failures.append(Failure(mock: mock, reason: failure))
                    continue
                }
                let degradations = Dictionary(
                    record.degradations.map { ($0.member, $0.degradation) }
                ) { first, _ in first }
                let text =
                    degradations.isEmpty
                    ? planned.text : mock.rendering(degrading: degradations).text
                outcome.files.append(Checked(mock: mock, text: text, degradations: degradations))
                continue
            }
            pending.append(
                Pending(
                    mock: mock, planned: planned.text, key: key, degradations: [:],
                    rendering: planned))
        }
        var round = 0
        while !pending.isEmpty {
            round += 1
            let results: [Verdict]
            do throws(TypeChecker.Unavailable) {
                results = try diagnose(pending)
            } catch {
                outcome.unavailable = error.reason
                for file in pending {
                    outcome.files.append(
                        Checked(
                            mock: file.mock, text: file.rendering.text,
                            degradations: file.degradations))
                }
                return outcome
            }
            // A type error in any file stops the compiler before its checks of SIL: a file
            // without errors is checked again with the others, until none has any.
            let isClean = !results.contains { result in
                guard case .diagnostics(let diagnostics) = result else { return false }
                return diagnostics.contains { $0.severity == .error }
            }
            var next: [Pending] = []
            for (var file, result) in zip(pending, results) {
                switch result {
                case .crashed(let words):
                    fail(file, reason: "the compiler crashed on it: \(words)", into: &outcome)
                case .diagnostics(let diagnostics):
                    let errors = diagnostics.filter { $0.severity == .error }
                    guard let first = errors.first else {
                        if isClean { accept(file, into: &outcome) } else { next.append(file) }
                        continue
                    }
                    let added = Self.degradations(for: errors, in: file)
                    guard !added.isEmpty, round < maximumRounds else {
                        fail(
                            file, reason: "\(file.mock.fileName):\(first.lineText)",
                            into: &outcome)
                        continue
                    }
                    file.degradations.merge(added) { _, new in new }
                    file.rendering = file.mock.rendering(degrading: file.degradations)
                    next.append(file)
                }
            }
            pending = next
        }
        return outcome
    }

    /// The compiler's diagnostics of each file, or why it could not say: it crashed on the file.
    /// When it crashes on several files at once, each is checked alone.
    private func diagnose(
        _ files: [Pending]
    ) throws(TypeChecker.Unavailable) -> [Verdict] {
        switch try checker.check(files.map { ($0.mock.fileName, $0.rendering.text) }) {
        case .diagnostics(let byFile):
            return files.map { .diagnostics(byFile[$0.mock.fileName] ?? []) }
        case .crashed(let words) where files.count == 1:
            return [.crashed(words)]
        case .crashed:
            var results: [Verdict] = []
            for file in files { results += try diagnose([file]) }
            return results
        }
    }

    /// The degradations that the compiler's `errors` call for in `file`, beyond those it has: a
    /// member whose spy forwarding has an error loses it, a member whose own code has one becomes
    /// a placeholder. Errors in the file's other lines count only when no member's does: they
    /// are often what a member's error causes (the mock does not conform).
    private static func degradations(
        for errors: [CompilerDiagnostic], in file: Pending
    ) -> [MemberID: Degradation] {
        var added: [MemberID: Degradation] = [:]
        for error in errors {
            guard case .member(let member, let part)? = file.rendering.origin(ofLine: error.line)
            else { continue }
            let reason = Reason.rejectedByCompiler("\(file.mock.fileName):\(error.lineText)")
            switch (part, added[member] ?? file.degradations[member]) {
            case (.spyForwarding, nil):
                added[member] = .withoutSpyForwarding(reason)
            case (.declaration, nil), (.declaration, .withoutSpyForwarding?):
                added[member] = .placeholder(reason)
            default:
                continue
            }
        }
        return added
    }

    private func accept(_ file: Pending, into outcome: inout Outcome) {
        outcome.files.append(
            Checked(mock: file.mock, text: file.rendering.text, degradations: file.degradations))
        cache?.keep(
            CheckCache.Record(
                checker: file.key, generator: cache?.generator ?? "", planned: file.planned,
                degradations: file.degradations.map(CheckCache.Record.Degraded.init),
                failure: nil),
            for: file.mock.fileName)
    }

    private func fail(_ file: Pending, reason: String, into outcome: inout Outcome) {
        outcome.failures.append(Failure(mock: file.mock, reason: reason))
        cache?.keep(
            CheckCache.Record(
                checker: file.key, generator: cache?.generator ?? "", planned: file.planned,
                degradations: [], failure: reason),
            for: file.mock.fileName)
    }
}
