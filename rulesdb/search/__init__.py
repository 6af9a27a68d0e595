"""Finding a rule: what a judge types read safely (`query`, `spellings`), exact lookup first (`lookup`),
then full-text search over the Whoosh index (`index`, the package's only whoosh import) ranked by `ranking`.

The names below are imported on first use, so an exact lookup (`rulesdb show 1.10.3c`) never loads Whoosh.
"""

from rulesdb.lazy import attributes

__all__ = ["SearchIndex", "analyzer", "build_index", "schema", "stored_search"]
__getattr__ = attributes(__name__, dict.fromkeys(__all__, "rulesdb.search.index"))
