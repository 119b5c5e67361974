#!/usr/bin/env python3
"""Runs the mocking benchmarks and prints their figures as ratios against the baselines.

Usage: bash Benchmarks/report.sh [--quick] [--check] [--results DIR] [--output FILE]

  --quick        Short run (MOCKING_BENCHMARKS_QUICK=1), for CI.
  --check        Exit 1 if a case allocates more per operation than Benchmarks/thresholds.json
                 allows (`allocationsPerOperation`), or did not run. Times and their ratios are
                 printed for information only: no timing is gated, as timings on a shared
                 machine move by a third between runs. Ratios of instructions are gated by
                 `bash Benchmarks/profile.sh --table --check` instead.
  --results DIR  Do not run: read the histograms a previous run exported to DIR.
  --output FILE  Where to write the table. Default: Benchmarks/RESULTS.md for a full run,
                 Benchmarks/.build/RESULTS-quick.md for a quick one, so that quick runs never
                 replace the checked-in figures.

The benchmarks are run through package-benchmark's plugin, which builds them in release mode and
exports one HDR histogram per case and metric (`--format histogramEncoded`). Each iteration of a
case performs N operations, N being the number in the tag of its name, such as
`Mock.getValue, Int (calls: 10000)`; every figure here is an iteration's median divided by N.
"""

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
TARGET = "MockingBenchmarks"
DEFAULT_RESULTS = BENCHMARKS / ".build" / "benchmark-results"


@dataclass
class Case:
    """One row of the table: a benchmark, and the baseline its time is divided by."""

    name: str
    baseline: str | None = None


RECORDER_INT = "baseline recorder, Int"
CLOSURE = "closure call, Int"
PLAIN_LOOP = "plain loop, 100k (String, String) entries"

CASES = [
    Case(CLOSURE),
    Case(RECORDER_INT, CLOSURE),
    Case("Mock.getValue, Int", RECORDER_INT),
    Case("Mock wrapped property, Int", RECORDER_INT),
    Case("baseline recorder, (String, Int)", CLOSURE),
    Case("Mock.getValue, (String, Int)", "baseline recorder, (String, Int)"),
    Case("baseline recorder, Void", CLOSURE),
    Case("Mock.getValue, Void", "baseline recorder, Void"),
    Case("baseline Mutex recorder, exists(String)", CLOSURE),
    Case("Mock forwarded exists(String), stubbed", "baseline Mutex recorder, exists(String)"),
    Case("baseline Mutex recorder, copy(String, String)", CLOSURE),
    Case(
        "Mock forwarded copy(String, String), stubbed",
        "baseline Mutex recorder, copy(String, String)",
    ),
    Case("baseline Mutex recorder, exists(key)", CLOSURE),
    Case("Mock forwarded exists(key), stubbed", "baseline Mutex recorder, exists(key)"),
    Case("Mock forwarded exists(key)", "baseline Mutex recorder, exists(key)"),
    Case("baseline Mutex recorder, copy(key, key)", CLOSURE),
    Case("Mock forwarded copy(key, key), stubbed", "baseline Mutex recorder, copy(key, key)"),
    Case("Mock forwarded copy(key, key)", "baseline Mutex recorder, copy(key, key)"),
    Case("ThrowingMock.getValue success, Int", RECORDER_INT),
    Case("ThrowingMock.getValue throw, Int", RECORDER_INT),
    Case("baseline recorder, async Int", CLOSURE),
    Case("AsyncMock.getValue await, Int", "baseline recorder, async Int"),
    Case("Mock when rule among 10, Int", RECORDER_INT),
    Case("baseline recorder, 2 threads, Int", RECORDER_INT),
    Case("Mock.getValue, 2 threads, Int", "baseline recorder, 2 threads, Int"),
    Case("baseline [Int].contains, 1M entries"),
    Case("Mock wasCalled(with:), 1M Int entries", "baseline [Int].contains, 1M entries"),
    Case(PLAIN_LOOP),
    Case("Mock wasCalled(with: a, b), 100k (String, String) entries", PLAIN_LOOP),
    Case("Mock wasCalled(with: .value, .value), 100k (String, String) entries", PLAIN_LOOP),
    Case("Mock wasCalled(with: .any, .value), 100k (String, String) entries", PLAIN_LOOP),
    Case(
        "Mock wasCalled(with: .value, .any), 100k (String, Note) entries, Note not Equatable",
        PLAIN_LOOP,
    ),
    Case("Mock verifyNeverCalled(with: a, b), 100k (String, String) entries", PLAIN_LOOP),
    Case(
        "Mock wasCalled(with:) through the pack overload, 100k (String, String) entries", PLAIN_LOOP
    ),
    Case("baseline recorder with 10 hand-written rules, (String, String)", RECORDER_INT),
    Case(
        "Mock when(.value, .value) rule among 10, (String, String)",
        "baseline recorder with 10 hand-written rules, (String, String)",
    ),
    Case("baseline recorder, (URL, URL)", CLOSURE),
    Case("EquatableTuple<URL>, copyItem", "baseline recorder, (URL, URL)"),
    Case("baseline recorder, (URL, [URLResourceKey]?, options)", CLOSURE),
    Case(
        "EquatableTuple<CodableInput> x3, contentsOfDirectory",
        "baseline recorder, (URL, [URLResourceKey]?, options)",
    ),
    Case("JSONEncoder reused, URL"),
    Case("CodableInput, URL", "JSONEncoder reused, URL"),
    Case("JSONEncoder reused, struct"),
    Case("CodableInput, struct", "JSONEncoder reused, struct"),
]

