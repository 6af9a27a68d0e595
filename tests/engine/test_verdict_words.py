"""The verdict and the trace in a judge's words. A run event's lasting effect is said as what it is: the event's
instruction creating a lingering effect for that run (cr/rule_playing_lingering_effects, cr/rule_lingering_effect),
never a conditional ability meeting a trigger condition. The deciding step is what decided the outcome: what an
ability did, or the random access limit a card raised, never "the ability triggers and resolves"."""

from rulesdb.answers.verdicts import verdict
from tests.engine.card_play import at, scenario

UNREZZED_WALL = {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}


def _texts(result: dict) -> list[str]:
    return [entry["text"] for entry in result["trace"]]


def _tread_lightly(tmp_path):
    return scenario(tmp_path, actions=[{"runner": "play Tread Lightly on HQ"}],
                    corp={"credits": 10, "servers": UNREZZED_WALL}, runner={"grip": ["Tread Lightly"]},
                    decisions={"rez Ice Wall": "yes"})


def test_tread_lightly_creates_its_rez_cost_increase_as_the_run_begins_and_nothing_triggers(tmp_path):
    result = _tread_lightly(tmp_path)
    texts = _texts(result)
    created = texts.index('Tread Lightly: "the rez cost of each piece of ice is increased by 3[c]" lasts until the '
                          'end of the run.')
    assert texts[created - 1] == "The Runner initiates a run on HQ with Tread Lightly."
    assert not [t for t in texts if "trigger" in t]
    assert at(result, "abilities.met") == [] and at(result, "abilities.resolved") == []
    assert "cr/rule_playing_lingering_effects" in result["trace"][created]["cites"]


def test_tread_lightly_the_rez_step_names_what_raises_the_cost_and_the_verdict_no_ability(tmp_path):
    result = _tread_lightly(tmp_path)
    assert "Rezzing Ice Wall takes 4[c] (1[c] printed, +3[c] Tread Lightly)." in _texts(result)
    assert at(result, "corp.credits") == 10 - 4
    assert verdict(result)["sentences"] == ["The run on HQ ends unsuccessfully: Ice Wall's subroutine ends it."]


def test_account_siphons_if_successful_ability_is_met_as_the_run_succeeds_and_creates_the_replacement(tmp_path):
    """"If successful" is a conditional ability met once the run becomes successful (cr/rule_if_successful), which
    creates the breach replacement (cr/rule_if_successful_lingering_effect): not at the run's start."""
    result = scenario(tmp_path, actions=[{"runner": "play Account Siphon on HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Account Siphon"]},
                      decisions={"jack out": "no", "instead of breaching Account Siphon": "yes"})
    texts = _texts(result)
    met = texts.index('Account Siphon\'s ability meets its trigger condition: "Run HQ. If successful, instead of '
                      'breaching HQ, you may force the Corp to lose up to 5[c], then you gain 2[c] for each credit '
                      'lost and take 2 tags."')
    assert texts[met - 1] == "The run on HQ is successful."
    assert texts[met + 2] == ('Account Siphon\'s ability: "instead of breaching HQ, you may force the Corp to lose up '
                              'to 5[c], then you gain 2[c] for each credit lost and take 2 tags." lasts until the end '
                              'of the run.')
    assert verdict(result)["sentences"] == ["Account Siphon's ability resolves.",
                                            "The run on HQ is successful and Account Siphon's ability replaces the "
                                            "breach; the Runner takes 2 tags."]


def test_jailbreaks_one_if_successful_ability_draws_then_creates_its_extra_access(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Jailbreak on HQ"}], corp={"hq": ["Hedge Fund", "IPO"]},
                      runner={"grip": ["Jailbreak"], "stack": ["Sure Gamble"]}, decisions={"jack out": "no"})
    texts = _texts(result)
    drawn = texts.index("Jailbreak's ability: the Runner draws 1 card into the grip.")
    assert texts[drawn + 1] == ('Jailbreak\'s ability: "access 1 additional card from HQ" lasts until the end of the '
                                'run.')
    assert at(result, "abilities.met") == ["Jailbreak"]  # one "If successful" ability, met when the run succeeds
    assert sorted(at(result, "runs.0.accessed")) == ["Hedge Fund", "IPO"]  # both: 1 + 1 more, in random order


