#!/usr/bin/env bash
# The long run of the randomized differential test of InMemoryFileManager against FileManager:
# many random sequences of file operations, run on disk in a temporary directory and in memory,
# compared after every step. Prints the sequences, operations, seed and agreement, with every
# distinct disagreement shrunk to a minimal sequence.
# Usage: .ci/fs-differential-long.sh [seed] [sequences] [operations] [all|plain]
#   seed: decimal or 0x hexadecimal (default 0xC0FFEE); sequences: default 10000;
#   operations per sequence: default 30; paths: all forms (default) or plain names only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seed="${1:-0xC0FFEE}"
sequences="${2:-10000}"
operations="${3:-30}"
paths="${4:-all}"

swift build --build-tests
MOCKING_FS_SEED="$seed" MOCKING_FS_SEQUENCES="$sequences" MOCKING_FS_OPERATIONS="$operations" \
    MOCKING_FS_PATHS="$paths" MOCKING_FS_SHRINK="${MOCKING_FS_SHRINK:-10}" \
    swift test --skip-build --filter FileManagerRandomDifferentialTests
