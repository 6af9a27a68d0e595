"""Searching the stack for a card to install: only a card that could be installed, costs paid, can be
found (cr/rule_valid_search_target_install_play), and the stack is shuffled right after the search,
before anything is done with the card (cr/rule_shuffle_deck_after_search)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay, shortfall
from rulesdb.engine.effects.finding import ask_found
from rulesdb.engine.effects.installing import finish_install, installs_faceup, into_rig
from rulesdb.engine.effects.memory import could_fit, room_sets, set_apart, trash_to_fit
from rulesdb.engine.effects.setting_aside import set_found_aside, stays_set_aside
from rulesdb.engine.state.choice_labels import ask_card
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import PLAY_AREA, CardObj, Server
from rulesdb.engine.state.only_choice import ask_must

RUNNER_INSTALLABLE = ("program", "resource", "hardware")


def _install_payment(game: Game, card: CardObj) -> Payment:
    cost = max(0, (card.card.facts.cost or 0) + game.own_modifier("install-cost", card))
    return Payment("runner", cost, "install", f"installing {card.title}", card)


def _least_install_payment(game: Game, card: CardObj) -> Payment:
    """The install cost at the least: a program past the memory limit pays after the programs trashed to make room
    are gone (cr/rule_steps_installing_pay_install_cost), so it is read with each set the Runner could trash gone
    (Principia)."""
    prices = []
    for chosen in room_sets(game, card) if card.card.facts.type == "program" else ():
        with set_apart(game, chosen):
            prices.append(_install_payment(game, card))
    return min(prices, key=lambda payment: payment.amount, default=None) or _install_payment(game, card)


PATCHWORK_USE = "patchwork discount"


def _patchwork(game: Game, card: CardObj | None = None) -> CardObj | None:
    """An installed Patchwork not used this turn, with a grip card (other than `card`) to trash for it."""
    if not [c for c in game.runner.hand if c is not card]:
        return None
    return next((o for o in game.runner.play if o.title == "Patchwork" and PATCHWORK_USE not in o.used), None)


def patchwork_lowers(game: Game, card: CardObj | None = None) -> int:
    """What Patchwork could take off the install cost of `card` now (2[c] while it can be used, else 0): a card its
    use makes affordable can be chosen to be installed (cr/rule_valid_search_target_install_play, its
    Self-modifying Code example)."""
    return 2 if _patchwork(game, card) is not None else 0


def hosts_for(game: Game, card: CardObj) -> list[CardObj] | None:
    """The installed cards that could host `card`, a card that says "Install only on ..." (a trojan on a piece of
    ice); None for a card installed anywhere (cr/rule_host_on_ability)."""
    only_on = card.card.install_on
    if only_on is None:
        return None
    return [o for o in game.installed() if o is not card and only_on(game, o)]


def choose_host(game: Game, card: CardObj) -> CardObj | None:
    """The card that will host `card`, installed by an ability, when it can be installed only on one (decision
    "<card> host": a title); None for a card installed anywhere."""
    hosts = hosts_for(game, card)
    if not hosts:
        return None
    return ask_card(game, f"{card.title} host", hosts, "Runner", must=cites.C_TARGETS)


def installable(game: Game, card: CardObj, ignore_costs: bool = False, less: int = 0, hosts: tuple = ()) -> bool:
    """A Runner card that can be installed now (`why_not` finds no reason it cannot). The one check every ability
    offering grip, heap or stack cards to install filters its offer with (cr/rule_valid_search_target_install_play)."""
    return why_not(game, card, ignore_costs, less, hosts) is None


def why_not(game: Game, card: CardObj, ignore_costs: bool = False, less: int = 0, hosts: tuple = ()) -> str | None:
    """Why a Runner card cannot be installed now, in a few words for a trace or a question's note; None when it can:
    the right type, a card to host it if it can only be installed on one, its cost payable (`less`[c] lower for an
    ability's own "paying N[c] less", the cheapest of the `hosts` it may go on, Patchwork's 2[c] counted when it can
    be used), memory to spare once the Runner has trashed the programs they may trash as part of the install
    (cr/rule_install_trash_programs)."""
    barred = _barred(game, card)
    if barred:
        return barred
    if hosts_for(game, card) == []:
        where = card.card.install_on.__doc__ or "another card"
        return f"it can be installed only on {where}, and no installed card is one"
    if card.card.facts.type == "program" and not could_fit(game, card):
        return too_little_memory(game, card)
    return None if ignore_costs else unaffordable(game, card, less, hosts)


def _barred(game: Game, card: CardObj) -> str | None:
    """Why `card` cannot be installed whatever it costs: its type, or its own restriction ("Install only if")."""
    if card.card.facts.type not in RUNNER_INSTALLABLE:
        return "its type is never installed"
    refused = card.card.playable(game, card) if card.card.playable else None
    return str(refused) if refused else None


def unaffordable(game: Game, card: CardObj, less: int = 0, hosts: tuple = ()) -> str | None:
    """Why the Runner cannot pay to install `card` now, or None: its install cost with every modifier in play
    (`_install_payment`), `less`[c] lower for an ability's own "paying N[c] less", the cheapest of the `hosts` it may
    go on, Patchwork's 2[c] counted when it can be used for this card."""
    less += max((-game.modifier("hosted-install-cost", h) for h in hosts), default=0)
    less += patchwork_lowers(game, card)
    full = _least_install_payment(game, card)
    payment = Payment("runner", max(0, full.amount - less), full.purpose, full.what, card)
    if able(game, payment):
        return None
    lower = f", {payment.amount}[c] after {less}[c] less" if less else ""
    return f"the Runner cannot pay its {full.amount}[c] install cost{lower} ({shortfall(game, payment)})"


