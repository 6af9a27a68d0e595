"""A refused board on the Table's page, as a judge on a phone reads it: each kind of refusal (an unknown card, a
misplaced card, an impossible count, an action the engine refuses) beside its field, with a "did you mean" link where
one exists, and the first field at fault focused as the page loads (`autofocus`), so the judge lands on it. An action's
refusal was only at the top of the page, far from the actions' field, and nothing was focused."""

import re

import pytest

from rulesdb.table.ruling import share_url, shared_board


def _refused(client, board: dict) -> str:
    response = client.get(share_url(board))
    assert response.status_code == 400
    return response.get_data(as_text=True)


def _beside(html: str, field_id: str) -> str:
    """The error list the page shows beside the field `field_id` (its `aria-describedby`)."""
    assert re.search(rf'id="{field_id}"[^>]*aria-invalid="true" aria-describedby="{field_id}-e"', html), field_id
    return re.search(rf'<ul class="field-error" id="{field_id}-e">(.*?)</ul>', html, re.S)[1]


def _fix(listed: str, title: str) -> dict:
    url = re.search(rf'<a class="fix" href="([^"]+)">{re.escape(title)}</a>', listed)[1].replace("&amp;", "&")
    return shared_board(url.split("s=", 1)[1])


@pytest.mark.parametrize("board, field_id, said", [
    ({"runner": {"rig": ["Coroder"]}, "actions": [{"runner": "run HQ"}]},
     "f-runner-rig", "<code>runner.rig[0]</code>: unknown card &#39;Coroder&#39; (did you mean Corroder?)"),
    ({"runner": {"rig": ["Ice Wall"]}, "actions": [{"runner": "run HQ"}]},
     "f-runner-rig", "<code>runner.rig[0]</code>: Ice Wall is a Corp card"),
    ({"corp": {"servers": {"Server 1": {"ice": ["PAD Campaign"]}}}, "actions": [{"runner": "run Server 1"}]},
     "f-corp-servers-Server_1-ice", "PAD Campaign is an asset, expected ice"),
    ({"runner": {"credits": -5}, "actions": [{"runner": "run HQ"}]}, "f-runner-credits", "must be at least 0"),
    ({"runner": {"grip": ["Sure Gamble"]}, "actions": [{"runner": "play Sure Gamle"}]},
     "f-actions", "<code>line 1</code>: unknown card &#39;Sure Gamle&#39; (did you mean Sure Gamble?)"),
    ({"runner": {"credits": 1, "grip": ["Sure Gamble"]}, "actions": [{"runner": "play Sure Gamble"}]},
     "f-actions", "<code>line 1</code>: the Runner cannot pay 5[c] for playing Sure Gamble"),
])
def test_each_kind_of_refusal_is_beside_its_field_and_that_field_is_focused(client, board, field_id, said):
    html = _refused(client, board)
    assert said in _beside(html, field_id)
    assert re.findall(r'<(?:input|textarea) id="([^"]+)"[^>]* autofocus', html) == [field_id]


def test_an_actions_misspelt_card_is_put_right_in_its_line_by_one_tap(client):
    """"play Sure Gamle" on line 2: "did you mean Sure Gamble?" is a link to the board with that line retyped."""
    board = {"runner": {"grip": ["Sure Gamble"], "clicks": 4}, "actions": [{"runner": "gain credit"},
                                                                          {"runner": "play Sure Gamle"}]}
    listed = _beside(_refused(client, board), "f-actions")
    assert "<code>line 2</code>" in listed
    assert _fix(listed, "Sure Gamble")["actions"] == [{"runner": "gain credit"}, {"runner": "play Sure Gamble"}]


def test_a_server_typed_in_lower_case_is_offered_as_the_form_names_it(client):
    """"run hq": the engine knows HQ, R&D, Archives by those names; it said only which it knows, now also "did you
    mean HQ?", a link that retypes the line."""
    listed = _beside(_refused(client, {"actions": [{"runner": "run hq"}]}), "f-actions")
    assert "(did you mean HQ?)" in listed
    assert _fix(listed, "HQ")["actions"] == [{"runner": "run HQ"}]


def test_the_first_error_in_the_forms_order_is_the_one_focused(client):
    """Two problems, the engine naming the Corp's credits first: the Runner's section comes first on the page."""
    html = _refused(client, {"runner": {"rig": ["Coroder"]}, "corp": {"credits": -1},
                             "actions": [{"runner": "run HQ"}]})
    assert re.findall(r'<(?:input|textarea) id="([^"]+)"[^>]* autofocus', html) == ["f-runner-rig"]
    assert "must be at least 0" in _beside(html, "f-corp-credits")
