"""Readers for the two hosting files in deploy/: a systemd unit and a Containerfile, just enough of
each syntax (sections, keys that repeat, continued lines, comments) to check what they say."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

DEPLOY = Path(__file__).resolve().parents[1] / "deploy"


def logical_lines(text: str, comment: tuple[str, ...]) -> list[tuple[int, str]]:
    """Lines with comments dropped and backslash-continued lines joined, each with its first line number."""
    lines, held, start = [], "", 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not held and (not line or line.startswith(comment)):
            continue
        if held and line.startswith(comment):
            continue  # a comment inside a continued instruction
        start = start if held else number
        if line.endswith("\\"):
            held += line[:-1].rstrip() + " "
            continue
        lines.append((start, held + line))
        held = ""
    if held:
        lines.append((start, held.rstrip()))
    return lines


def read_unit(path: Path) -> dict[str, dict[str, list[str]]]:
    """A systemd unit as section -> key -> every value given (a key may repeat, as Environment= does)."""
    unit: dict[str, dict[str, list[str]]] = {}
    section = None
    for number, line in logical_lines(path.read_text(), ("#", ";")):
        if re.fullmatch(r"\[[A-Za-z]+\]", line):
            section = unit.setdefault(line[1:-1], {})
            continue
        key, eq, value = line.partition("=")
        if section is None or not eq or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", key.strip()):
            raise ValueError(f"{path.name}:{number}: not `Key=value` inside a [Section]: {line!r}")
        section.setdefault(key.strip(), []).append(value.strip())
    return unit


def read_containerfile(path: Path) -> list[tuple[str, str]]:
    """A Containerfile as its instructions in order: (INSTRUCTION, the rest of the line)."""
    found = []
    for number, line in logical_lines(path.read_text(), ("#",)):
        word, _, rest = line.partition(" ")
        if not word.isalpha():
            raise ValueError(f"{path.name}:{number}: not an instruction: {line!r}")
        found.append((word.upper(), rest.strip()))
    return found


def command_words(rest: str) -> list[str]:
    """A RUN/CMD/HEALTHCHECK CMD argument as words: the JSON (exec) form, or the shell form split."""
    return json.loads(rest) if rest.startswith("[") else shlex.split(rest)


def shell_commands(words: list[str]) -> list[list[str]]:
    """`sh -c "a && exec b"` as the commands it runs ([a...], [b...]); any other command as itself."""
    if words[:2] == ["sh", "-c"]:
        return [[w for w in shlex.split(part) if w != "exec"] for part in words[2].split("&&")]
    return [words]
