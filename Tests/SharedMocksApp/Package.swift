// swift-tools-version: 6.0
import PackageDescription

// An app-shaped package whose mocks live in a mocks module that many targets share: CoreMocks,
// a library target that depends on Core and on Mocking, holds the public mocks of Core's API
// in Sources/CoreMocks/Mocks/Core, as its selection file there says, written by
// `swift package --allow-writing-to-package-directory generate-mocks --target CoreMocks
// --module Core`. The tests of FeatureA and of FeatureB use them, and so does TripPreview, an
// executable that is no test: Mocking links no test framework. CI checks the mocks with
// `swift package check-mocks`, builds, tests and runs the package (.ci/shared-mocks.sh); see
// "A mocks module for a whole app" in mocking's documentation.
let package = Package(
    name: "SharedMocksApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "mocking", path: "../..")],
    targets: [
        .target(name: "Core"),
        .target(
            name: "CoreMocks",
            dependencies: ["Core", .product(name: "Mocking", package: "mocking")]),
        .target(name: "FeatureA", dependencies: ["Core"]),
        .target(name: "FeatureB", dependencies: ["Core"]),
        .executableTarget(
            name: "TripPreview", dependencies: ["FeatureA", "FeatureB", "CoreMocks"]),
        .testTarget(
            name: "FeatureATests",
            dependencies: ["FeatureA", "CoreMocks", .product(name: "Mocking", package: "mocking")]),
        .testTarget(
            name: "FeatureBTests",
            dependencies: ["FeatureB", "CoreMocks", .product(name: "Mocking", package: "mocking")]),
    ],
    swiftLanguageModes: [.v6]
)
