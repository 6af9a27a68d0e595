"""Programs whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.hooks.hosting import on_ice, on_rezzed_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, runner_chooses
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.piles import trash_top_of_stack
from rulesdb.engine.cards.primitives.players import gain_clicks
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import (
    NO_REMOTE_INTERFACE,
    _breaker,
    _installed_this_turn,
    _mark_installed_this_turn,
    _trash_weak_host,
    _weaker_host,
    caissa_move,
    host_program_on,
    not_interfacing_a_remote,
)
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.effects.pile_trash import pile_trashed
from rulesdb.engine.state.carddef import CreditSource, TriggerDef
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.only_choice import ask_must


def _per_power_counter(game, card, breaker) -> int:
    return card.counters.get("power", 0) if breaker is card else 0


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
    pile_trashed(game, "rd", top, "runner")
    game.trace.add(f"{ctx.by}: {counted(len(record['subroutines_resolved']), 'subroutine')} of {ice.title} resolved "
                   f"during that encounter: {counted(count, 'card')} trashed from the top of R&D.",
                   cites.cr("rule_replace_subroutine_resolution"), key=True)


def _own_counters(game, card, event) -> bool:
    return event.subject is card


ICE_SUBTYPES = ("barrier", "code gate", "sentry", "trap", "mythic", "bioroid", "ap", "destroyer", "tracer")


def _encountering(game, card) -> bool:
    return game.encounter is not None and not game.encounter.ended


def _encountered_ice_gains_a_subtype(game, ctx) -> None:
    """Pelangi: the Runner names an ice subtype; the encountered ice has it for this encounter."""
    enc = game.encounter
    subtype = game.decider.ask(f"{ctx.source.title} choice", list(ICE_SUBTYPES), "Runner")
    enc.gained_subtypes.add(subtype.lower())
    game.trace.add(f"{ctx.by}: {enc.ice.title} gains the {subtype} subtype for the remainder of this "
                   "encounter.", cites.C_LASTING, key=True)


PARASITE = program("Parasite", "Virus - Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Install only on a rezzed piece of ice.",
    "When your turn begins, place 1 virus counter on this program.",
    "Host ice gets -1 strength for each hosted virus counter.",
    "When the strength of host ice is 0 or less, trash it."),
    on=(when_turn_begins(place_counters("virus", 1)), constant("ice-strength", _weaker_host, starts="Host ice"),
        whenever("counters-placed", _trash_weak_host, _own_counters, starts="When the strength")),
    on_install=on_install(_trash_weak_host), install_on=on_rezzed_ice)


PARICIA = program("Paricia", "", faction="shaper", cost=0, inf=1, mu=1, text=(
    "2[recurring] <em>(When you install this card and before your turn begins, refill to 2 hosted credits.)</em>",
    "You can spend hosted credits to pay trash costs of assets."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trash" and payment.subject is not None
                               and payment.subject.card.facts.type == "asset", "trash costs of assets"))


PEACOCK = _breaker("Peacock", "Decoder", faction="criminal", cost=3, strength=2, inf=2, mu=1, text=(
    "Interface → 2[c]: Break 1 code gate subroutine.", "2[c]: +3 strength."),
    breaker=breaks("code gate", 2, boost=2, amount=3))


PELANGI = program("Pelangi", "Virus", faction="shaper", cost=1, inf=3, mu=1, text=(
    "When you install this program, place 2 virus counters on it.",
    "Once per turn → Hosted virus counter: Choose an ice subtype. The ice you are encountering gains "
    "that subtype for the remainder of this encounter."),
    on_install=on_install(place_counters("virus", 2)),
    on=(paid(HostedCounters("virus"), effect=_encountered_ice_gains_a_subtype, when=_encountering,
             once_per_turn=True, starts="Once per turn"),), decisions=("Pelangi choice",))


PERSEPHONE = program("Persephone", "Icebreaker - Killer", faction="anarch", cost=5, strength=1, mu=2, inf=3, text=(
    "Interface → 2[c]: Break 1 sentry subroutine.", "1[c]: +1 strength.",
    "Whenever you pass a sentry after encountering it, you may trash the top card of your stack. If you do, "
    "trash 1 card from the top of R&D for each subroutine on that sentry that resolved during that encounter."),
    breaker=breaks("sentry", 2, boost=1),
    on=(whenever("pass", _persephone_mill, _passed_encountered_sentry, starts="Whenever", structure="run",
                 optional="use Persephone"),))


PIPELINE = _breaker("Pipeline", "Killer", faction="shaper", cost=3, strength=1, inf=1, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "2[c]: +1 strength for the remainder of this run."),
    breaker=breaks("sentry", 1, boost=2, lasting="run"))


PUFFER = _breaker("Puffer", "Killer", faction="criminal", cost=4, strength=2, inf=4, mu=1, text=(
    "This program gets +1 strength and costs +1[MU] for each hosted power counter.",
    "Interface → 1[c]: Break 1 sentry subroutine.", "2[c]: +1 strength.",
    "[click]: Place 1 power counter on this program or remove 1 hosted power counter."),
    breaker=breaks("sentry", 1, boost=2),
    on=(constant("breaker-strength", _per_power_counter, starts="This program"),
        constant("memory-cost", _per_power_counter, starts="This program"),
        paid(Clicks(1), effect=_place_or_remove_power, starts="[click]")),
    decisions=("Puffer choice",))


def _passed_host(game, card, event) -> bool:
    return card.host is not None and event.subject is card.host


def _gain_click_then_maybe_to_grip(game, ctx) -> None:
    """Pichação: gain [click]; if it is not the first [click] the Runner gained during a run this turn (the
    game's history), this program goes to the grip."""
    from rulesdb.engine.effects.card_moves import to_grip
    from rulesdb.engine.state.lastturn import happened
    gain_clicks(1)(game, ctx)
    gained = happened(game, game.turn.number, "clicks gained during a run", by="runner")
    if len(gained) == 1:
        refuse_unknown(game, ctx.source, "the first time you gained [click] during a run this turn")
    if len(gained) > 1 and game.is_active(ctx.source):
        game.trace.add(f"{ctx.by}: not the first [click] gained during a run this turn, so it goes to the grip.",
                       cites.CLICKS, key=True)
        to_grip(game, ctx.source, ctx.by)


def _during_an_hq_run(game, card, payment) -> bool:
    return game.run is not None and not game.run.ended and game.run.server == "HQ"


PHEROMONES = program("Pheromones", "Virus", faction="criminal", cost=2, inf=2, mu=1, text=(
    "X[recurring]", "Use these credits during runs on HQ. X is the number of virus counters on Pheromones.",
    "Whenever you make a successful run on HQ, place 1 virus counter on Pheromones."),
    recurring=lambda game, card: card.counters.get("virus", 0),
    credit_source=CreditSource(_during_an_hq_run, "any payment during a run on HQ"),
    on=(when_successful_run(place_counters("virus", 1), server="HQ", starts="Whenever"),))


PICHACAO = program("Pichação", "Trojan", faction="shaper", cost=1, inf=2, mu=1, text=(
    "Install only on a piece of ice.",
    "Whenever you pass host ice, you may gain [click]. If this is not the first time you gained [click] during a "
    "run this turn, add this program to your grip."),
    install_on=on_ice,
    on=(whenever("pass", _gain_click_then_maybe_to_grip, _passed_host, starts="Whenever", structure="run",
                 optional="use Pichação"),))


def _spike_usable(game, card) -> bool:
    """Threat 4 (cr/rule_threat_flag) and "Use this ability only once per run" (cr/rule_paid_ability_used_condition)."""
    from rulesdb.engine.cards.hooks.runs import at_threat
    return at_threat(game, 4) and not (game.run is not None and f"{card.object_id} +9" in game.run.used)


def _spike_9_strength(game, ctx) -> None:
    """+9 strength: for the encounter when used in one, else until the next checkpoint
    (cr/rule_icebreaker_strength_increase_outside_of_encounter)."""
    from rulesdb.engine.effects import boosts
    card, encountering = ctx.source, game.encounter is not None and not game.encounter.ended
    if game.run is not None:
        game.run.used.add(f"{card.object_id} +9")
    boosts.add(game, card, 9, "encounter" if encountering else "checkpoint")
    lasting = "this encounter" if encountering else "until the next checkpoint"
    game.trace.add(f"{ctx.by}: {card.title} gets +9 strength for {lasting} (now {game.breaker_strength(card)}).",
                   cites.BOOST_FOR_RUN, cites.cr("rule_threat_flag"), key=True)


PRESSURE_SPIKE = _breaker("Pressure Spike", "Fracter", faction="shaper", cost=4, strength=1, inf=3, mu=1, text=(
    "Interface → 1[c]: Break 1 barrier subroutine.", "2[c]: +3 strength.",
    "Threat 4 → 2[c]: +9 strength. Use this ability only once per run. <em>(This ability is active if any player "
    "has 4 or more agenda points.)</em>"),
    breaker=breaks("barrier", 1, boost=2, amount=3),
    on=(paid(Credits(2, "icebreaker"), effect=_spike_9_strength, when=_spike_usable, starts="Threat 4",
             raises_strength=9),))


def _1_less_per_other_icebreaker(game, card, subject) -> int:
    if subject is not card:
        return 0
    others = [o for o in game.installed() if o.owner == "runner" and o is not card
              and game.is_active(o) and game.has_subtype(o, "icebreaker")]
    return -len(others)


PRINCIPIA = _breaker("Principia", "Fracter", faction="shaper", cost=4, strength=2, inf=1, mu=1, text=(
    "This program costs 1[c] less to install for each other installed icebreaker. <em>(Programs trashed as part "
    "of installing this program don’t count.)</em>", "Interface → 1[c]: Break 1 barrier subroutine.",
    "2[c]: +2 strength."),
    breaker=breaks("barrier", 1, boost=2, amount=2),
    on=(constant("install-cost", _1_less_per_other_icebreaker, starts="This program"),))


PENROSE = _breaker("Penrose", "Decoder - Fracter", faction="shaper", cost=3, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 barrier subroutine. Use this ability only if this program was installed this turn.",
    "Interface → 1[c]: Break 1 code gate subroutine.",
    "1[c]: +3 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("barrier", 1, boost=1, amount=3, boost_from="stealth", usable=_installed_this_turn,
                   restriction="Use this ability only if this program was installed this turn.",
                   also=(breaks("code gate", 1),)),
    on_install=_mark_installed_this_turn)


