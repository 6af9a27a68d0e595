"""Hardware whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.earlier import decides_if_played, made_earlier
from rulesdb.engine.cards.hooks.moments import on_install, when_empty, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import remove_self_from_game, trash_self
from rulesdb.engine.cards.primitives.installs import from_heap
from rulesdb.engine.cards.primitives.piles import arrange_top
from rulesdb.engine.cards.primitives.players import draw, remove_tags
from rulesdb.engine.cards.primitives.run import trash_accessed_card
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.shared import _card, may_trash_own_installed_to, pick_cards
from rulesdb.engine.cards.this_turn import made_successful_run
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _for_icebreakers(game, card, payment) -> bool:
    if payment.purpose == "icebreaker":
        return True
    subject = payment.subject
    return payment.purpose == "install" and subject is not None and subject.card.facts.has("virus")


CARNIVORE = hardware("Carnivore", "Console", faction="anarch", unique=True, cost=4, inf=3, text=(
    "+1[MU]", "Access, once per turn → Trash 2 cards from your grip: Trash the card you are accessing.",
    CONSOLE_LIMIT), memory_bonus=1,
    on=(paid(TrashFromHand(2), effect=trash_accessed_card, access=True, once_per_turn=True, starts="Access",
             trashes_accessed=True),))

CLONE_CHIP = hardware("Clone Chip", "Chip", faction="shaper", cost=1, inf=2, text=(
    "[trash]: Install a program from your heap (paying the install cost).",),
    on=(paid(TrashSelf(), effect=from_heap("program", "install")),), decisions=("Clone Chip target",),
    waits_for="")


CYBERFEEDER = _card("Cyberfeeder", "anarch", "hardware", ["Chip"], 2, 1,
                    ["1[recurring]", ("Use this credit to pay for using icebreakers or for "
                                      "installing virus programs.")], recurring=1,
                    credit_source=CreditSource(_for_icebreakers, "icebreakers and virus installs"))


def _remove_to_derez(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.derez import derez
    remove_self_from_game(game, ctx)
    derez(game, ctx.event.subject, ctx.by)


CAPYBARA = hardware("Capybara", "", faction="criminal", unique=True, cost=2, inf=2, text=(
    "Whenever you bypass a piece of ice, you may remove this hardware from the game to derez that ice.",),
    on=(whenever("bypassed", _remove_to_derez, starts="Whenever", optional="use Capybara"),))


def _arrange_instead(game, card, server):
    """Cataloguer: instead of breaching R&D, remove 1 hosted power counter to arrange the top 4 cards."""
    if server != "R&D" or not card.counters.get("power") or not game.is_active(card):
        return None

    def replacement(game: Game) -> None:
        from rulesdb.engine import cites
        ctx = Ctx(card, "runner", "Cataloguer's ability")
        card.counters["power"] -= 1
        game.trace.add("Cataloguer: 1 power counter removed.", cites.C_COUNTERS)
        arrange_top(4, "Cataloguer choice")(game, ctx)
    return replacement


def _breach_rd(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "R&D", by=ctx.by)


CATALOGUER = hardware("Cataloguer", "", faction="shaper", cost=2, inf=4, text=(
    "When you install this hardware, load 2 power counters onto it. When it is empty, trash it.",
    "Whenever you make a successful run on R&D, instead of breaching R&D, you may remove 1 hosted power counter to "
    "look at the top 4 cards of R&D and arrange them in any order.",
    "[click], hosted power counter: Breach R&D. Use this ability only if you made a successful run on R&D this turn."),
    on_install=on_install(place_counters("power", 2)),
    on=(when_empty("power", trash_self), constant("breach-replacement", _arrange_instead, starts="Whenever"),
        paid(Clicks(1), HostedCounters("power", 1), effect=_breach_rd,
             when=lambda game, card: made_successful_run(game, "R&D", asking=card), starts="[click]")),
    decisions=("Cataloguer choice",))


def _two_more_to_rez_this_turn(game: Game, ctx: Ctx) -> None:
    """Cortez Chip: the Runner chooses a piece of ice ("Cortez Chip target"); until the end of the turn the Corp must
    pay 2[c] as an additional cost to rez it."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.timing.priority import REZ_ADDITIONAL_CREDITS
    ice_ = choose(game, ctx, [o for o in game.installed() if o.is_ice], "Runner", "there is no installed ice")
    if ice_ is not None:
        lasting(game, REZ_ADDITIONAL_CREDITS, lambda game, obj, subject: 2 if subject is ice_ else 0,
                f"the Corp must pay 2[c] as an additional cost to rez {ice_.title}", "turn", ctx.by)


