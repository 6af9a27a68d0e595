"""A form sent to the Table is read the same on the server and in the offline engine's wheel: the same
link (so the same board), the same refusal naming the same field, the same errors at the same fields.

The wheel is run as Pyodide runs it (`python -I -S`, nothing but it and the standard library); the
server is the Flask app itself, so the redirect and the page it answers are compared, not the code.
"""

import json
import re
import subprocess
import sys
import zipfile
from html import unescape

import pytest
from test_table_form import FULL

from rulesdb.table import wheel
from rulesdb.table.form import MAX_FIELD, form_from

CORRODER = {"f": "1", "runner.credits": "3", "runner.rig": "Corroder",
            "corp.servers.Server 1.ice": "Ice Wall\nEnigma (unrezzed)", "corp.servers.Server 1.root": "Hostile Takeover",
            "actions": "run Server 1", "turn": "runner", "keep": "", "runner.identity": ""}
FORMS = {
    "the Corroder board": CORRODER,
    "a full board back through the form": dict(form_from(FULL), f="1"),
    "a remote the page did not offer": dict(CORRODER, **{"corp.servers.Server 4.root": "Project Vitruvius (2 advancement)"}),
    "actions with attempts, moments and JSON": dict(CORRODER, actions="run Server 1\nrunner: draw (attempt; at encounter "
                                                    "Ice Wall)\n{\"corp\": \"purge\", \"x\": 1}\ncorp: {broken"),
    "the Corp's turn, answers kept": dict(CORRODER, turn="corp", keep='{"decisions": {"rez Enigma": "yes"}, "x": 1}'),
    "two identities": dict(CORRODER, **{"runner.identity": "Noise; Kate Mac McCaffrey"}),
    "credits as words": dict(CORRODER, **{"runner.credits": "three"}),
    "an unknown card": dict(CORRODER, **{"runner.rig": "Corrodr\nDatasucker (2 virus)"}),
    "ice in a root": dict(CORRODER, **{"corp.servers.Server 1.root": "Ice Wall"}),
    "a field too long": dict(CORRODER, **{"runner.grip": "Sure Gamble\n" * (MAX_FIELD // 12 + 1)}),
    "a board too long for a link": dict(CORRODER, **{f"corp.{pile}": "Hedge Fund\n" * 300
                                                     for pile in ("hq", "rd", "archives", "score_area", "current")}),
    "not the form's mark": dict(CORRODER, f="2"),
}

#: Each form through the wheel's `sent_json`, then its link through `page_json` (what the page shows).
READ_IN_THE_WHEEL = """
import json, sys
sys.path.insert(0, sys.argv[1])
from rulesdb.table import browser
browser.load(json.dumps({"citations": {}, "cards": []}))
out = {}
for name, form in json.loads(sys.stdin.read()).items():
    sent = json.loads(browser.sent_json(json.dumps(form)))
    shown = json.loads(browser.page_json(sent["url"].split("s=")[1])) if "url" in sent else None
    out[name] = {"sent": sent, "refused": shown and shown.get("refused"), "form": shown and shown["form"]}
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def wheel_side(tmp_path_factory) -> dict:
    """Every form of FORMS as the wheel reads it, in one run of the wheel."""
    tmp_path = tmp_path_factory.mktemp("form-wheel")
    folder = tmp_path / "wheel"
    (tmp_path / wheel.file_name()).write_bytes(wheel.build())
    zipfile.ZipFile(tmp_path / wheel.file_name()).extractall(folder)
    done = subprocess.run([sys.executable, "-I", "-S", "-c", READ_IN_THE_WHEEL, str(folder)], input=json.dumps(FORMS),
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def server_reads(client, form: dict) -> dict:
    """The server's answer to the sent form: its redirect, or its refusal (JSON envelope)."""
    sent = client.get("/table", query_string=form)
    if sent.status_code == 303:
        return {"url": sent.headers["Location"]}
    refused = client.get("/table", query_string=dict(form, format="json")).get_json()
    return {"ok": False, "error": refused["error"], "status": sent.status_code}


def fields_marked(html: str) -> dict:
    """The server page's errors at their fields: field id -> its messages as shown."""
    return {field: [unescape(re.sub(r"<[^>]+>", "", li)).strip() for li in re.findall(r"<li>(.*?)</li>", items, re.S)]
            for field, items in re.findall(r'<ul class="field-error" id="f-(.+?)-e">(.*?)</ul>', html, re.S)}


def field_id(name: str) -> str:
    return name.replace(".", "-").replace(" ", "_").replace("&", "n")


def test_a_sent_form_gives_the_same_board_in_the_wheel_as_on_the_server(client, wheel_side):
    for name, form in FORMS.items():
        server = server_reads(client, form)
        offline = wheel_side[name]["sent"]
        assert offline.get("url") == server.get("url"), name
        if "url" not in server:  # refused before it is a board: the same message naming the same field
            assert offline["body"] == dict(server), name
    refused = {n for n, w in wheel_side.items() if "url" not in w["sent"]}
    assert refused == {"a field too long", "a board too long for a link", "not the form's mark"}
    assert wheel_side["a field too long"]["sent"]["body"]["error"].startswith("runner.grip: ")


def test_a_refused_board_has_the_same_errors_at_the_same_fields_in_the_wheel(client, wheel_side):
    placed = 0
    for name in FORMS:
        if "url" not in wheel_side[name]["sent"]:
            continue
        page = client.get(wheel_side[name]["sent"]["url"])
        html = page.get_data(as_text=True)
        shown = wheel_side[name]["refused"]
        marked = {field_id(f): [f"{e.get('label') or e['path']}: {e['message']}"
                                + "".join(f" {x['title']}" for x in e["fixes"])
                                for e in errors] for f, errors in (shown["errors"] if shown else {}).items()}
        assert marked == fields_marked(html), name
        assert (shown is not None) == (page.status_code == 400), name
        placed += len(marked)
        # The form the page fills is the server's form, field by field.
        for field, value in wheel_side[name]["form"].items():
            if field.startswith(("runner.", "corp.")) and value:
                assert unescape(value) in unescape(html), (name, field)
    assert placed >= 4  # two identities, credits as words, an unknown card, ice in a root


def test_a_did_you_mean_in_the_wheel_links_to_the_servers_fixed_board(client, wheel_side):
    shown = wheel_side["an unknown card"]["refused"]
    fix = shown["errors"]["runner.rig"][0]["fixes"][0]
    html = client.get(fix["url"]).get_data(as_text=True)
    assert fix["title"] == "Corroder" and "Runner decides: break Ice Wall" in html
