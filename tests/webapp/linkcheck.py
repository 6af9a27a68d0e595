"""Every link of a folder of HTML files, checked against the files: the static edition's crawler."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK_ATTRS = {"href", "src", "action"}


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in LINK_ATTRS and value is not None:
                self.links.append(value)
            if name == "id" and value:
                self.ids.add(value)


def parse(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def broken_links(root: Path) -> tuple[int, list[tuple[str, str, str]]]:
    """(links checked, [(page, link, why)]) for every internal link of every HTML file under root."""
    root = root.resolve()
    parsed = {p: parse(p) for p in root.rglob("*.html")}
    checked, broken = 0, []
    for page, found in parsed.items():
        for link in found.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("#", "data:", "mailto:")):
                continue
            checked += 1
            where = page.relative_to(root).as_posix()
            if link.startswith("/"):
                broken.append((where, link, "absolute path: breaks outside the server root"))
                continue
            target = (page.parent / unquote(parts.path)).resolve()
            if not target.is_relative_to(root) or not target.is_file():
                broken.append((where, link, "no such file"))
            elif parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else parse(target).ids
                if parts.fragment not in ids:
                    broken.append((where, link, "no such anchor"))
    return checked, broken


