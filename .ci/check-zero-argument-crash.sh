#!/usr/bin/env bash
# Watches the compiler bug that makes the docs spell zero-argument mocks `(()) -> T`.
#
# Swift 6.3's compiler crashes on `@Mock var refreshMock: () -> Void`, with each of the four
# function-typed wrappers (Mock, ThrowingMock, AsyncMock, AsyncThrowingMock), while it computes
# the wrapper's backing type (README, Limitations). The README and Getting Started therefore open
# with `(()) -> T`. `@PropertyMock var onTap: () -> Void = {}` compiles: a property mock holds a
# closure as a value, it does not wrap a function type. This check type-checks both spellings,
# with each of the four, against the built `Mocking` module:
#   - `(()) -> T` must compile;
#   - `() -> T` must still fail. When a toolchain accepts it, this check fails and says so: the
#     first samples and the Limitations entry are then out of date and should be rewritten.
# Run after `swift build`; BUILD_DIR overrides the build directory (default: .build/debug).
# It costs about a second.
set -euo pipefail

cd "$(dirname "$0")/.."
build_dir="${BUILD_DIR:-.build/debug}"
modules="$build_dir/Modules"
[ -d "$modules" ] || modules="$build_dir"
if [ ! -e "$modules/Mocking.swiftmodule" ]; then
    echo "error: no built Mocking module in $modules: run swift build first" >&2
    exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One declaration a file, so that one crash does not hide another.
declarations=(
    '@Mock var refreshMock: SPELLING -> Void'
    '@Mock var isReadyMock: SPELLING -> Bool'
    '@ThrowingMock var countMock: SPELLING throws -> Int'
    '@AsyncMock var loadMock: nonisolated(nonsending) SPELLING async -> String'
    '@AsyncThrowingMock var syncMock: nonisolated(nonsending) SPELLING async throws -> Void'
)

typecheck() {
    local spelling="$1" declaration="$2" file="$work/check.swift"
    printf 'import Mocking\n\nfinal class Probe {\n    %s\n}\n' \
        "${declaration//SPELLING/$spelling}" >"$file"
    # In a subshell of its own, so that the shell's notice of a crash does not reach the log.
    (swiftc -typecheck -I "$modules" "$file" >"$work/out.txt" 2>&1; exit $?) 2>/dev/null
}

status=0
for declaration in "${declarations[@]}"; do
    if ! typecheck '(())' "$declaration"; then
        echo "FAIL: ${declaration//SPELLING/(())} does not compile:" >&2
        head -5 "$work/out.txt" >&2
        status=1
    fi
    if typecheck '()' "$declaration"; then
        echo "FAIL: ${declaration//SPELLING/()} compiles with $(swiftc --version 2>&1 | head -1)." >&2
        echo "  The compiler bug is fixed: README's first sample, Getting Started and the" >&2
        echo "  Limitations entry on '() -> T' can now show the natural spelling." >&2
        status=1
    elif grep -q 'Expected type to have been set' "$work/out.txt"; then
        echo "ok: ${declaration//SPELLING/()} still crashes the compiler, as Limitations says"
    else
        echo "ok: ${declaration//SPELLING/()} still fails, now with:"
        grep -m 3 -E 'error|Assertion|Segmentation' "$work/out.txt" | sed 's/^/    /' || true
    fi
done
exit "$status"
