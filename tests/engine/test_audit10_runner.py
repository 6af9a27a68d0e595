"""Runner cards of the tenth card audit (seed 20261210), each test asserting what the printed text and CR 25.08 make
happen, never what the engine printed; the Corp cards are in test_audit10_corp.py.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261210).sample(titles, 30)`; a title (or an identity's name before its colon) that a commit of
`git log --oneline -500 | grep -i audit` names as a whole word was skipped and replaced by `choice(titles)` of the same
Random, in order (Nuvem SA, Unity, Stegodon MK IV, GAMEDRAGON™ Pro, Tithe, Seamless Launch, Pelangi, Mr. Hendrik,
Starlit Knight and Hákarl 1.0 were skipped). The 30: Virtuoso, Magdalene Keino-Chemutai, Eye for an Eye, Oppo Research,
Mystic Maemi, Creative Commission, Regulatory Capture, Doomscroll, Blood in the Water, Zenit Chip JZ-2MJ, Boto, Lycian
Multi-Munition, Tāo Salonga, Cookbook, Poison Vial, Scapenet, Valentina Ferreira Carvalho, Active Policing, Scatter
Field, Synapse Global, Pennyshaver, Slap Vandal, Avgustina Ivanovskaya, Public Access Plaza, S-Dobrado, Kingmaking,
Debbie "Downtown" Moreira, Unsmiling Tsarevna, Mercia B4LL4RD, Project Yagi-Uda. Ten more chosen for intricate text
(ice with "when rezzed during a run" or threat abilities, agendas with "when scored"/"when stolen" and counters):
Attini, Hafrún, Sisyphus Protocol, Loot Box, Kimberlite Field, Luminal Transubstantiation, The Basalt Spire, Stoke the
Embers, Anemone, Descent. (Blood in the Water, Synapse Global and Zenit Chip JZ-2MJ were drawn though earlier audits
had tested them: no commit names them as the draw's rule reads it.)

Defects found: a tag the Corp removes counted as the Runner's (Valentina, Amanuensis); Tāo Salonga's swap could not
name one of two copies and showed the Runner unrezzed ice's titles; Project Yagi-Uda swapped an agenda into a root
beside an asset and offered cards it could not legally replace; a swap could put a second region in a root
(Metamorph)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import RD, at, run_past, scenario

HQ = ["Hedge Fund", "Ice Wall", "Enigma"]
DEBBIE = 'Debbie "Downtown" Moreira'
TAO = "Tāo Salonga: Telepresence Magician"


# --- Virtuoso ------------------------------------------------------------------------------------------------------
def test_virtuoso_with_hq_the_mark_accesses_1_more_card_on_the_first_successful_hq_run_only(tmp_path):
    """Seed 2 makes HQ the mark as the turn begins: the first successful run on HQ accesses 2 cards, the second 1."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}], seed=2,
                      corp={"hq": list(HQ)}, runner={"rig": ["Virtuoso"]},
                      decisions={"jack out": "no", "trash": "no"})
    assert [run["server"] for run in result["final_state"]["runs"]] == ["HQ", "HQ"]
    assert [len(run["accessed"]) for run in result["final_state"]["runs"]] == [2, 1]


# --- Mystic Maemi --------------------------------------------------------------------------------------------------
def test_mystic_maemi_gains_a_credit_when_the_runner_steals_an_agenda(tmp_path):
    """1[c] as the Runner's turn begins, 1[c] for the steal."""
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": [{"card": "Mystic Maemi", "credits": 0}]}, decisions={"steal": "yes"})
    assert at(result, "cards[Mystic Maemi].counters") == {"credits": 2}


def test_mystic_maemis_credits_do_not_pay_to_install_a_program(tmp_path):
    """"You can spend hosted credits to play events": they pay 1[c] of Sure Gamble, but installing Corroder (2[c])
    with 1[c] in the pool and 3 on Maemi (2, and 1 as the turn began) cannot be paid."""
    result = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}],
                      runner={"credits": 4, "grip": ["Sure Gamble"], "rig": [{"card": "Mystic Maemi", "credits": 2}]},
                      decisions={"pay playing Sure Gamble": {"Mystic Maemi": 1, "pool": 4}})
    assert (at(result, "runner.credits"), at(result, "cards[Mystic Maemi].counters")) == (9, {"credits": 2})
    with pytest.raises(ScenarioError, match=r"cannot pay 2\[c\] for installing Corroder"):
        scenario(tmp_path, actions=[{"runner": "install Corroder"}], name="install",
                 runner={"credits": 1, "grip": ["Corroder"], "rig": [{"card": "Mystic Maemi", "credits": 2}]})


