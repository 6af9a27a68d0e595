"""Full-text search over every node (the only Whoosh import): built once at build time, opened once, shared by all requests.

Queries never reach Whoosh's parser: rulesdb.query reads them as plain words and phrases, and
this module builds the query objects itself (stemmed, icons as words, fuzzy for unknown words).
"""

from __future__ import annotations

import html
import re
import threading
from pathlib import Path

from whoosh import highlight
from whoosh import index as whoosh_index
from whoosh.analysis import STOP_WORDS, Filter, LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
from whoosh.fields import ID, STORED, TEXT, Schema
from whoosh.query import And, FuzzyTerm, Or, Phrase, Term

from rulesdb import query as plain
from rulesdb.errors import BadQuery, NoBuild
from rulesdb.labels import excerpt
from rulesdb.model import Document, KINDS
from rulesdb.search_records import records

ICON_WORDS = {"[c]": "credit", "[click]": "click", "[recurring]": "recurring", "[link]": "link",
              "[mu]": "mu", "[sub]": "subroutine", "[trash]": "trash", "[interrupt]": "interrupt"}
WORD_FIELDS = ("title", "defines", "cards", "text", "examples")
FILTER_FIELDS = ("document", "family", "kind", "version")
#: Question words a judge types around the rules words ("what happens when...") carry no rules meaning.
QUESTION_WORDS = frozenset({"what", "which", "who", "whom", "why", "how", "does", "do", "did", "happens",
                            "happen", "mean", "means", "there", "i", "my", "me"})
MAX_LIMIT = 100
POOL = 30  # candidates re-ranked by how many of the query's words they match
SNIPPET = 240
FUZZY = "\x00fuzzy"  # marks a word matched only through fuzzy spellings
_NUMBER = re.compile(r"^\d+(\.\d+)+[a-z]?$")


class IconFilter(Filter):
    """Icons as the words they stand for: `[click]` is found by "click", `[c]` by "credit"."""

    def __call__(self, tokens):
        for t in tokens:
            if t.text.startswith("["):
                t.text = ICON_WORDS.get(t.text, t.text.strip("[]"))
            yield t


def analyzer():
    return (RegexTokenizer(r"\[\w+\]|\w+(?:\.\w+)*") | LowercaseFilter() | IconFilter()
            | StopFilter(stoplist=STOP_WORDS | QUESTION_WORDS) | StemFilter())


def schema() -> Schema:
    words = analyzer()
    return Schema(
        address=ID(stored=True, unique=True), kind=ID(stored=True), document=ID(stored=True),
        family=ID(stored=True), version=ID(stored=True), number=ID(stored=True), label=STORED(),
        title=TEXT(analyzer=words, field_boost=4.0), defines=TEXT(analyzer=words, field_boost=3.0),
        cards=TEXT(analyzer=words, field_boost=1.5), text=TEXT(analyzer=words, stored=True),
        examples=TEXT(analyzer=words, field_boost=0.5, stored=True))


def build_index(documents: dict[str, Document], index_dir: Path, graph=None) -> None:
    """Write the index of every node; card names and defined words come from the graph when given."""
    if graph is not None:
        cards, defined = graph.graph["cards_by_node"], graph.graph["defined"]
    else:
        from rulesdb.card_mentions import cards_by_node
        from rulesdb.graph_terms import defined_words

        cards = cards_by_node(documents)
        defined = {n.address: w for d in documents.values() for n in d.nodes.values()
                   if (w := defined_words(n))}
    Path(index_dir).mkdir(parents=True, exist_ok=True)
    ix = whoosh_index.create_in(str(index_dir), schema())
    writer = ix.writer(limitmb=128)
    for record in records(documents, cards, defined):
        writer.add_document(**record)
    writer.commit(optimize=True)


class _Bold(highlight.Formatter):
    """Matched words as <b>...</b>, everything else HTML-escaped."""

    between = " … "

    def _text(self, text):
        return html.escape(text, quote=False)

    def format_token(self, text, token, replace=False):
        return f"<b>{html.escape(highlight.get_text(text, token, replace), quote=False)}</b>"


