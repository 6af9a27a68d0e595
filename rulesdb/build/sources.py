"""The manifest and the source files: the only place the ingest side reads from disk.

`sources/manifest.toml` lists each document in a `[[documents]]` table. Errors name the manifest
file and the line of the offending table, so a judge fixing a manifest knows where to look.
"""

from __future__ import annotations

import datetime
import hashlib
import importlib.resources
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from rulesdb.errors import SourceError

REQUIRED = ("id", "family", "title", "version", "effective", "path", "format")
USER_SOURCES = "sources"  # inside a data folder: releases added by `rulesdb update`


def _embedded() -> Path:
    """The checkout's sources/ when run from one; else the copy installed inside the package."""
    checkout = Path(__file__).resolve().parents[2] / "sources"
    if (checkout / "manifest.toml").is_file():
        return checkout
    return Path(str(importlib.resources.files("rulesdb") / "_sources"))


DEFAULT_SOURCES = _embedded()
_ID = re.compile(r"^[a-z0-9][a-z0-9.\-]*$")
_VERSION = re.compile(r"^\d+(\.\d+)*$")


@dataclass(frozen=True)
class SourceInfo:
    """One manifest entry, checked: where the document is and what it is."""

    id: str
    family: str
    title: str
    version: str
    effective: str
    path: str  # as written in the manifest, relative to it
    format: str
    file: Path  # resolved path on disk
    manifest_ref: str  # "manifest.toml:12", for error messages


def default_sources() -> Path:
    """The embedded sources folder the product runs on out of the box."""
    return DEFAULT_SOURCES


