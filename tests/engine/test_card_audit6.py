"""Clauses of a sixth random sample of Standard cards (seed 20261204), Runner cards only, each test asserting what the
printed text and CR 25.08 make happen, never what the engine printed.

The sample: the complete, Standard-legal Runner titles (rulesdb.cardpool legality "legal", the engine's card library
without `waits_for`) that neither test_card_audit4.py, test_card_audit5.py nor a commit `git log --grep=audit` shows
names (a whole-word match), in the order `random.Random(20261204).sample(titles, len(titles))` gives them, the first
20: The Back, Mutual Favor, AirbladeX (JSRF Ed.), Into the Depths, Bling, DZMZ Optimizer, Transfer of Wealth, Concerto,
Botulus, Orca, Penrose, Whistleblower, Juli Moreira Lee, Conduit, Pelangi, Ryō “Phoenix” Ōno: Out of the Ashes, Hoshiko
Shiro: Untold Protagonist, Amanuensis, Unity, Rigging Up.

Defects found and fixed: an effect that installs a program (Mutual Favor, Rigging Up, Into the Depths' search, every
search and "install 1 card from among these") refused one that would exceed the memory limit, though "When installing a
program, the Runner may first trash any number of programs already installed" (cr/rule_install_trash_programs); now it
is offered when trashing programs frees enough, and the Runner trashes them as it is installed (effects.memory); and
making room counted a program whose memory does not count (hosted on Dhegdheer) as freeing its [MU], at an install and
at a checkpoint."""

from tests.engine.card_play import at, run_past, scenario, traced

FULL_MU = ["Unity", "Penrose", "Conduit", "Pelangi"]  # 1[MU] each: the 4[MU] of the Runner's limit used


# --- Mutual Favor -------------------------------------------------------------------------------------------------------
def test_mutual_favor_installs_an_icebreaker_past_the_memory_limit_trashing_a_program_to_make_room(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Mutual Favor"}],
                      corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Corroder"], "rig": FULL_MU},
                      decisions={"jack out": "no", "Mutual Favor target": "Corroder", "use Mutual Favor": "yes",
                                 "make room for Corroder": "Pelangi"})
    assert at(result, "runner.rig") == ["Unity", "Penrose", "Conduit", "Corroder"]
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Pelangi", "Mutual Favor"], 5 - 2)


def test_mutual_favor_may_fail_to_find_an_icebreaker_in_the_stack(tmp_path):
    """"Search your stack for 1 icebreaker": a search of a deck with criteria may fail to find (cr/rule_fail_to_find);
    Mutual Favor offered no "no"."""
    result = scenario(tmp_path, actions=[{"runner": "play Mutual Favor"}], name="fail",
                      runner={"grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Corroder"]},
                      decisions={"Mutual Favor target": "no"})
    assert (sorted(at(result, "runner.stack")), at(result, "runner.grip")) == (["Corroder", "Sure Gamble"], [])
    step = next(e for e in result["trace"] if "the Runner searches the stack" in e["text"])
    assert "cr/rule_fail_to_find" in step["cites"]


