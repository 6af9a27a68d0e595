"""Fixtures for the scenario engine tests: write a scenario file and run it, find the card data."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulesdb.engine import run_scenario

REPO = Path(__file__).resolve().parents[2]
NRDB = REPO.parent / "shared" / "nrdb"


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
        pytest.skip("NetrunnerDB card data not present at ../shared/nrdb")
    return NRDB
