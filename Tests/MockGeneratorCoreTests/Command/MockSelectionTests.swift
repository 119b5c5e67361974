import Foundation
import Testing

@testable import MockGeneratorCore

@Suite struct MockSelectionTests {
    private let path = "Tests/RideKitTests/Mocks/.generate-mocks"

    @Test func readsEachModulesEntry() throws {
        let selection = try MockSelection(
            parsing: """
                # Reviewed by the team.
                module RideKit
                    folder .
                    exclude Clock   # tests use TestClock

                module Logging
                    folder Logging
                    protocol LogHandler
                module Payments
                    protocols annotated
                """,
            path: path)

        #expect(
            selection.modules.map(\.name) == ["RideKit", "Logging", "Payments"])
        let rideKit = try #require(selection.module(named: "RideKit"))
        #expect(rideKit.folder == ".")
        #expect(rideKit.mode == .all)
        #expect(rideKit.excluded == ["Clock"])
        #expect(rideKit.lines == ["Clock": 4])
        let logging = try #require(selection.module(named: "Logging"))
        #expect(logging.mode == .listed)
        #expect(logging.protocols == ["LogHandler"])
        let payments = try #require(selection.module(named: "Payments"))
        #expect(payments.folder == "Payments")
        #expect(payments.mode == .annotated)
    }

    @Test(arguments: [
        (
            "module A\nfolders .",
            "2: unknown setting \"folders\"; a line is one of module, folder, protocols, protocol, exclude, class, mocks, accept, or a # comment"
        ),
        (
            "protocol P",
            "1: protocol P comes before any module line; start the entry with `module NAME`"
        ),
        ("module A\nmodule A", "2: module A has a second entry (the first is on line 1)"),
        ("module A\nfolder x\nfolder y", "3: module A has a second folder"),
        ("module A\nprotocols some", "2: protocols takes all, annotated or listed, not \"some\""),
        ("module A\nprotocols all\nprotocols listed", "3: module A has a second protocols line"),
        (
            "module A\nprotocol P\nexclude P",
            "3: protocol P of module A is already mocked on line 2"
        ),
        (
            "module A\nexclude P\nexclude P",
            "3: protocol P of module A is already excluded on line 2"
        ),
        ("module", "1: module needs a value"),
        ("module Ride Kit", "1: \"Ride Kit\" is not a module name"),
        ("module A\nprotocol 2D", "2: \"2D\" is not a protocol name"),
        ("module A.B", "1: \"A.B\" is not a module name"),
        (
            "module A\nfolder Mocks\nmodule B\nfolder ./Mocks/",
            "3: modules A (line 1) and B both go to folder ./Mocks/; each module needs a folder of its own"
        ),
    ])
    func aMalformedFileIsAnErrorNamingItsLine(text: String, error: String) {
        #expect(throws: GeneratorError(description: "\(path):\(error)")) {
            try MockSelection(parsing: text, path: path)
        }
    }

    @Test func aNestedProtocolIsNamedWithItsTypes() throws {
        let selection = try MockSelection(
            parsing: "module Logging\nprotocol Logger.MetadataValueAttributes.Attribute", path: path
        )
        #expect(
            selection.module(named: "Logging")?.protocols == [
                "Logger.MetadataValueAttributes.Attribute"
            ])
    }

    @Test func recordingANewModuleAppendsAnEntryAfterTheHelp() throws {
        var selection = MockSelection(path: path)
        #expect(
            try selection.record(
                .init(module: "RideKit", folder: ".", protocols: [], excluded: ["Clock"])))
        #expect(
            try selection.record(
                .init(module: "Logging", folder: "Logging", protocols: ["LogHandler"])))

        let text = selection.text
        #expect(text.hasPrefix("# The mocks of this folder"))
        #expect(
            text.hasSuffix(
                """

                module RideKit
                    folder .
                    protocols all
                    exclude Clock

                module Logging
                    folder Logging
                    protocols listed
                    protocol LogHandler

                """))
        #expect(try MockSelection(parsing: text, path: path) == selection)
    }

    @Test func recordingAddsToAnEntryAndKeepsTheTeamsLines() throws {
        var selection = try MockSelection(
            parsing: """
                module RideKit   # the app
                    folder .
                    protocol RideAPI
                # other modules below
                module Logging
                """,
            path: path)

        #expect(
            try selection.record(
                .init(module: "RideKit", folder: "./", protocols: ["RideAPI", "Payments"])))
        #expect(
            selection.text == """
                module RideKit   # the app
                    folder .
                    protocol RideAPI
                    protocol Payments
                # other modules below
                module Logging

                """)
        #expect(
            try !selection.record(.init(module: "RideKit", folder: ".", protocols: ["RideAPI"])))
        #expect(try selection.record(.init(module: "Logging", folder: "Logging", mode: .annotated)))
        #expect(selection.module(named: "Logging")?.mode == .annotated)
        #expect(selection.text.hasSuffix("module Logging\n    protocols annotated\n"))
    }

    @Test func recordingReplacesTheModeTheEntrySays() throws {
        var selection = try MockSelection(
            parsing: "module RideKit\n    folder .\n    protocols all\n", path: path)
        #expect(try selection.record(.init(module: "RideKit", folder: ".", mode: .annotated)))
        #expect(selection.text == "module RideKit\n    folder .\n    protocols annotated\n")
    }

    @Test func recordingWhatTheFileContradictsIsAnError() throws {
        var selection = try MockSelection(
            parsing: "module RideKit\n    folder .\n    exclude Clock\n    protocol RideAPI\n",
            path: path)
        #expect(
            throws: GeneratorError(
                description: "\(path):3: this run asks to mock Clock, which the file excludes; "
                    + "remove that line first")
        ) {
            try selection.record(.init(module: "RideKit", folder: ".", protocols: ["Clock"]))
        }
        #expect(
            throws: GeneratorError(
                description: "\(path):4: this run asks to exclude RideAPI, which the file mocks; "
                    + "remove that line first")
        ) {
            try selection.record(.init(module: "RideKit", folder: ".", excluded: ["RideAPI"]))
        }
        #expect(
            throws: GeneratorError(
                description: "\(path):1: module RideKit goes to folder ., and this run asks for "
                    + "RideKit; change the folder line, or give no --output")
        ) {
            try selection.record(.init(module: "RideKit", folder: "RideKit"))
        }
    }

    @Test func theListingIsOneLineOfJSONPerEntry() throws {
        let selection = try MockSelection(
            parsing: "module RideKit\nfolder .\nexclude Clock\nmodule Logging", path: path)
        #expect(
            selection.listing == [
                #"{"accepted":[],"classes":[],"excluded":["Clock"],"folder":".","line":1,"mode":"all","name":"RideKit","protocols":[],"strict":false}"#,
                #"{"accepted":[],"classes":[],"excluded":[],"folder":"Logging","line":4,"mode":"all","name":"Logging","protocols":[],"strict":false}"#,
            ])
    }

    @Test func aMissingFileIsAnEmptySelectionAndAnUnreadableOneAnError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent(".generate-mocks").path
        #expect(try MockSelection.read(at: missing).modules.isEmpty)
        let binary = directory.appendingPathComponent("binary").path
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: binary))
        #expect(throws: GeneratorError(description: "cannot read the selection file \(binary)")) {
            try MockSelection.read(at: binary)
        }
    }

    @Test func aClassLineMocksAClassAndARunRecordsTheClassesItAsksFor() throws {
        var selection = try MockSelection(
            parsing: "module Shop\n    class Router\n", path: "Mocks/.generate-mocks")
        #expect(selection.module(named: "Shop")?.classes == ["Router"])
        #expect(
            try selection.record(
                .init(module: "Shop", folder: "Shop", classes: ["Router", "Screen"])))
        #expect(selection.module(named: "Shop")?.classes == ["Router", "Screen"])
        #expect(selection.text.hasSuffix("    class Router\n    class Screen\n"))
        #expect(throws: GeneratorError.self) {
            try MockSelection(
                parsing: "module Shop\nclass Router\nclass Router\n", path: "Mocks/.generate-mocks")
        }
    }
}
