"""Events and operations from the library: played from hand, each does what its text says."""

import pytest

from rulesdb.engine.cards import CARDS
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

STACK = ["Diesel", "Sure Gamble", "Easy Mark", "Inside Job", "Forked", "Build Script"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Snare!", "Vanity Project", "Beanstalk Royalties"]


def play(tmp_path, title, *, credits=10, decisions=None, **side):
    facts = CARDS[title].facts
    who = facts.side
    target = " on HQ" if facts.has("run") else ""
    if who == "runner":
        runner = {"credits": credits, "grip": [title], "stack": STACK, **side}
        return scenario(tmp_path, actions=[{"runner": f"play {title}{target}"}], runner=runner,
                        corp={"hq": ["Hedge Fund"]}, decisions={"jack out": "no", **(decisions or {})})
    corp = {"credits": credits, "hq": [title], "rd": RD, **side.pop("corp", {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {title}"}], corp=corp,
                    runner=side.get("runner"), decisions=decisions)


@pytest.mark.parametrize(("title", "credits", "grip"), [
    ("Quality Time", 10 - 3, 5), ("Build Script", 11, 2), ("Process Automation", 12, 1),
    ("Creative Commission", 10 - 1 + 5, 0), ("Lucky Find", 10 - 3 + 9, 0), ("Day Job", 10 - 2 + 10, 0),
    ("I've Had Worse", 10 - 1, 3)])
def test_runner_economy_and_draw_events(tmp_path, title, credits, grip):
    result = play(tmp_path, title)
    assert at(result, "runner.credits") == credits
    assert len(at(result, "runner.grip")) == grip
    assert at(result, "runner.heap") == [title]


def test_creative_commission_costs_a_click_only_if_one_remains(tmp_path):
    result = play(tmp_path, "Creative Commission")
    assert at(result, "runner.clicks") == 2  # 4 - 1 to play - 1 lost
    assert traced(result, "the Runner loses 1[click]")


def test_deja_vu_returns_a_card_or_two_viruses_from_the_heap(tmp_path):
    one = play(tmp_path, "Déjà Vu", heap=["Corroder", "Imp"], decisions={"Déjà Vu target": "Corroder"})
    two = play(tmp_path, "Déjà Vu", heap=["Datasucker", "Imp"],
               decisions={"Déjà Vu target": "Imp", "Déjà Vu choice": "Datasucker"})
    assert at(one, "runner.grip") == ["Corroder"]
    assert at(two, "runner.grip") == ["Imp", "Datasucker"]


def test_infiltration_gains_2_or_exposes_a_card(tmp_path):
    gained = play(tmp_path, "Infiltration", decisions={"Infiltration choice": "gain 2[c]"})
    assert at(gained, "runner.credits") == 12
    exposed = scenario(tmp_path, actions=[{"runner": "play Infiltration"}],
                       runner={"grip": ["Infiltration"]},
                       corp={"servers": {"Server 1": {"root": [{"card": "Snare!", "rezzed": False}]}}},
                       decisions={"Infiltration choice": "expose 1 card", "Infiltration target": "unrezzed card in the root of Server 1", "rez": "no"},
                       name="exposed")
    assert traced(exposed, "the Runner exposes Snare!")


def test_dirty_laundry_pays_5_only_after_a_successful_run(tmp_path):
    won = play(tmp_path, "Dirty Laundry")
    lost = scenario(
        tmp_path, actions=[{"runner": "play Dirty Laundry on HQ"}], name="blocked",
        runner={"grip": ["Dirty Laundry"]}, corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Vanilla"]}}},
        decisions={"jack out": "no"})
    assert at(won, "runner.credits") == 10 - 2 + 5
    assert at(lost, "runner.credits") == 5 - 2


def test_bravado_pays_6_plus_1_per_ice_passed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Bravado on HQ"}],
                      runner={"grip": ["Bravado"], "rig": ["Corroder"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall", {"card": "Vanilla",
                                                                                        "rezzed": False}]}}},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "rez": "no"})
    assert at(result, "runner.credits") == 5 - 3 - 1 + 6 + 2


@pytest.mark.parametrize(("answer", "stack", "heap"), [("yes", ["Direct Access"], []), ("no", [], ["Direct Access"])])
def test_direct_access_may_shuffle_itself_into_the_stack_when_its_run_ends(tmp_path, answer, stack, heap):
    result = scenario(tmp_path, actions=[{"runner": "play Direct Access on HQ"}], name=answer,
                      runner={"grip": ["Direct Access"]}, corp={"hq": ["Hedge Fund"]},
                      decisions={"jack out": "no", "use Direct Access": answer})
    assert (at(result, "runs.0.by"), at(result, "runs.0.outcome")) == ("Direct Access", "successful")
    assert (at(result, "runner.stack"), at(result, "runner.heap")) == (stack, heap)


