// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mocking",
    // Parameter packs in generic types (typed tuple contexts) need these OS versions on Apple platforms.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)],
    products: [
        .library(name: "Mocking", targets: ["Mocking"]),
        .library(name: "MockFoundation", targets: ["MockFoundation"]),
    ],
    targets: [
        .target(name: "Mocking"),
        .target(name: "MockFoundation", dependencies: ["Mocking"]),
        // The mock generator: a library that models the symbol graph and emits Swift, and the
        // executable that runs it on graph files.
        .target(name: "MockGeneratorCore"),
        .executableTarget(
            name: "mock-generator", dependencies: ["MockGeneratorCore"], path: "Sources/MockGenerator"),
        .testTarget(name: "MockingTests", dependencies: ["Mocking"]),
        .testTarget(name: "MockFoundationTests", dependencies: ["MockFoundation"]),
        .testTarget(name: "MockGeneratorCoreTests", dependencies: ["MockGeneratorCore"]),
    ],
    swiftLanguageModes: [.v6]
)
