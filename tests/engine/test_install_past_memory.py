"""A program an ability would install that cannot fit in the memory limit even with every installed program trashed
cannot be installed (cr/rule_program_install_exceed_memory_limit, cr/rule_install_trash_programs): a search cannot
find it (cr/rule_valid_search_target_install_play), an ability offering cards to install leaves it out, and one that
would install it does nothing more (cr/rule_do_as_much_as_you_can); it stays where it was, never installed and then
trashed at the next checkpoint. Magnum Opus uses 2[MU]; a memory limit of 1 holds it with nothing left to trash."""

from rulesdb.engine.effects.searches import install_found
from tests.engine.card_play import at, board, scenario, traced


def _options(result: dict, decision: str) -> list[str]:
    return next(d["options"] for d in at(result, "decisions") if d["decision"] == decision)


def test_install_found_refuses_a_program_that_cannot_fit_with_every_program_trashed(tmp_path):
    game = board(tmp_path, runner={"memory_limit": 1, "grip": ["Magnum Opus"], "rig": ["Corroder"]})
    opus = game.runner.hand[0]
    assert install_found(game, opus, "Test", ignore_costs=True) is None
    assert ([o.title for o in game.runner.play], [c.title for c in game.runner.hand]) == (["Corroder"], ["Magnum Opus"])
    step = next(e for e in game.trace.entries if "cannot be installed" in e["text"])
    assert step["text"] == ("Test: Magnum Opus cannot be installed: not enough memory even after trashing every "
                            "installed program (it needs 2[MU], the memory limit is 1).")
    assert [c.rsplit("/", 1)[1] for c in step["cites"]] == [
        "rule_program_install_exceed_memory_limit", "rule_do_as_much_as_you_can"]


def test_compile_cannot_find_a_program_too_big_for_the_memory_limit(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Compile on HQ"}], name="compile",
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 3, "memory_limit": 1, "grip": ["Compile"], "heap": ["Magnum Opus"],
                              "stack": ["Corroder"]},
                      decisions={"Compile choice": "heap", "jack out": "no"})
    assert not [d for d in at(result, "decisions") if d["decision"] == "Compile target"]  # Magnum Opus: 2[MU]
    assert traced(result, "the Runner searches their heap (the zone they chose of \"stack or heap\") and finds "
                          "nothing it could install")
    assert (at(result, "runner.stack"), at(result, "runner.heap")) == (["Corroder"], ["Magnum Opus", "Compile"])


def test_the_wizards_chest_does_not_offer_a_program_too_big_for_the_memory_limit(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"},
                                         {"runner": "gain credit"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                      runner={"credits": 0, "memory_limit": 1, "rig": ["The Wizard’s Chest"],
                              "stack": ["Magnum Opus", "Corroder", "Diesel"]},
                      decisions={"jack out": "no", "abilities at Runner action phase": "The Wizard’s Chest",
                                 "abilities at Runner action phase #2": "pass",
                                 "The Wizard’s Chest choice": "program", "The Wizard’s Chest target": "Corroder"})
    assert _options(result, "The Wizard’s Chest target") == ["no", "Corroder"]
    assert (at(result, "runner.rig"), sorted(at(result, "runner.stack"))) == (["Corroder"], ["Diesel", "Magnum Opus"])


def test_pawn_installs_no_caissa_program_when_none_can_fit(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False, "hosted": ["Pawn"]}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=dict(corp, hq=["Hedge Fund"]),
                      runner={"credits": 0, "memory_limit": 0, "grip": ["Bishop"], "heap": ["Knight"]},
                      decisions={"rez Ice Wall": "no", "jack out": "no", "Pawn target": "Bishop (grip)"})
    assert not [d for d in at(result, "decisions") if d["decision"] == "Pawn target"]
    assert (at(result, "runner.grip"), at(result, "runner.heap"), at(result, "runner.rig")) == (
        ["Bishop"], ["Knight", "Pawn"], [])


def test_personal_workshop_leaves_hosted_a_program_too_big_for_the_memory_limit(tmp_path):
    rig = [{"card": "Personal Workshop", "hosted": [{"card": "Magnum Opus", "counters": {"power": 1}}]}]
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                      corp={"rd": ["Hedge Fund"]}, runner={"credits": 0, "memory_limit": 1, "rig": rig},
                      decisions={"Personal Workshop target": "Magnum Opus"})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Personal Workshop"], [])
    assert at(result, "cards[Personal Workshop].hosted") == ["Magnum Opus"]


def test_rejig_does_not_offer_a_program_too_big_for_the_memory_limit(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Rejig"}],
                      runner={"memory_limit": 1, "grip": ["Rejig", "Magnum Opus", "Gordian Blade"],
                              "rig": ["Corroder"]},
                      decisions={"Rejig cost": "Corroder", "Rejig target": "Gordian Blade"})
    assert _options(result, "Rejig target") == ["Gordian Blade", "Corroder"]  # Corroder back in the grip
    assert (at(result, "runner.rig"), at(result, "runner.grip")) == (["Gordian Blade"], ["Magnum Opus", "Corroder"])
