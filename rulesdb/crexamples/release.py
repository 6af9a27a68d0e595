"""Just enough of a CR release in its YAML layout to compare two releases: the text of every rule
by semantic id and of every worked example by `<rule id>/example/<n>`.

The full document model comes from the nsg-cr-yaml parser; this reader exists so a citation check
can compare any two release folders, including small test fixtures, without a build.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from rulesdb.errors import SourceError

ID_KEYS = ("rule", "subsection", "section", "chapter", "timing_structure")
_NEW_MARKS = re.compile(r"\{/?n\}")
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Release:
    """One release: rule texts by semantic id, example texts by `<rule id>/example/<n>`."""

    version: str
    rules: dict[str, str]
    examples: dict[str, str]


def release_folder(root: str | Path, version: str) -> Path:
    """The folder holding `version`'s chapter files under `root` (upstream or flat layout)."""
    root = Path(root)
    for folder in (root / version, root / "releases" / version):
        for inputs in (folder / "data" / "input", folder):
            if sorted(inputs.glob("[0-9][0-9]_*.yaml")):
                return inputs
    raise SourceError(f"{root}: no release {version!r} (expected {root}/{version}/data/input/NN_*.yaml)")


def read_release(root: str | Path, version: str) -> Release:
    """Read every chapter file of one release (changelogs are not chapters)."""
    rules: dict[str, str] = {}
    examples: dict[str, str] = {}
    for path in sorted(release_folder(root, version).glob("[0-9][0-9]_*.yaml")):
        if path.name.startswith("00_"):
            continue
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as exc:
            raise SourceError(f"{path}: cannot read this chapter ({exc})") from None
        _walk(data, rules, examples)
    return Release(version, rules, examples)


def _walk(node, rules: dict[str, str], examples: dict[str, str]) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(item, rules, examples)
        return
    if not isinstance(node, dict):
        return
    ident = next((node[k] for k in ID_KEYS if isinstance(node.get(k), str)), None)
    if ident:
        rules[ident] = plain(node.get("text"))
        for n, example in enumerate(node.get("examples") or (), 1):
            examples[f"{ident}/example/{n}"] = plain(_example_text(example))
    for key, value in node.items():
        if key != "examples":
            _walk(value, rules, examples)


def _example_text(example) -> str:
    """An example's text; a stray key beside an empty `text` is the text (a mis-indented block)."""
    if not isinstance(example, dict):
        return str(example or "")
    if example.get("text"):
        return str(example["text"])
    return " ".join(f"{k}: {v}" for k, v in example.items() if k != "text")


def plain(text) -> str:
    """Text as compared between releases: "new in this release" marks and spacing do not count."""
    return _SPACE.sub(" ", _NEW_MARKS.sub("", str(text or ""))).strip()