def _rezzing_ice_it_could_have_chosen(game: Game, card, action: str, subject) -> bool:
    """Cortez Chip in the heap: trashed earlier in the turn, it may have made rezzing a piece of ice installed then
    cost 2[c] more."""
    from rulesdb.engine.state.midturn import new_this_turn
    return action == "rez" and subject is not None and subject.is_ice and not new_this_turn(game, subject)


CORTEZ_CHIP = hardware("Cortez Chip", "Chip", faction="criminal", cost=0, inf=2, text=(
    "[trash]: Choose a piece of ice. The Corp must pay 2[c] as an additional cost to rez that ice until the end of the "
    "turn.",), on=(paid(TrashSelf(), effect=_two_more_to_rez_this_turn, starts="[trash]"),
                   made_earlier(_two_more_to_rez_this_turn, target="Cortez Chip target", what="piece of ice",
                                starts="[trash]"),
                   decides_if_played(_rezzing_ice_it_could_have_chosen, starts="[trash]")),
    decisions=("Cortez Chip target",))



CYBERSOLUTIONS_MEM_CHIP = hardware("CyberSolutions Mem Chip", "Chip", faction="shaper", cost=4, inf=2, text=("+2[MU]",),
                                   memory_bonus=2)


def _trash_from_grip_draw_for_copies(game: Game, ctx: Ctx) -> None:
    """Capstone: the Runner trashes any number of grip cards together ("Capstone target"), then draws 1 for each of
    them with another copy installed."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    picked = pick_cards(game, "Capstone target", list(game.runner.hand), "the grip", "Runner")
    installed = {o.title for o in game.installed() if o.owner == "runner" and not o.facedown}  # no name facedown
    for card in picked:
        game.runner.hand.remove(card)
        game.runner.discard.append(game.change_zone(card, "heap"))
    game.trace.add(f"{ctx.by}: the Runner trashes {', '.join(c.title for c in picked) or 'nothing'} from the grip.",
                   cites.TRASH)
    if picked:
        grip_or_stack_trashed(game, game.runner.discard[-len(picked):], "grip")
    copies = sum(1 for c in picked if c.title in installed)
    if copies:
        draw(copies)(game, ctx)


CAPSTONE = hardware("Capstone", "", faction="shaper", unique=True, cost=2, inf=3, text=(
    "[click]: Trash any number of cards from your grip. For each trashed card of which you have another copy "
    "installed, draw 1 card.",), on=(paid(Clicks(1), effect=_trash_from_grip_draw_for_copies, starts="[click]"),),
    decisions=("Capstone target",))


CYBSOFT_MACRODRIVE = hardware("Cybsoft MacroDrive", "", faction="shaper", cost=2, inf=1, text=(
    "1[recurring]", "Use this credit to install programs."), recurring=1,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "install" and payment.subject is not None
                               and payment.subject.card.facts.type == "program", "installing programs"))


def _draw_or_remove_a_tag(game: Game, ctx: Ctx) -> None:
    """Chop Bot 3000: draw 1 card or remove 1 tag ("Chop Bot 3000 choice"; removing a tag only when tagged)."""
    options = ["draw 1 card", *(["remove 1 tag"] if game.runner.tags else [])]
    choice = game.decider.ask("Chop Bot 3000 choice", options, "Runner")
    (draw(1) if choice == "draw 1 card" else remove_tags(1))(game, ctx)


CHOP_BOT_3000 = hardware("Chop Bot 3000", "", faction="anarch", unique=True, cost=1, inf=1, text=(
    "When your turn begins, you may trash another of your installed cards. If you do, draw 1 card or remove 1 tag.",),
    on=(when_turn_begins(may_trash_own_installed_to(_draw_or_remove_a_tag, other=True)),),
    decisions=("Chop Bot 3000 target", "Chop Bot 3000 choice"))
