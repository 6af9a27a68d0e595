"""The `nsg-cr-yaml` parser on a small release written for the tests: structure, numbers, markup, errors."""

from pathlib import Path

import pytest

from rulesdb.build.sources import SourceInfo
from rulesdb.errors import ParseError, SourceError
from rulesdb.parsers import parse
from rulesdb.parsers.nsg_cr_yaml.parser import release_files

MINI = Path(__file__).resolve().parents[1] / "data" / "nsgcr" / "mini"


def info(version: str = "1.0", folder: Path = MINI) -> SourceInfo:
    return SourceInfo(id="mini", family="nisei-cr", title="Mini CR", version=version, effective="2025-01-01",
                      path=str(folder), format="nsg-cr-yaml", file=folder, manifest_ref="manifest.toml:1")


@pytest.fixture(scope="module")
def doc():
    return parse(release_files(MINI), info())


def node(doc, ident):
    return doc.nodes[f"mini/{ident}"]


def test_nodes_are_addressed_by_id_and_carry_the_printed_number(doc):
    printed = {ident: node(doc, ident).number for ident in (
        "chpt_concepts", "sec_credits", "rule_credit_currency", "rule_credit_sources", "rule_credit_pool",
        "rule_credit_bank", "subsec_recurring", "rule_recurring_refill", "chpt_runs", "sec_runs",
        "rule_end_the_run", "rule_run_phase", "step_run_begins", "step_run_ends")}
    assert printed == {
        "chpt_concepts": "1", "sec_credits": "1.1", "rule_credit_currency": "1.1.1",
        "rule_credit_sources": "1.1.2", "rule_credit_pool": "1.1.2a", "rule_credit_bank": "1.1.2b",
        "subsec_recurring": "1.1.3", "rule_recurring_refill": "1.1.3a", "chpt_runs": "2", "sec_runs": "2.1",
        "rule_end_the_run": "2.1.1", "rule_run_phase": "2.2.1", "step_run_begins": "2.2.1a",
        "step_run_ends": "2.2.1b"}
    assert node(doc, "rule_end_the_run").semantic_id == "rule_end_the_run"


def test_kinds_follow_the_element_a_chapter_section_titled_subsection_rule_or_step_is(doc):
    kinds = {ident: node(doc, ident).kind for ident in (
        "chpt_concepts", "sec_credits", "subsec_recurring", "rule_credit_sources", "rule_credit_pool",
        "rule_run_phase", "step_run_ends")}
    assert kinds == {"chpt_concepts": "section", "sec_credits": "section", "subsec_recurring": "section",
                     "rule_credit_sources": "rule", "rule_credit_pool": "rule", "rule_run_phase": "step",
                     "step_run_ends": "step"}
    assert node(doc, "sec_credits").title == "Credits"
    assert node(doc, "sec_credits").flavour == "Credits are the currency of the game."
    assert node(doc, "rule_credit_sources").children == ("mini/rule_credit_pool", "mini/rule_credit_bank")
    assert doc.top == ("mini/chpt_concepts", "mini/chpt_runs")


def test_references_print_as_the_document_prints_them_and_point_at_the_node(doc):
    sources = node(doc, "rule_credit_sources")
    assert sources.text == "Credits come from several places, listed in rules 1.1.2a through 1.1.2b."
    assert [(r.written, r.number, r.target) for r in sources.references] == [
        ("rules 1.1.2a through 1.1.2b", "1.1.2a", "mini/rule_credit_pool"),
        ("1.1.2b", "1.1.2b", "mini/rule_credit_bank")]
    assert node(doc, "rule_credit_currency").text.endswith("See Section 2.1.")
    assert "see rules 1.1.2a and 1.1.2b." in node(doc, "rule_recurring_refill").text
    assert node(doc, "rule_end_the_run").text == "To end the run is to go to step 2.2.1b."
    assert node(doc, "step_run_ends").text.startswith("The run ends. Return to Step 2.2.1a for System Gateway.")


