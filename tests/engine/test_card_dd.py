"""Data and Destiny cards (first printed in that deluxe box), each test stating what its printed text makes happen
through the engine: 15 Minutes, Assassin, Brain Chip, Dr. Lovegood, Employee Strike, Endless Hunger, GS Sherman M3, GS Shrike M2, GS Striker M1, Globalsec Security Clearance, Heartbeat, Independent Thinking, Launch Campaign, Lily Lockwell,
Multithreader, News Hound, News Team, Reality Threedee, Rebranding Team, Resistor, Safety First, Security Chip, Shannon Claire, Special Offer, Sunny Lebeau: Security Specialist, Technical
Writer, The All-Seeing I, Turnpike, Victoria Jenkins and Windfall."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced
from tests.engine.std_runner import to_turn_end

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
NO_BOOST = {"Corp trace boost {}": 0, "Runner link boost {}": 0}


def _traces(ice: str) -> dict:
    """Neither player boosts `ice`'s traces: its base strength meets the Runner's link of 0."""
    return {key.format(ice): value for key, value in NO_BOOST.items()} | {f"break {ice}": "no"}


def _corp_turn(tmp_path, root, name="turn", tags=0, **corp):
    """The Corp's turn begins with `root` in Server 1, then the Corp gains a credit."""
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP, "tags": tags}, decisions={"rez": "no"})


def _rezzed_in_a_run(tmp_path, asset, name="rez"):
    """The Runner runs an empty Server 1 whose unrezzed `asset` the Corp rezzes, then declines to trash it."""
    return run_past(tmp_path, [], name=name, corp={"credits": 5, "servers": {"Server 1": {"root": [
        {"card": asset, "rezzed": False}]}}}, runner={"credits": 0}, decisions={"rez": "yes", f"trash {asset}": "no"})


# --- agendas ---------------------------------------------------------------------------------------
def test_15_minutes_is_shuffled_into_rd_by_the_corp_from_the_runners_score_area(tmp_path):
    actions = [{"runner": "run Server 1"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "use 15 Minutes"}]
    stolen = scenario(tmp_path, actions=actions, corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {
        "Server 1": {"root": ["15 Minutes"]}}}, decisions={"jack out": "no", "steal": "yes"})
    assert (at(stolen, "runner.score_area"), at(stolen, "runner.agenda_points")) == ([], 0)
    assert "15 Minutes" in at(stolen, "corp.rd") and at(stolen, "corp.clicks") == 3 - 1
    own = scenario(tmp_path, turn="corp", actions=[{"corp": "use 15 Minutes"}], name="own",
                   corp={"rd": ["Hedge Fund", "Ice Wall"], "score_area": ["15 Minutes"]})
    assert at(own, "corp.score_area") == [] and "15 Minutes" in at(own, "corp.rd")


def test_rebranding_team_makes_every_asset_an_advertisement(tmp_path):
    servers = {"Server 1": {"root": ["Melange Mining Corp."], "ice": ["Ice Wall"]}}
    game = board(tmp_path, corp={"score_area": ["Rebranding Team"], "servers": servers})
    found = {o.title: game.has_subtype(o, "advertisement") for o in game.installed()}
    assert found == {"Melange Mining Corp.": True, "Ice Wall": False}
    stolen = board(tmp_path, runner={"score_area": ["Rebranding Team"]}, corp={"servers": servers}, name="stolen")
    assert not any(stolen.has_subtype(o, "advertisement") for o in stolen.installed())


# --- ice --------------------------------------------------------------------------------------------
def test_assassin_does_3_net_damage_and_trashes_a_program_on_successful_traces(tmp_path):
    result = run_past(tmp_path, "Assassin", runner={"grip": GRIP + ["Dirty Laundry"], "rig": ["Corroder"]},
                      decisions=_traces("Assassin") | {"Assassin target": "Corroder"})
    assert (at(result, "damage.net"), at(result, "runner.rig")) == (3, [])
    assert "Corroder" in at(result, "runner.heap")


