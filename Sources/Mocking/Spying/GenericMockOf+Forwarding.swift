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
    /// - Parameter live: The instance the calls go to.
    public func forward(to live: Any) {
        scoped.current.forwardee.withLock { $0 = live }
    }

    /// The instance `forward(to:)` gave, if it is a `Live`.
    func forwardee<Live>(as _: Live.Type) -> Live? {
        scoped.current.forwardee.withLock { $0 } as? Live
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
}

extension GenericMockOf where Effects == MockEffects.Async {
    /// Answers a call with `context` through the specialization that returns `Value`, as its stub
    /// says, or else with `default`, and records it there: the call of a mock of a class, whose
    /// default is the superclass's implementation.
    ///
    /// - Parameters:
    ///   - context: What the call receives, without its `T.Type` arguments.
    ///   - live: The answer when no stub applies, evaluated only then.
    /// - Returns: The stub's answer, or `default`.
    public func callAsFunction<Context, Value>(
        _ context: Context, default live: @autoclosure () async -> Value
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
    /// - Returns: The stub's answer, or the live instance's.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (Live) async -> Value
    ) async -> Value {
        guard let live = forwardee(as: Live.self) else {
            return await inner(forCall: AsyncMock<Context, Value>.self, context).getValue(context)
        }
        return await inner(AsyncMock<Context, Value>.self)(context, default: await call(live))
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
    /// - Returns: The stub's answer, or `default`.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Context, Value>(
        _ context: Context, default live: @autoclosure () async throws -> Value
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
    /// - Returns: The stub's answer, or the live instance's.
    /// - Throws: The error the answer throws, after recording it.
    public func callAsFunction<Live, Context, Value>(
        _ context: Context, forwardingTo call: (Live) async throws -> Value
    ) async throws -> Value {
        guard let live = forwardee(as: Live.self) else {
            return try await inner(forCall: AsyncThrowingMock<Context, Value>.self, context)
                .getValue(context)
        }
        return try await inner(AsyncThrowingMock<Context, Value>.self)(
            context, default: try await call(live))
    }
}
