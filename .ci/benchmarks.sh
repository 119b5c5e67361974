#!/usr/bin/env bash
# CI gate: a quick benchmark run in release mode that prints the ratio table, and fails only when
# a case allocates more per operation than Benchmarks/thresholds.json allows, or an element-wise
# scan exceeds its ratio to the hand-written loop there. No absolute timing fails it.
# Builds everything it needs (package-benchmark from its Git URL) on a fresh clone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

for tool in swift python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "error: $tool is required to run the benchmarks" >&2
        exit 1
    fi
done

exec bash Benchmarks/report.sh --quick --check "$@"
