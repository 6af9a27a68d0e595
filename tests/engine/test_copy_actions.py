"""An action or a check that names a card by title acts on the copy meant: two copies it could act on are named
by the labels a choice between them gives ("PAD Campaign in Server 2", "Corroder (2nd installed)"), and the bare
title is refused naming them (turns/naming.py); a title one card holds works as it always did."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

RD = ["Hedge Fund"] * 3
TWO_PADS = {"servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                        "Server 2": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}


def test_rez_names_the_second_pad_campaign_by_its_server(tmp_path):
    result = scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD, **TWO_PADS},
                      actions=[{"corp": "rez PAD Campaign in Server 2"}])
    assert (at(result, "cards[PAD Campaign in Server 1].rezzed"), at(result, "cards[PAD Campaign in Server 2].rezzed")
            ) == (False, True)


def test_rez_of_a_title_two_unrezzed_copies_hold_is_refused_naming_the_labels(tmp_path):
    with pytest.raises(ScenarioError) as refused:
        scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD, **TWO_PADS}, actions=[{"corp": "rez PAD Campaign"}])
    assert str(refused.value).endswith("actions[0].corp: 'PAD Campaign' names 2 cards it could act on: write one of "
                                       "'PAD Campaign in Server 1', 'PAD Campaign in Server 2'")


def test_rez_of_a_title_with_one_unrezzed_copy_rezzes_that_copy(tmp_path):
    servers = {"Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}
    result = scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD, "servers": servers},
                      actions=[{"corp": "rez PAD Campaign"}])
    assert at(result, "cards[PAD Campaign in Server 2].rezzed") is True


def test_advance_names_the_second_hostile_takeover_by_its_server(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["Hostile Takeover"]}}
    result = scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD, "servers": servers},
                      actions=[{"corp": "advance Hostile Takeover in Server 2"}])
    assert (at(result, "cards[Hostile Takeover in Server 1].counters"),
            at(result, "cards[Hostile Takeover in Server 2].counters")) == ({}, {"advancement": 1})


def test_advance_of_a_title_two_advanceable_copies_hold_is_refused(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["Hostile Takeover"]}}
    with pytest.raises(ScenarioError, match="write one of 'Hostile Takeover in Server 1', 'Hostile Takeover in Server 2'"):
        scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD, "servers": servers},
                 actions=[{"corp": "advance Hostile Takeover"}])


def test_the_corp_trashes_the_second_installed_daily_casts(tmp_path):
    rig = [{"card": "Daily Casts", "counters": {"credits": 2}}, {"card": "Daily Casts", "counters": {"credits": 6}}]
    result = scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD},
                      runner={"rig": rig, "tags": 1}, actions=[{"corp": "trash Daily Casts (2nd installed)"}])
    assert (at(result, "cards[Daily Casts].counters"), at(result, "runner.heap")) == ({"credits": 2}, ["Daily Casts"])


def test_trashing_a_resource_two_copies_hold_is_refused_naming_each(tmp_path):
    with pytest.raises(ScenarioError, match="'Daily Casts' names 2 cards it could act on: write one of "
                                            r"'Daily Casts \(1st installed\)', 'Daily Casts \(2nd installed\)'"):
        scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"credits": 5, "rd": RD},
                 runner={"rig": ["Daily Casts", "Daily Casts"], "tags": 1}, actions=[{"corp": "trash Daily Casts"}])


def test_the_runner_uses_the_second_armitage_codebusting(tmp_path):
    rig = [{"card": "Armitage Codebusting", "counters": {"credits": 12}},
           {"card": "Armitage Codebusting", "counters": {"credits": 4}}]
    result = scenario(tmp_path, runner={"rig": rig}, actions=[{"runner": "use Armitage Codebusting (2nd installed)"}])
    assert (at(result, "cards[Armitage Codebusting (1st installed)].counters"),
            at(result, "cards[Armitage Codebusting (2nd installed)].counters")) == ({"credits": 12}, {"credits": 2})


def test_botulus_is_installed_on_the_ice_wall_protecting_the_server_named(tmp_path):
    corp = {"servers": {"R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Ice Wall"]}}}
    result = scenario(tmp_path, corp=corp, runner={"grip": ["Botulus"]},
                      actions=[{"runner": "install Botulus on Ice Wall protecting Server 1"}])
    assert (at(result, "cards[Ice Wall protecting R&D].hosted"),
            at(result, "cards[Ice Wall protecting Server 1].hosted")) == ([], ["Botulus"])


def test_a_check_naming_a_title_two_cards_hold_fails_naming_their_labels():
    from rulesdb.engine.scenario.model import Expectation
    from rulesdb.engine.scenario.result import check
    final = {"cards": {"Ice Wall protecting HQ": {"rezzed": True}, "Ice Wall protecting R&D": {"rezzed": False}}}
    found = check(Expectation("cards.Ice Wall.rezzed", "equals", True, 3), final)
    assert (found["ok"], found["actual"]) == (
        False, "<'Ice Wall' names 2 cards: write one of [Ice Wall protecting HQ], [Ice Wall protecting R&D]>")
    assert check(Expectation("cards[Ice Wall protecting HQ].rezzed", "equals", True, 3), final)["ok"] is True


def _sunset(tmp_path, order):
    hq = {"ice": ["Ice Wall", "Enigma", {"card": "Ice Wall", "rezzed": False}]}  # outermost first
    return scenario(tmp_path, turn="corp", corp={"rd": RD, "hq": ["Sunset"], "servers": {"HQ": hq}},
                    actions=[{"corp": "play Sunset"}], decisions={"rez": "no", "Sunset choice": "HQ", "Sunset order": order})


def test_sunset_puts_the_unrezzed_ice_wall_outermost_when_its_label_is_named_first(tmp_path):
    result = _sunset(tmp_path, ["Ice Wall protecting HQ (innermost)", "Enigma", "Ice Wall protecting HQ (outermost)"])
    assert (at(result, "cards[Ice Wall protecting HQ (outermost)].rezzed"),
            at(result, "cards[Ice Wall protecting HQ (innermost)].rezzed")) == (False, True)


def test_sunset_refuses_a_title_two_pieces_of_ice_hold(tmp_path):
    with pytest.raises(ScenarioError, match=r"decisions.Sunset order: 'Ice Wall' is not a card left in the ice .*"
                                            r"options: Ice Wall protecting HQ \(outermost\), Enigma"):
        _sunset(tmp_path, ["Ice Wall", "Enigma", "Ice Wall"])


def test_metamorph_swaps_the_ice_wall_the_corp_names_with_enigma(tmp_path):
    from rulesdb.engine.cards.ice.m import _metamorph
    from rulesdb.engine.cards.primitives.context import Ctx
    from tests.engine.card_play import board
    corp = {"servers": {"HQ": {"ice": ["Metamorph"]}, "R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Ice Wall"]},
                        "Server 2": {"ice": ["Enigma"]}}}
    game = board(tmp_path, turn="corp", corp=corp, decisions={"Metamorph choice": "Ice Wall protecting Server 1 / Enigma"})
    _metamorph(game, Ctx(source=game.servers["HQ"].ice[0], side="corp", by="Metamorph"))
    assert [game.servers[s].ice[0].title for s in ("R&D", "Server 1", "Server 2")] == ["Ice Wall", "Enigma", "Ice Wall"]


def _two_daily_casts(tmp_path, order):
    rig = [{"card": "Daily Casts", "counters": {"credits": 2}}, {"card": "Daily Casts", "counters": {"credits": 6}}]
    return scenario(tmp_path, runner={"rig": rig}, actions=[{"runner": "gain credit"}],
                    decisions={"order Runner abilities": order})


def test_the_runner_orders_the_second_daily_casts_first_by_its_label(tmp_path):
    result = _two_daily_casts(tmp_path, "Daily Casts (2nd installed)")
    asked = next(d for d in at(result, "decisions") if d["decision"] == "order Runner abilities")
    assert asked["options"] == ["Daily Casts (1st installed)", "Daily Casts (2nd installed)"]
    assert traced(result, "The Runner chooses to resolve Daily Casts (2nd installed)'s ability first")
    taken = [e["text"] for e in result["trace"] if "takes 2[c] from Daily Casts" in e["text"]]
    assert taken[0].endswith("(4[c] left on it).")  # the copy loaded with 6[c] resolved first


def test_ordering_two_copies_by_their_title_alone_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="'Daily Casts' names none of the pending abilities"):
        _two_daily_casts(tmp_path, "Daily Casts")


def test_the_access_order_names_the_copy_in_the_root_of_rd(tmp_path):
    corp = {"rd": ["Hokusai Grid", *RD], "servers": {"R&D": {"root": [{"card": "Hokusai Grid", "rezzed": False}]}}}
    result = scenario(tmp_path, corp=corp, runner={"credits": 4}, actions=[{"runner": "run R&D"}],
                      decisions={"jack out": "no", "rez": "no", "access order": ["Hokusai Grid in the root of R&D"],
                                 "trash Hokusai Grid #1": "yes", "trash Hokusai Grid #2": "no"})
    assert (at(result, "corp.servers.R&D.root"), at(result, "corp.rd")[0]) == ([], "Hokusai Grid")


def test_an_access_order_naming_a_title_two_candidates_hold_is_refused(tmp_path):
    corp = {"rd": ["Hokusai Grid", *RD], "servers": {"R&D": {"root": [{"card": "Hokusai Grid", "rezzed": False}]}}}
    with pytest.raises(ScenarioError, match="'Hokusai Grid' names 2 cards left to access: write one of "
                                            "'Hokusai Grid in R&D', 'Hokusai Grid in the root of R&D'"):
        scenario(tmp_path, corp=corp, runner={"credits": 4}, actions=[{"runner": "run R&D"}],
                 decisions={"jack out": "no", "rez": "no", "access order": ["Hokusai Grid"]})


def test_the_counters_on_each_of_two_copies_in_the_rig_are_checked_by_label(tmp_path):
    rig = [{"card": "Daily Casts", "counters": {"credits": 2}}, {"card": "Daily Casts", "counters": {"credits": 6}}]
    result = scenario(tmp_path, turn="corp", decisions={"rez": "no"}, corp={"rd": RD}, runner={"rig": rig},
                      actions=[{"corp": "gain credit"}])
    assert at(result, "runner.hosted") == {"Daily Casts (1st installed)": {"credits": 2},
                                           "Daily Casts (2nd installed)": {"credits": 6}}


def _suckers(tmp_path, first, second, use):
    rig = [{"card": "Datasucker", "counters": {"virus": first}}, {"card": "Datasucker", "counters": {"virus": second}}]
    return scenario(tmp_path, corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"rig": rig},
                    actions=[{"runner": "run Server 1"}, {"runner": use, "at": "encounter Ice Wall"}],
                    decisions={"jack out": "no", "break Ice Wall": "no", "rez": "no"})


def test_a_paid_ability_at_a_moment_of_the_run_is_used_on_the_copy_named(tmp_path):
    result = _suckers(tmp_path, 1, 1, "use Datasucker (2nd installed)")
    assert (at(result, "cards[Datasucker (1st installed)].counters"),
            at(result, "cards[Datasucker (2nd installed)].counters")) == ({"virus": 1}, {})


def test_a_title_names_the_only_copy_that_can_pay_its_ability(tmp_path):
    result = _suckers(tmp_path, 0, 1, "use Datasucker")
    assert at(result, "cards[Datasucker (2nd installed)].counters") == {}


def test_a_paid_ability_two_copies_could_use_is_refused_by_title_alone(tmp_path):
    with pytest.raises(ScenarioError, match="'Datasucker' names 2 cards it could act on"):
        _suckers(tmp_path, 1, 1, "use Datasucker")


def _break_with(tmp_path, plan):
    rig = ["Corroder", "Corroder"]
    return scenario(tmp_path, corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"rig": rig},
                    actions=[{"runner": "run Server 1"}],
                    decisions={"jack out": "no", "break Ice Wall": plan, "rez": "no"})


def test_the_second_corroder_is_the_breaker_its_label_names(tmp_path):
    from rulesdb.engine.run.breaking import _named_breakers
    from tests.engine.card_play import board
    game = board(tmp_path, runner={"rig": ["Corroder", "Corroder"]})
    rig = list(game.runner.play)
    named = _named_breakers(game, rig, "Corroder (2nd installed)", False)
    assert len(named) == 1 and named[0] is rig[1]
    assert len(_named_breakers(game, rig, "Corroder", True)) == 2  # `copy: n` picks among them
    assert at(_break_with(tmp_path, "Corroder (2nd installed)"), "runs.0.encounters.0.broken") == 1


def test_breaking_with_a_title_two_installed_copies_hold_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="'Corroder' names 2 installed copies that can break it: write one of "
                                            r"'Corroder \(1st installed\)', 'Corroder \(2nd installed\)' \(or copy: n\)"):
        _break_with(tmp_path, "Corroder")


def _imps(tmp_path, answer):
    rig = [{"card": "Imp", "counters": {"virus": 2}}, {"card": "Imp", "counters": {"virus": 2}}]
    return scenario(tmp_path, corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, runner={"rig": rig},
                    actions=[{"runner": "run Server 1"}], decisions={"jack out": "no", "trash PAD Campaign": answer})


def test_the_runner_trashes_an_accessed_card_with_the_imp_named(tmp_path):
    result = _imps(tmp_path, "Imp (2nd installed)")
    assert (at(result, "cards[Imp (1st installed)].counters"), at(result, "cards[Imp (2nd installed)].counters"),
            at(result, "corp.archives")) == ({"virus": 2}, {"virus": 1}, ["PAD Campaign"])


def test_a_mid_access_ability_two_copies_offer_is_refused_by_title_alone(tmp_path):
    with pytest.raises(ScenarioError, match=r"'Imp' is not one of the options \(options: yes, Imp \(1st installed\), "
                                            r"Imp \(2nd installed\), no\)"):
        _imps(tmp_path, "Imp")


def _drafter(tmp_path, trash):
    corp = {"credits": 5, "hq": ["Enigma"], "servers": {"Server 1": {
        "ice": [{"card": "Drafter", "rezzed": False}, "Ice Wall", {"card": "Ice Wall", "rezzed": False}],
        "root": ["PAD Campaign"]}}}
    return scenario(tmp_path, corp=corp, actions=[{"runner": "run Server 1"}], decisions={
        "rez Drafter": "yes", "Drafter choice": {"install": "Enigma", "in": "Server 1", "trash": trash},
        "jack out": "no", "trash PAD Campaign": "no", "rez": "no"})


def test_drafter_trashes_the_ice_wall_the_corp_names_by_its_position(tmp_path):
    result = _drafter(tmp_path, ["Ice Wall protecting Server 1 (innermost)"])
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.archives")) == (
        ["Enigma", "Drafter", "Ice Wall"], ["Ice Wall"])
    assert at(result, "cards[Ice Wall].rezzed") is True  # the rezzed copy stays; the unrezzed one is trashed


def test_drafter_refuses_a_title_two_pieces_of_ice_there_hold(tmp_path):
    with pytest.raises(ScenarioError, match="trash names ice protecting Server 1 as Drafter, "
                                            r"Ice Wall protecting Server 1 \(2nd from the outside\)"):
        _drafter(tmp_path, ["Ice Wall"])


def _femme(tmp_path, chosen):
    corp = {"servers": {"R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}}
    return scenario(tmp_path, corp=corp, runner={"rig": [{"card": "Femme Fatale", "chosen": chosen}]},
                    actions=[{"runner": "run Server 1"}],
                    decisions={"jack out": "no", "bypass with Femme Fatale": "yes", "trash PAD Campaign": "no"})


def test_femme_fatale_set_up_with_the_second_ice_wall_chosen_bypasses_it(tmp_path):
    assert at(_femme(tmp_path, "Ice Wall protecting Server 1"), "runs.0.outcome") == "successful"


def test_a_board_choosing_a_title_two_pieces_of_ice_hold_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="chosen: 'Ice Wall' names 2 pieces of ice: write one of "
                                            "'Ice Wall protecting R&D', 'Ice Wall protecting Server 1'"):
        _femme(tmp_path, "Ice Wall")
