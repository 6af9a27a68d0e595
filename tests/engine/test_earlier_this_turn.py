"""A board that starts inside a turn says what was played, or trashed for its ability, earlier in it
(`earlier_this_turn`): each card's effect that lasts the turn is made again by the card's own implementation, the card
where it went after use (state.earlier_this_turn). An event or operation in the heap or Archives the board does not
list may have been played then: refused, naming it and the way out, only where its effect decides the answer."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

GROOVE_UNSEEN = ("In the Groove (heap) may have been played earlier this turn (a board starting after an unshown "
                 "action cannot say), and its \"For the remainder of this turn, whenever you install a card with a "
                 "printed install cost of 1[c] or greater, draw 1 card or gain 1[c].\" decides installing Corroder; "
                 "list it on the board (runner.earlier_this_turn: In the Groove) or mark it \"In the Groove (not "
                 "played this turn)\", or start the scenario at the beginning of the turn")
DRM_UNSEEN = ("Digital Rights Management (Archives) may have been played earlier this turn (a board starting after an "
              "unshown action cannot say), and its \"You cannot score agendas for the remainder of the turn.\" decides "
              "scoring Project Atlas; list it on the board (corp.earlier_this_turn: Digital Rights Management) or "
              "mark it \"Digital Rights Management (not played this turn)\", or start the scenario at the beginning "
              "of the turn")
ATLAS = {"Server 1": {"root": [{"card": "Project Atlas", "advancement": 2}]}}


def _install_corroder(tmp_path, name, clicks=3, **runner):
    clicks = {"clicks": clicks} if clicks else {}
    return scenario(tmp_path, name=name, runner={**clicks, "credits": 5, "grip": ["Corroder"],
                                                 "stack": ["Sure Gamble"], **runner},
                    actions=[{"runner": "install Corroder"}],
                    decisions={"In the Groove's delayed ability choice": "gain 1[c]"})


def _advance_atlas(tmp_path, name, clicks=2, **corp):
    return scenario(tmp_path, name=name, turn="corp", corp={"clicks": clicks, "credits": 5, "servers": ATLAS, **corp},
                    actions=[{"corp": "advance Project Atlas"}], decisions={"score": "yes"})


def test_in_the_groove_played_earlier_this_turn_gives_its_credit_when_corroder_is_installed(tmp_path):
    result = _install_corroder(tmp_path, "groove", earlier_this_turn=["In the Groove"])
    assert at(result, "runner.credits") == 4  # 5 - 2 for Corroder + 1 from In the Groove
    assert at(result, "runner.heap") == ["In the Groove"]
    assert traced(result, "The board says In the Groove was played earlier this turn")


def test_in_the_groove_in_the_heap_after_an_unshown_action_refuses_installing_corroder(tmp_path):
    with pytest.raises(EarlierTurnUnknown) as refused:
        _install_corroder(tmp_path, "groove-heap", heap=["In the Groove"])
    assert str(refused.value).endswith(GROOVE_UNSEEN) and "\n" not in str(refused.value)


def test_in_the_groove_in_the_heap_marked_not_played_this_turn_is_ruled_without_it(tmp_path):
    result = _install_corroder(tmp_path, "groove-not", heap=[{"card": "In the Groove", "not_played_this_turn": True}])
    assert at(result, "runner.credits") == 3


def test_in_the_groove_in_the_heap_does_not_matter_to_a_card_with_no_install_cost(tmp_path):
    result = scenario(tmp_path, name="groove-free", runner={"clicks": 3, "credits": 5, "grip": ["Cortez Chip"],
                                                            "heap": ["In the Groove"]},
                      actions=[{"runner": "install Cortez Chip"}])
    assert at(result, "runner.credits") == 5 and at(result, "runner.rig") == ["Cortez Chip"]


def test_in_the_groove_in_the_heap_at_the_start_of_the_turn_was_not_played_this_turn(tmp_path):
    result = _install_corroder(tmp_path, "groove-start", clicks=None, heap=["In the Groove"])
    assert at(result, "runner.credits") == 3


def test_digital_rights_management_played_earlier_this_turn_forbids_scoring(tmp_path):
    result = _advance_atlas(tmp_path, "drm", earlier_this_turn=["Digital Rights Management"])
    assert at(result, "corp.score_area") == [] and at(result, "corp.archives_faceup") == ["Digital Rights Management"]
    assert traced(result, "the Corp cannot score it: The Corp cannot score agendas for the remainder of the turn.")


def test_digital_rights_management_in_archives_after_an_unshown_action_refuses_the_score(tmp_path):
    with pytest.raises(EarlierTurnUnknown) as refused:
        _advance_atlas(tmp_path, "drm-archives", archives=["Digital Rights Management"])
    assert str(refused.value).endswith(DRM_UNSEEN) and "\n" not in str(refused.value)


def test_digital_rights_management_in_archives_does_not_matter_in_the_runners_turn(tmp_path):
    result = scenario(tmp_path, name="drm-runner", runner={"clicks": 3},
                      corp={"archives": ["Digital Rights Management"], "servers": ATLAS},
                      actions=[{"runner": "run Server 1"}], decisions={"jack out": "no", "steal Project Atlas": "yes"})
    assert at(result, "runner.score_area") == ["Project Atlas"]


def test_mitosis_played_earlier_this_turn_on_project_atlas_forbids_scoring_it(tmp_path):
    result = _advance_atlas(tmp_path, "mitosis", earlier_this_turn=[{"card": "Mitosis", "target": ["Project Atlas"]}])
    assert at(result, "corp.score_area") == []
    assert traced(result, "the Corp cannot score it: The Corp cannot score Project Atlas this turn.")


def test_mitosis_in_archives_refuses_rezzing_a_card_the_board_had_in_a_remote_root(tmp_path):
    corp = {"clicks": 2, "credits": 5, "archives": ["Mitosis"],
            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    with pytest.raises(EarlierTurnUnknown, match=r"Mitosis \(Archives\) may have been played earlier this turn .*"
                                                 r"its \"You cannot score or rez either of those cards this turn.\" "
                                                 r"decides rezzing PAD Campaign; "):
        scenario(tmp_path, name="mitosis-rez", turn="corp", corp=corp, actions=[{"corp": "rez PAD Campaign"}],
                 decisions={"rez PAD Campaign": "yes"})


def test_mitosis_in_archives_does_not_matter_to_a_card_installed_in_the_scenario(tmp_path):
    corp = {"clicks": 2, "credits": 5, "archives": ["Mitosis"], "hq": ["PAD Campaign"]}
    result = scenario(tmp_path, name="mitosis-new", turn="corp", corp=corp,
                      actions=[{"corp": "install PAD Campaign in new remote"}],
                      decisions={"rez PAD Campaign": "yes"})
    assert at(result, "corp.credits") == 3


def test_cortez_chip_trashed_earlier_this_turn_adds_2_to_rezzing_the_ice_it_chose(tmp_path):
    corp = {"clicks": 2, "credits": 5, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    runner = {"earlier_this_turn": [{"card": "Cortez Chip", "target": "Enigma"}]}
    result = scenario(tmp_path, name="cortez", turn="corp", corp=corp, runner=runner,
                      actions=[{"corp": "gain credit"}])
    assert at(result, "runner.heap") == ["Cortez Chip"]
    assert traced(result, "\"the Corp must pay 2[c] as an additional cost to rez Enigma\" lasts until the end of the turn")


def test_the_helpful_ai_trashed_earlier_this_turn_gives_corroder_its_2_strength(tmp_path):
    runner = {"clicks": 3, "credits": 5, "rig": ["Corroder"],
              "earlier_this_turn": [{"card": "The Helpful AI", "target": "Corroder"}]}
    result = scenario(tmp_path, name="helpful", runner=runner, corp={"servers": {"HQ": {"ice": ["Wall of Static"]}}},
                      actions=[{"runner": "run HQ"}], decisions={"break Wall of Static": "Corroder", "jack out": "no"})
    assert at(result, "runner.credits") == 4  # no boost: 2 + 2 matches Wall of Static's 3


def test_bad_times_played_earlier_this_turn_lowers_the_memory_limit(tmp_path):
    result = scenario(tmp_path, name="bad-times", turn="corp", corp={"clicks": 2, "earlier_this_turn": ["Bad Times"]},
                      actions=[{"corp": "gain credit"}])
    assert at(result, "runner.memory.limit") == 2


@pytest.mark.parametrize(("runner", "corp", "turn", "said"), [
    ({"clicks": 3, "earlier_this_turn": ["Sure Gamble"]}, {}, "runner",
     "runner.earlier_this_turn: Sure Gamble: what Sure Gamble made earlier in the turn is not modelled"),
    ({"earlier_this_turn": ["In the Groove"]}, {}, "runner",
     "runner.earlier_this_turn: In the Groove: the scenario starts at the beginning of the turn"),
    ({"earlier_this_turn": ["In the Groove"]}, {"clicks": 2}, "corp",
     "In the Groove: In the Groove is an event, played only in the Runner's turn, and this is the Corp's"),
    ({"clicks": 3, "rig": ["Corroder", "Gordian Blade"], "earlier_this_turn": ["The Helpful AI"]}, {}, "runner",
     "The Helpful AI: name the icebreaker it chose ({card: The Helpful AI, target: <icebreaker>})"),
    ({}, {"clicks": 2, "earlier_this_turn": [{"card": "Corporate Troubleshooter", "target": "Ice Wall", "x": 2}]},
     "corp", "Corporate Troubleshooter: the server it was installed in, whose ice it chose, is not known once it is "
     "trashed; state the ice's strength instead"),
])
def test_a_card_used_earlier_that_the_engine_cannot_make_again_is_refused_naming_it(tmp_path, runner, corp, turn,
                                                                                     said):
    side = "runner" if turn == "runner" else "corp"
    with pytest.raises(ScenarioError) as refused:
        scenario(tmp_path, name="refused", turn=turn, runner=runner, corp=corp, actions=[{side: "gain credit"}])
    assert said in str(refused.value) and "\n" not in str(refused.value)


def test_queens_gambit_played_earlier_this_turn_keeps_the_runner_from_accessing_the_card_it_chose(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False, "advancement": 3}]}}}
    runner = {"clicks": 2, "earlier_this_turn": [{"card": "Queen's Gambit", "target": "PAD Campaign"}]}
    result = scenario(tmp_path, name="gambit", runner=runner, corp=corp, actions=[{"runner": "run Server 1"}],
                      decisions={"jack out": "no", "rez": "no"})
    assert traced(result, "The Runner cannot access PAD Campaign for the remainder of the turn.")
    assert not traced(result, "The Runner accesses PAD Campaign")


def test_two_in_the_grooves_listed_cannot_both_have_been_the_first_click_spent(tmp_path):
    # "Play only as your first [click]." (Priority, cr/rule_priority_subtype): only one can have been played
    with pytest.raises(ScenarioError) as refused:
        _install_corroder(tmp_path, "groove-twice", earlier_this_turn=["In the Groove", "In the Groove"])
    assert str(refused.value).endswith(
        "runner.earlier_this_turn: In the Groove: 2 Priority cards listed (In the Groove, In the Groove), each played "
        "only as the first [click] spent in the turn: only one can have been")


def test_in_the_groove_and_tinkering_listed_need_2_clicks_spent_not_1(tmp_path):
    tinkering = {"card": "Tinkering", "target": "Ice Wall"}
    with pytest.raises(ScenarioError) as refused:
        _install_corroder(tmp_path, "groove-tinkering", earlier_this_turn=["In the Groove", tinkering])
    assert str(refused.value).endswith(
        "runner.earlier_this_turn: In the Groove: it is Priority, played only as the first [click] spent in the turn, "
        "and 2 cards listed as played took a [click] each, but the board shows 1 [click] spent (4 allotted, 3 left; "
        "a [click] gained earlier this turn is not modelled): list fewer, or give the player fewer [click]")


def test_in_the_groove_and_tinkering_listed_with_2_clicks_spent_are_both_laid(tmp_path):
    tinkering = {"card": "Tinkering", "target": "Ice Wall"}
    result = scenario(tmp_path, name="groove-tinkering-2", corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"clicks": 2, "credits": 5, "grip": ["Corroder"],
                              "earlier_this_turn": ["In the Groove", tinkering]},
                      actions=[{"runner": "install Corroder"}],
                      decisions={"In the Groove's delayed ability choice": "gain 1[c]"})
    assert at(result, "runner.credits") == 4 and at(result, "runner.heap") == ["In the Groove", "Tinkering"]


def _board_says(result: dict) -> dict:
    return next(e for e in result["trace"] if e["text"].startswith("The board says"))


def test_the_board_saying_in_the_groove_was_played_cites_the_lingering_effect_of_an_event(tmp_path):
    result = _install_corroder(tmp_path, "groove-cites", earlier_this_turn=["In the Groove"])
    assert [c for c in _board_says(result)["cites"] if "lingering" in c] == [
        "cr/rule_playing_lingering_effects", "cr/rule_lingering_effect"]


def test_the_board_saying_cortez_chip_was_trashed_cites_a_lingering_effect_independent_of_its_source(tmp_path):
    corp = {"clicks": 2, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    result = scenario(tmp_path, name="cortez-cites", turn="corp", corp=corp,
                      runner={"earlier_this_turn": [{"card": "Cortez Chip", "target": "Enigma"}]},
                      actions=[{"corp": "gain credit"}])
    assert [c for c in _board_says(result)["cites"] if "lingering" in c] == ["cr/rule_lingering_effect"]


def _run_with_corroder(tmp_path, name, ice, heap):
    return scenario(tmp_path, name=name, runner={"clicks": 3, "credits": 5, "rig": ["Corroder"], "heap": heap},
                    corp={"servers": {"HQ": {"ice": [ice]}}}, actions=[{"runner": "run HQ"}],
                    decisions={f"break {ice}": "Corroder", "jack out": "no"})


def test_the_helpful_ai_in_the_heap_refuses_corroder_short_of_wall_of_statics_strength(tmp_path):
    # its "+2 strength until the end of the turn" would make Corroder (2) stronger than Wall of Static (3)
    with pytest.raises(EarlierTurnUnknown) as refused:
        _run_with_corroder(tmp_path, "helpful-heap", "Wall of Static", ["The Helpful AI"])
    assert str(refused.value).endswith(
        "The Helpful AI (heap) may have been trashed for its ability earlier this turn (a board starting after an "
        "unshown action cannot say), and its \"That icebreaker has +2 strength until the end of the turn.\" decides "
        "whether Corroder's strength matches the ice's; list it on the board (runner.earlier_this_turn: {card: The "
        "Helpful AI, target: ...}) or mark it \"The Helpful AI (not used this turn)\", or start the scenario at the "
        "beginning of the turn")


def test_the_helpful_ai_in_the_heap_does_not_matter_to_corroder_already_stronger_than_ice_wall(tmp_path):
    result = _run_with_corroder(tmp_path, "helpful-heap-wall", "Ice Wall", ["The Helpful AI"])
    assert at(result, "runs.0.outcome") == "successful" and at(result, "runner.credits") == 4


def test_the_helpful_ai_in_the_heap_marked_not_used_this_turn_leaves_corroder_to_boost(tmp_path):
    result = _run_with_corroder(tmp_path, "helpful-heap-unused", "Wall of Static",
                                [{"card": "The Helpful AI", "not_used_this_turn": True}])
    assert at(result, "runner.credits") == 3  # 1[c] for +1 strength, 1[c] to break


def test_cortez_chip_in_the_heap_refuses_rezzing_enigma_installed_before_the_board(tmp_path):
    with pytest.raises(EarlierTurnUnknown) as refused:
        scenario(tmp_path, name="cortez-heap", runner={"clicks": 3, "heap": ["Cortez Chip"]},
                 corp={"credits": 5, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                 actions=[{"runner": "run HQ"}], decisions={"rez Enigma": "yes", "jack out": "no"})
    assert "Cortez Chip (heap) may have been trashed for its ability earlier this turn" in str(refused.value)
    assert "decides rezzing Enigma; list it on the board (runner.earlier_this_turn: {card: Cortez Chip, target: ...})" \
        in str(refused.value)


def test_cortez_chip_in_the_heap_does_not_matter_when_no_ice_is_rezzed(tmp_path):
    result = scenario(tmp_path, name="cortez-heap-none", turn="corp", runner={"heap": ["Cortez Chip"]},
                      corp={"clicks": 2, "credits": 5,
                            "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                      actions=[{"corp": "gain credit"}])
    assert at(result, "corp.credits") == 6


def test_only_a_card_in_the_heap_or_archives_is_marked_not_used_this_turn(tmp_path):
    with pytest.raises(ScenarioError, match="only a card in the heap or Archives that is not an event or operation"):
        scenario(tmp_path, name="unused-event", runner={"clicks": 3, "heap": [
            {"card": "In the Groove", "not_used_this_turn": True}]}, actions=[{"runner": "gain credit"}])



def _mitosis_ice(tmp_path, name, server="Server 1", **corp):
    # Mitosis may install a piece of ice, its new remote server created by installing it protecting one; Shoot the
    # Moon rezzes 1 piece of ice for each tag, ignoring all costs, in the Corp's turn
    corp = {"clicks": 2, "credits": 5, "hq": ["Shoot the Moon"],
            "servers": {server: {"ice": [{"card": "Ice Wall", "rezzed": False}]}}, **corp}
    return scenario(tmp_path, name=name, turn="corp", corp=corp, runner={"tags": 1},
                    actions=[{"corp": "play Shoot the Moon"}], decisions={"Shoot the Moon target": "Ice Wall"})


def test_mitosis_in_archives_refuses_rezzing_ice_the_board_had_protecting_a_remote_server(tmp_path):
    with pytest.raises(EarlierTurnUnknown, match=r"Mitosis \(Archives\) may have been played earlier this turn .*"
                                                 r"decides rezzing Ice Wall; "):
        _mitosis_ice(tmp_path, "mitosis-ice", archives=["Mitosis"])


def test_mitosis_said_to_have_installed_ice_forbids_rezzing_it(tmp_path):
    result = _mitosis_ice(tmp_path, "mitosis-ice-listed", earlier_this_turn=[{"card": "Mitosis", "target": ["Ice Wall"]}])
    assert traced(result, "the Corp rezzes nothing") and at(result, "corp.servers.Server 1.unrezzed") == ["Ice Wall"]


def test_mitosis_in_archives_does_not_matter_to_ice_protecting_a_central_server(tmp_path):
    result = _mitosis_ice(tmp_path, "mitosis-ice-hq", server="HQ", archives=["Mitosis"])
    assert traced(result, "the Corp rezzes Ice Wall, ignoring all costs")


def _oversight_ai(tmp_path, name, **corp):
    corp = {"clicks": 2, "credits": 5, "hq": ["Oversight AI"],
            "servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}, **corp}
    return scenario(tmp_path, name=name, turn="corp", corp=corp, actions=[{"corp": "play Oversight AI"}],
                    decisions={"Oversight AI target": "Ice Wall"})


def test_mitosis_in_archives_refuses_oversight_ai_rezzing_ice_protecting_a_remote_server(tmp_path):
    with pytest.raises(EarlierTurnUnknown, match=r"Mitosis \(Archives\) .* decides rezzing Ice Wall; "):
        _oversight_ai(tmp_path, "oversight-unseen", archives=["Mitosis"])


def test_oversight_ai_cannot_rez_ice_mitosis_forbade(tmp_path):
    # "You cannot score or rez either of those cards this turn": Ice Wall is no piece of ice Oversight AI can rez
    result = _oversight_ai(tmp_path, "oversight-listed", earlier_this_turn=[{"card": "Mitosis", "target": "Ice Wall"}])
    assert at(result, "corp.servers.Server 1.unrezzed") == ["Ice Wall"] and at(result, "corp.archives") == [
        "Mitosis", "Oversight AI"]


def _mushin(tmp_path, name, **corp):
    # Mushin No Shin: "... Place 3 advancement counters on that card. You cannot score or rez that card until your
    # next turn begins." PAD Campaign in a remote root, with 3 counters, may be the card it installed
    corp = {"clicks": 2, "credits": 5,
            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False, "advancement": 3}]}}, **corp}
    return scenario(tmp_path, name=name, turn="corp", corp=corp, actions=[{"corp": "rez PAD Campaign"}],
                    decisions={"rez PAD Campaign": "yes"})


def test_mushin_no_shin_in_archives_refuses_rezzing_a_card_the_board_had_in_a_remote_root(tmp_path):
    with pytest.raises(EarlierTurnUnknown, match=r"Mushin No Shin \(Archives\) may have been played earlier this "
                                                 r"turn .*\"You cannot score or rez that card until your next turn "
                                                 r"begins.\" decides rezzing PAD Campaign; list it on the board "
                                                 r"\(corp.earlier_this_turn: \{card: Mushin No Shin, target: \.\.\.\}\)"):
        _mushin(tmp_path, "mushin-unseen", archives=["Mushin No Shin"])


def test_mushin_no_shin_played_earlier_this_turn_on_pad_campaign_forbids_rezzing_it(tmp_path):
    with pytest.raises(ActionRefused, match=r"PAD Campaign cannot be rezzed \(The Corp cannot rez PAD Campaign until "
                                            r"their next turn begins.\)"):
        _mushin(tmp_path, "mushin-listed", earlier_this_turn=[{"card": "Mushin No Shin", "target": "PAD Campaign"}])
