"""Card definitions carry their printed facts; each is checked against NetrunnerDB's newest printing.

The card data is read from RULESDB_NRDB if set, else from ../shared/nrdb beside the checkout; the
comparison is skipped (with that reason) where neither exists.
"""

import re
from pathlib import Path

import pytest
from shared_data import NRDB

from rulesdb.engine.cards import CARDS, lookup
from tests.engine.printed_text import newest_printings

ICONS = {"[credit]": "[c]", "[subroutine]": "[sub]", "[recurring-credit]": "[recurring]",
         "[mu]": "[MU]"}


def test_tollbooth_is_a_strength_5_code_gate_that_charges_3_credits():
    facts = lookup("Tollbooth").facts
    assert (facts.type, facts.subtypes, facts.strength, facts.subroutines) == (
        "ice", ("Code Gate",), 5, 1)
    assert (facts.cost, facts.influence) == (8, 2)
    toll = ("When the Runner encounters this ice, they must pay 3[c], if able. "
            "If they do not, end the run.")
    assert facts.text == (toll, "[sub] End the run.")
    assert [s.text for s in lookup("Tollbooth").subroutines] == ["End the run."]


def test_femme_fatale_is_a_strength_2_killer_that_bypasses_the_chosen_ice():
    facts = lookup("Femme Fatale").facts
    assert (facts.type, facts.subtypes, facts.strength) == ("program", ("Icebreaker", "Killer"), 2)
    assert (facts.cost, facts.influence, facts.memory) == (9, 1, 1)
    assert ("Whenever you encounter the chosen ice, you may pay 1[c] for each subroutine it has. "
            "If you do, bypass that ice.") in facts.text


def test_every_ice_has_one_behaviour_per_printed_subroutine():
    for card in CARDS.values():
        assert len(card.subroutines) == card.facts.subroutines, card.title
        if card.facts.type == "ice":
            printed = sum(line.startswith("[sub]") for line in card.facts.text)
            assert printed == card.facts.subroutines, card.title


@pytest.fixture(scope="module")
def nrdb() -> Path:
    if not (NRDB / "pack").is_dir():
        pytest.skip(f"NetrunnerDB card data not present at {NRDB} (set RULESDB_NRDB to its folder)")
    return NRDB


@pytest.fixture(scope="module")
def newest(nrdb) -> dict[str, dict]:
    """Each title's newest printing (latest pack release, then highest code)."""
    return newest_printings(nrdb)


def _lines(text: str) -> tuple[str, ...]:
    text = re.sub(r"</?strong>", "", text)
    for icon, plain in ICONS.items():
        text = text.replace(icon, plain)
    return tuple(line.strip() for line in text.splitlines() if line.strip())


@pytest.mark.parametrize("title", sorted(CARDS))
def test_card_facts_match_netrunnerdb(title, newest):
    printed = newest[title]
    facts = CARDS[title].facts
    subtypes = tuple(printed["keywords"].split(" - ")) if printed.get("keywords") else ()
    assert facts.side == printed["side_code"]
    assert facts.type == printed["type_code"]
    assert facts.subtypes == subtypes
    assert facts.cost == printed.get("cost")
    assert facts.strength == printed.get("strength")
    assert facts.influence == printed.get("faction_cost")
    assert facts.memory == printed.get("memory_cost")
    assert facts.trash_cost == printed.get("trash_cost")
    assert facts.agenda_points == printed.get("agenda_points")
    assert facts.advancement == printed.get("advancement_cost")
    # printed subroutines are the lines that begin with the icon ("gains \"[sub] End the run.\"" is not one)
    assert facts.subroutines == sum(line.startswith("[sub]") for line in _lines(printed.get("text", "")))
    assert facts.text == _lines(printed.get("text", ""))
    assert facts.unique == bool(printed.get("uniqueness")), "unique (◆): write unique=True"
    if hasattr(facts, "faction"):
        assert (facts.faction, facts.base_link) == (printed["faction_code"], printed.get("base_link"))
        assert (facts.deck_size, facts.influence_limit) == (printed.get("minimum_deck_size"),
                                                            printed.get("influence_limit"))


def test_a_card_page_built_without_card_data_lists_the_facts_netrunnerdb_prints(newest):
    from rulesdb.web.cards import library_facts, printed

    differ = [t for t in sorted(CARDS) if printed(library_facts(t), "faction") != printed(newest[t], "faction")]
    assert not differ, f"{len(differ)} cards, first {differ[:5]}"
