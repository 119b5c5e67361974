// swift-tools-version: 6.0
import PackageDescription

// A small package on which GenerateMocksPluginTests run the GenerateMocks plugin, in a copy
// whose `path: "../.."` the tests point at the repository.
let package = Package(
    name: "Shop",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "mocking", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    ],
    targets: [
        .target(name: "Shop", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop", .product(name: "Mocking", package: "mocking"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]),
        .testTarget(
            name: "CheckoutTests",
            dependencies: [
                "Shop", .product(name: "Mocking", package: "mocking"),
                .product(name: "Logging", package: "swift-log"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
