#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The baseline every recorded mock call is compared with: what a developer writes by hand to
/// record the calls of a test double, a closure call plus an append under a lock.
///
/// It holds a `pthread_mutex_t` at a stable heap address, like the library's internal `Lock`,
/// and the contexts in a plain array. It records the context only, not the result or a sequence
/// number: the ratio of a mock against it is the price of everything a mock does beyond that.
///
/// A developer writes such a recorder in the module that calls it, where the compiler specializes
/// it; `@inlinable` gives the benchmarks, in other modules, the same code.
public final class BaselineRecorder<Context, Value>: @unchecked Sendable {
    // NB: `contexts` is only read or written between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` of `mutex`, whose address never changes; `body` is immutable.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var contexts: [Context] = []
    @usableFromInline let body: (Context) -> Value

    /// Creates a recorder answering through `body`.
    public init(_ body: @escaping (Context) -> Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        // The optimizer must not see through the closure, or the baseline would inline it while
        // a mock cannot.
        self.body = opaque(body)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Answers through the closure and records `context`.
    @inlinable
    @discardableResult
    public func call(_ context: Context) -> Value {
        let value = body(context)
        pthread_mutex_lock(mutex)
        contexts.append(context)
        pthread_mutex_unlock(mutex)
        return value
    }

    /// Removes every recorded context, releasing the storage as `resetUsage()` does for a mock.
    @inlinable
    public func removeAll() {
        pthread_mutex_lock(mutex)
        contexts.removeAll()
        pthread_mutex_unlock(mutex)
    }

    /// The number of recorded contexts.
    @inlinable
    public var count: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return contexts.count
    }
}

extension BaselineRecorder where Context: Equatable {
    /// Whether a recorded context equals `context`, scanning a snapshot taken under the lock.
    @inlinable
    public func contains(_ context: Context) -> Bool {
        pthread_mutex_lock(mutex)
        let snapshot = contexts
        pthread_mutex_unlock(mutex)
        return snapshot.contains(context)
    }
}

/// The baseline for `AsyncMock`: the same recorder around an `async` closure, which, as the
/// mock's loaders do, runs on the caller's isolation.
public final class AsyncBaselineRecorder<Context, Value>: @unchecked Sendable {
    // NB: as for `BaselineRecorder`; the lock is never held across a suspension point.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var contexts: [Context] = []
    @usableFromInline let body: nonisolated(nonsending) (Context) async -> Value

    /// Creates a recorder answering through `body`.
    public init(_ body: nonisolated(nonsending) @escaping (Context) async -> Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.body = opaque(body)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Answers through the closure and records `context`.
    @inlinable
    nonisolated(nonsending) public func call(_ context: Context) async -> Value {
        let value = await body(context)
        pthread_mutex_lock(mutex)
        contexts.append(context)
        pthread_mutex_unlock(mutex)
        return value
    }

    /// Removes every recorded context.
    @inlinable
    public func removeAll() {
        pthread_mutex_lock(mutex)
        contexts.removeAll()
        pthread_mutex_unlock(mutex)
    }
}
