"""Operations whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.earlier import decides_if_played
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import (
    _install_from_hq,
    _three_advancement_counters,
    modes,
    unless_runner_pays,
)
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags, threat_level
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import hq_to_top_of_rd
from rulesdb.engine.cards.this_turn import first_successful_run
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.choice_labels import labels, take_named
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.decisions import picking, titles_from
from rulesdb.engine.state.earlier_this_turn import MADE_EARLIER
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn, runner_stole_last_turn
from rulesdb.engine.state.objects import CENTRAL


def _mushin_no_shin(game, ctx, obj) -> None:
    """3 advancement counters, then "you cannot score or rez that card until your next turn begins":
    two lasting "cannot" effects on that object, over when the Corp's next turn begins."""
    from rulesdb.engine.effects.lasting_effects import lasting
    _three_advancement_counters(game, ctx, obj)
    for action in ("score", "rez"):
        lasting(game, f"cannot-{action}", lambda game, card, subject: subject is obj,
                f"The Corp cannot {action} {obj.title} until their next turn begins.", "next turn", ctx.by)


def _mushin_made_earlier(game: Game, card, used) -> None:
    """Mushin No Shin played earlier this turn, the board naming the card it installed (`target`, in the root of a
    remote server): that card cannot be scored or rezzed until the Corp's next turn begins."""
    from rulesdb.engine.cards.hooks.earlier import one_named
    from rulesdb.engine.effects.lasting_effects import lasting
    roots = [o for name, server in game.servers.items() if name not in CENTRAL for o in server.root]
    obj = one_named(game, card, used, roots, "card it installed")
    for action in ("score", "rez"):
        lasting(game, f"cannot-{action}", lambda game, c, subject: subject is obj,
                f"The Corp cannot {action} {obj.title} until their next turn begins.", "next turn", card.title)


def _installed_earlier_in_a_root(game: Game, card, action: str, subject) -> bool:
    """Whether Mushin No Shin, played earlier this turn, could have installed `subject`, which the Corp is scoring or
    rezzing: an asset, agenda or upgrade in the root of a remote server that the scenario did not install."""
    return subject is not None and subject.card.facts.type in ("asset", "agenda", "upgrade") \
        and not subject.is_ice and _installed_earlier_in_a_remote_root(game, card, action, subject)


MUSHIN_NO_SHIN = operation("Mushin No Shin", "Double", faction="jinteki", cost=0, inf=2, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install 1 asset, agenda, or upgrade from HQ in the root of a new server. Place 3 advancement counters on "
    "that card. You cannot score or rez that card until your next turn begins."),
    on_play=on_play(_install_from_hq(("asset", "agenda", "upgrade"), _mushin_no_shin, remote_choice=False)),
    play_costs=(Clicks(1),), decisions=("Mushin No Shin target",),
    on=(constant(MADE_EARLIER, _mushin_made_earlier, starts="Install 1"),
        decides_if_played(_installed_earlier_in_a_root, starts="Install 1")))


def _measured_response_playable(game: Game, card) -> str:
    if threat_level(game) < 4:
        return f"the threat level is {threat_level(game)}, below 4"
    return runner_ran_last_turn(successful=True)(game, card)


MEASURED_RESPONSE = operation("Measured Response", "Black Ops", faction="weyland-consortium", cost=5, inf=4,
                              trash=3, text=(
    "Play only if the threat level is 4 or greater, and only if the Runner made a successful run during their "
    "last turn.", "Do 4 meat damage unless the Runner pays 8[c]."), playable=_measured_response_playable,
    on_play=on_play(unless_runner_pays(8, damage("meat", 4), "suffer 4 meat damage")))


def _net_per_tag(game: Game, ctx: Ctx) -> None:
    x = min(game.runner.tags, 3)
    game.trace.add(f"{ctx.by}: the Runner has {counted(game.runner.tags, 'tag')}: X = {x}.")
    damage("net", x)(game, ctx)


MINDSCAPING = operation("Mindscaping", "Gray Ops", faction="jinteki", cost=2, inf=2, text=(
    "Resolve 1 of the following:<ul><li>Gain 4[c] and draw 2 cards. Add 1 card from HQ to the top of R&D.</li>"
    "<li>Do X net damage. X is equal to the number of tags the Runner has, up to 3.</li></ul>",),
    on_play=on_play(modes({"gain 4[c] and draw 2 cards": seq(gain(4), draw(2), hq_to_top_of_rd),
                           "do X net damage": _net_per_tag})))


def _tag_per_rezzed_card_trashed(game: Game, ctx: Ctx) -> None:
    """Mutually Assured Destruction: any number of the Corp's rezzed cards trashed together ("<card> target":
    a list), then 1 tag per card actually trashed."""
    from rulesdb.engine.effects.trashing import trash_together
    rezzed = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    titles = labels(game, rezzed, "corp")
    named = game.decider.ask(f"{ctx.source.title} choice", titles, "Corp",
                             check=picking(lambda v: [] if v in ("none", None) else titles_from(titles, "play")(v))) \
        if rezzed else []
    chosen = take_named(rezzed, titles, named)
    before = len(game.corp.discard)
    trash_together(game, chosen, ctx.by, who="corp")
    count = len(game.corp.discard) - before
    game.trace.add(f"{ctx.by}: {counted(count, 'card')} trashed this way.")
    if count:
        give_tags(count)(game, ctx)


