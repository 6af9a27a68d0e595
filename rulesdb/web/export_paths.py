"""Where each URL of the site lives in the static edition, and links rewritten to point there.

Every page becomes a folder's `index.html` (its JSON twin `index.json` beside it) and every link
becomes relative and names its file, so the export works from any web server, any subfolder and
a plain disk (`file://`), where a folder link would open a listing instead of the page.
"""

from __future__ import annotations

import html
import posixpath
import re
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit

#: Files the exporter writes itself (no page of the app is fetched for them).
OWN_FILES = {"/sw.js": "sw.js", "/manifest.webmanifest": "manifest.webmanifest",
             "/offline/pages.json": "offline/pages.json", "/offline/search.json": "offline/search.json",
             "/offline/phrases.json": "offline/phrases.json"}
LINK_RE = re.compile(r'(\s(?:href|src|action)=")([^"]*)(")')


@dataclass(frozen=True)
class Place:
    """A URL's file in the export; `fetch` is the app URL its content comes from (None: the
    exporter writes it), `keep` the query the link keeps for the page's own script to read."""

    file: str
    fetch: str | None
    keep: str = ""


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-") or "-"


def _page(folder: str, fetch: str, as_json: bool, keep: str = "") -> Place:
    name = "index.json" if as_json else "index.html"
    if as_json:
        fetch += ("&" if "?" in fetch else "?") + "format=json"
    return Place(posixpath.join(folder, name) if folder else name, fetch, "" if as_json else keep)


def _diff(query: dict, as_json: bool, keep: str) -> Place:
    old, new, rule = query.get("from"), query.get("to"), query.get("rule")
    if not (old and new):
        return _page("diff", "/diff", as_json, keep)
    pair = urlencode({"from": old, "to": new})
    if rule:
        folder = f"diff/{slug(old)}/{slug(new)}/rule/{slug(rule)}"
        return _page(folder, f"/diff?{pair}&{urlencode({'rule': rule})}&all=1", as_json)
    kinds = urlencode([("kind", k) for k in query.get("kinds", [])])
    number = query.get("page", "1")
    if number != "1":  # a long diff's later pages: each a file of its own
        return _page(f"diff/{slug(old)}/{slug(new)}/page/{slug(number)}",
                     f"/diff?{pair}&{urlencode({'page': number})}", as_json, kinds)
    return _page(f"diff/{slug(old)}/{slug(new)}", f"/diff?{pair}", as_json, kinds)


@lru_cache(maxsize=1 << 16)  # the same links recur on every page
def place(url: str) -> Place | None:
    """The export's place for a site URL (path and query), or None when it is not the site's."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or not parts.path.startswith("/"):
        return None
    path = unquote(parts.path)
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    as_json = ("format", "json") in pairs
    pairs = [(k, v) for k, v in pairs if k != "format"]
    query = dict(pairs)
    query["kinds"] = [k for key, v in pairs if key == "kind" for k in v.split(",") if k]
    keep = urlencode(pairs)
    if path in OWN_FILES:
        return Place(OWN_FILES[path], None)
    head = path.strip("/").split("/", 1)[0]
    if head in ("assets", "static", "api"):
        return Place(path.lstrip("/"), path)
    if head == "search":
        return _page("search", "/search", as_json, keep)
    if head == "table":  # the Table's page keeps a situation's `s` for its offline engine to rule on
        if path.startswith("/table/engine"):
            return Place(path.lstrip("/"), path)
        return _page("table", "/table", as_json, keep)
    if head == "diff":
        return _diff(query, as_json, keep)
    if head == "compare" and query.get("topic"):
        return _page(f"compare/{slug(query['topic'])}", "/compare?" + urlencode({"topic": query["topic"]}), as_json)
    if head == "cards":  # a card's name may hold what a disk does not take in a file name (":", "?")
        return _page("cards/" + slug(path.strip("/").split("/", 1)[-1]), path, as_json)
    if head == "refs" and query.get("page", "1") != "1":  # a long list's later pages: a file each
        number = slug(query["page"])
        return _page(f"{path.strip('/')}/page/{number}", f"{path}?page={number}", as_json)
    if head == "scenarios":  # a re-run asks the server: the static page shows the run as written
        return _page(path.strip("/"), path, as_json, keep)
    return _page(path.strip("/"), path, as_json)


@lru_cache(maxsize=1 << 16)
def relative(file: str, folder: str) -> str:
    """`file` as a quoted link from `folder`, both relative to the export's root (posixpath.relpath
    without its trips to the disk's working folder: an export has hundreds of thousands of links).

    >>> relative("nisei-cr-1.4/1.10.3c/index.html", "nisei-cr-1.6/1.10.3c")
    '../../nisei-cr-1.4/1.10.3c/index.html'
    >>> relative("cards/Hedge Fund/index.html", "")
    'cards/Hedge%20Fund/index.html'
    """
    to, start = file.split("/"), folder.split("/") if folder else []
    common = 0
    while common < min(len(to) - 1, len(start)) and to[common] == start[common]:
        common += 1
    return quote("/".join([".."] * (len(start) - common) + to[common:]), safe="/._-~")


def site_links(page: str) -> list[str]:
    """The site URLs an HTML page links to (href, src and action attributes)."""
    return [html.unescape(m.group(2)) for m in LINK_RE.finditer(page) if m.group(2).startswith("/")
            and not m.group(2).startswith("//")]


def rewrite(page: str, from_file: str, resolve) -> str:
    """`page` with each site link made relative; `resolve(url)` gives a link's final Place."""
    folder = posixpath.dirname(from_file)

    def one(match: re.Match) -> str:
        written = match.group(2)
        if not written.startswith("/") or written.startswith("//"):
            return match.group(0)
        url = html.unescape(written) if "&" in written else written
        target = resolve(url)
        if target is None:
            return match.group(0)
        fragment = url.partition("#")[2]
        new = relative(target.file, folder) + ("?" + target.keep if target.keep else "")
        new += "#" + fragment if fragment else ""
        return match.group(1) + html.escape(new, quote=True) + match.group(3)

    return LINK_RE.sub(one, page)
