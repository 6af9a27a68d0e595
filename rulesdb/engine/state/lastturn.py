"""What the Runner did during their last turn, for restrictions such as "Play only if the Runner made
a run during their last turn" (cr/rule_restriction).

The engine knows only the turns a scenario plays: when the Runner's last turn came before the
scenario began, what happened in it is unknown, and the engine says so rather than guess.
"""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import FIRST_TIME, refuse_unknown, unless_none_earlier


def runs_in_runners_last_turn(game: Game) -> list[dict] | None:
    """The run records of the Runner's last turn, or None when that turn is before the scenario."""
    turn = game.turn
    last = turn.number - 1 if turn.active == "corp" else turn.number - 2
    if last < 1:
        return None
    return [run for run in game.runs if run["turn"] == last]


def runner_ran_last_turn(successful: bool = False, unsuccessful: bool = False):
    """A `playable` check: "Play only if the Runner made a (successful / an unsuccessful) run during their
    last turn"."""
    what = "a successful run" if successful else "an unsuccessful run" if unsuccessful else "a run"

    def reason(game: Game, card) -> str:
        runs = runs_in_runners_last_turn(game)
        if runs is None:
            return (f"it needs the Runner to have made {what} during their last turn, which came before the "
                    "scenario began, so the engine cannot know (play a Runner turn first)")
        wanted = "successful" if successful else "unsuccessful" if unsuccessful else None
        made = [r for r in runs if wanted is None or r["outcome"] == wanted]
        if not unless_none_earlier(game, made, card, f"the Runner made {what} during their last turn",
                                   runners_last_turn(game)):
            return f"the Runner did not make {what} during their last turn"
        return ""
    return reason


# --- what happened, turn by turn ----------------------------------------------------------------------
REMEMBERED = ("stolen", "trashed", "install", "scored", "played", "advanced", "clicks-spent",
              "trashed-from-grip-or-stack", "played-card-trashed",  # effects.pile_trash's trashes
              "credits-spent")  # effects.costs: "install a card without spending credits" (Bling)


def remember(game: Game, kind: str, subject, info: dict) -> None:
    """Note a steal, a trash, an install, a score, a play or an advance with the turn it happened in
    (events.emit calls it)."""
    by = info.get("by", "")
    game.history.append((game.turn.number, kind, subject, by))
    if kind == "trashed" and info.get("installed"):  # "if you trashed any of your installed cards this turn"
        game.history.append((game.turn.number, "trashed installed", subject, by))


def happened(game: Game, turn: int, kind: str, *, by: str = "", owner: str = "") -> list:
    """The cards `kind` happened to during `turn` (trashed `by` a player, cards of `owner`)."""
    return [subject for number, what, subject, who in game.history
            if number == turn and what == kind and (not by or who == by)
            and (not owner or (subject is not None and subject.owner == owner))]


def runners_last_turn(game: Game) -> int:
    """The number of the Runner's most recent turn before this one (turns alternate)."""
    return game.turn.number - (1 if game.turn.active == "corp" else 2)


def runner_stole_last_turn(also_trashed: bool = False):
    """A `playable` check: "Play only if the Runner stole an agenda (or trashed a Corp card) during
    their last turn" (cr/rule_restriction), read from the game's history."""
    what = "stole or trashed a Corp card" if also_trashed else "stole an agenda"

    def reason(game: Game, card) -> str:
        last = runners_last_turn(game)
        if last < 1:
            return (f"it needs to know whether the Runner {what} during their last turn, which came before the "
                    "scenario began, so the engine cannot know (play a Runner turn first)")
        done = happened(game, last, "stolen")
        if also_trashed:
            done += happened(game, last, "trashed", by="runner", owner="corp")
        deed = "steal or trash a Corp card" if also_trashed else "steal an agenda"
        if not unless_none_earlier(game, done, card, f"the Runner {what} during their last turn", last):
            return f"the Runner did not {deed} during their last turn"
        return ""
    return reason


def installed_this_turn(game: Game, card, *, asking) -> bool:
    """Whether this card (its first object) was installed during this turn, as the card `asking` asks it: on a board
    that starts after an action of the turn, a card not installed in the scenario may have been earlier."""
    found = [s for s in happened(game, game.turn.number, "install") if s is not None
             and s.first_object == card.first_object]
    return bool(unless_none_earlier(game, found, asking, f"{card.title} was installed this turn"))


# --- "the first time each turn": counted from the start of the turn ----------------------------------
def first_each_turn(game: Game, event, matches, kinds: tuple[str, ...] = ()) -> bool:
    """"The first time each turn X": `event` meets X (`matches(game, event)`) and no earlier event of this
    turn did, whether or not the card asking was installed or active then (an ordinal trigger condition
    reads the game's history, cr/rule_trigger_condition, cr/rule_previous_object). `kinds` names the
    event kinds X can be, when more than `event`'s own (Keiko: an install or credits spent)."""
    kinds = kinds or (event.kind,)
    for past in game.turn.events:
        if past.kind in kinds and matches(game, past):
            if past is event:
                _earlier_turn_known(game)
            return past is event
    return False


def _earlier_turn_known(game: Game) -> None:
    """Refuse to call an event the first of its turn when the scenario starts after an action of that turn; the
    condition's caller names the card asking (midturn.naming)."""
    refuse_unknown(game, "", FIRST_TIME)


def runner_trashed_corp_card(game: Game, event) -> bool:
    """A "trashed" event: the Runner trashed a Corp card ("the first time each turn you trash a Corp card")."""
    trashed = event.subject
    return event.info.get("by") == "runner" and trashed is not None and trashed.owner == "corp"


def virus_program_installed(game: Game, event) -> bool:
    """An "install" event: the Runner installed a virus program."""
    installed = event.subject
    return (installed is not None and installed.owner == "runner" and installed.card.facts.type == "program"
            and game.has_subtype(installed, "virus"))


def any_event(game: Game, event) -> bool:
    """Every event of the kind asked ("the first time each turn a run begins")."""
    return True


def stole_or_trashed_corp_card(game: Game, event) -> bool:
    """A "stolen" event, or the Runner trashed a Corp card ("steals or trashes a Corp card")."""
    return event.kind == "stolen" or runner_trashed_corp_card(game, event)


def note_imminent(game: Game, imminent) -> None:
    """Keep an effect that became imminent (an interrupt window opened for it) among this turn's events."""
    from rulesdb.engine.state.events import Event
    game.turn.events.append(Event(f"would {imminent.event}", imminent.target, {"imminent": imminent}))


def first_would_each_turn(game: Game, imminent, matches) -> bool:
    """"The first time each turn you would X": `imminent` is the first X this turn that became imminent and
    `matches(game, imminent)`, prevented or not (cr/rule_ordinal_would)."""
    for past in game.turn.events:
        if past.kind == f"would {imminent.event}" and matches(game, past.info["imminent"]):
            if past.info["imminent"] is imminent:
                _earlier_turn_known(game)
            return past.info["imminent"] is imminent
    return False
