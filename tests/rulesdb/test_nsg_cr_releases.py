"""The six NSG Comprehensive Rules releases in sources/: each ingests from its manifest entry alone,
numbers as the published document prints, resolves every reference; a modified copy renumbers."""

import shutil
from pathlib import Path

import pytest

from rulesdb.build.sources import default_sources, read_manifest, read_text
from rulesdb.parsers import parse

pytestmark = pytest.mark.sources

RELEASES = ("22.12", "23.08", "24.03", "24.09", "25.04", "25.08")

#: Numbers as the generator of the official site and PDF prints them for these ids, per release.
PRINTED = {
    "rule_end_the_run": ["6.1.4"] * 6,
    "rule_bypass": ["6.5.8a"] * 6,
    "subsec_fully_break": ["6.5.7"] * 6,
    "sec_steps_of_a_run": ["6.9"] * 6,
    "step_approach_paw": ["6.9.2b"] * 6,
    "chpt_appendix_timing_structures": ["11"] * 6,
    "rule_symbol_credits": ["1.3.3", "1.3.3", "1.3.3", "1.3.3", "1.3.3", "1.3.2"],
    "rule_same_actions": ["5.2.6a", "5.2.6a", "5.2.6a", "5.2.6a", "5.2.5a", "5.2.5a"],
    "rule_ice_change_outward": ["6.2.3a", "6.2.3a", "6.2.3a", "6.2.3a", "6.2.6a", "6.2.6a"],
    "rule_steps_installing_pay_install_cost": ["8.5.15d", "8.5.15d", "8.5.15d", "8.5.15d", "8.5.16d",
                                               "8.5.16d"],
    "step_conditional_ability_loop": ["9.6.14f", "9.6.15f", "9.6.15f", "9.6.15f", "9.6.15f", "9.6.15f"],
    "rule_bid_secretly_spend": [None, "10.13.5", "10.13.5", "10.13.5", "10.14.5", "10.14.5"],
}


def release_info(version: str, sources: Path | None = None):
    infos = {i.id: i for i in read_manifest(sources or default_sources())}
    return infos[f"nsg-cr-{version}"]


@pytest.fixture(scope="module")
def releases():
    return {v: parse(read_text(release_info(v)), release_info(v)) for v in RELEASES}


@pytest.mark.parametrize("version", RELEASES)
def test_numbers_are_the_printed_numbers_in_every_release(releases, version):
    doc, column = releases[version], RELEASES.index(version)
    found = {}
    for ident in PRINTED:
        node = doc.nodes.get(f"{doc.id}/{ident}")
        found[ident] = node.number if node else None
    assert found == {ident: numbers[column] for ident, numbers in PRINTED.items()}


@pytest.mark.parametrize("version", RELEASES)
def test_every_reference_of_every_release_resolves_to_a_node_of_it(releases, version):
    doc = releases[version]
    references = [r for n in doc.nodes.values() for r in getattr(n, "references", ())]
    assert len(references) > 400
    assert [r for r in references if r.target not in doc.nodes] == []
    assert [i for i in doc.issues if i.kind != "unprinted-text"] == []


#: Text in the YAML that the generator does not print (a field it does not read), per release.
UNPRINTED = {
    "rule_candidates_already_accessed/example/2": RELEASES,  # a block scalar indented too little
    "rule_alternate_payment": ("25.04",),  # an example under `new:`
    "rule_memory_limit": ("25.04", "25.08"),  # rules under a rule
}


@pytest.mark.parametrize("version", RELEASES)
def test_text_the_published_document_does_not_print_is_reported_on_its_node(releases, version):
    doc = releases[version]
    found = {i.node.split("/", 1)[1] for i in doc.issues if i.kind == "unprinted-text"}
    assert found == {ident for ident, versions in UNPRINTED.items() if version in versions}


def test_node_counts_of_the_latest_release(releases):
    doc = releases["25.08"]
    counts = {kind: sum(1 for _ in doc.of_kind(kind)) for kind in ("section", "rule", "step", "example", "timing")}
    assert counts == {"section": 156, "rule": 1223, "step": 247, "example": 231, "timing": 5}
    assert len(doc.summary_of_changes) == 5
    assert doc.summary_of_changes[0].text.startswith("Add rule 7.3.1a to clarify")


