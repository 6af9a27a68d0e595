"""The FFG core rulebook parser: prose sections nested from the text, glossary terms, run timing, examples."""

from pathlib import Path

import pytest
from smallsources import fixture_info

from rulesdb.build.sources import SourceInfo, default_sources, read_manifest, read_text
from rulesdb.errors import ParseError
from rulesdb.model import Transition
from rulesdb.parsers.rulebook.outline import stem
from rulesdb.parsers.rulebook.parser import example_cards, parse

DATA = Path(__file__).resolve().parent.parent / "data" / "rulebook"
MINI = DATA / "mini-rulebook.txt"


def info_for(path: Path, doc_id: str = "ffg-rulebook-2.0") -> SourceInfo:
    return fixture_info(path, "ffg-rulebook", doc_id, "2.0", family="ffg-rulebook", title="Mini rulebook",
                        effective="2020-01-01")


def parse_text(text: str, name: str = "mini.txt"):
    return parse(text, info_for(Path(name)))


@pytest.fixture(scope="module")
def mini():
    return parse(MINI.read_text(encoding="utf-8"), info_for(MINI))


def node(doc, address):
    return doc.nodes[f"{doc.id}/{address}"]


def children(doc, address):
    return [c.removeprefix(f"{doc.id}/") for c in node(doc, address).children]


# -- the small fixture --------------------------------------------------------------------------------------


def test_document_titles_are_the_top_level_in_order(mini):
    assert [a.removeprefix("ffg-rulebook-2.0/") for a in mini.top] == [
        "section/rules-of-play", "section/glossary", "timing/run", "section/faq", "section/tournament-rules"]


def test_heading_named_in_an_opening_sentence_is_its_child(mini):
    assert children(mini, "section/rules-of-play/play-areas") == [
        "section/rules-of-play/play-areas/credit-pool",
        "section/rules-of-play/play-areas/score-area",
        "section/rules-of-play/play-areas/corporation-play-area",
        "section/rules-of-play/play-areas/runner-play-area"]


def test_recurring_ice_heading_lives_under_each_of_its_parents(mini):
    assert "ffg-rulebook-2.0/section/rules-of-play/play-areas/corporation-play-area/ice" in mini.nodes
    assert node(mini, "section/rules-of-play/runs/ice").text == "Ice is encountered during runs."


def test_phases_of_a_run_nest_under_runs(mini):
    assert node(mini, "section/rules-of-play/runs/phases-of-a-run").parent == \
        "ffg-rulebook-2.0/section/rules-of-play/runs"


def test_numbered_phases_follow_the_list_that_names_them(mini):
    assert children(mini, "section/rules-of-play/corporations-turn") == [
        "section/rules-of-play/corporations-turn/draw-phase",
        "section/rules-of-play/corporations-turn/action-phase"]
    assert children(mini, "section/rules-of-play/corporations-turn/action-phase") == [
        "section/rules-of-play/corporations-turn/action-phase/drawing-one-card",
        "section/rules-of-play/corporations-turn/action-phase/gaining-one-credit"]


def test_section_is_a_titled_prose_section_with_bullets_kept_as_lines(mini):
    section = node(mini, "section/rules-of-play/corporations-turn/action-phase")
    assert (section.number, section.title) == (None, "2. Action Phase")
    assert section.text == ("The Corporation can perform these actions:\n• [click]: Draw one card from R&D.\n"
                            "• [click]: Gain 1[c] (one credit).\n• [?]: Purge virus counters.")
    assert section.original_text.splitlines()[:3] == [
        "2. Action Phase", "The Corporation can perform these actions:", "  • : Draw one card from R&D."]


def test_heading_after_an_empty_heading_is_its_child_and_empty_headings_are_siblings(mini):
    assert children(mini, "section/tournament-rules") == [
        "section/tournament-rules/player-conduct", "section/tournament-rules/pregame-information"]
    assert children(mini, "section/tournament-rules/player-conduct") == [
        "section/tournament-rules/player-conduct/cheating", "section/tournament-rules/player-conduct/slow-play"]
    assert node(mini, "section/tournament-rules/player-conduct").text == ""


