import Foundation

/// How the generator checks its mocks with the compiler before writing them
/// (`mock-generator --typecheck`): the checker, where checks are remembered, and the folder the
/// mocks go to, whose files a mock is compared with.
struct TypeCheck {
    var checker: any TypeChecking
    var cache: CheckCache?
    /// The folder the mocks are written to, where the file of a mock the compiler rejects now
    /// is kept if it still compiles.
    var folder: URL?

    /// What the check decided, by mock file name.
    struct Decisions {
        /// The degradations of each mock written.
        var degradations: [String: [MemberID: Degradation]] = [:]
        /// The compiler's error on each mock not written.
        var failures: [String: String] = [:]
        /// The mocks not written whose file of the folder, from an earlier run, still compiles:
        /// it is kept, so that the tests using it still build; the others' are removed.
        var keptFileNames: Set<String> = []
        /// Why nothing could be checked, if nothing could.
        var unavailable: String?
    }

    /// Checks `mocks` (``CompilerCheck``).
    func check(_ mocks: [PlannedMock]) -> Decisions {
        let outcome = CompilerCheck<PlannedMock>(checker: checker, cache: cache).run(mocks)
        var decisions = Decisions(unavailable: outcome.unavailable)
        for file in outcome.files {
            decisions.degradations[file.mock.fileName] = file.degradations
        }
        for failure in outcome.failures {
            let name = failure.mock.fileName
            decisions.failures[name] = failure.reason
            if let text = existingText(name), MockFileWriter.isGenerated(Data(text.utf8)),
                case .diagnostics(let byFile)? = try? checker.check([(name, text)]),
                !(byFile[name] ?? []).contains(where: { $0.severity == .error })
            {
                decisions.keptFileNames.insert(name)
            }
        }
        return decisions
    }

    /// The text of the folder's file `name`, if there is one.
    private func existingText(_ name: String) -> String? {
        guard let folder else { return nil }
        return FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
