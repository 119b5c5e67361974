#!/usr/bin/env bash
# The concurrency modes, Tests/ConcurrencyModes: one module of protocols (main-actor ones taking
# values that are not Sendable, generic async members, async properties, streams, a nonisolated
# Sendable protocol) and the same tests, in Swift 6, in Swift 6 with each setting of approachable
# concurrency alone and with all three, and in Swift 5. Its generated mocks are checked by
# `swift package check-mocks` and must degrade no member; then the package builds with warnings
# as errors (the README's and the articles' samples are compiled in each mode too), its tests
# run, and the previews executable of the approachable mode runs on its mocks library. It builds
# in .build/ConcurrencyModes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
modes=(--package-path Tests/ConcurrencyModes --scratch-path .build/ConcurrencyModes)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

swift package "${modes[@]}" check-mocks 2>&1 | tee "$log"
if grep -q "degraded\|not checked with the compiler\|compiler rejected" "$log"; then
    echo "concurrency modes: check-mocks degraded a member or checked a mock without the compiler" >&2
    exit 1
fi
mocks=(Tests/ConcurrencyModes/Tests/*/Mocks Tests/ConcurrencyModes/Sources/NotesMocksApproachable/Mocks)
if grep -rln "Not mocked:\|Not forwarded" "${mocks[@]}"; then
    echo "concurrency modes: these generated mocks leave a member or a forwarding out" >&2
    exit 1
fi
for folder in "${mocks[@]}"; do
    count=$(find "$folder" -name 'Mock*.swift' | wc -l)
    [ "$count" -eq 7 ] || {
        echo "concurrency modes: $folder holds $count mocks, not 7" >&2
        exit 1
    }
done

swift build "${modes[@]}" --build-tests -Xswiftc -warnings-as-errors
swift test "${modes[@]}" --skip-build
swift run "${modes[@]}" --skip-build NotesPreviewApproachable | tee "$log"
grep -qx "Preview: 1 note, Welcome; saved 1" "$log" || {
    echo "concurrency modes: the previews executable did not print what its mocks answer" >&2
    exit 1
}
