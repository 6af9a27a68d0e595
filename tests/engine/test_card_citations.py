"""The rules the card library cites itself (beyond the engine's own `cites`) exist in the documents."""

from pathlib import Path

import pytest

from rulesdb.engine.cards import hooks, primitives
from rulesdb.engine.cards.hardware.g import VIRUS_COUNTERS

pytestmark = pytest.mark.sources
SOURCES = Path(__file__).resolve().parents[2] / "sources"
LIBRARY_CITES = (hooks.WHEN_ACCESSED, primitives.LOSE, primitives.TAKE, VIRUS_COUNTERS)


def test_every_address_the_library_cites_is_a_node():
    from rulesdb.build.sources import read_manifest, read_text
    from rulesdb.parsers import parse

    found: set[str] = set()
    for info in read_manifest(SOURCES):
        found.update(parse(read_text(info), info).nodes)
    assert [a for a in LIBRARY_CITES if a not in found] == []
