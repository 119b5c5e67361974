#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

#if !canImport(Darwin)
import Synchronization
#endif

/// A non-recursive mutual-exclusion lock: `os_unfair_lock` on Apple platforms; elsewhere an
/// atomic word, with a `pthread_mutex_t` and a `pthread_cond_t` to park the threads that find it
/// taken.
///
/// Taking and releasing a free lock on Linux is one atomic instruction each, compiled into this
/// module: a `pthread_mutex_t` costs about 55 instructions per lock and unlock, which a recorded
/// call pays once or twice. Both forms are known to ThreadSanitizer, which the tests of code
/// using mocks rely on: `os_unfair_lock` is intercepted, and here every hand-off of the lock goes
/// through the atomic word (acquiring when taken, releasing when let go), whose operations
/// ThreadSanitizer instruments, while parking goes through pthread calls it intercepts.
/// `Synchronization.Mutex` would not do: a contended `Mutex` is handed over inside the
/// uninstrumented runtime library, so ThreadSanitizer would report races on everything it guards.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
    // NB: the primitive is only touched through `os_unfair_lock_lock` and
    // `os_unfair_lock_unlock`, which are thread-safe; its address never changes.
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>

    @usableFromInline
    init() {
        primitive = .allocate(capacity: 1)
        primitive.initialize(to: os_unfair_lock())
    }

    deinit {
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Takes the lock, waiting while another thread holds it. The lock is not recursive.
    @inlinable @inline(__always)
    func lock() {
        os_unfair_lock_lock(primitive)
    }

    /// Releases the lock, which the calling thread holds.
    @inlinable @inline(__always)
    func unlock() {
        os_unfair_lock_unlock(primitive)
    }
    #else
    // NB: `state` is only changed by atomic operations; `parking` and `wakeUp` are only touched
    // through pthread functions, which are thread-safe, and their addresses never change.

    /// 0 when free, 1 when held, 2 when held and a thread may be parked waiting for it.
    @usableFromInline let state = Atomic<UInt32>(0)
    @usableFromInline let parking: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let wakeUp: UnsafeMutablePointer<pthread_cond_t>

    @usableFromInline
    init() {
        parking = .allocate(capacity: 1)
        parking.initialize(to: pthread_mutex_t())
        pthread_mutex_init(parking, nil)
        wakeUp = .allocate(capacity: 1)
        wakeUp.initialize(to: pthread_cond_t())
        pthread_cond_init(wakeUp, nil)
    }

    deinit {
        pthread_cond_destroy(wakeUp)
        wakeUp.deinitialize(count: 1)
        wakeUp.deallocate()
        pthread_mutex_destroy(parking)
        parking.deinitialize(count: 1)
        parking.deallocate()
    }

    /// Takes the lock, waiting while another thread holds it. The lock is not recursive.
    @inlinable @inline(__always)
    func lock() {
        if _fastPath(state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged)
        {
            return
        }
        lockContended()
    }

    /// Releases the lock, which the calling thread holds, and wakes a parked thread if any.
    @inlinable @inline(__always)
    func unlock() {
        if _slowPath(state.exchange(0, ordering: .releasing) == 2) {
            wakeParkedThread()
        }
    }

    /// Takes the lock that another thread holds: spins a little, as a mock's lock is held for a
    /// few hundred instructions, then parks until a release wakes it.
    @usableFromInline @inline(never)
    func lockContended() {
        for _ in 0..<64 where state.load(ordering: .relaxed) == 0 {
            if state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
        }
        pthread_mutex_lock(parking)
        // Marking the lock 2 tells its holder to wake a parked thread on release. The holder
        // wakes it under `parking`, which this thread holds until it waits, so no wake-up is lost.
        while state.exchange(2, ordering: .acquiring) != 0 {
            pthread_cond_wait(wakeUp, parking)
        }
        pthread_mutex_unlock(parking)
    }

    /// Wakes one parked thread, which takes the lock or parks again.
    @usableFromInline @inline(never)
    func wakeParkedThread() {
        pthread_mutex_lock(parking)
        pthread_cond_signal(wakeUp)
        pthread_mutex_unlock(parking)
    }
    #endif

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

    /// Runs `body` with access to the value, for a caller that holds ``lock`` already, as a call
    /// path that takes the lock once, reads several values and releases it early does.
    @inlinable @inline(__always)
    func withLockHeld<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try body(&state.pointee)
    }
}
