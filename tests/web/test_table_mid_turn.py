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
