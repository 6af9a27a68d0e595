"""Paid ability windows: the players use the paid abilities whose costs they can pay, then pass.

When some card offers a usable paid ability and the file answers some "abilities" decision, the
window asks "abilities at <moment>" (moments
such as "encounter Ice Wall", "approach HQ", "Runner action phase"); the answer is `pass`, a
card's name, `{use: <card>, ability: 2}`, or a list of them, used in order (cr/sec_paid_abilities);
`abilities until <moment>: pass` passes every window before that one (passing.py).
Icebreakers' break and strength abilities are used through the "break <ice>" decision instead.
"""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.effects.using import used
from rulesdb.engine.state.carddef import untagged
from rulesdb.engine.state.counts import said
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import known, once_per_turn_known
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.threat import threat_unmet
from rulesdb.engine.timing.passing import not_asked, passed_by_answer, passed_until, reached
from rulesdb.engine.timing.steps import Step
from rulesdb.errors import ScenarioError

RUN_MOMENTS = {"step_initiation_paw": "initiation on {server}", "step_approach_paw": "approach {ice}",
               "step_encounter_paw": "encounter {ice}", "step_before_jack_out_paw": "movement after {passed}",
               "step_after_jack_out_paw": "movement before {next}"}
TURN_MOMENTS = {("corp-turn", "1.2"): "Corp draw phase", ("corp-turn", "2.1"): "Corp action phase",
                ("corp-turn", "2.2"): "Corp action phase", ("corp-turn", "3.2"): "Corp discard phase",
                ("runner-turn", "1.2"): "Runner turn start", ("runner-turn", "1.5"): "Runner turn begins",
                ("runner-turn", "1.6"): "Runner action phase",
                ("runner-turn", "2.2"): "Runner discard phase"}


THREAT_FLAG = cites.cr("rule_threat_flag")
OWN_ATTEMPTS = ("step_approach_paw", "step_encounter_paw")  # their steps take attempts before the window


def moment(game: Game, step: Step) -> str:
    """The readable name of the window a step opens."""
    if step.structure == "run" and game.run is not None:
        run = game.run
        ice = run.current.title if run.current is not None else "ice"
        ice_list = game.servers[run.server].ice
        passed = ice_list[run.position].title if 0 <= run.position < len(ice_list) else run.server
        ahead = ice_list[run.position].title if run.moved and run.position < len(ice_list) else run.server
        return RUN_MOMENTS.get(step.cr_id or "", step.number).format(ice=ice, server=run.server, passed=passed,
                                                                     next=ahead)
    return TURN_MOMENTS.get((step.structure, step.number), f"{step.structure} {step.number}")


def usable(game: Game) -> list[tuple[str, CardObj, object]]:
    """(side, card, ability) for each paid ability either player could use right now."""
    from rulesdb.engine.state.dependent import stripped
    found, lost = [], stripped(game)
    resolving = [o for o in game.playing if o.card.abilities]  # an event's paid ability while it resolves (Spree)
    # agendas in the Corp's score area included (cr/rule_score_area_active_inactive)
    for obj in game.in_play() + resolving:
        active = game.is_active(obj) or any(o is obj for o in resolving)  # cr/rule_playing_timing_structure
        if not (obj.card.abilities or obj.card.breaker) or not active or obj.object_id in lost:
            continue
        if game.forbidden("use", obj):  # "The Runner cannot use the chosen program" (Wendigo)
            continue
        for ability in abilities_of(game, obj):
            if ability.click or ability.access or (ability.once_per_turn and ability.text in obj.used):
                continue
            if ability.when and not known(ability.when, game, obj):
                continue
            if threat_unmet(game, ability.threat):  # "Threat N →" below N: not active (cr/rule_threat_flag)
                continue
            if break_forbidden(game, obj, ability):
                continue
            if known(payable, game, obj.owner, obj, ability.costs):
                found.append((obj.owner, obj, ability))
    return found


def break_forbidden(game: Game, card: CardObj, ability) -> str:
    """The "cannot" that forbids `card` breaking the encountered ice's subroutines, when `ability` does nothing but
    break them (Boomerang under NEXT Activation Command: "The Runner cannot use non-icebreaker cards to break
    subroutines"): such an ability is not offered, and naming it is refused, before its cost is paid."""
    if not ability.breaks_subroutines or game.encounter is None:
        return ""
    return game.forbidden("break", (game.encounter.ice, card))


