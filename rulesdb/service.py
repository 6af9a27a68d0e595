"""The facade the CLI and the web app call: one loaded build and every question asked of it.

A server opens the model eagerly (a damaged build is found before it is served); the CLI opens it
lazily, one document at a time (`RulesDB.load(lazy=True)`). The graph and the search index load on
first use and are then shared, so `show` stays fast and a server opens them once.
"""

from __future__ import annotations

import difflib
import gc
import threading
import warnings
import weakref
from collections.abc import Mapping
from functools import cached_property
from pathlib import Path

from rulesdb import arguments
from rulesdb.build import locks, store
from rulesdb.citations import is_citation
from rulesdb.errors import (
    AmbiguousAddress,
    BadQuery,
    BrokenBuild,
    OtherBuildFormat,
    RulesDBError,
    UnknownAddress,
    UnknownDocument,
)
from rulesdb.model import KINDS, Document, Node
from rulesdb.serialize import document_summary, node_view


class RulesDB:
    """A stored build, opened read-only."""

    def __init__(self, folder: Path, documents: dict[str, Document] | None = None,
                 reader: locks.Reader | None = None):
        self.folder = Path(folder)
        self.other_format: OtherBuildFormat | None = None  # set when a build of another format was opened
        if documents is not None:  # else read from the build on first use (see `documents`)
            self.documents = documents
        self._lock = threading.Lock()
        self._model_lock = threading.Lock()  # its own: a method holding `_lock` may read the model
        self._changelogs: dict[str, list[dict]] = {}
        self._histories: dict[str, dict] = {}  # address -> its history, asked by every page of it
        self._card_rules: dict[str, tuple[str, ...]] = {}  # card name -> the rules its text points to
        self._tables: dict = {}  # table file -> its StoredTable (see `stored_table`)
        self._reader = reader  # a shared lock on the folder: no build prunes it while this object lives

    @classmethod
    def load(cls, data_dir: Path | None = None, any_format: bool = False, lazy: bool = False) -> RulesDB:
        """The build in use; one made by a rulesdb of another build format is refused (OtherBuildFormat),
        or with `any_format` opened if this code can read its model (`other_format` then says so).

        `lazy` reads the model on first use instead of now: a one-shot command that never needs it
        (`search`) is spared reading it; a server opens a build eagerly, so a damaged model is found
        before it switches to the build."""
        data_dir = Path(data_dir or store.default_data_dir())
        for _ in range(3):  # a build pruned between reading CURRENT and locking it: read CURRENT again
            folder = store.current_build(data_dir)
            reader = locks.Reader(folder)
            if (folder / store.MODEL).is_file():
                break
            reader.close()
        other = store.other_format(folder)
        try:
            if other and not any_format:
                raise other
            db = cls(folder, None if lazy else store.read_model(folder / store.MODEL), reader)
        except BrokenBuild as exc:
            reader.close()
            raise (store.other_format(folder, exc.problem) if other else exc) from None
        except RulesDBError:
            reader.close()
            raise
        db.other_format = other
        return db

    # --- the lazily opened artefacts -------------------------------------------------------
    @cached_property
    def documents(self) -> Mapping[str, Document]:
        """The stored model when `load` was lazy: each document read on first use (a damaged one a
        BrokenBuild naming the file), so `show ADDRESS` reads one document and `search` none."""
        with self._model_lock:
            try:
                return store.read_model(self.folder / store.MODEL, lazy=True)
            except BrokenBuild as exc:
                raise (store.other_format(self.folder, exc.problem) if self.other_format else exc) from None

    @cached_property
    def nodes(self) -> Mapping[str, Node]:
        if isinstance(self.documents, dict):
            return {a: n for d in self.documents.values() for a, n in d.nodes.items()}
        from rulesdb.build.model_store import StoredNodes

        return StoredNodes(self.documents)  # reads only the document an address names

    @cached_property
    def graph(self):
        from rulesdb import graph

        with self._lock:
            return _opened(self.folder / store.GRAPH, graph.load)

    @cached_property
    def index(self):
        from rulesdb.search.index import SearchIndex

        with self._lock:
            index = _opened(self.folder / store.INDEX, SearchIndex)
        index.leave_alone(self._printed_words())
        return index

    def _printed_words(self):
        """The words the card pool prints, read when a search first meets a word no text has (none
        without card data): no spelling suggestion replaces them (rulesdb.search.ranked)."""
        this = weakref.ref(self)
        return lambda: db.card_pool.printed_words() if (db := this()) is not None else None

    def stored_table(self, file: str, part: str):
        """A part of a look-up table the build stored beside a lazily read model (rulesdb.build.tables);
        None when there is none to trust (an eagerly read model, a table missing or damaged): compute."""
        from rulesdb.build import tables

        with self._lock:
            if file not in self._tables:
                digests = getattr(self.documents, "digests", None)
                key = tables.model_key(digests) if digests is not None else None
                self._tables[file] = tables.StoredTable(self.folder / tables.FOLDER / file, key)
            return self._tables[file].part(part)

    @cached_property
    def lookup_table(self):
        from rulesdb.build.tables import LOOKUP
        from rulesdb.search.lookup import Lookup

        stored = self.stored_table(LOOKUP, "lookup")
        if stored is not None:
            from rulesdb.build.tables import SEARCH
            from rulesdb.search import vocabulary

            vocabulary.remember(self.stored_table(SEARCH, "vocabulary"))  # the players' words without YAML
            facts = self.stored_table(LOOKUP, "facts")  # every address: exact matches listed without their documents
            this = weakref.ref(self)
            lookup = Lookup.stored(self.documents, stored, open_index=self._index_opener(), facts=facts,
                                   numbered=lambda: this().stored_table(LOOKUP, "numbered"))
            if lookup is not None:
                return lookup
        # The graph knows the card names the build matched (with card data when it was given).
        return Lookup(self.documents, open_index=self._index_opener(), cards=self.cards_by_node)

    def _index_opener(self):
        """Opens this build's index when the look-up first searches, without the look-up keeping this
        object alive: a server lets an old build go, and its readers' lock, as soon as nothing uses it.
        A lazily read build searches from its stored table first (rulesdb.search.stored): no Whoosh."""
        this = weakref.ref(self)
        return lambda: this().quick_index

    @cached_property
    def quick_index(self):
        """The stored search table when there is one to trust, which opens the index only for what it
        cannot answer; else the index."""
        from rulesdb.build.tables import SEARCH
        from rulesdb.search.stored import StoredSearch

        ranking = self.stored_table(SEARCH, "ranking")
        analysis = self.stored_table(SEARCH, "analysis") if ranking is not None else None
        this = weakref.ref(self)
        quick = StoredSearch(ranking, analysis, lambda: this().index) if analysis is not None else None
        if quick is None or not quick.usable:
            return self.index
        quick.leave_alone(self._printed_words())
        return quick

    @cached_property
    def cards_by_node(self) -> dict[str, tuple[str, ...]]:
        """The cards each node names, as the build matched them (with card data when it was given)."""
        from rulesdb.build.tables import LOOKUP

        stored = self.stored_table(LOOKUP, "cards")
        return stored if stored is not None else (self.graph.graph.get("cards_by_node") or {})

    @cached_property
    def catalogue(self):
        from rulesdb.build.tables import LOOKUP
        from rulesdb.search.catalogue import Catalogue

        if self.scenario_dir == self.folder / store.SCENARIOS:  # the scenarios this build stored
            stored = Catalogue.stored(self.stored_table(LOOKUP, "catalogue"))
            if stored is not None:
                return stored
        return Catalogue(self.cards_by_node, self.scenarios(), self.card_names)

    @cached_property
    def card_names(self) -> dict[tuple[str, ...], str]:
        """The cards of the card data a question may name besides the documents' (rulesdb.search.card_names),
        worked out here when the build's catalogue cannot be used."""
        from rulesdb.search.card_names import named_in_questions, rules_words

        titles = self.card_pool.cards
        return named_in_questions(titles, rules_words(self.lookup_table.current)) if titles else {}

    @cached_property
    def card_pool(self):
        """Every card of the card data the build was given (empty without it), read on first use."""
        from rulesdb.build.tables import SEARCH
        from rulesdb.cardpool.stored import StoredPool

        this = weakref.ref(self)
        return StoredPool(self.folder / store.CARDS, lambda: this().stored_table(SEARCH, "card-titles"),
                          lambda: this().stored_table(SEARCH, "card-words"))

    @cached_property
    def report(self) -> dict:
        return store.read_json(self.folder / store.REPORT)

    def fidelity(self, doc_id: str) -> dict:
        """The build's coverage map, word losses and errata for one document (empty for older builds)."""
        return (self.report.get("fidelity") or {}).get("documents", {}).get(doc_id, {})

    def errata(self, address: str) -> list[dict]:
        """Errors the build found in the source at this node, flagged, never fixed."""
        document = self.nodes[address].document if address in self.nodes else address
        return [e for e in self.fidelity(document).get("errata", []) if e["node"] == address]

    # --- documents and nodes ---------------------------------------------------------------
    def document(self, doc_id: str) -> Document:
        """A document by id, or by a version only one document has ("25.08", "v1.6")."""
        arguments.text("document", doc_id)
        return self.documents[self.document_id(doc_id)]

    def document_id(self, text: str) -> str:
        """The id of the document `text` names: its id, or a version only one document has (a judge types
        "24.09" for nsg-cr-24.09); else UnknownDocument, the nearest ids and the documents of that version
        first."""
        if text in self.documents:
            return text
        version = text.strip().lower().removeprefix("v")
        same = [d.id for d in self.documents.values() if d.version.lower() == version]
        if len(same) == 1:
            return same[0]
        close = difflib.get_close_matches(text, self.documents, 3)
        raise UnknownDocument(text, tuple(dict.fromkeys([*same, *close])))

    def documents_summary(self) -> list[dict]:
        docs = sorted(self.documents.values(), key=lambda d: (d.family, d.version_key))
        return [document_summary(d) for d in docs]

    def node(self, address: str) -> Node:
        """The node at an exact address, or named by a version-less citation (`cr/rule_end_the_run`)."""
        address = arguments.text("address", address).strip().strip("/")
        if address in self.nodes:
            return self.nodes[address]
        if is_citation(address) and (cited := self.citations.resolve(address)):
            return self.nodes[cited]
        raise UnknownAddress(address, self.suggest(address))

    @cached_property
    def citations(self):
        from rulesdb.build.tables import LOOKUP
        from rulesdb.citations import Citations

        if self.stored_table(LOOKUP, "lookup") is not None:
            return self.lookup_table.citations  # read from the build's tables, not from every document
        return Citations(self.documents)

    def citation(self, text: str) -> str:
        """The address a citation (`cr/<id>`, `cr/<id>/example/<n>` or a full address) stands for;
        UnknownAddress when it names nothing: how the engine and examples check what they cite."""
        text = text.strip().strip("/")
        if text in self.nodes:
            return text
        cited = self.citations.resolve(text) if is_citation(text) else None
        if cited is None:
            raise UnknownAddress(text, self.suggest(text))
        return cited

    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]:
        """Near addresses for a 404: close spellings, then what lookup finds."""
        close = difflib.get_close_matches(text, self.nodes, limit, cutoff=0.75)
        try:
            found = self.lookup_table.exact(text.rsplit("/", 1)[-1])
            if not found:  # a misspelt name: what it would be with the documents' spelling
                corrected = self.index.search(text.rsplit("/", 1)[-1], limit=1).get("did_you_mean")
                found = self.lookup_table.exact(corrected)[:1] if corrected else []  # its best match
        except BadQuery:
            found = []
        names = self._term_names
        spelled = difflib.get_close_matches(text.rsplit("/", 1)[-1].strip().lower(), names, 3, cutoff=0.8)
        return tuple(dict.fromkeys([*close, *found, *(names[n] for n in spelled)]))[:limit]

    @cached_property
    def _term_names(self) -> dict[str, str]:
        """Glossary term names, lower-cased, to their newest address: what a misspelled name meant."""
        names: dict[str, str] = {}
        for doc in sorted(self.documents.values(), key=lambda d: (d.effective, d.version_key), reverse=True):
            for node in doc.of_kind("term"):
                names.setdefault(node.name.lower(), node.address)
        return names

    def resolve(self, text: str, document: str | None = None) -> Node:
        """An address, or what a judge types (`1.10.3c`, `rule 1.10.3 c`, `Bypass`, `[3.1]`)."""
        text = arguments.text("address", text).strip()
        document = arguments.optional_text("document", document)
        if document:
            self.document(document)  # a document named but unknown is an error, never ignored
        if text.strip("/") in self.nodes:
            return self._in_document(self.nodes[text.strip("/")], document)
        if document is None and is_citation(text):
            return self.node(text)
        candidates = self.candidates(text, document)
        if not candidates:
            raise UnknownAddress(text, self.suggest(text))
        # A rule number in several documents opens the latest (candidates come latest first) and
        # callers list the others beside it; a step number names different steps in each family's
        # structures, so the judge picks one.
        if len(candidates) > 1 and document is None and self._is_step(text) and self._across_documents(candidates):
            raise AmbiguousAddress(text, tuple(candidates))
        return self.nodes[candidates[0]]

    @staticmethod
    def _in_document(node: Node, document: str | None) -> Node:
        """An exact address with a document named beside it: the two must agree."""
        if document and node.document != document:
            raise BadQuery(f"document: {node.address!r} is in {node.document}, not in {document}")
        return node

    @staticmethod
    def _is_step(text: str) -> bool:
        from rulesdb.search.spellings import parse_step

        return parse_step(text) is not None

    def _across_documents(self, candidates: list[str]) -> bool:
        first = self.nodes[candidates[0]]
        return any(self.nodes[a].document != first.document for a in candidates[1:])

    def candidates(self, text: str, document: str | None = None) -> list[str]:
        """Every node a typed spelling names exactly, best first (latest version of a family first)."""
        from rulesdb.search.query import MAX_CHARS

        found = self.lookup_table.exact(arguments.text("address", text, max_len=MAX_CHARS), document=document)
        return [a for a in found if document is None or self.nodes[a].document == document]

    def show(self, text: str, document: str | None = None) -> dict:
        """What `show --json` and `/api/node/...` print: the node a typed text opens and, when the text
        was not its exact address, the other nodes it names (`other_matches`, latest first)."""
        node = self.resolve(text, document=document)
        view = self.view(node.address)
        if node.address != text.strip().strip("/"):
            view["other_matches"] = [a for a in self.candidates(text, document) if a != node.address]
        return view

    def view(self, address: str) -> dict:
        return node_view(self.node(address), self.documents)

    def list_nodes(self, doc_id: str, kind: str | None = None) -> list[dict]:
        doc = self.document(doc_id)
        if kind is not None and kind not in KINDS:
            raise BadQuery(f"kind: {kind!r} is not one of {', '.join(KINDS)}")
        nodes = doc.of_kind(kind) if kind else doc.nodes.values()
        return [{"address": n.address, "id": n.semantic_id or None, "number": getattr(n, "number", None),
                 "kind": n.kind, "title": n.label} for n in nodes]

    # --- graph, search, diff, scenarios ------------------------------------------------------
    def refs(self, address: str) -> dict:
        """Everything one step away from a node, out and in: from the build's refs table when it has
        one for the node's document, else from the graph."""
        from rulesdb.build.lookups import stored_refs
        from rulesdb.build.tables import REFS

        node = self.node(address)
        stored = stored_refs(self.stored_table(REFS, node.document), address)
        if stored is not None:
            return stored
        from rulesdb import graph

        return graph.refs(self.graph, address)

    def connection(self, a: str, b: str) -> list[dict]:
        from rulesdb import graph

        self.node(a), self.node(b)
        return graph.connection(self.graph, a, b)

    def search(self, query: str, limit: int = 10, group: bool = False, **filters) -> dict:
        """Full-text hits; `group` folds the same text in several releases into one hit."""
        self._query_arguments(query, limit, filters)
        return self.index.search(query, limit=limit, group=bool(group), **filters)

    @staticmethod
    def _query_arguments(query, limit, filters) -> None:
        from rulesdb.search.ranked import MAX_LIMIT

        arguments.text("query", query, required=False)
        arguments.whole("limit", limit, 1, MAX_LIMIT)
        arguments.filters(filters)

    def find(self, query: str, limit: int = 10, **filters) -> dict:
        """Exact lookups first, then full-text hits, with the cards and scenarios the query names
        (unless filters narrow it to nodes): what a judge's search box does."""
        from rulesdb.search.catalogue import extras

        self._query_arguments(query, limit, filters)

        from rulesdb.search.lookup import names_by_address

        guess = self._typed_card_rules(query, filters)
        found = self.lookup_table.find(query, limit=limit, also=guess, **filters)
        if any(filters.values()) or (found["exact"] and names_by_address(found["query"])):
            return dict(found, cards=[], scenarios=[])  # a node named by number or id: nothing else
        named = extras(self.catalogue, found["query"], found.get("did_you_mean"))
        spelling = named.pop("card_spelling")
        pooled = None if named["cards"] else self.card_pool.title(found["query"])
        if pooled:  # a card of the card data typed whole, which no document names: its page
            named["cards"] = [{"name": pooled, "mentions": 0}]
        also = self.card_rule_ids(c["name"] for c in named["cards"]) if not pooled else ()
        if spelling:  # a misspelt card name ("hedge fnd"): answer as if it were written right
            found = dict(self.lookup_table.find(spelling, limit=limit, also=also), query=found["query"],
                         did_you_mean=spelling)
        elif also != guess:  # cards named as the search corrected the query ("tolbooth")
            found = self.lookup_table.find(query, limit=limit, also=also)
        return dict(found, **named)

    def _typed_card_rules(self, query: str, filters: dict) -> tuple[str, ...]:
        """The rules the cards named as typed point to ("when encountered", "prevent"...): they count in
        the first search, which `find` repeats only when the cards named turn out otherwise (a name the
        search corrected). None for a filtered search or a number (which needs no catalogue)."""
        from rulesdb.search.catalogue import MAX_SHOWN
        from rulesdb.search.lookup import names_by_address

        if any(filters.values()) or names_by_address(query.strip()):
            return ()
        return self.card_rule_ids(self.catalogue.cards_in(query)[:MAX_SHOWN])

    def card_rule_ids(self, names) -> tuple[str, ...]:
        """The source ids of the rules the named cards' texts point to (rulesdb.search.card_rules), each
        once, and those on how their effects meet when two of them say the same keyword: what a question
        naming them searches for besides its own words."""
        from rulesdb.search.card_rules import rules_of_cards, together

        per_card = [self.card_rules(name) for name in names]
        if not per_card:  # no card named: nothing to read (a plain question needs no card data)
            return ()
        return rules_of_cards(per_card, together() if len(per_card) >= 2 else {})

    def card_rules(self, name: str) -> tuple[str, ...]:
        """The source ids of the rules a card's text points to, from its printed text (the card data's
        when the build had it, else the card library's; an identity called by the start of its name, as
        the rules' examples call "Jesminder", read as that identity); worked out once per card."""
        from rulesdb.search.card_rules import rules_for

        found = self._card_rules.get(name)
        if found is None:  # card_facts may take the lock itself: worked out outside it (twice at worst)
            facts = self.card_facts(name) or self.card_facts(self.card_pool.identity_title(name) or name)
            found = self._card_rules[name] = tuple(rules_for(" ".join(facts.get("text") or ())))
        return found

    def diff(self, old: str, new: str, rule: str | None = None, include_unchanged: bool = False) -> dict:
        from rulesdb.diff import diff_documents

        rule = arguments.optional_text("rule", rule)
        old_doc, new_doc = self.document(old), self.document(new)
        if rule is not None and not (self.has_rule(old, rule) or self.has_rule(new, rule)):
            raise BadQuery(f"rule: {rule.strip()!r} is in neither {old} nor {new}")
        return diff_documents(old_doc, new_doc, include_unchanged=include_unchanged, rule=rule)

    def has_rule(self, doc_id: str, number: str) -> bool:
        """Whether a document has a node of this number (as `diff --rule` matches it: any case)."""
        wanted = number.strip().lower()
        nodes = self.document(doc_id).nodes.values()
        return any((getattr(n, "number", None) or "").lower() == wanted for n in nodes)

    def changelog(self, doc_id: str) -> list[dict]:
        """A document's own Summary of Changes (a release's changelog), each entry checked against
        the diff from the version before it; computed once per document."""
        from rulesdb.diff import check_summary

        with self._lock:
            if doc_id not in self._changelogs:
                self._changelogs[doc_id] = check_summary(self.document(doc_id), self.documents)
            return self._changelogs[doc_id]

    def history(self, address: str, brief: bool = False) -> dict:
        """A rule through every release of its family (`brief`: each entry without its number and text,
        what the terminal's one line per release shows), from the build's alignment tables when it has them."""
        from rulesdb.build.tables import HISTORY
        from rulesdb.diff import rule_history

        self.node(address)
        documents, pairs = self.stored_table(HISTORY, "documents"), self.stored_table(HISTORY, "pairs")
        stored = {"documents": documents, "pairs": pairs} if documents is not None and pairs is not None else None
        if brief:
            return rule_history(address, self.documents, stored, brief=True)
        with self._lock:
            if address not in self._histories:
                self._histories[address] = rule_history(address, self.documents, stored)
            return self._histories[address]

    def compare(self, topic: str) -> dict:
        """A topic side by side in every family: names first, then same-topic links, else search."""
        from rulesdb.diff import compare_topic
        from rulesdb.graph import topics

        if not arguments.text("topic", topic, required=False).strip():
            raise BadQuery("topic: must not be empty")
        try:
            result = compare_topic(topic, self.documents)
        except UnknownAddress:
            return topics.from_search(topic, self.documents, self.nodes, self.search(topic, limit=30)["hits"])
        return topics.widen(result, self.documents, self.nodes, self.refs)

    def card_facts(self, name: str) -> dict:
        """A card's printed facts: NetrunnerDB's when the build had card data, else the engine's."""
        from rulesdb.engine.cards import lookup

        record = self.card_pool.record(name)
        stored = dict(record["facts"], text=record.get("text")) if record else (
            (self.graph.graph.get("card_facts") or {}).get(name))
        if stored:
            return {"source": "NetrunnerDB", "type": stored.get("type_code"),
                    "subtypes": (stored.get("keywords") or "").split(" - ") if stored.get("keywords") else [],
                    "cost": stored.get("cost"), "strength": stored.get("strength"),
                    "text": stored.get("text") or [stored.get("stripped_text") or ""]}
        card = lookup(name)
        if card is None:
            return {}
        f = card.facts
        return {"source": "card library", "type": f.type, "subtypes": list(f.subtypes), "cost": f.cost,
                "strength": f.strength, "text": list(f.text)}

    @property
    def scenario_dir(self) -> Path:
        """The scenario files this build was made with (a build older than that: the package's)."""
        stored = self.folder / store.SCENARIOS
        if stored.is_dir():
            return stored
        from rulesdb.engine import SCENARIO_DIR  # only then: the engine costs a CLI command 0.15 s

        return SCENARIO_DIR

    @cached_property
    def _scenario_list(self) -> tuple[dict, ...]:
        """The list the build stored when its sealed digest still holds; else read through the engine
        (a build older than the stored list, or a list altered since: never served as it is)."""
        stored = self.folder / store.SCENARIO_LIST
        if stored.is_file() and self.scenario_dir == self.folder / store.SCENARIOS \
                and store.damage(self.folder, under=store.SCENARIO_LIST) is None:
            return tuple(store.read_json(stored))
        from rulesdb.crexamples.replays import listing  # the engine's and the CR examples'

        return tuple(listing(self.scenario_dir))

    def scenarios(self) -> list[dict]:
        """Every scenario of the build, by id (read once: a published build never changes)."""
        return [dict(s, cards=list(s["cards"])) for s in self._scenario_list]

    def run_scenario(self, scenario: str, seed: int | None = None, decisions=None,
                     allow_incomplete: bool = False) -> dict:
        """Run a scenario of this build by id (or a scenario file by path); one whose cards wait for an
        engine mechanism only with `allow_incomplete` (its verdict then marked unreliable)."""
        from rulesdb.engine import run_scenario

        if not isinstance(scenario, (str, Path)):
            arguments.text("scenario", scenario)
        if seed is not None:
            arguments.whole("seed", seed, 0, 2**31)
        return run_scenario(scenario, seed=seed, decisions=arguments.decisions(decisions),
                            directory=self.scenario_dir, allow_incomplete=allow_incomplete)


def _opened(path: Path, opener):
    """A stored artefact opened; any failure to read it is a BrokenBuild naming the file."""
    with warnings.catch_warnings():  # a reader that fails half-way leaves its files to the collector
        warnings.simplefilter("ignore", ResourceWarning)
        try:
            return opener(path)
        except RulesDBError:
            raise
        except Exception as exc:  # a damaged pickle or index segment can fail in many ways
            problem = f"{type(exc).__name__}: {str(exc)[:80]}"
        gc.collect()
    raise BrokenBuild(path, problem)
