"""Operations whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION, corp_may_pay, runner_loses_allotted_click, threat
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import damage, draw, end_action_phase, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import from_archives_to_hq
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.lockdowns import no_active_lockdown
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_stole_last_turn
from rulesdb.engine.state.only_choice import ask_must


def _install_and_rez_ads(game: Game, ctx) -> None:
    """Ad Blitz: X advertisements from HQ and/or Archives, each installed in a new remote and rezzed
    paying all costs; "if able": only cards the Corp can rez may be chosen (cr/rule_reveal_for_install_and_rez)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.searches import corp_install_in_root

    def rez_payment(card):
        return Payment("corp", max(0, (card.card.facts.cost or 0) + game.modifier("rez-cost", card)), "rez",
                       f"rezzing {card.title}", card)
    for _ in range(ctx.source.counters.get("x", 0)):
        ads = [c for c in game.corp.hand + game.corp.discard
               if c.card.facts.has("advertisement") and not c.is_ice and able(game, rez_payment(c))]
        if not ads:
            game.trace.add(f"{ctx.by}: no advertisement left that the Corp is able to rez; the rest is not installed.",
                           cites.cr("rule_reveal_for_install_and_rez"))
            return
        titles = [c.title for c in ads]
        card = ads[titles.index(ask_must(game, "Ad Blitz target", titles, "Corp", cites.C_TARGETS))]
        (game.corp.hand if card in game.corp.hand else game.corp.discard).remove(card)
        remotes = [int(k.split()[1]) for k in game.servers if k.startswith("Server ")]
        obj = corp_install_in_root(game, card, f"Server {max(remotes + [0]) + 1}", ctx.by)
        from rulesdb.engine.effects.installing import rez_after_install
        pay(game, rez_payment(obj), cites.C_REZ)
        rez_after_install(game, obj, ctx.by, "paying all costs")


AD_BLITZ = operation("Ad Blitz", "Double", faction="nbn", cost=None, inf=1, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install and rez (paying all costs) X advertisements from Archives and/or HQ, if able."),
    on_play=on_play(_install_and_rez_ads), play_costs=(Clicks(1),), x_cost=True, decisions=("Ad Blitz target",))


ANONYMOUS_TIP = operation("Anonymous Tip", "", faction="nbn", cost=0, inf=1, text=("Draw 3 cards.",),
                          on_play=on_play(draw(3)))


def _armed_asset_protection(game: Game, ctx) -> None:
    """3[c], 1[c] per card type among the faceup cards in Archives, and 2[c] more if one is an agenda."""
    types = {c.card.facts.type for c in game.corp.discard if c.faceup}
    extra = len(types) + (2 if "agenda" in types else 0)
    game.trace.add(f"{ctx.by}: faceup in Archives: {', '.join(sorted(types)) or 'no card'}; "
                   f"{3 + extra}[c] in all.", cites.cr("rule_archives_faceup_facedown"))
    gain(3 + extra)(game, ctx)


ARMED_ASSET_PROTECTION = operation("Armed Asset Protection", TRANSACTION, faction="weyland-consortium", cost=2,
                                   inf=2, text=(
    "Gain 3[c]. Gain 1[c] for each card type among faceup cards in Archives. If any of those cards are agendas, "
    "gain another 2[c].",), on_play=on_play(_armed_asset_protection))


ACTIVE_POLICING = operation("Active Policing", "Terminal - Gray Ops", faction="haas-bioroid", cost=0, inf=3, text=(
    "Play only if the Runner stole or trashed a Corp card during their last turn.",
    "After you resolve this operation, your action phase ends.",
    "You may install 1 card from HQ. The Runner gets −1 allotted [click] for their next turn.",
    "Threat 3 → You may pay 2[c]. If you do, the Runner gets −1 allotted [click] for their next turn. <em>(This "
    "ability is active if any player has 3 or more agenda points.)</em>"),
    playable=runner_stole_last_turn(also_trashed=True),
    on_play=on_play(seq(corp_installs("hq"), runner_loses_allotted_click,
                        threat(3, corp_may_pay(2, runner_loses_allotted_click)), end_action_phase)),
    decisions=installs_asked("Active Policing"))


ARCHIVED_MEMORIES = operation("Archived Memories", "", faction="haas-bioroid", cost=0, inf=2, text=(
    "Add 1 card from Archives to HQ.",), on_play=on_play(from_archives_to_hq(1)),
    decisions=("Archived Memories target",))


def _protected_by_ice(game: Game, card, event) -> bool:
    server = game.servers.get(event.info.get("server", ""))
    return server is not None and bool(server.ice)


