"""Small sources folders (the NISEI CR 1.3 by default, a few scenarios when asked) that build in about a
second: for tests that build many times, kill builds, rebuild under a live server, or damage a document."""

import shutil
import tomllib
from pathlib import Path

from rulesdb.build.sources import SourceInfo, default_sources

RULE = "Credits enter and leave a player's credit pool"


def make(folder: Path, *ids: str, scenarios: tuple[str, ...] = ()) -> Path:
    """Copy the documents `ids` (default: the CR 1.3), a manifest naming only them, and the embedded
    scenarios named by id (`scenarios/`, the CR examples' ones in `scenarios/cr/`) into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    ids = ids or ("nisei-cr-1.3",)
    manifest = tomllib.loads((default_sources() / "manifest.toml").read_text(encoding="utf-8"))
    tables = []
    for entry in (e for e in manifest["documents"] if e["id"] in ids):
        origin = default_sources() / entry["path"]
        if origin.is_dir():  # a release in the CR repository's folder layout
            shutil.copytree(origin, folder / entry["path"])
        else:
            (folder / entry["path"]).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(origin, folder / entry["path"])
        fields = "".join(f'{k} = "{v}"\n' for k, v in entry.items())
        tables.append(f"[[documents]]\n{fields}")
    (folder / "manifest.toml").write_text("\n".join(tables), encoding="utf-8")
    for sid in scenarios:
        add_scenario(folder, sid)
    return folder


def every_scenario() -> tuple[str, ...]:
    """The ids of every embedded scenario (the CR examples' ones included)."""
    embedded = default_sources() / "scenarios"
    files = [*embedded.glob("*.yaml"), *(p for p in (embedded / "cr").glob("*.yaml") if p.name != "examples.yaml")]
    return tuple(sorted(p.stem for p in files))


def add_scenario(folder: Path, sid: str, title: str | None = None) -> Path:
    """Copy the embedded scenario `sid` into the sources `folder` (in `cr/` if it is there), with a
    new `title` if one is given; the path written."""
    embedded = default_sources() / "scenarios"
    origin = next(p for p in (embedded / f"{sid}.yaml", embedded / "cr" / f"{sid}.yaml") if p.is_file())
    target = folder / "scenarios" / origin.relative_to(embedded)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = origin.read_text(encoding="utf-8")
    if title is not None:
        first, _, rest = text.partition("\n")
        assert first.startswith("title:"), origin
        text = f"title: {title}\n{rest}"
    target.write_text(text, encoding="utf-8")
    return target


def mark(folder: Path, word: str) -> None:
    """Put `word` into rule 1.10.3 of the CR 1.3, so a build of the folder has content no earlier build had."""
    path = folder / "nisei-cr-1.3.md"
    text = path.read_text(encoding="utf-8")
    start = text.index(RULE) + len(RULE)
    end = text.index("\n", start)
    path.write_text(text[:start] + f" {word} as that player gains, spends, or loses credits." + text[end:],
                    encoding="utf-8")


def fixture_info(file: Path, fmt: str, doc_id: str, version: str, family: str = "nisei-cr",
                 title: str = "Mini CR", effective: str = "2030-05-01") -> SourceInfo:
    """The manifest entry of one fixture document, as `read_manifest` would give it, for a parser test."""
    return SourceInfo(id=doc_id, family=family, title=title, version=version, effective=effective,
                      path=file.name, format=fmt, file=file, manifest_ref="manifest.toml:1")


def build_damaged(sources: Path, data: Path, path: Path, text: str, capsys) -> tuple[int, str]:
    """`rulesdb build` of `sources` into `data` with `path` holding `text` for that build only (the file
    is put back after): its exit code and what it printed on stderr."""
    from rulesdb.cli.commands import main

    original = path.read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    try:
        code = main(["--data", str(data), "build", "--sources", str(sources)])
    finally:
        path.write_text(original, encoding="utf-8")
    return code, capsys.readouterr().err
