extension PropertyState {
    /// Removes the recorded gets and sets in one acquisition of the lock the getter, the setter
    /// and the value share, so that no access is left in one history and gone from the other.
    func removeAccesses() {
        getter._state.lock.withLock {
            getter._state.history.withLockHeld { $0.removeAll() }
            setter._state.history.withLockHeld { $0.removeAll() }
        }
    }
}
