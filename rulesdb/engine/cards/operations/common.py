"""What several operations share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.card_counters import can_advance
from rulesdb.engine.cards.primitives.choices import said_choices
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.shared import shuffle_into_rd
from rulesdb.engine.state.choice_labels import labels, take_named
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must

TAGGED_ONLY = "Play only if the Runner is tagged."


def _runner_tagged(game: Game, card) -> str:
    return "" if game.runner.tags else "the Runner is not tagged"


def two_tags(game: Game, card) -> str:
    """"Play only if the Runner has at least 2 tags." (BOOM!, Traffic Accident)."""
    return "" if game.runner.tags >= 2 else "the Runner has fewer than 2 tags"


TRANSACTION = "Transaction"


def _install_from_hq(types: tuple[str, ...], then, *, remote_choice: bool):
    """Install 1 card of `types` from HQ ignoring all costs (ice protecting a remote the Corp names,
    "<card> choice"; anything else in the root of a new server), then `then` on the new object."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.installing import finish_install, installs_faceup
        from rulesdb.engine.state.objects import PLAY_AREA, Server
        from rulesdb.engine.turns.corp_actions import new_remote_name

        found = [c for c in game.corp.hand if c.card.facts.type in types]
        if not found:
            game.trace.add(f"{ctx.by}: there is no {' or '.join(types)} in HQ to install.", cites.C_INSTALL_STEPS)
            return
        titles = [c.title for c in found]
        card = found[titles.index(ask_must(game, f"{ctx.source.title} target", titles, "Corp", cites.C_TARGETS))]
        remotes = [n for n in game.servers if n.startswith("Server ")] + ["new remote"]
        name = ask_must(game, f"{ctx.source.title} choice", remotes, "Corp", cites.C_CHOSEN_ON_RESOLVING) \
            if remote_choice else "new remote"
        name = new_remote_name(game) if name == "new remote" else name
        server = game.servers.setdefault(name, Server(name))
        game.corp.hand.remove(card)
        obj = game.change_zone(card, PLAY_AREA)
        if card.is_ice:
            server.ice.insert(0, obj)
        else:
            server.root.append(obj)
        obj.faceup = installs_faceup(card)
        game.trace.add(f"{ctx.by}: the Corp installs {card.title if obj.faceup else 'a card'} from HQ "
                       f"{'protecting' if card.is_ice else 'in the root of'} {server.name}, ignoring all costs.",
                       cites.C_INSTALL_STEPS)
        finish_install(game, obj)
        then(game, ctx, obj)
    return resolve


def _three_advancement_counters(game: Game, ctx: Ctx, obj) -> None:
    """The installed card is a new object, and the next instruction still finds it there."""
    from rulesdb.engine.effects.pools import add_counters
    game.trace.add(f"{ctx.by}: its next instruction refers to the card just installed, now a new object.",
                   cites.cr("rule_identify_object_after_move"))
    add_counters(game, obj, "advancement", 3, ctx.by)


# --- the Standard pool's shared shapes (modes, threat, "unless the Runner pays", removal) ----------------
def modes(options: dict, count: int = 1):
    """"Resolve `count` of the following (in any order)", a modal ability: the Corp names the modes in the order they
    resolve (decision "<card> choice": one name, or a list of `count` different names, each mode at most once:
    cr/rule_cannot_repeat_modes); each is the next mode chosen (cr/rule_choose_next_mode), the later ones once the
    one before is complete (cr/rule_after_resolving_mode)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        names = list(options)

        def check(value):
            picked = value if isinstance(value, list) else [value]
            if len(picked) != count or len(set(picked)) != count or any(p not in names for p in picked):
                raise ValueError(f"{value!r} must name {counted(count, 'different mode')} of: {', '.join(names)}")
            return picked
        picked = game.decider.ask(f"{ctx.source.title} choice", names, "Corp", check=check)
        for index, name in enumerate(picked):
            if game.over:
                return
            after = (cites.cr("rule_after_resolving_mode"), cites.cr("rule_cannot_repeat_modes")) if index else ()
            game.trace.add(f"{ctx.by}: the Corp resolves \"{name}\".", cites.cr("rule_choose_next_mode"), *after)
            options[name](game, ctx)
        said_choices(game, ctx, "corp", picked)
    return resolve


def threat(n: int, effect):
    """A "Threat N →" ability: active only while the threat level is N or more (cr/rule_threat_flag)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.cards.primitives.players import threat_level, threat_unmet
        level, unmet = threat_level(game), threat_unmet(game, n)
        if unmet:
            game.trace.add(f"{unmet}: {ctx.by}'s Threat {n} ability does nothing.", cites.cr("rule_threat_flag"),
                           cites.cr("rule_threat_level"))
            return
        game.trace.add(f"{ctx.by}: the threat level is {level}: its Threat {n} ability is active.",
                       cites.cr("rule_threat_flag"), cites.cr("rule_threat_level"))
        effect(game, ctx)
    return resolve


