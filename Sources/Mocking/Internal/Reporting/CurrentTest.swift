/// The test that the calling task or thread runs on behalf of, found in whichever test framework
/// runs it.
enum CurrentTest {
    /// Identifies the running test, or is `nil` outside any test.
    ///
    /// Under Swift Testing, the test and test case of the calling task: their child tasks and the
    /// unstructured tasks they create inherit it, detached tasks and threads do not. Under XCTest,
    /// the test case running at the time, whatever the thread.
    static var identity: AnyHashable? {
        if let swiftTesting = SwiftTestingReporter.loaded,
            let identity = swiftTesting.currentTestIdentity
        {
            return identity
        }
        if let address = XCTestReporter.loaded?.currentTestCaseAddress {
            return AnyHashable(UInt(bitPattern: address))
        }
        return nil
    }

    /// The name of the running test, such as `publishesTheTemperature()` or
    /// `-[ForecastTests testPublishes]`, or `nil` outside any test or when its framework does not
    /// tell it.
    static var name: String? {
        if let swiftTesting = SwiftTestingReporter.loaded, swiftTesting.hasCurrentTest {
            return swiftTesting.currentTestName
        }
        return XCTestReporter.loaded?.currentTestCaseName
    }
}
