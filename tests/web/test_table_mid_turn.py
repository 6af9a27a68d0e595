"""The Table's form path refuses a board that starts after an unshown action of the turn, where a card asks what
happened earlier in it (state.midturn), with a 400 whose one line names the card and what the engine cannot know;
the same board at the start of the turn is ruled on."""

from html import unescape


def _sent(client, clicks: str):
    form = {"f": "1", "turn": "corp", "corp.clicks": clicks, "corp.credits": "3", "corp.hq": "Petty Cash",
            "corp.rd": "Hedge Fund", "actions": "play Petty Cash"}
    sent = client.get("/table", query_string=form)
    assert sent.status_code == 303
    shown = client.get(sent.headers["Location"])
    return shown.status_code, unescape(shown.get_data(as_text=True))


def test_petty_cash_after_an_unshown_corp_action_is_a_400_naming_the_card_on_one_line(client):
    status, html = _sent(client, "2")
    assert status == 400
    line = next(li for li in html.split("<li>") if "Petty Cash:" in li).split("</li>")[0]
    assert line.endswith('Petty Cash: "you have not finished an action yet this turn": the scenario starts in the '
                         "Corp's action phase with fewer [click] than allotted, so whether this happened earlier in "
                         "the turn is not known; start the scenario at the beginning of the turn")


def test_petty_cash_at_the_start_of_the_corp_turn_is_ruled_on(client):
    status, html = _sent(client, "3")
    assert status == 200 and "not known" not in html


def test_tsakhia_on_a_board_starting_in_the_runners_action_phase_is_a_400_naming_the_card(client):
    # its server was chosen as the Runner's turn began, before the board: not known, even with every [click] left
    form = {"f": "1", "turn": "runner", "runner.clicks": "4", "runner.rig": 'Tsakhia "Bankhar" Gantulga',
            "corp.hq": "Hedge Fund", "corp.servers.HQ.ice": "Ice Wall", "actions": "run HQ"}
    sent = client.get("/table", query_string=form)
    assert sent.status_code == 303
    shown = client.get(sent.headers["Location"])
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 400
    assert 'Tsakhia "Bankhar" Gantulga: "When your turn begins, you may choose a server": the scenario starts in the ' \
           "Runner's action phase, after their turn began, so what was chosen then is not known" in html


NYUSHA = 'Nyusha "Sable" Sintashta: Symphonic Prodigy'


def _nyusha(client, clicks: int | None, server: str):
    """The page for Nyusha's run on `server` (no ice: the Runner does not jack out, and does not trash PAD Campaign)."""
    from rulesdb.table.ruling import share_url

    runner = {"identity": NYUSHA, **({"clicks": clicks} if clicks else {})}
    board = {"turn": "runner", "runner": runner, "corp": {"hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
             "servers": {"Server 1": {"root": ["PAD Campaign"]}}}, "actions": [{"runner": f"run {server}"}],
             "decisions": {f"jack out at {server}": "no", **({"trash PAD Campaign": "no"} if server == "Server 1"
                                                             else {})}}
    shown = client.get(share_url(board))
    return shown.status_code, unescape(shown.get_data(as_text=True))


def test_nyushas_mark_on_a_board_starting_with_every_click_left_is_a_400_naming_her(client):
    """"When your turn begins, identify your mark": a random central server became the mark before a board that starts
    in the action phase, even with all 4 [click]. A successful run on HQ asked whether it was the mark, and the
    engine took it to have none (no [click] gained: a confident answer it could not know); it is refused now."""
    status, html = _nyusha(client, 4, "HQ")
    assert status == 400
    line = next(li for li in html.split("<li>") if "Nyusha" in li).split("</li>")[0]
    assert line.endswith(f'{NYUSHA}: "When your turn begins, identify your mark": the scenario starts in the '
                         "Runner's action phase, after their turn began, so what was chosen then is not known; "
                         "start the scenario at the beginning of the turn")


def test_nyushas_mark_does_not_matter_to_a_run_on_a_remote_server(client):
    """The mark is a central server: a successful run on Server 1 is ruled on, whatever the mark is."""
    status, html = _nyusha(client, 4, "Server 1")
    assert status == 200 and "not known" not in html


def test_nyushas_mark_on_a_board_starting_as_the_turn_begins_is_identified_then(client):
    status, html = _nyusha(client, None, "HQ")
    assert status == 200 and "not known" not in html
    assert "the Runner has no mark, so a random central server becomes the mark for the remainder of the turn" in html
