import Foundation
import Testing

@testable import MockGeneratorFixtures

/// The mock of a class: a subclass whose members answer as the class's do until a test stubs
/// them, recording every call, the class's calls to itself included.
@Suite struct MockRouterTests {
    @Test func unstubbedEveryMemberAnswersAsTheClassAndIsRecorded() async throws {
        let router = MockRouter(name: "shop")
        #expect(router.route("/cart") == 1)
        #expect(router.routeCount == 1)
        #expect(try router.resolve("cart") == "/shop/cart")
        #expect(try await router.fetch("/a") == 2)
        await router.prefetch("/b")
        #expect(try router.charge(5) == 5)
        #expect(throws: RouterError.closed) { try router.charge(0) }
        #expect(try router.decode(Int.self, from: "42") == 42)
        #expect(router.find(id: 1) == "id 1")
        #expect(router.find(7) == "#7")
        #expect(await router.delay == 0.5)

        router.$routeMock.verifyCalled(.once, with: "/cart")
        router.$resolveMock.verifyCalled(.once, with: "cart")
        router.$chargeMock.verifyCalled(.exactly(2))
        #expect(router.$fetchMock.callCount == 1)
        #expect(router.$prefetchMock.wasCalled(with: "/b"))
        #expect(router.$decodeMock.for(String.self, returning: Int.self).callCount == 1)
        #expect(router.$findIdMock.callCount == 1)
        #expect(router.$findIntMock.callCount == 1)
    }

    @Test func aMockIsStubbedBeforeTheClassesInitializerRuns() {
        let home = URL(fileURLWithPath: "/shop")
        let router = MockRouter(base: home) { stubs in
            stubs.$routeMock.returns(3)
        }
        #expect(router.base == "file:///shop")
        #expect(router.route("/a") == 3)
        router.$routeMock.verifyCalled(.once, with: "/a")
        #expect(MockRouter(name: "shop") { _ in }.base == "/shop")
    }

