"""One topic side by side across families, with the reason for each match (fixture documents)."""

import pytest
from diff_fixture_docs import cr

from rulesdb.diff import compare_topic
from rulesdb.errors import BadQuery, UnknownAddress
from rulesdb.model import Document, GlossaryTerm, Section


def ffg(doc_id: str, family: str, nodes: list) -> Document:
    return Document(
        id=doc_id,
        family=family,
        title="FFG",
        version="1.0",
        effective="2017-12-14",
        format="fixture",
        path="fixture",
        nodes={n.address: n for n in nodes},
        top=tuple(n.address for n in nodes),
    )


def term(doc_id: str, slug: str, name: str, text: str) -> GlossaryTerm:
    address = f"{doc_id}/term/{slug}"
    return GlossaryTerm(
        address=address,
        document=doc_id,
        parent=None,
        children=(),
        text=text,
        original_text=text,
        line=1,
        name=name,
    )


RR = ffg(
    "ffg-rr-1.0",
    "ffg-rr",
    [
        term(
            "ffg-rr-1.0",
            "credit-recurring",
            "Credit - Recurring",
            "Recurring credits are placed on a card.",
        ),
        term(
            "ffg-rr-1.0",
            "bypass",
            "Bypass",
            "When an effect allows the Runner to bypass a piece of ice...",
        ),
    ],
)
BOOK = ffg(
    "ffg-rulebook-1.0",
    "ffg-rulebook",
    [
        term(
            "ffg-rulebook-1.0",
            "bypass",
            "Bypass",
            "To pass a piece of ice without encountering it.",
        ),
        Section(
            address="ffg-rulebook-1.0/section/faq/rules-clarifications/bypass",
            document="ffg-rulebook-1.0",
            parent=None,
            children=(),
            text="Bypassing is not breaking.",
            original_text="",
            line=9,
            title="Bypass",
        ),
    ],
)
CR = cr(
    "1.6",
    """
# 1.10.5 Recurring Credits
a. RECURRING CREDITS ([recurring]) place credits on a card repeatedly.
""",
    toc=("6.5.8 Bypass",),
)
DOCS = {d.id: d for d in (CR, RR, BOOK)}


def entries(topic):
    return [(e["address"], e["reason"]) for e in compare_topic(topic, DOCS)["entries"]]


def test_recurring_credits_side_by_side_with_the_reason_for_each_match():
    assert entries("Recurring Credits") == [
        ("ffg-rr-1.0/term/credit-recurring", "same term name (written 'Credit - Recurring')"),
        ("nisei-cr-1.6/section/1.10.5", "CR section title"),
        ("nisei-cr-1.6/1.10.5a", "defines RECURRING CREDITS"),
    ]


def test_bypass_finds_glossary_term_faq_section_and_the_cr_contents_entry():
    assert entries("bypass") == [
        ("ffg-rr-1.0/term/bypass", "same term name"),
        ("ffg-rulebook-1.0/term/bypass", "same term name"),
        ("ffg-rulebook-1.0/section/faq/rules-clarifications/bypass", "FAQ section title"),
        (
            "nisei-cr-1.6/section/6.5.8",
            "CR section title (contents entry only; its body is not in the excerpt)",
        ),
    ]


def test_a_cr_section_heading_with_no_text_shows_its_rules():
    entry = compare_topic("Recurring Credits", DOCS)["entries"][1]
    assert entry == {
        "document": "nisei-cr-1.6",
        "family": "nisei-cr",
        "version": "1.6",
        "address": "nisei-cr-1.6/section/1.10.5",
        "title": "1.10.5 Recurring Credits",
        "text": "1.10.5a RECURRING CREDITS ([recurring]) place credits on a card repeatedly.",
        "reason": "CR section title",
    }


def test_an_unknown_topic_is_an_error_with_suggestions():
    with pytest.raises(UnknownAddress, match="did you mean: Bypass"):
        compare_topic("Bypas", DOCS)


def test_an_empty_topic_is_a_bad_query():
    with pytest.raises(BadQuery):
        compare_topic("  ", DOCS)
