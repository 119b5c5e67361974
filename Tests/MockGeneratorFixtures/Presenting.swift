/// A screen: a class whose protocols the mocks subclass.
class Screen {
    init() {}
}

/// A window made with a title: a class whose initializer takes arguments.
class Window {
    let title: String

    init(title: String, width: Int) {
        self.title = title
    }
}

/// A superclass constraint, written as an inheritance.
protocol Presenting: Screen {
    func present()
}

/// A superclass constraint, written as a `where` clause.
protocol Dismissing where Self: Screen {
    func dismiss(animated: Bool)
}

/// A superclass whose only initializer takes arguments.
protocol Titled: Window {
    var subtitle: String { get }
}

/// A generic class.
class Box<Content> {
    init() {}
}

/// A superclass constraint with generic arguments.
protocol Boxed: Box<Int> {
    func open() -> Int
}
