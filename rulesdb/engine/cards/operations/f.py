"""Operations whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import _runner_tagged
from rulesdb.engine.cards.primitives.choices import choose, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import search_rd_to_hq
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn
from rulesdb.engine.state.objects import CENTRAL

FAST_BREAK = operation("Fast Break", "", faction="haas-bioroid", cost=4, inf=3, text=(
    "Gain X[c]. Draw up to X cards. Install up to X cards in the root of and/or protecting a single "
    "remote server. X is equal to the number of agendas in the Runner's score area.",),
    waits_for="corp actions")  # a plain card for now: its printed facts, no play effect


def _fully_operational(game: Game, ctx: Ctx) -> None:
    """Gain 2[c] or draw 2, once and again for each remote server with a card in its root and ice protecting
    it (counted once, as the ability begins); each repetition is its own choice ("Fully Operational choice")."""
    remotes = [s.name for s in game.servers.values() if s.name not in CENTRAL and s.root and s.ice]
    game.trace.add(f"{ctx.by}: {counted(len(remotes), 'remote server')} with a card in the root and protected by ice: "
                   f"{', '.join(remotes) or 'none'}; the process happens {counted(1 + len(remotes), 'time')}.",
                   cites.cr("rule_choice_instruction"))
    for _ in range(1 + len(remotes)):
        choice = game.decider.ask(f"{ctx.source.title} choice", ["gain 2[c]", "draw 2 cards"], "Corp")
        (gain(2) if choice == "gain 2[c]" else draw(2))(game, ctx)


FULLY_OPERATIONAL = operation("Fully Operational", "", faction="haas-bioroid", cost=1, inf=3, text=(
    "Gain 2[c] or draw 2 cards. Repeat this process for each remote server that has a card in its root and is "
    "protected by ice.",), on_play=on_play(_fully_operational))


def _focus_group(game: Game, ctx: Ctx) -> None:
    """Focus Group: a card type ("Focus Group choice"), the grip revealed, X up to the cards of that type
    ("Focus Group X", 0 declines); paying X[c] places X advancement counters on 1 installed card, the Runner's too
    (placing them is not advancing, and nothing restricts the card: cr/rule_placing_advancement_counter)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.pools import add_counters
    kind = game.decider.ask("Focus Group choice", ["event", "hardware", "program", "resource"], "Corp")
    count = sum(1 for c in game.runner.hand if c.card.facts.type == kind)
    game.trace.add(f"{ctx.by}: the Runner reveals the grip ({', '.join(c.title for c in game.runner.hand) or 'empty'}):"
                   f" {counted(count, kind)}.", cites.cr("rule_reveal"))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= count:
            raise ValueError(f"{value!r} must be a number from 0 to {count}")
        return value
    x = game.decider.ask("Focus Group X", [f"0..{count}"], "Corp", check=check) if count else 0
    payment = Payment("corp", x, "ability", f"{ctx.by} (X = {x})")
    if not x or not able(game, payment):
        game.trace.add(f"{ctx.by}: the Corp pays nothing and places no advancement counter.", cites.COST)
        return
    card = choose(game, ctx, list(game.installed()), "Corp", "there is no installed card", cites.C_COUNTERS,
                  cites.cr("rule_placing_advancement_counter"))  # "1 installed card": a Runner card too
    if card is not None:
        pay(game, payment, cites.COST)
        add_counters(game, card, "advancement", x, ctx.by)


FOCUS_GROUP = operation("Focus Group", "", faction="nbn", cost=3, inf=3, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "Choose a card type, then reveal the grip. Choose a value for X equal to or less than the number of revealed "
    "cards of the chosen type. You may pay X[c] to place X advancement counters on 1 installed card."),
    playable=runner_ran_last_turn(successful=True), on_play=on_play(_focus_group), decisions=("Focus Group X",))


def _virtual_resource_or_link(game: Game, ctx: Ctx) -> None:
    """Foxfire: the Corp trashes 1 installed virtual resource or 1 installed link ("Foxfire target")."""
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed() if o.owner == "runner" and not o.facedown
             and ((o.card.facts.type == "resource" and game.has_subtype(o, "virtual")) or game.has_subtype(o, "link"))]
    card = choose(game, ctx, found, "Corp", "the Runner has no virtual resource or link installed")
    if card is not None:
        trash(game, card, ctx.by, cites.TRASH, who="corp")


FOXFIRE = operation("Foxfire", "", faction="neutral-corp", cost=0, inf=0, text=(
    "Trace[7]. If successful, trash 1 virtual resource or 1 link.",),
    on_play=on_play(trace(7, _virtual_resource_or_link)), decisions=("Foxfire target",))


def _up_to_2_resources(game: Game, ctx: Ctx) -> None:
    """Freelancer: the Corp names up to 2 installed resources ("Freelancer cards") and trashes them."""
    from rulesdb.engine.cards.shared import pick_cards
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource" and not o.facedown]
    for card in pick_cards(game, "Freelancer cards", found, "installed resources", most=2):
        trash(game, card, ctx.by, cites.TRASH, who="corp")


FREELANCER = operation("Freelancer", "Gray Ops", faction="neutral-corp", cost=0, inf=0, text=(
    "Play only if the Runner is tagged.", "Trash up to 2 resources."), playable=_runner_tagged,
    on_play=on_play(_up_to_2_resources), decisions=("Freelancer cards",))


FAST_TRACK = operation("Fast Track", "", faction="neutral-corp", cost=0, inf=0, text=(
    "Search R&D for an agenda, reveal it, and add it to HQ. Shuffle R&D.",),
    on_play=on_play(search_rd_to_hq(lambda card: card.card.facts.type == "agenda", "agenda")),
    decisions=("Fast Track target",))