def test_turnpike_takes_1_credit_on_encounter_and_traces_for_a_tag(tmp_path):
    result = run_past(tmp_path, "Turnpike", runner={"credits": 3}, decisions=_traces("Turnpike"))
    assert (at(result, "runner.credits"), at(result, "runner.tags")) == (2, 1)
    broke = run_past(tmp_path, "Turnpike", runner={"credits": 0}, decisions=_traces("Turnpike"), name="broke")
    assert (at(broke, "runner.credits"), at(broke, "runner.tags")) == (0, 1)


def test_resistor_is_as_strong_as_the_runners_tags_and_its_trace_ends_the_run(tmp_path):
    tagged = run_past(tmp_path, "Resistor", runner={"tags": 3}, decisions=_traces("Resistor"))
    assert at(tagged, "runs.0.encounters.0.strength") == 3
    assert at(tagged, "runs.0.outcome") == "unsuccessful"
    clean = run_past(tmp_path, "Resistor", name="clean", decisions=_traces("Resistor"))
    assert at(clean, "runs.0.encounters.0.strength") == 0


def test_news_hound_ends_the_run_after_its_trace_only_while_a_current_is_active(tmp_path):
    hound = _traces("News Hound")
    current = run_past(tmp_path, "News Hound", corp={"current": "Cerebral Static"}, decisions=hound, name="current")
    assert (at(current, "runner.tags"), at(current, "runs.0.outcome")) == (1, "unsuccessful")
    quiet = run_past(tmp_path, "News Hound", decisions=hound, name="quiet")
    assert (at(quiet, "runner.tags"), at(quiet, "runs.0.outcome")) == (1, "successful")


def test_special_offer_gives_the_corp_5_credits_and_trashes_itself(tmp_path):
    result = run_past(tmp_path, "Special Offer", corp={"credits": 0, "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"break Special Offer": "no", "trash PAD Campaign": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5, ["Special Offer"])
    assert at(result, "runs.0.outcome") == "successful"  # its only subroutine does not end the run


# --- assets -----------------------------------------------------------------------------------------
def test_launch_campaign_is_loaded_with_6_and_pays_2_each_turn_until_empty(tmp_path):
    assert at(_rezzed_in_a_run(tmp_path, "Launch Campaign"), "cards[Launch Campaign].counters") == {"credits": 6}
    last = _corp_turn(tmp_path, {"card": "Launch Campaign", "counters": {"credits": 2}}, credits=0)
    assert (at(last, "corp.credits"), at(last, "corp.archives")) == (2 + 1, ["Launch Campaign"])
    more = _corp_turn(tmp_path, {"card": "Launch Campaign", "counters": {"credits": 6}}, name="more", credits=0)
    assert (at(more, "corp.credits"), at(more, "cards[Launch Campaign].counters")) == (2 + 1, {"credits": 4})


def test_reality_threedee_gives_bad_publicity_when_rezzed_and_more_credits_while_the_runner_is_tagged(tmp_path):
    rezzed = _rezzed_in_a_run(tmp_path, "Reality Threedee")
    assert (at(rezzed, "corp.bad_publicity"), at(rezzed, "corp.credits")) == (1, 5)
    clean = _corp_turn(tmp_path, "Reality Threedee", credits=0)
    tagged = _corp_turn(tmp_path, "Reality Threedee", name="tagged", tags=1, credits=0)
    assert (at(clean, "corp.credits"), at(tagged, "corp.credits")) == (1 + 1, 2 + 1)


def test_victoria_jenkins_takes_a_click_from_the_runner_and_is_worth_2_when_trashed_on_access(tmp_path):
    turn = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="turn",
                    corp={"servers": {"Server 1": {"root": ["Victoria Jenkins"]}}})
    assert at(turn, "runner.clicks") == 4 - 1 - 1
    trashed = run_past(tmp_path, [], runner={"credits": 5}, corp={"servers": {"Server 1": {"root": ["Victoria Jenkins"]}}},
                       decisions={"trash Victoria Jenkins": "yes"})
    assert (at(trashed, "runner.score_area"), at(trashed, "runner.agenda_points")) == (["Victoria Jenkins"], 2)


def test_lily_lockwell_draws_3_when_rezzed(tmp_path):
    result = run_past(tmp_path, [], corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"], "servers": {
        "Server 1": {"root": [{"card": "Lily Lockwell", "rezzed": False}]}}}, runner={"credits": 0},
        decisions={"rez": "yes", "trash Lily Lockwell": "no"})
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == (["Hedge Fund", "Ice Wall", "Enigma"], ["PAD Campaign"])


