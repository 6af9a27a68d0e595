"""Operations whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import (
    TRANSACTION,
    _install_from_hq,
    _three_advancement_counters,
    may_play_from_hq,
    search_rd_to_hq,
    threat,
    unless_runner_pays,
)
from rulesdb.engine.cards.primitives.card_counters import can_advance
from rulesdb.engine.cards.primitives.choices import choose, said_choices, seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.piles import arrange_top
from rulesdb.engine.cards.primitives.players import damage, draw, gain, gain_clicks, give_tags
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import ask_number
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.only_choice import ask_must


def _advance_x(game: Game, ctx: Ctx) -> None:
    """Psychographics: X advancement counters on 1 installed card that can be advanced."""
    from rulesdb.engine.effects.pools import add_counters

    x = ctx.source.counters.get("x", 0)
    cards = [o for o in game.installed() if can_advance(game, o)]
    if not cards or not x:
        game.trace.add(f"{ctx.by}: no advancement counters are placed.")
        return
    titles = labels(game, cards, "corp")
    add_counters(game, cards[titles.index(ask_must(game, "Psychographics target", titles, "Corp", cites.C_TARGETS))],
                 "advancement", x, ctx.by)


def _planogram(game: Game, ctx: Ctx) -> None:
    options = ["gain 3[c]", "draw 3 cards"] + (["both"] if game.runner.tags else [])
    choice = game.decider.ask("Predictive Planogram choice", options, "Corp")
    why = "the Runner is tagged, so it may resolve both" if game.runner.tags else "the Runner is not tagged: only one"
    game.trace.add(f"{ctx.by}: the Corp resolves {'both' if choice == 'both' else choice} ({why}).", cites.C_TAG,
                   key=True)
    if choice in ("gain 3[c]", "both"):
        gain(3)(game, ctx)
    if choice in ("draw 3 cards", "both"):
        draw(3)(game, ctx)
    if choice == "both":
        said_choices(game, ctx, "corp", ["gain 3[c]", "draw 3 cards"])


def runners_last_turn(game: Game) -> int:
    """The number of the Runner's most recent turn before this one (turns alternate)."""
    return game.turn.number - (1 if game.turn.active == "corp" else 2)


def _points_stolen_last_turn(game: Game, ctx: Ctx) -> None:
    """Punitive Counterstrike: X meat damage, X the printed points of the agendas the Runner stole
    during their last turn, read from the game's history (cr/rule_previous_object)."""
    from rulesdb.engine.cards import lookup
    last = runners_last_turn(game)
    refuse_unknown(game, ctx.source, "the agendas the Runner stole during their last turn", last)
    stolen = [title for run in game.runs if run.get("turn") == last for title in run["stolen"]]
    x = sum(lookup(title).facts.agenda_points or 0 for title in stolen)
    game.trace.add(f"{ctx.by}: during their last turn the Runner stole {', '.join(stolen) or 'nothing'}, "
                   f"so X = {x}.", cites.cr("rule_previous_object"))
    damage("meat", x)(game, ctx)


PRECOGNITION = operation("Precognition", "", faction="jinteki", cost=0, inf=3, text=(
    "Look at the top 5 cards of R&D and arrange them in any order.",),
    on_play=on_play(arrange_top(5, "Precognition choice")))


PREDICTIVE_ALGORITHM = operation("Predictive Algorithm", "Current", faction="nbn", cost=0, inf=1, text=(
    "This card is not trashed until another current is played or an agenda is stolen.",
    "As an additional cost to steal an agenda, the Runner must pay 2[c]."),
    on=(constant("steal-cost", lambda game, card, agenda: (Credits(2, "steal"),), starts="As an additional"),))


PLANOGRAM = operation("Predictive Planogram", TRANSACTION, faction="nbn", cost=0, inf=1, text=(
    "Resolve 1 of the following. If the Runner is tagged, you may resolve both instead.<ul><li>Gain "
    "3[c].</li><li>Draw 3 cards.</li></ul>",), on_play=on_play(_planogram))


PRIORITY_CONSTRUCTION = operation("Priority Construction", "Double", faction="weyland-consortium", cost=1, inf=1,
                                  text=("As an additional cost to play this operation, spend [click].",
                                        "Install a piece of ice from HQ protecting a remote server (ignoring all "
                                        "costs). Place 3 advancement tokens on that ice."),
                                  on_play=on_play(_install_from_hq(("ice",), _three_advancement_counters,
                                                                   remote_choice=True)),
                                  play_costs=(Clicks(1),), decisions=("Priority Construction target",
                                                                      "Priority Construction choice"))


