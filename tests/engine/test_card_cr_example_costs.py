"""Cards the CR worked examples on costs brought in: costs of 0, counters from among several cards,
costs that must leave their restrictions met."""

from tests.engine.card_play import run_past, scenario

FREEDOM = "Freedom Khumalo: Crypto-Anarchist"


def _rd_run(tmp_path, rd, decisions=None, rig=()):
    return scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": rd},
                    runner={"identity": FREEDOM, "rig": list(rig)},
                    decisions={"jack out": "no", **(decisions or {})})


def test_freedom_khumalo_trashes_a_card_of_cost_0_without_virus_counters(tmp_path):
    state = _rd_run(tmp_path, ["Beanstalk Royalties"], {"trash Beanstalk Royalties": FREEDOM})["final_state"]
    assert state["corp"]["archives"] == ["Beanstalk Royalties"]


def test_freedom_khumalo_divides_x_virus_counters_among_the_runners_cards(tmp_path):
    """Hedge Fund's play cost is 5; Datasucker gains its 4th counter from the successful run."""
    rig = [{"card": "Datasucker", "counters": {"virus": 3}}, {"card": "Imp", "counters": {"virus": 2}}]
    state = _rd_run(tmp_path, ["Hedge Fund"], {"trash Hedge Fund": FREEDOM,
                                               "pay Freedom Khumalo: Crypto-Anarchist": {"Datasucker": 4,
                                                                                         "Imp": 1}},
                    rig)["final_state"]
    assert state["corp"]["archives"] == ["Hedge Fund"]
    assert state["cards"]["Datasucker"]["counters"].get("virus", 0) == 0
    assert state["cards"]["Imp"]["counters"]["virus"] == 1


def test_freedom_khumalo_cannot_trash_an_agenda(tmp_path):
    result = _rd_run(tmp_path, ["Hostile Takeover"])
    state = result["final_state"]
    assert state["runner"]["score_area"] == ["Hostile Takeover"]
    assert not any(d["decision"].startswith("trash") for d in state["decisions"])


def _steal_from_server_1(tmp_path, root, *, current=None, credits=5, rig=(), grip=("Sure Gamble",) * 4):
    corp = {"servers": {"Server 1": {"root": root}}, **({"current": current} if current else {})}
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                    runner={"credits": credits, "grip": list(grip), "rig": list(rig)},
                    decisions={"jack out": "no", "steal": "yes", "trash Ben Musashi": "no",
                              "access order": ["Hostile Takeover"]})


def test_ben_musashi_makes_the_runner_suffer_2_net_damage_to_steal_from_its_server(tmp_path):
    state = _steal_from_server_1(tmp_path, ["Hostile Takeover", "Ben Musashi"])["final_state"]
    assert state["runner"]["score_area"] == ["Hostile Takeover"]
    assert state["damage"]["net"] == 2


def test_predictive_algorithm_makes_the_runner_pay_2_credits_to_steal(tmp_path):
    state = _steal_from_server_1(tmp_path, ["Hostile Takeover"], current="Predictive Algorithm")["final_state"]
    assert state["runner"]["score_area"] == ["Hostile Takeover"]
    assert state["runner"]["credits"] == 3


def test_order_of_sol_refills_an_emptied_pool_once_per_turn(tmp_path):
    state = _steal_from_server_1(tmp_path, ["Hostile Takeover"], current="Predictive Algorithm", credits=2,
                                 rig=["Order of Sol"])["final_state"]
    assert state["runner"]["credits"] == 1


def _flare_trashes_clone_chip(tmp_path, credits):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {"ice": ["Flare"]}}},
                    runner={"credits": credits, "grip": ["Sure Gamble"] * 3, "rig": ["Clone Chip", "LLDS Energy Regulator"]},
                    decisions={"jack out": "no", "Corp trace boost Flare": 0, "Flare target": "Clone Chip",
                               "prevent trash": "LLDS Energy Regulator",
                               **({"Runner link boost Flare": 0} if credits else {})})["final_state"]


def test_llds_energy_regulator_prevents_a_hardware_trash_for_3_credits(tmp_path):
    state = _flare_trashes_clone_chip(tmp_path, 5)
    assert state["runner"]["rig"] == ["Clone Chip", "LLDS Energy Regulator"]
    assert state["runner"]["credits"] == 2


def test_llds_energy_regulator_without_3_credits_trashes_itself_to_prevent_it(tmp_path):
    state = _flare_trashes_clone_chip(tmp_path, 0)
    assert state["runner"]["rig"] == ["Clone Chip"]
    assert "LLDS Energy Regulator" in state["runner"]["heap"]


def _rez_on_approach(tmp_path, ice, *, credits, score_area=(), root=(), decisions=None, rig=()):
    return run_past(tmp_path, [{"card": ice, "rezzed": False}], corp={"credits": credits, "score_area": list(score_area),
                                                                       "servers": {"Server 1": {"root": list(root)}}},
                    runner={"credits": 0, "rig": list(rig)},
                    decisions={f"rez {ice}": "yes", **(decisions or {})})["final_state"]