def test_lily_lockwell_removes_a_tag_to_put_an_operation_on_top_of_rd(tmp_path):
    corp = {"rd": ["Ice Wall", "Enigma", "Hedge Fund", "PAD Campaign"], "servers": {"Server 1": {"root": ["Lily Lockwell"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Lily Lockwell"}], corp=corp, runner={"tags": 1},
                      decisions={"Lily Lockwell target": "Hedge Fund"})
    assert (at(result, "runner.tags"), at(result, "corp.rd")[0], at(result, "corp.clicks")) == (0, "Hedge Fund", 2)
    with pytest.raises(ScenarioError, match="Lily Lockwell"):  # no tag to remove: the cost cannot be paid
        scenario(tmp_path, turn="corp", actions=[{"corp": "use Lily Lockwell"}], corp=corp, name="untagged")


def _shannon(tmp_path, action, name, answers=None, **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": action}], name=name, decisions=answers,
                    corp={"servers": {"Server 1": {"root": ["Shannon Claire"]}}, **corp})


def test_shannon_claire_draws_from_the_bottom_of_rd(tmp_path):
    result = _shannon(tmp_path, "use Shannon Claire", "draw", rd=["Ice Wall", "Enigma", "Hedge Fund"])
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == (["Ice Wall", "Hedge Fund"], ["Enigma"])


def test_shannon_claire_trashes_to_put_an_agenda_from_rd_or_archives_at_the_bottom_of_rd(tmp_path):
    trash = {"abilities at Corp action phase (1)": "Shannon Claire"}
    archives = _shannon(tmp_path, "gain credit", "archives", rd=["Ice Wall", "Enigma"],
                        archives=["Hostile Takeover", "Hedge Fund"], answers={
                            **trash, "Shannon Claire choice": "Archives", "Shannon Claire target": "Hostile Takeover"})
    assert (at(archives, "corp.rd"), at(archives, "corp.archives")) == (["Enigma", "Hostile Takeover"],
                                                                        ["Hedge Fund", "Shannon Claire"])
    rd = _shannon(tmp_path, "gain credit", "rd", rd=["Ice Wall", "Priority Requisition", "Enigma"], answers={
        **trash, "Shannon Claire choice": "R&D", "Shannon Claire target": "Priority Requisition"})
    assert at(rd, "corp.rd")[-1] == "Priority Requisition" and at(rd, "corp.archives") == ["Shannon Claire"]


def _news_team(tmp_path, choice):
    return run_past(tmp_path, [], name=choice.split()[0], corp={"servers": {"Server 1": {"root": [
        {"card": "News Team", "rezzed": False}]}}}, decisions={"rez": "no", "News Team choice": choice,
                                                              "trash News Team": "no"})


def test_news_team_gives_2_tags_or_becomes_a_minus_1_agenda(tmp_path):
    tagged = _news_team(tmp_path, "take 2 tags")
    assert (at(tagged, "runner.tags"), at(tagged, "runner.score_area")) == (2, [])
    scored = _news_team(tmp_path, "add it to the score area")
    assert (at(scored, "runner.tags"), at(scored, "runner.score_area")) == (0, ["News Team"])
    assert at(scored, "runner.agenda_points") == -1


# --- operations -----------------------------------------------------------------------------------
def _all_seeing_i(tmp_path, name, tags=1, answers=None, **corp):
    rig = ["Daily Casts", "Corroder", "Kati Jones"]
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play The All-Seeing I"}], name=name,
                    corp={"hq": ["The All-Seeing I"], "rd": ["Hedge Fund"], **corp}, runner={"tags": tags, "rig": rig}, decisions=answers)


def test_the_all_seeing_i_trashes_every_resource_of_a_tagged_runner(tmp_path):
    result = _all_seeing_i(tmp_path, "trashed")
    assert at(result, "runner.rig") == ["Corroder"]
    assert sorted(at(result, "runner.heap")) == ["Daily Casts", "Kati Jones"]
    with pytest.raises(ScenarioError, match="The All-Seeing I"):
        _all_seeing_i(tmp_path, "untagged", tags=0)


def test_the_all_seeing_i_is_prevented_by_removing_1_bad_publicity(tmp_path):
    kept = _all_seeing_i(tmp_path, "kept", bad_publicity=1, answers={"The All-Seeing I choice": "remove 1 bad publicity"})
    assert (at(kept, "runner.rig"), at(kept, "corp.bad_publicity")) == (["Daily Casts", "Corroder", "Kati Jones"], 0)
    declined = _all_seeing_i(tmp_path, "declined", bad_publicity=1, answers={"The All-Seeing I choice": "no"})
    assert (at(declined, "runner.rig"), at(declined, "corp.bad_publicity")) == (["Corroder"], 1)


# --- Runner cards -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("breaker", "ice", "credits"), [("GS Sherman M3", "Ice Wall", 2),
                                                         ("GS Striker M1", "Enigma", 2 + 2),
                                                         ("GS Shrike M2", "Rototurret", 2)])
