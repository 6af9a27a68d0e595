"""The `nsg-cr-yaml` format: a Null Signal Games Comprehensive Rules release as its YAML source folder.

Nodes are addressed by the source's own ids (`nsg-cr-25.08/rule_end_the_run`), and carry the number
the document prints (`6.1.4`). Chapters, sections and titled subsections are sections; other
subsections, rules and sub-rules are rules; everything inside `steps:` is a timing step; the appendix's
timing structures are timing structures at `<doc>/timing/<section id>` with steps `1`, `1a`, `1a.i`.
"""

from __future__ import annotations

from pathlib import Path

from rulesdb.fidelity.account import FolderAccount
from rulesdb.model import Document, Rule, Section, SummaryClaim, TimingStep, TimingStructure
from rulesdb.normalize import Cleaned
from rulesdb.parsers import register
from rulesdb.parsers.builder import DocumentBuilder
from rulesdb.parsers.nsg_cr_yaml.account import ReleaseAccount
from rulesdb.parsers.nsg_cr_yaml.files import CONFIG, changelog_file, chapter_files, config_date, unprinted
from rulesdb.parsers.nsg_cr_yaml.load import read_yaml
from rulesdb.parsers.nsg_cr_yaml.markup import MarkupReader, Rendered
from rulesdb.parsers.nsg_cr_yaml.numbering import Printed, number_document, timing_numbers
from rulesdb.parsers.nsg_cr_yaml.outline import Element, Reader, Unprinted
from rulesdb.parsers.timing import triggers, windows

FORMAT = "nsg-cr-yaml"
#: The window markers a step ends with: "(P) (R) (S)".
_MARKERS = {"(P)": "paid-abilities", "(R)": "rez-non-ice", "(S)": "score-agendas"}


@register(FORMAT, minimum={"sections": 100, "rules": 800, "examples": 100, "steps": 120}, folder=True)
def parse_release(files: dict[str, str], info, account: FolderAccount | None = None) -> Document:
    """Parse a release folder's files ({path inside the folder: text}) into a Document; given an
    `account`, say which node or non-content category each scalar of each file went to."""
    folder = str(getattr(info, "file", info.path))
    ledger = ReleaseAccount(account, folder)
    chapters = [Reader(f"{folder}/{name}", files[name]).chapter(_read(ledger, files, folder, name))
                for name in chapter_files(files, folder)]
    release = Release(DocumentBuilder(info, folder), number_document(chapters), ledger)
    for chapter in chapters:
        release.chapter(chapter)
    changelog = changelog_file(files, info.version)
    if changelog:
        path = f"{folder}/{changelog}"
        release.changelog(Reader(path, files[changelog]).changelog(_read(ledger, files, folder, changelog)), path)
    else:
        release.builder.issue(1, "no-changelog", f"no data/changelogs/{info.version}.yaml or 00_changelog.yaml")
    for name in files:
        category = unprinted(name, info.version) if account is not None else None
        if name == CONFIG or category:  # the config is checked even when not accounted for
            data = _read(ledger, files, folder, name)
            if name == CONFIG:
                config_date(data, f"{folder}/{name}")
        if category:
            ledger.category(category, f"{folder}/{name}")
    return release.builder.finish()


def _read(ledger: ReleaseAccount, files: dict[str, str], folder: str, name: str):
    """The data of one file of the folder, its scalars declared to the ledger."""
    path = f"{folder}/{name}"
    read = read_yaml(files[name], path)
    ledger.read(path, read.root)
    return read.data