def test_icons_take_the_one_plaintext_form_and_curly_prints_braces(doc):
    assert node(doc, "rule_credit_currency").text == (
        'Credits are spent with [c]. A player gains 1[c] with the basic action "[click]: Gain 1[c]." '
        "See Section 2.1.")
    assert "([recurring], plaintext {recurring})" in node(doc, "rule_recurring_refill").text
    assert node(doc, "rule_credit_currency").original_text.startswith("{term:Credits} are spent")


def test_terms_cards_subtypes_and_products_are_noted_with_their_words_kept(doc):
    assert node(doc, "rule_credit_pool").markup == (("term", "credit pool"),)
    example = doc.nodes["mini/rule_credit_pool/example/1"]
    assert example.text == "The Runner installs Daily Casts and later spends its credits on a connection."
    assert example.cards == ("Daily Casts",)
    assert example.markup == (("card", "Daily Casts"), ("subtype", "connection"))
    assert node(doc, "step_run_ends").markup == (("product", "System Gateway"),)


def test_new_marks_and_new_spans_flag_the_node_as_changed(doc):
    changed = sorted(n.semantic_id for n in doc.nodes.values() if n.changed)
    assert changed == ["rule_credit_bank", "rule_credit_currency"]
    assert node(doc, "rule_credit_bank").text == "The bank holds the rest. It never runs out."


def test_steps_note_their_windows_and_structure(doc):
    begins = node(doc, "step_run_begins")
    assert begins.structure == "rule_run_phase"
    assert begins.windows == ("paid-abilities", "rez-non-ice")


def test_appendix_timing_structure_entries_are_numbered_as_its_lists_print_them(doc):
    structure = doc.nodes["mini/timing/sec_appendix_run"]
    assert structure.kind == "timing" and structure.title == "Timing Structure of a Run"
    steps = [(n.number, n.text) for n in doc.of_kind("step") if n.structure == "sec_appendix_run"]
    assert steps == [("1", "Initiation Phase"), ("1a", "The Runner announces the attacked server."),
                     ("1a.i", "Conditions are met."), ("1a.ii", "Abilities resolve."),
                     ("1b", "Paid ability window."), ("2", "Run Ends Phase")]
    assert doc.nodes["mini/timing/sec_appendix_run/1a.ii"].parent == "mini/timing/sec_appendix_run/1a"


def test_the_release_changelog_is_the_summary_of_changes_and_the_draft_is_not_read(doc):
    assert [c.text for c in doc.summary_of_changes] == ["Add rule 1.1.2b.", "Clarify section 2.1."]
    assert doc.summary_of_changes[0].original_text == "Add {ref:rule_credit_bank}."
    assert doc.issues == ()


def write_release(tmp_path: Path, chapter: str, changelog: str = "changelog: []\n") -> Path:
    folder = tmp_path / "release"
    (folder / "data" / "input").mkdir(parents=True)
    (folder / "data" / "input" / "00_changelog.yaml").write_text(changelog, encoding="utf-8")
    (folder / "data" / "input" / "01_one.yaml").write_text(chapter, encoding="utf-8")
    return folder


def parse_folder(folder: Path):
    return parse(release_files(folder), info(folder=folder))


def test_an_unknown_token_and_an_id_that_names_nothing_are_build_report_items(tmp_path):
    folder = write_release(tmp_path, "chapter: c\ntext: C\nsections:\n- section: s\n  text: S\n  rules:\n"
                                     "  - rule: r\n    text: See {ref:nowhere} and {wibble:x}.\n")
    doc = parse_folder(folder)
    assert [(i.line, i.kind, i.detail) for i in doc.issues] == [
        (7, "unresolved-reference", "01_one.yaml: {ref:nowhere} names no id of this release"),
        (7, "unknown-markup", "01_one.yaml: {wibble:x}")]
    assert doc.nodes["mini/r"].text == "See nowhere and {wibble:x}."