PROPELLER = _breaker("Propeller", "Fracter", faction="shaper", cost=1, strength=0, inf=2, mu=1, text=(
    "When you install this program, place 4 power counters on it.", "Interface → 1[c]: Break 1 barrier subroutine.",
    "Hosted power counter: +2 strength."),
    breaker=breaks("barrier", 1, boost=0, amount=2, pump_costs=(HostedCounters("power", 1),)),
    on_install=on_install(place_counters("power", 4)))


def _host_not_barrier(game, card, event) -> bool:
    return event.subject is not None and event.subject is card.host and not game.has_subtype(event.subject, "barrier")


def _per_subroutine(game, pending):
    from rulesdb.engine.effects.costs import Payment
    from rulesdb.engine.state.subroutines import current
    return Payment("runner", len(current(game, pending.event.subject)), "ability", "Physarum Entangler's bypass",
                   pending.source)  # for using a program: Mantle's and Trickster Taka's credits may pay


def _physarum_usable(game, pending):
    """Only a Runner able to pay may (ice that "cannot be bypassed" is no bar to paying: `_ff_usable`)."""
    from rulesdb.engine.effects.costs import able
    payment = _per_subroutine(game, pending)
    return "" if able(game, payment) else f"the Runner cannot pay {payment.amount}[c]"