class Release:
    """Adds one release's elements to a DocumentBuilder, rendering markup against its numbers."""

    def __init__(self, builder: DocumentBuilder, numbers: dict[str, Printed], ledger: ReleaseAccount):
        self.builder, self.numbers, self.ledger = builder, numbers, ledger
        self.markup = MarkupReader(numbers, lambda ident: builder.address(ident))

    def render(self, element_or_text: Element | str, line: int, file: str = "") -> Rendered:
        text = element_or_text if isinstance(element_or_text, str) else element_or_text.text
        rendered = self.markup.render(text)
        if not (rendered.unresolved or rendered.unknown):
            return rendered
        where = Path(file or getattr(element_or_text, "file", "")).name
        for ident in rendered.unresolved:
            self.builder.issue(line, "unresolved-reference", f"{where}: {{ref:{ident}}} names no id of this release")
        for token in rendered.unknown:
            self.builder.issue(line, "unknown-markup", f"{where}: {token}")
        return rendered

    def add(self, cls: type, element: Element, parent: str | None, rendered: Rendered | None = None,
            **extra) -> str:
        rendered = rendered or self.render(element, element.line)
        printed = self.numbers[element.id.lower()]
        extra.setdefault("text", rendered.text)
        if cls is not Section:
            extra["references"] = tuple(rendered.references)
        text = extra.pop("text")
        address = self.builder.add(cls, self.builder.address(element.id), parent,
                                   Cleaned(text, element.text), element.line, number=printed.number,
                                   semantic_id=element.id, changed=element.new or rendered.new,
                                   markup=tuple(rendered.marks), **extra)
        self.ledger.node(address, element.file, element.line)
        self.unprinted(address, element.file, element.unprinted)
        self.examples(address, element)
        return address

    def unprinted(self, address: str, file: str, fields: list[Unprinted]) -> None:
        """Fields the generator does not read: named non-content, and a build-report issue on the node."""
        for u in fields:
            self.ledger.unprinted(file, u.start, u.end)
            self.builder.issue(u.line, "unprinted-text", f"{Path(file).name}: not in the published document: "
                               f"{u.reason}: “{u.excerpt}”", node=address)

    def examples(self, owner: str, element: Element) -> None:
        for example in element.examples:
            rendered = self.render(example.text, example.line, element.file)
            cards = tuple(dict.fromkeys(v for k, v in rendered.marks if k == "card"))
            address = self.builder.add_example(owner, Cleaned(rendered.text, example.text, cards), example.line)
            self.builder.update(address, changed=example.new or rendered.new, markup=tuple(rendered.marks),
                                references=tuple(rendered.references))
            self.ledger.node(address, element.file, example.line)
            self.unprinted(address, element.file, example.unprinted)

    def chapter(self, chapter: Element) -> None:
        title = self.render(chapter, chapter.line)
        address = self.add(Section, chapter, None, title, title=title.text, text="")
        for section in chapter.children:
            self.section(section, address)

    def section(self, section: Element, parent: str) -> None:
        title = self.render(section, section.line)
        snippet = self.render(section.snippet, section.line, section.file).text if section.snippet else ""
        address = self.add(Section, section, parent, title, title=title.text, flavour=snippet, text=snippet)
        for element in section.children:
            if element.kind == "timing_structure":
                self.timing_structure(element, section, title.text, address)
            elif element.kind == "subsection":
                self.subsection(element, section, address)
            else:
                self.rule(element, address, section.id if section.steps else "")

    def subsection(self, sub: Element, section: Element, parent: str) -> None:
        if sub.steps or section.steps:
            address = self.step(sub, parent, section.id, titled=True)
        elif sub.toc:
            title = self.render(sub, sub.line)
            snippet = self.render(sub.snippet, sub.line, sub.file).text if sub.snippet else ""
            address = self.add(Section, sub, parent, title, title=title.text, flavour=snippet, text=snippet)
        else:
            address = self.add(Rule, sub, parent)
        for rule in sub.children:
            self.rule(rule, address, sub.id if sub.steps else "")

    def rule(self, rule: Element, parent: str, structure: str) -> None:
        if structure:
            self.step(rule, parent, structure)
        else:
            self.add(Rule, rule, parent)

    def step(self, element: Element, parent: str, structure: str, titled: bool = False) -> str:
        rendered = self.render(element, element.line)
        text = rendered.text
        markers = [name for marker, name in _MARKERS.items() if marker in text]
        title = text if titled and len(text) < 40 and not text.endswith((".", ":")) else ""
        return self.add(TimingStep, element, parent, rendered, structure=structure, title=title,
                        windows=windows(text, markers), triggers=triggers(text))

    def timing_structure(self, element: Element, section: Element, title: str, parent: str) -> None:
        """An appendix quick-reference structure: steps `1`, `1a`, `1a.i`, each under the one above it."""
        b = self.builder
        address = b.add(TimingStructure, b.address("timing", section.id), parent, Cleaned("", ""),
                        element.line, name=section.id, title=title)
        self.ledger.node(address, element.file, element.line)
        self.unprinted(address, element.file, element.unprinted)
        owners = {"": address}
        for number, upper, entry in timing_numbers(element.children):
            rendered = self.render(entry, entry.line)
            step = b.add(TimingStep, f"{address}/{number}", owners[upper],
                         Cleaned(rendered.text, entry.text), entry.line, structure=section.id, number=number,
                         changed=entry.new or rendered.new, markup=tuple(rendered.marks),
                         references=tuple(rendered.references))
            self.ledger.node(step, entry.file, entry.line)
            self.unprinted(step, entry.file, entry.unprinted)
            owners[number] = step

    def changelog(self, entries, file: str) -> None:
        for entry in entries:
            rendered = self.render(entry.text, entry.line, file)
            self.builder.summary.append(SummaryClaim(rendered.text, entry.text, entry.line,
                                                     tuple(rendered.references)))
            self.ledger.category("summary-of-changes", file, entry.line)


def release_files(folder: Path) -> dict[str, str]:
    """A release folder read from disk, for tests and tools (the build reads through build.sources)."""
    return {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(folder.rglob("*.yaml"))}
