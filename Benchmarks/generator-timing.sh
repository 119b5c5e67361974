#!/usr/bin/env bash
# Times the mock generator, in one run on this machine, beside the clean build of a package that
# depends on swift-syntax through a macro package:
#
#   1. `swift package generate-mocks` on the fixture target (warm: built once before), and
#      mock-generator alone on the fixture target's symbol graphs;
#   2. a synthetic target of 200 protocols of 10 members each: the time to get its symbol graph,
#      and mock-generator's time on it;
#   3. the clean debug build of a scratch package that depends on pointfreeco/swift-case-paths
#      1.10.0 (swift-syntax based macros).
#
# Usage, from the repository root: bash Benchmarks/generator-timing.sh [--verify]
# --verify also builds the 200 synthetic mocks against Mocking and lints them.
# Scratch packages live in a temporary directory, removed at the end. Prints a Markdown table.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
verify=false
[ "${1:-}" = "--verify" ] && verify=true
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
# The median of the durations given as arguments.
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Runs a command `runs` times and prints the median duration in seconds.
timed() {
    local runs=$1
    shift
    local durations=()
    for _ in $(seq "$runs"); do
        local start
        start=$(now)
        "$@" >/dev/null 2>&1
        durations+=("$(seconds "$start" "$(now)")")
    done
    median "${durations[@]}"
}

echo "Building mock-generator (release) and the plugin's tools..." >&2
swift build -c release --product mock-generator >/dev/null
generator=$(swift build -c release --show-bin-path)/mock-generator
swift package --allow-writing-to-package-directory generate-mocks --target MockGeneratorFixtures \
    >/dev/null 2>&1

# 1. The fixture target.
plugin_time=$(timed 3 swift package --allow-writing-to-package-directory generate-mocks \
    --target MockGeneratorFixtures)
# The graphs the plugin made from the built modules, and keeps.
graphs=.build/plugins/GenerateMocks/outputs/symbol-graphs/MockGeneratorFixtures
base_graphs=.build/plugins/GenerateMocks/outputs/symbol-graphs/MockGeneratorFixturesBase
fixture_time=$(timed 5 "$generator" --module MockGeneratorFixtures --output "$scratch/fixture-mocks" \
    "$graphs" "$base_graphs")
fixture_count=$(find "$scratch/fixture-mocks" -name 'Mock*.swift' | wc -l | tr -d ' ')

# 2. The synthetic target: 200 protocols × 10 members, in 10 files.
synthetic="$scratch/synthetic"
mkdir -p "$synthetic/Sources/Synthetic" "$synthetic/Sources/SyntheticMocks"
cat >"$synthetic/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Synthetic",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "mocking", path: "$root")],
    targets: [
        .target(name: "Synthetic"),
        .target(
            name: "SyntheticMocks",
            dependencies: ["Synthetic", .product(name: "Mocking", package: "mocking")]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
for file in $(seq 0 9); do
    for index in $(seq $((file * 20)) $((file * 20 + 19))); do
        cat <<EOF
public protocol Service$index {
    func fetch(id: Int) async throws -> String
    func update(_ name: String, count: Int) -> Bool
    func reset()
    func load<T: Decodable>(_ type: T.Type, from key: String) throws -> T
    var isEnabled: Bool { get set }
    var title: String { get }
    subscript(key: String) -> Int? { get set }
    static func make(id: Int) -> Int
    func adjust(_ value: inout Int) -> Bool
    func perform(_ work: () -> Void)
}

EOF
    done >"$synthetic/Sources/Synthetic/Services$file.swift"
done
echo "// The generated mocks go here." >"$synthetic/Sources/SyntheticMocks/Placeholder.swift"
echo "Building the synthetic package (and Mocking, which it depends on)..." >&2
(cd "$synthetic" && swift build >/dev/null)
start=$(now)
(cd "$synthetic" && swift package dump-symbol-graph --minimum-access-level internal >/dev/null 2>&1)
graph_time=$(seconds "$start" "$(now)")
synthetic_graph=$(find "$synthetic/.build" -name 'Synthetic.symbols.json' | head -n 1)
synthetic_time=$(timed 5 "$generator" --module Synthetic --output "$scratch/synthetic-mocks" \
    "$synthetic_graph")
synthetic_count=$(find "$scratch/synthetic-mocks" -name 'Mock*.swift' | wc -l | tr -d ' ')
verified="not built (run with --verify)"
if $verify; then
    echo "Building and linting the synthetic mocks..." >&2
    cp "$scratch"/synthetic-mocks/*.swift "$synthetic/Sources/SyntheticMocks/"
    (cd "$synthetic" && swift build --target SyntheticMocks -Xswiftc -warnings-as-errors >/dev/null)
    swift format lint --strict --configuration .swift-format -r "$synthetic/Sources/SyntheticMocks"
    verified="build with warnings as errors and swift format lint --strict: clean"
fi

# 3. A clean debug build of a package that depends on swift-syntax through swift-case-paths.
macros="$scratch/macros"
mkdir -p "$macros/Sources/Shapes"
cat >"$macros/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shapes",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-case-paths", exact: "1.10.0"),
    ],
    targets: [
        .target(
            name: "Shapes",
            dependencies: [.product(name: "CasePaths", package: "swift-case-paths")]),
    ]
)
EOF
cat >"$macros/Sources/Shapes/Shape.swift" <<'EOF'
import CasePaths

@CasePathable
public enum Shape {
    case circle(radius: Double)
    case square(side: Double)
}
EOF
echo "Resolving swift-case-paths, then building it clean..." >&2
(cd "$macros" && swift package resolve >/dev/null 2>&1)
start=$(now)
(cd "$macros" && swift build >/dev/null 2>&1)
macro_time=$(seconds "$start" "$(now)")
syntax_version=$(cd "$macros" && swift package show-dependencies 2>/dev/null \
    | sed -n 's/.*swift-syntax<[^@]*@\([^>]*\)>.*/swift-syntax \1/p' | head -n 1)

cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || sysctl -n machdep.cpu.brand_string)
cores=$(getconf _NPROCESSORS_ONLN)
toolchain=$(swift --version 2>&1 | head -n 1)
cat <<EOF
$cpu, $cores cores; $toolchain; \`bash Benchmarks/generator-timing.sh$($verify && echo " --verify")\`, $(date -u +%Y-%m-%d); load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*averages*: //').

| What | Time |
| --- | ---: |
| \`swift package generate-mocks --target MockGeneratorFixtures\`, warm (graphs of 2 targets, $fixture_count mocks; median of 3) | ${plugin_time} s |
| mock-generator on the fixture graphs ($fixture_count protocols; median of 5) | ${fixture_time} s |
| Symbol graph of the synthetic target, 200 protocols × 10 members (\`swift package dump-symbol-graph\`, target built) | ${graph_time} s |
| mock-generator on the synthetic graph ($synthetic_count mocks; median of 5) | ${synthetic_time} s |
| Clean debug build of a package depending on swift-case-paths 1.10.0 (${syntax_version:-swift-syntax}) | ${macro_time} s |

Synthetic mocks: $verified.
EOF
