"""Programs, hardware and resources from the library: installing them, and what they do once installed."""

import pytest

from rulesdb.engine.cards import CARDS
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]
RIBS = {"Titanium Ribs choice": ["Sure Gamble", "Easy Mark"],  # Titanium Ribs: the Runner picks what damage trashes
        "X for Atman": 0,  # Atman: no credits spent on power counters
        "Chameleon choice": "sentry",  # Chameleon: a subtype chosen as it is installed
        "use Replicator": "no",  # Replicator: it may search the stack for another copy of itself
        "Cyber-Cypher choice": "HQ",  # Cyber-Cypher: a server chosen as it is installed
        "Muse zone": "stack"}  # Muse: the zone it searches (an empty stack: it finds nothing)
HOSTED_ON_ICE = {"Parasite", "Chisel", "Botulus", "Hush", "Rook"}  # "Install only on a piece of ice"
# Keiko is a companion card: installing it meets its own "the first time each turn you install a companion card"
# (cr/rule_steps_installing_installed_condition)
GAINS_WHEN_INSTALLED = {"Keiko": 1}
LOSES_ALL_WHEN_INSTALLED = {"Theophilius Bagbiter"}  # "When you install ..., lose all credits in your credit pool"
RIG = sorted(t for t, c in CARDS.items()  # cards installed only hosted (Egret: on rezzed ice) are left out, and
             if c.facts.type in ("program", "hardware", "resource") and t not in HOSTED_ON_ICE  # cards with an
             and c.install_on is None and c.playable is None)  # "Install only if" (Time Bomb: its own test)


@pytest.mark.parametrize("title", RIG)
def test_installing_a_rig_card_pays_its_cost_and_uses_its_memory(tmp_path, title):
    facts = CARDS[title].facts
    credits = max(15, facts.cost)  # Monolith costs 18
    result = scenario(tmp_path, actions=[{"runner": f"install {title}"}],
                      runner={"credits": credits, "grip": [title, *GRIP]}, decisions=RIBS)
    assert at(result, "runner.rig") == [title]
    left = 0 if title in LOSES_ALL_WHEN_INSTALLED else credits - facts.cost + GAINS_WHEN_INSTALLED.get(title, 0)
    assert at(result, "runner.credits") == left
    assert at(result, "runner.memory.used") == (facts.memory or 0)


@pytest.mark.parametrize(("title", "memory", "link"), [
    ("Akamatsu Mem Chip", 5, 0), ("Dyson Mem Chip", 5, 1), ("Desperado", 5, 0), ("Box-E", 6, 0),
    ("Grimoire", 6, 0), ("Spinal Modem", 5, 0), ("T400 Memory Diamond", 5, 0), ("Rabbit Hole", 4, 1),
    ("Patchwork", 5, 0)])
def test_hardware_raises_memory_and_link(tmp_path, title, memory, link):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": [title]})
    assert at(result, "runner.memory.limit") == memory
    assert at(result, "runner.link") == link


@pytest.mark.parametrize(("breaker", "ice", "credits_left", "strength"), [
    ("Aurora", "Wall of Static", 10 - 2 - 2, 3),        # one +3 boost, one break
    ("Pipeline", "Hunter", 10 - 3 * 2 - 1, 4),          # three +1 boosts for the run, one break
    ("Garrote", "Hunter", 10 - 2 - 1, 4),
    ("Peacock", "Enigma", 10 - 2 * 2, 2),               # no boost needed, two breaks at 2[c]
    ("Crypsis", "Wall of Static", 10 - 3 - 1, 3),       # AI: breaks any subtype
    ("Mayfly", "Enigma", 10 - 1 - 2, 2),
    ("ZU.13 Key Master", "Enigma", 10 - 1 - 2, 2),
    ("Abagnale", "Enigma", 10 - 2, 2),
    ("Bukhgalter", "Hunter", 10 - 3 - 1 + 2, 4),        # +2[c] the first time it fully breaks ice
    ("Snowball", "Wall of Static", 10 - 2 - 1, 3),
    ("Inversificator", "Enigma", 10 - 2, 2),
    ("Puffer", "Hunter", 10 - 2 * 2 - 1, 4),
])
def test_breaker_boosts_and_breaks_at_its_printed_rates(tmp_path, breaker, ice, credits_left, strength):
    result = run_past(tmp_path, ice, runner={"credits": 10, "rig": [breaker]},
                      decisions={f"break {ice}": breaker, "use Inversificator": "no"})
    assert at(result, "runner.credits") == credits_left
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert at(result, "runs.0.encounters.0.strength") == strength
    assert at(result, "runs.0.outcome") == "successful"