def test_every_release_ingests_from_its_manifest_entry_with_its_own_changelog(releases):
    firsts = {v: releases[v].summary_of_changes[0].original_text[:40] for v in RELEASES}
    assert firsts["22.12"] == "Transcribed version of the v22.12 CR."
    assert {v: len(releases[v].summary_of_changes) for v in RELEASES} == {
        "22.12": 1, "23.08": 13, "24.03": 6, "24.09": 7, "25.04": 35, "25.08": 5}


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.fixture(scope="module")
def modified(tmp_path_factory):
    """A copy of 25.08 with a rule inserted mid-section, an id renamed and a new changelog entry."""
    folder = tmp_path_factory.mktemp("release") / "25.09"
    shutil.copytree(default_sources() / "nsg-cr" / "25.08", folder)
    runs = folder / "data" / "input" / "06_runs.yaml"
    edit(runs, "  - subsection: rule_attacked_server\n",
         "  - rule: rule_run_inserted\n    text: A rule inserted for the test; see {ref:rule_ending_the_run}.\n"
         "    new:\n  - subsection: rule_attacked_server\n")
    text = runs.read_text(encoding="utf-8").replace("rule_end_the_run", "rule_ending_the_run")
    runs.write_text(text, encoding="utf-8")
    for other in (folder / "data" / "input").glob("*.yaml"):
        other.write_text(other.read_text(encoding="utf-8").replace("{ref:rule_end_the_run}",
                                                                   "{ref:rule_ending_the_run}"), encoding="utf-8")
    (folder / "data" / "changelogs" / "25.09.yaml").write_text(
        "changelog:\n- text: Add {ref:rule_run_inserted}.\n", encoding="utf-8")
    manifest = folder.parent / "manifest.toml"
    manifest.write_text('[[documents]]\nid = "nsg-cr-25.09"\nfamily = "nisei-cr"\ntitle = "CR"\n'
                        'version = "25.09"\neffective = "2025-09-01"\npath = "25.09"\nformat = "nsg-cr-yaml"\n',
                        encoding="utf-8")
    info = read_manifest(folder.parent)[0]
    return parse(read_text(info), info)


def test_a_rule_inserted_mid_section_renumbers_the_rest_of_the_section(modified):
    number = {i: modified.nodes[f"nsg-cr-25.09/{i}"].number for i in (
        "rule_run", "rule_run_inserted", "rule_attacked_server", "rule_announce_attacked_server",
        "rule_ending_the_run", "sec_position")}
    assert number == {"rule_run": "6.1.1", "rule_run_inserted": "6.1.2", "rule_attacked_server": "6.1.3",
                      "rule_announce_attacked_server": "6.1.3a", "rule_ending_the_run": "6.1.5",
                      "sec_position": "6.2"}
    assert modified.nodes["nsg-cr-25.09/rule_run_inserted"].changed


def test_a_renamed_id_is_referenced_by_its_new_name_and_the_old_one_is_gone(modified):
    assert "nsg-cr-25.09/rule_end_the_run" not in modified.nodes
    jacking = modified.nodes["nsg-cr-25.09/rule_jacking_out"]
    assert "as described in rule 6.1.5," in jacking.text
    assert [i for i in modified.issues if i.kind != "unprinted-text"] == []


def test_a_new_changelog_entry_is_the_release_summary(modified):
    assert [c.text for c in modified.summary_of_changes] == ["Add rule 6.1.2."]


def test_a_renamed_id_falls_back_to_the_text_aligner(releases, modified):
    from rulesdb.diff import diff_documents

    diff = diff_documents(releases["25.08"], modified, include_unchanged=True)
    by_from = {c["from"]: c for c in diff["changes"] if c["from"]}
    renamed = by_from["nsg-cr-25.08/rule_end_the_run"]
    assert (renamed["to"], renamed["kind"], renamed["from_number"], renamed["to_number"]) == (
        "nsg-cr-25.09/rule_ending_the_run", "renumbered", "6.1.4", "6.1.5")
    assert by_from["nsg-cr-25.08/rule_run"]["kind"] == "unchanged"
    added = [c["to"] for c in diff["changes"] if c["kind"] == "added"]
    assert added == ["nsg-cr-25.09/rule_run_inserted"]
    (claim,) = diff["summary_claims"]
    assert (claim["status"], claim["details"][0]["id"]) == ("confirmed", "rule_run_inserted")
