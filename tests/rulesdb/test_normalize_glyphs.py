"""The Rules Reference glyph stage: each glyph to its icon as the document's Symbols section defines it."""

import pytest

from rulesdb.normalize import Draft
from rulesdb.normalize.glyphs import map_glyphs, replace_glyph_noise, window_markers


def mapped(text: str) -> str:
    result, unmapped = map_glyphs(text)
    assert unmapped == []
    return result


@pytest.mark.parametrize(
    "noisy, clean",
    [
        # Symbols: \emptyset stands for credit there ...
        (
            r'\emptyset : This symbol stands for *credit*. It appears as $1\emptyset$, which means "one credit."',
            '[c]: This symbol stands for *credit*. It appears as 1[c], which means "one credit."',
        ),
        # ... but under Click the same glyph is a click, and the sentence says so.
        (
            r"A click (\emptyset) is the basic unit of work.",
            "A click ([click]) is the basic unit of work.",
        ),
        (
            r'such as \emptyset \emptyset , or by a numeral and symbol, such $2\emptyset$, both meaning "two clicks."',
            'such as [click] [click], or by a numeral and symbol, such 2[click], both meaning "two clicks."',
        ),
        (
            r"A credit (\lozenge) is the basic unit of currency.",
            "A credit ([c]) is the basic unit of currency.",
        ),
        (r"can spend \oslash to gain $1 \lozenge$ during", "can spend [click] to gain 1[c] during"),
        ("- ②: This symbol stands for *click*.", "- [click]: This symbol stands for *click*."),
        ("(default @@@@)", "(default [click][click][click][click])"),
        (
            "Link (回) is a value ... such as 1回, which",
            "Link ([link]) is a value ... such as 1[link], which",
        ),
        (
            r"\boxdot : This symbol stands for *link*, such as $1\boxdot$.",
            "[link]: This symbol stands for *link*, such as 1[link].",
        ),
        (
            'T国: This symbol stands for *memory unit*, such as 国,which means "2 memory units."',
            '[MU]: This symbol stands for *memory unit*, such as 2[MU], which means "2 memory units."',
        ),
        (
            'such as +23, which means "plus 2 memory units."',
            'such as +2[MU], which means "plus 2 memory units."',
        ),
        ("→: This symbol stands for *subroutine*", "[sub]: This symbol stands for *subroutine*"),
        (r"Subroutines (\hookrightarrow) are", "Subroutines ([sub]) are"),
        (
            r"subroutines ($\stackrel{}{\mapsto}$) in its text box",
            "subroutines ([sub]) in its text box",
        ),
        (r'Ichi 1.0 has "\rightarrow Trash 1 program."', 'Ichi 1.0 has "[sub] Trash 1 program."'),
        (
            'a subroutine that says "In The Runner trashes 1 program."',
            'a subroutine that says "[sub] The Runner trashes 1 program."',
        ),
        ('such as "€: Draw 2 cards,"', 'such as "[trash]: Draw 2 cards,"'),
        (r"as indicated by the \blacksquare symbol", "as indicated by the [trash] symbol"),
        ("Recurring credits (⑤) are placed", "Recurring credits ([recurring]) are placed"),
        (
            "The Corp's recurring credits ('⑤) refill.",
            "The Corp's recurring credits ([recurring]) refill.",
        ),
        (
            "The Runner's recurring credits (*⑥) refill.",
            "The Runner's recurring credits ([recurring]) refill.",
        ),
        (
            "The Runner's recurring credits (🔊) refill.",
            "The Runner's recurring credits ([recurring]) refill.",
        ),
        (
            r"The Corp's recurring credits (**\varphi*) refill.",
            "The Corp's recurring credits ([recurring]) refill.",
        ),
        (r"such as 1 *\vec{\text{\text{0}}}, which", "such as 1[recurring], which"),
    ],
)
def test_symbols_glyph_becomes_its_icon(noisy, clean):
    assert mapped(noisy) == clean


@pytest.mark.parametrize(
    "noisy, clean",
    [
        (" - Ø: Gain 10.", " - [click]: Gain 1[c]."),
        (" - Ø: Gain 1∅.", " - [click]: Gain 1[c]."),
        (" - Ø: Gain 1ℚ.", " - [click]: Gain 1[c]."),
        (" - Ø, 10: Advance 1 installed card.", " - [click], 1[c]: Advance 1 installed card."),
        (" - Ø, 2♥: Remove 1 tag.", " - [click], 2[c]: Remove 1 tag."),
        (
            " - Ø, Ø, Ø: Purge virus counters.",
            " - [click], [click], [click]: Purge virus counters.",
        ),
        (" - **②**: Make a run.", " - [click]: Make a run."),
        (
            " - Trigger a @ ability on an active card (cost varies).",
            " - Trigger a [click] ability on an active card (cost varies).",
        ),
    ],
)
def test_action_list_costs_are_clicks_and_credits(noisy, clean):
    assert mapped(noisy) == clean


