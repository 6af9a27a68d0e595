"""The emphasis stage: Markdown removed, icons kept in their plaintext form, card names and defined terms told apart."""

import pytest

from rulesdb.normalize import Draft, clean
from rulesdb.normalize.emphasis import defined_terms, marks_change, strip_markdown, title_case

TEXT_CASES = [
    ("*These rules are compatible with cards from the game ANDROID: NETRUNNER.*",
     "These rules are compatible with cards from the game ANDROID: NETRUNNER."),
    ("a **maximum** deck size", "a maximum deck size"),
    ("*Example: a **DIESEL** and 2[c].*", "Example: a Diesel and 2[c]."),
    ("a unique symbol (*) before the title, as on (*) cards", "a unique symbol (*) before the title, as on (*) cards"),
    ("Welcome to the *Android: Netrunner* Rules Reference", "Welcome to the Android: Netrunner Rules Reference"),
    ("an _italic_ word but Playful_EE and The_Little_Bug keep theirs",
     "an italic word but Playful_EE and The_Little_Bug keep theirs"),
    ("See [section 1.10](#) for rules about credits.", "See section 1.10 for rules about credits."),
    ("The symbol [c](plaintext: [c]) stands for “credit”.", "The symbol [c] (plaintext: [c]) stands for “credit”."),
    ("The symbol [interrupt] (plaintext: [interrupt]) stands for",
     "The symbol [interrupt] (plaintext: [interrupt]) stands for"),
    ("Credit tokens most commonly represent 1[c]each, but", "Credit tokens most commonly represent 1[c] each, but"),
    ("The Corp receives 3[click]on each of their turns.", "The Corp receives 3[click] on each of their turns."),
    ('uses the basic action "[Click]: Play an operation."', 'uses the basic action "[click]: Play an operation."'),
    ("such as [click][click], or 2[click], or +1[MU] and [trash]: Draw",
     "such as [click][click], or 2[click], or +1[MU] and [trash]: Draw"),
]


@pytest.mark.parametrize("source, expected", TEXT_CASES, ids=[c[0][:30] for c in TEXT_CASES])
def test_markdown_is_removed_and_icons_kept(source, expected):
    assert strip_markdown(Draft(source)).text == expected


CARD_CASES = [
    (("Example 3: The Runner must use credits from GHOST RUNNER if this is the only way for them to pay 3[c] "
     "when resolving the \"when encountered\" ability on TOLLBOOTH."), ("Ghost Runner", "Tollbooth")),
    ("*Example: The Runner has a **DIESEL** and a **PROCESS AUTOMATION** in their grip.*",
     ("Diesel", "Process Automation")),
    ("Example 3: The Runner is playing ARMAND “GEIST” WALKER and has FORGER installed.",
     ("Armand “Geist” Walker", "Forger")),
    ("Example 1: The Corp has LIQUIDATION in HQ and a card in R&D.", ("Liquidation",)),
    ("Example: If a subroutine on DNA TRACKER resolves", ("DNA Tracker",)),
    ("Example: The Corp plays BOOM!, dealing 7 meat damage to the Runner.", ("Boom!",)),
    ("Example: The Runner cannot use LLDS Energy Regulator to prevent it.", ()),
    ("One Corp identity, **JINTEKI BIOTECH: LIFE IMAGINED**, has the ability", ("Jinteki Biotech: Life Imagined",)),
    ("Two cards, **REBIRTH** and **DJ FENRIS**, make use of identity cards", ("Rebirth", "DJ Fenris")),
    ("A CREDIT ([c]) is the basic unit of currency.", ()),
    ("Each player has a CREDIT POOL where they keep a supply of credit tokens", ()),
    ("If a player is instructed to SPEND or PAY credits", ()),
    ("RECURRING CREDITS ([recurring]) place credits on a card repeatedly.", ()),
    ("COUNTERS and TOKENS are game pieces", ()),
    ("Cards in the play area are either FACEUP or FACEDOWN.", ()),
    ("There are **highlighted in orange** changes", ()),
]


@pytest.mark.parametrize("source, cards", CARD_CASES, ids=[c[0][:30] for c in CARD_CASES])
def test_card_names_are_recorded_in_title_case_but_defined_terms_are_not(source, cards):
    assert clean(source, "nisei-cr").cards == cards


TERM_CASES = [
    ("- 1.10.1 A CREDIT ([c]) is the basic unit of currency.", ("Credit",)),
    ("- a. A player GAINS credits whenever credits enter their credit pool from any location.", ("Gains",)),
    ("- b. If a player is instructed to LOSE credits, that player is forced", ("Lose",)),
    ("c. To SPEND or PAY credits, a player puts", ("Spend", "Pay")),
    ("1.10.2 Each player has a CREDIT POOL where they keep", ("Credit Pool",)),
    ("- a. RECURRING CREDITS ([recurring]) place credits on a card repeatedly.", ("Recurring Credits",)),
    ("- 1.11.1 A CLICK ([click]) is the basic unit of activity.", ("Click",)),
    ("- 1.9.1 COUNTERS and TOKENS are game pieces", ("Counters", "Tokens")),
    ("1.14.2. The CONTROLLER OF AN OBJECT is the player responsible for that object.", ("Controller of an Object",)),
    ("1.20.1. A MEMORY UNIT (MU) is a space available to the Runner", ("Memory Unit",)),
    ("1.14.4. The CONTROLLER OF AN\nABILITY is the player responsible", ("Controller of an Ability",)),
    ("1.5.2 One Corp identity, **JINTEKI BIOTECH: LIFE IMAGINED**, has the ability", ()),
    ("a. Cards are inactive in R&D, HQ, Archives, the heap", ()),
    ("It always appears with a numeral, such as 2[MU].", ()),
]


@pytest.mark.parametrize("original, terms", TERM_CASES, ids=[c[0][:30] for c in TERM_CASES])
def test_capitalised_words_in_a_rule_are_the_terms_it_defines(original, terms):
    assert defined_terms(original) == terms


@pytest.mark.parametrize("original, changed", [
    ("- 1.8.5 **For a player to DRAW 1 or more cards is to take that many cards.**", True),
    ("the player **playing** Adam", True),
    ("Two cards, **REBIRTH** and **DJ FENRIS**, make use", False),
    ("No emphasis at all", False),
])
def test_bold_prose_marks_a_change_but_a_bold_card_name_does_not(original, changed):
    assert marks_change(original) is changed


@pytest.mark.parametrize("name, title", [
    ("GHOST RUNNER", "Ghost Runner"), ("THE FUTURE PERFECT", "The Future Perfect"),
    ("MIRRORMORPH: ENDLESS ITERATION", "Mirrormorph: Endless Iteration"),
    ("JEEVES MODEL BIOROIDS", "Jeeves Model Bioroids"), ("CONTROLLER OF AN OBJECT", "Controller of an Object"),
])
def test_title_case_of_capitalised_names(name, title):
    assert title_case(name) == title
