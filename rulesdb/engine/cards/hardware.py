"""Runner hardware: consoles and chips that raise memory and link, gear that pays or protects."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    constant,
    first_time_this_turn,
    on_install,
    paid,
    prevent,
    when_successful_run,
    when_turn_begins,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    damage,
    draw,
    from_heap,
    gain,
    place_counters,
    search_stack,
    seq,
    trash_self,
    when,
)
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, SufferDamage, TrashSelf
from rulesdb.engine.state.carddef import CreditSource

CONSOLE_LIMIT = "Limit 1 console per player."


def _access_one_of_top_5(game, card, server: str):
    """Top Hat: instead of breaching R&D, access the card at a position 1-5 the Runner names."""
    if server != "R&D":
        return None

    def replace(game) -> None:
        from rulesdb.engine.run.access import access_card
        top = game.corp.deck[:5]
        if not top:
            return

        def check(value):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= len(top):
                raise ValueError(f"{value!r} must be a position from 1 to {len(top)}")
            return value
        position = game.decider.ask("Top Hat choice", [str(n) for n in range(1, len(top) + 1)], "Runner",
                                    check=check)
        game.trace.add(f"Top Hat: the Runner chooses card {position} from the top of R&D and accesses it.",
                       cites.cr("rule_rnd_candidates_1_at_a_time"))
        access_card(game, top[position - 1], "R&D")
    return replace
VIRUS_COUNTERS = cites.rule("1.9.5g")


def _boost_a_breaker(game, ctx) -> None:
    """Net-Ready Eyes: the chosen icebreaker gets +1 strength for the remainder of the run."""
    breakers = [o for o in game.runner.play if o.card.facts.has("icebreaker")]
    if not breakers or game.run is None:
        return
    titles = [o.title for o in breakers]
    chosen = breakers[titles.index(game.decider.ask("Net-Ready Eyes target", titles, "Runner"))]
    game.run.boosts[chosen.object_id] = game.run.boosts.get(chosen.object_id, 0) + 1
    game.trace.add(f"{ctx.by}: {chosen.title} gets +1 strength for the remainder of the run (now "
                   f"{game.breaker_strength(chosen)}).", cites.BOOST_FOR_RUN)


def _virus_installed(game, card, event) -> bool:
    return event.subject is not card and event.subject.card.facts.has("virus")


def _counter_on_installed_virus(game, ctx) -> None:
    target = ctx.event.subject
    target.counters["virus"] = target.counters.get("virus", 0) + 1
    game.trace.add(f"{ctx.by}: 1 virus counter placed on {target.title} (now {target.counters['virus']}).",
                   VIRUS_COUNTERS)


def _empty(game, ctx) -> bool:
    return not ctx.source.counters.get("power")


def _runner_gets(n: int):
    return lambda game, card, side: n if side == "runner" else 0


def _for_icebreakers(game, card, payment) -> bool:
    return payment.purpose == "icebreaker"


def _for_events(game, card, payment) -> bool:
    return payment.purpose == "play" and payment.subject is not None \
        and payment.subject.card.facts.type == "event"


DESPERADO = hardware("Desperado", "Console", faction="criminal", cost=3, inf=3, text=(
    "+1[MU]", "Gain 1[c] whenever you make a successful run.", CONSOLE_LIMIT), memory_bonus=1,
    on=(when_successful_run(gain(1), starts="Gain 1[c]"),))
AKAMATSU = hardware("Akamatsu Mem Chip", "Chip", faction="shaper", cost=1, inf=1, text=("+1[MU]",),
                    memory_bonus=1)
DYSON_MEM_CHIP = hardware("Dyson Mem Chip", "Chip - Link", faction="neutral-runner", cost=3, inf=0,
                          text=("+1[MU], +1[link]",), memory_bonus=1, link=1)
SPINAL_MODEM = hardware("Spinal Modem", "Console", faction="anarch", cost=4, inf=2, text=(
    "+1[MU], 2[recurring]", "You can spend hosted credits to use icebreakers.",
    "Whenever there is a successful trace during a run, suffer 1 core damage.", CONSOLE_LIMIT),
    memory_bonus=1, recurring=2, credit_source=CreditSource(_for_icebreakers, "icebreakers"),
    waits_for="traces")
PLASCRETE = hardware("Plascrete Carapace", "Gear", faction="neutral-runner", cost=3, inf=0, text=(
    "When you install this hardware, load 4 power counters onto it. When it is empty, trash it.",
    "[interrupt] → Hosted power counter: Prevent 1 meat damage."),
    on_install=on_install(place_counters("power", 4)),
    on=(prevent("damage", 1, kinds=("meat",), costs=(HostedCounters("power", 1),), then=when(_empty, trash_self)),))
TITANIUM_RIBS = hardware("Titanium Ribs", "Cybernetic", faction="criminal", cost=1, inf=2, text=(
    "When you install Titanium Ribs, suffer 2 meat damage.",
    "You choose the card(s) from your grip to trash whenever you take damage (including the damage "
    "taken by installing Titanium Ribs)."), on_install=on_install(damage("meat", 2)),
    on=(constant("choose-damage-cards", lambda game, card, kind: True, starts="You choose"),),
    decisions=("Titanium Ribs choice",))
NET_READY_EYES = hardware("Net-Ready Eyes", "Cybernetic", faction="shaper", cost=0, inf=2, text=(
    "When you install Net-Ready Eyes, suffer 2 meat damage.",
    "Whenever you initiate a run, choose an icebreaker. That icebreaker has +1 strength for the "
    "remainder of the run."), on_install=on_install(damage("meat", 2)),
    on=(whenever("run-begins", _boost_a_breaker, starts="Whenever you initiate"),))
T400 = hardware("T400 Memory Diamond", "Chip", faction="neutral-runner", cost=2, inf=0, text=(
    "+1[MU]", "You get +1 maximum hand size."), memory_bonus=1,
    on=(constant("hand-size", _runner_gets(1), starts="You get"),))
CLONE_CHIP = hardware("Clone Chip", "Chip", faction="shaper", cost=1, inf=2, text=(
    "[trash]: Install a program from your heap (paying the install cost).",),
    on=(paid(TrashSelf(), effect=from_heap("program", "install")),), decisions=("Clone Chip target",),
    waits_for="")
TOP_HAT = hardware("Top Hat", "", faction="shaper", cost=0, inf=1, text=(
    "Whenever you make a successful run on R&D, instead of breaching R&D, you may choose 1 of the top"
    " 5 cards in R&D and access it.",),
    on=(constant("breach-replacement", _access_one_of_top_5, starts="Whenever"),), decisions=("Top Hat choice",))
PATCHWORK = hardware("Patchwork", "Console", faction="anarch", cost=4, inf=3, text=(
    "+1[MU]", "[interrupt], once per turn → When you would play or install a card, you may trash 1 "
    "card from your grip. If you do, instead play or install that card paying 2[c] less.",
    CONSOLE_LIMIT), memory_bonus=1, decisions=("use Patchwork", "Patchwork target"),
    waits_for="interrupts")  # used only for installs an ability makes (searches.py)
FEEDBACK_FILTER = hardware("Feedback Filter", "Gear", faction="shaper", cost=2, inf=1, text=(
    "[interrupt] → 3[c]: Prevent 1 net damage.", "[interrupt] → [trash]: Prevent up to 2 core damage."),
    on=(prevent("damage", 1, kinds=("net",), costs=(Credits(3),), starts="[interrupt] → 3"),
        prevent("damage", 2, kinds=("core",), costs=(TrashSelf(),), starts="[interrupt] → [trash]")))
RABBIT_HOLE = hardware("Rabbit Hole", "Link", faction="shaper", cost=2, inf=1, text=(
    "+1[link]", "When Rabbit Hole is installed, you may search your stack for another copy of Rabbit "
    "Hole and install it by paying its install cost. Shuffle your stack."), link=1,
    on_install=on_install(search_stack("Rabbit Hole", "install", optional=True)), decisions=("Rabbit Hole target",))
BOX_E = hardware("Box-E", "Console", faction="criminal", cost=4, inf=1, text=(
    "+2[MU]", "Your maximum hand size is increased by 2.", CONSOLE_LIMIT), memory_bonus=2,
    on=(constant("hand-size", _runner_gets(2), starts="Your maximum"),))
VOICEPAD = hardware("Prepaid VoicePAD", "Gear", faction="neutral-runner", cost=2, inf=0, text=(
    "1[recurring] <em>(When you install this card and before your turn begins, refill to 1 hosted "
    "credit.)</em>", "You can spend hosted credits to play events."), recurring=1,
    credit_source=CreditSource(_for_events, "playing events"))
GRIMOIRE = hardware("Grimoire", "Console", faction="anarch", cost=3, inf=2, text=(
    "+2[MU]", "Whenever you install a virus program, place 1 virus counter on that program.",
    CONSOLE_LIMIT), memory_bonus=2,
    on=(whenever("install", _counter_on_installed_virus, _virus_installed, starts="Whenever"),))

def _successful_central_run_ends(game, card, event) -> bool:
    run = game.run
    return (run is not None and event.info.get("outcome") == "successful" and run.server in ("HQ", "R&D")
            and first_time_this_turn(game, card, "Obelus"))


def _draw_per_access(game, ctx) -> None:
    draw(len(game.run.record["accessed"]))(game, ctx)


OBELUS = hardware("Obelus", "Console", faction="anarch", cost=4, inf=3, text=(
    "+1[MU]", "You get +1 maximum hand size for each tag you have.",
    "The first time each turn a successful run on HQ or R&D ends, draw 1 card for each time you "
    "accessed a card during that run.", CONSOLE_LIMIT), memory_bonus=1,
    on=(constant("hand-size", lambda game, card, side: game.runner.tags if side == "runner" else 0,
                 starts="You get"),
        whenever("run-ends", _draw_per_access, _successful_central_run_ends, starts="The first time")))
ZER0 = hardware("Zer0", "", faction="anarch", cost=1, inf=3, text=(
    "Once per turn → [click], suffer 1 net damage: Gain 1[c] and draw 2 cards.",),
    on=(paid(Clicks(1), SufferDamage("net", 1), effect=seq(gain(1), draw(2)), once_per_turn=True),))
def _host_on_icebreaker(game, ctx) -> None:
    """Gebrselassie: host itself on an installed non-AI icebreaker (another one than its host)."""
    from rulesdb.engine.cards.primitives import choose
    from rulesdb.engine.effects.common import rehost
    card = ctx.source
    found = [o for o in game.installed() if o.owner == "runner" and o is not card.host
             and game.has_subtype(o, "icebreaker") and not game.has_subtype(o, "ai")]
    target = choose(game, ctx, found, "Runner", "there is no installed non-AI icebreaker to host it", cites.C_HOST)
    if target is not None:
        rehost(game, card, target, ctx.by)


def _longer_on_host(game, card, breaker) -> str | None:
    """Gebrselassie replaces the duration of its host's strength increases (never a static ability's)."""
    return "turn" if card.host is breaker else None


GEBRSELASSIE = hardware("Gebrselassie", "Mod", faction="shaper", cost=1, inf=4, text=(
    "[click]: Host this hardware on an installed non-AI icebreaker.",
    "Abilities that increase host icebreaker's strength last for the remainder of the turn "
    "<em>(instead of any shorter duration)</em>."),
    on=(paid(Clicks(1), effect=_host_on_icebreaker, starts="[click]"),
        constant("strength-duration", _longer_on_host, starts="Abilities")),
    decisions=("Gebrselassie target",))

def _corp_must_rez(game, ctx) -> None:
    """Blackguard: the exposed card is rezzed, if the Corp is able to pay its rez cost (no choice)."""
    from rulesdb.engine.timing.flow import offer_rez
    card = ctx.event.subject
    if card.rezzed or card.card.facts.type not in ("ice", "asset", "upgrade") or game.locate(card) is None:
        game.trace.add(f"{ctx.by}: {card.title} cannot be rezzed.", cites.REZ)
        return
    offer_rez(game, card, forced=True)


BLACKGUARD = hardware("Blackguard", "Console", faction="criminal", cost=11, inf=2, text=(
    "+2[MU]", "Whenever you expose a card, the Corp must rez it by paying its rez cost, if able.",
    CONSOLE_LIMIT), memory_bonus=2, on=(whenever("exposed", _corp_must_rez, starts="Whenever"),))
RD_INTERFACE = hardware("R&D Interface", "", faction="shaper", cost=4, inf=2, text=(
    "Whenever you breach R&D, access 1 additional card.",),
    on=(constant("access-rd", lambda game, card, server: 1),))


DEFINITIONS = (OBELUS, ZER0, GEBRSELASSIE, DESPERADO, AKAMATSU, DYSON_MEM_CHIP, SPINAL_MODEM, PLASCRETE,
               TITANIUM_RIBS, NET_READY_EYES, T400, CLONE_CHIP, TOP_HAT, PATCHWORK, FEEDBACK_FILTER, RABBIT_HOLE,
               BOX_E, VOICEPAD, GRIMOIRE, BLACKGUARD, RD_INTERFACE)


DETENTE = hardware("Detente", "Console", faction="criminal", cost=3, inf=3, text=(
    "+1[MU]",
    "The first time each turn you make a successful run on HQ, you may host 1 card from HQ at random faceup on "
    "this hardware. <em>(It is not installed or rezzed.)</em>",
    "[click], add 2 hosted cards to HQ: The Runner may access 1 card in HQ at random. Any player can use this "
    "ability.", CONSOLE_LIMIT), memory_bonus=1, waits_for="access")
DEFINITIONS = DEFINITIONS + (DETENTE,)


def _identify_mark(game, ctx) -> None:
    from rulesdb.engine.state.mark import identify_mark
    identify_mark(game, ctx.by)


def _first_successful_run_on_mark(game, card, event) -> bool:
    """Virtuoso: a successful run on the mark, the first since the mark was designated this turn
    (cr/rule_mark_designated_condition_check)."""
    from rulesdb.engine.state.mark import mark, successful_runs_on_mark
    return event.info.get("server") == mark(game) and not successful_runs_on_mark(game)


def _virtuoso_bonus(game, ctx) -> None:
    """If the mark is HQ, 1 more access when HQ is breached this run; otherwise breach HQ when the run ends."""
    from rulesdb.engine.cards.delayed import delayed
    from rulesdb.engine.run.access import breach
    if game.run.server == "HQ":
        game.breach_extra["HQ"] = game.breach_extra.get("HQ", 0) + 1
        game.trace.add(f"{ctx.by}: the Runner will access 1 additional card when they breach HQ.",
                       cites.cr("rule_mark_designated_condition_check"), key=True)
        return
    delayed("run-ends", lambda game, ctx: breach(game, "HQ", by=ctx.by), "Breach HQ when the run ends.")(game, ctx)


VIRTUOSO = hardware("Virtuoso", "Console", faction="criminal", cost=4, inf=4, text=(
    "+1[MU]", "When your turn begins, identify your mark. <em>(If you don’t have a mark, a random central "
    "server becomes your mark for this turn.)</em>",
    "The first time each turn you make a successful run on your mark, if that server is HQ, access 1 "
    "additional card when you breach HQ. Otherwise, breach HQ when the run ends.", CONSOLE_LIMIT), memory_bonus=1,
    on=(when_turn_begins(_identify_mark), whenever("successful", _virtuoso_bonus, _first_successful_run_on_mark,
                                                   starts="The first time")))
DEFINITIONS = DEFINITIONS + (VIRTUOSO,)
