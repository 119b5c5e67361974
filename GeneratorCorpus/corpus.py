#!/usr/bin/env python3
"""Measures the mock generator on real packages: K of N protocols, and K of N classes, get a mock
that compiles.

For each upstream module of GeneratorCorpus/Package.swift, the script

1. runs the GenerateMocks plugin once, as a user would:
   swift package generate-mocks --target <Module>Mocks --module <Module> --class <C> ... --verbose
   which writes Generated/<Module>Mocks/Mocks/<Module>/Mock<Protocol>.swift and Mock<C>.swift;
   the classes are the open, non-final ones of the graph the plugin read last time (a second run
   follows when that graph was missing or lists other classes);
2. lists the module's API protocols from the symbol graph the plugin read: public, and not named
   with `_` (N, after the exclusions of exclusions.json, each with its reason); and its open
   classes: `open`, not `final`, not actors, not named with `_`;
3. writes a test per mock that is not generic, which creates it and counts its wrappers; for a
   class, only when the mock can be created with no argument (`MockC()`);
4. builds the module's test target, and moves every file the compiler's errors name (or that a
   compiler crash names) out of the target, into Generated/Failed/<Module>, then builds again,
   until the target builds: a mock that does not compile costs only itself;
5. runs the creation tests, and removes those that fail or crash the same way.

It prints K/N per module and each failure with its first error and the generated line, and
writes them to Generated/report.md and Generated/results.json. Then it compares the result of
each protocol and class of the modules it measured with results.tsv, and fails (exit 1) on a
regression (a mock that compiled no longer does) or any other difference, naming each and the
command that rewrites the file.

Usage, from anywhere:
    python3 GeneratorCorpus/corpus.py            # the small packages, as CI runs them
    python3 GeneratorCorpus/corpus.py --all      # with the long run's packages (MOCK_CORPUS=all)
    python3 GeneratorCorpus/corpus.py --module Logging --module Tracing
Options: --update-results rewrites results.tsv's lines of the modules measured rather than
compare them (--results FILE names another file); --min-ratio R fails when K/N of protocols
over all modules is below R; --skip-tests leaves out step 5, and the comparison; --save-graphs
DIR copies the graphs each module's run read to DIR/<Module>, with the generator's arguments,
and checks that mock-generator writes the same mocks from them.
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
# The folder of each module's graph the plugin printed last, whose classes the next run names.
GRAPH_FOLDERS = GENERATED / "graphs.json"
# The BUILD_FLAGS a run found it needs, which the next run starts with, so that its builds are
# those of the last run, and incremental.
BUILD_FLAGS_FILE = GENERATED / "build-flags.json"
WRAPPERS = (
    "Mock|ThrowingMock|AsyncMock|AsyncThrowingMock|PropertyMock|"
    "GenericMock|GenericThrowingMock|GenericAsyncMock|GenericAsyncThrowingMock"
)
# An instance wrapper declaration: `@Mock var`, `@PropertyMock(.unimplemented) var`,
# `@ThrowingMock(returning: (seconds: 0, nanoseconds: 0)) var`, possibly after other attributes
# such as `@available(...)`.
WRAPPER_DECLARATION = re.compile(
    r"@(?:" + WRAPPERS + r")\b(?:\((?:[^()]|\([^()]*\))*\))?\s+(?:\w+\s+)*var\s"
)
# The `Stubs` of a class's mock, which declares the mock's wrappers again for its initializers
# that take `stubbing:`; `resetMocks(of:)` finds the mock's own.
STUBS_DECLARATION = re.compile(r"^( *)(?:public )?struct Stubs \{\n.*?^\1\}\n", re.M | re.S)
ERROR_LINE = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$")
# The words of the generator's warning about a member (or a whole mock) that its compiler check
# degraded, and of its warning about a member of a class that a mock leaves to the class.
DEGRADED = "the compiler rejected"
LEFT_TO_THE_CLASS = "the mock keeps the class's implementation"
WARNING_LINE = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): warning: (.*)$")
MOCK_DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+)?(?:final\s+)?(?:class|actor)\s+(Mock[^\s:<{]*)(<)?",
    re.MULTILINE,
)


def members_left_to_the_class(warning):
    """How many members a class mock's warning says it leaves to the class: the generator says
    it in one line per class, `… implementation of 2 members of Cart that …`."""
    if LEFT_TO_THE_CLASS not in warning:
        return 0
    count = re.search(r"implementation of (\d+) members? of", warning)
    return int(count.group(1)) if count else 1


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(arguments, environment, timeout=3600, interleaved=True):
    """Runs a command in the corpus package; returns (status, combined output, seconds). The
    output is the standard output and error as they came, or, unless `interleaved`, the one
    after the other, so that no line of one is cut by a line of the other (SwiftPM prints a
    plugin's diagnostics on standard error, and what it prints on standard output)."""
    started = time.monotonic()
    process = subprocess.run(
        arguments,
        cwd=CORPUS,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if interleaved else subprocess.PIPE,
        text=True,
        errors="replace",
        timeout=timeout,
    )
    output = process.stdout if interleaved else process.stdout + "\n" + process.stderr
    return process.returncode, output, time.monotonic() - started


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
    """Why a protocol or class did not get a compiling mock."""

    kind: str  # "generator", "compile", "creation", "test"
    message: str
    location: str = ""
    generated_line: str = ""


@dataclass
class MockedType:
    """A protocol or class of a module's API, and what became of its mock."""

    name: str  # as the graph names it, e.g. Logger.MetadataValueAttributes.Attribute
    kind: str = "protocol"  # or "class"
    file: str = ""  # Mock<Name>.swift, once written
    generic: bool = False
    warnings: list = field(default_factory=list)
    failure: Failure = None
    excluded: str = ""  # the reason, from exclusions.json
    # A class only: the generator's warning that no subclass can exist, when the graph confirms it.
    no_subclass: str = ""
    # A class only: whether its mock can be created with no argument, so that a test creates it.
    creatable: bool = False

    @property
    def degraded(self):
        """Whether the generator's compiler check degraded a member of its mock, or wrote no
        file: one of its warnings says `the compiler rejected`."""
        return any(DEGRADED in warning for warning in self.warnings)

    @property
    def placeholders(self):
        """The warnings of members the mock does not mock: all of a protocol's, and of a class's
        those but the members it leaves to the class (`let`s, members that are not `open`)."""
        return [
            warning
            for warning in self.warnings
            if DEGRADED not in warning and not (self.kind == "class" and LEFT_TO_THE_CLASS in warning)
        ]

    @property
    def status(self):
        """What became of it, as the results file records it (see STATUSES)."""
        if self.excluded:
            return "excluded"
        if self.no_subclass:
            return "no-subclass"
        if self.failure is not None or not (self.file or self.degraded):
            return "fails"
        if self.degraded:
            return "degraded"
        return "placeholders" if self.placeholders else "compiles"

    @property
    def compiles(self):
        """Whether K counts it: its mock compiles (and is created), and no member of it was
        degraded by the compiler."""
        return self.status in ("compiles", "placeholders")

    @property
    def created(self):
        """Whether a creation test of the mock was written: a protocol's unless generic, a
        class's when it can be created with no argument."""
        return bool(self.file and not self.generic and (self.kind == "protocol" or self.creatable))


@dataclass
class ModuleResult:
    module: str
    types: dict = field(default_factory=dict)  # name -> MockedType, protocols and classes
    plugin_seconds: float = 0
    build_seconds: float = 0
    plugin_errors: list = field(default_factory=list)
    compiler_warnings: list = field(default_factory=list)
    # Not API: protocols (and classes) named with `_`, or declared `@_spi`.
    underscored: list = field(default_factory=list)
    underscored_classes: list = field(default_factory=list)
    spi: set = field(default_factory=set)

    def counted(self, kind="protocol"):
        """The protocols (or classes) N counts."""
        return [t for t in self.types.values() if t.kind == kind and not t.excluded]

    def compiled(self, kind="protocol"):
        """The protocols (or classes) K counts."""
        return [t for t in self.counted(kind) if t.compiles]

    def failed(self, kind="protocol"):
        """Those N counts that have no compiling mock, and no truthful reason for it, but those
        the compiler check degraded."""
        return [t for t in self.counted(kind) if t.status == "fails"]

    def degraded(self, kind="protocol"):
        """Those N counts whose mock the generator's compiler check degraded, or did not write."""
        return [t for t in self.counted(kind) if t.status == "degraded"]


class SymbolGraph:
    """The symbols of a module's graph, with what the script asks of them."""

    def __init__(self, folder, module):
        data = json.loads((Path(folder) / f"{module}.symbols.json").read_text())
        self.symbols = {symbol["identifier"]["precise"]: symbol for symbol in data["symbols"]}
        self.members = {}
        self.superclass = {}
        for relation in data.get("relationships", []):
            if relation["kind"] == "memberOf":
                self.members.setdefault(relation["target"], []).append(relation["source"])
            elif relation["kind"] == "inheritsFrom":
                self.superclass[relation["source"]] = relation["target"]
        self.types_by_path = {
            tuple(symbol["pathComponents"]): symbol
            for symbol in self.symbols.values()
            if symbol["kind"]["identifier"] in TYPE_KINDS
        }

    def of_kind(self, kind):
        return [symbol for symbol in self.symbols.values() if symbol["kind"]["identifier"] == kind]

    def is_visible(self, symbol):
        """Whether the types it is nested in are public: an `open` class in an internal type is
        no API."""
        path = symbol["pathComponents"]
        for count in range(1, len(path)):
            parent = self.types_by_path.get(tuple(path[:count]))
            if parent and parent.get("accessLevel") not in ("public", "open"):
                return False
        return True

    def initializers(self, identifier):
        """The initializers a class declares, but private ones."""
        return [
            self.symbols[member]
            for member in self.members.get(identifier, [])
            if member in self.symbols
            and self.symbols[member]["kind"]["identifier"] == "swift.init"
            and self.symbols[member].get("accessLevel") not in ("private", "fileprivate")
        ]

    def designated_initializers(self, identifier):
        """The designated initializers a subclass of the class inherits: those of the class, or
        of its nearest superclass that declares some; None when the chain leaves the graph."""
        seen = set()
        while identifier not in seen:
            seen.add(identifier)
            designated = [
                symbol
                for symbol in self.initializers(identifier)
                if "convenience" not in keywords(symbol)
            ]
            if designated:
                return designated
            superclass = self.superclass.get(identifier)
            if superclass is None:
                return []
            if superclass not in self.symbols:
                return None
            identifier = superclass
        return []


TYPE_KINDS = ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor")


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))


