"""A board that starts in the action phase with fewer [click] than allotted comes after an action of that turn which
the engine does not see: a card whose printed text counts from the turn's start is refused there with one line
naming the card and what is not known (state.midturn), as "the first time each turn" is; the same card on a board
that starts with every [click] left, or where the scenario's own events settle the answer, is played."""

import pytest

from rulesdb.engine.state.midturn import EarlierTurnUnknown
from tests.engine.card_play import at, scenario, traced

NOT_KNOWN = "so whether this happened earlier in the turn is not known"
HQ_RUN = {"jack out": "no"}


def _dreamnet(tmp_path, clicks, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]}, name=name,
                    runner={"clicks": clicks, "rig": ["DreamNet"], "stack": ["Sure Gamble", "Easy Mark"]},
                    decisions=HQ_RUN)


def test_dreamnet_the_first_successful_run_each_turn_is_refused_after_an_unshown_action(tmp_path):
    # "The first time each turn you make a successful run, draw 1 card": with 3 of 4 [click] left an earlier run of
    # the turn may have been the first; the engine called the scenario's run the first
    with pytest.raises(EarlierTurnUnknown) as refused:
        _dreamnet(tmp_path, 3, "later")
    assert f'DreamNet: "the first time each turn you make a successful run": the scenario starts in the Runner\'s ' \
           f"action phase with fewer [click] than allotted, {NOT_KNOWN}" in str(refused.value)
    assert "\n" not in str(refused.value)
    assert at(_dreamnet(tmp_path, 4, "start"), "runner.grip") == ["Sure Gamble"]


def _emergency_shutdown(tmp_path, clicks, runs, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}] * runs + [{"runner": "play Emergency Shutdown"}],
                    corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}}, name=name,
                    runner={"clicks": clicks, "credits": 5, "grip": ["Emergency Shutdown"], "rig": ["Corroder"]},
                    decisions={**HQ_RUN, "break Ice Wall": "Corroder", "Emergency Shutdown target": "Ice Wall"})


def test_emergency_shutdown_a_successful_run_this_turn_is_refused_when_none_is_shown_after_an_unshown_action(
        tmp_path):
    # "Play only if you made a successful run on HQ this turn": none in the scenario does not mean none this turn
    with pytest.raises(EarlierTurnUnknown, match='Emergency Shutdown: "a successful run on HQ this turn"'):
        _emergency_shutdown(tmp_path, 3, 0, "unknown")
    # a successful run on HQ made in the scenario settles it
    assert at(_emergency_shutdown(tmp_path, 3, 1, "known"), "cards[Ice Wall].rezzed") is False


def test_emergency_shutdown_at_the_start_of_the_turn_without_a_run_is_refused_by_its_restriction(tmp_path):
    from rulesdb.errors import ScenarioError

    with pytest.raises(ScenarioError, match="no successful run on HQ this turn") as refused:
        _emergency_shutdown(tmp_path, 4, 0, "start")
    assert not isinstance(refused.value, EarlierTurnUnknown)


def test_lemuria_codecracker_on_the_board_is_refused_only_when_used(tmp_path):
    # "Use this ability only if you have made a successful run on HQ this turn": the paid ability windows do not
    # offer it (not known), and using it is refused
    rig = {"clicks": 3, "credits": 1, "rig": ["Lemuria Codecracker"]}
    corp = {"servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp=corp, runner=rig, name="idle",
                      decisions={"rez PAD Campaign": "no"})
    assert at(result, "runner.credits") == 2
    with pytest.raises(EarlierTurnUnknown, match='Lemuria Codecracker: "a successful run on HQ this turn"'):
        scenario(tmp_path, actions=[{"runner": "use Lemuria Codecracker"}], corp=corp, runner=rig, name="used",
                 decisions={"Lemuria Codecracker target": "PAD Campaign", "rez PAD Campaign": "no"})


def _neural_emp(tmp_path, runner_actions, clicks, name, attempt=False):
    play_it = {"corp": "play Neural EMP", **({"attempt": True} if attempt else {})}
    return scenario(tmp_path, actions=[{"runner": a} for a in runner_actions] + [play_it],
                    corp={"credits": 5, "hq": ["Neural EMP"], "rd": ["Hedge Fund"] * 3}, name=name,
                    runner={"clicks": clicks, "grip": ["Sure Gamble", "Easy Mark"]}, decisions=HQ_RUN)