# --- Whistleblower ------------------------------------------------------------------------------------------------------
def test_whistleblower_steals_the_named_agenda_ignoring_its_additional_steal_cost(tmp_path):
    """Bellona asks 5[c] more to steal it; "steal it, ignoring all costs" pays none (cr/rule_ignore_all_costs)."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Bellona"]}}}, runner={"rig": ["Whistleblower"]},
                      decisions={"jack out": "no", "use Whistleblower": "yes", "Whistleblower choice": "Bellona",
                                 "steal": "no"})
    assert (at(result, "runner.score_area"), at(result, "runner.credits")) == (["Bellona"], 5)
    assert at(result, "runner.heap") == ["Whistleblower"]  # trashed as the ability's cost


def test_whistleblower_naming_another_agenda_leaves_the_steal_and_its_cost_to_the_runner(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Bellona"]}}}, runner={"rig": ["Whistleblower"]},
                      decisions={"jack out": "no", "use Whistleblower": "yes", "Whistleblower choice": "Hostile Takeover",
                                 "steal": "no"})
    assert (at(result, "runner.score_area"), at(result, "runner.credits")) == ([], 5)
    assert at(result, "corp.servers.Server 1.root") == ["Bellona"]


# --- AirbladeX (JSRF Ed.) -----------------------------------------------------------------------------------------------
AIRBLADE = "AirbladeX (JSRF Ed.)"
GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_airbladex_cannot_prevent_net_damage_outside_a_run(tmp_path):
    """Jinteki: Personal Evolution's net damage as the Corp scores, on the Corp's turn: "Use this ability only during a
    run", so the damage is not prevented and no counter is spent."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund"] * 3,
                            "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
                      runner={"grip": list(GRIP), "rig": [{"card": AIRBLADE, "counters": {"power": 3}}]},
                      decisions={"rez": "no", "score": "yes", "prevent 1 net damage": AIRBLADE,
                                 "order Corp abilities": "Jinteki: Personal Evolution"})
    assert at(result, "corp.score_area") == ["Hostile Takeover"]
    assert (len(at(result, "runner.grip")), at(result, f"cards[{AIRBLADE}].counters")) == (4, {"power": 3})


# --- Amanuensis ---------------------------------------------------------------------------------------------------------
def test_amanuensis_gets_no_counter_when_the_turn_ends_untagged(tmp_path):
    from tests.engine.std_runner import to_turn_end
    result = to_turn_end(tmp_path, runner={"rig": ["Amanuensis"], "stack": list(GRIP)})
    assert at(result, "cards[Amanuensis].counters") == {}


def test_amanuensis_with_no_counter_draws_nothing_when_a_tag_is_removed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "remove tag"}],
                      runner={"tags": 1, "stack": list(GRIP), "rig": ["Amanuensis"]},
                      decisions={"use Amanuensis": "yes"})
    assert (at(result, "runner.grip"), at(result, "runner.tags")) == ([], 0)


# --- Transfer of Wealth -------------------------------------------------------------------------------------------------
def test_transfer_of_wealth_against_a_corp_with_no_credits_gives_a_tag_and_no_credits(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Transfer of Wealth"}], corp={"hq": ["Hedge Fund"], "credits": 0},
                      runner={"grip": ["Transfer of Wealth"]}, decisions={"jack out": "no"})
    assert (at(result, "runner.tags"), at(result, "runner.credits"), at(result, "corp.credits")) == (1, 5, 0)


def test_transfer_of_wealth_unsuccessful_gives_no_tag(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Transfer of Wealth"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"grip": ["Transfer of Wealth"]}, decisions={"jack out": "no", "break Ice Wall": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.tags"), at(result, "corp.credits")) == (
        "unsuccessful", 0, 5)


# --- Concerto -----------------------------------------------------------------------------------------------------------
def test_concerto_places_the_revealed_cards_play_cost_and_pays_a_break_with_it(tmp_path):
    """Sure Gamble (play cost 5) on top: 5[c] on Concerto and Sure Gamble to the grip; with an empty credit pool,
    Corroder breaks Ice Wall with Concerto's credits during that run."""
    result = scenario(tmp_path, actions=[{"runner": "play Concerto on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0, "grip": ["Concerto"], "rig": ["Corroder"], "stack": ["Sure Gamble", "Diesel"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder"})
    assert at(result, "runs.0.outcome") == "successful"
    assert (at(result, "runner.grip"), at(result, "runner.stack"), at(result, "runner.credits")) == (
        ["Sure Gamble"], ["Diesel"], 0)


def test_concerto_revealing_a_program_places_its_install_cost(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Concerto on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0, "grip": ["Concerto"], "stack": ["Corroder"]},
                      decisions={"jack out": "no", "break Ice Wall": "no"})
    assert traced(result, "2[c] are placed on Concerto")
    assert at(result, "runner.grip") == ["Corroder"]


