"""Rules the kernel applies beyond the worked examples, each shown with a small inline scenario."""

import pytest

from rulesdb.engine import run_scenario
from rulesdb.errors import ScenarioError

BASE = """
    title: {title}
    example: ffg-rr-1.0/term/run
    corp:
      credits: {corp_credits}
      hq: [Hedge Fund]
      rd: [Hedge Fund]
      servers:
        HQ:
          ice: {ice}
        Server 1:
          root: {root}
    runner:
      credits: {credits}
      grip: [Sure Gamble, Diesel]
      rig: {rig}
    actions: {actions}
    decisions: {decisions}
    expect:
      - winner: null
"""


def scenario(title="case", ice="[]", root="[]", rig="[]", credits=5, corp_credits=5,
             actions="[{runner: run HQ}]", decisions="{jack out: no}") -> str:
    return BASE.format(title=title, ice=ice, root=root, rig=rig, credits=credits,
                       corp_credits=corp_credits, actions=actions, decisions=decisions)


def texts(result):
    return [e["text"] for e in result["trace"]]


def test_the_runner_orders_their_own_simultaneous_abilities(run_text):
    text = scenario(ice="[Tollbooth]", rig="[{card: Femme Fatale, chosen: Tollbooth}]",
                    actions="[{runner: play Inside Job on HQ}]",
                    decisions="{order Runner abilities: [Inside Job], jack out: no}")
    text = text.replace("grip: [Sure Gamble, Diesel]", "grip: [Inside Job]")
    final = run_text(text)["final_state"]
    assert final["abilities"]["met"] == ["Femme Fatale", "Tollbooth", "Inside Job"]
    assert final["abilities"]["resolved"] == ["Inside Job"]
    assert final["abilities"]["not_resolved"] == ["Femme Fatale", "Tollbooth"]
    assert final["runner"]["credits"] == 3


def test_without_an_order_the_engine_asks_the_runner(write_scenario):
    text = scenario(ice="[Tollbooth]", rig="[{card: Femme Fatale, chosen: Tollbooth}]",
                    actions="[{runner: play Inside Job on HQ}]")
    path = write_scenario(text.replace("grip: [Sure Gamble, Diesel]", "grip: [Inside Job]"))
    with pytest.raises(ScenarioError) as err:
        run_scenario(path)
    assert str(err.value) == (f"{path}: decision needed at cr/step_encounter_begins: "
                              "'order Runner abilities' (Runner decides; options: Femme Fatale, "
                              "Inside Job)")


def test_corp_may_leave_approached_ice_unrezzed_and_the_runner_passes_it(run_text):
    result = run_text(scenario(ice="[{card: Enigma, rezzed: false}]",
                               decisions="{rez Enigma: no, jack out: no}"))
    final = result["final_state"]
    assert final["runs"][0]["encounters"] == []
    assert final["corp"]["servers"]["HQ"]["unrezzed"] == ["Enigma"]
    assert "Enigma is unrezzed: the approach ends and the Runner does not encounter it." in texts(result)


def test_rezzing_approached_ice_costs_its_rez_cost(run_text):
    final = run_text(scenario(ice="[{card: Enigma, rezzed: false}]",
                              decisions="{rez Enigma: yes}"))["final_state"]
    assert final["corp"]["credits"] == 2
    assert final["runner"]["clicks"] == 2  # one to run, one lost to Enigma
    assert final["runs"][0]["outcome"] == "unsuccessful"


def test_hunters_trace_gives_a_tag_when_the_corp_outbids_the_runners_link(run_text):
    final = run_text(scenario(ice="[Hunter]", decisions="{Corp trace boost Hunter: 1, "
                              "Runner link boost Hunter: 3, jack out: no}"))["final_state"]
    assert final["runner"]["tags"] == 1
    assert final["payments"] == [
        {"player": "corp", "amount": 1, "for": "Hunter's trace", "from": {"pool": 1}},
        {"player": "runner", "amount": 3, "for": "Hunter's trace", "from": {"pool": 3}}]


