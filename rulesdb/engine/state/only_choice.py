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
             unit: str = "", **kwargs: Any) -> Any:
    """The answer to the mandatory choice `name` among `options` (as `Decider.ask`); with one option, that option,
    the trace citing `cite` for why it is the only one. `whole`: the choice takes as many cards as there are options
    ("Swap 2 installed pieces of ice" with 2 installed), so all of them are the one answer (a list); a card named
    once for each of its `unit` ("virus counter": The Nihilist) is said by them (`joined`). The question's `notes`
    (why a card the judge might expect is not an option) go into that step, as no question shows them."""
    value = game.decider.ask(name, options, player, must=True, whole=whole, **kwargs)
    if len(options) == 1 or (whole and options):
        notes = kwargs.get("notes") or []
        left = f" Not an option: {'; '.join(notes)}." if notes else ""
        game.trace.add(only_step(name, joined(options, unit), plural=len(options) > 1) + left, cite)
    return value


def joined(options: list[str], unit: str = "") -> str:
    """Options said as a judge says them, a card named more than once said once: "Cache and Medium"; with a `unit`,
    what each naming stands for: "both virus counters on The Nihilist", "the virus counters on Cache (2) and
    Medium (1)"; without one, "Ice Wall twice"."""
    times = dict.fromkeys(options, 0)
    for option in options:
        times[option] += 1
    if unit and len(times) == 1:
        [(title, n)] = times.items()
        return f"{'both' if n == 2 else f'the {n}'} {unit}s on {title}" if n > 1 else f"the {unit} on {title}"
    if unit and len(times) < len(options):
        return f"the {unit}s on " + " and ".join(f"{title} ({n})" for title, n in times.items())
    if unit:
        return f"the {unit}s on " + " and ".join(times)
    return " and ".join(title if n == 1 else f"{title} twice" if n == 2 else f"{title} {n} times"
                        for title, n in times.items())


def ask_server(game: Game, title: str, options: list[str], player: str, cite: str = "", *, must: bool = True) -> str:
    """The server `title`'s ability has `player` choose ("Choose a server", "Run a remote server", "move this upgrade
    to the root of another server"): not a target, as only objects and subroutines are (cr/rule_object_subroutine_
    targets), so asked as "<card> server" and, left one, said "<card>'s only choice of server is HQ."; "<card>
    target", the name it was once asked by, still answers. `must`: a mandatory choice (`cite` says why)."""
    from rulesdb.engine.state.decisions import normalise_key
    decider, name, was = game.decider, f"{title} server", f"{title} target"
    n = decider.asked.get(normalise_key(name), 0) + 1
    once = (f"{was} #{n}", was)  # the n-th time, as "<card> target (n)" once answered it

    def given(key: str) -> bool:
        return any(k == key or k.startswith(f"{key} #") for k in decider.answers)
    old = given(normalise_key(was)) and not given(normalise_key(name))
    chosen = ask_must(game, name, options, player, cite, general=once) if must else \
        decider.ask(name, options, player, general=once)
    if old:  # answered by the old name: the card's next "<card> target" is its second, "#2", as it was then
        decider.asked[normalise_key(was)] = decider.asked.get(normalise_key(was), 0) + 1
    return chosen


# what a decision's last word(s) ask for, said in the step: "Eminent Domain install" asks for a card to install
_WHAT = {"install where": "place to install", "install": "card to install", "shuffle": "card to shuffle",
         "archives": "card in Archives to shuffle", "server": "choice of server"}


def only_step(name: str, option: str, plural: bool = False) -> str:
    """The step that says a choice had one option: "Azef Protocol target" -> "Azef Protocol's only target is X.";
    "Priority Construction install where" -> "Priority Construction's only place to install is new remote."; with
    `plural` (the one answer is several: "whole"), "The Nihilist's only targets are ..."."""
    said = option if option.endswith(".") else f"{option}."  # a subroutine's text ends its own sentence
    verb = "s are" if plural else " is"
    for asked, what in _WHAT.items():
        if name.endswith(f" {asked}"):
            return f"{name[:-len(asked) - 1]}'s only {what}{verb} {said}"
    subject, _, what = name.rpartition(" ")
    return f"{subject}'s only {what}{verb} {said}" if subject else f"The only option to {name} is {said}"
