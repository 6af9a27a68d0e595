"""Cards of the fourteenth card audit (seed 20261214), each test asserting what the printed text and CR 25.08 make
happen, worked out before the engine ran, never what the engine printed.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261214).sample(titles, 20)`; a title (or an identity's name before its colon) that a commit of
`git log --oneline -600 | grep -i audit` names as a whole word was skipped and replaced by `choice(titles)` of the same
Random, in order (Off the Books, Buzzsaw, Azimat, Kakurenbo, IP Enforcement, Living Mural, Boi-tatá, Demolisher, Juli
Moreira Lee, Bravado, Next Big Thing and Big Deal were skipped). The 20: Chromatophores, Ashen Epilogue, Principia,
Boomerang, Cupellation, Overclock, Funhouse, Carnivore, Nova Initiumia: Catalyst & Impetus, Topan: Ormas Leader,
Architect Deployment Test, Hedge Fund, Daeg, First Net-Cat, Audrey v2, Sorocaban Blade, Harmony AR Therapy, Odore,
Gaslight, Cookbook, Heliamphora (Principia, where the defects were, in test_audit14_principia.py). Five more
chosen for intricate text are in test_audit14_chosen.py.

Nova Initiumia's one clause, "Your deck cannot include more than 1 copy of any card", is deckbuilding: it has no
ability in play (test_card_std_ops_identities checks that), and a board is not a decklist (4 copies of one card in a
stack are not refused either), so no test here."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from rulesdb.errors import ScenarioError
from tests.engine.card_play import GRIP, at, run_past, scenario

PAD_IN_1 = {"servers": {"Server 1": {"root": ["PAD Campaign"]}}}


# --- Chromatophores --------------------------------------------------------------------------------------------------
def test_chromatophores_cannot_be_installed_in_the_rig(tmp_path):
    """"Install only on a piece of ice" (cr/rule_host_on_ability): written with no ice to host it, it is refused."""
    with pytest.raises(ActionRefused, match="can only be installed on"):
        scenario(tmp_path, actions=[{"runner": "install Chromatophores"}],
                 corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}}, runner={"grip": ["Chromatophores"]})


def test_chromatophores_lets_a_fracter_break_a_code_gate_it_hosts_on(tmp_path):
    """Enigma hosting it gains barrier: Corroder (strength 2, as Enigma) breaks both subroutines for 1[c] each."""
    result = run_past(tmp_path, {"card": "Enigma", "rezzed": True, "hosted": ["Chromatophores"]},
                      runner={"rig": ["Corroder"]}, decisions={"break Enigma": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "runner.clicks")) == \
        ("successful", 5 - 2, 4 - 1)


# --- Ashen Epilogue --------------------------------------------------------------------------------------------------
def test_ashen_epilogue_with_fewer_than_5_cards_removes_them_all_and_draws_none(tmp_path):
    """Grip 2 and heap 1 shuffled into an empty stack: 3 cards, all removed as "the top 5"; "Draw 5 cards" from an
    empty stack draws nothing and the Runner does not lose (only the Corp loses on an empty deck)."""
    result = scenario(tmp_path, actions=[{"runner": "play Ashen Epilogue"}],
                      runner={"grip": ["Ashen Epilogue", "Sure Gamble", "Easy Mark"], "heap": ["Diesel"], "stack": []})
    assert (at(result, "runner.grip"), at(result, "runner.stack"), at(result, "runner.heap")) == ([], [], [])
    assert sorted(at(result, "runner.removed")) == ["Ashen Epilogue", "Diesel", "Easy Mark", "Sure Gamble"]
    assert (at(result, "winner"), at(result, "runner.credits")) == (None, 0)


# --- Boomerang -------------------------------------------------------------------------------------------------------
def test_boomerang_installed_with_no_ice_installed_chooses_none(tmp_path):
    """"Choose 1 installed piece of ice": there is none, so nothing is chosen (no "Boomerang target" is asked) and
    Boomerang is installed all the same."""
    result = scenario(tmp_path, actions=[{"runner": "install Boomerang"}], runner={"grip": ["Boomerang"]})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Boomerang"], 5 - 2)
    assert "Boomerang target" not in [d["decision"] for d in at(result, "decisions")]


# --- Cupellation -----------------------------------------------------------------------------------------------------
def test_cupellation_already_hosting_a_card_cannot_host_another(tmp_path):
    """"Limit 1 hosted card": hosting Hedge Fund, its access ability cannot host PAD Campaign (so it is not offered
    among the ways to deal with PAD Campaign)."""
    with pytest.raises(ScenarioError, match="'Cupellation' is not one of the options"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=PAD_IN_1,
                 runner={"rig": [{"card": "Cupellation", "hosted": ["Hedge Fund"]}]},
                 decisions={"jack out": "no", "trash PAD Campaign": "Cupellation"})


def test_cupellation_cannot_host_an_agenda_being_accessed(tmp_path):
    """"Host the non-agenda card you are accessing": Hostile Takeover is stolen; Cupellation hosts nothing."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}}, runner={"rig": ["Cupellation"]},
                      decisions={"jack out": "no", "steal": "yes"})
    assert (at(result, "runner.score_area"), at(result, "cards[Cupellation].hosted"), at(result, "runner.credits")) \
        == (["Hostile Takeover"], [], 5)