# --- DZMZ Optimizer -----------------------------------------------------------------------------------------------------
def test_dzmz_optimizer_does_not_discount_a_program_after_one_installed_earlier_this_turn(tmp_path):
    """Corroder installed before DZMZ Optimizer was the first program this turn: Gordian Blade pays its full 4[c]."""
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install DZMZ Optimizer"},
                                         {"runner": "install Gordian Blade"}],
                      runner={"credits": 10, "grip": ["Corroder", "DZMZ Optimizer", "Gordian Blade"]})
    assert at(result, "runner.credits") == 10 - 2 - 2 - 4


def test_dzmz_optimizer_discounts_only_the_first_program_of_the_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Gordian Blade"}],
                      runner={"credits": 10, "rig": ["DZMZ Optimizer"], "grip": ["Corroder", "Gordian Blade"]})
    assert at(result, "runner.credits") == 10 - (2 - 1) - 4


# --- Rigging Up ---------------------------------------------------------------------------------------------------------
def test_rigging_up_charges_airbladex_loaded_as_it_is_installed(tmp_path):
    """AirbladeX costs 1 - 3 = 0[c]; it is loaded with 3 power counters when installed, so it can be charged: 4."""
    result = scenario(tmp_path, actions=[{"runner": "play Rigging Up"}], runner={"credits": 0, "grip": [
        "Rigging Up", AIRBLADE]}, decisions={"Rigging Up target": AIRBLADE, "use Rigging Up": "yes"})
    assert at(result, f"cards[{AIRBLADE}].counters") == {"power": 4}


def test_rigging_up_installs_a_program_past_the_memory_limit_trashing_one_to_make_room(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Rigging Up"}],
                      runner={"credits": 0, "grip": ["Rigging Up", "Corroder"], "rig": FULL_MU},
                      decisions={"Rigging Up target": "Corroder", "make room for Corroder": "Conduit"})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (
        ["Unity", "Penrose", "Pelangi", "Corroder"], ["Conduit", "Rigging Up"])


# --- Ryō “Phoenix” Ōno: Out of the Ashes --------------------------------------------------------------------------------
RYO = "Ryō “Phoenix” Ōno: Out of the Ashes"


def test_ryo_gains_1_and_the_corp_trashes_from_hq_when_a_run_succeeds_after_a_subroutine_resolved(tmp_path):
    """Whitespace's first subroutine resolves (lose 3[c]); with 7[c] left the second does not end the run."""
    result = run_past(tmp_path, "Whitespace", corp={"hq": ["Hedge Fund"]},
                      runner={"identity": RYO, "credits": 10},
                      decisions={"break Whitespace": "no", f"{RYO} target": "Hedge Fund"})
    assert at(result, "runs.0.outcome") == "successful"
    assert (at(result, "runner.credits"), at(result, "corp.hq"), at(result, "corp.archives")) == (
        10 - 3 + 1, [], ["Hedge Fund"])


def test_ryo_gains_nothing_when_no_subroutine_resolved(tmp_path):
    result = run_past(tmp_path, "Ice Wall", corp={"hq": ["Hedge Fund"]},
                      runner={"identity": RYO, "rig": ["Corroder"]}, decisions={"break Ice Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "corp.hq")) == (
        "successful", 5 - 1, ["Hedge Fund"])


# --- Into the Depths ----------------------------------------------------------------------------------------------------
def test_into_the_depths_counts_unrezzed_ice_passed_and_searches_and_installs_a_program(tmp_path):
    """Two unrezzed pieces of ice are approached and passed (never encountered): two different options, gain 4[c]
    and a program searched for and installed (paying its 2[c])."""
    walls = [{"card": "Ice Wall", "rezzed": False}, {"card": "Ice Wall", "rezzed": False}]
    result = scenario(tmp_path, actions=[{"runner": "play Into the Depths on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": walls}}},
                      runner={"grip": ["Into the Depths"], "stack": ["Sure Gamble", "Corroder"]},
                      decisions={"jack out": "no", "rez": "no", "Into the Depths choice": ["gain", "program"],
                                 "Into the Depths target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Corroder"], 5 - 1 + 4 - 2)


