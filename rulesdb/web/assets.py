"""Content-hashed asset URLs and the site version a browser's caches are keyed to.

`/assets/<digest>/style.css` names one exact content, so it is cached for a year; a changed file
gets a new digest and so a new URL. The site version combines the build with the web app's own
files: a page or a saved copy is valid exactly as long as both are unchanged.
"""

from __future__ import annotations

import base64
import hashlib
import mimetypes
from pathlib import Path

from flask import Blueprint, Flask, Response, abort, current_app, url_for
from markupsafe import Markup

WEBAPP = Path(__file__).resolve().parent
STATIC = WEBAPP / "static"
YEAR = 365 * 24 * 3600
#: Stylesheets sent inside each page: on a slow connection a round trip costs more than their few
#: kilobytes, and the page draws from its first response (the service worker keeps pages anyway).
INLINE = ("style.css", "answers.css")

bp = Blueprint("assets", __name__)


def digest(data: bytes, length: int = 10) -> str:
    return hashlib.sha256(data).hexdigest()[:length]


def asset_digests() -> dict[str, str]:
    """Every static file (path relative to static/, with / separators) -> its content digest."""
    return {
        p.relative_to(STATIC).as_posix(): digest(p.read_bytes())
        for p in sorted(STATIC.rglob("*"))
        if p.is_file()
    }


def site_version(build_name: str) -> str:
    """One id for this build served by this code: pages, saved copies and the worker follow it."""
    h = hashlib.sha256(build_name.encode())
    for p in sorted(WEBAPP.rglob("*")):
        if p.is_file() and "__pycache__" not in p.parts:
            h.update(p.relative_to(WEBAPP).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:12]


def asset_url(name: str) -> str:
    """The content-hashed URL of a static file."""
    return f"/assets/{current_app.extensions['rulesdb_assets'][name]}/{name}"


@bp.get("/assets/<key>/<path:name>")
def asset(key: str, name: str):
    if current_app.extensions["rulesdb_assets"].get(name) != key:
        abort(404)
    kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
    response = Response((STATIC / name).read_bytes(), mimetype=kind)
    response.headers["Cache-Control"] = f"public, max-age={YEAR}, immutable"
    return response


def inline_css(name: str) -> str:
    return (STATIC / name).read_text("utf-8")


def inline_style_hashes() -> list[str]:
    """The Content-Security-Policy sources that allow exactly the inlined stylesheets."""
    return [f"'sha256-{base64.b64encode(hashlib.sha256(inline_css(n).encode()).digest()).decode()}'" for n in INLINE]


def inline_style(name: str) -> Markup:
    """A stylesheet as a <style> element of the page (see INLINE); the static edition links it instead,
    since its thousands of files on a disk or a CDN would each carry a copy."""
    if name not in INLINE:
        raise ValueError(f"{name}: not an inlined stylesheet")
    if current_app.config.get("STATIC_EDITION"):
        return Markup(f'<link rel="stylesheet" href="{asset_url(name)}">')  # noqa: S704 - a URL we make
    css = current_app.extensions["rulesdb_inline"][name]
    return Markup(f"<style>{css}</style>")  # noqa: S704 - our own stylesheet, allowed by its CSP hash


def hashed_url_for(endpoint: str, **values) -> str:
    """Templates' `url_for`: a static file gets its content-hashed URL."""
    if endpoint == "static" and values.get("filename") in current_app.extensions["rulesdb_assets"]:
        return asset_url(values["filename"])
    return url_for(endpoint, **values)


def init_app(app: Flask, build_name: str) -> None:
    app.extensions["rulesdb_assets"] = asset_digests()
    app.extensions["rulesdb_version"] = site_version(build_name)
    app.extensions["rulesdb_inline"] = {name: inline_css(name) for name in INLINE}
    app.jinja_env.globals.update(asset=asset_url, url_for=hashed_url_for, inline_style=inline_style)
    app.register_blueprint(bp)
