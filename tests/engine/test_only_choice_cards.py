"""Cards whose mandatory choice the rules leave to one option: the engine makes it, the trace names the option and
cites the rule that makes the choice mandatory, and a file answering it with that option is still read. One board per
kind of choice: a card a "trash 1 of them" needs (cr/rule_announce_targets), an installed card an instruction names,
a subroutine to resolve, a server a run needs (cr/rule_object_subroutine_targets), a card a cost is paid with
(cr/rule_cost), an effect a "must" ability picks (cr/rule_mandatory_choice) and a position among the top of R&D."""

import pytest

from rulesdb.engine import run_scenario
from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import _write, at, scenario, traced

HANSEI = {"turn": "corp", "corp": {"credits": 5, "hq": ["Hansei Review"], "rd": ["Ice Wall", "Hedge Fund"]},
          "actions": [{"corp": "play Hansei Review"}]}
NET_READY = {"runner": {"rig": ["Net-Ready Eyes", "Corroder"]}, "actions": [{"runner": "run HQ"}],
             "decisions": {"jack out": "no"}}
HANNAH = {"runner": {"rig": ["Hannah \"Wheels\" Pilintra"]}, "corp": {"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
          "actions": [{"runner": "use Hannah \"Wheels\" Pilintra"}], "decisions": {"jack out": "no"}}
ZATO = {"corp": {"servers": {"Server 1": {"root": ["ZATO City Grid"], "ice": ["Ice Wall"]}}},
        "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no", "use ZATO City Grid": "yes"}}
SISYPHUS = {"corp": {"credits": 0, "hq": ["Hedge Fund"], "score_area": ["Sisyphus Protocol"],
                     "servers": {"Server 1": {"ice": ["Enigma"]}}},
            "runner": {"rig": ["Gordian Blade"], "credits": 6}, "actions": [{"runner": "run Server 1"}],
            "decisions": {"jack out": "no", "break Enigma": "Gordian Blade", "use Sisyphus Protocol": "yes"}}
