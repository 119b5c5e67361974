extension GenericMockOf {
    /// Makes the generic method's specializations answer as `live`, a real instance, does, until a
    /// test stubs them: the method passes each call to make to `callAsFunction(_:forwardingTo:)`.
    ///
    /// ```swift
    /// $loadMock.forward(to: live)
    /// func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T {
    ///     try loadMock(key, forwardingTo: { (live: any Store) in try live.load(T.self, from: key) })
    /// }
    /// ```
    /// A `mutating` call changes the wrapper's own copy of a value type's instance; to share one
    /// instance with the spy's other members, use ``forward(get:set:)``.
    ///
    /// - Parameter live: The instance the calls go to.
    public func forward(to live: Any) {
        scoped.current.forwardee.withLock { $0 = Forwardee(get: { live }) }
    }

    /// Makes the generic method's specializations answer as the live instance that `get` reads
    /// does, until a test stubs them; `set` keeps what a `mutating` call changed in a value
    /// type's instance. A spy whose members share one variable forwards to it this way:
    ///
    /// ```swift
    /// var live = live
    /// $items.forward(get: { live.items })
    /// $writeMock.forward(get: { live }, set: { live = $0 })
    /// ```
    /// - Parameters:
    ///   - get: Reads the instance the calls go to.
    ///   - set: Keeps the instance a `mutating` call changed.
    public func forward<Live>(get: @escaping () -> Live, set: ((Live) -> Void)? = nil) {
        let forwardee = Forwardee(
            get: get,
            set: set.map { set in
                { changed in (changed as? Live).map(set) }
            })
        scoped.current.forwardee.withLock { $0 = forwardee }
    }

    /// The instance ``forward(to:)`` or ``forward(get:set:)`` gave, if it is a `Live`.
    func forwardee<Live>(as _: Live.Type) -> Live? {
        scoped.current.forwardee.withLock { $0 }?.get() as? Live
    }

    /// Calls `call` with `live`, then keeps the changed instance: the call of a `mutating`
    /// method.
    func changing<Live, Value, Failure>(
        _ live: inout Live, _ call: (inout Live) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        defer { keep(live) }
        return try call(&live)
    }

    /// Calls `call` with `live`, then keeps the changed instance: the call of an async
    /// `mutating` method.
    func changing<Live, Value, Failure>(
        _ live: inout Live, _ call: (inout Live) async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        defer { keep(live) }
        return try await call(&live)
    }

    /// Writes `changed` back through the forwardee's `set`, or makes it the wrapper's own copy.
    private func keep(_ changed: Any) {
        guard let set = scoped.current.forwardee.withLock({ $0 })?.set else {
            forward(to: changed)
            return
        }
        set(changed)
    }
}

extension GenericMockOf where Effects == MockEffects.Plain {
    /// Answers a call with `context` through the specialization that returns `Value`, as its stub
    /// says, or else with `default`, and records it there: the call of a mock of a class, whose
    /// default is the superclass's implementation.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - live: The answer when no stub applies, evaluated only then.
    /// - Returns: The stub's answer, or `default`.
    public func callAsFunction<Context, Value>(
        _ context: Context, default live: @autoclosure () -> Value
    ) -> Value {
        inner(Mock<Context, Value>.self)(context, default: live())
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else, once ``forward(to:)`` gave a live instance, with what `call` answers
    /// for it, and records it there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance.
    /// - Returns: The stub's answer, or the live instance's.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (Live) -> Value
    ) -> Value {
        guard let live = forwardee(as: Live.self) else {
            return inner(forCall: Mock<Context, Value>.self, context).getValue(context)
        }
        return inner(Mock<Context, Value>.self)(context, default: call(live))
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else with what `call` answers for the live instance ``forward(to:)`` gave,
    /// whose change the mock keeps: the call of a `mutating` method of a value type. It records
    /// the call there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance, which it may change.
    /// - Returns: The stub's answer, or the live instance's.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (inout Live) -> Value
    ) -> Value {
        guard var live = forwardee(as: Live.self) else {
            return inner(forCall: Mock<Context, Value>.self, context).getValue(context)
        }
        return inner(Mock<Context, Value>.self)(
            context, default: changing(&live, call))
    }
}

