"""The look-up tables a build stores for one-shot commands (rulesdb.build.tables): `show`, `search`, `refs`
and `history` answer from them exactly as they answer without them (`search` with its snippets, without
Whoosh), and a table that is missing, damaged or another model's is never used: the command computes
its answer instead."""

import contextlib
import io
import pickle
import shutil

import pytest

from rulesdb.build import store, tables
from rulesdb.cli.commands import main
from rulesdb.service import RulesDB

SAMPLE = [
    ("show", "1.10.3c"),
    ("show", "1.10.3c", "--json"),
    ("show", "Bypass", "--json"),
    ("show", "6.5.8a"),
    ("show", "rule 1.10.3 c", "--doc", "nisei-cr-1.6", "--json"),
    ("show", "cr/rule_end_the_run", "--json"),
    ("show", "nisei-cr-1.6/99.99"),
    ("search", "bypass", "--json"),
    ("search", "1.10.3c", "--json"),
    ("search", "hedge fnd", "--json"),
    ("search", "end the run", "--kind", "rule", "--json"),
    ("search", "bypass"),
    ("search", "trash installed ice", "--limit", "3"),
    ("search", "bypas", "--json"),
    ("search", '"end the run" ice', "--json"),
    ("search", "SURE gamble", "--json"),
    ("refs", "nsg-cr-25.08/rule_end_the_run", "--json"),
    ("refs", "1.10.3c"),
    ("refs", "cr/rule_end_the_run"),
    ("history", "nsg-cr-25.08/rule_end_the_run"),
    ("history", "nsg-cr-25.08/rule_end_the_run", "--json"),
    ("history", "nisei-cr-1.6/1.10.3c", "--json"),
    ("history", "nisei-cr-1.3/1.8.5"),
]


@pytest.fixture(scope="module")
def data(built_data, tmp_path_factory):
    """A copy of the shared build, whose tables these tests damage."""
    return shutil.copytree(built_data, tmp_path_factory.mktemp("tables") / "data")


def folder_of(data):
    return store.current_build(data) / tables.FOLDER


@pytest.fixture(scope="module")
def computed(data):
    """Every sample's answer with no table at all: what rulesdb answered before it stored tables."""
    kept = folder_of(data).with_name("tables-kept")
    folder_of(data).rename(kept)
    try:
        return answers(data)
    finally:
        kept.rename(folder_of(data))


def answers(data) -> list[tuple[int, str, str]]:
    """Each sample command's exit status, output and errors (captured here: the fixtures are module-wide)."""
    found = []
    for argv in SAMPLE:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["--data", str(data), *argv])
        found.append((code, out.getvalue(), err.getvalue()))
    return found


def test_a_build_stores_its_tables_and_a_command_reads_them(data):
    db = RulesDB.load(data, lazy=True)
    assert db.stored_table(tables.LOOKUP, "lookup") is not None
    assert db.stored_table(tables.REFS, "nsg-cr-25.08") is not None
    assert db.stored_table(tables.HISTORY, "pairs") is not None
    assert db.stored_table(tables.SEARCH, "ranking") is not None
    assert type(db.quick_index).__name__ == "StoredSearch"


def test_every_answer_from_the_tables_is_the_answer_computed_without_them(data, computed):
    assert answers(data) == computed
    assert computed[0][0] == 0 and "1.10.3c" in computed[0][1]  # the sample answers, not only fails


def test_a_number_opens_reading_only_the_documents_that_answer(data):
    db = RulesDB.load(data, lazy=True)
    assert db.show("1.10.3c")["address"] == "nsg-cr-25.08/rule_spend_credits"
    assert set(db.documents._read) == {"nsg-cr-25.08"}


def test_a_search_for_words_reads_no_number_table_and_one_for_a_number_does(data):
    db = RulesDB.load(data, lazy=True)
    db.find("bypass")
    assert "numbered" not in db._tables[tables.LOOKUP]._read
    assert db.find("1.10.3c")["exact"][0]["address"] == "nsg-cr-25.08/rule_spend_credits"
    assert db._tables[tables.LOOKUP]._read["numbered"] is not None


