"""No card is in no zone at the end: a card set aside when the game ends (a draw beyond R&D, cr/rule_draw_procedure;
a search, cr/rule_searched_cards_set_aside) is shown set aside, in the zone both players share
(cr/rule_set_aside_zone), and an event still resolving when the game ends in the play area (cr/rule_game_end)."""

from collections import Counter

from tests.engine.card_play import at, scenario


def _everywhere(state: dict) -> Counter:
    """Every card of a state, counted by title, whatever zone holds it."""
    corp, runner = state["corp"], state["runner"]
    piles = [corp[k] for k in ("hq", "rd", "archives", "removed", "score_area")]
    piles += [s[k] for s in corp["servers"].values() for k in ("ice", "root")]
    piles += [runner[k] for k in ("grip", "stack", "heap", "removed", "score_area", "rig")]
    piles += [state.get("set_aside", []), state.get("play_area", [])]
    return Counter(t for pile in piles for t in pile)


def test_the_cards_a_draw_set_aside_when_rd_ran_out_are_shown_set_aside(tmp_path):
    """Anonymous Tip: "Draw 3 cards." with 2 in R&D: the 2 are set aside and the game ends before they reach HQ;
    the final state shows them set aside, and Anonymous Tip, still resolving, in the play area."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Anonymous Tip"}], name="short",
                      corp={"credits": 5, "clicks": 3, "hq": ["Anonymous Tip"], "rd": ["Ice Wall", "Hedge Fund"]})
    assert at(result, "winner") == "runner"
    assert (sorted(at(result, "set_aside")), at(result, "play_area")) == (["Hedge Fund", "Ice Wall"],
                                                                          ["Anonymous Tip"])
    assert _everywhere(result["final_state"]) == _everywhere(result["start_state"])


def test_a_run_event_whose_run_wins_the_game_stays_in_the_play_area(tmp_path):
    """The Runner steals their 7th agenda point during Dirty Laundry's run: the game ends at once, the event never
    finishes resolving, so it is never trashed; it is in the play area, not in no zone."""
    result = scenario(tmp_path, actions=[{"runner": "play Dirty Laundry on Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Project Atlas"]}}},
                      runner={"credits": 5, "grip": ["Dirty Laundry"],
                              "score_area": ["Project Vitruvius", "Project Vitruvius", "Hostile Takeover"]},
                      decisions={"jack out": "no"})
    assert at(result, "winner") == "runner"
    assert (at(result, "play_area"), at(result, "runner.heap")) == (["Dirty Laundry"], [])
    assert _everywhere(result["final_state"]) == _everywhere(result["start_state"])


def test_the_verdict_names_the_cards_left_set_aside_when_the_game_ends(tmp_path):
    from rulesdb.answers.verdicts import verdict
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Anonymous Tip"}], name="verdict",
                      corp={"credits": 5, "clicks": 3, "hq": ["Anonymous Tip"], "rd": ["Ice Wall"]})
    assert verdict(result)["sentences"][0] == "The Runner wins by R&D empty; Ice Wall is left set aside."
