"""Breach and access ([5.5] to [5.6]): candidates, how many, in which order, and each card accessed.

A breach may be replaced ("instead of breaching") or forbidden ("cannot breach"). HQ gives random
cards (seeded), R&D its top cards in order, Archives all of it; the root of the server is always
a candidate too, and with several candidates the Runner chooses the order ("access order"). HQ and
R&D allow 1 access plus what abilities add (Static kinds access-hq / access-rd, `breach_extra`).
Each accessed card goes through [5.5.1] to [5.5.4]: "when accessed" abilities, the trash decision,
stealing with its additional costs, then it is set aside; stealing 7 points wins the game.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.state import CardObj, Game
from rulesdb.engine.timing import Jump
from rulesdb.engine.triggers import Event, checkpoint, emit


def _determine(game: Game):
    run = game.run
    server = run.server
    if _replaced_or_forbidden(game, server):
        run.record["to_access"] = 0
        game.access = {"cards": [], "index": 0, "done": False}
        return "5.6"
    cards, how = candidates(game, server, with_zone=not _hq_accesses_replaced(game, server))
    run.record["to_access"] = len(cards)
    game.access = {"cards": cards, "index": 0, "done": False}
    game.trace.add(f"The Runner breaches {server} and will access {len(cards)} card(s){how}.",
                   cites.ACCESSING, cites.C_BREACH, cites.C_CANDIDATES)
    emit(game, Event("breach", info={"server": server}))
    checkpoint(game)
    if game.run.ended:
        return Jump("5.6", "access ended")
    return None if cards else "5.6"


def _hq_accesses_replaced(game: Game, server: str) -> bool:
    """"When you determine the number of cards in HQ you are allowed to access" (Rip Deal): an
    ability may replace those accesses; the root can still be accessed."""
    if server != "HQ":
        return False
    return any(rule.value(game, obj, access_limit(game, server)) for obj, rule in
               list(game.statics("hq-access-replacement")))


def access_limit(game: Game, server: str) -> int:
    kind = {"HQ": "access-hq", "R&D": "access-rd"}.get(server)
    if kind is None:
        return 0
    return max(0, 1 + game.modifier(kind, server) + game.breach_extra.get(server, 0))


def candidates(game: Game, server: str, with_root: bool = True,
               with_zone: bool = True) -> tuple[list[CardObj], str]:
    """The cards the Runner will access, in the order they are accessed, and how they are found."""
    corp = game.corp
    root = list(game.servers[server].root) if server in game.servers and with_root else []
    limit = access_limit(game, server) if with_zone else 0
    if server == "HQ":
        hand, found = list(corp.hand), []
        while hand and len(found) < limit:  # one at a time, seeded
            found.append(hand.pop(game.rng.randrange(len(hand))))
        how = f" (up to {limit} from HQ at random, and the root)"
    elif server == "R&D":
        found, how = corp.deck[:limit], f" (the top {limit} of R&D in order, and the root)"
    elif server == "Archives":
        found, how = list(corp.discard), " (all of Archives, and the root)"
    else:
        found, how = [], " in the root"
    everything = root + found if server != "R&D" else found + root
    barred = [c for c in everything if game.forbidden("access", c)]  # Adrian Seis: "cannot access"
    if barred:
        how += f"; it cannot access {', '.join(c.title for c in barred)}"
    return _ordered(game, [c for c in everything if not any(c is b for b in barred)]), how


def _ordered(game: Game, cards: list[CardObj]) -> list[CardObj]:
    """With several different candidates the Runner chooses the order ("access order")."""
    titles = [c.title for c in cards]
    if len(set(titles)) < 2:
        return cards

    def check(value):
        wanted = value if isinstance(value, list) else [value]
        order, left = [], list(cards)
        for title in wanted:
            match = next((c for c in left if c.title.lower() == str(title).lower()), None)
            if match is None:
                raise ValueError(f"{title!r} is not a card left to access")
            order.append(match)
            left.remove(match)
        return order + left

    order = game.decider.ask("access order", titles, "Runner", check=check)
    game.trace.add(f"The Runner chooses the order of access: {', '.join(c.title for c in order)}.",
                   cites.C_CANDIDATES)
    return order


def _replaced_or_forbidden(game: Game, server: str) -> bool:
    forbidden = game.forbidden("breach", server)
    if forbidden:
        game.trace.add(f"The Runner cannot breach {server} ({forbidden}): \"cannot\" beats \"can\".",
                       cites.C_CANNOT, key=True)
        return True
    for obj, rule in list(game.statics("breach-replacement")):
        replacement = rule.value(game, obj, server)
        if replacement is None:
            continue
        source = obj.title if obj else _card_named(getattr(rule, "source", "") or rule.text)
        if game.decider.ask(f"instead of breaching {source}", ["yes", "no"], "Runner",
                            general=("instead of breaching",)) == "no":
            continue
        game.trace.add(f"Instead of breaching {server}: {rule.text}", cites.cr(
            "rule_if_successful_lingering_effect"), cites.cr("sec_replacement_effects"), key=True)
        replacement(game)
        return True
    return False


def _card_named(source: str) -> str:
    """"Account Siphon's ability" -> "Account Siphon": how a decision names the card."""
    for suffix in ("'s ability", "'s subroutine"):
        if source.endswith(suffix):
            return source[: -len(suffix)]
    return source


def breach(game: Game, server: str, *, with_root: bool = True, by: str = "") -> None:
    """Breach a server outside the run's own [5.5] (an ability says "breach HQ"); during another
    breach it waits for that breach to end (cr/rule_consecutive_breaches)."""
    if game.access is not None:
        game.after_breach.append((server, with_root, by))
        game.trace.add(f"{by}: a breach is already in progress, so the breach of {server} takes place "
                       "when it ends.", cites.cr("rule_consecutive_breaches"), key=True)
        return
    cards, how = candidates(game, server, with_root)
    game.trace.add(f"{by + ': t' if by else 'T'}he Runner breaches {server} and will access {len(cards)} "
                   f"card(s){how if with_root else how.replace(', and the root', '')}.", cites.C_BREACH)
    for card in cards:
        game.access = {"cards": [card], "index": 0, "done": False}
        access_one(game, card)
        if game.over or (game.run and game.run.ended):
            break
    game.access = None
    breaches_waiting(game)


def breaches_waiting(game: Game) -> None:
    """The breaches that waited for the one just ended, one after another."""
    while game.after_breach and not game.over:
        server, with_root, by = game.after_breach.pop(0)
        breach(game, server, with_root=with_root, by=by)


def access_one(game: Game, card: CardObj) -> None:
    _access(game)
    for step in (_trash_it, _steal):
        if game.over or (game.run and game.run.ended):
            return
        step(game)


def _current(game: Game) -> CardObj:
    return game.access["cards"][game.access["index"]]


def _access(game: Game):
    card = _current(game)
    game.access["done"] = False
    if _prohibited(game, card) or _access_replaced(game, card) or not _paid_to_access(game, card):
        game.access["done"] = True
        return
    if game.run:
        game.run.record["accessed"].append(card.title)
    game.trace.add(f"The Runner accesses {card.title}.", cites.ACCESSING, cites.C_WHEN_ACCESSED)
    emit(game, Event("access", card))
    checkpoint(game)


def _prohibited(game: Game, card: CardObj) -> bool:
    """A card the Runner is prohibited from accessing is no longer a candidate (cr/rule_prohibiting_access)."""
    forbidden = game.forbidden("access", card)
    if forbidden:
        game.trace.add(f"The Runner cannot access {card.title} ({forbidden}): it is no longer a candidate.",
                       cites.cr("rule_prohibiting_access"), cites.cr("rule_prohibiting_access_to_1"), key=True)
    return bool(forbidden)


def _access_replaced(game: Game, card: CardObj) -> bool:
    """"Whenever you would access ..., you may instead ...": the card was chosen, so it stops being
    a candidate, but it is not accessed (cr/rule_candidates_already_accessed)."""
    for obj, rule in list(game.statics("access-replacement")):
        replacement = rule.value(game, obj, card)
        if replacement is None:
            continue
        source = _card_named(getattr(rule, "source", "") or rule.text.split(":")[0])
        if game.decider.ask(f"use {source}", ["yes", "no"], "Runner") == "no":
            continue
        game.trace.add(f"Instead of accessing {card.title}: {rule.text}. {card.title} was chosen, so it is no "
                       "longer a candidate.", cites.cr("rule_candidates_already_accessed"),
                       cites.cr("sec_replacement_effects"), key=True)
        replacement(game)
        return True
    return False


def _paid_to_access(game: Game, card: CardObj) -> bool:
    """An additional cost to access (Gagarin Deep Space): the Runner pays it or does not access the
    card, which was chosen all the same and is no longer a candidate (cr/rule_candidates_already_accessed)."""
    extra = game.modifier("access-cost", card)
    if not extra:
        return True
    payment = Payment("runner", extra, "access", f"accessing {card.title}", card)
    answer = game.decider.ask(f"pay {extra}[c] to access {card.title}", ["yes", "no"], "Runner") \
        if able(game, payment) else "no"
    if answer == "yes":
        return pay(game, payment, cites.C_ADDITIONAL_COST)
    game.trace.add(f"The Runner does not pay the additional {extra}[c] to access {card.title}, so they do not "
                   "access it; it was chosen, so it is no longer a candidate.",
                   cites.C_ADDITIONAL_COST, cites.cr("rule_candidates_already_accessed"), key=True)
    return False


def _trash_it(game: Game):
    card = _current(game)
    cost = card.card.facts.trash_cost
    if cost is None or game.access["done"] or not _still_there(game, card):
        return
    forbidden = game.forbidden("trash", card)
    if forbidden:
        game.trace.add(f"{card.title} cannot be trashed ({forbidden}).", cites.C_CANNOT, key=True)
        return
    payment = Payment("runner", cost, "trash", f"trashing {card.title}", card)
    if not able(game, payment):
        game.trace.add(f"The Runner cannot pay {card.title}'s trash cost of {cost}[c].",
                       cites.TRASH_COST)
        return
    if game.decider.ask(f"trash {card.title}", ["yes", "no"], "Runner") == "no":
        game.trace.add(f"The Runner does not trash {card.title}.", cites.TRASH_COST)
        return
    pay(game, payment, cites.TRASH_COST)
    _take_from_corp(game, card)
    game.corp.discard.append(game.change_zone(card, "archives"))
    if game.run:
        game.run.record["trashed"].append(card.title)
    game.log["trashed"].append(card.title)
    game.access["done"] = True
    game.trace.add(f"The Runner trashes {card.title}; it goes to Archives.", cites.TRASH_COST,
                   cites.C_TRASH_ACCESSED)
    emit(game, Event("trashed", card))
    checkpoint(game)


def _steal(game: Game):
    card = _current(game)
    if game.access["done"] or card.card.facts.type != "agenda" or not _still_there(game, card):
        return
    forbidden = game.forbidden("steal", card)
    if forbidden:
        game.trace.add(f"The Runner cannot steal {card.title} ({forbidden}).", cites.C_CANNOT,
                       key=True)
        return
    if not _pay_steal_costs(game, card):
        return
    _take_from_corp(game, card)
    stolen = game.change_zone(card, "score area")
    game.runner.score.append(stolen)
    if game.run:
        game.run.record["stolen"].append(card.title)
    game.access["done"] = True
    points = sum(c.card.facts.agenda_points or 0 for c in game.runner.score)
    game.trace.add(f"{card.title} is an agenda: the Runner steals it ({points} agenda points).",
                   cites.STEAL, cites.C_STEAL, key=True)
    emit(game, Event("stolen", stolen))
    from rulesdb.engine.effects import current_ends
    current_ends(game, "corp", "The Runner stole an agenda")
    if points >= 7:
        game.winner, game.reason = "runner", "agenda points"
        game.trace.add("The Runner has 7 or more agenda points and wins the game.",
                       cites.SCORE_SEVEN, cites.WINNING, cites.C_AGENDA_WIN)
        return
    checkpoint(game)


def _pay_steal_costs(game: Game, card: CardObj) -> bool:
    from rulesdb.engine.costtypes import label, pay_all, payable
    costs = card.card.steal_costs + tuple(c for obj, rule in game.statics("steal-cost")
                                          for c in (rule.value(game, obj, card) or ()))
    if not costs:
        return True
    text = label(costs, card)
    if not payable(game, "runner", card, costs):
        game.trace.add(f"The Runner cannot pay the additional cost to steal {card.title} ({text}), "
                       "so they do not steal it.", cites.C_ADDITIONAL_COST, cites.C_DECLINE_STEAL,
                       key=True)
        return False
    if game.decider.ask(f"steal {card.title}", ["yes", "no"], "Runner", general=("steal",)) == "no":
        game.trace.add(f"The Runner declines to pay {text} and does not steal {card.title}.",
                       cites.C_DECLINE_STEAL, key=True)
        return False
    game.trace.add(f"The Runner pays the additional cost to steal {card.title}: {text}.",
                   cites.C_ADDITIONAL_COST)
    pay_all(game, "runner", card, costs)
    return True


def _set_aside(game: Game):
    if not game.access["done"] and _still_there(game, _current(game)):
        game.trace.add(f"{_current(game).title} is set aside.", cites.ACCESSING)
    emit(game, Event("access-ends", _current(game)))
    _archives_candidates(game)
    game.access["index"] += 1
    return "5.5.1" if game.access["index"] < len(game.access["cards"]) else None


def _archives_candidates(game: Game) -> None:
    """Breaching Archives, candidates that left it are no longer candidates and cards that entered
    the discard pile become candidates (cr/rule_candidates_leaving_server,
    cr/rule_candidates_entering_archives): an upgrade trashed from its root is a new object there."""
    run, access = game.run, game.access
    if run is None or run.server != "Archives":
        return
    chosen, rest = access["cards"][:access["index"] + 1], access["cards"][access["index"] + 1:]
    here = game.corp.discard + game.servers["Archives"].root
    kept = [c for c in rest if any(c is o for o in here)]
    new = [o for o in game.corp.discard if not any(o is c for c in access["cards"])]
    for card in new:
        game.trace.add(f"{card.title} entered Archives during the breach: it is a new object and becomes a "
                       "candidate.", cites.cr("rule_candidates_entering_archives"),
                       cites.cr("rule_candidates_leaving_server"), key=True)
    access["cards"] = chosen + kept + new


def _return(game: Game):
    if game.access is not None:
        game.trace.add("The accessed cards set aside return to where they were, as they were.",
                       cites.ACCESSING)
    game.access = None
    breaches_waiting(game)
    return "6"


def _still_there(game: Game, card: CardObj) -> bool:
    corp = game.corp
    piles = (corp.hand, corp.deck, corp.discard, *(s.root for s in game.servers.values()))
    return any(o is card for pile in piles for o in pile)


def _take_from_corp(game: Game, card: CardObj) -> None:
    corp = game.corp
    for pile in (corp.hand, corp.deck, corp.discard, *(s.root for s in game.servers.values())):
        if any(o is card for o in pile):
            pile.remove(card)
            return


def _in_run(step):
    """A [5.5.x] step that stops when the run has ended mid-access (cr/rule_end_run_ends_access)."""
    def handler(game: Game):
        if game.run.ended:
            return Jump("5.6", "access ended")
        move = step(game)
        return Jump("5.6", "access ended") if game.run.ended else move
    return handler


HANDLERS = {"5.5": _determine, "5.5.1": _in_run(_access), "5.5.2": _in_run(_trash_it),
            "5.5.3": _in_run(_steal), "5.5.4": _in_run(_set_aside), "5.6": _return}
