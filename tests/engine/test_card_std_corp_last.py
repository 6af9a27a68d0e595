"""The last Standard Corp cards of this pass, each test stating what the printed text makes happen, with an
interaction where the card is complex: Ablative Barrier, Rime, Mycoweb, Saisentan, Letheia Nisei and
Phật Gioan Baotixita."""

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
THREAT_3 = ["Fetal AI", "Hostile Takeover"]  # 2 + 1 agenda points


def test_ablative_barrier_at_threat_3_installs_a_non_agenda_card_in_another_server(tmp_path):
    answers = {"rez": "yes", "Ablative Barrier install": "PAD Campaign", "Ablative Barrier install where": "new remote",
               "break Ablative Barrier": "no", "rez PAD Campaign": "no"}
    result = run_past(tmp_path, [{"card": "Ablative Barrier", "rezzed": False}],
                      corp={"score_area": THREAT_3, "hq": ["PAD Campaign", "Hostile Takeover"]}, decisions=answers)
    assert at(result, "corp.servers.Server 2.root") == ["PAD Campaign"]
    low = run_past(tmp_path, [{"card": "Ablative Barrier", "rezzed": False}], name="low",
                   corp={"hq": ["PAD Campaign"]}, decisions={"rez": "yes", "break Ablative Barrier": "no"})
    assert at(low, "corp.hq") == ["PAD Campaign"]


def test_rime_strengthens_its_servers_ice_and_rezzes_when_non_ice_cards_could(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}, {"card": "Rime", "rezzed": False}],
                      decisions={"rez Ice Wall": "no", "rez Rime": "yes", "break Rime": "no"})
    assert at(result, "cards.Rime.rezzed") is True
    assert at(result, "cards.Ice Wall.strength") == 1 + 1
    assert at(result, "runner.credits") == 5 - 1
    assert traced(result, "The Corp rezzes Rime")


def test_mycoweb_installs_from_archives_rezzes_for_2_less_and_borrows_subroutines(tmp_path):
    result = run_past(tmp_path, ["Mycoweb"], runner={"grip": GRIP, "rig": ["Corroder"]}, corp={
        "credits": 3, "archives": ["Ice Wall"], "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False},
                                                                           "Neural Katana"]}}},
        decisions={"break Mycoweb": "no", "Mycoweb install": "Ice Wall", "Mycoweb install where": "R&D",
                   "Mycoweb target": "Enigma", "Mycoweb target #2": "Neural Katana", "Mycoweb choice": "Do 3 net damage.",
                   "Mycoweb target #3": "Enigma", "Mycoweb choice #2": "End the run."})
    assert at(result, "corp.servers.R&D.ice") == ["Ice Wall"]
    assert at(result, "corp.credits") == 3 - (3 - 2)
    assert at(result, "damage.net") == 3
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_saisentan_does_1_more_net_damage_per_card_of_the_chosen_type_its_subroutines_trash(tmp_path):
    result = run_past(tmp_path, ["Saisentan"], runner={"grip": ["Sure Gamble", "Sure Gamble", "Sure Gamble",
                                                                 "Sure Gamble", "Sure Gamble", "Diesel"]},
                      decisions={"Saisentan choice": "event", "break Saisentan": "no"})
    assert at(result, "damage.net") == 3 + 3  # 3 subroutines, each trashing an event
    hardware = run_past(tmp_path, ["Saisentan"], runner={"grip": GRIP}, name="hardware",
                        decisions={"Saisentan choice": "hardware", "break Saisentan": "no"})
    assert at(hardware, "damage.net") == 3


def test_letheia_nisei_sends_the_runner_back_to_the_outermost_ice_once_per_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"rig": ["Corroder"], "credits": 9},
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Letheia Nisei"]}}},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "Corp psi bid Letheia Nisei": 1,
                                 "Runner psi bid Letheia Nisei": 0, "Letheia Nisei choice": "trash it",
                                 "jack out at Letheia Nisei": "no"})
    assert at(result, "corp.archives") == ["Letheia Nisei"]
    assert len(at(result, "runs.0.encounters")) == 2  # Ice Wall again after the move
    assert at(result, "runs.0.outcome") == "successful"


def test_phat_gioan_baotixita_banks_counters_and_spends_them_when_an_agenda_is_stolen(tmp_path):
    turn = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                    corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Phật Gioan Baotixita"]}}},
                    runner={"grip": GRIP})
    assert at(turn, "cards.Phật Gioan Baotixita.counters") == {"power": 1}
    stolen = scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="stolen", runner={"grip": GRIP},
                      corp={"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "rezzed": False}]},
                                        "Server 2": {"root": [{"card": "Phật Gioan Baotixita", "counters": {"power": 3}}]}}},
                      decisions={"jack out": "no", "Phật Gioan Baotixita choice": 2})
    assert at(stolen, "damage.net") == 1 + 2
    assert at(stolen, "cards.Phật Gioan Baotixita.counters") == {"power": 1}



