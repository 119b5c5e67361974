#!/usr/bin/env python3
"""Counts the instructions per operation of benchmark cases with callgrind, and where they go.

Usage: bash Benchmarks/profile.sh [--top N] [CASE ...]
       bash Benchmarks/profile.sh --table [--check] [--write]

Builds the MockingProfiles executable in release mode and runs each case twice under
`valgrind --tool=callgrind`, with a small and a large number of operations, collecting only inside
the case's `measuredLoop`. Collection toggles on the protocol witness through which the driver
calls it (`…measuredLoop…GFTW`): the optimizer may merge identical loops into one body behind
thunks, and toggling on two nested names would switch collection off again. The difference between
the two runs, divided by the difference in operations, is the cost of one operation without
one-time costs such as lazy symbol binding. Instruction counts are deterministic: unlike timings,
they do not depend on the machine's load.

With CASE, prints each case's instructions and the functions they go to. Without CASE, profiles
the typed calls against their baselines and CodableInput against JSONEncoder.

  --table  Profiles the cases of both TABLES and prints them: instructions per recorded call
           (RECORDED_CALLS) and per entry scanned by element-wise matching (MATCHING), each as a
           ratio to its baseline counted in the same run, with its target and its gate.
  --check  With --table: exits 1 when a case's ratio exceeds its threshold in thresholds.json
           (`maxInstructionRatio`), or when a case or its baseline did not run.
  --write  With --table: writes each table between its markers in README.md,
           Benchmarks/README.md and Benchmarks/RESULTS.md.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from report import replace_between

BENCHMARKS = Path(__file__).resolve().parent
ROOT = BENCHMARKS.parent

DEFAULT_CASES = [
    "closure call, Int",
    "baseline recorder, Int",
    "Mock.getValue, Int",
    "Mock wrapped property, Int",
    "baseline recorder, (String, Int)",
    "Mock.getValue, (String, Int)",
    "baseline recorder, Void",
    "Mock.getValue, Void",
    "JSONEncoder reused, URL",
    "CodableInput, URL",
    "JSONEncoder reused, struct",
    "CodableInput, struct",
]


@dataclass
class Row:
    """A row of an instruction table: a case, the baseline it is divided by, and its target."""

    name: str
    baseline: str | None = None
    # The largest ratio to the baseline that meets the target.
    max_ratio: float | None = None
    # A case whose count this one must stay below, when the design allows it.
    below: str | None = None


MUTEX_EXISTS = "baseline Mutex recorder, exists(String)"
MUTEX_COPY = "baseline Mutex recorder, copy(String, String)"
SPY_EXISTS = "baseline unsafe spy, exists(String)"
SPY_COPY = "baseline unsafe spy, copy(String, String)"
MUTEX_EXISTS_KEY = "baseline Mutex recorder, exists(key)"
MUTEX_COPY_KEY = "baseline Mutex recorder, copy(key, key)"
RECORDER_INT = "baseline recorder, Int"
ASYNC_RECORDER_INT = "baseline recorder, async Int"
HAND_WRITTEN_RULES = "baseline recorder with 10 hand-written rules, (String, String)"


@dataclass
class Table:
    """An instruction table: its rows, what one operation is, and where it is written."""

    # What the figures count, as the table's first sentence says it.
    title: str
    # The operation the figures are divided by: "call" or "entry".
    unit: str
    # The name of the markers the table is written between, `<!-- NAME:begin -->` and `:end`.
    marker: str
    rows: list[Row]

    @property
    def markers(self):
        return f"<!-- {self.marker}:begin -->", f"<!-- {self.marker}:end -->"


# The recorded-call cases: a mock's member called through a protocol from another module, as
# code under test calls it, with one path or a different one on each call (`key`), and
# `getValue` alone, against hand-written recorders and spies.
RECORDED_CALLS = [
    Row(MUTEX_EXISTS),
    Row("baseline NSLock recorder, exists(String)", MUTEX_EXISTS),
    Row(SPY_EXISTS, MUTEX_EXISTS),
    Row("baseline unsafe spy from another module, exists(String)", MUTEX_EXISTS),
    Row("Mock forwarded exists(String), stubbed", MUTEX_EXISTS, 2.0, SPY_EXISTS),
    Row("Mock.getValue, String, stubbed", MUTEX_EXISTS, 2.0),
    Row("Mock.getValue, String", MUTEX_EXISTS),
    Row(MUTEX_COPY),
    Row("baseline NSLock recorder, copy(String, String)", MUTEX_COPY),
    Row(SPY_COPY, MUTEX_COPY),
    Row("baseline unsafe spy from another module, copy(String, String)", MUTEX_COPY),
    Row("Mock forwarded copy(String, String), stubbed", MUTEX_COPY, 2.0, SPY_COPY),
    Row("Mock.getValue, (String, String), stubbed", MUTEX_COPY, 2.0),
    Row(MUTEX_EXISTS_KEY),
    Row("Mock forwarded exists(key), stubbed", MUTEX_EXISTS_KEY, 2.0),
    Row("Mock forwarded exists(key)", MUTEX_EXISTS_KEY, 2.0),
    Row(MUTEX_COPY_KEY),
    Row("Mock forwarded copy(key, key), stubbed", MUTEX_COPY_KEY, 2.0),
    Row("Mock forwarded copy(key, key)", MUTEX_COPY_KEY, 2.0),
    Row(RECORDER_INT),
    Row("Mock.getValue, Int", RECORDER_INT, 1.5),
    Row("Mock wrapped property, Int", RECORDER_INT, 1.5),
    Row("Mock when rule among 10, Int", RECORDER_INT),
    Row(ASYNC_RECORDER_INT),
    Row("AsyncMock.getValue await, Int", ASYNC_RECORDER_INT, 1.5),
    Row(HAND_WRITTEN_RULES),
    Row("Mock when(.value, .value) rule among 10, (String, String)", HAND_WRITTEN_RULES, 2.0),
]

PLAIN_LOOP = "plain loop, 100k (String, String) entries"

# Element-wise matching over 100,000 recorded (String, String) calls, none of which matches,
# against the loop written by hand over the same contexts: the generated overloads of one to four
# arguments at most 2× the loop; the parameter-pack overload, which Swift does not specialize,
# and the overload of Args of any types, which a call reaches when an argument is not Equatable
# and which compares through the closures of its Args, without a target.
MATCHING = [
    Row(PLAIN_LOOP),
    Row("Mock wasCalled(with: a, b), 100k (String, String) entries", PLAIN_LOOP, 2.0),
    Row("Mock wasCalled(with: .value, .value), 100k (String, String) entries", PLAIN_LOOP, 2.0),
    Row("Mock wasCalled(with: .any, .value), 100k (String, String) entries", PLAIN_LOOP, 2.0),
    Row(
        "Mock wasCalled(with: .value, .any), 100k (String, Note) entries, Note not Equatable",
        PLAIN_LOOP,
    ),
    Row("Mock verifyNeverCalled(with: a, b), 100k (String, String) entries", PLAIN_LOOP, 2.0),
    Row(
        "Mock wasCalled(with:) through the pack overload, 100k (String, String) entries", PLAIN_LOOP
    ),
]

TABLES = [
    Table("Instructions per recorded call", "call", "instructions", RECORDED_CALLS),
    Table(
        "Instructions per entry scanned by element-wise matching",
        "entry",
        "matching-instructions",
        MATCHING,
    ),
]

TABLE_COMMAND = "bash Benchmarks/profile.sh --table"
TABLE_FILES = [ROOT / "README.md", BENCHMARKS / "README.md", BENCHMARKS / "RESULTS.md"]

# Operations per run: (small, large). An operation of the 1M and 100k cases is a scan of a history
# of that many entries: one more scan is enough, as counts do not vary, and keeps the runs short.
SLOW_CASES = {
    "1M": (2, 4),
    "100k": (1, 2),
    "JSONEncoder": (200, 400),
    "CodableInput": (200, 400),
}
DEFAULT_OPERATIONS = (20_000, 40_000)
# Entries per scan of the cases whose figures are per entry.
SCANNED_ENTRIES = {"1M": 1_000_000, "100k": 100_000}

LINE = re.compile(r"^\s*([\d,]+)\s+\([^)]*\)\s+(.*)$")


def operations(case):
    for key, counts in SLOW_CASES.items():
        if key in case:
            return counts
    return DEFAULT_OPERATIONS


def scanned_entries(case):
    """The entries one operation of `case` scans, or None for a case counted per call or value."""
    return next((entries for key, entries in SCANNED_ENTRIES.items() if key in case), None)


def unit_of(case):
    if scanned_entries(case):
        return "entry"
    if "JSONEncoder" in case or case.startswith("CodableInput"):
        return "value"
    return "call"


def build():
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "MockingProfiles"],
        cwd=BENCHMARKS,
        check=True,
        stdout=sys.stderr,
    )
    path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"],
        cwd=BENCHMARKS,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    return Path(path) / "MockingProfiles"


def callgrind(executable, case, count, directory):
    """Runs one case; returns {function: exclusive instructions} and the total."""
    output = directory / f"callgrind.{abs(hash(case))}.{count}.out"
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    subprocess.run(
        [
            "valgrind", "--tool=callgrind", "--toggle-collect=*measuredLoopySiSnySiGFTW",
            f"--callgrind-out-file={output}", str(executable), case, str(count),
        ],
        check=True, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    annotated = subprocess.run(
        ["callgrind_annotate", "--threshold=100", "--inclusive=no", str(output)],
        check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip
    functions, total = {}, 0
    for line in annotated.splitlines():
        match = LINE.match(line)
        if not match:
            continue
        cost = int(match.group(1).replace(",", ""))
        name = match.group(2)
        if name.startswith("PROGRAM TOTALS"):
            total = cost
        else:
            name = re.sub(r"\s+\[.*\]$", "", name)
            functions[name] = functions.get(name, 0) + cost
    return functions, total


def demangle(names):
    demangler = shutil.which("swift-demangle")
    if not demangler:
        return names
    output = subprocess.run(
        [demangler, "--simplified", "--compact"],
        input="\n".join(names), capture_output=True, text=True,
    ).stdout.splitlines()  # fmt: skip
    return output if len(output) == len(names) else names


def measure(executable, case):
    """Returns (instructions per operation, {function: instructions per operation})."""
    small, large = operations(case)
    with tempfile.TemporaryDirectory() as directory:
        functions_small, total_small = callgrind(executable, case, small, Path(directory))
        functions_large, total_large = callgrind(executable, case, large, Path(directory))
    per_operation = (large - small) * (scanned_entries(case) or 1)
    deltas = {
        name: (functions_large.get(name, 0) - functions_small.get(name, 0)) / per_operation
        for name in set(functions_small) | set(functions_large)
    }
    return (total_large - total_small) / per_operation, deltas


def measure_all(executable, cases):
    """Measures every case, two at a time (counts do not depend on the load): {case: result}."""
    with ThreadPoolExecutor(max_workers=max(1, min(2, os.cpu_count() or 1))) as pool:
        results = pool.map(lambda case: measure(executable, case), cases)
        return dict(zip(cases, results))


def print_profile(case, instructions, deltas, top):
    print(f"\n{case}: {instructions:,.2f} instructions per {unit_of(case)}")
    ranked = sorted(((cost, name) for name, cost in deltas.items() if cost >= 0.05), reverse=True)
    shown = ranked[:top]
    # Names read `file:function`, with `???` for the files of stripped binaries.
    names = demangle([name.split(":", 1)[-1] for _, name in shown])
    for (cost, _), name in zip(shown, names):
        print(f"  {cost:10,.2f}  {name[:150]}")


def toolchain():
    try:
        output = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
        return output.strip().splitlines()[0]
    except (OSError, IndexError):
        return "unknown toolchain"


def valgrind_version():
    output = subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout
    return output.strip()


def max_instruction_ratios():
    """The gates of thresholds.json: {case: largest ratio of instructions to its baseline}."""
    thresholds = json.loads((BENCHMARKS / "thresholds.json").read_text())
    return thresholds["maxInstructionRatio"]


def ratio(count, baseline):
    """`count` divided by `baseline`, or None when there is no baseline count or it is not
    positive, as when a case's two runs counted the same total."""
    return count / baseline if baseline is not None and baseline > 0 else None


