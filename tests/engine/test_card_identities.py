"""Identities from the library: found by their short name, seated in scenarios, or fired on a kernel game.

Identities whose ability waits for a mechanism the engine lacks (scoring, Corp installs...) are
checked on a bare kernel Game: the test hands their hook the event the engine will emit.
"""

import pytest

from rulesdb.engine.cards import CARDS, WAITING, lookup
from rulesdb.engine.scenario.trace import Trace
from rulesdb.engine.state.decisions import Decider
from rulesdb.engine.state.events import Event, Pending
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import Turn
from tests.engine.card_play import at, run_past, scenario

IDENTITIES = sorted(t for t, c in CARDS.items() if c.facts.type == "identity")


def kernel_game() -> Game:
    game = Game(Trace(), Decider((), {}, "test"), 0)
    game.turn = Turn(1, "runner")
    return game


def fire(game: Game, identity: str, event: Event) -> int:
    """Offer `event` to the identity's triggers; resolve those whose condition it meets. Returns how many."""
    card = lookup(identity)
    obj = game.new_object(card, card.facts.side, "identity")
    game.turn.events.append(event)  # this turn's events, as emit() keeps them ("the first time each turn")
    met = 0
    for trig in card.triggers:
        if trig.event == event.kind and trig.condition(game, obj, event):
            trig.resolve(game, Pending(trig, obj, obj.owner, event, None, obj.title))
            met += 1
    return met


@pytest.mark.parametrize("short", ["Gabriel Santiago", "Noise", "Kate \"Mac\" McCaffrey", "Chronos Protocol",
                                   "Jesminder Sareen", "Exile"])
def test_identity_is_found_by_the_name_before_its_subtitle(short):
    card = lookup(short)
    assert card is not None and card.title.startswith(short + ":")


def test_gabriel_gains_2_on_the_first_successful_hq_run_each_turn_only():
    game = kernel_game()
    hq = Event("successful", info={"server": "HQ"})
    assert fire(game, "Gabriel Santiago", hq) == 1
    assert game.runner.credits == 7
    gabriel = lookup("Gabriel Santiago")
    seated = game.new_object(gabriel, "runner", "identity")
    condition = gabriel.triggers[0].condition
    again = Event("successful", info={"server": "HQ"})
    game.turn.events.append(again)
    assert [condition(game, seated, hq), condition(game, seated, again)] == [True, False]
    game.turn = Turn(2, "runner")
    next_turn = Event("successful", info={"server": "HQ"})
    game.turn.events.append(next_turn)
    assert condition(game, seated, next_turn) is True


def test_gabriel_gains_nothing_for_a_successful_run_on_rd():
    game = kernel_game()
    assert fire(game, "Gabriel Santiago", Event("successful", info={"server": "R&D"})) == 0
    assert game.runner.credits == 5


def test_noise_mills_the_top_card_of_rd_when_a_virus_is_installed():
    game = kernel_game()
    game.corp.deck.append(game.new_object(lookup("Hedge Fund"), "corp", "rd"))
    imp = game.new_object(lookup("Imp"), "runner", "play area")
    corroder = game.new_object(lookup("Corroder"), "runner", "play area")
    assert fire(game, "Noise", Event("install", corroder)) == 0
    assert fire(game, "Noise", Event("install", imp)) == 1
    assert [c.title for c in game.corp.discard] == ["Hedge Fund"]


def test_jinteki_personal_evolution_does_1_net_damage_when_an_agenda_is_stolen():
    game = kernel_game()
    game.runner.hand.append(game.new_object(lookup("Sure Gamble"), "runner", "grip"))
    fire(game, "Jinteki: Personal Evolution", Event("stolen"))
    assert [c.title for c in game.runner.discard] == ["Sure Gamble"]


@pytest.mark.parametrize(("title", "link"), [("Kate \"Mac\" McCaffrey: Digital Tinker", 1),
                                             ("Reina Roja: Freedom Fighter", 1),
                                             ("Noise: Hacker Extraordinaire", 0)])
def test_runner_identity_base_link_is_its_link_bonus(title, link):
    assert (CARDS[title].facts.base_link, CARDS[title].link) == (link, link)


