"""Operations whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.bad_publicity import remove_up_to
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.operations.common import TAGGED_ONLY, TRANSACTION, _runner_tagged, modes
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import draw, gain, gain_clicks
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.cards.shared import name_a_card, pick_cards, trash_from_hq
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game


def _restore(game: Game, ctx: Ctx) -> None:
    """Restore: install a card from Archives, then rez it paying its rez cost; the other copies of it
    in Archives are removed from the game. The reinstalled card is a new object (cr/rule_no_memory)."""
    from rulesdb.engine.effects.card_moves import remove_from_game
    from rulesdb.engine.timing.flow import offer_rez
    installed = corp_installs("archives", optional=False)(game, ctx)  # "Install and rez 1 card": no "may"
    if installed is None:
        return
    offer_rez(game, installed, forced=True)
    for other in [c for c in game.corp.discard if c.title == installed.title]:
        game.corp.discard.remove(other)
        remove_from_game(game, other, ctx.by)


RETRIBUTION = operation("Retribution", "Gray Ops", faction="weyland-consortium", cost=1, inf=1, text=(
    TAGGED_ONLY, "Trash 1 installed program or piece of hardware."),
    playable=_runner_tagged, on_play=on_play(trash_installed("program", "hardware")),
    decisions=("Retribution target",))


RESTORE = operation("Restore", "", faction="haas-bioroid", cost=1, inf=3, text=(
    "Install and rez 1 card from Archives (paying all costs). Remove all other copies of that card in Archives "
    "from the game.",), on_play=on_play(_restore), decisions=installs_asked("Restore"))


RESTRUCTURE = operation("Restructure", TRANSACTION, faction="neutral-corp", cost=10, inf=0,
                        text=("Gain 15[c].",), on_play=on_play(gain(15)))


RED_LEVEL_CLEARANCE = operation("Red Level Clearance", "Transaction", faction="haas-bioroid", cost=1, inf=2, text=(
    "Resolve 2 of the following in any order:<ul><li>Draw 2 cards.</li><li>Gain 2[c].</li><li>Install 1 non-agenda "
    "card from HQ.</li><li>Gain [click].</li></ul>",),
    on_play=on_play(modes({"draw 2 cards": draw(2), "gain 2[c]": gain(2),
                           "install 1 non-agenda card from HQ": corp_installs("hq", types=("ice", "asset", "upgrade"),
                                                                               optional=False),
                           "gain [click]": gain_clicks(1)}, count=2)),
    decisions=installs_asked("Red Level Clearance"))


def _one_from_hq_into_rd(game: Game, ctx: Ctx) -> None:
    """Rework: the Corp names 1 card in HQ ("Rework target") and shuffles it into R&D."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.shared import shuffle_into_rd
    card = choose(game, ctx, list(game.corp.hand), "Corp", "HQ is empty")
    if card is not None:
        shuffle_into_rd(game, ctx, [card], game.corp.hand, "HQ")


REWORK = operation("Rework", "", faction="haas-bioroid", cost=0, inf=1, text=("Shuffle 1 card from HQ into R&D.",),
                   on_play=on_play(_one_from_hq_into_rd), decisions=("Rework target",))


def _named_copies_to_hq(game: Game, ctx: Ctx) -> None:
    """Reclamation Order: a name other than its own ("Reclamation Order choice"); any number of the copies in
    Archives ("Reclamation Order target") revealed and added to HQ, each a new object there."""
    from rulesdb.errors import ScenarioError
    name = name_a_card(game, "Reclamation Order choice", "Corp")
    if name == "Reclamation Order":
        raise ScenarioError(f"{game.decider.source}: Reclamation Order choice: name a card other than Reclamation "
                            "Order")
    copies = pick_cards(game, "Reclamation Order target", [c for c in game.corp.discard if c.title == name],
                        "Archives")
    for card in copies:
        game.corp.discard.remove(card)
        game.corp.hand.append(game.change_zone(card, "hq"))
    revealed(game, "corp", len(copies))
    game.trace.add(f"{ctx.by}: the Corp names {name}, reveals {len(copies)} copies from Archives and adds them to HQ.",
                   cites.cr("rule_reveal"))


RECLAMATION_ORDER = operation("Reclamation Order", "Double", faction="haas-bioroid", cost=1, inf=2, text=(
    "As an additional cost to play this operation, spend [click].",
    "Name a card other than Reclamation Order. Reveal any number of copies of the named card from Archives and add "
    "them to HQ."), play_costs=(Clicks(1),), on_play=on_play(_named_copies_to_hq),
    decisions=("Reclamation Order choice", "Reclamation Order target"))


def _trash_sysop_executive_or_clone(game: Game, ctx: Ctx) -> None:
    """Restoring Face: the Corp trashes one of its installed sysops, executives or clones ("Restoring Face target");
    only if it is trashed does the Corp remove up to 2 bad publicity."""
    from rulesdb.engine.effects.trashing import trash
    found = [o for o in game.installed() if o.owner == "corp"
             and any(game.has_subtype(o, s) for s in ("sysop", "executive", "clone"))]
    card = choose(game, ctx, found, "Corp", "there is no installed sysop, executive or clone", cites.TRASH)
    if card is not None and trash(game, card, ctx.by, who="corp") is not None:
        remove_up_to(2)(game, ctx)


RESTORING_FACE = operation("Restoring Face", "", faction="jinteki", cost=0, inf=2, text=(
    "Trash one of your installed sysops, executives, or clones. If you do, remove up to 2 bad publicity.",),
    on_play=on_play(_trash_sysop_executive_or_clone), decisions=("Restoring Face target", "Restoring Face X"))


def _trash_from_hq_for_2_each(game: Game, ctx: Ctx) -> None:
    """Reuse: any number of HQ cards ("Reuse target") trashed together; 2[c] for each."""
    picked = pick_cards(game, "Reuse target", list(game.corp.hand), "HQ")
    if picked:
        trash_from_hq(game, ctx, picked)
        gain(2 * len(picked))(game, ctx)


REUSE = operation("Reuse", "Double", faction="weyland-consortium", cost=0, inf=1, text=(
    "As an additional cost to play this operation, spend [click].",
    "Trash any number of cards from HQ. Gain 2[c] for each card trashed."), play_costs=(Clicks(1),),
    on_play=on_play(_trash_from_hq_for_2_each), decisions=("Reuse target",))
