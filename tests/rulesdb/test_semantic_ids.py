"""Semantic ids are first-class: a release's own id names its node, the version-less `cr/<id>` and the
bare id open the latest release that has it, and show/list give `id` and `number`."""

import json

import pytest

from rulesdb.cli.commands import main
from rulesdb.errors import UnknownAddress


def test_a_bare_id_opens_the_latest_release(db):
    assert db.resolve("rule_end_the_run").address == "nsg-cr-25.08/rule_end_the_run"


def test_a_pinned_id_opens_that_release(db):
    node = db.resolve("nsg-cr-22.12/rule_end_the_run")
    assert (node.document, node.number, node.semantic_id) == ("nsg-cr-22.12", "6.1.4", "rule_end_the_run")


def test_a_cr_citation_names_the_latest_release_that_has_the_id(db):
    assert db.node("cr/rule_bypass").address == "nsg-cr-25.08/rule_bypass"
    assert db.citation("cr/rule_run_ends_condition/example/2") == "nsg-cr-25.08/rule_run_ends_condition/example/2"
    # Dropped after 24.09: the citation still opens the last release that printed it.
    assert db.citation("cr/rule_cannot_ncigs") == "nsg-cr-24.09/rule_cannot_ncigs"


def test_a_citation_naming_nothing_is_an_unknown_address(db):
    with pytest.raises(UnknownAddress, match="cr/rule_no_such_rule"):
        db.citation("cr/rule_no_such_rule")
    with pytest.raises(UnknownAddress):
        db.citation("cr/rule_bypass/example/9")


def test_a_bare_printed_number_opens_the_latest_release_rule(db):
    assert db.resolve("6.5.8a").address == "nsg-cr-25.08/rule_bypass"
    assert db.resolve("section 6.9").address == "nsg-cr-25.08/sec_steps_of_a_run"
    assert db.resolve("6.5.8a", document="nsg-cr-23.08").address == "nsg-cr-23.08/rule_bypass"


def test_show_json_gives_the_id_and_the_printed_number(capsys, built_data):
    assert main(["--data", str(built_data), "show", "rule_end_the_run", "--json"]) == 0
    view = json.loads(capsys.readouterr().out)
    assert (view["address"], view["id"], view["number"]) == ("nsg-cr-25.08/rule_end_the_run",
                                                              "rule_end_the_run", "6.1.4")


def test_list_json_items_carry_id_and_number(capsys, built_data):
    assert main(["--data", str(built_data), "list", "nsg-cr-25.08", "--kind", "rule", "--json"]) == 0
    items = {i["id"]: i for i in json.loads(capsys.readouterr().out)}
    assert items["rule_end_the_run"]["number"] == "6.1.4"
    assert items["rule_bypass"] == {"address": "nsg-cr-25.08/rule_bypass", "id": "rule_bypass",
                                    "number": "6.5.8a", "kind": "rule", "title": "6.5.8a"}