UNIT_NAMES = {"calls": "call", "entries": "entry", "values": "value"}


@dataclass
class Measurement:
    unit: str  # "call", "entry" or "value"
    count: int  # operations per iteration
    ns: float  # median wall-clock nanoseconds per operation
    allocations: float  # median malloc count per operation
    iterations: int


def histogram_values(histogram):
    """Yields (value, count) for every non-empty bucket of an encoded HdrHistogram."""
    magnitude = histogram["subBucketHalfCountMagnitude"]
    half_count = 1 << magnitude
    unit_magnitude = histogram["unitMagnitude"]
    for index, count in enumerate(histogram["counts"]):
        if not count:
            continue
        bucket = (index >> magnitude) - 1
        sub_bucket = (index & (half_count - 1)) + half_count
        if bucket < 0:
            sub_bucket -= half_count
            bucket = 0
        lowest = sub_bucket << (bucket + unit_magnitude)
        width = 1 << (bucket + unit_magnitude)
        # The middle of the bucket; buckets are 1 wide up to 2,048 and 0.1% wide beyond.
        yield lowest + (width >> 1), count


def median(histogram):
    target = max(1, int(histogram["_totalCount"] * 0.5 + 0.5))
    seen = 0
    for value, count in histogram_values(histogram):
        seen += count
        if seen >= target:
            return value
    return 0


def shell_safe(name):
    """The name as package-benchmark writes it into file names."""
    return name.replace("/", "_").replace(" ", "_")


def read_results(directory):
    """Reads every exported case: {benchmark name without tags: Measurement}."""
    results = {}
    names = {shell_safe(case.name): case.name for case in CASES}
    suffix = ".wallClock.histogram.json"
    for path in sorted(directory.glob(f"*.{TARGET}.*{suffix}")):
        full_name = path.name.split(f".{TARGET}.", 1)[1][: -len(suffix)]
        tag = re.search(r"_\((\w+):_(\d+)\)$", full_name)
        if not tag:
            sys.exit(f"error: {path.name} has no operation-count tag")
        safe_name = full_name[: tag.start()]
        base_name = names.get(safe_name, safe_name)
        wall_clock = json.loads(path.read_text())
        mallocs_path = path.with_name(path.name[: -len(suffix)] + ".mallocCountTotal.histogram.json")
        mallocs = json.loads(mallocs_path.read_text()) if mallocs_path.exists() else None
        count = int(tag.group(2))
        results[base_name] = Measurement(
            unit=UNIT_NAMES.get(tag.group(1), tag.group(1)),
            count=count,
            ns=median(wall_clock) / count,
            allocations=(median(mallocs) / count) if mallocs else 0.0,
            iterations=wall_clock["_totalCount"],
        )
    return results


def run_benchmarks(directory, quick):
    """Builds and runs every benchmark in release mode, exporting histograms to `directory`."""
    if directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True)
    environment = dict(os.environ)
    if quick:
        environment["MOCKING_BENCHMARKS_QUICK"] = "1"
    command = [
        "swift", "package", "--allow-writing-to-package-directory", "benchmark",
        "--format", "histogramEncoded", "--path", str(directory.relative_to(BENCHMARKS)),
        "--no-progress",
    ]  # fmt: skip
    print(f"$ (cd Benchmarks && {' '.join(command)})", file=sys.stderr, flush=True)
    process = subprocess.run(command, cwd=BENCHMARKS, env=environment, stdout=sys.stderr)
    if process.returncode != 0:
        sys.exit(f"error: the benchmark run failed with exit status {process.returncode}")


def first_line(command):
    try:
        output = subprocess.run(command, capture_output=True, text=True).stdout
        return output.strip().splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


def machine_description():
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor() or cpu
    system = platform.platform(terse=True)
    try:
        for line in Path("/etc/os-release").read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                system = line.split("=", 1)[1].strip('"')
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, {system}"


def load_average():
    try:
        return "{:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    except OSError:
        return "unknown"


def format_ns(value):
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def format_allocations(value):
    return "0" if value == 0 else f"{value:.4f}" if value < 10 else f"{value:.2f}"


def allocation_gates():
    """The gates of thresholds.json: {case: most allocations per operation}."""
    thresholds = json.loads((BENCHMARKS / "thresholds.json").read_text())
    return thresholds["allocationsPerOperation"]


