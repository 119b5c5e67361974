import Foundation

/// What one run of `mock-generator` did to a folder of mocks, as `--report FILE` writes it, in
/// JSON: what front ends that run the generator read (the plugins), rather than the sentences
/// it prints for people.
///
/// This file is Foundation alone and names no stage of the generator: the plugins compile it
/// too.
struct MockReport: Codable, Equatable {
    /// The mocks the run wrote, by file name; with `--check`, those missing or out of date.
    var written: [String] = []
    /// The mocks the run left as they were because it could not generate them again (each has a
    /// warning), by file name.
    var kept: [String] = []
    /// The mocks the run removed, by file name; with `--check`, those it would remove.
    var removed: [String] = []
    /// The mocks the compiler rejected, whatever was degraded, by file name: not written.
    var rejected: [String] = []
    /// How many mocks the run generated: the folder holds them once it is up to date.
    var mockCount = 0
    /// How many members the compiler check degraded in them.
    var degradedMemberCount = 0
    /// Why the compiler did not check the mocks, when it was asked to and could not: they are
    /// written unchecked, and checked again by the next run.
    var unchecked: String?
    /// With `--check`: whether every mock is as the run would write it; `nil` when it wrote.
    var isUpToDate: Bool?
    /// The names given with `--protocol` of protocols the run refused to mock (a mocks library
    /// mocks its module's API alone): a front end does not record them in a selection file.
    var refused: [String] = []
    /// The warnings the run printed, a line each.
    var warnings: [String] = []

    /// The report a run wrote at `url`.
    ///
    /// - Throws: The error of reading or decoding the file.
    static func read(from url: URL) throws -> MockReport {
        try JSONDecoder().decode(MockReport.self, from: Data(contentsOf: url))
    }

    /// Writes the report at `url`, its keys sorted.
    ///
    /// - Throws: The error of writing the file.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