def render_table(table, counts):
    """The Markdown text of `table`, from {case: instructions per operation}."""
    gates = max_instruction_ratios()
    lines = [
        f"{table.title}, counted by callgrind (`{TABLE_COMMAND}`; {toolchain()}, "
        f"{valgrind_version()}). Counts do not depend on the machine's load, and the same build "
        "gives the same figures. CI fails a case above its gate (`--table --check`, in "
        "`.ci/benchmarks.sh`).",
        "",
        f"| Case | Instructions per {table.unit} | Baseline | Ratio | Target | Met | Gate |",
        "| --- | ---: | --- | ---: | --- | --- | --- |",
    ]
    for row in table.rows:
        count = counts.get(row.name)
        gate = f"≤ {gates[row.name]:g}×" if row.name in gates else ""
        if count is None:
            lines.append(f"| {row.name} | not run | | | | | {gate} |")
            continue
        baseline = counts.get(row.baseline) if row.baseline else None
        row_ratio = ratio(count, baseline)
        targets, verdicts = [], []
        if row.max_ratio is not None:
            targets.append(f"≤ {row.max_ratio:g}×")
            verdicts.append(row_ratio is not None and row_ratio <= row.max_ratio)
        if row.below is not None:
            targets.append(f"< {row.below.split(',')[0]}")
            verdicts.append(row.below in counts and count < counts[row.below])
        met = "; ".join("yes" if verdict else "**no**" for verdict in verdicts)
        lines.append(
            f"| {row.name} | {count:,.0f} | {row.baseline or '—'} "
            f"| {'—' if row_ratio is None else f'{row_ratio:.2f}×'} "
            f"| {'; '.join(targets)} | {met} | {gate} |"
        )
    return "\n".join(lines)


