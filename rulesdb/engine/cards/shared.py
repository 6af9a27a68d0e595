"""Helpers that cards of several types share (small builders and constant abilities)."""

from __future__ import annotations

from contextlib import contextmanager

from rulesdb.engine import cites
from rulesdb.engine.cards.printed import Printed
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.carddef import CardDef
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.only_choice import ask_must


def _card(title, faction, type_, subtypes, cost, influence, text, **behaviour) -> CardDef:
    facts = Printed(title, "runner", type_, tuple(subtypes), cost, influence=influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, **behaviour)


def _left_with(card, event) -> bool:
    """The card was trashed in the same instruction as the event's card, while rezzed: its trash
    abilities still see each card (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    return card.rezzed and (event.subject is card or any(o is card for o in event.info.get("together", ())))


def may_trash_own_installed_to(then, *, other: bool = False):
    """"You may trash 1 of your (other) installed cards to / If you do, <then>": the player picks a card
    or "none" (decision "<card> target"); `then` resolves only if the card is trashed. The trash is the cost of
    `then` (cr/rule_nested_cost_may), so nothing may prevent it (cr/rule_cost_no_interrupt)."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine.effects.trashing import trash_as_cost
        found = [o for o in game.installed() if o.owner == ctx.side and not (other and o is ctx.source)]
        titles = labels(game, found, ctx.side)
        if not found:
            game.trace.add(f"{ctx.by}: there is no installed card of theirs to trash.")
            return
        picked = game.decider.ask(f"{ctx.source.title} target", titles + ["none"], ctx.side.capitalize())
        if picked == "none":
            game.trace.add(f"{ctx.by}: no card is trashed.")
            return
        if trash_as_cost(game, found[titles.index(picked)], ctx.by, who=ctx.side) is not None:
            then(game, ctx)
    return resolve


