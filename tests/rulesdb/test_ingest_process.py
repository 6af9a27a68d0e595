"""A parse leaves the process as it found it: Python's cyclic garbage collector, paused while documents
are parsed, is on again however the parse ended (a caller's own setting kept), and the memos of work
done per distinct text are empty, so the next parse costs what a first one does."""

import gc
import shutil
from pathlib import Path

import pytest

from rulesdb.build.ingest import parse_sources
from rulesdb.errors import RulesDBError
from rulesdb.fidelity.words import lost_words
from rulesdb.parsers.nsg_cr_yaml import markup

MINI = Path(__file__).resolve().parents[1] / "data" / "nsgcr" / "mini"

MANIFEST = ('[[documents]]\nid = "nsg-cr-99.01"\nfamily = "nisei-cr"\ntitle = "NSG CR"\nversion = "99.01"\n'
            'effective = "2099-01-01"\npath = "99.01"\nformat = "nsg-cr-yaml"\n')


def broken_release(folder):
    (folder / "99.01" / "data" / "input").mkdir(parents=True)
    (folder / "99.01" / "data" / "input" / "01_one.yaml").write_text("chapter: c\ntext: [1, 2\nb: }\n")
    (folder / "manifest.toml").write_text(MANIFEST)
    return folder


def test_a_release_that_fails_to_parse_leaves_the_collector_on(tmp_path):
    assert gc.isenabled()
    with pytest.raises(RulesDBError, match=r"01_one\.yaml:3: not valid YAML"):
        parse_sources(broken_release(tmp_path))
    assert gc.isenabled()


def test_a_parse_forgets_the_texts_it_rendered_and_checked(tmp_path):
    shutil.copytree(MINI, tmp_path / "1.0")
    (tmp_path / "manifest.toml").write_text(MANIFEST.replace("99.01", "1.0"))
    markup.MarkupReader({}, str).render("Gain 1{c}.")
    assert markup._render_plain.cache_info().currsize >= 1  # remembered until a parse ends
    [parsed] = parse_sources(tmp_path)
    assert parsed.accounting["coverage"] == 1.0 and len(parsed.document.nodes) > 5  # it checked its texts
    assert (lost_words.cache_info().currsize, markup._render_plain.cache_info().currsize) == (0, 0)
