"""A breaker that could pay to break every subroutine can still be chosen to break fewer (cr/rule_break_subroutine:
each use breaks the subroutines it pays for; nothing obliges the Runner to break them all): "break <ice>" offers
"<breaker>: some subroutines" beside it whenever fewer than all is a real choice, one extra option at most, and none
for an ice with a single subroutine to break."""

SPIDERWEB = {"runner": {"credits": 10, "rig": ["Corroder"]},
             "corp": {"servers": {"Server 1": {"ice": ["Spiderweb"], "root": ["Hostile Takeover"]}}},
             "actions": [{"runner": "run Server 1"}]}


def post(client, board):
    return client.post("/api/table", json=board).get_json()


def test_the_runner_chose_to_break_only_the_first_subroutine_of_spiderweb(client):
    asked = post(client, SPIDERWEB)["question"]
    assert (asked["name"], asked["options"]) == ("break Spiderweb", ["no", "Corroder", "Corroder: some subroutines"])
    picked = post(client, dict(SPIDERWEB, decisions={"break Spiderweb": "Corroder: some subroutines"}))["question"]
    assert (picked["name"], picked["options"]) == (
        "break Spiderweb with Corroder", ["1: End the run.", "2: End the run.", "3: End the run."])
    ruling = post(client, dict(SPIDERWEB, decisions={"break Spiderweb": "Corroder: some subroutines",
                                                     "break Spiderweb with Corroder": ["1: End the run."]}))
    texts = [s["text"] for s in ruling["trace"]]
    assert "The Runner uses Corroder on Spiderweb (subroutines to break: 1)." in texts
    assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: Spiderweb's subroutine ends it."]


def test_ice_wall_has_one_subroutine_so_breaking_some_is_not_offered(client):
    board = {**SPIDERWEB, "corp": {"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Hostile Takeover"]}}}}
    assert post(client, board)["question"]["options"] == ["no", "Corroder"]
