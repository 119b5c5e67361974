/// A global actor of the module's own.
@globalActor
actor RenderActor {
    static let shared = RenderActor()
}

/// A type whose protocol is nested in it, and a protocol isolated to a global actor of the
/// module.
enum Toolbar {
    /// A nested protocol: its mock is `MockToolbarDelegate`.
    protocol Delegate: AnyObject {
        func toolbar(didSelect index: Int)
    }
}

/// Isolated to the module's own global actor.
@RenderActor
protocol Renderer {
    var frameCount: Int { get }
    func render(_ frame: Int) async
}