def abilities_of(game: Game, obj: CardObj) -> tuple:
    """A card's paid abilities now: its own, and an icebreaker's strength ability outside an encounter
    (inside one it is used through the "break <ice>" decision)."""
    from rulesdb.engine.effects.boosts import window_abilities
    return obj.card.abilities + (window_abilities(game, obj) if obj.card.breaker else ())


#: In `Decider.always` (the Table): an encounter's window is asked when a card can break the ice's subroutines
#: through a paid ability there, not through "break <ice>" (Botulus' "Hosted virus counter: Break 1 subroutine"), or
#: when an ability acts on the ice being encountered or approached, so can be used in that window only (Pelangi's "The
#: ice you are encountering gains that subtype", cr/rule_paid_ability_refers_to_encountered_ice): a ruling that let
#: the Runner pass there unasked would rule one branch only
BREAKING = "abilities that break"
_ONLY_HERE = {"step_encounter_paw": re.compile(r"break|ice (?:you are|the Runner is) encountering", re.I),
              "step_approach_paw": re.compile(r"ice (?:you are|the Runner is) approaching|approached ice", re.I)}


def _asked(game: Game, step: Step, offered: list) -> bool:
    """Whether the window asks which abilities are used: when the file answers `abilities`, or (`BREAKING`) in an
    encounter or approach where some offered ability can be used only there; otherwise both players pass."""
    if game.decider.mentions("abilities"):
        return True
    here = _ONLY_HERE.get(step.cr_id or "")
    return (BREAKING in game.decider.always and here is not None
            and any(here.search(ability.text) for _, _, ability in offered))


def paid_window(game: Game, step: Step, where: str = "") -> None:
    """Open a paid ability window (`where`: its moment, when not the step's own); a file that answers
    no `abilities` decision has both pass."""
    if step.cr_id not in OWN_ATTEMPTS or where:
        from rulesdb.engine.timing.priority import attempts_at
        attempts_at(game, where or moment(game, step), step)
    offered = usable(game)
    reached(game, where or moment(game, step))
    if not offered:
        game.trace.add("Paid ability window: the players may use paid abilities; both pass.",
                       cites.PAID_ABILITIES, cites.C_PAID)
        return
    if not _asked(game, step, offered):
        not_asked(game, where or moment(game, step), offered)
        names = ", ".join(dict.fromkeys(card.title for _, card, _ in offered))
        game.trace.add(f"Paid ability window: {names} could be used, but the scenario gives no "
                       "\"abilities\" decision; both players pass.", cites.PAID_ABILITIES,
                       cites.C_PAID)
        return
    where = where or moment(game, step)
    if passed_until(game, where, offered):
        return
    # the printed words without the card data's emphasis tags: the option is shown as text
    names = [f"{card.title}{_copy_label(offered, card)} ({label(ability.costs, card)}: {untagged(ability.text)})"
             for _, card, ability in offered]

    by_option = dict(zip(names, offered))
    plan = game.decider.ask(f"abilities at {where}", ["pass", *names], "both players",
                            general=("abilities",), check=lambda value: _chosen(value, offered, by_option))
    run = game.run if game.run is not None and not game.run.ended else None
    for side, card, ability in plan:
        if run is not None and run.ended:
            game.trace.add(f"The run has ended, so the paid ability window closes: {card.title}'s ability cannot "
                           "be used.", cites.cr("rule_run_ends_close_paws"), key=True)
            return
        still = [u for u in usable(game) if u[1] is card and u[2] is ability]
        if not still:
            game.trace.add(f"{card.title}'s ability can no longer be used.", cites.C_PAID)
            continue

        def refuse(message: str, rule: str | None = None):
            raise ScenarioError(f"{game.decider.source}: abilities at {where}: {message}")
        use_ability(game, side, card, ability, refuse)
        if game.over:
            return
    if not plan:
        game.trace.add(passed_by_answer(game, where, offered), cites.cr("rule_ability_window_priority"), cites.C_PAID)
        return
    game.trace.add("Paid ability window: then both players pass.", cites.PAID_ABILITIES, cites.C_PAID)


