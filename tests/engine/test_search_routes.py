"""Every search asks the one decision of whether it may fail to find (`effects.finding`): a deck searched with criteria
may fail to find (cr/rule_fail_to_find), "1 card" without criteria finds one (cr/rule_search_multiple_cards). The
Foundry, World Tree, Tech Startup (`piles.search_rd_and_install`) and Levy University (`piles.search_rd_to_hq`) ask
it, no longer a question of their own."""

from tests.engine.card_play import at, run_past, scenario, step


def _options(result: dict, decision: str) -> list[str]:
    return next(d["options"] for d in at(result, "decisions") if d["decision"] == decision)


FOUNDRY = {"identity": "The Foundry: Refining the Process", "credits": 10, "rd": ["Enigma", "Hedge Fund"],
           "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}


def test_the_foundry_may_fail_to_find_the_other_copy_of_the_ice_in_rd(tmp_path):
    """"Search R&D for another copy of that ice": a deck searched with criteria, so the Corp may fail to find the copy
    R&D holds (cr/rule_fail_to_find); the engine took it without asking."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=FOUNDRY,
                      decisions={"rez Enigma": "yes", "use The Foundry": "yes", "The Foundry target": "no",
                                 "break Enigma": "no", "Enigma choice": "end the run"})
    assert _options(result, "The Foundry target") == ["Enigma", "no"]
    assert (at(result, "corp.hq"), sorted(at(result, "corp.rd"))) == ([], ["Enigma", "Hedge Fund"])


def test_world_tree_may_fail_to_find_a_card_of_the_type_in_the_stack(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hedge Fund"]},
                      runner={"rig": ["World Tree", "Kati Jones"], "credits": 5,
                              "stack": ["Liberated Account", "Diesel"]},
                      decisions={"use World Tree": "yes", "World Tree target": "Kati Jones", "World Tree choice": "no"})
    assert _options(result, "World Tree choice") == ["Liberated Account", "no"]
    assert (at(result, "runner.rig"), sorted(at(result, "runner.stack"))) == (
        ["World Tree"], ["Diesel", "Liberated Account"])
    assert "cr/rule_fail_to_find" in step(result, "the Runner fails to find a card")["cites"]


def test_tech_startup_may_fail_to_find_an_asset_in_rd(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3,
                      corp={"rd": ["Hedge Fund", "PAD Campaign", "Ice Wall"],
                            "servers": {"Server 1": {"root": ["Tech Startup"]}}},
                      decisions={"use Tech Startup": "yes", "Tech Startup target": "no"})
    assert _options(result, "Tech Startup target") == ["PAD Campaign", "no"]
    # not found, so not installed: left in R&D, then drawn or not by the mandatory draw after the shuffle
    assert sorted(at(result, "corp.rd") + at(result, "corp.hq")) == ["Hedge Fund", "Ice Wall", "PAD Campaign"]
    assert at(result, "corp.archives") == ["Tech Startup"] and "Server 1" not in at(result, "corp.servers")


def test_project_atlas_searching_for_1_card_finds_the_only_title_without_asking(tmp_path):
    """"Search R&D for 1 card": no criteria, so the Corp finds one (cr/rule_search_multiple_cards), the only title
    taken without a `no` to answer."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"] * 3, "score_area": [{"card": "Project Atlas",
                                                                                 "counters": {"agenda": 1}}]},
                      decisions={"abilities": "Project Atlas"})
    assert not [d for d in at(result, "decisions") if d["decision"] == "Project Atlas target"]
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == (["Hedge Fund"] * 2, ["Hedge Fund"])  # 1 drawn, 1 found


def test_compile_searching_the_stack_is_a_search_personality_profiles_sees(tmp_path):
    """Compile: "you may search your stack or heap for a program and install it": the Runner names the zone, and a
    search of the stack is one as every search is (the stack shuffled, cr/rule_shuffle_deck_after_search), so
    Personality Profiles ("Whenever the Runner searches the stack ...") trashes a grip card at random. Compile asked
    its own question of programs in both zones and never said the stack was searched."""
    result = scenario(tmp_path, actions=[{"runner": "play Compile on HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}},
                            "score_area": ["Personality Profiles"]},
                      runner={"credits": 3, "grip": ["Compile", "Easy Mark"], "stack": ["Corroder", "Diesel"]},
                      decisions={"Compile choice": "stack", "Compile target": "Corroder",
                                 "break Ice Wall": "Corroder", "jack out": "no"})
    assert _options(result, "Compile target") == ["Corroder", "no"]
    assert (at(result, "runner.grip"), sorted(at(result, "runner.heap"))) == ([], ["Compile", "Easy Mark"])
