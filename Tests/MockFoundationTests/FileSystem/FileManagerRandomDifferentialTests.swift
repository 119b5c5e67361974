import Foundation
import Testing

@testable import MockFoundation

/// Random sequences of file operations, run on `FileManager` in a fresh temporary directory and
/// on an ``InMemoryFileManager`` holding the same path, which must give the same answers and
/// leave the same tree after every step.
///
/// A run is reproducible from its seed. Environment variables size it:
/// `MOCKING_FS_SEED` (decimal or `0x` hexadecimal), `MOCKING_FS_SEQUENCES`,
/// `MOCKING_FS_OPERATIONS` (per sequence), `MOCKING_FS_PATHS` (`plain` for paths of names only),
/// and `MOCKING_FS_SHRINK` (how many distinct disagreements to shrink and print).
@Suite struct FileManagerRandomDifferentialTests {
    /// The size and seed of a run.
    struct Configuration: CustomStringConvertible {
        var seed: UInt64 = 1
        var sequences = 200
        var operations = 30
        var decorated = true
        var shrinkLimit = 5

        /// The defaults, overridden by the environment.
        static func fromEnvironment(
            _ environment: [String: String] = ProcessInfo.processInfo.environment
        ) -> Configuration {
            var configuration = Configuration()
            if let text = environment["MOCKING_FS_SEED"] {
                let seed =
                    text.hasPrefix("0x")
                    ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
                configuration.seed = seed ?? configuration.seed
            }
            if let sequences = environment["MOCKING_FS_SEQUENCES"].flatMap(Int.init) {
                configuration.sequences = sequences
            }
            if let operations = environment["MOCKING_FS_OPERATIONS"].flatMap(Int.init) {
                configuration.operations = operations
            }
            if let paths = environment["MOCKING_FS_PATHS"] {
                configuration.decorated = paths != "plain"
            }
            if let limit = environment["MOCKING_FS_SHRINK"].flatMap(Int.init) {
                configuration.shrinkLimit = limit
            }
            return configuration
        }

        /// The seed of sequence `number`, which reproduces it alone as the seed of a run of one.
        func seed(ofSequence number: Int) -> UInt64 {
            seed &+ UInt64(number)
        }

        var description: String {
            "\(sequences) sequences × \(operations) operations, seed 0x"
                + String(seed, radix: 16) + ", " + (decorated ? "all path forms" : "plain paths")
        }
    }

    @Test func inMemoryFileManagerAgreesWithFileManagerOnRandomSequences() throws {
        let configuration = Configuration.fromEnvironment()
        let runner = try Self.makeRunner()
        var agreeingSequences = 0
        var agreedSteps = 0
        var ranSteps = 0
        var excused: [LinuxFileManagerException: Int] = [:]
        var signatures: [String: Int] = [:]
        for number in 0..<configuration.sequences {
            let sequenceSeed = configuration.seed(ofSequence: number)
            var random = SplitMix64(seed: sequenceSeed)
            let operations = (0..<configuration.operations).map { _ in
                FileOperation.random(using: &random, decorated: configuration.decorated)
            }
            let result = try runner.run(operations)
            agreedSteps += result.agreedSteps
            ranSteps += result.agreedSteps + (result.disagreement == nil ? 0 : 1)
            for (_, exception) in result.excusedSteps { excused[exception, default: 0] += 1 }
            guard let disagreement = result.disagreement else {
                agreeingSequences += 1
                continue
            }
            signatures[disagreement.signature, default: 0] += 1
            if signatures[disagreement.signature] == 1,
                signatures.count <= configuration.shrinkLimit
            {
                let (minimal, minimalDisagreement) = try SequenceShrinker(runner: runner).shrink(
                    operations, disagreement)
                Issue.record(
                    Comment(
                        rawValue: Self.report(
                            minimal, minimalDisagreement, seed: sequenceSeed,
                            configuration: configuration)))
            }
        }
        let summary = Self.summary(
            configuration: configuration, agreeingSequences: agreeingSequences,
            agreedSteps: agreedSteps, ranSteps: ranSteps, excused: excused, signatures: signatures)
        print(summary)
        #expect(agreeingSequences == configuration.sequences, Comment(rawValue: summary))
    }

    @Test func sequencesReproduceFromTheirSeed() {
        func sequence(_ seed: UInt64) -> [FileOperation] {
            var random = SplitMix64(seed: seed)
            return (0..<30).map { _ in FileOperation.random(using: &random, decorated: true) }
        }
        #expect(sequence(7) == sequence(7))
        #expect(sequence(7) != sequence(8))
    }