class SearchIndex:
    """An opened index; each thread gets its own searcher, reused across that thread's requests."""

    def __init__(self, index_dir: Path):
        try:
            self._index = whoosh_index.open_dir(str(index_dir))
        except (whoosh_index.EmptyIndexError, OSError):
            raise NoBuild(f"{index_dir}: no search index stored here; run `rulesdb build`") from None
        self._local = threading.local()
        self._analyzer = analyzer()
        with self._index.searcher() as s:
            self.values = {f: {v.decode() if isinstance(v, bytes) else v for v in s.lexicon(f)}
                           for f in FILTER_FIELDS}

    def _searcher(self):
        searcher = getattr(self._local, "searcher", None)
        if searcher is None:
            searcher = self._local.searcher = self._index.searcher()
        return searcher

    def _terms(self, text: str) -> list[str]:
        return [t.text for t in self._analyzer(text)]

    def _word_query(self, searcher, word: str) -> tuple[object | None, frozenset[str]]:
        """The query for one word (every field, fuzzy when the index has never seen it) and its terms."""
        parts, terms = [], set()
        for term in self._terms(word):
            if any(searcher.doc_frequency(f, term) for f in WORD_FIELDS):
                parts += [Term(f, term) for f in WORD_FIELDS]
                terms.add(term)
            elif len(term) >= 4:
                dist = 1 if len(term) < 7 else 2
                parts += [FuzzyTerm(f, term, maxdist=dist, prefixlength=1) for f in ("title", "text")]
                terms.add(FUZZY)
        if _NUMBER.match(word.lower()):
            parts.append(Term("number", word.lower(), boost=3.0))
            terms.add(word.lower())
        return (Or(parts) if parts else None), frozenset(terms)

    def _query(self, searcher, parsed: plain.PlainQuery):
        """The whole query, and per word (or phrase) the terms that show a hit matched it."""
        parts, groups = [], []
        for word in parsed.words:
            q, terms = self._word_query(searcher, word)
            if q is not None:
                parts.append(q)
                groups.append(terms)
        for phrase in parsed.phrases:
            terms = self._terms(" ".join(phrase))
            if terms:
                parts.append(Or([Phrase("text", terms, boost=2.0), Phrase("title", terms, boost=2.0)]))
                groups.append(frozenset(terms))
        if not parts:
            return None, []
        return (parts[0] if len(parts) == 1 else Or(parts)), groups

    def _filter(self, filters: dict[str, str | None]):
        terms = []
        for field, value in filters.items():
            if value is None or value == "":
                continue
            known = KINDS if field == "kind" else self.values[field]
            if value not in known:
                raise BadQuery(f"{field}: {value!r} is not one of {', '.join(sorted(known))}")
            terms.append(Term(field, value))
        return And(terms) if terms else None

    def search(self, query: str, document: str | None = None, family: str | None = None,
               kind: str | None = None, version: str | None = None, limit: int = 10) -> dict:
        """Hits for a plain-text query, best first, with highlighted snippets."""
        parsed = plain.parse(query)
        if not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise BadQuery(f"limit: must be a whole number from 1 to {MAX_LIMIT}, not {limit!r}")
        flt = self._filter({"document": document, "family": family, "kind": kind, "version": version})
        searcher = self._searcher()
        q, groups = self._query(searcher, parsed)
        if q is None:
            return {"query": parsed.text, "hits": []}
        results = searcher.search(q, limit=max(3 * limit, POOL), filter=flt, terms=True)
        results.formatter = _Bold()
        ranked = sorted(((coordinated(h, groups), h) for h in results), key=lambda p: -p[0])[:limit]
        return {"query": parsed.text, "hits": [_hit(results, h, score) for score, h in ranked]}


def coordinated(hit, groups: list[frozenset[str]]) -> float:
    """The hit's score scaled by the share of the query's words it matched (a question's key words together win)."""
    matched = {t.decode() if isinstance(t, bytes) else t for _, t in hit.matched_terms()}
    known = set().union(*groups)
    hits = sum(1 for g in groups if g & matched or (FUZZY in g and matched - known))
    return hit.score * (0.5 + 0.5 * hits / len(groups))

def _hit(results, hit, score: float) -> dict:
    text = hit.get("text", "")
    results.fragmenter = (highlight.WholeFragmenter() if len(text) <= SNIPPET
                          else highlight.ContextFragmenter(maxchars=SNIPPET, surround=60))
    snippet = hit.highlights("text", top=2) or hit.highlights("examples", top=1)
    if not snippet:
        snippet = html.escape(excerpt(text, SNIPPET), quote=False)
    return {"address": hit["address"], "kind": hit["kind"], "document": hit["document"],
            "title": hit["label"], "snippet": snippet, "score": round(score, 4)}
