/// The inner mocks of one generic mock: one ordinary mock per specialization, made on first use.
///
/// A specialization is identified by the type of its inner mock, such as
/// `ThrowingMock<String, User>`, which holds the context, value and effects of the member for one
/// set of type arguments.
final class Specializations: @unchecked Sendable {
    // NB: `mocks` and `strictness` are only accessed while holding their locks; every inner mock
    // is thread-safe.
    private let mocks = Locked<[(type: ObjectIdentifier, mock: any StubbableMock)]>([])
    /// Whether a call to a specialization that no test stubbed records a test issue.
    private let strictness: Locked<Bool>
    let declaration: SourceLocation
    /// Whether the mock was declared `strict: true`, which a reset restores.
    let isDeclaredStrict: Bool

    init(declaration: SourceLocation, isStrict: Bool) {
        self.declaration = declaration
        isDeclaredStrict = isStrict
        strictness = Locked(isStrict)
    }

    /// Whether a call to a specialization that no test stubbed records a test issue.
    var isStrict: Bool {
        strictness.withLock { $0 }
    }

    /// Makes a call to a specialization that no test stubbed record a test issue, or not.
    func setStrict(_ isStrict: Bool) {
        strictness.withLock { $0 = isStrict }
    }

    /// Every inner mock made so far, in the order they were first used.
    var all: [any StubbableMock] {
        mocks.withLock { $0.map(\.mock) }
    }

    /// The inner mock of type `Inner`, made on first use.
    ///
    /// It answers a neutral value of its value type (nothing, or the type's
    /// ``DefaultProvidable/defaultValue``) until a test stubs it; a type without one makes it
    /// ``MockDefault/unimplemented``.
    func mock<Inner: StubbableMock>(_: Inner.Type) -> Inner {
        let type = ObjectIdentifier(Inner.self)
        if let existing = find(Inner.self, type) { return existing }
        let made = make(Inner.self)
        return mocks.withLock { mocks in
            if let index = mocks.firstIndex(where: { $0.type == type }),
                let existing = mocks[index].mock as? Inner
            {
                return existing
            }
            mocks.append((type, made))
            return made
        }
    }

    /// The inner mock of type `Inner` for a call with `context`, after recording an issue if it
    /// has no stub while other specializations have one (a stub for the wrong type), or while the
    /// mock is strict.
    ///
    /// A specialization without a neutral value is left to its default loader, which records
    /// the issue and stops the process (a mock that cannot throw) or throws the error that the
    /// test records (one that can): one mistake makes one issue.
    func mockForCall<Inner: StubbableMock>(_: Inner.Type, with context: Inner.Context) -> Inner {
        let inner = mock(Inner.self)
        guard !Self.isStubbed(inner), neutralValue(of: Inner.Value.self) != nil else {
            return inner
        }
        let stubbed = stubbedSignatures()
        let isStrict = self.isStrict
        if !stubbed.isEmpty || isStrict {
            reportIssue(
                unstubbedCall(of: inner, with: context, stubbed: stubbed, isStrict: isStrict),
                at: declaration)
        }
        return inner
    }

    /// The signatures of the specializations that have a stub.
    private func stubbedSignatures() -> [String] {
        all.filter { Self.isStubbed($0) }.map { Self.signature(of: $0) }
    }

    /// The message of a call with `context` to `inner`, which has no stub, while the
    /// specializations `stubbed` have one.
    private func unstubbedCall<Inner: StubbableMock>(
        of inner: Inner, with context: Inner.Context, stubbed: [String], isStrict: Bool = false
    ) -> String {
        let name = MockName(declaredAt: declaration)
        return FailureMessage.unstubbedSpecialization(
            of: name, call: describeCall(to: name.callee, with: context),
            signature: Self.signature(of: inner), context: Inner.Context.self,
            value: Inner.Value.self, stubbed: stubbed, isStrict: isStrict,
            isDeclaredStrict: isDeclaredStrict)
    }

    /// Whether a test gave `mock` an answer.
    static func isStubbed(_ mock: some StubbableMock) -> Bool {
        mock._state.isStubbed
    }

    /// The function type an inner mock stands for, such as `(String) throws -> User`.
    static func signature(of mock: some StubbableMock) -> String {
        describe(type: type(of: mock).Loader.self)
    }

    private func find<Inner: StubbableMock>(_: Inner.Type, _ type: ObjectIdentifier) -> Inner? {
        mocks.withLock { mocks in
            mocks.first(where: { $0.type == type })?.mock as? Inner
        }
    }

    /// Makes the inner mock of type `Inner`: it answers the neutral value of its value type, or
    /// without one, fails each call with the message of
    /// ``unstubbedCall(of:with:stubbed:isStrict:)``, which names the stub to write. Inner mocks
    /// are never strict: ``mockForCall(_:with:)`` reports for them.
    private func make<Inner: StubbableMock>(_: Inner.Type) -> Inner {
        let location = declaration
        if let value = neutralValue(of: Inner.Value.self) {
            return Inner(
                wrappedValue: Inner._loader(returning: value), strict: false, scope: .shared,
                fileID: location.fileID, filePath: location.filePath, line: location.line,
                column: location.column)
        }
        let loader = Inner._loader(unimplemented: { [weak self] context in
            let error = UnimplementedMockError.callWith(context, toMockDeclaredAt: location)
            guard let self else { return error }
            let inner = self.mock(Inner.self)
            return UnimplementedMockError(
                mockName: error.mockName, call: error.call,
                description: self.unstubbedCall(
                    of: inner, with: context, stubbed: self.stubbedSignatures()),
                declaration: location)
        })
        return Inner(
            _unimplementedLoader: loader, strict: false, scope: .shared, fileID: location.fileID,
            filePath: location.filePath, line: location.line, column: location.column)
    }
}

/// Nothing for `Void`, `.success(())` for a `Result<Void, Failure>`, the
/// ``DefaultProvidable/defaultValue`` of a type that has one, else `nil`.
func neutralValue<Value>(of _: Value.Type) -> Value? {
    if Value.self == Void.self, let nothing = () as? Value { return nothing }
    if let type = Value.self as? any VoidSuccessResult.Type { return type.success as? Value }
    guard let type = Value.self as? any DefaultProvidable.Type else { return nil }
    return type.defaultValue as? Value
}

/// A `Result` whose success carries nothing, so that its neutral value is `.success(())`.
///
/// It cannot be ``DefaultProvidable``: `Result` already is, where its success type is.
protocol VoidSuccessResult {
    /// `.success(())`.
    static var success: Self { get }
}

extension Result: VoidSuccessResult where Success == Void {
    static var success: Result<Void, Failure> { .success(()) }
}
