"""Plausibility gates: a build whose document parsed to far fewer nodes than its format's minimum
(a truncated file, or a file given to the wrong parser), than the previous build (a damaged source),
or whose chapter lost most of its nodes against the previous build or the previous release (one
chapter file cut short) fails, naming the document, the chapter file and the counts; so does one
whose source holds text no node of its format took (junk appended, control characters), past a few
lines' worth, naming the file and line where it starts.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from rulesdb.build.sources import SourceInfo, folder_files
from rulesdb.errors import ImplausibleDocument
from rulesdb.model import Document, version_key

COUNTED = ("sections", "rules", "examples", "terms", "steps")
SHRINK = 0.8  # a kind may lose up to a fifth of its nodes (or a handful) before a build is refused
HANDFUL = 5
OVERRIDE = "(build with --accept-shrink if the removal is real)"
UNACCOUNTED = 200  # characters a source may leave to no node (a stray line) before its build is refused


def chapter_counts(document: Document) -> list[dict]:
    """Each top-level part (a chapter) of the document, in order, with the number of nodes under it."""
    counts = []
    for top in document.top:
        nodes, stack = 0, [top]
        while stack:
            address = stack.pop()
            nodes += 1
            stack.extend(document.nodes[address].children)
        node = document.nodes[top]
        counts.append({"chapter": top.removeprefix(document.id + "/"), "label": node.label, "nodes": nodes})
    return counts


def predecessors(infos: Iterable[SourceInfo]) -> dict[str, str]:
    """Each document's previous release: the newest earlier one of its family in the same format."""
    infos = sorted(infos, key=lambda i: (i.effective, version_key(i.version)))
    found = {}
    for n, info in enumerate(infos):
        earlier = [i for i in infos[:n] if (i.family, i.format) == (info.family, info.format)]
        if earlier:
            found[info.id] = earlier[-1].id
    return found


def chapter_files(infos: Iterable[SourceInfo]) -> dict[str, list[str]]:
    """A folder source's chapter files in chapter order, as the manifest's path plus the file's."""
    from rulesdb.parsers.nsg_cr_yaml.files import chapter_files as in_order

    found = {}
    for info in infos:
        if info.file.is_dir():
            names = dict.fromkeys(p.relative_to(info.file).as_posix() for p in folder_files(info.file))
            found[info.id] = [f"{info.path.rstrip('/')}/{name}" for name in in_order(names, info.path)]
    return found


def check(documents: list[dict], minimums: dict[str, dict[str, int]], refs: dict[str, str],
          previous: dict | None, accept_shrink: bool = False, predecessors: dict[str, str] | None = None,
          chapter_files: dict[str, list[str]] | None = None) -> None:
    """Raise ImplausibleDocument for the first document below its format's minimum or shrunk.

    `documents` are the build report's entries; `minimums` maps a document id to its format's
    minimum counts; `refs` maps it to its manifest line; `previous` is the last build's report;
    `predecessors` maps a document to the release before it (same family and format), the yardstick
    of its chapters when no build of it came before; `chapter_files` names a folder source's chapters.
    """
    before = {d["id"]: d for d in (previous or {}).get("documents", [])}
    current = {d["id"]: d for d in documents}
    for doc in documents:
        where = f"{refs.get(doc['id'], doc['id'])}: {doc['id']}"
        for kind, least in sorted(minimums.get(doc["id"], {}).items()):
            if doc.get(kind, 0) < least:
                raise ImplausibleDocument(
                    f"{where}: parsed to {doc.get(kind, 0)} {kind}, fewer than the {least} its format "
                    f"({doc.get('format', '?')}) always has: is the file cut short or of another format?")
        if accept_shrink:
            continue
        files = (chapter_files or {}).get(doc["id"])
        if doc["id"] in before:
            _no_chapter_lost(where, before[doc["id"]], doc, "the build in use", files)
            _no_shrink(where, before[doc["id"]], doc)
        elif (earlier := (predecessors or {}).get(doc["id"])) in current:
            _no_chapter_lost(where, current[earlier], doc, earlier, files)


def _no_shrink(where: str, old: dict, new: dict) -> None:
    for kind in COUNTED:
        was, now = old.get(kind, 0), new.get(kind, 0)
        if was - now > HANDFUL and now < was * SHRINK:
            raise ImplausibleDocument(
                f"{where}: {now} {kind}, down from {was} in the build in use: a damaged source? {OVERRIDE}")


def _no_chapter_lost(where: str, old: dict, new: dict, against: str, files: list[str] | None) -> None:
    """A chapter that lost most of its nodes while the document lost them too (they did not move to
    another chapter, as when a release reorganises its chapters) is a chapter cut short."""
    if len(old.get("chapters", ())) < 2 or "chapters" not in new:
        return  # one chapter is the whole document; or a build made before chapters were counted
    was_all = sum(c["nodes"] for c in old["chapters"])
    lost_all = was_all - sum(c["nodes"] for c in new["chapters"])
    now_by_chapter = {c["chapter"]: c["nodes"] for c in new["chapters"]}
    if lost_all <= HANDFUL:
        return
    for chapter in old["chapters"]:
        was, now = chapter["nodes"], now_by_chapter.get(chapter["chapter"], 0)
        if was - now > HANDFUL and now < was * SHRINK:
            raise ImplausibleDocument(
                f"{where}: {_name(chapter, new, files)}: {now} nodes, down from {was} in {against} "
                f"(the document {lost_all} nodes fewer of {was_all}): a chapter cut short? {OVERRIDE}")


def _name(chapter: dict, new: dict, files: list[str] | None) -> str:
    """The chapter as the user finds it: its file in a folder source, else its number and title."""
    order = [c["chapter"] for c in new["chapters"]]
    if files and chapter["chapter"] in order and order.index(chapter["chapter"]) < len(files):
        return f"{files[order.index(chapter['chapter'])]} (chapter {chapter['label']})"
    return f"chapter {chapter['label']}"


def all_text_accounted(accountings: dict[str, dict | None], files: dict[str, Path]) -> None:
    """Raise ImplausibleDocument for the first document (by id: its fidelity accounting) whose source
    holds a control character or more than UNACCOUNTED characters no node of its format took; `files`
    maps a document to its source on disk, to name a one-file source by its path."""
    for doc_id, report in accountings.items():
        if not report or not report.get("accounted"):
            continue
        missing = report["content_chars"] - report["accounted_chars"]
        control = report.get("control_chars", 0)
        if (control or missing > UNACCOUNTED) and report["unaccounted"]:
            first = report["unaccounted"][0]
            file = first["file"] if Path(first["file"]).is_absolute() else files.get(doc_id, first["file"])
            binary = f", {control:,} of them control characters" if control else ""
            raise ImplausibleDocument(
                f"{file}:{first['line']}: {doc_id}: {missing:,} characters belong to no node of its format"
                f"{binary}, from here to line {report['unaccounted'][-1]['last_line']}: junk in the source or a "
                f"damaged file? (first: “{first['text'][:60]}”)")
