"""Tests of what corpus.py reads: the plugin's warnings, the compiler's errors and crash dumps,
Swift Testing's output, symbol graphs and generated mocks. Run them with
`python3 -m unittest discover -s GeneratorCorpus -p 'test_*.py'`; .ci/corpus.sh does first."""

import contextlib
import io
import json
import tempfile
import unittest
from pathlib import Path

import corpus


class PluginWarningTests(unittest.TestCase):
    def test_reads_a_warning_that_names_only_the_mock(self):
        line = "warning: MockTicketing.swift: cannot mock redeem(_:) of Ticketing: it is consuming"
        self.assertEqual(
            corpus.plugin_warning(line),
            ("MockTicketing.swift", "cannot mock redeem(_:) of Ticketing: it is consuming"),
        )

    def test_reads_a_warning_at_the_declaration(self):
        line = (
            "warning: /src/NIOCore/EventLoop.swift:336:10: cannot mock enqueue(_:) of EventLoop: "
            "its parameter `job` is `consuming` (MockEventLoop.swift)"
        )
        self.assertEqual(
            corpus.plugin_warning(line),
            (
                "MockEventLoop.swift",
                "cannot mock enqueue(_:) of EventLoop: its parameter `job` is `consuming` "
                "(EventLoop.swift:336:10)",
            ),
        )

    def test_reads_a_warning_of_the_compiler_check_by_the_mock_it_names(self):
        line = (
            "warning: /src/Lib/Source.swift:4:10: cannot mock MockSource.receive(_:): its spy forwarding "
            "is left out: the compiler rejected it: error: cannot find type 'T' in scope"
        )
        self.assertEqual(
            corpus.plugin_warning(line),
            (
                "MockSource.swift",
                "cannot mock MockSource.receive(_:): its spy forwarding is left out: the compiler rejected it: "
                "error: cannot find type 'T' in scope (Source.swift:4:10)",
            ),
        )
        self.assertEqual(
            corpus.plugin_warning("warning: MockReader: no file written: the compiler rejected the mock: error: x"),
            ("MockReader.swift", "MockReader: no file written: the compiler rejected the mock: error: x"),
        )

    def test_reads_a_warning_after_the_build_progress_on_its_line(self):
        line = (
            "[1402/1402] Compiling FluentKit ModelAlias.swift warning: /src/FluentKit/ModelAlias.swift:66:5: "
            "cannot mock subscript(dynamicMember:) of ModelAlias: no file written (MockModelAlias.swift)"
        )
        self.assertEqual(
            corpus.plugin_warning(line),
            ("MockModelAlias.swift", "cannot mock subscript(dynamicMember:) of ModelAlias: no file written (ModelAlias.swift:66:5)"),
        )

    def test_counts_the_members_a_class_mock_leaves_to_its_class(self):
        line = (
            "the mock keeps the class's implementation of 2 members of Cart that no subclass "
            "can override: id (it is a constant, a let), total() (it is final)"
        )
        self.assertEqual(corpus.members_left_to_the_class(line), 2)
        self.assertEqual(corpus.members_left_to_the_class(line.replace("2 members", "1 member")), 1)
        self.assertEqual(corpus.members_left_to_the_class("cannot mock a of B: it is consuming"), 0)

    def test_leaves_other_lines(self):
        self.assertIsNone(corpus.plugin_warning("Wrote 2 of 2 mocks to /tmp/Mocks."))
        self.assertIsNone(corpus.plugin_warning("warning: 'swift-nio': found 1 file(s) which are unhandled"))
        self.assertIsNone(corpus.plugin_warning("/src/Lib/A.swift:3:5: warning: var 'x' was never mutated"))


class CompilerOutputTests(unittest.TestCase):
    def test_an_error_line_gives_the_file_line_column_and_message(self):
        line = "/w/Generated/LoggingMocks/Mocks/Logging/MockLogHandler.swift:46:29: error: '_' can only appear in a pattern"
        match = corpus.ERROR_LINE.match(line)
        self.assertEqual(
            match.groups(),
            ("/w/Generated/LoggingMocks/Mocks/Logging/MockLogHandler.swift", "46", "29", "'_' can only appear in a pattern"),
        )
        self.assertIsNone(corpus.ERROR_LINE.match("error: emit-module command failed with exit code 1"))

    def test_a_crash_is_blamed_on_the_files_its_stack_dump_names_but_not_its_command_line(self):
        folder = "/w/Generated/NIOCoreMocks"
        output = "\n".join(
            [
                "Stack dump:",
                f"0.	Program arguments: swift-frontend -frontend -c {folder}/Mocks/NIOCore/MockA.swift {folder}/Mocks/NIOCore/MockB.swift",
                f'1.	While evaluating request TypeCheckSourceFileRequest(source_file "{folder}/Mocks/NIOCore/MockB.swift")',
                f"2.	While type-checking 'MockB' (at {folder}/Mocks/NIOCore/MockB.swift:7:1)",
                "3.	While evaluating request in /w/.build/checkouts/swift-nio/Sources/NIOCore/Channel.swift",
            ]
        )
        self.assertEqual(corpus.crash_files(output, folder), {f"{folder}/Mocks/NIOCore/MockB.swift"})


