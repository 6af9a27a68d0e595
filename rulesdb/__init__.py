"""rulesdb: the Android: Netrunner rules documents as one model, graph, search index, version diff and scenario engine.

`RulesDB.load(data_dir)` opens a stored build; see `rulesdb.service`.
"""

__version__ = "0.1.0"


def __getattr__(name):
    if name == "RulesDB":
        from rulesdb.service import RulesDB

        return RulesDB
    raise AttributeError(name)
