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
                FailureMessage.noMocks(in: describe(type: type(of: subject)), function: function),
                at: location)
            return false
        }
        let calls = recordings.flatMap { recording in
            recording.recordedCalls { MockName(declaredAt: recording.declaration) }
        }
        let unexpected = calls.filter { !allowingVerified || !$0.isVerified }.map(\.call)
            .sorted { $0.sequenceNumber < $1.sequenceNumber }
        guard !unexpected.isEmpty else { return true }
        let name = self.name(of: subject)
        let message =
            allowingVerified
            ? FailureMessage.unverifiedCalls(to: name, unexpected)
            : FailureMessage.unexpectedCalls(to: name, unexpected)
        reportIssue(message, at: location)
        return false
    }

    /// The states of the wrappers of `subject`: the wrapper itself when it is one; otherwise its
    /// stored wrappers, and the static wrappers of its type declared with ``MockScope/test``.
    static func recordings(of subject: Any) -> [any CallRecording] {
        if let wrapper = subject as? any MockWrapper { return [wrapper.recording] }
        var seen = Set<ObjectIdentifier>()
        return (storedMockWrappers(of: subject).map(\.recording) + staticRecordings(of: subject))
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// How a message names `subject`: a wrapper by its name, `MockStore.fetchMock`, anything
    /// else by its type, `MockStore`.
    private static func name(of subject: Any) -> String {
        guard let wrapper = subject as? any MockWrapper else {
            return describe(type: type(of: subject))
        }
        return "\(MockName(declaredAt: wrapper.recording.declaration))"
    }

    /// The states serving the calling test of the static wrappers, declared with
    /// ``MockScope/test``, of the type of `subject` or of one of its superclasses.
    ///
    /// A static wrapper belongs to a type when its declaration reads as a `static` member of it,
    /// or of the enum that generated mocks of generic classes keep their static wrappers in,
    /// named after the class with `StaticMocks` after it.
    private static func staticRecordings(of subject: Any) -> [any CallRecording] {
        var paths: [[String]] = []
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let current = mirror {
            paths.append(typePath(of: current.subjectType))
            mirror = current.superclassMirror
        }
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
