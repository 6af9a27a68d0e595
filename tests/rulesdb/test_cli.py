"""The `rulesdb` command as a judge uses it: show, list, and clear errors with exit status 2."""

import json
import subprocess
import sys

import pytest
from shared_data import NRDB

from rulesdb.cli.commands import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("typed", "header"), [
    ("rule_bypass", "nsg-cr-25.08 6.5.8a Bypass\nnsg-cr-25.08/rule_bypass  (rule, nsg-cr-25.08)"),
    ("6.5.8a", "nsg-cr-25.08 6.5.8a Bypass\nnsg-cr-25.08/rule_bypass  (rule, nsg-cr-25.08)"),
    ("nsg-cr-22.12/step_encounter_begins", "nsg-cr-22.12 6.9.3a Encounter Ice Phase\n"),
    ("nisei-cr-1.6/1.10.3c", "nisei-cr-1.6 1.10.3c Spend\nnisei-cr-1.6/1.10.3c  (rule, nisei-cr-1.6)"),
])
def test_show_names_a_comprehensive_rule_by_release_number_and_topic(capsys, built_data, typed, header):
    code, out, _ = run(capsys, "--data", str(built_data), "show", typed)
    assert code == 0 and out.startswith(header)


def test_show_json_has_the_fields_tools_rely_on(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "show", "nisei-cr-1.3/1.10.3c", "--json")
    view = json.loads(out)
    assert code == 0
    assert view["address"] == "nisei-cr-1.3/1.10.3c"
    assert view["kind"] == "rule" and view["document"] == "nisei-cr-1.3" and view["number"] == "1.10.3c"
    assert view["parent"] == "nisei-cr-1.3/1.10.3"
    assert [e["address"] for e in view["examples"]] == [f"nisei-cr-1.3/1.10.3c/example/{n}" for n in (1, 2, 3)]
    assert "GHOST RUNNER" in view["examples"][2]["original_text"]
    assert "Ghost Runner" in view["examples"][2]["text"]
    assert {"text", "original_text", "children"} <= view.keys()


def test_show_accepts_a_typed_spelling_with_a_document(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "show", "rule 1.10.3 c", "--doc", "nisei-cr-1.6", "--json")
    assert code == 0 and json.loads(out)["address"] == "nisei-cr-1.6/1.10.3c"


def test_bare_number_opens_the_latest_release_with_the_others_listed_beside_it(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "show", "1.10.3c", "--json")
    view = json.loads(out)
    assert code == 0
    assert view["address"] == "nsg-cr-25.08/rule_spend_credits" and view["number"] == "1.10.3c"
    # Older releases of the same rule are its history; other documents' 1.10.3c are listed.
    assert view["other_matches"] == ["nisei-cr-1.6/1.10.3c", "nisei-cr-1.4/1.10.3c", "nisei-cr-1.3/1.10.3c"]


def test_unknown_address_is_an_error_naming_it(capsys, built_data):
    code, _, err = run(capsys, "--data", str(built_data), "show", "nisei-cr-1.6/99.99")
    assert code == 2 and "unknown address 'nisei-cr-1.6/99.99'" in err


def test_list_terms_of_the_rules_reference(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "list", "ffg-rr-1.0", "--kind", "term", "--json")
    addresses = [i["address"] for i in json.loads(out)]
    assert code == 0 and "ffg-rr-1.0/term/bypass" in addresses
    assert "ffg-rr-1.0/term/abilities/paid-abilities" in addresses


def test_missing_build_tells_how_to_make_one(capsys, tmp_path):
    code, _, err = run(capsys, "--data", str(tmp_path), "show", "1.10.3c")
    assert code == 2 and "no build in" in err and "build" in err


