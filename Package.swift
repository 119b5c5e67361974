// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mocking",
    // Parameter packs in generic types (typed tuple contexts) need these OS versions on Apple platforms.
    platforms: [
        .macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1),
    ],
    products: [
        .library(name: "Mocking", targets: ["Mocking"]),
        .library(name: "MockFoundation", targets: ["MockFoundation"]),
        // `swift package generate-mocks`: writes mock classes from the compiler's symbol graph;
        // `swift run mock-generator` does the same from symbol graph files.
        .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
        // `swift package check-mocks`: checks them, writing nothing, so needing no permission.
        .plugin(name: "CheckMocks", targets: ["CheckMocks"]),
        .executable(name: "mock-generator", targets: ["mock-generator"]),
    ],
    targets: [
        .target(name: "Mocking"),
        .target(name: "MockFoundation", dependencies: ["Mocking"]),
        // The mock generator: a library that models the symbol graph and emits Swift, the
        // executable that runs it on graph files, and the command plugins that run the executable.
        // The library and the executable are built only when a plugin runs; SwiftPM compiles
        // the plugins' sources, in about a second, at the first build of a package depending on
        // this one.
        .target(name: "MockGeneratorCore"),
        .executableTarget(
            name: "mock-generator", dependencies: ["MockGeneratorCore"],
            path: "Sources/MockGenerator"),
        .plugin(
            name: "GenerateMocks",
            capability: .command(
                intent: .custom(
                    verb: "generate-mocks",
                    description:
                        "Writes a mock class for each protocol of a target, from its symbol graph."),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "Writes Mock<Protocol>.swift files into a test target, Tests/<Target>Tests/Mocks by default."
                    )
                ])),
        // Its files are those of GenerateMocks, linked, but for its entry point. Neither declares
        // mock-generator as a dependency, which SwiftPM would build before every run, planning the
        // whole package: they build it themselves when it is missing or out of date.
        .plugin(
            name: "CheckMocks",
            capability: .command(
                intent: .custom(
                    verb: "check-mocks",
                    description:
                        "Checks that the generated mocks are up to date, printing the diff of each that is not."
                ))),
        // Protocols of every kind the generator handles; their generated mocks are checked in under
        // Tests/MockGeneratorFixturesTests/Mocks. Test-only: not a product.
        .target(name: "MockGeneratorFixturesBase", path: "Tests/MockGeneratorFixturesBase"),
        .target(
            name: "MockGeneratorFixtures", dependencies: ["MockGeneratorFixturesBase"],
            path: "Tests/MockGeneratorFixtures"),
        // Protocols of a module built in the Swift 5 language mode, whose symbol graph does not
        // carry the isolation a protocol inherits.
        .target(
            name: "MockGeneratorFixturesSwift5", path: "Tests/MockGeneratorFixturesSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "MockingTests", dependencies: ["Mocking"]),
        .testTarget(name: "MockFoundationTests", dependencies: ["MockFoundation"]),
        // The executable too: tests run it as a child process; and the fixtures, whose symbol
        // graphs tests extract from the built module.
        .testTarget(
            name: "MockGeneratorCoreTests",
            dependencies: [
                "MockGeneratorCore", "mock-generator", "MockGeneratorFixtures",
                // The compiler check of the random modules' mocks imports it.
                "Mocking",
            ]),
        .testTarget(
            name: "MockGeneratorFixturesTests",
            dependencies: ["Mocking", "MockGeneratorFixtures", "MockGeneratorFixturesSwift5"]),
    ],
    swiftLanguageModes: [.v6]
)