def test_demolition_run_says_its_access_ability_can_be_used_while_it_is_in_the_play_area(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Demolition Run on HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"credits": 5, "grip": ["Demolition Run"]},
                      decisions={"jack out": "no", "trash Hedge Fund": "no"})
    assert ('Demolition Run: "its Access \u2192 ability can be used on each card the Runner accesses" lasts until the '
            'end of the run.') in _texts(result)
    assert at(result, "abilities.met") == []


def test_the_deciding_step_is_what_pad_campaigns_ability_did_not_that_it_triggered(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"credits": 2, "rd": ["Hedge Fund", "IPO"],
                            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": True}]}}})
    found = verdict(result)
    assert found["sentences"] == ["PAD Campaign's ability resolves."]
    assert result["trace"][found["deciding"]]["text"] == "PAD Campaign's ability: the Corp gains 1[c] (now 3[c])."


def test_conduits_deciding_step_is_the_random_access_limit_it_raises_not_its_counter_after_the_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Conduit"}],
                      runner={"rig": [{"card": "Conduit", "counters": {"virus": 2}}]},
                      corp={"rd": ["Hedge Fund", "IPO", "Hedge Fund", "Ice Wall", "Enigma"]},
                      decisions={"jack out": "no", "use Conduit": "yes"})
    found = verdict(result)
    assert result["trace"][found["deciding"]]["text"] == (
        'Conduit: the Runner accesses 2 additional cards from R&D ("access X additional cards when you breach R&D", '
        'X = 2).')
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "IPO", "Hedge Fund"]
    assert at(result, "cards.Conduit.counters.virus") == 3


def test_red_level_clearance_verdict_names_both_of_its_choices_in_the_order_resolved(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Red Level Clearance"}],
                      corp={"credits": 5, "clicks": 3, "hq": ["Red Level Clearance"],
                            "rd": ["Hedge Fund", "IPO", "Ice Wall"]},
                      decisions={"Red Level Clearance choice": ["gain 2[c]", "draw 2 cards"]})
    assert verdict(result)["sentences"] == ["Red Level Clearance: the Corp gains 2[c] and draws 2 cards."]
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (5 - 1 + 2, ["Hedge Fund", "IPO"])


def test_key_performance_indicators_says_each_choice_of_the_player_resolving_it(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Key Performance Indicators"}],
                      corp={"credits": 5, "clicks": 3, "hq": ["Key Performance Indicators", "IPO"],
                            "rd": ["Hedge Fund", "Ice Wall"]},
                      decisions={"Key Performance Indicators choice": ["draw 1 card and shuffle 1 into R&D",
                                                                       "gain 2[c]"],
                                 "Key Performance Indicators shuffle": "IPO"})
    assert verdict(result)["sentences"] == ["Key Performance Indicators: the Corp draws 1 card and shuffles 1 into "
                                            "R&D, then gains 2[c]."]


def test_the_set_up_step_lists_the_active_current_the_lockdown_and_each_score_area_with_its_points(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"clicks": 3, "current": {"card": "NAPD Cordon"}, "score_area": ["Hostile Takeover"]},
                      runner={"current": {"card": "Employee Strike"},
                              "score_area": ["Project Atlas", "Hostile Takeover"]})
    assert result["trace"][0]["text"] == (
        "Set-up. Corp: 5[c], 0 cards in HQ, servers: none; score area: Hostile Takeover (1 agenda point). "
        "Runner: 5[c], 0 cards in the grip, rig: nothing; score area: Project Atlas, Hostile Takeover (3 agenda "
        "points). Active current: Employee Strike (the Runner's). Active lockdown: NAPD Cordon, until the Corp's next "
        "turn begins.")


