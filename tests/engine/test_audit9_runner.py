"""Runner cards of the ninth card audit (seed 20261209), each test asserting what the printed text and CR 25.08 make
happen, never what the engine printed; the Corp cards are in test_audit9_corp.py.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261209).sample(titles, 30)`; a title that a commit of `git log --oneline -400 | grep -i audit` names
(as a whole word) was skipped and replaced by `choice(titles)` of the same Random, in order (Hush, Humanoid Resources,
Mitra Aman, The Class Act and Colossus were skipped). The 30: NEXT Activation Command, Running Hot, Stoneship Chart
Room, Monkeywrench, Ping, Architect Deployment Test, Logjam, Lamplighter, Madani, Focus Group, Mavirus, Hansei Review,
Synapse Global, Ballista, Sericulture Expansion, Mahkota Langit Grid, Sprint, Mestnichestvo, Living Mural,
Superconducting Hub, Fencer Fueno, Thule Subsea, Cybertrooper Talut, Janaína “JK” Dumont Kindelán, SDS Drone
Deployment, Open Market, Azef Protocol, Blood in the Water, Gourmand, Afshar. Ten more chosen for intricate text,
identities, hardware and resources with paid abilities or "the first time each turn" first: The Twinning, Prognostic
Q-Loop, Masterwork (v37), Hannah "Wheels" Pilintra, Esâ Afontov, Nuvem SA, Pauleʼs Café, “Baklan” Bochkin, Sebastião
Souza Pessoa, “Pretty” Mary da Silva."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, use
from tests.engine.std_runner import to_turn_end

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
ESA = "Esâ Afontov: Eco-Insurrectionist"
HANNAH = 'Hannah "Wheels" Pilintra'
BAKLAN = "“Baklan” Bochkin"
SEBASTIAO = "Sebastião Souza Pessoa: Activist Organizer"


# --- Running Hot and Esâ Afontov ------------------------------------------------------------------------------------
def test_running_hots_core_damage_paid_as_a_cost_meets_esa_afontovs_first_core_damage(tmp_path):
    """The damage is suffered as the cost is paid (a cost, not preventable, but suffered all the same): Esâ's
    conditional ability draws 1 and sabotages 2 (the Corp trashes the top 2 of R&D, choosing no HQ card)."""
    result = scenario(tmp_path, actions=[{"runner": "play Running Hot"}], corp={"hq": ["Hedge Fund"], "rd": list(RD)},
                      runner={"identity": ESA, "credits": 1, "grip": ["Running Hot", "Sure Gamble"],
                              "stack": ["Diesel"]},
                      decisions={"use Esâ Afontov": "yes", f"{ESA} choice": []})
    assert (at(result, "runner.clicks"), at(result, "runner.core_damage"), at(result, "runner.grip")) == \
        (4 - 1 + 3, 1, ["Diesel"])
    assert at(result, "corp.archives") == RD[:2]


# --- Hannah "Wheels" Pilintra ---------------------------------------------------------------------------------------
def test_hannah_wheels_run_ability_is_once_per_turn(tmp_path):
    with pytest.raises(ScenarioError, match="once per turn|Once per turn"):
        scenario(tmp_path, actions=[{"runner": f"use {HANNAH}"}, {"runner": f"use {HANNAH}"}],
                 corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, runner={"rig": [HANNAH]},
                 decisions={"jack out": "no", f"{HANNAH} choice": "Server 1", "trash PAD Campaign": "no"})


def test_hannah_wheels_once_per_turn_is_refused_on_a_board_after_an_unshown_action(tmp_path):
    """With 3 of 4 [click] left, Hannah may have been used earlier in the turn (state.midturn)."""
    from rulesdb.engine.state.midturn import EarlierTurnUnknown
    with pytest.raises(EarlierTurnUnknown, match=f'{HANNAH}: "once per turn"'):
        scenario(tmp_path, actions=[{"runner": f"use {HANNAH}"}], runner={"clicks": 3, "rig": [HANNAH]},
                 corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                 decisions={"jack out": "no", f"{HANNAH} choice": "Server 1", "trash PAD Campaign": "no"})


def test_hannah_wheels_successful_run_gives_no_tag(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": f"use {HANNAH}"}],
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, runner={"rig": [HANNAH]},
                      decisions={"jack out": "no", f"{HANNAH} choice": "Server 1", "trash PAD Campaign": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.tags"), at(result, "runner.clicks")) == \
        ("successful", 0, 4 - 1 + 1)


# --- “Baklan” Bochkin -----------------------------------------------------------------------------------------------
def test_baklan_places_one_counter_in_a_run_past_two_pieces_of_ice(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Enigma"], runner={"rig": [BAKLAN, "Corroder", "Gordian Blade"],
                                                                "credits": 10},
                      decisions={"break Ice Wall": "Corroder", "break Enigma": "Gordian Blade"})
    assert (at(result, "runs.0.outcome"), at(result, f"cards[{BAKLAN}].counters")) == ("successful", {"power": 1})


def test_baklan_cannot_be_used_outside_an_encounter(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": BAKLAN, "counters": {"power": 2}}]})
    assert not use(game, BAKLAN)


# --- Masterwork (v37) -----------------------------------------------------------------------------------------------
def test_masterwork_draws_only_for_the_first_hardware_installed_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Capybara"}, {"runner": "install T400 Memory Diamond"}],
                      runner={"credits": 10, "grip": ["Capybara", "T400 Memory Diamond"], "stack": list(GRIP),
                              "rig": ["Masterwork (v37)"]})
    assert at(result, "runner.grip") == ["Sure Gamble"]


# --- Cybertrooper Talut ---------------------------------------------------------------------------------------------
def test_cybertrooper_talut_gives_an_ai_icebreaker_no_strength(tmp_path):
    """Mayfly is an AI icebreaker: printed strength 1 stays; Corroder, installed the same turn, gets +2."""
    result = scenario(tmp_path, actions=[{"runner": "install Mayfly"}, {"runner": "install Corroder"}],
                      runner={"grip": ["Mayfly", "Corroder"], "rig": ["Cybertrooper Talut"], "credits": 10})
    assert (at(result, "cards[Mayfly].strength"), at(result, "cards[Corroder].strength")) == (1, 2 + 2)


# --- The Twinning ---------------------------------------------------------------------------------------------------
def test_the_twinning_places_one_counter_however_often_installed_credits_are_spent_in_a_turn(tmp_path):
    toolkit = {"card": "Penumbral Toolkit", "credits": 4}
    result = run_past(tmp_path, ["Ice Wall", "Enigma"], runner={
        "credits": 0, "rig": ["The Twinning", "Corroder", "Gordian Blade", toolkit]},
        decisions={"break Ice Wall": "Corroder", "break Enigma": "Gordian Blade", "The Twinning choice": 0})
    assert (at(result, "runs.0.outcome"), at(result, "cards[The Twinning].counters")) == ("successful", {"power": 1})


# --- Gourmand -------------------------------------------------------------------------------------------------------
def test_gourmand_cannot_trash_an_agenda_being_accessed(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": ["Gourmand"], "stack": list(GRIP)},
                      decisions={"steal": "yes", "trash Hostile Takeover": "Gourmand"})
    assert (at(result, "runner.score_area"), at(result, "runner.rig"), at(result, "runner.grip")) == \
        (["Hostile Takeover"], ["Gourmand"], [])


# --- Fencer Fueno ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("answer", "rig", "credits"), [("pay 1[c]", ["Fencer Fueno"], 5 - 1), ("trash", [], 5)])
def test_fencer_fueno_with_3_credits_as_the_turn_ends_must_pay_1_or_be_trashed(tmp_path, answer, rig, credits):
    result = to_turn_end(tmp_path, runner={"rig": [{"card": "Fencer Fueno", "credits": 3}], "stack": list(GRIP)},
                         decisions={"Fencer Fueno choice": answer}, name=answer[:3])
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (rig, credits)


def test_fencer_fueno_with_2_credits_asks_nothing_as_the_turn_ends(tmp_path):
    result = to_turn_end(tmp_path, runner={"rig": [{"card": "Fencer Fueno", "credits": 2}], "stack": list(GRIP)},
                         decisions={"Fencer Fueno choice": "trash"})
    assert (at(result, "runner.rig"), at(result, "cards[Fencer Fueno].counters")) == (["Fencer Fueno"], {"credits": 2})


# --- Open Market ----------------------------------------------------------------------------------------------------
def test_open_market_taking_its_last_credit_as_the_turn_begins_trashes_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={
        "rig": [{"card": "Open Market", "credits": 1}], "credits": 0})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        ([], ["Open Market"], 1 + 1)


# --- Prognostic Q-Loop ----------------------------------------------------------------------------------------------
def test_prognostic_q_loop_leaves_a_revealed_event_on_top_of_the_stack(tmp_path):
    game = board(tmp_path, runner={"rig": ["Prognostic Q-Loop"], "stack": ["Sure Gamble", "Corroder"]},
                 decisions={"Prognostic Q-Loop target": "Sure Gamble"})
    assert use(game, "Prognostic Q-Loop")
    assert ([c.title for c in game.runner.deck], game.runner.credits, len(game.runner.play)) == \
        (["Sure Gamble", "Corroder"], 5 - 1, 1)


# --- Living Mural ---------------------------------------------------------------------------------------------------
def test_living_mural_cannot_break_a_sentry_protecting_another_server(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Ice Wall", "hosted": ["Living Mural"]}]}}}
    result = run_past(tmp_path, ["Guard"], corp=corp, decisions={"break Guard": "Living Mural"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("unsuccessful", 5)


def test_living_mural_at_threat_4_gets_3_strength_for_the_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Living Mural on Guard"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Guard"]}}},
                      runner={"credits": 5, "grip": ["Living Mural"], "score_area": ["Fetal AI", "Azef Protocol"]},
                      decisions={"jack out": "no", "break Guard": {"with": "Living Mural", "boost": 0}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 3 - 1)


# --- Sebastião Souza Pessoa -----------------------------------------------------------------------------------------
def test_sebastiao_installs_nothing_when_tags_are_taken_while_already_tagged(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Lamplighter"]}}},
                      runner={"identity": SEBASTIAO, "tags": 1, "grip": ["Kati Jones"]},
                      decisions={"jack out": "no", "Lamplighter choice": "take 1 tag", "break Lamplighter": "no",
                                 "use Sebastião": "yes", f"{SEBASTIAO} target": "Kati Jones"})
    assert (at(result, "runner.tags"), at(result, "runner.grip")) == (2, ["Kati Jones"])


# --- Madani ---------------------------------------------------------------------------------------------------------
def test_madani_installs_only_one_hosted_program_each_turn(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Madani", "hosted": ["Corroder", "Gordian Blade"]}],
                                   "credits": 10}, decisions={"Madani target": "Corroder"})
    assert use(game, "Madani", 1)
    assert not use(game, "Madani", 1)
    assert [o.title for o in game.installed()] == ["Madani", "Corroder"]


# --- Pauleʼs Café ---------------------------------------------------------------------------------------------------
PAULES = "Pauleʼs Café"


def _cafe(tmp_path, clicks, name):
    """Avgustina Ivanovskaya is a unique connection: the first install this way in the Runner's turn is 1[c] less."""
    return scenario(tmp_path, actions=[{"runner": "gain credit"}], name=name, decisions={
        f"{PAULES} target": "Corroder", "abilities at Runner action phase": PAULES}, runner={
        "clicks": clicks, "credits": 8, "rig": [{"card": PAULES, "hosted": ["Corroder"]}, "Avgustina Ivanovskaya"]})


