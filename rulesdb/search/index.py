"""Full-text search, the only Whoosh import: Whoosh analyses and finds close spellings and phrases;
queries never reach its parser (rulesdb.search.query reads them as plain words), ranking runs on impacts
computed at build time (rulesdb.search.ranking, rulesdb.search.contents) in rulesdb.search.ranked, which
a one-shot search also runs from the build's stored table without Whoosh (rulesdb.search.stored).

Whoosh holds each distinct (title, text) once, for phrases and spellings; a build given the previous
build's index copies it and adds only the texts that are new, so adding a release indexes that release.
"""

from __future__ import annotations

import hashlib
import shutil
import threading
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path

import whoosh
from whoosh import index as whoosh_index
from whoosh.analysis import (
    STOP_WORDS,
    Filter,
    LowercaseFilter,
    RegexTokenizer,
    StemFilter,
    StopFilter,
    Token,
)
from whoosh.codec import default_codec
from whoosh.fields import STORED, TEXT, Schema
from whoosh.query import Or, Phrase
from whoosh.util.numeric import byte_to_length, length_to_byte

from rulesdb.errors import NoBuild
from rulesdb.model import Document
from rulesdb.search import analysis, contents, packed
from rulesdb.search.analysis import QUESTION_WORDS, WordAnalysis, icon_word, new_spellings
from rulesdb.search.contents import Ranking
from rulesdb.search.ranked import GROUP_DEPTH, MAX_LIMIT, RankedSearch, Tokens
from rulesdb.search.ranking import Group

#: How much a word counts in each field: a node's own name, the word it defines or its source id
#: names (`rule_decline_to_steal`), then its text; an example's words count least (they tell a story
#: around the rule: "named" at 2 and "examples" at a quarter find the deciding rule first more often on
#: the players' and the judges' sets, and never less on the held-out questions). The questions players
#: ask of a rule (rulesdb.search.asked) count twice its text: a judge's question is worded as players
#: ask, not as the rule is written. At a fifth (chosen while they were a first draft) they only lifted a
#: rule the question's own words had found; once reviewed, 0.2 to 5 were scored on the seen sets, 2 was
#: the least within 0.01 of the best held-out MRR, and a new blind set confirmed it (held out 6, MRR
#: 0.656 -> 0.725; recall@5 0.88 -> 0.92).
FIELD_BOOSTS = {"title": 4.0, "defines": 3.0, "named": 2.0, "cards": 1.5, "text": 1.0, "examples": 0.25,
                "asked": 2.0}
RANKING = "ranking.pickle"  # beside Whoosh's files: the nodes, their impacts, the phrase texts
TERMS = "terms.pickle"  # each text's term frequencies and length, for the next build to reuse
ANALYSIS = "analysis"  # names the analysis the Whoosh files were written with (see `analysis_version`)
MERGE_AT = 8  # segments before an incremental index is merged into one
__all__ = ["GROUP_DEPTH", "MAX_LIMIT", "SearchIndex", "analyzer", "build_index", "schema"]


class IconFilter(Filter):
    """Icons as the words they stand for (rulesdb.search.analysis.icon_word)."""

    def __call__(self, tokens):
        for t in tokens:
            t.text = icon_word(t.text)
            yield t


def analyzer():
    return (
        RegexTokenizer(r"\[\w+\]|\w+&\w+|\w+(?:\.\w+)*")
        | LowercaseFilter()
        | IconFilter()
        | StopFilter(stoplist=STOP_WORDS | QUESTION_WORDS)
        | StemFilter()
    )


def stop_words() -> list[str]:
    """The words the index leaves out (Whoosh's stop words and a judge's question words), for a
    search that reads queries the same way elsewhere (the browser's offline search)."""
    return sorted(STOP_WORDS | QUESTION_WORDS)


def word_analysis(words=None) -> WordAnalysis:
    """The analysis of `words` (default `analyzer()`) as plain data: its tokenizer's pattern, stop words
    and stemmer, each word and text analysed once."""
    tokenizer, _, _, stops, stems = (words or analyzer()).items
    return WordAnalysis(tokenizer.expression, stops.stops, stops.min, stems.stemfn)


def schema() -> Schema:
    """The phrase index: one document per distinct (title, text), named by its digest (stored, not
    searched: a text no longer used is deleted by its document number)."""
    words = analyzer()
    return Schema(key=STORED, title=TEXT(analyzer=words, spelling=True),
                  text=TEXT(analyzer=words, spelling=True))


def analysis_version() -> str:
    """The code of this module and of the word analysis, and Whoosh's version: a previous index is
    reused only when all are the same."""
    digest = hashlib.sha256(Path(__file__).read_bytes())
    digest.update(Path(analysis.__file__).read_bytes())
    digest.update(whoosh.versionstring().encode())
    return digest.hexdigest()[:16]


