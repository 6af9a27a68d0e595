"""Cross-references as the rules documents write them, each with its kind, normalised number and structure."""

import pytest

from rulesdb.model import Reference
from rulesdb.parsers.references import extract_references, normalise_number

CASES = [
    ("They also need a supply of tokens as described in section 1.9.",
     [("section 1.9", "section", "1.9", None)]),
    ("See rule 10.1.4.", [("rule 10.1.4", "rule", "10.1.4", None)]),
    ("Rules 10.1.3 and 10.1.4 explain the details of card conversion.",
     [("Rules 10.1.3", "rule", "10.1.3", None), ("10.1.4", "rule", "10.1.4", None)]),
    ("[Rules 10.1.3](#) and [10.1.4](#) explain",
     [("Rules 10.1.3", "rule", "10.1.3", None), ("10.1.4", "rule", "10.1.4", None)]),
    ("Recurring credits are refilled during step 5.6.1c of the Corp’s turn and step 5.7.1c of the Runner’s turn",
     [("step 5.6.1c", "step", "5.6.1c", "corp-turn"), ("step 5.7.1c", "step", "5.7.1c", "runner-turn")]),
    ("nothing happens ([rule 5.2.5](#) and [section 5.4](#)).",
     [("rule 5.2.5", "rule", "5.2.5", None), ("section 5.4", "section", "5.4", None)]),
    ("The Runner may jack out at step [3.1] of a run.", [("step [3.1]", "step", "3.1", "run")]),
    ("Added rules for double-sided identities (rule 1.5.4d, Rule 1.6b, and rule 3.1.1a).",
     [("rule 1.5.4d", "rule", "1.5.4d", None), ("Rule 1.6b", "rule", "1.6b", None),
      ("rule 3.1.1a", "rule", "3.1.1a", None)]),
    ("Simplified the steps of installing and playing cards (sections 8.3 and 8.6).",
     [("sections 8.3", "section", "8.3", None), ("8.6", "section", "8.6", None)]),
    ("special rules, discussed in sections 3.6.5, 3.8.5, and 3.9.5 respectively",
     [("sections 3.6.5", "section", "3.6.5", None), ("3.8.5", "section", "3.8.5", None),
      ("3.9.5", "section", "3.9.5", None)]),
    ("A run consists of three steps: [1] Initiation, [2] Approach Ice, and [3] Encounter Ice.",
     [("[1] Initiation", "step", "1", None), ("[2] Approach Ice", "step", "2", None),
      ("[3] Encounter Ice", "step", "3", None)]),
    ("If the Runner jacks out, go to [6] The Run Ends.", []),
    ("The Corporation removes all virus counters hosted (see Hosting) on cards.",
     [("see Hosting", "name", "Hosting", None)]),
    ("Each player keeps score (see Traces and Tags) and damage (see Damage above).",
     [("see Traces and Tags", "name", "Traces and Tags", None), ("see Damage", "name", "Damage", None)]),
    ("See Rules 10.1.3 for the details.", [("Rules 10.1.3", "rule", "10.1.3", None)]),
    ("For the order of steps, see the timing structures.",
     [("see the timing structures", "timing", "", None)]),
    ("See section 5 for details about the procedures of player turns.", [("section 5", "section", "5", None)]),
    ("during step\n8.5.14b of the installation process", [("step\n8.5.14b", "step", "8.5.14b", None)]),
    ("See section 1.9. It repeats section 1.9 twice.", [("section 1.9", "section", "1.9", None)]),
    ("Players spend their credits to pay for various costs.", []),
    ("These rules are in the rules section of this document.", []),
]


@pytest.mark.parametrize("text, expected", CASES, ids=[c[0][:40] for c in CASES])
def test_references_written_in_rules_text(text, expected):
    found = extract_references(text)
    assert all(isinstance(ref, Reference) for ref in found)
    assert [(r.written, r.target_kind, r.number, r.structure) for r in found] == expected


@pytest.mark.parametrize("written, number", [("[3.1]", "3.1"), ("1.6B", "1.6b"), ("1.9.", "1.9"),
                                             ("5.6.1c", "5.6.1c")])
def test_numbers_are_normalised(written, number):
    assert normalise_number(written) == number