def test_paules_cafes_first_install_this_turn_is_refused_on_a_board_after_an_unshown_action(tmp_path):
    """With 3 of 4 [click] left an earlier part of the Runner's turn is not shown: the Café may already have installed
    a card this turn, so whether this one is "the first card you install this way" is not known (it was answered as
    the first, 1[c] less)."""
    from rulesdb.engine.state.midturn import EarlierTurnUnknown
    with pytest.raises(EarlierTurnUnknown, match="Pauleʼs Café: \"the first card you install this way during each of "
                                                 "your turns\""):
        _cafe(tmp_path, 3, "later")
    start = _cafe(tmp_path, 4, "start")
    assert (at(start, "runner.credits"), at(start, "runner.rig")[-1]) == (8 - 1 - (2 - 1) + 1, "Corroder")



def test_paules_cafe_installed_in_the_shown_part_of_the_turn_is_answered_on_a_board_after_an_unshown_action(tmp_path):
    """A Café the scenario installs was not in play earlier in the turn: its first install this way is known."""
    result = scenario(tmp_path, actions=[{"runner": f"install {PAULES}"}, {"runner": f"use {PAULES}"},
                                         {"runner": "gain credit"}], decisions={
        f"{PAULES} choice": "Corroder", f"{PAULES} target": "Corroder", "abilities at Runner action phase #3": PAULES},
        runner={"clicks": 3, "credits": 8, "grip": [PAULES, "Corroder"], "rig": ["Avgustina Ivanovskaya"]})
    assert (at(result, "runner.credits"), at(result, "runner.rig")[-1]) == (8 - 1 - 1 - (2 - 1) + 1, "Corroder")