def corp_turn(tmp_path, identity, actions, corp=None, name="corp", **decisions):
    corp = {"identity": identity, "clicks": 3, "credits": 5, "rd": ["Hedge Fund"] * 3, **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], corp=corp,
                    decisions={"rez": "no", **decisions}, name=name)


def test_because_we_built_it_pays_its_recurring_credit_only_to_advance_ice(tmp_path):
    servers = {"Server 1": {"ice": ["Hadrian's Wall"], "root": ["Project Vitruvius"]}}
    ice = corp_turn(tmp_path, "Weyland Consortium: Because We Built It", ["advance Hadrian's Wall"],
                    corp={"servers": servers}, **{"pay advancing Hadrian's Wall": {"Weyland Consortium: Because We Built It": 1}})
    agenda = corp_turn(tmp_path, "Weyland Consortium: Because We Built It", ["advance Project Vitruvius"],
                       corp={"servers": servers}, name="agenda")
    assert at(ice, "corp.credits") == 5 and at(ice, "payments.0.from") == {
        "Weyland Consortium: Because We Built It": 1}
    assert at(agenda, "corp.credits") == 4


def test_built_to_last_gains_2_when_advancing_a_card_with_no_counters(tmp_path):
    servers = {"Server 1": {"root": ["Project Vitruvius"]}}
    result = corp_turn(tmp_path, "Weyland Consortium: Built to Last",
                       ["advance Project Vitruvius", "advance Project Vitruvius"], corp={"servers": servers})
    assert at(result, "corp.credits") == 5 - 1 + 2 - 1


def test_engineering_the_future_gains_1_on_the_first_install_each_turn(tmp_path):
    result = corp_turn(tmp_path, "Haas-Bioroid: Engineering the Future",
                       ["install Ice Wall on HQ", "install Enigma on R&D"], corp={"hq": ["Ice Wall", "Enigma"]})
    assert at(result, "corp.credits") == 6


def test_near_earth_hub_draws_the_first_time_a_remote_is_created_each_turn(tmp_path):
    result = corp_turn(tmp_path, "Near-Earth Hub: Broadcast Center",
                       ["install PAD Campaign in new remote", "install Melange Mining Corp. in new remote"],
                       corp={"hq": ["PAD Campaign", "Melange Mining Corp."]})
    assert at(result, "corp.hq") == ["Hedge Fund"]


def test_geist_draws_when_a_trash_ability_is_used(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], decisions={"abilities": "Fall Guy"},
                      runner={"identity": 'Armand "Geist" Walker', "rig": ["Fall Guy"], "stack": ["Diesel"]})
    assert (at(result, "runner.grip"), at(result, "runner.credits")) == (["Diesel"], 8)


SEATED = {"Gabriel Santiago: Consummate Professional", "Noise: Hacker Extraordinaire",
          "Chaos Theory: Wünderkind", "Jesminder Sareen: Girl Behind the Curtain",
          "Zahya Sadeghi: Versatile Smuggler", 'Kate "Mac" McCaffrey: Digital Tinker',
          "Reina Roja: Freedom Fighter", "Jinteki: Personal Evolution",
          "Haas-Bioroid: Engineering the Future", "Weyland Consortium: Because We Built It",
          "Weyland Consortium: Built to Last", "Near-Earth Hub: Broadcast Center",
          'Armand "Geist" Walker: Tech Lord', "Gagarin Deep Space: Expanding the Horizon",
          "NBN: Controlling the Message", "Exile: Streethawk", "Esâ Afontov: Eco-Insurrectionist",
          "Alice Merchant: Clan Agitator", "Chronos Protocol: Selective Mind-mapping",
          "Ob Superheavy Logistics: Extract. Export. Excel.", "Seidr Laboratories: Destiny Defined",
          "Freedom Khumalo: Crypto-Anarchist", "Argus Security: Protection Guaranteed",
          # the Standard pool's identities (tests/engine/test_card_std_ops_identities.py)
          "The Catalyst: Convention Breaker", "The Syndicate: Profit over Principle", "Ampère: Cybernetics For Anyone",
          "Thule Subsea: Safety Below", "Az McCaffrey: Mechanical Prodigy", "Haas-Bioroid: Precision Design",
          "Jinteki: Restoring Humanity", "Pravdivost Consulting: Political Solutions", "Lat: Ethical Freelancer",
          "René “Loup” Arcemont: Party Animal", "MuslihaT: Multifarious Marketeer",
          "Barry “Baz” Wong: Tri-Maf Veteran", "Epiphany Analytica: Nations Undivided",
          "Nova Initiumia: Catalyst & Impetus", "A Teia: IP Recovery",
          'Nyusha "Sable" Sintashta: Symphonic Prodigy', "Tāo Salonga: Telepresence Magician", "Topan: Ormas Leader",
          "Thunderbolt Armaments: Peace Through Power", "Mercury: Chrome Libertador",
          "Ryō “Phoenix” Ōno: Out of the Ashes", "PT Untaian: Life's Building Blocks",
          "Poétrï Luxury Brands: All the Rage", "LEO Construction: Labor Solutions",
          "Hoshiko Shiro: Untold Protagonist", "Dewi Subrotoputri: Pedagogical Dhalang",
          "Captain Padma Isbister: Intrepid Explorer", "Magdalene Keino-Chemutai: Cryptarchitect",
          "Nebula Talent Management: Making Stars", "GameNET: Where Dreams are Real",
          "The Zwicky Group: Invisible Hands", "Synapse Global: Faster than Thought",
          "Sebastião Souza Pessoa: Activist Organizer", "Arissana Rocha Nahu: Street Artist"}
