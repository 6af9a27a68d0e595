"""The Table's full board form: every field is the board's own path, a board comes back as the same
form, bad input is shown at its field with what was typed, and a situation is kept as a link, a QR
code and a scenario file that `rulesdb scenario run` replays to the same verdict."""

import gzip
import json
import re
from html import unescape

import pytest

from rulesdb.cli.commands import main
from rulesdb.table.form import board_from, form_from

FULL = {
    "runner": {"identity": "Chaos Theory: Wünderkind", "credits": 3, "clicks": 4, "tags": 1, "link": 0,
               "memory_limit": 4, "rig": ["Corroder", {"card": "Datasucker", "counters": {"virus": 2}}],
               "grip": ["Sure Gamble"], "stack": ["Diesel"], "heap": ["Easy Mark"],
               "score_area": ["Hostile Takeover"]},
    "corp": {"identity": "Earth Station: SEA Headquarters", "credits": 5, "bad_publicity": 1,
             "hq": ["Hedge Fund"], "rd": ["Ice Wall"], "archives": ["Enigma"],
             "servers": {"HQ": {"ice": ["Ice Wall"]},
                         "Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}],
                                      "root": [{"card": "Project Vitruvius", "rezzed": False, "advancement": 2}]}}},
    "turn": "runner",
    "actions": [{"runner": "run Server 1"}, {"runner": "draw", "attempt": True, "at": "encounter Ice Wall"},
                {"corp": "rez Enigma", "at": "approach Enigma"}, {"runner": "use Zer0", "attempt": False, "x": 1}],
    "decisions": {"break Ice Wall": "Corroder"},
    "seed": 3,
}
BOARD = {"f": "1", "runner.credits": "3", "runner.rig": "Corroder", "corp.servers.Server 1.ice": "Ice Wall\nEnigma (unrezzed)",
         "actions": "run Server 1"}


def page_for(client, form):
    """Send the form; follow its redirect to the situation's link; (status, html, link)."""
    sent = client.get("/table", query_string=form)
    assert sent.status_code == 303
    shown = client.get(sent.headers["Location"])
    return shown.status_code, shown.get_data(as_text=True), sent.headers["Location"]


def test_a_full_board_is_the_same_board_back_through_the_form():
    form = {k: v for k, v in form_from(FULL).items() if v}
    back = board_from(form)
    assert {k: v for k, v in back.items() if k != "turn"} == {k: v for k, v in FULL.items() if k != "turn"}
    assert form["corp.servers.Server 1.root"] == "Project Vitruvius (unrezzed; 2 advancement)"
    assert form["actions"].splitlines()[:3] == [
        "runner: run Server 1", "runner: draw (attempt; at encounter Ice Wall)", "corp: rez Enigma (at approach Enigma)"]


def test_a_pile_typed_empty_is_laid_out_empty_and_a_blank_one_is_left_out():
    """R&D left blank is unknown (the engine refuses to draw from it); 'empty' is an R&D known to hold nothing."""
    board = board_from({"f": "1", "turn": "corp", "corp.rd": "Empty", "corp.hq": ""})
    assert board["corp"] == {"rd": []}
    assert form_from(board)["corp.rd"] == "empty"


def test_the_form_offers_every_zone_and_one_empty_remote_more(client):
    html = client.get("/table").get_data(as_text=True)
    names = set(re.findall(r'name="([^"]+)"', html))
    for zone in ("runner.identity", "runner.tags", "runner.rig", "runner.grip", "runner.stack", "runner.heap",
                 "runner.current", "corp.bad_publicity", "corp.hq", "corp.rd", "corp.archives", "corp.current",
                 "corp.servers.HQ.ice", "corp.servers.R&amp;D.root", "corp.servers.Server 1.ice", "turn", "actions"):
        assert unescape(zone) in {unescape(n) for n in names}, zone
    _, html, _ = page_for(client, BOARD)
    assert 'name="corp.servers.Server 2.ice"' in html


