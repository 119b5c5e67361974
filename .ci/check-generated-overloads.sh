#!/usr/bin/env bash
# Regenerates the element-wise overloads and matchers of Mocking with
# Scripts/generate-element-wise.py and fails when they differ from the checked-in ones, so that the
# *.generated.swift files always hold what the script writes today. The script itself fails on a
# generated line wider than 100 columns.
set -euo pipefail
cd "$(dirname "$0")/.."
generated='Sources/Mocking/*.generated.swift'

python3 Scripts/generate-element-wise.py
git diff --exit-code --stat -- "$generated" || {
    echo "generated overloads: the checked-in files differ from what the script writes; run" \
        "python3 Scripts/generate-element-wise.py and commit them" >&2
    exit 1
}
untracked=$(git ls-files --others --exclude-standard -- "$generated")
if [ -n "$untracked" ]; then
    echo "generated overloads: new generated files are not checked in: $untracked" >&2
    exit 1
fi
echo "generated overloads: up to date"