def test_madani_trashed_by_a_second_console_takes_its_hosted_programs_to_the_heap(tmp_path):
    """Masterwork (v37) is the most recently active console: Madani is trashed (cr/rule_install_console) and the
    program it hosted, not installed, goes with it; Masterwork's own install is the turn's first hardware."""
    result = scenario(tmp_path, actions=[{"runner": "install Masterwork (v37)"}], runner={
        "grip": ["Masterwork (v37)"], "stack": ["Sure Gamble"], "rig": [{"card": "Madani", "hosted": ["Corroder"]}]},
        decisions={"Masterwork (v37) target": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.grip")) == \
        (["Masterwork (v37)"], ["Madani", "Corroder"], ["Sure Gamble"])


def _sebastiao_steals(tmp_path, grip, target, name):
    return run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Tomorrowʼs Headline"]}}}, name=name,
                    runner={"identity": SEBASTIAO, "grip": grip, "credits": 0},
                    decisions={"steal": "yes", "use Sebastião": "yes", f"{SEBASTIAO} target": target})


def test_sebastiao_offers_only_a_connection_the_runner_can_install_paying_2_less(tmp_path):
    """With 0[c], The Artist (4[c], so 2[c]) cannot be installed and is not offered; Kati Jones (2[c], so 0[c]) is
    (cr/rule_valid_search_target_install_play). The Artist was offered and its install then refused, stopping the
    scenario."""
    with pytest.raises(ScenarioError, match=r"'The Artist' is not one of the options \(options: Kati Jones\)"):
        _sebastiao_steals(tmp_path, ["The Artist", "Kati Jones"], "The Artist", "artist")
    kati = _sebastiao_steals(tmp_path, ["The Artist", "Kati Jones"], "Kati Jones", "kati")
    assert (at(kati, "runner.rig"), at(kati, "runner.grip"), at(kati, "runner.tags")) == \
        (["Kati Jones"], ["The Artist"], 1)
    alone = _sebastiao_steals(tmp_path, ["The Artist"], "The Artist", "alone")
    assert (at(alone, "runner.rig"), at(alone, "runner.score_area")) == ([], ["Tomorrowʼs Headline"])


def _mass_install(tmp_path, target, name):
    return scenario(tmp_path, actions=[{"runner": "play Mass Install"}], name=name,
                    runner={"credits": 2, "grip": ["Mass Install", "Corroder", "Mayfly"]},
                    decisions={"Mass Install target": target})


def test_mass_install_offers_only_a_program_the_runner_can_pay_to_install(tmp_path):
    """Shares Sebastião's defect: with 1[c] left after playing it, Corroder (2[c]) is not offered, Mayfly (1[c]) is;
    Corroder was offered and its install refused, stopping the scenario."""
    with pytest.raises(ScenarioError, match=r"'Corroder' is not one of the options \(options: Mayfly, no\)"):
        _mass_install(tmp_path, "Corroder", "corroder")
    mayfly = _mass_install(tmp_path, "Mayfly", "mayfly")
    assert (at(mayfly, "runner.rig"), at(mayfly, "runner.grip"), at(mayfly, "runner.credits")) == \
        (["Mayfly"], ["Corroder"], 0)


def test_mass_install_offers_only_a_host_where_the_runner_can_pay_the_install(tmp_path):
    """1[c] left: Corroder costs 2[c] in the rig and 1[c] on Dhegdheer, so Dhegdheer is its one place."""
    def install(host, name):
        return scenario(tmp_path, actions=[{"runner": "play Mass Install"}], name=name,
                        runner={"credits": 2, "grip": ["Mass Install", "Corroder"], "rig": ["Dhegdheer"]},
                        decisions={"Mass Install target": "Corroder", "Mass Install choice": host})
    hosted = install("Dhegdheer", "dhegdheer")
    assert (at(hosted, "cards.Dhegdheer.hosted"), at(hosted, "runner.credits")) == (["Corroder"], 0)
    with pytest.raises(ScenarioError, match="'rig' is not one of the options"):
        install("rig", "rig")


def test_barry_wong_offers_only_a_card_the_runner_can_pay_to_install(tmp_path):
    """Shares Sebastião's defect: with 0[c], Kati Jones (2[c]) is not offered when the Corp rezzes Ice Wall; Daily
    Casts (3[c]) neither, so Barry Wong installs nothing. Kati Jones was offered and its install refused."""
    baz = "Barry “Baz” Wong: Tri-Maf Veteran"
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], decisions={
        "rez Ice Wall": "yes", f"use {baz[:16]}": "yes", f"{baz} target": "Kati Jones"},
        runner={"identity": baz, "credits": 0, "grip": ["Kati Jones", "Daily Casts"]})
    assert (at(result, "runner.rig"), at(result, "runs.0.outcome")) == ([], "unsuccessful")
    assert not any(d["decision"] == f"{baz} target" for d in at(result, "decisions"))


