#!/usr/bin/env bash
# The app-shaped package, Tests/RideShareApp: its generated mocks are what its selection file
# (Tests/RideKitTests/Mocks/.generate-mocks) asks for, checked by `swift package check-mocks`,
# which needs no write permission and prints the diff of each stale mock, and which starts no
# generator when nothing it reads changed since a run that succeeded; then its tests, which
# use the generated mocks beside those written by hand, run. An edited protocol's mock is
# generated from the module file the compiler emits, without a SwiftPM build, and checked
# against it. It builds in .build/RideShareApp.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
app=(--package-path Tests/RideShareApp --scratch-path .build/RideShareApp)

swift package "${app[@]}" check-mocks
# Nothing changed since: the plugin starts no generator, and says so.
swift package "${app[@]}" check-mocks | tee .build/RideShareApp/check-mocks.log
grep -q "^Nothing changed since the last run on RideKit" .build/RideShareApp/check-mocks.log || {
    echo "app: a second check-mocks with nothing changed ran the generator again" >&2
    exit 1
}
# A source touched: the generator runs again.
touch Tests/RideShareApp/Sources/RideKit/PaymentService.swift
swift package "${app[@]}" check-mocks | tee .build/RideShareApp/check-mocks.log
if grep -q "^Nothing changed since the last run on RideKit" .build/RideShareApp/check-mocks.log; then
    echo "app: check-mocks after a source changed did not run the generator" >&2
    exit 1
fi

# A protocol edited: the plugin has the compiler emit the module's file rather than ask SwiftPM
# for a build, makes the graph from it, and type-checks the new mock against it: the new
# requirement names a type that only the edited module has.
sources=Tests/RideShareApp/Sources/RideKit
mocks=Tests/RideShareApp/Tests/RideKitTests/Mocks
saved=$(mktemp -d)
cp "$sources/PaymentService.swift" "$mocks/MockPaymentService.swift" "$saved/"
restore() {
    cp "$saved/PaymentService.swift" "$sources/"
    cp "$saved/MockPaymentService.swift" "$mocks/"
}
trap restore EXIT
sed -i.bak 's|^    func refund(rideID: String) async throws$|&\n    func receipt(rideID: String) async throws -> Receipt|' \
    "$sources/PaymentService.swift"
rm -f "$sources/PaymentService.swift.bak"
printf '\n/// What a paid ride leaves.\npublic struct Receipt: Sendable {}\n' >>"$sources/PaymentService.swift"
swift package "${app[@]}" --allow-writing-to-package-directory generate-mocks --verbose 2>&1 \
    | tee .build/RideShareApp/edited.log
for expected in "^Emitted the module file of RideKit" "^Wrote 1 of 2 mocks"; do
    grep -q "$expected" .build/RideShareApp/edited.log || {
        echo "app: the run after an edit did not print \"$expected\"" >&2
        exit 1
    }
done
if grep -q "^Built RideKit\|compiler rejected\|not checked with the compiler" \
    .build/RideShareApp/edited.log
then
    echo "app: the run after an edit built with SwiftPM or degraded the new mock" >&2
    exit 1
fi
grep -q "func receipt(rideID: String) async throws -> Receipt" "$mocks/MockPaymentService.swift" || {
    echo "app: the mock of the edited protocol lacks the new requirement" >&2
    exit 1
}
# Run again: the mock the edit's run wrote into the test target does not start the run on
# Logging, whose fingerprint holds that target, again.
swift package "${app[@]}" --allow-writing-to-package-directory generate-mocks \
    | tee .build/RideShareApp/again.log
for module in RideKit Logging; do
    grep -q "^Nothing changed since the last run on $module" .build/RideShareApp/again.log || {
        echo "app: the run after the edit's run started the generator on $module again" >&2
        exit 1
    }
done
restore
trap - EXIT

swift test "${app[@]}"
