#!/usr/bin/env bash
# How much work the type checker does on a test file's calls to the element-wise overload set.
# Usage: bash Benchmarks/typecheck-timing.sh [MODULES_DIR]   (default: .build/debug/Modules)
#
# Type-checks each file of Benchmarks/TypeChecking against a built `Mocking` module (run
# `swift build` first) five times, and prints, per file, the constraint scopes and the leaf scopes
# the solver explored (`-stats-output-dir`; the same on every run, whatever the machine's load),
# and the least user time spent type-checking expressions over the runs (for information: it moves
# with the load). Pass the `Modules` directory of another build to compare two versions.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
modules="${1:-.build/debug/Modules}"
if [ ! -e "$modules/Mocking.swiftmodule" ]; then
    echo "error: no built Mocking module in $modules: run swift build first" >&2
    exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

printf '| File | Constraint scopes | Leaf scopes | Expression type-checking, least of 5 runs |\n'
printf '| --- | ---: | ---: | ---: |\n'
for file in Benchmarks/TypeChecking/*.swift; do
    name="$(basename "$file")"
    : >"$work/runs.txt"
    for run in 1 2 3 4 5; do
        rm -rf "$work/stats" && mkdir "$work/stats"
        if ! swiftc -typecheck -swift-version 6 -I "$modules" "$file" \
            -stats-output-dir "$work/stats" >"$work/out.txt" 2>&1; then
            break
        fi
        python3 - "$work/stats" >>"$work/runs.txt" <<'PYTHON'
import glob, json, sys
stats = json.load(open(glob.glob(sys.argv[1] + "/*.json")[0]))
print(stats["Sema.NumConstraintScopes"], stats["Sema.NumLeafScopes"],
      round(stats.get("time.swift.typecheck-expr.user", 0) * 1000))
PYTHON
    done
    if [ ! -s "$work/runs.txt" ]; then
        printf '| %s | does not compile | | |\n' "$name"
        continue
    fi
    read -r scopes leaves milliseconds < <(sort -k3 -n "$work/runs.txt" | head -1)
    printf '| %s | %s | %s | %s ms |\n' "$name" "$scopes" "$leaves" "$milliseconds"
done
