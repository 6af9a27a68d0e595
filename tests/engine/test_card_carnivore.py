"""Carnivore: +1[MU], and once per turn while accessing a card the Runner may trash 2 cards from the
grip to trash it (an "Access →" ability, used instead of paying its trash cost)."""

from tests.engine.card_play import at, scenario

PAD = {"servers": {"Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["Melange Mining Corp."]}}}


def _runs(tmp_path, runs, name, grip, rig=("Carnivore",), **answers):
    return scenario(tmp_path, actions=[{"runner": f"run {s}"} for s in runs], corp=PAD, name=name,
                    runner={"credits": 0, "grip": list(grip), "rig": list(rig)},
                    decisions={"jack out": "no", **answers})


def test_carnivore_trashes_the_accessed_card_for_two_cards_from_the_grip(tmp_path):
    result = _runs(tmp_path, ["Server 1"], "once", ["Sure Gamble", "Diesel", "Easy Mark"], **{
        "trash PAD Campaign": "Carnivore", "Carnivore cost": ["Sure Gamble", "Easy Mark"]})
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert (sorted(at(result, "runner.heap")), at(result, "runner.grip")) == (["Easy Mark", "Sure Gamble"], ["Diesel"])
    assert at(result, "runner.credits") == 0


def test_carnivore_is_used_once_per_turn_and_needs_two_cards_in_the_grip(tmp_path):
    twice = _runs(tmp_path, ["Server 1", "Server 2"], "twice", ["Sure Gamble"] * 4, **{
        "trash PAD Campaign": "Carnivore", "Carnivore cost": ["Sure Gamble", "Sure Gamble"],
        "trash Melange Mining Corp.": "Carnivore"})
    assert at(twice, "corp.servers.Server 2.root") == ["Melange Mining Corp."]
    assert "trash Melange Mining Corp." not in [d["decision"] for d in at(twice, "decisions")]
    short = _runs(tmp_path, ["Server 1"], "short", ["Sure Gamble"], **{"trash PAD Campaign": "Carnivore"})
    assert at(short, "corp.servers.Server 1.root") == ["PAD Campaign"]


def test_carnivore_and_imp_each_trash_one_card_in_the_same_turn(tmp_path):
    """Two different once-per-turn "Access →" abilities: each is used once, on a different card."""
    imp = {"card": "Imp", "counters": {"virus": 2}}
    result = _runs(tmp_path, ["Server 1", "Server 2"], "imp", ["Sure Gamble", "Diesel"], rig=("Carnivore", imp), **{
        "trash PAD Campaign": "Carnivore", "Carnivore cost": ["Sure Gamble", "Diesel"],
        "trash Melange Mining Corp.": "Imp"})
    assert sorted(at(result, "corp.archives")) == ["Melange Mining Corp.", "PAD Campaign"]
    assert at(result, "cards.Imp.counters.virus") == 1


def test_carnivore_gives_one_more_memory_unit(tmp_path):
    from tests.engine.card_play import board
    game = board(tmp_path, runner={"rig": ["Carnivore"]})
    bare = board(tmp_path, runner={}, name="bare")
    assert game.memory_limit() == bare.memory_limit() + 1
