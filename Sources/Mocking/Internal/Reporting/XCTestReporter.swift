/// Records failures in XCTest through its public `XCTFail(_:file:line:)`, found at run time.
///
/// `Mocking` must not link XCTest, so this type calls `XCTFail` through the symbol the compiler
/// emits for it. `XCTFail` records on XCTest's current test case, through that test case's
/// `recordFailure` method, and does nothing when there is none. To tell whether there is one:
///
/// - on Apple platforms, XCTest exports `_XCTCurrentTestCase()`;
/// - with swift-corelibs-xctest, whose current test case is the internal global
///   `XCTCurrentTestCase`, the variable is found in `libXCTest.so`'s symbol table and read.
///
/// When neither is available, ``hasCurrentTestCase`` is `nil`: XCTest is loaded, but whether it
/// runs a test case is unknown.
final class XCTestReporter: @unchecked Sendable {
    // NB: every stored property is a constant holding the address of code or of a global variable
    // in a loaded image, which stays mapped. XCTest writes its current test case variable from
    // the thread running the test; reading it is a single aligned pointer-sized load.

    /// XCTest as this process has it: not loaded, reached, or loaded with `XCTFail` missing.
    static let resolution = TestFramework.resolve(
        isLoaded: LoadedSymbols.isLoaded(library: "XCTest", definingType: "6XCTest0A4CaseC")
    ) { () throws(MissingEntryPoint) in
        try XCTestReporter(symbols: Symbols())
    }

    /// The reporter for the XCTest library in this process, or `nil` when none is loaded or it
    /// cannot be reached.
    static let loaded = resolution.reporter

    /// The names of the declarations this reporter calls, XCTest's ABI. A test may rename one to
    /// see what a toolchain that renamed it would do.
    struct Symbols {
        /// `XCTFail(_:file:line:)`.
        var fail = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
        /// `XCTestCase *_XCTCurrentTestCase(void)`, on Apple platforms.
        var currentTestCaseFunction = "_XCTCurrentTestCase"
        /// `var XCTCurrentTestCase: XCTestCase?`, internal to swift-corelibs-xctest.
        var currentTestCaseVariable = "$s6XCTest18XCTCurrentTestCaseAA0aD0CSgvp"
    }

    /// How this reporter learns XCTest's current test case.
    private enum CurrentTestCase {
        #if canImport(Darwin)
        /// `XCTestCase *_XCTCurrentTestCase(void)`.
        case function(UnsafeRawPointer)
        #endif
        /// The address of `var XCTCurrentTestCase: XCTestCase?`.
        case variable(UnsafeRawPointer)
        /// Neither is available.
        case unknown
    }

    /// `XCTFail(_:file:line:)`.
    private let fail: UnsafeRawPointer
    /// Where the current test case comes from.
    private let currentTestCase: CurrentTestCase

    /// Resolves `XCTFail` and a way to find the current test case, from the names in `symbols`.
    ///
    /// - Throws: `XCTFail` when it is missing; without a way to find the current test case, XCTest
    ///   still records failures, and ``hasCurrentTestCase`` is `nil`.
    init(symbols: Symbols) throws(MissingEntryPoint) {
        guard let fail = LoadedSymbols.address(of: symbols.fail) else {
            throw MissingEntryPoint(
                framework: "XCTest", declaration: "XCTFail(_:file:line:)", symbol: symbols.fail)
        }
        self.fail = fail
        currentTestCase = Self.findCurrentTestCase(symbols)
    }

    /// Whether XCTest is running a test case now, or `nil` when this process cannot tell.
    var hasCurrentTestCase: Bool? {
        if case .unknown = currentTestCase { return nil }
        return currentTestCaseAddress != nil
    }

    /// The address of the test case XCTest runs now, or `nil` when none runs or this process
    /// cannot tell.
    ///
    /// XCTest makes one test case object per test method and keeps them all until the run ends,
    /// so the address identifies one run of one test.
    var currentTestCaseAddress: UnsafeRawPointer? {
        switch currentTestCase {
        #if canImport(Darwin)
        case .function(let function):
            typealias Current = @convention(c) () -> UnsafeRawPointer?
            return unsafeBitCast(function, to: Current.self)()
        #endif
        case .variable(let address):
            return address.load(as: UnsafeRawPointer?.self)
        case .unknown:
            return nil
        }
    }

    /// The address of the variable holding XCTest's current test case, or 0 when this process
    /// reads it otherwise or cannot.
    var currentTestCaseVariable: UInt {
        if case .variable(let address) = currentTestCase { UInt(bitPattern: address) } else { 0 }
    }

    /// The address of the function answering XCTest's current test case, or 0 when this process
    /// reads it otherwise or cannot.
    var currentTestCaseFunction: UInt {
        #if canImport(Darwin)
        if case .function(let function) = currentTestCase { return UInt(bitPattern: function) }
        #endif
        return 0
    }

    /// The name of the test case XCTest runs now, such as `-[ForecastTests testPublishes]` on
    /// Apple platforms or `ForecastTests.testPublishes` elsewhere; `nil` when none runs or this
    /// process cannot tell.
    ///
    /// swift-corelibs-xctest keeps the name in the test case's stored `_name`, which reflection
    /// finds; Apple's XCTest describes a test case by its name. XCTest keeps every test case
    /// object until the run ends, so the one running is alive.
    var currentTestCaseName: String? {
        guard let address = currentTestCaseAddress else { return nil }
        let testCase = Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
        var mirror: Mirror? = Mirror(reflecting: testCase)
        while let current = mirror {
            if let name = current.children.first(where: { $0.label == "_name" })?.value as? String {
                return name
            }
            mirror = current.superclassMirror
        }
        return String(describing: testCase)
    }

    /// Records a failure with `message` on XCTest's current test case, at `location`'s file and
    /// line; XCTest ignores it when no test case is running.
    func fail(_ message: String, at location: SourceLocation) {
        typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void
        unsafeBitCast(fail, to: Fail.self)(message, location.filePath, location.line)
    }

    /// Finds the way to read XCTest's current test case on this platform.
    private static func findCurrentTestCase(_ symbols: Symbols) -> CurrentTestCase {
        #if canImport(Darwin)
        if let function = LoadedSymbols.address(of: symbols.currentTestCaseFunction) {
            return .function(function)
        }
        #elseif canImport(Glibc) && _pointerBitWidth(_64)
        if let variable = ELFSymbolTable.addressOfVariable(
            named: symbols.currentTestCaseVariable, inLibraryNamed: "libXCTest.so")
        {
            return .variable(variable)
        }
        #endif
        return .unknown
    }
}
