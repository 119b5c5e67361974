#!/usr/bin/env bash
# Builds the DocC archive of each library with the toolchain's docc, treating warnings as errors.
# Runs alone: builds the package and its tests first. Output: .build/docs/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

# The test modules first: without them, dump-symbol-graph fails on the test modules SwiftPM
# adds (exit status 1), though it writes the libraries' graphs. A no-op after `swift test`.
swift build --build-tests
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -path '*symbolgraph*' -name 'Mocking.symbols.json' -print -quit | xargs dirname)
[ -n "$graphs" ] || { echo "docs: no symbol graphs found" >&2; exit 1; }

for module in Mocking MockFoundation; do
    module_graphs=".build/docs/symbol-graphs/$module"
    rm -rf "$module_graphs" && mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    echo "docs: building $module"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.mocking.$module" \
        --output-path ".build/docs/$module.doccarchive" \
        --warnings-as-errors
done
echo "docs: archives in .build/docs"
