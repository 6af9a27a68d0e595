"""Paying credits: the pool plus every card whose credits may be spent on this payment (CR 1.10.3c).

A payment offers the eligible sources; when more than one division is possible the paying player
chooses it (decision "pay <what>"). "If able" costs ask `able()` first: the player must pay when
they can, and cannot when the sources fall short.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.using import used
from rulesdb.engine.records import record
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

POOL = "pool"
BAD_PUBLICITY = "bad publicity"
MAX_LISTED = 12


@record(frozen=True)
class Payment:
    """What is being paid: who pays, how much, for what kind of thing, and its name."""

    player: str
    amount: int
    purpose: str  # ability, advance, icebreaker, install, play, rez, trash, trace
    what: str  # names the decision: "pay <what>"
    subject: CardObj | None = None
    only_from: str | None = None  # a subtype: only credits hosted on such cards may pay ("stealth")


@record(frozen=True)
class Source:
    """Where credits for a payment can come from: the pool, bad publicity, or credits a card hosts."""

    name: str
    available: int
    card: CardObj | None = None


def sources(game: Game, payment: Payment) -> list[Source]:
    """The credit pool and every source allowed to pay for `payment`, with what each holds."""
    player = game.player(payment.player)
    if game.forbidden("spend-credits", payment):  # RSVP, Attini: "cannot spend (any) credits"
        return [Source(POOL, 0)]
    found = [] if payment.only_from else [Source(POOL, player.credits)]
    if payment.player == "runner" and game.run and game.run.bp_credits and not payment.only_from:
        found.append(Source(BAD_PUBLICITY, game.run.bp_credits))
    found += [Source(obj.title, obj.counters["credits"], obj) for obj, ok in _hosting(game, payment) if ok]
    for _, rule in game.statics("hosted-credits-in-pool"):  # "considered to be in your credit pool"
        card = rule.value(game, None, payment)
        if (card is not None and card.owner == payment.player and card.counters.get("credits")
                and (not payment.only_from or card.card.facts.has(payment.only_from))):
            found.append(Source(card.title, card.counters["credits"], card))
    return found


def _hosting(game: Game, payment: Payment) -> list[tuple[CardObj, bool]]:
    """The paying player's active cards holding credits they may spend on some payments (CR 1.10.3c), each with
    whether its credits may pay for this one: its own rule allows it, and it is of the subtype `only_from` asks."""
    found = []
    for obj in game.installed() + [p.identity for p in (game.corp, game.runner) if p.identity]:
        rule = obj.card.credit_source
        if rule and obj.owner == payment.player and obj.counters.get("credits", 0) and game.is_active(obj):
            found.append((obj, rule.eligible(game, obj, payment)
                          and (not payment.only_from or obj.card.facts.has(payment.only_from))))
    return found


def refused_sources(game: Game, payment: Payment) -> list[str]:
    """The hosted credits that cannot pay for `payment`, each with what its card lets them pay for, as the same check
    `sources` makes says it: "Mahkota Langit Grid's 2[c] pay only for rezzing assets in its root and ice protecting
    its server"."""
    if game.forbidden("spend-credits", payment):
        return []
    return [f"{obj.title}'s {obj.counters['credits']}[c] pay only for {obj.card.credit_source.description}"
            for obj, ok in _hosting(game, payment) if not ok]


def shortfall(game: Game, payment: Payment) -> str:
    """Why `payment` cannot be paid, in brackets' words: what the eligible sources hold, then the hosted credits that
    cannot be used and why ("0[c] in the credit pool; Mahkota Langit Grid's 2[c] pay only for ...")."""
    return "; ".join([f"the {game.player(payment.player).name} has {holdings(game, payment)}",
                      *refused_sources(game, payment)])


def able(game: Game, payment: Payment) -> bool:
    return sum(s.available for s in sources(game, payment)) >= payment.amount


def pay(game: Game, payment: Payment, *refs: str) -> bool:
    """Pay `payment` if able, the player dividing it among the sources; False if they cannot."""
    found = [s for s in sources(game, payment) if s.available]
    if sum(s.available for s in found) < payment.amount:
        return False
    divisions = _divisions(found, payment.amount)
    division = divisions[0] if len(divisions) == 1 else _ask(game, payment, found, divisions)
    _apply(game, payment, found, division, refs)
    return True


def _divisions(found: list[Source], amount: int) -> list[dict[str, int]]:
    """Every way to split `amount` among the sources, pool-heavy first."""
    if amount == 0:
        return [{}]
    if not found:
        return []
    first, rest = found[0], found[1:]
    ways = []
    for take in range(min(first.available, amount), -1, -1):
        for tail in _divisions(rest, amount - take):
            ways.append({first.name: take, **tail} if take else dict(tail))
    return ways


def holdings(game: Game, payment: Payment) -> str:
    """What each eligible source holds, e.g. "1[c] in the credit pool, 3[c] on Ghost Runner"."""
    return ", ".join(f"{s.available}[c] in the credit pool" if s.name == POOL
                     else f"{s.available}[c] from {s.name}" for s in sources(game, payment))


