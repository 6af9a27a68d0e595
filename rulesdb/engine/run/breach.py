"""Breaching a server (cr/step_breach, cr/sec_steps_of_breaching_a_server): the candidates, chosen one at a time.

The breach begins (its conditions are met and resolve), then the random access limit of HQ or R&D
is set and never changes (cr/rule_random_access_limit). Candidates are determined afresh before each
choice (cr/sec_determining_candidates): the root's cards, a random card of HQ or the topmost card of
R&D while the limit is not reached, every card of Archives; a card chosen once is no longer one, a
card the Runner cannot access never is, and cards that enter the server mid-breach can become one.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import field

from rulesdb.engine import cites
from rulesdb.engine.effects.lasting_effects import unprefixed
from rulesdb.engine.records import record
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.visibility import label_before_access, label_for

RANDOM_ZONES = ("HQ", "R&D")


#: Each breach's number, for abilities used "once each time you breach" (Heliamphora): a breach's id() is not one,
#: since a breach ended and freed leaves its address to the next object made.
_BREACH_NUMBERS = itertools.count(1)


@record
class Breach:
    """A breach in progress: the server, its random access limit, what was chosen and is accessed."""

    server: str
    limit: int = 0
    random_chosen: int = 0
    chosen: list[CardObj] = field(default_factory=list)
    root_seen: list[CardObj] = field(default_factory=list)  # root cards at the start or offered since
    preference: list[str] | None = None  # the Runner's "access order", names first-chosen first
    with_root: bool = True  # "breach HQ, ignoring its root": the root gives no candidates
    current: CardObj | None = None
    accessed: list[CardObj] = field(default_factory=list)  # seen by the Runner until the breach ends (CR 25.08)
    done: bool = False  # the current card was trashed or stolen
    must_trash: str = ""  # "any": trash the current card by any means, if able; "basic": by paying its trash cost
    number: int = field(default_factory=_BREACH_NUMBERS.__next__)


@record
class Option:
    """One candidate the Runner may choose: a card, or "a random card in HQ" (several cards)."""

    name: str
    cards: list[CardObj]
    random: bool = False
    judged: str = ""  # how a judge who sees every card names one of two copies ("Manta Grid in the root of R&D")


def access_limit(game: Game, server: str) -> int:
    kind = {"HQ": "access-hq", "R&D": "access-rd"}.get(server)
    if kind is None:
        return 0
    return max(0, 1 + game.modifier(kind, server) + game.breach_extra.get(server, 0))


def say_more_accesses(game: Game, server: str) -> None:
    """Each constant ability or lasting effect that raises (or lowers) the random access limit as it is set, with
    its words, a key step: "how many cards does Conduit access?" is decided here (cr/rule_increasing_random_access_
    limit). Abilities adding accesses as the breach begins say so as they resolve (cards.breaches.add_accesses)."""
    kind = {"HQ": "access-hq", "R&D": "access-rd"}.get(server)
    for obj, rule in list(game.statics(kind)) if kind else ():
        n = rule.value(game, obj, server)
        if not n:
            continue
        name = obj.title if obj is not None else getattr(rule, "source", "") or "a lasting effect"
        said, name = unprefixed(rule.text, name), name.removesuffix("'s ability")
        x = f", X = {n}" if re.search(r"\bX\b", said) else ""  # "access X additional cards": what X is now
        quoted = f" (\"{said}\"{x})" if said and f"{abs(n)} additional" not in said else ""
        game.trace.add(f"{name}: the Runner accesses {abs(n)} {'additional' if n > 0 else 'fewer'} "
                       f"card{'s' if abs(n) > 1 else ''} from {server}{quoted}.", cites.cr("rule_default_random_access_"
                       "limit"), cites.cr("rule_increasing_random_access_limit"), key=True)


def begin(game: Game, server: str, *, with_root: bool = True, with_zone: bool = True) -> Breach:
    """Set the random access limit (after the "breach" conditions resolved; 0 when the accesses from
    HQ are replaced) and the root as it is."""
    breach = Breach(server, access_limit(game, server) if with_zone else 0, with_root=with_root)
    breach.root_seen = list(_root(game, server)) if with_root else []
    if server == "Archives":
        from rulesdb.engine.state.visibility import flip_archives
        flip_archives(game)
    return breach


def expected(game: Game, breach: Breach) -> tuple[int, str]:
    """How many cards the breach should access as it begins, and how they are found (for the trace)."""
    server, limit = breach.server, breach.limit
    root = len(breach.root_seen)  # the root's cards now (none when the breach ignores it)
    if server == "HQ":
        return root + min(limit, len(game.corp.hand)), f" (up to {limit} from HQ at random, and the root)"
    if server == "R&D":
        return root + min(limit, len(game.corp.deck)), f" (the top {limit} of R&D in order, and the root)"
    if server == "Archives":
        return root + len(game.corp.discard), " (all of Archives, and the root)"
    return root, " in the root"


def choose_next(game: Game, breach: Breach) -> CardObj | None:
    """The Runner chooses the next candidate (cr/step_choose_candidate), or None: the breach is complete."""
    options = candidates(game, breach)
    if not options:
        return None
    option = _pick(game, breach, options)
    card = option.cards[game.rng.randrange(len(option.cards))] if option.random else option.cards[0]
    breach.chosen.append(card)
    if _zone_of(game, breach, card):
        breach.random_chosen += 1
    breach.current, breach.done, breach.must_trash = card, False, ""
    return card


def candidates(game: Game, breach: Breach) -> list[Option]:
    """The candidates now, in the engine's default order (the root first, but R&D's card first)."""
    def eligible(card: CardObj) -> bool:
        return all(c is not card for c in breach.chosen) and not game.forbidden("access", card)

    # named as the Runner sees them: an unrezzed card by where it is, R&D's top card as "R&D" (as HQ's is "HQ")
    root = [Option(label_for(game, c, "runner"), [c]) for c in _root(game, breach.server)
            if breach.with_root and eligible(c) and _offered(game, breach, c)]
    zone: list[Option] = []
    server, corp = breach.server, game.corp
    if server in RANDOM_ZONES and breach.random_chosen < breach.limit:
        if server == "HQ":
            cards = [c for c in corp.hand if eligible(c)]
            zone = [Option("HQ", cards, random=True)] if cards else []
        else:  # from the bottom while an effect says so (cr/rule_rnd_access_from_bottom)
            deck = corp.deck[::-1] if game.forbidden("access-rd-from-top", "R&D") else corp.deck
            top = next((c for c in deck if eligible(c)), None)
            zone = [Option("R&D", [top])] if top else []
    elif server == "Archives":
        zone = [Option(c.title, [c]) for c in corp.discard if eligible(c)]
    return _copies_named(game, zone + root if server == "R&D" else root + zone)


def _copies_named(game: Game, options: list[Option]) -> list[Option]:
    """Two candidates of one title named by where each is ("Manta Grid in the root of R&D", "Manta Grid in R&D":
    choice_labels, as a judge who sees every card says it), so the access order names the copy meant; copies alike
    (two in Archives) keep one name."""
    from rulesdb.engine.state.choice_labels import labels
    single = [o for o in options if not o.random]
    twice = [o for o in single if sum(p.cards[0].title == o.cards[0].title for p in single) > 1]
    for option, name in zip(twice, labels(game, [o.cards[0] for o in twice], "corp")):
        option.judged = name
        if option.name == option.cards[0].title:  # seen by the Runner too: named so in the question
            option.name = name
    return options


def ask_runner_about(game: Game, asked: str, card: CardObj) -> str:
    """The Runner's yes/no question `asked` about `card` ("candidate", "pay 1[c] to access"), naming the card as the
    Runner sees it: one they have not seen by where it is ("candidate unrezzed card in the root of Server 1", as
    the candidates are named), never by its title; a judge's answer by title still answers it."""
    seen = label_before_access(game, card)
    titled = () if seen == card.title else (f"{asked} {card.title}",)
    return game.decider.ask(f"{asked} {seen}", ["yes", "no"], "Runner", general=titled)


