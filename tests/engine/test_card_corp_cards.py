"""Assets, upgrades and agendas from the library, met where the Runner accesses them."""

import pytest

from rulesdb.engine.cards import CARDS
from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]
# Nightmare Archive leaves the Corp's zones as its "when accessed" ability resolves (to the Runner's score
# area or out of the game), before the Runner could pay a trash cost: its own test covers it
LEAVES_WHEN_ACCESSED = {"Nightmare Archive"}
# trashed while accessed, they go on to the Runner's score area (test_card_cac_hap_corp.py, test_card_oc.py cover them)
LEAVES_WHEN_ACCESSED |= {"Chairman Hiro", "Director Haas", "The Board"}
LEAVES_WHEN_ACCESSED |= {"Victoria Jenkins"}  # the same, covered in test_card_dd.py
ROOT_CARDS = sorted(t for t, c in CARDS.items() if c.facts.type in ("asset", "upgrade") and t not in LEAVES_WHEN_ACCESSED)
ACCESS_ANSWERS = {"Shi.Kyū": {"Shi.Kyū X": 0, "Shi.Kyū choice": "suffer 0 net damage"},  # its own test covers them
                  "Psychic Field": {"psi bid": 0}, "News Team": {"News Team choice": "take 2 tags"}}
AGENDAS = sorted(t for t, c in CARDS.items() if c.facts.type == "agenda")


def access_root(tmp_path, card, *, credits=10, corp_credits=5, decisions=None, grip=GRIP, rig=(), name="root"):
    entry = card if isinstance(card, dict) else {"card": card, "rezzed": False}
    return run_past(tmp_path, [], corp={"credits": corp_credits, "servers": {"Server 1": {"root": [entry]}}},
                    runner={"credits": credits, "grip": list(grip), "rig": list(rig)},
                    decisions={"rez": "no", "steal": "yes", **(decisions or {})}, name=name)


@pytest.mark.parametrize("title", ROOT_CARDS)
def test_accessed_root_card_can_be_trashed_for_its_trash_cost(tmp_path, title):
    cost = CARDS[title].facts.trash_cost
    answers = {f"trash {title}": "yes", **{name: "no" for name in CARDS[title].decisions},
               f"Corp trace boost {title}": 0, f"Runner link boost {title}": 0, **ACCESS_ANSWERS.get(title, {})}
    result = access_root(tmp_path, title, decisions=answers)
    assert at(result, "runs.0.accessed") == [title]
    assert at(result, "corp.archives") == [title]
    assert at(result, "runner.credits") == 10 - cost


