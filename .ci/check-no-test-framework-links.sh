#!/usr/bin/env bash
# Checks that the library targets do not link XCTest or Swift Testing.
#
# Mocking (and MockFoundation, built on it) is linked into apps, so its object files must neither
# reference a symbol of a test framework nor ask the linker for one. Run after `swift build`:
#
#     .ci/check-no-test-framework-links.sh [target ...]     # default: Mocking MockFoundation
#
# BUILD_DIR overrides the build directory (default: .build/debug). Exits non-zero on any finding,
# or when a target's object files are missing.
set -euo pipefail

cd "$(dirname "$0")/.."
build_dir="${BUILD_DIR:-.build/debug}"
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    targets=(Mocking MockFoundation)
fi

# Undefined symbols that belong to a test framework: Swift symbols of the XCTest, Testing,
# _TestingInterop and _Testing_Foundation modules, and their C entry points. Mach-O prefixes
# every symbol with an underscore, hence `_?`.
forbidden_symbols='^_?(\$s6XCTest|\$s7Testing|\$s15_TestingInterop|\$s19_Testing_Foundation|_?XCT[A-Za-z]|swt_|_swift_testing_)'
# Libraries the Swift compiler asks the linker for (autolink entries) that belong to one.
forbidden_libraries='XCTest|Testing'

status=0

echo "Sources: no 'import XCTest' or 'import Testing' in Sources/Mocking or Sources/MockFoundation"
if grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*(public[[:space:]]+|internal[[:space:]]+|private[[:space:]]+)?import[[:space:]]+(XCTest|Testing|_TestingInterop)\b' \
    Sources/Mocking Sources/MockFoundation; then
    echo "  FAIL: a library source imports a test framework" >&2
    status=1
else
    echo "  ok"
fi

for target in "${targets[@]}"; do
    target_status=0
    object_dir="$build_dir/$target.build"
    echo "$target: object files in $object_dir"
    if [ ! -d "$object_dir" ]; then
        echo "  FAIL: $object_dir does not exist; run 'swift build' first" >&2
        status=1
        continue
    fi
    # SwiftPM lists the target's current sources in `sources`; objects of deleted sources linger
    # in the directory but are no longer linked, so only the listed ones are checked.
    objects=()
    if [ -f "$object_dir/sources" ]; then
        while IFS= read -r source; do
            [ -n "$source" ] || continue
            object="$object_dir/$(basename "$source").o"
            if [ -f "$object" ]; then
                objects+=("$object")
            else
                echo "  FAIL: $object, compiled from $source, is missing; run 'swift build'" >&2
                target_status=1
            fi
        done <"$object_dir/sources"
    else
        shopt -s nullglob
        objects=("$object_dir"/*.o)
        shopt -u nullglob
    fi
    if [ "${#objects[@]}" -eq 0 ]; then
        echo "  FAIL: no object files in $object_dir; run 'swift build' first" >&2
        status=1
        continue
    fi
    echo "  checked: $(for object in "${objects[@]}"; do basename "$object"; done | tr '\n' ' ')"

    if ! listing=$(nm -u "${objects[@]}"); then
        echo "  FAIL: nm could not list the undefined symbols" >&2
        status=1
        continue
    fi
    # `nm` prints a `file.o:` header per object, then one `U symbol` line per symbol.
    undefined=$(printf '%s\n' "$listing" | awk 'NF && $NF !~ /:$/ { print $NF }' | sort -u)
    symbol_count=$(printf '%s\n' "$undefined" | awk 'NF' | wc -l | tr -d ' ')
    found=$(printf '%s\n' "$undefined" | grep -E "$forbidden_symbols" || true)
    echo "  ${#objects[@]} object files, $symbol_count distinct undefined symbols checked"
    if [ -n "$found" ]; then
        echo "  FAIL: undefined symbols from a test framework:" >&2
        printf '    %s\n' $found >&2
        target_status=1
    fi

    # ELF objects carry them in a `.swift1_autolink_entries` section, Mach-O objects in
    # LC_LINKER_OPTION load commands (`-lswiftCore`, or `-framework` followed by `XCTest`).
    if command -v readelf >/dev/null 2>&1; then
        libraries=$(for object in "${objects[@]}"; do
            readelf -p .swift1_autolink_entries "$object" 2>/dev/null || true
        done | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^-l/) print $i }' | sort -u)
    elif command -v otool >/dev/null 2>&1; then
        libraries=$(for object in "${objects[@]}"; do
            otool -l "$object"
        done | awk '/cmd LC_LINKER_OPTION/ { inside = 1; next }
                    /^Load command/ { inside = 0 }
                    inside && /string #/ { print $3 }' | sort -u)
    else
        echo "  FAIL: neither readelf nor otool is available to read autolink entries" >&2
        status=1
        continue
    fi
    echo "  autolinked libraries: $(printf '%s ' $libraries)"
    found=$(printf '%s\n' "$libraries" | grep -E "$forbidden_libraries" || true)
    if [ -n "$found" ]; then
        echo "  FAIL: autolinks a test framework: $(printf '%s ' $found)" >&2
        target_status=1
    fi

    if [ "$target_status" -eq 0 ]; then
        echo "  ok"
    else
        status=1
    fi
done

if [ "$status" -eq 0 ]; then
    echo "PASS: no target links XCTest or Swift Testing"
else
    echo "FAIL: see above" >&2
fi
exit "$status"
