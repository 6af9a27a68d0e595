"""Dr. Lovegood on a board that starts in the Runner's action phase: as the turn began it chose 1 of the Runner's
installed cards (a mandatory choice, Dr. Lovegood itself among them), which lost its printed abilities for the
remainder of the turn (cr/rule_lose_ability); the board does not show which. The engine refuses, naming Dr. Lovegood,
only where an ability of a Runner card on the board is used or changes a result; a card the scenario installed kept
its abilities, the Corp's turn is untouched, and the board may say the choice (`chosen`) (state.unseen_blank)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, refusal, run_past, scenario, traced

REFUSED = ("Dr. Lovegood chose 1 of the Runner's installed cards as this turn began, and it lost its printed "
           "abilities for the remainder of the turn (a board starting in the Runner's action phase cannot say which): "
           "breaking Ice Wall's subroutines with Corroder depends on whether it was Corroder; say it on the board "
           "(Dr. Lovegood (chosen Corroder), or chosen Dr. Lovegood itself), or start the scenario at the beginning "
           "of the turn")


def _run(tmp_path, lovegood="Dr. Lovegood", name="lovegood", rig=("Corroder",), grip=(), actions=None, clicks=3):
    runner = {"clicks": clicks, "credits": 5, "rig": [lovegood, *rig], "grip": list(grip)}
    return scenario(tmp_path, name=name, runner=runner, corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                    actions=actions or [{"runner": "run HQ"}],
                    decisions={"break Ice Wall": "Corroder", "jack out": "no"})


@pytest.mark.parametrize("clicks", [3, 4])
def test_dr_lovegoods_unknown_choice_refuses_corroder_breaking_on_a_board_after_the_turn_began(tmp_path, clicks):
    # with every [click] left too: the board starts in the action phase, after the turn began
    refused = refusal(_run, tmp_path, clicks=clicks, name=f"lovegood{clicks}")
    assert refused.endswith(REFUSED) and "\n" not in refused


def test_dr_lovegood_said_to_have_chosen_corroder_leaves_it_without_its_break_ability(tmp_path):
    result = _run(tmp_path, {"card": "Dr. Lovegood", "chosen": "Corroder"}, name="chose-corroder")
    assert traced(result, "Corroder loses its printed abilities for the remainder of the turn.")
    assert at(result, "runs.0.outcome") != "successful" and at(result, "runner.credits") == 5


def test_dr_lovegood_said_to_have_chosen_itself_leaves_corroder_breaking(tmp_path):
    result = _run(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, name="chose-itself")
    assert at(result, "runs.0.outcome") == "successful" and at(result, "runner.credits") == 4


def test_dr_lovegoods_unknown_choice_does_not_matter_when_no_runner_ability_is_used(tmp_path):
    result = _run(tmp_path, name="no-ability", actions=[{"runner": "gain credit"}])
    assert at(result, "runner.credits") == 6


def test_a_corroder_installed_in_the_scenario_was_not_installed_as_the_turn_began(tmp_path):
    result = _run(tmp_path, name="installed-later", rig=(), grip=("Corroder",),
                  actions=[{"runner": "install Corroder"}, {"runner": "run HQ"}])
    assert at(result, "runs.0.outcome") == "successful" and at(result, "runner.credits") == 2


def test_dr_lovegoods_choice_is_over_in_the_corps_turn(tmp_path):
    result = scenario(tmp_path, name="corp-turn", turn="corp", runner={"rig": ["Dr. Lovegood", "Daily Casts"]},
                      corp={"clicks": 2}, actions=[{"corp": "gain credit"}])
    assert at(result, "corp.credits") == 6


def test_dr_lovegoods_choice_said_on_a_board_at_the_start_of_the_turn_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="Dr. Lovegood: chosen: it chooses as the Runner's turn begins, and the "
                                            "scenario starts at the beginning of the turn"):
        scenario(tmp_path, name="start", runner={"rig": [{"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}]},
                 actions=[{"runner": "gain credit"}], decisions={"Dr. Lovegood target": "Dr. Lovegood"})


def test_corroder_chosen_by_dr_lovegood_as_the_turn_begins_has_no_break_ability_left(tmp_path):
    # it lost its printed abilities (cr/rule_lose_ability), its break ability among them: Ice Wall ends the run
    result = scenario(tmp_path, name="begins", runner={"credits": 5, "rig": ["Dr. Lovegood", "Corroder"]},
                      corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}}, actions=[{"runner": "run HQ"}],
                      decisions={"break Ice Wall": "Corroder", "jack out": "no", "Dr. Lovegood target": "Corroder"})
    assert traced(result, "The Runner has no icebreaker able to break Ice Wall's subroutines.")
    assert at(result, "runs.0.outcome") == "unsuccessful" and at(result, "runner.credits") == 5


def _console(tmp_path, lovegood="Dr. Lovegood", name="console", console="Desperado", programs=(), grip=(),
             actions=None, decisions=None):
    runner = {"clicks": 3, "credits": 9, "rig": [lovegood, console, *programs], "grip": list(grip)}
    return scenario(tmp_path, name=name, runner=runner, actions=actions or [{"runner": "gain credit"}],
                    decisions=decisions)


def test_dr_lovegoods_unknown_choice_leaves_box_e_printed_in_the_final_state_when_nothing_turned_on_it(tmp_path):
    # the final state is read, not played: Box-E's +2[MU] and +2 hand size shown as printed, with the verdict's caveat
    result = _console(tmp_path, console="Box-E")
    assert at(result, "runner.credits") == 10
    assert at(result, "runner.hand_size") == 7 and at(result, "runner.memory") == {"used": 0, "limit": 6}
    assert result["caveats"] == [
        "Dr. Lovegood chose 1 of the Runner's installed cards as this turn began (the board cannot say which): the "
        "state shows the memory limit (with Box-E's printed +2[MU]) as printed, though Box-E may be the card that "
        "lost its printed abilities.",
        "Dr. Lovegood chose 1 of the Runner's installed cards as this turn began (the board cannot say which): the "
        "state shows Box-E's \"Your maximum hand size is increased by 2.\" as printed, though Box-E may be the card "
        "that lost its printed abilities."]


FULL_RIG = ("Corroder", "Gordian Blade", "Femme Fatale", "Yog.0")  # 4[MU] of programs: Mimic fits only with +1[MU]


def test_dr_lovegoods_unknown_choice_refuses_an_install_desperados_printed_mu_decides(tmp_path):
    refused = refusal(_console, tmp_path, name="mu-decides", programs=FULL_RIG, grip=("Mimic",),
                      actions=[{"runner": "install Mimic"}])
    assert refused.endswith(
        "installing Mimic without trashing a program (with Desperado's printed +1[MU]) depends on whether it was "
        "Desperado; say it on the board (Dr. Lovegood (chosen Desperado), or chosen Dr. Lovegood itself), or start "
        "the scenario at the beginning of the turn")


def test_desperado_chosen_by_dr_lovegood_gives_no_mu_so_installing_mimic_makes_room(tmp_path):
    # its +1[MU] is a printed ability it lost (cr/rule_lose_ability): 5[MU] of programs over a limit of 4
    result = _console(tmp_path, {"card": "Dr. Lovegood", "chosen": "Desperado"}, name="mu-lost", programs=FULL_RIG,
                      grip=("Mimic",), actions=[{"runner": "install Mimic"}],
                      decisions={"make room for Mimic": "Yog.0"})
    assert at(result, "runner.memory") == {"used": 4, "limit": 4} and at(result, "runner.heap") == ["Yog.0"]


def test_dr_lovegood_said_to_have_chosen_itself_leaves_desperados_mu_for_mimic(tmp_path):
    result = _console(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, name="mu-kept",
                      programs=FULL_RIG, grip=("Mimic",), actions=[{"runner": "install Mimic"}])
    assert at(result, "runner.memory") == {"used": 5, "limit": 5} and at(result, "runner.heap") == []
    assert result["caveats"] == []


def test_dr_lovegood_said_to_have_chosen_a_card_not_installed_is_refused_naming_its_chosen_field(tmp_path):
    """The refusal names the field the judge wrote, the card's `chosen` in the rig (it named `earlier_this_turn`,
    a field this board does not have)."""
    with pytest.raises(ScenarioError) as refused:
        _run(tmp_path, {"card": "Dr. Lovegood", "chosen": "Mimic"}, name="chose-nothing")
    assert "runner.rig: Dr. Lovegood: chosen 'Mimic' names 0 installed cards" in str(refused.value)


def _traced_on_encounter(tmp_path, lovegood="Dr. Lovegood", name="trace", link_card="Access to Globalsec"):
    # Information Overload: "When the Runner encounters this ice, Trace[1]. If successful, give them 1 tag." Neither
    # player has a credit to raise a strength, so trace strength 1 meets link strength 1 (unsuccessful), or 0 if
    # the card giving the +1[link] lost its printed abilities (successful: cr/step_trace_determine_success)
    return run_past(tmp_path, "Information Overload", server="HQ", name=name, corp={"credits": 0},
                    runner={"clicks": 3, "credits": 0, "rig": [lovegood, link_card]},
                    decisions={"Information Overload target": "Dr. Lovegood"})


def test_dr_lovegoods_unknown_choice_refuses_a_trace_a_printed_link_decides(tmp_path):
    refused = refusal(_traced_on_encounter, tmp_path)
    assert refused.endswith(
        "Information Overload's trace (with Access to Globalsec's printed +1[link]) depends on whether it was Access "
        "to Globalsec; say it on the board (Dr. Lovegood (chosen Access to Globalsec), or chosen Dr. Lovegood "
        "itself), or start the scenario at the beginning of the turn")


def test_access_to_globalsec_chosen_by_dr_lovegood_gives_no_link_so_the_trace_succeeds(tmp_path):
    result = _traced_on_encounter(tmp_path, {"card": "Dr. Lovegood", "chosen": "Access to Globalsec"}, "link-lost")
    assert traced(result, "trace strength 1 against link strength 0: successful")
    # tagged, the Runner meets the subroutine the ice gains for the tag, unbroken: they trash an installed card
    assert at(result, "runner.tags") == 1 and at(result, "runner.heap") == ["Dr. Lovegood"]


def test_dr_lovegood_said_to_have_chosen_itself_leaves_the_link_that_beats_the_trace(tmp_path):
    result = _traced_on_encounter(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, "link-kept")
    assert traced(result, "trace strength 1 against link strength 1: unsuccessful")
    assert at(result, "runner.tags") == 0


TWO_LINK = ("Access to Globalsec", "Access to Globalsec")  # +1[link] each: 2[link] only while both keep it


def test_dr_lovegoods_unknown_choice_refuses_an_install_only_a_printed_link_allows(tmp_path):
    # Globalsec Security Clearance: "Install only if you have at least 2[link]"; 1[link] if either lost its abilities
    refused = refusal(_console, tmp_path, name="install-only-if", console=TWO_LINK[0], programs=TWO_LINK[1:],
                      grip=("Globalsec Security Clearance",), actions=[{"runner": "install Globalsec Security Clearance"}])
    assert refused.endswith(
        "installing Globalsec Security Clearance (\"Install only if you have at least 2[link].\") (with Access to "
        "Globalsec's printed +1[link]) depends on whether it was Access to Globalsec; say it on the board (Dr. "
        "Lovegood (chosen Access to Globalsec), or chosen Dr. Lovegood itself), or start the scenario at the "
        "beginning of the turn")


def test_dr_lovegood_said_to_have_chosen_itself_leaves_the_2_link_globalsec_security_clearance_needs(tmp_path):
    result = _console(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, name="install-only-if-kept",
                      console=TWO_LINK[0], programs=TWO_LINK[1:], grip=("Globalsec Security Clearance",),
                      actions=[{"runner": "install Globalsec Security Clearance"}])
    assert "Globalsec Security Clearance" in at(result, "runner.rig") and at(result, "runner.credits") == 7


def test_dr_lovegoods_unknown_choice_refuses_an_install_a_memory_cost_free_with_2_link_decides(tmp_path):
    # ZU.13 Key Master costs 0[MU] with 2[link], 1[MU] with 1: over the 4[MU] limit the rig's programs fill
    refused = refusal(_console, tmp_path, name="free-with-2-link", console=TWO_LINK[0], programs=(*TWO_LINK[1:], *FULL_RIG),
                      grip=("ZU.13 Key Master",), actions=[{"runner": "install ZU.13 Key Master"}])
    assert refused.endswith(
        "installing ZU.13 Key Master without trashing a program (with Access to Globalsec's printed +1[link]) "
        "depends on whether it was Access to Globalsec; say it on the board (Dr. Lovegood (chosen Access to "
        "Globalsec), or chosen Dr. Lovegood itself), or start the scenario at the beginning of the turn")


def test_access_to_globalsec_chosen_by_dr_lovegood_leaves_zu13_costing_1_mu_so_a_program_makes_room(tmp_path):
    result = _console(tmp_path, {"card": "Dr. Lovegood", "chosen": "Access to Globalsec (1st installed)"},
                      name="free-lost",
                      console=TWO_LINK[0], programs=(*TWO_LINK[1:], *FULL_RIG), grip=("ZU.13 Key Master",),
                      actions=[{"runner": "install ZU.13 Key Master"}], decisions={"make room for ZU.13 Key Master":
                                                                                    "Yog.0"})
    assert at(result, "runner.memory") == {"used": 4, "limit": 4} and at(result, "runner.heap") == ["Yog.0"]


def test_dr_lovegood_said_to_have_chosen_itself_leaves_zu13_free_with_2_link(tmp_path):
    result = _console(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, name="free-kept",
                      console=TWO_LINK[0], programs=(*TWO_LINK[1:], *FULL_RIG), grip=("ZU.13 Key Master",),
                      actions=[{"runner": "install ZU.13 Key Master"}])
    assert at(result, "runner.memory") == {"used": 4, "limit": 4} and at(result, "runner.heap") == []


def _security_chip(tmp_path, lovegood="Dr. Lovegood", name="chip"):
    # Security Chip and Corroder installed in the scenario (so not the card chosen as the turn began), Access to
    # Globalsec on the board: Corroder has 2 + 1 strength for the run, as strong as Maskirovka (3) only with the +1[link]
    runner = {"clicks": 3, "credits": 4, "rig": [lovegood, "Access to Globalsec"], "grip": ["Security Chip", "Corroder"]}
    return scenario(tmp_path, name=name, runner=runner, corp={"servers": {"HQ": {"ice": ["Maskirovka"]}}},
                    actions=[{"runner": "install Security Chip"}, {"runner": "install Corroder"},
                             {"runner": "run HQ"}],
                    decisions={"abilities at approach Maskirovka": "Security Chip", "Security Chip cards": "Corroder",
                               "break Maskirovka": "Corroder", "jack out": "no"})


def test_dr_lovegoods_unknown_choice_refuses_a_strength_match_security_chips_link_decides(tmp_path):
    refused = refusal(_security_chip, tmp_path)
    assert refused.endswith(
        "whether Corroder (strength 3) matches Maskirovka's strength 3 (with Access to Globalsec's printed +1[link]) "
        "depends on whether it was Access to Globalsec; say it on the board (Dr. Lovegood (chosen Access to "
        "Globalsec), or chosen Dr. Lovegood itself), or start the scenario at the beginning of the turn")


def test_dr_lovegood_said_to_have_chosen_itself_leaves_security_chips_link_for_corroder(tmp_path):
    result = _security_chip(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, "chip-kept")
    # 2 subroutines broken at 1[c] each, no boost: the 2[c] left after installing Corroder
    assert at(result, "runs.0.outcome") == "successful" and at(result, "runner.credits") == 0


# At a checkpoint the memory limit is checked (cr/step_checkpoint_card_restrictions): the unknown choice is asked
# about only where it changes how far the installed programs are over the limit (state.unseen_blank.memory_decides).
def _checkpoint(tmp_path, rig, name, grip=("Sure Gamble",)):
    runner = {"clicks": 3, "credits": 9, "rig": ["Dr. Lovegood", *rig], "grip": list(grip)}
    return scenario(tmp_path, name=name, runner=runner, actions=[{"runner": "gain credit"}])


@pytest.mark.parametrize(("rig", "memory"), [
    (("Ekomind", "Corroder"), {"used": 1, "limit": 1}),  # a limit of 1 (1 card in the grip) or 4: 1[MU] fits both
    (({"card": "Puffer", "counters": {"power": 1}},), {"used": 2, "limit": 4}),  # 2[MU] or 1[MU] of 4
    (({"card": "Omni-drive", "hosted": ["Corroder"]},), {"used": 0, "limit": 4}),  # Corroder's 1[MU] counted or not
])
def test_dr_lovegoods_unknown_choice_leaves_a_checkpoint_the_programs_fit_at_whichever_card_was_chosen(tmp_path, rig,
                                                                                                       memory):
    result = _checkpoint(tmp_path, rig, "fits")
    assert (at(result, "runner.credits"), at(result, "runner.memory"), at(result, "runner.heap")) == (10, memory, [])


def test_dr_lovegoods_unknown_choice_refuses_a_checkpoint_ekominds_memory_limit_decides(tmp_path):
    # Corroder and Gordian Blade: 2[MU], over Ekomind's limit of 1 (1 card in the grip), within 4 if Ekomind was chosen
    refused = refusal(_checkpoint, tmp_path, ("Ekomind", "Corroder", "Gordian Blade"), "ekomind-over")
    assert refused.endswith(
        "whether installed programs are over the memory limit (with Ekomind's \"Your memory limit is equal to the "
        "number of cards in your grip.\") depends on whether it was Ekomind; say it on the board (Dr. Lovegood "
        "(chosen Ekomind), or chosen Dr. Lovegood itself), or start the scenario at the beginning of the turn")


def test_dr_lovegoods_unknown_choice_refuses_a_checkpoint_omni_drives_free_hosting_decides(tmp_path):
    # 4[MU] of programs fill the limit; Corroder hosted on Omni-drive counts only if Omni-drive lost its abilities
    refused = refusal(_checkpoint, tmp_path, ({"card": "Omni-drive", "hosted": ["Corroder"]}, *FULL_RIG[1:], "Mimic"),
                      "omni-over")
    assert "whether installed programs are over the memory limit (with Omni-drive's \"Omni-drive can host" in refused
    assert refused.endswith("depends on whether it was Omni-drive; say it on the board (Dr. Lovegood (chosen "
                            "Omni-drive), or chosen Dr. Lovegood itself), or start the scenario at the beginning of "
                            "the turn")


@pytest.mark.parametrize(("rig", "memory"), [
    (({"card": "Puffer", "counters": {"power": 1}},), {"used": 3, "limit": 4}),  # 2[MU] or 1[MU], +1: fits 4
    (("Ekomind",), {"used": 1, "limit": 2}),  # a limit of 3 (the grip as it is installed) or 4: 1[MU] fits
    (({"card": "Omni-drive", "hosted": ["Corroder"]},), {"used": 1, "limit": 4}),  # 0[MU] or 1[MU], +1: fits 4
])
def test_dr_lovegoods_unknown_choice_leaves_an_install_that_fits_at_whichever_card_was_chosen(tmp_path, rig, memory):
    result = scenario(tmp_path, name="install-fits", actions=[{"runner": "install Gordian Blade"}],
                      runner={"clicks": 3, "credits": 9, "rig": ["Dr. Lovegood", *rig],
                              "grip": ["Gordian Blade", "Sure Gamble", "Diesel"]})
    assert (at(result, "runner.memory"), at(result, "runner.heap")) == (memory, [])
    assert "Gordian Blade" in at(result, "runner.rig")


def test_dr_lovegoods_unknown_choice_refuses_an_install_ekominds_memory_limit_decides(tmp_path):
    # Corroder installed and Gordian Blade the only card in the grip: a limit of 1 (Ekomind) or 4
    refused = refusal(scenario, tmp_path, name="install-ekomind", actions=[{"runner": "install Gordian Blade"}],
                      runner={"clicks": 3, "credits": 9, "rig": ["Dr. Lovegood", "Ekomind", "Corroder"],
                              "grip": ["Gordian Blade"]})
    assert refused.endswith(
        "installing Gordian Blade without trashing a program (with Ekomind's \"Your memory limit is equal to the "
        "number of cards in your grip.\") depends on whether it was Ekomind; say it on the board (Dr. Lovegood "
        "(chosen Ekomind), or chosen Dr. Lovegood itself), or start the scenario at the beginning of the turn")
