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
