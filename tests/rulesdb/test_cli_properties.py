"""Every command answers or says why: arguments generated from each command's own argparse
definition (known-good values mixed with arbitrary text), run in-process against the shared build.
Whatever they are, the command exits 0, or fails with one line on stderr and a non-zero status;
never a traceback, never "internal error".

`serve` (it would listen until stopped) and `export-static` (it writes the whole site, minutes a
call) are left out; `build` and `update` run against a private data folder, with `--sources` and
`--from` always pointing into a temporary folder, so no example builds the embedded sources or
reaches the network.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdb.cli import commands, options
from rulesdb.cli.failures import INTERNAL

CHECK_FAILED = 1  # `scenario run` and `scenario check-citations` when a check fails (see rulesdb.cli.commands)

LEFT_OUT = {("serve",), ("export-static",)}
#: Commands that take seconds a call (they read every release or write the whole graph): fewer examples.
FEW = {("scenario", "check-citations"): 3, ("export-graph",): 2, ("build",): 6, ("update",): 6}
PRIVATE_DATA = {("build",), ("update",)}  # they write into the data folder
KNOWN = ["nsg-cr-25.08/rule_end_the_run", "rule_end_the_run", "cr/rule_end_the_run", "1.10.3c", "6.1.4",
         "rule 1.10.3 c", "Bypass", "bypass", "[3.1]", "nsg-cr-25.08", "nsg-cr-25.04", "nisei-cr-1.6",
         "ffg-rr-1.0", "nisei-cr", "25.08", "1.6", "rule_partially_cannot", "99.1", "femme-fatale-vs-guard",
         "nisei-cr-1.6/1.10.3c/example/1", "0", "1", "100", "101", "-1", "2147483648", "", " ", "/", "--", "\x00"]
TEXT = st.text(st.characters(codec="utf-8"), max_size=40)
VALUES = st.one_of(st.sampled_from(KNOWN), TEXT)
SETTINGS = settings(max_examples=25, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def _subcommands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    """(path, parser) for every runnable command, nested ones (`scenario run`) included."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs and path:
        yield path, parser
    for sub in subs:
        for name, child in sub.choices.items():
            yield from _subcommands(child, (*path, name))


COMMANDS = dict(_subcommands(commands.make_parser()))


def _value(action: argparse.Action, tmp: Path):
    """A strategy for one argument's value, from its definition."""
    values = st.one_of(st.sampled_from(list(action.choices)), VALUES) if action.choices else VALUES
    if action.type in (Path, options.path):  # a path stays inside the test's folder, whatever its text
        values = values.map(lambda text: str(tmp / text.lstrip("/")))
    return values


def _argv(parser: argparse.ArgumentParser, path: tuple[str, ...], tmp: Path):
    """A strategy for a command line of one command: its positionals, a subset of its options."""
    parts = [st.just(list(path))]
    for action in parser._actions:
        if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
            continue
        if not action.option_strings:
            parts.append(_value(action, tmp).map(lambda v: [v]))
        elif action.nargs == 0:
            parts.append(st.sampled_from([[], [action.option_strings[0]]]))
        else:
            option = action.option_strings[-1]
            parts.append(st.one_of(st.just([]), _value(action, tmp).map(lambda v, o=option: [o, v])))
    return st.tuples(*parts).map(lambda lists: [word for words in lists for word in words])


def _forced(path: tuple[str, ...], argv: list[str], tmp: Path) -> list[str]:
    """Keep `build` and `update` off the embedded sources and the network."""
    if path == ("build",):
        return [*argv, "--sources", str(tmp / "no-sources")]
    if path == ("update",):
        return [*argv, "--from", str(tmp / "no-remote")]
    return argv


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = commands.main(argv)
    return code, out.getvalue(), err.getvalue()


def assert_answers_or_says_why(argv: list[str], code: int, out: str, err: str) -> None:
    """Exit 0; or 1 with an answer and nothing on stderr (a scenario check that found a failure, by
    design); or any other non-zero status with exactly one line on stderr."""
    assert "Traceback" not in err and "internal error" not in err and code != INTERNAL, (argv, err)
    if code == CHECK_FAILED and not err and out.strip():
        return
    if code != 0:
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("rulesdb"), (argv, code, err)


@pytest.fixture(scope="module")
def shared_db(built_data):
    """One build opened for every example, as the CLI opens it (lazily): the commands are what is
    under test, not opening the build again each time."""
    from rulesdb.service import RulesDB

    return RulesDB.load(built_data, lazy=True)


@pytest.fixture
def loaded_once(monkeypatch, shared_db, built_data):
    real = commands._db
    monkeypatch.setattr(commands, "_db", lambda args: shared_db if args.data == built_data else real(args))


@pytest.mark.parametrize("path", [p for p in COMMANDS if p not in LEFT_OUT], ids=" ".join)
def test_every_command_answers_or_says_why(path, built_data, loaded_once):
    with tempfile.TemporaryDirectory(prefix="rulesdb-prop-") as folder:
        tmp = Path(folder)
        data = tmp / "data" if path in PRIVATE_DATA else built_data

        @settings(SETTINGS, max_examples=FEW.get(path, SETTINGS.max_examples))
        @given(_argv(COMMANDS[path], path, tmp))
        def check(argv):
            full = ["--data", str(data), *_forced(path, argv, tmp)]
            assert_answers_or_says_why(full, *run(full))

        check()


@settings(SETTINGS, max_examples=10)
@given(st.lists(VALUES, max_size=5), st.sampled_from([[], ["--json"], ["--help"]]))
def test_any_words_after_any_command_answer_or_say_why(built_data, loaded_once, words, flag):
    for path in COMMANDS:
        if path in LEFT_OUT or path in PRIVATE_DATA or path in FEW:
            continue
        argv = ["--data", str(built_data), *path, *words, *flag]
        assert_answers_or_says_why(argv, *run(argv))


@SETTINGS
@given(st.lists(VALUES, max_size=6))
def test_any_words_at_all_answer_or_say_why(built_data, loaded_once, words):
    if words and words[0] in {"serve", "export-static", "build", "update"}:
        words = words[1:]  # those write or listen: their arguments are covered above
    argv = ["--data", str(built_data), *words]
    assert_answers_or_says_why(argv, *run(argv))


@SETTINGS
@given(VALUES)
def test_any_data_folder_answers_or_says_why(tmp_path, folder):
    argv = ["--data", str(tmp_path / folder.lstrip("/")), "show", "1.10.3c"]
    assert_answers_or_says_why(argv, *run(argv))
