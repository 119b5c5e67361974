/// A protocol whose associated type is constrained back to it, with members that name it
/// (issue 27: swift-crypto's `DiffieHellmanKeyAgreement`-style keys, where
/// `Ephemeral.Public == Self`). The mock gives `Ephemeral` a partner mock whose `Public` is the
/// mock, and its spy shares no `Ephemeral` with the live instance (whose own is another type,
/// so that `where Live.Ephemeral == Ephemeral` made `Live` non-generic): it forwards the other
/// members, and answers those that name `Ephemeral` as a mock.
protocol KeyAgreement {
    associatedtype Ephemeral: SecretKey where Ephemeral.Public == Self
    var raw: [UInt8] { get }
    func makeEphemeral() -> Ephemeral
    func agree(with key: Ephemeral) -> [UInt8]
}

/// The private half of a ``KeyAgreement``.
protocol SecretKey {
    associatedtype Public
    var publicKey: Public { get }
}

/// A key whose agreement is the XOR of the two keys' bytes, the live instance a spy of
/// ``KeyAgreement`` forwards to.
struct XORKey: KeyAgreement {
    /// The private half of an ``XORKey``.
    struct Secret: SecretKey {
        var publicKey: XORKey
    }

    var raw: [UInt8]

    func makeEphemeral() -> Secret {
        Secret(publicKey: XORKey(raw: raw.map { ~$0 }))
    }

    func agree(with key: Secret) -> [UInt8] {
        zip(raw, key.publicKey.raw).map { $0 ^ $1 }
    }
}