def _physarum_bypass(game, pending) -> None:
    from rulesdb.engine.effects.costs import pay
    from rulesdb.engine.effects.ending import bypass
    pay(game, _per_subroutine(game, pending), cites.COST)
    bypass(game, pending.event.subject, "Physarum Entangler")


PHYSARUM_BYPASS = ("Whenever you encounter host ice, if it is not a barrier, you may pay 1[c] for each subroutine it "
                   "has. If you do, bypass that ice.")
PHYSARUM_ENTANGLER = program("Physarum Entangler", "Virus - Trojan", faction="criminal", cost=0, inf=3, mu=1, text=(
    "Install only on a piece of ice.", PHYSARUM_BYPASS, "When the Corp purges virus counters, trash this program."),
    install_on=on_ice, on=(whenever("purge", trash_self, starts="When the Corp"),),
    triggers=(TriggerDef("encounter", PHYSARUM_BYPASS, _physarum_bypass, _host_not_barrier, "encounter",
                         optional="use Physarum Entangler", usable=_physarum_usable, cites=(cites.BYPASS,)),))


PASSPORT = _breaker("Passport", "Decoder", faction="criminal", cost=1, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.", "2[c]: +2 strength.", NO_REMOTE_INTERFACE),
    breaker=breaks("code gate", 1, boost=2, amount=2, usable=not_interfacing_a_remote,
                   restriction="This program cannot interface with ice protecting a remote server."))