def test_cupellation_with_no_credit_is_not_asked_to_trade_itself_at_the_hq_breach(tmp_path):
    """"You may pay 1[c] and trash this program": with 0[c] the cost cannot be paid, so it stays and 1 card is
    accessed."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund", "IPO", "Enigma"]},
                      runner={"credits": 0, "rig": [{"card": "Cupellation", "hosted": ["PAD Campaign"]}]},
                      decisions={"jack out": "no", "use Cupellation": "yes"})
    assert (at(result, "runner.rig"), len(at(result, "runs.0.accessed"))) == (["Cupellation"], 1)
    assert "use Cupellation" not in [d["decision"] for d in at(result, "decisions")]


# --- Overclock -------------------------------------------------------------------------------------------------------
def test_overclock_hosted_credits_pay_a_trash_cost_during_its_run(tmp_path):
    """"You can spend hosted credits during that run": any payment, not only breaking. 1[c] plays it; PAD Campaign's
    trash cost 4[c] is paid from the 5[c] on Overclock."""
    result = scenario(tmp_path, actions=[{"runner": "play Overclock on Server 1"}], corp=PAD_IN_1,
                      runner={"credits": 1, "grip": ["Overclock"]},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.credits"), at(result, "runner.heap")) == \
        (["PAD Campaign"], 0, ["Overclock"])


def test_overclock_hosted_credits_are_spent_not_lost(tmp_path):
    """"You can spend hosted credits": they are not in the credit pool, so Seraph's "lose 3[c]" (on encounter and by
    its first subroutine) takes nothing from them, and all 5 remain to pay PAD Campaign's 4[c] trash cost."""
    result = scenario(tmp_path, actions=[{"runner": "play Overclock on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Seraph"], "root": ["PAD Campaign"]}}},
                      runner={"credits": 1, "grip": ["Overclock", *GRIP]},
                      decisions={"jack out": "no", "Seraph choice": "lose 3[c]", "break Seraph": "no",
                                 "trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.credits"), at(result, "runner.tags")) == \
        (["PAD Campaign"], 0, 1)


# --- Funhouse --------------------------------------------------------------------------------------------------------
def test_funhouse_subroutine_tags_a_runner_who_cannot_pay_4_without_asking(tmp_path):
    """The tag taken on encounter, then the subroutine: 3[c] cannot pay 4[c], so the Runner takes a second tag."""
    result = run_past(tmp_path, "Funhouse", runner={"credits": 3},
                      decisions={"Funhouse choice": "take 1 tag", "break Funhouse": "no"})
    assert (at(result, "runner.tags"), at(result, "runner.credits"), at(result, "runs.0.outcome")) == \
        (2, 3, "successful")
    assert "pay 4[c] to Funhouse" not in [d["decision"] for d in at(result, "decisions")]