def test_neural_emp_a_run_during_the_runners_last_turn_is_refused_when_that_turn_started_unshown(tmp_path):
    # "Play only if the Runner made a run during their last turn": that turn is the one the scenario started inside,
    # and no run in its shown part is not no run
    with pytest.raises(EarlierTurnUnknown, match='Neural EMP: "the Runner made a run during their last turn": the '
                                                 "scenario starts in the Runner's action phase"):
        _neural_emp(tmp_path, ["gain credit"] * 3, 3, "unknown")
    # a run in the shown part settles it
    assert at(_neural_emp(tmp_path, ["run HQ", "gain credit", "gain credit"], 3, "known"), "damage.net") == 1


def test_neural_emp_after_a_whole_runner_turn_without_a_run_is_refused_by_its_restriction(tmp_path):
    result = _neural_emp(tmp_path, ["gain credit"] * 4, 4, "start", attempt=True)
    assert at(result, "refused.0.reason") == ("Neural EMP cannot be played: the Runner did not make a run during "
                                              "their last turn")


def _petty_cash(tmp_path, clicks, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play Petty Cash"}], name=name,
                    corp={"clicks": clicks, "credits": 3, "hq": ["Petty Cash"], "rd": ["Hedge Fund"]})


def test_petty_cash_not_finished_an_action_yet_this_turn_is_refused_after_an_unshown_action(tmp_path):
    # "Play only if you have not finished an action yet this turn": with 2 of 3 [click] left the engine sees no
    # action and played it
    with pytest.raises(EarlierTurnUnknown, match='Petty Cash: "you have not finished an action yet this turn": the '
                                                 "scenario starts in the Corp's action phase"):
        _petty_cash(tmp_path, 2, "later")
    assert at(_petty_cash(tmp_path, 3, "start"), "corp.credits") == 3 - 3 + 5


def _vulnerability_audit(tmp_path, clicks, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name, decisions={"score": "yes"},
                    corp={"clicks": clicks, "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                        {"card": "Vulnerability Audit", "advancement": 4}]}}})


def test_vulnerability_audit_installed_this_turn_is_refused_for_a_board_card_after_an_unshown_action(tmp_path):
    # "You cannot score this agenda if it was installed this turn": on the board, it may have been installed by the
    # unshown action
    with pytest.raises(EarlierTurnUnknown, match='Vulnerability Audit: "Vulnerability Audit was installed this turn"'):
        _vulnerability_audit(tmp_path, 2, "later")
    assert at(_vulnerability_audit(tmp_path, 3, "start"), "corp.score_area") == ["Vulnerability Audit"]


def _bukhgalter(tmp_path, clicks, name):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"ice": ["Hunter"]}}},
                    runner={"clicks": clicks, "credits": 10, "rig": ["Bukhgalter"]},
                    decisions={**HQ_RUN, "break Hunter": "Bukhgalter"})


def test_bukhgalter_the_first_time_each_turn_it_fully_breaks_is_refused_after_an_unshown_action(tmp_path):
    # "The first time each turn this program fully breaks a piece of ice, gain 2[c]" (hooks.first_time_this_turn)
    with pytest.raises(EarlierTurnUnknown,
                       match='Bukhgalter: "the first time each turn this program fully breaks a piece of ice"'):
        _bukhgalter(tmp_path, 3, "later")
    assert at(_bukhgalter(tmp_path, 4, "start"), "runner.credits") == 10 - 3 - 1 + 2


def _dzmz(tmp_path, clicks, name):
    return scenario(tmp_path, actions=[{"runner": "install Corroder"}], name=name,
                    runner={"clicks": clicks, "credits": 5, "grip": ["Corroder"], "rig": ["DZMZ Optimizer"]})


def test_dzmz_optimizer_the_first_program_installed_each_turn_is_refused_after_an_unshown_action(tmp_path):
    with pytest.raises(EarlierTurnUnknown, match='DZMZ Optimizer: "the first program you install each turn"'):
        _dzmz(tmp_path, 3, "later")
    assert at(_dzmz(tmp_path, 4, "start"), "runner.credits") == 5 - (2 - 1)


