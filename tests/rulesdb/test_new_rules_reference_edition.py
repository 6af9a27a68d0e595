"""A new Rules Reference edition in the same OCR'd format ingests with a manifest entry only (issue 2, item 3)."""

import pytest

from rulesdb.build.sources import default_sources, read_manifest, read_text
from rulesdb.parsers import parse

MANIFEST = """
[[documents]]
id = "ffg-rr-1.1"
family = "ffg-rr"
title = "Android: Netrunner Rules Reference"
version = "1.1"
effective = "2018-06-01"
path = "rr-1.1.txt"
format = "ffg-rules-reference"
"""

EDITS = [
    ("Version 1.0 / Effective 12.14.2017", "Version 1.1 / Effective 06.01.2018"),
    # A reworded entry, with a page number dropped into the middle of it.
    ("Derezzing is the act of flipping a rezzed Corp card facedown. It is opposite of rezzing.",
     "Derezzing is the act of turning a rezzed Corp card\n\n22\n\nfacedown. It is the opposite of rezzing."),
    # A new glossary entry between Expose and Facedown, with an OCR'd heading and a Related line.
    ("Related: Information, Install, Unrezzed\n\n",
     "Related: Information, Install, Unrezzed\n\nExtra Seruer\n\n"
     "An extra server is a remote server created by a card ability. It follows the rules for remote servers.\n\n"
     "Related: Remote Server, Seruer\n\n"),
]


@pytest.fixture(scope="module")
def edition(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sources")
    seed = next(i for i in read_manifest(default_sources()) if i.id == "ffg-rr-1.0")
    text = read_text(seed)
    for old, new in EDITS:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    (folder / "rr-1.1.txt").write_text(text, encoding="utf-8")
    (folder / "manifest.toml").write_text(MANIFEST, encoding="utf-8")
    (info,) = read_manifest(folder)
    return parse(read_text(info), info)


def test_new_edition_keeps_its_own_id_and_version(edition):
    assert (edition.id, edition.version) == ("ffg-rr-1.1", "1.1")
    assert not [i for i in edition.issues if i.kind == "version-mismatch"]


def test_reworded_entry_is_whole_with_the_page_number_joined_away(edition):
    assert edition.nodes["ffg-rr-1.1/term/derez"].text == (
        "Derezzing is the act of turning a rezzed Corp card facedown. It is the opposite of rezzing.")


def test_inserted_entry_is_a_term_with_its_ocr_repaired_and_related_resolved(edition):
    term = edition.nodes["ffg-rr-1.1/term/extra-server"]
    assert term.name == "Extra Server"
    # This edition has no "Remote Server" entry: the name resolves to the sub-entry of Server.
    assert term.related == ("ffg-rr-1.1/term/server/remote-servers", "ffg-rr-1.1/term/server")
    assert edition.nodes["ffg-rr-1.1/term/facedown"].parent == term.parent


def test_everything_else_is_as_in_the_seed(edition):
    seed = next(i for i in read_manifest(default_sources()) if i.id == "ffg-rr-1.0")
    original = parse(read_text(seed), seed)
    renamed = {a.replace("ffg-rr-1.1/", "ffg-rr-1.0/", 1) for a in edition.nodes}
    assert renamed - set(original.nodes) == {"ffg-rr-1.0/term/extra-server"}
    assert set(original.nodes) - renamed == set()