def test_topan_offers_only_a_card_the_runner_can_install_paying_2_less(tmp_path):
    topan = "Topan: Ormas Leader"
    with pytest.raises(ScenarioError, match=r"'The Artist' is not one of the options \(options: Kati Jones\)"):
        scenario(tmp_path, actions=[{"runner": f"use {topan}"}], decisions={f"{topan} target": "The Artist"},
                 runner={"identity": topan, "credits": 0, "grip": ["The Artist", "Kati Jones", "Sure Gamble"]})


def test_scavenge_offers_only_a_program_the_runner_can_install_paying_x_less(tmp_path):
    """0[c], Corroder trashed for the cost (X = 2): Gordian Blade (4[c], so 2[c]) is not offered, Corroder from the
    heap (so 0[c]) is. Gordian Blade was offered and its install refused, stopping the scenario."""
    def scavenge(target, name):
        return scenario(tmp_path, actions=[{"runner": "play Scavenge"}], name=name,
                        runner={"credits": 0, "grip": ["Scavenge", "Gordian Blade"], "rig": ["Corroder"]},
                        decisions={"Scavenge cost": "Corroder", "Scavenge target": target})
    with pytest.raises(ScenarioError, match=r"'Gordian Blade \(grip\)' is not one of the options"):
        scavenge("Gordian Blade (grip)", "blade")
    again = scavenge("Corroder (heap)", "corroder")
    assert (at(again, "runner.rig"), at(again, "runner.heap")) == (["Corroder"], ["Scavenge"])


