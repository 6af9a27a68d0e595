"""Hardware whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.piles import search_stack
from rulesdb.engine.cards.printed import hardware

RD_INTERFACE = hardware("R&D Interface", "", faction="shaper", cost=4, inf=2, text=(
    "Whenever you breach R&D, access 1 additional card.",),
    on=(constant("access-rd", lambda game, card, server: 1),))


RABBIT_HOLE = hardware("Rabbit Hole", "Link", faction="shaper", cost=2, inf=1, text=(
    "+1[link]", "When Rabbit Hole is installed, you may search your stack for another copy of Rabbit "
    "Hole and install it by paying its install cost. Shuffle your stack."), link=1,
    on_install=on_install(search_stack("Rabbit Hole", "install", optional=True)), decisions=("Rabbit Hole target",))


def _hardware_installed(game, card, event) -> bool:
    installed = event.subject
    return installed is not None and installed.owner == "runner" and installed.card.facts.type == "hardware"


def _another_copy_to_grip(game, ctx) -> None:
    """Replicator: search the stack for another copy of the hardware just installed ("Replicator target")."""
    search_stack(ctx.event.subject.title, "grip")(game, ctx)


REPLICATOR = hardware("Replicator", "", faction="shaper", cost=2, inf=2, text=(
    "Whenever you install a piece of hardware (including Replicator), you may search your stack for another copy of "
    "that hardware, reveal it, and add it your grip. Shuffle your stack.",),
    on=(whenever("install", _another_copy_to_grip, _hardware_installed, starts="Whenever",
                 optional="use Replicator"),), decisions=("Replicator target",))


def _faceup_archives_card_to_rd(game, card, server):
    """Record Reconstructor: instead of breaching Archives, 1 faceup card of Archives ("Record Reconstructor target")
    goes to the top of R&D."""
    if server != "Archives" or not game.is_active(card):
        return None

    def replacement(game) -> None:
        from rulesdb.engine import cites
        from rulesdb.engine.cards.primitives.choices import choose
        from rulesdb.engine.cards.primitives.context import Ctx
        ctx = Ctx(card, "runner", "Record Reconstructor's ability")
        faceup = [c for c in game.corp.discard if c.faceup]
        chosen = choose(game, ctx, faceup, "Runner", "there is no faceup card in Archives", cites.NEW_OBJECT)
        if chosen is not None:
            game.corp.discard.remove(chosen)
            game.corp.deck.insert(0, game.change_zone(chosen, "rd"))
            game.trace.add(f"{ctx.by}: {chosen.title} is added from Archives to the top of R&D.", cites.NEW_OBJECT)
    return replacement


RECORD_RECONSTRUCTOR = hardware("Record Reconstructor", "", faction="shaper", cost=0, inf=1, text=(
    "Whenever you make a successful run on Archives, instead of breaching Archives, you may add 1 faceup card from "
    "Archives to the top of R&D.",),
    on=(constant("breach-replacement", _faceup_archives_card_to_rd, starts="Whenever"),),
    decisions=("Record Reconstructor target",))
