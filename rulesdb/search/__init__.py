"""Finding a rule: what a judge types read safely (`query`, `spellings`), exact lookup first (`lookup`),
then full-text search over the Whoosh index (`index`, the package's only whoosh import) ranked by `ranking`."""

from rulesdb.search.index import SearchIndex, analyzer, build_index, schema

__all__ = ["SearchIndex", "analyzer", "build_index", "schema"]
