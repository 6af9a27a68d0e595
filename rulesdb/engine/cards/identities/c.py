"""Identities whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.cards.shared import hand_size_is_credits
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn


def _first_net_damage_this_turn(game, card, kind) -> str:
    """Chronos Protocol: for the first net damage each turn the Corp may select the first card trashed,
    the rest then at random (damage.py: "first")."""
    return "first" if kind == "net" and first_time_this_turn(game, card, "net damage") else ""


CHAOS_THEORY = _runner("Chaos Theory: Wünderkind", "G-mod", "shaper", 0, ["+1[MU]"], deck=40,
                       on=(constant("memory", lambda game, card, subject: 1),), waits_for="")


CHRONOS = _corp("Chronos Protocol: Selective Mind-mapping", "Division", "jinteki", [
    "For the first net damage the Runner suffers each turn, you may look at the Runner's grip and "
    "select the card that is trashed."],
    on=(constant("choose-damage-cards", _first_net_damage_this_turn, starts="For the first net damage"),),
    decisions=("Chronos Protocol: Selective Mind-mapping target",), waits_for="")


def _charge_one(game: Game, ctx: Ctx) -> None:
    """Captain Padma Isbister: charge 1 of the Runner's installed cards (one hosting a power counter)."""
    from rulesdb.engine.effects.charge import charge, chargeable
    card = choose(game, ctx, chargeable(game, "runner"), "Runner",
                  "no installed card of the Runner's has a power counter to charge", cites.cr("rule_charge_targets"))
    if card is not None:
        charge(game, card, ctx.by)


def _first_run_on_rd(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.info.get("server") == "R&D")


CAPTAIN_PADMA = _runner("Captain Padma Isbister: Intrepid Explorer", "Cyborg", "shaper", 0, [
    "The first time each turn a run on R&D begins, you may charge 1 of your installed cards. <em>(Add 1 power counter "
    "to a card that already has one.)</em>"],
    on=(whenever("run-begins", _charge_one, _first_run_on_rd, optional="use Captain Padma"),), waits_for="")


CUSTOM_BIOTICS = identity("Custom Biotics: Engineered for Success", "Division", faction="haas-bioroid", deck=45,
                          limit=22, text=("You cannot include Jinteki cards in this deck.",))  # deck building only


CEREBRAL_IMAGING = identity("Cerebral Imaging: Infinite Frontiers", "Division", faction="haas-bioroid", deck=45,
                            limit=15, text=("Your maximum hand size is equal to the number of credits in your credit "
                                            "pool.",),
                            on=(constant("hand-size", hand_size_is_credits("corp"), starts="Your maximum"),))


CYBERNETICS_DIVISION = _corp("Cybernetics Division: Humanity Upgraded", "Division", "haas-bioroid", [
    "Each player's maximum hand size is reduced by 1."], deck=40,
    on=(constant("hand-size", lambda game, card, side: -1, starts="Each player"),), waits_for="")
