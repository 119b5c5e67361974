#!/usr/bin/env bash
# The package whose mocks live in a mocks module, Tests/SharedMocksApp: CoreMocks, a library
# target that depends on Core and on Mocking, holds the public mocks of Core's API, which its
# selection file (Sources/CoreMocks/Mocks/.generate-mocks) asks for. `swift package check-mocks`,
# which needs no write permission, checks them; then the package is built, the tests of FeatureA
# and FeatureB, two test targets that share the mocks, run, and TripPreview, an executable that
# is no test, runs with them. CoreMocks and TripPreview must link no test framework. It builds
# in .build/SharedMocksApp.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch=.build/SharedMocksApp
app=(--package-path Tests/SharedMocksApp --scratch-path "$scratch")

swift package "${app[@]}" check-mocks --target CoreMocks
swift build "${app[@]}" --build-tests
swift test "${app[@]}" --skip-build
output=$(swift run "${app[@]}" --skip-build TripPreview)
echo "$output"
expected=$'booked: preview-booking\nHome → Work: 12 EUR'
if [ "$output" != "$expected" ]; then
    echo "shared mocks: TripPreview printed the above, not:" >&2
    echo "$expected" >&2
    exit 1
fi
BUILD_DIR="$scratch/debug" .ci/check-no-test-framework-links.sh CoreMocks TripPreview
if ldd "$scratch/debug/TripPreview" | grep -E 'XCTest|Testing'; then
    echo "shared mocks: TripPreview loads a test framework (above)" >&2
    exit 1
fi
echo "shared mocks: checked, built, tested and run"
