""""When it is empty": a card loaded with counters is empty however its last counter of that type left,
by its own abilities or by anything else (cr/rule_load_and_empty); a card never loaded is not empty
(cr/rule_empty_requires_loading)."""

from rulesdb.engine.cards.primitives.card_counters import remove_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.effects.triggers import checkpoint
from tests.engine.card_play import at, board, run_past

AIRBLADE = "AirbladeX (JSRF Ed.)"


def _heap(game) -> list[str]:
    return [c.title for c in game.runner.discard]


def test_airbladex_emptied_by_another_cards_effect_is_trashed_at_the_next_checkpoint(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": AIRBLADE, "counters": {"power": 2}}]})
    checkpoint(game)
    airblade = game.find_installed(AIRBLADE)
    remove_counters("power", None)(game, Ctx(airblade, "corp", "a Corp card's ability"))
    assert _heap(game) == []  # nothing happens until the checkpoint
    checkpoint(game)
    assert (_heap(game), game.find_installed(AIRBLADE)) == ([AIRBLADE], None)


def test_airbladex_that_keeps_a_counter_stays_installed(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": AIRBLADE, "counters": {"power": 2}}]})
    checkpoint(game)
    remove_counters("power", 1)(game, Ctx(game.find_installed(AIRBLADE), "corp", "a Corp card's ability"))
    checkpoint(game)
    assert (_heap(game), game.find_installed(AIRBLADE).counters) == ([], {"power": 1})


def test_a_card_never_loaded_is_not_empty(tmp_path):
    game = board(tmp_path, runner={"rig": [AIRBLADE]})
    checkpoint(game)
    assert (_heap(game), game.find_installed(AIRBLADE) is not None) == ([], True)


def test_airbladex_emptied_by_its_own_prevention_is_still_trashed(tmp_path):
    result = run_past(tmp_path, "Neural Katana", runner={"rig": [{"card": AIRBLADE, "counters": {"power": 1}}],
                                                         "grip": ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find"]},
                      decisions={"prevent 3 net damage": AIRBLADE, "break Neural Katana": "no"})
    # trashed as a chain reaction inside the interrupt window, before the 2 remaining damage
    assert (at(result, "damage.net"), at(result, "runner.heap")[0], at(result, "runner.rig")) == (2, AIRBLADE, [])
