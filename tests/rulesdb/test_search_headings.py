"""A section that heads rules counts below the rules under it: a judge's question finds the rule that
decides before the heading it stands under (rulesdb.search.records.HEADING); a section that is the text
itself (the 2012 rulebook's) counts fully."""

import pytest
from typed_forms import RELEASE

from rulesdb.search.judging import first_rank, shown_ranking
from rulesdb.search.records import HEADING, is_heading

pytestmark = pytest.mark.sources


def test_a_section_with_rules_under_it_is_a_heading_and_a_rule_or_a_bare_section_is_not(db):
    assert is_heading(db.nodes[f"{RELEASE}/sec_bad_publicity"])
    assert not is_heading(db.nodes[f"{RELEASE}/rule_bad_publicity_during_run"])
    leaves = [n for n in db.documents["ffg-rulebook-1.0"].nodes.values() if n.kind == "section" and not n.children]
    assert leaves and not any(map(is_heading, leaves))


def test_a_heading_counts_less_than_a_rule_in_the_stored_ranking(db):
    ranked = db.quick_index
    search = getattr(ranked, "_ranked", ranked)
    nodes, impacts, _ = search.tables()
    at = {node["address"]: n for n, node in enumerate(nodes)}
    heading, rule = at[f"{RELEASE}/sec_bad_publicity"], at[f"{RELEASE}/rule_bad_publicity"]
    assert impacts.boosts[heading] == pytest.approx(impacts.boosts[rule] * HEADING)


def test_the_rule_that_decides_ranks_above_its_section(db):
    found = shown_ranking(db.find("corp rezzes Grim mid run, do i get the bad pub credit this run"))
    rule = first_rank(found, [f"{RELEASE}/rule_bad_publicity_during_run"])
    section = first_rank(found, [f"{RELEASE}/sec_bad_publicity"])
    assert rule is not None and (section is None or rule < section)