def too_little_memory(game: Game, card: CardObj) -> str:
    """Why program `card` cannot be installed, as far as memory goes (cr/rule_install_trash_programs)."""
    return (f"not enough memory even after trashing every installed program (it needs {game.memory_cost(card)}[MU], "
            f"the memory limit is {game.memory_limit()})")


def installable_among(game: Game, cards, types: tuple[str, ...], less: int = 0) -> list[CardObj]:
    """The cards of `types` among `cards` that the Runner can install now, paying `less`[c] less (`installable`)."""
    return [c for c in cards if c.card.facts.type in types and installable(game, c, less=less)]


def left_out(game: Game, cards, why, label=None) -> list[str]:
    """A question's notes: for each of `cards` (those of the type the ability asks for) that `why(card)` gives a
    reason it cannot be installed, "<title>: <reason>" (`label(card)` for the title), each once, so a judge sees why
    a card is not offered ("Femme Fatale: the Runner cannot pay its 9[c] install cost (7[c] in the credit pool)")."""
    notes = [f"{label(c) if label else c.title}: {reason}" for c in cards if (reason := why(c))]
    return list(dict.fromkeys(notes))


def install_notes(game: Game, cards, types: tuple[str, ...], less: int = 0, ignore_costs: bool = False) -> list[str]:
    """The notes of a question offering the cards of `types` among `cards` the Runner could install (`left_out`)."""
    return left_out(game, [c for c in cards if c.card.facts.type in types],
                    lambda c: why_not(game, c, ignore_costs, less))


WHY_NOT_CITES = (cites.cr("rule_host_on_ability"), cites.cr("rule_program_install_exceed_memory_limit"))


def why_not_installable(game: Game, card: CardObj) -> str:
    """Why a Runner card cannot be installed now, ignoring costs, in a few words for the trace."""
    return why_not(game, card, ignore_costs=True) or "it can be installed"


def patchwork_discount(game: Game, card: CardObj, by: str, doing: str = "install", needed: bool = False) -> int:
    """Patchwork, once per turn, as the Runner would play or install `card`: trash another grip card to do it
    paying 2[c] less (an [interrupt], cr/sec_interrupts_replacements). `needed`: an effect installs the card and the
    Runner cannot pay otherwise, so they must use it (cr/rule_inherent_cost_in_ability, the Self-modifying Code
    example of cr/rule_valid_search_target_install_play): not asked."""
    patchwork = _patchwork(game, card)
    others = [c for c in game.runner.hand if c is not card]
    if patchwork is None or not others:
        return 0
    if needed:
        game.trace.add(f"{by}: the Runner cannot pay to {doing} {card.title} without Patchwork, so they use it.",
                       cites.cr("rule_inherent_cost_in_ability"), cites.cr("rule_valid_search_target_install_play"))
    elif game.decider.ask("use Patchwork", ["yes", "no"], "Runner") == "no":
        return 0
    grip = game.runner.hand
    titles = [c.title for c in others]
    trashed = others[titles.index(ask_must(game, "Patchwork target", titles, "Runner", cites.C_TARGETS))]
    grip.remove(trashed)
    game.runner.discard.append(game.change_zone(trashed, "heap"))
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    grip_or_stack_trashed(game, game.runner.discard[-1:], "grip")
    patchwork.used.add(PATCHWORK_USE)
    game.trace.add(f"{by}: the Runner uses Patchwork, trashing {trashed.title} from the grip, to {doing} "
                   f"{card.title} paying 2[c] less.", cites.C_INTERRUPT, key=True)
    return 2


