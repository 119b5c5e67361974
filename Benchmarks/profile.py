#!/usr/bin/env python3
"""Counts the instructions per operation of benchmark cases with callgrind, and where they go.

Usage: bash Benchmarks/profile.sh [--top N] [CASE ...]

Builds the MockingProfiles executable in release mode and runs each case twice under
`valgrind --tool=callgrind`, with a small and a large number of operations, collecting only inside
the case's `measuredLoop`. Collection toggles on the protocol witness through which the driver
calls it (`…measuredLoop…GFTW`): the optimizer may merge identical loops into one body behind
thunks, and toggling on two nested names would switch collection off again. The difference between the two runs, divided by the difference in
operations, is the cost of one operation without one-time costs such as lazy symbol binding.
Instruction counts are deterministic: unlike timings, they do not depend on the machine's load.

Without CASE, profiles the typed calls against their baselines and CodableInput against
JSONEncoder. The case names are those of the benchmarks (see report.py).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent

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

# Operations per run: (small, large). An operation of the 1M-entry cases is a scan of 1M entries.
SLOW_CASES = {"1M": (2, 4), "JSONEncoder": (200, 400), "CodableInput": (200, 400)}
DEFAULT_OPERATIONS = (20_000, 40_000)
ENTRIES = 1_000_000

LINE = re.compile(r"^\s*([\d,]+)\s+\([^)]*\)\s+(.*)$")


def operations(case):
    for key, counts in SLOW_CASES.items():
        if key in case:
            return counts
    return DEFAULT_OPERATIONS


def unit_of(case):
    if "1M" in case:
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
    output = directory / f"callgrind.{count}.out"
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


def profile(executable, case, top):
    small, large = operations(case)
    with tempfile.TemporaryDirectory() as directory:
        functions_small, total_small = callgrind(executable, case, small, Path(directory))
        functions_large, total_large = callgrind(executable, case, large, Path(directory))
    per_operation = (large - small) * (ENTRIES if "1M" in case else 1)
    unit = unit_of(case)
    print(f"\n{case}: {(total_large - total_small) / per_operation:,.2f} instructions per {unit}")
    deltas = {
        name: (functions_large.get(name, 0) - functions_small.get(name, 0)) / per_operation
        for name in set(functions_small) | set(functions_large)
    }
    ranked = sorted(((cost, name) for name, cost in deltas.items() if cost >= 0.05), reverse=True)
    shown = ranked[:top]
    # Names read `file:function`, with `???` for the files of stripped binaries.
    names = demangle([name.split(":", 1)[-1] for _, name in shown])
    for (cost, _), name in zip(shown, names):
        print(f"  {cost:10,.2f}  {name[:150]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=12, help="functions listed per case")
    parser.add_argument("cases", nargs="*", default=DEFAULT_CASES)
    arguments = parser.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("error: valgrind is not installed")

    executable = build()
    # Valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 emits: profile a stripped copy,
    # whose symbol table still names every function.
    with tempfile.TemporaryDirectory() as directory:
        stripped = Path(directory) / "MockingProfiles"
        subprocess.run(["objcopy", "--strip-debug", str(executable), str(stripped)], check=True)
        for case in arguments.cases:
            profile(stripped, case, arguments.top)


if __name__ == "__main__":
    main()
