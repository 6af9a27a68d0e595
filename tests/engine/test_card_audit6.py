"""Clauses of a sixth random sample of Standard cards (seed 20261204), Runner cards only, each test asserting what the
printed text and CR 25.08 make happen, never what the engine printed.

The sample: the complete, Standard-legal Runner titles (rulesdb.cardpool legality "legal", the engine's card library
without `waits_for`) that neither test_card_audit4.py, test_card_audit5.py nor a commit `git log --grep=audit` shows
names (a whole-word match), in the order `random.Random(20261204).sample(titles, len(titles))` gives them, the first
20: The Back, Mutual Favor, AirbladeX (JSRF Ed.), Into the Depths, Bling, DZMZ Optimizer, Transfer of Wealth, Concerto,
Botulus, Orca, Penrose, Whistleblower, Juli Moreira Lee, Conduit, Pelangi, Ryō “Phoenix” Ōno: Out of the Ashes, Hoshiko
Shiro: Untold Protagonist, Amanuensis, Unity, Rigging Up.

Defects found and fixed: an effect that installs a program (Mutual Favor, Rigging Up, Into the Depths' search, every
search and "install 1 card from among these") refused one that would exceed the memory limit, though "When installing a
program, the Runner may first trash any number of programs already installed" (cr/rule_install_trash_programs); now it
is offered when trashing programs frees enough, and the Runner trashes them as it is installed (effects.memory)."""

from tests.engine.card_play import at, scenario

FULL_MU = ["Unity", "Penrose", "Conduit", "Pelangi"]  # 1[MU] each: the 4[MU] of the Runner's limit used


# --- Mutual Favor -------------------------------------------------------------------------------------------------------
def test_mutual_favor_installs_an_icebreaker_past_the_memory_limit_trashing_a_program_to_make_room(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Mutual Favor"}],
                      corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Corroder"], "rig": FULL_MU},
                      decisions={"jack out": "no", "Mutual Favor target": "Corroder", "use Mutual Favor": "yes",
                                 "make room for Corroder": "Pelangi"})
    assert at(result, "runner.rig") == ["Unity", "Penrose", "Conduit", "Corroder"]
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Pelangi", "Mutual Favor"], 5 - 2)