def search_stack_and_install(game: Game, types: tuple[str, ...], name: str, by: str) -> None:
    """Search the stack for 1 card of `types` that can be installed (decision `name`), shuffle, install."""
    search_and_install(game, "stack", types, name, by)


def search_and_install(game: Game, pile: str, types: tuple[str, ...], name: str, by: str, *,
                       ignore_costs: bool = False, chosen: str = "") -> CardObj | None:
    """Search the stack or the heap for 1 card of `types` that could be installed (decision `name`, `search_zone`;
    `chosen`: the zones the text offered), then install it. Returns the installed card."""
    cards = game.runner.deck if pile == "stack" else game.runner.discard
    fits, notes = search_offer(game, cards, lambda c: c.card.facts.type in types, install=True,
                               ignore_costs=ignore_costs)
    card = search_zone(game, pile, fits, name, by, chosen=chosen, notes=notes)
    return install_found(game, card, by, ignore_costs=ignore_costs, origin=pile) if card else None


def search_offer(game: Game, cards, criteria, *, install: bool, ignore_costs: bool = False,
                 less: int = 0) -> tuple[list[CardObj], list[str]]:
    """What a search of `cards` may find: those `criteria(card)` accepts (cr/rule_valid_search_target_criteria)
    and, when an install follows, only those the Runner could install (`installable`,
    cr/rule_valid_search_target_install_play); with the question's notes on those left out (`left_out`)."""
    matching = [c for c in cards if criteria(c)]
    if not install:
        return matching, []
    fits = [c for c in matching if installable(game, c, ignore_costs, less)]
    return fits, left_out(game, matching, lambda c: why_not(game, c, ignore_costs, less))


RUNNER_ZONES = {"stack": "deck", "heap": "discard", "grip": "hand"}


def search_zone(game: Game, zone: str, fits: list[CardObj], name: str, by: str, chosen: str = "",
                notes: list[str] | None = None) -> CardObj | None:
    """The Runner searches their `zone` ("stack", "heap" or "grip") for 1 of `fits` (decision `name`). Whether they
    may fail to find is `finding.may_fail_to_find` (cr/rule_fail_to_find): in the stack `no` finds nothing; the
    heap and grip are not decks, so a card that fits is found, the only one taken without asking. The card found
    leaves the zone, set aside while a searched stack is shuffled (cr/rule_searched_cards_set_aside,
    cr/rule_shuffle_deck_after_search), then abilities waiting for a search of the stack trigger. `chosen`: how the
    card's text offered the zone, for the trace; `notes`: why a card of the type searched for is not offered
    (`left_out`). Returns the card found."""
    deck = zone == "stack"
    cards = getattr(game.runner, RUNNER_ZONES[zone])
    card, failed = ask_found(game, zone, fits, name, "Runner", notes=notes)
    set_found_aside(game, [card] if card is not None else [], cards)
    if deck:
        game.rng.shuffle(cards)
    _searched(game, zone, by, card, failed=failed, chosen=chosen)
    if deck:
        stack_searched(game)
    return card