def keywords(symbol):
    return {
        fragment["spelling"]
        for fragment in symbol.get("declarationFragments", [])
        if fragment.get("kind") == "keyword"
    }


def is_api_name(symbol):
    """Whether a public symbol is API: not named with `_` (DocC hides those, and public symbol
    graphs leave them out), nor declared `@_spi`, which only an `@_spi(…) import` sees."""
    return not symbol["pathComponents"][-1].startswith("_") and not symbol.get("spi")


def spi_names(graph):
    """The paths of the graph's symbols declared `@_spi`."""
    return {".".join(s["pathComponents"]) for s in graph.symbols.values() if s.get("spi")}


def graph_protocols(graph):
    """The public protocols of the graph, by their path (`A.B.P`): those of its API, and those
    that are not (see `is_api_name`)."""
    api, underscored = [], []
    for symbol in graph.of_kind("swift.protocol"):
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        (api if is_api_name(symbol) else underscored).append(".".join(symbol["pathComponents"]))
    return sorted(api), sorted(underscored)


def graph_classes(graph):
    """The classes of the graph that another module can subclass, by their path: `open`, in
    public types, not `final`, not actors; and apart, those of them that are not API (see
    `is_api_name`)."""
    api, underscored = [], []
    for symbol in graph.of_kind("swift.class"):
        if symbol.get("accessLevel") != "open" or not graph.is_visible(symbol):
            continue
        if keywords(symbol) & {"final", "actor"}:
            continue
        (api if is_api_name(symbol) else underscored).append(".".join(symbol["pathComponents"]))
    return sorted(api), sorted(underscored)


def class_symbol(graph, name):
    return next(
        (s for s in graph.of_kind("swift.class") if ".".join(s["pathComponents"]) == name), None
    )


def parameter_clause(declaration_text):
    """The parameters of a function or initializer declaration, as written, split at the
    commas of its parameter clause, and what follows the clause (`async throws -> T`); None
    when there is no clause."""
    start = declaration_text.find("(")
    if start < 0:
        return None
    depth, current, result = 0, "", []
    for index in range(start + 1, len(declaration_text)):
        character = declaration_text[index]
        if character in "([{<":
            depth += 1
        elif character in ")]}" or (character == ">" and declaration_text[index - 1] != "-"):
            if depth == 0 and character == ")":
                if current.strip():
                    result.append(current.strip())
                return result, declaration_text[index + 1 :]
            depth -= 1
        elif character == "," and depth == 0:
            result.append(current.strip())
            current = ""
            continue
        current += character
    return None


def callable_without_arguments(declaration_text):
    """Whether the initializer `init(…)` can be called as `init()`: not failable, throwing nor
    async, every parameter with a default value."""
    clause = parameter_clause(declaration_text)
    if clause is None:
        return False
    written, rest = clause
    head = declaration_text.split("(", 1)[0]
    if "?" in head or "!" in head or re.search(r"\b(?:async|throws|rethrows)\b", rest):
        return False
    return all(" = " in parameter for parameter in written)


def creatable_with_no_argument(mock_text, graph, identifier):
    """Whether `MockC()` creates the mock of the class: the generator wrote `convenience
    init()`, or the mock declares `init()`, or it inherits a public initializer callable with
    no argument (a designated one, or a convenience one where every designated one is public,
    so that the mock inherits them all)."""
    if re.search(r"^\s*(?:public\s+)?(?:override\s+|required\s+)*(?:convenience\s+)?init\(\)", mock_text, re.MULTILINE):
        return True
    designated = graph.designated_initializers(identifier)
    if not designated:
        return False
    public = [s for s in designated if s.get("accessLevel") in ("public", "open")]
    if any(callable_without_arguments(declaration(s)) for s in public):
        return True
    if len(public) < len(designated):
        return False
    chain, seen = [], set()
    while identifier in graph.symbols and identifier not in seen:
        seen.add(identifier)
        chain.append(identifier)
        identifier = graph.superclass.get(identifier)
    return any(
        "convenience" in keywords(s)
        and s.get("accessLevel") in ("public", "open")
        and callable_without_arguments(declaration(s))
        for member in chain
        for s in graph.initializers(member)
    )


