import Mocking
import XCTest

/// A test that fails on purpose, run alone by `.ci/without-swiftpm.sh`, which expects the run to
/// fail with the verification's message: a failed verification reaches XCTest in a test program
/// that no SwiftPM built, so the passing run of ``CheckoutTests`` proves something.
final class ReportingTests: XCTestCase {
    func testAFailedVerificationFailsTheTest() {
        let gateway = MockPaymentGateway()

        gateway.$refundMock.verifyCalled(.once, with: "r-1")
    }
}
