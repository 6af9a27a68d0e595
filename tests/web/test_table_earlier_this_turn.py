"""`/api/table` and the Table's form take what happened earlier in the turn a board starts inside: the cards played or
trashed for an effect lasting the turn (`earlier_this_turn`, the form's "Played or trashed earlier this turn"), a heap
event marked "(not played this turn)", and the core damage the Runner took before the board (`core_damage`); an event
in the heap that may have been played, and decides the answer, is a 400 naming it and the way out."""

from html import unescape

from rulesdb.table.ruling import share_url

GROOVE_UNSEEN = ("In the Groove (heap) may have been played earlier this turn (a board starting after an unshown "
                 "action cannot say), and its \"For the remainder of this turn, whenever you install a card with a "
                 "printed install cost of 1[c] or greater, draw 1 card or gain 1[c].\" decides installing Corroder; "
                 "list it on the board (runner.earlier_this_turn: In the Groove) or mark it \"In the Groove (not "
                 "played this turn)\", or start the scenario at the beginning of the turn")


def _groove(runner: dict, grip: str = "Corroder", gains: bool = False) -> dict:
    return {"runner": {"clicks": 3, "credits": 5, "grip": [grip], "stack": ["Sure Gamble"], **runner},
            "corp": {"hq": ["Hedge Fund"]}, "actions": [{"runner": f"install {grip}"}],
            "decisions": {"In the Groove's delayed ability choice": "gain 1[c]"} if gains else {}}


def _said(found: dict, words: str) -> bool:
    return any(words in step["text"] for step in found["trace"])


def test_in_the_groove_played_earlier_this_turn_is_ruled_with_its_credit(client):
    found = client.post("/api/table", json=_groove({"earlier_this_turn": ["In the Groove"]}, gains=True)).get_json()
    assert "verdict" in found, found
    assert _said(found, "The board says In the Groove was played earlier this turn")
    assert _said(found, "In the Groove's delayed ability: the Runner gains 1[c] (now 4[c]).")


def test_in_the_groove_in_the_heap_after_an_unshown_action_is_a_400_naming_it(client):
    response = client.post("/api/table", json=_groove({"heap": ["In the Groove"]}))
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error.endswith(GROOVE_UNSEEN) and "\n" not in error


def test_in_the_groove_in_the_heap_does_not_matter_to_a_free_install(client):
    found = client.post("/api/table", json=_groove({"heap": ["In the Groove"]}, grip="Cortez Chip")).get_json()
    assert "verdict" in found, found
    assert _said(found, "The Runner installs Cortez Chip.") and not _said(found, "In the Groove")


def test_in_the_groove_marked_not_played_this_turn_is_ruled_without_it(client):
    found = client.post("/api/table", json=_groove({"heap": [{"card": "In the Groove", "not_played_this_turn": True}]}))
    assert "verdict" in found.get_json() and not _said(found.get_json(), "In the Groove")


def test_core_damage_taken_before_the_board_lets_ontological_dependence_score_at_2(client):
    board = {"turn": "corp", "runner": {"core_damage": 2},
             "corp": {"clicks": 2, "credits": 5, "hq": ["Hedge Fund"],
                      "servers": {"Server 1": {"root": [{"card": "Ontological Dependence", "advancement": 1}]}}},
             "actions": [{"corp": "advance Ontological Dependence"}], "decisions": {"score": "yes"}}
    found = client.post("/api/table", json=board).get_json()
    assert _said(found, "The Corp scores Ontological Dependence"), found


def test_the_forms_fields_for_earlier_this_turn_and_core_damage_are_ruled_with_and_kept_by_the_share_link(client):
    form = {"f": "1", "turn": "corp", "corp.clicks": "2", "corp.credits": "5", "corp.hq": "Hedge Fund",
            "corp.servers.HQ.ice": "Enigma (unrezzed)", "runner.core_damage": "1",
            "runner.earlier_this_turn": "Cortez Chip (target Enigma)",
            "corp.archives": "Digital Rights Management (not played this turn)", "actions": "gain credit"}
    sent = client.get("/table", query_string=form)
    assert sent.status_code == 303
    shown = client.get(sent.headers["Location"])
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200, html
    assert "Cortez Chip (target Enigma)" in html and "Digital Rights Management (not played this turn)" in html
    assert 'name="runner.core_damage" value="1"' in html and "as an additional cost to rez Enigma\" lasts" in html


