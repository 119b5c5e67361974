import Foundation
import XCTest

// The test program's entry point, as swift-corelibs-xctest runs tests without SwiftPM: XCTMain
// runs the cases listed here, and exits with status 1 when one fails. With SHOP_TESTS_FAILING=1
// it runs only the test that fails on purpose (ReportingTests).
if ProcessInfo.processInfo.environment["SHOP_TESTS_FAILING"] == "1" {
    XCTMain([
        testCase([
            (
                "testAFailedVerificationFailsTheTest",
                ReportingTests.testAFailedVerificationFailsTheTest
            )
        ])
    ])
}
XCTMain([
    testCase([
        (
            "testSellsChargesAndPrintsTheReceipt",
            asyncTest(CheckoutTests.testSellsChargesAndPrintsTheReceipt)
        ),
        (
            "testRefundsWhenTheReceiptCannotBePrinted",
            asyncTest(CheckoutTests.testRefundsWhenTheReceiptCannotBePrinted)
        ),
        (
            "testAnItemWithoutAPriceIsNeitherReservedNorCharged",
            asyncTest(CheckoutTests.testAnItemWithoutAPriceIsNeitherReservedNorCharged)
        ),
        ("testASpyAnswersAsTheLiveShelfDoes", CheckoutTests.testASpyAnswersAsTheLiveShelfDoes),
        (
            "testTheCatalogMockIsGenericOverItsItems",
            CheckoutTests.testTheCatalogMockIsGenericOverItsItems
        ),
        (
            "testAMockOfAProtocolOfAnotherModuleMocksWhatItInherits",
            asyncTest(CheckoutTests.testAMockOfAProtocolOfAnotherModuleMocksWhatItInherits)
        ),
        ("testAStaticMemberHasAMockOfItsOwn", CheckoutTests.testAStaticMemberHasAMockOfItsOwn),
    ])
])