@pytest.mark.parametrize("breaker", ["Aurora", "Garrote", "Peacock"])
def test_breaker_cannot_break_ice_of_another_subtype(tmp_path, breaker):
    ice = "Quandary" if breaker == "Aurora" else "Vanilla"
    result = run_past(tmp_path, ice, runner={"rig": [breaker]})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert traced(result, f"no icebreaker able to break {ice}'s subroutines")


def test_desperado_gains_1_credit_on_a_successful_run(tmp_path):
    result = run_past(tmp_path, [], runner={"rig": ["Desperado"]}, corp={"servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, decisions={"trash PAD Campaign": "no"})
    assert at(result, "runner.credits") == 6


def test_net_ready_eyes_gives_the_chosen_breaker_1_strength_for_the_run(tmp_path):
    result = run_past(tmp_path, "Hunter", runner={"rig": ["Net-Ready Eyes", "Mimic"], "credits": 5},
                      decisions={"Net-Ready Eyes target": "Mimic", "break Hunter": "Mimic"})
    assert at(result, "runs.0.outcome") == "successful"
    assert traced(result, "Mimic gets +1 strength for the remainder of the run (now 4)")


@pytest.mark.parametrize("title", ["Net-Ready Eyes", "Titanium Ribs"])
def test_cybernetics_do_2_meat_damage_when_installed(tmp_path, title):
    result = scenario(tmp_path, actions=[{"runner": f"install {title}"}],
                      runner={"grip": [title, *GRIP]}, decisions={"Titanium Ribs choice": ["Sure Gamble", "Diesel"]})
    assert at(result, "damage.meat") == 2
    assert len(at(result, "runner.heap")) == 2


def test_spinal_modem_credits_pay_for_icebreakers(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"credits": 0, "rig": ["Spinal Modem", "Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade"})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "runner.hosted") == {"Spinal Modem": {"credits": 0}}


def test_prepaid_voicepad_credit_pays_for_an_event(tmp_path):
    paid = scenario(tmp_path, actions=[{"runner": "play Diesel"}, {"runner": "play Quality Time"}],
                    runner={"credits": 2, "grip": ["Diesel", "Quality Time"], "stack": GRIP,
                            "rig": ["Prepaid VoicePAD"]}, decisions={"pay": {"pool": 2, "Prepaid VoicePAD": 1}},
                    name="voicepad")
    assert at(paid, "runner.credits") == 0
    assert at(paid, "runner.hosted") == {"Prepaid VoicePAD": {"credits": 0}}


def test_grimoire_places_a_virus_counter_on_an_installed_virus(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Imp"}],
                      runner={"grip": ["Imp"], "rig": ["Grimoire"]})
    assert at(result, "runner.hosted") == {"Imp": {"virus": 3}}


@pytest.mark.parametrize(("title", "counters"), [("Imp", 2), ("Pelangi", 2), ("Plascrete Carapace", 0)])
def test_installing_places_printed_counters(tmp_path, title, counters):
    result = scenario(tmp_path, actions=[{"runner": f"install {title}"}], runner={"grip": [title]})
    hosted = at(result, "runner.hosted")
    kind = "power" if title == "Plascrete Carapace" else "virus"
    assert hosted[title][kind] == (counters or 4)


def test_datasucker_gains_a_virus_counter_on_a_successful_central_run(tmp_path):
    central = run_past(tmp_path, [], server="Archives", runner={"rig": ["Datasucker"]})
    remote = run_past(tmp_path, [], runner={"rig": ["Datasucker"]}, corp={"servers": {"Server 1": {
        "root": ["Vanity Project"]}}})
    assert at(central, "runner.hosted") == {"Datasucker": {"virus": 1}}
    assert at(remote, "runner.hosted") == {}


@pytest.mark.parametrize("title", ["Parasite", "Botulus"])
def test_trojans_gain_a_virus_counter_when_the_runners_turn_begins(tmp_path, title):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      corp={"servers": {"HQ": {"ice": [{"card": "Enigma", "hosted": [title]}]}}})
    assert at(result, f"cards.{title}.counters") == {"virus": 1}
    assert at(result, f"cards.{title}.host") == "Enigma"


@pytest.mark.parametrize("title", ["Rook"])
def test_trojans_wait_for_hosting_and_do_nothing_in_the_rig(tmp_path, title):
    result = run_past(tmp_path, "Enigma", runner={"rig": [title]})
    assert (at(result, "runner.hosted"), at(result, "runs.0.outcome")) == ({}, "unsuccessful")
    assert CARDS[title].waits_for == "hosting"


