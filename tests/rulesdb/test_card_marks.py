"""`{card:...}` marks in the CR releases checked against the card data a build is given (`--cards`)."""

import json

import pytest

from rulesdb.build.card_marks import known_names, unknown_card_marks
from rulesdb.build.store import REPORT, current_build
from rulesdb.parsers import parse
from rulesdb.parsers.nsg_cr_yaml.files import chapter_file_of
from rulesdb.parsers.nsg_cr_yaml.parser import release_files
from tests.conftest import NRDB
from tests.rulesdb.test_parse_nsg_cr_yaml import MINI, info


@pytest.fixture(scope="module")
def mini():
    files = release_files(MINI)
    return parse(files, info()), list(files)


def test_a_card_the_data_lacks_is_named_with_its_chapter_file_and_line(mini):
    doc, names = mini
    found = unknown_card_marks({doc.id: doc}, ["Hedge Fund", "Daily Quest"],
                               lambda d, address: chapter_file_of(d, address, names))
    assert found == {"mini": [{"line": 18, "kind": "unknown-card", "detail":
                               "01_concepts.yaml:18: {card:Daily Casts} names no card of the card data "
                               "(nearest: Daily Quest)"}]}


def test_a_card_the_data_has_is_no_diagnostic(mini):
    doc, _ = mini
    assert unknown_card_marks({doc.id: doc}, ["Daily Casts"]) == {}


def test_identities_answer_to_their_short_names_and_spelling_variants_match():
    names = known_names(["Jesminder Sareen: Girl Behind the Curtain", 'Armand "Geist" Walker: Tech Lord',
                         "Mirāju", "Mushin No Shin", "The Maker’s Eye", "Jinteki: Personal Evolution",
                         "Jinteki: Replicating Perfection"])
    assert {name: names.get(name) for name in ("jesminder", "geist", "miraju", "mushin no shin", "the makers eye",
                                               "jinteki")} == {
        "jesminder": "Jesminder Sareen: Girl Behind the Curtain", "geist": 'Armand "Geist" Walker: Tech Lord',
        "miraju": "Mirāju", "mushin no shin": "Mushin No Shin", "the makers eye": "The Maker’s Eye",
        "jinteki": "Jinteki: Personal Evolution"}  # a shared name before the colon: the first title by order


@pytest.mark.skipif(not NRDB.is_dir(), reason="needs the NetrunnerDB card data in ../shared/nrdb")
def test_build_with_cards_reports_the_flip_side_name_the_card_data_does_not_have(built_data):
    report = json.loads((current_build(built_data) / REPORT).read_text(encoding="utf-8"))
    unknown = {d["id"]: [i["detail"] for i in d["issues"] if i["kind"] == "unknown-card"] for d in report["documents"]}
    assert unknown["nsg-cr-22.12"] == [
        "04_game_zones.yaml:272: {card:Earth Station: Ascending to Orbit} names no card of the card data "
        "(nearest: Earth Station: SEA Headquarters)"]
    assert unknown["nsg-cr-25.08"] == []
