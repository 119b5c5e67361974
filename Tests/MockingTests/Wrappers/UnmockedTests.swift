import Mocking
import Testing

/// The members a generated mock could not mock: a call records an issue that names the member.
@Suite struct UnmockedTests {
    private let expected = """
        Expected MockTicketScanner.scan(_:) not to be called, as the generator could not mock it: \
        its parameter `ticket` is `consuming`. Write MockTicketScanner by hand instead: the \
        generator leaves alone a protocol whose mock the test target declares elsewhere.
        """

    @Test func aCallRecordsAnIssueThatNamesTheMemberAndAnswersTheValueGiven() {
        withKnownIssue {
            let answer = Unmocked.call(
                "MockTicketScanner.scan(_:)", reason: "its parameter `ticket` is `consuming`",
                answering: false)
            #expect(answer == false)
        } matching: { issue in
            commentText(of: issue) == expected
        }
    }

    @Test func aCallWithNoValueToAnswerStopsTheProcessAfterItsIssue() async {
        await withKnownIssue {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                let _: Never = Unmocked.call(
                    "MockTicketScanner.scan(_:)", reason: "its parameter `ticket` is `consuming`")
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains("Expected MockTicketScanner.scan(_:) not to be called"))
        } matching: { issue in
            commentText(of: issue) == expected
        }
    }
}
