"""Fixtures for the worked-examples tests: where CR releases are, and small scenario folders."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from rulesdb.crexamples import CR_SCENARIO_DIR

REPO = Path(__file__).resolve().parents[2]
FIXTURE_RELEASES = REPO / "tests" / "data" / "nsg-cr"
# ../shared beside the checkout (or beside its worktree folder)
RELEASE_FOLDERS = (REPO / "sources" / "nsg-cr", *(base / "shared" / "nsg-cr" / "releases"
                                                 for base in (REPO.parent, REPO.parent.parent)))


@pytest.fixture(scope="session")
def cr_releases() -> Path:
    """The real CR releases: embedded in sources/ once ingested, else the shared input folder."""
    for folder in RELEASE_FOLDERS:
        if any(folder.glob("*/data/input/09_abilities.yaml")) or any(folder.glob("*/09_abilities.yaml")):
            return folder
    pytest.skip("no CR releases in sources/nsg-cr or ../shared/nsg-cr/releases")


@pytest.fixture
def scenario_folder(tmp_path):
    """A folder with copies of some real CR scenario files and, optionally, a table."""
    def make(names: tuple[str, ...] = (), table: str | None = None) -> Path:
        for name in names:
            shutil.copy(CR_SCENARIO_DIR / f"{name}.yaml", tmp_path / f"{name}.yaml")
        if table is not None:
            (tmp_path / "examples.yaml").write_text(textwrap.dedent(table).lstrip(), encoding="utf-8")
        return tmp_path
    return make