def _offered(game: Game, breach: Breach, card: CardObj) -> bool:
    """A card that entered the root mid-breach is a candidate if the Runner says so
    (cr/rule_candidates_entering_root; decision "candidate <card>")."""
    if any(c is card for c in breach.root_seen):
        return True
    breach.root_seen.append(card)
    answer = ask_runner_about(game, "candidate", card)
    game.trace.add(f"{card.title} entered the root during the breach: the Runner "
                   f"{'makes it' if answer == 'yes' else 'does not make it'} a candidate.",
                   cites.cr("rule_candidates_entering_root"))
    if answer == "no":
        breach.chosen.append(card)  # never offered again
    return answer == "yes"


def _pick(game: Game, breach: Breach, options: list[Option]) -> Option:
    """The first option the Runner's "access order" names, else the default order; the order is
    asked once, the first time there are different candidates to choose from."""
    if len({o.name.lower() for o in options}) > 1 and breach.preference is None:
        breach.preference = _ask_order(game, options)
    for name in list(breach.preference or ()):
        match = next((o for o in options if _names(o, name)), None)
        if match is not None:
            breach.preference.remove(name)
            return match
    return options[0]


def _names(option: Option, name: str) -> bool:
    wanted = str(name).lower()
    named = (option.name.lower(), option.judged.lower())
    return wanted in named or any(c.title.lower() == wanted for c in option.cards)


def _ask_order(game: Game, options: list[Option]) -> list[str]:
    titles = [o.name for o in options]

    def check(value):
        wanted = value if isinstance(value, list) else [value]
        for name in wanted:
            if not any(_names(o, name) for o in options):
                raise ValueError(f"{name!r} is not a card left to access")
            copies = list(dict.fromkeys(o.judged or o.name for o in options if not o.random and _names(o, name)))
            if len(copies) > 1:
                raise ValueError(f"{name!r} names {len(copies)} cards left to access: write one of "
                                 f"{', '.join(repr(c) for c in copies)}")
        return [str(n) for n in wanted]

    order = game.decider.ask("access order", titles, "Runner", check=check)
    game.trace.add(f"The Runner chooses the order of access: {', '.join(order)} first.", cites.C_CANDIDATES)
    return order


def _root(game: Game, server: str) -> list[CardObj]:
    return list(game.servers[server].root) if server in game.servers else []


def _zone_of(game: Game, breach: Breach, card: CardObj) -> bool:
    """Whether the card was chosen from HQ or R&D (it counts against the random access limit)."""
    pile = {"HQ": game.corp.hand, "R&D": game.corp.deck}.get(breach.server, [])
    return any(c is card for c in pile)
