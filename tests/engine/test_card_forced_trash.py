"""Cards that force or forbid trashing an accessed card, or pay for it (Mumbad Virtual Tour, Neutralize
All Threats, Wendigo, Scrubber), or change where a trashed card goes (Harbinger)."""

from tests.engine.card_play import at, scenario


def access(tmp_path, root, runner, name, ice=(), **answers):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"ice": list(ice), "root": root}}}, runner=runner,
                    decisions={"jack out": "no", **answers})


def test_mumbad_virtual_tour_offers_no_way_to_decline_when_the_runner_can_pay(tmp_path):
    result = access(tmp_path, ["Mumbad Virtual Tour"], {"credits": 5}, "mvt", **{"trash Mumbad Virtual Tour": "yes"})
    assert at(result, "decisions.1.options") == ["yes"]
    assert at(result, "corp.archives") == ["Mumbad Virtual Tour"]


def test_scrubber_credits_pay_a_trash_cost(tmp_path):
    result = access(tmp_path, ["Mumbad Virtual Tour"], {"credits": 3, "rig": ["Scrubber"]}, "scrubber",
                    **{"trash Mumbad Virtual Tour": "yes"})
    assert (at(result, "runner.credits"), at(result, "corp.archives")) == (0, ["Mumbad Virtual Tour"])


def test_neutralize_all_threats_accesses_1_more_card_from_hq(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund", "Hedge Fund"]},
                      runner={"rig": ["Neutralize All Threats"]}, decisions={"jack out": "no"}, name="nat")
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "Hedge Fund"]


def test_wendigo_forbids_the_chosen_program_for_the_rest_of_the_run(tmp_path):
    result = access(tmp_path, [{"card": "Hostile Infrastructure", "rezzed": False}],
                    {"credits": 0, "rig": [{"card": "Imp", "counters": {"virus": 2}}]}, "wendigo", ice=["Wendigo"],
                    **{"Wendigo target": "Imp", "rez Hostile Infrastructure": "no"})
    assert (at(result, "corp.archives"), at(result, "cards.Imp.counters.virus")) == ([], 2)


def test_harbinger_trashed_is_turned_facedown_instead_of_going_to_the_heap(tmp_path):
    from tests.engine.card_play import run_past
    result = run_past(tmp_path, "Grim", runner={"rig": ["Harbinger"]}, decisions={"Grim target": "Harbinger"},
                      name="harbinger")
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "trashed")) == (
        ["Harbinger"], [], ["Harbinger"])