def test_the_same_text_in_two_releases_is_reported_and_noted_in_each(tmp_path):
    """Texts without references are rendered once a process; each release still gets its own facts."""
    text = "chapter: c\ntext: C\nsections:\n- section: s\n  text: S\n  rules:\n" \
           "  - rule: r\n    text: Play {card:Hedge Fund} with {wibble:x}.\n"
    first = parse_folder(write_release(tmp_path / "a", text))
    second = parse_folder(write_release(tmp_path / "b", text))
    for doc in (first, second):
        assert [(i.line, i.kind, i.detail) for i in doc.issues] == [(7, "unknown-markup", "01_one.yaml: {wibble:x}")]
        assert doc.nodes["mini/r"].markup == (("card", "Hedge Fund"),)
        assert doc.nodes["mini/r"].text == "Play Hedge Fund with {wibble:x}."


def test_a_rendering_handed_out_is_the_callers_own():
    from rulesdb.parsers.nsg_cr_yaml.markup import MarkupReader

    reader = MarkupReader({}, str)
    rendered = reader.render("Gain 1{c} from {card:Hedge Fund}{n}.{/n}")
    rendered.marks.append(("card", "Sure Gamble"))
    rendered.unknown.append("{wibble}")
    again = reader.render("Gain 1{c} from {card:Hedge Fund}{n}.{/n}")
    assert (again.text, again.marks, again.unknown, again.new) == ("Gain 1[c] from Hedge Fund.",
                                                                  [("card", "Hedge Fund")], [], True)


@pytest.mark.parametrize(("chapter", "line", "message"), [
    ("chapter: c\ntext: C\nsections:\n- section: s\n  text: S\n  rules:\n  - text: no id\n",
     7, "expected 'rule:', 'subsection:' or 'timing_structure:'"),
    ("chapter: c\ntext: C\nsections:\n- section: s\n  rules: []\n", 4, "field 'text' must be text"),
    ("chapter: c\ntext: C\nsections:\n- section: s\n  text: S\n  rules:\n  - rule: s\n    text: T\n",
     7, "id 's' defined twice"),
    ("chapter: c\ntext: [C\n", 3, "not valid YAML"),
    ("sections: []\n", 1, "expected 'chapter: <id>' at the top"),
])
def test_a_malformed_release_names_the_file_and_line(tmp_path, chapter, line, message):
    folder = write_release(tmp_path, chapter)
    with pytest.raises(ParseError) as raised:
        parse_folder(folder)
    assert raised.value.path.endswith("data/input/01_one.yaml")
    assert raised.value.line == line
    assert message in str(raised.value)


def test_a_folder_without_chapters_is_a_source_error(tmp_path):
    (tmp_path / "data").mkdir()
    with pytest.raises(SourceError, match="no chapter files"):
        parse_folder(tmp_path)


def test_a_text_format_given_a_folder_says_which_it_needs(tmp_path):
    wrong = info()
    wrong = SourceInfo(**{**wrong.__dict__, "format": "nisei-cr-markdown"})
    with pytest.raises(SourceError, match="reads a file"):
        parse(release_files(MINI), wrong)


# -- the release accounts for its source: every scalar a node's or a named category, no word lost ----------

def accounted(folder: Path):
    from rulesdb.fidelity.account import new_account
    from rulesdb.fidelity.report import document_fidelity

    files = release_files(folder)
    account = new_account(files)
    doc = parse(files, info(folder=folder), account)
    return doc, document_fidelity(doc, account, [])


def test_every_scalar_of_the_release_is_a_nodes_text_or_a_named_category_and_no_word_is_lost():
    _, report = accounted(MINI)
    assert (report["coverage"], report["unaccounted"], report["word_losses"]) == (1.0, [], [])
    assert report["content_chars"] > 1000
    assert {"summary-of-changes", "draft-changelog", "layout", "change-marker"} == set(report["categories"])


def test_a_rule_whose_words_the_model_lost_is_named_with_the_words():
    import dataclasses

    from rulesdb.fidelity.account import new_account
    from rulesdb.fidelity.words import self_check

    files = release_files(MINI)
    account = new_account(files)
    doc = parse(files, info(), account)
    pool = doc.nodes["mini/rule_credit_pool"]
    damaged = dataclasses.replace(doc, nodes={**doc.nodes, pool.address: dataclasses.replace(
        pool, text="The credit pool holds credits.")})
    [loss] = self_check(damaged, account.file("data/input/01_concepts.yaml"))
    assert (loss.address, loss.line, loss.missing) == ("mini/rule_credit_pool", 15, ("a", "player", "s"))