def test_into_the_depths_with_one_ice_passed_resolves_only_one_option(tmp_path):
    import pytest

    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="must name 1 different option"):
        scenario(tmp_path, actions=[{"runner": "play Into the Depths on Server 1"}],
                 corp={"servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
                 runner={"grip": ["Into the Depths"], "stack": ["Corroder"]},
                 decisions={"jack out": "no", "rez": "no", "Into the Depths choice": ["gain", "program"]})


# --- Orca ---------------------------------------------------------------------------------------------------------------
def test_orca_charges_only_the_first_time_each_turn_it_fully_breaks(tmp_path):
    """Two runs past Cobra, both subroutines broken with Orca each time: AirbladeX is charged once (3 + 1)."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Cobra"]}}},
                      runner={"credits": 10, "rig": ["Orca", {"card": AIRBLADE, "counters": {"power": 3}}]},
                      decisions={"jack out": "no", "break Cobra": "Orca", "Orca target": AIRBLADE})
    assert [r["outcome"] for r in at(result, "runs")] == ["successful", "successful"]
    assert (at(result, f"cards[{AIRBLADE}].counters"), at(result, "runner.credits")) == ({"power": 4}, 10 - 2 - 2)


# --- Unity --------------------------------------------------------------------------------------------------------------
def test_unity_gets_plus_x_strength_for_each_installed_icebreaker_including_itself(tmp_path):
    """Lockdown is strength 5; Unity (1) with Corroder and Gordian Blade installed gets +3 a use: two uses and one
    break, 3[c]; alone it would need four uses."""
    result = run_past(tmp_path, "Lockdown", runner={"credits": 10, "rig": ["Unity", "Corroder", "Gordian Blade"]},
                      decisions={"break Lockdown": "Unity"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 10 - 2 - 1)
    alone = run_past(tmp_path, "Lockdown", runner={"credits": 10, "rig": ["Unity"]},
                     decisions={"break Lockdown": "Unity"}, name="alone")
    assert at(alone, "runner.credits") == 10 - 4 - 1


# --- Penrose ------------------------------------------------------------------------------------------------------------
def test_penrose_breaks_a_barrier_subroutine_only_the_turn_it_was_installed(tmp_path):
    installed_now = scenario(tmp_path, actions=[{"runner": "install Penrose"}, {"runner": "run Server 1"}],
                             corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"grip": ["Penrose"]},
                             decisions={"jack out": "no", "break Ice Wall": "Penrose"})
    assert (at(installed_now, "runs.0.outcome"), at(installed_now, "runner.credits")) == ("successful", 5 - 3 - 1)
    earlier = run_past(tmp_path, "Ice Wall", runner={"rig": ["Penrose"]}, decisions={"break Ice Wall": "Penrose"},
                       name="earlier")
    assert (at(earlier, "runs.0.outcome"), at(earlier, "runner.credits")) == ("unsuccessful", 5)
    assert traced(earlier, "Use this ability only if this program was installed this turn.")


# --- The Back -----------------------------------------------------------------------------------------------------------
def test_the_back_counts_the_first_hardware_use_in_a_run_each_turn(tmp_path):
    """AirbladeX prevents Tollbooth's "when encountered" ability in each of two runs: one counter, not two."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Tollbooth"]}}},
                      runner={"rig": ["The Back", {"card": AIRBLADE, "counters": {"power": 3}}]},
                      decisions={"jack out": "no", "break Tollbooth": "no",
                                 "prevent Tollbooth's \"when encountered\" ability": AIRBLADE})
    assert at(result, f"cards[{AIRBLADE}].counters") == {"power": 1}
    assert at(result, "cards[The Back].counters") == {"power": 1}


