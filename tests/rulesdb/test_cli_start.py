"""A `rulesdb` start loads only what its command needs: building the parser imports no parser of
sources, no networkx, whoosh, flask or yaml; `show` of an address reads the model but neither the
graph nor the search index nor the engine; `search` ranks from the stored search tables, without Whoosh,
networkx or YAML (it answers as the web page does, so it reads the model, the graph's card mentions and the
scenarios: the next step is storing that catalogue at build time)."""

import json
import subprocess
import sys

from rulesdb.build import releases
from rulesdb.cli import update

HEAVY = ("networkx", "whoosh", "flask", "yaml", "rulesdb.engine", "rulesdb.parsers", "rulesdb.web")


def loaded_after(built_data, *argv) -> set[str]:
    """The modules a fresh interpreter holds after running `rulesdb ARGV` in-process."""
    code = ("import contextlib, io, json, sys\nfrom rulesdb.cli import main\n"
            f"with contextlib.redirect_stdout(io.StringIO()): status = main({list(argv)!r})\n"
            "print(json.dumps([status, sorted(sys.modules)]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env={"RULESDB_DATA": str(built_data), "PATH": ""})
    status, modules = json.loads(done.stdout.splitlines()[-1])
    assert status == 0, done.stderr
    return set(modules)


def heavy(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith(HEAVY)}


def test_the_update_default_is_the_release_module_s_own():
    assert update.DEFAULT_REMOTE == releases.DEFAULT_REMOTE


def test_a_bare_start_imports_nothing_heavy(built_data):
    assert heavy(loaded_after(built_data, "--version")) == set()


def test_show_of_an_address_needs_neither_graph_nor_index_nor_engine(built_data):
    modules = loaded_after(built_data, "show", "nsg-cr-25.08/rule_end_the_run")
    assert "rulesdb.model" in modules and heavy(modules) == set()


def test_search_answers_from_the_stored_tables_without_whoosh_networkx_or_yaml(built_data):
    modules = loaded_after(built_data, "search", "what happens when ETR")
    assert "rulesdb.search.stored" in modules
    assert not {m for m in modules if m.startswith(("whoosh", "networkx", "yaml"))}


def test_only_version_reads_the_installed_metadata(built_data):
    """Looking the version up costs a start about 30 ms: a command that does not print it never pays."""
    assert "importlib.metadata" in loaded_after(built_data, "--version")
    assert "importlib.metadata" not in loaded_after(built_data, "show", "nsg-cr-25.08/rule_end_the_run")
