"""What a search may find and whether it may find nothing: the one decision every search of a zone makes.

A card found must match the search's criteria (cr/rule_valid_search_target_criteria) and, when an install follows,
be one the player can install (cr/rule_valid_search_target_install_play). Only a search of a deck for cards with
criteria may fail to find (cr/rule_fail_to_find); a search "for 1 card" without criteria finds one while the zone
has one (cr/rule_search_multiple_cards), and a search of a zone that is not a deck (the heap, the grip) finds a
card that matches."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must

DECKS = ("stack", "rd")  # the Runner's and the Corp's decks (cr/rule_fail_to_find names a deck)


def may_fail_to_find(zone: str, criteria: bool = True) -> bool:
    """Whether a search of `zone` ("stack", "rd", "heap", "grip", ...) may find nothing though a card fits:
    only a deck searched for cards with criteria (cr/rule_fail_to_find)."""
    return zone in DECKS and criteria


def must_find_cite(zone: str, criteria: bool = True) -> str:
    """The rule that makes a search find a card when it may not fail to: "1 card" without criteria
    (cr/rule_search_multiple_cards), else a zone that is no deck, where a fitting card is found (cr/rule_find)."""
    return cites.cr("rule_search_multiple_cards") if not criteria else cites.C_FIND


def ask_found(game: Game, zone: str, fits: list[CardObj], name: str, player: str, *, criteria: bool = True,
              optional: bool = False, notes: list[str] | None = None) -> tuple[CardObj | None, bool]:
    """The card `player` finds among `fits` (decision `name`, each title offered once), and whether they chose to
    find nothing (`no`, offered when `may_fail_to_find` or the text says "you may search": `optional`). None and
    False when nothing fits; with no choice to fail, the only title is taken without asking."""
    titles = list(dict.fromkeys(c.title for c in fits))
    if not titles:
        return None, False
    if optional or may_fail_to_find(zone, criteria):
        choice = game.decider.ask(name, [*titles, "no"], player, notes=notes)
    else:
        choice = ask_must(game, name, titles, player, must_find_cite(zone, criteria), notes=notes)
    return next((c for c in fits if c.title == choice), None), choice == "no"


def find_one(game: Game, zone: str, fits: list[CardObj], name: str, player: str, by: str, nothing: str,
             *refs: str, criteria: bool = True, optional: bool = False,
             notes: list[str] | None = None) -> CardObj | None:
    """`ask_found` for a card's search, with the trace when nothing is found: `nothing` (citing `refs`) when no card
    fits, "fails to find a card" (cr/rule_fail_to_find) when `player` answered `no`. The card found, or None."""
    if not fits:
        game.trace.add(f"{by}: {nothing}.", *refs, key=True)
        return None
    card, failed = ask_found(game, zone, fits, name, player, criteria=criteria, optional=optional, notes=notes)
    if failed:
        game.trace.add(f"{by}: the {player} fails to find a card.", *refs, cites.cr("rule_fail_to_find"))
    return card