NO_INITIALIZER = "no initializer of it is one a subclass can inherit"


def hidden_initializers(graph, identifier):
    """The designated initializers a subclass would inherit, written out (`internal init()`),
    when there are some and none is public: no subclass in another module can call one, so none
    can be created. Empty otherwise, or when the class's chain leaves the graph."""
    designated = graph.designated_initializers(identifier)
    if not designated or any(s.get("accessLevel") in ("public", "open") for s in designated):
        return []
    return [f"{s.get('accessLevel')} {declaration(s)}" for s in designated]


def why_no_subclass(warning, graph, identifier):
    """The generator's warning that a class cannot be subclassed, when the graph confirms it:
    no designated initializer a subclass in another module can call (none is public). Empty
    otherwise: the warning does not hold, or the script cannot tell."""
    if NO_INITIALIZER not in warning or not hidden_initializers(graph, identifier):
        return ""
    return warning


def target_folder(module):
    return GENERATED / f"{module}Mocks"


def mocks_folder(module):
    return target_folder(module) / "Mocks" / module


def creation_folder(module):
    return target_folder(module) / "Creation"


def selection_file(module):
    return target_folder(module) / "Mocks" / ".generate-mocks"


def prepare(modules):
    """Makes every test target's folder, with a source file, and forgets earlier failures and
    mocks: the generator keeps a mock it wrote before when it cannot write it again (so that a
    team's tests keep building), which here would count as written."""
    GENERATED.mkdir(exist_ok=True)
    shutil.rmtree(FAILED, ignore_errors=True)
    for module in modules:
        folder = target_folder(module)
        shutil.rmtree(creation_folder(module), ignore_errors=True)
        shutil.rmtree(mocks_folder(module), ignore_errors=True)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "Corpus.swift").write_text(
            f"// Written by GeneratorCorpus/corpus.py: the test target of {module}'s mocks, in\n"
            f"// Mocks/{module}, and of the tests that create them, in Creation.\n"
        )


def generate(module, result, environment, classes=()):
    """Runs the plugin on `module`, with `--class` for each of `classes`; returns the folder of
    the module's graph it read. The selection file of an earlier run is removed first, so that
    the run mocks what it is asked and no class an earlier run named."""
    selection_file(module).unlink(missing_ok=True)
    arguments = ["swift", "package"] + BUILD_FLAGS + [
        "--allow-writing-to-package-directory", "generate-mocks",
        "--target", f"{module}Mocks", "--module", module,
    ]
    for name in classes:
        arguments += ["--class", name]
    status, output, seconds = run(arguments + ["--verbose"], environment, interleaved=False)
    result.plugin_seconds += seconds
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
        result.types.setdefault("?" + file_name, MockedType(name="?"))
        result.types["?" + file_name].warnings.append(message)
    if status != 0 and not result.plugin_errors:
        result.plugin_errors.append(f"the plugin exited with status {status}:\n{output[-3000:]}")
    return graph


# Where the plugin keeps what it made: the symbol graphs, and the fingerprint of each run of the
# generator, whose first lines are the run's arguments.
PLUGIN_OUTPUTS = CORPUS / ".build" / "plugins" / "GenerateMocks" / "outputs"
# The options of mock-generator that take a value.
VALUED_OPTIONS = {
    "--module", "--protocol", "--output", "--command", "--exclude", "--class", "--selection",
    "--folder", "--declared-in", "--access", "--swiftc", "--typecheck-cache", "-Xswiftc",
}
# Those a saved graph's args.txt leaves out, with their value: the selection file (which the
# script removes before each run, so that the options alone make the module's entry) and its
# folder, the output, the command `--check` names, the test target, which holds no mock
# written by hand, and the compiler check's options, which name the corpus's build (a run on
# saved graphs writes what the check passed: it degraded no member of the corpus).
UNSAVED_OPTIONS = {
    "--selection", "--folder", "--output", "--command", "--declared-in", "--swiftc",
    "--typecheck-cache", "-Xswiftc",
}
# Those it leaves out that take no value.
UNSAVED_FLAGS = {"--typecheck"}


def fingerprint_file(module):
    """The fingerprint the plugin keeps of its last run of the generator on `module`, named
    after the run's selection file and module as RunFingerprint names it."""
    key = f"Generated/{module}Mocks/Mocks/.generate-mocks-{module}"
    return PLUGIN_OUTPUTS / "fingerprints" / (re.sub(r"[^A-Za-z0-9]", "-", key) + ".json")


def generator_invocation(inputs):
    """The executable and arguments of a run of the generator, from its fingerprint's inputs:
    the arguments a line each, then `path size date` of the executable and of what it read;
    None when no line is the executable's."""
    arguments = []
    for line in inputs.splitlines():
        match = re.match(r"^(/\S*/mock-generator) -?\d+ \S+$", line)
        if match:
            return match.group(1), arguments
        arguments.append(line)
    return None


def standalone_arguments(arguments):
    """The plugin's arguments split into those a run on saved graphs needs (without the
    UNSAVED_OPTIONS), and the graph folders."""
    kept, folders = [], []
    remaining = list(arguments)
    while remaining:
        argument = remaining.pop(0)
        if not argument.startswith("-"):
            folders.append(argument)
            continue
        value = [remaining.pop(0)] if argument in VALUED_OPTIONS and remaining else []
        if argument not in UNSAVED_OPTIONS and argument not in UNSAVED_FLAGS:
            kept += [argument] + value
    return kept, folders


def save_graphs(module, destination):
    """Copies the graphs the plugin's last run on `module` read into `destination/<module>`,
    with `args.txt` (the arguments that write the same mocks, a line each) and
    `plugin-arguments.txt` (the plugin's own, a line each); then runs the generator on them
    and compares what it writes with the mocks the plugin wrote. Returns the differences, or
    why the graphs could not be saved."""
    path = fingerprint_file(module)
    if not path.exists():
        return [f"no fingerprint of the plugin's run at {path}"]
    invocation = generator_invocation(json.loads(path.read_text())["inputs"])
    if invocation is None:
        return [f"{path.name} names no mock-generator executable"]
    tool, arguments = invocation
    kept, folders = standalone_arguments(arguments)
    # The plugin's run reads the classes from the selection file, which args.txt leaves out.
    kept += selected_classes(selection_file(module))
    target = Path(destination) / module
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    problems = []
    for folder in folders:
        for graph in sorted(Path(folder).glob("*.symbols.json")):
            copy = target / graph.name
            if copy.exists() and copy.read_bytes() != graph.read_bytes():
                problems.append(f"two graph folders hold a different {graph.name}")
            shutil.copy2(graph, copy)
    (target / "args.txt").write_text("".join(argument + "\n" for argument in kept))
    (target / "plugin-arguments.txt").write_text("".join(a + "\n" for a in arguments))
    return problems + compare_saved_run(module, tool, kept, target)


