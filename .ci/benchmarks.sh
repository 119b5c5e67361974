#!/usr/bin/env bash
# CI gate for speed, in two deterministic parts:
#   1. a quick benchmark run in release mode that prints the timing table, and fails only when a
#      case allocates more per operation than Benchmarks/thresholds.json allows, or an element-wise
#      scan exceeds its ratio to the hand-written loop there; no absolute timing fails it;
#   2. instructions per recorded call, counted by callgrind, as ratios to hand-written recorders
#      counted in the same run; fails above `maxInstructionRatio` in Benchmarks/thresholds.json.
# Builds everything it needs (package-benchmark from its Git URL) on a fresh clone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

for tool in swift python3 valgrind callgrind_annotate objcopy; do
    if ! command -v "$tool" >/dev/null; then
        echo "error: $tool is required to run the benchmarks" >&2
        if [ "$tool" = valgrind ] || [ "$tool" = callgrind_annotate ]; then
            echo "  Instruction counts need valgrind: apt-get install valgrind" >&2
        fi
        exit 1
    fi
done

bash Benchmarks/report.sh --quick --check
bash Benchmarks/profile.sh --table --check
