"""Double-sided identities (cr/rule_identity_double_sided): only the faceup side's abilities are active, and
flipping turns the other side up. Hoshiko Shiro, Dewi Subrotoputri and Nebula Talent Management ("when your
action phase ends"); and Aggressive Trendsetting, whose Runner
choice gives the Corp an allotted click next turn."""

from tests.engine.card_play import at, run_past, scenario, traced


def hoshiko(tmp_path, name, first_turn, second_turn=(), **answers):
    actions = [{"runner": a} for a in first_turn] + [{"corp": "gain credit"}] * 3 + [{"runner": a} for a in second_turn]
    return scenario(tmp_path, actions=actions, name=name, decisions={"jack out": "no", **answers},
                    runner={"identity": "Hoshiko Shiro: Untold Protagonist", "stack": ["Diesel", "Easy Mark"]},
                    corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund", "Ice Wall", "Enigma"]})


def test_hoshiko_flips_after_a_turn_with_an_access_then_draws_and_loses_1_each_turn(tmp_path):
    result = hoshiko(tmp_path, "flips", ["run HQ", "gain credit", "gain credit", "gain credit"], ["gain credit"])
    # front side: 5 + 3 + 2 at the end of the turn; flip side at the next turn's beginning: draw 1, lose 1; +1
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (5 + 3 + 2 - 1 + 1, ["Diesel"])


def test_hoshiko_stays_front_up_without_an_access_and_its_flip_side_does_nothing(tmp_path):
    result = hoshiko(tmp_path, "stays", ["gain credit"] * 4, ["gain credit"])
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (5 + 4 + 1, [])
    assert not traced(result, "flipped")


def dewi(tmp_path, name, rig, answer="yes"):
    return run_past(tmp_path, [], server="Archives", name=name, runner={
        "identity": "Dewi Subrotoputri: Pedagogical Dhalang", "rig": rig, "stack": ["Diesel"]},
        decisions={"use Dewi": answer})


def test_dewi_flips_and_gains_1_on_a_successful_run_with_full_memory(tmp_path):
    full = dewi(tmp_path, "full", ["Corroder", "Gordian Blade", "Magnum Opus"])
    assert (at(full, "runner.credits"), at(full, "runner.grip")) == (5 + 1, [])
    assert traced(full, "flipped to its flip side")
    spare = dewi(tmp_path, "spare", ["Corroder"])
    assert (at(spare, "runner.credits"), at(spare, "runner.grip")) == (5, [])  # the flip side's ability is not active


def test_aggressive_trendsetting_gives_the_corp_a_click_unless_the_runner_spends_one(tmp_path):
    def turn(answer, name):
        clicks_left = 3 if answer == "no" else 2
        actions = [{"runner": "run Server 1"}] + [{"runner": "gain credit"}] * clicks_left + [{"corp": "gain credit"}]
        return scenario(tmp_path, actions=actions, name=name, corp={
            "score_area": ["Aggressive Trendsetting"], "rd": ["Hedge Fund"],
            "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
            decisions={"jack out": "no", "trash PAD Campaign": "yes", "Aggressive Trendsetting choice": answer})
    kept = turn("no", "kept")
    assert at(kept, "corp.clicks") == 3 + 1 - 1
    spent = turn("spend [click]", "spent")
    assert at(spent, "corp.clicks") == 3 - 1


def nebula(tmp_path, name, runner_actions):
    actions = [{"corp": "play Hedge Fund"}, {"corp": "gain credit"}, {"corp": "gain credit"},
               *({"runner": a} for a in runner_actions), {"corp": "play Hedge Fund"}]
    return scenario(tmp_path, turn="corp", actions=actions, name=name, decisions={"jack out": "no"}, corp={
        "identity": "Nebula Talent Management: Making Stars", "hq": ["Hedge Fund", "Hedge Fund"],
        "rd": ["Ice Wall", "Enigma", "PAD Campaign"]})


def test_nebula_flips_when_its_action_phase_ends_after_an_operation_then_gains_a_click_for_one(tmp_path):
    result = nebula(tmp_path, "flipped", ["gain credit"] * 4)
    assert traced(result, "flipped to its flip side")
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 + 4 + 2 + 1 + 4, 3 - 1 + 1)


def test_nebula_flips_back_when_the_runner_makes_a_successful_run_on_hq(tmp_path):
    result = nebula(tmp_path, "back", ["run HQ"] + ["gain credit"] * 3)
    assert traced(result, "flipped to its front side")
    assert at(result, "corp.clicks") == 3 - 1  # the front side again: no click for the operation
