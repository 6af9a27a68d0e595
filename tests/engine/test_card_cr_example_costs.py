"""Cards the CR worked examples on costs brought in: costs of 0, counters from among several cards,
costs that must leave their restrictions met."""

from tests.engine.card_play import scenario

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
