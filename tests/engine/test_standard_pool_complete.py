"""Every title legal in Standard under the newest ban list in the card data is played by the engine as
printed (defined, waiting for nothing) and is named by a behaviour test or a scenario: a title added to
the pool by new data, or a card marked incomplete again, fails here by name."""

from pathlib import Path

import pytest

from rulesdb.cardpool.coverage import pools
from rulesdb.cardpool.records import records
from rulesdb.engine.cards import CARDS, WAITING

ROOT = Path(__file__).resolve().parents[2]
APOSTROPHES = str.maketrans({"’": "'", "ʼ": "'"})


@pytest.fixture(scope="module")
def standard(nrdb) -> list[str]:
    return sorted(pools(records(nrdb))["standard"])


def test_the_standard_pool_is_a_real_pool(standard):
    assert len(standard) > 400  # the whole format, not a sample


def test_every_standard_title_is_defined_and_complete(standard):
    missing = [t for t in standard if t not in CARDS]
    waiting = {t: WAITING[t] for t in standard if t in WAITING}
    assert (missing, waiting) == ([], {})


def test_every_standard_title_is_named_by_a_test_or_a_scenario(standard):
    files = [*ROOT.glob("tests/**/*.py"), *ROOT.glob("sources/scenarios/**/*.yaml")]
    named = "\n".join(f.read_text("utf-8") for f in files if f.name != Path(__file__).name).translate(APOSTROPHES)
    untested = [t for t in standard if t.translate(APOSTROPHES) not in named]
    assert untested == []