SEATED |= {"Earth Station: SEA Headquarters", "Issuaq Adaptics: Sustaining Diversity",  # test_card_std_rest_corp.py
           "BANGUN: When Disaster Strikes", "MirrorMorph: Endless Iteration",
           "AU Co.: The Gold Standard in Clones", "Nuvem SA: Law of the Land", "Hyoubu Institute: Absolute Clarity"}
SEATED |= {"Ken “Express” Tenma: Disappeared Clone",  # the NSG era outside Standard: test_card_nsgrest_*.py
           "Weyland Consortium: Building a Better World", "Haas-Bioroid: Architects of Tomorrow",
           "NBN: Reality Plus", "Rielle “Kit” Peddler: Transhuman", "Steve Cambridge: Master Grifter",
           "Quetzal: Free Spirit"}
SEATED |= {"Blue Sun: Powering the Future", "Haas-Bioroid: Stronger Together",  # test_card_core_identities.py
           "Jinteki: Replicating Perfection", "Leela Patel: Trained Pragmatist", "NBN: Making News",
           "Spark Agency: Worldswide Reach"}
SEATED |= {"NBN: The World is Yours*", "Whizzard: Master Gamer"}  # Genesis: test_card_genesis_simple.py
SEATED |= {"Custom Biotics: Engineered for Success", "The Professor: Keeper of Knowledge",  # test_card_cac_hap_*.py
           "Harmony Medtech: Biomedical Pioneer", "Iain Stirling: Retired Spook", "Tennin Institute: The Secrets Within",
           "Nisei Division: The Next Generation", "Silhouette: Stealth Operative", "Cerebral Imaging: Infinite Frontiers"}
SEATED |= {"Industrial Genomics: Growing Solutions", "The Foundry: Refining the Process"}  # test_card_lunar_*.py
SEATED |= {"Sunny Lebeau: Security Specialist"}  # Data and Destiny: test_card_dd.py
SEATED |= {"Cybernetics Division: Humanity Upgraded",  # SanSan: test_card_sansan.py
           "Haarpsichord Studios: Entertainment Unleashed"}
SEATED |= {"MaxX: Maximum Punk Rock", "Titan Transnational: Investing In Your Future"}  # test_card_oc.py
PARTLY: dict[str, str] = {}


@pytest.mark.parametrize("title", IDENTITIES)
def test_identities_not_yet_playable_say_they_wait(title):
    assert WAITING.get(title) == (None if title in SEATED else PARTLY.get(title, "identities"))
    assert CARDS[title].facts.deck_size in (30, 40, 45, 50)  # 30: the starter game's identities


