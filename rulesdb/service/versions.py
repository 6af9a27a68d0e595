"""A build's releases compared: two documents' diff, a document's own Summary of Changes checked, a rule
through every release of its family, a topic side by side in every family.
"""

from __future__ import annotations

from rulesdb import arguments
from rulesdb.errors import BadQuery, UnknownAddress
from rulesdb.service.finding import Finding
from rulesdb.service.links import Links


class Versions(Links, Finding):
    """A build's documents compared across releases and families."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._changelogs: dict[str, list[dict]] = {}
        self._histories: dict[str, dict] = {}  # address -> its history, asked by every page of it

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