def write_table(table, text):
    """Replaces the text between the markers of `table` in each file of TABLE_FILES."""
    begin, end = table.markers
    for path in TABLE_FILES:
        if not replace_between(path, begin, end, text):
            sys.exit(f"error: {path} has no {begin} … {end} markers")
        print(f"Updated the table in {path.relative_to(ROOT)}", file=sys.stderr)


def check(counts):
    """Compares each ratio with `maxInstructionRatio` in thresholds.json; returns the failures."""
    rows = {row.name: (row, table.unit) for table in TABLES for row in table.rows}
    failures = []
    for name, limit in max_instruction_ratios().items():
        row, unit = rows.get(name, (None, None))
        count = counts.get(name)
        baseline = counts.get(row.baseline) if row and row.baseline else None
        if count is None or baseline is None:
            failures.append(f"{name}: not in a table, did not run, or its baseline did not")
        elif ratio(count, baseline) is None:
            failures.append(
                f"{name}: its baseline, {row.baseline}, counted {baseline:,.0f} instructions per "
                f"{unit}, so no ratio can be taken"
            )
        elif count / baseline > limit:
            failures.append(
                f"{name}: {count:,.0f} instructions per {unit}, {count / baseline:.2f}× "
                f"{row.baseline} ({baseline:,.0f}), above the threshold of {limit}×"
            )
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=12, help="functions listed per case")
    parser.add_argument(
        "--table",
        action="store_true",
        help="the instruction tables: per recorded call and per entry scanned by matching",
    )
    parser.add_argument("--check", action="store_true", help="with --table: gate the ratios")
    parser.add_argument("--write", action="store_true", help="with --table: update the READMEs")
    parser.add_argument("cases", nargs="*")
    arguments = parser.parse_args()
    if (arguments.check or arguments.write) and not arguments.table:
        parser.error("--check and --write go with --table")
    if arguments.table and arguments.cases:
        parser.error("--table profiles its own cases")
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        sys.exit(
            "error: valgrind is not installed; instruction counts need it "
            "(Debian and Ubuntu: apt-get install valgrind)"
        )
    if not shutil.which("objcopy"):
        sys.exit(
            "error: objcopy is not installed; profiling strips the executable's debug information "
            "with it (Debian and Ubuntu: apt-get install binutils)"
        )

    executable = build()
    # Valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 emits: profile a stripped copy,
    # whose symbol table still names every function.
    with tempfile.TemporaryDirectory() as directory:
        stripped = Path(directory) / "MockingProfiles"
        subprocess.run(["objcopy", "--strip-debug", str(executable), str(stripped)], check=True)
        if arguments.table:
            cases = [row.name for table in TABLES for row in table.rows]
        else:
            cases = arguments.cases or DEFAULT_CASES
        results = measure_all(stripped, cases)

    if not arguments.table:
        for case in cases:
            print_profile(case, *results[case], arguments.top)
        return
    counts = {case: instructions for case, (instructions, _) in results.items()}
    for table in TABLES:
        text = render_table(table, counts)
        print(text, end="\n\n")
        if arguments.write:
            write_table(table, text)
    if arguments.check:
        failures = check(counts)
        if failures:
            print("Instruction check failed:", *failures, sep="\n  ", file=sys.stderr)
            sys.exit(1)
        print("Instruction check passed.", file=sys.stderr)


if __name__ == "__main__":
    main()
