/// One state of a wrapper, as `verifyNoMoreCalls(of:)` and `verifyNoCalls(of:)` read it: the
/// calls, gets or sets it recorded, and which of them a passing verification matched.
///
/// The state of a ``Mock`` and the other function-typed wrappers, of a ``PropertyMock`` and of a
/// generic mock conform; a new kind of wrapper conforms with its own state.
protocol CallRecording: AnyObject {
    /// Where the wrapper was declared, which names it in messages and tells the type that holds
    /// it.
    var declaration: SourceLocation { get }

    /// Every call, get or set, oldest first, each written with the wrapper's full name, which
    /// `name` gives when a message shows the call, and whether a passing verification matched it.
    func recordedCalls(named name: @escaping () -> MockName) -> [RecordedCall]
}

/// A call as `verifyNoMoreCalls(of:)` lists it, and whether a passing verification matched it.
typealias RecordedCall = (call: RecordedCalls.Call, isVerified: Bool)

extension MockUsage {
    /// Every recorded call as a message lists it, written by `describe` when shown, with whether
    /// a passing verification matched it.
    func recordedCalls(describedBy describe: @escaping (Entry) -> String) -> [RecordedCall] {
        callsWithVerification.map { entry, isVerified in
            (
                RecordedCalls.Call(sequenceNumber: entry.sequenceNumber) { describe(entry) },
                isVerified
            )
        }
    }
}

extension _MockState: CallRecording {
    /// Each call as code with the mock's full name and its result:
    /// `MockStore.fetchMock(1) → "a"`.
    func recordedCalls(named name: @escaping () -> MockName) -> [RecordedCall] {
        usage.recordedCalls {
            describeCall(to: "\(name())", with: $0.context) + describeResult($0.result)
        }
    }
}

extension PropertyState: CallRecording {
    /// Each get and set with the property's full name: `MockDoor.isOpen get → false`,
    /// `MockDoor.isOpen set true`.
    func recordedCalls(named name: @escaping () -> MockName) -> [RecordedCall] {
        let gets = getter.usage.recordedCalls { "\(name()) " + Self.describeGet($0) }
        let sets = setter.usage.recordedCalls { "\(name()) " + Self.describeSet($0) }
        return (gets + sets).sorted { $0.call.sequenceNumber < $1.call.sequenceNumber }
    }
}

extension _GenericMockState: CallRecording {
    var declaration: SourceLocation { specializations.declaration }

    /// Each call to a specialization as code with the mock's full name, the specialization's
    /// signature and the result: `MockStore.loadMock("ann") as (String) throws -> User →
    /// User(name: "Ann")`.
    func recordedCalls(named name: @escaping () -> MockName) -> [RecordedCall] {
        specializations.all.flatMap { Self.recordedCalls(of: $0, named: name) }
            .sorted { $0.call.sequenceNumber < $1.call.sequenceNumber }
    }

    private static func recordedCalls(
        of mock: some StubbableMock, named name: @escaping () -> MockName
    ) -> [RecordedCall] {
        let signature = Specializations.signature(of: mock)
        return mock.usage.recordedCalls {
            "\(describeCall(to: "\(name())", with: $0.context)) as \(signature)"
                + describeResult($0.result)
        }
    }
}
