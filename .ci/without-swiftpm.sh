#!/usr/bin/env bash
# The path of a build without SwiftPM (the article "Generating Mocks Without SwiftPM"), walked on
# Linux with swiftc alone: Mocking, and the example's modules Payments and Shop
# (Tests/WithoutSwiftPM/Sources), are compiled by swiftc; Scripts/generate-mocks.sh, the script
# the article shows, extracts their graphs and writes their mocks as the example's selection file
# says, each mock checked by the compiler (--typecheck); a test program, the example's XCTest
# cases with XCTMain, is compiled by swiftc against the mocks, the modules and Mocking, and runs;
# a case that fails on purpose must fail the program with the verification's message. Then the script again skips (nothing changed), its --check
# (mock-generator --check --diff) passes, and fails on an edited mock; a changed module makes
# the script run again; a protocol the selection file excludes keeps its mock until the script's
# --remove-unselected.
#
# SwiftPM only builds the mock-generator tool (debug, as `swift build` of .ci/run already did;
# users build it with -c release, which generates the same mocks) and reads the manifest, to
# prove that no target of it takes the example's folder. Everything else is in
# .build/without-swiftpm, the example copied there, so the checkout stays clean. Under a minute
# after `swift build`; up to 130 s from a fresh clone, where it builds mock-generator first.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$root/.build/without-swiftpm
products=$work/products
project=$work/project
fail() {
    echo "without SwiftPM: $*" >&2
    exit 1
}

if swift package dump-package | grep -q WithoutSwiftPM; then
    fail "a target of Package.swift takes Tests/WithoutSwiftPM, which SwiftPM must not build"
fi
swift build --product mock-generator
generator="$(swift build --show-bin-path)/mock-generator"

rm -rf "$work"
mkdir -p "$products"
cp -R Tests/WithoutSwiftPM "$project"

# Each module as a debug build makes it: a static library and its module, -enable-testing for
# the app's own modules, which the mocks import with @testable. Mocking needs its package name.
compile() {
    local module=$1
    shift
    swiftc -wmo -module-name "$module" -swift-version 6 -parse-as-library -I "$products" \
        -emit-library -static -emit-module -emit-module-path "$products/$module.swiftmodule" \
        -o "$products/lib$module.a" -warnings-as-errors "$@"
}
mapfile -t mocking_sources < <(find Sources/Mocking -name '*.swift' | LC_ALL=C sort)
compile Mocking -package-name mocking "${mocking_sources[@]}"
compile Payments -enable-testing "$project"/Sources/Payments/*.swift
compile Shop -enable-testing "$project"/Sources/Shop/*.swift

# The script, with the settings Xcode gives a Run Script phase of the test target ShopTests
# (their values for Linux: the target triple is made of ARCHS and LLVM_TARGET_TRIPLE_*, the
# selection file found in $SRCROOT/$TARGET_NAME), and those of the phase's own script.
tests=$project/Tests/ShopTests
toolchain=$(dirname "$(dirname "$(dirname "$(command -v swiftc)")")")
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
IFS=- read -r arch vendor os suffix <<<"$triple"
generate() {
    BUILT_PRODUCTS_DIR=$products DERIVED_FILE_DIR=$work/derived TOOLCHAIN_DIR=$toolchain \
        SRCROOT=$project/Tests TARGET_NAME=ShopTests PRODUCT_MODULE_NAME=ShopTests \
        SWIFT_VERSION=6.0 ARCHS=$arch LLVM_TARGET_TRIPLE_VENDOR=$vendor \
        LLVM_TARGET_TRIPLE_OS_VERSION=$os LLVM_TARGET_TRIPLE_SUFFIX=${suffix:+-$suffix} \
        MOCK_GENERATOR=$generator MOCKS_API_MODULES=Payments \
        bash Scripts/generate-mocks.sh "$@" 2>&1 | tee "$work/generate.log"
}
generate
# The compiler checked each mock, with the arguments the script gave it (it warns when it cannot).
if grep -q 'warning: the mocks are not checked with the compiler' "$work/generate.log"; then
    fail "mock-generator could not check the mocks with the arguments of the script"
fi
checked=$(find "$work/derived/typecheck" -name '*.check.json' | wc -l)
[ "$checked" = 6 ] || fail "the compiler checked $checked mocks, not 6 ($work/derived/typecheck)"
written=$(cd "$tests/Mocks" && find . -name '*.swift' | LC_ALL=C sort | tr '\n' ' ')
expected="./Payments/MockPaymentGateway.swift ./Shop/MockCatalog.swift ./Shop/MockInventory.swift \
./Shop/MockPriceList.swift ./Shop/MockReceiptPrinter.swift ./Shop/MockStoreGateway.swift "
# Not Clock (@nomock), nor Payments' internal FraudScreening (not its API: --public-only).
[ "$written" = "$expected" ] || fail "the script wrote $written; expected $expected"

# The test program: the example's tests and the mocks, linked with the modules and Mocking.
mapfile -t test_sources < <(find "$tests" -name '*.swift' | LC_ALL=C sort)
swiftc -module-name ShopTests -swift-version 6 -warnings-as-errors -I "$products" \
    -L "$products" -lMocking -lShop -lPayments -o "$work/ShopTests" "${test_sources[@]}"
"$work/ShopTests" 2>&1 | tee "$work/tests.log"
cases=$(grep -c '^    func test' "$tests/CheckoutTests.swift")
grep -q "Executed $cases tests, with 0 failures" "$work/tests.log" ||
    fail "the test program did not run the $cases cases of CheckoutTests (see main.swift)"
if SHOP_TESTS_FAILING=1 "$work/ShopTests" >"$work/failing.log" 2>&1; then
    fail "the test that fails on purpose passed: a verification did not reach XCTest"
fi
grep -qF 'failed - Expected MockPaymentGateway.refundMock to be called exactly once with "r-1",' \
    "$work/failing.log" || fail "the failing test did not fail with its verification's message"

# Nothing changed: the script skips; its check passes, and fails on a mock edited by hand.
generate
grep -q '^generate-mocks: skipped' "$work/generate.log" || fail "the second run did not skip"
generate --check
echo "// edited" >>"$tests/Mocks/Shop/MockInventory.swift"
if generate --check; then fail "--check passed on an edited mock"; fi
grep -q '^error: MockInventory.swift differs' "$work/generate.log" ||
    fail "--check did not name the edited mock"

# A changed module: the script runs again, and writes the new protocol's mock.
printf 'protocol Loyalty {\n    func points(for card: String) -> Int\n}\n' \
    >"$project/Sources/Shop/Loyalty.swift"
compile Shop -enable-testing "$project"/Sources/Shop/*.swift
generate
grep -q '^Wrote 2 of 6 mocks .*MockInventory.swift, MockLoyalty.swift' "$work/generate.log" ||
    fail "after Shop changed, the script did not write MockLoyalty.swift and restore MockInventory.swift"
generate --check

# A protocol the selection no longer names: its mock stays until --remove-unselected removes it.
sed -i 's/^    class ReceiptPrinter$/&\n    exclude Inventory/' "$tests/Mocks/.generate-mocks"
if generate; then fail "a run removed the mock of Inventory, no longer selected, unasked"; fi
grep -q 'MockInventory.swift; run again with --remove-unselected' "$work/generate.log" ||
    fail "the run did not list MockInventory.swift as a mock it would remove"
generate --remove-unselected
[ ! -e "$tests/Mocks/Shop/MockInventory.swift" ] || fail "--remove-unselected left MockInventory"
generate --check
echo "without SwiftPM: passed"
