"""The search catalogue a build stores (the lookup table's "catalogue", rulesdb.search.catalogue): the
cards and scenarios a search names, read back as the catalogue worked out from the build's cards and
scenario list, so a search keys no card name or scenario title; a part of another shape is not used."""

import pytest

from rulesdb.build import tables
from rulesdb.search.card_names import rules_words
from rulesdb.search.catalogue import Catalogue
from rulesdb.service import RulesDB

QUERIES = ["bypass", "femme fatale tollbooth", "hedge fnd", "tolbooth", "Sure Gamble", "urtica cipher unrezzed",
           "Noise trashes the top of R&D", "two Hedge Funds", "the Corp loses 2 credits"]


@pytest.fixture(scope="module")
def lazy(built_data):
    return RulesDB.load(built_data, lazy=True)


def test_the_stored_catalogue_is_the_one_worked_out_from_the_cards_and_scenarios(lazy):
    stored = Catalogue.stored(lazy.stored_table(tables.LOOKUP, "catalogue"))
    computed = Catalogue(lazy.cards_by_node, lazy.scenarios(), lazy.card_names, rules_words(lazy.lookup_table.current))
    assert stored is not None and lazy.catalogue.tables() == stored.tables()
    assert stored.tables() == computed.tables() and len(stored.scenarios) > 100 and stored.cards
    for query in QUERIES:
        assert stored.cards_in(query) == computed.cards_in(query), query
        assert stored.misspelt_cards_in(query) == computed.misspelt_cards_in(query), query
        assert stored.matching_scenarios(query, []) == computed.matching_scenarios(query, []), query


@pytest.mark.parametrize("harm", [
    lambda part: None,
    lambda part: dict(part, titles=part["titles"][1:]),
    lambda part: {k: v for k, v in part.items() if k != "mentions"},
    lambda part: dict(part, scenarios={}),
    lambda part: {k: v for k, v in part.items() if k != "named"},
    lambda part: {k: v for k, v in part.items() if k != "plural"},
], ids=["missing", "short-titles", "no-mentions", "not-a-list", "no-named-cards", "no-plurals"])
def test_a_catalogue_of_another_shape_is_not_used_and_the_answer_stays(built_data, lazy, harm):
    db = RulesDB.load(built_data, lazy=True)
    part = harm(lazy.stored_table(tables.LOOKUP, "catalogue"))
    original = db.stored_table
    db.stored_table = lambda file, name: part if (file, name) == (tables.LOOKUP, "catalogue") else original(file, name)
    assert Catalogue.stored(part) is None
    assert db.catalogue.tables() == lazy.catalogue.tables()  # worked out again, the same
    for query in QUERIES:
        assert db.find(query) == lazy.find(query), query
