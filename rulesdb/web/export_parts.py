"""Which pages a static export holds: the whole site, or the parts a judge names (`--only newest-cr,cards`).

Every export has the home page, search, the Table (with its offline engine), the offline files and
the assets; each part adds a family of
pages. A link to a page outside the export leads to one page saying so, never to a missing file.
"""

from __future__ import annotations

from urllib.parse import unquote, urlsplit

from rulesdb.errors import BadQuery
from rulesdb.search.records import current_rules
from rulesdb.service import RulesDB

#: The parts an export can be limited to, as `--only` names them, and what each holds.
PARTS = {
    "newest-cr": "the newest Comprehensive Rules release: its pages, parts, rules and examples",
    "documents": "every document in every version, with each rule, term, timing step and example",
    "cards": "the page of every card the rules name or a scenario uses",
    "scenarios": "the scenarios, each replayed step by step",
    "diffs": "version diffs, rule histories and topic comparisons",
    "refs": "every node's full list of references",
}
#: The site's own pages every export holds (the first folder of their path).
ALWAYS = {"", "search", "offline", "api", "assets", "static", "table"}
#: Families of pages by the first folder of their path.
FAMILIES = {"cards": "cards", "scenarios": "scenarios", "diff": "diffs", "history": "diffs",
            "compare": "diffs", "refs": "refs"}
OUTSIDE = "outside/index.html"  # the page a link to anything outside the export leads to


def parse(text: str | None) -> tuple[str, ...]:
    """`--only`'s value as part names, in the order of PARTS; a name it does not know is refused by name."""
    if text is None:
        return tuple(PARTS)
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in PARTS]
    if unknown or not names:
        raise BadQuery(f"--only: {', '.join(unknown) or 'nothing'} is not a part; name one or more of "
                       f"{', '.join(PARTS)}, separated by commas")
    return tuple(p for p in PARTS if p in names)


def newest_release(db: RulesDB) -> str | None:
    """The id of the current Comprehensive Rules release of the build (the one a judge rules by)."""
    current = current_rules(db.documents)
    return current.id if current is not None else None


class Selection:
    """The parts one export holds, asked of each page's URL."""

    def __init__(self, db: RulesDB, parts: tuple[str, ...]):
        self.parts = parts
        self.everything = set(parts) == set(PARTS)
        newest = newest_release(db)
        if "documents" in parts:
            self.documents = list(db.documents)
        else:
            self.documents = [newest] if "newest-cr" in parts and newest else []
        self._known = set(db.documents)

    def wants(self, url: str) -> bool:
        """Whether the page at this site URL belongs in the export (a typed lookup that only
        redirects is fetched, and its target asked in turn)."""
        if self.everything:
            return True
        head = unquote(urlsplit(url).path).strip("/").split("/", 1)[0]
        if head in ALWAYS:
            return True
        if head in FAMILIES:
            return FAMILIES[head] in self.parts
        if head in self._known:
            return head in self.documents
        return True  # a version-less citation or a typed number: a redirect, followed to its page

    def describe(self) -> str:
        return "; ".join(PARTS[p] for p in self.parts)
