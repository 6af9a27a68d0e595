"""Planned Assault: "Search your stack for a run event and play that run event (paying its play cost), ignoring any
additional costs. Shuffle your stack." The event found is set aside while the stack is shuffled
(cr/rule_searched_cards_set_aside, cr/rule_shuffle_deck_after_search), so the shuffle never holds it; it is then
played and, resolved, trashed to the heap. A search followed by a play finds only an event the Runner can play
(cr/rule_valid_search_target_install_play)."""

import random

from tests.engine.card_play import at, scenario


def _shuffles(monkeypatch) -> list[list[str]]:
    """Every list the game's seeded shuffles shuffle, as the titles it held then."""
    seen: list[list[str]] = []
    shuffle = random.Random.shuffle

    def record(rng, cards):
        seen.append(sorted(getattr(c, "title", str(c)) for c in cards))
        return shuffle(rng, cards)
    monkeypatch.setattr(random.Random, "shuffle", record)
    return seen


def _planned_assault(tmp_path, stack, target="Dirty Laundry", credits=4, name="assault"):
    return scenario(tmp_path, actions=[{"runner": "play Planned Assault"}], name=name,
                    runner={"credits": credits, "grip": ["Planned Assault"], "stack": stack},
                    decisions={"Planned Assault target": target, "Planned Assault choice": "Archives",
                               "jack out": "no"})


def test_planned_assault_shuffles_the_stack_without_the_run_event_it_found(tmp_path, monkeypatch):
    shuffled = _shuffles(monkeypatch)
    result = _planned_assault(tmp_path, ["Dirty Laundry", "Diesel", "Sure Gamble"])
    assert shuffled == [["Diesel", "Sure Gamble"]]
    assert (sorted(at(result, "runner.stack")), sorted(at(result, "runner.heap"))) == (
        ["Diesel", "Sure Gamble"], ["Dirty Laundry", "Planned Assault"])
    assert at(result, "runs.0.outcome") == "successful"


def test_planned_assault_cannot_find_a_run_event_the_runner_cannot_pay_for(tmp_path):
    # 4[c] less Planned Assault's 2[c] leaves 2[c]: Dirty Laundry (2[c]) can be played, Bravado (3[c]) not
    result = _planned_assault(tmp_path, ["Bravado", "Dirty Laundry"], name="dear")
    asked = next(d for d in at(result, "decisions") if d["decision"] == "Planned Assault target")
    assert asked["options"] == ["Dirty Laundry", "no"]


def _offered(tmp_path, rig, stack, credits, name):
    """The run events Planned Assault offers, and why each other one is left out (the question unanswered)."""
    import pytest

    from rulesdb.errors import DecisionNeeded
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "play Planned Assault"}], name=name,
                 runner={"credits": credits, "grip": ["Planned Assault"], "stack": stack, "rig": rig})
    assert asked.value.name == "Planned Assault target"
    return asked.value.options, asked.value.notes


def test_planned_assault_prices_the_run_event_as_the_play_action_does_with_donut_taganes_in_play(tmp_path):
    """Donut Taganes: "The play cost of operations and events is increased by 1." Planned Assault costs 3[c], leaving
    1[c] of 4[c]; Dirty Laundry would cost 3[c] (cr/rule_cost_calculation), so it is no card the Runner could play,
    Jailbreak 1[c]: the one calculation of a play cost (`effects.play_costs`) says so, and why."""
    options, notes = _offered(tmp_path, ["Donut Taganes"], ["Dirty Laundry", "Jailbreak"], 4, "donut")
    assert (options, notes) == (["Jailbreak", "no"], ["Dirty Laundry: the Runner cannot pay its play cost of 3[c]"])


def test_planned_assault_counts_ghosttongue_lowering_the_run_event_it_finds(tmp_path):
    """Ghosttongue lowers each event's play cost by 1[c]: Planned Assault costs 1[c], leaving 2[c] of 3[c]; Bravado
    (3[c]) costs 2[c], so it is offered."""
    options, notes = _offered(tmp_path, ["Ghosttongue"], ["Bravado", "Dirty Laundry"], 3, "ghosttongue")
    assert (options, notes) == (["Bravado", "Dirty Laundry", "no"], [])


def _subcontract(tmp_path, rig, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}], name=name,
                    corp={"credits": 6, "clicks": 3, "hq": ["Subcontract", "Hedge Fund"]},
                    runner={"tags": 1, "rig": rig}, decisions={"Subcontract target": "Hedge Fund"})


def test_subcontract_offers_only_an_operation_the_corp_can_pay_for_with_donut_taganes_in_play(tmp_path):
    """Subcontract: "Play up to 2 operations from HQ (paying all costs)". With Donut Taganes ("The play cost of
    operations and events is increased by 1") Subcontract costs 1[c], leaving 5[c], and Hedge Fund 6[c]: it is not
    offered, priced as the play action prices it (`effects.play_costs`); its own price ignored the modifier."""
    taxed = _subcontract(tmp_path, ["Donut Taganes"], "donut")
    assert not [d for d in at(taxed, "decisions") if d["decision"] == "Subcontract target"]
    assert (at(taxed, "corp.hq"), at(taxed, "corp.credits")) == (["Hedge Fund"], 6 - 1)
    free = _subcontract(tmp_path, [], "free")
    assert (at(free, "corp.archives"), at(free, "corp.credits")) == (["Hedge Fund", "Subcontract"], 6 - 5 + 9)
