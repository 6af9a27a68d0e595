"""Ice whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.hooks.moments import when_rezzed, when_turn_begins
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import TAG_OR_ETR, choose, runner_chooses, seq, trace, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, draw, give_tags, lose
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.card_costs import RevealAndTrashFromHand
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.choice_labels import labels, take_named
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game


def _diviner(game, ctx) -> None:
    """Do 1 net damage; end the run if the card trashed has an odd printed play or install cost."""
    from rulesdb.engine.cards import lookup

    before = len(game.log["damage"])
    damage("net", 1)(game, ctx)
    trashed = [t for d in game.log["damage"][before:] for t in d["trashed"]]
    costs = [lookup(t).facts.cost or 0 for t in trashed]
    if any(c % 2 for c in costs):
        ETR(game, ctx)


def _archives_to_hq(game, ctx) -> None:
    """Drafter: the Corp may add 1 card from Archives to HQ."""
    pile = game.corp.discard
    card = choose(game, ctx, pile, "Corp", "Archives is empty", or_none="the Corp adds no card from Archives to HQ")
    if card is None:
        return
    pile.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to HQ.")


def _drafter_plan(game, found: list, value):
    """Read Drafter's install answer: `no`, or {install: <card>, in: <server> | new remote, trash: [<ice>...]}
    (ice protecting that server the Corp trashes as it installs a piece of ice)."""
    if value == "no":
        return None
    where = value.get("in") if isinstance(value, dict) else None
    if not isinstance(value, dict) or not isinstance(where, str) or set(value) - {"install", "in", "trash"} or \
            (where not in game.servers and where != "new remote"):
        raise ValueError("expected no or {install: <card>, in: <server> | new remote, trash: [<ice>...]}")
    card = next((o for o in found if o.title == value.get("install")), None)
    protecting = list(game.servers[where].ice) if where in game.servers else []
    names = labels(game, protecting, "corp")  # two copies: "Ice Wall protecting HQ (outermost)"
    try:
        doomed = take_named(protecting, names, [str(t) for t in value.get("trash", [])])
    except StopIteration:
        raise ValueError(f"{value!r}: trash names ice protecting {where} as {', '.join(names) or 'nothing'}") from None
    if card is None or (doomed and not card.is_ice):
        raise ValueError(f"{value!r}: no such card in HQ or Archives, or no such ice protecting {where}")
    return card, where, doomed


def _drafter_install(game, ctx) -> None:
    """Drafter: install a card from HQ or Archives, ignoring all costs: a piece of ice outermost on a server
    (trashing any ice already protecting it that the Corp names), any other card in a root."""
    from rulesdb.engine.cards.primitives.installs import CORP_INSTALLABLE
    from rulesdb.engine.effects.icemoves import install_ice_at
    from rulesdb.engine.effects.trashing import trash
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    found = [o for o in game.corp.hand + game.corp.discard if o.card.facts.type in CORP_INSTALLABLE]
    choice = game.decider.ask("Drafter choice", ["no", "{install, in, trash}"], "Corp",
                              check=lambda value: _drafter_plan(game, found, value)) if found else None
    if choice is None:
        game.trace.add(f"{ctx.by}: the Corp installs nothing.")
        return
    card, server, doomed = choice
    if not card.is_ice:
        pile = game.corp.hand if any(o is card for o in game.corp.hand) else game.corp.discard

        def refuse(message: str):
            raise ScenarioError(f"{game.decider.source}: Drafter choice: {message}")
        install_card(game, card, pile, new_remote_name(game) if server == "new remote" else server, refuse,
                     ignore_cost=True)
        return
    install_ice_at(game, card, game.servers[server], 0, ctx.by)
    for old in doomed:
        trash(game, old, f"{ctx.by} (installing {card.title})", cites.C_INSTALL_STEPS, preventable=False)


_DNA = "Do 1 net damage. The Runner loses 2[c]."


DATA_MINE = ice("Data Mine", "Trap - AP", faction="jinteki", cost=0, strength=2, inf=2,
                text=("[sub] Do 1 net damage. Trash Data Mine.",),
                subs=(seq(damage("net", 1), trash_self),))


DATA_RAVEN = ice("Data Raven", "Sentry - Tracer - Observer", faction="nbn", cost=4, strength=4, inf=2,
                 text=("When the Runner encounters this ice, they must take 1 tag or end the run.",
                       "Hosted power counter: Give the Runner 1 tag.",
                       "[sub] Trace[3]. If successful, place 1 power counter on this ice."),
                 subs=(trace(3, place_counters("power", 1)),),
                 decisions=(TAG_OR_ETR,),
                 on=(when_encountered(runner_chooses({"take 1 tag": give_tags(1), "end the run": ETR},
                                                     also=TAG_OR_ETR)),
                     paid(HostedCounters("power", 1), effect=give_tags(1), starts="Hosted")))


DIVINER = ice("Diviner", "Code Gate - AP", faction="jinteki", cost=2, strength=3, inf=2, text=(
    "[sub] Do 1 net damage. If you trash a card this way with a printed play or install cost that is "
    "an odd number, end the run. <em>(0 is not odd.)</em>",), subs=(_diviner,))


DNA_TRACKER = ice("DNA Tracker", "Code Gate - AP", faction="jinteki", cost=8, strength=6, inf=3,
                  text=(f"[sub] {_DNA}",) * 3, subs=(seq(damage("net", 1), lose(2)),) * 3)


DOOMSCROLL = ice("Doomscroll", "Sentry - AP - Observer", faction="nbn", cost=3, strength=3, inf=2, text=(
    "[sub] Give the Runner 1 tag.", "[sub] Do 1 net damage.",
    "[sub] Do 2 net damage if the Runner has at least 2 tags."),
    subs=(give_tags(1), damage("net", 1), when(lambda game, ctx: game.runner.tags >= 2, damage("net", 2))))


DRAFTER = ice("Drafter", "Sentry", faction="haas-bioroid", cost=3, strength=3, inf=2, text=(
    "[sub] You may add 1 card from Archives to HQ.",
    "[sub] You may install 1 card from Archives or HQ, ignoring all costs."),
    subs=(_archives_to_hq, _drafter_install), decisions=("Drafter choice",))


def _agendas_back_into_rd(game: Game, ctx: Ctx) -> None:
    """Descent: up to 2 agendas of HQ and/or Archives ("Descent target": a title or a list, or none) are revealed
    and shuffled into R&D."""
    from rulesdb.engine.state.decisions import titles_from
    found = [c for c in game.corp.hand + game.corp.discard if c.card.facts.type == "agenda"]
    titles = [c.title for c in found]
    named = game.decider.ask("Descent target", titles, "Corp", check=titles_from(titles, "HQ or Archives", most=2)) \
        if found else []
    left = list(found)
    for title in named:
        card = left.pop([c.title for c in left].index(title))
        (game.corp.hand if any(o is card for o in game.corp.hand) else game.corp.discard).remove(card)
        game.corp.deck.append(game.change_zone(card, "rd"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp reveals {', '.join(named) or 'no agenda'} and shuffles R&D.",
                   cites.cr("rule_reveal"), cites.SHUFFLE)
    revealed(game, "corp", len(named))


def _back_to_hq(game: Game, ctx: Ctx) -> None:
    """Descent added to HQ: what it hosted is trashed at the next checkpoint (effects.card_moves.to_hq)."""
    from rulesdb.engine.effects.card_moves import to_hq
    if game.is_installed(ctx.source):
        to_hq(game, ctx.source, ctx.by)


DESCENT = ice("Descent", "Code Gate - Expendable", faction="weyland-consortium", cost=2, strength=1, inf=2, text=(
    "[click], 1[c], reveal and trash this ice from HQ: Draw 1 card. Reveal up to 2 agendas in HQ and/or Archives and "
    "shuffle them into R&D.", "When your turn begins, you may add this ice to HQ.", "[sub] End the run."),
    subs=(ETR,), on=(paid(Clicks(1), Credits(1), RevealAndTrashFromHand(), effect=seq(draw(1), _agendas_back_into_rd),
                          starts="[click], 1[c]", from_zone="hand"),
                     when_turn_begins(_back_to_hq, optional="use Descent", starts="When your turn begins")),
    decisions=("Descent target",))


def _trash_1_arrange_rest(game: Game, ctx: Ctx) -> None:
    """Data Hound: the Corp looks at the top X cards of the stack (X the trace's margin), trashes 1 ("Data Hound
    target") and puts the rest back in the order it names ("Data Hound order", top first)."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    x = game.last_trace["strength"] - game.last_trace["link"]
    top = game.runner.deck[:x]
    game.trace.add(f"{ctx.by}: the Corp looks at the top {counted(len(top), 'card')} of the stack.",
                   cites.cr("rule_look_reveal_instruction"))
    gone = choose(game, ctx, top, "Corp", "the stack is empty")
    if gone is None:
        return
    rest = [c for c in top if c is not gone]
    titles = [c.title for c in rest]
    order = game.decider.ask("Data Hound order", titles, "Corp",
                             check=titles_from(titles, "the cards looked at", exactly=len(titles))) \
        if len(rest) > 1 else titles
    left = list(rest)
    arranged = [left.pop(next(i for i, c in enumerate(left) if c.title == t)) for t in order]
    del game.runner.deck[:len(top)]
    trashed = game.change_zone(gone, "heap")
    game.runner.discard.append(trashed)
    # back into a hidden zone in an order only the Corp knows: new objects (cr/rule_object_move_location)
    game.runner.deck[:0] = [game.change_zone(c, "stack") for c in arranged]
    game.trace.add(f"{ctx.by}: the Corp trashes {gone.title} and arranges the rest: {', '.join(order) or 'none'}.",
                   cites.TRASH, key=True)
    grip_or_stack_trashed(game, [trashed], "stack")


DATA_HOUND = ice("Data Hound", "Sentry - Tracer - Observer", faction="nbn", cost=1, strength=2, inf=1, text=(
    "[sub] Trace[2]. If successful, look at the top X cards of the stack, where X is equal to the amount by which "
    "your trace strength exceeded the Runner's link strength. Trash 1 of those cards and arrange the rest in any "
    "order.",), subs=(trace(2, _trash_1_arrange_rest),), decisions=("Data Hound target", "Data Hound order"))


def _spend_for_power_counters(game: Game, ctx: Ctx) -> None:
    """Dracō: the Corp spends any number of credits ("Dracō choice") and places that many power counters on it."""
    from rulesdb.engine.cards.shared import ask_number
    from rulesdb.engine.effects.costs import Payment, pay
    from rulesdb.engine.effects.pools import add_counters
    n = ask_number(game, "Dracō choice", game.corp.credits, "Corp", "a number of credits")
    if n and pay(game, Payment("corp", n, "ability", f"{ctx.by} ({n}[c])"), cites.COST):
        add_counters(game, ctx.source, "power", n, ctx.by)


DRACO = ice("Dracō", "Sentry - Tracer", faction="neutral-corp", cost=1, strength=0, inf=0, text=(
    "When you rez this ice, you may spend any number of credits to place that many power counters on it.",
    "This ice gets +1 strength for each hosted power counter.",
    "[sub] Trace[2]. If successful, give the Runner 1 tag and end the run."),
    subs=(trace(2, seq(give_tags(1), ETR)),), strength_bonus=lambda game, card: card.counters.get("power", 0),
    on=(when_rezzed(_spend_for_power_counters),), decisions=("Dracō choice",))


def _pay_2_or_end_the_run(game: Game, ctx: Ctx) -> None:
    """Datapike: "The Runner must pay 2[c], if able": no choice while able; unable, the run ends (cr/rule_if_able)."""
    from rulesdb.engine.effects.costs import Payment, pay
    if not pay(game, Payment("runner", 2, "ability", f"{ctx.by} (2[c], if able)"), cites.IF_ABLE, cites.NESTED_COST):
        game.trace.add(f"{ctx.by}: the Runner cannot pay 2[c], so the run ends.", cites.IF_ABLE, key=True)
        ETR(game, ctx)


DATAPIKE = ice("Datapike", "Code Gate", faction="neutral-corp", cost=4, strength=2, inf=0, text=(
    "[sub] The Runner must pay 2[c], if able. If the Runner cannot pay 2[c], end the run.", "[sub] End the run."),
    subs=(_pay_2_or_end_the_run, ETR))
