"""One search, one ranking, every path: the CLI's `search`, the search page's JSON twin, the JSON API,
the offline app (find.js over the saved documents' tables) and the static export (find.js over every
document's) give the same top hits, cards and scenarios for every question of the players' set, and
each finds a number, step, id or pasted link typed any way first. find.js runs in node here, as the
browser runs it (tests/web/test_browser_offline.py and test_export_static.py drive the pages).
"""

import io
import json
import shutil
import subprocess
from contextlib import redirect_stdout
from pathlib import Path

import pytest
import yaml
from shared_data import NRDB
from typed_forms import RELEASE, TYPED

from rulesdb.cli import commands
from rulesdb.search.index import word_analysis
from rulesdb.search.judging import shown_ranking
from rulesdb.web import create_app
from rulesdb.web.offline import saved_documents
from rulesdb.web.search_data import browser_tables, phrase_texts

pytestmark = pytest.mark.sources
ROOT = Path(__file__).parents[2]
PLAYERS = [q["q"] for q in yaml.safe_load((ROOT / "tests" / "data" / "player_questions.yaml").read_text("utf-8"))]
#: Beyond the question set: misspellings, quoted phrases, a card written a letter off, odd input.
MORE = ["seruer", "bypas a sentry", "ETR bypas", '"end the run"', '"the runner" jack out', "hedge fnd", "Femme Fatale Tollbooth", "what is a trace",
        "what does it mean to draw a card?", "[click] ability", "ETR", "run 3.1", "corp turn 1.5", "§ 4.3.6",
        "Bypass", "stealing agendas", "rez window ice", "1.10.3c", "Cleaver", "nsg-cr-25.08 6.1.5",
        "tolbooth and inside job", "can Guard be bypased"]
#: Questions naming a card whose printed facts decide them (unique, a console, an operation), each with the rule
#: those facts point to (rulesdb.search.card_rules.facts): the browser's catalogue carries it as the server reads it.
BY_FACTS = {"I installed a second Aesop's Pawnshop, what happens to the first one": "rule_uniqueness",
            "Pennyshaver is installed and I install Hermes": "rule_install_console",
            "Hedge Fund during the runner's turn": "rule_corp_basic_action_operation"}
MORE += list(BY_FACTS)
#: Card names as a phone's keyboard types them (no accents, no marks, hyphens as spaces, no apostrophe): the card,
#: never another ("Blueberry Diesel" was Diesel) nor a "did you mean" turning the name into other words ("Tao" was
#: read as "two", "Prana" as "plans").
AS_TYPED = {"Tao Salonga": "Tāo Salonga: Telepresence Magician", "Prana Condenser": "Prāna Condenser",
            "can tao salonga swap ice i passed": "Tāo Salonga: Telepresence Magician",
            "Daniela Jorge Inacio": "Daniela Jorge Inácio", "Self Modifying Code": "Self-modifying Code",
            "can i use self modifying code mid run": "Self-modifying Code", "Blueberry Diesel": "Blueberry!™ Diesel",
            "Paule's Cafe": "Pauleʼs Café", "Aesops Pawnshop": "Aesop’s Pawnshop",
            "will o the wisp": "Will-o'-the-Wisp"}
MORE += [*AS_TYPED, "expose"]


