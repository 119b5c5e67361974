/// A refinement that makes two inherited associated types one (issue 27's corpus: Fluent's
/// `ModelSessionAuthenticatable: Model, SessionAuthenticatable where SessionID == IDValue`): the
/// mock is generic over one parameter with the constraints of both, the other an alias of it,
/// where two generic parameters made equal by the protocol's requirement do not compile.
protocol SessionRecord: Identified, SessionIdentified where SessionID == ID {}

/// Something identified by a hashable value.
protocol Identified {
    associatedtype ID: Hashable
    var id: ID { get }
}

/// Something kept in a session by an identifier that reads and writes as text.
protocol SessionIdentified {
    associatedtype SessionID: LosslessStringConvertible
    var sessionID: SessionID { get }
}

/// A user whose identifier is its session's, the live instance a spy of ``SessionRecord``
/// forwards to.
struct SessionUser: SessionRecord {
    var id: Int

    var sessionID: Int { id }
}