class ModuleMapFlagsTests(unittest.TestCase):
    def test_names_the_module_map_of_each_missing_c_module_once(self):
        with tempfile.TemporaryDirectory() as folder:
            built = Path(folder) / ".build" / "x86_64-unknown-linux-gnu" / "debug"
            module_map = built / "COpenCombineHelpers.build" / "module.modulemap"
            module_map.parent.mkdir(parents=True)
            module_map.write_text("module COpenCombineHelpers {}\n")
            output = (
                "XMLDecoder.swift:398:17: error: missing required module 'COpenCombineHelpers'\n"
                "XMLEncoder.swift:12:17: error: missing required module 'COpenCombineHelpers'\n"
                "Other.swift:1:8: error: missing required module 'CNotBuilt'\n"
            )
            original = corpus.CORPUS
            corpus.CORPUS = Path(folder)
            try:
                flags = corpus.module_map_flags(output)
            finally:
                corpus.CORPUS = original
        self.assertEqual(flags, ["-Xcc", f"-fmodule-map-file={module_map}"])

    def test_names_nothing_without_a_missing_module(self):
        self.assertEqual(corpus.module_map_flags("error: cannot find 'x' in scope"), [])


class SwiftTestingOutputTests(unittest.TestCase):
    def test_tells_passed_failed_and_unfinished_tests_apart(self):
        output = "\n".join(
            [
                '◇ Test "Logging.LogHandler" started.',
                '◇ Test "CoreMetrics.CounterHandler" started.',
                '◇ Test "CoreMetrics.TimerHandler" started.',
                '✔ Test "Logging.LogHandler" passed after 0.001 seconds.',
                '✘ Test "CoreMetrics.CounterHandler" recorded an issue at MockCounterHandler+Creation.swift:9:5: '
                "Expectation failed: (resetMocks(of: mock) → 3) == 4",
                '✘ Test "CoreMetrics.CounterHandler" failed after 0.002 seconds with 1 issue.',
            ]
        )
        started, finished, failed = corpus.test_outcomes(output)
        self.assertEqual(started, ["Logging.LogHandler", "CoreMetrics.CounterHandler", "CoreMetrics.TimerHandler"])
        self.assertEqual(finished, {"Logging.LogHandler", "CoreMetrics.CounterHandler"})
        self.assertEqual(
            failed, {"CoreMetrics.CounterHandler": "Expectation failed: (resetMocks(of: mock) → 3) == 4"}
        )


class GeneratedMockTests(unittest.TestCase):
    MOCK = """// Generated by mock-generator from the symbol graph of Logging.
/// A mock of ``LogHandler``; each `@Mock var` below is a wrapper.
final class MockLogHandler: LogHandler, @unchecked Sendable {
    @PropertyMock var metadataProvider: Logger.MetadataProvider?

    func log(event: LogEvent) { logEventMock(event) }
    @Mock var logEventMock: (LogEvent) -> Void

    @available(*, deprecated, renamed: "log(event:)") @Mock var logLevelMock:
        ((Logger.Level, Logger.Message)) -> Void

    @PropertyMock(.unimplemented) var logLevel: Logger.Level
    nonisolated static let makeMock = Mock<(), MockLogHandler>(scope: .test)
}
"""

    def test_counts_the_instance_wrappers(self):
        self.assertEqual(corpus.wrapper_count(self.MOCK), 4)

    def test_counts_wrappers_with_a_tuple_answer_and_not_those_of_stubs(self):
        mock = """final class MockClock: Clock {
    struct Stubs {
        @ThrowingMock(returning: (seconds: 0, nanoseconds: 0)) var nowMock:
            (()) throws -> (seconds: UInt64, nanoseconds: UInt32)
        @Mock var tickMock: (()) -> Void
    }

    init(stubbing configure: (Stubs) -> Void) {
        let stubs = Stubs()
        configure(stubs)
        _nowMock = stubs.$nowMock
        super.init()
    }

    @ThrowingMock(returning: (seconds: 0, nanoseconds: 0)) var nowMock:
        (()) throws -> (seconds: UInt64, nanoseconds: UInt32)
    @Mock var tickMock: (()) -> Void
}
"""
        self.assertEqual(corpus.wrapper_count(mock), 2)

    def test_finds_the_mock_class_and_whether_it_is_generic(self):
        declaration = corpus.MOCK_DECLARATION.search(self.MOCK)
        self.assertEqual((declaration.group(1), declaration.group(2)), ("MockLogHandler", None))
        generic = corpus.MOCK_DECLARATION.search("@MainActor final class MockRepository<Item: Sendable>: Repository {")
        self.assertEqual((generic.group(1), generic.group(2)), ("MockRepository", "<"))
        actor = corpus.MOCK_DECLARATION.search("actor MockStore: Store {")
        self.assertEqual(actor.group(1), "MockStore")


def symbol(path, kind, access="public", declaration=None, identifier=None):
    """A symbol as graphs write it; `declaration` is a list of (kind, spelling) fragments."""
    fragments = declaration or [("keyword", kind.split(".")[-1]), ("text", " "), ("identifier", path[-1])]
    return {
        "identifier": {"precise": identifier or "s:" + ".".join(path)},
        "kind": {"identifier": kind},
        "pathComponents": path,
        "accessLevel": access,
        "declarationFragments": [{"kind": k, "spelling": s} for k, s in fragments],
    }


