"""Standard events and resources that work from outside play: Strike Fund and Steelskin Scarring, whose "when this
event is trashed from your grip or stack" ability works from the heap (cr/rule_active_exception_catchall)."""

from __future__ import annotations

import pytest

from tests.engine.card_play import at, run_past, scenario, traced


def _played(tmp_path, title, stack=()):
    return scenario(tmp_path, actions=[{"runner": f"play {title}"}],
                    runner={"credits": 5, "grip": [title], "stack": list(stack)})


def test_strike_fund_played_gains_4(tmp_path):
    result = _played(tmp_path, "Strike Fund")
    assert at(result, "runner.credits") == 5 - 1 + 4


def test_steelskin_scarring_played_draws_3(tmp_path):
    result = _played(tmp_path, "Steelskin Scarring", stack=["Diesel", "Sure Gamble", "Easy Mark", "Dirty Laundry"])
    assert sorted(at(result, "runner.grip")) == ["Diesel", "Easy Mark", "Sure Gamble"]


@pytest.mark.parametrize(("answer", "credits"), [("yes", 5 + 2), ("no", 5)])
def test_strike_fund_trashed_by_net_damage_may_gain_2(tmp_path, answer, credits):
    """Envelope's net damage trashes Strike Fund from the grip: from the heap, the Runner may gain 2[c]."""
    result = run_past(tmp_path, "Envelope", runner={"credits": 5, "grip": ["Strike Fund"]},
                      decisions={"use Strike Fund": answer})
    assert at(result, "runner.heap") == ["Strike Fund"]
    assert at(result, "runner.credits") == credits


def test_steelskin_scarring_trashed_by_damage_draws_2(tmp_path):
    result = run_past(tmp_path, "Envelope", runner={"grip": ["Steelskin Scarring"],
                                                     "stack": ["Diesel", "Sure Gamble", "Easy Mark"]},
                      decisions={"use Steelskin Scarring": "yes"})
    assert at(result, "runner.heap") == ["Steelskin Scarring"]
    assert sorted(at(result, "runner.grip")) == ["Diesel", "Sure Gamble"]
    assert traced(result, "Steelskin Scarring")


def test_strike_fund_trashed_as_a_cost_from_the_grip(tmp_path):
    """An interaction: Abaasy's "trash 1 card from your grip" is a trash from the grip, so Strike Fund pays 2[c]."""
    from rulesdb.engine.cards.primitives.context import Ctx
    from rulesdb.engine.cards.programs.a import _trash_from_grip_to_draw
    from rulesdb.engine.effects.triggers import checkpoint
    from tests.engine.card_play import board

    game = board(tmp_path, runner={"credits": 0, "grip": ["Strike Fund"], "stack": ["Diesel"]},
                 decisions={"Abaasy target": "Strike Fund", "use Strike Fund": "yes"})
    _trash_from_grip_to_draw(game, Ctx(None, "runner", "Abaasy"))
    checkpoint(game)
    assert [c.title for c in game.runner.discard] == ["Strike Fund"]
    assert game.runner.credits == 2


def test_discarding_strike_fund_is_not_trashing_it(tmp_path):
    """cr/rule_discarding_trashed: discarded down to hand size at the end of the turn, Strike Fund gives nothing."""
    import yaml

    from rulesdb.engine import run_scenario
    from tests.engine.card_play import _write

    grip = ["Strike Fund", "Diesel", "Sure Gamble", "Easy Mark", "Dirty Laundry", "Infiltration"]
    path = _write(tmp_path, [{"runner": "gain credit"}], "runner", {}, {"credits": 0, "clicks": 1, "grip": grip},
                  {"discard": ["Strike Fund"], "use Strike Fund": "yes"}, 1, "discard")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["until"] = "end of turn"
    data["expect"] = [{"runner.heap": ["Strike Fund"]}]
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    result = run_scenario(path, allow_unasked=True)
    assert at(result, "runner.heap") == ["Strike Fund"]
    assert at(result, "runner.credits") == 1