def unless_runner_pays(n: int, effect, otherwise: str):
    """"<effect> unless the Runner pays N[c]": the Runner may pay only if able (decision "<card> choice":
    "pay N[c]" or `otherwise`)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.costs import Payment, able, pay
        payment = Payment("runner", n, "ability", f"{ctx.by} ({n}[c])")
        option = f"pay {n}[c]"
        if able(game, payment):
            choice = game.decider.ask(f"{ctx.source.title} choice", [option, otherwise], "Runner")
            game.trace.add(f"{ctx.by}: the Runner chooses to {choice}.", cites.NESTED_COST)
        else:  # no choice: a nested cost they cannot pay is not paid, so the instruction resolves
            choice = otherwise
            game.trace.add(f"{ctx.by}: the Runner cannot pay {n}[c], so they {otherwise}.", cites.NESTED_COST,
                           cites.cr("rule_nested_cost_unless"))
        if choice == option:
            pay(game, payment, cites.COST)
        else:
            effect(game, ctx)
    return resolve


def corp_may_pay(n: int, effect):
    """"You may pay N[c] (to/If you do) <effect>" (decision "use <card>")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.costs import Payment, able, pay
        payment = Payment("corp", n, "ability", f"{ctx.by} ({n}[c])")
        if not able(game, payment) or game.decider.ask(f"use {ctx.source.title}", ["yes", "no"], "Corp") == "no":
            game.trace.add(f"{ctx.by}: the Corp does not pay {n}[c].", cites.COST)
            return
        pay(game, payment, cites.COST)
        effect(game, ctx)
    return resolve


def remove_this_from_game(game: Game, ctx: Ctx) -> None:
    """"Remove this operation from the game": it leaves the play area, so it is not trashed
    (cr/rule_play_no_trash_left_play_area)."""
    from rulesdb.engine.effects.card_moves import remove_from_game
    remove_from_game(game, ctx.source, ctx.by)


def runner_loses_allotted_click(game: Game, ctx: Ctx) -> None:
    """"The Runner gets -1 allotted [click] for their next turn" (cr/rule_allotted_clicks)."""
    game.runner.next_allotted -= 1
    game.trace.add(f"{ctx.by}: the Runner gets -1 allotted [click] for their next turn.",
                   cites.cr("rule_allotted_clicks"), cites.cr("rule_lingering_effect"), key=True, lasting=True)


def advanceable(game: Game, card) -> bool:
    """A card the Corp can advance now: an installed agenda, or a card that says it can be advanced (and, if only
    while rezzed, is rezzed: state.advancing)."""
    return can_advance(game, card)


def advance_one(game: Game, ctx: Ctx) -> None:
    """"Place 1 advancement counter on an installed card you can advance" ("<card> target")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.pools import add_counters
    found = [o for o in game.installed() if advanceable(game, o)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


def advance_up_to_2(decision: str):
    """"Place 1 advancement counter on each of up to 2 (different) installed cards you can advance" (Business As
    Usual, Shipment from Kaguya): `decision` names none, a title or a list of 2."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.pools import add_counters
        from rulesdb.engine.state.decisions import picking, titles_from
        found = [o for o in game.installed() if advanceable(game, o)]
        titles = labels(game, found, "corp")
        named = game.decider.ask(decision, titles, "Corp", check=picking(lambda v: [] if v in ("none", None) else
                                 titles_from(titles, "play", most=2)(v))) if found else []
        for card in take_named(found, titles, named):
            add_counters(game, card, "advancement", 1, ctx.by)
    return resolve


def hq_into_rd(n: int):
    """"Shuffle N cards from HQ into R&D": the Corp names them ("<card> shuffle": a title or a list)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.state.decisions import titles_from
        hand = game.corp.hand
        titles = [c.title for c in hand]
        most = min(n, len(hand))
        named = ask_must(game, f"{ctx.source.title} shuffle", titles, "Corp", cites.C_TARGETS, whole=len(hand) <= n,
                         check=titles_from(titles, "HQ", exactly=most)) if most else []
        left = list(hand)
        shuffle_into_rd(game, ctx, [left.pop(next(i for i, c in enumerate(left) if c.title == t)) for t in named],
                        hand, "HQ")
    return resolve


def search_rd_to_hq(*types: str):
    """"Search R&D for 1 <type> and reveal it. (Shuffle R&D after searching it.) Add that card to HQ": the Corp
    names it ("<card> target"); R&D is shuffled (seeded) (cr/rule_find, cr/rule_shuffle_deck_after_search)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.cards.shared import search_rd
        card = search_rd(game, ctx, [c for c in game.corp.deck if c.card.facts.type in types],
                         f"there is no {' or '.join(types)} in R&D")
        if card is not None:
            game.corp.hand.append(game.change_zone(card, "hq"))
    return resolve


