"""The FFG Rules Reference OCR export: prose sections, glossary terms with sub-entries, timing structures."""

import re
from pathlib import Path

import pytest
from embedded_facts import RR_RUN_STEPS
from smallsources import fixture_info

from rulesdb.build.sources import SourceInfo, default_sources, read_manifest, read_text
from rulesdb.errors import ParseError
from rulesdb.model import Transition
from rulesdb.normalize import ICONS
from rulesdb.parsers.rules_reference.parser import parse, parse_rules_reference

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "rr" / "mini-rr.txt"
NRDB = Path(__file__).resolve().parents[3] / "shared" / "nrdb"
RR = "ffg-rr-1.0"


def info_for(file: Path) -> SourceInfo:
    return fixture_info(file, "ffg-rules-reference", "mini-rr-2.0", "2.0", family="ffg-rr",
                        title="Mini Rules Reference", effective="2031-01-02")


@pytest.fixture(scope="module")
def mini():
    return parse(FIXTURE.read_text(encoding="utf-8"), info_for(FIXTURE))


@pytest.fixture(scope="module")
def rr_info():
    return {i.id: i for i in read_manifest(default_sources())}[RR]


@pytest.fixture(scope="module")
def rr(rr_info):
    return parse(read_text(rr_info), rr_info)


def mini_issues(doc, kind):
    return [(i.line, i.detail) for i in doc.issues if i.kind == kind]


# -- the small fixture: each format rule on its own ------------------------------------------------------


def test_stray_first_line_is_an_issue_not_a_section(mini):
    assert mini_issues(mini, "stray-line") == [(1, "THE BARD GAME")]
    assert mini.top == (
        "mini-rr-2.0/section/welcome-to-the-network",
        "mini-rr-2.0/section/winning-the-game",
        "mini-rr-2.0/section/glossary",
        "mini-rr-2.0/section/timing-structures",
    )


def test_prose_section_with_related_line_resolves_it(mini):
    section = mini.nodes["mini-rr-2.0/section/winning-the-game"]
    assert (section.title, section.text) == (
        "Winning the Game",
        "The Runner wins with seven agenda points.",
    )
    assert section.related_names == ("Agendas", "Score")
    assert section.related == ("mini-rr-2.0/term/agenda", "mini-rr-2.0/term/score")


def test_heading_right_after_an_entry_heading_is_a_sub_entry(mini):
    abilities = mini.nodes["mini-rr-2.0/term/abilities"]
    assert abilities.children == (
        "mini-rr-2.0/term/abilities/paid-abilities",
        "mini-rr-2.0/term/abilities/trigger-steps",
    )
    paid = mini.nodes["mini-rr-2.0/term/abilities/paid-abilities"]
    assert (paid.name, paid.parent) == ("Paid Abilities", "mini-rr-2.0/term/abilities")
    assert (
        paid.text
        == 'In order to trigger a paid ability, a trigger cost must be paid, such as "[click]: Gain 1[c]."'
    )


def test_a_prose_sections_related_line_is_a_graph_edge_as_a_terms_is(mini):
    from rulesdb import graph

    G = graph.build_graph({mini.id: mini})
    related = graph.refs(G, "mini-rr-2.0/section/winning-the-game")["out"]["related"]
    assert [e["address"] for e in related] == ["mini-rr-2.0/term/agenda", "mini-rr-2.0/term/score"]


@pytest.mark.sources
def test_the_run_entrys_step_list_cites_each_step_of_the_run(rr):
    from rulesdb import graph

    G = graph.build_graph({rr.id: rr})
    cited = graph.refs(G, f"{RR}/term/run")["out"]["cites-step"]
    assert [e["address"] for e in cited] == [f"{RR}/timing/run/{n}" for n in range(1, 8)]


def test_related_line_belongs_to_the_entry_not_its_last_sub_entry(mini):
    assert mini.nodes["mini-rr-2.0/term/abilities"].related == (
        "mini-rr-2.0/term/bypass",
        "mini-rr-2.0/section/timing-structures",
    )
    assert mini.nodes["mini-rr-2.0/term/abilities/trigger-steps"].related == ()


