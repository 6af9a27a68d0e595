"""The Corp's and Runner's decks and HQ: search them, look at and arrange the top of R&D, reveal it,
trash from the top of the stack, from HQ and R&D (sabotage)."""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed, pile_trashed
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.effects.setting_aside import set_found_aside
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.decisions import picking
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must


def trash_top_of_stack(n: int = 1) -> Effect:
    """Trash the top N cards of the Runner's stack."""
    def resolve(game: Game, ctx: Ctx) -> None:
        stack, top = game.runner.deck, game.runner.deck[:n]
        if not top:
            game.trace.add(f"{ctx.by}: there is no card in the stack to trash.", cites.TRASH)
        for card in top:
            stack.remove(card)
            game.runner.discard.append(game.change_zone(card, "heap"))
            game.trace.add(f"{ctx.by}: {card.title}, the top card of the stack, is trashed.",
                           cites.TRASH)
        if top:  # one trash of N cards (cr/rule_act_on_multiple_cards)
            grip_or_stack_trashed(game, game.runner.discard[-len(top):], "stack")
    return resolve


def matches(card: CardObj, what: str) -> bool:
    facts = card.card.facts  # "" matches any card ("search your stack for a card": Logos)
    return not what or what.lower() in (facts.type, facts.title.lower()) or facts.has(what)


