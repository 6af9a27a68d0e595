"""One lineage from NISEI's v1.3 to NSG's 25.08: versions compare as versions, YAML releases align by
id, v1.6's PDF text pairs with 22.12 by text, and each changelog is checked against the diff."""

import json

import pytest

from rulesdb.build.ingest import load_documents
from rulesdb.cli.commands import main
from rulesdb.diff import diff_documents, rule_history
from rulesdb.model import version_key

pytestmark = pytest.mark.sources


@pytest.fixture(scope="module")
def docs():
    return load_documents()


def test_versions_compare_as_versions_from_nisei_to_nsg():
    assert sorted(["25.08", "1.6", "22.12", "1.3", "24.09"], key=version_key) == [
        "1.3", "1.6", "22.12", "24.09", "25.08"]


def test_releases_align_by_id_whatever_the_number_or_text(docs):
    diff = diff_documents(docs["nsg-cr-25.04"], docs["nsg-cr-25.08"])
    credits = next(c for c in diff["changes"] if c["to"] == "nsg-cr-25.08/rule_symbol_credits")
    assert (credits["from"], credits["kind"], credits["from_number"], credits["to_number"]) == (
        "nsg-cr-25.04/rule_symbol_credits", "renumbered+changed", "1.3.3", "1.3.2")
    removed = [c["from"] for c in diff["changes"] if c["kind"] == "removed"]
    assert removed == ["nsg-cr-25.04/rule_plaintext_symbols"]


def test_every_25_08_changelog_entry_is_confirmed_by_the_nodes_it_names(docs):
    claims = diff_documents(docs["nsg-cr-25.04"], docs["nsg-cr-25.08"])["summary_claims"]
    assert [(c["status"], [d["id"] for d in c["details"]]) for c in claims] == [
        ("confirmed", ["rule_visibility_after_access"]),
        ("confirmed", ["rule_archives_facedowns_after_breach"]),
        ("confirmed", ["rule_prevent_as_trigger_condition"]),
        ("confirmed", ["sec_appendix_timing_structure_corps_turn", "sec_appendix_timing_structure_runners_turn"]),
        ("confirmed", ["sec_appendix_timing_structure_of_a_run"]),
    ]
    added_step = claims[3]["details"][0]["changes"]
    assert {"kind": "added", "from": None,
            "to": "nsg-cr-25.08/timing/sec_appendix_timing_structure_corps_turn/2d"} in added_step


def test_changes_no_entry_mentions_are_listed_as_unclaimed(docs):
    diff = diff_documents(docs["nsg-cr-25.04"], docs["nsg-cr-25.08"])
    unclaimed = {(u["kind"], u["from"], u["to"]) for u in diff["unclaimed"]}
    assert ("removed", "nsg-cr-25.04/rule_plaintext_symbols", None) in unclaimed
    assert ("changed", "nsg-cr-25.04/rule_remain_visible", "nsg-cr-25.08/rule_remain_visible") in unclaimed
    claimed = {(c["from"], c["to"]) for claim in diff["summary_claims"] for d in claim["details"]
               for c in d["changes"]}
    assert not claimed & {(f, t) for _, f, t in unclaimed}
    assert len(diff["unclaimed"]) == 20


def test_a_nisei_summary_shows_its_stated_baseline_and_its_unclaimed_changes(docs):
    diff = diff_documents(docs["nisei-cr-1.3"], docs["nisei-cr-1.4"])
    assert diff["summary_baseline"] == "1.2"
    assert diff["unclaimed"] and all(u["kind"] != "unchanged" for u in diff["unclaimed"])


def test_v1_6_pairs_with_22_12_under_the_same_numbers_nearly_everywhere(docs):
    diff = diff_documents(docs["nisei-cr-1.6"], docs["nsg-cr-22.12"], include_unchanged=True)
    paired = [c for c in diff["changes"] if c["from"] and c["to"] and c["node_kind"] == "rule"]
    same = [c for c in paired if c["from_number"] == c["to_number"]]
    assert len(paired) > 380 and len(same) / len(paired) > 0.95
    pair = {c["from"]: c["to"] for c in paired}
    assert pair["nisei-cr-1.6/1.10.3c"] == "nsg-cr-22.12/rule_spend_credits"
    assert [c["kind"] for c in paired if c["from"] == "nisei-cr-1.6/1.1.1"] == ["unchanged"]


def test_history_of_end_the_run_runs_through_every_release(docs):
    chain = rule_history("nsg-cr-25.08/rule_end_the_run", docs)["chain"]
    assert [(e["address"], e["kind_of_change"]) for e in chain] == [
        ("nsg-cr-22.12/rule_end_the_run", "first"),
        *[(f"nsg-cr-{v}/rule_end_the_run", "unchanged") for v in ("23.08", "24.03", "24.09", "25.04", "25.08")],
    ]


def test_cli_diff_json_between_releases(capsys, built_data):
    assert main(["--data", str(built_data), "diff", "nsg-cr-25.04", "nsg-cr-25.08", "--json"]) == 0
    diff = json.loads(capsys.readouterr().out)
    assert {c["status"] for c in diff["summary_claims"]} == {"confirmed"}
    assert len(diff["unclaimed"]) == 20