def build_index(documents: dict[str, Document], index_dir: Path, graph=None, previous: Path | None = None,
                tables: tuple[dict, dict] | None = None) -> dict:
    """Write the index of every node; card names and defined words come from `tables`
    (rulesdb.graph.node_tables) or the graph when given. With `previous` (an intact index of an
    earlier build) only texts it lacks are analysed into Whoosh. Returns how many distinct texts the
    index holds, how many were reused and how many texts were analysed."""
    cards, defined = tables or _graph_tables(documents, graph)
    previous = previous if previous is not None and _same_analysis(Path(previous)) else None
    remembered, known = _Analyser(analyzer()), contents.load(previous / TERMS) if previous else {}
    analysed: dict[str, tuple[dict[str, int], float]] = {}

    def terms(text: str) -> tuple[dict[str, int], float]:
        found = analysed.get(text)
        if found is None:
            found = analysed[text] = known.get(text) or _terms(remembered.words, text)
        return found

    ranked = contents.ranking(documents, cards, defined, terms, FIELD_BOOSTS)
    Path(index_dir).mkdir(parents=True, exist_ok=True)
    reused = _write_phrases(ranked.phrases, Path(index_dir), remembered, previous)
    contents.save(Path(index_dir) / RANKING, ranked)
    contents.save(Path(index_dir) / TERMS, analysed)
    return {"texts": len(ranked.phrases), "reused": reused,
            "analysed": len(analysed) - len(analysed.keys() & known.keys())}


def _same_analysis(index_dir: Path) -> bool:
    stamp = index_dir / ANALYSIS
    return stamp.is_file() and stamp.read_text(encoding="utf-8") == analysis_version()


def _graph_tables(documents: dict[str, Document], graph) -> tuple[dict, dict]:
    if graph is not None:
        return graph.graph["cards_by_node"], graph.graph["defined"]
    from rulesdb.graph.inputs import node_tables

    return node_tables(documents)


def _terms(words: WordAnalysis, text: str) -> tuple[dict[str, int], float]:
    """A text's term frequencies and its length as Whoosh stores it (one byte, so rounded)."""
    counts, total = words.counts(text)
    return counts, (byte_to_length(length_to_byte(total)) if total else 0)


def _write_phrases(phrases: dict, index_dir: Path, analyse, previous: Path | None) -> int:
    """The Whoosh side: the previous index (written by this analysis) copied, its texts no longer
    used deleted, the new ones added. Returns how many texts were reused."""
    reusable = previous is not None
    if reusable:
        for path in Path(previous).iterdir():
            if path.is_file() and path.name not in (RANKING, ANALYSIS, TERMS):
                shutil.copyfile(path, index_dir / path.name)
        ix = whoosh_index.open_dir(str(index_dir))
        with ix.reader() as reader:
            have = {fields["key"]: number for number, fields in reader.iter_docs()}
    else:
        ix, have = whoosh_index.create_in(str(index_dir), schema()), {}
    writer = ix.writer(limitmb=128, codec=_codec())
    for key in have.keys() - phrases.keys():
        writer.delete_document(have[key])
    with _writing(writer.schema, analyse):
        for key, (title, text, _) in phrases.items():
            if key not in have:
                writer.add_document(key=key, title=title, text=text)
    many = len(writer.segments) >= MERGE_AT
    writer.commit(merge=False, optimize=many or not reusable)
    (index_dir / ANALYSIS).write_text(analysis_version(), encoding="utf-8")
    return len(have.keys() & phrases.keys())


@contextmanager
def _writing(schema: Schema, analyse: _Analyser):
    """The title and text fields while texts are added: analysed by `analyse`, and each spelling given
    once per field (Whoosh files every spelling under document 0, so a repeat adds a posting and no
    word). The schema is as it was when the index stores it."""
    fields = [schema[name] for name in ("title", "text")]
    analysers = [field.analyzer for field in fields]
    for field in fields:
        field.analyzer, field.spellable_words = analyse, new_spellings(analyse.words)
    try:
        yield
    finally:
        for field, analyser in zip(fields, analysers, strict=True):
            field.analyzer = analyser
            del field.spellable_words


def _codec():
    """Whoosh's codec without per-block length statistics: they serve Whoosh's own scorers, which rulesdb
    does not use (ranking reads impacts, rulesdb.search.ranking), and cost a field-length lookup, often a
    file check, for every posting written. Posting blocks are not compressed: most hold a few postings."""
    codec = default_codec(compression=0)
    codec.length_stats = False
    return codec


class _Analyser:
    """Whoosh's analyser for writing an index, each distinct word and text analysed once (WordAnalysis
    gives exactly its tokens); other options are left to the analyser itself."""

    _FAST = frozenset(["positions", "boosts", "mode"])

    def __init__(self, inner):
        self._inner, self.words, self._morph = inner, word_analysis(inner), inner.has_morph()

    def has_morph(self) -> bool:
        return self._morph  # asked for each field of each text added

    def __call__(self, value, **options):
        if not options.keys() <= self._FAST:
            yield from self._inner(value, **options)
            return
        token = Token(options.get("positions", False), mode=options.get("mode", ""))
        for _, token.text, token.pos in self.words.terms(value):
            yield token

    def __getattr__(self, name: str):
        return getattr(self._inner, name)  # the rest as the analyser answers it


