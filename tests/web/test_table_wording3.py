"""What the judge reads on the Table (`POST /api/table`): five wording and order defects the dispute round
table-rulings7 left, each fixed with its test. Each expected value is worked out from the CR 25.08 and the cards' text.

1. IP Enforcement's "remove X tags" is an additional cost, paid with the play cost before the card is played.
"""

from tests.web.test_table_rulings import rule
from tests.web.test_table_rulings3 import step_cites, steps
from tests.web.test_table_rulings7 import corp_turn


def texts(ruling: dict) -> list[str]:
    return [s["text"] for s in ruling["trace"]]


def test_ip_enforcement_removes_its_x_tags_as_a_cost_before_it_is_played(client):
    """"As an additional cost to play this operation, remove X tags": an additional cost is paid together with the
    cost it adds to (cr/rule_additonal_cost_simultaenous), the play cost, before the card becomes active and its
    play abilities resolve (cr/rule_steps_playing_play_cost, cr/rule_steps_playing_resolve_play_abilities); the Corp
    pays it with the Runner's tags (cr/rule_corp_can_pay_tag_costs). X = 2 of 3 tags: 1 left when it resolves, so
    Offworld Office gets its advancement counter."""
    ruling = rule(client, corp_turn({"hq": ["IP Enforcement"], "rd": ["Palisade"]},
                                    [{"corp": "play IP Enforcement"}], {"X for IP Enforcement": "2"},
                                    runner={"tags": 3, "score_area": ["Offworld Office"]}),
                  {"runner.tags": 1, "corp.credits": 5 - 2, "cards.Offworld Office.counters.advancement": 1})
    said = texts(ruling)
    [removed] = steps(ruling, "The Corp removes 2 of the Runner's tags to pay IP Enforcement's cost (1 left).")
    assert "rule_corp_can_pay_tag_costs" in step_cites(removed)
    assert (said.index("The Corp pays IP Enforcement's additional cost: remove 2 tags.")
            < said.index(removed["text"]) < said.index("The Corp plays IP Enforcement.")
            < said.index("IP Enforcement places 1 advancement counter on Offworld Office (now 1)."))