# --- Carnivore, Audrey v2 --------------------------------------------------------------------------------------------
def test_carnivore_trashes_an_accessed_agenda_which_is_then_not_stolen(tmp_path):
    """Its "Access →" ability is used before the steal (cr/step_mid_access_ability): the trashed agenda leaves the
    access, so the Runner scores no points."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"grip": ["Sure Gamble", "Diesel"], "rig": ["Carnivore"]},
                      decisions={"jack out": "no", "trash Hostile Takeover": "Carnivore",
                                 "Carnivore cost": ["Sure Gamble", "Diesel"], "steal": "yes"})
    assert (at(result, "runner.score_area"), at(result, "corp.archives")) == ([], ["Hostile Takeover"])


def test_audrey_v2_gains_a_counter_when_carnivore_trashes_the_card_accessed(tmp_path):
    """"Whenever you trash a card you are accessing": any way the Runner trashes it, not only its trash cost."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Sure Gamble", "Diesel"], "rig": ["Carnivore", "Audrey v2"]},
                      decisions={"jack out": "no", "trash Hedge Fund": "Carnivore",
                                 "Carnivore cost": ["Sure Gamble", "Diesel"]})
    assert (at(result, "corp.archives"), at(result, "cards[Audrey v2].counters")) == (["Hedge Fund"], {"virus": 1})


def test_audrey_v2_without_virus_counters_cannot_break(tmp_path):
    """"Hosted virus counter: Break up to 2 subroutines": with none hosted it cannot break, so Enigma's subroutines
    resolve (a lost [click], the run ended) and no grip card is trashed to raise a strength that breaks nothing."""
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Audrey v2"], "grip": GRIP},
                      decisions={"break Enigma": "Audrey v2", "Audrey v2 cost": ["Sure Gamble"]})
    assert (at(result, "runs.0.outcome"), at(result, "runner.clicks"), at(result, "runner.heap")) == \
        ("unsuccessful", 4 - 1 - 1, [])


# --- Topan: Ormas Leader ---------------------------------------------------------------------------------------------
def test_topan_installing_the_last_card_of_the_grip_flatlines_the_runner(tmp_path):
    """Corroder (2[c]) installed for 0[c]; then 1 meat damage with an empty grip: the Runner is flatlined
    (cr/rule_flatline_damage_reference)."""
    result = scenario(tmp_path, actions=[{"runner": "use Topan: Ormas Leader"}],
                      runner={"identity": "Topan: Ormas Leader", "grip": ["Corroder"]},
                      decisions={"Topan: Ormas Leader target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Corroder"], 5)
    assert (at(result, "winner"), at(result, "reason")) == ("corp", "flatline")


# --- Architect Deployment Test -----------------------------------------------------------------------------------------
def test_architect_deployment_test_looks_at_5_cards_only(tmp_path):
    """Scored in the draw phase's paid ability window, before the draw: the top 5 are operations, which cannot be
    installed, and Ice Wall, 6th, is not looked at, so nothing is installed; the draw then takes the top card."""
    rd = ["Hedge Fund"] * 5 + ["Ice Wall"]
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": rd, "servers": {"Server 1": {"root": [
                          {"card": "Architect Deployment Test", "advancement": 4}]}}},
                      decisions={"score": "yes", "Architect Deployment Test install": "Ice Wall",
                                 "Architect Deployment Test install where": "HQ"})
    assert (at(result, "corp.score_area"), at(result, "corp.rd")) == (["Architect Deployment Test"], rd[1:])
    assert at(result, "corp.servers").get("HQ", {}).get("ice", []) == []


# --- Hedge Fund ------------------------------------------------------------------------------------------------------
def test_hedge_fund_cannot_be_played_with_4_credits(tmp_path):
    """Its play cost 5[c] cannot be paid (cr/rule_cost)."""
    with pytest.raises(ActionRefused):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Hedge Fund"}],
                 corp={"credits": 4, "hq": ["Hedge Fund"], "rd": ["Ice Wall"] * 3})


