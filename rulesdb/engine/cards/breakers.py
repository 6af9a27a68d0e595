"""Icebreakers: "Interface → N[c]: Break 1 <subtype> subroutine." and "N[c]: +M strength." in one line each."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    breaks,
    constant,
    on_install,
    paid,
    when_breaks,
    when_encounter_ends_after_breaking,
    when_fully_breaks,
    when_passed_after_fully_breaking,
    when_run_ends_after_breaking,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    choose,
    gain,
    lose,
    place_counters,
    remove_self_from_game,
    runner_chooses,
    trash_self,
    trash_top_of_stack,
)
from rulesdb.engine.cards.printed import program
from rulesdb.engine.effects.common import bypass, swap_ice
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf


def _encountering_code_gate(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.card.facts.has("code gate")


def _bypass_code_gate(game, ctx) -> None:
    bypass(game, game.encounter.ice, ctx.by)


def _ice_on_attacked_server(game, card, breaker) -> int:
    """Na'Not'K: during runs, +1 strength for each piece of ice protecting the attacked server."""
    if breaker is not card or game.run is None:
        return 0
    return len(game.servers[game.run.server].ice) if game.run.server in game.servers else 0


def _per_icebreaker(game, card, breaker) -> int:
    """Echelon: +1 strength for each installed icebreaker, itself included."""
    return sum(o.card.facts.has("icebreaker") for o in game.runner.play) if breaker is card else 0


def _per_power_counter(game, card, breaker) -> int:
    return card.counters.get("power", 0) if breaker is card else 0


def _stronger_for_the_run(game, ctx) -> None:
    """Snowball: this program gets +1 strength for the remainder of this run."""
    card, run = ctx.source, game.run
    if run is None:
        return
    run.boosts[card.object_id] = run.boosts.get(card.object_id, 0) + 1
    game.trace.add(f"{ctx.by}: {card.title} gets +1 strength for the remainder of this run (now "
                   f"{game.breaker_strength(card)}).", cites.BOOST_FOR_RUN)


def _remove_virus_counter(game, ctx) -> None:
    card = ctx.source
    card.counters["virus"] -= 1
    game.trace.add(f"{ctx.by}: 1 hosted virus counter is removed from {card.title} "
                   f"({card.counters['virus']} left).", cites.C_COUNTERS)


_CRYPSIS_CHOICE = runner_chooses({"remove 1 hosted virus counter": _remove_virus_counter,
                                  "trash this program": trash_self})


def _crypsis_upkeep(game, ctx) -> None:
    """Crypsis: remove 1 hosted virus counter or trash this program (trash it if there is none)."""
    if not game.is_active(ctx.source):
        return
    if not ctx.source.counters.get("virus"):
        trash_self(game, ctx)
        return
    _CRYPSIS_CHOICE(game, ctx)


def _swap_passed_ice(game, ctx) -> None:
    """Inversificator: swap the passed ice with another installed piece of ice (the Runner's choice)."""
    passed = ctx.event.subject
    others = [o for o in game.installed() if o.is_ice and o is not passed]
    other = choose(game, ctx, others, "Runner", "there is no other installed ice to swap with", cites.SWAP)
    if other is not None:
        swap_ice(game, passed, other, ctx.by)


def _broke_on_other_ice_this_run(game, card, subject) -> bool:
    """Mongoose: it cannot break subroutines on more than one ice per run."""
    ice, breaker = subject
    done = game.run.broke_on.get(card.object_id, set()) if game.run else set()
    return breaker is card and bool(done - {ice.object_id})


def _free_with_2_link(game, card, program) -> int:
    """ZU.13 Key Master: with at least 2[link] its memory cost is 0, even when it is not installed."""
    return -(program.card.facts.memory or 0) if program is card and game.link() >= 2 else 0


def _remove_power(game, ctx) -> None:
    ctx.source.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 hosted power counter is removed from {ctx.source.title}.", cites.C_COUNTERS)


def _place_or_remove_power(game, ctx) -> None:
    """Puffer: place 1 power counter on it, or remove 1 (the Runner's choice when it has one)."""
    if not ctx.source.counters.get("power"):
        place_counters("power", 1)(game, ctx)
        return
    runner_chooses({"place 1 power counter": place_counters("power", 1),
                    "remove 1 hosted power counter": _remove_power})(game, ctx)


def _breaker(title: str, subtypes: str, **kw):
    return program(title, "Icebreaker - " + subtypes if subtypes else "Icebreaker", **kw)


AURORA = _breaker("Aurora", "Fracter", faction="criminal", cost=3, strength=1, inf=1, mu=1, text=(
    "Interface → 2[c]: Break 1 barrier subroutine.", "2[c]: +3 strength."),
    breaker=breaks("barrier", 2, boost=2, amount=3))
PIPELINE = _breaker("Pipeline", "Killer", faction="shaper", cost=3, strength=1, inf=1, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "2[c]: +1 strength for the remainder of this run."),
    breaker=breaks("sentry", 1, boost=2, lasting="run"))
