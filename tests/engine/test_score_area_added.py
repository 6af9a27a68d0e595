"""The shared effect behind every "add it to your score area" (effects/score_area.py): the card is neither scored
nor stolen, so no "when scored" / "when stolen" ability fires, its points count, and a win they bring is found at
the next checkpoint (cr/rule_add_agenda_to_score_area, cr/rule_added_agendas_not_scored_or_stolen)."""

from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.effects.scoring import score
from rulesdb.engine.effects.triggers import checkpoint
from tests.engine.card_play import board

# Jinteki: Personal Evolution does 1 net damage whenever an agenda is scored or stolen; Regenesis has its own
# "when you score this agenda" ability
CORP = {"identity": "Jinteki: Personal Evolution", "hq": ["Regenesis"], "credits": 5}
RUNNER = {"grip": ["Sure Gamble", "Easy Mark", "Dirty Laundry"]}


def _add(tmp_path, side, score_area, name):
    game = board(tmp_path, turn="corp", corp={**CORP, "score_area": score_area},
                 runner={**RUNNER, "score_area": score_area if side == "runner" else []}, name=name)
    before = game.agenda_points(side)
    card = game.corp.hand.pop()
    add_to_score_area(game, side, card, "Test effect")
    checkpoint(game)
    return game, before


def test_an_agenda_added_to_the_corps_score_area_is_not_scored_but_counts(tmp_path):
    game, before = _add(tmp_path, "corp", [], "corp")
    assert [c.title for c in game.corp.score] == ["Regenesis"]
    assert game.agenda_points("corp") == before + 1
    assert (len(game.runner.hand), game.corp.scored_this_turn, game.pending, game.winner) == (3, [], [], None)
    entry = game.trace.entries[-1]
    assert "it was not scored" in entry["text"] and "cr/rule_add_agenda_to_score_area" in entry["cites"]


def test_an_agenda_added_to_the_runners_score_area_is_not_stolen_but_counts(tmp_path):
    game, before = _add(tmp_path, "runner", [], "runner")
    assert [c.title for c in game.runner.score] == ["Regenesis"]
    assert (game.agenda_points("runner"), len(game.runner.hand), game.pending) == (before + 1, 3, [])


def test_the_point_that_reaches_7_wins_at_the_checkpoint(tmp_path):
    game, before = _add(tmp_path, "corp", ["Government Takeover"], "win")
    assert (before, game.agenda_points("corp"), game.winner, game.reason) == (6, 7, "corp", "agenda points")


def test_a_card_added_as_an_agenda_cites_its_conversion(tmp_path):
    game = board(tmp_path, turn="corp", corp={"hq": ["Hedge Fund"]}, name="converted")
    add_to_score_area(game, "corp", game.corp.hand.pop(), "Test effect", as_agenda="an agenda worth 1 agenda point")
    entry = game.trace.entries[-1]
    assert "Hedge Fund is added to the Corp's score area as an agenda worth 1 agenda point" in entry["text"]
    assert {"cr/rule_add_card_to_score_area", "cr/rule_added_agendas_not_scored_or_stolen"} <= set(entry["cites"])


def test_counterfactual_scoring_the_same_agenda_fires_both_abilities(tmp_path):
    """What the added agenda is spared: scored, Personal Evolution's net damage and Regenesis's ability resolve."""
    advanced = {"card": "Regenesis", "counters": {"advancement": 3}}
    corp = {**CORP, "hq": [], "servers": {"Server 1": {"root": [advanced]}}}
    game = board(tmp_path, turn="corp", corp=corp, runner=RUNNER, name="scored",
                 decisions={"order Corp abilities": "Jinteki: Personal Evolution", "Regenesis target": "no"})
    score(game, game.servers["Server 1"].root[0])
    assert (game.corp.scored_this_turn, len(game.runner.hand)) == (["Regenesis"], 2)
    assert any(e["text"].startswith("Regenesis") for e in game.trace.entries)