# --- Daeg, First Net-Cat ---------------------------------------------------------------------------------------------
def test_daeg_may_charge_a_card_when_the_corp_scores(tmp_path):
    """"Scored or stolen": the Corp's score meets it too; Dr. Nuka Vrolyck (1 power counter) is charged to 2."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [
                          {"card": "Hostile Takeover", "advancement": 2}]}}},
                      runner={"rig": ["Daeg, First Net-Cat", {"card": "Dr. Nuka Vrolyck", "counters": {"power": 1}}]},
                      decisions={"score": "yes", "Daeg, First Net-Cat target": "Dr. Nuka Vrolyck"})
    assert (at(result, "corp.score_area"), at(result, "cards[Dr. Nuka Vrolyck].counters")) == \
        (["Hostile Takeover"], {"power": 2})


def test_daeg_with_no_card_holding_a_power_counter_charges_nothing_and_asks_nothing(tmp_path):
    """Charging adds a counter only to a card that already has one: with none, the steal leaves nothing to choose."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": ["Daeg, First Net-Cat", "Corroder"]}, decisions={"jack out": "no", "steal": "yes"})
    assert (at(result, "runner.score_area"), at(result, "cards[Corroder].counters")) == (["Hostile Takeover"], {})
    assert "Daeg, First Net-Cat target" not in [d["decision"] for d in at(result, "decisions")]


# --- Sorocaban Blade -------------------------------------------------------------------------------------------------
def test_sorocaban_blade_subroutine_trashing_nothing_leaves_the_next_one_its_trash(tmp_path):
    """No resource installed: the first subroutine trashes nothing, so the second still trashes Desperado; the third
    then cannot trash Corroder ("more than 1 installed Runner card with this ice during each encounter")."""
    result = run_past(tmp_path, "Sorocaban Blade", runner={"rig": ["Corroder", "Desperado"]},
                      decisions={"break Sorocaban Blade": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Corroder"], ["Desperado"])


# --- Harmony AR Therapy ----------------------------------------------------------------------------------------------
def test_harmony_ar_therapy_with_an_empty_heap_chooses_nothing_and_leaves_the_game(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Harmony AR Therapy"}],
                      runner={"grip": ["Harmony AR Therapy"], "stack": ["Diesel"]})
    assert (at(result, "runner.stack"), at(result, "runner.heap"), at(result, "runner.removed")) == \
        (["Diesel"], [], ["Harmony AR Therapy"])


def test_harmony_ar_therapy_refuses_a_sixth_card(tmp_path):
    heap = ["Diesel", "Corroder", "Sure Gamble", "Easy Mark", "Lucky Find", "Inside Job"]
    with pytest.raises(ScenarioError, match="up to 5"):
        scenario(tmp_path, actions=[{"runner": "play Harmony AR Therapy"}],
                 runner={"grip": ["Harmony AR Therapy"], "heap": heap}, decisions={"Harmony AR Therapy target": heap})


# --- Odore -----------------------------------------------------------------------------------------------------------
def test_odore_with_2_virtual_resources_pays_2_to_break(tmp_path):
    """"Use this ability only if you have 3 or more installed virtual resources": with Daeg and Cookbook (2), the
    0[c] ability is not usable; Guard's subroutine is broken for 2[c] after +3 strength for 3[c]."""
    with pytest.raises(ScenarioError, match="break ability 2 cannot be used on Guard"):
        run_past(tmp_path, "Guard", runner={"credits": 9, "rig": ["Odore", "Daeg, First Net-Cat", "Cookbook"]},
                 decisions={"break Guard": {"with": "Odore", "ability": 2}})
    paid = run_past(tmp_path, "Guard", runner={"credits": 9, "rig": ["Odore", "Daeg, First Net-Cat", "Cookbook"]},
                    decisions={"break Guard": "Odore"}, name="paid")
    assert (at(paid, "runs.0.outcome"), at(paid, "runner.credits")) == ("successful", 9 - 3 - 2)


def test_odore_with_3_virtual_resources_breaks_each_subroutine_with_its_0_credit_ability_again(tmp_path):
    """"Break 1 sentry subroutine" has no "once" restriction: used twice on Rototurret (strength 0, 2 subroutines), the
    Runner pays nothing and the run is successful."""
    result = run_past(tmp_path, "Rototurret", runner={"rig": ["Odore", "Cookbook", "Gang Sign", "No One Home"]},
                      decisions={"break Rototurret": {"with": "Odore", "ability": 2}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), len(at(result, "runner.rig"))) == \
        ("successful", 5, 4)


# --- Gaslight --------------------------------------------------------------------------------------------------------
def test_gaslight_trashed_with_no_operation_in_r_and_d_adds_nothing(tmp_path):
    """"If you do, search R&D for an operation": it is trashed; the search finds none and R&D is shuffled (cr/rule_continue_after_search) and
    HQ gets nothing but the turn's draw."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"hq": [], "rd": ["Ice Wall", "Enigma", "PAD Campaign"],
                            "servers": {"Server 1": {"root": [{"card": "Gaslight", "rezzed": True}]}}},
                      decisions={"use Gaslight": "yes"})
    assert (at(result, "corp.archives"), len(at(result, "corp.hq")), len(at(result, "corp.rd"))) == \
        (["Gaslight"], 1, 2)


def test_gaslight_may_fail_to_find_an_operation_there_is(tmp_path):
    """A search for a card with a criterion may find nothing (cr/rule_fail_to_find): trashed, Gaslight adds no card,
    and HQ holds only the turn's draw."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"hq": [], "rd": ["Ice Wall", "Hedge Fund", "PAD Campaign"],
                            "servers": {"Server 1": {"root": [{"card": "Gaslight", "rezzed": True}]}}},
                      decisions={"use Gaslight": "yes", "Gaslight target": "no"})
    assert (at(result, "corp.archives"), len(at(result, "corp.hq")), len(at(result, "corp.rd"))) == (["Gaslight"], 1, 2)


