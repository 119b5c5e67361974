/// One state of a wrapper, as `verifyNoMoreCalls(of:)` and `verifyNoCalls(of:)` read it: the
/// calls, gets or sets it recorded, which of them a passing verification matched, and which a
/// failed one listed.
///
/// The state of a ``Mock`` and the other function-typed wrappers, of a ``PropertyMock`` and of a
/// generic mock conform; a new kind of wrapper conforms with its own state.
protocol CallRecording: AnyObject {
    /// Where the wrapper was declared, which names it in messages and tells the type that holds
    /// it.
    var declaration: SourceLocation { get }

    /// Every call, get or set, oldest first, each written with the wrapper's full name, which
    /// `name` gives when a message shows the call, and what verifications made of it.
    func recordedCalls(named name: @escaping () -> MockName) -> [RecordedCall]
}

/// A call as `verifyNoMoreCalls(of:)` lists it, and what verifications made of it.
struct RecordedCall {
    /// The call, as a message lists it.
    let call: RecordedCalls.Call
    /// Whether a passing verification matched it.
    let isVerified: Bool
    /// Whether a failed verification listed it, so that its issue named it already.
    let wasReported: Bool
    /// For a set of a property, how a test arranges that value without recording a set, such as
    /// `$isOpen.value = true`; `nil` for any other call.
    var arrangement: (() -> String)?
}

extension MockUsage {
    /// Every recorded call as a message lists it, written by `describe` when shown, with what
    /// verifications made of it.
    func recordedCalls(
        describedBy describe: @escaping (Entry) -> String,
        arrangedBy arrangement: ((Entry) -> String)? = nil
    ) -> [RecordedCall] {
        callsWithVerification.map { entry, isVerified, wasReported in
            RecordedCall(
                call: RecordedCalls.Call(sequenceNumber: entry.sequenceNumber) { describe(entry) },
                isVerified: isVerified, wasReported: wasReported,
                arrangement: arrangement.map { arrange in { arrange(entry) } })
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
    /// `MockDoor.isOpen set true`; a set with its arrangement, `$isOpen.value = true`.
    func recordedCalls(named name: @escaping () -> MockName) -> [RecordedCall] {
        let gets = getter.usage.recordedCalls { "\(name()) " + Self.describeGet($0) }
        let sets = setter.usage.recordedCalls(
            describedBy: { "\(name()) " + Self.describeSet($0) },
            arrangedBy: { "\(name().projection).value = \(describe($0.context))" })
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
