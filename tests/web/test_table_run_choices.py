"""On the Table, a card letting the Runner choose the server to run offers only the servers the Runner may announce
(run/announcing.py, cr/rule_cannot_run_abilities), and the question's notes name each one left out and why; picking
one was refused with an error (twelfth card audit)."""

DEBBIE = 'Debbie "Downtown" Moreira'
FRONT_COMPANY_FIRST_RUN = {
    "runner": {"rig": [DEBBIE]},
    "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Front Company"]}}},
    "actions": [{"runner": f"use {DEBBIE}"}]}


def post(client, board):
    return client.post("/api/table", json=board).get_json()


def test_debbie_s_question_leaves_out_the_remote_front_company_forbids_and_says_why(client):
    asked = post(client, FRONT_COMPANY_FIRST_RUN)["question"]
    assert (asked["name"], asked["options"]) == (f"{DEBBIE} choice", ["HQ", "R&D", "Archives"])
    assert asked["notes"] == ["Server 1: the Runner cannot run on it (The first run each turn cannot be made against a "
                              "remote server.)"]


def test_debbie_s_question_offers_the_remote_after_the_turns_first_run(client):
    board = {**FRONT_COMPANY_FIRST_RUN, "actions": [{"runner": "run HQ"}, {"runner": f"use {DEBBIE}"}],
             "decisions": {"jack out": "no"}}
    asked = post(client, board)["question"]
    assert (asked["options"], asked["notes"]) == (["HQ", "R&D", "Archives", "Server 1"], [])


def test_the_legal_listing_refuses_a_run_event_on_the_remote_front_company_forbids_with_the_rule(client):
    """Pinhole Threading's "Run any server" naming Server 1 for the turn's first run: not allowed, the reason and the
    rule given (it was listed as one the engine cannot tell, refused only after its cost was paid)."""
    board = {"runner": {"grip": ["Pinhole Threading"]}, "legal": True,
             "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Front Company"]}}}}
    listed = {o["action"]: o for o in post(client, board)["legal"]["options"]}
    assert [listed[f"play Pinhole Threading on {s}"]["allowed"] for s in ("HQ", "R&D", "Archives", "Server 1")] == \
        [True, True, True, False]
    refused = listed["play Pinhole Threading on Server 1"]
    assert refused["reason"] == ('the Runner cannot run on Server 1 (The first run each turn cannot be made against a '
                                 'remote server.): "cannot" beats "can"')
    assert refused["rule"]["address"].endswith("/rule_cannot_run_abilities")
