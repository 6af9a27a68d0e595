"""A payment the Corp cannot make says which credits could not be used and why, from the payment's own check
(`effects.costs.sources`): hosted credits are not in the credit pool and pay only as their card says
(cr/rule_hosted_credits)."""


def post(client, board):
    return client.post("/api/table", json=board).get_json()


def test_mahkota_langit_grids_credits_cannot_rez_tithe_protecting_hq(client):
    board = {"corp": {"credits": 0, "hq": ["Hedge Fund"], "servers": {
        "Server 1": {"root": [{"card": "Mahkota Langit Grid", "counters": {"credits": 2}}]},
        "HQ": {"ice": [{"card": "Tithe", "rezzed": False}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}}
    ruling = post(client, board)
    [refused] = [s for s in ruling["trace"] if s["text"].startswith("The Corp cannot pay 1[c] to rez Tithe")]
    assert refused["text"] == ("The Corp cannot pay 1[c] to rez Tithe (the Corp has 0[c] in the credit pool; Mahkota "
                               "Langit Grid's 2[c] pay only for rezzing assets in its root and ice protecting its "
                               "server).")
    assert "nsg-cr-25.08/rule_hosted_credits" in [c["address"] for c in refused["cites"]]
