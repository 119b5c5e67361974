// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of `mocking`, in a package of their own so that the library keeps no
// dependencies. Run them with `bash Benchmarks/report.sh` from the repository root; see README.md.
let package = Package(
    name: "MockingBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "mocking", path: ".."),
        // The MallocInterposer trait counts allocations. Naming the traits replaces the default
        // ones, which leaves out RuntimeInterposer: it only serves ARC metrics, which these
        // benchmarks do not use, and with it resolution needs one more package,
        // swift-runtime-interposer, which offline mirrors may lack.
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        // The cases, run by package-benchmark's plugin: `swift package benchmark`.
        .executableTarget(
            name: "MockingBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Mocking", package: "mocking"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MockingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The same cases without the harness, for counting instructions with callgrind.
        .executableTarget(
            name: "MockingProfiles",
            dependencies: ["BenchmarkSupport", .product(name: "Mocking", package: "mocking")]
        ),
        // The baseline recorder and the mocks under measurement, shared by both.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Mocking", package: "mocking")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
