import MockGeneratorFixturesSwift5
import Testing

/// The mocks of a module built in the Swift 5 language mode: `LoadingScreen` refines the
/// main-actor `Screen`, so its mock is isolated to the main actor, and its own requirements are
/// `nonisolated`.
@MainActor @Suite struct MockLoadingScreenTests {
    @Test func stubsAnswerEveryRequirement() async throws {
        let screen = MockLoadingScreen()
        screen.visibleMock.returns([2])
        screen.contentsMock.returns(["news"])
        screen.reloadMock.returns(["sport"])
        screen.showMock = { _ in true }

        #expect(screen.visible([1, 2]) == [2])
        #expect(try await screen.contents == ["news"])
        #expect(try await screen.reload() == ["sport"])
        #expect(screen.show("Home"))

        screen.visibleMock.verifyCalled(.once, with: [1, 2])
        screen.contentsMock.verifyCalled(.once)
        screen.reloadMock.verifyCalled(.once)
        screen.$showMock.verifyCalled(.once, with: "Home")
    }

    @Test func theSpyForwardsEveryMemberTheAsyncPropertyIncluded() async throws {
        let live = ArticleScreen()
        let screen = MockLoadingScreen(forwardingTo: live)

        #expect(screen.visible([-1, 3]) == [3])
        #expect(try await screen.contents == ["news"])
        #expect(try await screen.reload() == ["news", "sport"])
        #expect(screen.show("Articles"))

        #expect(live.shown == ["Articles"])
        screen.contentsMock.verifyCalled(.once)
        screen.reloadMock.verifyCalled(.once)
        screen.visibleMock.verifyCalled(.once, with: [-1, 3])
    }

    @Test func aStubReplacesTheLiveAnswerUntilReset() async throws {
        let screen = MockLoadingScreen(forwardingTo: ArticleScreen())
        screen.contentsMock.returns(["stubbed"])
        #expect(try await screen.contents == ["stubbed"])
        screen.contentsMock.resetLoader()
        #expect(try await screen.contents == ["news"])
    }
}

/// The live screen the spy forwards to.
@MainActor private final class ArticleScreen: LoadingScreen {
    var shown: [String] = []

    func show(_ title: String) -> Bool {
        shown.append(title)
        return true
    }

    nonisolated func visible(_ ids: [Int]) -> [Int] { ids.filter { $0 > 0 } }

    nonisolated var contents: Set<String> {
        get async throws { ["news"] }
    }

    nonisolated func reload() async throws -> Set<String> { ["news", "sport"] }
}
