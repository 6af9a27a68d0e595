"""Upgrades whose ability fires when the Runner approaches their server: Manegarm Skunkworks (end the
run unless the Runner spends [click][click] or pays 5[c]) and Anoetic Void (the Corp may pay 2[c]
and trash 2 cards from HQ to end the run), alone and together on one server."""

from tests.engine.card_play import at, run_past, traced

MANEGARM = {"servers": {"Server 1": {"root": ["Manegarm Skunkworks"]}}}
VOID = {"credits": 5, "hq": ["Hedge Fund", "Ice Wall", "Enigma"], "servers": {"Server 1": {"root": ["Anoetic Void"]}}}


def _manegarm(tmp_path, name, runner, choice=None):
    decisions = {"trash Manegarm Skunkworks": "no"}
    if choice:
        decisions["Manegarm Skunkworks choice"] = choice
    return run_past(tmp_path, [], corp=MANEGARM, runner=runner, decisions=decisions, name=name)


def test_manegarm_the_runner_spends_two_clicks_and_the_run_goes_on(tmp_path):
    result = _manegarm(tmp_path, "clicks", {"clicks": 4, "credits": 0}, "spend [click][click]")
    assert (at(result, "runs.0.outcome"), at(result, "runner.clicks")) == ("successful", 1)
    asked = next(d for d in at(result, "decisions") if d["decision"] == "Manegarm Skunkworks choice")
    assert asked["options"] == ["spend [click][click]", "end the run"]  # 5[c] is not payable


def test_manegarm_the_runner_pays_five_credits_or_lets_the_run_end(tmp_path):
    paid = _manegarm(tmp_path, "paid", {"clicks": 4, "credits": 6}, "pay 5[c]")
    assert (at(paid, "runs.0.outcome"), at(paid, "runner.credits"), at(paid, "runner.clicks")) == ("successful", 1, 3)
    ended = _manegarm(tmp_path, "ended", {"clicks": 4, "credits": 6}, "end the run")
    assert (at(ended, "runs.0.outcome"), at(ended, "runner.credits")) == ("unsuccessful", 6)


def test_manegarm_ends_the_run_when_the_runner_can_pay_neither(tmp_path):
    """A run made with the last click and under 5[c]: no choice to make, the run ends."""
    result = _manegarm(tmp_path, "neither", {"clicks": 1, "credits": 4})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert traced(result, "can pay none of the nested costs")


def _void(tmp_path, name, corp=VOID, **answers):
    decisions = {"trash Anoetic Void": "no", **answers}
    return run_past(tmp_path, [], corp=corp, runner={"credits": 0}, decisions=decisions, name=name)


def test_anoetic_void_the_corp_pays_two_credits_and_trashes_two_cards_from_hq_to_end_the_run(tmp_path):
    result = _void(tmp_path, "used", **{"use Anoetic Void": "yes", "Anoetic Void cost": ["Hedge Fund", "Enigma"]})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (3, ["Ice Wall"])
    assert sorted(at(result, "corp.archives")) == ["Enigma", "Hedge Fund"]


def test_anoetic_void_with_exactly_two_cards_in_hq_trashes_both_without_asking_which(tmp_path):
    """A cost that leaves no choice is not a question: both cards go (the Table asked which two of two)."""
    from rulesdb.engine import run_scenario
    from tests.engine.card_play import _write
    corp = {**VOID, "hq": ["Hedge Fund", "Ice Wall"]}
    path = _write(tmp_path, [{"runner": "run Server 1"}], "runner", corp, {"credits": 0},
                  {"use Anoetic Void": "yes", "jack out": "no"}, 1, "both")
    result = run_scenario(path)  # every question must be answered, and no answer may go unasked
    assert (at(result, "runs.0.outcome"), sorted(at(result, "corp.archives"))) == (
        "unsuccessful", ["Hedge Fund", "Ice Wall"])


def test_anoetic_void_is_optional(tmp_path):
    result = _void(tmp_path, "declined", **{"use Anoetic Void": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "corp.credits")) == ("successful", 5)


def test_anoetic_void_cannot_be_used_with_fewer_than_two_cards_in_hq(tmp_path):
    short = {**VOID, "hq": ["Hedge Fund"]}
    result = _void(tmp_path, "short", corp=short, **{"use Anoetic Void": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "corp.hq")) == ("successful", ["Hedge Fund"])


def test_anoetic_void_ending_the_run_first_leaves_manegarm_nothing_to_ask(tmp_path):
    """Both fire on the same approach; the Corp resolves Anoetic Void first, the run ends, and
    Manegarm Skunkworks' ability, tied to that run, no longer resolves."""
    corp = {**VOID, "servers": {"Server 1": {"root": ["Anoetic Void", "Manegarm Skunkworks"]}}}
    result = run_past(tmp_path, [], corp=corp, runner={"credits": 9}, name="both", decisions={
        "use Anoetic Void": "yes", "Anoetic Void cost": ["Hedge Fund", "Enigma"],
        "order Corp abilities": ["Anoetic Void", "Manegarm Skunkworks"],
        "trash Anoetic Void": "no", "trash Manegarm Skunkworks": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert "Manegarm Skunkworks choice" not in [d["decision"] for d in at(result, "decisions")]
    assert at(result, "runner.credits") == 9
