import Foundation
import Testing

@testable import MockGeneratorFixtures

/// The mocks of protocols refining `AdditiveArithmetic`, `SignedNumeric` and `ContiguousBytes`,
/// whose requirements the generator knows without their graphs.
@Suite struct StandardRefinementsTests {
    @Test func anAdditiveMockAddsAsStubbed() {
        let one = MockBucket()
        let two = MockBucket()
        MockBucket.operatorPlusMock.returns(two)
        MockBucket.zeroMock.returns(one)
        #expect(one + MockBucket.zero === two)
        #expect(one == one && one != two)
        MockBucket.operatorPlusMock.verifyCalled(.once)
    }

    @Test func theBucketSpyForwardsItsCount() {
        let live = CountBucket(count: 3) + CountBucket(count: 4)
        let bucket = MockBucket(forwardingTo: live)
        #expect(bucket.count == live.count)
        bucket.$count.returns(1)
        #expect(bucket.count == 1)
    }

    @Test func aSignedNumericMockMultipliesAndDividesAsStubbed() {
        let result = MockScalar<Int>()
        MockScalar<Int>.operatorTimesMock.for(
            (MockScalar<Int>, MockScalar<Int>).self, returning: MockScalar<Int>.self
        )
        .returns(result)
        MockScalar<Int>.operatorDivideMock.for(
            (MockScalar<Int>, MockScalar<Int>).self, returning: MockScalar<Int>.self
        )
        .returns(result)
        let value = MockScalar<Int>()
        value.$magnitude.returns(5)
        #expect(value * value === result)
        #expect(value / value === result)
        #expect(value.magnitude == 5)
    }

    @Test func aDigestMockReadsTheBytesItIsGiven() throws {
        let digest = MockDigest()
        digest.$withUnsafeBytesMock.for(
            Void.self, returning: (((UnsafeRawBufferPointer) throws -> Int) throws -> Int).self
        )
        .returns { body in try [UInt8(1), 2, 3].withUnsafeBytes(body) }
        #expect(digest.withUnsafeBytes { $0.count } == 3)
    }

    @Test func theDigestSpyForwardsItsByteCount() {
        let live = FixedDigest(bytes: [9, 8])
        let digest = MockDigest(forwardingTo: live)
        #expect(digest.byteCount == live.byteCount)
        digest.$byteCount.verifyGet(.once)
    }

    @Test func aFloatingPointMockAnswersAsStubbed() {
        let gauge = MockGauge<Int, Double>()
        gauge.$isNaN.returns(true)
        gauge.$exponent.returns(3)
        #expect(gauge.isNaN)
        #expect(gauge.exponent == 3)
        #expect(!gauge.isFinite)
        gauge.$isNaN.verifyGet(.once)
    }

    @Test func theFloatingPointSpyAnswersAsItsLiveInstanceDoes() {
        let live = MockGauge<Int, Double>()
        live.$exponent.returns(-2)
        live.$isZero.returns(true)
        let gauge = MockGauge(forwardingTo: live)
        #expect(gauge.exponent == live.exponent)
        #expect(gauge.isZero == live.isZero)
        gauge.$exponent.returns(5)
        #expect(gauge.exponent == 5)
        gauge.$exponent.verifyGet(.exactly(2))
    }
}
