"""Banner: Interface → 2[c]: subroutines on the encountered barrier cannot end the run for the rest
of the encounter; a "cannot" that outlasts Banner itself, and needs its strength (5) to interface."""

from tests.engine.card_play import at, run_past, traced


def _banner(tmp_path, ice, name, credits=2, **answers):
    title = ice if isinstance(ice, str) else ice["card"]
    decisions = {f"break {title}": "no", f"abilities at encounter {title}": "Banner", **answers}
    return run_past(tmp_path, [ice], runner={"credits": credits, "rig": ["Banner"]}, decisions=decisions, name=name)


def test_banner_stops_a_barrier_subroutine_from_ending_the_run(tmp_path):
    result = _banner(tmp_path, "Ice Wall", "wall")
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 0)
    assert traced(result, "cannot end the run")


def test_banner_lasts_after_banner_is_trashed_and_other_effects_still_happen(tmp_path):
    """Tithonium (strength 5) trashes Banner with its first subroutine; its last subroutine still
    cannot end the run, since the lasting effect does not depend on Banner staying installed."""
    result = _banner(tmp_path, "Tithonium", "tithonium", **{"Tithonium target": "Banner"})
    assert at(result, "runner.heap") == ["Banner"]
    assert at(result, "runs.0.outcome") == "successful"


def test_banner_cannot_interface_with_a_code_gate_or_a_stronger_barrier(tmp_path):
    gate = _banner(tmp_path, "Enigma", "gate")
    assert "abilities at encounter enigma" in [d.lower() for d in gate["unused_decisions"]]
    assert (at(gate, "runs.0.outcome"), at(gate, "runner.credits")) == ("unsuccessful", 2)
    strong = _banner(tmp_path, "Hadrian's Wall", "hadrian", credits=5)
    assert (at(strong, "runs.0.outcome"), at(strong, "runner.credits")) == ("unsuccessful", 5)


def test_without_banner_used_the_barrier_ends_the_run(tmp_path):
    result = _banner(tmp_path, "Ice Wall", "unused", credits=1)  # cannot pay 2[c]
    assert at(result, "runs.0.outcome") == "unsuccessful"
