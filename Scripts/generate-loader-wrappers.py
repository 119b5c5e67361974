#!/usr/bin/env python3
"""Writes the four loader wrappers of Mocking, `Mock`, `ThrowingMock`, `AsyncMock` and
`AsyncThrowingMock`, and their spy extensions, from one template each in `Scripts/Templates`,
with the effects `async` and `throws` as parameters.

A template is Swift with two additions:

- `${name}` is replaced by a spelling that depends on the effects: `${Name}` (the wrapper's name,
  `Async` and `Throwing` before `Mock`), `${effects}` (` async throws`, as a closure type spells
  them), `${try}` and `${await}` (`try `, `await `, or nothing), `${Protocol}` (the stubbing
  protocol), `${effectWords}` (`async throws`), `${closure}` (what the wrapper mocks, in
  words: "a throwing closure") and `${nonsending}` (`nonisolated(nonsending) ` for the `async`
  wrappers, whose loaders run on the caller's isolation, or nothing).
- A line `%if NAME`, `%elif NAME`, `%else` or `%end` keeps the lines up to the next such line for
  the wrappers for which NAME holds: an effect, `async` or `throws`, or a wrapper's name, `Mock`.

Run from the repository root after changing a template or this script:

    python3 Scripts/generate-loader-wrappers.py
"""

import re
from pathlib import Path

import generated_swift

TEMPLATES = Path(__file__).resolve().parent / "Templates"
# Each template, and where it writes the file of a wrapper named `{Name}`, under Sources/Mocking.
OUTPUTS = {
    "LoaderWrapper.swift.template": "Wrappers/{Name}.generated.swift",
    "LoaderWrapper+Forwarding.swift.template": "Spying/{Name}+Forwarding.generated.swift",
}
# Every combination of the effects: (async, throws).
EFFECTS = [(False, False), (False, True), (True, False), (True, True)]


def wrapper_name(is_async, is_throwing):
    """The name of the wrapper of these effects: `Mock`, `ThrowingMock`, `AsyncMock`,
    `AsyncThrowingMock`. Failure messages read a mock's declaration only when its wrapper's name
    ends in `Mock` (`SourceDeclaration.isWrapperType`)."""
    return "Async" * is_async + "Throwing" * is_throwing + "Mock"


def variables(is_async, is_throwing):
    """The spellings `${…}` stands for, and the conditions `%if` tests, for one wrapper."""
    effects = " async" * is_async + " throws" * is_throwing
    name = wrapper_name(is_async, is_throwing)
    closure = {
        (False, False): "a closure",
        (False, True): "a throwing closure",
        (True, False): "an `async` closure",
        (True, True): "an `async throws` closure",
    }[(is_async, is_throwing)]
    spellings = {
        "Name": name,
        "effects": effects,
        "effectWords": effects.strip(),
        "try": "try " * is_throwing,
        "await": "await " * is_async,
        "Protocol": "ThrowingStubbableMock" if is_throwing else "StubbableMock",
        "closure": closure,
        "nonsending": "nonisolated(nonsending) " * is_async,
    }
    conditions = {"async": is_async, "throws": is_throwing}
    conditions.update({wrapper_name(*other): other == (is_async, is_throwing) for other in EFFECTS})
    return spellings, conditions


def render(template, source, spellings, conditions):
    """`source`, the text of `template`, for the wrapper that `spellings` and `conditions`
    describe."""
    lines = []
    # One entry per open `%if`: whether its enclosing lines are kept, whether one of its branches
    # has been taken, and whether its `%else` has been read.
    blocks = []
    keeping = True

    def fail(number, message):
        raise SystemExit(f"{template}:{number}: {message}")

    def holds(number, condition):
        if condition not in conditions:
            fail(number, f"unknown condition '{condition}'; known: {', '.join(conditions)}")
        return conditions[condition]

    def substitute(number, line):
        def spelling(match):
            if match.group(1) not in spellings:
                fail(number, f"unknown name '${{{match.group(1)}}}'; known: {', '.join(spellings)}")
            return spellings[match.group(1)]

        return re.sub(r"\$\{(\w*)\}", spelling, line)

    for number, line in enumerate(source.splitlines(keepends=True), start=1):
        if not line.startswith("%"):
            if keeping:
                lines.append(substitute(number, line))
            continue
        directive, _, condition = line[1:].strip().partition(" ")
        if directive == "if":
            taken = holds(number, condition)
            blocks.append((keeping, taken, False))
            keeping = keeping and taken
        elif directive in ("elif", "else"):
            if not blocks:
                fail(number, f"%{directive} without %if")
            outer, taken, ended = blocks[-1]
            if ended:
                fail(number, f"%{directive} after %else")
            branch = holds(number, condition) if directive == "elif" else True
            keeping = outer and branch and not taken
            blocks[-1] = (outer, taken or branch, directive == "else")
        elif directive == "end":
            if not blocks:
                fail(number, "%end without %if")
            keeping, _, _ = blocks.pop()
        else:
            fail(number, f"unknown directive '%{directive}'; known: %if, %elif, %else, %end")
    if blocks:
        fail(number, f"{len(blocks)} %if without %end")
    return "".join(lines)


def main():
    files = {}
    for template, output in OUTPUTS.items():
        source = (TEMPLATES / template).read_text()
        header = (
            f"// Generated from Scripts/Templates/{template} by\n"
            "// Scripts/generate-loader-wrappers.py; edit the template, not this file.\n\n"
        )
        for is_async, is_throwing in EFFECTS:
            spellings, conditions = variables(is_async, is_throwing)
            name = output.format(Name=spellings["Name"])
            files[name] = header + render(template, source, spellings, conditions)
    generated_swift.write(files)


if __name__ == "__main__":
    main()
