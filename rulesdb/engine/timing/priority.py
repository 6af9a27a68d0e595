"""What a player may do at this moment, as the timing structures allow it: actions only in their own
action phase with no run in progress; inside a run only paid abilities, rezzing the approached ice
or, in the windows that allow it, an asset or upgrade. Each check answers with the reason and the
rule that forbids it, so an attempt is refused by the same check that guards the real thing.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.timing.steps import CORP_TURN, REZ_ICE, REZ_NON_ICE, RUNNER_TURN, Step

ACTION_STEPS = frozenset((CORP_TURN["2.2"].address, RUNNER_TURN["1.6"].address))
PAW_OPTIONS = cites.cr("rule_paid_ability_window_options")
OUTSIDE_ACTION_PHASE = cites.cr("rule_actions_outside_action_phase")
CLICK_ABILITIES = cites.cr("rule_click_actions")
REZ_ICE_ONLY_APPROACHED = cites.cr("rule_rez_ice_restriction")
REZ_IN_WINDOW = cites.cr("rule_paid_ability_window_corp_rez")
REZ_APPROACHED = cites.cr("rule_paid_ability_window_corp_rez_ice")
NO_AGENDA_REZ = cites.cr("rule_cannot_rez_agendas")
Refusal = tuple[str, str]  # (why not, the rule that forbids it)


def action_refusal(game: Game, side: str) -> Refusal | None:
    """Why `side` cannot take an action (a [click] action, or a [click] ability) now, or None."""
    if game.run is not None or game.encounters or game.paid_window:
        return ("no action can be taken during a run: its paid ability windows let players use paid "
                "abilities and rez cards, never take actions", PAW_OPTIONS)
    name = game.player(side).name
    if game.turn.active != side:
        return (f"it is the {game.active.name}'s turn: the {name} takes actions only in their own action "
                "phase", OUTSIDE_ACTION_PHASE)
    if game.step not in ACTION_STEPS:
        return f"the {name} takes actions only in their action phase", OUTSIDE_ACTION_PHASE
    return None


def rezzed_like_non_ice(game: Game, card: CardObj) -> bool:
    """Ice whose own ability lets it be rezzed any time non-ice cards could be, during runs against its server
    (Rime); an ability modifying its own rezzing is active while it is unrezzed
    (cr/rule_active_exception_modify_play_install_rez)."""
    run = game.run
    if run is None or run.ended or not any(r.kind == "rez-as-non-ice" for r in card.card.statics):
        return False
    place = game.locate(card)
    return place is not None and place[0] is game.servers.get(run.server)


def rez_refusal(game: Game, card: CardObj, step: Step) -> Refusal | None:
    """Why the Corp cannot rez `card` in the paid ability window of `step`, or None."""
    kind = card.card.facts.type
    if card.owner != "corp" or card.zone != "play area":
        return f"{card.title} is not an installed Corp card", cites.C_REZ
    if card.rezzed:
        return f"{card.title} is already rezzed", cites.C_REZ
    if kind == "agenda":
        return "agendas are never rezzed", NO_AGENDA_REZ
    if card.is_ice and not rezzed_like_non_ice(game, card):  # Rime goes on: rezzed in the windows upgrades are
        run = game.run
        if REZ_ICE not in step.windows or run is None or run.current is not card:
            return (f"ice is rezzed only while the Runner approaches it, and {card.title} is not being "
                    "approached", REZ_ICE_ONLY_APPROACHED)
        return None
    if REZ_NON_ICE not in step.windows:
        return (f"this paid ability window does not let the Corp rez {card.title}: assets and upgrades "
                "are rezzed only in the windows that allow it", REZ_IN_WINDOW)
    return None


def rez_check(game: Game, card: CardObj, step: Step) -> Refusal | None:
    """Why the Corp cannot rez `card` now, in the window of `step`: the window, a "cannot", its costs."""
    from rulesdb.engine.effects.alternate_costs import can_pay
    from rulesdb.engine.effects.costs import Payment, shortfall
    from rulesdb.engine.effects.costtypes import payable
    refusal = rez_refusal(game, card, step)
    if refusal:
        return refusal
    if game.forbidden("rez", card):
        return f"{card.title} cannot be rezzed ({game.forbidden('rez', card)})", cites.C_CANNOT
    own = next((rule.text for rule in card.card.statics if rule.kind == "cannot-rez" and rule.value(game, card, card)),
               "")
    if own:  # "Rez only during your action phase" (Daily Quest): its own restriction works while it is unrezzed
        return (f"{card.title} cannot be rezzed now (\"{own}\")",
                cites.cr("rule_active_exception_modify_play_install_rez"))
    cost = rez_payment(game, card)
    extra = card.card.rez_costs
    payment = Payment("corp", cost, "rez", f"rezzing {card.title}", card)
    if not can_pay(game, card, payment) or (extra and not payable(game, "corp", card, extra)):
        return f"the Corp cannot pay {cost}[c] to rez {card.title} ({shortfall(game, payment)})", cites.cr("rule_cost")
    return None


REZ_ADDITIONAL_CREDITS = "rez-additional-credits"


def rez_cost(game: Game, card: CardObj) -> int:
    """`card`'s rez cost now, with the abilities that lower or raise it."""
    return max(0, (card.card.facts.cost or 0) + game.own_modifier("rez-cost", card))


def rez_payment(game: Game, card: CardObj) -> int:
    """The credits rezzing `card` takes now (offer_rez pays the same): its rez cost, then the credits other abilities
    add as an additional cost, which lowering the rez cost does not touch ("the Corp must pay 2[c] as an additional
    cost to rez that ice": Cortez Chip, Running Interference), all paid as one payment
    (cr/rule_additional_cost, cr/rule_additonal_cost_simultaenous)."""
    return rez_cost(game, card) + game.modifier(REZ_ADDITIONAL_CREDITS, card)


def rez_price_terms(game: Game, card: CardObj) -> str:
    """What makes `card`'s rez payment differ from its printed cost, for a judge to check the sum:
    " (4[c] printed, +3[c] Tread Lightly)"; "" when nothing changes it."""
    terms = [f"{value:+d}[c] {name}" for kind in ("rez-cost", REZ_ADDITIONAL_CREDITS)
             for value, name in game.modifier_terms(kind, card)]
    if not game.is_active(card):
        own = sum(rule.value(game, card, card) for rule in card.card.statics if rule.kind == "rez-cost")
        if own:
            terms.append(f"{own:+d}[c] {card.title}'s own ability")
    return f" ({card.card.facts.cost or 0}[c] printed, {', '.join(terms)})" if terms else ""


RUN_MOMENTS = ("initiation on ", "approach ", "encounter ", "movement after ", "movement before ")


def attempts_at(game: Game, where: str, step: Step) -> None:
    """Carry out, or refuse, what the scenario does at this moment of a run (`at: <moment>`), in its
    paid ability window; `where` is the moment as `abilities at <moment>` names it. The n-th time a
    moment comes it is also `<moment> (n)`."""
    if not game.during:
        return
    from rulesdb.engine.state.decisions import normalise_key
    key = normalise_key(where)
    game.reached.append(where)
    n = sum(1 for w in game.reached if normalise_key(w) == key)
    wanted = {f"{key} #{n}"} | ({key} if n == 1 else set())
    for pending in [p for p in game.during if normalise_key(p[0].at) in wanted]:
        if game.over or (game.run is not None and game.run.ended):
            return  # the window has closed: what is left was never done (the caller says so)
        game.during.remove(pending)
        action, handler = pending
        before, game.paid_window = game.paid_window, where
        try:
            handler(game, action, step, where)
        finally:
            game.paid_window = before
