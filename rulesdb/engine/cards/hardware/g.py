"""Hardware whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import on_install, when_turn_begins
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_BOOSTED

VIRUS_COUNTERS = cites.cr("rule_type_virus_counter")


def _virus_installed(game, card, event) -> bool:
    return event.subject is not card and event.subject.card.facts.has("virus")


def _counter_on_installed_virus(game, ctx) -> None:
    target = ctx.event.subject
    target.counters["virus"] = target.counters.get("virus", 0) + 1
    game.trace.add(f"{ctx.by}: 1 virus counter placed on {target.title} (now {target.counters['virus']}).",
                   VIRUS_COUNTERS)


def _host_on_icebreaker(game, ctx) -> None:
    """Gebrselassie: host itself on an installed non-AI icebreaker (another one than its host)."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.card_moves import rehost
    card = ctx.source
    found = [o for o in game.installed() if o.owner == "runner" and o is not card.host
             and game.has_subtype(o, "icebreaker") and not game.has_subtype(o, "ai")]
    target = choose(game, ctx, found, "Runner", "there is no installed non-AI icebreaker to host it", cites.C_HOST)
    if target is not None:
        rehost(game, card, target, ctx.by)


def _longer_on_host(game, card, breaker) -> str | None:
    """Gebrselassie replaces the duration of its host's strength increases (never a static ability's)."""
    return "turn" if card.host is breaker else None


def _may_have_kept(game: Game, card, breaker) -> str | int:
    """Gebrselassie, on a board starting inside a turn: its host's strength increases used earlier in it last until
    the turn ends, by an amount the board does not show (state.unseen_lasting)."""
    return "a strength increase used earlier" if card.host is breaker else 0


GEBRSELASSIE = hardware("Gebrselassie", "Mod", faction="shaper", unique=True, cost=1, inf=4, text=(
    "[click]: Host this hardware on an installed non-AI icebreaker.",
    "Abilities that increase host icebreaker's strength last for the remainder of the turn "
    "<em>(instead of any shorter duration)</em>."),
    on=(paid(Clicks(1), effect=_host_on_icebreaker, starts="[click]"),
        constant("strength-duration", _longer_on_host, starts="Abilities"),
        constant(MAY_HAVE_BOOSTED, _may_have_kept, starts="Abilities")),
    decisions=("Gebrselassie target",))


def _may_host_on_icebreaker(game, ctx) -> None:
    """GAMEDRAGON™ Pro: the Runner may host it on an installed non-AI icebreaker (decision "GAMEDRAGON™ Pro
    target": a title or `no`)."""
    from rulesdb.engine.effects.card_moves import rehost
    card = ctx.source
    found = [o for o in game.installed() if o.owner == "runner" and o is not card.host
             and game.has_subtype(o, "icebreaker") and not game.has_subtype(o, "ai")]
    titles = labels(game, found, "runner")
    choice = game.decider.ask(f"{card.title} target", [*titles, "no"], "Runner") if found else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Runner hosts it on no icebreaker.", cites.C_HOST)
        return
    from rulesdb.engine.effects.using import used
    used(game, card, "runner")  # its optional part chosen (cr/rule_using)
    rehost(game, card, found[titles.index(choice)], ctx.by)


def _host_gets_1(game, card, breaker) -> int:
    return 1 if breaker is not None and card.host is breaker else 0


def _for_the_run_on_host(game, card, breaker) -> str | None:
    """GAMEDRAGON™ Pro replaces the duration of its host's strength increases with the run's
    (cr/rule_modify_duration_of_lingering_effect; never a static ability's)."""
    return "run" if card.host is breaker else None


GAMEDRAGON_PRO = hardware("GAMEDRAGON™ Pro", "Mod", faction="shaper", unique=True, cost=2, inf=2, text=(
    "When you install this hardware and when your turn begins, you may host this hardware on an installed non-AI "
    "icebreaker.",
    "Host icebreaker gets +1 strength. Abilities that increase its strength last for the remainder of the run "
    "<em>(instead of any shorter duration)</em>."),
    on_install=on_install(_may_host_on_icebreaker),
    on=(when_turn_begins(_may_host_on_icebreaker, starts="When you install"),
        constant("breaker-strength", _host_gets_1, starts="Host icebreaker"),
        constant("strength-duration", _for_the_run_on_host, starts="Host icebreaker")),
    decisions=("GAMEDRAGON™ Pro target",))


GRIMOIRE = hardware("Grimoire", "Console", faction="anarch", unique=True, cost=3, inf=2, text=(
    "+2[MU]", "Whenever you install a virus program, place 1 virus counter on that program.",
    CONSOLE_LIMIT), memory_bonus=2,
    on=(whenever("install", _counter_on_installed_virus, _virus_installed, starts="Whenever"),))


def _events_cost_1_less(game, card, subject) -> int:
    return -1 if subject.card.facts.type == "event" else 0


GHOSTTONGUE = hardware("Ghosttongue", "Cybernetic", faction="anarch", unique=True, cost=2, inf=3, text=(
    "When you install this hardware, suffer 1 core damage.", "The play cost of each event is lowered by 1[c]."),
    on_install=on_install(damage("core", 1)), on=(constant("play-cost", _events_cost_1_less, starts="The play"),))


def _gachapon(game: Game, ctx: Ctx) -> None:
    """Gachapon: the top 6 set aside faceup; 1 program or virtual resource among them may be installed 2[c] less;
    the Runner shuffles 3 of the rest into the stack (decision "Gachapon choice"), the others leave the game."""
    from rulesdb.engine.effects.card_moves import remove_from_game
    stack = game.runner.deck
    aside = stack[:6]
    del stack[:len(aside)]
    game.trace.add(f"{ctx.by}: set aside faceup: {', '.join(c.title for c in aside) or 'nothing'}.",
                   cites.cr("rule_set_aside"))
    fits = [c for c in aside if c.card.facts.type == "program"
            or (c.card.facts.type == "resource" and c.card.facts.has("virtual"))]
    install_one(game, ctx, fits, aside, "Gachapon target", less=2)
    keep = min(3, len(aside))
    names = [c.title for c in aside]

    def check(value):
        chosen = value if isinstance(value, list) else [value]
        if len(chosen) != keep or any(chosen.count(t) > names.count(t) for t in chosen):
            raise ValueError(f"{value!r} must be {keep} of the set-aside cards: {', '.join(names)}")
        return chosen
    back = game.decider.ask("Gachapon choice", names, "Runner", check=check) if aside and len(aside) > keep else names
    for title in back:
        card = next(c for c in aside if c.title == title)
        aside.remove(card)
        stack.append(card)
    game.rng.shuffle(stack)
    for card in aside:
        remove_from_game(game, card, ctx.by)


GACHAPON = hardware("Gachapon", "Chip", faction="anarch", cost=0, inf=2, text=(
    "[trash]: Set aside the top 6 cards of your stack faceup. You may install 1 program or virtual resource from "
    "among those cards, paying 2[c] less. Shuffle 3 of the remaining cards into your stack, then remove the rest "
    "from the game.",), on=(paid(TrashSelf(), effect=_gachapon),), decisions=("Gachapon target", "Gachapon choice"))
