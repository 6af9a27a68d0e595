"""Finding a rule: what a judge types read safely (`query`, `spellings`), exact lookup first (`lookup`),
then full-text search over the Whoosh index (`index`, the package's only whoosh import) ranked by `ranking`.

The names below are imported on first use, so an exact lookup (`rulesdb show 1.10.3c`) never loads Whoosh.
"""

from importlib import import_module

_FROM = {name: "rulesdb.search.index" for name in ("SearchIndex", "analyzer", "build_index", "schema")}

__all__ = ["SearchIndex", "analyzer", "build_index", "schema"]


def __getattr__(name: str):
    if name not in _FROM:
        raise AttributeError(f"module 'rulesdb.search' has no attribute {name!r}")
    value = getattr(import_module(_FROM[name]), name)
    globals()[name] = value
    return value