class _UntilTheNextRunThisTurnEnds:
    """The duration "until the end of the next run this turn": over once a run begun after it was created has
    ended, or with the turn (cr/sec_lingering_effects)."""

    def __init__(self, game: Game) -> None:
        self.game, self.turn, self.runs_before = game, game.turn, len(game.runs)

    @property
    def ended(self) -> bool:
        game = self.game
        if game.turn is not self.turn or self.turn.ended:
            return True
        if len(game.runs) <= self.runs_before:
            return False
        run = game.run
        return not (run is not None and run.record is game.runs[self.runs_before] and not run.complete)


def _ice_gains_a_subtype(game: Game, ctx: Ctx) -> None:
    """Paintbrush: a rezzed piece of ice ("Paintbrush target") gains the subtype the Runner names ("Paintbrush
    choice") until the end of the next run this turn."""
    from rulesdb.engine.state.events import Lasting
    found = [o for o in game.installed() if o.is_ice and o.rezzed]
    ice = choose(game, ctx, found, "Runner", "there is no rezzed ice", cites.C_LASTING)
    if ice is None:
        return
    subtype = game.decider.ask("Paintbrush choice", ["sentry", "code gate", "barrier"], "Runner")
    text = f"{ice.title} gains {subtype} until the end of the next run this turn."
    game.effects.append(Lasting("subtype-gain", lambda g, c, subject: int(subject[0] is ice and subject[1] == subtype),
                                text, "next run this turn", _UntilTheNextRunThisTurnEnds(game), ctx.by))
    game.trace.add(f"{ctx.by}: \"{text}\"", cites.C_LASTING)


PAINTBRUSH = program("Paintbrush", "", faction="shaper", cost=3, inf=4, mu=2, text=(
    "[click]: Choose a rezzed piece of ice. That ice gains sentry, code gate or barrier until the end of the next run "
    "this turn.",), on=(paid(Clicks(1), effect=_ice_gains_a_subtype, starts="[click]"),),
    decisions=("Paintbrush target", "Paintbrush choice"))


def _outermost_central(game: Game, pawn, ice) -> bool:
    place = game.locate(ice)
    return place is not None and place[0].name in CENTRAL and place[2] == 0


def _next_inward_or_swap(game: Game, ctx: Ctx) -> None:
    """Pawn: onto the next inward piece of ice; with none, trashed, and 1 other Caïssa program from the grip or heap
    installed ignoring all costs ("Pawn target": "<title> (grip|heap)")."""
    from rulesdb.engine.effects.searches import install_found, installable, left_out, why_not
    from rulesdb.engine.effects.trashing import trash
    pawn = ctx.source
    server, _, i = game.locate(pawn.host)
    if i + 1 < len(server.ice):
        host_program_on(game, pawn, server.ice[i + 1], ctx.by)
        return
    game.trace.add(f"{ctx.by}: there is no next inward piece of ice.", cites.C_HOST)
    trash(game, pawn, ctx.by, who="runner")
    piles = (("grip", game.runner.hand), ("heap", game.runner.discard))
    found = [(name, pile, c) for name, pile in piles for c in pile
             if c.card.facts.type == "program" and c.card.facts.has("caïssa") and c.title != "Pawn"
             and installable(game, c, ignore_costs=True)]
    if not found:
        game.trace.add(f"{ctx.by}: there is no other Caïssa program in the grip or heap that can be installed.",
                       cites.C_HOST, cites.cr("rule_do_as_much_as_you_can"))
        return
    names = [f"{c.title} ({name})" for name, _, c in found]
    notes = [note for name, pile in piles for note in left_out(
        game, [c for c in pile if c.card.facts.type == "program" and c.card.facts.has("caïssa") and c.title != "Pawn"],
        lambda c: why_not(game, c, ignore_costs=True), lambda c, name=name: f"{c.title} ({name})")]
    _, pile, card = found[names.index(ask_must(game, "Pawn target", names, "Runner", cites.C_TARGETS, notes=notes))]
    pile.remove(card)
    install_found(game, card, ctx.by, ignore_costs=True, origin="heap" if pile is game.runner.discard else "grip")


PAWN = program("Pawn", "Caïssa - Trojan", faction="anarch", cost=0, inf=1, mu=0, text=(
    "[click]: Host this program on the outermost piece of ice protecting a central server.",
    "Whenever you make a successful run while this program is hosted on a piece of ice, host it on the next inward "
    "piece of ice. If you cannot, trash this program and install 1 other Caïssa program from your grip or heap, "
    "ignoring all costs."),
    on=(paid(Clicks(1), effect=caissa_move(_outermost_central, not_on_caissa=False), starts="[click]"),
        whenever("successful", _next_inward_or_swap, lambda game, card, event: card.host is not None
                 and card.host.is_ice, starts="Whenever")), decisions=("Pawn target",))