def test_troll_not_bypassed_traces_and_the_runner_chooses_to_lose_a_click(run_text):
    final = run_text(scenario(ice="[Troll]", decisions="{Corp trace boost Troll: 0, "
                              "Runner link boost Troll: 0, lose click or end the run: lose click, "
                              "jack out: no}"))["final_state"]
    assert final["runner"]["clicks"] == 2
    assert final["runs"][0]["outcome"] == "successful"


def test_rototurret_trashes_the_program_the_corp_chooses(run_text):
    final = run_text(scenario(ice="[Rototurret]", rig="[Corroder, Gordian Blade]",
                              decisions="{Rototurret target: Gordian Blade}"))["final_state"]
    assert final["runner"]["rig"] == ["Corroder"]
    assert final["runner"]["heap"] == ["Gordian Blade"]
    assert final["runs"][0]["ended_by"] == "Rototurret's subroutine"


def test_strength_boosts_end_with_the_encounter(run_text):
    final = run_text(scenario(ice="[Wall of Static, Ice Wall]", rig="[Corroder]", credits=4,
                              decisions="{break Wall of Static: Corroder, break Ice Wall: Corroder, "
                                        "jack out: no}"))["final_state"]
    assert [p["for"] for p in final["payments"]] == [
        "Corroder's strength", "Corroder's break", "Corroder's break"]
    assert final["runner"]["credits"] == 1


def test_stealing_an_agenda_from_a_remote_server(run_text):
    final = run_text(scenario(root="[Hostile Takeover]", actions="[{runner: run Server 1}]"))[
        "final_state"]
    assert final["runner"]["score_area"] == ["Hostile Takeover"]
    assert final["runner"]["agenda_points"] == 1
    assert final["runs"][0]["stolen"] == ["Hostile Takeover"]


def test_runner_may_pay_a_trash_cost_during_access(run_text):
    final = run_text(scenario(root="[{card: PAD Campaign, rezzed: false}]",
                              actions="[{runner: run Server 1}]",
                              decisions="{rez PAD Campaign: no, trash PAD Campaign: yes, "
                                        "jack out: no}"))["final_state"]
    assert final["corp"]["archives"] == ["PAD Campaign"]
    assert final["runner"]["credits"] == 1


def test_installing_past_the_memory_limit_needs_the_runner_to_name_programs_to_trash(write_scenario):
    text = scenario(rig="[Femme Fatale, Corroder, Gordian Blade, Yog.0]",
                    actions="[{runner: install Mimic}]", credits=9)
    path = write_scenario(text.replace("grip: [Sure Gamble, Diesel]", "grip: [Mimic]"))
    with pytest.raises(ScenarioError, match="decision needed.*'make room for Mimic'"):
        run_scenario(path)


def test_the_program_named_to_make_room_is_trashed_and_the_new_one_installed(run_text):
    text = scenario(rig="[Femme Fatale, Corroder, Gordian Blade, Yog.0]", actions="[{runner: install Mimic}]",
                    credits=9, decisions="{make room for Mimic: Yog.0}")
    final = run_text(text.replace("grip: [Sure Gamble, Diesel]", "grip: [Mimic]"))["final_state"]
    assert final["runner"]["rig"] == ["Femme Fatale", "Corroder", "Gordian Blade", "Mimic"]
    assert final["runner"]["heap"] == ["Yog.0"]
    assert final["runner"]["memory"] == {"used": 4, "limit": 4}


def test_installing_femme_fatale_asks_which_ice_to_choose(run_text):
    text = scenario(ice="[Tollbooth]", actions="[{runner: install Femme Fatale}]", credits=9,
                    decisions="{Femme Fatale target: Tollbooth}")
    final = run_text(text.replace("grip: [Sure Gamble, Diesel]", "grip: [Femme Fatale]"))[
        "final_state"]
    assert final["runner"]["rig"] == ["Femme Fatale"]
    assert final["runner"]["credits"] == 0


def test_an_empty_rd_at_the_corps_draw_gives_the_runner_the_win(run_text):
    text = scenario(actions="[{corp: gain credit}]").replace("rd: [Hedge Fund]", "rd: []")
    final = run_text(text.replace("expect:", "turn: corp\n    expect:"))["final_state"]
    assert (final["winner"], final["reason"]) == ("runner", "R&D empty")