def test_seated_gabriel_gains_2_for_the_first_successful_hq_run_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      runner={"identity": "Gabriel Santiago"}, corp={"hq": ["Hedge Fund"]},
                      decisions={"jack out": "no"})
    assert at(result, "runner.credits") == 7
    assert at(result, "abilities.resolved") == ["Gabriel Santiago: Consummate Professional"]


def test_seated_noise_mills_rd_when_a_virus_is_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Imp"}, {"runner": "install Corroder"}],
                      runner={"identity": "Noise", "grip": ["Imp", "Corroder"]},
                      corp={"rd": ["Hedge Fund", "Enigma"]})
    assert at(result, "corp.archives") == ["Hedge Fund"]
    assert at(result, "corp.rd") == ["Enigma"]


def test_seated_chaos_theory_has_5_memory(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"identity": "Chaos Theory"})
    assert at(result, "runner.memory.limit") == 5


def test_seated_jesminder_prevents_the_first_tag_of_a_run_but_not_outside_runs(tmp_path):
    in_run = run_past(tmp_path, "Hunter", runner={"identity": "Jesminder Sareen"},
                      decisions={"Corp trace boost Hunter": 0, "Runner link boost Hunter": 0})
    outside = scenario(tmp_path, actions=[{"runner": "run Archives"}, *[{"runner": "gain credit"}] * 3,
                                          {"corp": "play SEA Source"}],  # a successful run in the last turn
                       corp={"hq": ["SEA Source"], "rd": ["Hedge Fund"]},
                       runner={"identity": "Jesminder Sareen", "clicks": 4},
                       decisions={"jack out": "no", "Corp trace boost SEA Source": 0,
                                  "Runner link boost SEA Source": 0},
                       name="outside")
    assert at(in_run, "runner.tags") == 0
    assert at(outside, "runner.tags") == 1


def test_seated_zahya_gains_1_per_card_accessed_on_hq(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"identity": "Zahya Sadeghi"},
                      decisions={"jack out": "no", "use Zahya Sadeghi": "yes"})
    assert at(result, "runner.credits") == 6


def test_jinteki_personal_evolution_does_1_net_damage_when_an_agenda_is_stolen_or_scored(tmp_path):
    stolen = run_past(tmp_path, [], corp={"identity": "Jinteki: Personal Evolution", "servers": {"Server 1": {"root": ["Vanity Project"]}}},
                      runner={"grip": ["Sure Gamble", "Diesel"]})
    scored = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="scored",
                      corp={"identity": "Jinteki: Personal Evolution", "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                          {"card": "Hostile Takeover", "advancement": 2}]}}},
                      runner={"grip": ["Sure Gamble", "Diesel"]},
                      decisions={"score": "yes", "order Corp abilities": ["Hostile Takeover"]})
    assert at(stolen, "damage.net") == at(scored, "damage.net") == 1


def test_nbn_controlling_the_message_may_trace_when_the_runner_trashes_an_installed_card(tmp_path):
    result = run_past(tmp_path, [], corp={"identity": "NBN: Controlling the Message",
                                          "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 10},
                      decisions={"trash PAD Campaign": "yes", "use NBN: Controlling the Message": "yes",
                                 "Corp trace boost NBN: Controlling the Message": 0,
                                 "Runner link boost NBN: Controlling the Message": 0})
    assert at(result, "runner.tags") == 1


@pytest.mark.parametrize(("credits", "accessed", "left"), [(1, ["PAD Campaign"], 0), (0, [], 0)])
def test_gagarin_charges_1_credit_to_access_a_card_in_a_remote_root(tmp_path, credits, accessed, left):
    result = run_past(tmp_path, [], runner={"credits": credits},
                      corp={"identity": "Gagarin Deep Space", "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"pay 1[c] to access PAD Campaign": "yes", "trash PAD Campaign": "no"})
    assert at(result, "runs.0.accessed") == accessed
    assert at(result, "runner.credits") == left


def test_counterfactual_gagarin_charges_nothing_in_a_central_server(tmp_path):
    result = run_past(tmp_path, [], server="HQ", runner={"credits": 1},
                      corp={"identity": "Gagarin Deep Space", "hq": ["Hedge Fund"]})
    assert (at(result, "runs.0.accessed"), at(result, "runner.credits")) == (["Hedge Fund"], 1)
