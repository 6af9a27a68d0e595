"""`rulesdb export-static DIR`: the whole site as files any web server, CDN or USB stick can serve.

The pages are the web app's own answers (its views render each, as for a request), crawled from
the home page and every document, node and scenario, following every link, each page's JSON twin
written from the data the page was rendered from; links are then made relative (see `export_paths`).
The export is written beside DIR and swapped into place when complete (`export_folder`).
"""

from __future__ import annotations

import functools
import json
import shutil
import time
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote

from flask import Flask, Response, g

from rulesdb.errors import RulesDBError
from rulesdb.web import create_app, export_folder, offline
from rulesdb.web.assets import asset_url
from rulesdb.web.export_folder import MARKER
from rulesdb.web.export_paths import Place, place, rewrite, site_links
from rulesdb.web.respond import to_json


def seeds(app: Flask) -> list[str]:
    """Where the crawl starts: every page family, every document, node, scenario and diff pair."""
    from rulesdb.web.diffs import TOPICS, family_pairs

    db = app.extensions["rulesdb"]
    urls = ["/", "/search", "/diff", "/compare", "/scenarios", "/offline", "/api/openapi.json"]
    urls += ["/" + d for d in db.documents] + ["/" + a for a in db.nodes]
    urls += ["/scenarios/" + s["id"] for s in db.scenarios()] + offline.card_urls(db)
    urls += ["/compare?topic=" + t for t in TOPICS]
    with app.test_request_context("/"):
        urls += [p["url"] for p in family_pairs()]
    return urls


class Crawl:
    """Render every page reachable from the seeds once, writing JSON twins from the same data;
    remember redirects and failures. HTML is kept until every redirect is known, then rewritten."""

    def __init__(self, app: Flask, out: Path):
        self.app, self.out, self.db = app, out, app.extensions["rulesdb"]
        self.final: dict[str, str | None] = {}  # fetch URL -> the fetch URL of the page it ends at
        self.pages: dict[str, str] = {}  # file -> HTML, to rewrite
        self.broken: list[tuple[str, str, int]] = []
        self.seen: set[str] = set()
        self.folders: set[Path] = set()
        # Files are written by a few threads while pages render: a disk's wait overlaps the work.
        self.writers = ThreadPoolExecutor(max_workers=4, thread_name_prefix="export-write")
        self.written: list[Future] = []

    def run(self, urls: list[str]) -> None:
        queue = deque((url, "(start)") for url in urls)
        while queue:
            url, referrer = queue.popleft()
            target = place(url)
            if target is None or target.fetch is None or target.fetch in self.seen:
                continue
            self.seen.add(target.fetch)
            for link in self.fetch(target, referrer):
                queue.append((link, target.file))

    def history_home(self, fetch: str) -> str:
        """One history page per rule: every version's history link goes to the newest version's."""
        path, query = (fetch.split("?", 1) + [""])[:2]
        try:
            chain = self.db.history(unquote(path.removeprefix("/history/")))["chain"]
        except RulesDBError:
            return fetch
        addresses = [c["address"] for c in chain if c.get("address")]
        return "/history/" + addresses[-1] + ("?" + query if query else "") if addresses else fetch

    def render(self, url: str) -> tuple[Response, dict | None]:
        """The app's answer to a GET of `url`, and the data a page was rendered from (None for
        anything else): the view and the error handler run as for a request, without the server's
        response handling (compression, ETags, the access log), which a file does not need."""
        with self.app.test_request_context(url):
            g.page_data = None
            try:
                answer = self.app.preprocess_request() or self.app.dispatch_request()
            except Exception as exc:  # noqa: BLE001 - the app's own handler answers, as when served
                answer = self.app.handle_user_exception(exc)
            return self.app.make_response(answer), g.page_data

    def write(self, file: str, body: bytes) -> None:
        path = self.out / file
        if path.parent not in self.folders:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.folders.add(path.parent)
        failed = next((done for done in self.written[-8:] if done.done() and done.exception()), None)
        if failed is not None:  # a full disk stops the export at once, naming the file it could not write
            raise failed.exception()
        self.written.append(self.writers.submit(path.write_bytes, body))

    def fetch(self, target: Place, referrer: str) -> list[str]:
        """Write one page (and its JSON twin); returns the site links it holds (a redirect's target is one)."""
        if target.fetch.startswith("/history/"):
            home = self.history_home(target.fetch)
            if home != target.fetch:
                self.final[target.fetch] = home
                return [home]
        response, data = self.render(target.fetch)
        if response.status_code in (301, 302, 307, 308):
            location = response.headers["Location"]
            self.final[target.fetch] = location
            return [location]
        if response.status_code != 200:
            self.broken.append((referrer, target.fetch, response.status_code))
            self.final[target.fetch] = None
            return []
        if response.mimetype != "text/html":
            self.write(target.file, response.get_data())
            return []
        if data is not None:  # the JSON twin, from the data the page was rendered from
            twin = place(target.fetch + ("&" if "?" in target.fetch else "?") + "format=json")
            self.seen.add(twin.fetch)
            self.write(twin.file, to_json(data))
        page = response.get_data(as_text=True)
        self.pages[target.file] = page
        return site_links(page)

    def resolve(self, url: str) -> Place | None:
        """A link's Place after following the redirects the crawl saw."""
        target = place(url)
        for _ in range(5):
            if target is None or target.fetch not in self.final:
                return target
            nxt = self.final[target.fetch]
            if nxt is None:
                return target
            keep = target.keep
            target = place(nxt)
            if target is not None and keep and not target.keep:
                target = Place(target.file, target.fetch, keep)
        return target

    def finish(self) -> None:
        """Every page written, its links made relative now that every redirect is known; returns
        when every file is on the disk (raising the first failure to write one)."""
        resolve = lru_cache(maxsize=None)(self.resolve)
        for file, page in self.pages.items():
            self.write(file, rewrite(page, file, resolve).encode())
        self.writers.shutdown(wait=True)
        for done in self.written:
            done.result()

    def close(self) -> None:
        """Stop writing: files not yet written are dropped (the export failed or was stopped)."""
        self.writers.shutdown(wait=True, cancel_futures=True)