MUTUALLY_ASSURED_DESTRUCTION = operation("Mutually Assured Destruction", "Triple", faction="weyland-consortium",
                                         cost=4, inf=4, text=(
    "As an additional cost to play this operation, spend [click][click].",
    "Trash any number of your rezzed cards. Give the Runner 1 tag for each card trashed this way."),
    play_costs=(Clicks(2),), on_play=on_play(_tag_per_rezzed_card_trashed))


def _mitosis(game: Game, ctx: Ctx) -> None:
    """Mitosis: up to 2 cards from HQ, each in a new remote server ("Mitosis install", "Mitosis install where":
    new remote), 2 advancement counters on each, and neither can be scored or rezzed this turn."""
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.errors import ScenarioError
    placed = []
    for _ in range(2):
        before = set(game.servers)
        card = corp_installs("hq")(game, ctx)
        if card is None:
            break
        if set(game.servers) == before:
            raise ScenarioError(f"{game.decider.source}: Mitosis install where: each card creates a new remote server")
        placed.append(card)
    for card in placed:
        add_counters(game, card, "advancement", 2, ctx.by)
    _neither_scored_nor_rezzed(game, ctx, placed)


def _neither_scored_nor_rezzed(game: Game, ctx: Ctx, placed: list) -> None:
    """Mitosis: "You cannot score or rez either of those cards this turn" (lasting effects)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    for action in ("score", "rez"):
        lasting(game, f"cannot-{action}", lambda g, card, subject: any(subject is p for p in placed),
                f"The Corp cannot {action} {' or '.join(p.title for p in placed) or 'them'} this turn.", "turn", ctx.by)


def _made_earlier(game: Game, card, used) -> None:
    """Mitosis played earlier this turn, the board naming the cards it installed (`target: [..]`, 1 or 2 cards in the
    root of a remote server, or ice protecting one: installing it created that server): neither can be scored or
    rezzed this turn."""
    from rulesdb.engine.state.choice_labels import named_by
    from rulesdb.errors import ScenarioError
    roots = [o for name, server in game.servers.items() if name not in CENTRAL for o in (*server.root, *server.ice)]
    placed = []
    for written in used.targets:
        found = named_by(game, [o for o in roots if o not in placed], "corp", written)
        if len(found) != 1:
            raise ScenarioError(f"{game.decider.at(used.line, 'corp.earlier_this_turn: Mitosis')}: target "
                                f"{written!r} names {len(found)} cards in the root of a remote server or ice "
                                "protecting one")
        placed.append(found[0])
    if not 1 <= len(placed) <= 2:
        raise ScenarioError(f"{game.decider.at(used.line, 'corp.earlier_this_turn: Mitosis')}: name the 1 or 2 "
                            "cards it installed ({card: Mitosis, target: [PAD Campaign, Project Atlas]})")
    _neither_scored_nor_rezzed(game, Ctx(card, "corp", card.title), placed)


def _installed_earlier_in_a_remote_root(game: Game, card, action: str, subject) -> bool:
    """Whether Mitosis, played earlier this turn, could have installed `subject`, which the Corp is scoring or
    rezzing: a card in the root of a remote server, or a piece of ice protecting one (installing it created the
    server), that the scenario did not install."""
    from rulesdb.engine.state.midturn import new_this_turn
    if action not in ("score", "rez") or subject is None or subject.host is not None:
        return False
    where = game.locate(subject)
    return bool(where) and where[0].name not in CENTRAL and (subject in where[0].root or subject in where[0].ice) \
        and not new_this_turn(game, subject)


MITOSIS = operation("Mitosis", "Double", faction="jinteki", cost=3, inf=4, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install up to 2 cards from HQ, creating a new remote server each time. Place 2 advancement counters on each of "
    "those cards. You cannot score or rez either of those cards this turn."), play_costs=(Clicks(1),),
    on_play=on_play(_mitosis), decisions=installs_asked("Mitosis"),
    on=(constant(MADE_EARLIER, _made_earlier, starts="Install up to"),
        decides_if_played(_installed_earlier_in_a_remote_root, starts="Install up to")))


def _tags_by_margin(game: Game, ctx: Ctx) -> None:
    """Midseason Replacements: X tags, X the amount the trace strength exceeded the link strength."""
    last = game.last_trace
    give_tags(last["strength"] - last["link"])(game, ctx)


MIDSEASON_REPLACEMENTS = operation("Midseason Replacements", "", faction="nbn", cost=5, inf=4, text=(
    "Play only if the Runner stole an agenda during their last turn.",
    "Trace[6]. If successful, give the Runner X tags. X is equal to the amount by which your trace strength exceeded "
    "their link strength."), playable=runner_stole_last_turn(), on_play=on_play(trace(6, _tags_by_margin)))


MEDICAL_RESEARCH_FUNDRAISER = operation("Medical Research Fundraiser", "Transaction", faction="jinteki", cost=3, inf=1,
                                        text=("Gain 8[c]. The Runner gains 3[c].",),
                                        on_play=on_play(seq(gain(8), gain(3, "runner"))))


MANHUNT = operation("Manhunt", "Current", faction="nbn", cost=3, inf=3, text=(
    "This card is not trashed until another current is played or an agenda is stolen.",
    "The first time the Runner makes a successful run each turn, Trace[2]. If successful, give the Runner 1 tag."),
    on=(whenever("successful", trace(2, give_tags(1)),
                 lambda game, card, event: first_successful_run(game, asking=card), starts="The first time"),))
