"""New Comprehensive Rules releases from the CR's git repository, added to a judge's data folder.

The repository tags each release `vYY.MM`. `fetch` clones it (a URL, a local path or a git bundle)
with the git command; `new_releases` lists the tags a build lacks; `add_release` extracts one tag's
chapters, changelog and config into `<data>/sources/nsg-cr/<version>/`, checks that it parses, and
only then gives it a manifest entry of its own. A failure leaves the data folder as it was, and
`recover` undoes what an update killed half-way left (a release no build has taken in yet). Errors
name the release and its files inside it, never a staging folder or git's own words.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from rulesdb.build.sources import USER_SOURCES, SourceInfo, read_manifest, read_text
from rulesdb.errors import RulesDBError, SourceError
from rulesdb.model import version_key
from rulesdb.parsers.nsg_cr_yaml.files import CONFIG, config_date
from rulesdb.parsers.nsg_cr_yaml.load import load_yaml

DEFAULT_REMOTE = "https://github.com/rubenpieters/netrunner-comprehensive-rules"
_TAG = re.compile(r"^v(\d{2})\.(\d{2})$")
RELEASE_PATHS = ("data/input", "data/changelogs", "config.yaml")
TITLE = "Null Signal Games Comprehensive Rules"


class UpdateError(RulesDBError):
    """The CR repository cannot be fetched or read."""


@dataclass(frozen=True)
class Release:
    """A release tag of the CR repository."""

    tag: str
    version: str

    @property
    def document_id(self) -> str:
        return f"nsg-cr-{self.version}"


def git(*args: str, cwd: Path | None = None) -> str:
    """Run git; a failure is an UpdateError saying which git step failed (the caller names what for)."""
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=600)
    except FileNotFoundError:
        raise UpdateError("the git command is not installed; `rulesdb update` needs it") from None
    except subprocess.TimeoutExpired:
        raise UpdateError(f"git {args[0]} took longer than 10 minutes") from None
    if done.returncode != 0:
        raise UpdateError(f"git {args[0]} failed")
    return done.stdout


def fetch(remote: str, into: Path) -> Path:
    """A bare clone of the CR repository (URL, path or bundle) in `into`."""
    repo = Path(into) / "cr.git"
    try:
        git("clone", "--bare", "--quiet", remote, str(repo))
    except UpdateError:
        raise UpdateError(f"cannot fetch the CR repository from {remote}: {_why_not(remote)}") from None
    return repo


def _why_not(remote: str) -> str:
    """Why a clone failed, in our words: git's own output names temporary folders and varies by version."""
    if "://" in remote or remote.startswith("git@"):
        return "no repository answered there (no network, a wrong address, or access refused)"
    if not Path(remote).exists():
        return "no such file or folder"
    return "not a git repository or bundle"


def release_tags(repo: Path) -> list[Release]:
    """Every `vYY.MM` tag of the repository, oldest first."""
    releases = [Release(tag, tag[1:]) for tag in git("tag", "--list", cwd=repo).split() if _TAG.match(tag)]
    return sorted(releases, key=lambda r: version_key(r.version))


def new_releases(repo: Path, present: set[str]) -> list[Release]:
    """The release tags whose document id is not among `present`."""
    return [r for r in release_tags(repo) if r.document_id not in present]


def add_release(repo: Path, release: Release, data_dir: Path) -> SourceInfo:
    """Extract, check and register one release in the data folder's sources; nothing half-added."""
    sources = Path(data_dir) / USER_SOURCES
    final = sources / "nsg-cr" / release.version
    if final.exists():
        raise SourceError(f"{final}: already exists; remove it to fetch {release.tag} again")
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=_ensure(sources)))
    try:
        _extract(repo, release.tag, staging)
        effective, note = effective_date(staging, release.version)
        info = _check(staging, release, effective)
        final.parent.mkdir(parents=True, exist_ok=True)
        staging.rename(final)
    except RulesDBError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise SourceError(in_release_words(str(exc), release, staging, sources)) from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    manifest = sources / "manifest.toml"
    before = manifest.read_text(encoding="utf-8") if manifest.is_file() else None
    try:
        _append_entry(sources, release, effective, note)
    except BaseException:
        remove_release(data_dir, release, before)
        raise
    return info


