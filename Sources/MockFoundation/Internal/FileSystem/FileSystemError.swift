import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A POSIX error number, thrown inside an ``InMemoryFileManager`` before it becomes the
/// `CocoaError` that `FileManager` would throw.
struct Errno: Error, Equatable {
    let code: Int32

    static let noSuchFile = Errno(code: ENOENT)
    static let fileExists = Errno(code: EEXIST)
    static let notDirectory = Errno(code: ENOTDIR)
    static let isDirectory = Errno(code: EISDIR)
    static let invalidArgument = Errno(code: EINVAL)
    static let tooManyLinks = Errno(code: ELOOP)
    static let busy = Errno(code: EBUSY)
    static let notEmpty = Errno(code: ENOTEMPTY)
    static let notPermitted = Errno(code: EPERM)
}

/// Builds the `CocoaError`s `FileManager` throws, with the same codes and user-info keys.
enum FileSystemError {
    static let sourcePathKey = "NSSourceFilePathErrorKey"
    static let destinationPathKey = "NSDestinationFilePath"
    static let userStringVariantKey = "NSUserStringVariant"

    /// The code `FileManager` uses for `errno` while reading or while writing.
    static func code(for errno: Errno, reading: Bool) -> CocoaError.Code {
        switch errno.code {
        case ENOENT: reading ? .fileReadNoSuchFile : .fileNoSuchFile
        case EPERM: reading ? .fileReadNoPermission : .fileWriteNoPermission
        case EEXIST where !reading: .fileWriteFileExists
        default: reading ? .fileReadUnknown : .fileWriteUnknown
        }
    }

    /// The error of an operation on one item.
    ///
    /// - Parameters:
    ///   - errno: Why it failed.
    ///   - path: The path the caller passed.
    ///   - reading: Whether the operation reads rather than writes.
    ///   - variant: The `NSUserStringVariant`, such as `"Remove"`, if `FileManager` adds one.
    ///   - url: The URL for `NSURL`.
    static func error(
        _ errno: Errno, path: String, reading: Bool, variant: String? = nil, url: URL
    ) -> CocoaError {
        var userInfo: [String: Any] = [
            NSFilePathErrorKey: path,
            NSURLErrorKey: url,
            NSUnderlyingErrorKey: underlyingError(errno),
        ]
        if let variant { userInfo[userStringVariantKey] = [variant] }
        return CocoaError(code(for: errno, reading: reading), userInfo: userInfo)
    }

    /// The error of an operation from one item to another, such as a copy.
    ///
    /// - Parameters:
    ///   - errno: Why it failed.
    ///   - source: The source path the caller passed.
    ///   - destination: The destination path the caller passed.
    ///   - variant: The `NSUserStringVariant`: `"Copy"`, `"Move"` or `"Link"`.
    ///   - url: The URL for `NSURL`, the source's.
    static func error(
        _ errno: Errno, source: String, destination: String, variant: String, url: URL
    ) -> CocoaError {
        let userInfo: [String: Any] = [
            NSFilePathErrorKey: source,
            sourcePathKey: source,
            destinationPathKey: destination,
            NSURLErrorKey: url,
            NSUnderlyingErrorKey: underlyingError(errno),
            userStringVariantKey: [variant],
        ]
        return CocoaError(code(for: errno, reading: false), userInfo: userInfo)
    }

    /// The error `contentsOfDirectory(at:includingPropertiesForKeys:options:)` throws, which
    /// names the URL only.
    static func error(_ errno: Errno, url: URL) -> CocoaError {
        let userInfo: [String: Any] = [
            NSURLErrorKey: url,
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno.code)),
        ]
        return CocoaError(code(for: errno, reading: true), userInfo: userInfo)
    }

    private static func underlyingError(_ errno: Errno) -> any Error {
        if let code = POSIXErrorCode(rawValue: errno.code) {
            return POSIXError(code)
        }
        return NSError(domain: NSPOSIXErrorDomain, code: Int(errno.code))
    }
}