# --- Slap Vandal ---------------------------------------------------------------------------------------------------
def test_slap_vandal_cannot_break_a_subroutine_of_ice_it_is_not_hosted_on(tmp_path):
    """Hosted on Ice Wall protecting HQ, it cannot break Enigma's subroutines on Server 1: the run ends."""
    result = run_past(tmp_path, ["Enigma"], corp={"servers": {"HQ": {"ice": [{"card": "Ice Wall",
                                                                              "hosted": ["Slap Vandal"]}]}}},
                      decisions={"break Enigma": {"with": "Slap Vandal", "subroutines": [2]}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("unsuccessful", 5)


# --- Tāo Salonga ---------------------------------------------------------------------------------------------------
def test_tao_salonga_may_swap_2_installed_ice_when_the_runner_steals_an_agenda(tmp_path):
    servers = {"HQ": {"ice": ["Ice Wall"]}, "R&D": {"ice": ["Enigma"]}, "Server 1": {"root": ["Hostile Takeover"]}}
    result = run_past(tmp_path, [], corp={"servers": servers}, runner={"identity": TAO},
                      decisions={"steal": "yes", "use Tāo Salonga": "yes",
                                 f"{TAO} choice": ["Ice Wall", "Enigma"]})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == (["Enigma"], ["Ice Wall"])


# --- Debbie "Downtown" Moreira -------------------------------------------------------------------------------------
def test_debbie_installed_at_threat_4_holds_2_credits_and_below_it_none(tmp_path):
    high = scenario(tmp_path, actions=[{"runner": f"install {DEBBIE}"}], name="high",
                    corp={"score_area": ["Fetal AI", "Azef Protocol"]}, runner={"grip": [DEBBIE]})
    assert at(high, f"cards[{DEBBIE}].counters") == {"credits": 2}
    low = scenario(tmp_path, actions=[{"runner": f"install {DEBBIE}"}], name="low",
                   corp={"score_area": ["Fetal AI"]}, runner={"grip": [DEBBIE]})
    assert at(low, f"cards[{DEBBIE}].counters") == {}


def test_debbies_credits_do_not_pay_in_a_run_she_did_not_start(tmp_path):
    """"You can spend hosted credits during that run": a run made by the basic action is not hers, so Corroder's
    break of Ice Wall is paid from the pool alone (1[c] of 1[c])."""
    result = run_past(tmp_path, ["Ice Wall"], runner={"credits": 1, "rig": [{"card": DEBBIE, "credits": 2}, "Corroder"]},
                      decisions={"break Ice Wall": "Corroder", "pay Corroder's break": {DEBBIE: 1}})
    assert (at(result, "runner.credits"), at(result, f"cards[{DEBBIE}].counters")) == (0, {"credits": 2})


# --- Valentina Ferreira Carvalho -----------------------------------------------------------------------------------
def test_valentina_gains_nothing_when_the_corp_removes_the_runners_tags(tmp_path):
    """"Whenever you remove 1 or more tags": Bigger Picture's Corp removes 1 tag (the Runner loses 5[c]), which is not
    the Runner removing it. Every tag removal was reported as the Runner's, so Valentina gained 1[c]."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Bigger Picture"}],
                      corp={"hq": ["Bigger Picture"], "rd": list(RD)},
                      runner={"tags": 1, "credits": 7, "rig": ["Valentina Ferreira Carvalho"]},
                      decisions={"Bigger Picture choice": "remove tags", "Bigger Picture tags": 1})
    assert (at(result, "runner.tags"), at(result, "runner.credits"), at(result, "corp.credits")) == (0, 7 - 5, 5 + 5)


def test_amanuensis_draws_nothing_when_the_corp_removes_a_tag_with_greasing_the_palm(tmp_path):
    """Amanuensis reads the same words ("Whenever you remove 1 or more tags"): the Corp's removal is not the
    Runner's."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Greasing the Palm"}],
                      corp={"hq": ["Greasing the Palm", "PAD Campaign"], "rd": list(RD)},
                      runner={"tags": 1, "stack": ["Diesel", "Sure Gamble"],
                              "rig": [{"card": "Amanuensis", "counters": {"power": 1}}]},
                      decisions={"Greasing the Palm install": "PAD Campaign",
                                 "Greasing the Palm install where": "new remote", "use Greasing the Palm": "yes",
                                 "use Amanuensis": "yes", "rez": "no"})
    assert (at(result, "runner.tags"), at(result, "runner.grip"), at(result, "cards[Amanuensis].counters")) == \
        (0, [], {"power": 1})


def test_tao_salonga_swaps_the_copy_of_ice_the_runner_names_by_its_position(tmp_path):
    """Two Ice Walls protect HQ: the Runner swaps the innermost one with Enigma. Every choice was labelled
    "Ice Wall (HQ)", so only the outermost copy could be named (choice_labels names copies by where they are)."""
    servers = {"HQ": {"ice": ["Ice Wall", "Ice Wall"]}, "R&D": {"ice": ["Enigma"]},
               "Server 1": {"root": ["Hostile Takeover"]}}
    result = run_past(tmp_path, [], corp={"servers": servers}, runner={"identity": TAO},
                      decisions={"steal": "yes", "use Tāo Salonga": "yes",
                                 f"{TAO} choice": ["Ice Wall protecting HQ (innermost)", "Enigma"]})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == \
        (["Ice Wall", "Enigma"], ["Ice Wall"])


def test_tao_salonga_names_unrezzed_ice_without_its_title(tmp_path):
    """The Runner cannot look at unrezzed ice (cr/rule_faceup_facedown): the choice names it by where it is, and the
    answer that names it so swaps it."""
    servers = {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}, "R&D": {"ice": ["Enigma"]},
               "Server 1": {"root": ["Hostile Takeover"]}}
    answer = ["unrezzed ice protecting HQ (1st from the server)", "Enigma"]
    result = run_past(tmp_path, [], corp={"servers": servers}, runner={"identity": TAO},
                      decisions={"steal": "yes", "use Tāo Salonga": "yes", f"{TAO} choice": answer})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.unrezzed")) == (["Enigma"], ["Ice Wall"])


