"""Writes the Swift files that the scripts of this folder generate: each is named
`*.generated.swift`, formatted with `swift format` as the rest of the code is, and at most
`COLUMNS` wide, doc comments included. Each written file's path is printed, from the repository
root, one a line, so that `.ci/check-generated-code.sh` finds generated files no script writes."""

import subprocess
from pathlib import Path

# The widest line a generated file may have, as in the rest of the code.
COLUMNS = 100
ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "Mocking"


def write(files):
    """Writes `files`, a mapping from a path under Sources/Mocking to the file's text, then
    formats them and prints their paths; fails on a line wider than `COLUMNS`."""
    paths = []
    for name, text in files.items():
        if not name.endswith(".generated.swift"):
            raise SystemExit(f"{name}: a generated file says so in its name, *.generated.swift")
        path = SOURCES / name
        path.write_text(text)
        paths.append(path)
    subprocess.run(["swift", "format", "format", "--in-place", *map(str, paths)], check=True)
    too_wide = [f"{path}:{number}" for path in paths
                for number, line in enumerate(path.read_text().splitlines(), start=1)
                if len(line) > COLUMNS]
    if too_wide:
        raise SystemExit(f"lines wider than {COLUMNS} columns: " + ", ".join(too_wide))
    for path in paths:
        print(path.relative_to(ROOT))
