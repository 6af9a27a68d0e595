"""Every failure the CLI can meet is one line on stderr naming the file, option or value at fault:
bad sources, bad data folders, damaged builds, bad options, bad scenario files, taken ports."""

import shutil
import socket

import pytest
from test_yamlsafe import alias_bomb

from rulesdb.build import store, tables
from rulesdb.cli.commands import main

MANIFEST_ENTRY = """[[documents]]
id = "x-1.0"
family = "x"
title = "X"
version = "1.0"
effective = "2020-01-01"
path = "{path}"
format = "nisei-cr-markdown"
"""


def one_line(capsys, *argv) -> tuple[int, str]:
    """Run the CLI; it must fail with exactly one stderr line and no traceback."""
    code = main([str(a) for a in argv])
    _, err = capsys.readouterr()
    lines = err.splitlines()
    assert code in (2, 3) and len(lines) == 1, (code, err)
    assert lines[0].startswith("rulesdb") and "Traceback" not in err
    return code, lines[0]


@pytest.fixture
def private_build(tmp_path, built_data):
    """A copy of the session's build that a test may damage."""
    data = tmp_path / "data"
    shutil.copytree(built_data, data)
    return data


def sources_with(tmp_path, manifest: bytes | str | None) -> str:
    folder = tmp_path / "src"
    folder.mkdir()
    if manifest is not None:
        (folder / "manifest.toml").write_bytes(manifest if isinstance(manifest, bytes) else manifest.encode())
    return str(folder)


def test_missing_manifest_names_the_file(capsys, tmp_path):
    _, line = one_line(capsys, "--data", tmp_path / "d", "build", "--sources", sources_with(tmp_path, None))
    assert "src/manifest.toml: manifest not found" in line


def test_non_utf8_manifest_names_the_file_and_byte(capsys, tmp_path):
    _, line = one_line(capsys, "--data", tmp_path / "d", "build", "--sources", sources_with(tmp_path, b"\xff\xfe["))
    assert "manifest.toml: not UTF-8 text (invalid start byte at byte 0)" in line


def test_malformed_manifest_names_the_file(capsys, tmp_path):
    _, line = one_line(capsys, "--data", tmp_path / "d", "build", "--sources", sources_with(tmp_path, "[[documents]\n"))
    assert "manifest.toml:" in line


def test_manifest_path_outside_the_sources_folder_is_refused(capsys, tmp_path):
    (tmp_path / "secret.md").write_text("x")
    src = sources_with(tmp_path, MANIFEST_ENTRY.format(path="../secret.md"))
    _, line = one_line(capsys, "--data", tmp_path / "d", "build", "--sources", src)
    assert "manifest.toml:1: field 'path' '../secret.md' points outside the sources folder" in line


def test_data_folder_that_is_a_file_is_named(capsys, tmp_path, built_data):
    (tmp_path / "file").write_text("")
    for argv in (["build"], ["show", "Bypass"], ["search", "bypass"]):
        _, line = one_line(capsys, "--data", tmp_path / "file", *argv)
        assert str(tmp_path / "file") in line


def test_data_folder_below_a_file_is_named(capsys, tmp_path):
    (tmp_path / "file").write_text("")
    _, line = one_line(capsys, "--data", tmp_path / "file" / "below", "build")
    assert "file/below: not a folder" in line


def test_export_graph_to_a_missing_folder(capsys, built_data, tmp_path):
    _, line = one_line(capsys, "--data", built_data, "export-graph", tmp_path / "nowhere" / "g.graphml")
    assert line.endswith(f"folder {tmp_path / 'nowhere'} does not exist")


def test_export_graph_onto_a_folder(capsys, built_data, tmp_path):
    _, line = one_line(capsys, "--data", built_data, "export-graph", "--format", "json", tmp_path)
    assert str(tmp_path) in line and "Is a directory" in line


@pytest.mark.parametrize(("argv", "expected"), [
    (["serve", "--port", "99999"], "argument --port: must be from 1 to 65535, not 99999"),
    (["serve", "--port", "0"], "argument --port: must be from 1 to 65535, not 0"),
    (["serve", "--port", "http"], "argument --port: expected a whole number, got 'http'"),
    (["serve", "--host", "bad host!"], "argument --host: 'bad host!' is neither an IP address nor a host name"),
    (["serve", "--threads", "0"], "argument --threads: must be from 1 to 64, not 0"),
    (["search", "bypass", "--limit", "0"], "argument --limit: must be from 1 to 100, not 0"),
    (["search", "bypass", "--limit", "ten"], "argument --limit: expected a whole number, got 'ten'"),
    (["scenario", "run", "x", "--seed", "-1"], "argument --seed: must be from 0 to 2147483648, not -1"),
    (["search", "bypass", "--kind", "card"], "argument --kind: invalid choice: 'card'"),
    (["frobnicate"], "argument COMMAND: invalid choice: 'frobnicate'"),
])
def test_bad_option_values_are_one_usage_line_naming_the_option(capsys, argv, expected):
    code, line = one_line(capsys, *argv)
    assert code == 2 and expected in line and line.endswith("--help`)")


def test_serve_on_a_port_in_use_names_host_and_port(capsys, built_data):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        _, line = one_line(capsys, "--data", built_data, "serve", "--port", port)
    finally:
        taken.close()
    assert line == f"rulesdb: error: --host 127.0.0.1 --port {port}: cannot listen there (Address already in use)"


def test_serve_on_an_unknown_host_name(capsys, built_data):
    _, line = one_line(capsys, "--data", built_data, "serve", "--host", "no-such-host.invalid", "--port", "8999")
    assert "--host no-such-host.invalid --port 8999: cannot listen there" in line