GARROTE = _breaker("Garrote", "Killer", faction="criminal", cost=7, strength=2, inf=3, mu=2, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "1[c]: +1 strength."),
    breaker=breaks("sentry", 1, boost=1))
PEACOCK = _breaker("Peacock", "Decoder", faction="criminal", cost=3, strength=2, inf=2, mu=1, text=(
    "Interface → 2[c]: Break 1 code gate subroutine.", "2[c]: +3 strength."),
    breaker=breaks("code gate", 2, boost=2, amount=3))
CRYPSIS = _breaker("Crypsis", "AI - Virus", faction="neutral-runner", cost=5, strength=0, inf=0, mu=1, text=(
    "Interface → 1[c]: Break 1 subroutine.", "1[c]: +1 strength.",
    "[click]: Place 1 virus counter on this program.",
    "Whenever an encounter ends, if you used this program to break a subroutine during that "
    "encounter, remove 1 hosted virus counter or trash this program."),
    breaker=breaks(None, 1, boost=1), on=(paid(Clicks(1), effect=place_counters("virus", 1), starts="[click]"),
                                          when_encounter_ends_after_breaking(_crypsis_upkeep)),
    decisions=("Crypsis choice",))
ZU13 = _breaker("ZU.13 Key Master", "Decoder - Cloud", faction="shaper", cost=1, strength=1, inf=2, mu=1,
                text=("If you have at least 2[link], the memory cost of this program is 0[MU], even "
                      "if it is not installed.", "Interface → 1[c]: Break 1 code gate subroutine.",
                      "1[c]: +1 strength."),
                breaker=breaks("code gate", 1, boost=1),
                on=(constant("memory-cost", _free_with_2_link, starts="If you have"),))
ABAGNALE = _breaker("Abagnale", "Decoder", faction="criminal", cost=4, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.", "2[c]: +2 strength.",
    "[trash]: Bypass the code gate you are encountering."),
    breaker=breaks("code gate", 1, boost=2, amount=2),
    on=(paid(TrashSelf(), effect=_bypass_code_gate, when=_encountering_code_gate, starts="[trash]"),))
BUKHGALTER = _breaker("Bukhgalter", "Killer", faction="criminal", cost=3, strength=1, inf=4, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "1[c]: +1 strength.",
    "The first time each turn this program fully breaks a piece of ice, gain 2[c]."),
    breaker=breaks("sentry", 1, boost=1), on=(when_fully_breaks(gain(2)),))
MAYFLY = _breaker("Mayfly", "AI", faction="neutral-runner", cost=1, strength=1, inf=0, mu=2, text=(
    "Interface → 1[c]: Break 1 subroutine. When this run ends, trash this program.",
    "1[c]: +1 strength."), breaker=breaks(None, 1, boost=1),
    on=(when_run_ends_after_breaking(trash_self, starts="Interface"),))
SNOWBALL = _breaker("Snowball", "Fracter", faction="shaper", cost=4, strength=1, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 barrier subroutine.", "1[c]: +1 strength.",
    "Whenever you use this program to break a subroutine, this program gets +1 strength for the "
    "remainder of this run."), breaker=breaks("barrier", 1, boost=1), on=(when_breaks(_stronger_for_the_run),))
INVERSIFICATOR = _breaker("Inversificator", "Decoder", faction="shaper", cost=6, strength=2, inf=3, mu=1,
                          text=("The first time each turn you pass a piece of ice after an encounter "
                                "during which this program fully broke that ice, you may swap it with "
                                "another installed piece of ice.",
                                "Interface → 1[c]: Break 1 code gate subroutine.", "1[c]: +1 strength."),
                          breaker=breaks("code gate", 1, boost=1),
                          on=(when_passed_after_fully_breaking(_swap_passed_ice, optional="use Inversificator"),),
                          decisions=("Inversificator target",))

# Several subroutines per use, or conditions on the credits spent: until the engine's paid
# abilities land these carry only their facts.
CLEAVER = _breaker("Cleaver", "Fracter", faction="anarch", cost=3, strength=3, inf=2, mu=1, text=(
    "Interface → 1[c]: Break up to 2 barrier subroutines.", "2[c]: +1 strength."),
    breaker=breaks("barrier", 1, boost=2, up_to=2))
