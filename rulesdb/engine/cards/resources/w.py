"""Resources whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, lose_clicks
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn


def _first_own_installed_trash(game: Game, card, event) -> bool:
    """Wasteland: the Runner trashed 1 of their installed cards (turned facedown instead still counts:
    cr/sec_replacing_movements), the first time this turn."""
    return first_each_turn(game, event, lambda game, past: past.info.get("by") == "runner"
                           and bool(past.info.get("installed")) and past.subject is not None
                           and past.subject.owner == "runner")


WASTELAND = resource("Wasteland", "Location - Virtual", faction="apex", cost=2, inf=2, text=(
    "The first time each turn you trash 1 of your installed cards, gain 1[c].",),
    on=(whenever("trashed", gain(1), _first_own_installed_trash, starts="The first time"),))


def _named_agenda_accessed(game: Game, ling, event) -> bool:
    subject = event.subject
    return (subject is not None and subject.card.facts.type == "agenda" and not ling.data["done"]
            and subject.title.casefold() == ling.data["name"].casefold())


def _steal_it(game: Game, pending) -> None:
    from rulesdb.engine.run.stealing import steal_ignoring_costs
    pending.lingering.data["done"] = True  # only "the next time"
    steal_ignoring_costs(game, "Whistleblower")


WHISTLEBLOWER_STEAL = TriggerDef(
    "access", "The next time this run you access an agenda with the chosen name, steal it, ignoring all costs.",
    _steal_it, _named_agenda_accessed, structure="run", cites=(cites.cr("rule_ignore_all_costs"),))


def _trash_to_name_a_card(game: Game, ctx: Ctx) -> None:
    """Whistleblower: trashed as the cost of its own ability (not preventable, cr/rule_cost_no_interrupt), the Runner
    names a card ("Whistleblower choice"); for the rest of this run, the next agenda of that name accessed is
    stolen at once, and the access ends."""
    from rulesdb.engine.effects.trashing import trash
    trash(game, ctx.source, "The cost of Whistleblower", cites.cr("rule_cost_no_interrupt"), preventable=False,
          who="runner")
    from rulesdb.engine.cards.shared import name_a_card
    name = name_a_card(game, "Whistleblower choice", "Runner")
    game.trace.add(f"Whistleblower: the Runner names {name}.", cites.cr("rule_ignore_all_costs"), key=True)
    game.lingering.append(Lingering("Whistleblower", "runner", WHISTLEBLOWER_STEAL, game.run,
                                    {"name": name, "done": False}))


WHISTLEBLOWER = resource("Whistleblower", "Connection", faction="neutral-runner", unique=True, cost=2, inf=1, text=(
    "Whenever you make a successful run, you may trash this resource to choose a card name. The next time this run "
    "you access an agenda with the chosen name, steal it, ignoring all costs. <em>(You are no longer accessing "
    "it.)</em>",),
    on=(whenever("successful", _trash_to_name_a_card, starts="Whenever", structure="run",
                 optional="use Whistleblower"),),
    decisions=("use Whistleblower", "Whistleblower choice"))


WYLDSIDE = resource("Wyldside", "Location - Seedy", faction="anarch", unique=True, cost=3, inf=3, text=(
    "When your turn begins, draw 2 cards and lose [click].",), on=(when_turn_begins(seq(draw(2), lose_clicks(1))),))


def _reveal_top_of_rd_corp_may_draw(game: Game, ctx: Ctx) -> None:
    """Woman in the Red Dress: the top card of R&D is revealed; the Corp may draw it ("Woman in the Red Dress
    choice")."""
    from rulesdb.engine.turns.turn import draw
    if not game.corp.deck:
        game.trace.add(f"{ctx.by}: R&D is empty: nothing is revealed.", cites.cr("rule_reveal"))
        return
    game.trace.add(f"{ctx.by}: the Runner reveals {game.corp.deck[0].title} from the top of R&D.",
                   cites.cr("rule_reveal"))
    revealed(game, "runner", 1)
    if game.decider.ask("Woman in the Red Dress choice", ["draw it", "no"], "Corp") == "draw it":
        draw(game, "corp", 1, ctx.by)


WOMAN_IN_THE_RED_DRESS = resource("Woman in the Red Dress", "Connection - Virtual", faction="shaper", unique=True,
                                  cost=3, inf=4,
                                  text=("When your turn begins, reveal the top card of R&D. The Corp may draw that "
                                        "card.",), on=(when_turn_begins(_reveal_top_of_rd_corp_may_draw),),
                                  decisions=("Woman in the Red Dress choice",))