def test_python_dash_m_runs_the_same_command(built_data):
    done = subprocess.run([sys.executable, "-m", "rulesdb", "--data", str(built_data), "show",
                           "ffg-rr-1.0/timing/run/3.1"], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ffg-rr-1.0/timing/run/3.1  (step, ffg-rr-1.0)")


@pytest.mark.parametrize("argv", [["show"], ["list"], ["diff", "nisei-cr-1.3"]])
def test_missing_arguments_are_usage_errors(argv, capsys):
    assert main(argv) == 2
    assert "the following arguments are required" in capsys.readouterr().err


def test_build_failure_exits_non_zero_naming_the_manifest_line(capsys, tmp_path):
    (tmp_path / "manifest.toml").write_text('[[documents]]\nid = "x"\n', encoding="utf-8")
    code, _, err = run(capsys, "--data", str(tmp_path / "data"), "build", "--sources", str(tmp_path))
    assert code == 2
    assert f"{tmp_path / 'manifest.toml'}:1: document entry lacks family, title, version" in err
    assert not (tmp_path / "data" / "CURRENT").exists()


def test_search_json_has_query_and_scored_hits(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "search", "bypass", "--doc", "ffg-rr-1.0",
                       "--kind", "term", "--limit", "3", "--json")
    result = json.loads(out)
    assert code == 0 and result["query"] == "bypass"
    assert [e["address"] for e in result["exact"]] == ["ffg-rr-1.0/term/bypass"]  # the term named, then hits
    assert set(result["hits"][0]) == {"address", "kind", "document", "title", "snippet", "score", "superseded"}
    assert all(h["document"] == "ffg-rr-1.0" and h["kind"] == "term" for h in result["hits"])


def test_search_takes_a_version_only_one_document_has_for_its_document(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "search", "bypass", "--doc", "24.09", "--json")
    hits = json.loads(out)["hits"]
    assert code == 0 and hits and {h["document"] for h in hits} == {"nsg-cr-24.09"}


def test_diff_json_reports_the_renumbering_cascade(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "diff", "nisei-cr-1.3", "nisei-cr-1.4", "--json")
    changes = {(c["from"], c["to"]): c["kind"] for c in json.loads(out)["changes"]}
    assert code == 0
    assert changes[("nisei-cr-1.3/1.8.5", "nisei-cr-1.4/1.8.6")] == "renumbered"
    assert changes[("nisei-cr-1.3/1.8.6", "nisei-cr-1.4/1.8.7")] == "renumbered"
    assert changes[(None, "nisei-cr-1.4/1.8.5")] == "added"


def test_scenario_run_exits_zero_when_every_check_holds(capsys):
    code, out, _ = run(capsys, "scenario", "run", "femme-fatale-vs-tollbooth", "--json")
    result = json.loads(out)
    assert code == 0 and result["ok"] is True
    assert {"scenario", "ok", "checks", "trace", "final_state"} <= result.keys()
    assert all(step["cites"] for step in result["trace"])


def test_scenario_run_exits_one_when_a_check_fails(capsys, tmp_path):
    from rulesdb.engine import SCENARIO_DIR

    source = (SCENARIO_DIR / "femme-fatale-vs-tollbooth.yaml").read_text(encoding="utf-8")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(source.replace("  - runner.credits: 4", "  - runner.credits: 2"), encoding="utf-8")
    code, out, _ = run(capsys, "scenario", "run", str(wrong), "--json")
    failed = [c for c in json.loads(out)["checks"] if not c["ok"]]
    assert code == 1
    assert [(c["actual"]) for c in failed] == [4]


def test_a_name_shows_its_best_match_and_lists_the_others(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "show", "Bypass", "--json")
    view = json.loads(out)
    assert code == 0 and view["address"] == "nsg-cr-25.08/rule_bypass"
    assert "ffg-rr-1.0/term/bypass" in view["other_matches"]
    assert "ffg-rulebook-1.0/section/faq/rules-clarifications/bypass" in view["other_matches"]


def test_search_for_a_misspelt_word_says_did_you_mean(capsys, built_data):
    code, out, _ = run(capsys, "--data", str(built_data), "search", "bypas", "--limit", "1")
    assert code == 0 and out.startswith("did you mean: bypass?")
    assert "  nsg-cr-25.08/rule_bypass  6.5.8a " in out  # the current CR's rule first


@pytest.mark.skipif(not NRDB.is_dir(), reason="needs the NetrunnerDB card data in ../shared/nrdb")
@pytest.mark.parametrize("question, printed, typo_of", [
    ("can the corp lie about a facedown card", "lie", "like"),
    ("corp rezzes Grim mid run", "Grim", "grip"),  # a card
    ("Noise trashes the top of R&D", "Noise", "note"),  # a card
])
def test_a_word_the_cards_print_is_never_corrected(capsys, built_data, question, printed, typo_of):
    code, out, _ = run(capsys, "--data", str(built_data), "search", question, "--json")
    assert code == 0 and json.loads(out)["did_you_mean"] is None, printed
    code, out, _ = run(capsys, "--data", str(built_data), "search", f"{question} bypas", "--json")
    corrected = json.loads(out)["did_you_mean"]  # a word of no card is still corrected, in the judge's words
    assert corrected == f"{question} bypass" and typo_of not in corrected.split()


def test_show_of_a_misspelt_term_suggests_the_corrected_one(capsys, built_data):
    code, _, err = run(capsys, "--data", str(built_data), "show", "bypas")
    assert code == 2 and "did you mean: nsg-cr-25.08/rule_bypass, ffg-rr-1.0/term/bypass" in err  # the current CR first


def test_scenario_run_prints_the_verdict_and_its_deciding_step_first(capsys):
    code, out, _ = run(capsys, "scenario", "run", "femme-fatale-vs-tollbooth")
    first, second = out.splitlines()[:2]
    assert code == 0 and first.startswith("Verdict: Tollbooth's ability never resolves")
    deciding = "Tollbooth's ability does not trigger or resolve"
    number = next(line.split(".")[0].strip() for line in out.splitlines() if line.lstrip()[:1].isdigit()
                  and deciding in line)  # the same step, numbered as the trace below prints it
    assert second.startswith(f"Deciding step {number}: {deciding}")