def test_tithonium_may_be_rezzed_by_forfeiting_an_agenda_instead_of_paying(tmp_path):
    state = _rez_on_approach(tmp_path, "Tithonium", credits=0, score_area=["Hostile Takeover"],
                             decisions={"forfeit": "Hostile Takeover"})
    assert state["cards"]["Tithonium"]["rezzed"] is True
    assert state["corp"]["score_area"] == []


def test_tithonium_rezzed_with_credits_when_the_corp_declines_to_forfeit(tmp_path):
    state = _rez_on_approach(tmp_path, "Tithonium", credits=9, score_area=["Hostile Takeover"],
                             decisions={"forfeit for Tithonium": "no"})
    assert state["corp"]["score_area"] == ["Hostile Takeover"]
    assert state["corp"]["credits"] == 0


def test_biawak_trashes_a_program_or_ends_the_run_as_the_corp_chooses(tmp_path):
    state = _rez_on_approach(tmp_path, "Biawak", credits=14, rig=["Datasucker"],
                             decisions={"Biawak choice": "trash 1 installed program", "Biawak target": "Datasucker"})
    assert state["runner"]["heap"] == ["Datasucker"]
    assert state["runs"][0]["outcome"] == "unsuccessful"


def test_biawak_forfeiting_an_agenda_pays_10_of_its_14_rez_cost(tmp_path):
    state = _rez_on_approach(tmp_path, "Biawak", credits=4, score_area=["Hostile Takeover"],
                             decisions={"forfeit": "Hostile Takeover", "Biawak choice": "end the run"})
    assert (state["cards"]["Biawak"]["rezzed"], state["corp"]["credits"], state["corp"]["score_area"]) == (True, 0, [])
    short = _rez_on_approach(tmp_path, "Biawak", credits=3, score_area=["Hostile Takeover"],
                             decisions={"forfeit": "Hostile Takeover"})
    assert (short["cards"]["Biawak"]["rezzed"], short["corp"]["score_area"]) == (False, ["Hostile Takeover"])


def test_mahkota_langit_grid_credits_pay_only_to_rez_in_its_server(tmp_path):
    mahkota = {"card": "Mahkota Langit Grid", "counters": {"credits": 2}}
    here = _rez_on_approach(tmp_path, "Ice Wall", credits=0, root=[mahkota])
    assert here["cards"]["Ice Wall"]["rezzed"] is True
    elsewhere = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}],
                         corp={"credits": 0, "servers": {"Server 2": {"root": [mahkota]}}},
                         decisions={"rez Ice Wall": "yes", "access order": ["Mahkota Langit Grid"]})["final_state"]
    assert elsewhere["cards"]["Ice Wall"]["rezzed"] is False


def test_atman_interfaces_only_with_ice_of_exactly_its_strength(tmp_path):
    weak = run_past(tmp_path, "Enigma", runner={"rig": [{"card": "Atman", "counters": {"power": 1}}]})
    assert weak["final_state"]["runs"][0]["outcome"] == "unsuccessful"
    equal = run_past(tmp_path, "Enigma", runner={"rig": [{"card": "Atman", "counters": {"power": 2}}]},
                     decisions={"break Enigma": "Atman"})
    assert equal["final_state"]["runs"][0]["outcome"] == "successful"


def test_atman_places_a_power_counter_per_credit_spent_as_it_is_installed(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "install Atman"}], runner={"credits": 5, "grip": ["Atman"]},
                     decisions={"X for Atman": 2})["final_state"]
    assert state["cards"]["Atman"]["counters"]["power"] == 2
    assert state["runner"]["credits"] == 0


def _corp_plays(tmp_path, operation, credits, decisions=None, root=("Jeeves Model Bioroids",)):
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {operation}"}],
                    corp={"credits": credits, "hq": [operation, "PAD Campaign"], "rd": ["Hedge Fund"] * 6,
                          "servers": {"Server 1": {"root": list(root)}}},
                    decisions={"rez": "no", **(decisions or {})})["final_state"]


def test_jeeves_model_bioroids_gives_a_click_for_3_clicks_spent_on_one_action(tmp_path):
    with_jeeves = _corp_plays(tmp_path, "Ultraviolet Clearance", 6, {"Ultraviolet Clearance install": "no"})
    assert with_jeeves["corp"]["clicks"] == 1
    without = _corp_plays(tmp_path, "Ultraviolet Clearance", 6, {"Ultraviolet Clearance install": "no"}, root=())
    assert without["corp"]["clicks"] == 0


def test_ultraviolet_clearance_gains_10_draws_4_and_may_install_from_hq(tmp_path):
    state = _corp_plays(tmp_path, "Ultraviolet Clearance", 6, {"Ultraviolet Clearance install": "PAD Campaign",
                                                               "Ultraviolet Clearance install where": "new remote"},
                        root=())
    assert state["corp"]["credits"] == 10
    assert state["corp"]["hq"] == ["Hedge Fund"] * (1 + 4)  # the mandatory draw, then 4
    assert state["corp"]["servers"]["Server 1"]["root"] == ["PAD Campaign"]
