#!/usr/bin/env bash
# Runs the tests with coverage in .build/ci (warnings as errors) and fails unless line coverage of
# Sources/ reaches the threshold. Writes the coverage of Sources/ as LCOV to
# .build/ci/coverage.lcov, which the GitHub workflow uploads to Codecov (see codecov.yml).
# Usage: .ci/coverage.sh [minimum-percent]
set -euo pipefail
cd "$(dirname "$0")/.."
minimum="${1:-90}"
build_path=.build/ci

swift test --build-path "$build_path" --enable-code-coverage -Xswiftc -warnings-as-errors

# The toolchain's llvm-cov reads the profiles its compiler writes; Debian's may be older.
llvm_cov=$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
bin_path=$(swift build --build-path "$build_path" --show-bin-path)
# Swift Testing and XCTest each write a raw profile; merge them all.
profile="$bin_path/codecov/merged.profdata"
"$(dirname "$llvm_cov")/llvm-profdata" merge -sparse "$bin_path"/codecov/*.profraw -o "$profile"
binary=$(find "$bin_path" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
[ -f "$binary/Contents/MacOS/$(basename "$binary" .xctest)" ] && binary="$binary/Contents/MacOS/$(basename "$binary" .xctest)"
[ -f "$profile" ] && [ -n "$binary" ] || { echo "coverage: no profile or test binary" >&2; exit 1; }

report=$("$llvm_cov" report "$binary" -instr-profile="$profile" "$PWD/Sources")
"$llvm_cov" export "$binary" -instr-profile="$profile" -format=lcov "$PWD/Sources" \
    >"$build_path/coverage.lcov"
echo "coverage: LCOV of Sources/ in $build_path/coverage.lcov"
echo "$report"
percent=$(echo "$report" | awk '/^TOTAL/ { print $10 }' | tr -d '%')
echo "coverage: line coverage of Sources/ is ${percent}% (minimum ${minimum}%)"
awk -v got="$percent" -v want="$minimum" 'BEGIN { exit !(got + 0 >= want + 0) }' || {
    echo "coverage: below the minimum" >&2
    exit 1
}
