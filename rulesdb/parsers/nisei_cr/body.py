"""Reads the rules body of a NISEI CR document into blocks: sections, rules, sub-rules and examples.

A numbered line opens a section or a rule only if its number can come next (larger than the last
number, inside a known section); a lettered line opens a sub-rule only if its letter follows the last
one. Anything else is text that continues the open block, which is how hard wraps, page breaks and
stray paragraphs join back onto the rule they belong to instead of splitting it.

A numbered heading such as "1.10.5 Recurring Credits" is a section, never also a rule: its lettered
rules are `1.10.5a`, `1.10.5b` ... with that section as parent, and `<doc>/1.10.5` does not exist.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulesdb.model import Issue
from rulesdb.parsers.nisei_cr.lines import Token, is_title, number_key, parent_number, unmarked


@dataclass
class Block:
    """A node in the making: its lines as written and its text pieces, joined when the node is built."""

    kind: str  # section, rule, example
    number: str  # "1.10", "1.10.3", "1.10.3c"; "" for examples
    line: int
    parent: Block | None
    raw: list[str] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)  # rule or example text; a section's flavour
    title: str = ""


class BodyReader:
    """Feeds body tokens in order and keeps the blocks they open and continue."""

    def __init__(self, contents: dict[str, str]):
        self.contents = contents  # number -> title, from the table of contents
        self.blocks: list[Block] = []
        self.sections: dict[str, Block] = {}
        self.issues: list[Issue] = []
        self.last_key: tuple[int, ...] = ()
        self.owner: Block | None = None  # the rule or section that lettered lines belong to
        self.last_letter = ""
        self.host: Block | None = None  # where an example attaches: the last section, rule or sub-rule
        self.target: Block | None = None  # where continuation text goes

    def read(self, tokens: list[Token]) -> list[Block]:
        handlers = {"numbered": self._numbered, "lettered": self._lettered,
                    "example": self._example, "text": self._text}
        for token in tokens:
            handler = handlers.get(token.kind)
            if handler:
                handler(token)
        return self.blocks

    def _numbered(self, token: Token) -> None:
        number, key = token.number, number_key(token.number)
        if key <= self.last_key:
            return self._text(token, f"number {number} out of sequence after {_dotted(self.last_key)}")
        if self._is_heading(token):
            parent = self._section_above(number)
            block = self._open("section", number, token, parent, title=token.body)
            self.sections[number] = block
        elif parent := self.sections.get(parent_number(number)):
            block = self._open("rule", number, token, parent, parts=[token.body])
        else:
            return self._text(token, f"rule {number} outside any section")
        self.last_key, self.owner, self.last_letter = key, block, ""
        self.host = self.target = block

    def _is_heading(self, token: Token) -> bool:
        if token.heading:
            return True
        if token.number.count(".") <= 1:
            return is_title(token.body)
        return token.number in self.contents or is_title(token.body)

    def _section_above(self, number: str) -> Block | None:
        while number := parent_number(number):
            if number in self.sections:
                return self.sections[number]
        return None

    def _lettered(self, token: Token) -> None:
        letter = token.number
        follows = letter > self.last_letter if self.last_letter else letter == "a"
        if self.owner is None or not follows:
            return self._text(token)
        block = self._open("rule", self.owner.number + letter, token, self.owner, parts=[token.body])
        self.last_letter = letter
        self.host = self.target = block

    def _example(self, token: Token) -> None:
        if self.host is None:
            return self._text(token)
        self.target = self._open("example", "", token, self.host, parts=[token.body])

    def _text(self, token: Token, why: str = "") -> None:
        if why:
            self.issues.append(Issue(token.line, "unexpected-number", why))
        text = unmarked(token.raw) if token.kind != "text" else token.body
        block = self.target
        if block is None:
            self.issues.append(Issue(token.line, "stray-line", text[:80]))
            return
        block.raw.append(token.raw.strip())
        if block.kind == "section" and not block.parts and self._title_goes_on(block, text):
            block.title = f"{block.title} {text}"
        else:
            block.parts.append(text)

    def _title_goes_on(self, block: Block, text: str) -> bool:
        """A heading wrapped onto a second line: the contents list the longer title."""
        listed = self.contents.get(block.number, "")
        return len(listed) > len(block.title) and listed.startswith(f"{block.title} {text}")

    def _open(self, kind: str, number: str, token: Token, parent: Block | None, **extra) -> Block:
        block = Block(kind, number, token.line, parent, raw=[token.raw.strip()], **extra)
        self.blocks.append(block)
        return block


def _dotted(key: tuple[int, ...]) -> str:
    return ".".join(str(part) for part in key)