@pytest.mark.parametrize(("title", "credits", "hq"), [
    ("Beanstalk Royalties", 13, 0), ("Restructure", 15, 0), ("Government Subsidy", 15, 0),
    ("Green Level Clearance", 12, 1), ("Blue Level Clearance", 13, 2), ("Anonymous Tip", 10, 3),
    ("IPO", 15, 0)])
def test_corp_transactions_and_draws(tmp_path, title, credits, hq):
    result = play(tmp_path, title)
    assert at(result, "corp.credits") == credits
    assert len(at(result, "corp.hq")) == hq + 1  # the mandatory draw
    assert at(result, "corp.archives") == [title]


def test_biotic_labor_gains_2_clicks(tmp_path):
    result = play(tmp_path, "Biotic Labor")
    assert at(result, "corp.clicks") == 3 - 1 + 2


def test_precognition_rearranges_the_top_of_rd(tmp_path):
    order = ["Snare!", "Vanity Project", "Beanstalk Royalties", "Enigma", "Ice Wall"]
    result = play(tmp_path, "Precognition", decisions={"Precognition choice": order})
    assert at(result, "corp.rd")[:5] == order


@pytest.mark.parametrize(("tags", "choice", "credits", "drawn"), [(0, "gain 3[c]", 13, 0),
                                                                  (1, "both", 13, 3)])
def test_predictive_planogram_resolves_both_only_when_the_runner_is_tagged(tmp_path, tags, choice, credits, drawn):
    result = play(tmp_path, "Predictive Planogram", runner={"tags": tags},
                  decisions={"Predictive Planogram choice": choice})
    assert at(result, "corp.credits") == credits
    assert len(at(result, "corp.hq")) == 1 + drawn


def test_celebrity_gift_gains_2_per_card_revealed(tmp_path):
    result = play(tmp_path, "Celebrity Gift", corp={"hq": ["Celebrity Gift", "Ice Wall", "Enigma"]},
                  decisions={"Celebrity Gift choice": 2})
    assert at(result, "corp.credits") == 10 - 3 + 4


def test_scorched_earth_does_4_meat_damage(tmp_path):
    result = play(tmp_path, "Scorched Earth", runner={"tags": 1, "grip": STACK})
    assert at(result, "damage.meat") == 4


def test_closed_accounts_empties_the_runners_credit_pool(tmp_path):
    result = play(tmp_path, "Closed Accounts", runner={"tags": 1, "credits": 7})
    assert at(result, "runner.credits") == 0


def after_runner_turn(tmp_path, title, run="run Archives", decisions=None, attempt=False, name="after"):
    """The Runner's turn (one run, then credits), then the Corp plays `title` as its first action."""
    play_it = {"corp": f"play {title}", **({"attempt": True} if attempt else {})}
    actions = [{"runner": run}, *[{"runner": "gain credit"}] * 3, play_it]
    return scenario(tmp_path, actions=actions, corp={"credits": 10, "hq": [title], "rd": RD},
                    runner={"grip": STACK[:5], "clicks": 4}, decisions={"jack out": "no", **(decisions or {})},
                    name=name)


def test_neural_emp_does_1_net_damage_after_a_runner_turn_with_a_run(tmp_path):
    assert at(after_runner_turn(tmp_path, "Neural EMP"), "damage.net") == 1


@pytest.mark.parametrize("title", ["Neural EMP", "Hard-Hitting News", "SEA Source"])
def test_play_only_if_the_runner_made_a_run_during_their_last_turn(tmp_path, title):
    """cr/rule_restriction: without a run in the Runner's last turn the operation cannot be played."""
    result = after_runner_turn(tmp_path, title, run="gain credit", attempt=True)
    assert at(result, "refused.0.reason").endswith("during their last turn")
    assert title in at(result, "corp.hq")


def test_play_restrictions_on_a_turn_before_the_scenario_are_not_guessed(tmp_path):
    with pytest.raises(ScenarioError, match="came before the scenario began"):
        play(tmp_path, "Neural EMP", runner={"grip": STACK})


def test_sea_source_needs_a_successful_run(tmp_path):
    jacked_out = after_runner_turn(tmp_path, "SEA Source", run="run HQ", attempt=True, name="unsuccessful",
                                   decisions={"jack out": "yes"})
    assert at(jacked_out, "runs.0.outcome") == "unsuccessful"
    assert at(jacked_out, "refused.0.reason") == "SEA Source cannot be played: the Runner did not make a " \
        "successful run during their last turn"


@pytest.mark.parametrize(("title", "tags"), [("SEA Source", 1), ("Hard-Hitting News", 4)])
def test_trace_operations_tag_the_runner(tmp_path, title, tags):
    result = after_runner_turn(tmp_path, title, decisions={f"Corp trace boost {title}": 0,
                                                           f"Runner link boost {title}": 0})
    assert at(result, "runner.tags") == tags


def test_psychographics_places_x_advancement_counters_up_to_the_runners_tags(tmp_path):
    result = play(tmp_path, "Psychographics", runner={"tags": 2},
                  corp={"servers": {"Server 1": {"root": ["Vanity Project"]}}},
                  decisions={"X for Psychographics": 2, "Psychographics target": "Vanity Project"})
    assert at(result, "corp.credits") == 8
    assert at(result, "cards[Vanity Project].counters") == {"advancement": 2}


