import Testing

@testable import MockGeneratorFixtures

@Suite struct MockPresentingTests {
    /// Presents through the protocol, as production code would.
    private func show(_ screen: some Presenting) {
        screen.present()
    }

    @Test func aSuperclassConstraintMakesASubclass() {
        let presenting = MockPresenting()
        show(presenting)
        presenting.$presentMock.verifyCalled(.once)
        let dismissing = MockDismissing()
        dismissing.dismiss(animated: true)
        dismissing.$dismissMock.verifyCalled(.once, with: true)
        let screens: [Screen] = [presenting, dismissing]
        #expect(screens.count == 2)
    }

    @Test func theSuperclassInitializerIsInheritedWithItsParameters() {
        let titled = MockTitled(title: "Inbox", width: 320)
        #expect(titled.title == "Inbox")
        titled.$subtitle.returns("3 unread")
        #expect(titled.subtitle == "3 unread")
    }

    @Test func aPlainInitializerCallsTheSuperclassOneWithDefaultValues() {
        #expect(MockTitled().title == "")
    }
}
