"""Hardware whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT, _runner_gets
from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, paid, whenever
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_ends
from rulesdb.engine.cards.hosting_uninstalled import host_uninstalled, trash_hosted
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.cards.this_turn import first_trash_this_turn
from rulesdb.engine.effects.card_costs import RemoveSelf
from rulesdb.engine.effects.costtypes import TrashSelf
from rulesdb.engine.effects.pile_trash import TRASHED_FROM_GRIP_OR_STACK
from rulesdb.engine.state.as_if_in_grip import AS_IF_IN_GRIP
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game

BOOMERANG_RETURN = ("When this run ends, if it was successful, you may shuffle 1 copy of Boomerang from your "
                    "heap into your stack.")


def _boomerang_choose(game: Game, ctx: Ctx) -> None:
    """"When you install this hardware, choose 1 installed piece of ice" (decision "Boomerang target")."""
    ice = choose(game, ctx, [o for o in game.installed() if o.is_ice], "Runner", "there is no installed ice to choose")
    if ice is not None:
        ctx.source.chosen = ice.object_id
        game.trace.add(f"{ctx.by}: the Runner chooses {ice.title} (object #{ice.object_id}).", cites.OBJECT)


def _encountering_chosen(game: Game, card) -> bool:
    """"Use this hardware only during encounters with that ice" (the same object, cr/rule_new_object)."""
    enc = game.encounter
    return enc is not None and not enc.ended and card.chosen is not None and enc.ice.object_id == card.chosen


def _boomerang_break(game: Game, ctx: Ctx) -> None:
    """Break up to 2 subroutines (decision "Boomerang choice": "N: text" each), then create the
    delayed ability of its second sentence for this run."""
    from rulesdb.engine.run.breaking import break_subroutines
    from rulesdb.engine.state.subroutines import of_encounter
    enc = game.encounter
    texts = [f"{i + 1}: {s.text}" for i, s in enumerate(of_encounter(game, enc)) if i not in enc.broken]
    check = _up_to_two(game, ctx.source, texts)
    named = game.decider.ask("Boomerang choice", texts, "Runner", check=check) if texts else []
    if named:
        break_subroutines(game, enc, ctx.source, [int(text.split(":", 1)[0]) - 1 for text in named])
    delayed("run-ends", _shuffle_back, BOOMERANG_RETURN, optional="use Boomerang",
            condition=lambda game, ling, event: event.info.get("outcome") == "successful")(game, ctx)


def _up_to_two(game: Game, boomerang, texts: list[str]):
    """Up to 2 of the unbroken subroutines, none that a "cannot break" forbids (Hammer)."""
    from rulesdb.engine.run.breaking import cannot_break_these
    pick = titles_from(texts, "the unbroken subroutines", most=2)

    def check(value) -> list[str]:
        named = [] if value in (None, "none", []) else pick(value)
        forbidden = cannot_break_these(game, game.encounter, boomerang, [int(t.split(":", 1)[0]) - 1 for t in named])
        if forbidden:
            raise ValueError(f"Boomerang cannot break those subroutines ({forbidden})")
        return named
    return check


def _shuffle_back(game: Game, ctx: Ctx) -> None:
    heap = game.runner.discard
    copy = next((c for c in heap if c.title == "Boomerang"), None)
    if copy is None:
        game.trace.add(f"{ctx.by}: there is no copy of Boomerang in the heap.", cites.cr("sec_movement"))
        return
    heap.remove(copy)
    game.runner.deck.append(game.change_zone(copy, "stack"))
    game.rng.shuffle(game.runner.deck)
    game.trace.add(f"{ctx.by}: the Runner shuffles a copy of Boomerang from the heap into the stack.",
                   cites.cr("sec_movement"), key=True)


BOOMERANG = hardware("Boomerang", "", faction="criminal", unique=True, cost=2, inf=2, text=(
    "When you install this hardware, choose 1 installed piece of ice. Use this hardware only during encounters "
    "with that ice.", f"[trash]: Break up to 2 subroutines. {BOOMERANG_RETURN}"),
    on_install=on_install(_boomerang_choose),
    on=(paid(TrashSelf(), effect=_boomerang_break, when=_encountering_chosen, starts="[trash]",
             breaks_subroutines=True),),
    decisions=("Boomerang choice",))

def _corp_must_rez(game, ctx) -> None:
    """Blackguard: the exposed card is rezzed, if the Corp is able to pay its rez cost (no choice)."""
    from rulesdb.engine.timing.flow import offer_rez
    card = ctx.event.subject
    if card.rezzed or card.card.facts.type not in ("ice", "asset", "upgrade") or game.locate(card) is None:
        game.trace.add(f"{ctx.by}: {card.title} cannot be rezzed.", cites.REZ)
        return
    offer_rez(game, card, forced=True)


BLACKGUARD = hardware("Blackguard", "Console", faction="criminal", unique=True, cost=11, inf=2, text=(
    "+2[MU]", "Whenever you expose a card, the Corp must rez it by paying its rez cost, if able.",
    CONSOLE_LIMIT), memory_bonus=2, on=(whenever("exposed", _corp_must_rez, starts="Whenever"),))


BOX_E = hardware("Box-E", "Console", faction="criminal", unique=True, cost=4, inf=1, text=(
    "+2[MU]", "Your maximum hand size is increased by 2.", CONSOLE_LIMIT), memory_bonus=2,
    on=(constant("hand-size", _runner_gets(2), starts="Your maximum"),))


BASILAR_SYNTHGLAND = hardware("Basilar Synthgland 2KVJ", "Cybernetic", faction="shaper", unique=True, cost=1, inf=3,
                              text=("When you install this hardware, suffer 2 core damage.",
                                    "You get +1 allotted [click] for each of your turns."),
                              on_install=on_install(damage("core", 2)),
                              on=(constant("allotted-clicks", _runner_gets(1), starts="You get"),))


def _first_grip_or_stack_trash(game: Game, card, event) -> bool:
    """Buffer Drive: the first trash this turn of 1 or more cards from the grip or the stack (one event per card,
    each naming the whole trash: only the first asks)."""
    return (first_trash_this_turn(game, event, (TRASHED_FROM_GRIP_OR_STACK,), asking=card)
            and first_time_this_turn(game, card, "trashed from the grip or stack"))


def _heap_to_stack(game: Game, ctx: Ctx, cards: list, where: str, nothing: str, suffix: str) -> None:
    """Move 1 of `cards` (still in the heap; decision "<card> <suffix>") to the `where` ("top", "bottom") of the
    stack, a new object there."""
    heap = game.runner.discard
    card = choose(game, ctx, [c for c in cards if any(c is o for o in heap)], "Runner", nothing, suffix=suffix)
    if card is None:
        return
    heap.remove(card)
    moved = game.change_zone(card, "stack")
    game.runner.deck.insert(0 if where == "top" else len(game.runner.deck), moved)
    game.trace.add(f"{ctx.by}: {card.title} is added from the heap to the {where} of the stack.", cites.OBJECT,
                   key=True)


def _one_of_those_to_the_bottom(game: Game, ctx: Ctx) -> None:
    _heap_to_stack(game, ctx, list(ctx.event.info.get("cards", ())), "bottom",
                   "none of the cards trashed is still in the heap", "target")


def _heap_card_to_the_top(game: Game, ctx: Ctx) -> None:
    _heap_to_stack(game, ctx, list(game.runner.discard), "top", "the heap is empty", "choice")


BUFFER_DRIVE = hardware("Buffer Drive", "", faction="neutral-runner", unique=True, cost=3, inf=1, text=(
    "The first time each turn 1 or more cards are trashed from your grip or stack, you may add 1 of those cards to "
    "the bottom of your stack.",
    "Remove this hardware from the game: Add 1 card from your heap to the top of your stack."),
    on=(whenever(TRASHED_FROM_GRIP_OR_STACK, _one_of_those_to_the_bottom, _first_grip_or_stack_trash,
                 starts="The first time", optional="use Buffer Drive"),
        paid(RemoveSelf(), effect=_heap_card_to_the_top, starts="Remove")),
    decisions=("Buffer Drive target", "Buffer Drive choice"))


def _spent_credits_installing(game: Game, installed) -> bool:
    """Whether credits were spent on installing `installed` (its first object's credits-spent history entry since
    its previous install: the cost is paid before it is installed, cr/rule_steps_installing_pay_install_cost)."""
    for _, kind, subject, _ in reversed(game.history):
        if subject is None or subject is installed or subject.first_object != installed.first_object:
            continue
        if kind == "install":
            return False
        if kind == "credits-spent":
            return True
    return False


def _installed_without_spending(game: Game, card, event) -> bool:
    installed = event.subject
    return installed is not None and installed.owner == "runner" and not _spent_credits_installing(game, installed)


def _host_top_of_stack(game: Game, ctx: Ctx) -> None:
    """Bling: the top card of the stack hosted faceup on it, not installed."""
    stack = game.runner.deck
    if not stack:
        game.trace.add(f"{ctx.by}: the stack is empty; nothing is hosted.", cites.C_HOST)
        return
    host_uninstalled(game, ctx.source, stack[0], stack, ctx.by)


def _trash_all_hosted(game: Game, ctx: Ctx) -> None:
    trash_hosted(game, ctx.source, ctx.by)


BLING = hardware("Bling", "Console", faction="anarch", unique=True, cost=2, inf=3, text=(
    "+1[MU]",
    "Whenever you install a card without spending credits, you may host the top card of your stack faceup on this "
    "hardware. <em>(It is not installed.)</em>",
    "You can play or install hosted cards as if they were in your grip.",
    "When your discard phase ends, trash all hosted cards.", CONSOLE_LIMIT), memory_bonus=1,
    on=(whenever("install", _host_top_of_stack, _installed_without_spending, starts="Whenever you install",
                 optional="use Bling"),
        constant(AS_IF_IN_GRIP, True, starts="You can play"),
        when_turn_ends(_trash_all_hosted, starts="When your discard phase ends")),
    hosts_uninstalled=True)


def _agenda_points(game, card, subject) -> int:
    return game.agenda_points("runner")


BRAIN_CHIP = hardware("Brain Chip", "Console", faction="adam", unique=True, cost=2, inf=3, text=(
    "+X[MU]", "Your maximum hand size is increased by X.", "X is equal to the number of agenda points you have.",
    CONSOLE_LIMIT),
    on=(constant("memory", _agenda_points, starts="+X"),
        constant("hand-size", lambda game, card, side: game.agenda_points("runner") if side == "runner" else 0,
                 starts="Your maximum")))


BRAIN_CAGE = hardware("Brain Cage", "Cybernetic", faction="neutral-runner", unique=True, cost=1, inf=0, text=(
    "You get +3 maximum hand size.", "When you install this hardware, suffer 1 core damage."),
    on_install=on_install(damage("core", 1)), on=(constant("hand-size", _runner_gets(3), starts="You get"),))
