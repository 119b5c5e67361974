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
        .testTarget(name: "MockingTests", dependencies: ["Mocking"]),
        .testTarget(name: "MockFoundationTests", dependencies: ["MockFoundation"]),
    ],
    swiftLanguageModes: [.v6]
)
