"""What a card does to a player's pools: credits, clicks, cards drawn, tags, damage, bad publicity; the Corp
paying for an ability; the end of the action phase, the threat level and winning the game."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect, side_of
from rulesdb.engine.effects import pools
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.threat import threat_level, threat_unmet  # noqa: F401 - the cards import them from here

DAMAGE_KINDS = {"net": "net", "meat": "meat", "core": "core", "brain": "core"}


LOSE = cites.cr("rule_lose_credits")


def end_action_phase(game: Game, ctx: Ctx) -> None:
    """"After you resolve this operation, your action phase ends" (cr/rule_terminal_step_ends,
    cr/rule_action_phase_duration): no more actions this turn, even with clicks left. It is what a ruling turns on
    unless the operation's last key effect lasts into a later turn (Active Policing's -1 allotted [click]: the
    trace's `outlasts`)."""
    game.turn.action_phase_over = True
    game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name}'s action phase ends "
                   f"({game.player(ctx.side).clicks}[click] unspent).", cites.cr("rule_terminal_step_ends"),
                   cites.cr("rule_action_phase_duration"), key=not game.trace.outlasts(ctx.by))


def gain(n: int, who: str = "you") -> Effect:
    """Gain N[c] (`who`: you, opponent, corp or runner)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        pools.gain_credits(game, side_of(ctx, who), n, ctx.by, cites.CREDIT_POOL, source=ctx.source)
    return resolve


def lose(n: int, who: str = "opponent") -> Effect:
    """Lose N[c], or as many as the player has."""
    def resolve(game: Game, ctx: Ctx) -> None:
        lose_credits(game, side_of(ctx, who), n, ctx.by, source=ctx.source)
    return resolve


def lose_credits(game: Game, side: str, n: int, by: str, source: CardObj | None = None) -> int:
    """Lose n[c] (as many as there are); `source`: the card whose ability made them lost (GameNET)."""
    player = game.player(side)
    lost = min(n, player.credits)
    player.credits -= lost
    game.trace.add(f"{by}: the {player.name} loses {lost}[c] (now {player.credits}[c]).", LOSE)
    if lost and source is not None:
        from rulesdb.engine.state.events import emit
        emit(game, Event("credits-lost", source, {"player": side, "amount": lost}))
    return lost


def lose_clicks(n: int, who: str = "runner") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        pools.lose_clicks(game, side_of(ctx, who), n, ctx.by)
    return resolve


def gain_clicks(n: int, who: str = "you") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        player = game.player(side_of(ctx, who))
        player.clicks += n
        game.trace.add(f"{ctx.by}: the {player.name} gains {n}[click] (now {player.clicks}).",
                       cites.CLICKS)
        if game.run is not None and not game.run.ended:  # "the first time you gained [click] during a run this turn"
            game.history.append((game.turn.number, "clicks gained during a run", ctx.source, player.side))
    return resolve


def draw(n: int, who: str = "you") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns.turn import draw as draw_cards
        draw_cards(game, side_of(ctx, who), n, ctx.by)
    return resolve


def give_tags(n: int, avoidable: bool = True) -> Effect:
    """Give the Runner N tags (the Runner "takes" them when it is their own card); `avoidable=False`
    for "(cannot be avoided)"."""
    def resolve(game: Game, ctx: Ctx) -> None:
        pools.give_tags(game, n, ctx.by, avoidable)
    return resolve


def remove_tags(n: int) -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        removed = min(n, game.runner.tags)
        game.runner.tags -= removed
        game.trace.add(f"{ctx.by}: the Runner removes {counted(removed, 'tag')} ({game.runner.tags} left).",
                       cites.TAG)
        pools.tags_removed(game, removed, "runner")  # Runner cards; Breaking News: "the Runner removes"
    return resolve


def damage(kind: str, n: int, preventable: bool = True) -> Effect:
    """Do N net, meat or core (brain) damage ("(cannot be prevented)": `preventable=False`)."""
    kind = DAMAGE_KINDS[kind]

    def resolve(game: Game, ctx: Ctx) -> None:
        do_damage(game, kind, n, ctx.by, preventable, side=ctx.side, card=ctx.source)
    return resolve


def bad_publicity(n: int) -> Effect:
    """The Corp takes N bad publicity (an event abilities may wait for: Raymond Flint)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        game.corp.bad_publicity += n
        game.trace.add(f"{ctx.by}: the Corp takes {n} bad publicity (now {game.corp.bad_publicity}).",
                       cites.BAD_PUBLICITY)
        emit(game, Event("bad-publicity-taken", info={"amount": n}))
    return resolve


def below_threat(game: Game, n: int, title: str) -> bool:
    """Whether `title`'s "Threat N →" ability is not active now (cr/rule_threat_flag), said in the trace when it is
    not: asked where the ability would otherwise resolve, so it is said once ("Threat 4 is not met (...): Living
    Mural's ability does nothing.")."""
    unmet = threat_unmet(game, n)
    if unmet:
        game.trace.add(f"{unmet}: {title}'s ability does nothing.", cites.cr("rule_threat_flag"),
                       cites.cr("rule_threat_level"))
    return bool(unmet)


def threat_met(game: Game, n: int, title: str) -> bool:
    """Whether `title`'s "Threat N →" ability is active now (cr/rule_threat_flag), said in the trace either way, so
    the ruling cites the threat rule it applied when the ability works, as it does when it does nothing
    ("Living Mural: the threat level is 4: its Threat 4 ability is active.")."""
    if below_threat(game, n, title):
        return False
    game.trace.add(f"{title}: the threat level is {threat_level(game)}: its Threat {n} ability is active.",
                   cites.cr("rule_threat_flag"), cites.cr("rule_threat_level"))
    return True


def corp_pays(n: int, then: Effect) -> Effect:
    """"You may pay N[c]. If you do, <then>" once the Corp has chosen to use it: pays, then resolves."""
    def resolve(game: Game, ctx: Ctx) -> None:
        if pay(game, Payment(ctx.side, n, "ability", f"{ctx.by} ({n}[c])"), cites.COST):
            then(game, ctx)
    return resolve


def able_to_pay(n: int):
    """`usable=` for a "you may pay N[c]" conditional ability: unusable while the Corp cannot pay."""
    def usable(game: Game, pending) -> str:
        payment = Payment(pending.controller, n, "ability", f"{pending.label}'s ability")
        return "" if able(game, payment) else f"the {game.player(pending.controller).name} cannot pay {n}[c]"
    return usable


def win_the_game(game: Game, ctx: Ctx) -> None:
    """"You win the game" (Superdeep Borehole): the game ends at once (cr/sec_ending_the_game)."""
    if game.winner is None:
        game.winner, game.reason = ctx.side, f"{ctx.source.title if ctx.source else ctx.by}'s ability"
        game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} wins the game.", cites.cr("sec_ending_the_game"),
                       key=True)
