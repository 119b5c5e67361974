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
        scoped.current.forward(sets: set != nil)
    }
}

extension PropertyMock {
    /// Answers a get as the test's stub of the getter says, or else with `default`, and records
    /// it: a get of a class mock's property, whose default is the superclass's.
    ///
    /// ```swift
    /// override var title: String {
    ///     get { $titleMock.get(default: super.title) }
    ///     set { $titleMock.set(newValue) { super.title = $0 } }
    /// }
    /// @PropertyMock var titleMock: String
    /// ```
    /// - Parameter live: The value when no stub applies, read only then.
    /// - Returns: The stub's answer, or `default`.
    public func get(default live: @autoclosure () -> Value) -> Value {
        getter((), default: live())
    }

    /// Records a set of `newValue`, and answers it as the test's stub of the setter says, or else
    /// with `default`: a set of a class mock's property, whose default is the superclass's.
    /// - Parameters:
    ///   - newValue: The value set.
    ///   - live: Sets it when no stub applies.
    public func set(_ newValue: Value, default live: (Value) -> Void) {
        setter(newValue, default: live(newValue))
    }
}
