"""The classification table: every worked example of CR 25.08, once, each with a kind and reason."""

import pytest

from rulesdb.crexamples import CR_SCENARIO_DIR, TABLE_FILE, load_table
from rulesdb.crexamples.release import read_release
from rulesdb.errors import ScenarioError


def test_table_classifies_every_example_of_the_release_once(cr_releases):
    release, table = load_table(CR_SCENARIO_DIR / TABLE_FILE)
    examples = read_release(cr_releases, release).examples
    assert [e.example for e in table] == [f"cr/{key}" for key in examples]


def test_table_counts_201_game_situations_and_30_others():
    _, table = load_table(CR_SCENARIO_DIR / TABLE_FILE)
    kinds = [e.kind for e in table]
    assert (kinds.count("game-situation"), kinds.count("not-a-game-situation")) == (202, 29)


def test_every_example_that_is_not_a_game_situation_says_why():
    _, table = load_table(CR_SCENARIO_DIR / TABLE_FILE)
    assert all(e.reason for e in table if not e.is_game_situation)
    assert all(e.needs for e in table if e.is_game_situation)


def test_a_deck_construction_example_is_not_a_game_situation():
    _, table = load_table(CR_SCENARIO_DIR / TABLE_FILE)
    entry = next(e for e in table if e.example == "cr/rule_influence_by_copy/example/1")
    assert (entry.kind, entry.rule, entry.index) == ("not-a-game-situation", "rule_influence_by_copy", 1)
    assert entry.reason.startswith("deck construction")


def test_an_unknown_kind_names_the_file_line_and_field(tmp_path):
    path = tmp_path / "examples.yaml"
    path.write_text('release: "25.08"\nexamples:\n- example: cr/rule_x/example/1\n'
                    '  chapter: 1 Game Concepts\n  kind: ruling\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"examples\.yaml:5: examples\[0\]\.kind: expected "
                                            r"game-situation or not-a-game-situation"):
        load_table(path)


def test_an_example_classified_twice_is_rejected(tmp_path):
    entry = "- example: cr/rule_x/example/1\n  chapter: 1 A\n  kind: game-situation\n  needs: x\n"
    path = tmp_path / "examples.yaml"
    path.write_text('release: "25.08"\nexamples:\n' + entry + entry, encoding="utf-8")
    with pytest.raises(ScenarioError, match="cr/rule_x/example/1 is classified twice"):
        load_table(path)
