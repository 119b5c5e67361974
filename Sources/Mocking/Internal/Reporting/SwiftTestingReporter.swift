/// Records issues in Swift Testing through its public API, found at run time.
///
/// `Mocking` must not link Swift Testing, and Swift Testing 6.3 has no C entry point for recording
/// an issue. Its interop library, `_TestingInterop`, holds one "fallback event handler" that a
/// test framework may install; Swift Testing 6.3 only reads it, to pass on its own events, and
/// installs none. So this type calls three public declarations of the `Testing` module through the
/// symbols the compiler emits for them:
///
/// - `Test.current`, to learn whether the calling task belongs to a test;
/// - `SourceLocation.init(fileID:filePath:line:column:)`, to say where the issue happened;
/// - `Issue.record(_:severity:sourceLocation:)`, or the older `Issue.record(_:sourceLocation:)`.
///
/// The `Testing` types those take come from the runtime's type metadata, and every call goes
/// through a generic function, so Swift passes each `Testing` value by address, as it passes
/// values of types from a library built for library evolution. `Comment` is made through its
/// public `RawRepresentable` conformance. Each symbol and type is checked once; when one is missing
/// while Swift Testing is loaded, ``resolution`` says which, and an issue that no framework
/// records stops the process rather than being lost.
final class SwiftTestingReporter: @unchecked Sendable {
    // NB: every stored property is a constant holding type metadata, which the runtime never
    // frees, the address of code in a loaded image, which stays mapped, or a trivial enum value.

    /// Swift Testing as this process has it: not loaded, reached, or loaded with an entry point
    /// missing.
    static let resolution = TestFramework.resolve(
        isLoaded: LoadedSymbols.isLoaded(library: "Testing", definingType: Symbols().testType)
    ) { () throws(MissingEntryPoint) in
        try SwiftTestingReporter(symbols: Symbols())
    }

    /// The reporter for the Swift Testing library in this process, or `nil` when none is loaded or
    /// it cannot be reached.
    static let loaded = resolution.reporter

    /// The names of the declarations this reporter calls, as the compiler mangles them: Swift
    /// Testing's ABI. A test may rename one to see what a toolchain that renamed it would do.
    struct Symbols {
        /// `static Test.current { get }`.
        var currentTest = "$s7Testing4TestV7currentACSgvgZ"
        /// `static Test.Case.current { get }`, which older versions lack.
        var currentTestCase = "$s7Testing4TestV4CaseV7currentAESgvgZ"
        /// `SourceLocation.init(fileID:filePath:line:column:)`.
        var makeSourceLocation =
            "$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC"
        /// `Issue.record(_:severity:sourceLocation:)`.
        var recordWithSeverity =
            "$s7Testing5IssueV6record_8severity14sourceLocationAcA7CommentVSg_AC8SeverityOAA06"
            + "SourceF0VtFZ"
        /// `Issue.record(_:sourceLocation:)`, deprecated in Swift 6.3.
        var recordWithoutSeverity =
            "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"
        /// `Test`.
        var testType = "7Testing4TestV"
        /// `Test.Case`.
        var testCaseType = "7Testing4TestV4CaseV"
        /// `Comment`.
        var commentType = "7Testing7CommentV"
        /// `SourceLocation`.
        var sourceLocationType = "7Testing14SourceLocationV"
        /// `Issue`.
        var issueType = "7Testing5IssueV"
        /// `Issue.Severity`.
        var severityType = "7Testing5IssueV8SeverityO"
    }

    /// How this reporter calls `Issue.record`.
    private enum RecordEntryPoint {
        /// `Issue.record(_:severity:sourceLocation:)`, with the value of `Issue.Severity.error`.
        case withSeverity(UnsafeRawPointer, error: Any)
        /// `Issue.record(_:sourceLocation:)`, deprecated in Swift 6.3, which records an error.
        case withoutSeverity(UnsafeRawPointer)
    }