def test_faq_clarification_carries_its_example_with_card_names(mini):
    bypass = node(mini, "section/faq/rules-clarifications/bypass")
    example = mini.nodes[bypass.examples[0]]
    assert (bypass.title, bypass.text) == ("Bypass", "Bypassed ice is passed.")
    assert (example.address, example.index, example.text, example.cards) == (
        "ffg-rulebook-2.0/section/faq/rules-clarifications/bypass/example/1", 1,
        "The Runner bypasses Tollbooth with Femme Fatale.", ("Tollbooth", "Femme Fatale"))
    assert example.original_text == "Example: The Runner bypasses Tollbooth with Femme Fatale."


def test_people_playing_in_a_tournament_example_are_not_cards(mini):
    example = node(mini, "section/tournament-rules/player-conduct/slow-play/example/1")
    assert example.cards == ("Gordian Blade",)


def test_glossary_terms_drop_the_lost_icon_parentheses(mini):
    assert children(mini, "section/glossary") == ["term/click", "term/credit", "term/score-noun"]
    click = node(mini, "term/click")
    assert (click.name, click.text, click.original_text) == (
        "Click", "The basic unit of work.", "Click (): The basic unit of work.")
    assert node(mini, "term/score-noun").name == "Score (noun)"


def test_run_timing_steps_take_the_numbers_written_in_the_text(mini):
    assert children(mini, "timing/run") == ["timing/run/1", "timing/run/2", "timing/run/3"]
    assert children(mini, "timing/run/2") == ["timing/run/2.1", "timing/run/2.2", "timing/run/2.3"]
    structure = node(mini, "timing/run")
    assert (structure.name, structure.title) == ("run", "Timing Structure of a Run")


def test_step_transitions_keep_their_conditions(mini):
    run = "ffg-rulebook-2.0/timing/run"
    assert node(mini, "timing/run/1").transitions == (
        Transition(f"{run}/2", "If the attacked server has ice"), Transition(f"{run}/3", "If it has none"))
    assert node(mini, "timing/run/2.2").transitions == (
        Transition(f"{run}/3", "the Runner jacks out"), Transition(f"{run}/2.3", "the Runner continues the run"))


def test_step_windows_and_trigger_conditions(mini):
    assert node(mini, "timing/run/2.1").windows == ("paid-abilities",)
    step = node(mini, "timing/run/2.3")
    assert (step.windows, step.triggers) == (("rez-ice", "rez-non-ice"), ("When approached",))


def test_unfilled_icon_gaps_and_the_compilation_title_are_reported(mini):
    assert [(i.line, i.kind, i.detail) for i in mini.issues] == [
        (1, "stray-line", "kept out of the sections: 'A Netrunner Compilation'"),
        (34, "unmapped-glyph", "icon gap: 'The Corporation has with which to'"),
        (46, "unmapped-glyph", "icon gap: '• : Purge virus counters.'")]


def test_a_heading_recurring_under_one_parent_gets_a_unique_address():
    doc = parse_text("Rules of Play 1.0\n\nIce\n\nIce one.\n\nIce\n\nIce two.\n")
    assert [node(doc, a).text for a in ("section/rules-of-play/ice", "section/rules-of-play/ice-2")] == [
        "Ice one.", "Ice two."]


def test_paragraph_broken_after_a_comma_is_joined():
    doc = parse_text("Rules of Play 1.0\n\nServers\n\nThree servers: Headquarters,\n\nR&D, and Archives.\n")
    servers = node(doc, "section/rules-of-play/servers")
    assert servers.text == "Three servers: Headquarters, R&D, and Archives."
    assert servers.original_text == "Servers\nThree servers: Headquarters,\nR&D, and Archives."


# -- structural failures ------------------------------------------------------------------------------------


def test_empty_document_is_a_parse_error():
    with pytest.raises(ParseError, match=r"^mini\.txt:1: expected the rulebook's text"):
        parse_text("  \n\n")


def test_text_without_headings_is_a_parse_error():
    with pytest.raises(ParseError, match=r"^mini\.txt:2: expected headings such as 'Rules of Play 1\.0'"):
        parse_text("\nThe whole rulebook is one sentence.\n")


def test_timing_structure_without_steps_is_a_parse_error():
    with pytest.raises(ParseError, match=r"^mini\.txt:3: expected numbered steps"):
        parse_text("Rules of Play 1.0\n\nTiming Structure of a Run 1.1\n\nNothing here.\n")


