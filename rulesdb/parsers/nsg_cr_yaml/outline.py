"""The shape of a release's YAML as a tree of elements: chapter > section > rule | subsection |
timing structure, subsection > rule, timing structure > element > element ... Each element keeps
its id, markup text, flags and source line; anything of the wrong shape is a `file:line` ParseError.
Fields the generator does not read (a mis-indented block, rules under a rule, content under a flag)
are kept as `unprinted`: the published document does not print them, the build reports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesdb.errors import ParseError
from rulesdb.parsers.nsg_cr_yaml.load import line_of


@dataclass(frozen=True)
class Unprinted:
    """A field of a mapping the generator does not read: its key, line, characters and text."""

    key: str
    line: int
    start: int
    end: int
    excerpt: str
    reason: str  # why the generator skips it


@dataclass
class Example:
    text: str
    line: int
    new: bool = False
    unprinted: list[Unprinted] = field(default_factory=list)


@dataclass
class Element:
    """One chapter, section, subsection, rule, timing structure or timing-structure entry."""

    kind: str
    id: str
    text: str
    file: str
    line: int
    new: bool = False
    toc: bool = False
    steps: bool = False  # the element's rules are timing steps ("steps:" in the YAML)
    bold: bool = False
    snippet: str = ""
    toc_entry: str = ""
    examples: list[Example] = field(default_factory=list)
    children: list[Element] = field(default_factory=list)
    unprinted: list[Unprinted] = field(default_factory=list)


#: The fields the generator reads of each kind of mapping (rules_doc_generator/input/yaml/parser.py);
#: of these, flags are read by presence only, so content under one is not printed either.
FIELDS = {
    "chapter": {"chapter", "new", "text", "sections"},
    "section": {"section", "new", "text", "toc_entry", "steps", "snippet", "rules"},
    "rule": {"rule", "new", "text", "examples"},
    "subsection": {"subsection", "new", "toc", "steps", "text", "snippet", "examples", "rules"},
    "timing_structure": {"timing_structure", "bold", "elements"},
    "timing_element": {"text", "elements", "new"},
    "example": {"text", "new"},
}
FLAGS = frozenset({"new", "toc", "steps", "bold", "timing_structure"})
_EXCERPT = 80


def _reason(key, kind: str) -> str:
    if key in FLAGS:
        return f"content under '{key}:', a mark the generator reads by its presence only"
    if isinstance(key, str) and key.isidentifier():
        return f"field '{key}:', which the generator does not read in a {kind.replace('_', ' ')}"
    return "text YAML reads as a field name (a block indented too little?)"


class Reader:
    """Turns the YAML of one file into elements, naming the file in every error."""

    def __init__(self, file: str, source: str = ""):
        self.file, self.source = file, source  # source: the file's text, for quoting what is not printed

    def fail(self, value: Any, message: str, line: int | None = None):
        raise ParseError(self.file, line or line_of(value), message)

    def mapping(self, value: Any, what: str, line: int) -> dict:
        if not isinstance(value, dict):
            self.fail(value, f"expected {what} as a mapping of fields", line)
        return value

    def items(self, data: dict, key: str) -> list:
        value = data.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(data, f"field {key!r} must be a list")
        return value

    def text(self, data: dict, key: str, required: bool = True) -> str:
        value = data.get(key)
        if value is None and not required:
            return ""
        if not isinstance(value, str | int | float) or isinstance(value, bool):
            self.fail(data, f"field {key!r} must be text")
        return str(value).rstrip()

    def ident(self, data: dict, key: str) -> str:
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            self.fail(data, f"field {key!r} must be a non-empty id")
        return value.strip()

    def element(self, kind: str, data: dict, key: str, **extra) -> Element:
        return Element(kind, self.ident(data, key), self.text(data, "text"), self.file, line_of(data),
                       new="new" in data, toc="toc" in data, steps="steps" in data,
                       unprinted=self.unprinted(data, kind), **extra)

    def unprinted(self, data: dict, kind: str) -> list[Unprinted]:
        """The fields of `data` the generator does not read for a `kind`, each quoted from the source."""
        known = FIELDS[kind]
        found = []
        for key, value in data.items():
            if key in known and not (key in FLAGS and isinstance(value, dict | list)):
                continue
            start, end = getattr(data, "spans", {}).get(key, (0, 0))
            excerpt = " ".join(self.source[start:end].split()) or str(key)
            excerpt = excerpt if len(excerpt) <= _EXCERPT else excerpt[:_EXCERPT - 1] + "…"
            line = self.source.count("\n", 0, start) + 1 if end else line_of(data)
            found.append(Unprinted(str(key), line, start, end, excerpt, _reason(key, kind)))
        return found

    def examples(self, data: dict) -> list[Example]:
        found = []
        for item in self.items(data, "examples"):
            item = self.mapping(item, "an example", line_of(data))
            found.append(Example(self.text(item, "text"), line_of(item), "new" in item,
                                 self.unprinted(item, "example")))
        return found

    def chapter(self, data: Any) -> Element:
        data = self.mapping(data, "a chapter", 1)
        if "chapter" not in data:
            self.fail(data, f"expected 'chapter: <id>' at the top, got fields {sorted(data)}")
        chapter = self.element("chapter", data, "chapter")
        chapter.children = [self.section(s, chapter.line) for s in self.items(data, "sections")]
        if not chapter.children:
            self.fail(data, f"chapter {chapter.id!r} has no sections")
        return chapter

    def section(self, data: Any, line: int) -> Element:
        data = self.mapping(data, "a section", line)
        if "section" not in data:
            self.fail(data, f"expected 'section: <id>', got fields {sorted(data)}")
        section = self.element("section", data, "section", snippet=self.text(data, "snippet", False),
                               toc_entry=self.text(data, "toc_entry", False))
        section.children = [self.section_element(e, section.line) for e in self.items(data, "rules")]
        return section

    def section_element(self, data: Any, line: int) -> Element:
        data = self.mapping(data, "a rule, subsection or timing structure", line)
        if "rule" in data:
            return self.rule(data)
        if "subsection" in data:
            sub = self.element("subsection", data, "subsection", snippet=self.text(data, "snippet", False),
                               examples=self.examples(data))
            sub.children = [self.rule(self.mapping(r, "a rule", sub.line)) for r in self.items(data, "rules")]
            return sub
        if "timing_structure" in data:
            return Element("timing_structure", "", "", self.file, line_of(data), bold="bold" in data,
                           children=self.timing_elements(data), unprinted=self.unprinted(data, "timing_structure"))
        self.fail(data, f"expected 'rule:', 'subsection:' or 'timing_structure:', got fields {sorted(data)}")

    def rule(self, data: dict) -> Element:
        if "rule" not in data:
            self.fail(data, f"expected 'rule: <id>', got fields {sorted(data)}")
        return self.element("rule", data, "rule", examples=self.examples(data))

    def timing_elements(self, data: dict) -> list[Element]:
        found = []
        for item in self.items(data, "elements"):
            item = self.mapping(item, "a timing-structure entry", line_of(data))
            entry = Element("timing_element", "", self.text(item, "text"), self.file, line_of(item),
                            new="new" in item, unprinted=self.unprinted(item, "timing_element"))
            entry.children = self.timing_elements(item)
            found.append(entry)
        return found

    def changelog(self, data: Any) -> list[Example]:
        """The changelog file's entries (`changelog: [{text: ...}]`), each with its line."""
        data = self.mapping(data, "a changelog", 1)
        if set(data) != {"changelog"} or not isinstance(data["changelog"], list):
            self.fail(data, "expected only 'changelog:' with a list of the release's entries, "
                      f"got fields {sorted(map(str, data))}")
        entries = []
        for item in self.items(data, "changelog"):
            item = self.mapping(item, "a changelog entry", line_of(data))
            if set(item) != {"text"}:
                self.fail(item, f"expected a changelog entry as 'text: ...' alone, got fields {sorted(map(str, item))}")
            entries.append(Example(self.text(item, "text"), line_of(item)))
        return entries
