"""Whole-corpus checks on the embedded sources: every node clean, every hierarchy link sound."""

import re

import pytest

from rulesdb.build.ingest import load_documents
from rulesdb.normalize import ICONS

pytestmark = pytest.mark.sources

BRACKETED = re.compile(r"\[[^\]\s]{1,12}\]")
NOISE = re.compile(r"\*\*|(?<![\w\]])\*(?=\w)|\]\(#\)|\\emptyset|\\varphi|\$|[②⑤⑥回国∅Ø€→♥]")


@pytest.fixture(scope="module")
def documents():
    return load_documents()


def all_nodes(documents):
    for doc in documents.values():
        yield from doc.nodes.values()


def test_no_icon_or_glyph_noise_in_any_normalised_text(documents):
    def noise(node):
        # The YAML releases print the ability-flag arrow "→" as text; in OCR'd documents it is noise.
        text = node.text.replace("→", "") if documents[node.document].format == "nsg-cr-yaml" else node.text
        return NOISE.search(text)

    noisy = [(n.address, m.group()) for n in all_nodes(documents) for m in [noise(n)] if m]
    assert noisy == []


# Spellings of an icon other than its one plaintext form (placeholders such as "[cost]" are prose).
ICON_WORDS = {"c", "credit", "credits", "click", "clicks", "recurring", "recurring-credit", "link", "mu",
              "memory", "sub", "subroutine", "trash", "interrupt"}


def test_every_bracketed_icon_uses_its_one_plaintext_form(documents):
    odd = set()
    for node in all_nodes(documents):
        for token in BRACKETED.findall(node.text):
            if token not in ICONS and token[1:-1].lower() in ICON_WORDS:
                odd.add((node.address, token))
    assert sorted(odd) == []


def test_original_text_is_kept_beside_the_normalised_text(documents):
    rr = documents["ffg-rr-1.0"]
    assert any("Seruer" in n.original_text for n in rr.nodes.values())
    assert not any("Seruer" in n.text for n in rr.nodes.values())
    assert all(n.original_text for n in all_nodes(documents) if n.text)


def test_parents_and_children_agree(documents):
    for doc in documents.values():
        for node in doc.nodes.values():
            if node.parent:
                assert node.address in doc.nodes[node.parent].children, node.address
            for child in node.children:
                assert doc.nodes[child].parent == node.address


def test_addresses_are_unique_and_start_with_their_document(documents):
    for doc in documents.values():
        assert all(a.startswith(doc.id + "/") for a in doc.nodes)