def test_magdalene_offers_only_a_discarded_card_the_runner_can_pay_to_install(tmp_path):
    mag = "Magdalene Keino-Chemutai: Cryptarchitect"
    result = to_turn_end(tmp_path, runner={"identity": mag, "credits": 0, "grip": ["Gordian Blade"] * 7,
                                           "stack": ["Sure Gamble"]},
                         decisions={f"use {mag[:9]}": "yes", f"{mag} target": "Gordian Blade",
                                    "discard": ["Gordian Blade"] * 3})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == ([], ["Gordian Blade"] * 3)


def test_sebastiao_offers_a_connection_patchwork_makes_affordable(tmp_path):
    """0[c]: The Artist costs 2[c] after Sebastião's 2[c] less, and Patchwork, trashing Sure Gamble from the grip,
    takes the other 2[c] off (cr/rule_valid_search_target_install_play's Self-modifying Code example)."""
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Tomorrowʼs Headline"]}}},
                      runner={"identity": SEBASTIAO, "grip": ["The Artist", "Sure Gamble"], "credits": 0,
                              "rig": ["Patchwork"]},
                      decisions={"steal": "yes", "use Sebastião": "yes", f"{SEBASTIAO} target": "The Artist",
                                 "use Patchwork": "yes", "Patchwork target": "Sure Gamble"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (["Patchwork", "The Artist"], ["Sure Gamble"], 0)