def test_phat_gioan_baotixita_answers_only_the_first_agenda_scored_or_stolen_each_turn(tmp_path):
    """Two steals in one turn: only the first does 1 net damage plus 1 per counter removed (here 1 + 1)."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 3"}], name="twice",
                      runner={"grip": GRIP}, decisions={"jack out": "no", "Phật Gioan Baotixita choice": 1},
                      corp={"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "rezzed": False}]},
                                        "Server 2": {"root": [{"card": "Phật Gioan Baotixita", "counters": {"power": 3}}]},
                                        "Server 3": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}})
    assert len(at(result, "runner.score_area")) == 2
    assert (at(result, "damage.net"), at(result, "cards.Phật Gioan Baotixita.counters")) == (1 + 1, {"power": 2})

def test_daniela_makes_trashing_her_and_stealing_here_cost_2_grip_cards_to_the_bottom_of_the_stack(tmp_path):
    def access(root, grip, name, **answers):
        return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name, runner={"grip": grip, "credits": 5},
                        corp={"servers": {"Server 1": {"root": root}}},
                        decisions={"jack out": "no", "steal": "yes", **answers})
    trashed = access(["Daniela Jorge Inácio"], GRIP[:3], "trashed", **{"trash Daniela Jorge Inácio": "yes"})
    assert (at(trashed, "corp.archives"), len(at(trashed, "runner.grip")), len(at(trashed, "runner.stack"))) == \
        (["Daniela Jorge Inácio"], 1, 2)
    assert at(trashed, "runner.credits") == 5 - 2
    short = access(["Daniela Jorge Inácio"], GRIP[:1], "short")
    assert at(short, "corp.archives") == [] and traced(short, "cannot pay the additional cost to trash")
    stolen = access(["Daniela Jorge Inácio", {"card": "Hostile Takeover", "rezzed": False}], GRIP[:2], "stolen",
                    **{"access order": ["Hostile Takeover", "Daniela Jorge Inácio"], "trash Daniela Jorge Inácio": "no"})
    assert (at(stolen, "runner.score_area"), at(stolen, "runner.grip"), len(at(stolen, "runner.stack"))) == \
        (["Hostile Takeover"], [], 2)


def test_storgotic_resonator_counts_a_runner_faction_card_trashed_by_corp_damage_and_spends_it_for_net_damage(tmp_path):
    corp = {"servers": {"Server 2": {"root": ["Storgotic Resonator"]}}}
    result = run_past(tmp_path, "Neural Katana", corp=corp, decisions={"break Neural Katana": "no"},
                      runner={"identity": "Reina Roja: Freedom Fighter", "grip": ["Stimhack", "Stimhack", "Stimhack",
                                                                                    "Stimhack"]})
    assert at(result, "damage.net") == 3
    assert at(result, "cards.Storgotic Resonator.counters") == {"power": 1}  # the first time each turn only
    other = run_past(tmp_path, "Neural Katana", corp=corp, name="other", decisions={"break Neural Katana": "no"},
                     runner={"identity": "Reina Roja: Freedom Fighter", "grip": GRIP})
    assert at(other, "cards.Storgotic Resonator.counters") == {}  # GRIP's cards are not anarch
    fire = scenario(tmp_path, turn="corp", actions=[{"corp": "use Storgotic Resonator"}], name="fire",
                    corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                        {"card": "Storgotic Resonator", "counters": {"power": 1}}]}}}, runner={"grip": GRIP})
    assert (at(fire, "damage.net"), at(fire, "cards.Storgotic Resonator.counters")) == (1, {})


def test_mitra_aman_trashed_as_the_runner_approaches_gains_3_and_swaps_in_ice_from_archives(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"rig": ["Corroder"], "credits": 9},
                      corp={"archives": ["Enigma"], "servers": {"Server 1": {"ice": ["Ice Wall"],
                                                                             "root": ["Mitra Aman"]}}},
                      decisions={"jack out": "no", "use Mitra Aman": "yes", "Mitra Aman target": "Enigma from Archives",
                                 "rez Enigma": "yes", "break Enigma": "no"})
    assert at(result, "corp.servers.Server 1.ice") == ["Enigma"]
    assert sorted(at(result, "corp.archives")) == ["Ice Wall", "Mitra Aman"]
    assert at(result, "corp.credits") == 5 + 3 - 3
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Enigma, rezzed in the approach, ends the run