def test_the_back_shuffles_up_to_2_trash_ability_cards_per_counter_into_the_stack(tmp_path):
    import pytest

    from rulesdb.errors import ScenarioError
    heap = ["Fall Guy", "No Free Lunch", "Gbahali", "Sure Gamble"]
    back = {"card": "The Back", "counters": {"power": 1}}
    result = scenario(tmp_path, actions=[{"runner": "use The Back"}], runner={"rig": [back], "heap": heap},
                      decisions={"The Back choice": ["Fall Guy", "Gbahali"]})
    assert sorted(at(result, "runner.stack")) == ["Fall Guy", "Gbahali"]
    assert (at(result, "runner.heap"), at(result, "runner.removed")) == (["No Free Lunch", "Sure Gamble"], ["The Back"])
    with pytest.raises(ScenarioError, match="at most 2 cards"):  # 2 for its one counter
        scenario(tmp_path, actions=[{"runner": "use The Back"}], runner={"rig": [back], "heap": heap}, name="three",
                 decisions={"The Back choice": ["Fall Guy", "Gbahali", "No Free Lunch"]})
    with pytest.raises(ScenarioError, match="'Sure Gamble' is not a card left"):  # no [trash] ability
        scenario(tmp_path, actions=[{"runner": "use The Back"}], runner={"rig": [back], "heap": heap}, name="gamble",
                 decisions={"The Back choice": ["Sure Gamble"]})


# --- Conduit ------------------------------------------------------------------------------------------------------------
def test_conduit_accesses_x_more_cards_then_gets_a_counter_as_the_successful_run_ends(tmp_path):
    """X is the counters when R&D is breached (1): 2 cards accessed; the counter placed as the run ends comes later."""
    result = scenario(tmp_path, actions=[{"runner": "use Conduit"}],
                      corp={"rd": ["Hedge Fund", "Beanstalk Royalties", "Hedge Fund", "Hedge Fund"]},
                      runner={"rig": [{"card": "Conduit", "counters": {"virus": 1}}]},
                      decisions={"jack out": "no", "use Conduit": "yes"})
    assert len(at(result, "runs.0.accessed")) == 2
    assert at(result, "cards.Conduit.counters") == {"virus": 2}


def test_conduit_gets_no_counter_after_an_unsuccessful_run_on_rd(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"R&D": {"ice": ["Ice Wall"]}}},
                      runner={"rig": ["Conduit"]}, decisions={"jack out": "no", "use Conduit": "yes",
                                                              "break Ice Wall": "no"})
    assert at(result, "cards.Conduit.counters") == {}


# --- Hoshiko Shiro: Untold Protagonist ----------------------------------------------------------------------------------
def test_hoshiko_gains_2_and_flips_when_the_turn_ends_after_an_access(tmp_path):
    from tests.engine.std_runner import to_turn_end
    result = to_turn_end(tmp_path, runner={"identity": "Hoshiko Shiro: Untold Protagonist", "stack": list(GRIP)},
                         corp={"hq": ["Hedge Fund"]}, actions=[{"runner": "run HQ"}], decisions={"jack out": "no"})
    assert at(result, "runner.credits") == 5 + 2
    assert traced(result, "flip")


def test_hoshiko_without_an_access_neither_gains_nor_flips(tmp_path):
    from tests.engine.std_runner import to_turn_end
    result = to_turn_end(tmp_path, runner={"identity": "Hoshiko Shiro: Untold Protagonist", "stack": list(GRIP),
                                           "clicks": 4}, actions=[{"runner": "draw"} for _ in range(4)])
    assert at(result, "runner.credits") == 5
    assert not traced(result, "flip")


# --- Bling --------------------------------------------------------------------------------------------------------------
def test_bling_triggers_on_a_program_whose_cost_dzmz_lowered_to_0(tmp_path):
    """Pelangi's 1[c] less DZMZ Optimizer's 1[c] is 0: it is installed without spending credits."""
    result = scenario(tmp_path, actions=[{"runner": "install Pelangi"}],
                      runner={"rig": ["Bling", "DZMZ Optimizer"], "grip": ["Pelangi"], "stack": ["Sure Gamble", "Diesel"]},
                      decisions={"use Bling": "yes"})
    assert (at(result, "runner.credits"), at(result, "cards[Bling].hosted")) == (5, ["Sure Gamble"])


