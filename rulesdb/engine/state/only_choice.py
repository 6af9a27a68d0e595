"""A choice the rules leave to one option: the engine makes it, and the trace says so.

A choice the rules require (a target an instruction needs, cr/rule_announce_targets; the card a cost is paid with;
an effect a "must" ability picks, cr/rule_mandatory_choice) with one legal option leaves the player nothing to
decide: it is taken without asking, and the trace records the step ("Azef Protocol's only target is Palisade.").
An answer a file gives is still read, and must name that option. A "may" choice is never made this way: it has
two answers, use or don't.
"""

from __future__ import annotations

from typing import Any

from rulesdb.engine.state.game import Game


def ask_must(game: Game, name: str, options: list[str], player: str, cite: str, *, whole: bool = False,
             **kwargs: Any) -> Any:
    """The answer to the mandatory choice `name` among `options` (as `Decider.ask`); with one option, that option,
    the trace citing `cite` for why it is the only one. `whole`: the choice takes as many cards as there are options
    ("Swap 2 installed pieces of ice" with 2 installed), so all of them are the one answer (a list). The question's
    `notes` (why a card the judge might expect is not an option) go into that step, as no question shows them."""
    value = game.decider.ask(name, options, player, must=True, whole=whole, **kwargs)
    if len(options) == 1 or (whole and options):
        notes = kwargs.get("notes") or []
        left = f" Not an option: {'; '.join(notes)}." if notes else ""
        game.trace.add(only_step(name, " and ".join(options)) + left, cite)
    return value


# what a decision's last word(s) ask for, said in the step: "Eminent Domain install" asks for a card to install
_WHAT = {"install where": "place to install", "install": "card to install", "shuffle": "card to shuffle",
         "archives": "card in Archives to shuffle"}


def only_step(name: str, option: str) -> str:
    """The step that says a choice had one option: "Azef Protocol target" -> "Azef Protocol's only target is X.";
    "Priority Construction install where" -> "Priority Construction's only place to install is new remote."."""
    said = option if option.endswith(".") else f"{option}."  # a subroutine's text ends its own sentence
    for asked, what in _WHAT.items():
        if name.endswith(f" {asked}"):
            return f"{name[:-len(asked) - 1]}'s only {what} is {said}"
    subject, _, what = name.rpartition(" ")
    return f"{subject}'s only {what} is {said}" if subject else f"The only option to {name} is {said}"