def search_stack(what: str, then: str = "grip", *, optional: bool = False, reveal: bool = True,
                 less: Callable[[Game], int] | None = None) -> Effect:
    """"Search your stack for <what> (a type, subtype or title)": the Runner finds one ("<card> target"); what may be
    found (to install, only a card they could install: `searches.search_offer`) and whether they may answer `no`
    (with criteria, or `optional`; "1 card", `what` "", finds one: `finding.may_fail_to_find`) are decided as for
    every search; the stack is shuffled (seeded), then the card is added to the grip, revealed when the text says
    "reveal it" (`reveal`; Logos does not: a found card is revealed only when the text says so,
    cr/rule_reveal_for_search), or installed paying its install cost, `less(game)`[c] lower for the text's own
    "paying N[c] less" (Code Siphon), counted in what may be found as in what is paid."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.finding import ask_found
        from rulesdb.engine.effects.searches import install_found, search_offer, stack_search_ends
        lower = less(game) if less else 0
        fits, notes = search_offer(game, game.runner.deck, lambda c: matches(c, what), install=then != "grip",
                                   less=lower)
        name = ctx.source.title if ctx.source else ctx.by
        card, _ = ask_found(game, "stack", fits, f"{name} target", "Runner", criteria=bool(what), optional=optional,
                            notes=notes)
        stack_search_ends(game, [card] if card is not None else [], ctx.by)
        from rulesdb.engine.effects.triggers import checkpoint
        checkpoint(game)  # the search ends an instruction; the found card waits set aside (cr/rule_search_instruction)
        if card is None:
            return
        if then == "grip":
            game.runner.hand.append(game.change_zone(card, "grip"))
            shown = "revealed and added" if reveal else "added, not revealed,"
            game.trace.add(f"{ctx.by}: {card.title} is {shown} to the grip.", cites.cr("rule_reveal_for_search"),
                           *((cites.cr("rule_reveal"),) if reveal else ()))
            return
        install_found(game, card, ctx.by, origin="stack", less=lower)
    return resolve


def search_rd_and_install(what: str) -> Effect:
    """"Search R&D for <what>, reveal it, and install it. Shuffle R&D.": the Corp finds it ("<card>
    target") and names where ("<card> install where"), R&D is shuffled (seeded)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.finding import find_one
        from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
        from rulesdb.errors import ScenarioError
        name = ctx.source.title if ctx.source else ctx.by
        card = find_one(game, "rd", [c for c in game.corp.deck if matches(c, what)], f"{name} target", "Corp",
                        ctx.by, f"there is no {what} in R&D", cites.cr("rule_find"), criteria=bool(what))
        found = [card] if card is not None else []
        set_found_aside(game, found, game.corp.deck)
        game.rng.shuffle(game.corp.deck)
        if card is None:
            return
        game.trace.add(f"{ctx.by}: the Corp finds and reveals {card.title}; R&D is shuffled.",
                       cites.cr("rule_find"), cites.cr("rule_reveal"))
        revealed(game, "corp", 1)
        from rulesdb.engine.cards.primitives.installs import corp_places
        where = ask_must(game, f"{name} install where", corp_places(game, card), "Corp", cites.C_CHOSEN_ON_RESOLVING)

        def refuse(message: str):
            raise ScenarioError(f"{game.decider.source}: {name}: {message}")
        install_card(game, card, found, new_remote_name(game) if where == "new remote" else where, refuse)
    return resolve


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
        # back into a hidden zone in an order only one player knows: new objects (cr/rule_object_move_location)
        game.corp.deck[:len(top)] = [game.change_zone(c, "rd") for c in arranged]
        game.trace.add(f"{ctx.by}: the top {len(top)} cards of R&D are looked at and arranged: "
                       f"{', '.join(order) or 'none'}; each is a new object.", cites.cr("rule_object_move_location"))
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
        game.trace.add(f"{ctx.by}: sabotage {n}: the Corp trashes {counted(len(from_hq), 'card')} from HQ "
                       f"({', '.join(c.title for c in from_hq) or 'none'}) and {len(from_rd)} from the top "
                       f"of R&D, all at once, facedown into Archives.",
                       cites.cr("rule_sabotage_resolution"), cites.cr("rule_sabotage_facedown"), rule, key=True)
        pile_trashed(game, "hq", from_hq, "corp")
        pile_trashed(game, "rd", from_rd, "corp")
    return resolve


def _sabotage_choice(game: Game, ctx: Ctx, least: int, most: int) -> list[CardObj]:
    """The cards the Corp picks from HQ (decision "<card> choice"): between `least` and `most`."""
    hand = game.corp.hand
    if most == 0 or least == len(hand):
        return list(hand)[:most]

    @picking
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
            raise ValueError(f"the Corp must choose from {least} to {counted(most, 'card')} in HQ")
        return picked

    name = f"{ctx.source.title if ctx.source else ctx.by} choice"
    return game.decider.ask(name, [c.title for c in hand], "Corp", general=("sabotage",), check=check)


def trash_from_hq_to(then: Effect) -> Effect:
    """"You may trash 1 card from HQ to <then>": the Corp names a card of HQ, or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        titles = [c.title for c in game.corp.hand]
        choice = game.decider.ask(f"{ctx.source.title} target", ["no", *titles], "Corp") if titles else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp does not trash a card from HQ.", cites.TRASH)
            return
        card = game.corp.hand.pop(titles.index(choice))
        game.corp.discard.append(game.change_zone(card, "archives"))
        # cited as a trash, not as a subroutine: Hafrún's and Anemone's are abilities of rezzing the ice
        game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ.", cites.TRASH)
        pile_trashed(game, "hq", [card], "corp")
        then(game, ctx)
    return resolve


def search_rd_to_hq(what: Callable[[CardObj], bool], label: str) -> Effect:
    """"Search R&D for <label> and reveal it. Add it to HQ.": the Corp finds one ("<card> target"),
    R&D is shuffled at once (cr/rule_shuffle_deck_after_search), then the card goes to HQ."""
    def resolve(game: Game, ctx: Ctx) -> None:
        deck = game.corp.deck
        from rulesdb.engine.effects.finding import find_one
        card = find_one(game, "rd", [c for c in deck if what(c)], f"{ctx.source.title if ctx.source else ctx.by} "
                        "target", "Corp", ctx.by, f"there is no {label} in R&D", cites.cr("rule_find"))
        set_found_aside(game, [card] if card is not None else [], deck)
        game.rng.shuffle(deck)
        found = f"{card.title} and reveals it" if card else "nothing"
        game.trace.add(f"{ctx.by}: the Corp searches R&D, finds {found}; R&D is shuffled.", cites.cr("rule_find"),
                       cites.cr("rule_shuffle_deck_after_search"), key=True)
        if card is not None:
            game.corp.hand.append(game.change_zone(card, "hq"))
            game.trace.add(f"{ctx.by}: {card.title} is added to HQ.", cites.cr("rule_reveal"))
            revealed(game, "corp", 1)
    return resolve


def reveal_top_of_rd(game: Game, ctx: Ctx) -> None:
    """"Reveal the top card of R&D": both players see it; it stays where it is (cr/rule_reveal)."""
    top = game.corp.deck[:1]
    game.trace.add(f"{ctx.by}: the top card of R&D is revealed: {top[0].title if top else 'R&D is empty'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "corp", len(top))
