#!/usr/bin/env python3
"""Measures the mock generator on real packages: K of N protocols get a mock that compiles.

For each upstream module of GeneratorCorpus/Package.swift, the script

1. runs the GenerateMocks plugin once, as a user would:
   swift package generate-mocks --target <Module>Mocks --module <Module> --verbose
   which writes Generated/<Module>Mocks/Mocks/<Module>/Mock<Protocol>.swift;
2. lists the module's API protocols from the symbol graph the plugin read: public, and not named
   with `_` (N, after the exclusions of exclusions.json, each with its reason);
3. writes a test per mock that is not generic, which creates it and counts its wrappers;
4. builds the module's test target, and moves every file the compiler's errors name (or that a
   compiler crash names) out of the target, into Generated/Failed/<Module>, then builds again,
   until the target builds: a mock that does not compile costs only itself;
5. runs the creation tests, and removes those that fail or crash the same way.

It prints K/N per module and each failure with its first error and the generated line, and
writes them to Generated/report.md and Generated/results.json.

Usage, from anywhere:
    python3 GeneratorCorpus/corpus.py            # the small packages, as CI runs them
    python3 GeneratorCorpus/corpus.py --all      # with swift-nio and hummingbird (MOCK_CORPUS=all)
    python3 GeneratorCorpus/corpus.py --module Logging --module Tracing
Options: --known-failures FILE fails (exit 1) when a protocol that the file does not list has no
compiling mock (a line per protocol, `Module.Protocol`, `#` starts a comment), and names those
it lists that now compile; --min-ratio R fails when K/N over all modules is below R;
--skip-tests leaves out step 5.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

CORPUS = Path(__file__).resolve().parent
GENERATED = CORPUS / "Generated"
FAILED = GENERATED / "Failed"
WRAPPERS = (
    "Mock|ThrowingMock|AsyncMock|AsyncThrowingMock|PropertyMock|"
    "GenericMock|GenericThrowingMock|GenericAsyncMock|GenericAsyncThrowingMock"
)
# An instance wrapper declaration: `@Mock var`, `@PropertyMock(.unimplemented) var`, possibly
# after other attributes such as `@available(...)`.
WRAPPER_DECLARATION = re.compile(r"@(?:" + WRAPPERS + r")\b(?:\([^)]*\))?\s+(?:\w+\s+)*var\s")
ERROR_LINE = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$")
WARNING_LINE = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): warning: (.*)$")
MOCK_DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+)?(?:final\s+)?(?:class|actor)\s+(Mock[^\s:<{]*)(<)?",
    re.MULTILINE,
)


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(arguments, environment, timeout=3600):
    """Runs a command in the corpus package; returns (status, combined output, seconds)."""
    started = time.monotonic()
    process = subprocess.run(
        arguments,
        cwd=CORPUS,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        timeout=timeout,
    )
    return process.returncode, process.stdout, time.monotonic() - started


def upstream_modules(include_large):
    """The modules of Package.swift's `small` list, and of `large` with include_large."""
    manifest = (CORPUS / "Package.swift").read_text()
    large_start = manifest.index("let large:")
    modules = []
    for match in re.finditer(r'Upstream\(\s*module: "([^"]+)"', manifest):
        if match.start() < large_start or include_large:
            modules.append(match.group(1))
    return modules


@dataclass
class Failure:
    """Why a protocol did not get a compiling mock."""

    kind: str  # "generator", "compile", "creation", "test"
    message: str
    location: str = ""
    generated_line: str = ""


@dataclass
class ProtocolResult:
    name: str  # as the graph names it, e.g. Logger.MetadataValueAttributes.Attribute
    file: str = ""  # Mock<Name>.swift, once written
    generic: bool = False
    warnings: list = field(default_factory=list)
    failure: Failure = None
    excluded: str = ""  # the reason, from exclusions.json

    @property
    def compiles(self):
        return not self.excluded and self.file and self.failure is None


@dataclass
class ModuleResult:
    module: str
    protocols: dict = field(default_factory=dict)
    plugin_seconds: float = 0
    build_seconds: float = 0
    plugin_errors: list = field(default_factory=list)
    compiler_warnings: list = field(default_factory=list)
    underscored: list = field(default_factory=list)

    @property
    def counted(self):
        return [p for p in self.protocols.values() if not p.excluded]

    @property
    def compiled(self):
        return [p for p in self.counted if p.compiles]


