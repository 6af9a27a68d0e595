"""The look-up tables a build stores for one-shot commands (see rulesdb.build.tables): the exact-lookup
tables (`show 1.10.3c`, `search`), each node's refs (`refs` without the graph) and the release
alignments (`history` without aligning releases). Each is computed by the code that answers without
it, so the two ways give the same answer.
"""

from __future__ import annotations

import pickle
import zlib
from pathlib import Path

from rulesdb.build import store, tables
from rulesdb.collector import collector_paused
from rulesdb.model import Document

#: Nodes per compressed block of the refs table: one node's refs are read by unpickling one block.
REFS_BLOCK = 64


def compute(documents: dict[str, Document], G, remember, keys: dict[str, str]) -> dict[str, dict]:
    """Table file -> its parts, from the documents, the graph and the releases' alignments (each pair
    kept in the build cache by `remember` under its documents' content `keys`, see `release_alignments`).
    Done beside the build's last steps (rulesdb.build.parallel): it needs only what the graph holds."""
    from rulesdb import graph
    from rulesdb.diff.history import document_facts
    from rulesdb.search import node_facts
    from rulesdb.search.lookup.find import Lookup

    aligned = release_alignments(documents, remember, keys)
    cards = G.graph.get("cards_by_node") or {}
    refs = {a: graph.refs(G, a) for doc in documents.values() for a in doc.nodes}
    lookup = Lookup(documents, cards=cards).tables()  # its number table apart: read for a number only
    return {
        tables.LOOKUP: {"lookup": {k: v for k, v in lookup.items() if k != "numbered"}, "cards": cards,
                        "numbered": lookup["numbered"], "facts": node_facts.table(documents)},
        tables.REFS: {doc_id: _blocks(list(doc.nodes), refs) for doc_id, doc in documents.items()},
        tables.HISTORY: {"documents": document_facts(documents), "pairs": aligned},
    }


def _blocks(addresses: list[str], refs: dict[str, dict]) -> tuple[dict[str, int], list[bytes]]:
    """One document's refs: address -> its block, and the blocks (REFS_BLOCK nodes pickled and compressed
    together, so titles repeated among neighbours are stored once)."""
    where, blocks = {}, []
    for start in range(0, len(addresses), REFS_BLOCK):
        chunk = addresses[start:start + REFS_BLOCK]
        where.update(dict.fromkeys(chunk, len(blocks)))
        blocks.append(zlib.compress(pickle.dumps({a: refs[a] for a in chunk}, protocol=pickle.HIGHEST_PROTOCOL)))
    return where, blocks


def stored_refs(part, address: str) -> dict | None:
    """A node's refs from its document's part of the refs table; None when the part does not hold it."""
    if not (isinstance(part, tuple) and len(part) == 2):
        return None
    where, blocks = part
    at = where.get(address)
    if at is None:
        return None
    with collector_paused():
        return pickle.loads(zlib.decompress(blocks[at]))[address]


def catalogue(folder: Path, cards: dict[str, tuple[str, ...]], named: dict[tuple[str, ...], str],
              ordinary: frozenset[str] = frozenset()) -> dict:
    """The search catalogue (rulesdb.search.catalogue) of the build's cards and stored scenario list, as
    `RulesDB.catalogue` makes it: the cards each node names, the scenarios as `RulesDB.scenarios`, the
    other cards a question may name (`RulesDB.card_names`) and the current rules' words (`ordinary`)."""
    from rulesdb.search.catalogue import Catalogue

    scenarios = [dict(s, cards=list(s["cards"])) for s in store.read_json(Path(folder) / store.SCENARIO_LIST)]
    return Catalogue(cards, scenarios, named, ordinary).tables()


def release_alignments(documents: dict[str, Document], remember, keys: dict[str, str]) -> dict:
    """Each pair of consecutive releases aligned address by address (rulesdb.diff.history), a pair kept
    from an earlier build while both its documents keep their content keys."""
    from rulesdb.diff.history import alignment_tables

    def aligned(old: Document, new: Document, compute):
        return remember(f"history-pairs.{old.id}.{new.id}", (keys.get(old.id, ""), keys.get(new.id, "")), compute)

    return alignment_tables(documents, aligned)


def save(folder: Path, computed: dict[str, dict], card_names: dict[tuple[str, ...], str],
         ordinary: frozenset[str] = frozenset()) -> dict[str, int]:
    """Write the tables beside the stored model (read back for its key), with the search catalogue made
    here from the scenario list the folder holds by now, the `card_names` a question may name and the
    current rules' words; each file's size in bytes."""
    key = tables.model_key(store.read_model(Path(folder) / store.MODEL, lazy=True).digests)
    if tables.LOOKUP in computed:
        lookup = computed[tables.LOOKUP]
        made = catalogue(folder, lookup["cards"], card_names, ordinary)
        computed = {**computed, tables.LOOKUP: {**lookup, "catalogue": made}}
    return {name: tables.write(Path(folder) / tables.FOLDER / name, key, parts) for name, parts in computed.items()}
