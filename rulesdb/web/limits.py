"""What every request and response passes through: size and nesting limits on input, control
characters refused before any view (so no redirect is built from them), redirects only to this
site, security headers on every response, and one access-log line per request.
"""

from __future__ import annotations

import logging
import time

from flask import Flask, abort, g, make_response, request
from werkzeug.exceptions import NotFound

from rulesdb.errors import BadQuery
from rulesdb.web.assets import inline_style_hashes

MAX_BODY = 1 << 20  # 1 MB: the largest real body (a scenario's changed decisions) is a few kB
MAX_JSON_DEPTH = 32
CSP = "; ".join([
    "default-src 'self'", "script-src 'self'", " ".join(["style-src 'self'", *inline_style_hashes()]),
    "img-src 'self' data:",
    "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'", "font-src 'self'",
    "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
])
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}
access = logging.getLogger("rulesdb.access")


def init_app(app: Flask) -> None:
    app.config.setdefault("MAX_CONTENT_LENGTH", MAX_BODY)
    app.before_request(_check_request)
    app.after_request(_finish)


def _check_request() -> None:
    g.started = time.perf_counter()
    if any(ord(c) < 32 or ord(c) == 127 for c in request.path):
        abort(404, description="no page here: the address holds control characters")
    limit = request.max_content_length or MAX_BODY
    if request.content_length is not None and request.content_length > limit:
        abort(413, description=f"body: {request.content_length:,} bytes; at most {limit:,} bytes")
    if request.is_json and request.content_length:
        depth = json_depth(request.get_data(cache=True))
        if depth > MAX_JSON_DEPTH:
            raise BadQuery(f"body: JSON nested {depth} levels deep; at most {MAX_JSON_DEPTH}")


def json_depth(raw: bytes) -> int:
    """How deeply a JSON text nests its arrays and objects, counted without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest


def _finish(response):
    location = response.headers.get("Location")
    if location is not None and not _own(location):
        response = _refuse_redirect()
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    started = g.get("started")
    took = f"{(time.perf_counter() - started) * 1000:.1f}ms" if started else "-"
    access.info('%s "%s %s" %s %s %s', request.remote_addr or "-", request.method,
                request.full_path.rstrip("?"), response.status_code, response.calculate_content_length() or "-", took)
    return response


def _own(location: str) -> bool:
    """A redirect stays on this site: a path starting with one slash, no scheme, no control characters."""
    if any(ord(c) < 32 or ord(c) == 127 for c in location) or "\\" in location:
        return False
    host = request.host_url.rstrip("/")
    if location.startswith(host + "/"):
        location = location[len(host):]
    return location.startswith("/") and not location.startswith("//")


def _refuse_redirect():
    """A redirect that would leave the site is answered as the 404 it is."""
    from rulesdb.web.errors import handle

    return make_response(*handle(NotFound("no page here")))