def test_a_number_table_not_stored_is_worked_out_and_the_answer_stays(data):
    stored, db = RulesDB.load(data, lazy=True), RulesDB.load(data, lazy=True)
    db.lookup_table._read_numbered = lambda: None
    for query in ("1.10.3c", "6.5.8a", "rule 1.10.3 c", "bypass"):
        assert db.find(query) == stored.find(query), query
    assert db.lookup_table.numbered == stored.lookup_table.numbered and len(db.documents._read) > 1


def test_history_in_brief_reads_no_older_release(data):
    db = RulesDB.load(data, lazy=True)
    brief = db.history("nsg-cr-25.08/rule_end_the_run", brief=True)
    assert set(db.documents._read) == {"nsg-cr-25.08"}
    full = db.history("nsg-cr-25.08/rule_end_the_run")
    assert brief["chain"] == [{k: e[k] for k in ("document", "version", "address", "kind_of_change")}
                              for e in full["chain"]]
    assert len(full["chain"]) > 1


def damaged_part(path):
    """Flip one byte inside the first part's stored bytes (its digest no longer matches)."""
    tag, key, parts = pickle.loads(path.read_bytes())
    name, (blob, digest) = next(iter(parts.items()))
    parts[name] = (blob[:-1] + bytes([blob[-1] ^ 1]), digest)
    path.write_bytes(pickle.dumps((tag, key, parts)))


def another_models(path):
    """The same tables, labelled as made from another model."""
    tag, key, parts = pickle.loads(path.read_bytes())
    path.write_bytes(pickle.dumps((tag, "0" * 64, parts)))


@contextlib.contextmanager
def harmed(data, harm):
    """The build's table files harmed for the test, then put back."""
    folder = folder_of(data)
    saved = shutil.copytree(folder, folder.with_name("tables-saved"))
    try:
        for name in (tables.LOOKUP, tables.REFS, tables.HISTORY, tables.SEARCH):
            harm(folder / name)
        yield RulesDB.load(data, lazy=True)
    finally:
        shutil.rmtree(folder)
        saved.rename(folder)


@pytest.mark.parametrize("harm", [
    lambda path: path.unlink(),
    lambda path: path.write_bytes(path.read_bytes()[: path.stat().st_size // 2]),
    lambda path: path.write_bytes(b"not a table"),
    another_models,
], ids=["missing", "truncated", "foreign", "other-model"])
def test_a_missing_or_damaged_table_is_not_used_and_the_answer_stays(data, computed, harm):
    with harmed(data, harm) as db:
        parts = [(tables.LOOKUP, "lookup"), (tables.LOOKUP, "cards"), (tables.LOOKUP, "facts"),
                 (tables.LOOKUP, "catalogue"), (tables.LOOKUP, "numbered"),
                 (tables.REFS, "nsg-cr-25.08"),
                 (tables.HISTORY, "documents"), (tables.HISTORY, "pairs"), (tables.SEARCH, "ranking"),
                 (tables.SEARCH, "analysis"), (tables.SEARCH, "card-titles"),
                 (tables.SEARCH, "vocabulary")]
        assert [db.stored_table(*part) for part in parts] == [None] * len(parts)
        assert db.quick_index is db.index  # no table to search from: the index answers
        assert answers(data) == computed


def test_an_altered_part_is_not_used_while_the_intact_parts_are(data, computed):
    with harmed(data, damaged_part) as db:
        assert db.stored_table(tables.LOOKUP, "lookup") is None  # the first part of each file is altered
        assert db.stored_table(tables.HISTORY, "documents") is None
        assert db.stored_table(tables.LOOKUP, "cards") is not None
        assert db.stored_table(tables.SEARCH, "ranking") is None and db.quick_index is db.index
        assert answers(data) == computed