def _searched(game: Game, pile: str, by: str, card: CardObj | None, failed: bool, chosen: str = "") -> None:
    """The trace of a search of the stack, heap or grip: the zone, what was found, and the rule that let it fail or
    not."""
    found = f"finds {card.title}" if card else "finds nothing it could install"
    refs = [cites.cr("rule_valid_search_target_install_play")]
    if failed:
        found, refs = "finds nothing", [cites.cr("rule_fail_to_find")]
    if pile == "stack":
        aside = [cites.cr("rule_searched_cards_set_aside")] if card else []
        found, refs = f"{found}; the stack is shuffled", [*refs, *aside, cites.cr("rule_shuffle_deck_after_search")]
    elif card is not None:
        found, refs = f"{found} (the {pile} is not a deck: a search of it cannot fail to find)", \
            [*refs, cites.cr("rule_fail_to_find")]
    zone = f"{pile} (the zone they chose of \"{chosen}\")" if chosen else pile
    refs = [cites.cr("rule_search"), *refs] if chosen else refs
    game.trace.add(f"{by}: the Runner searches their {zone} and {found}.", *refs, key=True)


def stack_searched(game: Game) -> None:
    """The Runner searched their stack: abilities waiting for it (Personality Profiles) trigger."""
    from rulesdb.engine.state.events import Event, emit
    emit(game, Event("stack-searched", info={"side": "runner"}))


def stack_search_ends(game: Game, found: list[CardObj], by: str) -> None:
    """A search of the stack ends: the cards `found` leave it, it is shuffled at once, before anything is done
    with them (cr/rule_shuffle_deck_after_search), and abilities waiting for a search trigger."""
    stack = game.runner.deck
    set_found_aside(game, found, stack)
    game.rng.shuffle(stack)
    game.trace.add(f"{by}: the Runner searches the stack, finds {', '.join(c.title for c in found) or 'nothing'} "
                   "and shuffles the stack.", cites.cr("rule_find"), cites.cr("rule_shuffle_deck_after_search"),
                   key=True)
    stack_searched(game)


def can_be_hosted(game: Game, card: CardObj) -> bool:
    """False for a card that says "Install only on ..." when nothing installed could host it: it cannot be installed
    (cr/rule_host_on_ability); an effect offering cards to install leaves it out."""
    return hosts_for(game, card) != []


def install_found(game: Game, card: CardObj, by: str, *, ignore_costs: bool = False, origin: str = "",
                  less: int = 0) -> CardObj | None:
    """Install a Runner card an ability found (its install cost paid unless ignored, `less` lower); a card that can
    be installed only on another is hosted on the one the Runner names (`choose_host`). One that nothing installed
    could host is not installed (cr/rule_host_on_ability), nor one barred or whose install cost the Runner cannot
    pay, priced as every offer prices it (`why_not`: cr/rule_inherent_cost_in_ability), nor a program too big for
    the memory limit even with every installed program trashed (`_too_big`): None, the card left where the caller
    has it, so no caller can install a card it did not check; a found card left set aside is said so
    (`setting_aside.stays_set_aside`)."""
    if not can_be_hosted(game, card):
        game.trace.add(f"{by}: {card.title} cannot be installed: {why_not_installable(game, card)}.",
                       cites.cr("rule_host_on_ability"), key=True)
        stays_set_aside(game, card, by)
        return None
    refused = _barred(game, card) or (None if ignore_costs else unaffordable(game, card, less))
    if refused:
        game.trace.add(f"{by}: {card.title} cannot be installed: {refused}.",
                       cites.cr("rule_inherent_cost_in_ability"), cites.cr("rule_do_as_much_as_you_can"), key=True)
        stays_set_aside(game, card, by)
        return None
    host = choose_host(game, card)
    if card.card.facts.type == "program" and not could_fit(game, card, host):
        _too_big(game, card, by)
        stays_set_aside(game, card, by)
        return None
    if not ignore_costs:
        payment = _install_payment(game, card)
        if less:  # "paying 1[c] more" (Masterwork), "paying 1[c] less" (Illumination): said, as a cost modified
            game.trace.add(f"{by}: {card.title} is installed paying {abs(less)}[c] {'less' if less > 0 else 'more'}: "
                           f"{max(0, payment.amount - less)}[c], not {payment.amount}[c].",
                           cites.cr("rule_modified_costs"))
        short = not able(game, Payment("runner", max(0, payment.amount - less), payment.purpose, payment.what, card))
        less += patchwork_discount(game, card, by, needed=short)
        payment = Payment("runner", max(0, payment.amount - less), payment.purpose, payment.what, card)
    if card.card.facts.type == "program":
        unpaid = None if ignore_costs else lambda chosen: _unpaid_after(game, card, chosen, less)
        trash_to_fit(game, card, host, by, unpaid)
        if not ignore_costs:  # paid after the trash (cr/rule_steps_installing_pay_install_cost): Principia
            payment = Payment("runner", max(0, _install_payment(game, card).amount - less), payment.purpose,
                              payment.what, card)
    if not ignore_costs:
        pay(game, payment, cites.INSTALL_PROGRAM)
    obj = into_rig(game, card, host)
    costs = ", ignoring all costs" if ignore_costs else ""
    where = f" hosted on {host.title}" if host is not None else ""
    game.trace.add(f"{by}: the Runner installs {card.title}{where}{costs}.", cites.INSTALL_PROGRAM,
                   cites.C_INSTALL_STEPS, *((cites.cr("rule_host_on_ability"),) if host is not None else ()))
    finish_install(game, obj, origin)
    return obj


