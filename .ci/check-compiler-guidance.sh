#!/usr/bin/env bash
# Checks what the compiler says about the element-wise verbs (`when`, `wasCalled(with:)`,
# `verifyCalled(_:with:)`, `verifyNeverCalled(with:)`, the waiting form), against the built
# `Mocking` module:
#   - a literal beside `.any` for an argument that is not `Equatable` compiles, as in
#     `verifyCalled(.once, with: "ann", "2 new", .any)` on a mock whose third argument is a
#     closure, and `nil` for an optional whose wrapped type is not `Equatable`;
#   - a value that is not a literal beside a matcher (`with: name, .any`), which Swift does not
#     turn into an `Arg`, is an error that names the fix, `.value(x)`, for each verb;
# and about the function type of an async wrapper, in each concurrency mode (Swift 5, Swift 6,
# each setting of approachable concurrency and all three): `nonisolated(nonsending) (A) async -> B`
# compiles in every mode, the plain `(A) async -> B` where `NonisolatedNonsendingByDefault` makes
# it the same type, and elsewhere it, like `@concurrent (A) async -> B` in every mode, is an
# error that names the type to write.
# A toolchain that resolves these calls differently fails it, with the compiler's output. Run after
# `swift build`; BUILD_DIR overrides the build directory (default: .build/debug). It costs a few
# seconds.
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

declarations='import Foundation
import Mocking

final class Probe {
    @Mock var notifyMock: ((String, String, @Sendable (Bool) -> Void)) -> Void
    @Mock var attributesMock: ((String, [FileAttributeKey: Any]?)) -> Bool
    @Mock var saveMock: ((String, Int)) -> Void
}
'

typecheck() {
    local body="$1" file="$work/check.swift"
    printf '%s\nfunc probe(_ probe: Probe, name: String) async {\n    %s\n}\n' \
        "$declarations" "$body" >"$file"
    swiftc -typecheck -I "$modules" "$file" >"$work/out.txt" 2>&1
}

compiling=(
    '_ = probe.$notifyMock.when("ann", .any, .any)'
    '_ = probe.$notifyMock.wasCalled(with: "ann", .any, .any)'
    'probe.$notifyMock.verifyCalled(.once, with: "ann", "2 new", .any)'
    'probe.$notifyMock.verifyNeverCalled(with: "ann", .any, .any)'
    'await probe.$notifyMock.verifyCalled(.once, with: "ann", .any, .any, within: .seconds(1))'
    'probe.$attributesMock.verifyCalled(.once, with: "/tmp", nil)'
)
naming_the_fix=(
    '_ = probe.$saveMock.when(name, .any)'
    '_ = probe.$notifyMock.wasCalled(with: name, .any, .any)'
    'probe.$notifyMock.verifyCalled(.once, with: name, "2 new", .any)'
    'probe.$saveMock.verifyNeverCalled(with: .any, name.count)'
    'await probe.$saveMock.verifyCalled(.once, with: name, .any, within: .seconds(1))'
)

status=0
for call in "${compiling[@]}"; do
    if typecheck "$call"; then
        echo "ok: compiles: $call"
    else
        echo "FAIL: does not compile: $call" >&2
        grep -m 3 'error' "$work/out.txt" | sed 's/^/    /' >&2 || true
        status=1
    fi
done
for call in "${naming_the_fix[@]}"; do
    if typecheck "$call"; then
        echo "FAIL: compiles, though Swift does not turn a value into an Arg: $call" >&2
        status=1
    elif grep -q 'is unavailable: write a value beside a matcher as .value(x)' "$work/out.txt"; then
        echo "ok: the error names .value(x): $call"
    else
        echo "FAIL: the error does not name .value(x): $call" >&2
        grep -m 3 'error' "$work/out.txt" | sed 's/^/    /' >&2 || true
        status=1
    fi
done

modes=(
    "-swift-version 5"
    "-swift-version 6"
    "-swift-version 6 -default-isolation MainActor"
    "-swift-version 6 -enable-upcoming-feature NonisolatedNonsendingByDefault"
    "-swift-version 6 -enable-upcoming-feature InferIsolatedConformances"
    "-swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances"
)
# Checks the wrapper declaration `$1` in the mode `$2`: compiles, or not, as `$3` says.
wrapper() {
    local declaration="$1" mode="$2" expected="$3" file="$work/wrapper.swift"
    printf 'import Foundation\nimport Mocking\n\nfinal class Probe {\n    %s\n}\n' "$declaration" >"$file"
    # shellcheck disable=SC2086 # a mode is several arguments
    if swiftc -typecheck -I "$modules" $mode "$file" >"$work/out.txt" 2>&1; then
        [ "$expected" = compiles ] && echo "ok: compiles with $mode: $declaration" && return
        echo "FAIL: compiles with $mode, though the wrapper cannot hold it: $declaration" >&2
        status=1
    elif [ "$expected" = compiles ]; then
        echo "FAIL: does not compile with $mode: $declaration" >&2
        grep -m 3 'error' "$work/out.txt" | sed 's/^/    /' >&2 || true
        status=1
    elif grep -q "does not match 'wrappedValue' type 'nonisolated(nonsending) (Context) async" \
        "$work/out.txt"
    then
        echo "ok: the error with $mode names the nonisolated(nonsending) type: $declaration"
    else
        echo "FAIL: the error with $mode does not name the type to write: $declaration" >&2
        grep -m 3 'error' "$work/out.txt" | sed 's/^/    /' >&2 || true
        status=1
    fi
}
for mode in "${modes[@]}"; do
    wrapper '@AsyncMock var loadMock: nonisolated(nonsending) (Int) async -> Int' "$mode" compiles
    wrapper '@AsyncThrowingMock(.unimplemented) var saveMock: nonisolated(nonsending) ((String, Int)) async throws -> Data' \
        "$mode" compiles
    wrapper '@AsyncMock var loadMock: @concurrent (Int) async -> Int' "$mode" names
    if [[ "$mode" == *NonisolatedNonsendingByDefault* ]]; then
        wrapper '@AsyncMock var loadMock: (Int) async -> Int' "$mode" compiles
    else
        wrapper '@AsyncMock var loadMock: (Int) async -> Int' "$mode" names
    fi
done
exit "$status"
