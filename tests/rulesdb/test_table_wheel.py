"""The offline Table's wheel: the engine, its cards and the board reader, playable with nothing but
the standard library (as inside Pyodide), giving the answer the server's code gives."""

import io
import json
import subprocess
import sys
import zipfile

from rulesdb.table import browser, ruling, wheel

BOARD = {"runner": {"credits": 3, "rig": ["Corroder"]},
         "corp": {"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}],
                                           "root": ["Hostile Takeover"]}}},
         "actions": [{"runner": "run Server 1"}],
         "decisions": {"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"}}

#: Run in `python -I -S` (no site-packages, no user paths): only the wheel and the standard library.
PLAY_FROM_THE_WHEEL = """
import json, sys
sys.path.insert(0, sys.argv[1])
from rulesdb.table import browser
from rulesdb.engine.cards import CARDS
browser.load(%r)
asked = json.loads(browser.answer_json(%r))
outside = sorted({m.split(".")[0] for m in sys.modules} - set(sys.stdlib_module_names) - {"rulesdb", "__main__"})
print(json.dumps({"answer": asked, "cards": len(CARDS), "outside": outside}))
"""


def play_from_the_wheel(tmp_path, board, citations=None) -> dict:
    folder = tmp_path / "wheel"
    saved = json.dumps({"citations": citations or {}, "cards": []})
    (tmp_path / wheel.file_name()).write_bytes(wheel.build())
    zipfile.ZipFile(tmp_path / wheel.file_name()).extractall(folder)
    done = subprocess.run([sys.executable, "-I", "-S", "-c", PLAY_FROM_THE_WHEEL % (saved, json.dumps(board)), str(folder)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_the_wheel_plays_a_board_with_only_the_standard_library(tmp_path):
    played = play_from_the_wheel(tmp_path, BOARD)
    assert played["outside"] == []
    assert played["cards"] > 100  # the whole card library loaded, not only the board's cards
    # No citation was saved: the device says it cannot give this ruling rather than another one.
    assert played["answer"]["status"] == browser.NOT_SAVED
    assert "not saved on this device" in played["answer"]["body"]["error"]


def test_the_wheel_rules_as_the_installed_code_rules(tmp_path):
    cited = {}

    def cite(address):  # names every address as a stand-in title, and keeps it for the wheel
        cited[address] = {"address": address, "title": f"rule {address}", "url": None}
        return cited[address]
    for board in (BOARD, {k: v for k, v in BOARD.items() if k != "decisions"}):
        here = ruling.answer(board, cite)
        played = play_from_the_wheel(tmp_path, board, cited)
        assert played["answer"] == {"status": 200, "body": here}
    assert here["question"]["name"] == "break Ice Wall"


def test_the_wheel_is_the_same_bytes_for_the_same_code():
    first = wheel.build()
    assert first == wheel.build()
    names = zipfile.ZipFile(io.BytesIO(first)).namelist()
    assert "rulesdb/table/browser.py" in names and "rulesdb/engine/cards/ice/i.py" in names
    assert not any(n.endswith(".yaml") or "__pycache__" in n for n in names)
    assert "rulesdb/table/wheel.py" not in names
