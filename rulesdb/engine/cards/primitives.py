"""Named effects cards are composed from: end the run, do damage, trace, gain or lose credits, tags...

Every primitive returns an `Effect`, a function `(game, ctx)` that changes the state through the
kernel's steps (so each change is traced and cited); `ctx` says whose card it is and who controls it.
Unusual cards write their own small Effect beside their definition and use these for the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulesdb.engine import cites, effects
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.damage import do_damage
from rulesdb.engine.state import CardObj, Game
from rulesdb.engine.triggers import Event

DAMAGE_KINDS = {"net": "net", "meat": "meat", "core": "core", "brain": "core"}
LOSE = cites.rule("1.10.3b")
TAKE = cites.rule("1.10.4a")
TAG_OR_ETR = "take 1 tag or end the run"  # the general name for "take 1 tag or end the run" choices


@dataclass
class Ctx:
    """What an effect is resolving for: the source card, the player controlling it, its label."""

    source: CardObj | None
    side: str
    by: str
    event: Event | None = None
    target: str | None = None  # the server a run event names


Effect = Callable[[Game, Ctx], Any]


def _side(ctx: Ctx, who: str) -> str:
    if who == "you":
        return ctx.side
    if who == "opponent":
        return "runner" if ctx.side == "corp" else "corp"
    return who


# --- the run -----------------------------------------------------------------------------------
def end_the_run(game: Game, ctx: Ctx) -> None:
    """End the run."""
    effects.end_the_run(game, ctx.by)


def end_the_run_unless_pays(n: int) -> Effect:
    """End the run unless the Runner pays N[c]: the Runner chooses, if they are able to pay."""
    def resolve(game: Game, ctx: Ctx) -> None:
        payment = Payment("runner", n, "ability", f"{ctx.by} ({n}[c] to continue)")
        title = ctx.source.title if ctx.source else ctx.by
        asked = able(game, payment) and game.decider.ask(  # either spelling answers it
            f"pay {n}[c] for {title}", ["yes", "no"], "Runner", general=(f"pay {n}[c] to {title}",))
        if asked == "yes":
            pay(game, payment, cites.COST)
            return
        end_the_run(game, ctx)
    return resolve


# --- credits, clicks, cards ------------------------------------------------------------------
def gain(n: int, who: str = "you") -> Effect:
    """Gain N[c] (`who`: you, opponent, corp or runner)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        effects.gain_credits(game, _side(ctx, who), n, ctx.by, cites.CREDIT_POOL)
    return resolve


def lose(n: int, who: str = "opponent") -> Effect:
    """Lose N[c], or as many as the player has."""
    def resolve(game: Game, ctx: Ctx) -> None:
        lose_credits(game, _side(ctx, who), n, ctx.by)
    return resolve


def lose_credits(game: Game, side: str, n: int, by: str) -> int:
    player = game.player(side)
    lost = min(n, player.credits)
    player.credits -= lost
    game.trace.add(f"{by}: the {player.name} loses {lost}[c] (now {player.credits}[c]).", LOSE)
    return lost


def lose_clicks(n: int, who: str = "runner") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        effects.lose_clicks(game, _side(ctx, who), n, ctx.by)
    return resolve


def gain_clicks(n: int, who: str = "you") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        player = game.player(_side(ctx, who))
        player.clicks += n
        game.trace.add(f"{ctx.by}: the {player.name} gains {n}[click] (now {player.clicks}).",
                       cites.CLICKS)
    return resolve


def draw(n: int, who: str = "you") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns import draw as draw_cards
        draw_cards(game, _side(ctx, who), n, ctx.by)
    return resolve


# --- tags, damage, bad publicity ------------------------------------------------------------------
def give_tags(n: int) -> Effect:
    """Give the Runner N tags (the Runner "takes" them when it is their own card)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        effects.give_tags(game, n, ctx.by)
    return resolve


def remove_tags(n: int) -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        removed = min(n, game.runner.tags)
        game.runner.tags -= removed
        game.trace.add(f"{ctx.by}: the Runner removes {removed} tag(s) ({game.runner.tags} left).",
                       cites.TAG)
    return resolve


def damage(kind: str, n: int) -> Effect:
    """Do N net, meat or core (brain) damage."""
    kind = DAMAGE_KINDS[kind]

    def resolve(game: Game, ctx: Ctx) -> None:
        do_damage(game, kind, n, ctx.by)
    return resolve


def bad_publicity(n: int) -> Effect:
    """The Corp takes N bad publicity (an event abilities may wait for: Raymond Flint)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.triggers import emit
        game.corp.bad_publicity += n
        game.trace.add(f"{ctx.by}: the Corp takes {n} bad publicity (now {game.corp.bad_publicity}).",
                       cites.BAD_PUBLICITY)
        emit(game, Event("bad-publicity-taken", info={"amount": n}))
    return resolve


