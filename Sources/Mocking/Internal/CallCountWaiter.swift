/// A task suspended in ``Mockable/waitUntilCalled(times:timeout:)`` until a mock's history holds
/// `expectedCount` calls or its time runs out.
@usableFromInline
struct CallCountWaiter: Sendable {
    let id: Int
    @usableFromInline let expectedCount: Int
    let continuation: CheckedContinuation<Bool, Never>
    var timeout: Task<Void, Never>?

    /// Wakes the waiting task with `satisfied`, and stops its timer.
    @usableFromInline
    func resume(returning satisfied: Bool) {
        timeout?.cancel()
        continuation.resume(returning: satisfied)
    }
}

/// Identifies waiters so that a timer or a cancellation can find its own.
private let lastWaiterID = Locked<Int>(0)

extension MockUsage {
    /// Suspends until the history holds at least `count` calls, or until `timeout` passes or the
    /// task is cancelled.
    ///
    /// - Returns: Whether the history reached `count`.
    func waitUntilCount(reaches count: Int, timeout: Duration) async -> Bool {
        let id = lastWaiterID.withLock { last in
            last += 1
            return last
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isWaiting = storage.withLock { state in
                    guard state.entries.count < count else { return false }
                    state.waiters.append(
                        CallCountWaiter(id: id, expectedCount: count, continuation: continuation))
                    return true
                }
                guard isWaiting else {
                    continuation.resume(returning: true)
                    return
                }
                startTimer(forWaiter: id, timeout: timeout)
            }
        } onCancel: {
            expireWaiter(id)
        }
    }

    /// Expires waiter `id` after `timeout`, unless a call satisfies it first.
    private func startTimer(forWaiter id: Int, timeout: Duration) {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.expireWaiter(id)
        }
        let isStillWaiting = storage.withLock { state in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return false }
            state.waiters[index].timeout = timer
            return true
        }
        if !isStillWaiting { timer.cancel() }
    }

    /// Wakes waiter `id` with `false` if it is still waiting.
    private func expireWaiter(_ id: Int) {
        let expired = storage.withLock { state -> CallCountWaiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        expired?.resume(returning: false)
    }
}