def test_a_share_link_keeps_mitosis_targets_and_the_core_damage(client):
    board = {"turn": "corp", "runner": {"core_damage": 1},
             "corp": {"clicks": 2, "hq": ["Hedge Fund"],
                      "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                                  "Server 2": {"root": [{"card": "Project Atlas", "advancement": 2}]}},
                      "earlier_this_turn": [{"card": "Mitosis", "target": ["PAD Campaign", "Project Atlas"]}]},
             "actions": [{"corp": "gain credit"}]}
    shown = client.get(share_url(board))
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200, html
    assert "Mitosis (target PAD Campaign, Project Atlas)" in html
    assert "The Corp cannot rez PAD Campaign or Project Atlas this turn." in html



def _lovegood(lovegood) -> dict:
    return {"runner": {"clicks": 3, "credits": 5, "rig": [lovegood, "Corroder"]},
            "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
            "actions": [{"runner": "run HQ"}], "decisions": {"break Ice Wall": "Corroder", "jack out": "no"}}


def test_dr_lovegoods_unknown_choice_is_a_400_where_corroder_breaks(client):
    response = client.post("/api/table", json=_lovegood("Dr. Lovegood"))
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error.endswith("breaking Ice Wall's subroutines with Corroder depends on whether it was Corroder; say it "
                          "on the board (Dr. Lovegood (chosen Corroder), or chosen Dr. Lovegood itself), or start the "
                          "scenario at the beginning of the turn") and "\n" not in error


def test_the_forms_line_says_dr_lovegood_chose_itself_and_the_break_is_asked_not_refused(client):
    form = {"f": "1", "turn": "runner", "runner.clicks": "3", "runner.credits": "5",
            "runner.rig": "Dr. Lovegood (chosen Dr. Lovegood)\nCorroder", "corp.hq": "Hedge Fund",
            "corp.servers.HQ.ice": "Ice Wall", "actions": "run HQ"}
    sent = client.get("/table", query_string=form)
    shown = client.get(sent.headers["Location"])
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200, html
    assert "Dr. Lovegood (chosen Dr. Lovegood)" in html and "cannot say which" not in html
    assert "break Ice Wall" in html  # the judge is asked how Corroder breaks: it kept its abilities


def test_the_forms_heap_line_the_helpful_ai_not_used_this_turn_is_ruled_without_it(client):
    form = {"f": "1", "turn": "runner", "runner.clicks": "3", "runner.credits": "5", "runner.rig": "Corroder",
            "runner.heap": "The Helpful AI (not used this turn)", "corp.servers.HQ.ice": "Wall of Static",
            "actions": "run HQ"}
    sent = client.get("/table", query_string=form)
    assert sent.status_code == 303
    shown = client.get(sent.headers["Location"])
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200, html
    assert "The Helpful AI (not used this turn)" in html and "may have been trashed" not in html
    assert "Runner decides: break Wall of Static" in html and "unknown card" not in html  # played up to the encounter


def test_dr_lovegoods_unknown_choice_beside_box_e_is_ruled_with_the_caveat_in_the_verdict(client):
    board = {"runner": {"clicks": 3, "credits": 5, "rig": ["Dr. Lovegood", "Box-E"]}, "actions": [{"runner": "gain credit"}]}
    found = client.post("/api/table", json=board).get_json()
    assert "verdict" in found, found
    assert found["verdict"][-1] == (
        "Dr. Lovegood chose 1 of the Runner's installed cards as this turn began (the board cannot say which): the "
        "state shows Box-E's \"Your maximum hand size is increased by 2.\" as printed, though Box-E may be the card "
        "that lost its printed abilities.")


def _klevetnik(ice) -> dict:
    return {"runner": {"clicks": 3, "credits": 0, "rig": [{"card": "Armitage Codebusting", "credits": 12}]},
            "corp": {"servers": {"HQ": {"ice": [ice]}}}, "actions": [{"runner": "use Armitage Codebusting"}]}


def test_klevetniks_unseen_choice_is_a_400_where_a_resources_ability_is_used(client):
    response = client.post("/api/table", json=_klevetnik("Klevetnik"))
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert "Klevetnik may have been rezzed during a run against its server earlier in this turn" in error
    assert error.endswith("say it on the board (Klevetnik (chosen Armitage Codebusting), or chosen none), or start "
                          "the scenario at the beginning of the turn") and "\n" not in error


def test_the_forms_line_says_klevetnik_chose_none_and_the_resource_is_used(client):
    form = {"f": "1", "turn": "runner", "runner.clicks": "3", "runner.credits": "0",
            "runner.rig": "Armitage Codebusting", "corp.servers.HQ.ice": "Klevetnik (chosen none)",
            "actions": "use Armitage Codebusting"}
    sent = client.get("/table", query_string=form)
    shown = client.get(sent.headers["Location"])
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200, html
    assert "Klevetnik (chosen none)" in html and "may have been rezzed" not in html
    assert "Armitage Codebusting's ability: the Runner takes" in html
