"""Loot Box: "Add 1 of those cards to the grip and gain X[c], where X is equal to that card's play or install cost."
A card's play or install cost is the number printed in its corner (cr/rule_printed_cost_definition), which an inactive
card in the stack keeps (cr/rule_inactive_cards_characteristics): Principia's own "costs 1[c] less to install for
each other installed icebreaker" changes what installing it costs, not X; an X cost is 0 where it is not being paid
(cr/rule_cost_x_out_of_context)."""

from tests.engine.card_play import at, run_past


def _loot_box(tmp_path, target, name):
    return run_past(tmp_path, ["Loot Box"], name=name,
                    runner={"rig": ["Corroder"], "stack": ["Principia", "Bribery", "Diesel", "Easy Mark"]},
                    decisions={"break Loot Box": "no", "pay 2[c] for Loot Box": "yes", "Loot Box target": target})


def _x_step(result) -> dict:
    return next(e for e in result["trace"] if e["text"].startswith("Loot Box's subroutine: X is"))


def test_loot_box_gains_principias_printed_install_cost_not_its_lowered_one(tmp_path):
    result = _loot_box(tmp_path, "Principia", "principia")
    assert (at(result, "runner.grip"), at(result, "corp.credits")) == (["Principia"], 5 + 4)
    step = _x_step(result)
    assert step["text"] == "Loot Box's subroutine: X is Principia's printed install cost, 4[c]."
    assert [c.rsplit("/", 1)[1] for c in step["cites"]][-2:] == ["rule_printed_cost_definition",
                                                                "rule_inactive_cards_characteristics"]


def test_loot_box_counts_an_x_play_cost_as_0(tmp_path):
    result = _loot_box(tmp_path, "Bribery", "bribery")
    assert (at(result, "runner.grip"), at(result, "corp.credits")) == (["Bribery"], 5 + 0)
    assert _x_step(result)["text"] == "Loot Box's subroutine: X is Bribery's printed play cost, X, counted as 0."


def _rules(step: dict) -> list[str]:
    return [c.rsplit("/", 1)[1] for c in step["cites"] if "/rule_" in c]


def test_loot_box_shuffling_the_stack_is_an_instruction_not_a_search(tmp_path):
    """"The Runner shuffles the stack": no search took place (the top 3 cards were revealed), so the shuffle is the
    text's own direction to reorder a deck (cr/rule_deck_ordered), not the shuffle that ends a search
    (cr/rule_shuffle_deck_after_search)."""
    result = _loot_box(tmp_path, "Diesel", "shuffle")
    step = next(e for e in result["trace"] if e["text"] == "Loot Box's subroutine: the Runner shuffles the stack.")
    assert _rules(step) == ["rule_deck_ordered"]


def test_express_delivery_shuffles_the_stack_it_looked_at_not_searched(tmp_path):
    """"Look at the top 4 cards of your stack ... Shuffle your stack.": a look, no search (cr/rule_deck_ordered)."""
    from tests.engine.card_play import scenario
    result = scenario(tmp_path, actions=[{"runner": "play Express Delivery"}],
                      runner={"grip": ["Express Delivery"], "stack": ["Diesel", "Easy Mark", "Sure Gamble"]},
                      decisions={"Express Delivery target": "Diesel"})
    step = next(e for e in result["trace"] if e["text"] == "Express Delivery: the Runner shuffles the stack.")
    assert _rules(step) == ["rule_deck_ordered"]