PSYCHOGRAPHICS = operation("Psychographics", "", faction="nbn", cost=None, inf=3, text=(
    "X must be equal to or less than the number of tags the Runner has.",
    "Place X advancement counters on 1 installed card you can advance."), x_cost=True,
    x_limit=lambda game, card: game.runner.tags, on_play=on_play(_advance_x))


PUNITIVE = operation("Punitive Counterstrike", "Black Ops", faction="weyland-consortium", cost=3, inf=2,
                     text=("Trace[5]. If successful, do X meat damage. X is equal to the sum of the "
                           "printed agenda points on all agendas the Runner stole during their last "
                           "turn.",), on_play=on_play(trace(5, _points_stolen_last_turn)))


def _reveal_all_but_one(game: Game, ctx: Ctx) -> None:
    """Peer Review: the Corp reveals all but 1 card of HQ (its choice, "<card> target": the card kept hidden)."""
    hand = game.corp.hand
    if len(hand) <= 1:
        game.trace.add(f"{ctx.by}: HQ holds {counted(len(hand), 'card')}: none is revealed.", cites.cr("rule_reveal"))
        return
    titles = [c.title for c in hand]
    hidden = game.decider.ask(f"{ctx.source.title} target", titles, "Corp")
    shown = list(titles)
    shown.remove(hidden)
    game.trace.add(f"{ctx.by}: the Corp reveals {', '.join(shown)} from HQ.", cites.cr("rule_reveal"))
    revealed(game, "corp", len(shown))


PEER_REVIEW = operation("Peer Review", TRANSACTION, faction="jinteki", cost=4, inf=2, text=(
    "Reveal all but 1 card in HQ.", "Gain 7[c]. You may install 1 card from HQ in the root of a remote server."),
    on_play=on_play(seq(_reveal_all_but_one, gain(7), corp_installs("hq", remote_root=True))),
    decisions=installs_asked("Peer Review"))


PUBLIC_TRAIL = operation("Public Trail", "Gray Ops", faction="nbn", cost=4, inf=2, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "Give the Runner 1 tag unless they pay 8[c]."), playable=runner_ran_last_turn(successful=True),
    on_play=on_play(unless_runner_pays(8, give_tags(1), "take 1 tag")))


def _play_or_install(game: Game, ctx: Ctx) -> None:
    """Pivot's Threat 3 ability: the Corp may play an operation or install a card from HQ ("Pivot choice")."""
    choice = game.decider.ask("Pivot choice", ["play", "install", "no"], "Corp")
    if choice == "play":
        may_play_from_hq()(game, ctx)
    elif choice == "install":
        corp_installs("hq")(game, ctx)


PIVOT = operation("Pivot", "Double", faction="weyland-consortium", cost=1, inf=2, trash=3, text=(
    "As an additional cost to play this operation, spend [click].",
    "Search R&D for 1 operation or agenda and reveal it. <em>(Shuffle R&D after searching it.)</em> Add that card "
    "to HQ.",
    "Threat 3 → You may play or install 1 card from HQ. <em>(This ability is active if any player has 3 or more "
    "agenda points.)</em>"), play_costs=(Clicks(1),),
    on_play=on_play(seq(search_rd_to_hq("operation", "agenda"), threat(3, _play_or_install))),
    decisions=(*installs_asked("Pivot"), "Pivot play"))


_FROM_ARCHIVES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> first objects played from Archives


def _no_action_finished(game: Game, card) -> str:
    if game.turn.actions:
        return "the Corp has already finished an action this turn"
    refuse_unknown(game, card, "you have not finished an action yet this turn")
    return ""


def _petty_cash(game: Game, ctx: Ctx) -> None:
    """Gain 5[c]; played from anywhere except HQ (by its own ability, from Archives), gain [click] too (once it
    resolves, that ability removes it from the game instead of trashing it)."""
    gain(5)(game, ctx)
    if ctx.source.first_object in _FROM_ARCHIVES.get(game, set()):
        gain_clicks(1)(game, ctx)


def _play_from_archives(game: Game, ctx: Ctx) -> None:
    """Petty Cash's [click] ability: play it from Archives, paying its costs (cr/rule_active_exception_catchall)."""
    from rulesdb.engine.turns.actions import Action, play_card
    _FROM_ARCHIVES.setdefault(game, set()).add(ctx.source.first_object)
    game.trace.add(f"{ctx.by}: the Corp plays {ctx.source.title} from Archives.", cites.PLAY_EVENT)
    play_card(game, Action("corp", "play", f"play {ctx.source.title}", 0, card=ctx.source.title), game.corp.discard,
              then_remove=True)


