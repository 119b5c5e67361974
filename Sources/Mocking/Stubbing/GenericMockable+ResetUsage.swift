extension GenericMockable {
    /// Removes the recorded calls of every specialization; their stubs stay.
    ///
    /// ```swift
    /// let user: User = try store.load(from: "{}")
    /// store.$loadMock.resetUsage()
    /// #expect(store.$loadMock.callCount == 0)
    /// ```
    ///
    /// ``reset()`` also removes the stubs.
    public func resetUsage() {
        for mock in _specializations.specializations.all {
            mock.resetUsage()
        }
    }
}