def from_archives_to_hq(n: int = 1):
    """"Add N cards from Archives to HQ": the Corp names them ("<card> target", a title or a list)."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine.state.decisions import titles_from
        titles = [c.title for c in game.corp.discard]
        if not titles:
            game.trace.add(f"{ctx.by}: Archives is empty; no card is added to HQ.")
            return
        most = min(n, len(titles))
        named = ask_must(game, f"{ctx.source.title} target", titles, "Corp", cites.C_TARGETS, whole=len(titles) <= n,
                         check=titles_from(titles, "Archives", exactly=most))
        for title in named:
            card = next(c for c in game.corp.discard if c.title == title)
            game.corp.discard.remove(card)
            game.corp.hand.append(game.change_zone(card, "hq"))
        game.trace.add(f"{ctx.by}: the Corp adds {', '.join(named)} from Archives to HQ.", cites.NEW_OBJECT)
    return resolve


def hq_to_top_of_rd(game, ctx) -> None:
    """"Add 1 card from HQ to the top of R&D": the Corp names it ("<card> target"); a new object in R&D."""
    hand = game.corp.hand
    if not hand:
        game.trace.add(f"{ctx.by}: HQ is empty; no card is added to R&D.")
        return
    titles = [c.title for c in hand]
    card = hand.pop(titles.index(ask_must(game, f"{ctx.source.title} target", titles, "Corp", cites.C_TARGETS)))
    game.corp.deck.insert(0, game.change_zone(card, "rd"))
    game.trace.add(f"{ctx.by}: the Corp adds a card from HQ to the top of R&D.", cites.NEW_OBJECT)


@contextmanager
def discounted(game, kind: str, card, amount: int, by: str):
    """`card` costs `amount`[c] less to install or rez (`kind` "install-cost", "rez-cost") for the install or rez
    done inside the block only ("install ..., paying 2[c] less")."""
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, kind, lambda g, c, subject: -amount if subject is card else 0,
            f"{card.title} costs {amount}[c] less to {kind.split('-')[0]}", "turn", by,
            only=f"that {kind.split('-')[0]}")
    discount = game.effects[-1]
    try:
        yield
    finally:
        game.effects.remove(discount)


def search_rd(game, ctx, cards: list, nothing: str, criteria: bool = True, reveal: bool = True):
    """"Search R&D for 1 <card> and reveal it (Shuffle R&D after searching it)": the Corp finds one of `cards`
    ("<card> target"), R&D is shuffled (seeded); returns the card found, now set aside, or None. With `criteria`
    the Corp may fail to find (cr/rule_fail_to_find); "1 card" without them, it finds one
    (cr/rule_search_multiple_cards). Without `reveal` (a text with no "reveal it": Eminent Domain) the card is not
    revealed (cr/rule_reveal_for_search)."""
    from rulesdb.engine.effects.finding import find_one
    from rulesdb.engine.effects.setting_aside import set_found_aside
    card = find_one(game, "rd", cards, f"{ctx.source.title if ctx.source else ctx.by} target", "Corp", ctx.by,
                    nothing, cites.cr("rule_find"), criteria=criteria)
    set_found_aside(game, [card] if card is not None else [], game.corp.deck)
    game.rng.shuffle(game.corp.deck)
    shown = (" and reveals it" if reveal else " (not revealed)") if card else ""
    game.trace.add(f"{ctx.by}: the Corp searches R&D, finds {card.title if card else 'nothing'}{shown}; R&D is "
                   "shuffled.", cites.cr("rule_find"), cites.cr("rule_reveal_for_search"),
                   cites.cr("rule_shuffle_deck_after_search"), key=True)
    revealed(game, "corp", 1 if card and reveal else 0)
    return card


def pick_cards(game, name: str, pile: list, where: str, chooser: str = "Corp", most: int | None = None) -> list:
    """"Any number of" (up to `most`) cards of `pile` the player names (decision `name`: a title, a list, or none);
    the objects, each named at most as often as the pile holds it."""
    from rulesdb.engine.state.decisions import picking, titles_from
    titles = [c.title for c in pile]
    named = game.decider.ask(name, titles, chooser, check=picking(lambda v: [] if v in ("none", None)
                             else titles_from(titles, where, most=most)(v))) if pile else []
    left = list(pile)
    return [left.pop(next(i for i, c in enumerate(left) if c.title == t)) for t in named]


def shuffle_into_rd(game, ctx, cards: list, from_pile: list, where: str) -> None:
    """Shuffle `cards` of `from_pile` into R&D (each a new object there; R&D shuffled, seeded)."""
    for card in cards:
        from_pile.remove(card)
        game.corp.deck.append(game.change_zone(card, "rd"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp shuffles {counted(len(cards), 'card')} from {where} into R&D.",
                   cites.cr("rule_object_move_location"), key=True)


def trash_one_from_hand(game, ctx, side: str, decision: str):
    """"Trash 1 card from your hand" (HQ or the grip): the player names it (decision `decision`), and the trash
    is reported as one from that hand (`pile_trash`). The card trashed, or None when the hand is empty."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed, pile_trashed

    player = game.player(side)
    if not player.hand:
        return None
    titles = [c.title for c in player.hand]
    card = player.hand[titles.index(ask_must(game, decision, titles, player.name, cites.C_TARGETS))]
    player.hand.remove(card)
    player.discard.append(game.change_zone(card, "archives" if side == "corp" else "heap"))
    game.trace.add(f"{ctx.by}: the {player.name} trashes {card.title} from {'HQ' if side == 'corp' else 'the grip'}.",
                   cites.TRASH)
    if side == "corp":
        pile_trashed(game, "hq", [card], "corp")
    else:
        grip_or_stack_trashed(game, player.discard[-1:], "grip")
    return card


def trash_from_hq(game, ctx, cards: list) -> None:
    """Trash `cards`, already named from HQ, to Archives as one trash, reported as one from HQ (`pile_trash`)."""
    from rulesdb.engine.effects.pile_trash import pile_trashed

    for card in cards:
        game.corp.hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {counted(len(cards), 'card')} from HQ.", cites.TRASH)
    pile_trashed(game, "hq", cards, "corp")


