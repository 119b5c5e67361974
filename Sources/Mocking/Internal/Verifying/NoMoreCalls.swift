/// The engine behind `verifyNoMoreCalls(of:)` and `verifyNoCalls(of:)`: every call that the
/// wrappers of one object recorded, those of the `static` mocks of its type declared with
/// ``MockScope/test`` included, against the calls that passing verifications matched.
enum NoMoreCalls {
    /// Checks that the mocks of `subject` recorded no call, or with `allowingVerified`, none but
    /// those a passing verification matched, and records an issue at `location` listing the
    /// others if not, or if `subject` holds no mock. `function` names the verification.
    static func verify(
        _ subject: Any, allowingVerified: Bool, function: String, at location: SourceLocation
    ) -> Bool {
        let recordings = self.recordings(of: subject)
        guard !recordings.isEmpty else {
            reportIssue(
                FailureMessage.noMocks(in: typeName(of: subject)) { mocks in
                    "\(function)(of: \(mocks))"
                },
                at: location)
            return false
        }
        let calls = recordings.flatMap { recording in
            recording.recordedCalls { MockName(declaredAt: recording.declaration) }
        }
        .sorted { $0.call.sequenceNumber < $1.call.sequenceNumber }
        let unreported = calls.filter { !$0.wasReported }
        let unexpected = unreported.filter { !allowingVerified || !$0.isVerified }
        guard !unexpected.isEmpty else { return true }
        let name = self.name(of: subject)
        let leftOut = calls.count - unreported.count
        let message =
            allowingVerified
            ? FailureMessage.unverifiedCalls(
                to: name, unexpected.map(\.call), reportedAlready: leftOut,
                arrangements: arrangements(of: unexpected, among: calls))
            : FailureMessage.unexpectedCalls(
                to: name, unexpected.map(\.call), reportedAlready: leftOut)
        reportIssue(message, at: location)
        return false
    }

    /// How a test arranges the values that `unexpected` set, when every one of them is a set of a
    /// property that came before any other of `calls`: a test's own arrangement, which a spelling
    /// that records no set would have kept out of the calls. `nil` otherwise.
    private static func arrangements(of unexpected: [RecordedCall], among calls: [RecordedCall])
        -> [String]?
    {
        guard unexpected.allSatisfy({ $0.arrangement != nil }) else { return nil }
        let firstOther = calls.first { $0.arrangement == nil }?.call.sequenceNumber ?? .max
        guard unexpected.allSatisfy({ $0.call.sequenceNumber < firstOther }) else { return nil }
        return unexpected.compactMap { $0.arrangement?() }
    }

    /// The states of the wrappers of `subject`, as they serve the running test: the wrapper
    /// itself when it is one; otherwise its stored wrappers, and the static wrappers of its type
    /// declared with ``MockScope/test``. `setStrict(_:of:)` changes the same states.
    static func recordings(of subject: Any) -> [any CallRecording] {
        if let wrapper = subject as? any MockWrapper { return [wrapper.recording] }
        var seen = Set<ObjectIdentifier>()
        return (storedMockWrappers(of: subject).map(\.recording) + staticRecordings(of: subject))
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// How a message names `subject`: a wrapper by its name, `MockStore.fetchMock`, anything
    /// else by its type as the names of its mocks write it, `MockCache` for a
    /// `MockCache<URL, String>`, without its module or generic arguments.
    private static func name(of subject: Any) -> String {
        guard let wrapper = subject as? any MockWrapper else {
            return typeName(of: subject)
        }
        return "\(MockName(declaredAt: wrapper.recording.declaration))"
    }

    /// The type of `subject` as the names of its mocks write it: `Shop.MockCart` for a
    /// `Shop.MockCart<Int>` of any module.
    static func typeName(of subject: Any) -> String {
        let path = typePath(of: type(of: subject))
        return path.isEmpty ? describe(type: type(of: subject)) : path.joined(separator: ".")
    }

    /// The states serving the calling test of the static wrappers, declared with
    /// ``MockScope/test``, of the type of `subject` or of one of its superclasses.
    ///
    /// A static wrapper belongs to a type when its declaration reads as a `static` member of it,
    /// or of the enum that generated mocks of generic classes keep their static wrappers in,
    /// named after the class with `StaticMocks` after it.
    private static func staticRecordings(of subject: Any) -> [any CallRecording] {
        let paths = typePaths(of: subject)
        let test = CurrentTest.identity
        // The declaration, read from its source, only for the mocks that served the test.
        return TestScopedMocks.all.compactMap { entry in
            guard let recording = entry.state(test),
                let declaration = MockName(declaredAt: entry.declaration).declaration,
                declaration.isStatic,
                paths.contains(where: { isOwner(declaration.owner, of: $0) })
            else { return nil }
            return recording
        }
    }

    /// The paths of the type of `subject` and of its superclasses, as ``typePath(of:)`` writes
    /// them.
    static func typePaths(of subject: Any) -> [[String]] {
        var paths: [[String]] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            paths.append(typePath(of: current.subjectType))
            mirror = current.superclassMirror
        }
        return paths
    }

    /// Whether the types `owner` that a declaration reads in, outermost first, such as
    /// `["Shop", "MockCart"]`, name the type at `path`, or its holder of static wrappers.
    static func isOwner(_ owner: [String], of path: [String]) -> Bool {
        let owner = owner.joined(separator: ".").split(separator: ".").map(String.init)
        guard let last = owner.last, let type = path.last else { return false }
        return owner == Array(path.suffix(owner.count)) || last == type + "StaticMocks"
    }

    /// The names of a type and of the types around it, without its module, contexts that have
    /// no name, and generic arguments: `["Shop", "MockCart"]` for `Shop.MockCart<Int>`.
    static func typePath(of type: Any.Type) -> [String] {
        var name = ""
        var depth = 0
        var previous: Character = " "
        for character in TypeName.withoutUnnameableContexts(_typeName(type, qualified: true)) {
            switch character {
            case "<": depth += 1
            case ">" where previous != "-": depth -= 1
            default: if depth == 0 { name.append(character) }
            }
            previous = character
        }
        return name.split(separator: ".").dropFirst().map(String.init)
    }
}
