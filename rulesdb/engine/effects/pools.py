"""What players and cards hold: credits gained, clicks lost, tags given or removed, counters placed on cards."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def give_tags(game: Game, n: int, by: str, avoidable: bool = True) -> int:
    """Give the Runner n tags, after an interrupt window that may avoid some (none when the tags
    "cannot be avoided", cr/rule_cannot_be_prevented_restriction); returns tags taken."""
    from rulesdb.engine.effects.interrupts import Imminent, window
    if avoidable:
        n = window(game, Imminent("tags", n, source=by)).remaining
    game.runner.tags += n
    game.trace.add(f"{by} gives the Runner {n} tag{'s' if n != 1 else ''} "
                   f"(now {game.runner.tags}).", cites.TAG, cites.C_TAG)
    tags_taken(game, n)
    return n


def tags_taken(game: Game, n: int) -> None:
    """After the Runner took n tags (given, or taken as a cost): "whenever the Runner takes a tag" abilities meet
    their condition, and the run under way counts them, so its verdict says what was taken beside what was removed."""
    if n:
        _in_run(game, "taken", n)
        emit(game, Event("tags-taken", info={"amount": n}))


def _in_run(game: Game, key: str, n: int) -> None:
    """Count n tags taken or removed ("removed_by_runner" / "removed_by_corp"): in the game's log, with the run under
    way (1, 2...; 0: none), so the verdict says those outside the last run too, and in that run's own record."""
    game.log["tags"].append({"kind": key, "amount": n, "run": len(game.runs) if game.run is not None else 0})
    if game.run is not None and getattr(game.run, "record", None):
        tags = game.run.record["tags"]
        tags[key] = tags.get(key, 0) + n


def tags_removed(game: Game, n: int, by: str) -> None:
    """After n of the Runner's tags were removed (any way: an action, a cost, an effect), `by` the player who
    removed them ("corp" for the Corp's Bigger Picture, Greasing the Palm, IP Enforcement): "whenever a tag is
    removed" abilities meet their condition (Synapse Global), "whenever you remove" ones only for the Runner's
    (Valentina Ferreira Carvalho, Amanuensis, Thunder Art Gallery)."""
    if n:
        _in_run(game, f"removed_by_{by}", n)
        emit(game, Event("tags-removed", info={"amount": n, "by": by}))


def add_counters(game: Game, obj: CardObj, kind: str, n: int, by: str) -> None:
    """Place n counters of a kind on a card (advancement, agenda, power, virus, credit...)."""
    obj.counters[kind] = obj.counters.get(kind, 0) + n
    game.trace.add(f"{by} places {counted(n, kind + ' counter')} on {obj.title} (now "
                   f"{obj.counters[kind]}).", cites.C_COUNTERS)
    if kind == "advancement":
        _advanced_out_of_turn(game, obj, n)
    emit(game, Event("counters-placed", obj, {"kind": kind, "amount": n}))


def _advanced_out_of_turn(game: Game, obj: CardObj, n: int) -> None:
    """An installed agenda brought to its advancement requirement in the Runner's turn (Akhet's subroutine) cannot be
    scored then: the Corp scores only in paid ability windows of its own turn (cr/rule_score_steal). Said, since a
    judge is asked whether it can."""
    from rulesdb.engine.effects.scoring import requirement
    if obj.card.facts.type != "agenda" or game.turn.active == "corp" or not game.is_installed(obj):
        return
    needed = requirement(game, obj)
    if obj.counters["advancement"] >= needed > obj.counters["advancement"] - n:
        game.trace.add(f"{obj.title} now meets its advancement requirement ({needed}), but it is the Runner's turn: "
                       "the Corp can score it only in a paid ability window of its own turn.", cites.C_SCORE)


def lose_clicks(game: Game, side: str, n: int, by: str) -> None:
    player = game.player(side)
    lost = min(n, player.clicks)
    player.clicks -= lost
    game.trace.add(f"{by}: the {player.name} loses {lost}[click] (now {player.clicks}).",
                   cites.CLICKS)
    if lost:
        emit(game, Event("clicks-lost", info={"side": side, "amount": lost}))


def gain_credits(game: Game, side: str, n: int, by: str, *refs: str, source: CardObj | None = None) -> None:
    """Gain n[c]; `source`: the card whose ability gives them ("gain credits through an ability on an agenda")."""
    player = game.player(side)
    player.credits += n
    game.trace.add(f"{by}: the {player.name} gains {n}[c] (now {player.credits}[c]).", *refs)
    if n and source is not None:
        emit(game, Event("credits-gained", source, {"side": side, "amount": n}))
