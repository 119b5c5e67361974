#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finds symbols and images among those already loaded into the process, never loading one.
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

    /// Whether a framework is loaded: its library, named `library` (`Testing`, `XCTest`), is
    /// among the loaded images, or the runtime knows its type `mangledType`, such as
    /// `7Testing4TestV`, which only a loaded module can define.
    ///
    /// Neither depends on the entry points a reporter calls, so a toolchain that renames those
    /// still shows its framework loaded.
    static func isLoaded(library: String, definingType mangledType: String) -> Bool {
        isImageLoaded(library) || _typeByName(mangledType) != nil
    }

    /// Whether the library `name` is loaded: `libName.so` elsewhere, `Name.framework` or
    /// `libName.dylib` on Apple platforms.
    private static func isImageLoaded(_ name: String) -> Bool {
        #if canImport(Darwin)
        let suffixes = [
            "/\(name).framework/\(name)", "/\(name).framework/Versions/A/\(name)",
            "/lib\(name).dylib",
        ]
        for index in 0..<_dyld_image_count() {
            guard let path = _dyld_get_image_name(index).map({ String(cString: $0) }) else {
                continue
            }
            if suffixes.contains(where: { path.hasSuffix($0) }) { return true }
        }
        return false
        #elseif canImport(Glibc) || canImport(Musl)
        // With `RTLD_NOLOAD`, `dlopen` answers a library already loaded and loads none.
        guard let handle = dlopen("lib\(name).so", RTLD_NOLOAD | RTLD_LAZY) else { return false }
        dlclose(handle)
        return true
        #else
        return false
        #endif
    }
}
