"""`rulesdb export-static DIR --only PARTS`, a re-export into the same folder, and a stopped export.

A part export holds the home page, search and the offline files plus the parts named; a link to a
page it does not hold leads to one page saying so. A re-export writes only the files that changed
(the others are the previous export's, hard-linked: same inode, same time), skips the work entirely
when the build, code and parts are those of the export already there, and a stopped export leaves the
previous one as it was. The small builds here (the NISEI CR 1.3 and one scenario) export in seconds.
"""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import smallsources
from linkcheck import broken_links

from rulesdb.build.pipeline import build
from rulesdb.cli import main
from rulesdb.errors import BadQuery
from rulesdb.web import export_parts
from rulesdb.web.export_folder import MARKER
from rulesdb.web.export_static import export

SCENARIO = "femme-fatale-vs-tollbooth"
RULE_PAGE = "nisei-cr-1.3/1.10.3/index.html"  # the rule smallsources.mark changes
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def small(tmp_path):
    """A data folder with a build of the CR 1.3 and one scenario; the sources folder beside it."""
    sources = smallsources.make(tmp_path / "sources", scenarios=(SCENARIO,))
    build(tmp_path / "data", sources=sources)
    return tmp_path / "data", sources


def html_files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("index.html")}


def test_only_names_the_parts_a_judge_would_and_refuses_an_unknown_one_by_name():
    assert export_parts.parse("cards, newest-cr") == ("newest-cr", "cards")
    assert export_parts.parse(None) == tuple(export_parts.PARTS)
    with pytest.raises(BadQuery, match=r"^--only: rules is not a part; name one or more of newest-cr, documents"):
        export_parts.parse("cards,rules")


def test_an_unknown_part_is_one_line_naming_only_and_nothing_is_written(capsys, tmp_path):
    assert main(["export-static", str(tmp_path / "site"), "--only", "newest-cr,rules"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rulesdb: error: --only: rules is not a part") and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_the_clis_help_lists_every_part(capsys):
    assert main(["export-static", "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert all(name in help_text for name in export_parts.PARTS)


def test_a_selection_of_the_newest_cr_holds_its_pages_and_not_an_older_release(db):
    newest = export_parts.newest_release(db)
    assert newest == max((d for d in db.documents.values() if d.id.startswith("nsg-cr-")), key=lambda d: d.version_key).id
    chosen = export_parts.Selection(db, ("newest-cr", "cards"))
    assert chosen.documents == [newest]
    assert chosen.wants(f"/{newest}/part/7") and chosen.wants(f"/{newest}/rule_end_the_run")
    assert chosen.wants("/cards/Tollbooth") and chosen.wants("/") and chosen.wants("/search?q=x")
    assert not chosen.wants("/nsg-cr-22.12/rule_end_the_run") and not chosen.wants("/nisei-cr-1.6")
    assert not chosen.wants("/scenarios/" + SCENARIO) and not chosen.wants("/diff?from=a&to=b")
    assert chosen.wants("/cr/rule_end_the_run")  # a citation: only a redirect to the newest release's page


def test_an_export_of_the_scenarios_holds_them_and_every_other_link_leads_to_the_outside_page(small, tmp_path):
    data, _ = small
    site = tmp_path / "site"
    result = export(data, site, export_parts.parse("scenarios"))
    pages = html_files(site)
    assert f"scenarios/{SCENARIO}/index.html" in pages and "index.html" in pages
    assert not any(p.startswith("nisei-cr-1.3/") for p in pages)
    home = (site / "index.html").read_text()
    assert 'href="outside/index.html"' in home  # the home page's link to the CR 1.3
    assert "not part of this copy" in (site / export_parts.OUTSIDE).read_text()
    tables = json.loads((site / "offline" / "search.json").read_text())  # no document: scenarios and cards only
    assert tables["nodes"] == [] and tables["impacts"] == {} and tables["catalogue"]["scenarios"]
    assert broken_links(site)[1] == [] and result["broken"] == []


def test_a_second_export_of_the_same_build_and_parts_is_not_made_again(small, tmp_path):
    data, _ = small
    site = tmp_path / "site"
    export(data, site, ("scenarios",))
    before = {p: p.stat().st_mtime_ns for p in site.rglob("*") if p.is_file()}
    again = export(data, site, ("scenarios",))
    assert again["up_to_date"] and again["written"] == 0 and again["unchanged"] == len(before) - 1  # not the marker
    assert {p: p.stat().st_mtime_ns for p in site.rglob("*") if p.is_file()} == before


def test_a_re_export_writes_only_the_pages_a_new_build_changed(small, tmp_path):
    data, sources = small
    site = tmp_path / "site"
    export(data, site, ("documents",))
    kept_page, changed_page = site / "nisei-cr-1.3/1.1.1/index.html", site / RULE_PAGE
    kept_inode, changed_text = kept_page.stat().st_ino, changed_page.read_text()
    smallsources.mark(sources, "gleaming")
    build(data, sources=sources)
    result = export(data, site, ("documents",))
    assert not result["up_to_date"] and 0 < result["written"] < result["unchanged"]
    assert kept_page.stat().st_ino == kept_inode  # the previous export's file itself, linked
    assert "gleaming" in changed_page.read_text() != changed_text
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_file_changed_by_hand_since_the_last_export_is_written_again(small, tmp_path):
    data, _ = small
    site = tmp_path / "site"
    export(data, site, ("scenarios",))
    page = site / "scenarios" / SCENARIO / "index.html"
    original = page.read_bytes()
    page.write_bytes(original.replace(b"Tollbooth", b"Tollb00th"))
    result = export(data, site, ("scenarios",), force=True)
    assert page.read_bytes() == original and result["written"] == 1  # that page alone: rendering is repeatable


def export_process(data: Path, site: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "rulesdb", "--data", str(data), "export-static", str(site),
                             "--force", "--only", "documents,scenarios"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def stop_while_writing(process: subprocess.Popen, staging: Path, how: int) -> None:
    """Send `how` once the export has begun writing pages into its staging folder."""
    deadline = time.monotonic() + 300
    while not (staging / "nisei-cr-1.3").is_dir():
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the export never started writing"
        time.sleep(0.05)
    process.send_signal(how)
    process.wait(timeout=120)
    process.stderr.close()


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_export_leaves_the_previous_one_as_it_was_and_nothing_beside_it(small, tmp_path, how):
    data, _ = small
    site = tmp_path / "site"
    export(data, site, ("scenarios",))
    before = {p.relative_to(site): p.read_bytes() for p in site.rglob("*") if p.is_file()}
    process = export_process(data, site)
    stop_while_writing(process, tmp_path / ".site.partial", how)
    assert process.returncode != 0
    assert {p.relative_to(site): p.read_bytes() for p in site.rglob("*") if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "site", "sources"]


def test_a_killed_export_leaves_the_previous_one_and_the_next_export_clears_its_staging(small, tmp_path):
    data, _ = small
    site = tmp_path / "site"
    process = export_process(data, site)
    stop_while_writing(process, tmp_path / ".site.partial", signal.SIGKILL)
    assert not site.exists()  # nothing on the user's path, only the hidden staging folder beside it
    export(data, site, ("scenarios",))
    assert (site / MARKER).is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "site", "sources"]
