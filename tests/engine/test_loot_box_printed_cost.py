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
