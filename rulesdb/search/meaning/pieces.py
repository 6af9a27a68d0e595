"""The distilled encoder shipped with the package (data/pieces.bin, written by scripts/distil_meaning.py):
a vector of whole numbers (-127..127) for each word piece the rules documents and the players' words use.
Only those pieces are a vocabulary: every word of those documents is cut into them exactly as with the
encoder's whole vocabulary (each of its pieces is kept, and a longer piece it could take would be too);
a word of no document is cut into kept pieces where the whole vocabulary might have taken one without a
vector. A word that cannot be cut adds nothing, as a word no text has adds nothing to the lexical ranking.

pieces.bin: one line of JSON (what the table is, where it came from, the pieces in row order), then
their vectors (int8, a piece's `dims` numbers together, a row after another).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulesdb.errors import RulesDBError

DATA = Path(__file__).resolve().parent / "data"
TABLE = "pieces.bin"


@dataclass(frozen=True)
class Pieces:
    """The kept pieces in row order, their vectors row after row, and what the table is."""

    names: list[str]
    matrix: bytes
    dims: int
    about: dict
    digest: str  # a build records which table its node vectors came from


@cache
def shipped() -> Pieces:
    """The package's own table (read once)."""
    return read(DATA / TABLE)


def read(path: Path) -> Pieces:
    """The table at `path`; a damaged or missing file is named in one line."""
    try:
        packed = path.read_bytes()
    except OSError as exc:
        raise RulesDBError(f"{path}: the meaning table cannot be read ({exc.strerror}); reinstall rulesdb") from None
    try:
        head, _, matrix = packed.partition(b"\n")
        about = json.loads(head)
        names, dims = list(about.pop("pieces")), int(about["dims"])
        if len(matrix) != len(names) * dims or not all(isinstance(n, str) for n in names):
            raise ValueError(f"{len(matrix)} bytes after the header, not {len(names)} pieces of {dims}")
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RulesDBError(f"{path}: not a meaning table ({exc}); reinstall rulesdb") from None
    return Pieces(names, matrix, dims, about, hashlib.sha256(packed).hexdigest()[:16])


def write(path: Path, names: list[str], matrix: bytes, dims: int, about: dict) -> None:
    """Store a table (scripts/distil_meaning.py): the whole file or none."""
    if len(matrix) != len(names) * dims:
        raise ValueError(f"every vector must hold {dims} numbers")
    head = json.dumps(dict(about, dims=dims, pieces=names), ensure_ascii=False, sort_keys=True).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f".{path.name}.part")
    part.write_bytes(head + b"\n" + matrix)
    part.replace(path)
