"""The addresses the engine cites in its trace: one place, so a test can check each one exists in the model.

Timing steps come from the Rules Reference (`ffg-rr-1.0/timing/run/3.1`), rules from the NISEI
Comprehensive Rules v1.6 (`nisei-cr-1.6/1.10.3c`), glossary terms from the Rules Reference.
"""

from __future__ import annotations

RR = "ffg-rr-1.0"
CR = "nisei-cr-1.6"


def step(structure: str, number: str) -> str:
    """The address of a Rules Reference timing step, e.g. step("run", "3.1")."""
    return f"{RR}/timing/{structure}/{number}"


def rule(number: str) -> str:
    """The address of a Comprehensive Rules rule, e.g. rule("1.10.3c")."""
    return f"{CR}/{number}"


def term(slug: str) -> str:
    """The address of a Rules Reference glossary term, e.g. term("bypass")."""
    return f"{RR}/term/{slug}"


# Glossary terms and rules, named for what they justify.
TRIGGER_STEPS = term("abilities/trigger-steps")
CONDITIONAL = term("abilities/conditional-abilities")
PAID_ABILITIES = term("abilities/paid-abilities")
USING_ABILITIES = term("abilities/using-abilities")
BYPASS = term("bypass")
CANNOT = rule("1.2.2")
CANNOT_ALL = rule("1.2.2a")
SPEND = rule("1.10.3c")
CREDITS_ON_CARDS = rule("1.10.4")
RECURRING = rule("1.10.5c")
CREDIT_POOL = term("credit-pool")
COST = term("cost")
NESTED_COST = term("cost/nested-costs")
ADDITIONAL_COST = term("cost/additional-costs")
IF_ABLE = term("if-able")
MUST = term("must")
ENCOUNTER = term("encounter")
PASS = term("pass")
STRENGTH = term("strength")
ICEBREAKER = term("icebreaker")
SUBROUTINE = term("subroutine")
DAMAGE = term("damage")
FLATLINE = term("flatline")
WINNING = rule("1.7.2")
TRACE = term("trace")
TAG = term("tag")
STEAL = term("steal")
SCORE_SEVEN = rule("1.17.2")
ACCESSING = term("accessing")
TRASH = term("trash")
TRASH_COST = term("trash-cost")
REZ = term("rez")
JACK_OUT = term("jack-out")
SWAP = term("swap")
RUN = term("run")
BAD_PUBLICITY = term("bad-publicity")
OBJECT = rule("1.12.1")
SAME_OBJECT = rule("1.12.4")
NEW_OBJECT = rule("1.12.6")
ACTIVE = rule("1.8.3")
CHECKPOINT_AFTER_COST = rule("1.16.3")
CLICKS = rule("1.11.3")
MEMORY = rule("1.20.2")
ICEBREAKERS = rule("3.9.5g")  # strength at least the ice's
BREAKER_SUBTYPE = rule("3.9.5h")
BOOST_FOR_ENCOUNTER = rule("3.9.5b")
BOOST_FOR_RUN = rule("3.9.5c")
ICE_STRENGTH = rule("3.4.4")
PLAY_EVENT = rule("3.7.1")
INSTALL_PROGRAM = rule("3.9.2")
DRAW = rule("1.8.5")

ALL = tuple(value for name, value in sorted(globals().items())
            if name.isupper() and isinstance(value, str) and "/" in value)
