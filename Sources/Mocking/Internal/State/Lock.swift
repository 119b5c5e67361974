#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A non-recursive mutual-exclusion lock: `os_unfair_lock` on Apple platforms, `pthread_mutex_t`
/// elsewhere.
///
/// The primitive lives at a stable heap address for the lifetime of the lock, as both primitives
/// require. Both are known to ThreadSanitizer, which the tests of code using mocks rely on:
/// `Synchronization.Mutex` is faster on Linux, but it locks inside the uninstrumented runtime
/// library, so ThreadSanitizer would report races on everything it guards.
@usableFromInline
final class Lock: @unchecked Sendable {
    // NB: the primitive is only touched through the lock and unlock functions of its platform,
    // which are thread-safe; its address never changes.
    #if canImport(Darwin)
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @usableFromInline
    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Takes the lock, waiting while another thread holds it. The lock is not recursive.
    @inlinable @inline(__always)
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    /// Releases the lock, which the calling thread holds.
    @inlinable @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }

    /// Runs `body` while holding the lock. `body` must not take this lock again.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value of type `State` that is only read or written while holding a ``Lock``.
///
/// The value sits behind a pointer rather than in a stored property so that accesses skip the
/// dynamic exclusivity checks that class properties pay for; the lock provides the exclusivity.
@usableFromInline
final class Locked<State>: @unchecked Sendable {
    // NB: `state` is only dereferenced inside `withLock`, which holds `lock`.
    @usableFromInline let lock: Lock
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// Creates a locked value guarded by `lock`, which other `Locked` values may share.
    @usableFromInline
    init(_ initial: State, lock: Lock = Lock()) {
        self.lock = lock
        state = .allocate(capacity: 1)
        state.initialize(to: initial)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into anything
    /// that takes the same lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state.pointee) }
    }
}
