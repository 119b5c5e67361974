/// A protocol refining a `@MainActor` protocol and one that is not isolated (found by the
/// random-module fuzzer, issue 27: `protocol Store1: Client0` with `@MainActor protocol
/// Client0`): the mock is `@MainActor`, as the protocol is, and implements the requirements of
/// the protocol that is not isolated `nonisolated`, so that its conformance crosses into no
/// isolated code.
protocol Dashboard: Refreshing, Panel {
    var title: String { get }
}

/// A view's panel, isolated to the main actor.
@MainActor protocol Panel {
    func show(_ message: String) -> Bool
}

/// Something refreshed from any thread.
protocol Refreshing {
    func refresh(count: Int) -> Int
}

/// A dashboard of sales, the live instance a spy of ``Dashboard`` forwards to.
@MainActor struct SalesDashboard: Dashboard {
    var title: String { "Sales" }

    func show(_ message: String) -> Bool {
        !message.isEmpty
    }

    nonisolated func refresh(count: Int) -> Int {
        count * 2
    }
}
