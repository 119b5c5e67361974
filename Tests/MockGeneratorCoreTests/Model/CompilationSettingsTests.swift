import Testing

@testable import MockGeneratorCore

@Suite struct CompilationSettingsTests {
    @Test func noArgumentsArePlainSwift6() {
        let settings = CompilationSettings(arguments: [])
        #expect(settings == CompilationSettings())
        #expect(!settings.asyncFunctionsRunOnTheCaller)
        #expect(!settings.infersIsolatedConformances)
        #expect(settings.defaultIsolation == nil)
    }

    @Test func theApproachableSettingsAreRead() {
        let settings = CompilationSettings(arguments: [
            "-module-name", "App", "-swift-version", "6", "-default-isolation", "MainActor",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-enable-upcoming-feature=InferIsolatedConformances", "-Onone",
        ])
        #expect(settings.languageMode == 6)
        #expect(settings.defaultIsolation == "MainActor")
        #expect(settings.asyncFunctionsRunOnTheCaller)
        #expect(settings.infersIsolatedConformances)
    }

    @Test func theLastOfEachSettingWins() {
        let settings = CompilationSettings(arguments: [
            "-swift-version", "6", "-language-mode", "5",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-disable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-default-isolation", "MainActor", "-default-isolation=nonisolated",
        ])
        #expect(settings.languageMode == 5)
        #expect(!settings.asyncFunctionsRunOnTheCaller)
        #expect(settings.defaultIsolation == nil)
    }

    /// A feature asked for in migration mode only warns about what it would change.
    @Test func aFeatureInMigrationModeIsNotEnabled() {
        let settings = CompilationSettings(arguments: [
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault:migrate",
        ])
        #expect(!settings.asyncFunctionsRunOnTheCaller)
    }

    /// An option's value is not read as an option: `-module-name -swift-version` names a module.
    @Test func anOptionsValueIsNotReadAgain() {
        let settings = CompilationSettings(arguments: [
            "-default-isolation", "MainActor", "-enable-upcoming-feature",
        ])
        #expect(settings.defaultIsolation == "MainActor")
        #expect(settings.upcomingFeatures.isEmpty)
    }
}