def _distinct(cards) -> list:
    found: list = []
    for card in cards:
        if all(o is not card for o in found):
            found.append(card)
    return found


def copies(cards: list, card) -> list:
    """The cards in play with `card`'s title, in play order: copy 1, copy 2..."""
    return [o for o in _distinct(cards) if o.title == card.title]


def _copy_label(offered: list, card) -> str:
    same = copies([u[1] for u in offered], card)
    return f" (copy {next(i for i, o in enumerate(same, 1) if o is card)})" if len(same) > 1 else ""


def _chosen(value, offered: list, by_option: dict) -> list:
    """The uses a window's answer names: an option as the question offered it (`by_option`), a card,
    `{use: <card>, ability: n, copy: n}`, or a list. Copies of one title are separate cards: `copy` picks one;
    without it each mention of the title takes the next copy not yet named for that ability."""
    items = value if isinstance(value, list) else [value]
    if items in (["pass"], ["no"]):
        return []
    plan: list = []
    for item in items:
        if isinstance(item, str) and (item in by_option or said(item) in by_option):  # tapped on the Table, posted
            plan.append(by_option.get(item) or by_option[said(item)])  # back as offered (or once offered: "(s)")
            continue
        spec = item if isinstance(item, dict) else {"use": item}
        if set(spec) - {"use", "ability", "copy"}:
            raise ValueError(f"{item!r}: a use is a card name or {{use: <card>, ability: <n>, copy: <n>}}")
        plan.append(_one_use(spec, offered, plan))
    return plan


def _one_use(spec: dict, offered: list, plan: list) -> tuple:
    title, n = str(spec.get("use")).lower(), spec.get("ability", 1)
    cards = _distinct(u[1] for u in offered if u[1].title.lower() == title)
    if not cards:
        raise ValueError(f"{spec.get('use')!r} has no paid ability usable now")
    abilities = [a for a in cards[0].card.abilities if not a.click and not a.access]
    abilities += [u[2] for u in offered if u[1] is cards[0] and u[2] not in abilities]
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= len(abilities):
        raise ValueError(f"{spec.get('use')!r} has {len(abilities)} paid ability(ies)")
    wanted = abilities[n - 1].text
    usable = [u for u in offered if any(u[1] is c for c in cards) and u[2].text == wanted]
    if "copy" in spec:
        copy = spec["copy"]
        if not isinstance(copy, int) or isinstance(copy, bool) or not 1 <= copy <= len(cards):
            raise ValueError(f"copy must be a number from 1 to {len(cards)} (copies of {spec.get('use')!r} in play)")
        usable = [u for u in usable if u[1] is cards[copy - 1]]
    else:
        usable = [u for u in usable if not any(u[1] is p[1] and u[2] is p[2] for p in plan)] or usable
    if not usable:
        raise ValueError(f"ability {n} of {spec.get('use')!r} cannot be used now")
    return usable[0]


def _restriction(card: CardObj, text: str) -> tuple[str, str]:
    """Why an ability whose `when` fails cannot be used now: its printed restriction, quoted ("Use this ability only
    during a run against another server.", cr/rule_use_restriction), or the ice its effect refers to, which only an
    encounter or an approach has (Leech: "The ice you are encountering gets -1 strength",
    cr/rule_paid_ability_refers_to_encountered_ice)."""
    found = re.search(r"Use this (?:ability|hardware|program|resource) only[^.]*\.", text or "")
    if found:
        return f"{card.title}'s ability cannot be used now: \"{found.group(0)}\"", cites.C_ONCE_PER_TURN
    if re.search(r"ice (?:you are|the Runner is) encountering", text or ""):
        return (f"{card.title}'s ability refers to the ice the Runner is encountering: it can be used only during an "
                "encounter with such ice", cites.cr("rule_paid_ability_refers_to_encountered_ice"))
    if re.search(r"ice (?:you are|the Runner is) approaching|approached ice", text or ""):
        return (f"{card.title}'s ability refers to the ice the Runner is approaching: it can be used only while "
                "such ice is approached", cites.cr("rule_paid_ability_refers_to_approached_ice"))
    return f"{card.title}'s ability cannot be used now", cites.C_ONCE_PER_TURN


