"""Hardware whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import access_more
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, for_using
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import remove_self_from_game
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks, Cost
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, runner_trashed_corp_card
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.objects import NOT_INSTALLED, CardObj

DESPERADO = hardware("Desperado", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]", "Gain 1[c] whenever you make a successful run.", CONSOLE_LIMIT), memory_bonus=1,
    on=(when_successful_run(gain(1), starts="Gain 1[c]"),))


def _first_successful_hq_run_this_turn(game: Game, card, event) -> bool:
    """This successful run on HQ is the turn's first, whether or not Detente was installed for the earlier ones
    (the run records of the turn; this run's own is not finished yet)."""
    if event.info.get("server") != "HQ":
        return False
    earlier = [r for r in game.runs if r["turn"] == game.turn.number and r is not game.run.record
               and r["server"] == "HQ" and r["outcome"] == "successful"]
    return not unless_none_earlier(game, earlier, card, "the first time each turn you make a successful run on HQ")


def _host_random_hq_card(game: Game, ctx: Ctx) -> None:
    """Detente: 1 card from HQ, picked at random (seeded), hosted faceup on it; it is not installed or rezzed
    (cr/sec_host)."""
    hand = game.corp.hand
    if not hand:
        game.trace.add(f"{ctx.by}: HQ is empty, so no card is hosted.", cites.C_HOST)
        return
    card = hand.pop(game.rng.randrange(len(hand)))
    hosted = game.change_zone(card, NOT_INSTALLED)
    hosted.host, hosted.faceup = ctx.source, True
    ctx.source.hosted.append(hosted)
    game.trace.add(f"{ctx.by}: {card.title}, picked at random from HQ, is hosted faceup on Detente; it is not "
                   "installed or rezzed.", cites.C_HOST, key=True)


class AddHostedToHQ(Cost):
    """"Add N hosted cards to HQ" as a cost (Detente): the player using the ability names them when more are hosted
    (decision "<card> cost"); each is a new object in HQ (cr/rule_cost)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 2):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return f"add {self.amount} hosted cards to HQ"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return sum(1 for o in card.hosted if o.owner == "corp") >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.state.decisions import titles_from
        hosted = [o for o in card.hosted if o.owner == "corp"]
        titles = [o.title for o in hosted]
        named = titles if len(hosted) == self.amount else game.decider.ask(
            f"{card.title} cost", titles, game.player(side).name,
            check=titles_from(titles, f"the cards hosted on {card.title}", exactly=self.amount))
        left, picked = list(hosted), []
        for title in named:
            picked.append(left.pop([o.title for o in left].index(title)))
        for obj in picked:
            card.hosted.remove(obj)
            game.corp.hand.append(game.change_zone(obj, "hq"))
        game.trace.add(f"The cost of {card.title}'s ability: {', '.join(o.title for o in picked)} are added to HQ.",
                       cites.cr("rule_cost"))


def _may_access_random_hq_card(game: Game, ctx: Ctx) -> None:
    """Detente: the Runner, whoever used the ability, decides ("Detente choice": access or no) and accesses 1 card
    of HQ at random, outside any breach (cr/rule_controller_choices, cr/rule_access_cards_without_breach)."""
    from rulesdb.engine.run.access import access_card
    hand = game.corp.hand
    if not hand or game.decider.ask("Detente choice", ["access", "no"], "Runner") == "no":
        game.trace.add(f"{ctx.by}: the Runner accesses no card in HQ{'' if hand else ' (HQ is empty)'}.",
                       cites.cr("rule_controller_choices"))
        return
    card = hand[game.rng.randrange(len(hand))]
    game.trace.add(f"{ctx.by}: the Runner accesses 1 card in HQ at random, outside a breach.",
                   cites.cr("rule_controller_choices"), cites.cr("rule_access_cards_without_breach"), key=True)
    access_card(game, card, "HQ")


DETENTE = hardware("Detente", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]",
    "The first time each turn you make a successful run on HQ, you may host 1 card from HQ at random faceup on "
    "this hardware. <em>(It is not installed or rezzed.)</em>",
    "[click], add 2 hosted cards to HQ: The Runner may access 1 card in HQ at random. Any player can use this "
    "ability.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("successful", _host_random_hq_card, _first_successful_hq_run_this_turn, starts="The first time",
                 structure="run", optional="use Detente"),
        paid(Clicks(1), AddHostedToHQ(2), effect=_may_access_random_hq_card, starts="[click]", any_player=True)),
    decisions=("Detente choice", "Detente cost"))


def _successful_run_ended(game: Game, card, event) -> bool:
    return event.info.get("outcome") == "successful" and f"Doppelgänger {game.turn.number}" not in card.used


def _run_any_server(game: Game, ctx: Ctx) -> None:
    """Doppelgänger (once per turn, counted when used): a new run on any server the Runner names."""
    from rulesdb.engine.cards.primitives.run import run_server_choice
    from rulesdb.engine.run.steps import make_run
    ctx.source.used.add(f"Doppelgänger {game.turn.number}")
    server = run_server_choice(game, "Doppelgänger choice", game.servers, ctx.by, may=True)
    if server is not None:
        make_run(game, server, "Doppelgänger")


DOPPELGANGER = hardware("Doppelgänger", "Console", faction="criminal", unique=True, cost=3, inf=2, text=(
    "+1[MU]", "Once per turn → When a successful run ends, you may run any server.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("run-ends", _run_any_server, _successful_run_ended, starts="Once per turn",
                 optional="use Doppelgänger"),),
    decisions=("Doppelgänger choice",))


DYSON_MEM_CHIP = hardware("Dyson Mem Chip", "Chip - Link", faction="neutral-runner", cost=3, inf=0,
                          text=("+1[MU], +1[link]",), memory_bonus=1, link=1)


def _ice_6_weaker_this_run(game: Game, ctx: Ctx) -> None:
    """Devil Charm: removed from the game; the encountered ice gets −6 strength for the remainder of this run."""
    from rulesdb.engine.effects.lasting_effects import lasting
    ice = ctx.event.subject
    remove_self_from_game(game, ctx)
    lasting(game, "ice-strength", lambda game, obj, subject: -6 if subject is ice else 0,
            f"{ice.title} gets −6 strength for the remainder of this run", "run", ctx.by)


DEVIL_CHARM = hardware("Devil Charm", "Chip", faction="anarch", unique=True, cost=1, inf=2, text=(
    "Whenever you encounter a piece of ice, you may remove this hardware from the game. If you do, that ice gets −6 "
    "strength for the remainder of this run.",),
    on=(whenever("encounter", _ice_6_weaker_this_run, starts="Whenever", structure="encounter",
                 optional="use Devil Charm"),))


def _first_hq_breach(game, card, event) -> bool:
    """An HQ breach before Docklands Pass was installed this turn was already the first."""
    return first_each_turn(game, event, lambda game, past: past.info.get("server") == "HQ")


def _hosts_one_non_ai_icebreaker(game, host, card) -> bool:
    facts = card.card.facts
    return facts.type == "program" and facts.has("icebreaker") and not facts.has("AI") and not host.hosted


def _hosted_icebreaker_gets_2(game, card, breaker) -> int:
    return 2 if breaker is not None and breaker.host is card else 0


DINOSAURUS = hardware("Dinosaurus", "Console", faction="shaper", unique=True, cost=5, inf=2, text=(
    "Dinosaurus can host a single non-AI icebreaker. The memory cost of the hosted icebreaker does not count against "
    "your memory limit.", "Hosted icebreaker has +2 strength.", CONSOLE_LIMIT),
    can_host=_hosts_one_non_ai_icebreaker,
    on=(constant("hosted-memory-free", lambda game, card, host: host is card, starts="Dinosaurus"),
        constant("breaker-strength", _hosted_icebreaker_gets_2, starts="Hosted")))


DOCKLANDS_PASS = hardware("Docklands Pass", "", faction="criminal", unique=True, cost=2, inf=2, text=(
    "The first time each turn you breach HQ, access 1 additional card.",),
    on=(whenever("breach", access_more(1), _first_hq_breach, starts="The first"),))


def _corp_trash_cost_1_less(game, card, subject) -> int:
    return -1 if subject is not None and subject.owner == "corp" else 0


def _first_corp_card_trashed(game, card, event) -> bool:
    return first_each_turn(game, event, runner_trashed_corp_card)


DEMOLISHER = hardware("Demolisher", "Console", faction="anarch", unique=True, cost=4, inf=2, text=(
    "+1[MU]", "The trash cost of each Corp card is lowered by 1[c].",
    "The first time each turn you trash a Corp card, gain 1[c].", CONSOLE_LIMIT), memory_bonus=1,
    on=(constant("trash-cost", _corp_trash_cost_1_less, starts="The trash cost"),
        whenever("trashed", gain(1), _first_corp_card_trashed, starts="The first")))


def _first_program_this_turn_1_less(game: Game, card, subject) -> int:
    """DZMZ Optimizer: -1[c] on a program's install cost while no program of yours was installed this turn
    (the game's history, state/lastturn.py)."""
    from rulesdb.engine.state.lastturn import happened
    if subject is None or subject.owner != "runner" or subject.card.facts.type != "program":
        return 0
    earlier = [o for o in happened(game, game.turn.number, "install", owner="runner")
               if o is not None and o.card.facts.type == "program"]
    return 0 if unless_none_earlier(game, earlier, card, "the first program you install each turn") else -1


DZMZ_OPTIMIZER = hardware("DZMZ Optimizer", "", faction="shaper", cost=2, inf=2, text=(
    "+1[MU]", "The first program you install each turn costs 1[c] less to install."), memory_bonus=1,
    on=(constant("install-cost", _first_program_this_turn_1_less, starts="The first program"),))


DYSON_FRACTAL_GENERATOR = hardware("Dyson Fractal Generator", "Chip - Stealth", faction="anarch", cost=1, inf=3, text=(
    "1[recurring]", "Use this credit to pay for using fracters."), recurring=1, credit_source=for_using("fracter"))