BATTERING_RAM = _breaker("Battering Ram", "Fracter", faction="shaper", cost=5, strength=3, inf=2, mu=2,
                         text=("Interface → 2[c]: Break up to 2 barrier subroutines.",
                               "1[c]: +1 strength for the remainder of this run."),
                         breaker=breaks("barrier", 2, boost=1, lasting="run", up_to=2))
BUZZSAW = _breaker("Buzzsaw", "Decoder", faction="anarch", cost=4, strength=3, inf=1, mu=1, text=(
    "Interface → 1[c]: Break up to 2 code gate subroutines.", "3[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=3, up_to=2))
AMINA = _breaker("Amina", "Decoder", faction="criminal", cost=7, strength=3, inf=4, mu=1, text=(
    "Interface → 2[c]: Break up to 3 code gate subroutines.", "2[c]: +3 strength.",
    "The first time each turn this program fully breaks a piece of ice, the Corp loses 1[c]."),
    breaker=breaks("code gate", 2, boost=2, amount=3, up_to=3), on=(when_fully_breaks(lose(1, "corp")),))
MONGOOSE = _breaker("Mongoose", "Killer", faction="criminal", cost=3, strength=1, inf=2, mu=1, text=(
    "You cannot use this program to break subroutines on more than one ice per run.",
    "Interface → 1[c]: Break up to 2 sentry subroutines.", "2[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=2, amount=2, up_to=2),
    on=(constant("cannot-break", _broke_on_other_ice_this_run, starts="You cannot"),))
REFRACTOR = _breaker("Refractor", "Decoder", faction="shaper", cost=1, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.",
    "1[c]: +3 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("code gate", 1, boost=1, amount=3, boost_from="stealth"))
DAGGER = _breaker("Dagger", "Killer", faction="shaper", cost=3, strength=0, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.",
    "1[c]: +5 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("sentry", 1, boost=1, amount=5, boost_from="stealth"))
NANOTK = _breaker("Na'Not'K", "Killer", faction="shaper", cost=4, strength=1, inf=1, mu=1, text=(
    "During runs, this program gets +1 strength for each piece of ice protecting the attacked server.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "3[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=3, amount=2),
    on=(constant("breaker-strength", _ice_on_attacked_server, starts="During runs"),))
ECHELON = _breaker("Echelon", "Killer", faction="shaper", cost=3, strength=0, inf=1, mu=1, text=(
    "This program gets +1 strength for each installed icebreaker <em>(including this one)</em>.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "3[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=3, amount=2),
    on=(constant("breaker-strength", _per_icebreaker, starts="This program"),))
SHARPSHOOTER = _breaker("Sharpshooter", "", faction="shaper", cost=1, strength=3, inf=1, mu=1, text=(
    "Interface → [trash]: Break any number of destroyer subroutines.", "1[c]: +2 strength."),
    breaker=breaks("destroyer", 0, boost=1, amount=2, up_to=None, costs=(TrashSelf(),)))

NANUQ = _breaker("Nanuq", "AI", faction="shaper", cost=4, strength=3, inf=5, mu=2, text=(
    "When this program is uninstalled, remove it from the game.",
    "When an agenda is scored or stolen, remove this program from the game.",
    "Interface → 2[c]: Break up to 2 subroutines.", "1[c]: +1 strength."),
    breaker=breaks(None, 2, boost=1, up_to=2),
    on=(whenever("trashed", remove_self_from_game, lambda game, card, event: event.subject is card,
                 inactive_ok=True, starts="When this program is uninstalled"),
        # moved out of play to the stack: inactive there, the ability still resolves
        # (cr/rule_active_exception_conditional_move_to_inactive_zone)
        whenever("uninstalled", remove_self_from_game, lambda game, card, event: event.subject is card,
                 inactive_ok=True, starts="When this program is uninstalled"),
        whenever("scored", remove_self_from_game, starts="When an agenda"),
        whenever("stolen", remove_self_from_game, starts="When an agenda")))
PUFFER = _breaker("Puffer", "Killer", faction="criminal", cost=4, strength=2, inf=4, mu=1, text=(
    "This program gets +1 strength and costs +1[MU] for each hosted power counter.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "2[c]: +1 strength.",
    "[click]: Place 1 power counter on this program or remove 1 hosted power counter."),
    breaker=breaks("sentry", 1, boost=2),
    on=(constant("breaker-strength", _per_power_counter, starts="This program"),
        constant("memory-cost", _per_power_counter, starts="This program"),
        paid(Clicks(1), effect=_place_or_remove_power, starts="[click]")),
    decisions=("Puffer choice",))

DEFINITIONS = (NANUQ, PUFFER, AURORA, PIPELINE, GARROTE, PEACOCK, CRYPSIS, ZU13, ABAGNALE, BUKHGALTER, MAYFLY,
               SNOWBALL, INVERSIFICATOR, CLEAVER, BATTERING_RAM, BUZZSAW, AMINA, MONGOOSE, REFRACTOR, DAGGER,
               NANOTK, ECHELON, SHARPSHOOTER)


def _atman_counters(game, ctx) -> None:
    """Atman: "you may spend any number of credits": using an icebreaker's ability, so credits for
    using icebreakers (Cyberfeeder's) may pay (cr/rule_spend_credits); decision "X for Atman"."""
    from rulesdb.engine.effects.common import add_counters
    from rulesdb.engine.effects.costs import Payment, pay, sources
    payment = Payment("runner", 0, "icebreaker", "Atman's ability", ctx.source)
    most = sum(s.available for s in sources(game, payment))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of credits from 0 to {most}")
        return value
    x = game.decider.ask("X for Atman", [f"0..{most}"], "Runner", check=check)
    if x:
        pay(game, Payment("runner", x, "icebreaker", "Atman's ability", ctx.source), cites.ICEBREAKER)
        add_counters(game, ctx.source, "power", x, ctx.by)


def _atman_strength(game, card, subject) -> int:
    return card.counters.get("power", 0) if subject is card else 0


def _not_exactly_as_strong(game, card, subject) -> bool:
    """Atman interfaces only with ice of exactly its strength."""
    ice, breaker = subject
    return breaker is card and game.ice_strength(ice) != game.breaker_strength(card)


ATMAN = _breaker("Atman", "AI", faction="shaper", cost=3, strength=0, inf=3, mu=1, text=(
    "When you install this program, you may spend any number of credits to place that many power counters on it.",
    "This program gets +1 strength for each hosted power counter, and it can only interface with ice of exactly "
    "equal strength.", "Interface → 1[c]: Break 1 subroutine."),
    breaker=breaks(None, 1), on_install=on_install(_atman_counters), decisions=("X for Atman",),
    on=(constant("breaker-strength", _atman_strength, starts="This program gets"),
        constant("cannot-break", _not_exactly_as_strong, starts="This program gets")))
DEFINITIONS = DEFINITIONS + (ATMAN,)


def _passed_encountered_sentry(game, card, event) -> bool:
    ice, run = event.subject, game.run
    encountered = run is not None and any(r["object"] == ice.object_id for r in run.record["encounters"])
    return encountered and game.has_subtype(ice, "sentry")


def _persephone_mill(game, ctx) -> None:
    """Persephone: trash the top of the stack; then 1 card of R&D per subroutine of that sentry that
    resolved during the encounter (replaced ones included: they resolve from the ice)."""
    ice = ctx.event.subject
    record = next(r for r in reversed(game.run.record["encounters"]) if r["object"] == ice.object_id)
    if not game.runner.deck:
        game.trace.add(f"{ctx.by}: the stack is empty, so nothing more happens.", cites.TRASH)
        return
    trash_top_of_stack(1)(game, ctx)
    count = min(len(record["subroutines_resolved"]), len(game.corp.deck))
    top = game.corp.deck[:count]
    del game.corp.deck[:count]
    game.corp.discard.extend(game.change_zone(card, "archives") for card in top)
    game.trace.add(f"{ctx.by}: {len(record['subroutines_resolved'])} subroutine(s) of {ice.title} resolved "
                   f"during that encounter: {count} card(s) trashed from the top of R&D.",
                   cites.cr("rule_replace_subroutine_resolution"), key=True)


PERSEPHONE = program("Persephone", "Icebreaker - Killer", faction="anarch", cost=5, strength=1, mu=2, inf=3, text=(
    "Interface → 2[c]: Break 1 sentry subroutine.", "1[c]: +1 strength.",
    "Whenever you pass a sentry after encountering it, you may trash the top card of your stack. If you do, "
    "trash 1 card from the top of R&D for each subroutine on that sentry that resolved during that encounter."),
    breaker=breaks("sentry", 2, boost=1),
    on=(whenever("pass", _persephone_mill, _passed_encountered_sentry, starts="Whenever", structure="run",
                 optional="use Persephone"),))
DEFINITIONS = DEFINITIONS + (PERSEPHONE,)
