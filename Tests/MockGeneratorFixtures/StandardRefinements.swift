import Foundation

/// Protocols refining standard-library and Foundation protocols whose graphs the plugin does not
/// pass (issue 27: a metrics library's buckets refine `AdditiveArithmetic`, swift-numerics'
/// `AlgebraicField` refines `SignedNumeric` and its `Real` `FloatingPoint`, a crypto library's
/// digests refine `ContiguousBytes`, `FoundationEssentials.ContiguousBytes` in graphs): the
/// generator knows their requirements, so that each gets a mock instead of "pass the graph of
/// its module too".
protocol Bucket: AdditiveArithmetic {
    var count: Int { get }
}

/// A number with a division, as swift-numerics' `AlgebraicField`.
protocol Scalar: SignedNumeric {
    static func / (lhs: Self, rhs: Self) -> Self
}

/// Bytes read in place, as a crypto library's digests.
protocol Digest: ContiguousBytes {
    var byteCount: Int { get }
}

/// A bucket of counted values, the live instance a spy of ``Bucket`` forwards to.
nonisolated struct CountBucket: Bucket {
    static var zero: CountBucket { CountBucket(count: 0) }
    var count: Int

    static func + (lhs: CountBucket, rhs: CountBucket) -> CountBucket {
        CountBucket(count: lhs.count + rhs.count)
    }

    static func - (lhs: CountBucket, rhs: CountBucket) -> CountBucket {
        CountBucket(count: lhs.count - rhs.count)
    }
}

/// The digest of fixed bytes, the live instance a spy of ``Digest`` forwards to.
nonisolated struct FixedDigest: Digest {
    var bytes: [UInt8]
    var byteCount: Int { bytes.count }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

/// A floating-point reading, as swift-numerics' `Real` refines `FloatingPoint`.
protocol Gauge: FloatingPoint {
    static func scaled(_ value: Self, by factor: Int) -> Self
}

extension Double: Gauge {
    static func scaled(_ value: Double, by factor: Int) -> Double {
        value * Double(factor)
    }
}
