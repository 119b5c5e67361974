#!/usr/bin/env python3
"""The time the generator's compiler check adds on the corpus.

For each module whose graphs `corpus.py --save-graphs DIR` kept, runs mock-generator on them as
the plugin ran it (its arguments, from `plugin-arguments.txt`), once without the check and once
with it (`--typecheck`, the compiler and arguments of the corpus's build, and a new check cache,
so that every mock is checked), and prints both times, the mocks written and the members the
check degraded, per module and in all.

Usage, after a run of the corpus with --save-graphs DIR, from anywhere:
    python3 GeneratorCorpus/check_timing.py DIR [MOCK_GENERATOR]
MOCK_GENERATOR defaults to the debug build of the package's root (`swift build --product
mock-generator`), the configuration the plugin builds it in.
"""

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CORPUS = Path(__file__).resolve().parent
# The plugin's options that say where to write and what to remember: a run here writes to a
# folder of its own, and checks with a new cache.
DROPPED = {"--selection", "--output", "--command", "--declared-in", "--typecheck-cache"}


def split_arguments(lines):
    """The plugin's arguments split into those that say what to mock and the compiler check's."""
    kept, check = [], []
    index = 0
    while index < len(lines):
        argument = lines[index]
        if argument in DROPPED:
            index += 2
        elif argument == "--typecheck":
            check.append(argument)
            index += 1
        elif argument in ("--swiftc", "-Xswiftc"):
            check += lines[index:index + 2]
            index += 2
        elif argument.startswith("/"):
            index += 1  # a graph folder of the corpus's build: the saved copy is read instead
        else:
            kept.append(argument)
            index += 1
    return kept, check


def timed_run(generator, arguments, graphs):
    """Runs the generator; returns the seconds, the mocks written and the members degraded."""
    output = Path(tempfile.mkdtemp())
    cache = Path(tempfile.mkdtemp())
    if "--typecheck" in arguments:
        arguments = arguments + ["--typecheck-cache", str(cache)]
    started = time.monotonic()
    process = subprocess.run(
        [generator] + arguments + ["--output", str(output), str(graphs)],
        cwd=CORPUS, capture_output=True, text=True, errors="replace",
    )
    seconds = time.monotonic() - started
    if process.returncode != 0:
        raise SystemExit(f"error: mock-generator failed on {graphs}: {process.stderr[-2000:]}")
    written = len(list(output.glob("*.swift")))
    degraded = (process.stdout + process.stderr).count("the compiler rejected")
    shutil.rmtree(output)
    shutil.rmtree(cache)
    return seconds, written, degraded


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    saved = Path(sys.argv[1])
    generator = sys.argv[2] if len(sys.argv) > 2 else str(CORPUS.parent / ".build" / "debug" / "mock-generator")
    totals = [0.0, 0.0, 0, 0]
    print("| Module | Mocks | Without the check | With it | Degraded |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for graphs in sorted(path for path in saved.iterdir() if (path / "plugin-arguments.txt").exists()):
        kept, check = split_arguments((graphs / "plugin-arguments.txt").read_text().splitlines())
        plain, written, _ = timed_run(generator, kept, graphs)
        checked, _, degraded = timed_run(generator, kept + check, graphs)
        totals = [totals[0] + plain, totals[1] + checked, totals[2] + written, totals[3] + degraded]
        print(f"| {graphs.name} | {written} | {plain:.2f} s | {checked:.2f} s | {degraded} |", flush=True)
    print(
        f"| **All** | **{totals[2]}** | **{totals[0]:.1f} s** | **{totals[1]:.1f} s** | **{totals[3]}** |\n"
        f"\nThe check adds {totals[1] - totals[0]:.1f} s to {totals[0]:.1f} s, for {totals[2]} mocks."
    )


if __name__ == "__main__":
    main()
