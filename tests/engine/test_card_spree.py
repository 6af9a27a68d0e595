"""Spree: a run event with 3 power counters whose paid ability is used during its own run, while it is active in
the play area (cr/rule_playing_timing_structure): "Hosted power counter: Host 1 installed trojan program on a piece
of ice protecting the attacked server" — the trojan stays installed, moved onto that ice (cr/sec_host)."""

from tests.engine.card_play import at, scenario, traced

CHISEL = {"card": "Chisel", "counters": {"virus": 2}}


def _spree(tmp_path, ice, name="spree", rig=("Corroder",), **answers):
    return scenario(tmp_path, actions=[{"runner": "play Spree on Server 1"}], name=name, corp={
        "servers": {"Server 1": {"ice": ice, "root": ["PAD Campaign"]}}}, runner={"grip": ["Spree"], "rig": list(rig)},
        decisions={"jack out": "no", "trash PAD Campaign": "no", "break Ice Wall": "Corroder", **answers})


def test_spree_moves_chisel_onto_the_next_ice_which_it_then_trashes(tmp_path):
    """Interaction: Chisel, moved from Ice Wall onto Enigma before Enigma is encountered, gives Enigma −1 strength
    per virus counter and trashes it at 0 on that encounter."""
    result = _spree(tmp_path, ["Enigma", {"card": "Ice Wall", "hosted": [CHISEL]}],
                    **{"abilities at approach Enigma": "Spree", "Spree target": "Chisel", "Spree choice": "Enigma"})
    assert traced(result, "Chisel is now hosted on Enigma; it stays installed")
    assert (at(result, "corp.archives"), at(result, "runs.0.outcome"), at(result, "runner.heap")) == \
        (["Enigma"], "successful", ["Chisel", "Spree"])  # Chisel is trashed with its host


def test_spree_starts_with_three_power_counters_and_spends_one_per_use(tmp_path):
    result = _spree(tmp_path, [{"card": "Ice Wall", "hosted": ["Chisel"]}, "Ice Wall"], name="counters",
                    **{"abilities at approach Ice Wall": "Spree", "Spree target": "Chisel", "Spree choice": "Ice Wall"})
    assert traced(result, "Spree places 3 power counters on Spree (now 3)")
    uses = [e["text"] for e in result["trace"] if e["text"].startswith("The Runner uses Spree: remove 1 power")]
    moves = [e["text"] for e in result["trace"] if "Chisel is now hosted on Ice Wall" in e["text"]]
    assert (len(uses), len(moves), at(result, "runs.0.outcome")) == (2, 2, "successful")


def test_spree_without_an_installed_trojan_moves_nothing(tmp_path):
    result = _spree(tmp_path, ["Ice Wall", "Enigma"], name="none",
                    **{"abilities at approach Enigma": "Spree", "break Enigma": "no"})
    assert traced(result, "the Runner has no installed trojan")
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Enigma's subroutines resolve


def test_spree_ability_is_not_offered_outside_its_run(tmp_path):
    from rulesdb.engine.timing.paid import usable
    from tests.engine.card_play import board
    game = board(tmp_path, runner={"grip": ["Spree"]})
    assert [card.title for _, card, _ in usable(game)] == []