def test_psychographics_x_cannot_exceed_the_runners_tags(tmp_path):
    with pytest.raises(ScenarioError, match="must be a number from 0 to 1"):
        play(tmp_path, "Psychographics", runner={"tags": 1}, decisions={"X for Psychographics": 2})


@pytest.mark.parametrize("title", ["Scorched Earth", "Closed Accounts"])
def test_tagged_only_operations_cannot_be_played_on_an_untagged_runner(tmp_path, title):
    with pytest.raises(ScenarioError, match=f"{title} cannot be played: the Runner is not tagged"):
        play(tmp_path, title)


@pytest.mark.parametrize(("title", "clicks_left"), [("Lucky Find", 2), ("Day Job", 0)])
def test_double_events_cost_extra_clicks(tmp_path, title, clicks_left):
    result = play(tmp_path, title)
    assert at(result, "runner.clicks") == clicks_left


@pytest.mark.parametrize(("title", "clicks_left"), [("Blue Level Clearance", 1), ("Celebrity Gift", 1)])
def test_double_operations_cost_an_extra_click(tmp_path, title, clicks_left):
    result = play(tmp_path, title, decisions={"Celebrity Gift choice": 0})
    assert at(result, "corp.clicks") == clicks_left


def run_event(tmp_path, title, server, *, yes=True, corp=None, decisions=None, name="event"):
    return scenario(tmp_path, actions=[{"runner": f"play {title} on {server}"}], name=name,
                    runner={"grip": [title]}, corp={"hq": ["Hedge Fund"], "rd": RD, **(corp or {})},
                    decisions={"jack out": "no", f"instead of breaching {title}": "yes" if yes else "no",
                               **(decisions or {})})


def test_account_siphon_drains_5_for_10_and_2_tags_instead_of_breaching_hq(tmp_path):
    result = run_event(tmp_path, "Account Siphon", "HQ", corp={"credits": 7})
    declined = run_event(tmp_path, "Account Siphon", "HQ", yes=False, name="declined")
    assert (at(result, "corp.credits"), at(result, "runner.credits"), at(result, "runner.tags")) == (2, 15, 2)
    assert at(result, "runs.0.accessed") == []
    assert (at(declined, "runs.0.accessed"), at(declined, "runner.tags")) == (["Hedge Fund"], 0)


def test_legwork_accesses_3_cards_from_hq(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Legwork on HQ"}], runner={"grip": ["Legwork"]},
                      corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma", "Vanilla"]}, decisions={"jack out": "no"})
    accessed = at(result, "runs.0.accessed")  # 3 different cards of HQ, each chosen at random
    assert len(accessed) == len(set(accessed)) == 3
    assert set(accessed) <= {"Hedge Fund", "Ice Wall", "Enigma", "Vanilla"}


def test_indexing_rearranges_the_top_5_instead_of_breaching_rd(tmp_path):
    order = ["Vanity Project", "Snare!", "Enigma", "Ice Wall", "Hedge Fund"]
    result = run_event(tmp_path, "Indexing", "R&D", decisions={"Indexing choice": order})
    assert at(result, "corp.rd")[:5] == order
    assert at(result, "runs.0.accessed") == []


def test_because_i_can_shuffles_the_root_into_rd(tmp_path):
    result = run_event(tmp_path, "Because I Can", "Server 1",
                       corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert "PAD Campaign" in at(result, "corp.rd")
    assert len(at(result, "corp.rd")) == len(RD) + 1


def test_singularity_trashes_the_root_and_costs_an_extra_click(tmp_path):
    result = run_event(tmp_path, "Singularity", "Server 1",
                       corp={"servers": {"Server 1": {"root": ["PAD Campaign", "Simone Diego"]}}})
    assert at(result, "corp.archives") == ["PAD Campaign", "Simone Diego"]
    assert at(result, "runner.clicks") == 2


def test_wanton_destruction_spends_clicks_to_trash_hq_at_random(tmp_path):
    result = run_event(tmp_path, "Wanton Destruction", "HQ", corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"]},
                       decisions={"Wanton Destruction choice": 2})
    assert len(at(result, "corp.archives")) == 2
    assert at(result, "runner.clicks") == 1


def test_hansei_review_gains_10_and_trashes_a_card_from_hq(tmp_path):
    result = play(tmp_path, "Hansei Review", corp={"hq": ["Hansei Review", "Ice Wall"]},
                  decisions={"Hansei Review target": "Ice Wall"})
    assert at(result, "corp.credits") == 15
    assert at(result, "corp.archives") == ["Ice Wall", "Hansei Review"]


def test_sweeps_week_gains_1_per_card_in_the_grip(tmp_path):
    result = play(tmp_path, "Sweeps Week", runner={"grip": STACK[:4]})
    assert at(result, "corp.credits") == 10 - 1 + 4
