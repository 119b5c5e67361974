// swift-tools-version: 6.0
import PackageDescription

// An app-shaped package that keeps generated mocks beside mocks written by hand: RideKit's
// protocols, and swift-log's LogHandler, are mocked in Tests/RideKitTests/Mocks as the selection
// file there says; Tests/RideKitTests/Hand holds MockRideAPI and FixedClock, written by hand.
// CI checks the generated mocks with `swift package check-mocks` (.ci/app.sh); see
// "Generating Mocks" in mocking's documentation.
let package = Package(
    name: "RideShare",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "mocking", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "RideKit", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "RideKitTests",
            dependencies: [
                "RideKit", .product(name: "Mocking", package: "mocking"),
                .product(name: "Logging", package: "swift-log"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
