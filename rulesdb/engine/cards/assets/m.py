"""Assets whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_emptied, when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_advancement, place_counters, take_credits
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import damage, gain
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.card_costs import RemoveSelf
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.effects.trashing import TRASHED_INTO_RD, trash_together
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game

MARKED_ACCOUNTS = asset("Marked Accounts", "Transaction", faction="nbn", cost=0, inf=1, trash=5, text=(
    "When your turn begins, take 1[c] from Marked Accounts, if able.", "[click]: Place 3[c] from the bank on Marked "
    "Accounts."), on=(when_turn_begins(take_credits(1)), paid(Clicks(1), effect=place_counters("credits", 3))))


def _may_shuffle_into_rd(game: Game, card, subject) -> bool:
    """Marilyn Campaign's [interrupt]: a replacement effect the Corp may use ("use Marilyn Campaign") as it would be
    trashed, even by a cost or an unpreventable trash (cr/rule_replacement_effect_from_interrupt)."""
    return game.decider.ask("use Marilyn Campaign", ["yes", "no"], "Corp") == "yes"


MARILYN_CAMPAIGN = asset("Marilyn Campaign", "Advertisement", faction="haas-bioroid", cost=2, inf=1, trash=3, text=(
    "When you rez this asset, load 8[c] onto it. When it is empty, trash it.",
    "When your turn begins, take 2[c] from this asset.",
    "[interrupt] → When this asset would be trashed, you may shuffle it into R&D instead of adding it to Archives. "
    "<em>(It is still considered trashed.)</em>"),
    on=(when_rezzed(place_counters("credits", 8), starts="When you rez"),
        when_emptied(trash_self, starts="When you rez"),
        when_turn_begins(take_credits(2)), constant(TRASHED_INTO_RD, _may_shuffle_into_rd, starts="[interrupt]")),
    decisions=("use Marilyn Campaign",))


MELANGE = asset("Melange Mining Corp.", "", faction="neutral-corp", cost=1, inf=0, trash=1, text=(
    "[click], [click], [click]: Gain 7[c].",), on=(paid(Clicks(3), effect=gain(7)),))


MR_STONE = asset("Mr. Stone", "Executive", faction="weyland-consortium", unique=True, cost=2, inf=4, trash=2, text=(
    "Whenever the Runner takes 1 or more tags, do 1 meat damage.",), on=(whenever("tags-taken", damage("meat", 1)),))


def _up_to_2(game: Game, name: str, cards: list) -> list:
    titles = [c.title for c in cards]
    named = game.decider.ask(name, titles, "Corp", check=titles_from(titles, "there", most=2)) if cards else []
    left, picked = list(cards), []
    for title in named:
        picked.append(left.pop([c.title for c in left].index(title)))
    return picked


def _moon_pool(game: Game, ctx: Ctx) -> None:
    """Moon Pool: up to 2 cards of HQ trashed ("Moon Pool target"); up to 2 facedown cards of Archives revealed
    and shuffled into R&D ("Moon Pool choice"); 1 advancement counter may be placed per agenda revealed."""
    trash_together(game, _up_to_2(game, "Moon Pool target", list(game.corp.hand)), ctx.by, who="corp")
    shown = _up_to_2(game, "Moon Pool choice", [c for c in game.corp.discard if not c.faceup])
    for card in shown:
        game.corp.discard.remove(card)
        game.corp.deck.append(game.change_zone(card, "rd"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp reveals {', '.join(c.title for c in shown) or 'no card'} from Archives "
                   "and shuffles them into R&D.", cites.cr("rule_reveal"), cites.SHUFFLE)
    revealed(game, "corp", len(shown))
    for _ in (c for c in shown if c.card.facts.type == "agenda"):
        place_advancement(optional=True, where=lambda game, card: True)(game, ctx)  # a Runner card too


MOON_POOL = asset("Moon Pool", "Facility", faction="jinteki", cost=3, inf=3, trash=3, text=(
    "Remove this asset from the game: Trash up to 2 cards from HQ. Reveal up to 2 facedown cards in Archives and "
    "shuffle them into R&D. For each agenda revealed this way, you may place 1 advancement counter on an installed "
    "card.",), on=(paid(RemoveSelf(), effect=_moon_pool, starts="Remove this"),),
    decisions=("Moon Pool target", "Moon Pool choice"))


def _runner_hand_size_plus_1(game: Game, card, side: str) -> int:
    return 1 if side == "runner" else 0


MENTAL_HEALTH_CLINIC = asset("Mental Health Clinic", "Facility", faction="jinteki", cost=0, inf=2, trash=3, text=(
    "Gain 1[c] when your turn begins.", "The Runner's maximum hand size is increased by 1."),
    on=(when_turn_begins(gain(1), starts="Gain 1[c]"),
        constant("hand-size", _runner_hand_size_plus_1, starts="The Runner's maximum")))
