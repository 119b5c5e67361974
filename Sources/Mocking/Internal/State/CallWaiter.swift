/// A task suspended until a mock's history satisfies a condition, or its time runs out.
@usableFromInline
struct CallWaiter<Context, Value> {
    let id: Int
    /// Whether the contexts of the recorded calls, oldest first, are what the task waits for.
    let isSatisfied: ([Context]) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
    var timeout: Task<Void, Never>?

    /// Wakes the waiting task with `satisfied`, and stops its timer.
    func resume(returning satisfied: Bool) {
        timeout?.cancel()
        continuation.resume(returning: satisfied)
    }
}

/// Identifies waiters so that a timer or a cancellation can find its own.
private let lastWaiterID = Locked<Int>(0)

extension MockUsage {
    /// Suspends until the history satisfies `isSatisfied`, or until `timeout` passes or the task
    /// is cancelled.
    ///
    /// The condition is checked now and after each recorded call, outside the mock's lock.
    /// - Returns: Whether the history satisfied the condition in time.
    @usableFromInline
    func waitUntil(
        timeout: Duration, _ isSatisfied: @escaping ([Context]) -> Bool
    ) async -> Bool {
        let id = lastWaiterID.withLock { last in
            last += 1
            return last
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waiter = CallWaiter<Context, Value>(
                    id: id, isSatisfied: isSatisfied, continuation: continuation)
                storage.withLock { $0.waiters.append(waiter) }
                startTimer(forWaiter: id, timeout: timeout)
                wakeSatisfiedWaiters()
            }
        } onCancel: {
            resumeWaiter(id, returning: false)
        }
    }

    /// Wakes every waiter whose condition the history now satisfies.
    @usableFromInline
    func wakeSatisfiedWaiters() {
        let (contexts, waiters) = storage.withLock { ($0.contexts, $0.waiters) }
        for waiter in waiters where waiter.isSatisfied(contexts) {
            resumeWaiter(waiter.id, returning: true)
        }
    }

    /// Expires waiter `id` after `timeout`, unless the history satisfies it first.
    private func startTimer(forWaiter id: Int, timeout: Duration) {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.resumeWaiter(id, returning: false)
        }
        let isStillWaiting = storage.withLock { state in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return false }
            state.waiters[index].timeout = timer
            return true
        }
        if !isStillWaiting { timer.cancel() }
    }

    /// Wakes waiter `id` with `satisfied` if it is still waiting; only one caller wakes it.
    private func resumeWaiter(_ id: Int, returning satisfied: Bool) {
        let waiter = storage.withLock { state -> CallWaiter<Context, Value>? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.resume(returning: satisfied)
    }
}