    @Test func anAsyncRethrowingMemberAnswersAsTheClassUntilStubbed() async throws {
        let router = MockRouter(name: "shop")
        _ = router.route("/a")
        #expect(await router.retry { "attempt \($0)" } == "attempt 1")
        await #expect(throws: RouterError.closed) {
            try await router.retry { _ in throw RouterError.closed }
        }
        router.$retryMock.returns { attempt in try await attempt(7) + "!" }
        #expect(await router.retry { "attempt \($0)" } == "attempt 7!")
        router.$retryMock.verifyCalled(.exactly(3))
    }

    @Test func aNonisolatedClassesAsyncRethrowingMemberAnswersAsTheClassUntilStubbed() async {
        let widget = MockWidget()
        #expect(await widget.render { "b" } == "<b>")
        widget.$renderMock.returns { body in try await "[" + body() + "]" }
        #expect(await widget.render { "b" } == "[b]")
        #expect(await MockWidget(forwardingTo: Widget()).render { "i" } == "<i>")
    }

    @Test func aRethrowingMemberWhoseClosureTakesTwoArgumentsAnswersAsTheClassUntilStubbed() {
        let router = MockRouter(name: "shop")
        _ = router.route("/a")
        _ = router.route("/b")
        var seen: [String] = []
        router.eachIndexed { seen.append("\($0) \($1)") }
        #expect(seen == ["0 /a", "1 /b"])
        #expect(throws: RouterError.closed) {
            try router.eachIndexed { _, _ in throw RouterError.closed }
        }
        router.$eachIndexedMock.returns { body in try body((9, "/z")) }
        router.eachIndexed { seen.append("\($0) \($1)") }
        #expect(seen.last == "9 /z")

        let live = Router(name: "live")
        _ = live.route("/l")
        let spy = MockRouter(forwardingTo: live)
        var forwarded: [String] = []
        spy.eachIndexed { forwarded.append("\($0) \($1)") }
        #expect(forwarded == ["0 /l"])
        spy.$eachIndexedMock.verifyCalled(.once)
    }

    @Test func callsTheClassMakesToItselfAreRecorded() {
        let router = MockRouter(name: "shop")
        #expect(router.routeAll(["/a", "/b"]) == 2)
        router.$routeAllMock.verifyCalled(.once)
        router.$routeMock.verifyCalled(.exactly(2))
        #expect(router.$routeMock.usage.contexts == ["/a", "/b"])
    }

    @Test func aStubAnswersInsteadOfTheClassAndResetReturnsToIt() throws {
        let router = MockRouter(name: "shop")
        router.$routeMock.returns(99)
        #expect(router.route("/a") == 99)
        // The class's own calls reach the stub too.
        #expect(router.routeAll(["/b"]) == 99)
        #expect(router.routed.isEmpty)
        router.$routeMock.resetLoader()
        #expect(router.route("/c") == 1)
        router.$resolveMock.throws(RouterError.closed)
        #expect(throws: RouterError.closed) { try router.resolve("x") }
        router.$chargeMock.returns(.failure(.closed))
        #expect(throws: RouterError.closed) { try router.charge(1) }
    }

    @Test func propertiesAndSubscriptsReadAndWriteTheClassUntilStubbed() {
        let router = MockRouter(name: "shop")
        #expect(router.title == "router")
        router.title = "renamed"
        #expect(router.title == "renamed")
        router.$titleMock.returns("stubbed")
        #expect(router.title == "stubbed")
        router.$titleMock.verifySet(.once, to: "renamed")

        router["/a"] = 2
        #expect(router["/a"] == 2)
        router.$subscriptMock.when("/b").returns(7)
        #expect(router["/b"] == 7)
        router.$subscriptSetMock.verifyCalled(.once, with: "/a", 2)
    }

    @Test func closuresArePassedToTheClass() {
        let router = MockRouter(name: "shop")
        var seen: [String] = []
        router.each(["/a", "/b"]) { seen.append($0) }
        #expect(seen == ["/a", "/b"])
        router.$eachMock.verifyCalled(.once, with: ["/a", "/b"])
    }

    @Test func classMembersAnswerAsTheClassPerTest() {
        #expect(MockRouter.make(name: "x").base == "/x")
        #expect(MockRouter.scheme == "https")
        MockRouter.schemeMock.returns("http")
        #expect(MockRouter.scheme == "http")
        MockRouter.makeMock.verifyCalled(.once, with: "x")
    }

    @Test func theMockIsCreatedWithTheClassesInitializersOrWithoutItsDependencies() {
        #expect(MockRouter().route("/") == 1)
        #expect(MockRouter(name: "n").base == "/n")
        let login = MockLogin()
        #expect(login.token == "")
        #expect(!login.isValid())
        login.$isValidMock.returns(true)
        #expect(login.isValid())
    }

    @Test func aMockForwardsToAnotherInstanceOfTheClassUntilStubbed() async throws {
        let live = Router(name: "live")
        _ = live.route("/old")
        let router = MockRouter(forwardingTo: live)
        #expect(router.route("/a") == 2, "the live router routes it")
        #expect(live.routed == ["/old", "/a"])
        #expect(router.routed == ["/old", "/a"])
        #expect(router.routeCount == 2)
        router.title = "renamed"
        #expect(live.title == "renamed")
        #expect(router.title == "renamed")
        #expect(try router.resolve("x") == "/live/x")
        #expect(try await router.fetch("/abc") == 4)
        router["/b"] = 1
        #expect(live["/b"] == 1)

        router.$routeMock.returns(0)
        router.$routeMock.when("/c").callsRealImplementation()
        #expect(router.route("/d") == 0)
        #expect(router.route("/c") == 4, "the rule sends it to the live router")
        router.$routeMock.resetLoader()
        #expect(router.route("/e") == 5)
        router.$routeMock.verifyCalled(.exactly(4))
        #expect(router.$titleMock.setValues == ["renamed"])
        // A generic method is not forwarded: it answers as the class does, in the mock.
        #expect(try router.decode(Int.self, from: "7") == 7)
    }

    @Test func finalAndStaticMembersKeepTheClassesImplementation() {
        let router = MockRouter(name: "shop")
        _ = router.route("/a")
        router.reset()
        #expect(router.routed.isEmpty)
        #expect(MockRouter.version() == "1")
    }

    @Test func aRethrowingMethodRunsTheClassesImplementationWithTheClosureUntilStubbed() throws {
        let router = MockRouter(name: "shop")
        _ = router.route("/a")
        _ = router.route("/bb")
        #expect(router.first { $0.count > 2 } == "/bb")
        #expect(throws: RouterError.closed) {
            try router.first { _ in throw RouterError.closed }
        }
        router.$firstMock.returns { predicate in try predicate("/stub") ? "/stub" : nil }
        #expect(router.first { $0.hasPrefix("/s") } == "/stub")
        #expect(router.first { _ in false } == nil)
        router.$firstMock.verifyCalled(.exactly(4))
    }

    @Test func inoutArgumentsTakeTheClassesNewValuesUntilStubbed() throws {
        let router = MockRouter(name: "shop")
        var value = 1
        router.adjust(&value)
        #expect(value == 2)
        router.$adjustMock.returns(10)
        router.adjust(&value)
        #expect(value == 10)
        router.$adjustMock.verifyCalled(.exactly(2))
        #expect(router.$adjustMock.usage.contexts == [1, 2])

        var (first, second) = ("a", "b")
        #expect(try router.swap(&first, &second, times: 1))
        #expect([first, second] == ["b", "a"])
        #expect(throws: RouterError.closed) { try router.swap(&first, &second, times: -1) }
        router.$swapMock.when(.any, .any, 7).returns(("x", "y", false))
        #expect(try !router.swap(&first, &second, times: 7))
        #expect([first, second] == ["x", "y"])
        router.$swapMock.verifyCalled(.once, with: "b", "a", 7)
    }
}

/// Mocks of an `NSObject` subclass, a main actor class and a generic class.
@Suite struct ClassMockKindsTests {
    @Test func anNSObjectSubclassMockOverridesTheClassesOwnMembers() {
        let widget = MockWidget()
        #expect(widget.draw() == "widget")
        #expect(widget.description == "Widget")
        widget.$drawMock.returns("stub")
        #expect(widget.draw() == "stub")
        #expect(widget.$drawMock.callCount == 2)
    }

    @MainActor @Test func aMainActorClassMockIsIsolatedAsTheClass() async {
        let controller = MockViewController()
        controller.viewDidLoad()
        #expect(controller.isVisible)
        #expect(await controller.title(for: 2) == "screen 2")
        controller.$titleMock.returns("stub")
        #expect(await controller.title(for: 3) == "stub")
        controller.$viewDidLoadMock.verifyCalled(.once)
    }

    @Test func aGenericClassMockForwardsToAnotherStore() {
        let live = Store<String, Int>()
        live.store(1, for: "a")
        let store = MockStore(forwardingTo: live)
        #expect(store.value(for: "a") == 1)
        store.store(2, for: "b")
        #expect(live.value(for: "b") == 2)
        store.$valueMock.verifyCalled(.once, with: "a")
    }

    @Test func aGenericClassMockIsGenericToo() {
        let store = MockStore<String, Int>()
        store.store(1, for: "a")
        #expect(store.value(for: "a") == 1)
        store.$valueMock.when("b").returns(2)
        #expect(store.value(for: "b") == 2)
        store.$storeMock.verifyCalled(.once, with: 1, "a")
    }
}
