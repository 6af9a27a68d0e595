"""A QR code as SVG, to hand a ruling's link to the players' phones. Only this module imports segno
(pure Python, no dependencies): swapping the encoder costs this file."""

from __future__ import annotations

import io

import segno
from segno import DataOverflowError

from rulesdb.errors import BadQuery


def qr_svg(text: str, field: str = "s") -> bytes:
    """The SVG of a QR code holding `text`; BadQuery naming `field` when no QR code can hold it."""
    try:
        code = segno.make(text, error="l", micro=False)
    except DataOverflowError:
        raise BadQuery(f"{field}: {len(text):,} characters is more than a QR code holds; copy the link") from None
    out = io.BytesIO()
    code.save(out, kind="svg", scale=4, border=2, xmldecl=False, title="Link to this situation")
    return out.getvalue()
