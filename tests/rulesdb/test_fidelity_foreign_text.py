"""Text that belongs to no node of its format (junk appended to a source, NUL bytes, a binary tail) is
unaccounted in the coverage map whoever took it, the report never says 1.0 for it, and past a few lines'
worth the build fails naming the file and line where it starts; the build in use stays."""

import re
from pathlib import Path

import pytest
import smallsources

from rulesdb import parsers
from rulesdb.build import gates, store
from rulesdb.build.pipeline import build
from rulesdb.fidelity.account import SourceAccount
from rulesdb.fidelity.coverage import LONGEST_LINE, LONGEST_NODE, coverage, share_of

RULEBOOK = Path(__file__).resolve().parents[1] / "data" / "rulebook" / "mini-rulebook.txt"
MINI_RULEBOOK = smallsources.fixture_info(RULEBOOK, "ffg-rulebook", "ffg-rulebook-2.0", "2.0", family="ffg-rulebook")


def covered(text: str):
    account = SourceAccount(text)
    parsers.parse(text, MINI_RULEBOOK, account)
    return coverage(account)


def test_a_nul_inside_a_nodes_text_is_unaccounted_with_its_line():
    text = RULEBOOK.read_text(encoding="utf-8")
    lines = text.split("\n")
    at = next(n for n, line in enumerate(lines) if len(line) > 40)
    lines[at] = lines[at][:20] + "\x00" + lines[at][20:]
    cov = covered("\n".join(lines))
    assert cov.control == 1 and cov.share < 1.0
    assert [(u.line, u.text) for u in cov.unaccounted] == [(at + 1, "\\x00")]


def test_junk_appended_is_unaccounted_past_the_longest_a_node_can_be():
    text = RULEBOOK.read_text(encoding="utf-8").rstrip("\n")
    junk = "\n".join(["lorem ipsum dolor sit amet"] * 2000)  # 54,000 characters of short lines
    cov = covered(f"{text}\n{junk}\n")
    assert cov.content - cov.accounted > len(junk.replace(" ", "").replace("\n", "")) - LONGEST_NODE
    assert cov.share < 1.0


def test_one_huge_line_is_listed_once_and_summed_not_held_per_character():
    text = RULEBOOK.read_text(encoding="utf-8") + "x" * (LONGEST_LINE * 500) + "\n"
    cov = covered(text)
    assert cov.content - cov.accounted == LONGEST_LINE * 500
    assert cov.unaccounted[-1].text.startswith("… and ") and len(cov.unaccounted) == 2


def test_a_tiny_share_left_over_is_not_rounded_to_one():
    assert (share_of(2_999_999, 3_000_000), share_of(3, 3), share_of(0, 0)) == (0.999999, 1.0, 1.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    base = tmp_path_factory.mktemp("foreign-text")
    sources = smallsources.make(base / "sources", "nisei-cr-1.3", "ffg-rulebook-1.0")
    build(base / "data", sources=sources)
    return sources, base / "data"


def nul_in_headings(text: str) -> str:
    """A NUL in front of the first eight lines that look like titles (as a damaged copy would have)."""
    lines = text.split("\n")
    titles = [n for n, line in enumerate(lines) if line.istitle() and 3 < len(line) < 40][:8]
    for n in titles:
        lines[n] = "\x00" + lines[n]
    return "\n".join(lines)


@pytest.mark.parametrize("name, damage, line", [
    ("nisei-cr-1.3.md", lambda text: text + "\n" + "junk appended " * 80_000 + "\n", None),
    ("nisei-cr-1.3.md", lambda text: text + "\n".join(["more words that are not rules"] * 3000) + "\n", None),
    ("nisei-cr-1.3.md", lambda text: text + "\x00\x01\x02\x03binary\xff\xfe" * 50, None),
    ("ffg-rulebook-1.0.txt", nul_in_headings, "first NUL"),
])
def test_text_of_no_node_fails_the_build_naming_file_and_line_and_the_build_in_use_stays(
        built, capsys, name, damage, line):
    sources, data = built
    before = store.current_name(data)
    path = sources / name
    original = path.read_text(encoding="utf-8")
    damaged = damage(original)
    code, err = smallsources.build_damaged(sources, data, path, damaged, capsys)
    assert code != 0 and err.count("\n") == 1, err
    named = re.search(rf"{re.escape(str(path))}:(\d+): \S+: [\d,]+ characters belong to no node of its format", err)
    if line:  # the first NUL's line
        assert int(named.group(1)) == damaged[:damaged.index("\x00")].count("\n") + 1
    else:  # a line of the junk: the document's last line (a tail glued to it) or after it
        assert int(named.group(1)) >= original.rstrip("\n").count("\n") + 1
    assert store.current_name(data) == before


def test_a_stray_line_is_reported_but_does_not_fail_the_build():
    report = {"accounted": True, "content_chars": 1000, "accounted_chars": 1000 - gates.UNACCOUNTED,
              "control_chars": 0, "unaccounted": [{"file": "/s/a.md", "line": 3, "last_line": 3, "text": "x"}]}
    gates.all_text_accounted({"a": report}, {})
    report["accounted_chars"] -= 1
    with pytest.raises(gates.ImplausibleDocument, match=r"^/s/a\.md:3: a: 201 characters belong to no node"):
        gates.all_text_accounted({"a": report}, {})
