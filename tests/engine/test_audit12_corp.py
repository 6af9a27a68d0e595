"""Corp cards of the twelfth card audit (seed 20261212; the draw is described in test_audit12_runner.py), each test
asserting what the printed text and CR 25.08 make happen, never what the engine printed: clauses no earlier test
asserted."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import GRIP, RD, at, run_past, scenario, step


# --- Doomscroll ----------------------------------------------------------------------------------------------------
def test_doomscroll_counts_the_tag_its_first_subroutine_gave(tmp_path):
    """With 1 tag, the first subroutine makes 2, so the third ("if the Runner has at least 2 tags", read as it
    resolves) does its 2 net damage after the second's 1."""
    result = run_past(tmp_path, "Doomscroll", runner={"tags": 1, "grip": ["Sure Gamble"] * 5},
                      decisions={"break Doomscroll": "no", "jack out": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.net")) == (2, 1 + 2)


def test_doomscroll_third_subroutine_does_nothing_below_2_tags(tmp_path):
    result = run_past(tmp_path, "Doomscroll", runner={"grip": ["Sure Gamble"] * 5}, name="one-tag",
                      decisions={"break Doomscroll": "no", "jack out": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.net")) == (1, 1)


# --- Wave ----------------------------------------------------------------------------------------------------------
def test_wave_gains_1_for_each_rezzed_harmonic_ice_itself_included(tmp_path):
    """Two rezzed Waves: each one's subroutine counts both (2[c] each)."""
    result = run_past(tmp_path, ["Wave", "Wave"], decisions={"break Wave": "no", "jack out": "no"})
    assert at(result, "corp.credits") == 5 + 2 + 2


# --- Active Policing -----------------------------------------------------------------------------------------------
def test_active_policing_at_threat_3_paying_2_takes_2_clicks_from_the_runners_next_turn(tmp_path):
    """The Runner trashed PAD Campaign; the Corp (3 agenda points) plays Active Policing, installs nothing and pays
    2[c]: -1 allotted [click] twice, and the Corp's action phase ends with its 2 [click] unspent."""
    actions = [{"runner": "run Server 1"}, *[{"runner": "gain credit"}] * 3, {"corp": "play Active Policing"},
               {"runner": "gain credit"}]
    result = scenario(tmp_path, actions=actions, runner={"credits": 9, "grip": list(GRIP)},
                      corp={"hq": ["Active Policing", "Ice Wall"], "rd": list(RD), "score_area": ["Hostile Takeover"] * 3,
                            "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes", "Active Policing install": "no",
                                 "use Active Policing": "yes"})
    assert (at(result, "corp.credits"), at(result, "runner.clicks")) == (5 - 2, 4 - 2 - 1)
    assert "2[click] unspent" in step(result, "the Corp's action phase ends")["text"]


# --- Off the Books -------------------------------------------------------------------------------------------------
def _off_the_books(tmp_path, target: str, where: str, name: str) -> dict:
    """The Corp's turn to its end (a Runner action follows it), Off the Books holding 1 agenda counter, 0[c]."""
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                    name=name, runner={"grip": list(GRIP)}, corp={
                        "credits": 0, "rd": ["Ice Wall", "Hedge Fund", "Enigma", "PAD Campaign"], "servers": {"HQ": {"ice": ["Ice Wall"]}},
                        "score_area": [{"card": "Off the Books", "counters": {"agenda": 1}}]},
                    decisions={"rez": "no", "use Off the Books": "yes", "Off the Books target": target,
                               "Off the Books install where": where})


def test_off_the_books_installs_the_card_found_ignoring_all_costs(tmp_path):
    """Enigma installed outermost on HQ over Ice Wall: neither its install cost of 1[c] for the ice already there is
    paid (the Corp has 3[c], from its 3 clicks)."""
    result = _off_the_books(tmp_path, "Enigma", "HQ", "install")
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.credits")) == (["Enigma", "Ice Wall"], 3)
    assert at(result, "cards[Off the Books].counters") == {}


def test_off_the_books_adds_to_hq_an_operation_it_cannot_install(tmp_path):
    result = _off_the_books(tmp_path, "Hedge Fund", "HQ", "operation")
    assert "Hedge Fund" in at(result, "corp.hq") and "Hedge Fund" not in at(result, "corp.rd")


# --- Next Big Thing ------------------------------------------------------------------------------------------------
def test_next_big_thing_stolen_gets_its_agenda_counter(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], decisions={"jack out": "no", "steal": "yes"},
                      corp={"servers": {"Server 1": {"root": ["Next Big Thing"]}}})
    assert (at(result, "runner.score_area"), at(result, "cards[Next Big Thing].counters")) == \
        (["Next Big Thing"], {"agenda": 1})


def test_the_corp_uses_next_big_thing_from_the_runners_score_area(tmp_path):
    """[click], its counter: the Corp draws 4 (Ice Wall, Enigma, Hostile Takeover, PAD Campaign, after the turn's
    mandatory draw of Hedge Fund) and shuffles the 2 it names into R&D."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Next Big Thing"}],
                      corp={"hq": ["Hedge Fund"], "rd": list(RD)},
                      runner={"score_area": [{"card": "Next Big Thing", "counters": {"agenda": 1}}]},
                      decisions={"Next Big Thing choice": ["Hedge Fund", "Ice Wall"]})
    assert sorted(at(result, "corp.hq")) == ["Enigma", "Hedge Fund", "Hostile Takeover", "PAD Campaign"]
    assert (sorted(at(result, "corp.rd")), at(result, "corp.clicks")) == (["Hedge Fund", "Ice Wall"], 3 - 1)
    assert at(result, "cards[Next Big Thing].counters") == {}


def test_the_runner_cannot_use_next_big_thing_in_their_score_area(tmp_path):
    with pytest.raises(ScenarioError, match="Next Big Thing is not an active card of the Runner's"):
        scenario(tmp_path, actions=[{"runner": "use Next Big Thing"}], corp={"hq": ["Hedge Fund"], "rd": list(RD)},
                 runner={"score_area": [{"card": "Next Big Thing", "counters": {"agenda": 1}}]})


# --- Ansel 1.0 -----------------------------------------------------------------------------------------------------
def test_ansel_s_last_subroutine_forbids_stealing_for_the_rest_of_the_run(tmp_path):
    result = run_past(tmp_path, "Ansel 1.0", corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [
        "Hostile Takeover"]}}}, decisions={"break Ansel 1.0": "no", "jack out": "no", "Ansel 1.0 install": "no",
                                          "steal": "yes"})
    assert (at(result, "runner.score_area"), at(result, "corp.servers.Server 1.root")) == ([], ["Hostile Takeover"])


def test_ansel_installs_from_archives(tmp_path):
    result = run_past(tmp_path, "Ansel 1.0", corp={"archives": ["Ice Wall"], "hq": ["Hedge Fund"]}, name="archives",
                      decisions={"break Ansel 1.0": "no", "jack out": "no", "Ansel 1.0 install": "Ice Wall",
                                 "Ansel 1.0 install where": "HQ", "rez": "no"})
    assert (at(result, "corp.servers.HQ.unrezzed"), at(result, "corp.archives")) == (["Ice Wall"], [])


# --- Transport Monopoly --------------------------------------------------------------------------------------------
def test_transport_monopoly_is_used_once_per_turn(tmp_path):
    """Offered at each of two approaches, it is used at the first only: 1 of its 2 counters is left."""
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}] * 2, corp={
        "servers": {"Server 1": {"root": ["PAD Campaign"]}},
        "score_area": [{"card": "Transport Monopoly", "counters": {"agenda": 2}}]},
        decisions={"abilities at approach Ice Wall": "Transport Monopoly", "rez": "no", "trash PAD Campaign": "no"})
    assert at(result, "cards.Transport Monopoly.counters") == {"agenda": 1}


# --- Syailendra ----------------------------------------------------------------------------------------------------
def test_syailendra_with_2_counters_places_none_when_encountered(tmp_path):
    """Below 3 hosted advancement counters its encounter ability does nothing; its first subroutine may still place
    1 (here on Clearinghouse, an asset the Corp can advance), then the Runner loses 2[c] and takes 1 net damage."""
    result = run_past(tmp_path, [{"card": "Syailendra", "advancement": 2}], runner={"grip": list(GRIP)},
                      corp={"servers": {"Server 2": {"root": [{"card": "Clearinghouse", "rezzed": False}]}}},
                      decisions={"break Syailendra": "no", "Syailendra target": "Clearinghouse", "jack out": "no",
                                 "rez": "no"})
    assert (at(result, "runner.credits"), at(result, "damage.net")) == (5 - 2, 1)
    assert (at(result, "cards[Clearinghouse].counters"), at(result, "cards[Syailendra].counters")) == \
        ({"advancement": 1}, {"advancement": 2})
    assert len([e for e in result["trace"] if "places 1 advancement counter on" in e["text"]]) == 1
