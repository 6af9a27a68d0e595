"""Events whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import _gain, play_only_as_first_click
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, for_that_run, instead_of_breaching, run_event
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain_clicks, give_tags
from rulesdb.engine.cards.primitives.run import trash_accessed_card
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import _card
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.run.mid_access import IN_PLAY_AREA, RUN_EVENT_IN_PLAY
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game

EASY_MARK = _card("Easy Mark", "criminal", "event", ["Job"], 0, 1, ["Gain 3[c]."], on_play=_gain(3))


def _derez_1_ice(game: Game, ctx: Ctx) -> None:
    """Emergency Shutdown: the Runner picks 1 rezzed piece of ice (only a rezzed card can be derezzed)."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.derez import derez
    rezzed = [o for o in game.installed() if o.is_ice and o.rezzed]
    ice = choose(game, ctx, rezzed, "Runner", "no piece of ice is rezzed, so nothing is derezzed")
    if ice is not None:
        derez(game, ice, ctx.by)


def _successful_hq_run_this_turn(game: Game, card) -> str:
    return "" if made_successful_run(game, "HQ", asking=card) else "the Runner made no successful run on HQ this turn"


EMERGENCY_SHUTDOWN = event("Emergency Shutdown", "Sabotage", faction="criminal", cost=0, inf=2, text=(
    "Play only if you made a successful run on HQ this turn.", "Derez 1 installed piece of ice."),
    playable=_successful_hq_run_this_turn, on_play=on_play(_derez_1_ice), decisions=("Emergency Shutdown target",))


def _unrezzed_ice_passed_last_run(game: Game) -> list:
    """The ice passed during the Runner's last run (this turn's, as the play restriction requires a successful run
    this turn) that is still installed and unrezzed, the same object (cr/rule_no_memory)."""
    last = len(game.runs)
    passed = [ice for number, ice in game.turn.passed if number == last]
    return [o for o in game.installed() if o.is_ice and not o.rezzed and any(o is ice for ice in passed)]


