"""The parse runs with Python's cyclic garbage collector paused (rulesdb.build.ingest.collector_paused):
the collector is on again afterwards, however the parse ended, and a caller's own setting is kept."""

import gc

import pytest

from rulesdb.build.ingest import collector_paused, parse_sources
from rulesdb.errors import RulesDBError

MANIFEST = ('[[documents]]\nid = "nsg-cr-99.01"\nfamily = "nisei-cr"\ntitle = "NSG CR"\nversion = "99.01"\n'
            'effective = "2099-01-01"\npath = "99.01"\nformat = "nsg-cr-yaml"\n')


def broken_release(folder):
    (folder / "99.01" / "data" / "input").mkdir(parents=True)
    (folder / "99.01" / "data" / "input" / "01_one.yaml").write_text("chapter: c\ntext: [1, 2\nb: }\n")
    (folder / "manifest.toml").write_text(MANIFEST)
    return folder


def test_a_release_that_fails_to_parse_leaves_the_collector_on(tmp_path):
    assert gc.isenabled()
    with pytest.raises(RulesDBError, match=r"01_one\.yaml:3: not valid YAML"):
        parse_sources(broken_release(tmp_path))
    assert gc.isenabled()


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