    /// `Testing.Test`.
    private let testType: Any.Type
    /// `Testing.Test.Case`, or `nil` if this version of Swift Testing has no `Test.Case.current`.
    private let testCaseType: Any.Type?
    /// `Testing.Comment`.
    private let commentType: any RawRepresentable.Type
    /// `Testing.SourceLocation`.
    private let sourceLocationType: Any.Type
    /// `Testing.Issue`.
    private let issueType: Any.Type
    /// `static Test.current { get }`.
    private let currentTest: UnsafeRawPointer
    /// `static Test.Case.current { get }`.
    private let currentTestCase: UnsafeRawPointer?
    /// `SourceLocation.init(fileID:filePath:line:column:)`.
    private let makeSourceLocation: UnsafeRawPointer
    /// The overload of `Issue.record` to call.
    private let record: RecordEntryPoint

    /// Resolves every entry point named in `symbols`.
    ///
    /// - Throws: The first entry point that is missing or not what it should be.
    init(symbols: Symbols) throws(MissingEntryPoint) {
        func missing(_ declaration: String, _ symbol: String) -> MissingEntryPoint {
            MissingEntryPoint(framework: "Swift Testing", declaration: declaration, symbol: symbol)
        }
        guard let currentTest = LoadedSymbols.address(of: symbols.currentTest) else {
            throw missing("Test.current", symbols.currentTest)
        }
        guard let makeSourceLocation = LoadedSymbols.address(of: symbols.makeSourceLocation) else {
            throw missing(
                "SourceLocation.init(fileID:filePath:line:column:)", symbols.makeSourceLocation)
        }
        guard let testType = _typeByName(symbols.testType) else {
            throw missing("type Test", symbols.testType)
        }
        guard let commentType = _typeByName(symbols.commentType) as? any RawRepresentable.Type,
            Self.rawValueIsString(of: commentType)
        else { throw missing("type Comment, raw-representable by a String", symbols.commentType) }
        guard let sourceLocationType = _typeByName(symbols.sourceLocationType) else {
            throw missing("type SourceLocation", symbols.sourceLocationType)
        }
        guard let issueType = _typeByName(symbols.issueType) else {
            throw missing("type Issue", symbols.issueType)
        }
        if let entry = LoadedSymbols.address(of: symbols.recordWithSeverity),
            let severityType = _typeByName(symbols.severityType),
            let error = Self.errorSeverity(of: severityType)
        {
            record = .withSeverity(entry, error: error)
        } else if let entry = LoadedSymbols.address(of: symbols.recordWithoutSeverity) {
            record = .withoutSeverity(entry)
        } else {
            throw missing("Issue.record(_:severity:sourceLocation:)", symbols.recordWithSeverity)
        }
        self.testType = testType
        if let currentTestCase = LoadedSymbols.address(of: symbols.currentTestCase),
            let testCaseType = _typeByName(symbols.testCaseType)
        {
            self.currentTestCase = currentTestCase
            self.testCaseType = testCaseType
        } else {
            currentTestCase = nil
            testCaseType = nil
        }
        self.commentType = commentType
        self.sourceLocationType = sourceLocationType
        self.issueType = issueType
        self.currentTest = currentTest
        self.makeSourceLocation = makeSourceLocation
    }

    /// Whether the calling task runs on behalf of a Swift Testing test.
    ///
    /// `Test.current` is task-local: a detached task, or a thread the test started, has none.
    var hasCurrentTest: Bool {
        Self.isPresent(currentTest, as: testType)
    }

    /// Identifies the test and test case the calling task runs on behalf of, or `nil` outside a
    /// test.
    ///
    /// `Test` is `Hashable` by its ID. The arguments of a parameterized test's case, which run in
    /// parallel, tell its cases apart; they are read through the case's description.
    var currentTestIdentity: AnyHashable? {
        guard let test = Self.current(currentTest, as: testType) else { return nil }
        guard let currentTestCase, let testCaseType,
            let testCase = Self.current(currentTestCase, as: testCaseType)
        else { return test }
        return AnyHashable([test, testCase])
    }

    /// The name of the test the calling task runs on behalf of, such as `publishes()`, or `nil`
    /// outside a test. It is read from the test's `name` through reflection.
    var currentTestName: String? {
        Self.name(currentTest, as: testType)
    }

    /// Records an error issue with `message` as its comment, at `location`.
    ///
    /// Swift Testing attributes the issue to the calling task's test. A task without one reports to
    /// every running Swift Testing run; outside a run, Swift Testing drops the issue.
    func record(_ message: String, at location: SourceLocation) {
        recordComment(commentType, message, at: location)
    }

