"""Searching a deck (cr/rule_find): the card found, the deck shuffled, then added or installed; and a
Corp agenda that punishes the Runner for searching the stack or installing from the heap."""

from tests.engine.card_play import at, scenario, traced

STACK = ["Sure Gamble", "Corroder", "Diesel", "Mimic"]


def runner_turn(tmp_path, actions, name="search", corp=None, **runner):
    runner = {"clicks": 4, "stack": STACK, "grip": [], **runner}
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], runner=runner, corp=corp, name=name,
                    decisions=runner.pop("decisions", None))


def test_special_order_finds_an_icebreaker_for_the_grip(tmp_path):
    result = runner_turn(tmp_path, ["play Special Order"], grip=["Special Order"],
                         decisions={"Special Order target": "Mimic"})
    assert at(result, "runner.grip") == ["Mimic"]
    assert sorted(at(result, "runner.stack")) == ["Corroder", "Diesel", "Sure Gamble"]


def test_self_modifying_code_installs_the_program_it_finds_paying_its_cost(tmp_path):
    result = runner_turn(tmp_path, ["gain credit"], rig=["Self-modifying Code"], credits=6,
                         decisions={"abilities": "Self-modifying Code", "Self-modifying Code target": "Corroder"})
    assert at(result, "runner.rig") == ["Corroder"]
    assert at(result, "runner.credits") == 6 + 1 - 2 - 2


def test_self_modifying_code_installs_a_trojan_it_finds_on_a_piece_of_ice(tmp_path):
    # "Install only on a piece of ice": a program installed by an ability is hosted too (cr/rule_host_on_ability)
    ice = {"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = runner_turn(tmp_path, ["gain credit"], rig=["Self-modifying Code"], credits=6, corp=ice,
                         stack=["Sure Gamble", "Hush", "Diesel"],
                         decisions={"abilities": "Self-modifying Code", "Self-modifying Code target": "Hush",
                                    "Hush host": "unrezzed ice protecting HQ (1st from the server)"})
    assert (at(result, "runner.rig"), at(result, "cards.Hush.host")) == ([], "Ice Wall")


def test_self_modifying_code_cannot_find_a_trojan_without_ice_to_host_it(tmp_path):
    result = runner_turn(tmp_path, ["gain credit"], rig=["Self-modifying Code"], credits=6,
                         stack=["Sure Gamble", "Hush", "Diesel"],
                         decisions={"abilities": "Self-modifying Code", "Self-modifying Code target": "Hush"})
    assert at(result, "runner.rig") == []
    assert "Hush" in at(result, "runner.stack")


def test_rabbit_hole_may_install_another_copy_from_the_stack(tmp_path):
    result = runner_turn(tmp_path, ["install Rabbit Hole"], grip=["Rabbit Hole"], stack=["Rabbit Hole", "Diesel"],
                         decisions={"Rabbit Hole target": "Rabbit Hole", "Rabbit Hole target (2)": "no"})
    assert at(result, "runner.rig") == ["Rabbit Hole", "Rabbit Hole"]
    assert (at(result, "runner.link"), at(result, "runner.credits")) == (2, 1)


def test_personality_profiles_trashes_a_card_when_the_runner_searches_or_installs_from_the_heap(tmp_path):
    corp = {"score_area": ["Personality Profiles"]}
    searched = runner_turn(tmp_path, ["play Special Order"], grip=["Special Order", "Easy Mark"], corp=corp,
                           decisions={"Special Order target": "Mimic"})
    heap = runner_turn(tmp_path, ["gain credit"], rig=["Clone Chip"], heap=["Corroder"], grip=["Easy Mark"],
                       corp=corp, decisions={"abilities": "Clone Chip", "Clone Chip target": "Corroder"}, name="heap")
    assert len(at(searched, "runner.grip")) == 1  # Easy Mark and the Mimic found: one trashed at random
    assert at(heap, "runner.grip") == [] and "Easy Mark" in at(heap, "runner.heap")


def test_tech_startup_is_trashed_to_find_and_install_an_asset(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3,
                      corp={"rd": ["Hedge Fund", "PAD Campaign", "Ice Wall"],
                            "servers": {"Server 1": {"root": ["Tech Startup"]}}},
                      decisions={"use Tech Startup": "yes", "Tech Startup target": "PAD Campaign",
                                 "Tech Startup install where": "new remote", "rez": "no"})
    assert at(result, "corp.archives") == ["Tech Startup"]
    remotes = {n: s["root"] for n, s in at(result, "corp.servers").items() if n.startswith("Server")}
    # Server 1, emptied by paying the cost, ceased to exist at the checkpoint that follows it
    # (cr/rule_checkpoint_after_paying_cost), before the search: the new remote takes the free name
    assert remotes == {"Server 1": ["PAD Campaign"]}
    assert traced(result, "Server 1 has no ice and nothing in its root: it ceases to exist.")
