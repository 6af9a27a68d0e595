"""Operations whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.earlier import decides_if_played, made_earlier
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import cannot_score_this_turn, search_rd_to_hq
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import gain, give_tags
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.derez import derez
from rulesdb.engine.state.choice_labels import ask_card, labels, take_named
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_stole_last_turn, runners_last_turn, runs_in_runners_last_turn
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.objects import CENTRAL


def _divert_power(game: Game, ctx: Ctx) -> None:
    """Divert Power: derez any number of cards (each stays the same object:
    cr/rule_object_turn_faceup_facedown), then the Corp may rez a card for 3[c] less per card derezzed."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.state.decisions import titles_from
    from rulesdb.engine.timing.flow import offer_rez
    rezzed = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    titles = labels(game, rezzed, "corp")
    named = game.decider.ask("Divert Power target", titles, "Corp", check=titles_from(titles, "the rezzed cards"))
    derezzed = take_named(rezzed, titles, named)
    for card in derezzed:
        derez(game, card, ctx.by)
    unrezzed = [o for o in game.installed() if o.owner == "corp" and not o.rezzed and o.card.facts.type != "agenda"]
    chosen = ask_card(game, "Divert Power choice", unrezzed, "Corp", extra=("no",))
    if chosen == "no":
        return
    lasting(game, "rez-cost", lambda g, c, s: -3 * len(derezzed) if s is chosen else 0,
            f"{chosen.title}'s rez cost is lowered by {3 * len(derezzed)}", "turn", ctx.by)
    discount = game.effects[-1]
    offer_rez(game, chosen, forced=True)
    game.effects.remove(discount)  # it lowers only this rez


DIVERT_POWER = operation("Divert Power", "", faction="haas-bioroid", cost=2, inf=1, text=(
    "Derez any number of cards. You may rez a card, lowering its rez cost by 3 for each card that you derezzed "
    "this way.",), on_play=on_play(_divert_power), decisions=("Divert Power target", "Divert Power choice"))


DISTRIBUTED_TRACING = operation("Distributed Tracing", "Double - Gray Ops", faction="haas-bioroid", cost=3, inf=4,
                                text=("As an additional cost to play this operation, spend [click].",
                                      "Play only if the Runner stole an agenda during their last turn.",
                                      "Give the Runner 1 tag."),
                                play_costs=(Clicks(1),), playable=runner_stole_last_turn(),
                                on_play=on_play(give_tags(1)))


def _no_successful_hq_run(game: Game, card) -> str:
    runs = runs_in_runners_last_turn(game)
    if runs is None:
        return ("it needs to know whether the Runner made a successful run on HQ during their last turn, which came "
                "before the scenario began, so the engine cannot know (play a Runner turn first)")
    hit = [r for r in runs if r["server"] == "HQ" and r["outcome"] == "successful"]
    if unless_none_earlier(game, hit, card, "the Runner made a successful run on HQ during their last turn",
                           runners_last_turn(game)):
        return "the Runner made a successful run on HQ during their last turn"
    return ""


DIGITAL_RIGHTS_MANAGEMENT = operation("Digital Rights Management", "", faction="nbn", cost=1, inf=1, text=(
    "Play only if the Runner did not make a successful run on HQ during their last turn.",
    "Search R&D for 1 agenda and reveal it. <em>(Shuffle R&D after searching it.)</em> Add that agenda to HQ. You may "
    "install 1 card from HQ in the root of a remote server.",
    "You cannot score agendas for the remainder of the turn."), playable=_no_successful_hq_run,
    on_play=on_play(seq(search_rd_to_hq("agenda"), corp_installs("hq", remote_root=True), cannot_score_this_turn)),
    on=(made_earlier(cannot_score_this_turn, starts="You cannot score"),
        decides_if_played(lambda game, card, action, subject: action == "score", starts="You cannot score")),
    decisions=installs_asked("Digital Rights Management"))


def _per_remote_with_a_root_card(game: Game, ctx: Ctx) -> None:
    """Diversified Portfolio: 1[c] for each remote server with a card in its root (ice protecting it does not count)."""
    count = sum(1 for name, server in game.servers.items() if name not in CENTRAL and server.root)
    gain(count)(game, ctx)


DIVERSIFIED_PORTFOLIO = operation("Diversified Portfolio", "Transaction", faction="neutral-corp", cost=1, inf=0,
                                  text=("Gain 1[c] for each remote server with a card in its root.",),
                                  on_play=on_play(_per_remote_with_a_root_card))