def cannot_score_this_turn(game: Game, ctx: Ctx) -> None:
    """"You cannot score agendas for the remainder of the turn" (a lasting "cannot")."""
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "cannot-score", lambda g, card, subject: True,
            "The Corp cannot score agendas for the remainder of the turn.", "turn", ctx.by)


def playable_operations(game: Game, allowed=lambda card: True) -> list:
    """Operations in HQ (`allowed`) the Corp could play now paying all costs, as the play action prices them
    (`effects.play_costs.why_unplayable`: every play-cost modifier, additional costs, restrictions, X at least 0)."""
    from rulesdb.engine.effects.play_costs import why_unplayable
    return [card for card in game.corp.hand if card.card.facts.type == "operation" and allowed(card)
            and why_unplayable(game, "corp", card) is None]


def may_play_from_hq(allowed=lambda card: True, name: str = "play"):
    """"You may play 1 operation from HQ" (paying its costs): the Corp names it ("<card> <name>") or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns.actions import Action, play_card
        titles = list(dict.fromkeys(o.title for o in playable_operations(game, allowed)))
        choice = game.decider.ask(f"{ctx.source.title} {name}", [*titles, "no"], "Corp") if titles else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp plays no operation from HQ.", cites.PLAY_EVENT)
            return
        game.trace.add(f"{ctx.by}: the Corp plays {choice} from HQ, paying all costs.", cites.PLAY_EVENT)
        play_card(game, Action("corp", "play", f"play {choice}", 0, card=choice))
    return resolve


def rez_ice_and_host_as_condition(game: Game, ctx: Ctx, which, nothing: str):
    """"Rez a piece of ice, ignoring all costs, and install this operation on that ice as a hosted condition counter"
    (Oversight AI, Bioroid Efficiency Research): the Corp names an unrezzed installed ice `which(game, ice)` accepts
    ("<card> target"); the counter, hosted, or None when there is no such ice."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.state.earlier_this_turn import may_have_been_used
    from rulesdb.engine.state.events import Event, emit
    found = [o for o in game.installed() if o.is_ice and not o.rezzed and which(game, o)
             and not game.forbidden("rez", o)]
    ice = choose(game, ctx, found, "Corp", nothing, cites.C_REZ)
    if ice is None:
        return None
    may_have_been_used(game, "rez", ice)  # an unseen Mitosis: "You cannot score or rez either of those cards"
    ice.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {ice.title}, ignoring all costs.", cites.C_REZ, key=True)
    emit(game, Event("rezzed", ice))
    counter = ctx.source
    counter.zone, counter.host = "condition counter", ice
    ice.hosted.append(counter)
    game.trace.add(f"{ctx.by}: hosted on {ice.title} as a condition counter.", cites.C_HOST, key=True)
    return counter


def arrange_the_ice_of_a_server(game: Game, ctx) -> None:
    """"Choose a server. Arrange the ice protecting that server in any order." (Sunset): the Corp names the server
    ("<card> choice") and the order, outermost first ("<card> order"); each piece of ice stays the same object (it
    does not leave the play area)."""
    from rulesdb.engine.state.decisions import titles_from
    title = ctx.source.title
    server = game.servers[game.decider.ask(f"{title} choice", list(game.servers), "Corp")]
    titles = labels(game, server.ice, "corp")  # two copies named by position: "Ice Wall protecting HQ (outermost)"
    if len(titles) < 2:
        game.trace.add(f"{ctx.by}: {counted(len(titles), 'piece')} of ice "
                       f"{'protects' if len(titles) == 1 else 'protect'} {server.name}: nothing to arrange.")
        return
    order = game.decider.ask(f"{title} order", titles, "Corp",
                             check=titles_from(titles, f"the ice protecting {server.name}", exactly=len(titles)))
    server.ice[:] = take_named(list(server.ice), titles, order)
    game.trace.add(f"{ctx.by}: the ice protecting {server.name} is arranged, outermost first: {', '.join(order)}; "
                   "each stays in the play area, so it is the same object.", cites.SAME_OBJECT, key=True)