def test_gs_breakers_break_any_number_of_their_subtype_for_2_and_boost_3_for_2(tmp_path, breaker, ice, credits):
    result = run_past(tmp_path, ice, runner={"credits": credits, "rig": [breaker]}, decisions={f"break {ice}": breaker})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 0)
    with pytest.raises(ScenarioError, match=f"cannot pay the {credits}"):
        run_past(tmp_path, ice, runner={"credits": credits - 1, "rig": [breaker]}, name="short",
                 decisions={f"break {ice}": breaker})


def test_gs_breakers_use_no_memory_with_2_link(tmp_path):
    rig = ["GS Sherman M3", "GS Shrike M2", "GS Striker M1"]
    sunny = board(tmp_path, runner={"identity": "Sunny Lebeau: Security Specialist", "rig": rig})
    assert sunny.memory_used() == 0
    other = board(tmp_path, runner={"rig": rig}, name="other")
    assert other.memory_used() == 3


def test_multithreader_pays_for_using_programs(tmp_path):
    rig = [{"card": "Multithreader", "credits": 2}, "Corroder"]
    result = run_past(tmp_path, "Ice Wall", runner={"credits": 0, "rig": rig}, decisions={"break Ice Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Multithreader].counters")) == ("successful", {"credits": 1})


def test_brain_chip_adds_the_runners_agenda_points_to_memory_and_hand_size(tmp_path):
    scored = board(tmp_path, runner={"rig": ["Brain Chip"], "score_area": ["Hostile Takeover", "Priority Requisition"]})
    assert (scored.memory_limit(), scored.hand_size("runner")) == (4 + 4, 5 + 4)
    none = board(tmp_path, runner={"rig": ["Brain Chip"]}, name="none")
    assert (none.memory_limit(), none.hand_size("runner")) == (4, 5)


def test_technical_writer_collects_a_credit_per_hardware_or_program_installed_and_pays_them_out(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Desperado"},
                                         {"runner": "install Daily Casts"}, {"runner": "use Technical Writer"}],
                      runner={"credits": 10, "grip": ["Corroder", "Desperado", "Daily Casts"], "rig": ["Technical Writer"]})
    assert at(result, "runner.credits") == 10 - 2 - 3 - 3 + 2
    assert "Technical Writer" in at(result, "runner.heap")


