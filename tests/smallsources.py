"""One-document sources folders (the NISEI CR 1.3 by default) that build in about a second: for
tests that build many times, kill builds, rebuild under a live server, or damage a document."""

import shutil
import tomllib
from pathlib import Path

from rulesdb.build.sources import default_sources

RULE = "Credits enter and leave a player's credit pool"


def make(folder: Path, *ids: str) -> Path:
    """Copy the documents `ids` (default: the CR 1.3) and a manifest naming only them into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    ids = ids or ("nisei-cr-1.3",)
    manifest = tomllib.loads((default_sources() / "manifest.toml").read_text(encoding="utf-8"))
    tables = []
    for entry in (e for e in manifest["documents"] if e["id"] in ids):
        shutil.copy(default_sources() / entry["path"], folder)
        fields = "".join(f'{k} = "{v}"\n' for k, v in entry.items())
        tables.append(f"[[documents]]\n{fields}")
    (folder / "manifest.toml").write_text("\n".join(tables), encoding="utf-8")
    return folder


def mark(folder: Path, word: str) -> None:
    """Put `word` into rule 1.10.3 of the CR 1.3, so a build of the folder has content no earlier build had."""
    path = folder / "nisei-cr-1.3.md"
    text = path.read_text(encoding="utf-8")
    start = text.index(RULE) + len(RULE)
    end = text.index("\n", start)
    path.write_text(text[:start] + f" {word} as that player gains, spends, or loses credits." + text[end:],
                    encoding="utf-8")