def test_daily_quest_the_runners_last_turn_before_the_scenario_is_refused(tmp_path):
    # "When your turn begins, if the Runner did not make a successful run on this server during their last turn,
    # gain 3[c]": a scenario starting with the Corp's turn does not show that turn; the engine gained 3[c]
    corp = {"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Daily Quest"]}}}
    with pytest.raises(EarlierTurnUnknown, match="Daily Quest: .*that turn of the Runner came before the scenario"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, name="before")
    quiet = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], corp=corp,
                     name="quiet")
    assert at(quiet, "corp.credits") == 5 + 3 + 1


def test_tennin_institute_the_runners_last_turn_before_the_scenario_is_refused_as_daily_quest_is(tmp_path):
    # "When your turn begins, if the Runner did not make a successful run during their last turn, you may place 1
    # advancement counter": the engine traced that it did nothing, a confident answer about an unknown turn
    corp = {"identity": "Tennin Institute: The Secrets Within", "rd": ["Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    answers = {"Tennin Institute: The Secrets Within target": "PAD Campaign", "rez": "no"}
    with pytest.raises(EarlierTurnUnknown) as refused:
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, decisions=answers, name="before")
    assert str(refused.value).endswith(
        'Tennin Institute: The Secrets Within: "the Runner made a successful run during their last turn": that turn '
        "of the Runner came before the scenario began, so the engine cannot know (play that turn first)")
    quiet = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], corp=corp,
                     decisions=answers, name="quiet")
    assert at(quiet, "cards.PAD Campaign.counters.advancement") == 1


def test_subliminal_messaging_in_archives_the_runners_last_turn_before_the_scenario_is_refused(tmp_path):
    # "When your turn begins, if this card is in Archives and the Runner did not initiate any runs during their last
    # turn, you may reveal this card and add it to HQ": the engine traced that it stayed in Archives
    corp = {"archives": ["Subliminal Messaging"], "rd": ["Hedge Fund"]}
    with pytest.raises(EarlierTurnUnknown) as refused:
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, name="before",
                 decisions={"use Subliminal Messaging": "yes"})
    assert str(refused.value).endswith(
        'Subliminal Messaging: "the Runner initiated a run during their last turn": that turn of the Runner came '
        "before the scenario began, so the engine cannot know (play that turn first)")


def test_neurospike_counts_the_agendas_the_board_says_were_scored_this_turn_before_the_scenario(tmp_path):
    # the board states what the Corp scored earlier this turn (scored_this_turn), so Neurospike's X is known there:
    # the engine read only the scenario's own scores and did 0 net damage
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Neurospike"}],
                      corp={"clicks": 2, "credits": 3, "hq": ["Neurospike"], "rd": ["Hedge Fund"],
                            "score_area": [{"card": "Hostile Takeover", "scored_this_turn": True}, "Project Atlas"]},
                      runner={"grip": ["Sure Gamble", "Easy Mark", "Diesel"]})
    assert at(result, "damage.net") == 1


def _nyusha(tmp_path, clicks, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                    runner={"identity": 'Nyusha "Sable" Sintashta: Symphonic Prodigy',
                            **({"clicks": clicks} if clicks else {})},
                    decisions=HQ_RUN, name=name)


def test_nyusha_the_mark_identified_as_the_turn_began_is_refused_after_an_unshown_action(tmp_path):
    # "When your turn begins, identify your mark": a board that starts after an action of the turn does not show
    # which server became the mark; the engine had none and never gained the [click]
    with pytest.raises(EarlierTurnUnknown, match='Nyusha "Sable" Sintashta: Symphonic Prodigy: "your mark for this '
                                                 'turn"'):
        _nyusha(tmp_path, 3, "later")
    assert traced(_nyusha(tmp_path, None, "start"), "becomes the mark")


def _zer0(tmp_path, actions, clicks, name):
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], name=name,
                    runner={"credits": 0, "grip": ["Sure Gamble"], "stack": ["Easy Mark", "Diesel"], "rig": ["Zer0"],
                            **({"clicks": clicks} if clicks else {})})


