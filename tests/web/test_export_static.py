"""The static edition: the site as files, served by Python's http.server, every link checked.

The site exported is the whole default build (every document, every CR release read in parts, every
scenario and card, 17,000 pages and their JSON twins); every one of its 650,000 links is checked.
"""

import errno
import json
import os
import re
import urllib.request
from pathlib import Path
from urllib.parse import quote

import pytest
from linkcheck import broken_links
from offline_table import serve_folder
from readiness import goto
from shared_data import NRDB
from typed_forms import RELEASE, TYPED

from rulesdb.cli import main
from rulesdb.graph.card_mentions import key as card_key
from rulesdb.web.export_paths import slug
from rulesdb.web.export_static import export

CHROMIUM = Path("/usr/bin/chromium")


@pytest.fixture(scope="module")
def exported(built_data, tmp_path_factory):
    folder = tmp_path_factory.mktemp("static") / "site"
    return folder, export(built_data, folder)


@pytest.fixture(scope="module")
def http_server(exported):
    """`python -m http.server` over the export, on a free port."""
    yield from serve_folder(exported[0])


def get(url: str) -> tuple[int, str, str]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.headers.get_content_type(), response.read().decode()


def test_every_link_in_the_export_names_a_file_and_anchor_that_exist(exported):
    folder, result = exported
    checked, broken = broken_links(folder)
    assert result["broken"] == []
    assert checked > 20 * result["pages"]
    assert broken == []


@pytest.mark.skipif(not NRDB.is_dir(), reason=f"no NetrunnerDB card data at {NRDB}")
def test_every_card_of_the_card_data_has_a_page_in_the_export(exported, app):
    """Not only the cards the documents name: each title of the data, under the name its page has
    (the documents' spelling where they name it)."""
    folder, _ = exported
    catalogue = app.extensions["rulesdb"].catalogue
    titles = {c["title"] for f in (NRDB / "pack").glob("*.json") for c in json.loads(f.read_text())}
    missing = [t for t in sorted(titles)
               if not (folder / "cards" / slug(catalogue.card(t) or t) / "index.html").is_file()]
    assert len(titles) > 1000 and missing == []
    page = (folder / "cards" / "Hedge-Fund" / "index.html").read_text()
    assert "Standard: " in page and "Legality" in page


def test_the_export_holds_every_node_document_scenario_diff_and_json_twin(exported, app):
    folder, result = exported
    db = app.extensions["rulesdb"]
    for address in [*db.nodes, *db.documents]:
        assert (folder / address / "index.html").is_file(), address
        assert (folder / address / "index.json").is_file(), address
    for s in db.scenarios():
        assert (folder / "scenarios" / s["id"] / "index.html").is_file()
    assert (folder / "diff" / "nisei-cr-1.3" / "nisei-cr-1.4" / "index.html").is_file()
    assert (folder / "diff" / "nisei-cr-1.3" / "nsg-cr-25.08" / "page" / "2" / "index.html").is_file()
    assert (folder / "refs" / "ffg-rr-1.0" / "term" / "abilities" / "page" / "2" / "index.html").is_file()
    from rulesdb.web.releases import part_urls

    parts = part_urls(db)
    assert len(parts) > 60 and all((folder / url.strip("/") / "index.html").is_file() for url in parts)
    runs = (folder / "nsg-cr-25.08" / "index.html").read_text()  # the contents link into part 7's own file
    assert '<a href="part/7/index.html#sec_steps_of_a_run">6.9 Steps of a Run</a>' in runs
    # one history page per rule: each version's page links to the same one
    histories = {
        re.search(r'<a href="([^"]*history[^"]*)">Full history</a>', (folder / v / "1.10.3c" / "index.html").read_text())[1]
        .replace("../", "")
        for v in ("nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6")
    }
    assert len(histories) == 1 and (folder / histories.pop()).is_file()
    tables = json.loads((folder / "offline" / "search.json").read_text())
    assert tables["static"] is True and len(tables["nodes"]) == len(db.nodes)
    cards = {*db.catalogue.cards.values(), *db.card_pool.cards}  # named by the documents, and the card data's
    catalogue = tables["catalogue"]
    shipped = len(catalogue["cards"]) + len(catalogue["named"]) + len(catalogue["pool"])  # each card once
    assert shipped == len({card_key(c) for c in cards})
    assert len(catalogue["scenarios"]) == len(db.scenarios())
    for card in db.catalogue.cards.values():  # every card has its page, named as any disk takes it
        assert (folder / "cards" / re.sub(r"[^A-Za-z0-9._-]+", "-", card).strip("-") / "index.html").is_file(), card
    assert ["ffg-rr-1.0/term/bypass", "term"] in [row[:2] for row in tables["nodes"]]


