"""Lookup that reads what a judge types before it searches (rule numbers, timing steps, term and card
names): exact hits first, newest document of a family first and a glossary entry before a rule that
defines the word, then full-text hits.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator, Mapping

from rulesdb.citations import Citations
from rulesdb.graph.card_mentions import key as card_key
from rulesdb.labels import excerpt
from rulesdb.model import Document
from rulesdb.search import query
from rulesdb.search.grouping import group_ranked, lineage_key
from rulesdb.search.node_facts import ComputedFacts, StoredFacts
from rulesdb.search.records import current_rules, id_words
from rulesdb.search.spellings import definition_subjects, normalise_rule_number, parse_step, pasted_addresses
from rulesdb.search.vocabulary import in_rules_words
from rulesdb.words import name_key, name_variants

__all__ = ["Lookup", "normalise_rule_number"]
_SECTION_WORDS = ("section", "sec", "§")
NAMED_KINDS = ("term", "rule", "section")  # the order in which nodes of one name are listed


def _names(node) -> list[str]:
    """What a node is called: a term's name variants, the words a rule defines, a section's title,
    and the words of its source id, which the CR's authors chose as its name (`rule_mulligan`)."""
    from rulesdb.graph.terms import defined_words  # building the tables only: a stored lookup never imports it

    named = [id_words(node.semantic_id)] if node.semantic_id else []
    if node.kind == "term":
        return name_variants(node.name)
    if node.kind == "rule":
        return [*defined_words(node), *named]
    return ([node.title] if node.title else []) + named


def names_by_address(text: str) -> bool:
    """Whether a text names a node by where it is (a number, step, id, address or link) rather than by
    words: found exactly, it needs no full-text hits (whose words would be "rule", "https"...)."""
    return bool(normalise_rule_number(text.strip("[]() ")) or parse_step(text) or pasted_addresses(text)
                or (" " not in text.strip() and any(mark in text for mark in "/_")))