def test_example_in_a_sub_entry_belongs_to_that_sub_entry(mini):
    steps = mini.nodes["mini-rr-2.0/term/abilities/trigger-steps"]
    assert steps.examples == ("mini-rr-2.0/term/abilities/trigger-steps/example/1",)
    example = mini.nodes[steps.examples[0]]
    assert example.text.startswith("The Runner encounters a Tollbooth")
    assert example.original_text.startswith("Example: The Runner encounters a Tollbooth")
    assert example.cards == ("Tollbooth", "Femme Fatale")


def test_ocr_heading_is_repaired_in_name_and_kept_in_original_text(mini):
    agenda = mini.nodes["mini-rr-2.0/term/agenda"]
    assert (agenda.name, agenda.line) == ("Agenda", 37)
    assert agenda.original_text == (
        "Agena\n\nAgendas are worth agenda points. Whenever an agenda is stolen, "
        "the Runner gains 10 at the\n\nbeginning of their turn."
    )


def test_page_number_in_mid_entry_is_joined_away_and_reported(mini):
    assert mini.nodes["mini-rr-2.0/term/agenda"].text == (
        "Agendas are worth agenda points. Whenever an agenda is stolen, "
        "the Runner gains 1[c] at the beginning of their turn."
    )
    assert mini_issues(mini, "page-number") == [(41, "7")]


def test_related_names_resolve_through_plural_abbreviation_and_ocr(mini):
    assert mini.nodes["mini-rr-2.0/term/agenda"].related == (
        "mini-rr-2.0/term/abilities",
        "mini-rr-2.0/term/score",
        "mini-rr-2.0/term/headquarters-hq",
    )
    bypass = mini.nodes["mini-rr-2.0/term/bypass"]
    assert bypass.related_names == ("Abilities", "Subroutines", "Approach Server")
    assert bypass.related == ("mini-rr-2.0/term/abilities", "mini-rr-2.0/term/subroutine")


def test_unresolvable_related_names_are_reported(mini):
    assert mini_issues(mini, "unresolved-related") == [(53, "Approach Server"), (63, "Rig Spin")]


def test_entry_without_related_line_is_followed_by_the_next_entry_in_alphabetical_order(mini):
    assert mini.nodes["mini-rr-2.0/term/for-each"].children == ()
    assert mini.nodes["mini-rr-2.0/term/forfeit"].parent == "mini-rr-2.0/section/glossary"
    assert mini_issues(mini, "missing-related") == [(55, '"For Each"')]


def test_window_marker_is_removed_from_glossary_text(mini):
    assert mini.nodes["mini-rr-2.0/term/score"].text == (
        "An agenda can only be scored during a scoring paid ability window."
    )


def test_glossary_ends_where_no_related_line_follows(mini):
    section = mini.nodes["mini-rr-2.0/section/timing-structures"]
    assert (section.parent, section.text) == (None, "There are two timing structures here.")
    assert "mini-rr-2.0/term/timing-structures" not in mini.nodes


def test_run_structure_steps_nest_by_number(mini):
    run = mini.nodes["mini-rr-2.0/timing/run"]
    assert (run.title, run.name, run.parent) == (
        "Timing Structure of a Run",
        "run",
        "mini-rr-2.0/section/timing-structures",
    )
    assert run.children == tuple(f"mini-rr-2.0/timing/run/{n}" for n in ("1", "2", "3", "4"))
    assert mini.nodes["mini-rr-2.0/timing/run/2.3"].parent == "mini-rr-2.0/timing/run/2"
    assert mini.nodes["mini-rr-2.0/timing/run/3.1.1"].parent == "mini-rr-2.0/timing/run/3.1"


def test_phase_step_titles_come_before_the_colon(mini):
    titles = [mini.nodes[f"mini-rr-2.0/timing/run/{n}"].title for n in ("1", "2", "2.1", "3", "4")]
    assert titles == [
        "Initiation",
        "Approach ICE",
        "",
        "Approach Server",
        "The Run Ends Unsuccessfully",
    ]