HQ = ["Hedge Fund", "Hedge Fund", "Hedge Fund"]


@pytest.mark.parametrize(("tags", "accessed"), [(1, 2), (0, 1)])
def test_manuel_lattes_de_moura_accesses_1_more_from_hq_while_tagged(tmp_path, tags, accessed):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": HQ},
                      runner={"tags": tags, "rig": ["Manuel Lattes de Moura"]}, decisions={"jack out": "no"})
    assert len(at(result, "runs.0.accessed")) == accessed


def test_manuel_lattes_de_moura_accesses_1_more_from_rd_while_tagged(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": ["Enigma", "Ice Wall", "Hedge Fund"]},
                      runner={"tags": 1, "rig": ["Manuel Lattes de Moura"]}, decisions={"jack out": "no"})
    assert at(result, "runs.0.accessed") == ["Enigma", "Ice Wall"]


@pytest.mark.parametrize(("agendas", "archives"), [(["Hostile Takeover"] * 3, ["Hedge Fund"]), ([], [])])
def test_manuel_lattes_de_moura_at_threat_3_costs_the_corp_a_card_from_hq_to_trash(tmp_path, agendas, archives):
    """Threat 3: the basic action to trash Manuel also makes the Corp trash 1 card from HQ (an additional cost)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "trash Manuel Lattes de Moura"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Enigma"] * 3, "score_area": agendas},
                      runner={"tags": 1, "rig": ["Manuel Lattes de Moura"]},
                      decisions={"Manuel Lattes de Moura cost": ["Hedge Fund"]}, name="trash")
    assert at(result, "runner.heap") == ["Manuel Lattes de Moura"]
    assert at(result, "corp.archives") == archives


def _cacophony(tmp_path, counters, actions, corp_extra=None, answer="yes", name="cacophony"):
    corp = {"hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall", "PAD Campaign", "Hedge Fund", "Enigma"],
            **(corp_extra or {})}
    return scenario(tmp_path, actions=actions, corp=corp, name=name,
                    runner={"credits": 10, "rig": [{"card": "Cacophony", "counters": {"power": counters}}]},
                    decisions={"use Cacophony": answer, "Cacophony choice": ["Hedge Fund"], "jack out": "no",
                               "steal": "yes", "trash PAD Campaign": "yes"})


def _power(result) -> int:
    """Cacophony's power counters (a card with none shows no counters)."""
    from rulesdb.engine.scenario.result import MISSING, lookup_path

    value = lookup_path(result["final_state"], "cards.Cacophony.counters.power")
    return 0 if value is MISSING else value


FOUR_CLICKS_THEN_CORP = [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}]


@pytest.mark.parametrize(("answer", "archived", "left"), [("yes", 3, 0), ("no", 0, 2)])
def test_cacophony_may_remove_2_counters_to_sabotage_3_when_the_action_phase_ends(tmp_path, answer, archived, left):
    result = _cacophony(tmp_path, 2, FOUR_CLICKS_THEN_CORP, answer=answer)
    assert len(at(result, "corp.archives")) == archived
    assert _power(result) == left


def test_cacophony_with_1_counter_does_nothing(tmp_path):
    result = _cacophony(tmp_path, 1, FOUR_CLICKS_THEN_CORP)
    assert at(result, "corp.archives") == []