def selected_classes(path):
    """`--class NAME` for each `class NAME` line of the selection file at `path`."""
    if not Path(path).exists():
        return []
    options = []
    for line in Path(path).read_text().splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "class":
            options += ["--class", words[1]]
    return options


def compare_saved_run(module, tool, arguments, graphs):
    """Runs the generator with `arguments` on the saved `graphs`, and lists how what it writes
    differs from what the plugin wrote in the module's mocks folder."""
    output = GENERATED / "SavedGraphRun" / module
    shutil.rmtree(output, ignore_errors=True)
    output.mkdir(parents=True)
    process = subprocess.run(
        [tool] + arguments + ["--output", str(output), str(graphs)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
    )
    if process.returncode != 0:
        return [f"mock-generator on the saved graphs exited with {process.returncode}: "
                + last_lines(process.stdout)]
    differences = folder_differences(mocks_folder(module), output)
    shutil.rmtree(output, ignore_errors=True)
    return differences


def folder_differences(expected, actual):
    """The files that one folder has and the other has not, or holds with other bytes."""
    def files(folder):
        return {p.name: p.read_bytes() for p in Path(folder).glob("*") if p.is_file()}

    mine, theirs = files(expected), files(actual)
    differences = [f"{name} is missing" for name in sorted(set(mine) - set(theirs))]
    differences += [f"{name} is extra" for name in sorted(set(theirs) - set(mine))]
    differences += [
        f"{name} differs" for name in sorted(set(mine) & set(theirs)) if mine[name] != theirs[name]
    ]
    return differences


def plugin_warning(line):
    """The mock file and message of a warning the plugin relays, or None: `warning: MockP.swift:
    …`, or `warning: /path/P.swift:3:5: … (MockP.swift)` when the generator knows where the
    declaration is. The warning may follow other text on its line, as SwiftPM's build progress
    when the plugin's run built the module first."""
    match = re.search(r"(?:^|\s)warning: (Mock[^:/\s]*\.swift): (.*)$", line)
    if match:
        return match.group(1), match.group(2)
    match = re.search(r"(?:^|\s)warning: (/[^:]+:\d+:\d+): (.*) \((Mock[^()/]*\.swift)\)$", line)
    if match:
        return match.group(3), f"{match.group(2)} ({Path(match.group(1)).name})"
    # The compiler check's warnings name the mock's type (`MockX.foo(_:)`, `MockX`), wherever.
    match = re.search(r"(?:^|\s)warning: (?:(/[^:]+:\d+:\d+): )?(.*)$", line)
    if match and DEGRADED in match.group(2):
        mock = re.search(r"\b(Mock\w+)", match.group(2))
        if mock:
            where = f" ({Path(match.group(1)).name})" if match.group(1) else ""
            return mock.group(1) + ".swift", match.group(2) + where
    return None


def attach_files(module, result, exclusions, graph=None):
    """Matches the protocols and classes of the graph with the files and warnings the plugin
    wrote: the mock of `A.B.P` is `MockABP.swift`, whose documentation says "A mock of
    ``A.B.P``". A class without a file is a failure unless the generator's warning says why no
    subclass can exist, and the graph confirms it; a class with one is created in a test when
    its mock can be created with no argument."""
    pending = {key: value for key, value in result.types.items() if key.startswith("?")}
    for key in pending:
        del result.types[key]
    files = {}
    for path in mocks_folder(module).glob("Mock*.swift"):
        match = re.search(r"^/// A mock of ``([^`]+)``", path.read_text(), re.MULTILINE)
        files[match.group(1) if match else path.name] = path
    for name, mocked in result.types.items():
        mocked.excluded = exclusions.get(f"{module}.{name}", "")
        file_name = "Mock" + name.replace(".", "") + ".swift"
        text = ""
        if name in files:
            mocked.file = files.pop(name).name
            text = (mocks_folder(module) / mocked.file).read_text()
            declaration_match = MOCK_DECLARATION.search(text)
            mocked.generic = bool(declaration_match and declaration_match.group(2))
        warnings = pending.get("?" + (mocked.file or file_name))
        if warnings:
            mocked.warnings += warnings.warnings
        symbol = class_symbol(graph, name) if graph and mocked.kind == "class" else None
        if mocked.file and symbol:
            identifier = symbol["identifier"]["precise"]
            mocked.creatable = creatable_with_no_argument(text, graph, identifier)
            hidden = hidden_initializers(graph, identifier)
            if hidden:
                mocked.failure = Failure(
                    "generator",
                    f"a mock is written, and no subclass of {name} can be created in another module: "
                    f"its designated initializers are not public ({'; '.join(hidden)}); the "
                    f"generator should warn `cannot mock {name.split('.')[-1]}: {NO_INITIALIZER}`",
                )
        if mocked.file or mocked.excluded or mocked.failure:
            continue
        reason = mocked.warnings[-1] if mocked.warnings else "no file and no warning"
        if symbol:
            mocked.no_subclass = why_no_subclass(reason, graph, symbol["identifier"]["precise"])
        # A mock the compiler check left unwritten is `degraded`, its warning the reason.
        if not mocked.no_subclass and not mocked.degraded:
            mocked.failure = Failure("generator", reason)
    for name, path in sorted(files.items()):
        result.plugin_errors.append(
            f"{path.name} (a mock of {name}) matches no protocol or class of the graph"
        )


def write_creation_tests(module, result):
    """Writes a test per mock that is not generic, and of a class only when it can be created
    with no argument, that creates it and counts its wrappers."""
    folder = creation_folder(module)
    folder.mkdir(parents=True, exist_ok=True)
    for mocked in result.types.values():
        if not mocked.created:
            continue
        text = (mocks_folder(module) / mocked.file).read_text()
        declaration_match = MOCK_DECLARATION.search(text)
        if not declaration_match:
            mocked.failure = Failure("creation", "the mock class declaration was not found")
            continue
        mock = declaration_match.group(1)
        wrappers = wrapper_count(text)
        imports = sorted(set(re.findall(r"^(?:@testable )?import \w+$", text, re.MULTILINE)))
        imports = sorted(set(imports) | {"import Mocking", "import Testing"})
        (folder / f"{mock}+Creation.swift").write_text(
            "// Written by GeneratorCorpus/corpus.py.\n\n"
            + "\n".join(imports)
            + "\n\n"
            + f'@Test("{module}.{mocked.name}") @MainActor func create{mock}() async {{\n'
            + f"    let mock = {mock}()\n"
            + f"    #expect(resetMocks(of: mock) == {wrappers})\n"
            + "}\n"
        )


def wrapper_count(text):
    """The instance wrappers a mock declares: what `resetMocks(of:)` finds in a new one."""
    return len(WRAPPER_DECLARATION.findall(STUBS_DECLARATION.sub("", text)))


def owner(path, module, result):
    """The protocol or class whose mock or creation test is the file at `path`, and which of
    the two."""
    path = Path(path)
    for mocked in result.types.values():
        if not mocked.file:
            continue
        mock = mocked.file[: -len(".swift")]
        if path == mocks_folder(module) / mocked.file:
            return mocked, "compile"
        if path == creation_folder(module) / f"{mock}+Creation.swift":
            return mocked, "creation"
    return None, None


def quarantine(module, mocked, only_creation):
    """Moves the creation test of the mocked or class, and unless only_creation its mock, out
    of the target."""
    destination = FAILED / module
    destination.mkdir(parents=True, exist_ok=True)
    mock = mocked.file[: -len(".swift")]
    paths = [creation_folder(module) / f"{mock}+Creation.swift"]
    if not only_creation:
        paths.append(mocks_folder(module) / mocked.file)
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


def live_mocks(module, result):
    return [
        p
        for p in result.types.values()
        if p.file and p.failure is None and (mocks_folder(module) / p.file).exists()
    ]


def build(module, result, environment):
    """Builds the module's test target, removing what fails, until it builds."""
    for attempt in range(1, 200):
        status, output, seconds = run(
            ["swift", "build"] + BUILD_FLAGS + ["--target", f"{module}Mocks"], environment
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
            mocked, kind = owner(path, module, result)
            if mocked is None:
                continue
            if mocked.name not in blamed or (kind == "compile" and blamed[mocked.name][1] != "compile"):
                blamed[mocked.name] = (
                    mocked,
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
                mocked, kind = owner(path, module, result)
                if mocked is not None:
                    blamed[mocked.name] = (
                        mocked,
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
        for mocked, kind, failure in blamed.values():
            mocked.failure = failure
            quarantine(module, mocked, only_creation=(kind == "creation"))
        log(f"  {module}: removed {len(blamed)} failing file(s), building again")
    raise SystemExit(f"error: {module}Mocks still does not build after removing files 199 times")


def bisect(module, result, environment):
    """Finds one mock whose removal lets the target build, by halves, when no error names one."""
    candidates = live_mocks(module, result)
    log(f"  {module}: the build fails without naming a file; bisecting {len(candidates)} mocks")
    parked = GENERATED / "Parked" / module
    while len(candidates) > 1:
        half = candidates[: len(candidates) // 2]
        parked.mkdir(parents=True, exist_ok=True)
        moved = []
        for mocked in half:
            for path in files_of(module, mocked):
                shutil.move(str(path), parked / path.name)
                moved.append(path)
        status, _, seconds = run(
            ["swift", "build"] + BUILD_FLAGS + ["--target", f"{module}Mocks"], environment
        )
        result.build_seconds += seconds
        for path in moved:
            shutil.move(str(parked / path.name), path)
        # The culprit is among the parked half when the rest builds.
        candidates = half if status == 0 else candidates[len(candidates) // 2 :]
    if not candidates:
        return {}
    mocked = candidates[0]
    return {
        mocked.name: (
            mocked,
            "compile",
            Failure("compile", "the build fails, without an error naming a file, with this mock"),
        )
    }


def files_of(module, mocked):
    mock = mocked.file[: -len(".swift")]
    paths = [mocks_folder(module) / mocked.file, creation_folder(module) / f"{mock}+Creation.swift"]
    return [path for path in paths if path.exists()]


# The flags every build of the corpus is given, the plugin's too (`swift package` passes them
# on to the builds a plugin asks for): see `module_map_flags`.
BUILD_FLAGS = []


def module_map_flags(output):
    """The flags that let every module of the build find the C modules that `output` says are
    missing (`missing required module 'COpenCombineHelpers'`), from the module maps SwiftPM made
    for them. With every package of the long run, XMLCoder's `#elseif canImport(OpenCombine)`
    finds OpenCombine's module, once built, whose C helper XMLCoder's compiler arguments do not
    name."""
    flags = []
    for name in sorted(set(re.findall(r"missing required module '(\w+)'", output))):
        for module_map in sorted((CORPUS / ".build").glob(f"*/debug/{name}.build/module.modulemap")):
            flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
    return flags


def adds_module_maps(output):
    """Adds to BUILD_FLAGS the module maps of the C modules a failed build's `output` says are
    missing; whether it added any."""
    more = [flag for flag in module_map_flags(output) if flag not in BUILD_FLAGS]
    if more:
        BUILD_FLAGS.extend(more)
        BUILD_FLAGS_FILE.write_text(json.dumps(BUILD_FLAGS, indent=2))
        log("  the build misses C modules: building from now on with " + " ".join(more))
    return bool(more)


def run_tests(modules, results, environment):
    """Runs the creation tests; removes those that fail or crash, and runs the rest again."""
    for attempt in range(1, 50):
        status, output, _ = run(["swift", "build", "--build-tests"] + BUILD_FLAGS, environment)
        if status != 0 and adds_module_maps(output):
            status, output, _ = run(["swift", "build", "--build-tests"] + BUILD_FLAGS, environment)
        if status != 0:
            raise SystemExit("error: the corpus does not build after its failures were removed:\n" + output[-5000:])
        status, output, _ = run(
            ["swift", "test", "--skip-build", "--skip", "GenerateMocksPluginTests"], environment
        )
        started, finished, failed = test_outcomes(output)
        crashed = [name for name in started if name not in finished]
        if status == 0 and not failed:
            expected = sum(len(list(creation_folder(m).glob("*.swift"))) for m in modules)
            # With --module, the other modules' creation tests of an earlier run run too.
            passed = len([name for name in finished if name.partition(".")[0] in modules])
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
    module, _, name = display_name.partition(".")
    mocked = results[module].types.get(name)
    mock = mocked.file[: -len(".swift")] if mocked and mocked.file else ""
    return f"create{mock}"


def blame_test(display_name, failure, modules, results):
    module, _, name = display_name.partition(".")
    mocked = results.get(module) and results[module].types.get(name)
    if not mocked:
        raise SystemExit(f"error: a test no protocol or class owns failed: {display_name}: {failure.message}")
    mocked.failure = failure
    quarantine(module, mocked, only_creation=True)


def last_lines(text, count=5):
    return " / ".join(line.strip() for line in text.strip().splitlines()[-count:])


def ratio(k, n):
    return f"{100 * k / n:.0f}" if n else "–"


def report(results, exclusions, seconds, command):
    """The Markdown report: the K/N tables of protocols and of classes, then every failure,
    warning and exclusion."""
    lines = [f"Generated by `{command}` in {seconds / 60:.1f} min.", ""]
    lines += [
        "## Protocols",
        "",
        "| Module | K/N | % | With placeholders | Degraded by the compiler | Generic (not created) "
        "| Excluded | `_` protocols |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    total_k = total_n = 0
    for module, result in results.items():
        counted, compiled = result.counted(), result.compiled()
        total_k += len(compiled)
        total_n += len(counted)
        placeholders = sum(1 for p in compiled if p.placeholders)
        degraded = len(result.degraded())
        generic = sum(1 for p in compiled if p.generic)
        excluded = sum(1 for p in result.types.values() if p.kind == "protocol" and p.excluded)
        hidden = len(result.underscored)
        lines.append(
            f"| {module} | {len(compiled)}/{len(counted)} | {ratio(len(compiled), len(counted))} "
            f"| {placeholders} | {degraded} | {generic} | {excluded} | {hidden} |"
        )
    lines.append(f"| **All** | **{total_k}/{total_n}** | **{ratio(total_k, total_n)}** | | | | | |")
    lines += class_table(results)
    failures = [
        (module, t) for module, result in results.items() for kind in ("protocol", "class")
        for t in result.failed(kind)
    ]
    lines += ["", f"## Failures ({len(failures)})", ""]
    for module, mocked in failures:
        failure = mocked.failure or Failure("generator", "no mock")
        where = f" at {failure.location}" if failure.location else ""
        lines.append(
            f"- {mocked.kind} `{module}.{mocked.name}` ({failure.kind}{where}): {failure.message}"
        )
        if failure.generated_line:
            lines.append(f"  - generated line: `{failure.generated_line}`")
    degraded = [
        (module, t) for module, result in results.items() for kind in ("protocol", "class")
        for t in result.degraded(kind)
    ]
    lines += ["", f"## Degraded by the compiler ({len(degraded)})", ""]
    for module, mocked in degraded:
        for warning in mocked.warnings:
            if DEGRADED in warning:
                lines.append(f"- {mocked.kind} `{module}.{mocked.name}`: {warning}")
    no_subclass = [(m, t) for m, r in results.items() for t in r.counted("class") if t.no_subclass]
    lines += ["", f"## Classes no subclass of another module can exist for ({len(no_subclass)})", ""]
    lines += [
        f"- `{module}.{mocked.name}` (no public designated initializer in the graph): {mocked.no_subclass}"
        for module, mocked in no_subclass
    ]
    warned = [
        (module, t) for module, result in results.items() for kind in ("protocol", "class")
        for t in result.counted(kind) if t.compiles and t.warnings
    ]
    lines += ["", f"## Generator warnings on compiling mocks ({sum(len(t.warnings) for _, t in warned)})", ""]
    for module, mocked in warned:
        for warning in mocked.warnings:
            lines.append(f"- {mocked.kind} `{module}.{mocked.name}`: {warning}")
    compiler = [(module, w) for module, result in results.items() for w in result.compiler_warnings]
    lines += ["", f"## Compiler warnings in mocks ({len(compiler)})", ""]
    lines += [f"- {module}: `{Path(w.split(':')[0]).name}:{w.split(':', 1)[1]}`" for module, w in compiler]
    lines += ["", "## Excluded, with the reason", ""]
    for module, result in results.items():
        for mocked in result.types.values():
            if mocked.excluded:
                lines.append(f"- `{module}.{mocked.name}`: {mocked.excluded}")
    lines += [
        "",
        "## Not counted: public protocols and open classes named with `_` or declared `@_spi`, "
        "which are not API",
        "",
    ]
    for module, result in results.items():
        for name in result.underscored + result.underscored_classes:
            if name in result.spi:
                reason = "declared `@_spi`: only an `@_spi(…) import` of the module sees it"
            else:
                reason = exclusions.get(f"{module}.{name}", "**not reviewed: add it to exclusions.json**")
            lines.append(f"- `{module}.{name}`: {reason}")
    errors = [(module, e) for module, result in results.items() for e in result.plugin_errors]
    if errors:
        lines += ["", "## Plugin errors", ""]
        lines += [f"- {module}: {error}" for module, error in errors]
    return "\n".join(lines) + "\n", total_k, total_n


def class_table(results):
    """The K/N of classes per module that declares open classes, and the modules that declare
    none."""
    lines = [
        "",
        "## Classes",
        "",
        "N: the open classes, not final, not actors; K: those whose mock compiles (and, when it can",
        "be created with no argument, is created in a test).",
        "",
        "| Module | K/N | % | Created in a test | Compile only | Generic | No subclass can exist "
        "| Degraded by the compiler | Members left to the class | `_` classes |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    total_k = total_n = 0
    without = []
    for module, result in results.items():
        counted, compiled = result.counted("class"), result.compiled("class")
        if not counted and not result.underscored_classes:
            without.append(module)
            continue
        total_k += len(compiled)
        total_n += len(counted)
        created = sum(1 for c in compiled if c.created)
        generic = sum(1 for c in compiled if c.generic)
        no_subclass = sum(1 for c in counted if c.no_subclass)
        left = sum(members_left_to_the_class(w) for c in compiled for w in c.warnings)
        lines.append(
            f"| {module} | {len(compiled)}/{len(counted)} | {ratio(len(compiled), len(counted))} "
            f"| {created} | {len(compiled) - created - generic} | {generic} | {no_subclass} "
            f"| {len(result.degraded('class'))} | {left} | {len(result.underscored_classes)} |"
        )
    lines.append(f"| **All** | **{total_k}/{total_n}** | **{ratio(total_k, total_n)}** | | | | | | | |")
    if without:
        lines += ["", f"No open class that is not final: {', '.join(without)}."]
    return lines


def measure(module, exclusions, environment, graph_folders, save_to=None):
    """Generates, attaches and builds the mocks of one module; returns its ModuleResult.

    The classes passed with `--class` are those of the graph the plugin read last time, from
    `graph_folders`; when there was none, or the graph it reads now lists others, it runs again
    with those. With `save_to`, the graphs the plugin read are saved there (see
    `save_graphs`)."""
    result = ModuleResult(module)
    log(f"{module}: generating...")
    classes = []
    earlier = graph_folders.get(module)
    if earlier and (Path(earlier) / f"{module}.symbols.json").exists():
        earlier_graph = SymbolGraph(earlier, module)
        classes = graph_classes(earlier_graph)[0]
    folder = generate(module, result, environment, classes)
    if folder is None:
        # The plugin's build says which file fails, not why: the module's own build does.
        status, output, _ = run(["swift", "build"] + BUILD_FLAGS + ["--target", module], environment)
        if status != 0 and adds_module_maps(output):
            result = ModuleResult(module, plugin_seconds=result.plugin_seconds)
            folder = generate(module, result, environment, classes)
    graph = SymbolGraph(folder, module) if folder else None
    if graph and graph_classes(graph)[0] != classes:
        log(f"  {module}: the graph lists open classes the run did not name; generating again with them")
        seconds = result.plugin_seconds
        result = ModuleResult(module, plugin_seconds=seconds)
        folder = generate(module, result, environment, graph_classes(graph)[0])
        graph = SymbolGraph(folder, module) if folder else None
    if graph is None:
        log(f"  {module}: no symbol graph; the plugin said: {result.plugin_errors}")
        if not result.plugin_errors:
            result.plugin_errors.append("the plugin printed no symbol graph for the module")
        return result
    graph_folders[module] = folder
    if save_to:
        for problem in save_graphs(module, save_to):
            result.plugin_errors.append(f"the graphs saved in {save_to}/{module}: {problem}")
    protocols, result.underscored = graph_protocols(graph)
    result.spi = spi_names(graph)
    for name in protocols:
        result.types[name] = MockedType(name=name)
    classes, result.underscored_classes = graph_classes(graph)
    for name in classes:
        result.types[name] = MockedType(name=name, kind="class")
    attach_files(module, result, exclusions, graph)
    write_creation_tests(module, result)
    log(
        f"  {len(protocols)} protocols, {len(classes)} open classes, plugin "
        f"{result.plugin_seconds:.0f} s; building..."
    )
    build(module, result, environment)
    log(
        f"  {module}: protocols {len(result.compiled())}/{len(result.counted())}, classes "
        f"{len(result.compiled('class'))}/{len(result.counted('class'))}, build {result.build_seconds:.0f} s"
    )
    return result


def results_json(results):
    def entry(t):
        fields = {
            "compiles": t.compiles,
            "excluded": t.excluded,
            "generic": t.generic,
            "warnings": t.warnings,
            "failure": t.failure.__dict__ if t.failure else None,
        }
        if t.kind == "class":
            fields.update(created=t.created, no_subclass=t.no_subclass)
        return fields

    return {
        module: {
            "protocols": {t.name: entry(t) for t in result.types.values() if t.kind == "protocol"},
            "classes": {t.name: entry(t) for t in result.types.values() if t.kind == "class"},
            "plugin_seconds": round(result.plugin_seconds, 1),
            "build_seconds": round(result.build_seconds, 1),
        }
        for module, result in results.items()
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--all", action="store_true", help="include swift-nio, hummingbird and the Vapor packages")
    parser.add_argument("--module", action="append", default=[], help="only these modules")
    parser.add_argument("--min-ratio", type=float, default=None)
    parser.add_argument(
        "--results", type=Path, default=RESULTS, metavar="FILE",
        help="the results file the run's results are compared with (default: results.tsv)",
    )
    parser.add_argument(
        "--update-results", action="store_true",
        help="rewrite the results file's lines of the modules measured, rather than compare",
    )
    parser.add_argument("--skip-tests", action="store_true")
    parser.add_argument(
        "--save-graphs", type=Path, default=None, metavar="DIR",
        help="copy each module's graphs to DIR/<Module>, with args.txt, and check that "
        "mock-generator writes the same mocks from them",
    )
    arguments = parser.parse_args()
    if arguments.update_results and arguments.skip_tests:
        parser.error("--update-results needs the creation tests: give no --skip-tests")
    arguments.results = arguments.results.resolve()

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

    graph_folders = json.loads(GRAPH_FOLDERS.read_text()) if GRAPH_FOLDERS.exists() else {}
    if BUILD_FLAGS_FILE.exists():
        BUILD_FLAGS.extend(json.loads(BUILD_FLAGS_FILE.read_text()))
    results = {}
    for module in modules:
        results[module] = measure(module, exclusions, environment, graph_folders, arguments.save_graphs)
        GRAPH_FOLDERS.write_text(json.dumps(graph_folders, indent=2, sort_keys=True))
    if not arguments.skip_tests:
        log("Running the creation tests...")
        run_tests(modules, results, environment)

    command = "python3 GeneratorCorpus/corpus.py" + (" --all" if arguments.all else "")
    command += "".join(f" --module {m}" for m in arguments.module)
    text, total_k, total_n = report(results, exclusions, time.monotonic() - started, command)
    (GENERATED / "report.md").write_text(text)
    (GENERATED / "results.json").write_text(json.dumps(results_json(results), indent=2, sort_keys=True))
    print(text)
    status = 0
    if arguments.min_ratio is not None and total_n and total_k / total_n < arguments.min_ratio:
        log(f"error: {total_k}/{total_n} protocols compile, below the minimum ratio {arguments.min_ratio}")
        status = 1
    if arguments.skip_tests:
        log("note: with --skip-tests, the results are not compared with the results file")
    else:
        rewrite = command + ("" if arguments.results == RESULTS else f" --results {arguments.results}")
        status = max(status, check_results(arguments.results, results, rewrite, arguments.update_results))
    # A module the plugin could not mock was not measured: that fails, whatever the counts.
    for module, result in results.items():
        for error in result.plugin_errors:
            log(f"error: {module}: {error.splitlines()[0] if error else 'the plugin failed'}")
            status = 1
    return status


RESULTS = CORPUS / "results.tsv"
# The statuses of the results file, from best to worst.
STATUSES = ("compiles", "placeholders", "no-subclass", "excluded", "degraded", "fails", "empty")
# The statuses of a member's line: a member its mock answers with a placeholder, or that the
# compiler check degraded. Members a class mock leaves to the class have none: they are the
# class's choice, counted on the class's line.
MEMBER_STATUSES = ("placeholder", "degraded")
# The member a warning is about: `cannot mock enqueue(_:) of EventLoop: …`, `cannot forward
# f() of P to the live instance …`, or the compiler check's `MockP.f(): …`.
WARNING_MEMBER = re.compile(r"^cannot (?:mock|forward) (.+?) of [^\s:]+[:\s]|^Mock\w+\.(\S+?): ")
RESULTS_HEADER = """\
# The generator's corpus, per protocol and per class: what became of the mock of each protocol
# and open class of the modules in Package.swift (GeneratorCorpus/README.md, "The results file").
# A line is tab-separated: the type (`Module.Protocol`, `Module.Class`, or `Module` alone for a
# module that declares none), its kind (protocol, class, module), its status, the number of the
# generator's warnings about it, and, but for `compiles`, the cause.
#   compiles      the mock compiles and, unless generic or a class without `MockC()`, a test
#                 creates it; a class's warnings are the members it leaves to the class
#   placeholders  it compiles, and some members are placeholders, each with a warning
#   degraded      the generator's compiler check left out a member's spy forwarding, made a
#                 member a placeholder, or wrote no file (`the compiler rejected`)
#   no-subclass   no file, and the generator's warning that no subclass can exist is true
#   excluded      exclusions.json says why no class of another module can conform to it
#   fails         no mock, or one that does not compile or cannot be created
#   empty         (a module) no public protocol nor open class to mock
# Below a type whose mock has placeholders or degraded members, a line per member:
# `Module.Type/member`, kind `member`, status `placeholder` or `degraded`, the number of warnings
# about it, and the first. A member that is not in the file is a regression, as a lost type is.
# `python3 GeneratorCorpus/corpus.py` fails when a measured type that compiles here no longer
# does, and when its results differ from this file in any other way; `--update-results`
# rewrites the lines of the modules it measured, keeping the cause of each whose status holds.
"""


@dataclass
class Recorded:
    """A line of the results file."""

    name: str  # Module.Type, or Module for a module with nothing to mock
    kind: str
    status: str
    warnings: int
    cause: str = ""

    @property
    def module(self):
        return self.name.split(".", 1)[0]

    def line(self):
        return "\t".join([self.name, self.kind, self.status, str(self.warnings), self.cause]).rstrip("\t")

    def describe(self):
        count = f", {self.warnings} warning{'' if self.warnings == 1 else 's'}" if self.warnings else ""
        return f"{self.status}{count}"


def read_results(path):
    """The lines of the results file at `path`, by name; raises SystemExit naming a malformed
    line."""
    recorded = {}
    if not path.exists():
        return recorded
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        fields += [""] * (5 - len(fields))
        name, kind, status, warnings, cause = fields[:5]
        statuses = MEMBER_STATUSES if kind == "member" else STATUSES
        if kind not in ("protocol", "class", "module", "member") or status not in statuses or not warnings.isdigit():
            raise SystemExit(
                f"error: {path.name}:{number}: not `Type<tab>kind<tab>status<tab>warnings<tab>cause` "
                f"with a kind of protocol, class or module and a status of {', '.join(STATUSES)}, "
                f"or `Type/member<tab>member<tab>status…` with a status of "
                f"{' or '.join(MEMBER_STATUSES)}: {line!r}"
            )
        if name in recorded:
            raise SystemExit(f"error: {path.name}:{number}: {name} is listed twice")
        recorded[name] = Recorded(name, kind, status, int(warnings), cause)
    return recorded


def one_line(text):
    return re.sub(r"\s+", " ", text).strip()


def cause_of(mocked):
    """What the run says of a type that does not compile fully: the failure, the warnings of the
    degraded members or placeholders, the reason of a truthful no file or an exclusion."""
    if mocked.status == "excluded":
        return one_line(mocked.excluded)
    if mocked.status == "no-subclass":
        return one_line(mocked.no_subclass)
    if mocked.status == "fails":
        failure = mocked.failure or Failure("generator", "no file and no warning")
        where = f" at {failure.location}" if failure.location else ""
        return one_line(f"{failure.kind}{where}: {failure.message}")
    warnings = [w for w in mocked.warnings if DEGRADED in w] if mocked.status == "degraded" else mocked.placeholders
    return one_line(" | ".join(warnings))


def measured_results(results):
    """The lines the run gives for the modules it measured: not those for which the plugin
    reported an error, whose graph may not have been read."""
    measured = {}
    for module, result in results.items():
        if result.plugin_errors:
            continue
        types = [t for t in result.types.values() if t.kind in ("protocol", "class")]
        if not types:
            measured[module] = Recorded(module, "module", "empty", 0, "no public protocol nor open class")
        for mocked in types:
            name = f"{module}.{mocked.name}"
            cause = "" if mocked.status == "compiles" else cause_of(mocked)
            # A class mock's one line about the members it leaves to the class counts each.
            count = sum(members_left_to_the_class(w) or 1 for w in mocked.warnings)
            measured[name] = Recorded(name, mocked.kind, mocked.status, count, cause)
            measured.update((line.name, line) for line in member_results(name, mocked))
    return measured


def warning_member(warning):
    """The member a warning is about, or None when it is about the whole mock."""
    match = WARNING_MEMBER.search(warning)
    return (match.group(1) or match.group(2)) if match else None


def member_results(name, mocked):
    """The lines of the members of a mock that compiles, or was degraded, that are placeholders
    or that the compiler check degraded: `name/member`, a line per member however many warnings
    it has (overloads share a name), degraded when any of them says so."""
    if mocked.status not in ("placeholders", "degraded"):
        return []
    members = {}
    for warning in mocked.warnings:
        degraded = DEGRADED in warning
        if not degraded and warning not in mocked.placeholders:
            continue
        member = warning_member(warning)
        if member is None:
            continue
        line = members.setdefault(member, Recorded(f"{name}/{member}", "member", "placeholder", 0, one_line(warning)))
        line.warnings += 1
        if degraded and line.status != "degraded":
            line.status, line.cause = "degraded", one_line(warning)
    return list(members.values())


def is_regression(old, new):
    """Whether a type whose mock compiled, with placeholders or without, no longer does, or
    one that had no placeholder now has some; or a member that was a placeholder is degraded."""
    compiling = ("compiles", "placeholders")
    return (
        (old in compiling and new not in compiling)
        or (old == "compiles" and new == "placeholders")
        or (old == "placeholder" and new == "degraded")
    )


def compare_results(recorded, measured, modules):
    """The regressions (see `is_regression`) and the other
    differences between the results file and the run, for the modules measured only."""
    regressions, changes = [], []
    names = sorted({n for n, r in recorded.items() if r.module in modules} | set(measured))
    for name in names:
        old, new = recorded.get(name), measured.get(name)
        if old is None and new.kind == "member":
            regressions.append(f"{name} (member) is not in the file, and the run gives {new.describe()}: {new.cause}")
        elif old is None:
            changes.append(f"{name} ({new.kind}) is not in the file; the run gives {new.describe()}"
                           + (f": {new.cause}" if new.status != "compiles" else ""))
        elif new is None and old.kind == "member":
            changes.append(f"{name} (member) is in the file, {old.describe()}, and the run mocks it fully")
        elif new is None:
            changes.append(f"{name} ({old.kind}) is in the file, {old.describe()}, and not in the module's graph")
        elif is_regression(old.status, new.status):
            regressions.append(f"{name} ({old.kind}) was {old.describe()}, and now is {new.describe()}: {new.cause}")
        elif (old.kind, old.status, old.warnings) != (new.kind, new.status, new.warnings):
            changes.append(f"{name} ({new.kind}): the file says {old.describe()}, the run gives {new.describe()}"
                           + (f": {new.cause}" if new.status != "compiles" else ""))
    return regressions, changes


def updated_results(recorded, measured, modules, order):
    """The results file's lines once the run's replace those of the modules it measured: a cause
    written in the file is kept while the type's status holds. `order` lists the modules of
    Package.swift; lines of modules no longer in it are dropped."""
    kept = {n: r for n, r in recorded.items() if r.module not in modules and r.module in order}
    for name, new in measured.items():
        old = recorded.get(name)
        if old is not None and old.status == new.status and old.kind == new.kind and old.cause:
            new = Recorded(new.name, new.kind, new.status, new.warnings, old.cause)
        kept[name] = new
    kinds = {"module": 0, "protocol": 1, "class": 2}

    def position(line):
        # A member's line follows its type's.
        owner, _, member = line.name.partition("/")
        kind = kept[owner].kind if owner in kept else "protocol"
        return (order.index(line.module), kinds[kind], owner, member)

    return sorted(kept.values(), key=position)


def check_results(path, results, command, update):
    """Compares the run's results with the file at `path` (or rewrites the file, with `update`);
    returns 1, after naming each difference and the command that rewrites the file, when they
    differ."""
    recorded = read_results(path)
    measured = measured_results(results)
    modules = {module for module, result in results.items() if not result.plugin_errors}
    if update:
        lines = updated_results(recorded, measured, modules, upstream_modules(True))
        path.write_text(RESULTS_HEADER + "".join(r.line() + "\n" for r in lines))
        log(f"Wrote the results of {len(modules)} modules to {path}")
        return 0
    regressions, changes = compare_results(recorded, measured, modules)
    if not regressions and not changes:
        log(f"The results of the {len(modules)} modules measured are those of {path.name}.")
        return 0
    for line in regressions:
        log(f"error: regression: {line}")
    for line in changes:
        log(f"error: not recorded: {line}")
    log(
        f"error: {len(regressions)} regression(s) and {len(changes)} other difference(s) from "
        f"{path.relative_to(CORPUS.parent) if path.is_relative_to(CORPUS.parent) else path} "
        "(see Generated/report.md). Fix a regression in the generator; when the run's results "
        f"are right (a mock that compiles now, a new module), rewrite the file with\n"
        f"    {command} --update-results\n"
        "and commit it with the change that made them."
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
