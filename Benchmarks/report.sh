#!/usr/bin/env bash
# Runs the benchmarks (release build) and prints the ratio table; writes Benchmarks/RESULTS.md.
# Options: --quick (short run, for CI), --check (fail on allocations above thresholds.json).
# See Benchmarks/README.md.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/report.py" "$@"
