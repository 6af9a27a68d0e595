"""Safe rendering: icons as labelled symbols, escaped source text, sanitised snippets, Markdown."""

import re

from webapp.render import icons, markdown, rich, snippet


def test_credit_and_click_icons_become_labelled_symbols_keeping_the_written_token():
    assert str(icons("Gain 1[c]. Spend [click].")) == (
        'Gain 1<span class="ic" role="img" aria-label="credit" title="credit ([c])">¢</span>. '
        'Spend <span class="ic" role="img" aria-label="click" title="click ([click])">⟳</span>.'
    )


def test_every_canonical_icon_has_a_label():
    html = str(icons("[c] [click] [recurring] [link] [MU] [sub] [trash] [interrupt]"))
    labels = [
        "credit",
        "click",
        "recurring credit",
        "link",
        "memory unit",
        "subroutine",
        "trash",
        "interrupt",
    ]
    assert [f'aria-label="{label}"' in html for label in labels] == [True] * 8
    assert "[" not in re.sub(r'title="[^"]*"', "", html)


def test_source_text_is_escaped_before_icons_are_added():
    assert str(icons("<b>Trash</b> & [trash]")) == (
        '&lt;b&gt;Trash&lt;/b&gt; &amp; <span class="ic" role="img" aria-label="trash" '
        'title="trash ([trash])">trash</span>'
    )


def test_rich_text_splits_paragraphs_and_links_a_written_reference_once():
    html = str(
        rich(
            "See rule 1.10.4 and rule 1.10.4.\n\nNext <i>", {"rule 1.10.4": "/nisei-cr-1.6/1.10.4"}
        )
    )
    assert html == (
        '<p>See <a href="/nisei-cr-1.6/1.10.4">rule 1.10.4</a> and rule 1.10.4.</p>'
        "<p>Next &lt;i&gt;</p>"
    )


def test_rich_text_keeps_single_line_breaks():
    assert str(rich("one\ntwo")) == "<p>one<br>two</p>"


def test_snippet_keeps_highlights_and_strips_scripts_and_attributes():
    html = str(
        snippet(
            '<b class="match term0">Bypass</b> <script>alert(1)</script>'
            "<img src=x onerror=alert(1)>ice"
        )
    )
    assert html == "<b>Bypass</b> ice"


def test_markdown_is_rendered_then_sanitised():
    html = str(markdown("**Chum** then <script>alert(1)</script> [x](javascript:alert(1))"))
    assert "<strong>Chum</strong>" in html
    assert "<script" not in html and "javascript:" not in html
