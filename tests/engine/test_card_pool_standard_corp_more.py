"""More Standard Corp cards composed of existing primitives, each test stating what its printed text
makes happen: Ballista, Capacitor, Doomscroll, Empiricist, Karunā, Vampyronassa, Retribution, End of the Line,
Nonequivalent Exchange, Extract, Anthill Excavation Contract, Roughneck Repair Squad, Ubiquitous Vig,
Clearinghouse, Idiosyncresis, Tiered Subscription, Svyatogor Excavator, Nanoetching Matrix, Calvin B4L3Y and
Charlotte Caçador."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_ballista_trashes_a_program_the_corp_chooses_and_the_run_goes_on(tmp_path):
    result = run_past(tmp_path, "Ballista", runner={"rig": ["Corroder"]}, name="program",
                      decisions={"Ballista choice": "trash 1 installed program", "Ballista target": "Corroder",
                                 "break Ballista": "no"})
    assert (at(result, "runner.heap"), at(result, "runs.0.outcome")) == (["Corroder"], "successful")


def test_ballista_ends_the_run_when_the_corp_chooses_to_or_there_is_no_program(tmp_path):
    chosen = run_past(tmp_path, "Ballista", runner={"rig": ["Corroder"]}, name="chosen",
                      decisions={"Ballista choice": "end the run", "break Ballista": "no"})
    assert (at(chosen, "runner.heap"), at(chosen, "runs.0.outcome")) == ([], "unsuccessful")
    bare = run_past(tmp_path, "Ballista", name="bare")
    assert at(bare, "runs.0.outcome") == "unsuccessful"


def test_capacitor_gets_2_strength_only_while_the_runner_is_tagged(tmp_path):
    tagged = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Capacitor"]}}}, runner={"tags": 1}, name="tagged")
    untagged = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Capacitor"]}}}, name="untagged")
    assert tagged.ice_strength(tagged.servers["HQ"].ice[0]) == 3 + 2
    assert untagged.ice_strength(untagged.servers["HQ"].ice[0]) == 3


def test_capacitor_gains_1_credit_per_tag_then_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Capacitor", runner={"tags": 3})
    assert (at(result, "corp.credits"), at(result, "runs.0.outcome")) == (5 + 3, "unsuccessful")


def test_doomscroll_does_2_more_net_damage_only_once_the_runner_has_2_tags(tmp_path):
    one = run_past(tmp_path, "Doomscroll", runner={"grip": GRIP}, name="one")
    assert (at(one, "runner.tags"), at(one, "damage.net")) == (1, 1)
    two = run_past(tmp_path, "Doomscroll", runner={"grip": GRIP, "tags": 1}, name="two")
    assert (at(two, "runner.tags"), at(two, "damage.net")) == (2, 1 + 2)


def _corp_plays(tmp_path, title, runner=None, name="play", **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {title}"}], name=name,
                    corp={"hq": [title], "rd": ["Hedge Fund"], **corp}, runner={"grip": GRIP, **(runner or {})},
                    decisions={"Retribution target": "Desperado"})


def test_retribution_trashes_an_installed_program_or_hardware_of_a_tagged_runner(tmp_path):
    result = _corp_plays(tmp_path, "Retribution", {"tags": 1, "rig": ["Corroder", "Desperado"]})
    assert (at(result, "runner.heap"), at(result, "corp.credits")) == (["Desperado"], 5 - 1)
    with pytest.raises(ScenarioError, match="Retribution cannot be played: the Runner is not tagged"):
        _corp_plays(tmp_path, "Retribution", {"rig": ["Desperado"]}, name="untagged")


def test_end_of_the_line_removes_a_tag_as_its_cost_and_does_4_meat_damage(tmp_path):
    result = _corp_plays(tmp_path, "End of the Line", {"tags": 2})
    assert (at(result, "runner.tags"), at(result, "damage.meat"), len(at(result, "runner.heap"))) == (1, 4, 4)
    with pytest.raises(ScenarioError, match="cannot pay End of the Line.s additional cost"):
        _corp_plays(tmp_path, "End of the Line", name="untagged")


def _corp_turn(tmp_path, name, root=None, answers=None, **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP}, decisions=answers)


def test_anthill_takes_4_credits_and_draws_each_turn_then_is_trashed_once_empty(tmp_path):
    # the mandatory draw and Anthill's draw: both cards of R&D
    full = _corp_turn(tmp_path, "full", {"card": "Anthill Excavation Contract", "counters": {"credits": 8}})
    assert (at(full, "corp.credits"), at(full, "corp.hq"), at(full, "corp.archives")) == \
        (5 + 4 + 1, ["Hedge Fund", "Ice Wall"], [])
    last = _corp_turn(tmp_path, "last", {"card": "Anthill Excavation Contract", "counters": {"credits": 4}})
    assert (at(last, "corp.credits"), at(last, "corp.archives")) == (5 + 4 + 1, ["Anthill Excavation Contract"])


def _roughneck(tmp_path, name, answer):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "use Roughneck Repair Squad"}], name=name,
                    corp={"bad_publicity": 2, "rd": ["Hedge Fund"],
                          "servers": {"Server 1": {"root": ["Roughneck Repair Squad"]}}},
                    decisions={"Roughneck Repair Squad choice": answer})


def test_roughneck_spends_3_clicks_to_gain_6_and_may_remove_a_bad_publicity(tmp_path):
    removed = _roughneck(tmp_path, "removed", "yes")
    assert (at(removed, "corp.credits"), at(removed, "corp.clicks"), at(removed, "corp.bad_publicity")) == (11, 0, 1)
    kept = _roughneck(tmp_path, "kept", "no")
    assert at(kept, "corp.bad_publicity") == 2


def _vampyronassa(tmp_path, answer):
    return run_past(tmp_path, "Vampyronassa", corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]}, name=answer,
                    runner={"grip": GRIP}, decisions={"Vampyronassa choice": answer, "break Vampyronassa": "no"})


def test_vampyronassa_takes_2_gives_2_does_2_net_and_the_corp_may_draw_1_or_2(tmp_path):
    two = _vampyronassa(tmp_path, "draw 2")
    assert (at(two, "runner.credits"), at(two, "corp.credits"), at(two, "damage.net")) == (5 - 2, 5 + 2, 2)
    assert at(two, "corp.hq") == ["Hedge Fund", "Ice Wall"]
    assert at(_vampyronassa(tmp_path, "draw 1"), "corp.hq") == ["Hedge Fund"]
    assert at(_vampyronassa(tmp_path, "draw none"), "corp.hq") == []


def test_nonequivalent_exchange_gains_5_and_may_give_each_player_2(tmp_path):
    def play(answer):
        return scenario(tmp_path, turn="corp", actions=[{"corp": "play Nonequivalent Exchange"}], name=answer,
                        corp={"hq": ["Nonequivalent Exchange"], "rd": ["Hedge Fund"]},
                        decisions={"Nonequivalent Exchange choice": answer})
    both = play("yes")
    assert (at(both, "corp.credits"), at(both, "runner.credits")) == (5 - 2 + 5 + 2, 5 + 2)
    alone = play("no")
    assert (at(alone, "corp.credits"), at(alone, "runner.credits")) == (5 - 2 + 5, 5)


def test_ubiquitous_vig_can_be_advanced_and_pays_1_per_advancement_counter_each_turn(tmp_path):
    game = board(tmp_path, turn="corp", corp={"rd": ["Hedge Fund"],
                                              "servers": {"Server 1": {"root": ["Ubiquitous Vig"]}}})
    assert game.servers["Server 1"].root[0].card.advanceable
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="vig",
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                          {"card": "Ubiquitous Vig", "advancement": 3}]}}})
    assert at(result, "corp.credits") == 5 + 3 + 1


def _advanced_asset(tmp_path, title, answer, counters=2):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=f"{title}-{answer}",
                    corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [
                        {"card": title, "advancement": counters}]}}},
                    runner={"grip": GRIP}, decisions={f"use {title}": answer})


def test_clearinghouse_may_be_trashed_to_do_1_meat_damage_per_advancement_counter(tmp_path):
    used = _advanced_asset(tmp_path, "Clearinghouse", "yes")
    assert (at(used, "damage.meat"), at(used, "corp.archives")) == (2, ["Clearinghouse"])
    kept = _advanced_asset(tmp_path, "Clearinghouse", "no")
    assert (at(kept, "damage.meat"), at(kept, "corp.archives")) == (0, [])


def test_idiosyncresis_trashed_gains_3_and_takes_2_credits_per_advancement_counter(tmp_path):
    used = _advanced_asset(tmp_path, "Idiosyncresis", "yes")
    assert (at(used, "corp.credits"), at(used, "runner.credits"), at(used, "corp.archives")) == \
        (5 + 6 + 1, 5 - 4, ["Idiosyncresis"])


def test_tiered_subscription_gains_1_only_for_the_first_run_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Archives"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Tiered Subscription"]}}},
                      decisions={"jack out": "no"})
    assert at(result, "corp.credits") == 5 + 1


def _karuna(tmp_path, answer):
    return run_past(tmp_path, "Karunā", runner={"grip": GRIP}, name=f"karuna-{answer}",
                    decisions={"jack out at Karunā": answer, "break Karunā": "no"})


def test_karuna_lets_the_runner_jack_out_after_the_first_2_net_damage(tmp_path):
    out = _karuna(tmp_path, "yes")
    assert (at(out, "damage.net"), at(out, "runs.0.outcome")) == (2, "unsuccessful")
    assert at(out, "runs.0.ended_by") == "the Runner jacking out"
    stays = _karuna(tmp_path, "no")
    assert (at(stays, "damage.net"), at(stays, "runs.0.outcome")) == (2 + 2, "successful")


def _extract(tmp_path, answer):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play Extract"}], name=f"extract-{answer}",
                    corp={"hq": ["Extract"], "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                    decisions={"Extract target": answer})


def test_extract_gains_6_and_3_more_if_the_corp_trashes_one_of_its_installed_cards(tmp_path):
    trashed = _extract(tmp_path, "PAD Campaign")  # PAD Campaign paid 1[c] as the Corp's turn began
    assert (at(trashed, "corp.credits"), at(trashed, "corp.archives")) == \
        (5 + 1 - 3 + 6 + 3, ["PAD Campaign", "Extract"])
    kept = _extract(tmp_path, "none")
    assert (at(kept, "corp.credits"), at(kept, "corp.archives")) == (5 + 1 - 3 + 6, ["Extract"])


def _svyatogor(tmp_path, others, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Svyatogor Excavator"]}, **others}},
                    decisions={"Svyatogor Excavator target": "Hostile Takeover"})


def test_svyatogor_excavator_may_trash_another_installed_card_to_gain_3_as_the_turn_begins(tmp_path):
    result = _svyatogor(tmp_path, {"Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}, "other")
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 + 3 + 1, ["Hostile Takeover"])
    alone = _svyatogor(tmp_path, {}, "alone")  # "other": it cannot trash itself
    assert (at(alone, "corp.credits"), at(alone, "corp.servers[Server 1].root")) == (5 + 1, ["Svyatogor Excavator"])


def _trash_asset(tmp_path, title, rezzed, name):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name,
                    corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [
                        {"card": title, "rezzed": rezzed}]}}},
                    decisions={"jack out": "no", f"trash {title}": "yes", f"use {title}": "yes", f"rez {title}": "no"})


def test_nanoetching_matrix_gains_2_once_per_turn_and_2_when_the_runner_trashes_it_rezzed(tmp_path):
    game = board(tmp_path, turn="corp", corp={"rd": ["Hedge Fund"],
                                              "servers": {"Server 1": {"root": ["Nanoetching Matrix"]}}})
    assert use(game, "Nanoetching Matrix") and not use(game, "Nanoetching Matrix")
    assert (game.corp.credits, game.corp.clicks) == (5 + 2, 3 - 1)
    rezzed = _trash_asset(tmp_path, "Nanoetching Matrix", True, "rezzed")
    assert (at(rezzed, "corp.credits"), at(rezzed, "runner.credits")) == (5 + 2, 5 - 3)
    unrezzed = _trash_asset(tmp_path, "Nanoetching Matrix", False, "unrezzed")  # inactive as it left play
    assert (at(unrezzed, "corp.credits"), at(unrezzed, "corp.archives")) == (5, ["Nanoetching Matrix"])


def test_calvin_draws_2_once_per_turn_and_2_when_the_runner_trashes_it_rezzed(tmp_path):
    game = board(tmp_path, turn="corp", corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"],
                                              "servers": {"Server 1": {"root": ["Calvin B4L3Y"]}}})
    assert use(game, "Calvin B4L3Y") and not use(game, "Calvin B4L3Y")
    assert [c.title for c in game.corp.hand] == ["Hedge Fund", "Ice Wall"]
    rezzed = _trash_asset(tmp_path, "Calvin B4L3Y", True, "calvin")
    assert at(rezzed, "corp.hq") == ["Hedge Fund", "Ice Wall"]
    unrezzed = _trash_asset(tmp_path, "Calvin B4L3Y", False, "calvin-unrezzed")
    assert at(unrezzed, "corp.hq") == []


def _empiricist(tmp_path, answer):
    return run_past(tmp_path, "Empiricist", corp={"hq": ["Enigma"], "rd": ["Hedge Fund", "Ice Wall"]},
                    runner={"grip": GRIP}, name=f"empiricist-{answer}",
                    decisions={"Empiricist target": answer, "break Empiricist": "no"})


def test_empiricist_draws_may_put_a_card_back_on_rd_then_tags_and_does_3_net_damage(tmp_path):
    back = _empiricist(tmp_path, "Enigma")
    assert (at(back, "corp.hq"), at(back, "corp.rd")) == (["Hedge Fund"], ["Enigma", "Ice Wall"])
    assert (at(back, "runner.tags"), at(back, "damage.net")) == (1, 1 + 2)
    kept = _empiricist(tmp_path, "none")
    assert (at(kept, "corp.hq"), at(kept, "corp.rd")) == (["Enigma", "Hedge Fund"], ["Ice Wall"])


def test_charlotte_cacador_spends_an_advancement_counter_for_4_credits_and_a_card(tmp_path):
    used = _advanced_asset(tmp_path, "Charlotte Caçador", "yes")
    # its draw, then the mandatory draw
    assert (at(used, "corp.credits"), at(used, "corp.hq")) == (5 + 4 + 1, ["Hedge Fund", "Ice Wall"])
    assert at(used, "cards[Charlotte Caçador].counters") == {"advancement": 1}
    declined = _advanced_asset(tmp_path, "Charlotte Caçador", "no")
    assert (at(declined, "corp.credits"), at(declined, "corp.hq"), at(declined, "cards[Charlotte Caçador].counters")) \
        == (5 + 1, ["Hedge Fund"], {"advancement": 2})


def test_charlotte_cacador_trashes_itself_and_an_advancement_counter_for_3_credits(tmp_path):
    game = board(tmp_path, runner={}, corp={"servers": {"Server 1": {"root": [
        {"card": "Charlotte Caçador", "advancement": 1}]}}})
    assert use(game, "Charlotte Caçador")
    assert (game.corp.credits, [c.title for c in game.corp.discard]) == (5 + 3, ["Charlotte Caçador"])
    bare = board(tmp_path, corp={"servers": {"Server 1": {"root": ["Charlotte Caçador"]}}}, name="bare")
    assert not use(bare, "Charlotte Caçador")