def node_find(db, docs: list[str], queries: list[str], folder: Path) -> dict:
    """find.js over the browser's tables for `docs` for each query, in node (as the page runs it, the
    phrase texts at hand): {"found": [answer...], "ms": [...], "open_ms": n}."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    (folder / "data.json").write_text(json.dumps(browser_tables(db, docs)), encoding="utf-8")
    (folder / "phrases.json").write_text(json.dumps(phrase_texts(db, docs)), encoding="utf-8")
    (folder / "queries.json").write_text(json.dumps(queries), encoding="utf-8")
    done = subprocess.run([node, str(ROOT / "scripts" / "offline_search.js"), str(folder / "data.json"),
                           str(folder / "queries.json"), str(folder / "phrases.json")],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def server_answers(db):
    """`RulesDB.find` of every query, as the CLI, the API and the search page give it."""
    return {q: db.find(q) for q in PLAYERS + MORE + [t for t, _ in TYPED]}


@pytest.fixture(scope="module")
def offline(db, server_answers, tmp_path_factory):
    docs = [d["id"] for d in saved_documents(db)]
    answer = node_find(db, docs, list(server_answers), tmp_path_factory.mktemp("offline"))
    return docs, dict(zip(server_answers, answer["found"], strict=True))


@pytest.fixture(scope="module")
def export(db, server_answers, tmp_path_factory):
    answer = node_find(db, list(db.documents), list(server_answers), tmp_path_factory.mktemp("export"))
    return list(db.documents), dict(zip(server_answers, answer["found"], strict=True))


def shown(answer: dict, docs: list[str], top: int = 5) -> tuple:
    """The top hits a reader sees (within the documents a copy holds), and the cards and scenarios named."""
    hits = [a[0] for a in shown_ranking(answer) if a[0].split("/", 1)[0] in docs][:top]
    return hits, [c["name"] for c in answer["cards"]], [s["id"] for s in answer["scenarios"]]


@pytest.mark.parametrize("copy", ["offline", "export"])
def test_the_browser_gives_the_servers_top_hits_for_every_question(request, server_answers, copy):
    docs, found = request.getfixturevalue(copy)
    differ = [(q, shown(server_answers[q], docs), shown(found[q], docs)) for q in server_answers
              if shown(server_answers[q], docs) != shown(found[q], docs)]
    assert not differ, differ[:3]
    assert len(server_answers) >= 174 + len(MORE)


@pytest.mark.parametrize("copy", ["offline", "export"])
def test_the_browser_lifts_the_rule_a_named_cards_printed_facts_point_to(request, db, copy):
    if not db.card_pool.cards:
        pytest.skip("the build has no card data")
    docs, found = request.getfixturevalue(copy)
    for question, rule in BY_FACTS.items():
        assert f"{RELEASE}/{rule}" in shown(found[question], docs)[0], question


#: A card named in the plural or possessive, and a plural made of the rules' own words ("loses": not "Los").
NAMED_SO = {"two Telework Contracts in the same turn": ["Telework Contract"],
            "does Spin Doctor's ability shuffle Archives": ["Spin Doctor"], "the Corp loses 2 credits": []}


@pytest.mark.parametrize("copy", ["offline", "export"])
def test_the_browser_reads_a_card_named_in_the_plural_as_the_server_does(db, tmp_path, copy):
    if not db.card_pool.cards:
        pytest.skip("the build has no card data")
    docs = [d["id"] for d in saved_documents(db)] if copy == "offline" else list(db.documents)
    found = node_find(db, docs, list(NAMED_SO), tmp_path)["found"]
    for (question, cards), answer in zip(NAMED_SO.items(), found, strict=True):
        server = db.find(question)
        assert [c["name"] for c in server["cards"]] == cards, question
        assert shown(answer, docs) == shown(server, docs), question


def test_the_export_shows_the_servers_titles_versions_and_superseded_marks(server_answers, export):
    _, found = export
    for query, answer in server_answers.items():
        ours = [(h["address"], h["title"], len(h.get("versions", ())), h.get("superseded", False))
                for h in answer["exact"] + answer["hits"]][:5]
        theirs = [(h["address"], h["title"], len(h.get("versions", ())), h.get("superseded", False))
                  for h in found[query]["exact"] + found[query]["hits"]][:5]
        assert ours == theirs, query
        assert found[query]["did_you_mean"] == answer["did_you_mean"], query


@pytest.mark.parametrize("copy", ["offline", "export"])
def test_a_typed_number_id_or_pasted_link_is_the_only_hit_in_the_browser(request, copy):
    _, found = request.getfixturevalue(copy)
    for typed, address in TYPED:
        assert [e["address"] for e in found[typed]["exact"]] == [f"{RELEASE}/{address}"], typed
        assert found[typed]["hits"] == [] and found[typed]["did_you_mean"] is None, typed
    assert [e["address"] for e in found["nsg-cr-25.08 6.1.5"]["exact"]] == [f"{RELEASE}/rule_jacking_out"]


def test_cli_api_and_search_page_give_the_same_answer_as_find(db, server_answers):
    client = create_app({"RULESDB": db, "WARM": False, "TESTING": True}).test_client()
    opened, commands._db = commands._db, lambda args: db
    try:
        for query in PLAYERS[::7] + MORE:
            out = io.StringIO()
            with redirect_stdout(out):
                assert commands.main(["search", query, "--json"]) == 0
            api = client.get("/api/search", query_string={"q": query}).get_json()
            page = client.get("/search", query_string={"q": query, "format": "json"}).get_json()
            expected = shown(server_answers[query], list(db.documents), 10)
            for answer in (json.loads(out.getvalue()), api, page):
                assert shown(answer, list(db.documents), 10) == expected, query
    finally:
        commands._db = opened


def test_the_browser_reads_every_word_as_the_servers_index_does(db, tmp_path):
    """Stems (Porter, as Whoosh applies it), stop words and icons: every word the index can suggest, and
    every word of the questions, gives the same terms in find.js."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    words = sorted(set(db.index.spelling_words()) | {w for q in PLAYERS + MORE for w in q.split()})
    script = tmp_path / "terms.js"
    script.write_text(
        "for (const n of ['porter.js', 'query.js', 'catalogue.js', 'find.js']) require(process.argv[2] + '/' + n);\n"
        "const data = JSON.parse(require('fs').readFileSync(process.argv[3], 'utf-8'));\n"
        "const db = rulesdbFind.open(data);\n"
        "process.stdout.write(JSON.stringify(data.words.map(w => rulesdbFind.terms(db, w))));\n", encoding="utf-8")
    data = dict(browser_tables(db, [RELEASE]), words=words)
    (tmp_path / "data.json").write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([node, str(script), str(ROOT / "rulesdb" / "web" / "static"), str(tmp_path / "data.json")],
                          capture_output=True, text=True, check=True)
    analysis = word_analysis()
    expected = [[stem for _, stem, _ in analysis.terms(w)] for w in words]
    differ = [(w, e, j) for w, e, j in zip(words, expected, json.loads(done.stdout), strict=True) if e != j]
    assert len(words) > 3000 and not differ, differ[:10]



@pytest.mark.skipif(not NRDB.is_dir(), reason="needs the card data (tests/shared_data.py)")
@pytest.mark.parametrize("copy", ["offline", "export"])
def test_a_card_typed_as_a_phone_types_it_is_that_card_on_every_path(request, server_answers, copy):
    _, found = request.getfixturevalue(copy)
    for query, title in AS_TYPED.items():
        for answer in (server_answers[query], found[query]):
            assert [c["name"] for c in answer["cards"]][:1] == [title], query
            assert not answer["did_you_mean"], query
    assert not server_answers["expose"]["cards"] and not found["expose"]["cards"]  # the rules' word, not Exposé