def _unpaid_after(game: Game, card: CardObj, chosen: tuple, less: int) -> str:
    """Why installing `card`, `less`[c] lower, could not be paid once the programs `chosen` are trashed, or ""."""
    with set_apart(game, chosen):
        full = _install_payment(game, card)
    payment = Payment("runner", max(0, full.amount - less), full.purpose, full.what, card)
    return "" if able(game, payment) else f"{card.title} would cost {payment.amount}[c] to install, more than the " \
                                          "Runner can pay"


def _too_big(game: Game, card: CardObj, by: str) -> None:
    """Program `card` cannot be installed: it would exceed the memory limit even with every installed program trashed
    (cr/rule_program_install_exceed_memory_limit), so that part of the instruction is ignored
    (cr/rule_do_as_much_as_you_can)."""
    game.trace.add(f"{by}: {card.title} cannot be installed: {too_little_memory(game, card)}.",
                   cites.cr("rule_program_install_exceed_memory_limit"), cites.cr("rule_do_as_much_as_you_can"),
                   key=True)


def search_rd(game: Game, kind: str, name: str, by: str) -> CardObj | None:
    """The Corp searches R&D for 1 card of type `kind` (decision `name`; `no` fails to find one:
    cr/rule_fail_to_find) and shuffles R&D at once, before anything is done with the card
    (cr/rule_shuffle_deck_after_search). The text (Tucana) says no "reveal it", so the card is not revealed
    (cr/rule_reveal_for_search); one that then cannot be rezzed is, by the caller
    (cr/rule_reveal_for_install_and_rez)."""
    deck = game.corp.deck
    card, _ = ask_found(game, "rd", [c for c in deck if c.card.facts.type == kind], name, "Corp")
    set_found_aside(game, [card] if card is not None else [], deck)
    game.rng.shuffle(deck)
    found = f"finds {card.title} (not revealed)" if card else "finds nothing"
    game.trace.add(f"{by}: the Corp searches R&D and {found}; R&D is shuffled at once, before anything else.",
                   cites.cr("rule_reveal_for_search"), cites.cr("rule_shuffle_deck_after_search"), key=True)
    return card


def create_remote(game: Game, server_name: str, by: str) -> Server:
    """A new remote server an ability installs in (cr/rule_creating_remote_servers); "remote-created" is the
    installer's to emit once the card is in it."""
    server = game.servers.setdefault(server_name, Server(server_name))
    game.trace.add(f"{by}: the Corp creates a new remote server, {server_name}, to install in.", cites.C_NEW_REMOTE)
    emit(game, Event("server-created", info={"server": server_name}))  # "whenever you create a server"
    return server


def corp_install_in_root(game: Game, card: CardObj, server_name: str, by: str) -> CardObj:
    """Install a card found by an ability in the root of a server (a new remote if it does not exist)."""
    created = server_name not in game.servers
    server = create_remote(game, server_name, by) if created else game.servers[server_name]
    obj = game.change_zone(card, PLAY_AREA)
    server.root.append(obj)
    obj.faceup = installs_faceup(card)
    game.trace.add(f"{by}: the Corp installs {card.title}{' faceup' if obj.faceup else ''} in the root of "
                   f"{server_name}.", cites.C_INSTALL_STEPS)
    finish_install(game, obj)
    if created:
        emit(game, Event("remote-created", info={"server": server_name}))
    return obj
