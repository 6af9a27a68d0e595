"""An X play cost: the player names X, the cost paid is X with every play-cost modifier applied
(cr/rule_cost_x, cr/rule_cost_calculation), and the card resolves with the X named, kept while it resolves
(cr/rule_play_cost_x), never with the credits paid. IP Enforcement, the one Standard event or operation whose printed
play cost is X, against Donut Taganes ("The play cost of operations and events is increased by 1")."""

import pytest

from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import at, scenario

CORP = {"hq": ["IP Enforcement"], "rd": ["Hedge Fund"]}


def _ip_enforcement(tmp_path, credits, tags, decisions, name="ip"):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play IP Enforcement"}], name=name,
                    corp={**CORP, "credits": credits},
                    runner={"tags": tags, "rig": ["Donut Taganes"], "score_area": ["Hostile Takeover", "Project Atlas"]},
                    decisions={"IP Enforcement install where": "new remote", "rez": "no", **decisions})


def test_ip_enforcement_installs_the_agenda_worth_x_named_not_the_credits_paid(tmp_path):
    result = _ip_enforcement(tmp_path, 5, 1, {"X for IP Enforcement": 1})
    # X = 1: 1 + 1 (Donut Taganes) = 2[c] paid, 1 tag removed; the agenda worth 1 point is installed
    assert (at(result, "corp.credits"), at(result, "runner.tags")) == (3, 0)
    assert at(result, "corp.servers.Server 1.root") == ["Hostile Takeover"]
    assert at(result, "runner.score_area") == ["Project Atlas"]


def test_the_x_offered_is_what_the_modified_cost_lets_the_corp_pay(tmp_path):
    with pytest.raises(DecisionNeeded) as asked:
        _ip_enforcement(tmp_path, 2, 2, {}, name="bound")  # X = 2 would cost 3[c]: only 0 or 1 can be paid
    assert (asked.value.name, asked.value.options) == ("X for IP Enforcement", ["0..1"])