def tokens(words=None) -> Tokens:
    """The analysis of `words` (default `analyzer()`) as plain data for ranking and highlighting."""
    tokenizer, _, _, stops, stems = (words or analyzer()).items
    return Tokens(tokenizer.expression, frozenset(stops.stops), stops.min, stems.stemfn)


def stored_search(index_dir: Path) -> dict:
    """The parts of the table a one-shot search answers from without Whoosh (rulesdb.search.stored):
    the ranking's nodes and impacts, and the analysis as data, with every word of the indexed
    texts stemmed (a query word outside them is answered by the index)."""
    ranked: Ranking = contents.load(Path(index_dir) / RANKING)
    tokenizer, _, _, stops, stems = analyzer().items
    words = set()
    for title, text, _ in ranked.phrases.values():
        words.update(icon_word(w.lower()) for w in tokenizer.expression.findall(f"{title} {text}"))
    for node in ranked.nodes:
        words.update(icon_word(w.lower()) for w in tokenizer.expression.findall(node["examples"] or ""))
    kept = sorted(w for w in words if len(w) >= stops.min and w not in stops.stops)
    analysis = {"pattern": tokenizer.expression.pattern, "flags": tokenizer.expression.flags,
                "stops": frozenset(stops.stops), "minsize": stops.min, "stems": {w: stems.stemfn(w) for w in kept}}
    return {"ranking": packed.pack(ranked.nodes, ranked.impacts), "analysis": analysis}


class SearchIndex(RankedSearch):
    """An opened index: ranking tables read once, one Whoosh searcher per thread for phrases and spellings."""

    def __init__(self, index_dir: Path):
        try:
            ranked: Ranking = contents.load(Path(index_dir) / RANKING)
            self._index = whoosh_index.open_dir(str(index_dir))
        except (whoosh_index.EmptyIndexError, FileNotFoundError, NotADirectoryError):
            raise NoBuild(
                f"{index_dir}: no search index stored here; run `rulesdb build`"
            ) from None
        super().__init__(ranked.nodes, ranked.impacts, tokens())
        self._local = threading.local()
        self._word_counts, self._phrases = ranked.word_counts, ranked.phrases

    # Worked out on first use: a one-shot search without filters or phrases never needs them.
    @cached_property
    def _phrase_contents(self) -> dict:
        with self._index.reader() as reader:  # Whoosh's document numbers -> the contents they hold
            return {d: self._phrases[f["key"]][2] for d, f in reader.iter_docs()}

    @cached_property
    def _phrase_texts(self) -> list:
        return list(self._phrases.values())

    def _searcher(self):
        searcher = getattr(self._local, "searcher", None)
        if searcher is None:
            searcher = self._local.searcher = self._index.searcher()
        return searcher

    def _near(self, word: str) -> list[str]:
        """Words of the documents one edit away from `word` (else two, for a word of five letters or
        more: a swap of two letters is two edits), most used first."""
        reader = self._searcher().reader()
        for dist in (1, 2) if len(word) >= 5 else (1,):
            found = {
                t.decode("utf-8") if isinstance(t, bytes) else t
                for f in ("spell_text", "spell_title")
                for t in reader.terms_within(f, word, dist, prefix=1)
            }
            found = {w for w in found if any(map(self._impacts.knows, self._terms(w)))}  # not a deleted text's
            if found:
                return sorted(found, key=lambda w: (-self._word_counts.get(w, 0), w))
        return []

    def phrase_texts(self) -> list[tuple[str, str, tuple[int, ...]]]:
        """The (title, text) pairs a quoted phrase is looked for in, each with the contents that have it."""
        return self._phrase_texts

    def spelling_words(self) -> list[str]:
        """The words a spelling suggestion may offer, most used first (as `_near` prefers them)."""
        reader = self._searcher().reader()
        words = {w.decode("utf-8") for f in ("spell_text", "spell_title") for w in reader.lexicon(f)}
        known = (w for w in words if any(map(self._impacts.knows, self._terms(w))))
        return sorted(known, key=lambda w: (-self._word_counts.get(w, 0), w))

    def _phrase_group(self, phrase: tuple[str, ...]) -> Group | None:
        terms = self._terms(" ".join(phrase))
        if not terms:
            return None
        q = Or([Phrase("text", terms), Phrase("title", terms)])
        found = self._searcher().docs_for_query(q)
        return Group(tuple(terms), frozenset(c for d in found for c in self._phrase_contents.get(d, ())), boost=2.0)