# --- traces and choices --------------------------------------------------------------------------
def trace(base: int, success: Effect, failure: Effect | None = None) -> Effect:
    """Trace[base]. If successful, `success`; if unsuccessful, `failure`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = ctx.source.title if ctx.source else ctx.by
        if effects.trace(game, base, name):
            success(game, ctx)
        elif failure is not None:
            failure(game, ctx)
    return resolve


def runner_chooses(options: dict[str, Effect], also: str = "") -> Effect:
    """The Runner picks one of the named effects (decision "<card> choice", or the general `also`)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = f"{ctx.source.title} choice" if ctx.source else f"{ctx.by} choice"
        choice = game.decider.ask(name, list(options), "Runner", general=(also,) if also else ())
        game.trace.add(f"{ctx.by}: the Runner chooses to {choice}.", cites.SUBROUTINE)
        options[choice](game, ctx)
    return resolve


def seq(*steps: Effect) -> Effect:
    """Each effect in order, stopping if the game ends."""
    def resolve(game: Game, ctx: Ctx) -> None:
        for step in steps:
            if game.over:
                return
            step(game, ctx)
    return resolve


def when(condition: Callable[[Game, Ctx], bool], then: Effect, otherwise: Effect | None = None) -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        if condition(game, ctx):
            then(game, ctx)
        elif otherwise is not None:
            otherwise(game, ctx)
    return resolve


# --- installed cards ---------------------------------------------------------------------------
def trash_installed(*types: str, owner: str = "runner", chooser: str = "Corp") -> Effect:
    """Trash 1 installed card of one of `types` (program, hardware, resource...), `chooser` picks."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if o.owner == owner and o.card.facts.type in types]
        what = " or ".join(types)
        if not found:
            game.trace.add(f"{ctx.by}: there is no installed {what} to trash.", cites.SUBROUTINE)
            return
        titles = [o.title for o in found]
        name = f"{ctx.source.title} target" if ctx.source else f"{ctx.by} target"
        choice = game.decider.ask(name, titles, chooser)
        effects.trash(game, found[titles.index(choice)], ctx.by, cites.SUBROUTINE)
    return resolve


trash_program = trash_installed("program")


def trash_self(game: Game, ctx: Ctx) -> None:
    if ctx.source is not None and game.is_active(ctx.source):
        effects.trash(game, ctx.source, ctx.by)


def place_counters(kind: str, n: int) -> Effect:
    """Place N counters of `kind` (power, virus, advancement, agenda, credits) on this card."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        if kind != "credits":
            effects.add_counters(game, card, kind, n, ctx.by)
            return
        card.counters[kind] = card.counters.get(kind, 0) + n
        game.trace.add(f"{ctx.by}: {n}[c] placed on {card.title} (now {card.counters[kind]}).",
                       cites.CREDITS_ON_CARDS)
    return resolve


def take_credits(n: int) -> Effect:
    """Take N[c] from this card into your credit pool; when it is empty, that is reported."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        taken = min(n, card.counters.get("credits", 0))
        card.counters["credits"] = card.counters.get("credits", 0) - taken
        game.player(ctx.side).credits += taken
        game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} takes {taken}[c] from "
                       f"{card.title} ({card.counters['credits']}[c] left on it).", TAKE)
        from rulesdb.engine.triggers import emit
        emit(game, Event("credits-taken", card))
    return resolve


def unused_memory(game: Game) -> int:
    return max(game.memory_limit() - game.memory_used(), 0)


def installed_ice(game: Game) -> int:
    return sum(1 for o in game.installed() if o.is_ice)


def arrange_top(n: int, name: str) -> Effect:
    """Look at the top N cards of R&D and put them back in the order decision `name` gives."""
    def resolve(game: Game, ctx: Ctx) -> None:
        top = game.corp.deck[:n]
        titles = [c.title for c in top]

        def check(value):
            order = value if isinstance(value, list) else [value]
            if sorted(map(str, order)) != sorted(titles):
                raise ValueError(f"{value!r} must list the top cards of R&D: {', '.join(titles)}")
            return order

        order = game.decider.ask(name, titles, "Corp" if ctx.side == "corp" else "Runner", check=check) \
            if top else []
        remaining = list(top)
        arranged = [remaining.pop(next(i for i, c in enumerate(remaining) if c.title == t)) for t in order]
        game.corp.deck[:len(top)] = arranged
        game.trace.add(f"{ctx.by}: the top {len(top)} cards of R&D are looked at and arranged: "
                       f"{', '.join(order) or 'none'}.")
    return resolve


def psi_game(if_differ: Effect | None = None, if_match: Effect | None = None) -> Effect:
    """Play a Psi Game (both players secretly bid 0-2[c]); then the effect for differing or matching bids."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = ctx.source.title if ctx.source else ctx.by
        then = if_differ if effects.psi(game, name) else if_match
        if then is not None:
            then(game, ctx)
    return resolve


