"""Cards about rezzing: Tread Lightly (+3[c] to rez each piece of ice during its run) and Send a
Message (when scored or stolen, the Corp may rez 1 installed piece of ice, ignoring all costs)."""

from tests.engine.card_play import at, scenario, traced

SERVER = {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}], "root": ["PAD Campaign"]}}


def _tread(tmp_path, credits, name):
    return scenario(tmp_path, actions=[{"runner": "play Tread Lightly on Server 1"}], name=name,
                    corp={"credits": credits, "servers": SERVER}, runner={"credits": 1, "grip": ["Tread Lightly"]},
                    decisions={"rez": "yes", "jack out": "no", "break Ice Wall": "no", "trash PAD Campaign": "no"})


def test_tread_lightly_makes_ice_cost_3_more_to_rez_during_its_run(tmp_path):
    rich = _tread(tmp_path, 5, "rich")
    assert (at(rich, "corp.credits"), at(rich, "runs.0.outcome")) == (5 - 1 - 3, "unsuccessful")
    poor = _tread(tmp_path, 3, "poor")
    assert traced(poor, "The Corp cannot pay 4[c] (1[c] printed, +3[c] Tread Lightly) to rez Ice Wall (the Corp has "
                        "3[c] in the credit pool).")
    keys = [poor["trace"][i]["text"] for i in poor["key_steps"]]  # why the run got through: a step a judge is shown
    assert any(k.startswith("The Corp cannot pay 4[c]") for k in keys)
    assert (at(poor, "corp.credits"), at(poor, "runs.0.outcome")) == (3, "successful")


def test_send_a_message_rezzes_an_ice_for_free_when_scored_or_stolen(tmp_path):
    ice = {"Server 2": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}
    scored = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="scored",
                      corp={"credits": 0, "rd": ["Hedge Fund"], "servers": {
                          "Server 1": {"root": [{"card": "Send a Message", "advancement": 5}]}, **ice}},
                      decisions={"score": "yes", "Send a Message target": "Ice Wall"})
    assert (at(scored, "corp.servers.Server 2.unrezzed"), at(scored, "corp.credits")) == ([], 1)
    stolen = scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="stolen",
                      corp={"credits": 0, "servers": {"Server 1": {"root": ["Send a Message"]}, **ice}},
                      decisions={"steal": "yes", "jack out": "no", "Send a Message target": "Ice Wall"})
    assert (at(stolen, "runner.agenda_points"), at(stolen, "corp.servers.Server 2.unrezzed")) == (3, [])