def test_snare_tags_and_does_3_net_damage_when_the_corp_pays_4(tmp_path):
    result = access_root(tmp_path, "Snare!", decisions={"use Snare!": "yes", "trash Snare!": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.net"), at(result, "corp.credits")) == (1, 3, 1)


def test_snare_does_nothing_when_the_corp_declines_or_cannot_pay(tmp_path):
    declined = access_root(tmp_path, "Snare!", decisions={"use Snare!": "no", "trash Snare!": "no"})
    broke = access_root(tmp_path, "Snare!", corp_credits=3, decisions={"trash Snare!": "no"}, name="broke")
    assert at(declined, "abilities.declined") == ["Snare!"]
    assert at(broke, "abilities.not_usable") == ["Snare!"]
    assert at(broke, "runner.tags") == 0


def test_snare_does_nothing_when_accessed_in_archives(tmp_path):
    result = run_past(tmp_path, [], server="Archives", corp={"archives": ["Snare!"]},
                      runner={"grip": GRIP}, decisions={"trash Snare!": "no"})
    assert at(result, "abilities.met") == []
    assert at(result, "runner.tags") == 0
    assert traced(result, "Snare!'s ability works anywhere except in Archives, and Snare! is in Archives: it does not "
                          "meet its trigger condition.")


def test_shock_does_1_net_damage_wherever_it_is_accessed(tmp_path):
    root = access_root(tmp_path, "Shock!", decisions={"trash Shock!": "no"})
    archives = run_past(tmp_path, [], server="Archives", corp={"archives": ["Shock!"]}, runner={"grip": GRIP},
                        decisions={"trash Shock!": "no"}, name="archives")
    assert at(root, "damage.net") == at(archives, "damage.net") == 1


def test_urtica_cipher_does_2_net_plus_1_per_advancement_only_while_installed(tmp_path):
    installed = access_root(tmp_path, {"card": "Urtica Cipher", "rezzed": False, "advancement": 2},
                            decisions={"trash Urtica Cipher": "no"})
    archived = run_past(tmp_path, [], server="Archives", corp={"archives": ["Urtica Cipher"]},
                        runner={"grip": GRIP}, decisions={"trash Urtica Cipher": "no"}, name="archived")
    assert at(installed, "damage.net") == 4
    assert at(archived, "damage.net") == 0


@pytest.mark.parametrize(("title", "paid", "check", "value"), [
    ("Project Junebug", 1, "damage.net", 4),
    ("Cerebral Overwriter", 3, "damage.core", 2),
    ("Ghost Branch", 0, "runner.tags", 2)])
def test_ambushes_scale_with_advancement_counters(tmp_path, title, paid, check, value):
    result = access_root(tmp_path, {"card": title, "rezzed": False, "advancement": 2},
                         decisions={f"use {title}": "yes", f"trash {title}": "no"})
    assert at(result, check) == value
    assert at(result, "corp.credits") == 5 - paid


def test_aggressive_secretary_trashes_a_program_per_advancement_counter(tmp_path):
    result = access_root(tmp_path, {"card": "Aggressive Secretary", "rezzed": False, "advancement": 1},
                         rig=["Corroder", "Mimic"], decisions={"use Aggressive Secretary": "yes",
                                                               "Aggressive Secretary target": "Mimic",
                                                               "trash Aggressive Secretary": "no"})
    assert at(result, "runner.rig") == ["Corroder"]
    assert at(result, "corp.credits") == 3


def test_ambush_without_advancement_counters_does_nothing(tmp_path):
    result = access_root(tmp_path, "Project Junebug", decisions={"use Project Junebug": "yes",
                                                                  "trash Project Junebug": "no"})
    assert at(result, "damage.net") == 0
    assert traced(result, "has no advancement counters")


def test_rashida_jaheem_may_be_trashed_for_3_credits_and_3_cards(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma", "Snare!"],
                            "servers": {"Server 1": {"root": ["Rashida Jaheem"]}}},
                      decisions={"use Rashida Jaheem": "yes"})
    assert at(result, "corp.archives") == ["Rashida Jaheem"]
    assert at(result, "corp.credits") == 5 + 3 + 1
    assert len(at(result, "corp.hq")) == 4


def test_ash_traces_on_a_successful_run_on_its_server(tmp_path):
    result = access_root(tmp_path, {"card": "Ash 2X3ZB9CY", "rezzed": True},
                         decisions={"Corp trace boost Ash 2X3ZB9CY": 0, "Runner link boost Ash 2X3ZB9CY": 0,
                                    "trash Ash 2X3ZB9CY": "no"})
    assert traced(result, "Ash 2X3ZB9CY's trace: trace strength 4 against link strength 0: successful")


@pytest.mark.parametrize("title", AGENDAS)
def test_stealing_an_agenda_scores_its_printed_points(tmp_path, title):
    declined = {name: "no" for name in CARDS[title].decisions if name.startswith("use ")}  # "you may" abilities
    # SDS Drone Deployment's additional cost to steal: trash 1 installed program
    rig = ("Corroder",) if title == "SDS Drone Deployment" else ()
    result = access_root(tmp_path, title, grip=GRIP, rig=rig, decisions={**declined, f"{title} cost": "Corroder"})
    assert at(result, "runs.0.stolen") == [title]
    worth_less = 1 if title == "Global Food Initiative" else 0  # "1 fewer agenda point" in the Runner's area
    worth_less = 3 if title == "Project Vacheron" else worth_less  # worth 0 while it has its 4 agenda counters
    assert at(result, "runner.agenda_points") == CARDS[title].facts.agenda_points - worth_less


def test_fetal_ai_does_2_net_damage_when_accessed_outside_archives(tmp_path):
    root = access_root(tmp_path, "Fetal AI")
    archives = run_past(tmp_path, [], server="Archives", corp={"archives": ["Fetal AI"]},
                        runner={"grip": GRIP}, decisions={"steal": "yes"}, name="archives")
    assert at(root, "damage.net") == 2
    assert at(archives, "damage.net") == 0


def test_stealing_7_points_of_agendas_wins_the_game(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Government Takeover"]}}},
                      runner={"score_area": ["Vanity Project"]})
    assert (at(result, "winner"), at(result, "runner.agenda_points")) == ("runner", 10)


def test_amaze_amusements_tags_the_runner_who_steals_from_its_server(tmp_path):
    stole = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["AMAZE Amusements", "Vanity Project"]}}},
                     decisions={"trash AMAZE Amusements": "no", "access order": ["AMAZE Amusements", "Vanity Project"]})
    nothing = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["AMAZE Amusements"]}}},
                       decisions={"trash AMAZE Amusements": "no"}, name="nothing")
    assert (at(stole, "runs.0.stolen"), at(stole, "runner.tags")) == (["Vanity Project"], 2)
    assert at(nothing, "runner.tags") == 0


