"""Markdown emphasis and links removed from text, with emphasised card names recorded. (Owned by the CR parser work.)"""

from rulesdb.normalize import Draft


def strip_markdown(draft: Draft) -> Draft:
    return draft
