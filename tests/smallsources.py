"""A one-document sources folder (the NISEI CR 1.3) that builds in under a second: for tests that
build many times, kill builds, or rebuild under a live server."""

import shutil
from pathlib import Path

from rulesdb.build.sources import default_sources

RULE = "Credits enter and leave a player's credit pool"


def make(folder: Path) -> Path:
    """Copy the CR 1.3 and a manifest naming only it into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    manifest = (default_sources() / "manifest.toml").read_text(encoding="utf-8")
    start = manifest.index("\n[[documents]]") + 1
    (folder / "manifest.toml").write_text(manifest[start:manifest.index("\n[[documents]]", start + 5) + 1],
                                          encoding="utf-8")
    shutil.copy(default_sources() / "nisei-cr-1.3.md", folder)
    return folder


def mark(folder: Path, word: str) -> None:
    """Put `word` into rule 1.10.3, so a build of the folder has content no earlier build had."""
    path = folder / "nisei-cr-1.3.md"
    text = path.read_text(encoding="utf-8")
    start = text.index(RULE) + len(RULE)
    end = text.index("\n", start)
    path.write_text(text[:start] + f" {word} as that player gains, spends, or loses credits." + text[end:],
                    encoding="utf-8")