# --- Botulus ------------------------------------------------------------------------------------------------------------
def test_botulus_breaks_only_on_its_host_ice_and_gets_a_counter_when_the_turn_begins(tmp_path):
    """Hosted on Ice Wall, Botulus is not offered at Enigma: Enigma's subroutines resolve; its counter from the turn's
    beginning is still there (1 + 1)."""
    ice = ["Enigma", {"card": "Ice Wall", "hosted": [{"card": "Botulus", "counters": {"virus": 1}}]}]
    result = run_past(tmp_path, ice, decisions={"abilities at encounter Enigma": "Botulus", "break Enigma": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "cards.Botulus.counters")) == ("unsuccessful", {"virus": 2})
    assert at(result, "runner.clicks") == 4 - 1 - 1


def test_botulus_gets_a_virus_counter_when_installed_on_ice(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Botulus on Ice Wall"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"grip": ["Botulus"]})
    assert (at(result, "cards[Ice Wall].hosted"), at(result, "cards.Botulus.counters")) == (["Botulus"], {"virus": 1})


# --- Pelangi ------------------------------------------------------------------------------------------------------------
def test_pelangi_is_used_once_per_turn(tmp_path):
    """Asked to use Pelangi at both Enigmas, the Runner can at the first only: Corroder breaks the first as a barrier,
    the second ends the run, and one counter is spent."""
    rig = [{"card": "Pelangi", "counters": {"virus": 2}}, "Corroder"]
    result = run_past(tmp_path, ["Enigma", "Enigma"], runner={"rig": rig},
                      decisions={"abilities at encounter Enigma": "Pelangi", "Pelangi choice": "barrier",
                                 "break Enigma": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "cards.Pelangi.counters")) == ("unsuccessful", {"virus": 1})
    assert at(result, "runner.credits") == 5 - 2


# --- Juli Moreira Lee ---------------------------------------------------------------------------------------------------
def test_juli_moreira_lee_gives_a_click_only_for_the_first_resource_action_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use The Artist"}, {"runner": "use The Artist ability 2"}],
                      runner={"grip": ["Corroder"], "rig": ["The Artist", {"card": "Juli Moreira Lee",
                                                                            "counters": {"power": 4}}]},
                      decisions={"The Artist target": "Corroder"})
    assert (at(result, "runner.clicks"), at(result, "cards[Juli Moreira Lee].counters")) == (4 - 2 + 1, {"power": 3})


# --- Penrose ------------------------------------------------------------------------------------------------------------
def test_penrose_raises_strength_only_with_a_stealth_credit(tmp_path):
    """Lotus Field is strength 4, Penrose 2: its +3 strength needs a credit from a stealth card (Cloak's)."""
    import pytest

    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="only with credits from a stealth card"):
        run_past(tmp_path, "Lotus Field", runner={"rig": ["Penrose"]}, decisions={"break Lotus Field": "Penrose"})
    cloaked = run_past(tmp_path, "Lotus Field", runner={"rig": ["Penrose", "Cloak"]}, name="cloak",
                       decisions={"break Lotus Field": "Penrose"})
    assert (at(cloaked, "runs.0.outcome"), at(cloaked, "runner.credits")) == ("successful", 5 - 1)


# --- Ryō “Phoenix” Ōno: Out of the Ashes --------------------------------------------------------------------------------
def test_ryo_gains_1_even_with_hq_empty(tmp_path):
    result = run_past(tmp_path, "Whitespace", runner={"identity": RYO, "credits": 10},
                      decisions={"break Whitespace": "no"})
    assert (at(result, "runner.credits"), at(result, "corp.archives")) == (10 - 3 + 1, [])