def _trash_passed_ice(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.trashing import trash
    ice = choose(game, ctx, _unrezzed_ice_passed_last_run(game), "Runner",
                 "no unrezzed piece of ice passed during the last run is installed")
    if ice is not None:
        trash(game, ice, ctx.by, who="runner")


def _successful_run_this_turn(game: Game, card) -> str:
    return "" if made_successful_run(game, asking=card) else "the Runner made no successful run this turn"


EN_PASSANT = event("En Passant", "Sabotage", faction="anarch", cost=0, inf=2, text=(
    "Play only if you made a successful run this turn.",
    "Trash 1 unrezzed piece of ice you passed during your last run."),
    playable=_successful_run_this_turn, on_play=on_play(_trash_passed_ice), decisions=("En Passant target",))


def _not_tagged(game: Game, card) -> str:
    """"Play only if you are not tagged" (cr/rule_act_restriction)."""
    return "the Runner is tagged" if game.runner.tags else ""


def _eye_for_an_eye(game: Game, card, server) -> None:
    """Eye for an Eye: on success, 1 tag and 1 more card from HQ (cr/rule_if_successful); while it resolves in the
    play area, its "Access →" ability can be used on each card accessed (cr/step_mid_access_ability)."""
    def one_more(game: Game, ctx) -> None:
        from rulesdb.engine.cards.hooks.runs import that_run
        from rulesdb.engine.effects.lasting_effects import lasting
        lasting(game, "access-hq", 1, "Eye for an Eye: access 1 additional card when you breach HQ", "run", ctx.by,
                **that_run(if_successful=True))

    def begins(game: Game, ctx) -> None:
        from rulesdb.engine.effects.lasting_effects import lasting
        lasting(game, RUN_EVENT_IN_PLAY, lambda game, obj, subject: card, IN_PLAY_AREA, "run", ctx.by,
                refs=(cites.cr("rule_playing_timing_structure"),))
    run_event(whenever("successful", seq(give_tags(1), one_more), starts="Run HQ"),
              for_that_run(begins, starts="Run HQ"))(game, card, server)


EYE_FOR_AN_EYE = event("Eye for an Eye", "Run", faction="anarch", cost=1, inf=4, text=(
    "Play only if you are not tagged.",
    "Run HQ. If successful, take 1 tag and access 1 additional card when you breach HQ.",
    "Access → Trash 1 card from your grip: Trash the card you are accessing."),
    playable=_not_tagged, on_play=_eye_for_an_eye,
    on=(paid(TrashFromHand(1), effect=trash_accessed_card, access=True, starts="Access",
             trashes_accessed=True),),
    decisions=("Eye for an Eye cost",))


def _express_delivery(game: Game, ctx: Ctx) -> None:
    """Express Delivery: the Runner looks at the top 4 cards of the stack, adds 1 of them to the grip
    ("Express Delivery target"), then shuffles the stack, as the text directs: it looked, it did not search
    (cites.SHUFFLE)."""
    from rulesdb.engine import cites
    from rulesdb.engine.cards.primitives.choices import choose
    top = game.runner.deck[:4]
    game.trace.add(f"{ctx.by}: the Runner looks at the top {counted(len(top), 'card')} of the "
                   "stack.", cites.cr("rule_look"))
    card = choose(game, ctx, top, "Runner", "the stack is empty")
    if card is not None:
        game.runner.deck.remove(card)
        game.runner.hand.append(game.change_zone(card, "grip"))
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} to the grip.", cites.cr("rule_look"))
    game.rng.shuffle(game.runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles the stack.", cites.SHUFFLE)


EXPRESS_DELIVERY = event("Express Delivery", "", faction="criminal", cost=1, inf=1, text=(
    "Look at the top 4 cards of your stack and add 1 of those cards to your grip. Shuffle your stack.",),
    on_play=on_play(_express_delivery), decisions=("Express Delivery target",))


def _gain_a_click_then_run(game: Game, card, server) -> None:
    from rulesdb.engine.cards.hooks.runs import run_event
    gain_clicks(1)(game, Ctx(card, "runner", card.title))
    run_event()(game, card, server)


EARLY_BIRD = event("Early Bird", "Priority - Run", faction="criminal", cost=1, inf=2, text=(
    "Play only as your first click.", "Gain [click]. Run any server."),
    playable=play_only_as_first_click, on_play=_gain_a_click_then_run)


def _exploratory_romp(game: Game, attacked: str) -> None:
    """Exploratory Romp, instead of breaching: the Runner picks 1 card with advancement counters in the root of or
    protecting the attacked server ("Exploratory Romp target") and removes up to 3 of them ("Exploratory Romp X")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.shared import ask_number
    server = game.servers[attacked]
    ctx = Ctx(None, "runner", "Exploratory Romp")
    found = [o for o in (*server.root, *server.ice) if o.counters.get("advancement", 0)]
    card = choose(game, ctx, found, "Runner", f"no card in the root of or protecting {attacked} has an advancement "
                  "counter")
    if card is None:
        return
    x = ask_number(game, "Exploratory Romp X", min(3, card.counters["advancement"]), "Runner", "counters to remove")
    card.counters["advancement"] -= x
    if not card.counters["advancement"]:
        del card.counters["advancement"]
    game.trace.add(f"Exploratory Romp: the Runner removes {counted(x, 'advancement counter')} from {card.title}.",
                   cites.C_COUNTERS, key=True)


EXPLORATORY_ROMP = event("Exploratory Romp", "Run", faction="shaper", cost=1, inf=2, text=(
    "Run any server. If successful, instead of breaching that server, remove up to 3 advancement counters from 1 card "
    "in the root of or protecting the attacked server.",),
    on_play=run_event(during_the_run("breach-replacement", lambda game, card, target: lambda g: _exploratory_romp(
        g, target), "instead of breaching that server, remove up to 3 advancement counters from 1 card in the root "
        "of or protecting the attacked server", if_successful=True)),
    decisions=("Exploratory Romp target", "Exploratory Romp X"))


def _ice_labels(game: Game) -> dict:
    """Each installed piece of ice by its place: "Ice Wall (HQ 1)", 1 the outermost."""
    return {f"{ice.title} ({name} {i + 1})": ice for name, server in game.servers.items()
            for i, ice in enumerate(server.ice)}


def _escher_rearranges(game: Game, ctx: Ctx) -> None:
    """Escher, instead of breaching HQ: the Runner rearranges ice ("Escher choice": {server: [places, outermost
    first]} for the servers whose ice changes, each keeping as many pieces as it has; `no` changes nothing). Each
    piece stays the same object, rezzed or not (cr/rule_arrange_ice: a sequence of swaps)."""
    from rulesdb.engine import cites
    places = _ice_labels(game)

    def check(value):
        if value in ("no", None, {}):
            return {}
        if not isinstance(value, dict) or any(name not in game.servers for name in value):
            raise ValueError(f"{value!r} must map servers to their ice, by place: {', '.join(places)}")
        named = [label for labels in value.values() for label in labels]
        here = [label for label, ice in places.items() if game.server_of(ice) in value]
        if sorted(named) != sorted(here) or any(len(labels) != len(game.servers[name].ice)
                                                for name, labels in value.items()):
            raise ValueError(f"{value!r} must place exactly the ice of the servers it names ({', '.join(here)}), "
                             "each server keeping its number of ice")
        return value
    plan = game.decider.ask("Escher choice", list(places), "Runner", check=check)
    for name, labels in plan.items():
        game.servers[name].ice = [places[label] for label in labels]
        game.trace.add(f"{ctx.by}: the ice protecting {name} is now, outermost first: "
                       f"{', '.join(places[label].title for label in labels)}.", cites.cr("rule_arrange_ice"),
                       cites.cr("rule_arrange_rearrange"), key=True)


ESCHER = event("Escher", "Run", faction="shaper", cost=3, inf=5, text=(
    "Run HQ. If successful, instead of breaching HQ, rearrange any number of ice protecting all servers. <em>(Do not "
    "rez or derez any ice or change the number of ice protecting any server.)</em>",),
    on_play=run_event(instead_of_breaching("HQ", _escher_rearranges, "Escher")), decisions=("Escher choice",))


def _reveal_top_and_install_or_trash(game: Game, ctx: Ctx) -> None:
    """Eureka!: the top card of the stack is revealed; the Runner may install it 10[c] less, if able ("Eureka!
    target": its title or `no`); otherwise it is trashed from the stack."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    if not game.runner.deck:
        game.trace.add(f"{ctx.by}: the stack is empty: nothing is revealed.", cites.cr("rule_reveal"))
        return
    top = game.runner.deck[0]
    game.trace.add(f"{ctx.by}: the Runner reveals {top.title} from the top of the stack.", cites.cr("rule_reveal"))
    revealed(game, "runner", 1)
    installed = install_one(game, ctx, [top], game.runner.deck, "Eureka! target", less=10)
    if installed is None and any(c is top for c in game.runner.deck):
        game.runner.deck.remove(top)
        game.runner.discard.append(game.change_zone(top, "heap"))
        game.trace.add(f"{ctx.by}: {top.title} is not installed: the Runner trashes it.", cites.TRASH)
        grip_or_stack_trashed(game, game.runner.discard[-1:], "stack")


EUREKA = event("Eureka!", "Double", faction="shaper", cost=3, inf=1, text=(
    "As an additional cost to play this event, spend [click].",
    "Reveal the top card of your stack. You may install that card, lowering the install cost by 10[c], if able; "
    "otherwise, trash it."), play_costs=(Clicks(1),), on_play=on_play(_reveal_top_and_install_or_trash),
    decisions=("Eureka! target",))


def _reveal_hq(game: Game, ctx: Ctx) -> None:
    hq = game.corp.hand
    game.trace.add(f"{ctx.by}: the Runner reveals all cards in HQ: {', '.join(c.title for c in hq) or 'none'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "runner", len(hq))


EXECUTIVE_WIRETAPS = event("Executive Wiretaps", "Double", faction="criminal", cost=4, inf=3, text=(
    "As an additional cost to play this event, spend [click].", "Reveal all cards in HQ."),
    play_costs=(Clicks(1),), on_play=on_play(_reveal_hq))


EMPLOYEE_STRIKE = event("Employee Strike", "Current", faction="neutral-runner", cost=1, inf=1, text=(
    "This event is not trashed until another current is played or an agenda is scored.",
    "The Corp's identity loses its printed abilities."),
    on=(constant("identities-lose-abilities", lambda game, card, identity: identity.owner == "corp",
                 starts="The Corp's identity"),))
