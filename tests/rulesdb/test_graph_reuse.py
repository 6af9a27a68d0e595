"""The graph's per-document pieces kept between builds (glossary mentions, resolved references, defined
words, card mentions): reused while a document and the glossary it is read against keep their content keys, computed
again for the one that changed, and the graph built from them is the graph built afresh."""

import pytest
from minidocs import documents

from rulesdb import graph
from rulesdb.build import cache
from rulesdb.graph import card_mentions, card_pieces, inputs, references, terms
from rulesdb.graph.reuse import Reuse
from rulesdb.model import Document

KEYS = {"cr-1.3": "cr 1.3 as parsed", "cr-1.4": "cr 1.4 as parsed", "rr-1.0": "rr 1.0 as parsed"}


def reuse_in(folder, keys=KEYS) -> Reuse:
    return Reuse(lambda step, parts, compute: cache.remembered(folder, step, cache.content_key(*parts), compute),
                 keys)


def counted(monkeypatch, module, name) -> list[str]:
    """The ids of the documents the piece `module.name` is computed for from now on."""
    calls, real = [], getattr(module, name)

    def piece(*args):
        calls.append(next(a.id for a in args if isinstance(a, Document)))
        return real(*args)

    monkeypatch.setattr(module, name, piece)
    return calls


def edges_and_tables(G) -> tuple:
    return list(G.nodes(data=True)), list(G.edges(keys=True, data=True)), G.graph


def test_a_graph_from_remembered_pieces_is_the_graph_built_afresh(tmp_path):
    fresh = edges_and_tables(graph.build_graph(documents()))
    assert edges_and_tables(graph.build_graph(documents(), reuse=reuse_in(tmp_path))) == fresh
    assert edges_and_tables(graph.build_graph(documents(), reuse=reuse_in(tmp_path))) == fresh
    assert {p.name.split(".")[0] for p in tmp_path.iterdir()} == {"mentions", "references", "defined", "card-words",
                                                                  "caps-only", "cards"}


def test_mentions_are_reused_until_the_glossary_they_are_read_against_changes(tmp_path, monkeypatch):
    docs = documents()
    first = terms.mention_links(docs, reuse_in(tmp_path))
    calls = counted(monkeypatch, terms, "_document_mentions")
    assert terms.mention_links(docs, reuse_in(tmp_path)) == first
    assert calls == []
    # The CR has no glossary of its own: its rules are read against the Rules Reference's.
    assert terms.mention_links(docs, reuse_in(tmp_path, {**KEYS, "rr-1.0": "rr 1.0 edited"})) == first
    assert calls == ["cr-1.3", "cr-1.4", "rr-1.0"]


@pytest.mark.parametrize("module, piece, compute", [
    (references, "_document_references", lambda docs, reuse: references.reference_links(docs, reuse)),
    (inputs, "_defined_by", lambda docs, reuse: inputs.node_tables(docs, None, reuse)[1]),
])
def test_a_changed_release_recomputes_only_its_own_pieces(tmp_path, monkeypatch, module, piece, compute):
    docs = documents()
    first = compute(docs, reuse_in(tmp_path))
    calls = counted(monkeypatch, module, piece)
    assert compute(docs, reuse_in(tmp_path, {**KEYS, "cr-1.4": "cr 1.4 edited"})) == first
    assert calls == ["cr-1.4"]


def test_a_document_without_a_content_key_is_computed_not_looked_up(tmp_path):
    graph.build_graph(documents(), reuse=reuse_in(tmp_path, {"cr-1.3": "cr 1.3 as parsed"}))
    assert sorted(p.name.rsplit(".", 2)[0] for p in tmp_path.iterdir()) == [
        "caps-only.cr-1.3", "card-words.cr-1.3", "cards.cr-1.3", "defined.cr-1.3", "references.cr-1.3"]


def test_card_mentions_are_found_again_only_where_a_new_card_name_can_match(tmp_path, monkeypatch):
    docs = documents()
    assert card_pieces.cards_by_node(docs, None, reuse_in(tmp_path)) == card_mentions.cards_by_node(docs)
    calls = counted(monkeypatch, card_pieces, "_texts_cards")
    assert card_pieces.cards_by_node(docs, None, reuse_in(tmp_path)) == card_mentions.cards_by_node(docs)
    assert calls == []
    # The card data names the Troll of the Rules Reference's example in full; the CR never writes "troll".
    titles = {"Troll: Under the Bridge"}
    titled = card_pieces.cards_by_node(docs, titles, reuse_in(tmp_path))
    assert titled == card_mentions.cards_by_node(docs, titles) != card_mentions.cards_by_node(docs)
    assert titled["rr-1.0/term/bypass/example/1"] == ("Forked", "Troll: Under the Bridge", "Femme Fatale")
    assert calls == ["rr-1.0"]