def locate(url: str) -> str:
    """A site URL as the export's path relative to its root."""
    target = place(url)
    if target is None:
        return url
    return target.file + ("?" + target.keep if target.keep else "")


def write_own_files(app: Flask, out: Path) -> None:
    """The files that depend on where things are: worker, manifest, saved list, search records."""
    db = app.extensions["rulesdb"]
    with app.test_request_context("/"):
        (out / "sw.js").write_text(offline.worker_script(locate))
        (out / "manifest.webmanifest").write_text(json.dumps(offline.manifest_data(locate)))
        saved = offline.saved_pages(db)
        saved["urls"] = [locate(u) for u in saved["urls"]]
        records = offline.search_records(db, list(db.documents))
        for r in records["records"]:
            r["id"] = locate(r["id"])
        (out / "offline").mkdir(exist_ok=True)
        (out / "offline" / "pages.json").write_text(json.dumps(saved, ensure_ascii=False))
        data = json.dumps(records, ensure_ascii=False)
        (out / "offline" / "search.json").write_text(data)
        (out / "offline" / "search-data.js").write_text(f"window.rulesdbSearchData = {data};\n")
        for name in app.extensions["rulesdb_assets"]:
            dest = out / asset_url(name).lstrip("/")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(Path(app.static_folder) / name, dest)


def write_site(app: Flask, out: Path) -> Crawl:
    """Every page, its links made relative, and the files that depend on where pages are, into `out`."""
    crawl = Crawl(app, out)
    try:
        crawl.run(seeds(app))
        crawl.finish()
    except BaseException:
        crawl.close()  # no writer left behind in the folder the failure removes
        raise
    write_own_files(app, out)
    (out / MARKER).write_text(app.extensions["rulesdb_version"] + "\n")
    return crawl


def export(data_dir: Path | None, dest: Path) -> dict:
    """Write the static edition of the build in `data_dir` to `dest`; returns figures about it."""
    dest = Path(dest)
    export_folder.check(dest)
    start = time.perf_counter()
    app = create_app({"RULESDB_DATA": str(data_dir) if data_dir else None, "STATIC_EDITION": True,
                      "PAGE_CACHE_SIZE": 1, "TESTING": True})
    crawl = export_folder.write(dest, functools.partial(write_site, app))
    files = [p for p in dest.rglob("*") if p.is_file()]
    return {
        "folder": str(dest),
        "pages": len(crawl.pages),
        "files": len(files),
        "bytes": sum(p.stat().st_size for p in files),
        "seconds": round(time.perf_counter() - start, 1),
        "broken": crawl.broken,
    }
