extension PropertyMock {
    /// Removes every recorded get and set; the value and the stubs stay.
    ///
    /// ```swift
    /// door.isOpen = true
    /// door.$isOpen.resetUsage()
    /// #expect(door.$isOpen.setValues.isEmpty)
    /// #expect(door.isOpen)
    /// ```
    ///
    /// ``reset()`` also restores the initial value and removes the stubs.
    public func resetUsage() {
        scoped.current.removeAccesses()
    }
}