def test_zer0_once_per_turn_is_refused_for_a_card_in_play_before_an_unshown_action(tmp_path):
    # "Once per turn → [click], suffer 1 net damage: Gain 1[c] and draw 2 cards": it may have been used already
    with pytest.raises(EarlierTurnUnknown, match='Zer0: "once per turn"'):
        _zer0(tmp_path, ["use Zer0"], 3, "later")
    assert at(_zer0(tmp_path, ["use Zer0"], None, "start"), "runner.grip") == ["Easy Mark", "Diesel"]


def test_zer0_installed_in_the_scenario_after_an_unshown_action_is_not_refused(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Zer0"}, {"runner": "use Zer0"}], name="new",
                      runner={"clicks": 3, "credits": 1, "grip": ["Zer0", "Sure Gamble"], "stack": ["Easy Mark"]})
    assert at(result, "runner.rig") == ["Zer0"] and at(result, "runner.credits") == 1 - 1 + 1


def _security_testing(tmp_path, clicks, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]}, name=name,
                    runner={"rig": ["Security Testing"], **({"clicks": clicks} if clicks else {})},
                    decisions={**HQ_RUN, "Security Testing target": "HQ"})


def test_security_testing_the_server_chosen_as_the_turn_began_is_refused_after_an_unshown_action(tmp_path):
    # "When your turn begins, you may choose a server": the board does not show the choice; the engine had none and
    # breached HQ
    with pytest.raises(EarlierTurnUnknown, match='Security Testing: "the server you chose when your turn began"'):
        _security_testing(tmp_path, 3, "later")
    assert at(_security_testing(tmp_path, None, "start"), "runner.credits") == 5 + 2


def test_warm_reception_the_card_it_installed_as_the_turn_began_is_refused_at_scoring_after_an_unshown_action(
        tmp_path):
    corp = {"clicks": 2, "rd": ["Hedge Fund"], "servers": {
        "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}, "Server 2": {"root": ["Warm Reception"]}}}
    with pytest.raises(EarlierTurnUnknown, match="Warm Reception: \"the card installed when your turn began cannot "
                                                 "be scored this turn\""):
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, decisions={"score": "yes"})
    # at the start of the turn the scenario shows what Warm Reception installed (nothing): the agenda is scored
    start = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={**corp, "clicks": 3}, name="start",
                     decisions={"score": "yes", "Warm Reception install": "no", "Warm Reception target": "no"})
    assert at(start, "corp.score_area") == ["Hostile Takeover"]


def test_joshua_b_the_tag_at_the_end_of_a_turn_begun_before_the_scenario_is_refused(tmp_path):
    # "When your turn begins, you may gain [click]. If you do, take 1 tag when this turn ends": whether the click was
    # gained is not shown on a board that starts after an unshown action; the engine gave no tag
    from tests.engine.std_runner import to_turn_end

    with pytest.raises(EarlierTurnUnknown, match='Joshua B.: "you gained \\[click\\] when your turn began'):
        to_turn_end(tmp_path, runner={"clicks": 1, "rig": ["Joshua B."], "stack": ["Sure Gamble"]}, name="later",
                    corp={"rd": ["Hedge Fund"]})
    start = scenario(tmp_path, actions=[{"runner": "draw"} for _ in range(5)] + [{"corp": "gain credit"}],
                     runner={"rig": ["Joshua B."], "stack": ["Sure Gamble"] * 6}, corp={"rd": ["Hedge Fund"]},
                     decisions={"use Joshua B.": "yes"}, name="start")
    assert at(start, "runner.tags") == 1


def _zenit(tmp_path, clicks, name):
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]}, name=name,
                    runner={"clicks": clicks, "rig": ["Zenit Chip JZ-2MJ"], "stack": ["Sure Gamble"]},
                    decisions=HQ_RUN)


def test_zenit_chip_the_first_time_each_turn_refusal_names_the_card_and_its_printed_clause(tmp_path):
    # state.lastturn.first_each_turn refused with '"the first time each turn": ...', naming no card: a judge could
    # not tell which card's "first time" was at stake
    with pytest.raises(EarlierTurnUnknown) as refused:
        _zenit(tmp_path, 3, "later")
    assert str(refused.value).endswith(
        'Zenit Chip JZ-2MJ: "the first time each turn you make a successful run on a central server": the scenario '
        f"starts in the Runner's action phase with fewer [click] than allotted, {NOT_KNOWN}; start the scenario at "
        "the beginning of the turn")
    assert "\n" not in str(refused.value)
    assert at(_zenit(tmp_path, 4, "start"), "runner.grip") == ["Sure Gamble"]


