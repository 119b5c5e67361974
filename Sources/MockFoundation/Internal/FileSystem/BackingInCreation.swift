import Foundation

/// The backing file manager of the `MockFileManager` that the calling thread is creating.
///
/// A stored property's initial value cannot read another property of the object, so
/// `MockFileManager.init(backing:)` leaves its backing here, on its own thread, before the
/// object's properties are initialized; each wrapper's default loader, written beside it, reads
/// it from here once. Initial values run on the thread of the initializer, synchronously, so no
/// other creation can see it.
struct BackingInCreation {
    /// The key of the backing in the thread's dictionary.
    private static let key = "org.mocking.MockFileManager.backingInCreation"

    /// What the thread held before, restored by ``end()``, for a creation inside another.
    private let previous: Any?

    /// Leaves `backing` for the wrappers of the mock the calling thread is about to create.
    init(_ backing: any FileManageable) {
        let dictionary = Thread.current.threadDictionary
        previous = dictionary[Self.key]
        dictionary[Self.key] = Box(backing)
    }

    /// The backing left by the creation under way on the calling thread, if any.
    static var current: (any FileManageable)? {
        (Thread.current.threadDictionary[key] as? Box)?.backing
    }

    /// Ends the creation: the thread holds what it held before.
    func end() {
        Thread.current.threadDictionary[Self.key] = previous
    }

    /// The backing, as an object the thread's dictionary can hold.
    private final class Box {
        let backing: any FileManageable

        init(_ backing: any FileManageable) {
            self.backing = backing
        }
    }
}
