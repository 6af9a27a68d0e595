"""What the graph needs besides the documents: card titles, exact same-rule alignments, scenarios
(each piece reused from an earlier build through `reuse.Reuse`).

Gathered here so that build.py stays a sequence of steps and each input comes from the module
that owns it (nrdb card data, the version diff, the scenario engine).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from rulesdb.graph import card_pieces
from rulesdb.graph.card_mentions import cards_by_node
from rulesdb.graph.reuse import Remember, Reuse
from rulesdb.graph.terms import defined_words
from rulesdb.model import Document


def graph_inputs(documents: dict[str, Document], sources: Path, cards: Path | None,
                 remember: Remember | None = None, keys: dict[str, str] | None = None,
                 scenarios: list[dict] | None = None) -> dict:
    """The inputs; with `remember(step, inputs, compute)` and each document's content key, the
    scenarios' citations and each pair of releases' alignment are reused while their inputs stay
    (`scenarios` when the caller has them already, see `scenario_input`), and so are the graph's
    per-document pieces (`reuse`)."""
    from rulesdb import nrdb
    from rulesdb.diff import same_rule_pairs

    remember = remember or _compute
    keys = keys or {}

    def aligned(old: Document, new: Document, compute):
        return remember(f"same-rule.{old.id}.{new.id}", (keys.get(old.id, ""), keys.get(new.id, "")), compute)

    return {
        "card_titles": nrdb.card_titles(cards) if cards else None,
        "card_facts": nrdb.card_facts(cards) if cards else None,
        "same_rule": same_rule_pairs(documents, aligned if keys else None),
        "scenarios": scenario_input(sources, remember) if scenarios is None else scenarios,
        "reuse": Reuse(remember, keys) if keys else None,
    }


def scenario_input(sources: Path, remember: Remember | None = None) -> list[dict]:
    """The scenarios' records for the graph (what each replays and cites): they need only the
    scenario files, so a build can compute them while it parses the documents."""
    folder = Path(sources) / "scenarios"
    if not folder.is_dir():
        return []
    return (remember or _compute)("scenarios", files_of(folder), lambda: _scenario_records(folder))


def _scenario_records(folder: Path) -> list[dict]:
    """Imported when computed: the engine is not loaded for records the build cache holds."""
    from rulesdb.crexamples.citations import scenario_records

    return scenario_records(folder)


def _compute(step: str, inputs, compute: Callable[[], Any]) -> Any:
    return compute()


def files_of(folder: Path) -> tuple[bytes, ...]:
    """Every file under a folder, as its path and bytes: what a step reading the folder depends on."""
    files = sorted(p for p in Path(folder).rglob("*") if p.is_file())
    return tuple(b for p in files for b in (p.relative_to(folder).as_posix().encode(), p.read_bytes()))


def node_tables(documents: dict[str, Document], card_titles: set[str] | None = None,
                reuse: Reuse | None = None) -> tuple[dict, dict]:
    """The cards each node names and the words each node defines: links of the graph and fields of
    the search index (with `reuse`, a document's pieces are kept while it stays: see `card_pieces`)."""
    defined: dict[str, tuple[str, ...]] = {}
    for doc in documents.values():
        compute = partial(_defined_by, doc)
        defined.update(reuse(f"defined.{doc.id}", [doc], compute) if reuse else compute())
    if reuse is None:
        return cards_by_node(documents, card_titles), defined
    return card_pieces.cards_by_node(documents, card_titles, reuse), defined


def _defined_by(doc: Document) -> dict[str, tuple[str, ...]]:
    """Address -> the words that node defines, for the nodes of one document that define any."""
    return {n.address: w for n in doc.nodes.values() if (w := defined_words(n))}
