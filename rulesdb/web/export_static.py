"""`rulesdb export-static DIR`: the whole site as files any web server, CDN or USB stick can serve.

The pages are the web app's own answers (its views render each, as for a request), crawled from
the home page and every document, node and scenario, following every link, each page's JSON twin
written from the data the page was rendered from; links are then made relative (see `export_paths`).
The export is written beside DIR and swapped into place when complete (`export_folder`); it may
hold only some parts of the site (`export_parts`), and files unchanged since the previous export into
DIR are linked from it rather than written again (`export_manifest`).
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote

from flask import Flask, Response, g, render_template

from rulesdb.build.pipeline import code_version
from rulesdb.errors import RulesDBError
from rulesdb.web import (
    create_app,
    export_folder,
    export_manifest,
    export_parts,
    offline,
    offline_groups,
    pyodide_dist,
    search_data,
)
from rulesdb.web.assets import asset_url
from rulesdb.web.export_parts import OUTSIDE, Selection
from rulesdb.web.export_paths import Place, place, rewrite, site_links
from rulesdb.web.respond import to_json


def seeds(app: Flask) -> list[str]:
    """Where the crawl starts: every page family, every document, node, scenario and diff pair."""
    from rulesdb.web.diffs import TOPICS, family_pairs

    db = app.extensions["rulesdb"]
    urls = ["/", "/search", "/diff", "/compare", "/scenarios", "/offline", "/api/openapi.json", "/table"]
    urls += offline_groups.engine_urls()  # the Table's engine, when Pyodide was fetched
    urls += ["/" + d for d in db.documents] + ["/" + a for a in db.nodes]
    urls += ["/scenarios/" + s["id"] for s in db.scenarios()] + offline.card_urls(db)
    urls += ["/compare?topic=" + t for t in TOPICS]
    with app.test_request_context("/"):
        urls += [p["url"] for p in family_pairs()]
    return urls


class Crawl:
    """Render every page reachable from the seeds once, writing JSON twins from the same data;
    remember redirects and failures. HTML is kept until every redirect is known, then rewritten."""

    def __init__(self, app: Flask, out: Path, writer: export_manifest.Writer, selection: Selection,
                 on_count: Callable[[int, int], None] = lambda done, total: None):
        self.app, self.out, self.db = app, out, app.extensions["rulesdb"]
        self.writer, self.selection, self.on_count = writer, selection, on_count
        self.final: dict[str, str | None] = {}  # fetch URL -> the fetch URL of the page it ends at
        self.pages: dict[str, str] = {}  # file -> HTML, to rewrite
        self.broken: list[tuple[str, str, int]] = []
        self.seen: set[str] = set()
        self.folders: set[Path] = set()
        # Files are written by a few threads while pages render: a disk's wait overlaps the work.
        self.writers = ThreadPoolExecutor(max_workers=4, thread_name_prefix="export-write")
        self.written: list[Future] = []

    def run(self, urls: list[str]) -> None:
        queue: deque[tuple[Place, str]] = deque()

        def offer(url: str, referrer: str) -> None:
            """Queue a page once; one outside the parts asked for is never fetched (see `resolve`)."""
            target = place(url)
            if target is None or target.fetch is None or target.fetch in self.seen:
                return
            self.seen.add(target.fetch)
            if self.selection.wants(target.fetch):
                queue.append((target, referrer))

        for url in urls:
            offer(url, "(start)")
        done = 0
        while queue:
            target, referrer = queue.popleft()
            for link in self.fetch(target, referrer):
                offer(link, target.file)
            done += 1
            self.on_count(done, done + len(queue))

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
        self.written.append(self.writers.submit(self.writer.put, file, body))

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
        """A link's Place after following the redirects the crawl saw; the OUTSIDE page for a page
        of a part not exported."""
        target = self._followed(url)
        if target is not None and target.fetch is not None and not self.selection.wants(target.fetch):
            return Place(OUTSIDE, None)
        return target

    def _followed(self, url: str) -> Place | None:
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


def write_own_files(app: Flask, put: Callable[[str, bytes], None], selection: Selection) -> None:
    """The files that depend on where things are: worker, manifest, saved list, search records."""
    db = app.extensions["rulesdb"]
    with app.test_request_context("/"):
        put("sw.js", offline.worker_script(locate).encode())
        put("manifest.webmanifest", json.dumps(offline.manifest_data(locate)).encode())
        saved = offline.saved_pages(db)
        saved["urls"] = [locate(u) for u in saved["urls"] if selection.wants(u)]
        saved["groups"] = [dict(g, urls=[locate(u) for u in g["urls"] if selection.wants(u)]) for g in saved["groups"]]
        tables = dict(search_data.browser_tables(db, selection.documents, selection.wants), static=True)
        data = json.dumps(tables, ensure_ascii=False, separators=(",", ":"))
        put("offline/pages.json", json.dumps(saved, ensure_ascii=False).encode())
        put("offline/search.json", data.encode())
        put("offline/search-data.js", f"window.rulesdbSearchData = {data};\n".encode())
        texts = json.dumps(search_data.phrase_texts(db, selection.documents), ensure_ascii=False, separators=(",", ":"))
        put("offline/phrases.json", texts.encode())
        put("offline/phrases-data.js", f"window.rulesdbPhraseData = {texts};\n".encode())
        for name in app.extensions["rulesdb_assets"]:
            put(asset_url(name).lstrip("/"), (Path(app.static_folder) / name).read_bytes())


def outside_page(app: Flask, selection: Selection) -> tuple[str, dict]:
    """The page every link to a page not exported leads to (what this export holds instead), and its data."""
    message = (f"This page is not part of this copy of the rules reference, which holds: {selection.describe()}. "
               "The full site, or a full export, has it.")
    data = {"ok": False, "status": 404, "error": message}
    with app.test_request_context("/outside"):
        return render_template("error.html", error=data), data


def write_site(app: Flask, out: Path, writer: export_manifest.Writer, selection: Selection,
               on_step: Callable[[str], None], on_count: Callable[[int, int], None]) -> Crawl:
    """Every page, its links made relative, and the files that depend on where pages are, into `out`."""
    crawl = Crawl(app, out, writer, selection, on_count)
    try:
        on_step("rendering the pages")
        crawl.run(seeds(app))
        if not selection.everything:
            crawl.pages[OUTSIDE], data = outside_page(app, selection)
            crawl.write(OUTSIDE.replace(".html", ".json"), to_json(data))
        on_step("writing the pages")
        crawl.finish()
    except BaseException:
        crawl.close()  # no writer left behind in the folder the failure removes
        raise
    on_step("writing the offline files")

    def put(name: str, body: bytes) -> None:
        (out / name).parent.mkdir(parents=True, exist_ok=True)
        writer.put(name, body)

    write_own_files(app, put, selection)
    return crawl


def export(data_dir: Path | None, dest: Path, parts: tuple[str, ...] = tuple(export_parts.PARTS),
           force: bool = False, on_step: Callable[[str], None] = lambda what: None,
           on_count: Callable[[int, int], None] = lambda done, total: None) -> dict:
    """Write the static edition of the build in `data_dir` (the `parts` named, by default all) to
    `dest`; files unchanged since the previous export there are kept, and an export of the same build,
    code and parts is not made again unless `force`. Returns figures about it."""
    dest = Path(dest)
    export_folder.check(dest)
    start = time.perf_counter()
    on_step("fetching the Table's engine (Pyodide) for offline rulings")
    try:
        pyodide_dist.ensure()
    except pyodide_dist.PyodideUnavailable as exc:
        on_step(f"the Table's engine is left out of this export: {exc}")
    on_step("opening the build")
    app = create_app({"RULESDB_DATA": str(data_dir) if data_dir else None, "STATIC_EDITION": True,
                      "PAGE_CACHE_SIZE": 1, "TESTING": True, "WARM": False})
    made_from = {"version": app.extensions["rulesdb_version"], "code": code_version(), "parts": list(parts)}
    previous = export_manifest.read(dest)
    if not force and export_manifest.same_export(previous, made_from):
        return _figures(dest, previous.get("pages", 0), [], start,
                        {"written": 0, "unchanged": len(previous["files"]), "removed": 0, "up_to_date": True})
    selection = Selection(app.extensions["rulesdb"], parts)

    def fill(out: Path) -> tuple[Crawl, dict]:
        writer = export_manifest.Writer(out, dest, previous)
        crawl = write_site(app, out, writer, selection, on_step, on_count)
        return crawl, writer.finish({**made_from, "pages": len(crawl.pages)})

    crawl, changes = export_folder.write(dest, fill, on_swap=lambda: on_step(f"putting the export in place at {dest}"))
    return _figures(dest, len(crawl.pages), crawl.broken, start, {**changes, "up_to_date": False})


def _figures(dest: Path, pages: int, broken: list, start: float, changes: dict) -> dict:
    files = [p for p in dest.rglob("*") if p.is_file()]
    return {
        "folder": str(dest),
        "pages": pages,
        "files": len(files),
        "bytes": sum(p.stat().st_size for p in files),
        "seconds": round(time.perf_counter() - start, 1),
        "broken": broken,
        **changes,
    }