def test_hush_is_installed_only_on_ice_so_a_rig_listing_it_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="Hush is installed only on a piece of ice"):
        run_past(tmp_path, "Enigma", runner={"rig": ["Hush"]})
    assert CARDS["Hush"].waits_for == ""


def test_daily_casts_pays_2_each_turn_and_is_trashed_when_empty(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"credits": 0, "rig": [{"card": "Daily Casts", "credits": 2}]})
    assert at(result, "runner.credits") == 3
    assert at(result, "runner.heap") == ["Daily Casts"]


def test_crowdfunding_takes_1_and_draws_a_card_when_emptied(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"credits": 0, "stack": ["Diesel"], "rig": [{"card": "Crowdfunding", "credits": 1}]})
    assert at(result, "runner.credits") == 2
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == (["Crowdfunding"], ["Diesel"])


@pytest.mark.parametrize(("title", "link", "credits"), [("Underworld Contact", 2, 7), ("Underworld Contact", 1, 6),
                                                       ("Dadiana Chacon", 0, 7)])
def test_turn_begins_income_with_a_condition(tmp_path, title, link, credits):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"link": link, "rig": [title]})
    assert at(result, "runner.credits") == credits


def test_dadiana_gives_nothing_at_6_credits_or_more(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 6, "rig": ["Dadiana Chacon"]})
    assert at(result, "runner.credits") == 7


def test_drug_dealer_costs_a_credit_on_your_turn_and_draws_on_the_corps(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}, {"corp": "gain credit"},
                                                      {"corp": "gain credit"}, {"runner": "gain credit"}],
                      corp={"rd": ["Hedge Fund"]}, runner={"stack": ["Diesel"], "rig": ["Drug Dealer"]})
    assert at(result, "runner.grip") == ["Diesel"]
    assert at(result, "runner.credits") == 5 - 1 + 1


@pytest.mark.parametrize(("title", "credits"), [("Armitage Codebusting", 12), ("Liberated Account", 16),
                                                ("Telework Contract", 9)])
def test_jobs_are_installed_with_their_credits(tmp_path, title, credits):
    result = scenario(tmp_path, actions=[{"runner": f"install {title}"}], runner={"credits": 10, "grip": [title]})
    assert at(result, "runner.hosted") == {title: {"credits": credits}}


def test_earthrise_hotel_draws_2_a_turn_and_is_trashed_when_empty(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"stack": GRIP, "rig": [{"card": "Earthrise Hotel", "counters": {"power": 1}}]})
    assert at(result, "runner.grip") == GRIP[:2]
    assert at(result, "runner.heap") == ["Earthrise Hotel"]


def test_obelus_raises_hand_size_per_tag_and_draws_per_card_accessed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      runner={"tags": 2, "stack": GRIP, "rig": ["Obelus"]}, corp={"hq": ["Hedge Fund"]},
                      decisions={"jack out": "no"})
    assert at(result, "runner.hand_size") == 7
    assert at(result, "runner.grip") == GRIP[:1]  # once per turn: the second run draws nothing


def test_sacrificial_construct_is_trashed_instead_of_a_program(tmp_path):
    result = run_past(tmp_path, "Rototurret", runner={"rig": ["Corroder", "Sacrificial Construct"]},
                      decisions={"Rototurret target": "Corroder", "prevent trash": "Sacrificial Construct"})
    assert at(result, "runner.rig") == ["Corroder"]
    assert at(result, "runner.heap") == ["Sacrificial Construct"]


def test_security_testing_pays_2_instead_of_the_first_breach_of_the_chosen_server(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      runner={"rig": ["Security Testing"]}, corp={"hq": ["Hedge Fund"]},
                      decisions={"jack out": "no", "Security Testing target": "HQ"})
    assert at(result, "runner.credits") == 7
    assert (at(result, "runs.0.accessed"), at(result, "runs.1.accessed")) == ([], ["Hedge Fund"])


def test_gang_sign_breaches_hq_when_the_corp_scores(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Ice Wall"], "servers": {"Server 1": {"root": [
                          {"card": "Hostile Takeover", "advancement": 2}]}}},
                      runner={"rig": ["Gang Sign"]}, decisions={"score": "yes", "access order": "Hedge Fund"})
    assert traced(result, "The Runner breaches HQ")
    assert traced(result, "The Runner accesses Hedge Fund")