@pytest.mark.parametrize(
    "noisy, clean",
    [
        (
            "Advancing is the action of spending @ and 10 to put",
            "Advancing is the action of spending [click] and 1[c] to put",
        ),
        (
            "the Runner gains 10 at the beginning of each run",
            "the Runner gains 1[c] at the beginning of each run",
        ),
        ("If the Runner only has 40, they must", "If the Runner only has 4[c], they must"),
        (
            "no installed cards but 30, then the Runner must choose to lose 20.",
            "no installed cards but 3[c], then the Runner must choose to lose 2[c].",
        ),
        (
            "they can spend 0, 0, 0 as an action to purge",
            "they can spend [click], [click], [click] as an action to purge",
        ),
        (
            "the Corp has \ufffd\ufffd\ufffd to spend on performing actions",
            "the Corp has [click][click][click] to spend on performing actions",
        ),
        (
            "takes actions until they have no (2) remaining.",
            "takes actions until they have no [click] remaining.",
        ),
        (" - This does not spend .", " - This does not spend [click]."),
        ("The Runner loses unspent .", "The Runner loses unspent [click]."),
        (
            " - Trigger a ability on an active card",
            " - Trigger a [click] ability on an active card",
        ),
        (
            "Some cards have a unique symbol (*) in front of their title.",
            "Some cards have a unique symbol (◆) in front of their title.",
        ),
    ],
)
def test_glyph_read_as_a_letter_or_lost_is_restored_from_context(noisy, clean):
    assert mapped(noisy) == clean


@pytest.mark.parametrize(
    "plain",
    [
        "45 to 49 cards requires 20 or 21 agenda points.",
        "If the first subroutine on Fairchild 2.0 resolves",
        "The Corp chooses how many times this loop occurs, say 2,157 times.",
        "All subroutines (including 0) on the ice bypassed are not broken.",
        "A 66 card deck requires 6 additional agenda points (2 at 55, 2 at 60, and 2 at 65 cards).",
    ],
)
def test_real_numbers_and_ordinary_text_are_left_alone(plain):
    assert mapped(plain) == plain


@pytest.mark.parametrize(
    "original, windows, text",
    [
        (
            "Players may use paid abilities (**U**). The Corp may rez nonice cards (**(*)**).",
            ("paid-abilities", "rez-non-ice"),
            "Players may use paid abilities. The Corp may rez nonice cards.",
        ),
        (
            "Players may use paid abilities (**(U)**). The Corp may rez non-ice cards (**(*)**) and score agendas (**(!i)**).",
            ("paid-abilities", "rez-non-ice", "score-agendas"),
            "Players may use paid abilities. The Corp may rez non-ice cards and score agendas.",
        ),
        (
            "Players may use paid abilities (). The Corp may rez nonice cards () and score agendas ().",
            ("paid-abilities", "rez-non-ice", "score-agendas"),
            "Players may use paid abilities. The Corp may rez nonice cards and score agendas.",
        ),
        (
            r"players may use paid abilities (*\mathbb{O}), the Corp may score agendas (*\mathbb{I}_1).",
            ("paid-abilities", "score-agendas"),
            "players may use paid abilities, the Corp may score agendas.",
        ),
        (
            "players may use paid abilities (1), the Corp may rez non-ice cards (1)",
            ("paid-abilities", "rez-non-ice"),
            "players may use paid abilities, the Corp may rez non-ice cards",
        ),
        (
            "The Corp may rez nonice cards (**(**)).",
            ("rez-non-ice",),
            "The Corp may rez nonice cards.",
        ),
        (
            "can only be scored during a scoring paid ability window (♣).",
            ("score-agendas",),
            "can only be scored during a scoring paid ability window.",
        ),
        (
            "[2.1] U (paid abilities can be used)",
            ("paid-abilities",),
            "[2.1] (paid abilities can be used)",
        ),
        (
            "Approached ice can be rezzed, U(paid abilities can be used)",
            ("paid-abilities",),
            "Approached ice can be rezzed, (paid abilities can be used)",
        ),
    ],
)
def test_window_markers_are_reported_and_removed(original, windows, text):
    assert window_markers(original) == windows
    assert mapped(original) == text


def test_bold_parenthesis_before_paid_abilities_is_plain():
    assert mapped("The Runner can interact with the ice. **(**paid abilities can be used)") == (
        "The Runner can interact with the ice. (paid abilities can be used)"
    )


def test_text_without_markers_reports_no_window():
    assert window_markers("Some cards have a unique symbol (*) in front of their title.") == ()


@pytest.mark.parametrize(
    "noisy, text, unmapped",
    [
        (
            "found in the lower right corner () of assets",
            "found in the lower right corner of assets",
            ["()"],
        ),
        (": Indicates a paid ability window", "Indicates a paid ability window", ["(lost icon):"]),
        (r"worth \weird{x} credits", "worth  credits", [r"\weird{x}"]),
        # A sentence naming two icons cannot decide what its ambiguous glyph is.
        (r"A click or a credit (\emptyset).", "A click or a credit.", [r"\emptyset"]),
    ],
)
def test_noise_no_rule_maps_is_removed_and_reported(noisy, text, unmapped):
    assert map_glyphs(noisy) == (text, unmapped)


def test_stage_records_unmapped_noise_on_the_draft():
    draft = replace_glyph_noise(Draft("Gain 1回 and \\odd{}."))
    assert (draft.text, draft.unmapped) == ("Gain 1[link] and .", ["\\odd{}"])