def test_slap_vandal_is_trashed_with_the_loot_box_it_is_hosted_on(tmp_path):
    """Slap Vandal breaks Loot Box's first subroutine; the second trashes Loot Box, and what it hosted goes to the heap
    at the next checkpoint (cr/step_checkpoint_hosted_on_installed_cards)."""
    result = run_past(tmp_path, [{"card": "Loot Box", "hosted": ["Slap Vandal"]}],
                      runner={"stack": ["Diesel", "Sure Gamble", "Inside Job", "Easy Mark"]},
                      decisions={"break Loot Box": {"with": "Slap Vandal", "subroutines": [1]},
                                 "Loot Box target": "Diesel"})
    assert (at(result, "corp.archives"), at(result, "runner.heap")) == (["Loot Box"], ["Slap Vandal"])
    assert (at(result, "runner.grip"), at(result, "corp.credits"), at(result, "runner.credits")) == \
        (["Diesel"], 5 + 0, 5 - 1)


def test_virtuoso_and_eye_for_an_eye_each_add_an_access_to_one_hq_breach(tmp_path):
    """HQ the mark (seed 2): Virtuoso's 1 additional card and Eye for an Eye's add up, 3 cards; Eye's tag is taken."""
    no_trash = {f"trash {title}": "no" for title in ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"]}
    result = scenario(tmp_path, actions=[{"runner": "play Eye for an Eye"}], seed=2,
                      corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"]},
                      runner={"grip": ["Eye for an Eye", "Diesel"], "rig": ["Virtuoso"]},
                      decisions={"jack out": "no", "order Runner abilities": ["Virtuoso", "Eye for an Eye"], **no_trash})
    assert (len(at(result, "runs.0.accessed")), at(result, "runner.tags")) == (3, 1)