def ran_every_central_this_turn(game, card=None) -> str:
    """"If you made a successful run on HQ, R&D, and Archives this turn" (Apocalypse, Jeitinho): "" when the
    Runner did, else which of them is missing."""
    done = {r["server"] for r in game.runs if r.get("turn") == game.turn.number and r["outcome"] == "successful"}
    missing = [s for s in ("HQ", "R&D", "Archives") if s not in done]
    if missing:
        refuse_unknown(game, card, f"a successful run on {' or '.join(missing)} this turn")
    return f"no successful run on {' or '.join(missing)} this turn" if missing else ""


def unrezzed_to_hq(game, ctx) -> None:
    """"Add 1 unrezzed card to HQ" (Hermes, Leela Patel): the Runner picks an unrezzed installed Corp card (ice or
    in a root), which goes to HQ: installed and facedown, never a faceup agenda (cr/rule_rezzed_unrezzed)."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.card_moves import to_hq
    from rulesdb.engine.state.visibility import is_facedown
    found = [o for o in game.installed() if o.owner == "corp" and is_facedown(game, o) and o.host is None]
    card = choose(game, ctx, found, "Runner", "there is no unrezzed installed Corp card")
    if card is not None:
        to_hq(game, card, ctx.by)


def resource_to_top_of_stack(game, ctx) -> None:
    """"Add 1 installed resource to the top of the stack" (Working Prototype, Hellion Alpha Test): the Corp picks it
    ("<card> target"); a new object there, what it hosted trashed at the next checkpoint."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.primitives.context import subroutine_refs
    from rulesdb.engine.effects.card_moves import to_stack
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource" and not o.facedown]
    card = choose(game, ctx, found, "Corp", "there is no installed resource", *subroutine_refs(ctx))
    if card is None:
        return
    to_stack(game, card, ctx.by)


def remove_bad_publicity(game, ctx) -> None:
    """"Remove 1 bad publicity" (Clone Retirement, Elizabeth Mills): nothing happens when the Corp has none."""
    if game.corp.bad_publicity:
        game.corp.bad_publicity -= 1
        game.trace.add(f"{ctx.by}: the Corp removes 1 bad publicity (now {game.corp.bad_publicity}).")
    else:
        game.trace.add(f"{ctx.by}: the Corp has no bad publicity to remove.")


def name_a_card(game, decision: str, chooser: str) -> str:
    """"Choose a card name": the answer to `decision` must be a card's title (Whistleblower, Complete Image,
    Targeted Marketing), an unknown one refused with the titles it could mean; returns its title as
    printed."""
    from rulesdb.engine.cards import lookup, suggest

    def check(value):
        card = lookup(str(value).strip()) if isinstance(value, str) else None
        if card is None:
            hint = f" (did you mean {', '.join(suggest(str(value)))}?)" if suggest(str(value)) else ""
            raise ValueError(f"{value!r} is not the name of a card the engine knows{hint}")
        return card.facts.title
    return game.decider.ask(decision, ["a card name"], chooser, check=check)


# --- the NSG era outside Standard: a number chosen, a card rezzed for less -------------------------------------
def ask_number(game, name: str, most: int, chooser: str, what: str = "a number") -> int:
    """A number from 0 to `most` the player chooses (decision `name`)."""
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be {what} from 0 to {most}")
        return value
    return game.decider.ask(name, [str(i) for i in range(most + 1)], chooser, check=check)