def test_cacophony_counts_only_the_first_steal_or_trash_each_turn(tmp_path):
    """A trash then a steal in one turn: 1 counter; with the 1 already there, 2, so the sabotage comes at the end."""
    servers = {"servers": {"Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["Hostile Takeover"]}}}
    result = _cacophony(tmp_path, 1, [{"runner": "run Server 1"}, {"runner": "run Server 2"}, {"runner": "gain credit"},
                                      {"runner": "gain credit"}, {"corp": "gain credit"}], servers)
    assert at(result, "runner.score_area") == ["Hostile Takeover"]
    assert _power(result) == 0
    assert sorted(at(result, "corp.archives")) == sorted(["PAD Campaign", "Hedge Fund", "Ice Wall", "PAD Campaign"])


STACK = ["Diesel", "Sure Gamble", "Easy Mark", "Dirty Laundry"]


def _raindrops(tmp_path, ice, rig=(), decisions=None, name="raindrops"):
    return scenario(tmp_path, actions=[{"runner": "play Raindrops Cut Stone on Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"ice": ice, "root": ["PAD Campaign"]}}},
                    runner={"credits": 5, "grip": ["Raindrops Cut Stone"], "stack": STACK, "rig": list(rig)},
                    decisions={"jack out": "no", "trash PAD Campaign": "no", **(decisions or {})})


@pytest.mark.parametrize(("ice", "drawn"), [(["Enigma"], 2), (["Ice Wall"], 1), ([], 0)])
def test_raindrops_cut_stone_draws_1_per_subroutine_resolved_and_gains_3(tmp_path, ice, drawn):
    """Enigma's two subroutines both resolve (the second ends the run): 2 counters, 2 cards; no ice, none."""
    result = _raindrops(tmp_path, ice)
    assert at(result, "runner.grip") == STACK[:drawn]
    assert at(result, "runner.credits") == 5 - 1 + 3
    assert at(result, "runner.heap") == ["Raindrops Cut Stone"]


def test_raindrops_cut_stone_counts_no_broken_subroutine(tmp_path):
    """An interaction: Corroder breaks Ice Wall's only subroutine, so none resolves and nothing is drawn."""
    result = _raindrops(tmp_path, ["Ice Wall"], rig=["Corroder"], decisions={"break Ice Wall": "Corroder"},
                        name="broken")
    assert at(result, "runner.grip") == []
    assert at(result, "runner.credits") == 5 - 1 - 1 + 3  # Corroder (strength 2) breaks for 1[c]


def test_burner_puts_2_of_3_revealed_hq_cards_on_top_and_bottom_of_rd(tmp_path):
    hq = ["Hedge Fund", "Enigma", "Ice Wall"]
    result = scenario(tmp_path, actions=[{"runner": "play Burner on HQ"}],
                      corp={"hq": hq, "rd": ["PAD Campaign"]}, runner={"grip": ["Burner"]},
                      decisions={"jack out": "no", "Burner target": ["Enigma", "Ice Wall"],
                                 "Burner choice #1": "top", "Burner choice #2": "bottom"})
    assert at(result, "corp.hq") == ["Hedge Fund"]
    assert at(result, "corp.rd") == ["Enigma", "PAD Campaign", "Ice Wall"]
    assert at(result, "runs.0.accessed") == []  # instead of breaching HQ


def test_burner_with_fewer_cards_in_hq_reveals_what_there_is(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Burner on HQ"}], name="short",
                      corp={"hq": ["Hedge Fund"], "rd": ["PAD Campaign"]}, runner={"grip": ["Burner"]},
                      decisions={"jack out": "no", "Burner target": ["Hedge Fund"], "Burner choice": "top"})
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == ([], ["Hedge Fund", "PAD Campaign"])


def _depths(tmp_path, ice, answer, name="depths"):
    """Earthrise Hotel (3 power counters) draws Diesel and Sure Gamble as the turn begins, leaving Corroder."""
    return scenario(tmp_path, actions=[{"runner": "play Into the Depths on Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"ice": ice, "root": ["PAD Campaign"]}}},
                    runner={"credits": 5, "grip": ["Into the Depths"], "stack": ["Diesel", "Sure Gamble", "Corroder"],
                            "rig": [{"card": "Earthrise Hotel", "counters": {"power": 3}}]},
                    decisions={"jack out": "no", "trash PAD Campaign": "no", "rez": "no",
                               "Into the Depths choice": answer, "Into the Depths target": "Corroder",
                               "Into the Depths charge": "Earthrise Hotel"})


def test_into_the_depths_resolves_one_option_per_ice_passed(tmp_path):
    """Two unrezzed ice passed (no encounter, cr/step_pass_ice): two options, in the Runner's order."""
    ice = [{"card": "Ice Wall", "rezzed": False}, {"card": "Enigma", "rezzed": False}]
    result = _depths(tmp_path, ice, ["program", "charge"])
    assert at(result, "runner.rig") == ["Earthrise Hotel", "Corroder"]
    assert at(result, "cards.Earthrise Hotel.counters.power") == 3  # 1 spent as the turn began, 1 charged
    assert at(result, "runner.credits") == 5 - 1 - 2  # Corroder installed for its cost, no 4[c]


def test_into_the_depths_with_one_ice_passed_resolves_one_option(tmp_path):
    result = _depths(tmp_path, [{"card": "Ice Wall", "rezzed": False}], "gain", name="one")
    assert at(result, "runner.credits") == 5 - 1 + 4


def test_into_the_depths_refuses_more_options_than_ice_passed(tmp_path):
    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="must name 1 different option"):
        _depths(tmp_path, [{"card": "Ice Wall", "rezzed": False}], ["gain", "charge"], name="too_many")


def test_into_the_depths_with_no_ice_passed_resolves_nothing(tmp_path):
    result = _depths(tmp_path, [], "gain", name="none")
    assert at(result, "runner.credits") == 5 - 1


def _privileged(tmp_path, *, tags=0, agendas=(), heap=("Kati Jones", "Corroder"), decisions=None, name="privileged"):
    return scenario(tmp_path, actions=[{"runner": "play Privileged Access on Archives"}], name=name,
                    corp={"archives": ["Hedge Fund"], "score_area": list(agendas)},
                    runner={"credits": 2, "tags": tags, "grip": ["Privileged Access"], "heap": list(heap)},
                    decisions={"jack out": "no", "Privileged Access resource": "Kati Jones",
                               "Privileged Access program": "Corroder", **(decisions or {})})


def test_privileged_access_takes_a_tag_and_installs_a_resource_2_cheaper(tmp_path):
    result = _privileged(tmp_path)
    assert at(result, "runner.tags") == 1
    assert at(result, "runner.rig") == ["Kati Jones"]  # 2[c] less: free; no Threat 3, so no program
    assert at(result, "runner.credits") == 2
    assert at(result, "runs.0.accessed") == []  # instead of breaching Archives


def test_privileged_access_at_threat_3_also_installs_a_program_in_the_runners_order(tmp_path):
    result = _privileged(tmp_path, agendas=["Hostile Takeover"] * 3, name="threat",
                         decisions={"Privileged Access choice": "program"})
    assert at(result, "runner.rig") == ["Corroder", "Kati Jones"]
    assert at(result, "runner.credits") == 0  # Corroder's 2[c], Kati Jones free


def test_privileged_access_cannot_be_played_while_tagged(tmp_path):
    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="tagged"):
        _privileged(tmp_path, tags=1, name="tagged")


def test_privileged_access_tag_avoided_installs_nothing(tmp_path):
    """An interaction: Decoy (trash: avoid 1 tag) means no tag is taken with the event, so nothing is installed."""
    result = scenario(tmp_path, actions=[{"runner": "play Privileged Access on Archives"}], name="avoided",
                      corp={"archives": ["Hedge Fund"]},
                      runner={"credits": 2, "grip": ["Privileged Access"], "heap": ["Kati Jones"], "rig": ["Decoy"]},
                      decisions={"jack out": "no", "Privileged Access resource": "Kati Jones", "prevent": "Decoy"})
    assert at(result, "runner.tags") == 0
    assert at(result, "runner.rig") == []


def _shred(tmp_path, answer, *, hq=("Hedge Fund", "Enigma", "Ice Wall"), ice=("Ice Wall", "Enigma"), name="shred"):
    """Server 1 has 2 cards in its root (an asset and an upgrade), so X is 2."""
    return scenario(tmp_path, actions=[{"runner": "play Shred on Server 1"}], name=name,
                    corp={"hq": list(hq), "servers": {"Server 1": {"ice": list(ice), "root": [
                        "PAD Campaign", {"card": "Ash 2X3ZB9CY", "rezzed": False}]}}},
                    runner={"grip": ["Shred"]},
                    decisions={"jack out": "no", "Shred choice": answer, "trash PAD Campaign": "no",
                               "access order": ["PAD Campaign", "Ash 2X3ZB9CY"], "trash Ash 2X3ZB9CY": "no",
                               "rez": "no"})


def test_shred_prevents_the_first_end_the_run_unless_the_corp_trashes_x_from_hq(tmp_path):
    """Enigma's "end the run" is prevented; the second one, Ice Wall's, is not the first and ends it."""
    result = _shred(tmp_path, "no")
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma", "Ice Wall"]
    assert traced(result, "so the run does not end")


def test_shred_lets_the_run_reach_the_server_after_one_end_the_run(tmp_path):
    result = _shred(tmp_path, "no", ice=["Enigma"], name="one")
    assert at(result, "runs.0.outcome") == "successful"


def test_shred_the_corp_may_trash_x_cards_to_end_the_run(tmp_path):
    result = _shred(tmp_path, "reveal and trash 2 card(s) from HQ at random", ice=["Enigma"], name="paid")
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert len(at(result, "corp.hq")) == 1 and len(at(result, "corp.archives")) == 2


def test_shred_a_corp_with_too_few_cards_in_hq_cannot_pay(tmp_path):
    result = _shred(tmp_path, "reveal and trash 2 card(s) from HQ at random", hq=["Hedge Fund"], ice=["Enigma"],
                    name="short")
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "corp.hq") == ["Hedge Fund"]


def _whistle(tmp_path, named, *, answer="yes", credits=0, name="whistle"):
    """R&D's top card is Obokata Protocol (steal: suffer 4 net damage), with 4 grip cards."""
    return scenario(tmp_path, actions=[{"runner": "run R&D"}], name=name, corp={"rd": ["Obokata Protocol", "Enigma"]},
                    runner={"credits": credits, "rig": ["Whistleblower"], "grip": ["Diesel"] * 4},
                    decisions={"jack out": "no", "use Whistleblower": answer, "Whistleblower choice": named,
                               "steal": "no"})


def test_whistleblower_steals_the_named_agenda_ignoring_its_steal_cost(tmp_path):
    """An interaction: Obokata Protocol's additional cost (4 net damage) is ignored."""
    result = _whistle(tmp_path, "Obokata Protocol")
    assert at(result, "runner.score_area") == ["Obokata Protocol"]
    assert at(result, "runner.grip") == ["Diesel"] * 4
    assert at(result, "runner.heap") == ["Whistleblower"]


def test_whistleblower_with_another_name_is_trashed_for_nothing(tmp_path):
    result = _whistle(tmp_path, "Hostile Takeover", name="other")
    assert at(result, "runner.score_area") == []
    assert at(result, "runner.heap") == ["Whistleblower"]


def test_whistleblower_unused_stays_installed(tmp_path):
    result = _whistle(tmp_path, "Obokata Protocol", answer="no", name="unused")
    assert (at(result, "runner.score_area"), at(result, "runner.rig")) == ([], ["Whistleblower"])


def _pinhole(tmp_path, target, root, name="pinhole"):
    return scenario(tmp_path, actions=[{"runner": "play Pinhole Threading on HQ"}], name=name,
                    corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [root]}}},
                    runner={"credits": 9, "grip": ["Pinhole Threading"]},
                    decisions={"jack out": "no", "Pinhole Threading target": target, "steal": "yes",
                               f"trash {root}": "yes"})


