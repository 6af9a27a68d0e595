"""What every view shares: the loaded build, checked request parameters, a page or its JSON twin.

A page view builds one data dict; `page()` renders it with a template, or returns it as JSON when
`?format=json` is asked, so the HTML and the JSON can never disagree.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from flask import Response, current_app, g, render_template, request

from rulesdb import arguments
from rulesdb.errors import AmbiguousAddress, BadQuery, UnknownAddress
from rulesdb.service import RulesDB

MAX_TEXT = 500
MAX_SEED = 2**31
FORMATS = ("html", "json")  # what `?format=` may ask for: the page, or the data it was rendered from


def db() -> RulesDB:
    """The build this request answers from (fixed when it began; see rulesdb.web.create_app)."""
    return g.get("rulesdb") or current_app.extensions["rulesdb"]


def one_value(name: str, default: str | None = "", given=None) -> str | None:
    """The value of parameter `name` (in `given`, else the query and form), which takes one (`default` when
    absent): given more than once (`seed=1&seed=2`) it is refused naming it, never answered with the first."""
    return arguments.single(name, (request.values if given is None else given).getlist(name), default)


def text_arg(name: str, default: str = "", required: bool = False, max_len: int = MAX_TEXT) -> str:
    value = one_value(name, default) or default
    value = value.strip()
    if required and not value:
        raise BadQuery(f"{name}: a value is required")
    if len(value) > max_len:
        raise BadQuery(f"{name}: at most {max_len} characters")
    return value


def int_arg(name: str, default: int | None, low: int, high: int) -> int | None:
    raw = one_value(name).strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadQuery(f"{name}: expected a whole number, got {raw[:40]!r}") from None
    if not low <= value <= high:
        raise BadQuery(f"{name}: must be between {low} and {high}")
    return value


def choice_arg(name: str, choices, default: str = "") -> str:
    value = text_arg(name, default)
    if value and value not in choices:
        raise BadQuery(f"{name}: {value[:40]!r} is not one of {', '.join(sorted(choices))}")
    return value


def flag_arg(name: str) -> bool:
    return one_value(name).strip().lower() in ("1", "true", "yes", "on")


def wants_json() -> bool:
    return request.args.get("format") == "json"


@contextmanager
def about(parameter: str) -> Iterator[None]:
    """A bad, unknown or ambiguous value met inside the block is reported as this parameter's fault
    (`q: query is empty ...`), so an error names the parameter to change."""
    try:
        yield
    except (BadQuery, UnknownAddress, AmbiguousAddress) as exc:
        if not str(exc).startswith(parameter + ": "):
            exc.args = (f"{parameter}: {exc}",)
        raise


def check_format() -> None:
    """Before any view: `format`, when given, is one this site can answer in (else a 400 naming it)."""
    asked = one_value("format", None, request.args)  # the query's own: a form's field is never the format
    if asked is not None and asked not in FORMATS:
        raise BadQuery(f"format: {asked[:40]!r} is not one of {', '.join(FORMATS)}")


def to_json(data) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def page(template: str, data: dict, **extra) -> Response:
    """The HTML page for `data`, or `data` itself as JSON (`?format=json`). The static export asks
    for the page only and keeps `data` (`g.page_data`) to write the JSON twin from it."""
    if wants_json():
        return Response(to_json(data), mimetype="application/json")
    if "page_data" in g:
        g.page_data = data
    return Response(render_template(template, data=data, **extra), mimetype="text/html")


def cached(make: Callable[[], Response]) -> Response:
    """Serve a GET from the page cache, keyed by path and query; only a 200 is kept."""
    cache = current_app.extensions["rulesdb_pages"]
    key = (db().folder.name, request.path, request.query_string)
    hit = cache.get(key)
    if hit is not None:
        return Response(hit[0], mimetype=hit[1])
    response = make()
    if response.status_code == 200:
        cache.put(key, (response.get_data(), response.mimetype))
    return response