@pytest.mark.parametrize(("answer", "stolen", "net"), [("yes", ["Obokata Protocol"], 4), ("no", [], 0)])
def test_obokata_protocol_costs_4_net_damage_to_steal(tmp_path, answer, stolen, net):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Obokata Protocol"]}}},
                      runner={"grip": ["Sure Gamble", "Diesel", "Easy Mark", "Inside Job", "Forked"]},
                      decisions={"steal Obokata Protocol": answer})
    assert (at(result, "runner.score_area"), at(result, "damage.net")) == (stolen, net)


@pytest.mark.parametrize(("archives", "counters"), [([], 1), ([{"card": "Hedge Fund", "faceup": True},
                                                             {"card": "Ice Wall", "faceup": True}, "PAD Campaign"], 3)])
def test_logjam_gets_advancement_counters_for_faceup_card_types_in_archives(tmp_path, archives, counters):
    result = run_past(tmp_path, [{"card": "Logjam", "rezzed": False}], corp={"archives": archives, "credits": 6},
                      decisions={"rez Logjam": "yes"})
    assert at(result, "cards.Logjam.counters.advancement") == counters


def test_bulwark_gives_the_corp_bad_publicity_when_rezzed(tmp_path):
    result = run_past(tmp_path, [{"card": "Bulwark", "rezzed": False}], corp={"credits": 10},
                      decisions={"rez Bulwark": "yes", "break Bulwark": "no"})
    assert at(result, "corp.bad_publicity") == 1


@pytest.mark.parametrize(("runner_bid", "outcome"), [(1, "unsuccessful"), (0, "successful")])
def test_caprice_nisei_ends_the_run_when_the_psi_bids_differ(tmp_path, runner_bid, outcome):
    result = run_past(tmp_path, ["Ice Wall"], runner={"rig": ["Corroder"]},
                      corp={"servers": {"Server 1": {"root": ["Caprice Nisei"]}}},
                      decisions={"break Ice Wall": "Corroder", "Corp psi bid Caprice Nisei": 0,
                                 "Runner psi bid Caprice Nisei": runner_bid, "trash Caprice Nisei": "no"})
    assert at(result, "runs.0.outcome") == outcome


@pytest.mark.parametrize(("runner_bid", "stolen"), [(1, []), (0, ["The Future Perfect"])])
def test_the_future_perfect_cannot_be_stolen_from_hq_when_the_bids_differ(tmp_path, runner_bid, stolen):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["The Future Perfect"]},
                      decisions={"Corp psi bid The Future Perfect": 0, "Runner psi bid The Future Perfect": runner_bid})
    assert at(result, "runner.score_area") == stolen
