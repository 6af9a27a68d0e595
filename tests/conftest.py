"""Shared fixtures: one build of the embedded sources per test session, in a temporary data folder."""

from pathlib import Path

import pytest

from rulesdb.build.pipeline import build
from rulesdb.build.sources import default_sources

NRDB = Path(__file__).resolve().parents[2] / "shared" / "nrdb"


@pytest.fixture(scope="session")
def built_data(tmp_path_factory) -> Path:
    """A data folder holding a finished build of `sources/` (with card data when it is present)."""
    data = tmp_path_factory.mktemp("rulesdb-data")
    build(data, sources=default_sources(), cards=NRDB if NRDB.is_dir() else None)
    return data


@pytest.fixture(scope="session")
def db(built_data):
    from rulesdb.service import RulesDB

    return RulesDB.load(built_data)
