"""A build made by another rulesdb (an older release before an upgrade): named as such in one line,
never called damaged; a plain `rulesdb build` replaces it; a server keeps serving it while this code
can read it, says why not when it cannot, and never switches to a newer build of another format."""

import hashlib
import logging
import shutil
import socket

import pytest
import smallsources

from rulesdb import __version__
from rulesdb.build import store
from rulesdb.build.pipeline import build
from rulesdb.cli.commands import main
from rulesdb.errors import OtherBuildFormat
from rulesdb.live import LiveRulesDB
from rulesdb.service import RulesDB

THIS = f"rulesdb {__version__} with build format {store.FORMAT}"
OLDER = {"rulesdb": "0.0.9", "format": store.FORMAT - 1, "code": "0123456789abcdef"}


@pytest.fixture(scope="module")
def original(tmp_path_factory):
    root = tmp_path_factory.mktemp("versions")
    sources = smallsources.make(root / "sources")
    build(root / "data", sources=sources)
    return root / "data", sources


@pytest.fixture
def data(original, tmp_path):
    """A copy of a build of the CR 1.3, which the test may make look like another version's."""
    shutil.copytree(original[0], tmp_path / "data")
    return tmp_path / "data"


def made_by(folder, record: dict | None) -> None:
    """Rewrite who made a build, as an older rulesdb would have written it (sealed, so not damaged)."""
    files = store.read_json(folder / store.FILES)
    if record is None:  # a build from before rulesdb recorded its builder
        (folder / store.BUILDER).unlink()
        del files[store.BUILDER]
    else:
        store.write_json(folder / store.BUILDER, record)
        raw = (folder / store.BUILDER).read_bytes()
        files[store.BUILDER] = [len(raw), hashlib.sha256(raw).hexdigest()]
    store.write_json(folder / store.FILES, files)


def error_line(capsys, *argv) -> str:
    assert main(list(map(str, argv))) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


def test_a_build_records_the_rulesdb_and_build_format_that_made_it(data):
    made = store.builder(store.current_build(data))
    assert made["rulesdb"] == __version__ and made["format"] == store.FORMAT and len(made["code"]) == 16


@pytest.mark.parametrize(("record", "command", "made"), [
    (OLDER, ["show", "1.10.3"], f"rulesdb 0.0.9 with build format {store.FORMAT - 1}"),
    (None, ["search", "credit"], "an earlier rulesdb that recorded no build format"),  # before formats were recorded
])
def test_a_build_of_another_format_is_named_as_such_never_damaged(data, capsys, record, command, made):
    folder = store.current_build(data)
    made_by(folder, record)
    line = error_line(capsys, "--data", data, *command)
    assert line == f"rulesdb: error: {folder}: built by {made} (this is {THIS}); run `rulesdb build`"


def test_a_plain_build_replaces_a_build_of_another_format_even_with_the_same_sources(data, original, capsys):
    older = store.current_build(data)
    made_by(older, OLDER)
    assert main(["--data", str(data), "build", "--sources", str(original[1])]) == 0
    out = capsys.readouterr().out
    assert f"replaced a build made by rulesdb 0.0.9 with build format {store.FORMAT - 1}" in out
    assert "damaged" not in out and "up to date" not in out
    assert store.current_build(data) != older
    assert RulesDB.load(data).node("nisei-cr-1.3/1.10.3").address == "nisei-cr-1.3/1.10.3"


def test_a_server_keeps_serving_an_older_build_it_can_read_and_says_so(data, caplog):
    folder = store.current_build(data)
    made_by(folder, OLDER)
    with caplog.at_level(logging.WARNING, logger="rulesdb"):
        live = LiveRulesDB(data)
    assert live.db.folder == folder and live.db.search("credit pool", limit=1)["hits"]
    assert [r.getMessage() for r in caplog.records] == [
        f"serving {folder}: built by rulesdb 0.0.9 with build format {store.FORMAT - 1} (this is {THIS}); "
        "run `rulesdb build`"]


def test_a_server_says_why_it_cannot_serve_an_older_build_it_cannot_read(data, capsys):
    folder = store.current_build(data)
    made_by(folder, OLDER)
    (folder / store.GRAPH).write_bytes(b"\x80\x05an older graph")  # a class this code no longer has
    with pytest.raises(OtherBuildFormat) as refused:
        LiveRulesDB(data)
    message = str(refused.value)
    assert message.startswith(f"{folder}: built by rulesdb 0.0.9 with build format {store.FORMAT - 1}, which this "
                              f"{THIS} cannot read (") and message.endswith("); run `rulesdb build`")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    line = error_line(capsys, "--data", data, "serve", "--port", port)
    assert line == f"rulesdb: error: {message}"


def test_a_running_server_never_switches_to_a_newer_build_of_another_format(data, original):
    live = LiveRulesDB(data, interval=0)
    serving = live.db.folder
    newer = build(data, sources=original[1], force=True).folder
    made_by(newer, OLDER)
    assert live.current().folder == serving
    made_by(newer, store.builder(serving))
    assert live.current().folder == newer
