import Foundation

@testable import MockFoundation

/// Runs a sequence of operations step by step on `FileManager`, in a fresh temporary directory,
/// and on an ``InMemoryFileManager`` holding the same path, and compares the answers and the
/// whole tree after every step.
struct DifferentialRunner {
    /// The permissions new items lack on disk, which the in-memory file system must take too.
    let creationMask: Int

    /// How a sequence went.
    struct Result {
        /// The number of steps both file managers ran and agreed on.
        var agreedSteps = 0
        /// The steps left out because ``LinuxFileManagerException`` excuses them, by index.
        var excusedSteps: [(index: Int, exception: LinuxFileManagerException)] = []
        /// The first step they disagreed on; the sequence stops there.
        var disagreement: Disagreement?
    }

    /// A step on which the file managers disagreed.
    struct Disagreement {
        let index: Int
        let operation: FileOperation
        let disk: OperationOutcome
        let memory: OperationOutcome
        /// One line per item the trees differ on after the step.
        let treeDifferences: [String]

        /// What kind of disagreement this is, without its paths and values: two disagreements
        /// with the same signature are most likely one bug.
        var signature: String {
            guard disk == memory else {
                return "\(operation.name): disk \(disk.kind), memory \(memory.kind)"
            }
            return "\(operation.name): trees differ"
        }
    }

    /// Runs `operations` on both file managers, up to the first disagreement.
    func run(_ operations: [FileOperation]) throws -> Result {
        let sandbox = FileManager.default.temporaryDirectory
            .appendingPathComponent("MockFoundationRandomDifferential-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        let root = sandbox + "/root"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: sandbox) }
        let memory = InMemoryFileManager()
        memory.creationMask = creationMask
        try memory.createDirectory(atPath: root, withIntermediateDirectories: true)

        var result = Result()
        for (index, operation) in operations.enumerated() {
            if let exception = LinuxFileManagerException.excusing(operation, root: root) {
                result.excusedSteps.append((index, exception))
                continue
            }
            let memoryOutcome = operation.run(on: memory, root: root)
            let diskOutcome = operation.run(on: FileManager.default, root: root)
            let differences = FileSystemSnapshot.ofDisk(sandbox).differences(
                from: FileSystemSnapshot.ofMemory(memory, sandbox), names: ("disk", "memory"))
            guard diskOutcome == memoryOutcome, differences.isEmpty else {
                result.disagreement = Disagreement(
                    index: index, operation: operation, disk: diskOutcome, memory: memoryOutcome,
                    treeDifferences: differences)
                return result
            }
            result.agreedSteps += 1
        }
        return result
    }
}

extension OperationOutcome {
    /// The outcome without the values that vary from run to run, such as listed names.
    var kind: String {
        switch self {
        case .value(let value) where ["ok", "true", "false", "nil"].contains(value): value
        case .value(let value) where value.hasPrefix("true, isDirectory"): value
        case .value: "a value"
        case .cocoaError, .otherError: description
        }
    }
}
