/// Associated types constrained through `Self`, two families met in real code: a class-bound
/// protocol that fixes the associated type it inherits by a same-type `where` clause on its own
/// declaration, through an associated type whose default is `Self` (swift-atomics'
/// `AtomicReference`); and two protocols whose associated types name each other, each
/// constrained by a `where` clause on its element to be `Self` (WasmKit's raw integers).

/// Where a value is kept, and read back.
protocol Cell {
    associatedtype Value
    init(holding value: Value)
    func read() -> Value
}

/// A value kept in a cell of its own kind.
protocol Storable {
    associatedtype Representation: Cell
}

/// A cell holding a reference. `nonisolated`, as swift-atomics' storage is, so that under the
/// main-actor default its conformance is not isolated, which no class conforming to
/// `SharedObject` outside the main actor could then use.
nonisolated final class ReferenceCell<Instance: AnyObject>: Cell {
    let instance: Instance

    init(holding value: Instance) {
        instance = value
    }

    func read() -> Instance {
        instance
    }
}

/// An object shared by reference, kept in a reference cell of its base class, which is the
/// conforming class unless it says otherwise.
protocol SharedObject: AnyObject, Storable where Representation == ReferenceCell<Base> {
    associatedtype Base: AnyObject = Self
    var identifier: Int { get }
    func touch(at instant: Int) -> Bool
}

/// The unsigned half of a pair of encodings: its signed half's unsigned half is itself.
protocol UnsignedEncoding {
    associatedtype Signed: SignedEncoding where Signed.Unsigned == Self
    init(bitPattern: Signed)
    var magnitude: UInt64 { get }
}

/// The signed half of a pair of encodings: its unsigned half's signed half is itself.
protocol SignedEncoding {
    associatedtype Unsigned: UnsignedEncoding where Unsigned.Signed == Self
    init(bitPattern: Unsigned)
    var isNegative: Bool { get }
}