def test_step_bullets_are_its_text_and_transitions(mini):
    step = mini.nodes["mini-rr-2.0/timing/run/2.2"]
    assert step.text == (
        "The Runner chooses whether or not to jack out.\n"
        "- If the Runner jacks out, go to [4].\n- Otherwise, continue to [2.3]."
    )
    assert step.transitions == (
        Transition("mini-rr-2.0/timing/run/4", "If the Runner jacks out"),
        Transition("mini-rr-2.0/timing/run/2.3", "Otherwise"),
    )


def test_step_windows_come_from_wording_and_markers(mini):
    assert mini.nodes["mini-rr-2.0/timing/run/2.1"].windows == ("paid-abilities",)
    assert mini.nodes["mini-rr-2.0/timing/run/2.1"].text == "(paid abilities can be used)"
    assert mini.nodes["mini-rr-2.0/timing/run/2.3"].windows == (
        "paid-abilities",
        "rez-ice",
        "rez-non-ice",
    )


def test_step_triggers_are_the_quoted_conditions(mini):
    assert mini.nodes["mini-rr-2.0/timing/run/3"].triggers == ("When successful...",)
    assert mini.nodes["mini-rr-2.0/timing/run/3.1.1"].triggers == ("When accessed...",)


def test_captions_after_the_last_structure_are_issues_not_nodes(mini):
    assert mini_issues(mini, "caption") == [
        (112, "Agenda"),
        (116, "Corp Card Anatomy Key"),
        (118, "- The faction to which this card belongs."),
    ]
    assert all(n.line < 112 for n in mini.nodes.values())


def test_known_card_titles_name_example_cards_as_the_card_data_spells_them():
    doc = parse_rules_reference(
        FIXTURE.read_text(encoding="utf-8"),
        info_for(FIXTURE),
        known_cards=["Femme Fatale", "Forked", "Tollbooth", "Trolling"],
    )
    assert doc.nodes["mini-rr-2.0/term/bypass/example/1"].cards == ("Forked", "Femme Fatale")


def test_document_without_glossary_heading_is_a_parse_error():
    text = "Rules Reference\n\nVersion 2.0 / Effective 01.02.2031\n\nIntro\n\nSome prose.\n"
    with pytest.raises(ParseError, match=r"mini-rr.txt:7: expected a 'Glossary' heading"):
        parse(text, info_for(FIXTURE))


def test_glossary_without_entries_is_a_parse_error():
    text = "Intro\n\nSome prose.\n\nGlossary\n\nThe following is a list.\n\nTiming Structures\n\nProse.\n"
    with pytest.raises(ParseError, match=r"mini-rr.txt:5: expected glossary entries"):
        parse(text, info_for(FIXTURE))


def test_version_line_that_disagrees_with_the_manifest_is_reported():
    text = FIXTURE.read_text(encoding="utf-8").replace("Version 2.0", "Version 2.1")
    doc = parse(text, info_for(FIXTURE))
    assert mini_issues(doc, "version-mismatch") == [
        (7, "Version 2.1 / Effective 01.02.2031 (manifest says 2.0)")
    ]


# -- the real Rules Reference ------------------------------------------------------------------------------


@pytest.mark.sources
def test_intro_prose_is_sections(rr):
    titles = [rr.nodes[a].title for a in rr.top]
    assert titles == [
        "SUMMARY OF CHANGES",
        "Welcome to the Network",
        "The Golden Rules",
        "Full Game Setup",
        "Symbols",
        "Winning the Game",
        "Glossary",
        "Timing Structures",
    ]


@pytest.mark.sources
def test_glossary_has_over_a_hundred_entries(rr):
    glossary = rr.nodes[f"{RR}/section/glossary"]
    assert len(glossary.children) == 125
    assert glossary.children[:3] == (
        f"{RR}/term/abilities",
        f"{RR}/term/accessing",
        f"{RR}/term/action",
    )
    assert glossary.children[-1] == f"{RR}/term/virus-counter"
    assert sum(1 for n in rr.of_kind("term")) == 153


