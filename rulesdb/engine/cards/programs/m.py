"""Programs whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import virus_counters_dig_deeper
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks, when_fully_breaks, when_run_ends_after_breaking
from rulesdb.engine.cards.hooks.hosting import on_ice
from rulesdb.engine.cards.hooks.moments import on_install, when_empty, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import remove_self_from_game, trash_self
from rulesdb.engine.cards.primitives.players import below_threat, gain
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import _breaker, _interface, _printed_breaker
from rulesdb.engine.cards.shared import using_a_program
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.costtypes import Clicks, Cost
from rulesdb.engine.state.carddef import Breaker, CreditSource
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _broke_on_other_ice_this_run(game, card, subject) -> bool:
    """Mongoose: it cannot break subroutines on more than one ice per run."""
    ice, breaker = subject
    done = game.run.broke_on.get(card.object_id, set()) if game.run else set()
    return breaker is card and bool(done - {ice.object_id})


MAGNUM_OPUS = program("Magnum Opus", "", faction="shaper", cost=5, inf=2, mu=2,
                      text=("[click]: Gain 2[c].",), on=(paid(Clicks(1), effect=gain(2)),))


MAKLER = _breaker("Makler", "Fracter", faction="criminal", cost=5, strength=2, inf=2, mu=1, text=(
    "Interface → 2[c]: Break up to 2 barrier subroutines.", "2[c]: +2 strength.",
    "The first time each turn this program fully breaks a piece of ice, gain 1[c]."),
    breaker=breaks("barrier", 2, boost=2, amount=2, up_to=2), on=(when_fully_breaks(gain(1)),))


def _using_hardware_or_a_program(game, card, payment) -> bool:
    """A payment for using a piece of hardware or a program: its paid abilities, an icebreaker's break
    and strength abilities."""
    subject = payment.subject
    return payment.purpose in ("ability", "icebreaker") and subject is not None \
        and subject.card.facts.type in ("hardware", "program")


MANTLE = program("Mantle", "Stealth", faction="shaper", cost=1, inf=2, mu=1, text=(
    "1[recurring]", "You can spend hosted credits to use hardware and programs."), recurring=1,
    credit_source=CreditSource(_using_hardware_or_a_program, "using hardware and programs"))


MAYFLY = _breaker("Mayfly", "AI", faction="neutral-runner", cost=1, strength=1, inf=0, mu=2, text=(
    "Interface → 1[c]: Break 1 subroutine. When this run ends, trash this program.",
    "1[c]: +1 strength."), breaker=breaks(None, 1, boost=1),
    on=(when_run_ends_after_breaking(trash_self, starts="Interface"),))


MIMIC = _printed_breaker("Mimic", "anarch", ["Killer"], 3, 3, 1, 1, [_interface("sentry", 1)], Breaker("sentry", 1))


MONGOOSE = _breaker("Mongoose", "Killer", faction="criminal", cost=3, strength=1, inf=2, mu=1, text=(
    "You cannot use this program to break subroutines on more than one ice per run.",
    "Interface → 1[c]: Break up to 2 sentry subroutines.", "2[c]: +2 strength."),
    breaker=breaks("sentry", 1, boost=2, amount=2, up_to=2),
    on=(constant("cannot-break", _broke_on_other_ice_this_run, starts="You cannot"),))


def _monkeywrench(game, card, ice) -> int:
    """Host ice -2; each other ice protecting the same server -1."""
    host = card.host
    if ice is None or host is None or not host.is_ice:
        return 0
    if ice is host:
        return -2
    place, other = game.locate(host), game.locate(ice)
    return -1 if place and other and other[1] == "ice" and place[0] is other[0] else 0


MONKEYWRENCH = program("Monkeywrench", "Trojan", faction="anarch", cost=2, inf=2, mu=1, text=(
    "Install only on a piece of ice.",
    "Host ice gets −2 strength. Each other piece of ice protecting this server gets −1 strength."),
    install_on=on_ice, on=(constant("ice-strength", _monkeywrench, starts="Host ice"),))


MARJANAH = _breaker("Marjanah", "Fracter", faction="criminal", cost=0, strength=1, inf=1, mu=1, text=(
    "Interface → 2[c]: Break 1 barrier subroutine. If you made a successful run this turn, this ability costs 1[c] "
    "less to use.", "1[c]: +1 strength."),
    breaker=breaks("barrier", 2, boost=1, discount=lambda game, card: int(made_successful_run(game, asking=card))))


def _weak_ice_once_per_turn(game, card, event) -> bool:
    return (card.counters.get("power", 0) > 0 and "Malandragem bypass" not in card.used
            and game.ice_strength(event.subject) <= 3)


def _counter_to_bypass(game: Game, ctx: Ctx) -> None:
    """Malandragem: remove 1 hosted power counter to bypass (once empty it leaves the game: `when_empty`)."""
    from rulesdb.engine import cites
    from rulesdb.engine.effects.ending import bypass
    card = ctx.source
    card.used.add("Malandragem bypass")
    card.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter removed from Malandragem.", cites.C_COUNTERS)
    bypass(game, ctx.event.subject, ctx.by)


def _remove_to_bypass(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.ending import bypass
    ice = ctx.event.subject
    remove_self_from_game(game, ctx)
    bypass(game, ice, ctx.by)


MALANDRAGEM = program("Malandragem", "", faction="criminal", cost=4, inf=4, mu=1, text=(
    "When you install this program, load 2 power counters onto it. When it is empty, remove it from the game.",
    "Once per turn → When you encounter a piece of ice, if its strength is 3 or less, you may remove 1 hosted power "
    "counter to bypass it.",
    "Threat 4 → Whenever you encounter a piece of ice, you may remove this program from the game to bypass it."),
    on_install=on_install(place_counters("power", 2)),
    on=(when_empty("power", remove_self_from_game),
        whenever("encounter", _counter_to_bypass, _weak_ice_once_per_turn, starts="Once per turn",
                 structure="encounter", optional="use Malandragem"),
        whenever("encounter", _remove_to_bypass, lambda game, card, event: not below_threat(game, 4, card.title),
                 starts="Threat 4", structure="encounter", optional="remove Malandragem")),
    decisions=("remove Malandragem",))


MORNING_STAR = _breaker("Morning Star", "Fracter", faction="anarch", cost=8, strength=5, inf=4, mu=2, text=(
    "Interface → 1[c]: Break any number of barrier subroutines.",), breaker=breaks("barrier", 1, up_to=None))


MUSE_HOSTING = "Muse is installing a program on itself"


def _muse_hosts(game, muse, card) -> bool:
    """Muse hosts only the program its own install ability installs on it."""
    return MUSE_HOSTING in muse.used and card.card.facts.type == "program"


def _muse_search(game: Game, ctx: Ctx) -> None:
    """Muse: "search your stack, heap, or grip" is a search of one zone (cr/rule_search: a search looks at "a zone";
    the text offers three), the one the Runner names ("Muse zone"), for a non-daemon program they can install ("Muse
    target": a search followed by an install finds only a card that can be installed,
    cr/rule_valid_search_target_install_play); only in the stack may they fail to find (`searches.search_zone`, which
    sets the card aside while the stack is shuffled and tells Personality Profiles). A trojan is installed on the piece
    of ice the Runner picks ("Muse choice", by where it is), any other on Muse (cr/sec_host)."""
    from dataclasses import replace

    from rulesdb.engine.effects.searches import RUNNER_ZONES, installable, left_out, search_zone, why_not
    from rulesdb.engine.turns.actions import Action
    from rulesdb.engine.turns.runner_installs import install_runner_card
    muse = ctx.source
    zone = game.decider.ask("Muse zone", list(RUNNER_ZONES), "Runner")
    pile = getattr(game.runner, RUNNER_ZONES[zone])
    programs = [c for c in pile if c.card.facts.type == "program" and not c.card.facts.has("daemon")]
    found = [c for c in programs if installable(game, c)]
    card = search_zone(game, zone, found, "Muse target", ctx.by, chosen="stack, heap, or grip",
                       notes=left_out(game, programs, lambda c: why_not(game, c)))
    if card is None:
        return
    host = _muse_host(game, card, muse)
    base = game.doing or Action("runner", "install", "", 0)
    action = replace(base, player="runner", verb="install", text=f"install {card.title} on {host.title}",
                     card=card.title, server=None, host=host.title, which="", host_which="")
    muse.used.add(MUSE_HOSTING)
    try:  # the card found is set aside: installed from there, its zone of origin said for "from your heap"
        install_runner_card(game, action, [card], on=host, origin=zone)
    finally:
        muse.used.discard(MUSE_HOSTING)


def _muse_host(game: Game, card, muse):
    """A trojan's host: the piece of ice the Runner picks ("Muse choice", an unrezzed one as the Runner sees it);
    any other program's: Muse."""
    if not card.card.facts.has("trojan"):
        return muse
    ice = [o for o in game.installed() if o.is_ice]
    names = labels(game, ice, "runner")
    return ice[names.index(ask_must(game, "Muse choice", names, "Runner", cites.C_TARGETS))]


