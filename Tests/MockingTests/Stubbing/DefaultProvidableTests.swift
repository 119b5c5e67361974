import Foundation
import Testing

@testable import Mocking

@Suite struct DefaultProvidableTests {
    @Test func standardTypesHaveNeutralDefaults() {
        #expect(String.defaultValue == "")
        #expect(Substring.defaultValue == "")
        #expect(Bool.defaultValue == false)
        #expect(Int.defaultValue == 0)
        #expect(Int8.defaultValue == 0)
        #expect(Int16.defaultValue == 0)
        #expect(Int32.defaultValue == 0)
        #expect(Int64.defaultValue == 0)
        #expect(UInt.defaultValue == 0)
        #expect(UInt8.defaultValue == 0)
        #expect(UInt16.defaultValue == 0)
        #expect(UInt32.defaultValue == 0)
        #expect(UInt64.defaultValue == 0)
        #expect(Double.defaultValue == 0)
        #expect(Float.defaultValue == 0)
        #expect(Decimal.defaultValue == 0)
        #expect(CGFloat.defaultValue == 0)
        #expect(String?.defaultValue == nil)
        #expect([Int].defaultValue.isEmpty)
        #expect([String: Int].defaultValue.isEmpty)
        #expect(Set<Int>.defaultValue.isEmpty)
        #expect(Data.defaultValue.isEmpty)
    }

    @Test func foundationValuesHaveFixedDefaults() {
        #expect(URL.defaultValue.path == "/")
        #expect(URLComponents.defaultValue == URLComponents())
        #expect(URLQueryItem.defaultValue == URLQueryItem(name: "", value: nil))
        #expect(Date.defaultValue.timeIntervalSince1970 == 0)
        #expect(UUID.defaultValue.uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(Locale.defaultValue.identifier == "en_US_POSIX")
    }

    @Test func userTypesOptIn() {
        let mock = Mock<Int, User>()
        #expect(mock.getValue(1) == User(name: "nobody"))
    }
}

/// A class with a default: each call gets an object of its own.
private final class Draft: DefaultProvidable, @unchecked Sendable {
    // NB: immutable.
    static var defaultValue: Draft { Draft() }
}

private final class Defaults: @unchecked Sendable {
    // NB: every stored property is a mock wrapper, which guards its state with its own lock.
    @Mock var countMock: (String) -> Int
    @ThrowingMock var loadMock: (Int) throws -> [String]
    @AsyncMock var saveMock: nonisolated(nonsending) (String) async -> Void
    @AsyncThrowingMock var cancelMock:
        nonisolated(nonsending) (Int) async throws -> Result<Void, TestError>
    @Mock var draftMock: (()) -> Draft
}

/// A mock declared without a closure answers its default as a stubbed value answers, in one step
/// under its lock; what a test does to its loaders behaves as for any default loader.
@Suite struct DefaultAnswerTests {
    @Test func everyKindOfMockAnswersItsDefaultAndRecordsTheCall() async throws {
        let defaults = Defaults()
        #expect(defaults.countMock("a") == 0)
        #expect(try defaults.loadMock(1) == [])
        await defaults.saveMock("b")
        await #expect(throws: Never.self) { try await defaults.cancelMock(2).get() }
        #expect(defaults.$countMock.usage.history.map(\.value) == [0])
        #expect(defaults.$loadMock.wasCalled(with: 1))
        #expect(defaults.$saveMock.wasCalled(with: "b"))
        #expect(defaults.$cancelMock.callCount == 1)
    }

    @Test func resettingAStubReturnsToTheDefault() {
        let defaults = Defaults()
        defaults.$countMock.returns(3)
        #expect(defaults.countMock("a") == 3)
        defaults.$countMock.resetLoader()
        #expect(defaults.countMock("a") == 0)
        defaults.countMock = { $0.count }
        #expect(defaults.countMock("abc") == 3)
        defaults.$countMock.reset()
        #expect(defaults.countMock("abc") == 0)
        #expect(defaults.$countMock.usage.history.map(\.value) == [0])
    }

    @Test func aNewDefaultLoaderReplacesTheDefaultValue() {
        let defaults = Defaults()
        defaults.$countMock.defaultValueLoader = { $0.count }
        #expect(defaults.countMock("ab") == 2)
        defaults.$countMock.returns(9)
        defaults.$countMock.resetLoader()
        #expect(defaults.countMock("abc") == 3)
    }

    @Test func aClassDefaultIsMadeForEachCall() {
        let defaults = Defaults()
        #expect(defaults.draftMock(()) !== defaults.draftMock(()))
    }

    @Test func aStrictMockStillReportsTheCallsItsDefaultAnswers() {
        let mock = Mock<Int, Int>(strict: true)
        withKnownIssue {
            #expect(mock.getValue(1) == 0)
        } matching: { issue in
            comments(of: issue, contain: "to be stubbed, but mock(1) was answered by its default")
        }
    }

    @Test func aTestScopedMockAnswersItsDefaultInEachTest() {
        let mock = Mock<Int, Int>(scope: .test)
        #expect(mock.getValue(1) == 0)
        #expect(mock.usage.contexts == [1])
    }

    @Test func aConformanceTheDeclarationDidNotSeeIsFoundWhenTheMockIsMade() async throws {
        // As a generated mock declares a member whose type its module gives no default, and a
        // test target adds one.
        let mock = Mock<Int, Voucher>(.unimplemented)
        let throwing = ThrowingMock<Int, Voucher>(.unimplemented)
        let async = AsyncMock<Int, Voucher>(.unimplemented)
        let asyncThrowing = AsyncThrowingMock<Int, Voucher>(.unimplemented)
        let property = PropertyMock<Voucher>(.unimplemented)

        #expect(mock.getValue(1) == Voucher(code: "none"))
        #expect(try throwing.getValue(2) == Voucher(code: "none"))
        #expect(await async.getValue(3) == Voucher(code: "none"))
        #expect(try await asyncThrowing.getValue(4) == Voucher(code: "none"))
        #expect(property.wrappedValue == Voucher(code: "none"))
        #expect(mock.usage.contexts == [1])
        #expect(throwing.usage.contexts == [2])
        mock.returns(Voucher(code: "ten"))
        #expect(mock.getValue(5) == Voucher(code: "ten"))
        mock.reset()
        #expect(mock.getValue(6) == Voucher(code: "none"))
    }

    @Test func aStrictMockReportsTheCallsAFoundDefaultAnswers() {
        let mock = Mock<Int, Voucher>(.unimplemented, strict: true)
        withKnownIssue {
            #expect(mock.getValue(1) == Voucher(code: "none"))
        } matching: { issue in
            comments(of: issue, contain: "but mock(1) was answered by its default loader")
        }
        #expect(mock.usage.contexts == [1])
    }

    @Test func aTypeWithNoDefaultStillFailsTheUnstubbedCall() {
        let throwing = ThrowingMock<Int, Ticket>(.unimplemented)
        #expect(throws: UnimplementedMockError.self) { try throwing.getValue(1) }
    }
}

/// A value the mocks' module gives no default, as a type of the module a test target tests; the
/// conformance below is the test target's own.
private struct Voucher: Equatable {
    var code: String
}

extension Voucher: DefaultProvidable {
    static var defaultValue: Voucher { Voucher(code: "none") }
}

/// A value with no default anywhere.
private struct Ticket: Equatable {
    var seat: Int
}
