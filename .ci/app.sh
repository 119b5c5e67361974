#!/usr/bin/env bash
# The app-shaped package, Tests/RideShareApp: its generated mocks are what its selection file
# (Tests/RideKitTests/Mocks/.generate-mocks) asks for, checked by `swift package check-mocks`,
# which needs no write permission and prints the diff of each stale mock, and which starts no
# generator when nothing it reads changed since a run that succeeded; then its tests, which
# use the generated mocks beside those written by hand, run. It builds in .build/RideShareApp.
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
swift test "${app[@]}"
