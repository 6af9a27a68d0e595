"""A scenario's re-run link handed to the Table (as the static edition and the offline copy do, where
no server re-runs it) gives the server's verdict for those decisions, or plainly refuses: never another."""

import base64
import json
from urllib.parse import urlencode

from rulesdb.engine import list_scenarios


def board_of(table_url: str) -> dict:
    s = table_url.split("s=", 1)[1]
    return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))


def variants(client):
    """Scenario re-runs that change one decision to another of its options: (id, name, answer, page)."""
    for s in list_scenarios(client.application.extensions["rulesdb"].scenario_dir):
        if s["incomplete"]:
            continue
        page = client.get(f"/scenarios/{s['id']}?format=json").get_json()
        for d in page["decisions"] if page.get("table") else ():
            for option in d.get("options") or []:
                if option != d["answer"]:
                    yield s["id"], d["decision"], option, page


def test_a_rerun_link_on_the_table_gives_the_servers_verdict_or_refuses(client):
    compared = refused = 0
    for scenario_id, name, answer, page in variants(client):
        rerun = client.get(f"/scenarios/{scenario_id}?" + urlencode({"decision." + name: answer, "format": "json"}))
        board = board_of(page["table"])
        board.setdefault("decisions", {})[name] = answer
        table = client.post("/api/table", json=board)
        if table.status_code == 400 or rerun.status_code == 400:
            refused += 1  # the server cannot re-run it: the Table refuses too, or asks what is missing
            assert table.status_code == 400 or "question" in table.get_json(), (scenario_id, name)
            continue
        assert rerun.status_code == table.status_code == 200
        assert table.get_json()["verdict"] == rerun.get_json()["verdict"]["sentences"], (scenario_id, name)
        compared += 1
        if compared == 20:
            break
    assert compared == 20, (compared, refused)
