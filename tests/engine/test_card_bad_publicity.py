"""Cards that give the Corp bad publicity, and cards that react to it (Clone Retirement, Raymond Flint)."""

from tests.engine.card_play import at, scenario

SERVER_1 = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Clone Retirement"]}}}


def test_stealing_clone_retirement_gives_the_corp_bad_publicity(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=SERVER_1, decisions={"jack out": "no"})
    assert (at(result, "runner.score_area"), at(result, "corp.bad_publicity")) == (["Clone Retirement"], 1)


def test_raymond_flint_breaches_hq_whenever_the_corp_takes_bad_publicity(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=SERVER_1,
                      runner={"rig": ["Raymond Flint"]}, decisions={"jack out": "no"})
    assert at(result, "runs.0.accessed") == ["Clone Retirement", "Hedge Fund"]