def read_manifest(sources: Path) -> list[SourceInfo]:
    """Read and check `sources/manifest.toml`; every entry's file must exist."""
    manifest = Path(sources) / "manifest.toml"
    if not manifest.is_file():
        raise SourceError(f"{manifest}: manifest not found (--sources must name a folder with manifest.toml)")
    try:
        raw = manifest.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SourceError(f"{manifest}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise SourceError(f"{manifest}: cannot read ({exc.strerror})") from None
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        raise SourceError(f"{manifest}: {exc}") from None
    entries = data.get("documents")
    if not isinstance(entries, list) or not entries:
        raise SourceError(f"{manifest}:1: expected one or more [[documents]] tables")
    lines = _table_lines(raw)
    _refuse_unknown_tables(data, manifest, raw)
    infos: list[SourceInfo] = []
    seen: dict[str, str] = {}
    for n, entry in enumerate(entries):
        start = lines[n] if n < len(lines) else 1
        ref = f"{manifest}:{start}"
        _refuse_unknown_fields(entry, manifest, raw, start)
        info = _check_entry(entry, ref, manifest.parent)
        if info.id in seen:
            raise SourceError(f"{ref}: duplicate document id {info.id!r} (first at {seen[info.id]})")
        seen[info.id] = ref
        infos.append(info)
    return infos


def user_sources(data_dir: Path | None) -> Path | None:
    """The sources folder `rulesdb update` keeps inside a data folder, if it has one."""
    folder = Path(data_dir) / USER_SOURCES if data_dir else None
    return folder if folder and (folder / "manifest.toml").is_file() else None


def all_sources(sources: Path, data_dir: Path | None = None) -> list[SourceInfo]:
    """The sources folder's documents, then the releases `rulesdb update` added to the data folder
    (one whose id the sources folder already has is left out: the embedded copy wins)."""
    infos = read_manifest(sources)
    extra = user_sources(data_dir)
    if extra is not None:
        known = {i.id for i in infos}
        infos += [i for i in read_manifest(extra) if i.id not in known]
    return infos


def read_text(info: SourceInfo) -> str | dict[str, str]:
    """The document's text, decoded as UTF-8; for a folder source, its files (see `read_folder`)."""
    if info.file.is_dir():
        return read_folder(info)
    try:
        return info.file.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SourceError(f"{info.file}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise SourceError(f"{info.file}: cannot read ({exc.strerror})") from None


def read_folder(info: SourceInfo) -> dict[str, str]:
    """Every YAML file of a folder source, keyed by its path inside the folder."""
    files = {}
    for path in sorted(folder_files(info.file)):
        name = path.relative_to(info.file).as_posix()
        try:
            files[name] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise SourceError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    return files


def folder_files(folder: Path) -> list[Path]:
    """The files of a folder source that a build reads: its YAML files, at any depth."""
    return [p for p in folder.rglob("*.yaml") if p.is_file()]


def source_size(info: SourceInfo) -> int:
    """How many bytes a source has (0 when it cannot be read): how long its parse will take, roughly."""
    try:
        files = folder_files(info.file) if info.file.is_dir() else [info.file]
        return sum(p.stat().st_size for p in files)
    except OSError:
        return 0


def source_digest(info: SourceInfo) -> str:
    """A content hash of one source, file or folder: the key of its parse in the cache."""
    digest = hashlib.sha256(info.format.encode())
    if info.file.is_dir():
        for path in sorted(folder_files(info.file)):
            digest.update(path.relative_to(info.file).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
    else:
        digest.update(info.file.read_bytes())
    return digest.hexdigest()[:20]


def _table_lines(raw: str) -> list[int]:
    """1-based line numbers of each [[documents]] header, to point errors at the right table."""
    return [i for i, line in enumerate(raw.splitlines(), 1) if line.strip() == "[[documents]]"]


def _refuse_unknown_tables(data: dict, manifest: Path, raw: str) -> None:
    """A top-level key other than `documents` (a misspelt `[[document]]`) is an error, never ignored."""
    for key in data:
        if key != "documents":
            where = re.compile(rf"^\s*(\[+\s*{re.escape(key)}\s*[\].]|{re.escape(key)}\s*=)")
            line = next((i for i, text in enumerate(raw.splitlines(), 1) if where.match(text)), 1)
            raise SourceError(f"{manifest}:{line}: unknown table {key!r} (known: documents)")


def _refuse_unknown_fields(entry: dict, manifest: Path, raw: str, start: int) -> None:
    """A field the manifest does not know (a misspelling of one it does) is an error naming its line."""
    unknown = [key for key in entry if key not in REQUIRED]
    if not unknown:
        return
    lines = raw.splitlines()
    field = re.compile(rf"^\s*[\"']?{re.escape(unknown[0])}[\"']?\s*=")
    line = next((i for i in range(start, len(lines) + 1) if field.match(lines[i - 1])), start)
    raise SourceError(f"{manifest}:{line}: unknown field {unknown[0]!r} in [[documents]] "
                      f"(known: {', '.join(REQUIRED)})")


def _check_entry(entry: dict, ref: str, base: Path) -> SourceInfo:
    missing = [key for key in REQUIRED if key not in entry]
    if missing:
        raise SourceError(f"{ref}: document entry lacks {', '.join(missing)}")
    values = {key: entry[key] for key in REQUIRED}
    for key, value in values.items():
        if isinstance(value, datetime.date) and key == "effective":
            values[key] = value.isoformat()
        elif not isinstance(value, str) or not value.strip():
            raise SourceError(f"{ref}: field {key!r} must be a non-empty string")
    if not _ID.match(values["id"]):
        raise SourceError(f"{ref}: field 'id' {values['id']!r} must be lower-case letters, digits, '.' and '-'")
    if not _VERSION.match(values["version"]):
        raise SourceError(f"{ref}: field 'version' {values['version']!r} must look like 1.4 or 1.4.1")
    try:
        datetime.date.fromisoformat(values["effective"])
    except ValueError:
        raise SourceError(f"{ref}: field 'effective' {values['effective']!r} is not an ISO date") from None
    file = (base / values["path"]).resolve()
    if not file.is_relative_to(base.resolve()):
        raise SourceError(f"{ref}: field 'path' {values['path']!r} points outside the sources folder {base}")
    if not file.is_file() and not file.is_dir():
        raise SourceError(f"{ref}: source file not found: {file}")
    return SourceInfo(file=file, manifest_ref=ref, **values)