def initializer(owner, text, access="public", identifier=None):
    keywords = [("keyword", word) for word in text.split("(")[0].split() if word != "init"]
    spelled = []
    for kind, word in keywords:
        spelled += [(kind, word), ("text", " ")]
    return symbol(
        [owner, "init"],
        "swift.init",
        access,
        spelled + [("keyword", "init"), ("text", text[text.index("init") + 4 :])],
        identifier or f"s:{owner}.init{text}",
    )


def write_graph(folder, module, symbols, relationships=()):
    graph = {
        "symbols": symbols,
        "relationships": [{"kind": k, "source": s, "target": t} for k, s, t in relationships],
    }
    (Path(folder) / f"{module}.symbols.json").write_text(json.dumps(graph))
    return corpus.SymbolGraph(folder, module)


class SymbolGraphTests(unittest.TestCase):
    def test_counts_public_protocols_and_sets_apart_those_named_with_an_underscore(self):
        with tempfile.TemporaryDirectory() as folder:
            graph = write_graph(
                folder,
                "Logging",
                [
                    symbol(["LogHandler"], "swift.protocol"),
                    symbol(["Logger", "MetadataValueAttributes", "Attribute"], "swift.protocol"),
                    symbol(["_SwiftLogSendableLogHandler"], "swift.protocol"),
                    symbol(["_SwiftLogSendable"], "swift.protocol", "internal"),
                    symbol(["InternalHandler"], "swift.protocol", "internal"),
                    symbol(["Logger"], "swift.struct"),
                ],
            )
        api, underscored = corpus.graph_protocols(graph)
        self.assertEqual(api, ["LogHandler", "Logger.MetadataValueAttributes.Attribute"])
        self.assertEqual(underscored, ["_SwiftLogSendableLogHandler"])

    def test_leaves_out_protocols_and_classes_declared_spi(self):
        raw = symbol(["RawSyntaxNodeProtocol"], "swift.protocol")
        raw["spi"] = True
        arena = symbol(["RawSyntaxArena"], "swift.class", "open")
        arena["spi"] = True
        with tempfile.TemporaryDirectory() as folder:
            graph = write_graph(
                folder, "SwiftSyntax", [raw, arena, symbol(["SyntaxProtocol"], "swift.protocol"),
                                        symbol(["SyntaxVisitor"], "swift.class", "open")]
            )
        self.assertEqual(corpus.graph_protocols(graph), (["SyntaxProtocol"], ["RawSyntaxNodeProtocol"]))
        self.assertEqual(corpus.graph_classes(graph), (["SyntaxVisitor"], ["RawSyntaxArena"]))
        self.assertEqual(corpus.spi_names(graph), {"RawSyntaxNodeProtocol", "RawSyntaxArena"})

    def test_counts_open_classes_that_are_not_final_nor_actors_nor_in_internal_types(self):
        with tempfile.TemporaryDirectory() as folder:
            graph = write_graph(
                folder,
                "NIOCore",
                [
                    symbol(["ChannelHandler"], "swift.class", "open"),
                    symbol(["Box"], "swift.struct"),
                    symbol(["Box", "Storage"], "swift.class", "open"),
                    symbol(["Hidden"], "swift.struct", "internal"),
                    symbol(["Hidden", "Storage"], "swift.class", "open"),
                    symbol(["Sealed"], "swift.class", "open", [("keyword", "final"), ("text", " "),
                           ("keyword", "class"), ("text", " "), ("identifier", "Sealed")]),
                    symbol(["Worker"], "swift.class", "open", [("keyword", "actor"), ("text", " "),
                           ("identifier", "Worker")]),
                    symbol(["Plain"], "swift.class", "public"),
                    symbol(["_Base"], "swift.class", "open"),
                    symbol(["Helper"], "swift.class", "internal"),
                ],
            )
        api, underscored = corpus.graph_classes(graph)
        self.assertEqual(api, ["Box.Storage", "ChannelHandler"])
        self.assertEqual(underscored, ["_Base"])


