"""Fixtures for the scenario engine tests: write a scenario file and run it, find the card data."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from shared_data import NRDB, REPO, SHARED  # noqa: F401 (REPO and SHARED for the fixtures below)

from rulesdb.engine import run_scenario


@pytest.fixture
def write_scenario(tmp_path):
    """Write YAML text (dedented) to a scenario file and return its path."""
    def write(text: str, name: str = "case") -> Path:
        path = tmp_path / f"{name}.yaml"
        path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
        return path
    return write


@pytest.fixture
def run_text(write_scenario):
    """Run a scenario written inline; keyword arguments go to run_scenario."""
    def run(text: str, **options) -> dict:
        return run_scenario(write_scenario(text), **options)
    return run


@pytest.fixture(scope="session")
def nrdb() -> Path:
    if not (NRDB / "pack").is_dir():
        pytest.skip(f"NetrunnerDB card data not present at {NRDB} (set RULESDB_NRDB)")
    return NRDB


@pytest.fixture(scope="session")
def embedded_documents() -> dict:
    """Every embedded document parsed from `sources/`, by id: parsed once a session (several seconds), for
    the tests that check the engine's and the card library's citations against them."""
    from rulesdb.build.sources import read_manifest, read_text
    from rulesdb.parsers import parse

    return {doc.id: doc for doc in (parse(read_text(info), info) for info in read_manifest(REPO / "sources"))}


@pytest.fixture(scope="session")
def cr_release() -> Path:
    """The current CR's YAML source (release 25.08), until it is part of the model."""
    folder = SHARED / "nsg-cr" / "releases" / "25.08" / "data" / "input"
    if not folder.is_dir():
        pytest.skip("the current CR's YAML is not present at ../shared/nsg-cr")
    return folder


@pytest.fixture
def example_cards(monkeypatch):
    """The cards the CR's examples name (tests/engine/example_cards.py), known for one test."""
    import example_cards as cards

    cards.register(monkeypatch)
    return cards
