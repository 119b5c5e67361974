extension PropertyMock {
    /// Makes the property read, and write, through to a real instance: gets answer what `get`
    /// reads until a test stubs the getter, and sets call `set`; every access is recorded. The
    /// property is a spy's.
    ///
    /// ```swift
    /// $isOpen.forward(get: { live.isOpen }, set: { live.isOpen = $0 })
    /// ```
    ///
    /// ``resetLoader()`` returns gets to the real instance. Without `set`, sets store the value
    /// as they do in any mock property, and gets still read the real instance.
    /// - Parameters:
    ///   - get: Reads the real instance's property.
    ///   - set: Writes it, for a settable property.
    public func forward(get: @escaping () -> Value, set: ((Value) -> Void)? = nil) {
        getter.forward(to: { _ in get() })
        if let set { setter.forward(to: set) }
    }
}
