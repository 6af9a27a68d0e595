"""The node facts a build stores (rulesdb.search.node_facts): every address's kind, family, version and
title as its node gives them, texts numbered equal exactly when their keys are equal, so a search folds
and lists its exact matches without reading a document; a part of another shape is not used."""

import pytest

from rulesdb.build import tables
from rulesdb.search.node_facts import ComputedFacts, StoredFacts
from rulesdb.service import RulesDB


@pytest.fixture(scope="module")
def lazy(built_data):
    return RulesDB.load(built_data, lazy=True)


def test_every_stored_fact_is_the_fact_worked_out_from_its_node(lazy):
    stored = StoredFacts(lazy.stored_table(tables.LOOKUP, "facts"))
    computed = ComputedFacts(lazy.lookup_table.nodes)
    assert set(stored) == set(lazy.nodes) and len(stored) > 10_000
    numbers: dict[tuple, int] = {}
    for address in lazy.nodes:
        kept, made = stored[address], computed[address]
        assert kept[:4] == made[:4], address
        assert numbers.setdefault(made.text, kept.text) == kept.text, address  # one number per text key
    assert len(set(numbers.values())) == len(numbers)  # and another number for another key
    assert len(numbers) < len(stored)  # releases repeat texts: some nodes share a number


def test_a_search_lists_its_exact_matches_reading_no_document(built_data):
    db = RulesDB.load(built_data, lazy=True)
    found = db.find("bypass")
    assert isinstance(db.lookup_table.facts, StoredFacts)
    assert found["exact"] and len(found["exact"][0]["versions"]) > 1
    assert set(db.documents._read) == set()


@pytest.mark.parametrize("harm", [
    lambda part: None,
    lambda part: dict(part, kind_of=part["kind_of"][:-1]),
    lambda part: dict(part, kinds=()),
    lambda part: {k: v for k, v in part.items() if k != "places"},
    lambda part: list(part.values()),
], ids=["missing", "short-column", "no-kinds", "no-places", "not-a-dict"])
def test_facts_of_another_shape_are_not_used_and_the_answer_stays(built_data, lazy, harm):
    db = RulesDB.load(built_data, lazy=True)
    part = harm(lazy.stored_table(tables.LOOKUP, "facts"))
    original = db.stored_table
    db.stored_table = lambda file, name: part if (file, name) == (tables.LOOKUP, "facts") else original(file, name)
    assert not StoredFacts.usable(part)
    assert isinstance(db.lookup_table.facts, ComputedFacts)
    for query in ("bypass", "end the run", "1.10.3c"):
        assert db.find(query) == lazy.find(query), query
