"""The library's exception hierarchy: every failure a user can cause has a class, and a message
that names the file, line, parameter or address at fault."""


class RulesDBError(Exception):
    """Base of every error rulesdb raises on purpose."""


class SourceError(RulesDBError):
    """A manifest entry or source file is missing, duplicated or malformed."""


class ParseError(SourceError):
    """A document's structure could not be parsed; the message reads `file:line: what was expected`."""

    def __init__(self, path: str, line: int, message: str):
        self.path, self.line = path, line
        super().__init__(f"{path}:{line}: {message}")


class UnknownAddress(RulesDBError):
    """An address or lookup matched no node; carries suggestions when there are near matches."""

    MISSING = "unknown address"  # what the message calls what was not found

    def __init__(self, address: str, suggestions: tuple[str, ...] = ()):
        self.address, self.suggestions = address, tuple(suggestions)
        hint = f" (did you mean: {', '.join(self.suggestions[:5])}?)" if self.suggestions else ""
        super().__init__(f"{self.MISSING} {address!r}{hint}")


class UnknownDocument(UnknownAddress):
    """A document id (or version) that names no document of the build."""

    MISSING = "no document"


class AmbiguousAddress(RulesDBError):
    """A bare number exists in several documents; the candidates are listed latest version first."""

    def __init__(self, query: str, candidates: tuple[str, ...]):
        self.query, self.candidates = query, tuple(candidates)
        super().__init__(f"{query!r} exists in several documents: {', '.join(self.candidates)}"
                         " (name one with a full address or a document)")


class BadQuery(RulesDBError):
    """A search query or request parameter cannot be used as given."""


class NoBuild(RulesDBError):
    """No stored build exists in the data directory yet."""


class ScenarioError(RulesDBError):
    """A scenario file is malformed, or the engine needs a decision the file does not give."""


class DecisionNeeded(ScenarioError):
    """The engine asks a decision nobody answered: its name, who decides and the options, so a
    caller (the Table) can put the question to the judge instead of showing an error."""

    def __init__(self, message: str, name: str, player: str, options: list[str], prices: dict | None = None,
                 check=None, notes: list[str] | None = None):
        self.name, self.player, self.options = name, player, list(options)
        self.prices = dict(prices or {})  # option -> what choosing it costs now, as the engine worked it out
        self.check = check  # what reads an answer (None: one of the options), so a caller can tell its shape
        self.notes = list(notes or ())  # why a choice the player might expect is not offered, as the rules refuse it
        super().__init__(message)


class BrokenBuild(NoBuild):
    """A stored build's file is damaged (truncated, unreadable or from another version); rebuild it."""

    def __init__(self, path, problem: str):
        self.path, self.problem = str(path), problem
        super().__init__(f"{path}: damaged build file ({problem}); run `rulesdb build` to rebuild it")


class OtherBuildFormat(NoBuild):
    """The build in use was made by a rulesdb of another build format; `rulesdb build` replaces it."""

    def __init__(self, folder, made_by: str, this: str, problem: str = ""):
        self.path, self.made_by = str(folder), made_by
        if problem:
            super().__init__(f"{folder}: built by {made_by}, which this {this} cannot read ({problem}); "
                             "run `rulesdb build`")
        else:
            super().__init__(f"{folder}: built by {made_by} (this is {this}); run `rulesdb build`")


class ImplausibleDocument(SourceError):
    """A document parsed to far fewer nodes than its format's minimum or its previous build."""