def test_a_static_page_is_the_served_page_with_its_links_made_relative(exported, client):
    folder, _ = exported
    served = client.get("/nisei-cr-1.6/1.10.3c").get_data(as_text=True)
    static = (folder / "nisei-cr-1.6" / "1.10.3c" / "index.html").read_text()
    links = re.compile(r'\s(?:href|src|action)="[^"]*"')
    linked_styles = re.compile(r'<style>.*?</style>|<link rel="stylesheet"[^>]*>', re.S)  # served: inline; static: files
    assert len(linked_styles.findall(static)) == len(linked_styles.findall(served)) == 2
    assert "<style>" not in static
    assert links.sub("", linked_styles.sub("", static)) == links.sub("", linked_styles.sub("", served)).replace(
        '<html lang="en">', '<html lang="en" data-edition="static">')
    assert '<a href="../../nisei-cr-1.4/1.10.3c/index.html">' in static
    json_twin = json.loads((folder / "nisei-cr-1.6" / "1.10.3c" / "index.json").read_text())
    assert json_twin == client.get("/nisei-cr-1.6/1.10.3c?format=json").get_json()


def test_http_server_serves_the_export_pages_and_json_twins(http_server):
    status, kind, body = get(http_server + "/nisei-cr-1.6/1.10.3c/index.html")
    assert (status, kind) == (200, "text/html") and "<h1>Rule 1.10.3c</h1>" in body
    status, kind, body = get(http_server + "/diff/nisei-cr-1.3/nisei-cr-1.4/index.html")
    assert status == 200 and "synonymous" in body
    status, kind, body = get(http_server + "/ffg-rr-1.0/term/bypass/index.json")
    assert kind == "application/json" and json.loads(body)["node"]["title"] == "Bypass"
    status, kind, body = get(http_server + "/sw.js")
    assert '"index.html"' in body and '"search/index.html"' in body