PETTY_CASH = operation("Petty Cash", TRANSACTION, faction="neutral-corp", cost=3, inf=0, text=(
    "Play only if you have not finished an action yet this turn.",
    "Gain 5[c]. If you played this operation from anywhere except HQ, gain [click].",
    "[click]: Play this operation from Archives. After it resolves, remove it from the game."),
    playable=_no_action_finished, on_play=on_play(_petty_cash),
    on=(paid(Clicks(1), effect=_play_from_archives, starts="[click]", from_zone="discard"),))


def _hardware_up_to_margin(game: Game, ctx: Ctx) -> None:
    """Power Grid Overload: the Corp trashes 1 installed piece of hardware whose install cost is at most the amount the
    trace strength exceeded the link strength ("Power Grid Overload target")."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.trashing import trash
    most = game.last_trace["strength"] - game.last_trace["link"]
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "hardware"
             and not o.facedown and (o.card.facts.cost or 0) <= most]
    card = choose(game, ctx, found, "Corp", f"no installed hardware has an install cost of {most} or less")
    if card is not None:
        trash(game, card, ctx.by, cites.TRASH, who="corp")


POWER_GRID_OVERLOAD = operation("Power Grid Overload", "", faction="weyland-consortium", cost=1, inf=1, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "Trace[2]. If successful, trash 1 installed piece of hardware with an install cost of X or less, where X is equal "
    "to the amount by which your trace strength exceeded the Runner's link strength."),
    playable=runner_ran_last_turn(successful=True), on_play=on_play(trace(2, _hardware_up_to_margin)),
    decisions=("Power Grid Overload target",))


def _power_shutdown(game: Game, ctx: Ctx) -> None:
    """Power Shutdown: the Corp trashes X cards from the top of R&D ("Power Shutdown X"); the Runner then trashes an
    installed program or piece of hardware with an install cost of X or less ("Power Shutdown target")."""
    from rulesdb.engine.effects.pile_trash import pile_trashed
    from rulesdb.engine.effects.trashing import trash
    x = ask_number(game, "Power Shutdown X", len(game.corp.deck), "Corp", "cards to trash from R&D")
    top = game.corp.deck[:x]
    del game.corp.deck[:x]
    game.corp.discard += [game.change_zone(c, "archives") for c in top]
    game.trace.add(f"{ctx.by}: the Corp trashes {counted(x, 'card')} from the top of R&D.", cites.TRASH)
    pile_trashed(game, "rd", game.corp.discard[len(game.corp.discard) - x:] if x else [], "corp")
    found = [o for o in game.installed() if o.owner == "runner" and not o.facedown
             and o.card.facts.type in ("program", "hardware")
             and (o.card.facts.cost or 0) <= x]
    card = choose(game, ctx, found, "Runner", f"the Runner has no program or hardware with an install cost of {x} or "
                  "less", cites.TRASH)
    if card is not None:
        trash(game, card, ctx.by, who="runner")


POWER_SHUTDOWN = operation("Power Shutdown", "Gray Ops", faction="weyland-consortium", cost=1, inf=2, text=(
    "Play only if the Runner made a run during their last turn.",
    "Trash any number of cards from the top of R&D. The Runner trashes an installed program or piece of hardware "
    "with an install cost equal to or less than the number of cards you trashed this way."),
    playable=runner_ran_last_turn(), on_play=on_play(_power_shutdown), decisions=("Power Shutdown X",
                                                                                    "Power Shutdown target"))


PAYWALL_IMPLEMENTATION = operation("Paywall Implementation", "Current - Transaction", faction="weyland-consortium",
                                   cost=0, inf=2, text=(
                                       "This card is not trashed until another current is played or an agenda is "
                                       "stolen.", "Gain 1[c] whenever the Runner makes a successful run."),
                                   on=(whenever("successful", gain(1), starts="Gain 1[c]"),))


def _1_per_rezzed_ice(game: Game, ctx: Ctx) -> None:
    gain(sum(1 for o in game.installed() if o.is_ice and o.rezzed))(game, ctx)


PEAK_EFFICIENCY = operation("Peak Efficiency", "", faction="haas-bioroid", cost=1, inf=1, text=(
    "Gain 1[c] for each rezzed piece of ice.",), on_play=on_play(_1_per_rezzed_ice))