@pytest.mark.parametrize(("change", "field", "message"), [
    ({"runner.identity": "Chaos Theory; Kate Mac McCaffrey"}, "runner-identity", "one identity per side, got 2"),
    ({"corp.servers.Server 1.root": "Ice Wall"}, "corp-servers-Server_1-root",
     "Ice Wall is an ice, expected asset or upgrade or agenda"),
    ({"corp.servers.Server 1.root": "Corroder"}, "corp-servers-Server_1-root", "Corroder is a Runner card"),
    ({"runner.rig": "Corroder\nHedge Fund"}, "runner-rig", "Hedge Fund is a Corp card"),
    ({"runner.rig": "Corrodr"}, "runner-rig", "unknown card &#39;Corrodr&#39; (did you mean Corroder?)"),
    ({"runner.grip": "Sure Gamble\n" * 130}, "runner-grip", "the board holds 133 cards; at most 120 in all"),
    ({"runner.credits": "three"}, "runner-credits", "expected a whole number, got text"),
    ({"runner.credits": "-5"}, "runner-credits", "must be at least 0"),
])
def test_bad_input_is_shown_at_its_field_and_nothing_typed_is_lost(client, change, field, message):
    status, html, _ = page_for(client, dict(BOARD, **change))
    assert status == 400
    errors = re.search(rf'<ul class="field-error" id="f-{field}-e">(.*?)</ul>', html, re.S)
    assert errors and message in errors[1], html[:2000]
    assert f'id="f-{field}"' in html and 'aria-invalid="true"' in html
    for value in change.values():
        typed = value.strip() if "\n" in value else value
        assert typed.replace("'", "&#39;") in html  # what the judge typed is on the form again


def test_a_did_you_mean_link_puts_the_card_in_place(client):
    _, html, _ = page_for(client, dict(BOARD, **{"runner.rig": "Corrodr"}))
    fix = unescape(re.search(r'<a class="fix" href="([^"]+)">Corroder</a>', html)[1])
    fixed = client.get(fix)
    assert fixed.status_code == 200 and "Runner decides: break Ice Wall" in fixed.get_data(as_text=True)


def test_an_answer_no_longer_asked_on_an_edited_board_is_refused_with_a_link_without_it(client):
    _, _, link = page_for(client, BOARD)
    board = client.get(link.replace("/table?", "/api/table?")).get_json()
    assert board["question"]["name"] == "break Ice Wall"
    kept = json.dumps({"decisions": {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes",
                                     "break Tollbooth": "Corroder"}})
    status, html, _ = page_for(client, dict(BOARD, keep=kept))
    assert status == 400 and '<section class="ruling">' not in html
    assert "decisions.break Tollbooth: the engine never asks this decision" in html
    without = unescape(re.search(r'<a class="option drop" href="([^"]+)">Play without break Tollbooth</a>', html)[1])
    html = client.get(without).get_data(as_text=True)
    assert '<section class="ruling">' in html and "Tollbooth" not in unescape(re.search(
        r'name="keep" value="([^"]*)"', html)[1])