class InitializerTests(unittest.TestCase):
    def test_splits_the_parameter_clause_at_its_own_commas(self):
        written, rest = corpus.parameter_clause(
            "init(_ handlers: [String: (Int, Int) -> Void], limit: Dictionary<String, Int> = [:]) async throws"
        )
        self.assertEqual(written, ["_ handlers: [String: (Int, Int) -> Void]", "limit: Dictionary<String, Int> = [:]"])
        self.assertEqual(rest.strip(), "async throws")
        self.assertEqual(corpus.parameter_clause("init()"), ([], ""))
        self.assertIsNone(corpus.parameter_clause("var count: Int"))

    def test_an_initializer_is_called_without_arguments_when_every_parameter_has_a_default(self):
        self.assertTrue(corpus.callable_without_arguments("init()"))
        self.assertTrue(corpus.callable_without_arguments("convenience init(label: String = \"x\", retries: Int = 3)"))
        self.assertFalse(corpus.callable_without_arguments("init(label: String, retries: Int = 3)"))
        self.assertFalse(corpus.callable_without_arguments("init?()"))
        self.assertFalse(corpus.callable_without_arguments("init() throws"))
        self.assertFalse(corpus.callable_without_arguments("init() async"))
        # An `async` closure among the parameters does not make the initializer async.
        self.assertTrue(corpus.callable_without_arguments("init(body: () async -> Void = {})"))

    def graph(self, folder, base_initializers, derived_initializers=(), superclass_in_graph=True):
        symbols = [symbol(["Base"], "swift.class", "open", identifier="s:Base"),
                   symbol(["Derived"], "swift.class", "open", identifier="s:Derived")]
        relationships = [("inheritsFrom", "s:Derived", "s:Base" if superclass_in_graph else "s:Other.Root")]
        for owner, texts in (("Base", base_initializers), ("Derived", derived_initializers)):
            for text, access in texts:
                init = initializer(owner, text, access)
                symbols.append(init)
                relationships.append(("memberOf", init["identifier"]["precise"], f"s:{owner}"))
        return write_graph(folder, "Module", symbols, relationships)

    def test_a_subclass_inherits_the_designated_initializers_of_the_nearest_class_declaring_some(self):
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init(name: String)", "public"), ("convenience init()", "public")])
            self.assertEqual([corpus.declaration(s) for s in graph.designated_initializers("s:Derived")],
                             ["init(name: String)"])
            self.assertEqual(graph.designated_initializers("s:Base")[0]["accessLevel"], "public")
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [], superclass_in_graph=False)
            self.assertIsNone(graph.designated_initializers("s:Derived"))

    def test_a_class_mock_is_created_with_no_argument_only_where_an_initializer_allows_it(self):
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init(name: String)", "public"), ("convenience init()", "public")])
            # The convenience `init()` is inherited: the mock inherits every designated initializer.
            self.assertTrue(corpus.creatable_with_no_argument("final class MockDerived: Derived {}", graph, "s:Derived"))
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init(name: String)", "public"), ("init(id: Int)", "internal"),
                                        ("convenience init()", "public")])
            self.assertFalse(corpus.creatable_with_no_argument("final class MockDerived: Derived {}", graph, "s:Derived"))
            generated = "final class MockDerived: Derived {\n    convenience init() { self.init(name: .defaultValue) }\n}"
            self.assertTrue(corpus.creatable_with_no_argument(generated, graph, "s:Derived"))
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init(name: String)", "public")], [("init(retries: Int = 3)", "public")])
            self.assertTrue(corpus.creatable_with_no_argument("final class MockDerived: Derived {}", graph, "s:Derived"))

    def test_a_class_cannot_be_subclassed_truthfully_only_when_no_designated_initializer_is_public(self):
        warning = "cannot mock Derived: no initializer of it is one a subclass can inherit; no file written"
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init(name: String)", "internal")])
            self.assertEqual(corpus.why_no_subclass(warning, graph, "s:Derived"), warning)
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init(name: String)", "public")])
            self.assertEqual(corpus.why_no_subclass(warning, graph, "s:Derived"), "")
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [], superclass_in_graph=False)
            self.assertEqual(corpus.why_no_subclass(warning, graph, "s:Derived"), "")
            self.assertEqual(corpus.why_no_subclass("cannot mock Derived: it is public, not open", graph, "s:Derived"), "")

    def test_a_mock_of_a_class_whose_initializers_are_all_internal_is_a_failure(self):
        with tempfile.TemporaryDirectory() as folder:
            graph = self.graph(folder, [("init()", "internal")])
            self.assertEqual(corpus.hidden_initializers(graph, "s:Derived"), ["internal init()"])
            self.assertFalse(corpus.creatable_with_no_argument("final class MockDerived: Derived {}", graph, "s:Derived"))
            result = corpus.ModuleResult("Module")
            result.types = {"Derived": corpus.MockedType("Derived", kind="class")}
            mocks = Path(folder) / "Generated" / "ModuleMocks" / "Mocks" / "Module"
            mocks.mkdir(parents=True)
            (mocks / "MockDerived.swift").write_text(
                "/// A mock of ``Derived``, generated from its symbol graph.\nfinal class MockDerived: Derived {}\n"
            )
            generated = corpus.GENERATED
            corpus.GENERATED = Path(folder) / "Generated"
            try:
                corpus.attach_files("Module", result, {}, graph)
            finally:
                corpus.GENERATED = generated
        derived = result.types["Derived"]
        self.assertEqual(derived.file, "MockDerived.swift")
        self.assertFalse(derived.compiles)
        self.assertIn("its designated initializers are not public (internal init())", derived.failure.message)
        self.assertEqual(result.failed("class"), [derived])


