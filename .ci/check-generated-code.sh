#!/usr/bin/env bash
# Regenerates the code of Mocking that scripts write, and fails when it differs from the
# checked-in files, so that every *.generated.swift file holds what its script writes today:
#   - Scripts/generate-element-wise.py: the element-wise overloads and their matchers;
#   - Scripts/generate-loader-wrappers.py: Mock, ThrowingMock, AsyncMock, AsyncThrowingMock and
#     their spy extensions, from the templates in Scripts/Templates.
# Each script formats what it writes, prints the paths it wrote, and fails on a line wider than
# 100 columns. A checked-in *.generated.swift file that no script writes fails the gate too.
set -euo pipefail
cd "$(dirname "$0")/.."
generated='Sources/*.generated.swift'
scripts=(Scripts/generate-element-wise.py Scripts/generate-loader-wrappers.py)

written=""
for script in "${scripts[@]}"; do
    written+=$(python3 "$script")$'\n'
done
git diff --exit-code --stat -- "$generated" || {
    echo "generated code: the checked-in files differ from what the scripts write; run" \
        "${scripts[*]} with python3 and commit the files" >&2
    exit 1
}
untracked=$(git ls-files --others --exclude-standard -- "$generated")
if [ -n "$untracked" ]; then
    echo "generated code: new generated files are not checked in: $untracked" >&2
    exit 1
fi
stale=$(git ls-files -- "$generated" | grep -vxF -f <(printf '%s' "$written") || true)
if [ -n "$stale" ]; then
    echo "generated code: no script writes these files; remove them or their script: $stale" >&2
    exit 1
fi
echo "generated code: up to date ($(git ls-files -- "$generated" | wc -l) files)"
