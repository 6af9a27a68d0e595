"""gzip for text answers when the browser accepts it: a page is a third of its size on the wire,
which is what a slow venue connection feels. Compressed bodies of cached pages are kept."""

from __future__ import annotations

import gzip

from flask import Flask, Response, request

from rulesdb.web.cache import PageCache

SMALLEST = 1024  # below this, the gzip header and a round trip cost more than they save
TYPES = ("text/", "application/json", "application/manifest+json", "image/svg+xml")


def _compress(response: Response) -> Response:
    if (
        response.status_code != 200
        or response.direct_passthrough
        or response.is_streamed
        or "Content-Encoding" in response.headers
        or not response.mimetype.startswith(TYPES)
        or "gzip" not in request.headers.get("Accept-Encoding", "")
    ):
        return response
    body = response.get_data()
    if len(body) < SMALLEST:
        return response
    cache: PageCache = _compressed
    key = (request.path, request.query_string, len(body), hash(body))
    packed = cache.get(key)
    if packed is None:
        packed = (gzip.compress(body, 6, mtime=0), "")
        cache.put(key, packed)
    response.set_data(packed[0])
    response.headers["Content-Encoding"] = "gzip"
    response.vary.add("Accept-Encoding")
    return response


_compressed = PageCache(2048)


def init_app(app: Flask) -> None:
    app.after_request(_compress)
