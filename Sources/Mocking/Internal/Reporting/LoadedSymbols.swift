#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finds symbols among the images already loaded into the process, never loading an image.
///
/// `Mocking` is linked into apps, so it must not link a test framework. It finds the running
/// framework at run time instead: a test runner has already loaded it, an app never has.
enum LoadedSymbols {
    /// The address of the exported symbol `name`, or `nil` when no loaded image exports it.
    static func address(of name: String) -> UnsafeRawPointer? {
        #if canImport(Darwin)
        // `RTLD_DEFAULT`, a macro Swift does not import: search every loaded image.
        let everyImage = UnsafeMutableRawPointer(bitPattern: -2)
        return dlsym(everyImage, name).map(UnsafeRawPointer.init)
        #elseif canImport(Glibc) || canImport(Musl)
        // `RTLD_DEFAULT` is the null handle on these C libraries: search every loaded image.
        return dlsym(nil, name).map(UnsafeRawPointer.init)
        #else
        return nil
        #endif
    }
}
