#!/usr/bin/env bash
# Checks the fixtures' mocks with the CheckMocks plugin, which writes nothing and prints the
# unified diff of each mock that differs from what `swift package generate-mocks` writes today,
# as Tests/MockGeneratorFixturesTests/Mocks/.generate-mocks selects them; then fails on mocks
# that are not checked in.
set -euo pipefail
cd "$(dirname "$0")/.."
mocks=Tests/MockGeneratorFixturesTests/Mocks

swift package check-mocks || {
    echo "generated mocks: the checked-in mocks differ from what the plugin writes (diff above);" \
        "run swift package --allow-writing-to-package-directory generate-mocks, and commit" >&2
    exit 1
}
untracked=$(git ls-files --others --exclude-standard -- "$mocks")
if [ -n "$untracked" ]; then
    echo "generated mocks: new mocks are not checked in: $untracked" >&2
    exit 1
fi
echo "generated mocks: up to date"