def graph_protocols(folder, module):
    """The public protocols the graph of `module` declares, by their path (`A.B.P`): those of
    its API, and those whose names start with `_`, which are not (DocC hides them, and public
    symbol graphs leave them out)."""
    graph = json.loads((Path(folder) / f"{module}.symbols.json").read_text())
    api, underscored = [], []
    for symbol in graph["symbols"]:
        if symbol["kind"]["identifier"] != "swift.protocol":
            continue
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        path = symbol["pathComponents"]
        (underscored if path[-1].startswith("_") else api).append(".".join(path))
    return sorted(api), sorted(underscored)


def target_folder(module):
    return GENERATED / f"{module}Mocks"


def mocks_folder(module):
    return target_folder(module) / "Mocks" / module


def creation_folder(module):
    return target_folder(module) / "Creation"


def prepare(modules):
    """Makes every test target's folder, with a source file, and forgets earlier failures."""
    GENERATED.mkdir(exist_ok=True)
    shutil.rmtree(FAILED, ignore_errors=True)
    for module in modules:
        folder = target_folder(module)
        shutil.rmtree(creation_folder(module), ignore_errors=True)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "Corpus.swift").write_text(
            f"// Written by GeneratorCorpus/corpus.py: the test target of {module}'s mocks, in\n"
            f"// Mocks/{module}, and of the tests that create them, in Creation.\n"
        )


def generate(module, result, environment):
    """Runs the plugin on `module`; returns the folder of the module's graph it read."""
    status, output, seconds = run(
        [
            "swift", "package", "--allow-writing-to-package-directory", "generate-mocks",
            "--target", f"{module}Mocks", "--module", module, "--verbose",
        ],
        environment,
    )
    result.plugin_seconds = seconds
    graph = None
    for line in output.splitlines():
        match = re.match(rf"Symbol graph of {re.escape(module)} in .*?: (.*)$", line)
        if match:
            graph = match.group(1)
        if line.startswith("error: "):
            result.plugin_errors.append(line)
        warning = plugin_warning(line)
        if warning is None:
            continue
        file_name, message = warning
        result.protocols.setdefault("?" + file_name, ProtocolResult(name="?"))
        result.protocols["?" + file_name].warnings.append(message)
    if status != 0 and not result.plugin_errors:
        result.plugin_errors.append(f"the plugin exited with status {status}:\n{output[-3000:]}")
    return graph


def plugin_warning(line):
    """The mock file and message of a warning the plugin relays, or None: `warning: MockP.swift:
    …`, or `warning: /path/P.swift:3:5: … (MockP.swift)` when the generator knows where the
    declaration is."""
    match = re.match(r"warning: (Mock[^:/]*\.swift): (.*)$", line)
    if match:
        return match.group(1), match.group(2)
    match = re.match(r"warning: (/[^:]+:\d+:\d+): (.*) \((Mock[^()/]*\.swift)\)$", line)
    if match:
        return match.group(3), f"{match.group(2)} ({Path(match.group(1)).name})"
    return None


def attach_files(module, result, exclusions):
    """Matches the protocols of the graph with the files and warnings the plugin wrote: the
    mock of `A.B.P` is `MockABP.swift`, whose documentation says "A mock of ``A.B.P``"."""
    pending = {key: value for key, value in result.protocols.items() if key.startswith("?")}
    for key in pending:
        del result.protocols[key]
    files = {}
    for path in mocks_folder(module).glob("Mock*.swift"):
        match = re.search(r"^/// A mock of ``([^`]+)``", path.read_text(), re.MULTILINE)
        files[match.group(1) if match else path.name] = path
    for name, protocol in result.protocols.items():
        protocol.excluded = exclusions.get(f"{module}.{name}", "")
        file_name = "Mock" + name.replace(".", "") + ".swift"
        if name in files:
            protocol.file = files.pop(name).name
            text = (mocks_folder(module) / protocol.file).read_text()
            declaration = MOCK_DECLARATION.search(text)
            protocol.generic = bool(declaration and declaration.group(2))
        warnings = pending.get("?" + (protocol.file or file_name))
        if warnings:
            protocol.warnings += warnings.warnings
        if not protocol.file and not protocol.excluded:
            reason = protocol.warnings[-1] if protocol.warnings else "no file and no warning"
            protocol.failure = Failure("generator", reason)
    for name, path in sorted(files.items()):
        result.plugin_errors.append(f"{path.name} (a mock of {name}) matches no protocol of the graph")


