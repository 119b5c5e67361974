import Foundation
import Mocking

// The mocks under measurement, declared the way users declare them: one wrapper per member of a
// class, the member forwarding to it. Loaders do no work, so the figures are the mock's own cost.

/// A mock with an `Int` member, called either through its projection or its wrapped property.
public final class Counter: @unchecked Sendable {
    // NB: the wrapper's backing storage is assigned once, in the initializer, and never
    // reassigned; the mock itself is thread-safe.

    /// Creates the mock with its default loader.
    public init() {}

    /// Calls the mock through its wrapped property, as a mocked member does.
    public func next(_ value: Int) -> Int { nextMock(value) }
    /// The mock of `next(_:)`, answering its argument plus one.
    @Mock public var nextMock = { (value: Int) -> Int in value &+ 1 }
}

/// The saltzmanjoelh/mocking README's file manager, with loaders that never touch the disk.
public final class MockFileManager: @unchecked Sendable {
    // NB: as for `Counter`.

    /// Creates the mocks with their no-op loaders.
    public init() {}

    /// Packs both URLs into an `EquatableTuple`, as the saltzmanjoelh/mocking README does.
    public func copyItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItemMock(EquatableTuple([srcURL, dstURL]))
    }
    /// The mock of `copyItem(at:to:)`.
    @ThrowingMock public var copyItemMock = { (tuple: EquatableTuple<URL>) throws in }

    /// Wraps each argument in a `CodableInput`, as the saltzmanjoelh/mocking README does.
    public func contentsOfDirectory(
        at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
        options mask: FileManager.DirectoryEnumerationOptions = []
    ) throws -> [URL] {
        let context = EquatableTuple([
            try CodableInput(url),
            try CodableInput(keys),
            try CodableInput(mask),
        ])
        return try $contentsOfDirectoryAtUrlMock.getValue(context)
    }
    /// The mock of `contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
    @ThrowingMock public var contentsOfDirectoryAtUrlMock = {
        (tuple: EquatableTuple<CodableInput>) throws -> [URL] in []
    }
}

// The saltzmanjoelh/mocking README encodes these arguments; Foundation does not make them
// Codable.
// swift-format-ignore: AvoidRetroactiveConformances
extension URLResourceKey: @retroactive Codable {}
// swift-format-ignore: AvoidRetroactiveConformances
extension FileManager.DirectoryEnumerationOptions: @retroactive Codable {}

/// A small `Codable` value, for `CodableInput` against `JSONEncoder`.
public struct Point: Codable, Sendable {
    /// The horizontal coordinate.
    public var x: Int
    /// The vertical coordinate.
    public var y: Int
    /// A name, so that the value holds a string too.
    public var label: String
}

/// A `JSONEncoder` that sorts keys, as `CodableInput` encodes: the baseline of its cases, made
/// once and reused.
public func sortedKeysEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
}

/// The error the throwing cases throw; boxed once, as a stubbed error is.
public struct BenchmarkError: Error {
    /// Creates the error.
    public init() {}
}

/// The values the cases pass.
public enum Arguments {
    /// The source of `copyItem(at:to:)`.
    public static let source = URL(fileURLWithPath: "/tmp/mocking-benchmarks/source.txt")
    /// The destination of `copyItem(at:to:)`.
    public static let destination = URL(fileURLWithPath: "/tmp/mocking-benchmarks/destination.txt")
    /// The folder of `contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
    public static let folder = URL(fileURLWithPath: "/tmp/mocking-benchmarks/", isDirectory: true)
    /// The resource keys of `contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
    public static let keys: [URLResourceKey]? = [.isDirectoryKey, .fileSizeKey]
    /// The options of `contentsOfDirectory(at:includingPropertiesForKeys:options:)`.
    public static let options: FileManager.DirectoryEnumerationOptions = [.skipsHiddenFiles]
    /// The value the `CodableInput` struct cases encode.
    public static let point = Point(x: 3, y: 4, label: "corner")
}