def test_heartbeat_trashes_an_installed_card_to_prevent_1_damage_each_use(tmp_path):
    result = run_past(tmp_path, "Neural Katana", runner={"grip": GRIP, "rig": ["Heartbeat", "Corroder"]},
                      decisions={"break Neural Katana": "no", "prevent": "Heartbeat", "Heartbeat cost": "Corroder",
                                 "Heartbeat cost #2": "Heartbeat"})
    assert (at(result, "damage.net"), at(result, "runner.rig")) == (3 - 2, [])  # Corroder, then Heartbeat itself
    assert {"Corroder", "Heartbeat"} <= set(at(result, "runner.heap"))
    assert board(tmp_path, runner={"rig": ["Heartbeat"]}, name="mu").memory_limit() == 4 + 1


def _independent_thinking(tmp_path, picked, name):
    return scenario(tmp_path, actions=[{"runner": "play Independent Thinking"}], name=name, runner={
        "grip": ["Independent Thinking"], "rig": ["Corroder", "Daily Casts", "Safety First"], "stack": GRIP * 3},
        decisions={"Independent Thinking cards": picked})


def test_independent_thinking_draws_1_per_card_trashed_or_2_with_a_directive(tmp_path):
    plain = _independent_thinking(tmp_path, ["Corroder", "Daily Casts"], "plain")
    assert (at(plain, "runner.rig"), len(at(plain, "runner.grip"))) == (["Safety First"], 2)
    directive = _independent_thinking(tmp_path, ["Corroder", "Safety First"], "directive")
    assert (at(directive, "runner.rig"), len(at(directive, "runner.grip"))) == (["Daily Casts"], 2 * 2)


def test_globalsec_security_clearance_needs_2_link_and_trades_a_click_for_a_look_at_rd(tmp_path):
    with pytest.raises(ScenarioError, match="Globalsec Security Clearance"):
        scenario(tmp_path, actions=[{"runner": "install Globalsec Security Clearance"}], name="no-link",
                 runner={"grip": ["Globalsec Security Clearance"]})
    sunny = {"identity": "Sunny Lebeau: Security Specialist", "rig": ["Globalsec Security Clearance"]}
    used = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner=sunny, corp={"rd": ["Hedge Fund"]},
                    decisions={"use Globalsec Security Clearance": "yes"}, name="used")
    assert at(used, "runner.clicks") == 4 - 1 - 1 and traced(used, "looks at the top card of R&D: Hedge Fund")
    declined = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner=sunny, corp={"rd": ["Hedge Fund"]},
                        decisions={"use Globalsec Security Clearance": "no"}, name="declined")
    assert at(declined, "runner.clicks") == 4 - 1


def test_employee_strike_blanks_the_corps_identity_while_it_is_the_current(tmp_path):
    corp = {"identity": "Haas-Bioroid: Engineering the Future", "rd": ["Hedge Fund"], "hq": ["Ice Wall"]}
    actions = [{"runner": "play Employee Strike"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "install Ice Wall on HQ"}]
    struck = scenario(tmp_path, actions=actions, corp=corp, runner={"grip": ["Employee Strike"]}, name="struck")
    assert (at(struck, "runner.current"), at(struck, "corp.credits")) == ("Employee Strike", 5)
    working = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "install Ice Wall on HQ"}],
                       corp=corp, name="working")
    assert at(working, "corp.credits") == 5 + 1  # Engineering the Future: the first install each turn gains 1[c]
    game = board(tmp_path, runner={"current": "Employee Strike", "identity": "Sunny Lebeau: Security Specialist"},
                 corp={"identity": "Haas-Bioroid: Engineering the Future"}, name="both")
    assert (game.is_active(game.corp.identity), game.is_active(game.runner.identity)) == (False, True)


def test_dr_lovegood_blanks_a_chosen_installed_card_for_the_turn(tmp_path):
    rig = ["Dr. Lovegood", "Borrowed Satellite"]
    blanked = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": rig}, name="blanked",
                       decisions={"Dr. Lovegood target": "Borrowed Satellite"})
    assert at(blanked, "runner.hand_size") == 5  # Borrowed Satellite's +1 maximum hand size is gone this turn
    itself = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": rig}, name="itself",
                      decisions={"Dr. Lovegood target": "Dr. Lovegood"})
    assert at(itself, "runner.hand_size") == 5 + 1
    game = board(tmp_path, runner={"rig": rig}, name="later")
    assert game.hand_size("runner") == 5 + 1  # nothing chosen before a turn begins


