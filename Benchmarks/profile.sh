#!/usr/bin/env bash
# Counts instructions per operation of benchmark cases with callgrind, and where they go.
# Usage: bash Benchmarks/profile.sh [--top N] [CASE ...]; see Benchmarks/README.md.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/profile.py" "$@"
