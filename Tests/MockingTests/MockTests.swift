import Testing

@testable import Mocking

@Suite struct MockTests {
    @Test func placeholder() {}
}
