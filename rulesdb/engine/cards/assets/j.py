"""Assets whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import draw, gain_clicks
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.card_costs import AddSelfToHQ, RemoveSelf
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn


def _archives_into_rd(most: int):
    """"Shuffle up to N cards from Archives into R&D": the Corp names them ("<card> target", a list),
    then R&D is shuffled (seeded)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        archives = game.corp.discard
        titles = [c.title for c in archives]
        check = titles_from(titles, "Archives", most=most)
        chosen = game.decider.ask(f"{ctx.source.title} target", titles, "Corp", check=check) if titles else []
        for title in chosen:
            card = archives.pop(next(i for i, c in enumerate(archives) if c.title == title))
            game.corp.deck.append(game.change_zone(card, "rd"))
        game.rng.shuffle(game.corp.deck)
        game.trace.add(f"{ctx.by}: {', '.join(chosen) or 'no card'} shuffled from Archives into R&D.",
                       cites.OBJECT)
    return resolve


def _three_clicks_on_one_action(game: Game, card, event) -> bool:
    """Jeeves Model Bioroids: the Corp spent 3 [click] on one action, its basic [click] and any
    additional costs together (cr/rule_inherent_cost_aggregates); the first time this turn."""
    return first_each_turn(game, event, lambda game, past: past.info.get("side") == "corp"
                           and past.info.get("clicks", 0) >= 3)


JACKSON_HOWARD = asset("Jackson Howard", "Executive", faction="nbn", unique=True, cost=0, inf=1, trash=3, text=(
    "[click]: Draw 2 cards.",
    "Remove Jackson Howard from the game: Shuffle up to 3 cards from Archives into R&D."),
    on=(paid(Clicks(1), effect=draw(2)),
        paid(RemoveSelf(), effect=_archives_into_rd(3), starts="Remove")),
    decisions=("Jackson Howard target",))


JEEVES = asset("Jeeves Model Bioroids", "Alliance", faction="haas-bioroid", unique=True, cost=2, inf=3, trash=5, text=(
    "This card costs 0 influence if you have 6 or more non-alliance [haas-bioroid] cards in "
    "your deck.", "The first time you spend 3[click] on the same action each turn, gain [click]."),
    on=(whenever("action-done", gain_clicks(1), _three_clicks_on_one_action, starts="The first time"),))


def _take_all_then_install(game: Game, ctx: Ctx) -> None:
    """Janaína: the credits it hosted as it went to HQ are taken (cr/rule_trash_ability_keeps_track_of_hosted_objects);
    then the Corp may install 1 card from HQ."""
    from rulesdb.engine import cites
    taken = ctx.source.counters.pop("credits", 0)
    game.corp.credits += taken
    game.trace.add(f"{ctx.by}: the Corp takes the {taken}[c] it hosted (now {game.corp.credits}[c]).",
                   cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
    corp_installs("hq")(game, ctx)


JANAINA = asset("Janaína “JK” Dumont Kindelán", "Academic - Clone", faction="nbn", cost=1, inf=3, trash=1, text=(
    "When your turn begins, place 3[c] on this asset.",
    "[click], add this asset to HQ: Take all credits from this asset. You may install 1 card from HQ."),
    on=(when_turn_begins(place_counters("credits", 3)),
        paid(Clicks(1), AddSelfToHQ(), effect=_take_all_then_install, starts="[click]")),
    decisions=installs_asked("Janaína “JK” Dumont Kindelán"), unique=True)
