"""Text to safe HTML: icons as labelled symbols, paragraphs, reference links, sanitised snippets.

Everything from a source or a query is escaped first; the only markup added is ours, and the only
markup let through from elsewhere (search highlights, Markdown) passes nh3 first.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from urllib.parse import urlencode

import markdown as md
import nh3
from flask import Flask, request
from markupsafe import Markup, escape

from rulesdb.web import icons as _icons
from rulesdb.web.icons import plain
from rulesdb.web.labels import check_words, edge_words

SNIPPET_TAGS = {"b", "strong", "em", "mark"}
MARKDOWN_TAGS = {"p", "br", "em", "strong", "code", "ul", "ol", "li", "blockquote", "a"}


def icons(text: str) -> Markup:
    """Escape `text` and draw each icon code (see `rulesdb.web.icons`)."""
    return _icons.icons(text)


def rich(text: str, links: dict[str, str] | None = None, terms: Iterable[str] = ()) -> Markup:
    """Node text as paragraphs, icons shown, written references linked (`links`: written -> url),
    defined terms marked (`terms`: the words the source marks `{term:...}`, in order)."""
    html = str(escape(text or ""))
    for written, url in sorted((links or {}).items(), key=lambda kv: -len(kv[0])):
        safe = str(escape(written))
        html = html.replace(safe, f'<a href="{escape(url)}">{safe}</a>', 1)
    html = _icons.draw(mark_terms(html, terms))
    paragraphs = [p.strip().replace("\n", "<br>") for p in re.split(r"\n\s*\n", html) if p.strip()]
    return Markup("".join(f"<p>{p}</p>" for p in paragraphs))


_TAG = re.compile(r"(<[^>]*>)")


def mark_terms(html: str, words: Iterable[str]) -> str:
    """Each defined term (`{term:...}` in the source) in a `<span class="term">`, which the
    stylesheet sets in small capitals as the official rendering does; the words are the source's,
    unchanged. Only text between tags is touched, each term as many times as the source marks it,
    first occurrences first."""
    wanted = Counter(str(escape(word)) for word in words or () if word)
    if not wanted:
        return html
    either = "|".join(re.escape(w) for w in sorted(wanted, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w&#\[])({either})(?![\w\]])")

    def mark(match: re.Match) -> str:
        if wanted[match.group(1)] <= 0:
            return match.group(1)
        wanted[match.group(1)] -= 1
        return f'<span class="term">{match.group(1)}</span>'

    pieces = _TAG.split(html)
    return "".join(p if i % 2 else pattern.sub(mark, p) for i, p in enumerate(pieces))


def terms(text: str, words: Iterable[str] = ()) -> Markup:
    """Escape `text`, mark its defined terms (`words`) and draw its icons: an entry of a release page."""
    return Markup(_icons.draw(mark_terms(str(escape(text or "")), words)))


def snippet(html: str) -> Markup:
    """A search snippet with its highlight markup kept and anything else stripped."""
    clean = nh3.clean(html or "", tags=SNIPPET_TAGS, attributes={}, strip_comments=True)
    return Markup(_icons.draw(clean))


def markdown(text: str) -> Markup:
    """Markdown written by the project (scenario notes), rendered and then sanitised."""
    html = md.markdown(text or "", output_format="html")
    return Markup(
        nh3.clean(html, tags=MARKDOWN_TAGS, attributes={"a": {"href"}}, link_rel="nofollow")
    )


def link(item: dict) -> Markup:
    """A node, scenario or card as a link to its page (its title as plain words where it has none)."""
    title = icons(item.get("title") or "")
    if item.get("url"):
        return Markup('<a href="%s">%s</a>') % (item["url"], title)
    return Markup("<span>%s</span>") % title


def target(item: dict, here: str) -> Markup:
    """A reference's target: its link, its document when it is another, and whether it is outside
    an excerpt."""
    html = link(item)
    if item.get("document") and item["document"] != here:
        html += Markup(' <span class="meta">%s</span>') % item["document"]
    if item.get("outside_excerpt"):
        html += Markup(' <span class="badge outside">outside excerpt</span>')
    return html


def node_name(address: str) -> str:
    """A node of the build in use named as its links are ("6.9.4b A paid ability…"), for a template
    that holds only its address; the address itself when the build has no such node."""
    from rulesdb.web.node_data import name_of
    from rulesdb.web.respond import db

    return name_of(db(), address)


def address_url(address: str) -> str:
    """Every node address is a URL."""
    return "/" + address.strip("/")


def json_twin_url() -> str:
    """This page's URL with `format=json`: the data the page was rendered from."""
    args = [(k, v) for k, v in request.args.items(multi=True) if k != "format"] + [
        ("format", "json")
    ]
    return request.path + "?" + urlencode(args)


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(json_twin_url=json_twin_url, link=link, target=target, node_name=node_name)
    app.jinja_env.filters.update(
        icons=icons, plain=plain, rich=rich, terms=terms, snippet=snippet, markdown=markdown, address_url=address_url,
        edge_words=edge_words, check_words=check_words,
    )
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
