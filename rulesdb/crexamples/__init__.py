"""The worked examples of the current Comprehensive Rules seen as game situations: which ones are,
which scenarios replay them, and which scenarios rest on rules that changed between releases.

`load_table`, `cr_scenarios`, `coverage`, `check_citations`.
"""

from __future__ import annotations

from rulesdb.crexamples.citations import check_citations
from rulesdb.crexamples.coverage import coverage
from rulesdb.crexamples.replays import CR_SCENARIO_DIR, cr_scenarios
from rulesdb.crexamples.table import TABLE_FILE, Classified, load_table

__all__ = ["CR_SCENARIO_DIR", "TABLE_FILE", "Classified", "check_citations", "coverage",
           "cr_scenarios", "load_table"]
