import MockGeneratorFixturesBase

/// A class with a required initializer beside a plain one.
class Archive {
    let shelf: Int

    required init(shelf: Int) {
        self.shelf = shelf
    }

    init() {
        shelf = 0
    }
}

/// An initializer required of a subclass of a class with a required one: the mock declares the
/// required one again.
protocol Archiving: Archive {
    init(name: String)
    func store(_ item: String)
}

/// A class whose only initializer takes arguments.
class Ledger {
    let owner: String

    init(owner: String) {
        self.owner = owner
    }
}

/// An initializer required of a subclass of a class that has none without arguments: the mock's
/// call the class's with default values.
protocol Balancing: Ledger {
    init(total: Int)
    var balance: Int { get }
}

/// A superclass constraint to a public class of another module, whose initializer is internal.
protocol Guarding: Vault {
    func lock()
}