@pytest.mark.sources
def test_bypass_relates_to_ice_pass_run_subroutines(rr):
    bypass = rr.nodes[f"{RR}/term/bypass"]
    assert bypass.related_names == ("Ice", "Pass", "Run", "Subroutines")
    assert bypass.related == (
        f"{RR}/term/ice",
        f"{RR}/term/pass",
        f"{RR}/term/run",
        f"{RR}/term/subroutine",
    )
    example = rr.nodes[f"{RR}/term/bypass/example/1"]
    assert example.cards == ("Forked", "Troll", "Femme Fatale")


@pytest.mark.sources
def test_paid_abilities_is_a_sub_entry_of_abilities(rr):
    paid = rr.nodes[f"{RR}/term/abilities/paid-abilities"]
    assert (paid.name, paid.parent) == ("Paid Abilities", f"{RR}/term/abilities")
    assert rr.nodes[f"{RR}/term/abilities"].children == tuple(
        f"{RR}/term/abilities/{s}"
        for s in (
            "triggered-abilities",
            "paid-abilities",
            "conditional-abilities",
            "if-when-vs-when-if",
            "trigger-steps",
            "constant-abilities",
            "using-abilities",
        )
    )


@pytest.mark.sources
@pytest.mark.parametrize(
    "address, name",
    [
        ("attacked-server", "Attacked Server"),
        ("avoid", "Avoid"),
        ("event", "Event"),
        ("rig", "Rig"),
        ("initiate-vs-make-a-run", "Initiate vs. Make a Run"),
        ("in-a-server", "In a Server"),
        ("server/central-servers", "Central Servers"),
    ],
)
def test_ocr_names_are_repaired(rr, address, name):
    assert rr.nodes[f"{RR}/term/{address}"].name == name


@pytest.mark.sources
def test_every_related_name_resolves(rr):
    assert [i for i in rr.issues if i.kind == "unresolved-related"] == []
    assert rr.nodes[f"{RR}/term/server"].related[1] == f"{RR}/term/agenda"  # written "Agena"
    assert (
        rr.nodes[f"{RR}/term/trace"].related[-1] == f"{RR}/term/trace-strength"
    )  # written "Trash Strength"


@pytest.mark.sources
def test_stray_lines_and_captions_are_reported(rr):
    kinds = {}
    for issue in rr.issues:
        kinds.setdefault(issue.kind, []).append(issue.line)
    assert kinds["stray-line"] == [1]
    assert kinds["page-number"] == [786]
    assert kinds["missing-related"] == [662]
    assert kinds["caption"][0] == 1604 and len(kinds["caption"]) == 19


@pytest.mark.sources
def test_timing_structures_are_complete(rr):
    def numbers(structure):
        return [n.number for n in rr.of_kind("step") if n.structure == structure]

    assert numbers("corp-turn") == ["1", "1.1", "1.2", "1.3", "1.4", "1.5", "2", "2.1", "2.2", "3", "3.1", "3.2", "3.3", "3.4"]
    assert numbers("runner-turn") == ["1", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "2", "2.1", "2.2", "2.3", "2.4"]
    assert numbers("run") == RR_RUN_STEPS
    assert [rr.nodes[f"{RR}/timing/{s}"].title for s in ("corp-turn", "runner-turn", "run")] == [
        "Corporation's Turn",
        "Runner's Turn",
        "Timing Structure of a Run",
    ]


@pytest.mark.sources
@pytest.mark.parametrize(
    "step, targets",
    [
        ("1", ["2", "4"]),
        ("2.2", ["7", "2.3"]),
        ("2.4", ["3", "4"]),
        ("3.2", ["7", "4"]),
        ("4", ["2", "5"]),
        ("5.2", ["7", "5.3"]),
        ("5.6", ["6"]),
        ("3.1", []),
        ("7", []),
    ],
)
def test_run_step_transitions_are_the_ones_the_text_states(rr, step, targets):
    transitions = rr.nodes[f"{RR}/timing/run/{step}"].transitions
    assert [t.target for t in transitions] == [f"{RR}/timing/run/{n}" for n in targets]