# -- helpers ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("word", "stemmed"), [("Drawing", "draw"), ("draws", "draw"), ("Abilities", "ability"),
                                               ("Advancing", "advanc"), ("advance", "advanc"),
                                               ("Runner's", "runner"), ("Runs", "run")])
def test_stems_match_headings_with_their_mentions(word, stemmed):
    assert stem(word) == stemmed


def test_example_cards_leave_out_game_vocabulary_and_glossary_terms():
    text = "The Runner trashes Cortez Chip and has an installed Sacrificial Construct. If the Sacrificial " \
           "Construct is used, the Trash ability on Cortez Chip does not resolve."
    assert example_cards(text, terms=["Trash"]) == ("Cortez Chip", "Sacrificial Construct")


def test_example_cards_use_a_known_card_list_when_given():
    assert example_cards("Kevin plays Sure Gamble and Femme Fatale.", known=["Femme Fatale", "Sure Gamble"]) == (
        "Sure Gamble", "Femme Fatale")


# -- the embedded rulebook ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rulebook():
    info = next(i for i in read_manifest(default_sources()) if i.id == "ffg-rulebook-1.0")
    return parse(read_text(info), info)


@pytest.mark.sources
def test_rulebook_run_timing_has_steps_1_to_6_with_sub_steps(rulebook):
    steps = [n.number for n in rulebook.of_kind("step")]
    assert steps == ["1", "2", "2.1", "2.2", "2.3", "2.4", "3", "3.1", "3.2",
                     "4", "4.1", "4.2", "4.3", "4.4", "4.5", "5", "6"]
    assert node(rulebook, "timing/run/2.3").parent == "ffg-rulebook-1.0/timing/run/2"


@pytest.mark.sources
def test_rulebook_step_2_3_opens_rez_and_paid_ability_windows(rulebook):
    step = node(rulebook, "timing/run/2.3")
    assert step.windows == ("paid-abilities", "rez-ice", "rez-non-ice")
    assert step.text == "Approached ice can be rezzed, Paid abilities can be triggered, " \
                        "Non-ice cards can be rezzed (in any order)."


@pytest.mark.sources
def test_rulebook_encounter_step_meets_when_encountered_conditions(rulebook):
    step = node(rulebook, "timing/run/3")
    run = "ffg-rulebook-1.0/timing/run"
    assert step.triggers == ("When encountered",)
    assert node(rulebook, "timing/run/3.2").transitions == (
        Transition(f"{run}/6", "the run ends"),
        Transition(f"{run}/2", "the run continues, if there is another piece of ice protecting the server"),
        Transition(f"{run}/4", "the run continues, if there is not another piece of ice protecting the server"))


@pytest.mark.sources
def test_rulebook_prose_sections_nest_by_their_headings(rulebook):
    for address in ("section/rules-of-play/runs/phases-of-a-run",
                    "section/rules-of-play/runs/phases-of-a-run/confrontation-phase/approaching-ice",
                    "section/rules-of-play/play-areas/corporation-play-area/central-servers/root",
                    "section/faq/rules-clarifications/bypass",
                    "section/tournament-rules/tournament-and-match-structure/prestige"):
        assert f"ffg-rulebook-1.0/{address}" in rulebook.nodes, address
    assert node(rulebook, "section/faq/frequently-asked-questions").has_body is False
    assert node(rulebook, "section/tournament-rules/player-conduct").has_body is True
    ice = [a for a, n in rulebook.nodes.items() if n.kind == "section" and n.title == "Ice"]
    assert len(ice) == 4 and len(set(ice)) == 4


@pytest.mark.sources
def test_rulebook_faq_bypass_example_is_femme_fatale_after_chum(rulebook):
    example = node(rulebook, "section/faq/rules-clarifications/bypass/example/1")
    assert example.cards == ("Femme Fatale", "Chum")
    assert example.text.startswith("The Runner encounters a piece of ice that she can bypass with Femme Fatale.")


@pytest.mark.sources
def test_rulebook_glossary_has_every_term_line(rulebook):
    terms = [t for t in rulebook.of_kind("term") if t.parent == f"{rulebook.id}/section/glossary"]
    assert (len(terms), terms[0].name, terms[-1].name) == (83, "Accessing", "Weyland Consortium")
    assert node(rulebook, "term/credit-recurring").name == "Credit, Recurring"