ARGUS_CRACKDOWN = operation("Argus Crackdown", "Lockdown - Gray Ops", faction="weyland-consortium", cost=0, inf=3,
                            trash=4, text=(
    "Play only if there is no active lockdown. This operation is not trashed until your next turn begins.",
    "Whenever the Runner makes a successful run on a server protected by ice, do 2 meat damage."),
    playable=no_active_lockdown, on=(whenever("successful", damage("meat", 2), _protected_by_ice, starts="Whenever"),))


def _scored_this_turn(game: Game, card) -> str:
    return "" if game.corp.scored_this_turn else "the Corp scored no agenda this turn"


def _any_card_to_hq(game: Game, ctx) -> None:
    """Aggressive Negotiation: the Corp finds any 1 card ("<card> target"), not revealed, adds it to HQ; R&D is
    shuffled (cr/rule_find, cr/rule_shuffle_deck_after_search)."""
    from rulesdb.engine.effects.finding import find_one
    card = find_one(game, "rd", list(game.corp.deck), f"{ctx.source.title} target", "Corp", ctx.by, "R&D is empty",
                    cites.cr("rule_find"), criteria=False)  # "1 card": no criteria, so it finds one
    if card is not None:
        game.corp.deck.remove(card)
        game.corp.hand.append(game.change_zone(card, "hq"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp searches R&D, adds {'1 card' if card else 'nothing'} to HQ; R&D is shuffled.",
                   cites.cr("rule_find"), cites.cr("rule_shuffle_deck_after_search"), key=True)


AGGRESSIVE_NEGOTIATION = operation("Aggressive Negotiation", "", faction="weyland-consortium", cost=1, inf=1, text=(
    "Play only if you scored an agenda this turn.", "Search R&D for 1 card and add it to HQ. Shuffle R&D."),
    playable=_scored_this_turn, on_play=on_play(_any_card_to_hq), decisions=("Aggressive Negotiation target",))


class _WhileResolving:
    """A duration that lasts while an ability is resolving ("ignoring any additional costs" as it plays them)."""

    def __init__(self) -> None:
        self.ended = False


def _play_operations_from_the_top_3(game: Game, ctx: Ctx) -> None:
    """Accelerated Diagnostics: the Corp looks at the top 3 cards of R&D and plays any operations among them, one at a
    time and in the order it names ("Accelerated Diagnostics play", or `no`), paying their play costs but not their
    additional costs; the unplayed cards it looked at are then trashed."""
    from rulesdb.engine.effects.pile_trash import pile_trashed
    from rulesdb.engine.effects.play_costs import IGNORE_ADDITIONAL_PLAY_COSTS
    from rulesdb.engine.state.events import Lasting
    from rulesdb.engine.turns.actions import Action, play_card
    looked = game.corp.deck[:3]
    game.trace.add(f"{ctx.by}: the Corp looks at the top {counted(len(looked), 'card')} of R&D: "
                   f"{', '.join(c.title for c in looked) or 'none'}.",
                   cites.cr("rule_look_reveal_expose_access_distinct"))
    while_resolving = _WhileResolving()
    game.effects.append(Lasting(IGNORE_ADDITIONAL_PLAY_COSTS, lambda g, c, played: any(played is o for o in looked),
                                "Accelerated Diagnostics: ignoring any additional costs", "resolution",
                                while_resolving, ctx.by))
    try:
        while not game.over:
            left = [c for c in looked if any(c is o for o in game.corp.deck) and c.card.facts.type == "operation"]
            titles = list(dict.fromkeys(c.title for c in left))
            choice = game.decider.ask("Accelerated Diagnostics play", [*titles, "no"], "Corp") if titles else "no"
            if choice == "no":
                break
            card = next(c for c in left if c.title == choice)
            game.corp.deck[:] = [card, *(c for c in game.corp.deck if c is not card)]  # the one named, played from R&D
            play_card(game, Action("corp", "play", f"play {choice}", 0, card=choice), game.corp.deck)
    finally:
        while_resolving.ended = True
    rest = [c for c in looked if any(c is o for o in game.corp.deck)]
    for card in rest:
        game.corp.deck.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes the {counted(len(rest), 'unplayed card')} it looked at.", cites.TRASH)
    pile_trashed(game, "rd", rest, "corp")


ACCELERATED_DIAGNOSTICS = operation("Accelerated Diagnostics", "", faction="haas-bioroid", cost=1, inf=1, text=(
    "Look at the top 3 cards of R&D. If any of those cards are operations, you may play them (paying their play cost), "
    "ignoring any additional costs. Trash the rest of the unplayed cards you looked at.",),
    on_play=on_play(_play_operations_from_the_top_3), decisions=("Accelerated Diagnostics play",))