MUSE = program("Muse", "Daemon", faction="shaper", cost=2, inf=4, mu=1, text=(
    "When you install this program, search your stack, heap, or grip for 1 non-daemon program. <em>(Shuffle your "
    "stack after searching it.)</em> If that program is a trojan, install it on a piece of ice. Otherwise, install "
    "it on this program.",),
    on_install=on_install(_muse_search), can_host=_muse_hosts, decisions=("Muse zone", "Muse target", "Muse choice"))


def _faceup_copies(card) -> list:
    return [h for h in card.hosted if h.title == "Matryoshka" and h.faceup]


class _TurnHostedCopyFacedown(Cost):
    """Matryoshka's break cost: turn 1 hosted copy of Matryoshka facedown."""

    __slots__ = ()

    def label(self, card) -> str:
        return "turn 1 hosted copy of Matryoshka facedown"

    def payable(self, game: Game, side: str, card) -> bool:
        return bool(_faceup_copies(card))

    def pay(self, game: Game, side: str, card) -> None:
        from rulesdb.engine import cites
        _faceup_copies(card)[0].faceup = False
        game.trace.add(f"{card.title}: 1 hosted copy of Matryoshka is turned facedown "
                       f"({len(_faceup_copies(card))} faceup left).", cites.cr("rule_cost"))