def ability_refusal(game: Game, side: str, card: CardObj, ability) -> tuple[str, str] | None:
    """Why `side` cannot use `card`'s `ability` now (its restrictions, its costs), with the rule; or None."""
    from rulesdb.engine.state.dependent import stripped
    lost = stripped(game).get(card.object_id)
    if lost is not None:  # a [click] ability of a card whose abilities an effect took (Klevetnik's resource)
        return (f"{card.title} has lost its abilities to {lost}'s effect, so it has no ability to use",
                cites.cr("rule_lose_ability"))
    if ability.once_per_turn and ability.text in card.used:
        return f"{card.title}'s ability can be used only once per turn", cites.C_ONCE_PER_TURN
    if ability.once_per_turn:
        once_per_turn_known(game, card)
    if game.forbidden("use", card):
        return f"{card.title} cannot be used ({game.forbidden('use', card)})", cites.C_CANNOT
    if threat_unmet(game, ability.threat):  # said as a Threat ability that does not trigger says it
        return f"{threat_unmet(game, ability.threat)}: {card.title}'s ability cannot be used", THREAT_FLAG
    if ability.when and not ability.when(game, card):
        if ability.breaks_subroutines and game.encounter is None:
            return (f"{card.title}'s ability could break subroutines, so it can be used only during an encounter",
                    cites.cr("rule_paid_ability_breaks_subroutines"))
        if ability.unsettled:
            return (f"{card.title}'s ability would find nothing to act on now, and the engine does not offer it; no "
                    "rule of the current CR settles whether it may be used for no effect (NISEI's 1.2.5 forbade it "
                    "until CR 25.04 removed it; 9.5.6 keeps only breaking and approached ice)",
                    cites.cr("rule_paid_ability_effect_based_timing_restrictions"))
        return _restriction(card, ability.text)
    if break_forbidden(game, card, ability):
        return (f"{card.title}'s ability breaks subroutines, and {card.title} cannot break subroutines on "
                f"{game.encounter.ice.title} ({break_forbidden(game, card, ability)})"), cites.C_CANNOT
    if not payable(game, side, card, ability.costs):
        return (f"the {game.player(side).name} cannot pay {label(ability.costs, card)} for "
                f"{card.title}'s ability", cites.cr("rule_cost"))
    return None


def _clicks_left(game: Game, side: str, ability) -> str:
    """" (3[click] left)": what a [click] ability's own [click] leaves the player once paid, said as it is used."""
    from rulesdb.engine.effects.costtypes import Clicks
    spent = sum(c.amount for c in ability.costs if isinstance(c, Clicks))
    return f" ({game.player(side).clicks - spent}[click] left)" if spent else ""


def _action_taken(game: Game, side: str, card: CardObj) -> None:
    """"When you take an action on <a card>" (Juli Moreira Lee) is met as a [click] ability's cost is paid and
    resolves before its effects (cr/rule_action_conditional_ability_trigger)."""
    from rulesdb.engine.state.events import Event, emit
    emit(game, Event("action-taken", card, {"side": side, "verb": "use", "card": card.title}))
    checkpoint(game)


def use_ability(game: Game, side: str, card: CardObj, ability, refuse) -> None:
    """Use a paid or click ability: check its restrictions, pay every cost, checkpoint, resolve."""
    refusal = ability_refusal(game, side, card, ability)
    if refusal:
        refuse(*refusal)
    from rulesdb.engine.state.unseen_blank import guard
    guard(game, card, f"using {card.title}'s \"{ability.text}\"")  # Dr. Lovegood's unknown choice
    game.trace.add(f"The {game.player(side).name} uses {card.title}: "
                   f"{label(ability.costs, card)}: \"{ability.text}\"{_clicks_left(game, side, ability)}",
                   cites.C_PAID_STEPS, *ability.cites, key=True)
    if ability.once_per_turn:
        card.used.add(ability.text)
    used(game, card, side, "paid")  # used once its trigger cost is paid: reported at that cost's checkpoint
    pay_all(game, side, card, ability.costs)
    if game.over:  # paying the cost ended the game (a flatline): the effect never resolves (cr/rule_game_end)
        return
    if ability.click:  # an action is taken once its trigger cost is paid (cr/rule_action_conditional_ability_trigger)
        _action_taken(game, side, card)
    ability.resolve(game, card)
    checkpoint(game)  # the abilities its effect triggered resolve before anything else is used