def test_pinhole_threading_accesses_a_root_card_of_another_server_instead_of_breaching(tmp_path):
    result = _pinhole(tmp_path, "PAD Campaign in Server 1", "PAD Campaign")
    assert at(result, "runs.0.accessed") == ["PAD Campaign"]  # not HQ's Hedge Fund
    assert at(result, "corp.archives") == ["PAD Campaign"]  # trashed for its 4[c]


def test_pinhole_threading_cannot_steal_an_agenda_it_accesses(tmp_path):
    result = _pinhole(tmp_path, "unrezzed card in the root of Server 1", "Hostile Takeover", name="agenda")
    assert at(result, "runs.0.accessed") == ["Hostile Takeover"]
    assert at(result, "runner.score_area") == []
    assert at(result, "corp.servers.Server 1.root") == ["Hostile Takeover"]
    said = [e["text"] for e in result["trace"] if "it during this access" in e["text"]
            and "trigger condition" not in e["text"]]
    assert said == [  # each of the two effects said once as it starts and once as it ends, naming the card once
        "Pinhole Threading: \"you cannot steal it during this access\" lasts until the end of the run.",
        "Pinhole Threading: \"you cannot trash it during this access\" lasts until the end of the run.",
        "The Runner cannot steal Hostile Takeover (Pinhole Threading: you cannot steal it during this access).",
        "The lasting effect \"Pinhole Threading: you cannot steal it during this access\" ends with the run.",
        "The lasting effect \"Pinhole Threading: you cannot trash it during this access\" ends with the run."]


