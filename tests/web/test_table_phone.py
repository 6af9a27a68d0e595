"""The Table as a judge fills it on a phone: after a name is picked from the suggestions the caret is on
the next line, so what differs, typed there in brackets, belongs to the card just above; the board it
makes plays as the same board typed on one line."""

from rulesdb.table.board import PROMPTS
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


def ruled(client, form, answers):
    """The verdict of a board sent by the form, each question answered by `answers` (by its name's start)."""
    import re
    from html import unescape
    url = client.get("/table", query_string=form).headers["Location"]
    for _ in range(10):
        html = client.get(url).get_data(as_text=True)
        if '<p class="verdict">' in html:
            return unescape(html.split('<p class="verdict">', 1)[1].split("</p>", 1)[0])
        asked = re.search(r"<h2>\w+ decides: ([^<]+)</h2>", html)
        assert asked, re.sub(r"<[^>]+>", " ", html.split('role="alert">', 1)[-1])[:300]
        named = {prompt: name for name, prompt in PROMPTS.items()}.get(unescape(asked[1]), unescape(asked[1]))
        reply = next(a for prefix, a in answers.items() if named.startswith(prefix))
        links = {unescape(m[1]): unescape(m[0]) for m in re.findall(r'<a class="option" href="([^"]+)">([^<]+)</a>', html)}
        url = links[reply]
    raise AssertionError("no ruling after 10 answers")


ARCHIVES = {"f": "1", "corp.archives": "Hedge Fund (faceup)\nProject Atlas (facedown)\nHostile Takeover",
            "actions": "run Archives"}
IN_ORDER = {"jack out": "no", "access order": "Project Atlas"}


def test_a_card_marked_facedown_in_archives_is_as_archives_holds_it(client):
    unmarked = dict(ARCHIVES, **{"corp.archives": "Hedge Fund (faceup)\nProject Atlas\nHostile Takeover"})
    assert ruled(client, ARCHIVES, IN_ORDER) == ruled(client, unmarked, IN_ORDER)


def test_a_card_in_archives_both_faceup_and_facedown_is_refused_at_its_field(client):
    both = dict(ARCHIVES, **{"corp.archives": "Project Atlas (faceup; facedown)"})
    html = client.get(client.get("/table", query_string=both).headers["Location"]).get_data(as_text=True)
    assert "<code>corp.archives[0].facedown</code>: a card in Archives is faceup or facedown, not both" in html
