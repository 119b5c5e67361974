#!/usr/bin/env bash
# CI gate for speed, in two deterministic parts; no timing is gated, as timings on a shared
# machine move by a third between runs:
#   1. a quick benchmark run in release mode that prints the timing table for information, and
#      fails only when a case allocates more per operation than `allocationsPerOperation` in
#      Benchmarks/thresholds.json allows, or did not run;
#   2. instructions counted by callgrind, per recorded call against hand-written recorders and
#      per entry scanned by element-wise matching against a loop written by hand, each baseline
#      counted in the same run; fails when a ratio exceeds `maxInstructionRatio` in
#      Benchmarks/thresholds.json.
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
