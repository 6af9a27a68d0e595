"""A Comprehensive Rules release whose changelog, config or a chapter is not what the format says fails
the build with `file:line: what`, and the build in use stays: a release never publishes with its
Summary of Changes or a chapter silently empty."""

import pytest
import smallsources

from rulesdb.build import store
from rulesdb.build.pipeline import build

RELEASE = "nsg-cr/25.08"


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    base = tmp_path_factory.mktemp("damaged-release")
    sources = smallsources.make(base / "sources", "nsg-cr-25.08")
    build(base / "data", sources=sources)
    return sources, base / "data"


@pytest.mark.parametrize("name, text, where", [
    ("data/changelogs/25.08.yaml", "changes:\n- text: Add a rule.\n",
     "data/changelogs/25.08.yaml:1: expected only 'changelog:'"),
    ("data/changelogs/25.08.yaml", "changelog:\n- text: Add a rule.\n- txt: Fix a rule.\n",
     "data/changelogs/25.08.yaml:3: expected a changelog entry as 'text: ...' alone"),
    ("data/changelogs/25.08.yaml", "changelog: nothing to say\n", "data/changelogs/25.08.yaml:1: expected only"),
    ("config.yaml", "date:\n  year: 2025\n  month: 13\n  day: 1\n", "config.yaml:2: field 'date' is not a day"),
    ("config.yaml", "just some words\n", "config.yaml:1: expected the generator's settings as a mapping"),
    ("config.yaml", "date: [2025\n", "config.yaml:2: not valid YAML"),
    ("data/input/06_runs.yaml", "chapter: chpt_runs\ntext: Runs\n",
     "data/input/06_runs.yaml:1: chapter 'chpt_runs' has no sections"),
])
def test_an_invalid_release_file_fails_the_build_and_the_build_in_use_stays(built, capsys, name, text, where):
    sources, data = built
    before = store.current_name(data)
    code, err = smallsources.build_damaged(sources, data, sources / RELEASE / name, text, capsys)
    assert code != 0 and err.count("\n") == 1, err
    assert f"{sources / RELEASE}/{where}" in err
    assert store.current_name(data) == before