def _backup(tmp_path, answer, rig=(), name="backup"):
    """Server 1: Ice Wall outermost, Enigma innermost; Enigma's "end the run" ends the first run."""
    return scenario(tmp_path, actions=[{"runner": "play Always Have a Backup Plan on Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"ice": ["Enigma", "Ice Wall"], "root": ["PAD Campaign"]}}},
                    runner={"credits": 5, "grip": ["Always Have a Backup Plan"], "rig": list(rig)},
                    decisions={"jack out": "no", "use Always Have a Backup Plan": answer, "trash PAD Campaign": "no",
                               "break Ice Wall": "Corroder" if rig else "no", "break Enigma": "no"})


def test_always_have_a_backup_plan_runs_again_bypassing_the_last_ice_encountered(tmp_path):
    """The first run: Corroder breaks Ice Wall, Enigma ends the run. The second: Enigma is bypassed."""
    result = _backup(tmp_path, "yes", rig=["Corroder"])
    assert [run["outcome"] for run in at(result, "runs")] == ["unsuccessful", "successful"]
    assert at(result, "runs.1.accessed") == ["PAD Campaign"]
    assert traced(result, "Always Have a Backup Plan bypasses Enigma")


def test_always_have_a_backup_plan_declined_makes_one_run(tmp_path):
    result = _backup(tmp_path, "no", name="declined")
    assert len(at(result, "runs")) == 1


def test_always_have_a_backup_plan_second_run_ignores_additional_costs_to_run(tmp_path):
    """An interaction: Reduced Service (1 power counter: 2[c] to run this server) is paid for the first run only."""
    result = scenario(tmp_path, actions=[{"runner": "play Always Have a Backup Plan on Server 1"}], name="costs",
                      corp={"servers": {"Server 1": {"ice": ["Enigma"], "root": [
                          "PAD Campaign", {"card": "Reduced Service", "counters": {"power": 1}}]}}},
                      runner={"credits": 4, "grip": ["Always Have a Backup Plan"]},
                      decisions={"jack out": "no", "use Always Have a Backup Plan": "yes", "break Enigma": "no",
                                 "access order": ["PAD Campaign", "Reduced Service"], "trash PAD Campaign": "no",
                                 "trash Reduced Service": "no"})
    assert [run["outcome"] for run in at(result, "runs")] == ["unsuccessful", "successful"]
    assert at(result, "runner.credits") == 4 - 2 - 2
    assert traced(result, "ignores any additional costs to run it")


def _maintenance(tmp_path, name="maintenance", **extra):
    return scenario(tmp_path, actions=[{"runner": "play Maintenance Access on Archives"}], name=name,
                    corp={"hq": ["Hedge Fund"], "archives": ["Enigma"], "servers": {
                        "Archives": {"ice": [{"card": "Ice Wall", "rezzed": False}]}, "HQ": {"ice": ["Enigma"]}},
                        **extra},
                    runner={"grip": ["Maintenance Access"]}, decisions={"jack out": "no", "rez": "no"})


def test_maintenance_access_approaches_hq_instead_of_archives(tmp_path):
    """Past Archives' ice, the attacked server becomes HQ: HQ's Enigma is never approached, HQ is breached."""
    result = _maintenance(tmp_path)
    assert at(result, "runs.0.server") == "HQ"
    assert at(result, "runs.0.accessed") == ["Hedge Fund"]
    assert at(result, "runner.clicks") == 4 - 2  # the play's [click] and the additional [click]
    assert not traced(result, "The Runner encounters Enigma")


def _eye(tmp_path, answers, *, tags=0, name="eye"):
    return scenario(tmp_path, actions=[{"runner": "play Eye for an Eye on HQ"}], name=name,
                    corp={"hq": ["Hedge Fund", "Enigma", "Ice Wall"]},
                    runner={"tags": tags, "grip": ["Eye for an Eye", "Diesel", "Sure Gamble"]},
                    decisions={"jack out": "no", "access order": ["Hedge Fund", "Enigma"], **answers})


def test_eye_for_an_eye_takes_a_tag_and_accesses_2_cards_from_hq(tmp_path):
    result = _eye(tmp_path, {"trash Hedge Fund": "no", "trash Enigma": "no"})
    assert at(result, "runner.tags") == 1
    assert len(at(result, "runs.0.accessed")) == 2


def test_eye_for_an_eye_trashes_an_accessed_card_for_a_grip_card(tmp_path):
    """Its "Access →" ability: Diesel from the grip pays to trash the accessed Hedge Fund (no trash cost)."""
    result = _eye(tmp_path, {"trash Hedge Fund": "Eye for an Eye", "Eye for an Eye cost": ["Diesel"],
                             "trash Enigma": "no"}, name="trash")
    assert at(result, "corp.archives") == ["Hedge Fund"]
    assert at(result, "runner.heap") == ["Diesel", "Eye for an Eye"]
    assert at(result, "runner.grip") == ["Sure Gamble"]


def test_eye_for_an_eye_cannot_be_played_while_tagged(tmp_path):
    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="tagged"):
        _eye(tmp_path, {}, tags=1, name="tagged")


def test_shred_prevents_tollbooths_when_encountered_end_of_the_run_too(tmp_path):
    """Tollbooth's "end the run" is a Corp card's ability ending it, like a subroutine: Shred's "the first time the
    Corp would end that run" prevents it unless the Corp trashes X = 1 card from HQ. Tollbooth's ability passed its
    ice where the player whose card ends the run was expected, so Shred never saw it."""
    result = scenario(tmp_path, actions=[{"runner": "play Shred on Server 1"}], name="tollbooth",
                      corp={"hq": ["Hedge Fund", "Enigma"], "servers": {"Server 1": {"ice": ["Tollbooth"],
                                                                                      "root": ["PAD Campaign"]}}},
                      runner={"credits": 3, "grip": ["Shred"]},  # 2[c] left: it cannot pay Tollbooth's 3[c]
                      decisions={"jack out": "no", "Shred choice": "no", "trash PAD Campaign": "no"})
    assert traced(result, "Shred: the Corp does not trash 1 card from HQ, so the run does not end.")