ELIZA = {"turn": "corp", "corp": {"credits": 0, "rd": ["Hedge Fund"], "servers": {
    "Server 1": {"root": ["Eliza's Toybox"]}, "HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
    "actions": [{"corp": "use Eliza's Toybox"}]}
TENMA = {"turn": "corp", "corp": {"rd": ["Hedge Fund"], "servers": {
    "HQ": {"ice": ["Ice Wall"]}, "R&D": {"ice": ["Enigma"]}, "Server 1": {"root": ["Tenma Line"]}}},
    "actions": [{"corp": "use Tenma Line"}]}
TOP_HAT = {"runner": {"rig": ["Top Hat"]}, "corp": {"rd": ["Hostile Takeover"]}, "actions": [{"runner": "run R&D"}],
           "decisions": {"jack out": "no", "instead of breaching Top Hat": "yes"}}


def play(tmp_path, board: dict, **answers):
    """The board played; `answers` added to its decisions."""
    return scenario(tmp_path, actions=board["actions"], turn=board.get("turn", "runner"), corp=board.get("corp"),
                    runner=board.get("runner"), decisions={**board.get("decisions", {}), **answers})


def the_only(result: dict, step: str) -> str:
    """The rule the trace step saying a choice had one option cites (the step must be there, once), besides the
    moment of the game it happens at."""
    found = [entry for entry in result["trace"] if entry["text"] == step]
    assert len(found) == 1, [entry["text"] for entry in result["trace"]]
    rules = [cite for cite in found[0]["cites"] if cite.startswith("cr/rule_")]
    assert len(rules) == 1, found[0]["cites"]
    return rules[0].removeprefix("cr/")


def test_hansei_reviews_only_card_in_hq_is_trashed_without_asking_which(tmp_path):
    # "If there are any cards in HQ, trash 1 of them": Ice Wall, drawn as the turn began, is the one card in HQ
    result = play(tmp_path, HANSEI)
    assert the_only(result, "Hansei Review's only target is Ice Wall.") == "rule_announce_targets"
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Ice Wall", "Hansei Review"], 5 - 5 + 10)


def test_net_ready_eyes_boosts_the_only_installed_icebreaker_without_asking(tmp_path):
    # "Whenever you initiate a run, choose an icebreaker": Corroder is the only one
    result = play(tmp_path, NET_READY)
    assert the_only(result, "Net-Ready Eyes's only target is Corroder.") == "rule_announce_targets"


def test_zato_city_grid_takes_the_only_subroutine_of_ice_wall(tmp_path):
    # "choose 1 subroutine on it": Ice Wall has one, so only whether to trash the ice is a question
    result = play(tmp_path, ZATO)
    assert the_only(result, "ZATO City Grid's only choice is 1: End the run.") == "rule_announce_targets"
    assert (at(result, "corp.archives"), at(result, "runs.0.outcome")) == (["Ice Wall"], "unsuccessful")


def test_hannah_runs_the_only_remote_server_without_asking_which(tmp_path):
    # "Run a remote server": Server 1 is the only one; a server is chosen as the instruction resolves
    result = play(tmp_path, HANNAH)
    assert the_only(result, "Hannah \"Wheels\" Pilintra's only choice is Server 1.") == \
        "rule_object_subroutine_targets"
    assert (at(result, "runs.0.server"), at(result, "runner.tags")) == ("Server 1", 1)


def test_sisyphus_protocol_with_no_credit_trashes_the_only_card_in_hq_to_pay(tmp_path):
    # "you may pay 1[c] or trash 1 card from HQ": whether is asked; with 0[c] the cost is the card, and one card is
    # no choice of which
    result = play(tmp_path, SISYPHUS)
    assert the_only(result, "Sisyphus Protocol's only choice is trash 1 card from HQ.") == "rule_cost"
    assert the_only(result, "Sisyphus Protocol's only target is Hedge Fund.") == "rule_cost"
    assert (at(result, "corp.archives"), len(at(result, "runs.0.encounters"))) == (["Hedge Fund"], 2)


def test_fencer_fueno_is_trashed_when_the_runner_cannot_pay_the_credit(tmp_path):
    # "you must pay 1[c] or trash this resource": the Runner with 0[c] must choose the effect that can resolve
    path = _write(tmp_path, [{"runner": "draw"}], "runner", {}, {"credits": 0, "clicks": 1, "rig": [
        {"card": "Fencer Fueno", "credits": 3}]}, {}, 1, "fencer")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("expect:", "until: end of turn\nexpect:", 1), encoding="utf-8")
    result = run_scenario(path, allow_incomplete=True)
    assert the_only(result, "Fencer Fueno's only choice is trash.") == "rule_mandatory_choice"
    assert at(result, "runner.heap") == ["Fencer Fueno"]


def test_elizas_toybox_rezzes_the_only_unrezzed_card_without_asking_which(tmp_path):
    # "Rez 1 card, ignoring all costs": no "may", so the one unrezzed card is the target the instruction needs
    result = play(tmp_path, ELIZA)
    assert the_only(result, "Eliza's Toybox's only target is Enigma.") == "rule_announce_targets"
    assert at(result, "cards.Enigma.rezzed") is True


def test_vaporframe_fabricators_install_without_may_offers_no_no_and_takes_the_only_card(tmp_path):
    # "[click]: Install 1 card from HQ, ignoring all costs": no "may" (its trashed ability's "you may" keeps its no)
    board = {"turn": "corp", "corp": {"rd": ["Hedge Fund"], "hq": ["Ice Wall", "PAD Campaign"],
                                      "servers": {"Server 1": {"root": ["Vaporframe Fabricator"]}}},
             "actions": [{"corp": "use Vaporframe Fabricator"}]}
    with pytest.raises(DecisionNeeded) as asked:
        play(tmp_path, board)
    assert (asked.value.name, asked.value.options) == ("Vaporframe Fabricator install", ["Ice Wall", "PAD Campaign"])
    board["corp"]["hq"] = ["Ice Wall"]
    result = play(tmp_path, board, **{"Vaporframe Fabricator install where": "HQ"})
    assert the_only(result, "Vaporframe Fabricator's only card to install is Ice Wall.") == "rule_announce_targets"
    assert at(result, "corp.servers.HQ.unrezzed") == ["Ice Wall"]


def test_tenma_line_swaps_the_only_two_installed_pieces_of_ice_without_asking_which(tmp_path):
    # "Swap 2 installed pieces of ice": with 2 installed, both are the targets; a choice of 2 among 2 is no choice
    result = play(tmp_path, TENMA)
    assert the_only(result, "Tenma Line's only choices are Ice Wall and Enigma.") == "rule_announce_targets"
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == (["Enigma"], ["Ice Wall"])


def test_the_nihilists_only_2_virus_counters_are_removed_and_an_empty_r_and_d_leaves_the_corp_no_choice(tmp_path):
    # "remove any 2 virus counters": with 2 in all, those 2; "draw 2 cards unless the Corp trashes the top card of
    # R&D": a nested cost the Corp cannot pay from an empty R&D (cr/rule_nested_cost_unless), so nothing is asked
    board = {"corp": {"rd": []}, "runner": {"stack": ["Sure Gamble", "Easy Mark", "Diesel"], "rig": [
        {"card": "The Nihilist", "counters": {"virus": 2}}]}, "actions": [{"runner": "gain credit"}],
        "decisions": {"use The Nihilist": "yes"}}
    result = play(tmp_path, board)
    said = "The Nihilist's only targets are both virus counters on The Nihilist."
    assert the_only(result, said) == "rule_announce_targets"
    assert traced(result, "The Nihilist's ability: R&D is empty, so the Corp cannot trash its top card.")
    assert (at(result, "runner.grip"), at(result, "cards[The Nihilist].counters")) == (["Sure Gamble", "Easy Mark"], {})


def test_top_hat_accesses_the_only_card_in_r_and_d_without_asking_its_position(tmp_path):
    result = play(tmp_path, TOP_HAT)
    assert the_only(result, "Top Hat's only choice is 1.") == "rule_announce_targets"
    assert at(result, "runner.score_area") == ["Hostile Takeover"]


@pytest.mark.parametrize(("board", "name", "option"), [
    (HANSEI, "Hansei Review target", "Ice Wall"), (NET_READY, "Net-Ready Eyes target", "Corroder"),
    (ZATO, "ZATO City Grid choice", "1: End the run."), (HANNAH, "Hannah \"Wheels\" Pilintra choice", "Server 1"),
    (SISYPHUS, "Sisyphus Protocol target", "Hedge Fund"), (TOP_HAT, "Top Hat choice", 1),
    (ELIZA, "Eliza's Toybox target", "Enigma"), (TENMA, "Tenma Line choice", ["Ice Wall", "Enigma"])])
def test_a_file_answering_the_only_option_is_read_and_plays_the_same(tmp_path, board, name, option):
    # run as a file would be: an answer the run never reads would be refused (Decider.refuse_unasked)
    path = _write(tmp_path, board["actions"], board.get("turn", "runner"), board.get("corp"), board.get("runner"),
                  {**board.get("decisions", {}), name: option}, 1, "answered")
    answered = run_scenario(path, allow_incomplete=True)
    unanswered = play(tmp_path, board)
    assert [e["text"] for e in answered["trace"]] == [e["text"] for e in unanswered["trace"]]


TEST_RUN = {"runner": {"grip": ["Test Run"], "heap": ["Corroder"], "stack": ["Sure Gamble"], "credits": 5},
            "actions": [{"runner": "play Test Run"}], "decisions": {"Test Run choice": "heap"}}


def test_test_run_finds_the_only_program_in_the_heap_without_asking(tmp_path):
    # only a deck's search may fail to find (cr/rule_fail_to_find): the heap's one program is found
    result = play(tmp_path, TEST_RUN)
    assert the_only(result, "Test Run's only target is Corroder.") == "rule_find"
    assert at(result, "runner.rig") == ["Corroder"]


def test_project_atlas_finds_the_only_card_left_in_r_and_d_without_asking(tmp_path):
    # "Search R&D for 1 card": no criteria, so the Corp finds one (cr/rule_search_multiple_cards); a card found is no
    # target (cr/rule_searching_does_not_target), so the trace cites the search's rule
    board = {"turn": "corp", "corp": {"rd": ["Hedge Fund", "Ice Wall"], "score_area": [
        {"card": "Project Atlas", "counters": {"agenda": 1}}]}, "actions": [{"corp": "use Project Atlas"}]}
    result = play(tmp_path, board)
    assert the_only(result, "Project Atlas's only target is Ice Wall.") == "rule_search_multiple_cards"
    assert at(result, "corp.hq") == ["Hedge Fund", "Ice Wall"]


@pytest.mark.parametrize(("card", "answers", "name"), [
    ("Mutual Favor", {}, "Mutual Favor target"), ("Muse", {"Muse zone": "stack"}, "Muse target")])
def test_a_search_of_the_stack_with_one_match_may_still_fail_to_find_it(tmp_path, card, answers, name):
    # "Search your stack for 1 icebreaker" / "search your stack, heap, or grip for 1 non-daemon program": the stack
    # is a deck, so one match is still a choice, and "no" finds nothing (cr/rule_fail_to_find)
    runner = {"grip": [card], "stack": ["Corroder", "Sure Gamble"], "credits": 5}
    action = f"{'install' if card == 'Muse' else 'play'} {card}"
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": action}], runner=runner, decisions=answers)
    assert (asked.value.name, asked.value.options) == (name, ["Corroder", "no"])
    none = scenario(tmp_path, actions=[{"runner": action}], runner=runner, decisions={**answers, name: "no"},
                    name="none")
    assert "Corroder" not in at(none, "runner.rig") + at(none, "runner.grip")


def test_a_mandatory_choice_of_as_many_cards_as_there_are_takes_them_all_and_still_reads_an_answer():
    from rulesdb.engine.state.decisions import Answer, Decider, titles_from
    from rulesdb.errors import ScenarioError
    check = titles_from(["Ice Wall", "Enigma"], "HQ", exactly=2)
    assert Decider((), None, "f").ask("Sprint shuffle", ["Ice Wall", "Enigma"], "Corp", must=True, whole=True,
                                      check=check) == ["Ice Wall", "Enigma"]
    with pytest.raises(ScenarioError, match="name exactly 2"):
        Decider((Answer("Sprint shuffle", "Ice Wall", 3),), None, "f").ask(
            "Sprint shuffle", ["Ice Wall", "Enigma"], "Corp", must=True, whole=True, check=check)
    with pytest.raises(DecisionNeeded):  # 2 of 3 is a choice
        Decider((), None, "f").ask("Sprint shuffle", ["Ice Wall", "Enigma", "Wall"], "Corp", must=True,
                                   check=titles_from(["Ice Wall", "Enigma", "Wall"], "HQ", exactly=2))
