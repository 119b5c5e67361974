#!/usr/bin/env bash
# Times the GenerateMocks and CheckMocks plugins on two packages that keep their mocks under a
# selection file, beside a no-op `swift build --build-tests` of the same package:
#
#   small   a copy of Tests/RideShareApp: one library (RideKit) depending on swift-log, whose
#           protocols are mocked, with swift-log's LogHandler;
#   server  a package whose library depends on Vapor 4.122.3: its own protocols are mocked, and
#           protocols of Vapor's module (the graphs of Vapor and of the modules it names).
#
# For each: the first run (the package built, no symbol graph kept by the plugin), the warm run
# (nothing changed; median of 3), check-mocks warm (median of 3), the run after adding a
# requirement to one protocol of the package (its module file emitted again, its graph made
# again, and its mock type-checked), the same run with --no-typecheck, the incremental
# `swift build --build-tests` that the same edit causes (the module and the tests, with the mocks
# regenerated put in place first), and the no-op build (median of 3). The generator type-checks a mock whose text changed before writing
# it; --no-typecheck leaves that out, so the two edited columns give the check's cost.
#
# Usage, from the repository root: bash Benchmarks/plugin-timing.sh [small|server|all]
# The packages live in Benchmarks/.build/plugin-timing, kept between runs so that their
# dependencies are built once (the first build of the server package takes several minutes).
# Prints a Markdown table.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
which=${1:-all}
work=$root/Benchmarks/.build/plugin-timing
mkdir -p "$work"

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Runs a command once in the package folder and prints its duration; stops on failure.
once() {
    local start
    start=$(now)
    if ! (cd "$package" && "$@") >"$work/last.log" 2>&1; then
        echo "error: $* failed in $package:" >&2
        tail -n 30 "$work/last.log" >&2
        exit 1
    fi
    seconds "$start" "$(now)"
}
# Runs a command three times and prints the median duration.
thrice() {
    local runs=()
    for _ in 1 2 3; do runs+=("$(once "$@")"); done
    median "${runs[@]}"
}
generate() { swift package --allow-writing-to-package-directory generate-mocks "$@"; }

# Copies Tests/RideShareApp, pointing it at this repository.
small_package() {
    package=$work/small
    mkdir -p "$package"
    rm -rf "$package/Sources" "$package/Tests" "$package/Package.swift"
    cp -R Tests/RideShareApp/Package.swift Tests/RideShareApp/Sources Tests/RideShareApp/Tests \
        "$package/"
    sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$package/Package.swift"
    rm -f "$package/Package.swift.bak"
    edited_file=$package/Sources/RideKit/PaymentService.swift
    edited_protocol="PaymentService {"
    new_requirement="    func balance(of account: String) async throws -> Int"
}

server_package() {
    package=$work/server
    mkdir -p "$package/Sources/Server" "$package/Tests/ServerTests"
    cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Server",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "mocking", path: "$root"),
        .package(url: "https://github.com/vapor/vapor", exact: "4.122.3"),
    ],
    targets: [
        .target(name: "Server", dependencies: [.product(name: "Vapor", package: "vapor")]),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "Server", .product(name: "Mocking", package: "mocking"),
                .product(name: "Vapor", package: "vapor"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
    cat >"$package/Sources/Server/Stores.swift" <<'SOURCE'
import Foundation
import Vapor

public struct User: Content, Equatable {
    public var id: UUID
    public var name: String
}

public protocol UserStore: Sendable {
    func user(id: UUID) async throws -> User?
    func save(_ user: User) async throws
}

public protocol Mailer: Sendable {
    func send(to address: String, subject: String, on request: Request) async throws
}

public protocol RateLimiting: Sendable {
    func allow(_ request: Request) async -> Bool
    var limit: Int { get set }
}
SOURCE
    echo "// The mocks of Server and of Vapor go to Mocks." >"$package/Tests/ServerTests/Placeholder.swift"
    edited_file=$package/Sources/Server/Stores.swift
    edited_protocol="UserStore: Sendable {"
    new_requirement="    func delete(id: UUID) async throws"
    # Vapor's protocols that a test of a server mocks: its responders, middleware and client.
    select=(generate --target ServerTests --module Vapor --protocol AsyncResponder
        --protocol AsyncMiddleware --protocol Client --protocol ViewRenderer)
}

measure() {
    local name=$1
    "${name}_package"
    echo "Preparing the $name package ($package)..." >&2
    once swift build --build-tests >/dev/null
    if [ "$name" = server ] && [ ! -f "$package/Tests/ServerTests/Mocks/.generate-mocks" ]; then
        once generate --target Server >/dev/null
        once "${select[@]}" >/dev/null
    fi
    once swift build --build-tests >/dev/null
    local mocks
    mocks=$(find "$package/Tests" -path '*Mocks*' -name 'Mock*.swift' | wc -l | tr -d ' ')
    rm -rf "$package/.build/plugins/GenerateMocks/outputs" "$package/.build/plugins/CheckMocks/outputs"
    local first warm check edited build
    first=$(once generate)
    warm=$(thrice generate)
    once swift package check-mocks >/dev/null
    check=$(thrice swift package check-mocks)
    build=$(thrice swift build --build-tests)
    cp "$edited_file" "$work/original.swift"
    edit() {
        sed -i.bak "s|$edited_protocol|$edited_protocol\n$new_requirement|" "$edited_file"
        rm -f "$edited_file.bak"
    }
    restore() {
        cp "$work/original.swift" "$edited_file"
        once generate "$@" >/dev/null
        once swift build --build-tests >/dev/null
    }
    local tests=$package/Tests
    edit
    edited=$(once generate)
    rm -rf "$work/edited-tests" && cp -R "$tests" "$work/edited-tests"
    restore
    edit
    unchecked=$(once generate --no-typecheck)
    restore --no-typecheck
    # The build the edit causes: the edited module and the tests, with the regenerated mocks.
    edit
    rm -rf "$tests" && cp -R "$work/edited-tests" "$tests"
    incremental=$(once swift build --build-tests)
    restore
    echo "| $name ($mocks mocks) | $first s | $warm s | $check s | $edited s | $unchecked s |" \
        "$incremental s | $build s |"
}

cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || sysctl -n machdep.cpu.brand_string)
rows=()
case $which in
small) rows+=("$(measure small)") ;;
server) rows+=("$(measure server)") ;;
all) rows+=("$(measure small)" "$(measure server)") ;;
*) echo "usage: bash Benchmarks/plugin-timing.sh [small|server|all]" >&2; exit 1 ;;
esac
cat <<TABLE
$cpu, $(getconf _NPROCESSORS_ONLN) cores; $(swift --version 2>&1 | head -n 1); \`bash Benchmarks/plugin-timing.sh $which\`, $(date -u +%Y-%m-%d); load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?).

| Package | First run | Warm run | check-mocks, warm | After editing one protocol | The same, \`--no-typecheck\` | Incremental build after the edit | No-op \`swift build --build-tests\` |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
$(printf '%s\n' "${rows[@]}")
TABLE
