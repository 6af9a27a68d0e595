"""Questions the CLI once answered wrongly or silently: a rule gone from the newest release, a
document or rule number that names nothing. Each is an answer or one line naming what is wrong."""

import json

import pytest

from rulesdb.cli.commands import main


def run(capsys, built_data, *argv) -> tuple[int, str, str]:
    code = main(["--data", str(built_data), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def failure(capsys, built_data, *argv) -> str:
    """The one stderr line of a refused command (non-zero exit, nothing on stdout)."""
    code, out, err = run(capsys, built_data, *argv)
    assert code == 2 and out == "" and len(err.splitlines()) == 1, (code, out, err)
    return err.strip()


def test_history_of_a_rule_removed_before_the_newest_release_names_the_release_without_it(capsys, built_data):
    code, out, err = run(capsys, built_data, "history", "rule_partially_cannot")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "nsg-cr-24.09/rule_partially_cannot"
    assert lines[-1].split() == ["v25.04", "(not", "in", "this", "release)", "removed"]
    assert any(line.split()[:2] == ["v1.3", "nisei-cr-1.3/1.2.2b"] for line in lines)


def test_history_json_keeps_the_removal_as_an_entry_without_address(capsys, built_data):
    code, out, _ = run(capsys, built_data, "history", "rule_partially_cannot", "--json")
    chain = json.loads(out)["chain"]
    assert code == 0 and chain[-1]["address"] is None and chain[-1]["kind_of_change"] == "removed"


@pytest.mark.parametrize("address", ["nsg-cr-25.08/rule_end_the_run", "rule_end_the_run", "6.1.4"])
def test_show_with_an_unknown_document_names_the_option_and_the_known_ids(capsys, built_data, address):
    line = failure(capsys, built_data, "show", address, "--doc", "nope")
    assert line.startswith("rulesdb: error: --doc nope: no such document")
    assert "nsg-cr-25.08" in line and "nisei-cr-1.6" in line


def test_show_suggests_the_nearest_document_ids_first(capsys, built_data):
    line = failure(capsys, built_data, "show", "1.10.3c", "--doc", "nisei-cr-1.7")
    assert "did you mean nisei-cr-1.6" in line


def test_show_of_an_address_in_another_document_than_doc_is_refused(capsys, built_data):
    line = failure(capsys, built_data, "show", "nsg-cr-25.08/rule_end_the_run", "--doc", "nisei-cr-1.6")
    assert "is in nsg-cr-25.08, not in nisei-cr-1.6" in line


def test_show_with_the_right_document_still_answers(capsys, built_data):
    code, out, _ = run(capsys, built_data, "show", "nsg-cr-25.08/rule_end_the_run", "--doc", "nsg-cr-25.08")
    assert code == 0 and "nsg-cr-25.08/rule_end_the_run  (rule, nsg-cr-25.08)" in out


def test_diff_of_a_rule_in_neither_release_says_so(capsys, built_data):
    line = failure(capsys, built_data, "diff", "nsg-cr-25.04", "nsg-cr-25.08", "--rule", "99.1")
    assert line == "rulesdb: error: --rule 99.1: in neither nsg-cr-25.04 nor nsg-cr-25.08 (no rule of that number)"


def test_diff_of_a_rule_in_one_release_only_is_answered(capsys, built_data):
    # rule_partially_cannot (1.2.2b) was removed in 25.04: the pair of 24.09 and 25.04 shows the removal
    code, out, _ = run(capsys, built_data, "diff", "nsg-cr-24.09", "nsg-cr-25.04", "--rule", "1.2.2b", "--json")
    assert code == 0
    changes = json.loads(out)["changes"]
    assert [(c["from"], c["kind"]) for c in changes] == [
        ("nsg-cr-24.09/rule_partially_cannot", "removed"), ("nsg-cr-24.09/rule_partially_cannot/example/1", "removed")]


@pytest.mark.parametrize(("argv", "named"), [
    (["diff", "nsg-cr-25.0", "nsg-cr-25.08"], "FROM nsg-cr-25.0"),
    (["diff", "nsg-cr-25.04", "nope"], "TO nope"),
    (["list", "nisei"], "DOC-ID nisei"),
    (["search", "bypass", "--doc", "ffg"], "--doc ffg"),
])
def test_every_document_argument_names_itself_when_unknown(capsys, built_data, argv, named):
    assert failure(capsys, built_data, *argv).startswith(f"rulesdb: error: {named}: no such document")


def test_the_service_refuses_a_rule_in_neither_release(db):
    from rulesdb.errors import BadQuery

    with pytest.raises(BadQuery, match="rule: '99.1' is in neither nsg-cr-25.04 nor nsg-cr-25.08"):
        db.diff("nsg-cr-25.04", "nsg-cr-25.08", rule="99.1")


def test_no_command_is_one_line_listing_the_commands(capsys, built_data):
    line = failure(capsys, built_data)
    assert line.startswith("rulesdb: error: name a command: build, show, list, search")


@pytest.mark.parametrize("word", ["a\nb", "a\x1eb", "a\u2028b", "a\x1b[31mb"])
def test_a_usage_error_about_a_value_with_a_line_break_or_escape_stays_one_line(capsys, built_data, word):
    line = failure(capsys, built_data, "scenario", "list", word)
    assert "\x1b" not in line and line.endswith("(see `rulesdb --help`)")


def test_a_library_error_shows_control_characters_escaped(capsys, built_data):
    line = failure(capsys, built_data, "show", "a\x1b[31mb")
    assert "'a\\x1b[31mb'" in line


@pytest.mark.parametrize("argv", [["diff", "24.09", "25.04"], ["diff", "nsg-cr-24.09", "v25.04"]])
def test_a_release_is_named_by_its_version_where_only_one_document_has_it(capsys, built_data, argv):
    code, out, err = run(capsys, built_data, *argv, "--rule", "1.2.2a", "--json")
    assert code == 0 and err == ""
    answer = json.loads(out)
    assert (answer["from"], answer["to"]) == ("nsg-cr-24.09", "nsg-cr-25.04")
    assert [(c["kind"], c["from"]) for c in answer["changes"]] == [("removed", "nsg-cr-24.09/rule_cannot_ncigs")]


def test_a_version_two_documents_share_is_refused_naming_both(capsys, built_data):
    line = failure(capsys, built_data, "list", "1.0")
    assert line.startswith("rulesdb: error: DOC-ID 1.0: no such document (did you mean ffg-rulebook-1.0, ffg-rr-1.0?")
