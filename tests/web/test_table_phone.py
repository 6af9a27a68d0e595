"""The Table as a judge fills it on a phone: after a name is picked from the suggestions the caret is on
the next line, so what differs, typed there in brackets, belongs to the card just above; the board it
makes plays as the same board typed on one line."""

from rulesdb.table.form import board_from, form_from

HOSTED = {"f": "1", "runner.credits": "3", "runner.rig": "Dinosaurus\n(hosting Corroder)",
          "corp.servers.Server 1.ice": "Ice Wall (1 advancement)", "actions": "run Server 1"}


def test_a_line_in_brackets_is_what_differs_for_the_card_above():
    board = board_from({"runner.rig": "Dinosaurus\n(hosting Corroder)\nSure Gamble",
                        "corp.servers.Server 1.ice": "Enigma (unrezzed)\n (1 advancement)"})
    assert board["runner"]["rig"] == [{"card": "Dinosaurus", "hosted": ["Corroder"]}, "Sure Gamble"]
    assert board["corp"]["servers"]["Server 1"]["ice"] == [{"card": "Enigma", "rezzed": False, "advancement": 1}]


def test_a_bracket_line_with_no_card_above_is_left_for_the_engine_to_name():
    assert board_from({"runner.rig": "(hosting Corroder)"})["runner"]["rig"] == ["(hosting Corroder)"]


def test_a_hosted_card_typed_on_its_own_line_plays_as_typed_on_one_line(client):
    one_line = dict(HOSTED, **{"runner.rig": "Dinosaurus (hosting Corroder)"})
    links = [client.get("/table", query_string=f).headers["Location"] for f in (HOSTED, one_line)]
    assert links[0] == links[1]  # the link is the board: the same board
    html = client.get(links[0]).get_data(as_text=True)
    assert "<h2>Runner decides: break Ice Wall</h2>" in html
    assert '">Corroder</a>' in html  # the hosted Corroder is offered to break it
    assert form_from(board_from(HOSTED))["runner.rig"] == "Dinosaurus (hosting Corroder)"