class ResultTests(unittest.TestCase):
    def results(self):
        result = corpus.ModuleResult("NIOCore")
        result.types = {
            "Channel": corpus.MockedType("Channel", file="MockChannel.swift"),
            "EventLoop": corpus.MockedType("EventLoop", failure=corpus.Failure("compile", "error")),
            "ChannelHandler": corpus.MockedType("ChannelHandler", kind="class", file="MockChannelHandler.swift"),
            "Sealed": corpus.MockedType("Sealed", kind="class", no_subclass="cannot mock Sealed: no initializer …"),
            "Broken": corpus.MockedType("Broken", kind="class", failure=corpus.Failure("generator", "no file")),
        }
        return {"NIOCore": result}

    def test_counts_protocols_and_classes_apart(self):
        result = self.results()["NIOCore"]
        self.assertEqual([t.name for t in result.compiled()], ["Channel"])
        self.assertEqual([t.name for t in result.counted("class")], ["ChannelHandler", "Sealed", "Broken"])
        self.assertEqual([t.name for t in result.compiled("class")], ["ChannelHandler"])
        self.assertEqual([t.name for t in result.failed("class")], ["Broken"])
        text, k, n = corpus.report(self.results(), {}, 60, "python3 GeneratorCorpus/corpus.py")
        self.assertEqual((k, n), (1, 2))
        self.assertIn("| NIOCore | 1/3 | 33 | 0 | 1 | 0 | 1 | 0 | 0 | 0 |", text)
        self.assertIn("- class `NIOCore.Broken` (generator): no file", text)
        self.assertIn("- `NIOCore.Sealed` (no public designated initializer in the graph): cannot mock Sealed", text)

    def test_a_degraded_mock_is_no_failure_and_not_in_k(self):
        degraded = corpus.MockedType(
            "Source", file="MockSource.swift",
            warnings=["MockSource.receive(_:): its spy forwarding is left out: the compiler rejected it: error: x"],
        )
        unwritten = corpus.MockedType(
            "Reader", warnings=["cannot mock Reader: no file written: the compiler rejected the mock: error: y"]
        )
        result = corpus.ModuleResult("Lib", types={"Source": degraded, "Reader": unwritten})
        self.assertEqual([t.status for t in result.types.values()], ["degraded", "degraded"])
        self.assertEqual(result.compiled(), [])
        self.assertEqual(result.failed(), [])
        self.assertEqual(result.degraded(), [degraded, unwritten])
        text, k, n = corpus.report({"Lib": result}, {}, 60, "python3 GeneratorCorpus/corpus.py")
        self.assertEqual((k, n), (0, 2))
        self.assertIn("| Lib | 0/2 | 0 | 0 | 2 | 0 | 0 | 0 |", text)
        self.assertIn("## Degraded by the compiler (2)", text)
        self.assertIn("- protocol `Lib.Reader`: cannot mock Reader: no file written: the compiler rejected", text)


class StatusTests(unittest.TestCase):
    def test_each_status(self):
        left = "cannot mock name of Template: it is a constant, a let; the mock keeps the class's implementation"
        cases = [
            (corpus.MockedType("P", file="MockP.swift"), "compiles"),
            (corpus.MockedType("P", file="MockP.swift", warnings=["cannot mock enqueue(_:) of P: consuming"]), "placeholders"),
            (corpus.MockedType("C", kind="class", file="MockC.swift", warnings=[left]), "compiles"),
            (corpus.MockedType("C", kind="class", file="MockC.swift", warnings=[left, "cannot mock x of C: y"]), "placeholders"),
            (corpus.MockedType("P", file="MockP.swift", warnings=["MockP.f(): the compiler rejected it: error: z"]), "degraded"),
            (corpus.MockedType("P", file="MockP.swift", warnings=["MockP.f(): the compiler rejected it"],
                               failure=corpus.Failure("compile", "error")), "fails"),
            (corpus.MockedType("C", kind="class", no_subclass="cannot mock C: no initializer …"), "no-subclass"),
            (corpus.MockedType("P", excluded="a requirement no module can see"), "excluded"),
            (corpus.MockedType("P"), "fails"),
        ]
        for mocked, status in cases:
            self.assertEqual(mocked.status, status, mocked)
            self.assertEqual(mocked.compiles, status in ("compiles", "placeholders"), mocked)