@pytest.mark.parametrize(("content", "expected"), [
    (b"id: x\n\xff\xfe\n", "bad.yaml:1: not UTF-8 text"),
    (alias_bomb().encode(), "bad.yaml:6: expands to more than 200000 nodes"),
    (b"[" * 65 + b"]" * 65, "bad.yaml:1: nested deeper than 64 levels"),
    (b"[" * 5000 + b"]" * 5000, "bad.yaml:1: nested deeper than 64 levels"),
    (b"id: [unclosed\n", "bad.yaml:2: not valid YAML"),
])
def test_bad_scenario_files_name_file_and_line(capsys, tmp_path, content, expected):
    (tmp_path / "bad.yaml").write_bytes(content)
    _, line = one_line(capsys, "scenario", "run", tmp_path / "bad.yaml")
    assert expected in line


def test_a_scenario_file_with_absurdly_many_decisions_is_refused_naming_the_field(capsys, tmp_path):
    """The same cap as the Table's (60): one line naming `decisions`, not one problem per decision."""
    answers = "".join(f"  d{i}: yes\n" for i in range(5000))
    (tmp_path / "many.yaml").write_text("title: many\nexample: cr/rule_bypass\nactions:\n- runner: gain credit\n"
                                        f"expect:\n- runner.credits: 6\ndecisions:\n{answers}", encoding="utf-8")
    _, line = one_line(capsys, "scenario", "run", tmp_path / "many.yaml")
    assert line.endswith("many.yaml:7: decisions: 5000 given; at most 60")


def test_missing_scenario_file_and_unknown_scenario(capsys, tmp_path):
    _, line = one_line(capsys, "scenario", "run", tmp_path / "none.yaml")
    assert "none.yaml: scenario file not found" in line
    _, line = one_line(capsys, "scenario", "run", "no-such-scenario")
    assert "unknown scenario 'no-such-scenario' (known: " in line


def test_misspelled_term_suggests_the_current_rule_then_the_glossary_term(capsys, built_data):
    _, line = one_line(capsys, "--data", built_data, "show", "bypas")
    assert line.startswith(
        "rulesdb: error: unknown address 'bypas' (did you mean: nsg-cr-25.08/rule_bypass, ffg-rr-1.0/term/bypass"
    )


def test_unknown_document_suggests_close_ids(capsys, built_data):
    _, line = one_line(capsys, "--data", built_data, "list", "nisei-cr-1.7")
    assert "DOC-ID nisei-cr-1.7: no such document (did you mean nisei-cr-1.6" in line
    _, line = one_line(capsys, "--data", built_data, "diff", "nisei-cr-1.3", "nisei-cr-9")
    assert "TO nisei-cr-9: no such document" in line


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00garbage", b"../../etc\n", b"0123456789abcdef0123\n"])
def test_damaged_current_pointer_names_it(capsys, private_build, content):
    (private_build / "CURRENT").write_bytes(content)
    _, line = one_line(capsys, "--data", private_build, "show", "Bypass")
    assert str(private_build / "CURRENT") in line and "run `rulesdb build`" in line


@pytest.mark.parametrize(("artefact", "argv"), [
    (store.MODEL, ["show", "Bypass"]),
    (store.GRAPH, ["refs", "ffg-rr-1.0/term/bypass"]),
    (store.GRAPH, ["path", "ffg-rr-1.0/term/bypass", "ffg-rr-1.0/term/encounter"]),
])
def test_truncated_build_files_name_the_file(capsys, private_build, artefact, argv):
    path = store.current_build(private_build) / artefact
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])
    if argv[0] == "refs":  # refs answers from the build's refs table first; without it, from the graph
        (store.current_build(private_build) / tables.FOLDER / tables.REFS).unlink(missing_ok=True)
    _, line = one_line(capsys, "--data", private_build, *argv)
    assert f"{path}: damaged build file (" in line


def test_damaged_search_index_names_the_index(capsys, private_build):
    index = store.current_build(private_build) / store.INDEX
    for segment in index.glob("*.seg"):
        segment.write_bytes(segment.read_bytes()[:100])
    for toc in index.glob("*.toc"):
        toc.write_bytes(b"\x00" * 10)
    _, line = one_line(capsys, "--data", private_build, "search", "bypas")  # a misspelling needs the index
    assert f"{index}: damaged build file (" in line
    assert main(["--data", str(private_build), "search", "bypass"]) == 0  # the stored tables answer alone
    assert "rule_bypass" in capsys.readouterr().out


def test_version_flag_prints_the_installed_version(capsys):
    assert main(["--version"]) == 0
    out, _ = capsys.readouterr()
    assert out.startswith("rulesdb ") and len(out.splitlines()) == 1


def test_every_option_and_argument_has_help():
    import argparse

    from rulesdb.cli.commands import make_parser

    missing = []

    def walk(parser, prefix):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, f"{prefix} {name}")
            elif not action.help and not isinstance(action, argparse._HelpAction):
                missing.append(f"{prefix} {'/'.join(action.option_strings) or action.dest}")

    walk(make_parser(), "rulesdb")
    assert missing == []


def test_check_citations_names_the_option_whose_release_is_missing_and_lists_the_releases(capsys):
    _, line = one_line(capsys, "scenario", "check-citations", "--from", "25.04", "--to", "26.01")
    assert line.startswith("rulesdb: error: --to: no CR release '26.01' in ")
    assert line.endswith("(there: 22.12, 23.08, 24.03, 24.09, 25.04, 25.08)")


def test_a_scenario_id_longer_than_any_file_name_is_an_unknown_scenario(capsys):
    _, line = one_line(capsys, "scenario", "run", "x" * 300)
    assert line.startswith(f"rulesdb: error: unknown scenario '{'x' * 300}' (known: ")