extension GenericMockOf where Effects == MockEffects.Throwing {
    /// Answers a call with `context` through the specialization that returns `Value`, as its stub
    /// says, or else with `default`, and records it there: the call of a mock of a class, whose
    /// default is the superclass's implementation.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - live: The answer when no stub applies, evaluated only then.
    /// - Returns: The stub's answer, or `default`.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Context, Value>(
        _ context: Context, default live: @autoclosure () throws -> Value
    ) throws -> Value {
        try inner(ThrowingMock<Context, Value>.self)(context, default: try live())
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else, once ``forward(to:)`` gave a live instance, with what `call` answers
    /// for it, and records it there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance.
    /// - Returns: The stub's answer, or the live instance's.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (Live) throws -> Value
    ) throws -> Value {
        guard let live = forwardee(as: Live.self) else {
            return try inner(forCall: ThrowingMock<Context, Value>.self, context).getValue(context)
        }
        return try inner(ThrowingMock<Context, Value>.self)(context, default: try call(live))
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else with what `call` answers for the live instance ``forward(to:)`` gave,
    /// whose change the mock keeps: the call of a `mutating` method of a value type. It records
    /// the call there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance, which it may change.
    /// - Returns: The stub's answer, or the live instance's.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (inout Live) throws -> Value
    ) throws -> Value {
        guard var live = forwardee(as: Live.self) else {
            return try inner(forCall: ThrowingMock<Context, Value>.self, context).getValue(context)
        }
        return try inner(ThrowingMock<Context, Value>.self)(
            context, default: try changing(&live, call))
    }
}

extension GenericMockOf where Effects == MockEffects.Async {
    /// Answers a call with `context` through the specialization that returns `Value`, as its stub
    /// says, or else with `default`, and records it there: the call of a mock of a class, whose
    /// default is the superclass's implementation.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - live: The answer when no stub applies, evaluated only then.
    ///   - isolation: The caller's actor, on which the live call runs, as the stubs do;
    ///     leave it to its default, the isolation of the call.
    /// - Returns: The stub's answer, or `default`.
    public func callAsFunction<Context, Value>(
        _ context: Context, default live: @autoclosure () async -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Value {
        await inner(AsyncMock<Context, Value>.self)(context, default: await live())
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else, once ``forward(to:)`` gave a live instance, with what `call` answers
    /// for it, and records it there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance.
    ///   - isolation: The caller's actor, on which the live call runs, as the stubs do;
    ///     leave it to its default, the isolation of the call.
    /// - Returns: The stub's answer, or the live instance's.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (Live) async -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Value {
        guard let live = forwardee(as: Live.self) else {
            return await inner(forCall: AsyncMock<Context, Value>.self, context).getValue(context)
        }
        return await inner(AsyncMock<Context, Value>.self)(context, default: await call(live))
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else with what `call` answers for the live instance ``forward(to:)`` gave,
    /// whose change the mock keeps: the call of a `mutating` method of a value type. It records
    /// the call there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance, which it may change.
    ///   - isolation: The caller's actor, on which the live call runs, as the stubs do;
    ///     leave it to its default, the isolation of the call.
    /// - Returns: The stub's answer, or the live instance's.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (inout Live) async -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Value {
        guard var live = forwardee(as: Live.self) else {
            return await inner(forCall: AsyncMock<Context, Value>.self, context).getValue(context)
        }
        return await inner(AsyncMock<Context, Value>.self)(
            context, default: await changing(&live, call))
    }
}

extension GenericMockOf where Effects == MockEffects.AsyncThrowing {
    /// Answers a call with `context` through the specialization that returns `Value`, as its stub
    /// says, or else with `default`, and records it there: the call of a mock of a class, whose
    /// default is the superclass's implementation.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - live: The answer when no stub applies, evaluated only then.
    ///   - isolation: The caller's actor, on which the live call runs, as the stubs do;
    ///     leave it to its default, the isolation of the call.
    /// - Returns: The stub's answer, or `default`.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Context, Value>(
        _ context: Context, default live: @autoclosure () async throws -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await inner(AsyncThrowingMock<Context, Value>.self)(context, default: try await live())
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else, once ``forward(to:)`` gave a live instance, with what `call` answers
    /// for it, and records it there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance.
    ///   - isolation: The caller's actor, on which the live call runs, as the stubs do;
    ///     leave it to its default, the isolation of the call.
    /// - Returns: The stub's answer, or the live instance's.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (Live) async throws -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        guard let live = forwardee(as: Live.self) else {
            return try await inner(forCall: AsyncThrowingMock<Context, Value>.self, context)
                .getValue(context)
        }
        return try await inner(AsyncThrowingMock<Context, Value>.self)(
            context, default: try await call(live))
    }

    /// Answers a call with `context` through the specialization that returns `Value`: as its
    /// stub says, or else with what `call` answers for the live instance ``forward(to:)`` gave,
    /// whose change the mock keeps: the call of a `mutating` method of a value type. It records
    /// the call there.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - call: The call to make on the live instance, which it may change.
    ///   - isolation: The caller's actor, on which the live call runs, as the stubs do;
    ///     leave it to its default, the isolation of the call.
    /// - Returns: The stub's answer, or the live instance's.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (inout Live) async throws -> Value,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        guard var live = forwardee(as: Live.self) else {
            return try await inner(forCall: AsyncThrowingMock<Context, Value>.self, context)
                .getValue(context)
        }
        return try await inner(AsyncThrowingMock<Context, Value>.self)(
            context, default: try await changing(&live, call))
    }
}
