"""Every link of a folder of HTML files, checked against the files: the static edition's crawler.

The pages are the app's own output, where every attribute is written in double quotes (Jinja
escapes any quote inside), so links and ids are read by one pattern over the text, fast enough to
check a whole export's 650,000 links; a link attribute written any other way is itself reported.
"""

from __future__ import annotations

import html
import os
import posixpath
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK = re.compile(r'\s(?:href|src|action)="([^"]*)"')
ID = re.compile(r'\sid="([^"]*)"')
UNQUOTED = re.compile(r"\s(?:href|src|action)=(?!\")")


def links_and_ids(page: str) -> tuple[list[str], set[str]]:
    """The link targets and the ids of one page's HTML."""
    return [html.unescape(v) for v in LINK.findall(page)], {html.unescape(v) for v in ID.findall(page)}


def all_files(root: Path) -> set[str]:
    """Every file under root, as a path relative to it with / separators."""
    found = set()
    for folder, _, names in os.walk(root):
        rel = os.path.relpath(folder, root).replace(os.sep, "/")
        found.update(name if rel == "." else f"{rel}/{name}" for name in names)
    return found


def broken_links(root: Path) -> tuple[int, list[tuple[str, str, str]]]:
    """(links checked, [(page, link, why)]) for every internal link of every HTML file under root."""
    root = root.resolve()
    files = all_files(root)
    ids: dict[str, set[str]] = {}
    checked, broken, anchored = 0, [], []
    for where in sorted(f for f in files if f.endswith(".html")):
        page = (root / where).read_text(encoding="utf-8")
        links, ids[where] = links_and_ids(page)
        broken += [(where, m.group(0).strip(), "link attribute not in double quotes") for m in UNQUOTED.finditer(page)]
        for link in links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("#", "data:", "mailto:")):
                continue
            checked += 1
            if link.startswith("/"):
                broken.append((where, link, "absolute path: breaks outside the server root"))
                continue
            target = posixpath.normpath(posixpath.join(posixpath.dirname(where), unquote(parts.path)))
            if target.startswith("../") or target not in files:
                broken.append((where, link, "no such file"))
            elif parts.fragment and target.endswith(".html"):
                anchored.append((where, link, target, parts.fragment))
    broken += [(where, link, "no such anchor") for where, link, target, fragment in anchored
               if fragment not in ids[target]]
    return checked, broken
