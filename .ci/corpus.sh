#!/usr/bin/env bash
# The generator on real code, the part CI runs (GeneratorCorpus/README.md): the tests of the
# corpus script's parsers; then a mock of every public protocol of swift-log, swift-metrics,
# swift-distributed-tracing, swift-service-context, swift-service-lifecycle,
# swift-openapi-runtime and grpc-swift-2's GRPCCore, and of every open class that is not final
# (`--class`, in the same run), written by the GenerateMocks plugin once per module, compiled,
# and created in a test, failing when a protocol or class that
# GeneratorCorpus/known-failures.txt does not list has no compiling mock; then the plugin's
# integration tests, on copies of GeneratorCorpus/PluginFixture and Tests/RideShareApp.
# swift-nio, hummingbird, Vapor and its packages, FluentKit, SQLKit, PostgresNIO and
# AsyncHTTPClient are the long run: python3 GeneratorCorpus/corpus.py --all.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python3 -m unittest discover -s GeneratorCorpus -p 'test_*.py'
python3 GeneratorCorpus/corpus.py --known-failures GeneratorCorpus/known-failures.txt
cd GeneratorCorpus
swift test --skip-build --filter GenerateMocksPluginTests