def render(results, quick, command, load_before, load_after):
    gates = allocation_gates()
    lines = [
        "| Case | Median time | Baseline | Ratio of times | Allocations | Allocation gate | Met |",
        "| --- | ---: | --- | ---: | ---: | --- | --- |",
    ]
    for case in CASES:
        measurement = results.get(case.name)
        gate = gates.get(case.name)
        # Written out in full, as 0.00001 rather than 1e-05.
        limit = "" if gate is None else format(gate, "f").rstrip("0").rstrip(".")
        if measurement is None:
            lines.append(f"| {case.name} | not run | | | | {limit} | |")
            continue
        unit = measurement.unit
        baseline = results.get(case.baseline) if case.baseline else None
        ratio = f"{measurement.ns / baseline.ns:.2f}×" if baseline else "—"
        gate_text = f"≤ {limit}/{unit}" if limit else ""
        met = "" if gate is None else "yes" if measurement.allocations <= gate else "**no**"
        lines.append(
            f"| {case.name} | {format_ns(measurement.ns)} ns/{unit} | {case.baseline or '—'} "
            f"| {ratio} | {format_allocations(measurement.allocations)}/{unit} | {gate_text} "
            f"| {met} |"
        )
    iterations = sorted({m.iterations for m in results.values()})
    header = [
        f"Machine: {machine_description()}. ",
        f"Toolchain: {first_line(['swift', '--version'])}. ",
        f"Command: `{command}`"
        + (" (quick run: fewer, shorter iterations)" if quick else "")
        + f", {time.strftime('%Y-%m-%d %H:%M %Z')}. ",
        f"Load average before / after the run: {load_before} / {load_after}; "
        f"iterations per case: {iterations[0]}–{iterations[-1]}."
        if iterations
        else "",
        "",
        "Times are medians over the iterations, each of 10,000 calls (20,000 over two threads; "
        "1,000 calls or encodings for the `CodableInput` cases; one scan of 1,000,000 or 100,000 "
        "entries for `wasCalled` and `verifyNeverCalled`), divided per operation. Ratios divide by "
        "the baseline measured in the same run. Times and their ratios are for information only: "
        "they move by a third between runs on a shared machine, and no timing is gated. CI gates "
        "the allocations (`bash Benchmarks/report.sh --quick --check` fails above the allocation "
        "gate of `thresholds.json`) and the ratios of instructions counted by callgrind "
        "(`bash Benchmarks/profile.sh --table --check`). Allocations are malloc calls per "
        "operation; below 0.01 per call they are the amortized growth of the recorded history. "
        "The two-thread figures vary between runs by a factor of two or more with how the lock "
        "passes between threads. See [README.md](README.md) for what each case measures.",
        "",
    ]
    return "\n".join(header + lines) + "\n"


TIMING_BEGIN = "<!-- timing:begin -->"
TIMING_END = "<!-- timing:end -->"


def replace_between(path, begin, end, text):
    """Replaces what lies between the markers `begin` and `end` in the file at `path` with
    `text`; returns False, changing nothing, when the file lacks them."""
    content = path.read_text() if path.exists() else ""
    start, stop = content.find(begin), content.find(end)
    if start < 0 or stop < start:
        return False
    start += len(begin)
    path.write_text(content[:start] + "\n" + text.rstrip("\n") + "\n" + content[stop:])
    return True


def check(results):
    """Compares allocations with `allocationsPerOperation` in thresholds.json; returns the
    failures. No timing is compared."""
    failures = []
    for name, limit in allocation_gates().items():
        measurement = results.get(name)
        if measurement is None:
            failures.append(f"{name}: did not run")
        elif measurement.allocations > limit:
            failures.append(
                f"{name}: {measurement.allocations:.4f} allocations per {measurement.unit}, "
                f"above the threshold of {limit}"
            )
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--results", type=Path)
    parser.add_argument("--output", type=Path)
    arguments = parser.parse_args()
    if arguments.output is None:
        arguments.output = (
            BENCHMARKS / ".build" / "RESULTS-quick.md" if arguments.quick else BENCHMARKS / "RESULTS.md"
        )

    command = " ".join(["bash Benchmarks/report.sh"] + sys.argv[1:])
    load_before = load_average()
    if arguments.results:
        directory = arguments.results.resolve()
    else:
        directory = DEFAULT_RESULTS
        run_benchmarks(directory, arguments.quick)
    load_after = load_average()

    results = read_results(directory)
    if not results:
        sys.exit(f"error: no benchmark results in {directory}")
    unknown = sorted(set(results) - {case.name for case in CASES})
    if unknown:
        sys.exit(f"error: benchmarks missing from report.py's CASES: {', '.join(unknown)}")

    table = render(results, arguments.quick, command, load_before, load_after)
    print(table)
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    # RESULTS.md also holds the instruction table of profile.sh: only the timing part is replaced.
    if not replace_between(arguments.output, TIMING_BEGIN, TIMING_END, table):
        arguments.output.write_text(table)
    print(f"Wrote {arguments.output}", file=sys.stderr)

    if arguments.check:
        failures = check(results)
        if failures:
            print("Allocation check failed:", *failures, sep="\n  ", file=sys.stderr)
            sys.exit(1)
        print("Allocation check passed (no timing is gated).", file=sys.stderr)


if __name__ == "__main__":
    main()
