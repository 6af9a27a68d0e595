"""The Rules Reference's icon glyph noise mapped to the plaintext icon forms."""

from rulesdb.normalize import Draft


def replace_glyph_noise(draft: Draft) -> Draft:
    return draft