def _ensure(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _extract(repo: Path, tag: str, dest: Path) -> None:
    """The release's files, exactly as the tag holds them (only the upstream release paths)."""
    try:
        names = git("ls-tree", "-r", "--name-only", tag, "--", *RELEASE_PATHS, cwd=repo).split("\n")
        for name in filter(None, names):
            if not name.endswith(".yaml") or ".." in Path(name).parts:
                continue
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(git("show", f"{tag}:{name}", cwd=repo), encoding="utf-8")
    except UpdateError:
        raise UpdateError("the repository cannot give the release's files") from None


def effective_date(folder: Path, version: str) -> tuple[str, str]:
    """The date in the release's config.yaml, else the first of its month (and a note saying so)."""
    config = folder / CONFIG
    if config.is_file():
        text = config.read_text(encoding="utf-8", errors="replace")
        if (date := config_date(load_yaml(text, str(config)), str(config))) is not None:
            return date.isoformat(), "date in config.yaml"
    year, month = version.split(".")
    return f"20{year}-{month}-01", "only the month is known: the first of the month"


def _check(folder: Path, release: Release, effective: str) -> SourceInfo:
    """Parse the extracted release; a release that does not parse is reported and not added."""
    from rulesdb.parsers import parse

    info = SourceInfo(id=release.document_id, family="nisei-cr", title=TITLE, version=release.version,
                      effective=effective, path=f"nsg-cr/{release.version}", format="nsg-cr-yaml",
                      file=folder, manifest_ref=f"{release.tag}")
    parse(read_text(info), info)
    return info


def _append_entry(sources: Path, release: Release, effective: str, note: str) -> None:
    """Add the release's [[documents]] table, writing the manifest beside and then swapping it in."""
    manifest = sources / "manifest.toml"
    before = manifest.read_text(encoding="utf-8") if manifest.is_file() else (
        "# Comprehensive Rules releases added by `rulesdb update`; paths are relative to this file.\n")
    entry = (f'\n[[documents]]\nid = "{release.document_id}"\n# {release.tag}: {note}\nfamily = "nisei-cr"\n'
             f'title = "{TITLE}"\nversion = "{release.version}"\neffective = "{effective}"\n'
             f'path = "nsg-cr/{release.version}"\nformat = "nsg-cr-yaml"\n')
    _write_manifest(sources, before + entry)
    read_manifest(sources)  # the new manifest must read back; else the caller removes the release


def _write_manifest(sources: Path, text: str | None) -> None:
    """The data folder's manifest replaced whole (written beside, then renamed), or removed (None)."""
    manifest = sources / "manifest.toml"
    if text is None:
        manifest.unlink(missing_ok=True)
        return
    scratch = sources / "manifest.toml.tmp"
    scratch.write_text(text, encoding="utf-8")
    scratch.replace(manifest)


def manifest_text(data_dir: Path) -> str | None:
    """The data folder's own manifest as it stands (None when it has none), to restore it later."""
    manifest = Path(data_dir) / USER_SOURCES / "manifest.toml"
    return manifest.read_text(encoding="utf-8") if manifest.is_file() else None


def remove_release(data_dir: Path, release: Release, manifest_before: str | None) -> None:
    """Undo `add_release`: its folder, and the manifest as it was before."""
    sources = Path(data_dir) / USER_SOURCES
    _write_manifest(sources, manifest_before)  # the entry first: never one naming a missing folder
    shutil.rmtree(sources / "nsg-cr" / release.version, ignore_errors=True)


def in_release_words(message: str, release: Release, folder: Path, sources: Path) -> str:
    """An error about a release's files or manifest entry, naming the release and the file inside it
    rather than a folder that is removed with the release (its staging or its place in the data folder)."""
    for place in {sources, Path(sources).resolve()}:
        message = re.sub(re.escape(str(place / "manifest.toml")) + r":\d+: (nsg-cr-[\d.]+: )?", "", message)
    for place in {folder, Path(folder).resolve()}:
        message = message.replace(f"{place}/", "").replace(f"{place}: ", "")
    return f"{release.tag}: {message}"


def recover(data_dir: Path, present: set[str]) -> list[str]:
    """Undo what an update killed half-way left in the data folder's sources: staging folders, a manifest
    being swapped in, and releases no build in use has (`present`: its document ids), which the update
    fetches again. The document ids taken out."""
    sources = Path(data_dir) / USER_SOURCES
    if not sources.is_dir():
        return []
    for leftover in sources.glob(".staging-*"):
        shutil.rmtree(leftover, ignore_errors=True)
    (sources / "manifest.toml.tmp").unlink(missing_ok=True)
    manifest = sources / "manifest.toml"
    text = manifest.read_text(encoding="utf-8") if manifest.is_file() else ""
    head, *tables = text.split("\n[[documents]]\n")
    kept = [t for t in tables if _table_id(t) in present]
    removed = [i for i in map(_table_id, tables) if i not in present]
    _write_manifest(sources, head + "".join(f"\n[[documents]]\n{t}" for t in kept) if kept else None)
    versions = {_table_id(t).removeprefix("nsg-cr-") for t in kept}
    for folder in (sources / "nsg-cr").glob("*") if (sources / "nsg-cr").is_dir() else []:
        if folder.name not in versions:
            shutil.rmtree(folder, ignore_errors=True)
    return removed


def _table_id(table: str) -> str:
    """The id of one [[documents]] table this module wrote (`id = "..."` on its first line)."""
    found = re.match(r'\s*id\s*=\s*"([^"]*)"', table)
    return found.group(1) if found else ""
