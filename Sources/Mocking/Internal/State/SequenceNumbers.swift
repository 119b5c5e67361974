#if canImport(Darwin)
/// The last sequence number handed out. `Synchronization.Atomic` needs macOS 15 / iOS 18, newer
/// than this package's deployment targets, so Apple platforms use an unfair lock instead.
@usableFromInline
let lastSequenceNumber = Locked<Int>(0)

/// Returns the next number of the process-wide, strictly increasing call sequence.
@inlinable
func nextSequenceNumber() -> Int {
    lastSequenceNumber.withLock { last in
        last += 1
        return last
    }
}
#else
import Synchronization

/// The last sequence number handed out, shared by every mock in the process.
@usableFromInline
let lastSequenceNumber = Atomic<Int>(0)

/// Returns the next number of the process-wide, strictly increasing call sequence.
///
/// Relaxed ordering suffices: read-modify-writes of one atomic form a single total order, and
/// callers hold their mock's lock while drawing a number, so each history stays sorted.
@inlinable
func nextSequenceNumber() -> Int {
    lastSequenceNumber.wrappingAdd(1, ordering: .relaxed).newValue
}
#endif
