"""Every `cr/<semantic id>` the engine cites, and every `cr/<id>/example/<n>`, exists in the current CR.

Until the current CR is part of the model, the ids are read from the raw YAML of release 25.08.
"""

import re
from pathlib import Path

import pytest
import yaml

from rulesdb.engine import SCENARIO_DIR, cites, list_scenarios, load_scenario, run_scenario

REPO = Path(__file__).resolve().parents[2]
ENGINE = REPO / "rulesdb" / "engine"
ID_KEYS = ("rule", "subsection", "section", "chapter")


def _walk(node, found: dict[str, int]) -> None:
    if isinstance(node, dict):
        for key in ID_KEYS:
            if isinstance(node.get(key), str):
                found[node[key]] = len(node.get("examples") or ())
        for value in node.values():
            _walk(value, found)
    elif isinstance(node, list):
        for item in node:
            _walk(item, found)


@pytest.fixture(scope="module")
def cr_ids(cr_release) -> dict[str, int]:
    """Semantic id -> number of worked examples under it."""
    found: dict[str, int] = {}
    for path in sorted(cr_release.glob("*.yaml")):
        _walk(yaml.safe_load(path.read_text(encoding="utf-8")), found)
    return found


def test_every_named_current_cr_citation_exists(cr_ids):
    assert len(cites.CR_ALL) > 40
    assert [c for c in cites.CR_ALL if c[3:] not in cr_ids] == []


def test_every_cr_id_written_in_the_engine_source_exists(cr_ids):
    written = {m for path in ENGINE.rglob("*.py")
               for m in re.findall(r"""cr\(["']([A-Za-z0-9_+]+)["']\)""", path.read_text())}
    assert written
    assert sorted(written - set(cr_ids)) == []


def test_every_cr_citation_in_a_scenario_trace_exists(cr_ids):
    cited = {c[3:] for path in SCENARIO_DIR.glob("*.yaml")
             for entry in run_scenario(path.stem)["trace"] for c in entry["cites"]
             if c.startswith("cr/")}
    assert cited
    assert sorted(cited - set(cr_ids)) == []


def test_every_scenario_cr_example_address_exists(cr_ids):
    bad = []
    for listed in list_scenarios():
        scenario = load_scenario(listed["id"])
        for address in (scenario.example, *scenario.see_also):
            if address.startswith("cr/"):
                _, rule, _, n = address.split("/")
                if not 1 <= int(n) <= cr_ids.get(rule, 0):
                    bad.append((listed["id"], address))
    assert bad == []