def _host_a_copy(game: Game, ctx: Ctx) -> None:
    """[click]: a copy of Matryoshka from the grip hosted faceup on it; it is not installed (cr/sec_host)."""
    from rulesdb.engine import cites
    from rulesdb.engine.cards.hosting_uninstalled import host_uninstalled
    copy = next((c for c in game.runner.hand if c.title == "Matryoshka"), None)
    if copy is None:
        game.trace.add(f"{ctx.by}: there is no copy of Matryoshka in the grip.", cites.C_HOST)
        return
    host_uninstalled(game, ctx.source, copy, game.runner.hand, ctx.by)


def _turn_hosted_faceup(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    for hosted in ctx.source.hosted:
        hosted.faceup = True
    game.trace.add(f"{ctx.by}: each hosted card is turned faceup.", cites.C_HOST)


MATRYOSHKA = _breaker("Matryoshka", "AI", faction="neutral-runner", cost=3, strength=2, inf=0, mu=2, text=(
    "When your turn begins, turn each hosted card faceup.",
    "[click]: Host a copy of Matryoshka from your grip faceup on this program. <em>(It is not installed.)</em>",
    "Interface → X[c], turn 1 hosted copy of Matryoshka facedown: Break X subroutines.", "1[c]: +1 strength.",
    "Limit 6 per deck."),
    breaker=breaks(None, 1, boost=1, per_subroutine=True, costs=(_TurnHostedCopyFacedown(),)),
    on=(when_turn_begins(_turn_hosted_faceup), paid(Clicks(1), effect=_host_a_copy, starts="[click]")),
    hosts_uninstalled=True)


MEDIUM = program("Medium", "Virus", faction="anarch", cost=3, inf=3, mu=1, text=(
    "Whenever you make a successful run on R&D, place 1 virus counter on this program.",
    "Whenever you breach R&D, choose a number less than the number of hosted virus counters. Access that many "
    "additional cards."),
    on=virus_counters_dig_deeper("R&D"),
    decisions=("Medium choice",))


MULTITHREADER = program("Multithreader", "", faction="adam", cost=3, inf=1, mu=1, text=(
    "2[recurring]", "Use these credits to pay for using programs."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: using_a_program(payment), "using programs"))
