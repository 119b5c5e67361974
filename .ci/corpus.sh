#!/usr/bin/env bash
# The generator on real code, the part CI runs (GeneratorCorpus/README.md): the tests of the
# corpus script's parsers and of its results file; then a mock of every public protocol and open
# class of the packages of the `small` list of GeneratorCorpus/Package.swift, written by the
# GenerateMocks plugin once per module, compiled, and created in a test, failing when the result
# of a protocol or class differs from GeneratorCorpus/results.tsv (a mock that compiled and no
# longer does, or any change the file does not record); then the plugin's integration tests, on
# copies of GeneratorCorpus/PluginFixture and Tests/RideShareApp.
# The `large` list's packages (swift-nio, hummingbird, Vapor, Fluent, gRPC's transport, WasmKit,
# swift-syntax…) are the long run: python3 GeneratorCorpus/corpus.py --all.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python3 -m unittest discover -s GeneratorCorpus -p 'test_*.py'
python3 GeneratorCorpus/corpus.py
cd GeneratorCorpus
swift test --skip-build --filter GenerateMocksPluginTests