    /// No path leads above the root, however its links resolve, because every `..` comes right
    /// after a name, in generated and simplified paths alike.
    @Test func everyParentComponentFollowsAName() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<10_000 {
            let path = RootPath.random(using: &random, decorated: true)
            for candidate in [path] + path.simplifications {
                let components = candidate.components
                #expect(components.first != "..")
                #expect(
                    zip(components, components.dropFirst()).allSatisfy { name, next in
                        next != ".." || RootPath.names.contains(name)
                    })
            }
        }
    }

    @Test func readsItsSizeFromTheEnvironment() {
        let configuration = Configuration.fromEnvironment([
            "MOCKING_FS_SEED": "0xff", "MOCKING_FS_SEQUENCES": "3", "MOCKING_FS_OPERATIONS": "4",
            "MOCKING_FS_PATHS": "plain", "MOCKING_FS_SHRINK": "0",
        ])
        #expect(configuration.seed == 255)
        #expect(configuration.seed(ofSequence: 2) == 257)
        #expect(configuration.sequences == 3)
        #expect(configuration.operations == 4)
        #expect(!configuration.decorated)
        #expect(configuration.shrinkLimit == 0)
        #expect(Configuration.fromEnvironment(["MOCKING_FS_SEED": "12"]).seed == 12)
        #expect(Configuration.fromEnvironment([:]).sequences == 200)
    }

    @Test func reportsADisagreementAsACaseToPaste() {
        let operations: [FileOperation] = [
            .createFile(RootPath(components: ["c"]), contents: "1"),
            .fileExists(RootPath(components: ["c", "..", "c"])),
        ]
        let disagreement = DifferentialRunner.Disagreement(
            index: 1, operation: operations[1], disk: .value("false"),
            memory: .value("true, isDirectory: false"), treeDifferences: [])
        let report = Self.report(
            operations, disagreement, seed: 0x2A, configuration: Configuration())
        #expect(report.contains("MOCKING_FS_SEED=0x2a MOCKING_FS_SEQUENCES=1"))
        #expect(report.contains("disk: false; memory: true, isDirectory: false"))
        #expect(
            report.contains(
                #"s.attempt("1 createFile") { s.files.createFile(atPath: s.path("c"), "#
                    + #"contents: Data("1".utf8)) }"#))
        #expect(report.contains(#"s.files.fileExists(atPath: s.path("c/../c"), "#))
        #expect(report.hasSuffix("    s.noteTree()\n},"))
    }

    static func makeRunner() throws -> DifferentialRunner {
        let probe = FileManager.default.temporaryDirectory
            .appendingPathComponent("MockFoundationUmask-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: probe) }
        return DifferentialRunner(
            creationMask: try FileManagerDifferentialTests.processCreationMask(in: probe))
    }

    /// The minimal sequence of a disagreement, as a case to paste into
    /// ``FileManagerDifferentialTests``, with what each file manager answered.
    static func report(
        _ operations: [FileOperation], _ disagreement: DifferentialRunner.Disagreement,
        seed: UInt64, configuration: Configuration
    ) -> String {
        var lines = [
            "InMemoryFileManager disagrees with FileManager: \(disagreement.signature).",
            "Reproduce with MOCKING_FS_SEED=0x\(String(seed, radix: 16)) MOCKING_FS_SEQUENCES=1 "
                + "MOCKING_FS_OPERATIONS=\(configuration.operations)"
                + (configuration.decorated ? "" : " MOCKING_FS_PATHS=plain") + ".",
            "At the last step, disk: \(disagreement.disk); memory: \(disagreement.memory).",
        ]
        lines += disagreement.treeDifferences.map { "  " + $0 }
        lines.append("Minimal sequence, to paste into FileManagerDifferentialTests:")
        lines.append(
            "DifferentialCase(\"\(disagreement.operation.name) agrees with FileManager "
                + "(random sequence 0x\(String(seed, radix: 16)))\") { s in")
        for (index, operation) in operations.enumerated() {
            let step = operation.scriptStep(label: "\(index + 1) \(operation.name)")
            lines += step.split(separator: "\n").map { "    " + $0 }
        }
        lines.append("    s.noteTree()")
        lines.append("},")
        return lines.joined(separator: "\n")
    }

    static func summary(
        configuration: Configuration, agreeingSequences: Int, agreedSteps: Int, ranSteps: Int,
        excused: [LinuxFileManagerException: Int], signatures: [String: Int]
    ) -> String {
        func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f%%", whole == 0 ? 100 : 100 * Double(part) / Double(whole))
        }
        var lines = [
            "Random differential run: \(configuration).",
            "Sequences without a disagreement: \(agreeingSequences) of "
                + "\(configuration.sequences) (\(percent(agreeingSequences, configuration.sequences))).",
            "Operations agreed on: \(agreedSteps) of \(ranSteps) run "
                + "(\(percent(agreedSteps, ranSteps))).",
        ]
        for exception in LinuxFileManagerException.allCases {
            lines.append("Left out as \(exception): \(excused[exception, default: 0]) step(s).")
        }
        if !signatures.isEmpty {
            lines.append("Disagreements, \(signatures.count) distinct:")
            lines += signatures.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
                "  \($0.value)× \($0.key)"
            }
        }
        return lines.joined(separator: "\n")
    }
}
