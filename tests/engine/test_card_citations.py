"""The rules the card library cites itself (beyond the engine's own `cites`) exist in the documents."""

import pytest

from rulesdb.engine.cards.hardware.g import VIRUS_COUNTERS
from rulesdb.engine.cards.hooks.access import WHEN_ACCESSED
from rulesdb.engine.cards.primitives.card_counters import TAKE
from rulesdb.engine.cards.primitives.players import LOSE

pytestmark = pytest.mark.sources
LIBRARY_CITES = (WHEN_ACCESSED, LOSE, TAKE, VIRUS_COUNTERS)


def test_every_address_the_library_cites_is_a_node(embedded_documents):
    from rulesdb.citations import Citations

    documents = embedded_documents
    citations = Citations(documents)  # `cr/<id>`: the latest release with that id, as a build resolves it
    found = {a for doc in documents.values() for a in doc.nodes}
    addresses = [citations.resolve(a) if citations.is_citation(a) else a for a in LIBRARY_CITES]
    assert [a for a, at in zip(LIBRARY_CITES, addresses, strict=True) if at not in found] == []
