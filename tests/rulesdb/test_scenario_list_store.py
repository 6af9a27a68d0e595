"""A build stores its scenarios' list, so listing them (search's scenario matches) reads one file
instead of every scenario through the engine; a list altered since the build sealed is never served."""

import json
import shutil

import pytest

from rulesdb.build import store
from rulesdb.crexamples.replays import listing
from rulesdb.service import RulesDB


@pytest.fixture
def private_build(tmp_path, built_data):
    data = tmp_path / "data"
    shutil.copytree(built_data, data)
    return data


def test_the_stored_list_is_what_the_engine_lists(built_data):
    db = RulesDB.load(built_data, lazy=True)
    stored = json.loads((db.folder / store.SCENARIO_LIST).read_text())
    assert stored == json.loads(json.dumps(listing(db.scenario_dir)))
    assert db.scenarios() == stored and len(stored) > 400


def test_a_list_altered_since_the_build_is_read_again_from_the_scenarios(private_build):
    folder = store.current_build(private_build)
    listed = folder / store.SCENARIO_LIST
    forged = json.loads(listed.read_text())[:1]
    listed.write_text(json.dumps(forged))
    db = RulesDB.load(private_build, lazy=True)
    assert len(db.scenarios()) > 400 and db.scenarios() != forged