def cannot(action: str, applies: Callable[[Game, Ctx, Any], bool], text: str, until: str = "run") -> Effect:
    """A lasting "cannot <action>" (access, steal, spend-credits...) for the run, turn or encounter;
    `applies(game, ctx, subject)` says which subjects it forbids."""
    def resolve(game: Game, ctx: Ctx) -> None:
        effects.lasting(game, f"cannot-{action}", lambda g, card, subject: applies(g, ctx, subject),
                        text, until, ctx.by)
    return resolve


def sabotage(n: int) -> Effect:
    """Sabotage N: the Corp trashes N cards of their choice from HQ and the top of R&D, all at once
    and facedown; HQ must give enough when R&D is short, and everything goes when both are."""
    def resolve(game: Game, ctx: Ctx) -> None:
        corp = game.corp
        if len(corp.hand) + len(corp.deck) <= n:
            from_hq, rule = list(corp.hand), cites.cr("rule_sabotage_all_remaining_cards")
        else:
            least, rule = max(0, n - len(corp.deck)), cites.cr("rule_sabotage_hq_first")
            from_hq = _sabotage_choice(game, ctx, least, min(n, len(corp.hand)))
        from_rd = corp.deck[:n - len(from_hq)]
        for card in from_hq:
            corp.hand.remove(card)
        del corp.deck[:len(from_rd)]
        corp.discard += [game.change_zone(card, "archives") for card in from_hq + from_rd]
        game.trace.add(f"{ctx.by}: sabotage {n}: the Corp trashes {len(from_hq)} card(s) from HQ "
                       f"({', '.join(c.title for c in from_hq) or 'none'}) and {len(from_rd)} from the top "
                       f"of R&D, all at once, facedown into Archives.",
                       cites.cr("rule_sabotage_resolution"), cites.cr("rule_sabotage_facedown"), rule, key=True)
    return resolve


def _sabotage_choice(game: Game, ctx: Ctx, least: int, most: int) -> list[CardObj]:
    """The cards the Corp picks from HQ (decision "<card> choice"): between `least` and `most`."""
    hand = game.corp.hand
    if most == 0 or least == len(hand):
        return list(hand)[:most]

    def check(value):
        names = value if isinstance(value, list) else [] if value in (None, "none") else [value]
        left, picked = list(hand), []
        for title in names:
            match = next((c for c in left if c.title.lower() == str(title).lower()), None)
            if match is None:
                raise ValueError(f"{title!r} is not a card left in HQ")
            picked.append(match)
            left.remove(match)
        if not least <= len(picked) <= most:
            raise ValueError(f"the Corp must choose from {least} to {most} card(s) in HQ")
        return picked

    name = f"{ctx.source.title if ctx.source else ctx.by} choice"
    return game.decider.ask(name, [c.title for c in hand], "Corp", general=("sabotage",), check=check)


def threat_level(game: Game) -> int:
    """The threat level: the higher of the two players' agenda points (cr/rule_threat_level)."""
    return max(sum(c.card.facts.agenda_points or 0 for c in p.score) for p in (game.corp, game.runner))


def trash_from_hq_to(then: Effect) -> Effect:
    """"You may trash 1 card from HQ to <then>": the Corp names a card of HQ, or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        titles = [c.title for c in game.corp.hand]
        choice = game.decider.ask(f"{ctx.source.title} target", ["no", *titles], "Corp") if titles else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp does not trash a card from HQ.", cites.SUBROUTINE)
            return
        card = game.corp.hand.pop(titles.index(choice))
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ.", cites.SUBROUTINE)
        then(game, ctx)
    return resolve
