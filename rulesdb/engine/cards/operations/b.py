"""Operations whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.earlier import made_earlier
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import (
    TAGGED_ONLY,
    TRANSACTION,
    _runner_tagged,
    advance_up_to_2,
    corp_may_pay,
    modes,
    remove_this_from_game,
    threat,
    two_tags,
)
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, draw, end_action_phase, gain, gain_clicks, give_tags
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.player_costs import RemoveTags
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_stole_last_turn


def _memory_minus_2(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "memory", lambda g, card, subject: -2,
            "The Runner's memory limit is reduced by 2 until the end of the turn.", "turn", ctx.by)


BAD_TIMES = operation("Bad Times", "Gray Ops", faction="neutral-corp", cost=4, inf=0, text=(
    TAGGED_ONLY, "The Runner's memory limit is reduced by 2 until the end of the turn."),
    on_play=on_play(_memory_minus_2), playable=_runner_tagged,
    on=(made_earlier(_memory_minus_2, starts="The Runner's memory"),))


BEANSTALK = operation("Beanstalk Royalties", TRANSACTION, faction="weyland-consortium", cost=0, inf=1,
                      text=("Gain 3[c].",), on_play=on_play(gain(3)))


BIOTIC_LABOR = operation("Biotic Labor", "", faction="haas-bioroid", cost=4, inf=4,
                         text=("Gain [click][click].",), on_play=on_play(gain_clicks(2)))


BLUE_LEVEL = operation("Blue Level Clearance", "Double - Transaction", faction="haas-bioroid", cost=2,
                       inf=2, text=("As an additional cost to play this operation, spend [click].",
                                    "Gain 5[c] and draw 2 cards."),
                       on_play=on_play(seq(gain(5), draw(2))), play_costs=(Clicks(1),))


BOOM = operation("BOOM!", "Double - Black Ops", faction="weyland-consortium", cost=4, inf=3, trash=1,
                 text=("Play only if the Runner has at least 2 tags.",
                       "As an additional cost to play this operation, spend [click].", "Do 7 meat damage."),
                 playable=two_tags, play_costs=(Clicks(1),), on_play=on_play(damage("meat", 7)))


def _tags_for_credits(game: Game, ctx: Ctx) -> None:
    """Bigger Picture: the Corp removes any number of tags ("Bigger Picture tags": a number); the Runner
    loses 5[c] per tag removed, and the Corp gains what the Runner actually lost."""
    from rulesdb.engine.cards.primitives.players import lose_credits
    most = game.runner.tags

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of tags from 0 to {most}")
        return value
    n = game.decider.ask("Bigger Picture tags", [f"0..{most}"], "Corp", check=check)
    game.runner.tags -= n
    game.trace.add(f"{ctx.by}: the Corp removes {counted(n, 'tag')} ({game.runner.tags} left).", cites.TAG)
    from rulesdb.engine.effects.pools import tags_removed
    tags_removed(game, n, "corp")
    lost = lose_credits(game, "runner", 5 * n, ctx.by, source=ctx.source)
    gain(lost)(game, ctx)


BIGGER_PICTURE = operation("Bigger Picture", "Gray Ops", faction="nbn", cost=0, inf=2, text=(
    TAGGED_ONLY, "Resolve 1 of the following:<ul><li>Give the Runner 1 tag.</li><li>Remove any number of tags. "
    "The Runner loses 5[c] for each tag removed this way. Gain credits equal to the number of credits the Runner "
    "lost.</li></ul>"), playable=_runner_tagged,
    on_play=on_play(modes({"give the Runner 1 tag": give_tags(1), "remove tags": _tags_for_credits})),
    decisions=("Bigger Picture tags",))


def _remove_all_virus_counters(game: Game, ctx: Ctx) -> None:
    found = [o for o in game.installed() if o.counters.get("virus")]
    card = choose(game, ctx, found, "Corp", "there is no installed card with virus counters", cites.C_COUNTERS)
    if card is not None:
        removed, card.counters["virus"] = card.counters["virus"], 0
        game.trace.add(f"{ctx.by}: the Corp removes all {counted(removed, 'virus counter')} from {card.title}.",
                       cites.C_COUNTERS)


def _business_as_usual(game: Game, ctx: Ctx) -> None:
    """Resolve 1 of the two modes; at threat 3 or more the Corp may also resolve the other ("use Business As
    Usual")."""
    options = {"place advancement counters": advance_up_to_2("Business As Usual cards"),
               "remove virus counters": _remove_all_virus_counters}
    first = game.decider.ask("Business As Usual choice", list(options), "Corp")
    game.trace.add(f"{ctx.by}: the Corp resolves \"{first}\".", cites.cr("rule_choice_instruction"))
    options[first](game, ctx)
    other = next(name for name in options if name != first)
    threat(3, lambda g, c: options[other](g, c) if g.decider.ask("use Business As Usual", ["yes", "no"], "Corp")
           == "yes" else None)(game, ctx)


BUSINESS_AS_USUAL = operation("Business As Usual", "Gray Ops", faction="weyland-consortium", cost=0, inf=1, text=(
    "Resolve 1 of the following:<ul><li>Place 1 advancement counter on each of up to 2 installed cards you can "
    "advance.</li><li>Remove all virus counters from 1 installed card.</li></ul>",
    "Threat 3 → You may also resolve the other mode. <em>(This ability is active if any player has 3 or more agenda "
    "points.)</em>"), on_play=on_play(_business_as_usual),
    decisions=("Business As Usual cards", "use Business As Usual"))


def _random_grip_cards(game: Game, n: int) -> list:
    hand = game.runner.hand
    return game.rng.sample(hand, min(n, len(hand)))


def _two_to_top_of_stack(game: Game, ctx: Ctx) -> None:
    """Bring Them Home: 2 cards of the grip at random (seeded), revealed and added to the top of the stack."""
    picked = _random_grip_cards(game, 2)
    for card in picked:
        game.runner.hand.remove(card)
        game.runner.deck.insert(0, game.change_zone(card, "stack"))
    game.trace.add(f"{ctx.by}: {', '.join(c.title for c in picked) or 'no card'} revealed at random from the grip and "
                   "added to the top of the stack.", cites.cr("rule_reveal"), key=True)
    revealed(game, "corp", len(picked))


def _one_shuffled_into_stack(game: Game, ctx: Ctx) -> None:
    for card in _random_grip_cards(game, 1):
        game.runner.hand.remove(card)
        game.runner.deck.append(game.change_zone(card, "stack"))
        game.rng.shuffle(game.runner.deck)
        game.trace.add(f"{ctx.by}: {card.title} revealed at random from the grip; the Runner shuffles it into the "
                       "stack.", cites.cr("rule_reveal"), key=True)
        revealed(game, "corp", 1)


BRING_THEM_HOME = operation("Bring Them Home", "Terminal - Black Ops", faction="jinteki", cost=0, inf=2, text=(
    "Play only if the Runner stole or trashed a Corp card during their last turn.",
    "After you resolve this operation, your action phase ends.",
    "Reveal and add 2 cards at random from the grip to the top of the stack.",
    "Threat 3 → You may pay 2[c] to reveal 1 card in the grip at random. The Runner shuffles it into the stack."),
    playable=runner_stole_last_turn(also_trashed=True),
    on_play=on_play(seq(_two_to_top_of_stack, threat(3, corp_may_pay(2, _one_shuffled_into_stack)), end_action_phase)))


def _big_deal(game: Game, ctx: Ctx) -> None:
    """4 advancement counters on 1 installed card (any: a Runner card too, since placing counters is not
    advancing, cr/rule_placing_advancement_counter), then the Corp may score it if able (an agenda at its
    requirement that nothing forbids scoring), then the action phase ends and the operation leaves the game."""
    from rulesdb.engine.effects.pools import add_counters
    from rulesdb.engine.effects.scoring import scorable, score
    card = choose(game, ctx, game.installed(), "Corp", "there is no installed card", cites.C_COUNTERS)
    if card is not None:
        add_counters(game, card, "advancement", 4, ctx.by)
        if card in scorable(game) and game.decider.ask(f"score {card.title}", ["yes", "no"], "Corp") == "yes":
            score(game, card)
    end_action_phase(game, ctx)
    remove_this_from_game(game, ctx)


BIG_DEAL = operation("Big Deal", "Terminal", faction="haas-bioroid", cost=17, inf=5, trash=3, text=(
    "After you resolve this operation, your action phase ends.",
    "Place 4 advancement counters on 1 installed card. You may score that card, if able.",
    "Remove this operation from the game."), on_play=on_play(_big_deal))


def _to_score_area_as_agenda(game: Game, ctx: Ctx) -> None:
    """Backroom Machinations: the operation goes to the Corp's score area as an agenda worth 1 point; it is not
    scored (cr/rule_added_agendas_not_scored_or_stolen), and it leaves the play area, so it is not trashed."""
    add_to_score_area(game, "corp", ctx.source, ctx.by, as_agenda="an agenda worth 1 agenda point")


BACKROOM_MACHINATIONS = operation("Backroom Machinations", "Gray Ops", faction="nbn", cost=2, inf=2, text=(
    "As an additional cost to play this operation, remove 1 tag.",
    "Add this operation to your score area as an agenda worth 1 agenda point."), play_costs=(RemoveTags(1),),
    on_play=on_play(_to_score_area_as_agenda),
    on=(constant("agenda-points", lambda game, card, subject: 1 if subject is card and card.zone == "score area"
                 else 0, starts="Add this"),))


BIG_BROTHER = operation("Big Brother", "Gray Ops", faction="nbn", cost=0, inf=1, text=(
    "Play only if the Runner is tagged.", "Give the Runner 2 tags."), playable=_runner_tagged,
    on_play=on_play(give_tags(2)))


def _rez_bioroid_and_host(game: Game, ctx: Ctx) -> None:
    """Bioroid Efficiency Research: a bioroid ice rezzed free, the operation hosted on it as a condition counter."""
    from rulesdb.engine.cards.operations.common import rez_ice_and_host_as_condition
    rez_ice_and_host_as_condition(game, ctx, lambda game, ice: game.has_subtype(ice, "bioroid"),
                                  "there is no unrezzed bioroid ice to rez")


def _host_fully_broken(game: Game, card, event) -> bool:
    return card.zone == "condition counter" and event.subject is card.host


def _trash_and_derez_host(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.installed import derez
    from rulesdb.engine.effects.trashing import trash
    host = ctx.source.host
    trash(game, ctx.source, ctx.by, who="corp")
    if host is not None:
        derez(game, ctx, host)


BIOROID_EFFICIENCY_RESEARCH = operation("Bioroid Efficiency Research", "Condition", faction="haas-bioroid", cost=3,
                                        inf=2, text=(
    "Rez a piece of bioroid ice, ignoring all costs, and install Bioroid Efficiency Research on that ice as a hosted "
    "condition counter with the text \"Trash Bioroid Efficiency Research and derez host ice if all of its subroutines "
    "are broken during a single encounter.\"",),
    on_play=on_play(_rez_bioroid_and_host),
    on=(whenever("fully-broken", _trash_and_derez_host, _host_fully_broken, inactive_ok=True, starts="Rez"),),
    decisions=("Bioroid Efficiency Research target",))