class ResultsFileTests(unittest.TestCase):
    def measured(self):
        return corpus.measured_results(ResultTests().results())

    def test_the_run_gives_a_line_per_type_with_its_status_warnings_and_cause(self):
        result = corpus.ModuleResult("NIOCore")
        result.types = {
            "EventLoop": corpus.MockedType(
                "EventLoop", file="MockEventLoop.swift", warnings=["cannot mock enqueue(_:) of EventLoop: consuming"]
            ),
            "Channel": corpus.MockedType(
                "Channel", file="MockChannel.swift",
                failure=corpus.Failure("compile", "cannot find type 'T'\tin scope", "MockChannel.swift:4:9"),
            ),
        }
        measured = corpus.measured_results({"NIOCore": result, "NIO": corpus.ModuleResult("NIO")})
        self.assertEqual(
            [r.line() for r in measured.values()],
            [
                "NIOCore.EventLoop\tprotocol\tplaceholders\t1\tcannot mock enqueue(_:) of EventLoop: consuming",
                "NIOCore.EventLoop/enqueue(_:)\tmember\tplaceholder\t1\tcannot mock enqueue(_:) of EventLoop: consuming",
                "NIOCore.Channel\tprotocol\tfails\t0\tcompile at MockChannel.swift:4:9: cannot find type 'T' in scope",
                "NIO\tmodule\tempty\t0\tno public protocol nor open class",
            ],
        )

    def test_a_mock_with_placeholders_or_degraded_members_gives_a_line_per_member(self):
        result = corpus.ModuleResult("NIOCore")
        result.types = {
            "EventLoop": corpus.MockedType(
                "EventLoop", file="MockEventLoop.swift",
                warnings=[
                    "cannot mock enqueue(_:) of EventLoop: consuming (EventLoop.swift)",
                    "cannot mock enqueue(_:) of EventLoop: borrowing (EventLoop.swift)",
                    "cannot forward close() of EventLoop to the live instance of init(forwardingTo:): "
                    "the compiler rejected it: error: x; the member is mocked all the same",
                    "MockEventLoop.flush(): its spy forwarding is left out: the compiler rejected it: error: y",
                ],
            ),
            "Handler": corpus.MockedType(
                "Handler", kind="class", file="MockHandler.swift",
                warnings=[
                    "the mock keeps the class's implementation of 2 members of Handler that no subclass "
                    "can override: a (final), b (not open); its doc comment lists them",
                    "cannot mock run(_:) of Handler: its parameter is `consuming`",
                ],
            ),
            "Channel": corpus.MockedType("Channel", file="MockChannel.swift"),
        }
        lines = [r.line() for r in corpus.measured_results({"NIOCore": result}).values()]
        self.assertEqual(
            lines[:4],
            [
                "NIOCore.EventLoop\tprotocol\tdegraded\t4\t" + lines[0].split("\t")[4],
                "NIOCore.EventLoop/enqueue(_:)\tmember\tplaceholder\t2\tcannot mock enqueue(_:) of EventLoop: "
                "consuming (EventLoop.swift)",
                "NIOCore.EventLoop/close()\tmember\tdegraded\t1\tcannot forward close() of EventLoop to the "
                "live instance of init(forwardingTo:): the compiler rejected it: error: x; the member is mocked "
                "all the same",
                "NIOCore.EventLoop/flush()\tmember\tdegraded\t1\tMockEventLoop.flush(): its spy forwarding is "
                "left out: the compiler rejected it: error: y",
            ],
        )
        # The members a class mock leaves to its class have no line: they are counted on the class's.
        self.assertEqual(
            lines[4:],
            [
                "NIOCore.Handler\tclass\tplaceholders\t3\tcannot mock run(_:) of Handler: its parameter is `consuming`",
                "NIOCore.Handler/run(_:)\tmember\tplaceholder\t1\tcannot mock run(_:) of Handler: its parameter "
                "is `consuming`",
                "NIOCore.Channel\tprotocol\tcompiles\t0",
            ],
        )
        self.assertIsNone(corpus.warning_member("cannot mock Reader: the compiler rejected the mock whatever"))

    def test_a_member_not_in_the_file_is_a_regression_and_one_mocked_now_a_difference(self):
        recorded = {
            "Lib.P": corpus.Recorded("Lib.P", "protocol", "placeholders", 1, "cannot mock a() of P: x"),
            "Lib.P/a()": corpus.Recorded("Lib.P/a()", "member", "placeholder", 1, "cannot mock a() of P: x"),
            "Lib.Q": corpus.Recorded("Lib.Q", "protocol", "placeholders", 1, "cannot mock c() of Q: x"),
            "Lib.Q/c()": corpus.Recorded("Lib.Q/c()", "member", "placeholder", 1, "cannot mock c() of Q: x"),
        }
        result = corpus.ModuleResult("Lib")
        result.types = {
            # The same count of warnings, about another member.
            "P": corpus.MockedType("P", file="MockP.swift", warnings=["cannot mock b() of P: y"]),
            "Q": corpus.MockedType("Q", file="MockQ.swift", warnings=["cannot mock c() of Q: the compiler rejected it"]),
        }
        regressions, changes = corpus.compare_results(recorded, corpus.measured_results({"Lib": result}), {"Lib"})
        self.assertEqual(
            regressions,
            [
                "Lib.P/b() (member) is not in the file, and the run gives placeholder, 1 warning: cannot mock b() of P: y",
                "Lib.Q (protocol) was placeholders, 1 warning, and now is degraded, 1 warning: cannot mock c() of Q: "
                "the compiler rejected it",
                "Lib.Q/c() (member) was placeholder, 1 warning, and now is degraded, 1 warning: cannot mock c() of Q: "
                "the compiler rejected it",
            ],
        )
        self.assertEqual(changes, ["Lib.P/a() (member) is in the file, placeholder, 1 warning, and the run mocks it fully"])

    def test_member_lines_are_read_and_written_below_their_type(self):
        with tempfile.TemporaryDirectory() as folder:
            path = self.write(folder, "Lib.P\tprotocol\tplaceholders\t1\tx\nLib.P/a()\tmember\tplaceholder\t1\tx\n")
            recorded = corpus.read_results(path)
            self.assertEqual(recorded["Lib.P/a()"], corpus.Recorded("Lib.P/a()", "member", "placeholder", 1, "x"))
            self.assertEqual(recorded["Lib.P/a()"].module, "Lib")
            self.write(folder, "Lib.P/a()\tmember\tcompiles\t1\tx\n")
            with self.assertRaises(SystemExit) as raised:
                corpus.read_results(path)
            self.assertIn("with a status of placeholder or degraded", str(raised.exception))
        measured = {
            "Lib.A": corpus.Recorded("Lib.A", "class", "placeholders", 1),
            "Lib.A/z()": corpus.Recorded("Lib.A/z()", "member", "placeholder", 1),
            "Lib.B": corpus.Recorded("Lib.B", "protocol", "placeholders", 1),
            "Lib.B/y()": corpus.Recorded("Lib.B/y()", "member", "placeholder", 1),
            "Lib.C": corpus.Recorded("Lib.C", "protocol", "compiles", 0),
        }
        lines = corpus.updated_results({}, measured, {"Lib"}, ["Lib"])
        self.assertEqual([line.name for line in lines], ["Lib.B", "Lib.B/y()", "Lib.C", "Lib.A", "Lib.A/z()"])

    def test_a_module_the_plugin_failed_on_is_not_measured(self):
        failed = corpus.ModuleResult("NIOCore", plugin_errors=["error: cannot get the symbol graph"])
        self.assertEqual(corpus.measured_results({"NIOCore": failed}), {})
        with tempfile.TemporaryDirectory() as folder:
            path = self.write(folder, "NIOCore.Channel\tprotocol\tcompiles\t0\n")
            with contextlib.redirect_stderr(io.StringIO()):
                self.assertEqual(corpus.check_results(path, {"NIOCore": failed}, "python3 corpus.py", False), 0)
                corpus.check_results(path, {"NIOCore": failed}, "python3 corpus.py", True)
            self.assertIn("NIOCore.Channel\tprotocol\tcompiles\t0\n", path.read_text())

    def write(self, folder, text):
        path = Path(folder) / "results.tsv"
        path.write_text(corpus.RESULTS_HEADER + text)
        return path

    def test_reads_the_file_and_names_a_malformed_line(self):
        with tempfile.TemporaryDirectory() as folder:
            path = self.write(folder, "NIOCore.Channel\tprotocol\tcompiles\t0\nNIOCore.EventLoop\tprotocol\tfails\t2\tits cause\n")
            recorded = corpus.read_results(path)
            self.assertEqual(recorded["NIOCore.EventLoop"], corpus.Recorded("NIOCore.EventLoop", "protocol", "fails", 2, "its cause"))
            self.write(folder, "NIOCore.Channel\tprotocol\tworks\t0\n")
            with self.assertRaises(SystemExit) as raised:
                corpus.read_results(path)
            line = len(corpus.RESULTS_HEADER.splitlines()) + 1
            self.assertIn(f"results.tsv:{line}: not `Type<tab>kind<tab>status", str(raised.exception))
            self.assertIn("'NIOCore.Channel\\tprotocol\\tworks\\t0'", str(raised.exception))
            self.write(folder, "NIOCore.Channel\tprotocol\tcompiles\t0\nNIOCore.Channel\tprotocol\tcompiles\t0\n")
            with self.assertRaises(SystemExit) as raised:
                corpus.read_results(path)
            self.assertIn("NIOCore.Channel is listed twice", str(raised.exception))

    def recorded(self, **statuses):
        lines = {
            "NIOCore.Channel": ("protocol", "compiles", 0),
            "NIOCore.EventLoop": ("protocol", "fails", 0),
            "NIOCore.ChannelHandler": ("class", "compiles", 0),
            "NIOCore.Sealed": ("class", "no-subclass", 0),
            "NIOCore.Broken": ("class", "fails", 0),
        }
        for name, status in statuses.items():
            lines["NIOCore." + name] = (lines["NIOCore." + name][0], status, 0)
        return {name: corpus.Recorded(name, *fields, "a cause") for name, fields in lines.items()}

    def test_the_same_results_pass(self):
        self.assertEqual(corpus.compare_results(self.recorded(), self.measured(), {"NIOCore"}), ([], []))

    def test_a_type_that_compiled_and_no_longer_does_is_a_regression(self):
        regressions, changes = corpus.compare_results(self.recorded(EventLoop="compiles"), self.measured(), {"NIOCore"})
        self.assertEqual(
            regressions, ["NIOCore.EventLoop (protocol) was compiles, and now is fails: compile: error"]
        )
        self.assertEqual(changes, [])
        self.assertTrue(corpus.is_regression("compiles", "placeholders"))
        self.assertTrue(corpus.is_regression("placeholders", "degraded"))
        self.assertFalse(corpus.is_regression("placeholders", "compiles"))
        self.assertFalse(corpus.is_regression("fails", "degraded"))

    def test_any_other_difference_is_named(self):
        recorded = self.recorded(Broken="compiles", Channel="fails")
        recorded["NIOCore.Gone"] = corpus.Recorded("NIOCore.Gone", "protocol", "compiles", 0)
        del recorded["NIOCore.Sealed"]
        recorded["Logging.LogHandler"] = corpus.Recorded("Logging.LogHandler", "protocol", "fails", 0)
        regressions, changes = corpus.compare_results(recorded, self.measured(), {"NIOCore"})
        self.assertEqual(regressions, ["NIOCore.Broken (class) was compiles, and now is fails: generator: no file"])
        self.assertEqual(
            changes,
            [
                "NIOCore.Channel (protocol): the file says fails, the run gives compiles",
                "NIOCore.Gone (protocol) is in the file, compiles, and not in the module's graph",
                "NIOCore.Sealed (class) is not in the file; the run gives no-subclass: cannot mock Sealed: no initializer …",
            ],
        )

    def test_a_different_count_of_warnings_is_a_difference(self):
        measured = self.measured()
        measured["NIOCore.Channel"].warnings = 2
        self.assertEqual(
            corpus.compare_results(self.recorded(), measured, {"NIOCore"})[1],
            ["NIOCore.Channel (protocol): the file says compiles, the run gives compiles, 2 warnings"],
        )

    def test_update_replaces_the_measured_modules_and_keeps_causes_whose_status_holds(self):
        recorded = self.recorded(Channel="fails")
        recorded["Logging.LogHandler"] = corpus.Recorded("Logging.LogHandler", "protocol", "compiles", 0)
        recorded["Dropped.P"] = corpus.Recorded("Dropped.P", "protocol", "compiles", 0)
        lines = corpus.updated_results(recorded, self.measured(), {"NIOCore"}, ["Logging", "NIOCore"])
        self.assertEqual(
            [line.line() for line in lines],
            [
                "Logging.LogHandler\tprotocol\tcompiles\t0",
                "NIOCore.Channel\tprotocol\tcompiles\t0",
                "NIOCore.EventLoop\tprotocol\tfails\t0\ta cause",
                "NIOCore.Broken\tclass\tfails\t0\ta cause",
                "NIOCore.ChannelHandler\tclass\tcompiles\t0\ta cause",
                "NIOCore.Sealed\tclass\tno-subclass\t0\ta cause",
            ],
        )

    def test_the_check_fails_with_each_difference_and_the_command_that_rewrites_the_file(self):
        with tempfile.TemporaryDirectory() as folder:
            path = self.write(folder, "".join(r.line() + "\n" for r in self.recorded(EventLoop="compiles").values()))
            messages = io.StringIO()
            with contextlib.redirect_stderr(messages):
                status = corpus.check_results(path, ResultTests().results(), "python3 GeneratorCorpus/corpus.py --all", False)
            self.assertEqual(status, 1)
            text = messages.getvalue()
            self.assertIn("error: regression: NIOCore.EventLoop (protocol) was compiles, and now is fails", text)
            self.assertIn("    python3 GeneratorCorpus/corpus.py --all --update-results\n", text)


