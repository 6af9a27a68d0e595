"""The Table offers an action on one of two copies by the label a choice between them gives ("advance Hostile
Takeover in Server 2", "rez PAD Campaign in Server 2"), and the item it offers, posted back, acts on that copy."""

from tests.web.test_table_api import post

BOARD = {
    "turn": "corp",
    "corp": {"credits": 5, "rd": ["Hedge Fund"] * 3,
             "servers": {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["Hostile Takeover"]},
                         "Server 3": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                         "Server 4": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
    "decisions": {"rez": "no"},
}


def _listed(client) -> dict:
    return {o["action"]: o for o in post(client, {**BOARD, "legal": True})["legal"]["options"]}


def test_the_table_lists_each_copy_by_where_it_is(client):
    listed = _listed(client)
    assert {"advance Hostile Takeover in Server 1", "advance Hostile Takeover in Server 2",
            "rez PAD Campaign in Server 3", "rez PAD Campaign in Server 4"} <= set(listed)
    assert "advance Hostile Takeover" not in listed and "rez PAD Campaign" not in listed


def test_the_item_for_the_second_copy_acts_on_the_second_copy(client):
    listed = _listed(client)
    items = [listed["advance Hostile Takeover in Server 2"]["item"], listed["rez PAD Campaign in Server 4"]["item"]]
    found = post(client, {**BOARD, "actions": items, "expect": [
        {"cards[Hostile Takeover in Server 2].counters.advancement": 1},
        {"cards[Hostile Takeover in Server 1].counters": {}},
        {"cards[PAD Campaign in Server 4].rezzed": True}, {"cards[PAD Campaign in Server 3].rezzed": False}]})
    assert [c["ok"] for c in found["checks"]] == [True] * 4, found.get("checks")


def test_an_action_naming_a_copy_by_its_position_comes_back_through_the_form_as_written():
    from rulesdb.table.form import board_from, form_from
    actions = [{"corp": "rez Ice Wall protecting HQ (outermost)", "at": "approach Ice Wall"},
               {"runner": "use Corroder (2nd installed)", "attempt": True}]
    form = {k: v for k, v in form_from({"turn": "runner", "actions": actions}).items() if v}
    assert form["actions"].splitlines() == ["corp: rez Ice Wall protecting HQ (outermost) (at approach Ice Wall)",
                                            "runner: use Corroder (2nd installed) (attempt)"]
    assert board_from(form)["actions"] == actions
