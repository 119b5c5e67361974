import Foundation

/// The outcomes of the compiler checks of earlier runs, one file per mock in a folder, so that a
/// mock whose planned text and compiler are unchanged is written as it was, degradations and
/// warnings included, without checking it again.
///
/// A record keeps the text the generator planned before any degradation, the compiler's
/// identity (with the module files the mock imports) and the generator's, and is used only when
/// all are what they were: any change of the protocol, of the generator, of the compilation or
/// of a module the mock imports makes the mock be checked again.
struct CheckCache {
    let folder: URL
    /// The generator that checks (``currentGenerator``): another one renders degradations its
    /// own way, which its own check must see.
    var generator = Self.currentGenerator

    /// The running generator's executable, its path, size and date.
    static let currentGenerator: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date)"
    }()

    /// The outcome of one mock's check.
    struct Record: Codable, Equatable {
        /// The compiler, its arguments and the module files the mock imports
        /// (``TypeChecking/identity(importing:)``).
        var checker: String
        /// The generator that made the check (``CheckCache/generator``).
        var generator: String
        /// The mock's text without degradations.
        var planned: String
        /// The degradations the check made.
        var degradations: [Degraded]
        /// Why the mock is not written, when the compiler rejected it whatever was degraded.
        var failure: String?

        /// One member the check degraded, and the compiler's error that called for it.
        struct Degraded: Codable, Equatable {
            var mock: String
            var requirement: String
            /// Whether it became a placeholder; otherwise it lost its spy forwarding alone.
            var isPlaceholder: Bool
            var error: String

            init(_ member: MemberID, _ degradation: Degradation) {
                mock = member.mock
                requirement = member.requirement
                switch degradation {
                case .withoutSpyForwarding(let reason):
                    isPlaceholder = false
                    error = Self.error(of: reason)
                case .placeholder(let reason):
                    isPlaceholder = true
                    error = Self.error(of: reason)
                }
            }

            var member: MemberID { MemberID(mock: mock, requirement: requirement) }

            var degradation: Degradation {
                let reason = Reason.rejectedByCompiler(error)
                return isPlaceholder ? .placeholder(reason) : .withoutSpyForwarding(reason)
            }

            private static func error(of reason: Reason) -> String {
                if case .rejectedByCompiler(let error) = reason { return error }
                return reason.description
            }
        }
    }

    /// The record of `fileName`, if one was kept for this planned text, checker and generator.
    func record(for fileName: String, planned: String, checker: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: url(of: fileName).path),
            let record = try? JSONDecoder().decode(Record.self, from: data),
            record.planned == planned, record.checker == checker, record.generator == generator
        else { return nil }
        return record
    }

    /// Keeps `record` for `fileName`, replacing the one kept before. A record that cannot be
    /// written is not kept: the mock is then checked again next time.
    func keep(_ record: Record, for fileName: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(record),
            (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
                != nil
        else { return }
        try? data.write(to: url(of: fileName), options: .atomic)
    }

    private func url(of fileName: String) -> URL {
        folder.appendingPathComponent(fileName + ".check.json")
    }
}