def test_makler_the_first_time_it_fully_breaks_refusal_quotes_its_printed_clause(tmp_path):
    # hooks.first_time_this_turn named Makler but quoted an internal key: "the first time each turn (fully breaks)"
    with pytest.raises(EarlierTurnUnknown, match='^[^\n]*Makler: "the first time each turn this program fully breaks '
                                                 'a piece of ice": the scenario starts'):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="mid",
                 corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"rig": ["Makler"], "clicks": 2},
                 decisions={**HQ_RUN, "break Ice Wall": "Makler"})


def test_net_shield_the_first_time_each_turn_you_would_refusal_names_the_card(tmp_path):
    # state.lastturn.first_would_each_turn, met in an interrupt's condition, named no card either
    with pytest.raises(EarlierTurnUnknown, match='^[^\n]*Net Shield: "the first time each turn you would suffer net '
                                                 'damage": the scenario starts'):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="mid",
                 corp={"servers": {"Server 1": {"ice": ["Neural Katana"]}}},
                 runner={"rig": ["Net Shield"], "clicks": 3, "grip": ["Sure Gamble"]},
                 decisions={**HQ_RUN, "break Neural Katana": "no", "use Net Shield": "yes"})


TSAKHIA = 'Tsakhia "Bankhar" Gantulga'


def _tsakhia(tmp_path, clicks, name, rig=(TSAKHIA,), grip=(), actions=("run HQ",)):
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], name=name,
                    corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": True}]}}},
                    runner={"credits": 1, "grip": ["Sure Gamble", "Easy Mark", *grip], "rig": list(rig),
                            **({"clicks": clicks} if clicks else {})},
                    decisions={**HQ_RUN, f"use {TSAKHIA}": "yes", f"{TSAKHIA} choice": "HQ"})


def test_tsakhia_the_server_chosen_as_the_turn_began_is_refused_on_a_board_that_starts_after_it(tmp_path):
    # "When your turn begins, you may choose a server.": a board that starts in the Runner's action phase (all 4
    # [click] left or fewer) comes after that choice, which it does not show; the engine let Ice Wall end the run
    for clicks, name in ((4, "action-phase"), (3, "later")):
        with pytest.raises(EarlierTurnUnknown, match=f'{TSAKHIA}: "When your turn begins, you may choose a server'):
            _tsakhia(tmp_path, clicks, name)
    start = _tsakhia(tmp_path, None, "start")  # the turn's beginning shown: HQ chosen, Ice Wall's subroutine replaced
    assert (at(start, "damage.net"), at(start, "runs.0.outcome")) == (1, "successful")


def test_tsakhia_installed_on_a_board_that_starts_in_the_action_phase_chose_nothing_this_turn(tmp_path):
    result = _tsakhia(tmp_path, 4, "installed", rig=(), grip=(TSAKHIA,), actions=(f"install {TSAKHIA}", "run HQ"))
    assert (at(result, "damage.net"), at(result, "runs.0.outcome")) == (0, "unsuccessful")


def test_climactic_showdown_on_a_board_that_starts_in_the_action_phase_was_installed_after_the_turn_began(tmp_path):
    # "When your turn begins, remove this resource from the game": still installed, it was not in play as the turn
    # began, so it does nothing this turn (a Showdown that did resolve is gone, and no board can show it)
    for clicks in (4, 3):
        result = scenario(tmp_path, actions=[{"runner": "run HQ"}], name=f"showdown-{clicks}",
                          corp={"hq": ["Hedge Fund", "Enigma", "Beanstalk Royalties"]},
                          runner={"clicks": clicks, "rig": ["Climactic Showdown"]}, decisions=HQ_RUN)
        assert (len(at(result, "runs.0.accessed")), at(result, "runner.rig")) == (1, ["Climactic Showdown"])