UNPRINTED = """chapter: c
text: Concepts
sections:
- section: s
  text: Memory
  rules:
  - rule: rule_memory_limit
    text: The memory limit is 4.
    rules:
    - rule: rule_unused_mu
      text: Unused memory is the limit minus memory used.
  - rule: rule_alternate_payment
    text: Some costs can be paid another way.
    new:
    - examples:
      - text: The Corp rezzes Biawak.
  - rule: rule_candidates
    text: A chosen candidate stops being one.
    examples:
    - text: |-
      The Corp is playing {card:Gagarin Deep Space: Expanding the Horizon}, and the Runner breaches.
"""


def test_fields_the_generator_does_not_print_are_named_with_file_and_line_not_lost(tmp_path):
    """Rules under a rule, an example under `new:`, a block indented too little: the published document
    prints none of them, so neither does the model; each is accounted as `unprinted` and reported."""
    doc, report = accounted(write_release(tmp_path, UNPRINTED))
    assert (report["coverage"], report["unaccounted"], report["word_losses"]) == (1.0, [], [])
    unprinted = ("rule_unused_mu", "Unused memory is the limit minus memory used.", "The Corp rezzes Biawak.",
                 "The Corp is playing {card:Gagarin Deep Space: Expanding the Horizon}, and the Runner breaches.")
    assert report["categories"]["unprinted"] == sum(len(text.replace(" ", "")) for text in unprinted)
    issues = [(i.line, i.node, i.detail.split(": ")[:3]) for i in doc.issues if i.kind == "unprinted-text"]
    assert issues == [
        (9, "mini/rule_memory_limit", ["01_one.yaml", "not in the published document",
                                       "field 'rules:', which the generator does not read in a rule"]),
        (14, "mini/rule_alternate_payment", ["01_one.yaml", "not in the published document",
                                             "content under 'new:', a mark the generator reads by its presence only"]),
        (21, "mini/rule_candidates/example/1", ["01_one.yaml", "not in the published document",
                                                "text YAML reads as a field name (a block indented too little?)"]),
    ]
    assert "mini/rule_unused_mu" not in doc.nodes
    assert doc.nodes["mini/rule_candidates/example/1"].text == ""


def test_fields_the_generator_does_not_print_are_source_errata_with_their_text(tmp_path):
    from rulesdb.fidelity.errata import find_errata

    doc, _ = accounted(write_release(tmp_path, UNPRINTED))
    errata = [(e.node, e.kind, e.note) for e in find_errata({doc.id: doc})[doc.id]]
    assert errata[0] == ("mini/rule_memory_limit", "unprinted-text",
                         "01_one.yaml:9: not in the published document: field 'rules:', which the generator does "
                         "not read in a rule: “rules: - rule: rule_unused_mu text: Unused memory is the limit "
                         "minus memory use…”")
    assert [e[0] for e in errata] == ["mini/rule_memory_limit", "mini/rule_alternate_payment",
                                      "mini/rule_candidates/example/1"]


def test_an_alias_bomb_in_a_release_is_refused_with_file_and_line_before_it_expands(tmp_path):
    """The CR YAML is read through the bounded loader: a hostile or damaged release fails in milliseconds."""
    items = ",".join(['"lol"'] * 9)
    lines = [f"a: &a [{items}]"] + [f"{b}: &{b} [{','.join([f'*{a}'] * 9)}]" for a, b in zip("abcdefgh", "bcdefghi")]
    folder = write_release(tmp_path, "\n".join(lines) + "\n")
    with pytest.raises(ParseError) as raised:
        parse_folder(folder)
    assert (Path(raised.value.path).name, raised.value.line) == ("01_one.yaml", 6)
    assert "expands to more than 200000 nodes" in str(raised.value)


def test_a_release_nested_past_the_limit_is_refused_with_file_and_line(tmp_path):
    folder = write_release(tmp_path, "chapter: c\ntext: C\nsections: " + "[" * 100 + "]" * 100 + "\n")
    with pytest.raises(ParseError, match=r"01_one\.yaml:3: nested deeper than 64 levels"):
        parse_folder(folder)