class SavedGraphTests(unittest.TestCase):
    INPUTS = "\n".join(
        [
            "--selection", "Generated/StencilMocks/Mocks/.generate-mocks", "--module", "Stencil",
            "--folder", "Stencil", "--class", "Extension", "--output", "Generated/StencilMocks/Mocks/Stencil",
            "--command", "swift package --allow-writing-to-package-directory generate-mocks --target StencilMocks",
            "--declared-in", "Generated/StencilMocks", "--public-only",
            "/w/.build/plugins/GenerateMocks/outputs/symbol-graphs/Stencil",
            "/w/.build/plugins/GenerateMocks/outputs/symbol-graphs/PathKit",
            "/w/.build/x86_64-unknown-linux-gnu/debug/mock-generator 5781664 1795813529.6336455",
            "/w/.build/plugins/GenerateMocks/outputs/symbol-graphs/Stencil/Stencil.symbols.json 718119 1795813676.55",
        ]
    )

    def test_reads_the_executable_and_arguments_of_a_fingerprint(self):
        tool, arguments = corpus.generator_invocation(self.INPUTS)
        self.assertEqual(tool, "/w/.build/x86_64-unknown-linux-gnu/debug/mock-generator")
        self.assertEqual(arguments[-1], "/w/.build/plugins/GenerateMocks/outputs/symbol-graphs/PathKit")
        self.assertEqual(len(arguments), 17)
        self.assertIsNone(corpus.generator_invocation("--module\nStencil\n"))

    def test_keeps_the_arguments_that_say_what_is_mocked_and_sets_apart_the_graphs(self):
        kept, folders = corpus.standalone_arguments(corpus.generator_invocation(self.INPUTS)[1])
        self.assertEqual(kept, ["--module", "Stencil", "--class", "Extension", "--public-only"])
        self.assertEqual([Path(f).name for f in folders], ["Stencil", "PathKit"])

    def test_leaves_out_the_compiler_checks_options(self):
        arguments = [
            "--module", "Logging", "--public-only", "--typecheck", "--swiftc", "/opt/swift/usr/bin/swiftc",
            "--typecheck-cache", "/w/.build/plugins/GenerateMocks/outputs/typecheck/Logging",
            "-Xswiftc", "-module-name", "-Xswiftc", "LoggingMocks", "-Xswiftc", "-I", "-Xswiftc", "/w/.build/debug/Modules",
            "/w/.build/plugins/GenerateMocks/outputs/symbol-graphs/Logging",
        ]
        kept, folders = corpus.standalone_arguments(arguments)
        self.assertEqual(kept, ["--module", "Logging", "--public-only"])
        self.assertEqual([Path(f).name for f in folders], ["Logging"])

    def test_names_the_classes_of_the_selection_file(self):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / ".generate-mocks"
            path.write_text(
                "# class Commented\nmodule Stencil\n    folder Stencil\n    protocols all\n"
                "    class Extension\n    class Template\n"
            )
            self.assertEqual(
                corpus.selected_classes(path), ["--class", "Extension", "--class", "Template"]
            )
            self.assertEqual(corpus.selected_classes(Path(folder) / "missing"), [])

    def test_names_the_fingerprint_as_the_plugin_does(self):
        self.assertEqual(
            corpus.fingerprint_file("NIOCore").name, "Generated-NIOCoreMocks-Mocks--generate-mocks-NIOCore.json"
        )

    def test_lists_the_files_missing_extra_or_different(self):
        with tempfile.TemporaryDirectory() as expected, tempfile.TemporaryDirectory() as actual:
            for folder, files in ((expected, {"MockA.swift": "a", "MockB.swift": "b"}),
                                  (actual, {"MockA.swift": "a", "MockB.swift": "b\n", "MockC.swift": "c"})):
                for name, text in files.items():
                    (Path(folder) / name).write_text(text)
            self.assertEqual(corpus.folder_differences(expected, actual), ["MockC.swift is extra", "MockB.swift differs"])
            (Path(actual) / "MockB.swift").write_text("b")
            (Path(actual) / "MockC.swift").unlink()
            self.assertEqual(corpus.folder_differences(expected, actual), [])


if __name__ == "__main__":
    unittest.main()