def _jaguarundi(tmp_path, runner_scored: list[str]):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                    decisions={"jack out": "no", "Jaguarundi choice": "spend [click]"} if len(runner_scored) > 1
                    else {"jack out": "no"},
                    runner={"grip": ["Sure Gamble"], "score_area": runner_scored},
                    corp={"score_area": ["Hostile Takeover"],
                          "servers": {"Server 1": {"ice": [{"card": "Jaguarundi", "rezzed": True}]}}})


def test_jaguarundi_below_its_threat_says_once_that_its_ability_does_nothing(tmp_path):
    result = _jaguarundi(tmp_path, ["Project Atlas"])
    said = [t for t in _texts(result) if t.startswith("Threat 4")]
    assert said == ["Threat 4 is not met (the threat level is 2: the Corp has 1 agenda point, the Runner 2): "
                    "Jaguarundi's ability does nothing."]
    assert at(result, "abilities.met") == []
    assert {"cr/rule_threat_flag", "cr/rule_threat_level"} <= set(
        next(e for e in result["trace"] if e["text"] == said[0])["cites"])


def test_jaguarundi_at_its_threat_meets_its_trigger_condition_and_says_no_threat_line(tmp_path):
    result = _jaguarundi(tmp_path, ["Project Atlas", "Hostile Takeover", "Hostile Takeover"])
    assert at(result, "abilities.met") == ["Jaguarundi"]
    assert not [t for t in _texts(result) if t.startswith("Threat 4")]


def test_public_access_plaza_trashed_below_threat_2_gives_no_tag_and_says_why(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 5},
                      corp={"servers": {"Server 1": {"root": [{"card": "Public Access Plaza", "rezzed": True}]}}},
                      decisions={"jack out": "no", "trash Public Access Plaza": "yes"})
    assert "Threat 2 is not met (the threat level is 0: the Corp has 0 agenda points, the Runner 0): Public Access " \
           "Plaza's ability does nothing." in _texts(result)
    assert at(result, "runner.tags") == 0


def test_living_mural_installed_below_threat_4_says_its_strength_ability_does_nothing(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Living Mural on Ice Wall"}],
                      runner={"credits": 5, "grip": ["Living Mural"], "score_area": ["Project Atlas"]},
                      corp={"servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": True}]}}})
    assert "Threat 4 is not met (the threat level is 2: the Corp has 0 agenda points, the Runner 2): Living Mural's " \
           "ability does nothing." in _texts(result)


def test_the_makers_eye_gives_no_extra_access_on_a_run_crisium_grid_keeps_from_being_successful(tmp_path):
    """"If successful, access 2 additional cards" is an "If successful" ability (cr/rule_if_successful): a run that
    reaches the Success Phase but cannot be declared successful (Crisium Grid) breaches R&D with the default random
    access limit of 1 (cr/rule_default_random_access_limit). The engine made it a lasting effect from the run's start
    and let the Runner access 3 cards."""
    result = scenario(tmp_path, actions=[{"runner": "play The Maker’s Eye on R&D"}],
                      runner={"grip": ["The Maker’s Eye"]},
                      corp={"rd": ["Hedge Fund", "IPO", "Enigma", "Ice Wall"],
                            "servers": {"R&D": {"root": [{"card": "Crisium Grid", "rezzed": True}]}}},
                      decisions={"jack out": "no", "access order": "Crisium Grid"})
    assert at(result, "runs.0.accessed") == ["Crisium Grid", "Hedge Fund"]
    assert at(result, "abilities.met") == []


def test_the_makers_eye_on_a_successful_run_says_the_2_more_it_gives_as_the_limit_is_set(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play The Maker’s Eye on R&D"}],
                      runner={"grip": ["The Maker’s Eye"]}, corp={"rd": ["Hedge Fund", "IPO", "Enigma", "Ice Wall"]},
                      decisions={"jack out": "no"})
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "IPO", "Enigma"]
    assert verdict(result)["sentences"][0] == "The Maker’s Eye's ability resolves."
    assert result["trace"][verdict(result)["deciding"]]["text"] == \
        "The Maker’s Eye: the Runner accesses 2 additional cards from R&D."