def write_creation_tests(module, result):
    """Writes a test per non-generic mock that creates it and counts its wrappers."""
    folder = creation_folder(module)
    folder.mkdir(parents=True, exist_ok=True)
    for protocol in result.protocols.values():
        if not protocol.file or protocol.generic:
            continue
        text = (mocks_folder(module) / protocol.file).read_text()
        declaration = MOCK_DECLARATION.search(text)
        if not declaration:
            protocol.failure = Failure("creation", "the mock class declaration was not found")
            continue
        mock = declaration.group(1)
        wrappers = wrapper_count(text)
        imports = sorted(set(re.findall(r"^(?:@testable )?import \w+$", text, re.MULTILINE)))
        imports = sorted(set(imports) | {"import Mocking", "import Testing"})
        (folder / f"{mock}+Creation.swift").write_text(
            "// Written by GeneratorCorpus/corpus.py.\n\n"
            + "\n".join(imports)
            + "\n\n"
            + f'@Test("{module}.{protocol.name}") @MainActor func create{mock}() async {{\n'
            + f"    let mock = {mock}()\n"
            + f"    #expect(resetMocks(of: mock) == {wrappers})\n"
            + "}\n"
        )


def wrapper_count(text):
    """The instance wrappers a mock declares: what `resetMocks(of:)` finds in a new one."""
    return len(WRAPPER_DECLARATION.findall(text))


def owner(path, module, result):
    """The protocol whose mock or creation test is the file at `path`, and which of the two."""
    path = Path(path)
    for protocol in result.protocols.values():
        if not protocol.file:
            continue
        mock = protocol.file[: -len(".swift")]
        if path == mocks_folder(module) / protocol.file:
            return protocol, "compile"
        if path == creation_folder(module) / f"{mock}+Creation.swift":
            return protocol, "creation"
    return None, None


def quarantine(module, protocol, only_creation):
    """Moves the protocol's creation test, and unless only_creation its mock, out of the target."""
    destination = FAILED / module
    destination.mkdir(parents=True, exist_ok=True)
    mock = protocol.file[: -len(".swift")]
    paths = [creation_folder(module) / f"{mock}+Creation.swift"]
    if not only_creation:
        paths.append(mocks_folder(module) / protocol.file)
    for path in paths:
        if path.exists():
            shutil.move(str(path), destination / path.name)


def source_line(path, line):
    try:
        return Path(path).read_text().splitlines()[int(line) - 1].strip()
    except (OSError, IndexError, ValueError):
        return ""


def crash_files(output, folder):
    """Files in `folder` that a compiler crash's stack dump names, outside the command line."""
    names = set()
    for line in output.splitlines():
        if "Program arguments:" in line or "Running pass" in line:
            continue
        for match in re.finditer(r"(/[^\s\"':]+\.swift)", line):
            if match.group(1).startswith(str(folder) + "/"):
                names.add(match.group(1))
    return names


def live_protocols(module, result):
    return [
        p
        for p in result.protocols.values()
        if p.file and p.failure is None and (mocks_folder(module) / p.file).exists()
    ]


def build(module, result, environment):
    """Builds the module's test target, removing what fails, until it builds."""
    for attempt in range(1, 200):
        status, output, seconds = run(
            ["swift", "build", "--target", f"{module}Mocks"], environment
        )
        result.build_seconds += seconds
        warnings = []
        for line in output.splitlines():
            match = WARNING_LINE.match(line)
            if match and str(mocks_folder(module)) in match.group(1):
                warnings.append(line)
        result.compiler_warnings = sorted(set(warnings))
        if status == 0:
            return
        blamed = {}
        for line in output.splitlines():
            match = ERROR_LINE.match(line)
            if not match:
                continue
            path, line_number, column, message = match.groups()
            protocol, kind = owner(path, module, result)
            if protocol is None:
                continue
            if protocol.name not in blamed or (kind == "compile" and blamed[protocol.name][1] != "compile"):
                blamed[protocol.name] = (
                    protocol,
                    kind,
                    Failure(
                        kind,
                        message,
                        f"{Path(path).name}:{line_number}:{column}",
                        source_line(path, line_number),
                    ),
                )
        if not blamed:
            for path in crash_files(output, target_folder(module)):
                protocol, kind = owner(path, module, result)
                if protocol is not None:
                    blamed[protocol.name] = (
                        protocol,
                        kind,
                        Failure(kind, "the compiler crashed on this file", Path(path).name),
                    )
        if not blamed:
            blamed = bisect(module, result, environment)
        if not blamed:
            raise SystemExit(
                f"error: {module}Mocks does not build, and no generated file is to blame:\n"
                + output[-5000:]
            )
        for protocol, kind, failure in blamed.values():
            protocol.failure = failure
            quarantine(module, protocol, only_creation=(kind == "creation"))
        log(f"  {module}: removed {len(blamed)} failing file(s), building again")
    raise SystemExit(f"error: {module}Mocks still does not build after removing files 199 times")