def describe(division: dict[str, int]) -> str:
    parts = [f"{n}[c] from {'the credit pool' if name == POOL else name}"
             for name, n in division.items() if n]
    return " and ".join(parts) or "there is nothing to pay"


def _ask(game: Game, payment: Payment, found: list[Source], divisions: list) -> dict[str, int]:
    options = [", ".join(f"{name}: {n}" for name, n in d.items()) for d in divisions[:MAX_LISTED]]
    player = game.player(payment.player).name

    def check(value) -> dict[str, int]:
        names = {s.name.lower(): s for s in found}
        asked = {value: payment.amount} if isinstance(value, str) else value
        if not isinstance(asked, dict):
            # answer checks report a bad answer as ValueError, whatever its type
            raise ValueError(f"{value!r} must map sources to amounts")  # noqa: TRY004
        division: dict[str, int] = {}
        for name, n in asked.items():
            source = names.get(str(name).lower().replace("credit pool", POOL))
            if source is None or not isinstance(n, int) or not 0 <= n <= source.available:
                raise ValueError(f"cannot take {n!r}[c] from {name!r}")
            division[source.name] = n
        if sum(division.values()) != payment.amount:
            raise ValueError(f"{value!r} does not add up to {payment.amount}[c]")
        return {k: v for k, v in division.items() if v}

    division = game.decider.ask(f"pay {payment.what}", options, player, general=("pay",),
                                check=check)
    game.trace.add(f"The {player} chooses how to divide the {payment.amount}[c] among the "
                   f"eligible sources ({len(divisions)} ways): {describe(division)}.", cites.SPEND,
                   key=True)
    return division


def _apply(game: Game, payment: Payment, found: list[Source], division: dict, refs) -> None:
    player = game.player(payment.player)
    emptied = []  # every card credits were spent from (The Twinning, Keiko)
    for source in found:
        n = division.get(source.name, 0)
        if not n:
            continue
        if source.name == POOL:
            player.credits -= n
        elif source.name == BAD_PUBLICITY:
            game.run.bp_credits -= n
        else:
            source.card.counters["credits"] -= n
            emptied.append(source.card)
    player.spent += payment.amount
    game.log["payments"].append({"player": payment.player, "amount": payment.amount,
                                 "for": payment.what, "from": dict(division)})
    from_cards = any(name not in (POOL,) for name in division)
    game.trace.add(f"The {player.name} pays {payment.amount}[c] for {payment.what}: "
                   f"{describe(division)}.", cites.SPEND, *refs,
                   *((cites.CREDITS_ON_CARDS,) if from_cards else ()), key=from_cards)
    for card in emptied:
        emit(game, Event("credits-taken", card))
        used(game, card, payment.player, "hosted")
    if payment.amount:  # one payment, whatever its size (cr/rule_cost_quantities): GameNET counts these
        installed = tuple(c for c in emptied if game.is_installed(c))
        emit(game, Event("credits-spent", payment.subject, {"player": payment.player, "amount": payment.amount,
                                                            "purpose": payment.purpose, "cards": tuple(emptied),
                                                            "installed": installed}))


def trace_modified_cost(game: Game, kind: str, card: CardObj, what: str, cost: int) -> None:
    """When `card`'s cost of `kind` ("install-cost") is not its printed cost, say so and by which abilities
    (cr/rule_modified_costs): "Carmen costs 3[c] to install, not its printed 5[c]: Carmen -2[c]." A key step: a
    dispute over what a card costs is decided there."""
    printed = card.card.facts.cost or 0
    if cost == printed:
        return
    changes = [(obj, rule, rule.value(game, obj, card)) for obj, rule in game.statics(kind)]
    if not game.is_active(card):  # its own "costs N less" works from the grip (cr/rule_active_exception_modify_cost)
        changes += [(card, rule, rule.value(game, card, card)) for rule in card.card.statics if rule.kind == kind]
    by = ", ".join(f"{obj.title if obj else 'a lasting effect'} {'+' if value > 0 else '-'}{abs(value)}[c]"
                   + (f' ("{rule.text}")' if rule.text else "") for obj, rule, value in changes if value)
    game.trace.add(f"{card.title} costs {cost}[c] {what}, not its printed {printed}[c]" + (f": {by}." if by else "."),
                   cites.cr("rule_modified_costs"), key=True)


def trace_break_discount(game: Game, breaker: CardObj, printed: int, cost: int) -> None:
    """A break ability costing less than its printed credits by the breaker's own words says so, as an install does
    (cr/rule_modified_costs): "Tremolo's break costs 1[c], not its printed 3[c]: its own ability lowers it by 2[c]"."""
    if cost < printed:
        game.trace.add(f"{breaker.title}'s break costs {cost}[c], not its printed {printed}[c]: its own ability lowers "
                       f"it by {printed - cost}[c].", cites.cr("rule_modified_costs"))
