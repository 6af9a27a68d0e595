"""The browser reads a question for its meaning as the server does (static/meaning.js against
rulesdb.search.meaning): the same word pieces for every question and every text of the current rules,
and the same nearest nodes in the same order for every question. find.js runs in node here."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from typed_forms import RELEASE

from rulesdb.search.meaning.vectors import node_words
from rulesdb.search.meaning.wordpiece import tokenize
from rulesdb.web.search_data import browser_tables

pytestmark = pytest.mark.sources
ROOT = Path(__file__).parents[2]
QUESTIONS = [q["q"] for q in yaml.safe_load((ROOT / "tests" / "data" / "player_questions.yaml").read_text("utf-8"))]
ODD = ["Café naïve — “Quoted” [click]", "中文 ok", "a\u200bb\x00c\tD", "İstanbul ΣΑΣ", "x" * 120, "🙂 run", "", "   "]
SCRIPT = """
for (const n of ['porter.js', 'query.js', 'catalogue.js', 'meaning.js', 'find.js']) require(process.argv[2] + '/' + n);
const data = JSON.parse(require('fs').readFileSync(process.argv[3], 'utf-8'));
const M = rulesdbMeaning, m = M.open(data.meaning);
process.stdout.write(JSON.stringify({
  pieces: data.texts.map(t => M.tokenize(t, m.vocabulary)),
  near: data.questions.map(q => M.nearest(m, q, 20).map(n => data.nodes[n][0])),
}));
"""


def test_the_browser_reads_and_ranks_meaning_as_the_server_does(db, tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    near = db.index.meaning
    current = db.lookup_table.current
    texts = QUESTIONS + ODD + [node_words(n, current) for n in current.nodes.values()]
    data = dict(browser_tables(db, [RELEASE]), texts=texts, questions=QUESTIONS + ODD)
    (tmp_path / "data.json").write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "meaning.js").write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run([node, str(tmp_path / "meaning.js"), str(ROOT / "rulesdb" / "web" / "static"),
                           str(tmp_path / "data.json")], capture_output=True, text=True, check=True)
    browser = json.loads(done.stdout)
    differ = [(t, tokenize(t, near.vocabulary), js) for t, js in zip(texts, browser["pieces"], strict=True)
              if tokenize(t, near.vocabulary) != js]
    assert len(texts) > 1500 and not differ, differ[:3]
    nodes, _, _ = db.index.tables()
    server = [[nodes[n]["address"] for n in near.rank(q, 20)] for q in QUESTIONS + ODD]
    assert sum(map(bool, server)) > 300 and server == browser["near"]