class Lookup:
    """Exact lookups over a set of documents, with a search index for everything else.

    Its tables are built from the documents, or read as a build stored them (`Lookup.stored`, see
    `tables()`): then a lookup reads only the documents whose nodes it answers with, and opens the
    search index (`open_index`) only when it searches."""

    def __init__(
        self,
        documents: Mapping[str, Document],
        index=None,
        card_titles: Iterable[str] | None = None,
        cards: dict[str, tuple[str, ...]] | None = None,
        open_index: Callable[[], object] | None = None,
    ):
        self.documents, self._index, self._open_index = documents, index, open_index
        ranked = sorted(
            documents.values(), key=lambda d: (d.effective, d.version_key), reverse=True
        )
        self.order = [d.id for d in ranked]
        self.rank = {doc_id: i for i, doc_id in enumerate(self.order)}
        self.nodes = {a: (n, d) for d in ranked for a, n in d.nodes.items()}
        self.current_id = self._current_cr()
        self.names = self._name_table()
        self.citations = Citations(documents)
        self._numbered: dict[str, list[str]] | None = self._number_table()
        self.card_table = self._card_table(
            cards if cards is not None else _cards_by_node(documents, card_titles)
        )
        self.facts = ComputedFacts(self.nodes)

    def tables(self) -> dict:
        """The tables as plain data, for a build to store and `Lookup.stored` to read back."""
        return {"order": self.order, "current": self.current_id, "names": self.names,
                "numbered": self.numbered, "cards": self.card_table,
                "citations": (self.citations.holders, self.citations.release_ids)}

    @classmethod
    def stored(cls, documents: Mapping[str, Document], tables: dict,
               open_index: Callable[[], object] | None = None, facts=None,
               numbered: Callable[[], object] = lambda: None) -> Lookup | None:
        """A lookup over stored `tables()` of these documents and their stored `facts` (every address,
        rulesdb.search.node_facts.table): no table is rebuilt, no document read to list and fold exact
        matches, only when a node's text is shown. None without facts of that shape. The number table
        is in `tables` or read by `numbered()` when a number is first looked up (computed if None)."""
        if not StoredFacts.usable(facts):
            return None
        lookup = cls.__new__(cls)
        lookup.documents, lookup._index, lookup._open_index = documents, None, open_index
        lookup.order, lookup.current_id = tables["order"], tables["current"]
        lookup.rank = {doc_id: i for i, doc_id in enumerate(lookup.order)}
        lookup.facts = StoredFacts(facts)
        lookup.nodes = _Places(facts["places"], documents)
        lookup.names, lookup.card_table = tables["names"], tables["cards"]
        lookup._numbered, lookup._read_numbered = tables.get("numbered"), numbered
        lookup.citations = Citations(documents, tables["citations"], has=lookup.nodes.__contains__)
        return lookup

    @property
    def index(self):
        """The search index, opened on first use when the lookup was given a way to open it."""
        if self._index is None and self._open_index is not None:
            self._index = self._open_index()
        return self._index

    @property
    def current(self) -> Document | None:
        """The current Comprehensive Rules' release, which a judge rules by."""
        return None if self.current_id is None else self.documents[self.current_id]

    # --- tables -------------------------------------------------------------------------
    def _name_table(self) -> dict[tuple[str, ...], list[str]]:
        """Name key -> glossary terms, then rules that define the word, then sections with that title."""
        tiers: dict[tuple[str, ...], tuple[list[str], list[str], list[str]]] = {}
        for address, (node, _) in self.nodes.items():
            if node.kind not in NAMED_KINDS:
                continue
            for name in _names(node):
                key = name_key(name)
                if key:
                    tiers.setdefault(key, ([], [], []))[NAMED_KINDS.index(node.kind)].append(
                        address
                    )
        # The current Comprehensive Rules first (a judge rules by them), then glossary term,
        # defining rule, section title, newest document first.
        return {
            k: [a for tier in v for a in sorted(tier, key=self._order) if self.is_current(a)]
            + [a for tier in v for a in sorted(tier, key=self._order) if not self.is_current(a)]
            for k, v in tiers.items()
        }

    @property
    def numbered(self) -> dict[str, list[str]]:
        """Printed number -> nodes addressed by source id that print it (see `_number_table`), a stored
        one read when a number is first looked up: a search for words never reads it."""
        if self._numbered is None:
            stored = self._read_numbered()
            self._numbered = stored if isinstance(stored, dict) else self._number_table()
        return self._numbered

    def _current_cr(self) -> str | None:
        current = current_rules(self.documents)
        return current.id if current else None

    def _number_table(self) -> dict[str, list[str]]:
        """Printed number -> nodes addressed by source id that print it (the YAML releases), latest first
        (documents walked in `order`: a stored lookup's addresses are in the model's order)."""
        table: dict[str, list[str]] = {}
        for address, node in (item for doc_id in self.order for item in self.documents[doc_id].nodes.items()):
            number = getattr(node, "number", None)
            if node.semantic_id and number:
                table.setdefault(number, []).append(address)
        return table

    def _card_table(self, cards: dict[str, tuple[str, ...]]) -> dict[tuple[str, ...], list[str]]:
        """Card name key -> the examples, then other nodes, that mention it; those that name the card
        most often (the ones about it, not merely naming it) first."""
        table: dict[tuple[str, ...], list[str]] = {}
        times: dict[tuple[str, str], int] = {}
        for address, names in cards.items():
            for name in names:
                table.setdefault(card_key(name), []).append(address)
                times[address, card_key(name)] = self.nodes[address][0].text.lower().count(name.lower())
        kind_rank = {"example": 0, "term": 1, "rule": 2, "step": 3, "section": 4}
        for key, addresses in table.items():
            addresses.sort(key=lambda a: (kind_rank.get(self.nodes[a][0].kind, 5), -times[a, key], self._order(a)))
        return table

    def _order(self, address: str) -> tuple[int, int]:
        node, doc = self.nodes[address]
        return self.rank[doc.id], node.line

    # --- exact lookups ------------------------------------------------------------------
    def exact(self, text: str, document: str | None = None) -> list[str]:
        """Addresses the text names exactly, best first; [] when it names nothing. With `document`,
        only that document's."""
        cleaned = query.clean_text(text).strip("/ ")
        for pasted in pasted_addresses(cleaned):  # a link or anchor pasted from a page
            found = self.exact(pasted, document)
            if found:
                return found
        if cleaned in self.nodes:
            return [cleaned]
        if self.citations.is_citation(cleaned):
            cited = self.citations.resolve(cleaned)
            return [cited] if cited else []
        prefix, rest = self._document_prefix(cleaned)
        document = document or prefix
        steps = self._steps(rest)
        numbers = self._numbers(rest) or ([] if steps else self._numbers(rest.strip("[]() ")))  # "[6.9.4b]"
        found = self.citations.releases(rest) + steps + numbers + self._within(rest) + self._named(rest)
        found = [a for a in dict.fromkeys(found) if document is None or _document_of(a) == document]
        return self._latest_of_each_id(found)

    def _latest_of_each_id(self, addresses: list[str]) -> list[str]:
        """One node per source id (the first, i.e. latest release): older releases of the same rule
        are its history, not other answers."""
        seen: set[str] = set()
        kept = []
        for address in addresses:
            key = self.citations.key(address)
            if key and key in seen:
                continue
            if key:
                seen.add(key)
            kept.append(address)
        return kept

    def _document_prefix(self, text: str) -> tuple[str | None, str]:
        for sep in ("/", " "):
            head, _, rest = text.partition(sep)
            if rest and head in self.documents:
                return head, rest.strip()
        return None, text

    def _steps(self, text: str) -> list[str]:
        parsed = parse_step(text)
        if parsed is None:
            return []
        from rulesdb.graph.references import STRUCTURE_ORDER  # asked for a step only

        structure, number = parsed
        structures = [structure] if structure else list(STRUCTURE_ORDER)
        return [
            f"{d}/timing/{s}/{number}"
            for s in structures
            for d in self.order
            if f"{d}/timing/{s}/{number}" in self.nodes
        ]

    def _numbers(self, text: str) -> list[str]:
        number = normalise_rule_number(text)
        if number is None:
            return []
        shapes = ["{d}/{n}", "{d}/section/{n}"]
        if text.lower().startswith(_SECTION_WORDS):
            shapes.reverse()
        return self.numbered.get(number, []) + [
            a
            for shape in shapes
            for d in self.order
            if (a := shape.format(d=d, n=number)) in self.nodes
        ]

    def _within(self, text: str) -> list[str]:
        """An address without its document (`rule_end_the_run`, `term/bypass`): every document that has
        it, latest first."""
        if not text or " " in text:
            return []
        return [a for d in self.order if (a := f"{d}/{text}") in self.nodes]

    def _named(self, text: str) -> list[str]:
        key = name_key(text)
        return self.names.get(key, []) + self.card_table.get(card_key(text), [])

    # --- exact, then search -------------------------------------------------------------
    def describe(self, address: str) -> dict:
        """An exact match as a hit: its place and title, `superseded` when it is not in the current release."""
        fact = self.facts[address]
        entry = {"address": address, "kind": fact.kind, "document": _document_of(address), "title": fact.title}
        return entry if self.is_current(address) else dict(entry, superseded=True)

    def find(self, text: str, limit: int = 10, also: tuple[str, ...] = (), **filters) -> dict:
        """{"query", "exact", "hits", "did_you_mean"}: exact matches (the same text in several versions
        folded into one, its "versions" listed), then grouped full-text hits; a misspelt name that
        names nothing is looked up again as the search corrected it. `also`: source ids of rules the
        full-text search lifts besides the query's words (those a card it names points to,
        rulesdb.search.card_rules)."""
        parsed = query.parse(text)
        words = in_rules_words(parsed.text) or parsed.text  # "ETR" -> "end the run"
        exact = [a for a in self.exact(parsed.text) if self._passes(a, filters)]
        for subject in [] if exact else [words, *definition_subjects(words)]:  # "what does it mean to draw"
            exact = [a for a in self.exact(subject) if self._passes(a, filters)]
            if exact:
                break
        hits: list[dict] = []
        corrected = None
        if self.index is not None and not (exact and names_by_address(parsed.text)):
            found = self.index.search(words, limit=min(limit + len(exact), 100), group=True, hints=also,
                                      typed=parsed.text, **filters)
            hits = [h for h in found["hits"] if h["address"] not in exact]
            corrected = found.get("did_you_mean")  # in the judge's words ("ETR bypas": "ETR bypass")
        if not exact and corrected:  # looked up as the judge's words, then as the rules'
            for subject in dict.fromkeys([corrected, in_rules_words(corrected) or corrected]):
                exact = [a for a in self.exact(subject) if self._passes(a, filters)]
                if exact:
                    break
            hits = [h for h in hits if h["address"] not in exact]
        exact = self.grouped(sorted(exact, key=lambda a: not self.is_current(a)))  # the current release first
        shown = {a for e in exact for a in [e["address"], *(v["address"] for v in e.get("versions", ()))]}
        hits = [h for h in hits if h["address"] not in shown]  # an older release's name shows the newest rule
        if not names_by_address(parsed.text):
            exact, hits = self._older_names_after_current_hits(exact, hits)
        return {
            "query": parsed.text,
            "exact": exact,
            "hits": [self._marked(h) for h in hits[:limit]],  # the index lifts the current release (CURRENT_LIFT)
            "did_you_mean": corrected,
        }

    def _older_names_after_current_hits(self, exact: list[dict], hits: list[dict]) -> tuple[list[dict], list[dict]]:
        """A name only older documents use ("Stealing Agendas", a 2012 rulebook heading) listed after
        the current rules' best hit rather than before it: an older document leads only where the
        current rules do not answer."""
        if not exact or any(self.is_current(e["address"]) for e in exact):
            return exact, hits
        at = next((i + 1 for i, h in enumerate(hits) if self.is_current(h["address"])), None)
        if at is None:
            return exact, hits
        moved = [dict(e, snippet=html.escape(excerpt(self.nodes[e["address"]][0].text, 240), quote=False),
                      score=hits[at - 1]["score"]) for e in exact]
        return [], hits[:at] + moved + hits[at:]

    def is_current(self, address: str) -> bool:
        """Whether a node is in the current Comprehensive Rules' release, which a judge rules by."""
        return self.current_id is None or _document_of(address) == self.current_id

    def _marked(self, hit: dict) -> dict:
        return hit if self.is_current(hit["address"]) else dict(hit, superseded=True)

    def newest_first(self, addresses) -> list[str]:
        """Addresses ordered as lookup lists them: latest release first, then by place in the document."""
        return sorted(addresses, key=self._order)

    def grouped(self, addresses: list[str]) -> list[dict]:
        """Exact matches, one entry per text or rule: the newest of each, with every version listed,
        including the older releases of a rule with the same id."""
        found = list(dict.fromkeys(a for address in addresses for a in [address, *self._same_id(address)]))
        groups = group_ranked(((i, 0.0) for i in range(len(found))), lambda i: self._keys(found[i]),
                              lambda i: self.facts[found[i]].version, len(found))
        described = []
        for members in ([found[i] for i in group] for _, _, group in groups):
            entry = self.describe(members[0])
            if len(members) > 1:
                entry["versions"] = [
                    {"version": self.facts[a].version, "document": _document_of(a), "address": a}
                    for a in members
                ]
            described.append(entry)
        return described

    def _keys(self, address: str) -> tuple[tuple, ...]:
        """The same words, or the same rule by id: what folds two exact matches into one entry."""
        fact = self.facts[address]
        return (fact.text, lineage_key(fact.family, address)) if self.citations.key(address) else (fact.text,)

    def _same_id(self, address: str) -> list[str]:
        """The node at the same source id in every release that has it, latest first."""
        key = self.citations.key(address)
        if key is None:
            return []
        return [a for d in self.citations.release_ids if (a := f"{d}/{key}") in self.nodes]

    def _passes(self, address: str, filters: dict) -> bool:
        if not any(value not in (None, "") for value in filters.values()):
            return True  # no filter: the node need not be read
        fact = self.facts[address]
        have = {"document": _document_of(address), "family": fact.family, "kind": fact.kind, "version": fact.version}
        return all(
            value in (None, "") or have.get(field) == value for field, value in filters.items()
        )


def _cards_by_node(documents: Mapping[str, Document], card_titles: Iterable[str] | None) -> dict:
    """The cards each node names, matched in the documents (imported here: a stored lookup has them)."""
    from rulesdb.graph.card_mentions import cards_by_node

    return cards_by_node(documents, card_titles)


def _document_of(address: str) -> str:
    """The id of the document an address is in (every address starts with it)."""
    return address.split("/", 1)[0]


class _Places(Mapping):
    """Address -> (node, its document) over stored addresses: a document is read only when one of its
    nodes is asked for, never to learn whether an address exists."""

    def __init__(self, addresses: Mapping[str, object], documents: Mapping[str, Document]):
        self._addresses, self._documents = addresses, documents

    def __getitem__(self, address: str) -> tuple:
        if address not in self._addresses:
            raise KeyError(address)
        document = self._documents[_document_of(address)]
        return document.nodes[address], document

    def __contains__(self, address) -> bool:
        return address in self._addresses

    def __iter__(self) -> Iterator[str]:
        return iter(self._addresses)

    def __len__(self) -> int:
        return len(self._addresses)
