"""Standard identities, each test stating what its printed text makes happen: The Catalyst, The Syndicate,
Ampère, Nova Initiumia, Thule Subsea, Az McCaffrey, Haas-Bioroid: Precision Design, Jinteki: Restoring
Humanity, Pravdivost Consulting, Lat, René “Loup” Arcemont, MuslihaT, Barry “Baz” Wong and Epiphany Analytica."""

import pytest

from rulesdb.engine.cards import lookup
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
AGENDA = {"Server 1": {"root": ["Hostile Takeover"]}}


@pytest.mark.parametrize(("title", "side", "deck"), [
    ("The Catalyst: Convention Breaker", "runner", 30), ("The Syndicate: Profit over Principle", "corp", 30),
    ("Ampère: Cybernetics For Anyone", "corp", 45), ("Nova Initiumia: Catalyst & Impetus", "runner", 40)])
def test_identities_whose_text_is_only_deckbuilding_have_no_ability_in_play(tmp_path, title, side, deck):
    card = lookup(title)
    assert (card.triggers, card.statics, card.abilities, card.facts.deck_size) == ((), (), (), deck)
    game = board(tmp_path, **{side: {"identity": title}})
    assert game.player(side).identity.title == title
    assert (game.hand_size(side), game.link()) == (5, 0)


def test_a_short_name_two_identities_share_names_neither_and_a_scenario_using_it_is_refused(tmp_path):
    assert lookup("Jinteki") is None and lookup("Haas-Bioroid") is None
    assert lookup("Jinteki: Restoring Humanity").title == "Jinteki: Restoring Humanity"
    with pytest.raises(ScenarioError, match="unknown identity 'Jinteki'"):
        board(tmp_path, corp={"identity": "Jinteki"})


def test_thule_subsea_does_core_damage_on_a_steal_unless_the_runner_spends_a_click_and_2(tmp_path):
    def steal(answer, name):
        return run_past(tmp_path, [], corp={"identity": "Thule Subsea: Safety Below", "servers": AGENDA},
                        runner={"grip": list(GRIP)}, name=name,
                        decisions={"steal": "yes", "Thule Subsea: Safety Below choice": answer})
    paid = steal("spend [click] and 2[c]", "paid")
    assert (at(paid, "damage.core"), at(paid, "runner.credits"), at(paid, "runner.clicks")) == (0, 3, 4 - 1 - 1)
    hurt = steal("no", "hurt")
    assert (at(hurt, "damage.core"), at(hurt, "runner.credits")) == (1, 5)


def test_az_mccaffrey_takes_1_off_the_first_hardware_or_job_or_connection_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Daily Casts"}, {"runner": "install Clone Chip"},
                                         {"runner": "install Akamatsu Mem Chip"}], name="az",
                      runner={"identity": "Az McCaffrey: Mechanical Prodigy", "credits": 10,
                              "grip": ["Daily Casts", "Clone Chip", "Akamatsu Mem Chip"]})
    # Daily Casts (3, no discount: not a job or connection), Clone Chip (1 - 1), Akamatsu Mem Chip (1, full cost)
    assert at(result, "runner.credits") == 10 - 3 - 0 - 1


def test_hb_precision_design_has_6_hand_size_and_may_take_a_card_back_when_scoring(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="hb",
                      corp={"identity": "Haas-Bioroid: Precision Design", "rd": list(RD), "archives": ["Enigma"],
                            "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
                      decisions={"score": "yes", "use Haas-Bioroid: Precision Design": "yes",
                                 "order Corp abilities": ["Hostile Takeover", "Haas-Bioroid: Precision Design"],
                                 "Haas-Bioroid: Precision Design target": "Enigma"})
    assert (at(result, "corp.hand_size"), sorted(at(result, "corp.hq")), at(result, "corp.archives")) == \
        (6, ["Enigma", "Hedge Fund"], [])


def _corp_turn_ends(tmp_path, identity, name, archives=(), **corp):
    actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
    return scenario(tmp_path, turn="corp", actions=actions, name=name, runner={"grip": list(GRIP)},
                    corp={"identity": identity, "rd": list(RD), "archives": list(archives), **corp})


def test_jinteki_restoring_humanity_gains_1_if_archives_holds_a_facedown_card_as_its_turn_ends(tmp_path):
    hidden = _corp_turn_ends(tmp_path, "Jinteki: Restoring Humanity", "hidden", ["Enigma"])
    assert at(hidden, "corp.credits") == 5 + 3 + 1
    shown = _corp_turn_ends(tmp_path, "Jinteki: Restoring Humanity", "shown", [{"card": "Enigma", "faceup": True}])
    assert at(shown, "corp.credits") == 5 + 3


def test_pravdivost_may_advance_a_card_on_the_first_successful_run_each_turn(tmp_path):
    corp = {"identity": "Pravdivost Consulting: Political Solutions", "servers": {"Server 1": {
        "root": [{"card": "Ubiquitous Vig", "rezzed": True}]}}, "hq": ["Hedge Fund"]}
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}], name="pravdivost",
                      corp=corp, decisions={"jack out": "no", "use Pravdivost Consulting": "yes",
                                            "Pravdivost Consulting: Political Solutions target": "Ubiquitous Vig"})
    assert at(result, "cards.Ubiquitous Vig.counters.advancement") == 1  # the second run: not the first this turn


