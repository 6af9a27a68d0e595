"""Programs whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import remove_self_from_game, trash_self
from rulesdb.engine.cards.primitives.players import gain_clicks
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.state.counts import counted


def _hush_moves(game, ctx) -> None:
    """Hush: host itself on another installed piece of ice."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.card_moves import rehost
    found = [o for o in game.installed() if o.is_ice and o is not ctx.source.host]
    ice = choose(game, ctx, found, "Runner", "there is no other installed piece of ice", cites.C_HOST)
    if ice is not None:
        rehost(game, ctx.source, ice, ctx.by)


HARBINGER = program("Harbinger", "", faction="apex", cost=0, inf=1, mu=0, text=(
    "[interrupt] → When this program would be trashed, turn it facedown instead of adding it to your "
    "heap. <em>(It is still considered trashed.)</em>",),
    on=(constant("trashed-facedown", lambda game, card, subject: True, starts="[interrupt]"),))


def _per_own_power_counter(game, card, breaker) -> int:
    return card.counters.get("power", 0) if breaker is card else 0


HYPERBARIC = _breaker("Hyperbaric", "Decoder", faction="shaper", cost=3, strength=0, inf=3, mu=1, text=(
    "When you install this program, place 1 power counter on it.",
    "This program gets +1 strength for each hosted power counter.",
    "Interface → 1[c]: Break 1 code gate subroutine.", "2[c]: Place 1 power counter on this program."),
    breaker=breaks("code gate", 1, 2, lasting="counter"),  # "2[c]: Place 1 power counter": +1 strength, for good
    on_install=on_install(place_counters("power", 1)),
    on=(constant("breaker-strength", _per_own_power_counter, starts="This program"),
        paid(Credits(2), effect=place_counters("power", 1), starts="2[c]: Place")))


def _corp_trashes_1_from_hq(game, ctx) -> None:
    from rulesdb.engine.cards.shared import trash_one_from_hand
    if trash_one_from_hand(game, ctx, "corp", "Hemorrhage target") is None:
        game.trace.add(f"{ctx.by}: HQ is empty; the Corp trashes nothing.")


HEMORRHAGE = program("Hemorrhage", "Virus", faction="anarch", cost=3, inf=4, mu=1, text=(
    "Whenever you make a successful run, place 1 virus counter on Hemorrhage.",
    "[click], 2 hosted virus counters: The Corp trashes 1 card from HQ."),
    on=(when_successful_run(place_counters("virus", 1), starts="Whenever"),
        paid(Clicks(1), HostedCounters("virus", 2), effect=_corp_trashes_1_from_hq, starts="[click]")),
    decisions=("Hemorrhage target",))


def _host_instead_of_accessing(game, helia, card):
    """Heliamphora's replacement: once each time the Runner breaches Archives, a card they would access in
    Archives may be hosted faceup on it instead (cr/sec_replacement_effects)."""
    once = f"Heliamphora, breach {game.access.number}"
    if card.zone != "archives" or once in helia.used:
        return None

    def replace(game) -> None:
        from rulesdb.engine.state.objects import NOT_INSTALLED
        helia.used.add(once)
        game.corp.discard.remove(card)
        hosted = game.change_zone(card, NOT_INSTALLED)
        hosted.host, hosted.faceup = helia, True
        helia.hosted.append(hosted)
        game.trace.add(f"Heliamphora: {card.title} is hosted faceup on it; it is not installed.", cites.C_HOST,
                       key=True)
    return replace


def _purged(game, ctx: Ctx) -> None:
    """When the Corp purges virus counters: they trash 2 cards from HQ at random; then this program is trashed."""
    from rulesdb.engine.effects.trashing import trash_together
    chosen = game.rng.sample(game.corp.hand, min(2, len(game.corp.hand)))
    game.trace.add(f"{ctx.by}: the Corp trashes {counted(len(chosen), 'card')} from HQ at random "
                   f"({', '.join(c.title for c in chosen) or 'none'}).", cites.TRASH, key=True)
    trash_together(game, chosen, ctx.by, who="corp", preventable=False)
    trash_self(game, ctx)


HELIAMPHORA = program("Heliamphora", "Virus", faction="anarch", cost=1, inf=2, mu=1, text=(
    "[interrupt] → Whenever you would access a card in Archives, you may host it faceup on this program instead. "
    "<em>(It is not installed.)</em> Use this ability only once each time you breach Archives.",
    "When the Corp purges virus counters, they trash 2 cards from HQ at random. Trash this program."),
    on=(constant("access-replacement", _host_instead_of_accessing, starts="[interrupt]"),
        whenever("purge", _purged, starts="When the Corp")),
    decisions=("use Heliamphora",))


HUSH = program("Hush", "Trojan", faction="anarch", cost=1, inf=1, mu=1, text=(
    "Install only on a piece of ice.",
    "Host ice cannot gain abilities and loses all abilities except its printed subroutines.",
    "[click]: Host this program on another installed piece of ice."),
    on=(constant("loses-abilities", lambda game, card, subject: subject is card.host, starts="Host ice"),
        paid(Clicks(1), effect=_hush_moves, starts="[click]")),
    install_on=on_ice, decisions=("Hush target",))  # dependent.py orders "loses-abilities" effects


HANTU = _breaker("Hantu", "Killer - Virus", faction="anarch", cost=3, strength=2, inf=2, mu=1, text=(
    "When you install this program, place 2 virus counters on it.", "Interface → 1[c]: Break 1 sentry subroutine.",
    "Hosted virus counter: +2 strength."),
    breaker=breaks("sentry", 1, boost=0, amount=2, pump_costs=(HostedCounters("virus", 1),)),
    on_install=on_install(place_counters("virus", 2)))


HYPERDRIVER = program("Hyperdriver", "", faction="shaper", cost=1, inf=3, mu=3, text=(
    "When your turn begins, you may remove Hyperdriver from the game and gain [click][click][click].",),
    on=(when_turn_begins(seq(remove_self_from_game, gain_clicks(3)), optional="use Hyperdriver"),))
