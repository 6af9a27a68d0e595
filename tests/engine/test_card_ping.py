"""Ping: rezzed during a run against its server, it gives the Runner 1 tag; rezzed at another time
it does not."""

from tests.engine.card_play import at, board, run_past


def test_ping_rezzed_during_a_run_on_its_server_tags_the_runner(tmp_path):
    result = run_past(tmp_path, [{"card": "Ping", "rezzed": False}], decisions={"rez": "yes", "break Ping": "no"})
    assert (at(result, "runner.tags"), at(result, "corp.credits")) == (1, 5 - 2)
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_ping_rezzed_outside_a_run_gives_no_tag(tmp_path):
    from rulesdb.engine.timing.flow import offer_rez
    game = board(tmp_path, turn="corp", corp={"servers": {"Server 1": {"ice": [{"card": "Ping", "rezzed": False}]}}},
                 decisions={"rez": "yes"})
    assert offer_rez(game, game.servers["Server 1"].ice[0])
    assert game.runner.tags == 0