def test_lat_may_draw_when_the_discard_phase_ends_with_as_many_cards_as_hq(tmp_path):
    def turn(hq, name):
        actions = [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}]
        return scenario(tmp_path, actions=actions, name=name, decisions={"use Lat: Ethical Freelancer": "yes"},
                        runner={"identity": "Lat: Ethical Freelancer", "grip": ["Sure Gamble"], "stack": ["Diesel"]},
                        corp={"hq": hq, "rd": list(RD)})
    assert at(turn(["Enigma"], "same"), "runner.grip") == ["Sure Gamble", "Diesel"]
    assert at(turn(["Enigma", "Ice Wall"], "different"), "runner.grip") == ["Sure Gamble"]


def test_rene_loup_gains_1_and_draws_the_first_time_each_turn_a_card_being_accessed_is_trashed(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, name="rene",
                      runner={"identity": "René “Loup” Arcemont: Party Animal", "stack": ["Diesel"]},
                      decisions={"trash PAD Campaign": "yes"})
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (5 - 4 + 1, ["Diesel"])


def test_rene_loup_gives_nothing_for_the_second_trash_while_accessing_in_a_turn(tmp_path):
    servers = {"Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["PAD Campaign"]}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}], name="rene2",
                      corp={"servers": servers},
                      runner={"identity": "René “Loup” Arcemont: Party Animal", "credits": 10,
                              "stack": ["Diesel", "Sure Gamble"]},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert at(result, "corp.archives") == ["PAD Campaign", "PAD Campaign"]
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (10 - 4 + 1 - 4, ["Diesel"])


def test_muslihat_may_take_an_icebreaker_or_run_event_from_the_top_of_the_stack(tmp_path):
    def turn(top, name):
        return scenario(tmp_path, actions=[{"runner": "gain credit"}], name=name, decisions={"use MuslihaT": "yes"},
                        runner={"identity": "MuslihaT: Multifarious Marketeer", "stack": [top, "Sure Gamble"]})
    assert at(turn("Corroder", "breaker"), "runner.grip") == ["Corroder"]
    assert at(turn("Diesel", "other"), "runner.grip") == []


def test_barry_wong_may_install_a_resource_or_hardware_when_the_corp_rezzes_ice(tmp_path):
    result = run_past(tmp_path, {"card": "Ice Wall", "rezzed": False}, name="barry",
                      runner={"identity": "Barry “Baz” Wong: Tri-Maf Veteran", "grip": ["Daily Casts", "Corroder"]},
                      decisions={"rez Ice Wall": "yes", "use Barry “Baz” Wong": "yes",
                                 "Barry “Baz” Wong: Tri-Maf Veteran target": "Daily Casts", "break Ice Wall": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Daily Casts"], 5 - 3)


def _epiphany(tmp_path, name, *corp_actions):
    actions = [{"runner": "run Server 1"}, {"runner": "run Server 2"}, {"runner": "gain credit"},
               {"runner": "gain credit"}, *corp_actions]
    return scenario(tmp_path, actions=actions, name=name, corp={
        "identity": "Epiphany Analytica: Nations Undivided", "rd": ["Hedge Fund", "Ice Wall", "PAD Campaign", "Enigma"],
        "servers": {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["Hostile Takeover"]}}},
        decisions={"jack out": "no", "steal": "yes", "Epiphany Analytica: Nations Undivided install": "PAD Campaign",
                   "Epiphany Analytica: Nations Undivided install where": "new remote", "rez": "no"})


def test_epiphany_analytica_counts_the_first_steal_each_turn_and_spends_it_to_install_from_the_top_3(tmp_path):
    counted = _epiphany(tmp_path, "counted")
    assert at(counted, "cards.Epiphany Analytica: Nations Undivided.counters") == {"power": 1}  # 2 steals, 1 turn
    used = _epiphany(tmp_path, "used", {"corp": "use Epiphany Analytica: Nations Undivided"})
    assert at(used, "corp.servers.Server 1.root") == ["PAD Campaign"]  # the stolen agendas' servers are gone
    assert (at(used, "cards.Epiphany Analytica: Nations Undivided.counters"), at(used, "corp.clicks")) == ({}, 3 - 1)


def test_epiphany_analytica_counts_a_trashed_corp_card_and_not_a_steal_later_that_turn(tmp_path):
    """'The first time each turn the Runner steals or trashes a Corp card': trashing PAD Campaign is the first, so
    stealing Hostile Takeover afterwards that turn places nothing more."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 2"}, {"runner": "run Server 1"}], name="trash", corp={
        "identity": "Epiphany Analytica: Nations Undivided", "rd": ["Hedge Fund"],
        "servers": {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["PAD Campaign"]}}},
        decisions={"jack out": "no", "steal": "yes", "trash PAD Campaign": "yes", "rez": "no"})
    assert (at(result, "corp.archives"), at(result, "runner.score_area")) == (["PAD Campaign"], ["Hostile Takeover"])
    assert at(result, "cards.Epiphany Analytica: Nations Undivided.counters") == {"power": 1}
