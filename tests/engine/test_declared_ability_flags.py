"""What a paid ability's effect does, declared on the card, agrees with the printed text (NetrunnerDB's newest
printing): "Break ... subroutine" (usable only during an encounter, cr/rule_paid_ability_breaks_subroutines) and an
"Access →" ability that trashes the card being accessed (refused when the Runner cannot trash it). The engine reads
the declaration, never the text, so a card that forgets it is caught here."""

from __future__ import annotations

import re

import pytest

from rulesdb.engine import cites
from rulesdb.engine.cards import CARDS
from rulesdb.engine.timing.paid import ability_refusal
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, scenario
from tests.engine.printed_text import newest_printings, paid_effect, plain_lines

ICONS = {"[c]": "[credit]", "[sub]": "[subroutine]", "[MU]": "[mu]", "[recurring]": "[recurring-credit]"}


@pytest.fixture(scope="module")
def printed(nrdb) -> dict[str, tuple[str, ...]]:
    newest = newest_printings(nrdb)
    return {title: plain_lines(newest[title].get("text", "")) for title in CARDS}


def _breaks(line: str) -> bool:
    """A printed paid ability whose effect could break subroutines."""
    effect = paid_effect(line)
    return effect is not None and re.search(r"\bbreak\b[^.]*\bsubroutines?\b", effect, re.I) is not None


def _trashes_accessed(line: str) -> bool:
    """A printed "Access →" ability whose effect is trashing the card being accessed."""
    effect = paid_effect(line)
    return (re.match(r"access\b[^→]*→", line, re.I) is not None and effect is not None
            and re.match(r"trash (the|that)\b[^.]*\bcard you are accessing\b", effect, re.I) is not None)


def _lines_of(lines: tuple[str, ...], ability) -> list[str]:
    """The printed lines an ability's effect text comes from (one, unless two lines print the same effect)."""
    text = re.sub(r"<[^>]+>", "", ability.text)
    for icon, printed in ICONS.items():
        text = text.replace(icon, printed)
    found = [line for line in lines if " ".join(text.split()) in line]
    assert found, f"{ability.text!r} is not printed"
    return found


@pytest.mark.parametrize("title", sorted(CARDS))
def test_a_paid_ability_declares_breaking_subroutines_as_its_printed_effect_says(title, printed):
    for ability in CARDS[title].abilities:
        assert {_breaks(line) for line in _lines_of(printed[title], ability)} == {ability.breaks_subroutines}, (
            f"{title}: {ability.text!r}: write paid(..., breaks_subroutines={not ability.breaks_subroutines})")


@pytest.mark.parametrize("title", sorted(CARDS))
def test_every_printed_break_ability_is_an_icebreaker_ability_or_declared(title, printed):
    card = CARDS[title]
    declared = {line for ability in card.abilities if ability.breaks_subroutines
                for line in _lines_of(printed[title], ability)}
    others = [line for line in printed[title] if _breaks(line) and line not in declared]
    assert bool(others) == (card.breaker is not None), (
        f"{title}: {others or 'no printed break ability'}: a break ability is breaks(...) or "
        "paid(..., breaks_subroutines=True)")


@pytest.mark.parametrize("title", sorted(CARDS))
def test_an_access_ability_declares_trashing_the_accessed_card_as_its_printed_effect_says(title, printed):
    card = CARDS[title]
    for ability in card.abilities:
        expected = {_trashes_accessed(line) for line in _lines_of(printed[title], ability)}
        assert expected == {ability.trashes_accessed}, (
            f"{title}: {ability.text!r}: write paid(..., trashes_accessed={not ability.trashes_accessed})")
    access_lines = [line for line in printed[title] if re.match(r"access\b[^→]*→", line, re.I)]
    assert len(access_lines) == sum(a.access for a in card.abilities), f"{title}: an \"Access →\" line is access=True"


def test_the_library_declares_four_break_abilities_and_six_trashing_access_abilities_of_seven():
    breaking = sorted(t for t, c in CARDS.items() for a in c.abilities if a.breaks_subroutines)
    access = {t: a.trashes_accessed for t, c in CARDS.items() for a in c.abilities if a.access}
    assert breaking == ["Boomerang", "Botulus", "Gbahali", "Grappling Hook"]
    assert (len(access), [t for t, trashes in access.items() if not trashes]) == (7, ["Cupellation"])


def test_gbahali_outside_an_encounter_is_refused_by_the_break_ability_rule(tmp_path):
    # "[trash]: Break the last subroutine on the encountered piece of ice": declared a break ability, so outside an
    # encounter the refusal cites 9.5.6a; Botulus's "Break 1 subroutine on host ice" likewise

    game = board(tmp_path, runner={"rig": ["Gbahali"]}, corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}})
    gbahali = game.runner.play[0]
    message, rule = ability_refusal(game, "runner", gbahali, gbahali.card.abilities[0])
    assert (message, rule) == ("Gbahali's ability could break subroutines, so it can be used only during an encounter",
                               cites.cr("rule_paid_ability_breaks_subroutines"))


def test_imp_on_a_card_the_runner_cannot_trash_is_refused_as_unsettled_and_cupellation_is_not(tmp_path):
    # under Ansel 1.0's "cannot trash", Imp's "Trash the card you are accessing" (declared trashes_accessed) would
    # be paid for no effect, which no current rule settles; Cupellation's host is still offered

    run = {"actions": [{"runner": "run Server 1"}],
           "corp": {"servers": {"Server 1": {"ice": ["Ansel 1.0"], "root": ["PAD Campaign"]}}},
           "runner": {"rig": [{"card": "Imp", "counters": {"virus": 2}}, "Cupellation", "Corroder"]}}
    fire = {"jack out": "no", "break Ansel 1.0": "no", "Ansel 1.0 target": "Corroder", "Ansel 1.0 install": "no"}
    with pytest.raises(ScenarioError, match="'Imp' would pay to trash a card the Runner cannot trash"):
        scenario(tmp_path, **run, decisions={**fire, "trash PAD Campaign": "Imp"})
    result = scenario(tmp_path, **run, decisions={**fire, "trash PAD Campaign": "Cupellation"}, name="host")
    assert (at(result, "cards[Cupellation].hosted"), at(result, "cards[Imp].counters")) == (
        ["PAD Campaign"], {"virus": 2})
