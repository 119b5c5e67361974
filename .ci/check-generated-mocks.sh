#!/usr/bin/env bash
# Regenerates the fixtures' mocks with the GenerateMocks plugin and fails when they differ from
# the checked-in ones, so that Tests/MockGeneratorFixturesTests/Mocks always holds what
# `swift package generate-mocks` writes today.
set -euo pipefail
cd "$(dirname "$0")/.."
mocks=Tests/MockGeneratorFixturesTests/Mocks

swift package --allow-writing-to-package-directory generate-mocks --target MockGeneratorFixtures \
    --class Router --class Widget --class ViewController --class Store --class Login
git diff --exit-code --stat -- "$mocks" || {
    echo "generated mocks: the checked-in mocks differ from what the plugin writes; commit them" >&2
    exit 1
}
untracked=$(git ls-files --others --exclude-standard -- "$mocks")
if [ -n "$untracked" ]; then
    echo "generated mocks: new mocks are not checked in: $untracked" >&2
    exit 1
fi
echo "generated mocks: up to date"
