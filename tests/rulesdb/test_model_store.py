"""The stored model keeps each document apart with its digest: a reader reads only the documents
it is asked about, and a document whose bytes changed on disk is a BrokenBuild naming the file and
the document, never served."""

import pickle
import shutil

import pytest

from rulesdb.build import model_store, store
from rulesdb.cli.commands import main
from rulesdb.errors import BrokenBuild
from rulesdb.service import RulesDB


@pytest.fixture
def private_build(tmp_path, built_data):
    data = tmp_path / "data"
    shutil.copytree(built_data, data)
    return data


def flip_a_byte_of(model, doc_id: str) -> None:
    """Alter one byte inside one document's stored bytes, in the file itself (the outer file stays readable)."""
    _, parts = pickle.loads(model.read_bytes())
    blob = parts[doc_id][0]
    raw = bytearray(model.read_bytes())
    start = raw.find(blob)  # the whole of it: releases share long runs of text
    assert start > 0
    raw[start + len(blob) // 2] ^= 0x01
    model.write_bytes(bytes(raw))


def test_a_lazy_build_reads_only_the_document_an_address_names(built_data):
    db = RulesDB.load(built_data, lazy=True)
    assert db.view("nsg-cr-25.08/rule_end_the_run")["number"] == "6.1.4"
    assert sorted(db.documents._read) == ["nsg-cr-25.08"]


def test_lazy_and_eager_builds_hold_the_same_nodes(built_data, db):
    lazy = RulesDB.load(built_data, lazy=True)
    assert list(lazy.documents) == list(db.documents)
    assert set(lazy.nodes) == set(db.nodes) and len(lazy.nodes) == len(db.nodes)
    assert "nowhere/1.2" not in lazy.nodes and lazy.nodes.get("nsg-cr-25.08") is None


def test_a_document_altered_on_disk_is_named_not_served(capsys, private_build):
    model = store.current_build(private_build) / store.MODEL
    flip_a_byte_of(model, "nsg-cr-25.08")
    assert main(["--data", str(private_build), "show", "nsg-cr-25.08/rule_end_the_run"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == (f"rulesdb: error: {model}: damaged build file (document nsg-cr-25.08 has changed "
                           "since the build was sealed); run `rulesdb build` to rebuild it")


def test_an_altered_document_fails_an_eager_load_too(private_build):
    flip_a_byte_of(store.current_build(private_build) / store.MODEL, "ffg-rr-1.0")
    with pytest.raises(BrokenBuild, match="document ffg-rr-1.0 has changed"):
        RulesDB.load(private_build)


def test_the_other_documents_of_a_damaged_model_are_still_read_whole(private_build):
    flip_a_byte_of(store.current_build(private_build) / store.MODEL, "ffg-rr-1.0")
    db = RulesDB.load(private_build, lazy=True)
    assert db.view("nsg-cr-25.08/rule_end_the_run")["document"] == "nsg-cr-25.08"


def test_a_model_of_build_format_2_is_read_as_it_is(tmp_path, db):
    path = tmp_path / store.MODEL
    store.write_pickle(path, dict(db.documents))
    assert list(store.read_model(path)) == list(db.documents)


@pytest.mark.parametrize("value", [("something else", {}), ["rulesdb-model-by-document", {}], 42])
def test_a_pickle_that_is_not_a_model_is_a_broken_build(tmp_path, value):
    path = tmp_path / store.MODEL
    store.write_pickle(path, value)
    with pytest.raises(BrokenBuild, match="not a stored model"):
        store.read_model(path)


def test_model_parts_round_trip(db):
    some = {doc_id: db.documents[doc_id] for doc_id in ("ffg-rr-1.0", "nisei-cr-1.6")}
    stored = model_store.documents_of("m", model_store.parts(some))
    assert stored == some
