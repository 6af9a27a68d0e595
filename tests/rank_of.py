"""Where a question's rule ranks among what a judge's search box shows (RulesDB.find): the measure the
tests of a ranking mechanism compare with the mechanism and without it."""

from typed_forms import RELEASE


def rank_of(db, question: str, rule: str) -> int | None:
    """1-based rank of the current release's `rule` among the exact matches and hits, else None."""
    found = db.find(question)
    addresses = [h["address"] for h in [*found["exact"], *found["hits"]]]
    return addresses.index(f"{RELEASE}/{rule}") + 1 if f"{RELEASE}/{rule}" in addresses else None
