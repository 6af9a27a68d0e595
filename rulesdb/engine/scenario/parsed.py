"""Scenario files the build has already parsed, so `rulesdb scenario run ID` reads one without
importing PyYAML (a sixth of the command's own time).

The build stores, in its `tables/scenarios.pickle` (rulesdb.build.tables), what `read_yaml` gave for
each of its scenario files, under the SHA-256 of the file's text. A reader hashes the text it is
about to parse and takes the stored result only for that exact text, made by the same parser code
and PyYAML release (the table's key); a table missing, damaged, made by other code, or without the
text (a file edited since, a user's own file) gives None and the file is parsed as before. Validation
(`reader._Builder`) runs on the data either way, so a stored parse never changes a verdict or an error.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

FILE = "scenarios.pickle"  # in a build's tables/ folder
_PARSER = ("yamlread.py", "../../yamlsafe.py")  # the code whose output the table holds, beside this file


def parser_key() -> str:
    """Which parser made a table: a digest of `read_yaml`'s code and of PyYAML's `__init__.py` (it
    names the release), found without importing PyYAML or scanning installed distributions."""
    from importlib.util import find_spec

    digest = hashlib.sha256()
    here = Path(__file__).parent
    for name in _PARSER:
        digest.update((here / name).read_bytes())
    spec = find_spec("yaml")
    digest.update(Path(spec.origin).read_bytes() if spec and spec.origin else b"no PyYAML")
    return digest.hexdigest()


def text_key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def table_parts(folder: Path) -> dict[str, tuple]:
    """Every scenario file under `folder` that parses, as {text digest: (data, lines)}; a file that
    does not parse is left out (a reader then parses it and reports its error)."""
    from rulesdb.engine.scenario.yamlread import read_yaml
    from rulesdb.errors import ScenarioError

    parts = {}
    for path in sorted(Path(folder).rglob("*.yaml")):
        try:
            text = path.read_text(encoding="utf-8")
            parts[text_key(text)] = read_yaml(text, path.name)
        except (OSError, UnicodeDecodeError, ScenarioError):
            continue
    return parts


class StoredParses:
    """A build's stored parses, read on first use; `get(text)` is (data, lines) or None."""

    def __init__(self, build_folder: Path):
        from rulesdb.build import tables

        self._table = tables.StoredTable(Path(build_folder) / tables.FOLDER / FILE, _safe_key())

    def get(self, text: str) -> tuple | None:
        try:
            value = self._table.part(text_key(text))
        except Exception:  # an unreadable table is no table
            return None
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], dict):
            return value
        return None


def _safe_key() -> str | None:
    try:
        return parser_key()
    except (OSError, ImportError, ValueError):  # a parser's source not on disk: never trust a table
        return None


def for_build(data_dir: Path | None) -> StoredParses | None:
    """The stored parses of the build in use in `data_dir` (the default data folder when None), or
    None when there is no build to read them from."""
    from rulesdb.build import store

    try:
        return StoredParses(store.current_build(Path(data_dir) if data_dir else store.default_data_dir()))
    except Exception:  # no build, or a broken pointer: every file is parsed
        return None