def test_export_refuses_a_folder_that_is_not_an_export(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("mine")
    assert main(["export-static", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"rulesdb: error: {tmp_path}: exists and is not a rulesdb export; name a new or empty folder"
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def export_error(capsys, *args) -> str:
    assert main(list(map(str, args))) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


def test_a_file_as_destination_is_refused_naming_it(tmp_path, capsys):
    (tmp_path / "site").write_text("mine")
    assert export_error(capsys, "export-static", tmp_path / "site") == \
        f"rulesdb: error: {tmp_path / 'site'}: is a file, not a folder; name a new or empty folder"


@pytest.mark.parametrize("where", ["/proc/rulesdb-export", "{tmp}/a-file/site"])
def test_an_unwritable_destination_is_named_as_given_never_the_staging_folder(built_data, tmp_path, capsys, where):
    (tmp_path / "a-file").write_text("mine")
    dest = where.format(tmp=tmp_path)
    err = export_error(capsys, "--data", built_data, "export-static", dest)
    assert err.startswith(f"rulesdb: error: {dest}: cannot write the export (") and ".partial" not in err
    assert err.endswith("; nothing was changed")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


def test_a_disk_full_midway_names_the_folder_and_keeps_the_previous_export(built_data, tmp_path, capsys,
                                                                            monkeypatch):
    previous = tmp_path / "site"
    previous.mkdir()
    (previous / ".rulesdb-export").write_text("an earlier build\n")
    (previous / "index.html").write_text("the previous export")
    written = []

    def write_bytes(path, data):
        written.append(path)
        if len(written) == 5:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return len(data)

    monkeypatch.setattr(Path, "write_bytes", write_bytes)
    err = export_error(capsys, "--data", built_data, "export-static", previous)
    named = re.fullmatch(rf"rulesdb: error: {previous}: cannot write the export \(No space left on device, "
                         r"at (\S+)\); nothing was changed", err)
    assert named and not named[1].startswith("/") and str(written[4]).endswith("/" + named[1])  # the fifth file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
    assert (previous / "index.html").read_text() == "the previous export"


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed")
def test_static_edition_searches_in_the_browser_and_opens_the_hit(browser, http_server):
    context = browser.new_context()
    page = context.new_page()
    goto(page, http_server + "/index.html")
    page.fill("header input[name=q]", "bypass")
    page.press("header input[name=q]", "Enter")
    page.wait_for_url("**/search/index.html?q=bypass")
    page.wait_for_selector("[data-browser-search][data-searched]")
    hits = page.locator("[data-browser-search] ol.hits > li > a")
    links = hits.evaluate_all("links => links.map(a => a.href)")
    assert "/nsg-cr-25.08/" in links[0], links[:5]  # the current rules first, as on the server
    hits.first.click()
    page.wait_for_url(links[0])
    assert "bypass" in page.inner_text("main").lower()
    context.close()


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed")
def test_each_typed_form_finds_its_node_first_in_the_static_edition(browser, http_server):
    """Numbers typed any way, ids, addresses, pasted links with anchors, a card name and a quoted phrase:
    find.js over every document's tables lists the node first, linked to its file."""
    context = browser.new_context()
    page = context.new_page()
    for typed, address in [*TYPED, ("Femme Fatale", "cards/Femme-Fatale"), ('"end the run"', "rule_end_the_run")]:
        page.goto(http_server + "/search/index.html?q=" + quote(typed))
        page.wait_for_selector("[data-browser-search][data-searched]")
        listed = "ul.named" if address.startswith("cards/") else "ol.hits"  # the cards apart, as on the server
        first = page.locator(f"[data-browser-search] {listed} > li > a").first.evaluate("a => a.href")
        target = address if "/" in address else f"{RELEASE}/{address}"
        assert first == f"{http_server}/{target}/index.html", typed
    context.close()


ICON_CODE = re.compile(r"\[(?:c|click|recurring|link|MU|sub|trash|interrupt)\]")
ICON_TEXT = re.compile(r'<span class="ic-t">[^<]*</span>|\s(?:title|aria-label|placeholder)="[^"]*"')


def test_no_page_shows_an_icon_code_in_its_title_headings_or_link_text(exported):
    """Icons are drawings (their code kept only as hidden text for copy-paste) on every page."""
    raw = []
    for page in exported[0].rglob("*.html"):
        html = page.read_text()
        title = re.search(r"<title>(.*?)</title>", html, re.S).group(1)
        shown = [title] + re.findall(r"<(?:a|h1|h2|h3)\b[^>]*>(.*?)</(?:a|h1|h2|h3)>", html, re.S)
        raw += [(page.name, s[:60]) for s in shown if ICON_CODE.search(ICON_TEXT.sub("", s))][:1]
    assert raw == []


@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed")
def test_static_edition_opens_from_a_disk_styled_linked_and_searchable(browser, exported):
    """As from a USB stick: file:// URLs, no server at all."""
    home = (exported[0] / "index.html").as_uri()
    context = browser.new_context()
    page = context.new_page()
    goto(page, home)
    assert page.evaluate("getComputedStyle(document.querySelector('header.top')).display") == "flex"
    page.click("main a[href='nisei-cr-1.6/index.html']")
    page.wait_for_url((exported[0] / "nisei-cr-1.6" / "index.html").as_uri())
    assert page.url == (exported[0] / "nisei-cr-1.6" / "index.html").as_uri()
    page.goto((exported[0] / "search" / "index.html").as_uri() + "?q=bypass")
    page.wait_for_selector("[data-browser-search][data-searched]")
    hits = page.locator("[data-browser-search] ol.hits > li > a")
    first = hits.first.evaluate("a => a.href")
    assert first.startswith("file://") and "/nsg-cr-25.08/" in first, first
    hits.first.click()
    page.wait_for_url(first)
    assert "bypass" in page.inner_text("main").lower()
    context.close()