@pytest.mark.sources
def test_rulebook_important_vocabulary_defines_six_terms(rulebook):
    assert children(rulebook, "section/rules-of-play/important-vocabulary") == [
        f"section/rules-of-play/important-vocabulary/{name}"
        for name in ("active", "inactive", "install", "credit", "click", "rez")]


@pytest.mark.sources
def test_rulebook_restrictions_and_influence_are_deckbuilding_and_credits_are_not_glossary(rulebook):
    deckbuilding = "section/rules-of-play/additional-rules/deckbuilding"
    assert children(rulebook, deckbuilding) == [f"{deckbuilding}/why-deckbuild", f"{deckbuilding}/restrictions",
                                                f"{deckbuilding}/influence"]
    assert children(rulebook, f"{deckbuilding}/restrictions") == [f"{deckbuilding}/restrictions/example/1"]
    assert node(rulebook, "section/credits").parent is None
    assert not [c for c in children(rulebook, "section/glossary") if not c.startswith("term/")]


@pytest.mark.sources
def test_rulebook_icon_gaps_filled_or_reported(rulebook):
    vocabulary = "section/rules-of-play/important-vocabulary"
    assert [node(rulebook, f"{vocabulary}/{name}").text for name in ("credit", "click")] == [
        "This is the basic unit of wealth, represented by [c].", "This is the basic unit of work, represented by [click]."]
    gaps = [(i.line, i.detail) for i in rulebook.issues if i.detail.startswith("icon gap")]
    assert gaps == [(261, "icon gap: 'The Corporation has with which to'"),
                    (272, "icon gap: 'by spending . He can only'"),
                    (282, "icon gap: '• : Purge virus counters.'"),
                    (369, "icon gap: 'For , the Corporation removes'"),
                    (389, "icon gap: 'The Runner has with which to'"),
                    (394, "icon gap: 'by spending . He can only'"),
                    (637, "icon gap: 'reads, “ : Gain 2[c].”'")]


@pytest.mark.sources
def test_new_rulebook_edition_in_the_same_format_parses_unchanged(rulebook, tmp_path):
    info = next(i for i in read_manifest(default_sources()) if i.id == "ffg-rulebook-1.0")
    text = read_text(info).replace("Rules of Play 1.0", "Rules of Play 1.1").replace("FAQ 1.1", "FAQ 1.2")
    text = text.replace("Recurring Credits\n", "Jacking Out\n\nThe Runner may jack out when approaching ice.\n\n"
                                              "Recurring Credits\n")
    copy = tmp_path / "ffg-rulebook-1.1.txt"
    copy.write_text(text, encoding="utf-8")
    edition = parse(text, info_for(copy, "ffg-rulebook-1.1"))
    assert node(edition, "section/faq/rules-clarifications/jacking-out").text == \
        "The Runner may jack out when approaching ice."
    old = {a.split("/", 1)[1] for a in rulebook.nodes}
    new = {a.split("/", 1)[1] for a in edition.nodes}
    assert new - old == {"section/faq/rules-clarifications/jacking-out"} and old - new == set()


# -- cross-references by name ("see Hosting") ------------------------------------------------------------------

SEE_NAMES = """Rules of Play 2.0

Purging Virus Counters

For , the Corporation removes all virus counters hosted (see Hosting) on cards.

Damage

Damage comes in three kinds:

  • Brain damage: The Runner trashes a card and his hand size is reduced.

Discard Phase

The Runner discards down to his hand size (see Brain Damage), not below it (see Rezzed and Unrezzed Cards).

Hosting

Some cards host other cards.
"""


def test_see_a_heading_is_a_reference_by_name_that_the_graph_links():
    from rulesdb import graph

    doc = parse_text(SEE_NAMES)
    purge = node(doc, "section/rules-of-play/purging-virus-counters")
    assert [(r.written, r.target_kind, r.number) for r in purge.references] == [("see Hosting", "name", "Hosting")]
    G = graph.build_graph({doc.id: doc})
    out = graph.refs(G, purge.address)["out"]["references"]
    assert [e["address"] for e in out] == [f"{doc.id}/section/rules-of-play/hosting"]


