#!/usr/bin/env bash
# Scripts/generate-mocks.sh: writes the mocks that a selection file asks for, from the modules a
# build made, with swift-symbolgraph-extract and mock-generator; `generate-mocks.sh --check`
# checks them, writing nothing, and `--remove-unselected` removes the mocks of protocols that the
# selection no longer names. For Xcode's Run Script phase, or any build system.
#
# It reads Xcode's build settings, which other build systems set themselves:
#   BUILT_PRODUCTS_DIR   the folder of the built modules: the mocked ones, and Mocking
#   SDKROOT              the SDK, if any (none on Linux)
#   ARCHS, LLVM_TARGET_TRIPLE_*  the target (default: the compiler's own)
#   PRODUCT_MODULE_NAME, SWIFT_VERSION  the module that compiles the mocks, its language mode
#   DERIVED_FILE_DIR     where the graphs and the stamp go ($BUILT_PRODUCTS_DIR/generate-mocks)
#   TOOLCHAIN_DIR        the toolchain (default: swift and swiftc on the PATH)
# and its own:
#   MOCK_GENERATOR       the mock-generator executable (default: the one on the PATH)
#   MOCKS_SELECTION      the selection file (default: $SRCROOT/$TARGET_NAME/Mocks/.generate-mocks
#                        in Xcode, Mocks/.generate-mocks elsewhere)
#   MOCKS_SOURCES        the sources of the module that compiles the mocks, where mocks written
#                        by hand are found (default: the folder above the selection file's)
#   MOCKS_API_MODULES    the modules of the selection mocked by their public API alone: those
#                        of other teams; the others are the app's, mocked through @testable
#   MOCKS_GRAPH_MODULES  modules read only for the protocols that mocked ones inherit
#   MOCKS_SWIFTC_FLAGS   more arguments for the compiler's check of the mocks (-D DEBUG, ...)
#
# It runs only when a module, the selection file, mock-generator or a setting changed since the
# run that wrote the stamp, $DERIVED_FILE_DIR/mocks.stamp; delete the stamp to run it anyway.
set -euo pipefail

checking=0 removing=0
for argument in "$@"; do
    case "$argument" in
        --check) checking=1 ;;
        --remove-unselected) removing=1 ;;
        *) echo "usage: $0 [--check] [--remove-unselected]" >&2 && exit 1 ;;
    esac
done
products=${BUILT_PRODUCTS_DIR:?set BUILT_PRODUCTS_DIR to the folder of the built modules}
generator=${MOCK_GENERATOR:-mock-generator}
if [ -n "${TARGET_NAME:-}" ]; then
    selection=${MOCKS_SELECTION:-${SRCROOT:-.}/$TARGET_NAME/Mocks/.generate-mocks}
else
    selection=${MOCKS_SELECTION:-Mocks/.generate-mocks}
fi
sources=${MOCKS_SOURCES:-$(dirname "$(dirname "$selection")")}
work=${DERIVED_FILE_DIR:-$products/generate-mocks}
stamp=$work/mocks.stamp
tools=${TOOLCHAIN_DIR:+$TOOLCHAIN_DIR/usr/bin/}

if [ -n "${LLVM_TARGET_TRIPLE_OS_VERSION:-}" ]; then
    triple="${ARCHS%% *}-$LLVM_TARGET_TRIPLE_VENDOR-$LLVM_TARGET_TRIPLE_OS_VERSION"
    triple="$triple${LLVM_TARGET_TRIPLE_SUFFIX:-}"
else
    triple=$("${tools}swiftc" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p')
    triple=${triple%%$'\n'*}
fi
command -v "$generator" >/dev/null || {
    echo "error: $generator not found: set MOCK_GENERATOR to the mock-generator executable" >&2
    exit 1
}
modules=$("$generator" --selection "$selection" --list | sed 's/.*"name":"\([^"]*\)".*/\1/')
if [ -z "$modules" ]; then
    echo "error: $selection names no module; add one with: mock-generator --selection" \
        "$selection --record --module NAME --folder NAME" >&2
    exit 1
fi

# What the run depends on: the built modules, the selection file, the tools, the settings.
inputs=("$selection" "$0" "$(command -v "$generator")")
for module in $modules ${MOCKS_GRAPH_MODULES:-}; do
    found=0
    for file in "$products/$module".swift* "$products/$module.framework/Modules"; do
        if [ -e "$file" ]; then
            inputs+=("$file")
            found=1
        fi
    done
    if [ "$found" = 0 ]; then
        echo "error: no module $module in $products: build it before generating mocks" >&2
        exit 1
    fi
done
fingerprint=$(
    echo "$triple ${SDKROOT:-} ${PRODUCT_MODULE_NAME:-} ${SWIFT_VERSION:-} ${MOCKS_API_MODULES:-}"
    echo "${MOCKS_GRAPH_MODULES:-} ${MOCKS_SWIFTC_FLAGS:-} $sources"
    find -L "${inputs[@]}" -type f -exec cksum {} + | LC_ALL=C sort
)
if [ "$checking" = 0 ]; then
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$fingerprint" ]; then
        touch "$stamp"
        echo "generate-mocks: skipped: the modules, $selection and mock-generator are unchanged"
        exit 0
    fi
    rm -f "$stamp"
fi

# The graph of each module: internal declarations too, as @testable import sees them.
search=(-I "$products" -F "$products" -target "$triple")
if [ -n "${SDKROOT:-}" ]; then search+=(-sdk "$SDKROOT"); fi
graphs=()
for module in $modules ${MOCKS_GRAPH_MODULES:-}; do
    rm -rf "$work/graphs/$module" && mkdir -p "$work/graphs/$module"
    "${tools}swift" symbolgraph-extract -module-name "$module" "${search[@]}" \
        -minimum-access-level internal -skip-synthesized-members \
        -output-dir "$work/graphs/$module"
    graphs+=("$work/graphs/$module")
done

# The compiler's check of each mock, with the arguments of the module that compiles them.
check=(--typecheck --typecheck-cache "$work/typecheck")
if [ -n "$tools" ]; then check+=(--swiftc "${tools}swiftc"); fi
# The graphs of Swift's and Foundation's modules, when a protocol inherits one the generator does
# not know (Clock, Encoder): extracted beside the compiler once, and kept.
check+=(--system-graphs "$work/system-graphs")
flags=("${search[@]}")
if [ -n "${PRODUCT_MODULE_NAME:-}" ]; then flags+=(-module-name "$PRODUCT_MODULE_NAME"); fi
if [ -n "${SWIFT_VERSION:-}" ]; then flags+=(-swift-version "${SWIFT_VERSION%.0}"); fi
for flag in "${flags[@]}" ${MOCKS_SWIFTC_FLAGS:-}; do check+=(-Xswiftc "$flag"); done

status=0
for module in $modules; do
    options=(--selection "$selection" --module "$module" --declared-in "$sources")
    case " ${MOCKS_API_MODULES:-} " in *" $module "*) options+=(--public-only) ;; esac
    if [ "$checking" = 1 ]; then options+=(--check --diff --command "$0"); fi
    if [ "$removing" = 1 ]; then options+=(--remove-unselected); fi
    "$generator" "${options[@]}" "${check[@]}" "${graphs[@]}" || status=1
done
if [ "$status" = 0 ] && [ "$checking" = 0 ]; then echo "$fingerprint" >"$stamp"; fi
exit "$status"
