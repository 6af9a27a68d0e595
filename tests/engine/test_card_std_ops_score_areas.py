"""Corp abilities that work while their agenda is in the Runner's score area (an ability stating where it is
active: cr/rule_active_exception_catchall): Oracle Thinktank and Next Big Thing."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign", "Hedge Fund"]


def stolen_then_used(tmp_path, agenda, name, answers=None, **corp):
    """The Runner steals `agenda` from Server 1, then the Corp uses its [click] ability."""
    actions = [{"runner": "run Server 1"}] + [{"runner": "gain credit"}] * 3 + [{"corp": f"use {agenda}"}]
    return scenario(tmp_path, actions=actions, name=name, corp={
        "rd": list(RD), "servers": {"Server 1": {"root": [agenda]}}, **corp},
        decisions={"jack out": "no", "steal": "yes", **(answers or {})})


def test_oracle_thinktank_tags_when_stolen_and_the_corp_removes_a_tag_to_shuffle_it_back(tmp_path):
    result = stolen_then_used(tmp_path, "Oracle Thinktank", "oracle")
    assert (at(result, "runner.score_area"), at(result, "runner.tags")) == ([], 0)
    assert "Oracle Thinktank" in at(result, "corp.rd") and at(result, "corp.clicks") == 3 - 1


def test_oracle_thinktank_cannot_be_used_from_the_corps_own_score_area(tmp_path):
    with pytest.raises(ScenarioError, match="Oracle Thinktank.s ability cannot be used now"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "use Oracle Thinktank"}], name="own",
                 corp={"rd": list(RD), "score_area": ["Oracle Thinktank"]}, runner={"tags": 1})


def test_next_big_thing_is_used_by_the_corp_even_from_the_runners_score_area(tmp_path):
    result = stolen_then_used(tmp_path, "Next Big Thing", "nbt", answers={"Next Big Thing choice": ["Hedge Fund"]})
    assert at(result, "runner.score_area") == ["Next Big Thing"]
    assert at(result, "cards.Next Big Thing.counters") == {}
    assert len(at(result, "corp.hq")) == 1 + 4 - 1  # the mandatory draw, 4 drawn, 1 shuffled back
