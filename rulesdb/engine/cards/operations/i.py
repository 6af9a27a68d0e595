"""Operations whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import bad_publicity, end_action_phase, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.reveals import reveal_the_grip
from rulesdb.engine.cards.shared import pick_cards
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.player_costs import RemoveXTags
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must

IPO = operation("IPO", "Terminal - Transaction", faction="neutral-corp", cost=8, inf=0, text=(
    "After you resolve this operation, end your action phase.", "Gain 13[c]."),
    on_play=on_play(seq(gain(13), end_action_phase)))


def _ip_enforcement(game: Game, ctx: Ctx) -> None:
    """IP Enforcement: its additional cost, remove X tags (X no more than the Runner's tags: the play is refused
    otherwise), is paid with its play cost (RemoveXTags); as it resolves, it installs 1 agenda from the Runner's score
    area whose printed agenda points equal X ("IP Enforcement target", "IP Enforcement install where"), and places 1
    advancement counter on it if the Runner is still tagged."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    x = ctx.source.counters.get("x", 0)
    found = [a for a in game.runner.score if (a.card.facts.agenda_points or 0) == x]
    agenda = choose(game, ctx, found, "Corp", f"no agenda in the Runner's score area has {x} printed agenda points",
                    cites.C_CORP_INSTALL)
    if agenda is None:
        return
    where = ask_must(game, "IP Enforcement install where",
                     [*(n for n in game.servers if n.startswith("Server ")), "new remote"], "Corp",
                     cites.C_CHOSEN_ON_RESOLVING)

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: {ctx.source.title}: {message}")
    installed = install_card(game, agenda, game.runner.score, new_remote_name(game) if where == "new remote" else where,
                             refuse)
    if game.runner.tags:
        add_counters(game, installed, "advancement", 1, ctx.by)


IP_ENFORCEMENT = operation("IP Enforcement", "Gray Ops", faction="nbn", cost=None, inf=5, trash=5, text=(
    "As an additional cost to play this operation, remove X tags.",
    "Install 1 agenda from the Runner’s score area with a printed agenda point value equal to X. If the Runner is "
    "still tagged, place 1 advancement counter on that agenda."), x_cost=True,
    x_limit=lambda game, card: game.runner.tags, play_costs=(RemoveXTags(),), on_play=on_play(_ip_enforcement),
    decisions=("IP Enforcement install where",))


INTERNS = operation("Interns", "Double", faction="neutral-corp", cost=0, inf=0, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install a non-operation card from Archives or HQ, ignoring the install cost."),
    play_costs=(Clicks(1),), on_play=on_play(corp_installs("archives", "hq", ignore_cost=True, optional=False)),
    decisions=installs_asked("Interns"))


def _trash_up_to_x_revealed(game: Game, ctx: Ctx) -> None:
    """Invasion of Privacy: X is how far the trace strength exceeded the link strength; the Corp names up to X
    resources and events of the revealed grip ("Invasion of Privacy target"), trashed together."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    x = game.last_trace["strength"] - game.last_trace["link"]
    grip = [c for c in reveal_the_grip(game, ctx) if c.card.facts.type in ("resource", "event")]
    picked = pick_cards(game, "Invasion of Privacy target", grip, "the revealed resources and events", most=x)
    for card in picked:
        game.runner.hand.remove(card)
        game.runner.discard.append(game.change_zone(card, "heap"))
    game.trace.add(f"{ctx.by}: X is {x}; the Corp trashes {', '.join(c.title for c in picked) or 'nothing'} from the "
                   "grip.", cites.TRASH)
    grip_or_stack_trashed(game, game.runner.discard[len(game.runner.discard) - len(picked):], "grip")


INVASION_OF_PRIVACY = operation("Invasion of Privacy", "Double - Gray Ops", faction="nbn", cost=2, inf=3, text=(
    "As an additional cost to play this operation, spend [click].",
    "Trace[2]. If successful, reveal the grip. Trash up to X resources and/or events revealed this way, where X is "
    "equal to the amount by which your trace strength exceeded the Runner's link strength. If unsuccessful, take 1 "
    "bad publicity."), play_costs=(Clicks(1),), on_play=on_play(trace(2, _trash_up_to_x_revealed, bad_publicity(1))),
    decisions=("Invasion of Privacy target",))