def test_see_a_bulleted_definition_links_its_section_and_a_missing_heading_stays_unresolved():
    from rulesdb import graph

    doc = parse_text(SEE_NAMES)
    G = graph.build_graph({doc.id: doc})
    discard = f"{doc.id}/section/rules-of-play/discard-phase"
    out = graph.refs(G, discard)["out"]["references"]
    assert [e["address"] for e in out] == [f"{doc.id}/section/rules-of-play/damage"]
    unresolved = graph.report(G)["references"]["unresolved"]
    assert [(u["source"], u["written"]) for u in unresolved] == [(discard, "see Rezzed and Unrezzed Cards")]


@pytest.mark.sources
def test_seventeen_of_the_rulebooks_see_references_reach_their_heading():
    from rulesdb import graph

    infos = {i.id: i for i in read_manifest(default_sources())}
    doc = parse(read_text(infos["ffg-rulebook-1.0"]), infos["ffg-rulebook-1.0"])
    G = graph.build_graph({doc.id: doc})
    linked = {(s.rsplit("/", 1)[-1], t.rsplit("/", 1)[-1]) for s, t, data in G.edges(data=True)
              if data.get("type") == "references" and str(data.get("written", "")).lower().startswith("see ")}
    assert {("object-of-the-game", "damage"), ("purging-virus-counters", "hosting"),
            ("making-a-run", "runs"), ("discard-phase", "damage")} <= linked
    assert len(linked) >= 17


# -- vocabulary, a "For example" paragraph, credits after the glossary ------------------------------------------

SHAPES = """Rules of Play 2.0

Important Vocabulary

Players should become familiar with the following terms before reading the rules.

Active: An active card's abilities affect the game.

Install: This is the game term for playing a card onto the table.

Rez: This is the act of flipping a facedown card faceup.

Deckbuilding

Players may build their own decks.

Why deckbuild?

It is fun to shape the game.

Restrictions

A deck must follow these restrictions:

  • A deck has at least 45 cards.
  • Out-of-faction cards cannot total more influence than the identity's limit (see Influence below).

    For example, a 66 card deck requires 6 additional agenda points.

Influence

A player may include cards of another faction by spending influence.

GLOSSARY

Click (): The basic unit of work.

Credit: The basic unit of wealth.

Score (noun): The number of agenda points a player has.

Credits

Game Design: Richard Garfield

Rules Text: David Hansen

Editing: Lukas Litzsinger
"""


def test_terms_a_section_announces_are_terms_of_that_section():
    doc = parse_text(SHAPES)
    vocabulary = "section/rules-of-play/important-vocabulary"
    assert children(doc, vocabulary) == [f"{vocabulary}/active", f"{vocabulary}/install", f"{vocabulary}/rez"]
    rez = node(doc, f"{vocabulary}/rez")
    assert (rez.kind, rez.name, rez.text) == ("term", "Rez", "This is the act of flipping a facedown card faceup.")
    assert node(doc, vocabulary).text == "Players should become familiar with the following terms before reading the rules."


def test_a_for_example_paragraph_is_an_example_kept_whole():
    doc = parse_text(SHAPES)
    restrictions = node(doc, "section/rules-of-play/deckbuilding/restrictions")
    [example] = [doc.nodes[a] for a in restrictions.examples]
    assert example.text == "For example, a 66 card deck requires 6 additional agenda points."


def test_a_heading_after_a_question_heading_is_its_sibling():
    doc = parse_text(SHAPES)
    assert children(doc, "section/rules-of-play/deckbuilding") == [
        "section/rules-of-play/deckbuilding/why-deckbuild", "section/rules-of-play/deckbuilding/restrictions",
        "section/rules-of-play/deckbuilding/influence"]


def test_a_heading_an_earlier_heading_sends_the_reader_on_to_is_its_sibling_not_its_child():
    """ "Restrictions" names influence in its list and says "see Influence below": Influence is the next
    heading of Deckbuilding, not a part of Restrictions."""
    doc = parse_text(SHAPES)
    assert node(doc, "section/rules-of-play/deckbuilding/influence").parent == f"{doc.id}/section/rules-of-play/deckbuilding"


def test_a_heading_after_the_glossary_terms_ends_the_glossary_and_its_lines_are_not_terms():
    doc = parse_text(SHAPES)
    assert children(doc, "section/glossary") == ["term/click", "term/credit", "term/score-noun"]
    credits = node(doc, "section/credits")
    assert (credits.parent, credits.text) == (
        None, "Game Design: Richard Garfield\nRules Text: David Hansen\nEditing: Lukas Litzsinger")
    assert doc.top[-1] == f"{doc.id}/section/credits"
