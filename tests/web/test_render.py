"""Safe rendering: icons as labelled symbols, escaped source text, sanitised snippets, Markdown."""

import re

from markupsafe import Markup

from rulesdb.web.render import icons, markdown, plain, rich, snippet

CREDIT_SVG = (
    '<span class="ic" role="img" aria-label="credit" title="credit ([c])">'
    '<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="'
)


def test_credit_and_click_icons_become_labelled_drawings_keeping_the_written_token():
    html = str(icons("Gain 1[c]. Spend [click]."))
    assert html.startswith("Gain 1" + CREDIT_SVG)
    assert '<span class="ic-t">[c]</span></span>. Spend <span class="ic" role="img" aria-label="click"' in html
    assert html.endswith('<span class="ic-t">[click]</span></span>.')


def test_every_canonical_icon_has_a_label_a_drawing_and_its_code_as_hidden_text():
    codes = ["[c]", "[click]", "[recurring]", "[link]", "[MU]", "[sub]", "[trash]", "[interrupt]"]
    html = str(icons(" ".join(codes)))
    labels = ["credit", "click", "recurring credit", "link", "memory unit", "subroutine", "trash", "interrupt"]
    assert re.findall(r'aria-label="([^"]+)"', html) == labels
    assert re.findall(r'<span class="ic-t">([^<]+)</span>', html) == codes
    assert len(set(re.findall(r'<path d="([^"]+)"', html))) == 8
    # outside the hidden code and the tooltip, no code is left in the markup
    assert "[" not in re.sub(r'title="[^"]*"|<span class="ic-t">[^<]*</span>', "", html)


def test_source_text_is_escaped_before_icons_are_added():
    html = str(icons("<b>Trash</b> & [trash]"))
    assert html.startswith('&lt;b&gt;Trash&lt;/b&gt; &amp; <span class="ic" role="img" aria-label="trash" ')
    assert html.count("<") == 7  # <span><svg><path/></svg><span>[trash]</span></span>: the icon only


def test_plain_writes_icon_codes_as_words_counting_credits():
    assert plain("Gain 3[c]. Pay 1[c] and [click]: [interrupt] 2 [MU]") == (
        "Gain 3 credits. Pay 1 credit and click: interrupt 2 memory units"
    )
    assert str(plain(Markup("Tom &amp; 3[c]"))) == "Tom &amp; 3 credits"


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


def test_a_defined_term_is_marked_where_the_source_marks_it_and_nowhere_else():
    from rulesdb.web.render import mark_terms

    html = 'Runners run. A <a href="/x/run">run</a> ends; the run [click] ends.'
    assert mark_terms(html, ["run", "run"]) == (
        'Runners <span class="term">run</span>. A <a href="/x/run"><span class="term">run</span></a> ends;'
        " the run [click] ends."
    )
    assert mark_terms("end the run", ["end the run", "run"]) == '<span class="term">end the run</span>'
    assert mark_terms("R&amp;D", ["amp"]) == "R&amp;D"
