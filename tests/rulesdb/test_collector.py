"""The garbage collector's pace: paused while documents are parsed and while a stored model or graph is
read back, eased while the rest of a build is made, and the caller's own setting back afterwards
however the work ended."""

import gc
import pickle

import pytest

from rulesdb.build.pipeline import build
from rulesdb.collector import collector_eased, collector_paused
from rulesdb.errors import SourceError


def test_the_collector_is_off_while_paused_and_a_caller_who_turned_it_off_keeps_it_off():
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_passes_less_often_while_eased_and_at_the_callers_pace_after_an_error():
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), collector_eased(12_345):
        assert gc.get_threshold() == (12_345, *before[1:])
        raise RuntimeError("a build that fails")
    assert gc.get_threshold() == before


def test_a_build_that_fails_on_a_broken_source_leaves_the_collector_as_it_found_it(tmp_path):
    chapter = tmp_path / "sources" / "99.01" / "data" / "input" / "01_one.yaml"
    chapter.parent.mkdir(parents=True)
    chapter.write_text("chapter: c\ntext: [1, 2\nb: }\n")
    (tmp_path / "sources" / "manifest.toml").write_text(
        '[[documents]]\nid = "nsg-cr-99.01"\nfamily = "nisei-cr"\ntitle = "NSG CR"\nversion = "99.01"\n'
        'effective = "2099-01-01"\npath = "99.01"\nformat = "nsg-cr-yaml"\n')
    before = gc.get_threshold()
    with pytest.raises(SourceError, match=r"01_one\.yaml:3: not valid YAML"):
        build(tmp_path / "data", sources=tmp_path / "sources")
    assert gc.get_threshold() == before and gc.isenabled()


def test_reading_a_stored_model_or_graph_leaves_the_collector_on_even_when_the_file_is_damaged(tmp_path):
    from rulesdb.build import store
    from rulesdb.errors import BrokenBuild
    from rulesdb.graph import network

    store.write_pickle(tmp_path / "model.pickle", {"doc": [1, 2]})
    assert store.read_pickle(tmp_path / "model.pickle") == {"doc": [1, 2]} and gc.isenabled()
    (tmp_path / "graph.pickle").write_bytes(b"\x80\x05garbage")
    with pytest.raises(BrokenBuild):
        store.read_pickle(tmp_path / "graph.pickle")
    with pytest.raises(pickle.UnpicklingError):  # the service names the file (see test_build_store)
        network.load(tmp_path / "graph.pickle")
    assert gc.isenabled()
