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


def _exists(address: str, cr_ids: dict[str, int]) -> bool:
    """cr/<id> names a node; cr/<id>/example/<n> one of that node's examples (1-based)."""
    parts = address.split("/")
    if len(parts) == 2:
        return parts[1] in cr_ids
    return len(parts) == 4 and parts[2] == "example" and 1 <= int(parts[3]) <= cr_ids.get(parts[1], 0)


def test_every_cr_citation_in_a_scenario_trace_exists(cr_ids):
    cited = {c for path in SCENARIO_DIR.glob("*.yaml")
             for entry in run_scenario(path.stem)["trace"] for c in entry["cites"]
             if c.startswith("cr/")}
    assert cited
    assert sorted(c for c in cited if not _exists(c, cr_ids)) == []


def test_every_scenario_cr_address_exists(cr_ids):
    bad = [(listed["id"], address) for listed in list_scenarios()
           for address in (lambda s: (s.example, *s.see_also))(load_scenario(listed["id"]))
           if address.startswith("cr/") and not _exists(address, cr_ids)]
    assert bad == []


def test_the_address_check_refuses_what_is_not_there(cr_ids):
    assert _exists("cr/rule_bypass", cr_ids)
    assert not _exists("cr/rule_bypasss", cr_ids)
    assert not _exists("cr/rule_memory_limit/example/2", cr_ids)
