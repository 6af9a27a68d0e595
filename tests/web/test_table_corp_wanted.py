"""The Corp's section opens, without a script, when an action names a server the board lays out nothing in or a
Corp card the board does not hold: on a phone the judge must see where the Corp's cards go. The page it opened on
was the folded one before."""

from rulesdb.table.ruling import share_url
from tests.web.test_table_phone2 import CORP_CLOSED, CORP_OPEN


def _page(client, board: dict) -> tuple[int, str]:
    response = client.get(share_url(board))
    return response.status_code, response.get_data(as_text=True)


def test_a_run_on_a_remote_with_nothing_laid_out_opens_the_corp_section_and_that_server(client):
    """"run Server 1" on a board with no Server 1: the engine refuses it (400), the form comes back, and both the
    Corp's section and Server 1 are open where the judge places its ice."""
    status, html = _page(client, {"runner": {"credits": 5}, "actions": [{"runner": "run Server 1"}]})
    assert status == 400
    assert CORP_OPEN in html
    assert '<details class="server" data-server="Server 1" open>' in html


def test_a_run_on_a_remote_further_out_adds_that_remotes_fields(client):
    """"run Server 3" with no remote: the form had only Server 1 to fill; Server 3's fields are there, open."""
    status, html = _page(client, {"actions": [{"runner": "run Server 3"}]})
    assert '<details class="server" data-server="Server 3" open>' in html
    assert 'name="corp.servers.Server 3.ice"' in html


def test_an_action_naming_a_corp_card_nowhere_on_the_board_opens_the_corp_section(client):
    status, html = _page(client, {"runner": {"credits": 5}, "actions": [{"runner": "trash PAD Campaign"}]})
    assert status == 400 and CORP_OPEN in html


def test_a_run_on_hq_with_nothing_laid_out_there_opens_hq_but_not_once_it_holds_a_card(client):
    """"run HQ" on a board with no ice on HQ and no card in it: the ruling is given (an empty HQ), and the Corp's
    section and HQ are open for a judge who meant to lay them out; with Hedge Fund in HQ, nothing is missing."""
    status, html = _page(client, {"actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}})
    assert status == 200 and CORP_OPEN in html and '<details class="server" data-server="HQ" open>' in html
    held = {"corp": {"hq": ["Hedge Fund"]}, "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}}
    assert '<details class="server" data-server="HQ">' in _page(client, held)[1]


def test_an_action_naming_nothing_of_the_corps_keeps_the_corp_section_folded(client):
    assert CORP_CLOSED in _page(client, {"runner": {"grip": ["Sure Gamble"]},
                                         "actions": [{"runner": "play Sure Gamble"}]})[1]


def test_the_offline_engine_gives_the_page_the_named_remotes_fields_too(client):
    """The browser's engine (`rulesdb.table.browser`, in Pyodide) lists the servers the page fills as the server's
    page does: "run Server 3" on a board with no remote adds Server 3 after the one more to fill."""
    import json

    from rulesdb.table.browser import page_json
    shown = json.loads(page_json(share_url({"actions": [{"runner": "run Server 3"}]}).split("s=", 1)[1]))
    assert shown["servers"] == ["HQ", "R&D", "Archives", "Server 1", "Server 3"]