def rez_one_for_less(which, less: int, nothing: str):
    """"You may rez 1 <card>, paying N[c] less": the Corp names an unrezzed installed card `which(game, card)` accepts
    ("<card> target", or `no`); it is rezzed paying its costs, lowered by `less` (cr/rule_cost_calculation)."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine.timing.flow import offer_rez
        found = [o for o in game.installed() if o.owner == "corp" and not o.rezzed and which(game, o)]
        titles = labels(game, found, "corp")
        choice = game.decider.ask(f"{ctx.source.title} target", [*titles, "no"], "Corp") if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp rezzes {nothing}.", cites.C_REZ)
            return
        card = found[titles.index(choice)]
        with discounted(game, "rez-cost", card, less, ctx.by):
            offer_rez(game, card, forced=True)
    return resolve


def base_trace_strength_is_0(game, ctx) -> None:
    """"Reduce the base trace strength of a trace to 0" (Flip Switch, Disrupter): said once the [interrupt] is used."""
    game.trace.add(f"{ctx.by}: the base trace strength of that trace is 0.",
                   cites.cr("rule_trace_attempt_and_base_trace_strength"), key=True)


def corp_trashes_top_of_rd(game, ctx) -> None:
    """"The Corp trashes the top card of R&D" (Noise, Data Leak Reversal); nothing when R&D is empty."""
    from rulesdb.engine.effects.pile_trash import pile_trashed
    if not game.corp.deck:
        game.trace.add(f"{ctx.by}: R&D is empty; nothing is trashed.")
        return
    card = game.corp.deck.pop(0)
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes the top card of R&D ({card.title}).", cites.TRASH)
    pile_trashed(game, "rd", [card], "corp")


def swap_two_installed_ice(game, ctx) -> None:
    """"Swap 2 installed pieces of ice" (Tāo Salonga, Tenma Line): the card's controller names them ("<card> choice":
    2 labels as `state.choice_labels` gives them, so two copies are named by where they are and unrezzed ice the
    Runner cannot look at by its place, cr/rule_faceup_facedown); each keeps its rezzed state and counters
    (cr/rule_swap)."""
    from rulesdb.engine.effects.card_moves import swap_ice
    from rulesdb.engine.state.choice_labels import labels, take_named
    ice = [o for o in game.installed() if o.is_ice]
    names = labels(game, ice, ctx.side)

    def check(value):
        picked = value if isinstance(value, list) else [value]
        lowered = [n.lower() for n in names]
        if len(picked) != 2 or any(str(p).lower() not in lowered for p in picked) or \
                len({id(o) for o in take_named(ice, names, picked)}) != 2:
            raise ValueError(f"{value!r} must name 2 different installed pieces of ice: {', '.join(names)}")
        return picked
    if len(ice) < 2:
        game.trace.add(f"{ctx.by}: fewer than 2 pieces of ice are installed.", cites.SWAP)
        return
    picked = ask_must(game, f"{ctx.source.title} choice", names, game.player(ctx.side).name, cites.C_TARGETS,
                      whole=len(ice) == 2, check=check)
    first, second = take_named(ice, names, picked)
    swap_ice(game, first, second, ctx.by)


def hand_size_is_credits(side: str):
    """"Your maximum hand size is equal to the number of credits in your credit pool" (Cerebral Imaging, Theophilius
    Bagbiter): the base of 5 becomes the credits; what changes a maximum hand size (core damage, Chairman Hiro) still
    applies to it (cr/rule_hand_size)."""
    def value(game, card, asked: str) -> int:
        return game.player(side).credits - 5 if asked == side else 0
    return value


def using_a_program(payment) -> bool:
    """A payment for using a program: its break, strength or other paid ability (Multithreader, Trickster Taka)."""
    subject = payment.subject
    return payment.purpose in ("icebreaker", "ability") and subject is not None and subject.card.facts.type == "program"


def operation_to_top_of_rd(game, ctx) -> None:
    """Search R&D for 1 operation, reveal it, shuffle R&D, then put it on top, a new object (Embedded Reporting,
    Lily Lockwell)."""
    card = search_rd(game, ctx, [c for c in game.corp.deck if c.card.facts.type == "operation"],
                     "there is no operation in R&D")
    if card is not None:
        game.corp.deck.insert(0, game.change_zone(card, "rd"))
        game.trace.add(f"{ctx.by}: {card.title} is added to the top of R&D.", cites.NEW_OBJECT, key=True)
