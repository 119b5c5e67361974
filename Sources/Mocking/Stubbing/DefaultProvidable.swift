import Foundation

/// A type with a neutral value that mocks declared without a closure answer.
///
/// ```swift
/// @Mock var countMock: (String) -> Int      // answers 0
/// @Mock var nameMock: (Int) -> String?      // answers nil
/// ```
///
/// Conform your own types to let mocks of them be declared without a closure:
///
/// ```swift
/// struct User: DefaultProvidable {
///     var name: String
///     static var defaultValue: User { User(name: "") }
/// }
/// @Mock var currentUserMock: (()) -> User
/// ```
///
/// Two more kinds of value need no conformance: a mock of `Void` does nothing, and a mock of
/// `Result<Void, Failure>`, for a member declared with typed throws and no result, answers
/// `.success(())`.
///
/// A mock reads the default once, when it is made, and answers each call with it until a test
/// stubs it, recording the call as it answers, as it does for a value stubbed with `returns(_:)`;
/// the default of a class is read again for each call, so that calls do not share an object.
public protocol DefaultProvidable {
    /// The value a mock answers until a test stubs it.
    static var defaultValue: Self { get }
}

extension String: DefaultProvidable {
    /// `""`.
    public static var defaultValue: String { "" }
}

extension Substring: DefaultProvidable {
    /// `""`.
    public static var defaultValue: Substring { "" }
}

extension Bool: DefaultProvidable {
    /// `false`.
    public static var defaultValue: Bool { false }
}

extension Int: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Int { 0 }
}

extension Int8: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Int8 { 0 }
}

extension Int16: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Int16 { 0 }
}

extension Int32: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Int32 { 0 }
}

extension Int64: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Int64 { 0 }
}

extension UInt: DefaultProvidable {
    /// `0`.
    public static var defaultValue: UInt { 0 }
}

extension UInt8: DefaultProvidable {
    /// `0`.
    public static var defaultValue: UInt8 { 0 }
}

extension UInt16: DefaultProvidable {
    /// `0`.
    public static var defaultValue: UInt16 { 0 }
}

extension UInt32: DefaultProvidable {
    /// `0`.
    public static var defaultValue: UInt32 { 0 }
}

extension UInt64: DefaultProvidable {
    /// `0`.
    public static var defaultValue: UInt64 { 0 }
}

extension Double: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Double { 0 }
}

extension Float: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Float { 0 }
}

extension Decimal: DefaultProvidable {
    /// `0`.
    public static var defaultValue: Decimal { 0 }
}

extension CGFloat: DefaultProvidable {
    /// `0`.
    public static var defaultValue: CGFloat { 0 }
}

extension Optional: DefaultProvidable {
    /// `nil`.
    public static var defaultValue: Wrapped? { nil }
}

extension Array: DefaultProvidable {
    /// `[]`.
    public static var defaultValue: [Element] { [] }
}

extension Dictionary: DefaultProvidable {
    /// `[:]`.
    public static var defaultValue: [Key: Value] { [:] }
}

extension Set: DefaultProvidable {
    /// `[]`.
    public static var defaultValue: Set<Element> { [] }
}

extension Data: DefaultProvidable {
    /// Empty data.
    public static var defaultValue: Data { Data() }
}

extension URL: DefaultProvidable {
    /// `file:///`, the root directory.
    public static var defaultValue: URL { URL(fileURLWithPath: "/", isDirectory: true) }
}

extension URLComponents: DefaultProvidable {
    /// Empty components.
    public static var defaultValue: URLComponents { URLComponents() }
}

extension URLQueryItem: DefaultProvidable {
    /// An item with an empty name and no value.
    public static var defaultValue: URLQueryItem { URLQueryItem(name: "", value: nil) }
}

extension Date: DefaultProvidable {
    /// 00:00:00 UTC on 1 January 1970, so that answers are the same on every run.
    public static var defaultValue: Date { Date(timeIntervalSince1970: 0) }
}

extension UUID: DefaultProvidable {
    /// The nil UUID, all zeros, so that answers are the same on every run.
    public static var defaultValue: UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
}

extension Locale: DefaultProvidable {
    /// The POSIX locale, `en_US_POSIX`, which never changes with user settings.
    public static var defaultValue: Locale { Locale(identifier: "en_US_POSIX") }
}
