"""What a typed text names exactly, over the look-up's tables: an address, a citation, a rule or step
number in any spelling, an address without its document, a name; a pasted link or anchor read as the
address in it. Best first: newest release first, one node per source id.
"""

from __future__ import annotations

from rulesdb.graph.card_mentions import key as card_key
from rulesdb.search import query
from rulesdb.search.lookup.tables import LookupTables, document_of
from rulesdb.search.spellings import normalise_rule_number, parse_step, pasted_addresses, release_and_number
from rulesdb.words import name_key

_SECTION_WORDS = ("section", "sec", "§")


def names_by_address(text: str) -> bool:
    """Whether a text names a node by where it is (a number, step, id, address or link) rather than by
    words: found exactly, it needs no full-text hits (whose words would be "rule", "https"...)."""
    return bool(normalise_rule_number(text.strip("[]() ")) or parse_step(text) or pasted_addresses(text)
                or release_and_number(text) or (" " not in text.strip() and any(mark in text for mark in "/_")))


class ExactLookup(LookupTables):
    """Exact lookups over a set of documents' tables."""

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
        found = [a for a in dict.fromkeys(found) if document is None or document_of(a) == document]
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
        """The document a text names first, by its id or as a Comprehensive Rules release by its version before
        a number ("CR 25.08 6.9.4b"), and the rest of the text; a version no release has names none, and the number
        is looked up in every document, each hit saying its release ("CR 25.09 6.9.4b")."""
        for sep in ("/", " "):
            head, _, rest = text.partition(sep)
            if rest and head in self.documents:
                return head, rest.strip()
        if named := release_and_number(text):
            releases = [d for d in self.order if "-cr-" in d and d.endswith("-" + named[0])]
            return (releases[0] if len(releases) == 1 else None), named[1]
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
