// swift-tools-version: 6.0
import PackageDescription

// The generator's corpus: mocks of every public protocol of real packages, generated with the
// GenerateMocks plugin, compiled, and created in tests. A package of its own, so that `mocking`
// keeps no dependencies. Run it with `python3 GeneratorCorpus/corpus.py` from the repository
// root; see README.md. The script writes the test targets' folders, Generated/<Module>Mocks,
// before it runs SwiftPM.
//
// MOCK_CORPUS=all adds the `large` packages (swift-nio, hummingbird, Vapor, Fluent, gRPC's
// transport, WasmKit, swift-syntax…), which take many minutes to build; without it, the corpus
// is the `small` packages that CI checks.

/// An upstream module whose protocols are mocked: the product that brings it, and its package.
struct Upstream {
    let module: String
    let product: String
    let package: String
}

let small: [Upstream] = [
    Upstream(module: "Logging", product: "Logging", package: "swift-log"),
    Upstream(module: "InMemoryLogging", product: "InMemoryLogging", package: "swift-log"),
    Upstream(module: "CoreMetrics", product: "CoreMetrics", package: "swift-metrics"),
    Upstream(module: "Metrics", product: "Metrics", package: "swift-metrics"),
    Upstream(module: "MetricsTestKit", product: "MetricsTestKit", package: "swift-metrics"),
    Upstream(
        module: "Instrumentation", product: "Instrumentation", package: "swift-distributed-tracing"),
    Upstream(
        module: "ServiceContextModule", product: "Instrumentation",
        package: "swift-distributed-tracing"),
    Upstream(module: "Tracing", product: "Tracing", package: "swift-distributed-tracing"),
    Upstream(
        module: "InMemoryTracing", product: "InMemoryTracing", package: "swift-distributed-tracing"),
    Upstream(
        module: "ServiceContextModuleCompatibility", product: "ServiceContextModule",
        package: "swift-service-context"),
    Upstream(
        module: "InstrumentationBaggage", product: "InstrumentationBaggage",
        package: "swift-service-context"),
    Upstream(
        module: "ServiceLifecycle", product: "ServiceLifecycle", package: "swift-service-lifecycle"),
    Upstream(
        module: "ServiceLifecycleTestKit", product: "ServiceLifecycleTestKit",
        package: "swift-service-lifecycle"),
    Upstream(module: "UnixSignals", product: "UnixSignals", package: "swift-service-lifecycle"),
    Upstream(
        module: "OpenAPIRuntime", product: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    Upstream(module: "GRPCCore", product: "GRPCCore", package: "grpc-swift-2"),
    // The packages above declare no open class: Stencil's `Extension`, `Template` and
    // `SimpleErrorReporter` are the class mocks CI checks.
    Upstream(module: "Stencil", product: "Stencil", package: "stencil"),
    // Protocols of another style, in packages that build in seconds: numeric protocols refining
    // the standard library's (`Real: FloatingPoint`), a command-line parser's static
    // requirements, Combine's publishers and subscribers, symbol graph models, and a generic
    // graph library with open generic classes.
    Upstream(module: "RealModule", product: "RealModule", package: "swift-numerics"),
    Upstream(module: "ArgumentParser", product: "ArgumentParser", package: "swift-argument-parser"),
    Upstream(module: "OpenCombine", product: "OpenCombine", package: "opencombine"),
    Upstream(module: "SymbolKit", product: "SymbolKit", package: "swift-docc-symbolkit"),
    Upstream(module: "SwiftGraph", product: "SwiftGraph", package: "swiftgraph"),
    // The families the generator met last in real code: atomics fixing an associated type to
    // `Self` by a same-type `where` clause and refining `FixedWidthInteger`; protocols that are
    // `~Copyable`, with a `RawSpan` parameter, from a module built with
    // NonisolatedNonsendingByDefault; and a configuration provider whose `watch` members make a
    // result that may be noncopyable through the handler the caller passes.
    Upstream(module: "Atomics", product: "Atomics", package: "swift-atomics"),
    Upstream(module: "Subprocess", product: "Subprocess", package: "swift-subprocess"),
    Upstream(module: "Configuration", product: "Configuration", package: "swift-configuration"),
]

// HummingbirdTLS, HummingbirdHTTP2 and HummingbirdTesting are left out: they declare no
// protocol, or one, and bring swift-nio-ssl (BoringSSL) and async-http-client, whose build
// alone takes longer than the rest of the corpus.
let large: [Upstream] = [
    Upstream(module: "NIOCore", product: "NIOCore", package: "swift-nio"),
    Upstream(module: "NIOEmbedded", product: "NIOEmbedded", package: "swift-nio"),
    Upstream(module: "NIOPosix", product: "NIOPosix", package: "swift-nio"),
    Upstream(module: "NIO", product: "NIO", package: "swift-nio"),
    Upstream(module: "_NIOConcurrency", product: "_NIOConcurrency", package: "swift-nio"),
    Upstream(module: "NIOTLS", product: "NIOTLS", package: "swift-nio"),
    Upstream(module: "NIOHTTP1", product: "NIOHTTP1", package: "swift-nio"),
    Upstream(
        module: "NIOConcurrencyHelpers", product: "NIOConcurrencyHelpers", package: "swift-nio"),
    Upstream(
        module: "NIOFoundationEssentialsCompat", product: "NIOFoundationEssentialsCompat",
        package: "swift-nio"),
    Upstream(module: "NIOFoundationCompat", product: "NIOFoundationCompat", package: "swift-nio"),
    Upstream(module: "NIOWebSocket", product: "NIOWebSocket", package: "swift-nio"),
    Upstream(module: "NIOTestUtils", product: "NIOTestUtils", package: "swift-nio"),
    Upstream(module: "_NIOFileSystem", product: "_NIOFileSystem", package: "swift-nio"),
    Upstream(module: "NIOFileSystem", product: "_NIOFileSystem", package: "swift-nio"),
    Upstream(
        module: "_NIOFileSystemFoundationCompat", product: "_NIOFileSystemFoundationCompat",
        package: "swift-nio"),
    Upstream(module: "Hummingbird", product: "Hummingbird", package: "hummingbird"),
    Upstream(module: "HummingbirdCore", product: "HummingbirdCore", package: "hummingbird"),
    Upstream(module: "HummingbirdRouter", product: "HummingbirdRouter", package: "hummingbird"),
    Upstream(module: "Vapor", product: "Vapor", package: "vapor"),
    Upstream(module: "RoutingKit", product: "RoutingKit", package: "routing-kit"),
    Upstream(module: "MultipartKit", product: "MultipartKit", package: "multipart-kit"),
    Upstream(module: "WebSocketKit", product: "WebSocketKit", package: "websocket-kit"),
    Upstream(module: "AsyncKit", product: "AsyncKit", package: "async-kit"),
    Upstream(
        module: "ConsoleKitTerminal", product: "ConsoleKitTerminal", package: "console-kit"),
    Upstream(
        module: "ConsoleKitCommands", product: "ConsoleKitCommands", package: "console-kit"),
    Upstream(module: "AsyncHTTPClient", product: "AsyncHTTPClient", package: "async-http-client"),
    Upstream(module: "FluentKit", product: "FluentKit", package: "fluent-kit"),
    Upstream(module: "FluentSQL", product: "FluentSQL", package: "fluent-kit"),
    Upstream(module: "SQLKit", product: "SQLKit", package: "sql-kit"),
    Upstream(module: "PostgresNIO", product: "PostgresNIO", package: "postgres-nio"),
    // For their open classes, which the server packages above do not have: the visitors and
    // rewriters that macros and linters subclass, encoders, and generic schema components.
    Upstream(module: "SwiftSyntax", product: "SwiftSyntax", package: "swift-syntax"),
    Upstream(module: "SwiftBasicFormat", product: "SwiftBasicFormat", package: "swift-syntax"),
    Upstream(module: "XMLCoder", product: "XMLCoder", package: "xmlcoder"),
    Upstream(module: "GraphQL", product: "GraphQL", package: "graphql"),
    Upstream(module: "Graphiti", product: "Graphiti", package: "graphiti"),
    // Modules of small packages that declare no protocol nor open class: the plugin runs on
    // them all the same, in the long run, so that CI's part spends its time on protocols.
    Upstream(module: "ComplexModule", product: "ComplexModule", package: "swift-numerics"),
    Upstream(module: "Numerics", product: "Numerics", package: "swift-numerics"),
    Upstream(module: "SystemPackage", product: "SystemPackage", package: "swift-system"),
    Upstream(module: "Algorithms", product: "Algorithms", package: "swift-algorithms"),
    Upstream(module: "OpenCombineDispatch", product: "OpenCombineDispatch", package: "opencombine"),
    Upstream(
        module: "OpenCombineFoundation", product: "OpenCombineFoundation", package: "opencombine"),
    Upstream(module: "Ink", product: "Ink", package: "ink"),
    // HTTP/2 and gRPC's transport over swift-nio (which bring swift-nio-ssl), WebSockets, Fluent
    // and its SQLite driver, and a WebAssembly runtime: modules of other styles, whose first
    // builds take minutes.
    Upstream(module: "NIOHTTP2", product: "NIOHTTP2", package: "swift-nio-http2"),
    Upstream(module: "NIOHPACK", product: "NIOHPACK", package: "swift-nio-http2"),
    Upstream(
        module: "GRPCNIOTransportCore", product: "GRPCNIOTransportHTTP2",
        package: "grpc-swift-nio-transport"),
    Upstream(
        module: "GRPCNIOTransportHTTP2Posix", product: "GRPCNIOTransportHTTP2Posix",
        package: "grpc-swift-nio-transport"),
    Upstream(
        module: "GRPCNIOTransportHTTP2TransportServices",
        product: "GRPCNIOTransportHTTP2TransportServices", package: "grpc-swift-nio-transport"),
    Upstream(
        module: "GRPCNIOTransportHTTP2", product: "GRPCNIOTransportHTTP2",
        package: "grpc-swift-nio-transport"),
    Upstream(module: "WSCore", product: "WSCore", package: "swift-websocket"),
    Upstream(module: "WSClient", product: "WSClient", package: "swift-websocket"),
    Upstream(module: "WSCompression", product: "WSCompression", package: "swift-websocket"),
    Upstream(
        module: "HummingbirdWebSocket", product: "HummingbirdWebSocket",
        package: "hummingbird-websocket"),
    Upstream(
        module: "HummingbirdWSClient", product: "HummingbirdWSClient",
        package: "hummingbird-websocket"),
    Upstream(
        module: "HummingbirdWSCompression", product: "HummingbirdWSCompression",
        package: "hummingbird-websocket"),
    Upstream(
        module: "HummingbirdWSTesting", product: "HummingbirdWSTesting",
        package: "hummingbird-websocket"),
    Upstream(module: "Fluent", product: "Fluent", package: "fluent"),
    Upstream(
        module: "FluentSQLiteDriver", product: "FluentSQLiteDriver",
        package: "fluent-sqlite-driver"),
    Upstream(module: "SQLiteKit", product: "SQLiteKit", package: "sqlite-kit"),
    Upstream(module: "SQLiteNIO", product: "SQLiteNIO", package: "sqlite-nio"),
    Upstream(module: "WasmKit", product: "WasmKit", package: "wasmkit"),
    Upstream(module: "WasmTypes", product: "WasmKit", package: "wasmkit"),
    Upstream(module: "WasmParser", product: "WasmParser", package: "wasmkit"),
    Upstream(module: "WASI", product: "WASI", package: "wasmkit"),
    Upstream(module: "WasmKitWASI", product: "WasmKitWASI", package: "wasmkit"),
    Upstream(module: "WasmKitWASIThreads", product: "WasmKitWASIThreads", package: "wasmkit"),
    Upstream(module: "WAT", product: "WAT", package: "wasmkit"),
    Upstream(module: "WIT", product: "WIT", package: "wasmkit"),
    Upstream(module: "WITMarker", product: "WITMarker", package: "wasmkit"),
]

let includesLarge = Context.environment["MOCK_CORPUS"] == "all"
let upstreams = small + (includesLarge ? large : [])

var dependencies: [Package.Dependency] = [
    .package(name: "mocking", path: ".."),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
    .package(url: "https://github.com/apple/swift-service-context", from: "1.5.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/grpc/grpc-swift-2", from: "2.4.3"),
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
    .package(url: "https://github.com/davecom/SwiftGraph", from: "4.0.0"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
]
if includesLarge {
    dependencies += [
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
        .package(url: "https://github.com/vapor/async-kit", from: "1.22.0"),
        .package(url: "https://github.com/vapor/console-kit", from: "4.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/fluent-kit", from: "1.57.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL", from: "4.3.0"),
        .package(url: "https://github.com/GraphQLSwift/Graphiti", from: "3.1.0"),
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.1"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
        .package(url: "https://github.com/grpc/grpc-swift-nio-transport", from: "2.9.2"),
        .package(url: "https://github.com/hummingbird-project/swift-websocket", from: "1.6.2"),
        .package(
            url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2"),
    ]
}

let package = Package(
    name: "MockGeneratorCorpus",
    platforms: [.macOS(.v15)],
    dependencies: dependencies,
    targets: upstreams.map { upstream in
        // One test target per module, so that a mock that does not compile costs only its
        // module's build, from which the script removes it.
        .testTarget(
            name: "\(upstream.module)Mocks",
            dependencies: [
                .product(name: upstream.product, package: upstream.package),
                .product(name: "Mocking", package: "mocking"),
            ],
            path: "Generated/\(upstream.module)Mocks")
    } + [
        // `swift package generate-mocks` run for real on a copy of PluginFixture.
        .testTarget(name: "GenerateMocksPluginTests")
    ],
    swiftLanguageModes: [.v6]
)