def bisect(module, result, environment):
    """Finds one mock whose removal lets the target build, by halves, when no error names one."""
    candidates = live_protocols(module, result)
    log(f"  {module}: the build fails without naming a file; bisecting {len(candidates)} mocks")
    parked = GENERATED / "Parked" / module
    while len(candidates) > 1:
        half = candidates[: len(candidates) // 2]
        parked.mkdir(parents=True, exist_ok=True)
        moved = []
        for protocol in half:
            for path in files_of(module, protocol):
                shutil.move(str(path), parked / path.name)
                moved.append(path)
        status, _, seconds = run(
            ["swift", "build", "--target", f"{module}Mocks"], environment
        )
        result.build_seconds += seconds
        for path in moved:
            shutil.move(str(parked / path.name), path)
        # The culprit is among the parked half when the rest builds.
        candidates = half if status == 0 else candidates[len(candidates) // 2 :]
    if not candidates:
        return {}
    protocol = candidates[0]
    return {
        protocol.name: (
            protocol,
            "compile",
            Failure("compile", "the build fails, without an error naming a file, with this mock"),
        )
    }


def files_of(module, protocol):
    mock = protocol.file[: -len(".swift")]
    paths = [mocks_folder(module) / protocol.file, creation_folder(module) / f"{mock}+Creation.swift"]
    return [path for path in paths if path.exists()]


def run_tests(modules, results, environment):
    """Runs the creation tests; removes those that fail or crash, and runs the rest again."""
    for attempt in range(1, 50):
        status, output, _ = run(["swift", "build", "--build-tests"], environment)
        if status != 0:
            raise SystemExit("error: the corpus does not build after its failures were removed:\n" + output[-5000:])
        status, output, _ = run(
            ["swift", "test", "--skip-build", "--skip", "GenerateMocksPluginTests"], environment
        )
        started, finished, failed = test_outcomes(output)
        crashed = [name for name in started if name not in finished]
        if status == 0 and not failed:
            expected = sum(len(list(creation_folder(m).glob("*.swift"))) for m in modules)
            passed = len(finished)
            if passed != expected:
                raise SystemExit(
                    f"error: {passed} creation tests passed, and {expected} were written: the "
                    "script did not read swift test's output:\n" + output[-3000:]
                )
            log(f"  {passed} creation tests passed")
            return
        if not failed and not crashed:
            raise SystemExit("error: swift test failed, and no creation test is to blame:\n" + output[-5000:])
        for name, message in failed.items():
            blame_test(name, Failure("test", message), modules, results)
        if status != 0 and crashed and not failed:
            # A crash ends the process: the tests that started and did not end are the suspects;
            # Swift Testing runs them in parallel, so each is run alone to find the one.
            for name in crashed:
                alone, alone_output, _ = run(
                    ["swift", "test", "--skip-build", "--filter", re.escape(test_function(name, modules, results))],
                    environment,
                )
                if alone != 0:
                    blame_test(name, Failure("test", "the test process crashed: " + last_lines(alone_output)), modules, results)
        log("  removed failing creation tests, running again")
    raise SystemExit("error: the creation tests still fail after removing tests 49 times")


def test_outcomes(output):
    """The tests of Swift Testing's output, by display name: those that started, those that
    ended, and the first issue of each that failed."""
    started, finished, failed = [], set(), {}
    for line in output.splitlines():
        match = re.search(r'Test "([^"]+)" started', line)
        if match:
            started.append(match.group(1))
        match = re.search(r'Test "([^"]+)" passed', line)
        if match:
            finished.add(match.group(1))
        match = re.search(r'Test "([^"]+)" (?:recorded an issue(?: at [^:]+:\d+:\d+)?: (.*)|failed)', line)
        if match:
            finished.add(match.group(1))
            failed.setdefault(match.group(1), match.group(2) or "failed")
    return started, finished, failed


def test_function(display_name, modules, results):
    module, _, protocol_name = display_name.partition(".")
    protocol = results[module].protocols.get(protocol_name)
    mock = protocol.file[: -len(".swift")] if protocol and protocol.file else ""
    return f"create{mock}"


def blame_test(display_name, failure, modules, results):
    module, _, protocol_name = display_name.partition(".")
    protocol = results.get(module) and results[module].protocols.get(protocol_name)
    if not protocol:
        raise SystemExit(f"error: a test no protocol owns failed: {display_name}: {failure.message}")
    protocol.failure = failure
    quarantine(module, protocol, only_creation=True)


def last_lines(text, count=5):
    return " / ".join(line.strip() for line in text.strip().splitlines()[-count:])


def report(results, exclusions, seconds, command):
    """The Markdown report: the K/N table, then every failure, warning and exclusion."""
    lines = [f"Generated by `{command}` in {seconds / 60:.1f} min.", ""]
    lines += [
        "| Module | K/N | % | With placeholders | Generic (not created) | Excluded | `_` protocols |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    total_k = total_n = 0
    for module, result in results.items():
        counted, compiled = result.counted, result.compiled
        total_k += len(compiled)
        total_n += len(counted)
        ratio = f"{100 * len(compiled) / len(counted):.0f}" if counted else "–"
        placeholders = sum(1 for p in compiled if p.warnings)
        generic = sum(1 for p in compiled if p.generic)
        excluded = sum(1 for p in result.protocols.values() if p.excluded)
        hidden = len(result.underscored)
        lines.append(
            f"| {module} | {len(compiled)}/{len(counted)} | {ratio} | {placeholders} | {generic} "
            f"| {excluded} | {hidden} |"
        )
    ratio = f"{100 * total_k / total_n:.0f}" if total_n else "–"
    lines.append(f"| **All** | **{total_k}/{total_n}** | **{ratio}** | | | | |")
    failures = [
        (module, p) for module, result in results.items() for p in result.counted if not p.compiles
    ]
    lines += ["", f"## Failures ({len(failures)})", ""]
    for module, protocol in failures:
        failure = protocol.failure or Failure("generator", "no mock")
        where = f" at {failure.location}" if failure.location else ""
        lines.append(f"- `{module}.{protocol.name}` ({failure.kind}{where}): {failure.message}")
        if failure.generated_line:
            lines.append(f"  - generated line: `{failure.generated_line}`")
    warned = [
        (module, p) for module, result in results.items() for p in result.counted if p.warnings
    ]
    lines += ["", f"## Generator warnings ({sum(len(p.warnings) for _, p in warned)})", ""]
    for module, protocol in warned:
        for warning in protocol.warnings:
            lines.append(f"- `{module}.{protocol.name}`: {warning}")
    compiler = [(module, w) for module, result in results.items() for w in result.compiler_warnings]
    lines += ["", f"## Compiler warnings in mocks ({len(compiler)})", ""]
    lines += [f"- {module}: `{Path(w.split(':')[0]).name}:{w.split(':', 1)[1]}`" for module, w in compiler]
    lines += ["", "## Excluded, with the reason", ""]
    for module, result in results.items():
        for protocol in result.protocols.values():
            if protocol.excluded:
                lines.append(f"- `{module}.{protocol.name}`: {protocol.excluded}")
    lines += ["", "## Not counted: public protocols named with `_`, which are not API", ""]
    for module, result in results.items():
        for name in result.underscored:
            reason = exclusions.get(f"{module}.{name}", "**not reviewed: add it to exclusions.json**")
            lines.append(f"- `{module}.{name}`: {reason}")
    errors = [(module, e) for module, result in results.items() for e in result.plugin_errors]
    if errors:
        lines += ["", "## Plugin errors", ""]
        lines += [f"- {module}: {error}" for module, error in errors]
    return "\n".join(lines) + "\n", total_k, total_n


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--all", action="store_true", help="include swift-nio and hummingbird")
    parser.add_argument("--module", action="append", default=[], help="only these modules")
    parser.add_argument("--min-ratio", type=float, default=None)
    parser.add_argument("--known-failures", type=Path, default=None)
    parser.add_argument("--skip-tests", action="store_true")
    arguments = parser.parse_args()

    environment = dict(os.environ)
    if arguments.all:
        environment["MOCK_CORPUS"] = "all"
    else:
        environment.pop("MOCK_CORPUS", None)
    started = time.monotonic()
    every_module = upstream_modules(arguments.all)
    modules = arguments.module or every_module
    unknown = set(modules) - set(every_module)
    if unknown:
        raise SystemExit(f"error: not in Package.swift's lists: {', '.join(sorted(unknown))}")
    prepare(every_module)
    exclusions = json.loads((CORPUS / "exclusions.json").read_text())
    exclusions = {key: value for key, value in exclusions.items() if not key.startswith("//")}

    log("Resolving the corpus' dependencies...")
    status, output, seconds = run(["swift", "package", "resolve"], environment)
    if status != 0:
        raise SystemExit("error: swift package resolve failed:\n" + output[-3000:])
    log(f"  {seconds:.0f} s")

    results = {}
    for module in modules:
        result = ModuleResult(module)
        results[module] = result
        log(f"{module}: generating...")
        graph = generate(module, result, environment)
        if graph is None:
            log(f"  {module}: no symbol graph; the plugin said: {result.plugin_errors}")
            if not result.plugin_errors:
                result.plugin_errors.append("the plugin printed no symbol graph for the module")
            continue
        api, result.underscored = graph_protocols(graph, module)
        for name in api:
            result.protocols[name] = ProtocolResult(name=name)
        attach_files(module, result, exclusions)
        write_creation_tests(module, result)
        log(f"  {len(result.protocols)} protocols, plugin {result.plugin_seconds:.0f} s; building...")
        build(module, result, environment)
        log(f"  {module}: {len(result.compiled)}/{len(result.counted)}, build {result.build_seconds:.0f} s")
    if not arguments.skip_tests:
        log("Running the creation tests...")
        run_tests(modules, results, environment)

    command = "python3 GeneratorCorpus/corpus.py" + (" --all" if arguments.all else "")
    command += "".join(f" --module {m}" for m in arguments.module)
    text, total_k, total_n = report(results, exclusions, time.monotonic() - started, command)
    (GENERATED / "report.md").write_text(text)
    (GENERATED / "results.json").write_text(
        json.dumps(
            {
                module: {
                    "protocols": {
                        name: {
                            "compiles": bool(p.compiles),
                            "excluded": p.excluded,
                            "generic": p.generic,
                            "warnings": p.warnings,
                            "failure": p.failure.__dict__ if p.failure else None,
                        }
                        for name, p in result.protocols.items()
                    },
                    "plugin_seconds": round(result.plugin_seconds, 1),
                    "build_seconds": round(result.build_seconds, 1),
                }
                for module, result in results.items()
            },
            indent=2,
            sort_keys=True,
        )
    )
    print(text)
    status = 0
    if arguments.min_ratio is not None and total_n and total_k / total_n < arguments.min_ratio:
        log(f"error: {total_k}/{total_n} protocols compile, below the minimum ratio {arguments.min_ratio}")
        status = 1
    if arguments.known_failures:
        status = max(status, check_known_failures(arguments.known_failures, results))
    # A module the plugin could not mock was not measured: that fails, whatever the counts.
    for module, result in results.items():
        for error in result.plugin_errors:
            log(f"error: {module}: {error.splitlines()[0] if error else 'the plugin failed'}")
            status = 1
    return status


def check_known_failures(path, results):
    """1 when a protocol fails that `path` does not list; names those it lists that compile."""
    known = set()
    for line in path.read_text().splitlines():
        name = line.split("#", 1)[0].strip()
        if name:
            known.add(name)
    failing = {
        f"{module}.{p.name}" for module, result in results.items() for p in result.counted if not p.compiles
    }
    measured = {f"{module}.{p.name}" for module, result in results.items() for p in result.counted}
    for name in sorted((known & measured) - failing):
        log(f"note: {name} now compiles: remove it from {path.name}")
    unexpected = sorted(failing - known)
    for name in unexpected:
        log(f"error: {name} has no compiling mock, and {path.name} does not list it (see Generated/report.md)")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