# --- Cookbook --------------------------------------------------------------------------------------------------------
def test_cookbook_adds_a_counter_to_a_virus_program_installed_by_clone_chip(tmp_path):
    """"Whenever you install a virus program": installed from the heap by an ability, it is still the Runner's
    install."""
    result = scenario(tmp_path, actions=[{"runner": "use Clone Chip"}],
                      runner={"rig": ["Cookbook", "Clone Chip"], "heap": ["Leech"]},
                      decisions={"Clone Chip target": "Leech", "use Cookbook": "yes"})
    assert (at(result, "runner.rig"), at(result, "cards[Leech].counters")) == (["Cookbook", "Leech"], {"virus": 1})


# --- Heliamphora -----------------------------------------------------------------------------------------------------
def test_heliamphora_hosting_an_agenda_in_archives_means_it_is_not_stolen(tmp_path):
    """"Host it faceup on this program instead" of accessing it: an agenda not accessed is not stolen."""
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}], runner={"rig": ["Heliamphora"]},
                      corp={"archives": ["Hostile Takeover"]},
                      decisions={"jack out": "no", "use Heliamphora": "yes", "steal": "yes"})
    assert (at(result, "cards[Heliamphora].hosted"), at(result, "runner.score_area")) == (["Hostile Takeover"], [])


def test_heliamphora_purged_with_1_card_in_hq_trashes_that_card_and_its_hosted_card_goes_to_archives(tmp_path):
    """HQ holds only the card drawn: "2 cards at random" trashes the 1 there is. Trashed, Heliamphora's hosted Corp card
    is trashed too, into its owner's Archives (cr/rule_trash_hosted_objects_when_host_trashed)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "purge"}], corp={"rd": ["Hedge Fund"], "hq": []},
                      runner={"rig": [{"card": "Heliamphora", "hosted": ["Hostile Takeover"]}]})
    assert (at(result, "corp.hq"), sorted(at(result, "corp.archives")), at(result, "runner.heap")) == \
        ([], ["Hedge Fund", "Hostile Takeover"], ["Heliamphora"])