    /// Makes the `Comment`, then continues with the `SourceLocation`.
    private func recordComment<Comment: RawRepresentable>(
        _: Comment.Type, _ message: String, at location: SourceLocation
    ) {
        guard let rawValue = message as? Comment.RawValue,
            let comment = Comment(rawValue: rawValue)
        else { return }
        recordLocated(comment, sourceLocationType, at: location)
    }

    /// Makes the `SourceLocation`, then records the issue.
    private func recordLocated<Comment, Location>(
        _ comment: Comment, _: Location.Type, at location: SourceLocation
    ) {
        // An initializer takes its arguments owned, hence `consuming`.
        typealias Make =
            @convention(thin) (consuming String, consuming String, Int, Int) -> Location
        let make = unsafeBitCast(makeSourceLocation, to: Make.self)
        let testingLocation = make(
            location.fileID.description, location.filePath.description,
            Int(clamping: location.line), Int(clamping: location.column))
        recordIssue(comment, at: testingLocation, returning: issueType)
    }

    /// Calls `Issue.record` and drops the `Issue` it returns.
    private func recordIssue<Comment, Location, Issue>(
        _ comment: Comment, at location: Location, returning _: Issue.Type
    ) {
        switch record {
        case .withSeverity(let entry, let error):
            Self.record(comment, error, at: location, through: entry, returning: Issue.self)
        case .withoutSeverity(let entry):
            typealias Record = @convention(thin) (Comment?, Location) -> Issue
            let record = unsafeBitCast(entry, to: Record.self)
            _ = record(comment, location)
        }
    }

    /// Calls `Issue.record(_:severity:sourceLocation:)` at `entry`.
    private static func record<Comment, Severity, Location, Issue>(
        _ comment: Comment, _ severity: Severity, at location: Location,
        through entry: UnsafeRawPointer, returning _: Issue.Type
    ) {
        typealias Record = @convention(thin) (Comment?, Severity, Location) -> Issue
        let record = unsafeBitCast(entry, to: Record.self)
        _ = record(comment, severity, location)
    }

    /// Calls the `static var current: Test? { get }` accessor at `getter`; `true` if it returns one.
    private static func isPresent<Test>(_ getter: UnsafeRawPointer, as _: Test.Type) -> Bool {
        typealias Getter = @convention(thin) () -> Test?
        let current = unsafeBitCast(getter, to: Getter.self)
        return current() != nil
    }

    /// Calls the `static var current: Value? { get }` accessor at `getter`, of a `Hashable` or
    /// describable type found at run time, and returns what it answers.
    private static func current<Value>(_ getter: UnsafeRawPointer, as _: Value.Type)
        -> AnyHashable?
    {
        typealias Getter = @convention(thin) () -> Value?
        guard let value = unsafeBitCast(getter, to: Getter.self)() else { return nil }
        return value as? AnyHashable ?? AnyHashable(String(describing: value))
    }

    /// Calls the `static var current: Test? { get }` accessor at `getter`, and returns the `name`
    /// of the test it answers.
    private static func name<Test>(_ getter: UnsafeRawPointer, as _: Test.Type) -> String? {
        typealias Getter = @convention(thin) () -> Test?
        guard let test = unsafeBitCast(getter, to: Getter.self)() else { return nil }
        return Mirror(reflecting: test).descendant("name") as? String
    }

    /// Whether `type` is raw-representable by a `String`, as `Comment` is.
    private static func rawValueIsString<Value: RawRepresentable>(of _: Value.Type) -> Bool {
        Value.RawValue.self == String.self
    }

    /// The `Issue.Severity` case that describes itself as `error`, or `nil` if none does.
    ///
    /// `Severity` is a two-case enum without payloads, which Swift stores as the case's index in
    /// one byte. Both indices are tried and the answer is checked through the type's public
    /// `CustomStringConvertible` conformance, so a reordered or reshaped enum yields `nil`.
    private static func errorSeverity<Severity>(of _: Severity.Type) -> Any? {
        guard MemoryLayout<Severity>.size == 1, _isPOD(Severity.self) else { return nil }
        for index: UInt8 in 0...1 {
            let severity = withUnsafeBytes(of: index) { $0.load(as: Severity.self) }
            if String(describing: severity) == "error" {
                return severity
            }
        }
        return nil
    }
}
