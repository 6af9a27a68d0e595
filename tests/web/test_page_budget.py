"""The page budget of issue 13: every page under 30 KB compressed (gzip -6, as the server sends it).

scripts/bench_web.py measures every page of the build (12,259 nodes with their references and
histories, release parts, diff pages, scenarios, cards: 38,000 pages); these tests hold the budget on
every page of the types that have few, and on the largest of the others as that scan found them.
"""

import gzip
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from web_budget import PAGE_KB, later_pages  # noqa: E402  (the bench's own budget and pager reader)

#: The largest page of each many-paged type in the scan of the embedded build (and the two lists).
LARGEST = [
    "/ffg-rr-1.0/section/glossary",  # node: the glossary section lists every term with its text
    "/refs/ffg-rr-1.0/term/abilities",  # references: named over 4,000 times across releases
    "/history/ffg-rr-1.0/term/install",
    "/scenarios/rule_icebreaker_strength_increase_specified-1-next-run",
    "/cards/Hedge%20Fund",
    "/scenarios",
    "/",
]


def compressed_kb(client, url: str) -> float:
    response = client.get(url)
    assert response.status_code == 200, url
    return len(gzip.compress(response.get_data(), 6)) / 1024


def with_later_pages(client, url: str) -> list[str]:
    return [url, *later_pages(client.get(url).get_data(as_text=True))]


def over_budget(client, urls) -> dict[str, float]:
    sizes = {url: compressed_kb(client, url) for url in urls}
    return {url: round(kb, 1) for url, kb in sizes.items() if kb >= PAGE_KB}


def test_every_release_page_and_every_part_of_the_newest_fits_the_budget(client, db):
    """The release pages (the first part and the changelog), and every part of 25.08, whose longest
    parts are those of every release within 0.1 KB."""
    from rulesdb.web.releases import is_release, part_urls

    releases = ["/" + d.id for d in db.documents.values() if is_release(d)]
    parts = part_urls(db, ["nsg-cr-25.08"])
    assert len(releases) == 6 and len(parts) > 10
    assert over_budget(client, releases + parts) == {}


def test_every_page_of_every_diff_between_versions_fits_the_budget(client, get_json):
    pairs = [p["url"] for p in get_json("/diff?format=json")["pairs"]]
    pages = [page for url in pairs for page in with_later_pages(client, url)]
    assert len(pages) > len(pairs)  # the longest diffs are read in pages
    assert over_budget(client, pages) == {}


@pytest.mark.parametrize("url", LARGEST)
def test_the_largest_page_of_each_type_fits_the_budget(client, url):
    assert over_budget(client, with_later_pages(client, url)) == {}
