"""The per-document parse cache: a rebuild re-parses only the documents whose source changed."""

import shutil

from rulesdb.build.pipeline import build
from rulesdb.build.sources import default_sources


def entry(version: str, path: str) -> str:
    return (f'\n[[documents]]\nid = "nsg-cr-{version}"\nfamily = "nisei-cr"\ntitle = "NSG CR"\n'
            f'version = "{version}"\neffective = "20{version[:2]}-{version[3:]}-01"\npath = "{path}"\n'
            'format = "nsg-cr-yaml"\n')


def cached(result) -> dict[str, bool]:
    return {d["id"]: d["cached"] for d in result.report["documents"]}


def test_adding_a_release_parses_only_that_release(tmp_path):
    sources = tmp_path / "sources"
    sources.mkdir()
    manifest = sources / "manifest.toml"
    shutil.copytree(default_sources() / "nsg-cr" / "22.12", sources / "22.12")
    manifest.write_text(entry("22.12", "22.12"), encoding="utf-8")
    data = tmp_path / "data"
    assert cached(build(data, sources=sources)) == {"nsg-cr-22.12": False}

    shutil.copytree(default_sources() / "nsg-cr" / "23.08", sources / "23.08")
    manifest.write_text(manifest.read_text(encoding="utf-8") + entry("23.08", "23.08"), encoding="utf-8")
    assert cached(build(data, sources=sources)) == {"nsg-cr-22.12": True, "nsg-cr-23.08": False}

    runs = sources / "23.08" / "data" / "input" / "06_runs.yaml"
    runs.write_text(runs.read_text(encoding="utf-8").replace("halt the Runner's progress", "stop the Runner"),
                    encoding="utf-8")
    result = build(data, sources=sources)
    assert cached(result) == {"nsg-cr-22.12": True, "nsg-cr-23.08": False}
    assert sorted(p.name.split(".pickle")[0].rsplit(".", 1)[0] for p in (data / "parse-cache").iterdir()) == [
        "nsg-cr-22.12", "nsg-cr-23.08"]
    assert {d: f["coverage"] for d, f in result.report["fidelity"]["documents"].items()} == {
        "nsg-cr-22.12": 1.0, "nsg-cr-23.08": 1.0}  # the cached release keeps the accounting of its parse