def answered(client):
    """The link of the ruling for BOARD, every question answered as a judge would."""
    replies = {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"}
    _, html, link = page_for(client, BOARD)
    while '<section class="ruling">' not in html:
        asked = unescape(re.search(r"<h2>\w+ decides: ([^<]+)</h2>", html)[1])
        links = {unescape(m[1]): unescape(m[0]) for m in re.findall(r'<a class="option" href="([^"]+)">([^<]+)</a>', html)}
        link = links[replies[asked]]
        html = client.get(link).get_data(as_text=True)
    return link, html


def test_download_as_scenario_replays_to_the_same_verdict(client, built_data, tmp_path, capsys):
    link, html = answered(client)
    ruling = client.get(link.replace("/table?", "/api/table?")).get_json()
    assert f'href="/table/scenario.yaml?{link.split("?")[1]}"' in html
    response = client.get("/table/scenario.yaml?" + link.split("?")[1])
    assert response.status_code == 200 and "attachment" in response.headers["Content-Disposition"]
    path = tmp_path / "situation.yaml"
    path.write_bytes(response.data)
    capsys.readouterr()
    code = main(["--data", str(built_data), "scenario", "run", str(path), "--json"])
    result = json.loads(capsys.readouterr().out)
    from rulesdb.answers import verdict

    assert code == 0 and result["ok"] is True and len(result["checks"]) >= 4
    assert verdict(result)["sentences"] == ruling["verdict"]
    assert not any(c["expect"].startswith("runs.0.ended_by") and not c["ok"] for c in result["checks"])


def test_a_situation_still_asking_has_no_scenario_to_download(client):
    _, _, link = page_for(client, BOARD)
    response = client.get("/table/scenario.yaml?" + link.split("?")[1])
    assert response.status_code == 400
    assert "decisions.break Ice Wall: the engine still asks this" in unescape(response.get_data(as_text=True))


def test_the_qr_code_holds_the_link_and_a_link_too_long_for_one_is_a_400_naming_s(client):
    link, html = answered(client)
    assert f'src="/table/qr.svg?{link.split("?")[1]}"' in html
    svg = client.get("/table/qr.svg?" + link.split("?")[1])
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml" and b"<svg" in svg.data
    import base64

    huge = base64.urlsafe_b64encode(json.dumps({"notes": "x" * 4000}).encode()).decode().rstrip("=")
    refused = client.get(f"/table/qr.svg?s={huge}")
    assert refused.status_code == 400 and "s: 5," in refused.get_data(as_text=True)


def test_the_card_list_names_what_the_engine_cannot_play_and_is_cached(client):
    from rulesdb.engine.cards import WAITING

    html = client.get("/table").get_data(as_text=True)
    url = unescape(re.search(r'data-cards-url="([^"]+)"', html)[1])
    response = client.get(url)
    assert "immutable" in response.headers["Cache-Control"]
    rows = {row[0]: row for row in response.get_json()["cards"]}
    assert rows["Corroder"][1:] == ["r", "program", ""]
    waiting = next(iter(WAITING))
    assert rows[waiting][3] == f"waits for {WAITING[waiting]}"


def test_the_table_fits_the_page_budget_without_the_engine(client):
    link, _ = answered(client)
    for url in ("/table", link):
        assert len(gzip.compress(client.get(url).data, 6)) < 30 * 1024, url


def test_a_board_too_long_for_a_link_is_a_400_naming_the_longest_field(client):
    form = dict(BOARD, **{"runner.heap": "Hostile Takeover\n" * 235, "runner.stack": "Hostile Takeover\n" * 230,
                          "corp.rd": "Hostile Takeover\n" * 230})
    response = client.get("/table", query_string=form)
    assert response.status_code == 400
    assert "runner.heap: the board is too long for a link" in unescape(response.get_data(as_text=True))


def test_every_scenario_of_the_build_through_the_form_plays_to_the_same_answer(app):
    """"Edit on the table" opens a scenario as the form: the form's board must be that scenario's board,
    so the same question or the same verdict (the scenarios the engine refuses without the opt-in aside)."""
    from rulesdb.errors import ScenarioError
    from rulesdb.web.respond import db
    from rulesdb.web.table import answer, scenario_board

    played = 0
    with app.test_request_context():
        for path in sorted(db().scenario_dir.rglob("*.yaml")):
            board = {k: v for k, v in (scenario_board(path.stem) or {}).items() if k != "expect"}
            try:
                before = answer(board)
            except ScenarioError:
                continue
            after = answer(board_from({k: v for k, v in form_from(board).items() if v}))
            assert (after.get("question"), after.get("verdict")) == (before.get("question"), before.get("verdict")), path
            played += 1
    assert played > 300


def test_the_legal_options_the_api_lists_become_links_that_take_them(app):
    from rulesdb.web.table import shared_board
    from rulesdb.web.table_page import legal_links

    board = {"runner": {"rig": ["Corroder"]}, "actions": [{"runner": "draw"}], "legal": True}
    listed = {"at": "action window", "player": "runner", "options": [
        {"player": "runner", "action": "run HQ", "cost": "[click]", "allowed": True, "reason": None, "rule": None,
         "item": {"runner": "run HQ"}},
        {"player": "runner", "action": "remove tag", "cost": "[click] 2[c]", "allowed": False,
         "reason": "the Runner has no tag", "rule": {"address": "cr/x", "title": "CR 1.2.3", "url": None},
         "item": {"runner": "remove tag", "attempt": True}},
        {"player": "nobody", "action": "?", "item": {"nonsense": 1}}]}
    with app.test_request_context():
        links = legal_links(listed, board)
        assert [(link["text"], link["allowed"], link["reason"]) for link in links] == [
            ("runner: run HQ", True, None), ("runner: remove tag", False, "the Runner has no tag")]
        taken = shared_board(links[1]["url"].split("s=", 1)[1])
        assert [a["text"] for a in legal_links(["run R&D"], board)] == ["runner: run R&D"]
    assert taken["actions"] == [{"runner": "draw"}, {"runner": "remove tag", "attempt": True}]
    assert "legal" not in taken and board["actions"] == [{"runner": "draw"}]


def test_the_ruling_asks_what_can_happen_next_exactly_when_the_api_can_list_it(client):
    from rulesdb.web.openapi_table import BOARD as API_BOARD

    link, html = answered(client)
    assert ("What can happen next?" in html) == ("legal" in API_BOARD["properties"])


def test_what_can_happen_next_lists_the_options_and_one_tap_takes_one(client):
    from rulesdb.web.openapi_table import BOARD as API_BOARD

    if "legal" not in API_BOARD["properties"]:
        pytest.skip("this API does not list legal actions yet")
    _, html = answered(client)
    listed = client.get(unescape(re.search(r'<a class="option" href="([^"]+)">What can happen next\?</a>', html)[1]))
    page = listed.get_data(as_text=True)
    assert listed.status_code == 200 and '<section class="legal">' in page
    options = re.findall(r'<a class="option" href="([^"]+)">([^<]+)</a>', page.split('<section class="legal">')[1])
    taken = client.get(unescape(options[0][0]))
    assert taken.status_code in (200, 400)  # played on, or refused naming what (never a 5xx)
    assert unescape(options[0][1]) in unescape(taken.get_data(as_text=True))


def test_the_card_list_holds_every_card_the_engine_plays_once(client):
    from rulesdb.engine.cards import CARDS
    from rulesdb.spelling import fold_title

    rows = client.get("/table/cards.json").get_json()["cards"]
    folded = [fold_title(row[0]) for row in rows]
    assert len(folded) == len(set(folded))
    assert {fold_title(t) for t in CARDS} <= set(folded)


def test_a_card_the_engine_plays_in_part_is_refused_with_a_link_to_play_it_anyway(client):
    from rulesdb.engine.cards import CARDS, WAITING

    program = next((t for t in WAITING if CARDS[t].facts.type == "program" and not CARDS[t].install_on), None)
    if program is None:
        pytest.skip("every program of the library is complete")
    status, html, _ = page_for(client, dict(BOARD, **{"runner.rig": f"Corroder\n{program}"}))
    assert status == 400 and f"waits for {WAITING[program]}" in unescape(html)
    anyway = unescape(re.search(r'<a class="option anyway" href="([^"]+)">', html)[1])
    played = client.get(anyway).get_data(as_text=True)
    assert "Runner decides: break Ice Wall" in played and 'name="allow_incomplete" value="1" checked' in played
