"""Every count the engine words is said as English says it where it is written ("removes 1 tag (2 left)", "has 1
tag", "1 action before"), not as "N tag(s)" left for the trace to mend: a refusal's reason and a wrong answer's line
reach the Table without passing through the trace (`legal` options, `attempts`, a question asked again), and there
"(s)" stood as written; the verb agrees with the count too ("its 1 facedown card is turned faceup")."""

import ast
from pathlib import Path

import rulesdb.engine
from rulesdb.table.board import legal, play
from tests.engine.card_play import scenario, traced

ENGINE = Path(rulesdb.engine.__file__).parent


def _counted_with_s(path: Path) -> list[str]:
    """The f-strings of `path` with a formatted value followed by text holding "(s)" ("{n} card(s)")."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.JoinedStr):
            parts = node.values
            for before, part in zip(parts, parts[1:]):
                if isinstance(before, ast.FormattedValue) and isinstance(part, ast.Constant) \
                        and "(s)" in str(part.value):
                    found.append(f"{path.relative_to(ENGINE)}:{node.lineno}: {part.value!r}")
    return found


def test_no_engine_text_counts_with_s():
    assert [line for path in sorted(ENGINE.rglob("*.py")) for line in _counted_with_s(path)] == []


def test_a_priority_cards_refusal_says_1_action_where_the_table_lists_it():
    """Three Steps Ahead ("Play only as your first [click].") after 1 action: the reason in `legal` and in the
    attempt said "(1 action(s) before)" while the trace said "1 action"."""
    board = {"runner": {"grip": ["Three Steps Ahead"]}, "corp": {}, "actions": [{"runner": "gain credit"}]}
    [option] = [o for o in legal(board, "", False)["legal"]["options"] if o["action"] == "play Three Steps Ahead"]
    attempt = play(dict(board, actions=[*board["actions"], {**option["item"]}]))["final_state"]["attempts"][0]
    for reason in (option["reason"], attempt["reason"]):
        assert "the Runner already spent [click] this turn (1 action before)" in reason


def test_breaching_archives_with_1_facedown_card_says_it_is_turned_faceup(tmp_path):
    result = scenario(tmp_path, name="archives", corp={"archives": ["Hedge Fund"]}, actions=[{"runner": "run Archives"}],
                      decisions={"jack out": "no"})
    assert traced(result, "The Runner breaches Archives: its 1 facedown card is turned faceup.")
