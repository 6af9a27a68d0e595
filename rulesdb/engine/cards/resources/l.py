"""Resources whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import when_emptied
from rulesdb.engine.cards.hooks.runs import during_the_run, run_event
from rulesdb.engine.cards.primitives.card_counters import take_credits
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.piles import trash_top_of_stack
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage, TrashSelf
from rulesdb.engine.effects.trashing import trash_together
from rulesdb.engine.state.dependent import LOSES
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.only_choice import ask_server

LIBERATED_ACCOUNT = resource("Liberated Account", "", faction="anarch", cost=6, inf=2, text=(
    "When you install this resource, load 16[c] onto it. When it is empty, trash it.",
    "[click]: Take 4[c] from this resource."), hosted_credits=16,
    on=(when_emptied(trash_self, starts="When you install"), paid(Clicks(1), effect=take_credits(4))))


class _RootLosesAbilities:
    """"During that run, cards in the root of the attacked server lose all abilities"
    (cr/rule_lose_ability); the cards it trashes keep having none as they leave (`left_play`)."""

    def __init__(self) -> None:
        self.left_play: list = []

    def __call__(self, game: Game, source, card) -> bool:
        if any(card is gone for gone in self.left_play):
            return True
        place = game.locate(card)
        return game.run is not None and place is not None and place[1] == "root" and place[0].name == game.run.server


def _trash_attacked_root(game: Game, ctx: Ctx) -> None:
    server = game.servers.get(ctx.event.info.get("server"))
    cards = list(server.root) if server is not None else []
    for effect in game.effects:
        if isinstance(effect.value, _RootLosesAbilities):
            effect.value.left_play += cards
    game.trace.add(f"{ctx.by}: the run is successful, so every card in the root of {ctx.event.info.get('server')} "
                   f"is trashed ({', '.join(c.title for c in cards) or 'none'}).",
                   cites.cr("rule_act_on_multiple_cards"))
    trash_together(game, cards, ctx.by, who="runner")


def _a_remote_server_exists(game: Game, card) -> bool:
    return any(name.startswith("Server ") for name in game.servers)


def _run_a_remote(game: Game, ctx: Ctx) -> None:
    """"Run a remote server" (decision "Light the Fire! server"), with the two lasting abilities of that run."""
    remotes = [name for name in game.servers if name.startswith("Server ")]
    server = ask_server(game, "Light the Fire!", remotes, "Runner", cites.C_CHOSEN_ON_RESOLVING)
    lose_all = "cards in the root of the attacked server lose all abilities"
    run_event(during_the_run(LOSES, _RootLosesAbilities(), lose_all, starts="[click]"),
              whenever("successful", _trash_attacked_root, starts="[click]"))(game, ctx.source, server)


LIGHT_THE_FIRE = resource("Light the Fire!", "Sabotage", faction="anarch", cost=1, inf=2, text=(
    "[click], [trash], suffer 1 core damage: Run a remote server. During that run, cards in the root of the "
    "attacked server lose all abilities. When that run is successful, trash all cards in the root of the "
    "attacked server.",),
    on=(paid(Clicks(1), TrashSelf(), SufferDamage("core", 1), effect=_run_a_remote, when=_a_remote_server_exists,
             unsettled=True),),
    decisions=("Light the Fire! server",))


def _top_of_stack_to_trash(game, pending) -> str:
    """Lago Paranoá Shelter: "trash the top card of your stack to draw 1 card" makes the trashing a cost
    (cr/rule_cost): with an empty stack it cannot be paid, so the ability cannot be used."""
    return "" if game.runner.deck else "the stack is empty: there is no top card to trash"


def _corp_installs_in_a_root(game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.subject is not None and past.subject.owner == "corp"
                           and past.info.get("at", (None, ""))[1] == "root")


LAGO_PARANOA = resource("Lago Paranoá Shelter", "Connection - Location", faction="anarch", unique=True, cost=2, inf=2,
                        text=("The first time each turn the Corp installs a card in the root of a server, you may "
                              "trash the top card of your stack to draw 1 card.",),
                        on=(whenever("install", seq(trash_top_of_stack(1), draw(1)), _corp_installs_in_a_root,
                                     starts="The first", optional="use Lago Paranoá Shelter",
                                     usable=_top_of_stack_to_trash),))
