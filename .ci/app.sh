#!/usr/bin/env bash
# The app-shaped package, Tests/RideShareApp: its generated mocks are what its selection file
# (Tests/RideKitTests/Mocks/.generate-mocks) asks for, checked by `swift package check-mocks`,
# which needs no write permission and prints the diff of each stale mock; then its tests, which
# use the generated mocks beside those written by hand, run. It builds in .build/RideShareApp.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
app=(--package-path Tests/RideShareApp --scratch-path .build/RideShareApp)

swift package "${app[@]}" check-mocks
swift test "${app[@]}"
