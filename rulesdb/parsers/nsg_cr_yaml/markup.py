"""The release's text markup turned into plaintext and facts: `{ref:...}` prints as the document prints
it ("section 6.1", "rules 6.2.1 through 6.2.6") and becomes a Reference to the node by id; `{term:}`,
`{card:}`, `{subtype:}`, `{product:}` keep their words and are noted; icons take the one plaintext form.
An unknown `{...}` token or an id that names nothing is reported, never silently kept as text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from rulesdb.memo import per_parse
from rulesdb.model import Reference
from rulesdb.parsers.nsg_cr_yaml.numbering import Printed

_TOKEN = re.compile(r"\{([^{}]*)\}")
#: Icon spellings the releases use, to the one plaintext form (rulesdb.normalize.ICONS).
_ICONS = (("[Click]", "[click]"), ("[mu]", "[MU]"), ("[Mu]", "[MU]"))
#: Markup whose words are kept and noted as a fact about the text.
NOTED = ("term", "card", "subtype", "product")


@dataclass
class Rendered:
    """Plaintext of one piece of markup, with what its tokens said."""

    text: str = ""
    references: list[Reference] = field(default_factory=list)
    marks: list[tuple[str, str]] = field(default_factory=list)  # ("card", "Sneakdoor Beta") ...
    unresolved: list[str] = field(default_factory=list)  # ids that name nothing
    unknown: list[str] = field(default_factory=list)  # tokens this reader does not know
    new: bool = False  # holds a {n}...{/n} span


class MarkupReader:
    """Renders markup against one document's numbers; `address` turns an id into a node address."""

    def __init__(self, numbers: dict[str, Printed], address: Callable[[str], str]):
        self.numbers, self.address = numbers, address

    def render(self, markup: str) -> Rendered:
        """The plaintext and facts of one piece of markup."""
        if "{ref" in markup:
            return self._render(markup)
        plain = _render_plain(markup)  # the same in every release: read once a parse
        return Rendered(plain.text, [], list(plain.marks), [], list(plain.unknown), plain.new)

    def _render(self, markup: str) -> Rendered:
        out = Rendered()
        pieces, last = [], 0
        for match in _TOKEN.finditer(markup):
            pieces.append(markup[last:match.start()])
            pieces.append(self._token(match.group(1), out))
            last = match.end()
        pieces.append(markup[last:])
        text = "".join(pieces)
        for written, plain in _ICONS:
            text = text.replace(written, plain)
        out.text = re.sub(r"[ \t]+", " ", text).strip()
        return out

    def _token(self, token: str, out: Rendered) -> str:
        name, _, value = token.partition(":")
        if token in ("n", "/n"):
            out.new = True
            return ""
        if token == "c":
            return "[c]"  # the credit icon written in its plaintext form, "gain 1{c}"
        if name == "ref" or name.startswith("ref/"):
            return self._reference(name, value, out)
        if name in NOTED and value:
            out.marks.append((name, value))
            return value
        if name == "curly" and value:
            return "{" + value + "}"
        if name == "link" and value:
            return value.partition("|")[0]
        out.unknown.append("{" + token + "}")
        return "{" + token + "}"

    def _reference(self, name: str, value: str, out: Rendered) -> str:
        """As the generator prints it: one id "section 6.1", several "rules 6.2.1 and 6.2.3"."""
        ids = [i.strip() for i in value.split(",") if i.strip()]
        combiner = name.partition("/")[2].lower() or "and"
        capital = name == "ref" and value[:1].isupper()
        found = [(i, self.numbers.get(i.lower())) for i in ids]
        out.unresolved += [i for i, printed in found if printed is None]
        known = [(i, p) for i, p in found if p is not None]
        if not known:
            return value
        word = known[0][1].word
        word = word.capitalize() if capital else word
        numbers = [p.number for _, p in known]
        if len(numbers) == 1:
            written = f"{word} {numbers[0]}"
        else:
            written = f"{word}s {', '.join(numbers[:-1])} {combiner} {numbers[-1]}"
        for n, (_, printed) in enumerate(known):
            shown = written if n == 0 else printed.number
            address = self.address(printed.element.id)
            out.references.append(Reference(shown, printed.word, printed.number, None, address))
        return written


@per_parse
def _render_plain(markup: str) -> Rendered:
    """Markup without references: its rendering needs no release's numbers (never hand out this copy)."""
    return MarkupReader({}, str)._render(markup)