def _security_chip(tmp_path, chosen, name):
    runner = {"identity": "Sunny Lebeau: Security Specialist", "credits": 2,
              "rig": ["Security Chip", "GS Striker M1", "GS Sherman M3", "Corroder"]}
    return run_past(tmp_path, "Enigma", runner=runner, name=name, decisions={
        "abilities at approach Enigma": "Security Chip", "Security Chip cards": chosen, "break Enigma": "GS Striker M1"})


def test_security_chip_gives_cloud_icebreakers_1_strength_per_link_for_the_run(tmp_path):
    result = _security_chip(tmp_path, ["GS Striker M1", "GS Sherman M3"], "clouds")
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 0)  # 1 + 2 link: no boost
    assert "Security Chip" in at(result, "runner.heap")
    with pytest.raises(ScenarioError, match="only cloud icebreakers"):
        _security_chip(tmp_path, ["GS Striker M1", "Corroder"], "mixed")


def test_endless_hunger_trashes_an_installed_card_to_break_an_end_the_run_subroutine(tmp_path):
    rig = ["Endless Hunger", "Daily Casts"]
    wall = run_past(tmp_path, "Ice Wall", runner={"rig": rig, "credits": 0},
                    decisions={"break Ice Wall": "Endless Hunger", "Endless Hunger cost": "Daily Casts"})
    assert (at(wall, "runs.0.outcome"), at(wall, "runner.rig")) == ("successful", ["Endless Hunger"])
    enigma = run_past(tmp_path, "Enigma", runner={"rig": rig}, name="etr", decisions={
        "break Enigma": {"with": "Endless Hunger", "subroutines": [2]}, "Endless Hunger cost": "Daily Casts"})
    assert (at(enigma, "runs.0.outcome"), at(enigma, "runner.clicks")) == ("successful", 4 - 1 - 1)  # sub 1 resolved
    with pytest.raises(ScenarioError, match="cannot break those"):  # Enigma's first subroutine is not "End the run."
        run_past(tmp_path, "Enigma", runner={"rig": rig}, name="enigma",
                 decisions={"break Enigma": {"with": "Endless Hunger", "subroutines": [1]},
                            "Endless Hunger cost": "Daily Casts"})


def _windfall(tmp_path, stack, name):
    return scenario(tmp_path, actions=[{"runner": "play Windfall"}], name=name,
                    runner={"credits": 0, "grip": ["Windfall"], "stack": stack})


def test_windfall_trashes_the_top_of_the_stack_for_its_install_cost(tmp_path):
    program = _windfall(tmp_path, ["Corroder"], "program")
    assert (at(program, "runner.credits"), at(program, "runner.heap")) == (2, ["Corroder", "Windfall"])
    event = _windfall(tmp_path, ["Sure Gamble"], "event")  # an event has a play cost, not an install cost
    assert (at(event, "runner.credits"), at(event, "runner.heap")) == (0, ["Sure Gamble", "Windfall"])


def test_safety_first_shrinks_the_hand_and_draws_at_turn_end_when_below_it(tmp_path):
    assert board(tmp_path, runner={"rig": ["Safety First"]}).hand_size("runner") == 5 - 2
    short = to_turn_end(tmp_path, runner={"rig": ["Safety First"], "grip": [], "stack": GRIP}, name="short")
    assert len(at(short, "runner.grip")) == 1 + 1  # the click's draw, then Safety First's
    full = to_turn_end(tmp_path, runner={"rig": ["Safety First"], "grip": GRIP[:2], "stack": ["Diesel"]}, name="full")
    assert len(at(full, "runner.grip")) == 3  # 3 cards: as many as the maximum hand size


# --- identities -------------------------------------------------------------------------------------
def test_sunny_lebeau_has_2_link(tmp_path):
    game = board(tmp_path, runner={"identity": "Sunny Lebeau: Security Specialist"})
    assert game.link() == 2
