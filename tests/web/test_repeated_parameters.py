"""A parameter that takes one value, given twice (`seed=1&seed=2`), is refused in one line naming it, never
answered with the first value: a 400 JSON envelope from the API, the page's own error on an HTML page, the
Table's line for an answer's form (rulesdb.web.respond.one_value, rulesdb.table.form.checked)."""

import pytest
from werkzeug.datastructures import MultiDict

from rulesdb.errors import BadQuery
from rulesdb.table.answers import answered_board


@pytest.mark.parametrize(("url", "name"), [
    ("/api/search?q=bypass&limit=1&limit=2", "limit"),
    ("/api/search?q=bypass&q=trace", "q"),
    ("/api/search?q=bypass&format=json&format=html", "format"),
    ("/api/scenarios/SCENARIO/run?seed=1&seed=2", "seed"),
    ("/api/scenarios/SCENARIO/run?allow_incomplete=1&allow_incomplete=0", "allow_incomplete"),
    ("/api/table?s=e30&s=e30", "s"),
])
def test_a_repeated_api_parameter_is_a_400_naming_it(client, db, url, name):
    response = client.get(url.replace("SCENARIO", db.scenarios()[0]["id"]))
    assert response.status_code == 400
    assert response.get_json() == {"ok": False, "error": f"{name}: given 2 times; it takes one value", "status": 400}


@pytest.mark.parametrize(("url", "name"), [
    ("/search?q=bypass&limit=5&limit=10", "limit"),
    ("/search?q=bypass&kind=rule&kind=term", "kind"),
    ("/scenarios/SCENARIO?seed=1&seed=2", "seed"),
    ("/table?f=1&runner.credits=5&runner.credits=6", "runner.credits"),
    ("/table?f=1&turn=runner&turn=corp", "turn"),
])
def test_a_repeated_page_parameter_is_the_pages_400_naming_it(client, db, url, name):
    response = client.get(url.replace("SCENARIO", db.scenarios()[0]["id"]))
    assert (response.status_code, response.mimetype) == (400, "text/html")
    assert f"{name}: given 2 times; it takes one value" in response.get_data(as_text=True)


def test_a_repeated_number_in_a_table_answer_is_refused_naming_it():
    question = {"name": "Corp trace boost", "options": ["0", "1", "2"], "answer": {"kind": "number", "min": 0,
                                                                                   "max": 2}}
    sent = MultiDict([("q", "Corp trace boost"), ("a", "1"), ("a", "2")])
    with pytest.raises(BadQuery, match=r"^a: given 2 times; it takes one value$"):
        answered_board({}, question, sent, lambda board: {})


def test_ticked_options_of_a_table_answer_still_take_several_values():
    question = {"name": "pick", "options": ["A", "B", "C"], "answer": {"kind": "several", "min": 2, "max": 2}}
    sent = MultiDict([("q", "pick"), ("a", "A"), ("a", "C")])
    assert answered_board({}, question, sent, lambda board: {})["decisions"] == {"pick": ["A", "C"]}