def test_ryo_triggers_on_the_first_run_that_meets_the_condition_not_the_first_run(tmp_path):
    """The first run breaks Ice Wall (no subroutine resolves); the second lets Whitespace's first subroutine resolve:
    that is the first time the condition is met this turn."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"]},
                                                              "Server 2": {"ice": ["Whitespace"]}}},
                      runner={"identity": RYO, "credits": 11, "rig": ["Corroder"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "break Whitespace": "no",
                                 f"{RYO} target": "Hedge Fund"})
    assert [r["outcome"] for r in at(result, "runs")] == ["successful", "successful"]
    assert (at(result, "runner.credits"), at(result, "corp.archives")) == (11 - 1 - 3 + 1, ["Hedge Fund"])


# --- Amanuensis and Juli Moreira Lee ------------------------------------------------------------------------------------
def test_a_tag_removed_by_a_trash_ability_triggers_amanuensis_but_is_no_action_for_juli(tmp_path):
    """No Free Lunch's "[trash]: Remove 1 tag." is the Runner removing a tag (Amanuensis draws 2), but a paid ability
    with no [click] is not an action, so Juli Moreira Lee gives no [click]."""
    rig = [{"card": "Amanuensis", "counters": {"power": 1}}, "No Free Lunch",
           {"card": "Juli Moreira Lee", "counters": {"power": 4}}]
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"tags": 1, "stack": list(GRIP), "rig": rig},
                      decisions={"use Amanuensis": "yes",
                                 "abilities at Runner action phase": {"use": "No Free Lunch", "ability": 2},
                                 "abilities at Runner action phase #2": "pass"})
    assert (at(result, "runner.tags"), at(result, "runner.grip")) == (0, GRIP[:2])
    assert (at(result, "runner.clicks"), at(result, "cards[Juli Moreira Lee].counters")) == (3, {"power": 4})


def test_hoshiko_flipped_draws_1_and_loses_1_when_the_runners_next_turn_begins(tmp_path):
    actions = [{"runner": "run HQ"}, *[{"runner": "gain credit"}] * 3, *[{"corp": "gain credit"}] * 3,
               {"runner": "gain credit"}]
    result = scenario(tmp_path, actions=actions, corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Ice Wall"]},
                      runner={"identity": "Hoshiko Shiro: Untold Protagonist", "stack": list(GRIP)},
                      decisions={"jack out": "no"})
    assert at(result, "runner.credits") == 5 + 3 + 2 - 1 + 1
    assert at(result, "runner.grip") == GRIP[:1]


# --- DZMZ Optimizer with effects that install ---------------------------------------------------------------------------
def test_dzmz_optimizer_lowers_a_program_an_effect_installs_first_this_turn(tmp_path):
    """Mutual Favor installs Corroder (2[c]) after a successful run: the first program this turn, 1[c] less."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Mutual Favor"}],
                      corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Mutual Favor"], "stack": ["Corroder"], "rig": ["DZMZ Optimizer"]},
                      decisions={"jack out": "no", "Mutual Favor target": "Corroder", "use Mutual Favor": "yes"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["DZMZ Optimizer", "Corroder"], 5 - 1)