@pytest.mark.sources
def test_jack_out_transition_keeps_its_condition(rr):
    assert rr.nodes[f"{RR}/timing/run/3.2"].transitions == (
        Transition(f"{RR}/timing/run/7", "If the run ends, the encounter also ends"),
        Transition(f"{RR}/timing/run/4", "Otherwise, the encounter ends"),
    )


@pytest.mark.sources
@pytest.mark.parametrize(
    "address, title, windows, triggers",
    [
        ("run/3", "Encounter ICE", (), ("When encountered...",)),
        ("run/2.3", "", ("paid-abilities", "rez-ice", "rez-non-ice"), ()),
        ("run/5.3", "", ("paid-abilities", "rez-non-ice"), ()),
        ("run/5.4", "", (), ("When successful...",)),
        (
            "run/7",
            "The Run Ends Unsuccessfully",
            (),
            ("When unsuccessful...", "When the run ends..."),
        ),
        ("corp-turn/1.2", "", ("paid-abilities", "rez-non-ice", "score-agendas"), ()),
        ("corp-turn/1.4", "", (), ("When your turn begins...",)),
        ("corp-turn/2.2", "", ("paid-abilities", "rez-non-ice", "score-agendas"), ()),
        ("runner-turn/1.6", "", ("paid-abilities", "rez-non-ice"), ()),
        ("runner-turn/2", "Discard Phase", (), ()),
    ],
)
def test_step_windows_and_triggers(rr, address, title, windows, triggers):
    step = rr.nodes[f"{RR}/timing/{address}"]
    assert (step.title, step.windows, step.triggers) == (title, windows, triggers)


@pytest.mark.sources
def test_sub_steps_are_children_of_their_phase(rr):
    assert rr.nodes[f"{RR}/timing/run/5.5.1"].parent == f"{RR}/timing/run/5.5"
    assert rr.nodes[f"{RR}/timing/run"].children == tuple(
        f"{RR}/timing/run/{n}" for n in range(1, 8)
    )
    assert rr.nodes[f"{RR}/timing/corp-turn/1.5"].text == (
        "The Corp draws 1 card from the top of R&D into HQ.\n- This does not spend [click].\n"
        "- The Runner wins if R&D contains no cards during this step."
    )


_ICON = re.compile("|".join(re.escape(icon) for icon in ICONS))
_STEP_NUMBER = re.compile(r"\[\d+(?:\.\d+)*\]")
_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|\*(\S.*?)\*")
_NOISE = re.compile(r"[^\x00-\x7f“”‘’—–…•◆]|[\\$@]|\(\s*\)|\(\*?\)|\[|\]|\*|\bU\b|\(\d\)")


@pytest.mark.sources
def test_no_glyph_noise_remains_in_any_node(rr):
    noisy = {}
    for address, node in rr.nodes.items():
        for value in (node.text, getattr(node, "name", ""), getattr(node, "title", "")):
            rest = _EMPHASIS.sub(r"\1\2", _STEP_NUMBER.sub("", _ICON.sub("X", value)))
            if _NOISE.search(rest):
                noisy[address] = _NOISE.findall(rest)
    assert noisy == {}
    assert "$1\\emptyset$" in rr.nodes[f"{RR}/section/symbols"].original_text


@pytest.mark.sources
def test_card_data_spells_example_cards(rr_info):
    if not NRDB.is_dir():
        pytest.skip("NetrunnerDB card data is not present")
    import json

    titles = {
        card["title"]
        for pack in (NRDB / "pack").glob("*.json")
        for card in json.loads(pack.read_text(encoding="utf-8"))
    }
    doc = parse_rules_reference(read_text(rr_info), rr_info, known_cards=titles)
    assert doc.nodes[f"{RR}/term/ordinal-events/example/1"].cards == (
        "Feedback Filter",
        "Tori Hanzō",
    )
    assert doc.nodes[f"{RR}/term/bypass/example/1"].cards == ("Forked", "Troll", "Femme Fatale")
