extension Mockable {
    /// Records a test issue unless the mock was called `count` times.
    ///
    /// ```swift
    /// $fetchMock.verifyCalled()                 // at least once
    /// $fetchMock.verifyCalled(.exactly(2))
    /// ```
    ///
    /// A failure names the mock with the type that declares it: "Expected MockStore.fetchMock to
    /// be called exactly 2 times, but it was called 1 time." and lists every recorded call with
    /// its context and result. It is recorded at the
    /// caller, in whichever test framework runs the test; outside a test it is printed.
    /// - Parameters:
    ///   - count: The expected number of calls.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: AnyContextMatcher(),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless `count` calls had a context that satisfies `predicate`.
    ///
    /// ```swift
    /// $fileExistsMock.verifyCalled(.atLeast(2), where: { $0.hasPrefix("/tmp") })
    /// ```
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - predicate: Decides which calls count.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        where predicate: @escaping (Context) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: PredicateMatcher(predicate),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if the mock was called at all.
    /// - Parameters:
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(.never, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a test issue if a call had a context that satisfies `predicate`.
    ///
    /// ```swift
    /// $fileExistsMock.verifyNeverCalled(where: { $0.hasPrefix("/etc") })
    /// ```
    /// - Parameters:
    ///   - predicate: Decides which calls must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        where predicate: @escaping (Context) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(
            .never, where: predicate, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

extension Mockable where Context: Equatable {
    /// Records a test issue unless `count` calls had `context`.
    ///
    /// ```swift
    /// files.$fileExistsMock.verifyCalled(.once, with: "/tmp")
    /// ```
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - context: The expected context.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        with context: Context,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: EqualContextMatcher(context),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if a call had `context`.
    /// - Parameters:
    ///   - context: The context that must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        with context: Context,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            .never, matching: EqualContextMatcher(context),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension Mockable {
    /// Records a test issue unless `count` calls had an ``EquatableTuple`` holding `input` among
    /// its inputs.
    ///
    /// ```swift
    /// files.$copyItemMock.verifyCalled(.once, with: source)
    /// ```
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - input: The input to find in each call's tuple.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled<Input>(
        _ count: CallCount = .atLeastOnce,
        with input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool where Context == EquatableTuple<Input> {
        usage.verify(
            count, matching: ContainedInputMatcher(input),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if a call had an ``EquatableTuple`` holding `input` among its inputs.
    /// - Parameters:
    ///   - input: The input that must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled<Input>(
        with input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool where Context == EquatableTuple<Input> {
        verifyCalled(
            .never, with: input, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension Mockable where Context == EquatableTuple<CodableInput> {
    /// Records a test issue unless `count` calls had a tuple holding `input` among its inputs.
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - input: The input to find in each call's tuple.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled(
        _ count: CallCount = .atLeastOnce,
        with input: CodableInput,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, matching: ContainedInputMatcher(input),
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue unless `count` calls had a tuple holding an input that encodes like
    /// `value`.
    ///
    /// ```swift
    /// files.$contentsOfDirectoryAtUrlMock.verifyCalled(.once, with: folder)
    /// ```
    ///
    /// A value that cannot be encoded records an issue naming it.
    /// - Parameters:
    ///   - count: The expected number of matching calls.
    ///   - value: The value to find among each call's inputs.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyCalled<Value: Encodable>(
        _ count: CallCount = .atLeastOnce,
        with value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        usage.verify(
            count, holdingEncoded: value,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a test issue if a call had a tuple holding `input` among its inputs.
    /// - Parameters:
    ///   - input: The input that must not occur.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled(
        with input: CodableInput,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(
            .never, with: input, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a test issue if a call had a tuple holding an input that encodes like `value`.
    /// - Parameters:
    ///   - value: The value that must not occur among the inputs.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    /// - Returns: Whether the verification passed.
    @discardableResult
    public func verifyNeverCalled<Value: Encodable>(
        with value: Value,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        verifyCalled(
            .never, with: value, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