def test_concertos_hosted_credits_pay_a_trash_cost_during_that_run(tmp_path):
    """"You can spend hosted credits during that run": PAD Campaign's 4[c] trash cost, with none in the pool."""
    result = scenario(tmp_path, actions=[{"runner": "play Concerto on Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 0, "grip": ["Concerto"], "stack": ["Sure Gamble"]},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.credits")) == (["PAD Campaign"], 0)


def test_whistleblower_steal_in_rd_lets_the_rest_of_the_accesses_go_on(tmp_path):
    """Conduit with 2 counters: 3 cards of R&D; the second, Hostile Takeover, is stolen at once (no longer accessed),
    and the third is still accessed."""
    result = scenario(tmp_path, actions=[{"runner": "use Conduit"}],
                      corp={"rd": ["Hedge Fund", "Hostile Takeover", "Beanstalk Royalties", "Hedge Fund"]},
                      runner={"rig": ["Whistleblower", {"card": "Conduit", "counters": {"virus": 2}}]},
                      decisions={"jack out": "no", "use Whistleblower": "yes", "use Conduit": "no",
                                 "Whistleblower choice": "Hostile Takeover", "steal": "no",
                                 "order Runner abilities": ["Whistleblower", "Conduit"]})
    assert at(result, "runner.score_area") == ["Hostile Takeover"]
    assert len(at(result, "runs.0.accessed")) == 3


def test_bling_installed_without_spending_credits_sees_its_own_install(tmp_path):
    """Rigging Up installs Bling for 2 - 3 = 0[c]: Bling is active once installed, before the checkpoint that processes
    its install, so "whenever you install a card without spending credits" is met (cr/rule_condition_only_met_while_active)."""
    result = scenario(tmp_path, actions=[{"runner": "play Rigging Up"}],
                      runner={"grip": ["Rigging Up", "Bling"], "stack": ["Sure Gamble", "Diesel"]},
                      decisions={"Rigging Up target": "Bling", "use Bling": "yes"})
    assert (at(result, "runner.credits"), at(result, "cards[Bling].hosted")) == (5, ["Sure Gamble"])


def test_making_room_for_a_program_cannot_trash_one_whose_memory_does_not_count(tmp_path):
    """Corroder hosted on Dhegdheer uses none of the Runner's [MU]: trashing it frees nothing, so it cannot make room for
    the Gordian Blade Rigging Up installs (cr/rule_install_trash_programs)."""
    import pytest

    from rulesdb.errors import ScenarioError
    rig = [*FULL_MU, {"card": "Dhegdheer", "hosted": ["Corroder"]}]
    with pytest.raises(ScenarioError, match="free too little"):
        scenario(tmp_path, actions=[{"runner": "play Rigging Up"}], runner={"grip": ["Rigging Up", "Gordian Blade"],
                                                                             "rig": rig},
                 decisions={"Rigging Up target": "Gordian Blade", "make room for Gordian Blade": "Corroder"})


def test_over_the_memory_limit_at_a_checkpoint_a_program_whose_memory_does_not_count_is_no_answer(tmp_path):
    """Bad Times lowers the limit to 2[MU] with 4[MU] of programs used: 2[MU] of them are trashed at the checkpoint,
    never Dhegdheer's hosted Corroder, which frees nothing (cr/step_checkpoint_card_restrictions)."""
    import pytest

    from rulesdb.errors import ScenarioError

    def bad_times(answer, name):
        return scenario(tmp_path, turn="corp", actions=[{"corp": "play Bad Times"}], name=name,
                        corp={"clicks": 3, "hq": ["Bad Times"]},
                        runner={"tags": 1, "rig": [*FULL_MU, {"card": "Dhegdheer", "hosted": ["Corroder"]}]},
                        decisions={"trash programs": answer})
    with pytest.raises(ScenarioError, match="not a set of programs the Runner may trash"):
        bad_times(["Corroder", "Pelangi"], "hosted")
    assert at(bad_times(["Conduit", "Pelangi"], "fair"), "runner.heap") == ["Conduit", "Pelangi"]


def test_orca_does_not_charge_when_another_breaker_broke_one_of_the_subroutines(tmp_path):
    """Cobra fully broken, subroutine 1 by Orca and 2 by Mimic: Orca did not fully break it (cr/subsec_fully_break:
    all its subroutines broken using abilities on a single object), so nothing is charged."""
    result = run_past(tmp_path, "Cobra", runner={"credits": 10, "rig": [
        "Orca", "Mimic", {"card": AIRBLADE, "counters": {"power": 3}}]},
        decisions={"break Cobra": [{"with": "Orca", "subroutines": [1]}, {"with": "Mimic", "subroutines": [2]}],
                   "Orca target": AIRBLADE})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, f"cards[{AIRBLADE}].counters") == {"power": 3}
