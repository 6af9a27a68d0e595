"""The Table's form on a phone (390x844, touch) in headless Chromium, as a judge fills it with one thumb:
a name found from the start of each of its words, and a chip tapped leaves the caret where the next
card is typed."""

import sys
from pathlib import Path

import pytest
from readiness import table_form_on_a_phone

from rulesdb.table.board import PROMPTS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from table_flow import Judge  # noqa: E402  (shared with the bench)

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]
ROOT = "corp.servers.Server 1.root"


@pytest.fixture
def phone(browser, server):
    yield from table_form_on_a_phone(browser, server)


def suggested(page, field):
    return page.locator(f"[name='{field}'] + .suggest button").all_inner_texts()


@pytest.mark.parametrize("typed, title", [("proj atl", "Project Atlas"), ("hos tak", "Hostile Takeover"),
                                          ("ash 2x", "Ash 2X3ZB9CY")])
def test_the_start_of_each_word_finds_the_card(phone, typed, title):
    phone.locator(f"[name='{ROOT}']").tap()
    phone.keyboard.type(typed)
    assert suggested(phone, ROOT)[0] == title


def test_after_a_chip_the_next_card_is_typed_on_the_next_line(phone):
    judge = Judge(phone)
    judge.pick(ROOT, "ash", "Ash 2X3ZB9CY")
    judge.tap(phone.locator(f"[name='{ROOT}'] + .suggest button", has_text="unrezzed"))
    judge.type("pad c")
    judge.tap(phone.locator(f"[name='{ROOT}'] + .suggest button", has_text="PAD Campaign").first)
    assert phone.input_value(f"[name='{ROOT}']") == "Ash 2X3ZB9CY (unrezzed)\nPAD Campaign\n"
    assert judge.taps + judge.keys == 3 + 3 + 5 + 1


def _faceup_hedge_fund_and_project_atlas_in_archives(phone, judge) -> None:
    """Open the Corp's side and list Archives as a judge does: Hedge Fund picked and tapped faceup, then Project
    Atlas typed by the start of its words and picked."""
    judge.tap(phone.locator("details.side > summary", has_text="Corp"))
    judge.pick("corp.archives", "hedge", "Hedge Fund")
    judge.tap(phone.locator("[name='corp.archives'] + .suggest button", has_text="faceup"))
    judge.type("proj atl")
    judge.tap(phone.locator("[name='corp.archives'] + .suggest button", has_text="Project Atlas").first)


def test_a_card_in_archives_is_marked_faceup_with_one_tap(phone):
    judge = Judge(phone)
    _faceup_hedge_fund_and_project_atlas_in_archives(phone, judge)
    assert phone.input_value("[name='corp.archives']") == "Hedge Fund (faceup)\nProject Atlas\n"


#: How the judge answers each question of the Archives run, by its name.
ARCHIVES_ANSWERS = {"jack out at Archives": "no", "access order": "Project Atlas"}


def engine_ruling(client, board: dict) -> tuple[list[str], str]:
    """The questions the engine asks of `board` (`POST /api/table`), answered by ARCHIVES_ANSWERS, and its verdict."""
    board, asked = dict(board, decisions={}), []
    while "question" in (found := client.post("/api/table", json=board).get_json()):
        asked.append(found["question"]["name"])
        board["decisions"][asked[-1]] = ARCHIVES_ANSWERS[asked[-1]]
        assert len(asked) < 10
    return asked, " ".join(found["verdict"])


def test_a_judge_sets_up_an_archives_run_by_the_form_and_reaches_the_engines_ruling(phone, client):
    """An Archives run with a faceup and two facedown cards, set up by the form only: the ruling the page
    shows is the engine's for that board, reached in as many questions, within 30 taps and keys."""
    judge = Judge(phone)
    _faceup_hedge_fund_and_project_atlas_in_archives(phone, judge)
    judge.type("hos tak")
    judge.tap(phone.locator("[name='corp.archives'] + .suggest button", has_text="Hostile Takeover").first)
    judge.tap(phone.locator("[data-actions] + .suggest button", has_text="run Archives"))
    judge.tap_to(phone.locator("button.ask"))
    asked = []
    while phone.locator("section.question").count():
        shown = phone.inner_text("section.question h2").split(": ", 1)[1]  # a prompt as a judge asks it, or the name
        asked.append({prompt: name for name, prompt in PROMPTS.items()}.get(shown, shown))
        judge.tap_to(phone.locator("section.question a.option", has_text=ARCHIVES_ANSWERS[asked[-1]]).first)
    board = {"corp": {"archives": [{"card": "Hedge Fund", "faceup": True}, "Project Atlas", "Hostile Takeover"]},
             "actions": [{"runner": "run Archives"}]}
    expected_asked, verdict = engine_ruling(client, board)
    assert asked == expected_asked
    assert phone.inner_text("p.verdict") == verdict
    assert judge.taps + judge.keys <= 30
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone


def test_the_runners_rig_is_on_the_first_screen_of_the_form(phone):
    """The notation's help folds away under its first line: the rig, filled in nearly every dispute, is
    reached without scrolling on a 390x844 phone."""
    box = phone.locator("[name='runner.rig']").bounding_box()
    assert box["y"] + box["height"] <= 844
    phone.locator("details.how > summary").tap()
    assert phone.locator("details.how p", has_text="Played or trashed earlier this turn").is_visible()


def test_every_number_field_says_its_whole_name_on_a_phone(phone):
    """The number fields sit three a row: a label cut short ("Core damag…") does not say what to type."""
    cut = phone.evaluate("""() => [...document.querySelectorAll('.table-board .fld.number label')]
        .filter(l => l.offsetParent && l.scrollWidth > l.clientWidth).map(l => l.textContent)""")
    assert cut == []


def test_the_card_a_bracket_names_is_suggested_too(phone):
    """`(hosting corr` or `(target enig`: the name inside the brackets completes like any other."""
    judge = Judge(phone)
    judge.pick("runner.rig", "dino", "Dinosaurus")
    judge.type("(hosting corr")
    judge.tap(phone.locator("[name='runner.rig'] + .suggest button", has_text="Corroder").first)
    assert phone.input_value("[name='runner.rig']") == "Dinosaurus\n(hosting Corroder)"
    judge.pick("runner.earlier_this_turn", "cortez", "Cortez Chip")
    judge.type("(target enig")
    judge.tap(phone.locator("[name='runner.earlier_this_turn'] + .suggest button", has_text="Enigma").first)
    assert phone.input_value("[name='runner.earlier_this_turn']") == "Cortez Chip\n(target Enigma)"
