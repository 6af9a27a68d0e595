"""Operations whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TAGGED_ONLY, _runner_tagged
from rulesdb.engine.cards.primitives.card_counters import purge_virus_counters
from rulesdb.engine.cards.primitives.choices import choose, psi_game, runner_chooses, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, draw, end_action_phase, gain, give_tags, lose
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import from_archives_to_hq, shuffle_into_rd
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn


def _all_credits(game: Game, ctx: Ctx) -> None:
    lose(game.runner.credits, "runner")(game, ctx)


def _celebrity_gift(game: Game, ctx: Ctx) -> None:
    most = min(5, len(game.corp.hand))

    def check(value):
        if not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of cards from 0 to {most}")
        return value

    shown = game.decider.ask("Celebrity Gift choice", [f"0..{most}"], "Corp", check=check)
    game.trace.add(f"{ctx.by}: the Corp reveals {counted(shown, 'card')} from HQ.")
    revealed(game, "corp", shown)
    gain(2 * shown)(game, ctx)


def _host_agenda_accessed(game: Game, card, event) -> bool:
    return card.host is not None and event.subject is card.host


CASTING_CALL = operation("Casting Call", "Condition", faction="nbn", cost=0, inf=2, text=(
    "Install 1 agenda from HQ faceup and host this operation on that agenda as a condition counter with "
    "\"Whenever the Runner accesses host agenda, they take 2 tags.\"",),
    on=(whenever("access", give_tags(2), _host_agenda_accessed, starts="Install", inactive_ok=True),),
    waits_for="hosting")


CELEBRITY_GIFT = operation("Celebrity Gift", "Double", faction="jinteki", cost=3, inf=3, text=(
    "As an additional cost to play this operation, spend [click].",
    "Reveal up to 5 cards in HQ. Gain 2[c] for each card you revealed this way."),
    on_play=on_play(_celebrity_gift), play_costs=(Clicks(1),))


CLOSED_ACCOUNTS = operation("Closed Accounts", "Gray Ops", faction="nbn", cost=1, inf=1, text=(
    TAGGED_ONLY, "The Runner loses all credits in their credit pool."), on_play=on_play(_all_credits),
    playable=_runner_tagged)


CORPORATE_HOSPITALITY = operation("Corporate Hospitality", "Double - Transaction", faction="haas-bioroid", cost=4,
                                  inf=2, trash=1, text=(
    "As an additional cost to play this operation, spend [click].",
    "Gain 6[c] and draw 2 cards. Add 1 card from Archives to HQ."),
    play_costs=(Clicks(1),), on_play=on_play(seq(gain(6), draw(2), from_archives_to_hq(1))))


def _complete_image_playable(game: Game, card) -> str:
    points = game.agenda_points("runner")
    if points < 3:
        return f"the Runner has {counted(points, 'agenda point')}, fewer than 3"
    return runner_ran_last_turn(successful=True)(game, card)


def _name_and_damage(game: Game, ctx: Ctx) -> None:
    """Complete Image: name a card ("Complete Image choice", a title), do 1 net damage; while the card trashed has
    that name, the process repeats (each name asked again: "Complete Image choice #2", ...)."""
    from rulesdb.engine.cards.shared import name_a_card
    while not game.over:
        named = name_a_card(game, "Complete Image choice", "Corp")
        game.trace.add(f"{ctx.by}: the Corp names {named}.", cites.cr("rule_choice_instruction"))
        before = len(game.log["damage"])
        damage("net", 1)(game, ctx)
        trashed = [t for d in game.log["damage"][before:] for t in d["trashed"]]
        if named not in trashed:
            return
        game.trace.add(f"{ctx.by}: {named} was trashed: the process repeats.")


COMPLETE_IMAGE = operation("Complete Image", "Terminal - Gray Ops", faction="jinteki", cost=4, inf=4, trash=2, text=(
    "Play only if the Runner has 3 or more agenda points and they made a successful run during their last turn.",
    "After you resolve this operation, your action phase ends.",
    "Choose a card name, then do 1 net damage. If you trash a card with the chosen name this way, repeat this "
    "process."), playable=_complete_image_playable, on_play=on_play(seq(_name_and_damage, end_action_phase)))


def _credit_per_advancement(game: Game, ctx) -> None:
    """Commercialization: the Corp chooses an installed piece of ice ("<card> target") and gains 1[c] for each
    advancement token on it."""
    found = [o for o in game.installed() if o.is_ice]
    ice_ = choose(game, ctx, found, "Corp", "there is no installed piece of ice")
    if ice_ is not None:
        gain(ice_.counters.get("advancement", 0))(game, ctx)


COMMERCIALIZATION = operation("Commercialization", "Transaction", faction="weyland-consortium", cost=0, inf=1, text=(
    "Choose a piece of ice. Gain 1[c] for each advancement token on that ice.",),
    on_play=on_play(_credit_per_advancement), decisions=("Commercialization target",))


CEREBRAL_CAST = operation("Cerebral Cast", "Gray Ops - Psi", faction="jinteki", cost=1, inf=3, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "You and the Runner secretly spend 0[c], 1[c], or 2[c]. Reveal spent credits. If you and the Runner spent a "
    "different number of credits, they must suffer 1 core damage or take 1 tag."),
    playable=runner_ran_last_turn(successful=True),
    on_play=on_play(psi_game(runner_chooses({"suffer 1 core damage": damage("core", 1), "take 1 tag": give_tags(1)}))),
    decisions=("Cerebral Cast choice",))


def _shuffle_hq_into_rd(game: Game, ctx: Ctx) -> None:
    shuffle_into_rd(game, ctx, list(game.corp.hand), game.corp.hand, "HQ")


CORPORATE_SHUFFLE = operation("Corporate Shuffle", "Double", faction="nbn", cost=0, inf=2, text=(
    "As an additional cost to play this operation, spend [click].", "Shuffle all cards in HQ into R&D. Draw 5 cards."),
    play_costs=(Clicks(1),), on_play=on_play(seq(_shuffle_hq_into_rd, draw(5))))


CYBERDEX_TRIAL = operation("Cyberdex Trial", "", faction="neutral-corp", cost=0, inf=0, text=("Purge virus counters.",),
                           on_play=on_play(purge_virus_counters))


CEREBRAL_STATIC = operation("Cerebral Static", "Current", faction="jinteki", cost=2, inf=2, text=(
    "This operation is not trashed until another current is played or an agenda is stolen.",
    "The Runner's identity loses its printed abilities."),
    on=(constant("identities-lose-abilities", lambda game, card, identity: identity.owner == "runner",
                 starts="The Runner's identity"),))
