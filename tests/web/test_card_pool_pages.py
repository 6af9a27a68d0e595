"""Every card of the card data has a page, in the app and in the static export, with its legality.

A small build (the CR 1.3 and one scenario) with the tiny card data of `tests/data/nrdb-mini`, so the
cases hold whatever the real data says today; the real data's every card is checked in
test_export_static.py.
"""

import re
from pathlib import Path

import pytest
import smallsources

from rulesdb.build.pipeline import build
from rulesdb.web import create_app
from rulesdb.web.export_paths import slug
from rulesdb.web.export_static import export

MINI = Path(__file__).resolve().parents[1] / "data" / "nrdb-mini"
TITLES = ["Cleaver", "Daily Casts", "Draft Only", "Enigma", "Hedge Fund", "Ice Wall", "Jackson Howard"]


@pytest.fixture(scope="module")
def mini_data(tmp_path_factory):
    sources = smallsources.make(tmp_path_factory.mktemp("sources"), scenarios=("corp-turn-install-and-play",))
    data = tmp_path_factory.mktemp("data")
    build(data, sources=sources, cards=MINI)
    return data


@pytest.fixture(scope="module")
def mini(mini_data):
    return create_app({"RULESDB_DATA": str(mini_data), "TESTING": True}).test_client()


def text(response) -> str:
    """The page's main text, tags dropped and spaces folded: what a reader reads."""
    html = response.get_data(as_text=True)
    main = html[html.index("<main"):]
    return " ".join(re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", "", main, flags=re.S)).split())


def test_a_banned_card_says_so_naming_the_newest_standard_ban_list(mini):
    page = text(mini.get("/cards/Cleaver"))
    assert "Standard: banned by Standard Ban List 25.10 (from 2025-10-03), the newest Standard ban list." in page
    assert "Startup: banned by Startup Ban List 25.04" in page


def test_a_rotated_card_says_rotated_naming_the_cycle(mini):
    page = text(mini.get("/cards/Ice%20Wall"))
    assert "Standard: rotated — every printing is in a rotated cycle: Core Set." in page


def test_a_rotated_card_the_newest_list_names_says_both(mini):
    page = text(mini.get("/cards/Jackson%20Howard"))
    assert "Standard: rotated" in page and "Standard Ban List 25.10 names it too: banned." in page


def test_a_legal_card_names_the_list_and_the_printing_that_keeps_it_legal(mini):
    page = text(mini.get("/cards/Hedge%20Fund"))
    assert "Standard: legal under Standard Ban List 25.10 (from 2025-10-03): printed in System Gateway" in page
    assert "Startup: not banned by Startup Ban List 25.04" in page and "not known" in page


def test_the_table_of_earlier_lists_gives_each_lists_verdict(mini):
    data = mini.get("/cards/Hedge%20Fund?format=json").get_json()
    history = [(b["name"], b["verdict"]) for b in data["legality"]["standard"]["history"]]
    assert history == [("Standard Ban List 25.10", None), ("Standard Ban List 25.04", "banned"),
                       ("Standard MWL 3.0", None)]
    assert "Standard Ban List 25.04 2025-04-24 banned" in text(mini.get("/cards/Hedge%20Fund"))
    assert [(b["name"], b["verdict"]) for b in data["legality"]["other"]] == [
        ("House List", "at most 1 per deck"), ("NAPD MWL 1.0", "+1 influence")]


def test_a_card_no_document_names_has_its_printed_facts_newest_printing_and_engine_status(mini):
    from rulesdb.engine.cards import CARDS

    data = mini.get("/cards/Daily%20Casts?format=json").get_json()
    assert data["facts"]["text"] == ["Placeholder: new wording."]  # the newest printing's
    assert [p["pack"] for p in data["printings"]] == ["Elevation", "Core Set"]
    waits = getattr(CARDS["Daily Casts"], "waits_for", "") or None
    assert data["mentions"] == [] and data["engine"] == {"status": "waits" if waits else "complete",
                                                         "waits_for": waits}
    draft = mini.get("/cards/draft%20only")
    assert draft.status_code == 308 and draft.headers["Location"] == "/cards/Draft%20Only"
    page = text(mini.get("/cards/Draft%20Only"))
    assert "Not implemented: no scenario can use it yet." in page
    assert "printed only in packs without a release date" in page


def test_a_card_page_lists_its_scenarios(mini):
    data = mini.get("/cards/Enigma?format=json").get_json()
    assert [s["id"] for s in data["scenarios"]] == ["corp-turn-install-and-play"]


def test_offline_search_knows_every_card_and_shows_one_typed_whole_as_the_server_does(mini):
    catalogue = mini.get("/offline/search.json").get_json()["catalogue"]
    shipped = [entry[0] for part in ("cards", "named") for entry in catalogue[part]] + catalogue["pool"]  # name first
    assert set(TITLES) <= set(shipped) and len(shipped) == len(set(shipped))
    found = mini.get("/api/search?q=cleaver").get_json()
    assert [c["name"] for c in found["cards"]] == ["Cleaver"]


def test_the_static_export_has_a_page_for_every_card_of_the_data(mini_data, tmp_path):
    folder = tmp_path / "site"
    result = export(mini_data, folder)
    assert not [url for _, url, _ in result["broken"] if url.startswith("/cards/")]
    for title in TITLES:
        page = folder / "cards" / slug(title) / "index.html"
        assert page.is_file(), title
        assert (page.parent / "index.json").is_file()
    assert "Standard: banned" in (folder / "cards" / "Cleaver" / "index.html").read_text()


def test_a_card_page_names_the_faction_as_the_data_does(mini):
    printed = dict(mini.get("/cards/Ice%20Wall?format=json").get_json()["printed"])
    assert printed["Faction"] == "Weyland Consortium" and printed["Strength"] == "1"


def test_a_build_without_card_data_lists_the_card_librarys_printed_facts(tmp_path):
    sources = smallsources.make(tmp_path / "sources", scenarios=("corp-turn-install-and-play",))
    build(tmp_path / "data", sources=sources, cards=None)
    client = create_app({"RULESDB_DATA": str(tmp_path / "data"), "TESTING": True}).test_client()
    data = client.get("/cards/PAD%20Campaign?format=json").get_json()
    assert data["facts"]["source"] == "card library" and data["printings"] == []
    assert ["Trash cost", "4"] in data["printed"] and ["Cost", "2"] in data["printed"]
    assert "Trash cost 4" in text(client.get("/cards/PAD%20Campaign"))
