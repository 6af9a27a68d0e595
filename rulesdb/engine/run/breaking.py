"""Breaking subroutines in the encounter's paid ability window (cr/step_encounter_paw): the Runner's
break abilities, asked as one decision "break <ice>".

Break abilities are icebreakers' (strength at least the ice's, boosts first), a bioroid's own
"Lose [click]: Break 1 subroutine on this ice" and other cards' (Always Be Running); each use pays
its credits and typed costs (cr/rule_break_subroutine). Who broke which subroutine is kept on the
encounter, so "this program fully breaks" and "if you used this program to break" can be asked.

Which break abilities the Runner may use now, and why one may not: break_abilities.py; which breakers the
question offers ("Corroder", or "Corroder: some subroutines" when only some can be paid for): break_offers.py.
"""

from __future__ import annotations

from math import ceil

from rulesdb.engine import cites
from rulesdb.engine.effects import boosts as lingering_boosts
from rulesdb.engine.effects.costs import Payment, able, pay, shortfall, trace_break_discount
from rulesdb.engine.effects.costtypes import label, payable, times
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.effects.using import used
from rulesdb.engine.run import break_again, break_offers, other_pumps
from rulesdb.engine.run.break_abilities import (
    breakers,
    forbidden_breakers,
    is_icebreaker,
    not_now,
    not_usable_now,
    usable_abilities,
    used_key,
)
from rulesdb.engine.run.break_prevention import not_prevented
from rulesdb.engine.state import subroutines
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.decisions import BREAK_KEYS
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import once_per_turn_known
from rulesdb.engine.state.objects import CardObj, Encounter
from rulesdb.engine.state.unseen_blank import guard
from rulesdb.engine.state.unseen_lasting import compared, may_have_forbidden

PLAN_KEYS = BREAK_KEYS


def offer_break(game: Game, enc: Encounter, done: tuple | None = None) -> None:
    """Ask "break <ice>": `no`, a breaker's name (boost to match, break every subroutine), "<breaker>: some
    subroutines" (then "break <ice> with <breaker>": which ones), or plans
    `{with: <breaker>, boost: <n> | match, subroutines: [1, 2], ability: <n>}`, one or a list, used in
    order; `ability` picks one of a card's several break abilities (default: the first that can be used). After
    "some subroutines", asked again while another break can be used (break_again; `done`: the break just used)."""
    ice = enc.ice
    if done is None:
        forbidden_breakers(game, ice)
    usable = [b for b in breakers(game, ice) if break_offers.can_reach(game, b, ice) and _may_break_some(game, enc, b)]
    if not usable:
        not_usable_now(game, ice)
        game.trace.add(f"The Runner has no icebreaker able to break {ice.title}'s subroutines.",
                       cites.ICEBREAKER)
        return
    later = [b for b in breakers(game, ice, now=False) if break_offers.can_reach(game, b, ice)]
    plans, some = break_offers.ask(game, enc, usable, later, done, lambda cards, spec, now=True: _plan(
        game, enc, cards, spec, now=now))
    if not plans:
        game.trace.add(f"The Runner does not break any {'more ' if done else ''}subroutine on {ice.title}.",
                       cites.SUBROUTINE)
        return
    _use_plans(game, enc, plans)
    just = (plans[0][0], plans[0][3])  # the breaker and break ability "some subroutines" used
    if some and break_again.worth_asking(game, enc, just, lambda card, spec: _plan(game, enc, [card], spec)):
        offer_break(game, enc, done=just)


def _use_plans(game: Game, enc: Encounter, plans: list) -> None:
    ice = enc.ice
    for breaker, boosts, targets, rule in plans:
        if enc.ended or game.over:
            return
        numbers = ", ".join(str(i + 1) for i in targets) or "none"
        used = f"{ice.title}'s own break ability" if breaker is ice else f"{breaker.title} on {ice.title}"
        game.trace.add(f"The Runner uses {used} (subroutines to break: {numbers}).",
                       *((cites.ICEBREAKER, cites.C_INTERFACE) if is_icebreaker(breaker) else (cites.C_BREAK,)))
        _use_breaker(game, enc, breaker, rule, boosts, targets)


def _named_breakers(game: Game, usable: list, written: str, counted: bool) -> list:
    """The breakers of `usable` a plan's `with` names: by title, or one copy by the label a choice between copies
    gives ("Corroder (2nd installed)", "Corroder hosted on Dhegdheer"). A title two usable copies hold, without
    `copy: n`, is refused naming the labels: the first copy is never taken for the one meant."""
    from rulesdb.engine.state.choice_labels import labels
    by_title = [b for b in usable if b.title.lower() == written.lower()]
    if len(by_title) > 1 and not counted:
        names = labels(game, by_title, "runner")
        raise ValueError(f"{written!r} names {len(by_title)} installed copies that can break it: write one of "
                         f"{', '.join(repr(n) for n in names)} (or copy: n)")
    if by_title:
        return by_title
    return [b for b, name in zip(usable, labels(game, usable, "runner")) if name.lower() == written.lower()]


def _plan(game: Game, enc: Encounter, usable: list, value, now: bool = True) -> tuple:
    spec = value if isinstance(value, dict) else {"with": value}
    unknown = set(spec) - set(PLAN_KEYS)
    if unknown:
        raise ValueError(f"unknown key {sorted(unknown)[0]!r} in a break plan "
                         f"(known: {', '.join(PLAN_KEYS)})")
    named = _named_breakers(game, usable, str(spec.get("with")), "copy" in spec)
    copy = spec.get("copy", 1)
    if not named:
        raise ValueError(f"{spec.get('with')!r} is not an icebreaker that can break {enc.ice.title}")
    if not isinstance(copy, int) or isinstance(copy, bool) or not 1 <= copy <= len(named):
        raise ValueError(f"copy must be a number from 1 to {len(named)} (copies of {spec.get('with')!r} installed)")
    breaker = named[copy - 1]
    rule = _ability(game, breaker, enc.ice, spec.get("ability"), now)
    boosts = _boosts(game, breaker, enc.ice, spec.get("boost", "match"))
    targets = _targets(game, enc, spec)
    per_use = None if rule.per_subroutine else rule.per_use
    uses = ceil(len(targets) / (per_use or len(targets))) if targets else 0
    if (rule.once_per_turn or rule.once_per_run or rule.once_per_encounter) and uses > 1:
        once = "turn" if rule.once_per_turn else "run" if rule.once_per_run else "encounter"
        raise ValueError(f"{breaker.title}'s break ability can be used once per {once}: "
                         f"it breaks at most {counted(rule.per_use, 'subroutine')}")
    _check_payable(game, enc, breaker, rule, boosts, uses, len(targets))
    forbidden = cannot_break_these(game, enc, breaker, targets)
    if forbidden:
        raise ValueError(f"{breaker.title} cannot break those subroutines of {enc.ice.title} ({forbidden})")
    if breaker.is_ice:  # an unseen "cannot use paid abilities printed on bioroid ice" (Hákarl 1.0)
        may_have_forbidden(game, "break", (enc.ice, breaker))
    guard(game, breaker, f"breaking {enc.ice.title}'s subroutines with {breaker.title}")  # Dr. Lovegood's choice
    pumped = boosts * lingering_boosts.pump_amount(game, breaker) + other_pumps.first_strength(boosts)
    if targets and is_icebreaker(breaker):  # a strength an unseen lasting effect may raise is refused (unseen_lasting)
        compared(game, breaker, enc.ice, pumped)
    short = game.ice_strength(enc.ice) - game.breaker_strength(breaker) - pumped
    if targets and short > 0 and is_icebreaker(breaker):
        raise ValueError(f"{breaker.title} would still be {short} strength short of "
                         f"{enc.ice.title}'s {game.ice_strength(enc.ice)}: it cannot break")
    return breaker, boosts, targets, rule


def _ability(game: Game, breaker: CardObj, ice: CardObj, number, now: bool = True) -> object:
    """The break ability a plan uses: the one numbered (1 = the first printed), else the first usable."""
    every = breaker.card.breaker.abilities()
    if number is None:
        usable = usable_abilities(game, breaker, ice, now)
        return usable[0] if usable else every[0]
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(every):
        raise ValueError(f"ability must be a number from 1 to {len(every)} ({breaker.title}'s break abilities)")
    rule = every[number - 1]
    if rule not in usable_abilities(game, breaker, ice, now):
        raise ValueError(f"{breaker.title}'s break ability {number} cannot be used on {ice.title} now")
    return rule


def break_cost(game: Game, breaker: CardObj, rule, subroutines: int = 1) -> int:
    """The credits one use of a break ability costs: per subroutine for "X[c]: Break X", less its discount."""
    cost = rule.break_cost * (subroutines if rule.per_subroutine else 1)
    cost = max(0, cost - (rule.discount(game, breaker) if rule.discount else 0))
    if game.has_subtype(breaker, "icebreaker"):  # "an additional cost to use an icebreaker ability to break" (Midway)
        cost += sum(r.value(game, obj, breaker) for obj, r in game.statics(BREAK_ADDITIONAL_CREDITS))
    return cost


BREAK_ADDITIONAL_CREDITS = "break-additional-credits"  # a Static: value(game, card, breaker) -> N[c] per use


def pump_cost(game: Game, breaker: CardObj) -> int:
    rule = breaker.card.breaker
    return max(0, (rule.pump_cost or 0) - (rule.pump_discount(game, breaker) if rule.pump_discount else 0))


def _check_payable(game: Game, enc: Encounter, breaker: CardObj, rule, boosts: int, uses: int,
                   subroutines: int) -> None:
    main, ice = breaker.card.breaker, enc.ice.title
    pump = boosts * pump_cost(game, breaker) + other_pumps.first_credits(boosts)
    each = break_cost(game, breaker, rule, subroutines) if rule.per_subroutine else break_cost(game, breaker, rule)
    total = pump + (each if rule.per_subroutine else uses * each)
    if main.boost_from and pump:
        only = Payment("runner", pump, "icebreaker", breaker.title, breaker, main.boost_from)
        if not able(game, only):
            raise ValueError(f"{breaker.title}'s strength ability can be paid only with credits "
                             f"from a {main.boost_from} card, and those hold less than {pump}[c]")
    pumped = times(main.pump_costs, boosts) if boosts else ()
    if pumped is None or (pumped and not payable(game, "runner", breaker, pumped)):
        raise ValueError(f"the Runner cannot pay {label(main.pump_costs, breaker)} {counted(boosts, 'time')} for "
                         f"{breaker.title}'s strength ability")
    payment = Payment("runner", total, "icebreaker", breaker.title, breaker)
    if not able(game, payment):
        raise ValueError(f"the Runner cannot pay the {total}[c] it takes to break {ice} with "
                         f"{breaker.title} ({shortfall(game, payment)})")
    if rule.break_from and not able(game, Payment("runner", total - pump, "icebreaker", breaker.title, breaker,
                                                  rule.break_from)):
        raise ValueError(f"{breaker.title}'s break ability can be paid only with credits from a {rule.break_from} "
                         f"card, and those hold less than {total - pump}[c]")
    extra = times(rule.costs, 1 if rule.per_subroutine else uses)
    if extra is None:
        raise ValueError(f"{breaker.title}'s break ability can be used only once ({label(rule.costs, breaker)})")
    if not payable(game, "runner", breaker, extra):
        raise ValueError(f"the Runner cannot pay {label(extra, breaker)} to break {ice} with "
                         f"{breaker.title}")


def _boosts(game: Game, breaker: CardObj, ice: CardObj, boost) -> int:
    rule = breaker.card.breaker
    if boost == "match":
        return _pumps_needed(game, breaker, ice)
    if isinstance(boost, bool) or not isinstance(boost, int) or boost < 0:
        raise ValueError(f"boost must be a number of uses or 'match', got {boost!r}")
    if boost and rule.pump_cost is None:
        raise ValueError(f"{breaker.title} has no strength ability")
    return boost


def _targets(game: Game, enc: Encounter, spec: dict) -> list[int]:
    subs = len(subroutines.of_encounter(game, enc))
    wanted = spec.get("subroutines", list(range(1, subs + 1)))
    if not isinstance(wanted, list) or not all(isinstance(n, int) and 1 <= n <= subs for n in wanted):
        raise ValueError(f"subroutines must be a list of numbers from 1 to {subs}")
    return [n - 1 for n in wanted if n - 1 not in enc.broken]


def _may_break_some(game: Game, enc: Encounter, breaker: CardObj) -> bool:
    """Whether a "cannot break" leaves `breaker` some unbroken subroutine of the encounter to break (Anvil: "the
    Runner cannot break this ice's printed subroutines"); if none, it is not offered, and the trace says why."""
    left = [i for i in range(len(subroutines.of_encounter(game, enc))) if i not in enc.broken]
    refusals = [cannot_break_these(game, enc, breaker, [i]) for i in left]
    if not left or not all(refusals):
        return True
    game.trace.add(f"{breaker.title} cannot break any subroutine of {enc.ice.title} ({refusals[0]}); \"cannot\" "
                   "beats \"can\".", cites.C_CANNOT, key=True)
    return False


def _pumps_needed(game: Game, breaker: CardObj, ice: CardObj) -> int:
    rule = breaker.card.breaker
    if not is_icebreaker(breaker):
        return 0
    short = game.ice_strength(ice) - compared(game, breaker, ice)
    if short <= 0:
        return 0
    pumps = other_pumps.cheapest(game, breaker, short, None if rule.pump_cost is None else pump_cost(game, breaker),
                                 lingering_boosts.pump_amount(game, breaker))
    return pumps if rule.pump_cost is not None or pumps.first is not None else 0


def _use_breaker(game: Game, enc: Encounter, breaker: CardObj, rule, boosts: int,
                 targets: list[int]) -> None:
    if not other_pumps.use_first(game, breaker, boosts):
        return
    for _ in range(boosts):
        if not _boost_once(game, enc, breaker):
            return
    ice = enc.ice
    if targets and is_icebreaker(breaker) and compared(game, breaker, ice) < game.ice_strength(ice):
        game.trace.add(f"{breaker.title} (strength {game.breaker_strength(breaker)}) is below "
                       f"{ice.title}'s strength: it cannot use its break ability.",
                       cites.ICEBREAKERS, key=True)
        return
    refused = not_now(game, breaker, rule, ice)  # checked as it is used: a later plan of a list (Poison Vial)
    if refused:
        game.trace.add(*refused, key=True)
        return
    per_use = (None if rule.per_subroutine else rule.per_use) or len(targets) or 1
    for start in range(0, len(targets), per_use):
        group = [i for i in targets[start:start + per_use] if i not in enc.broken]
        if enc.ended or game.over or not group or _refused(game, enc, breaker, group):
            return
        if not _pay_break(game, breaker, rule, len(group)):
            return
        _break(game, enc, breaker, group)
        subroutines.of_encounter(game, enc)
        if enc.fully_broken():
            fully_broken(game, enc)


def _boost_once(game: Game, enc: Encounter, breaker: CardObj) -> bool:
    rule = breaker.card.breaker
    payment = Payment("runner", pump_cost(game, breaker), "icebreaker", f"{breaker.title}'s strength", breaker,
                      rule.boost_from)
    if rule.pump_costs and not payable(game, "runner", breaker, rule.pump_costs):
        game.trace.add(f"The Runner cannot pay {label(rule.pump_costs, breaker)} for {breaker.title}'s strength "
                       "ability.", cites.COST)
        return False
    if not pay(game, payment, cites.PAID_ABILITIES):
        game.trace.add(f"The Runner cannot pay for {breaker.title}'s strength ability.", cites.COST)
        return False
    for cost in rule.pump_costs:
        cost.pay(game, "runner", breaker)
    used(game, breaker, "runner", "paid")
    if rule.pump_duration == "counter":  # Hyperbaric: a hosted power counter, whose +1 strength has no duration
        add_counters(game, breaker, "power", 1, f"{breaker.title}'s ability")
        checkpoint(game)
        return True
    amount = lingering_boosts.pump_amount(game, breaker)
    lingering_boosts.add(game, breaker, amount, rule.pump_duration)
    for_encounter = rule.pump_duration == "encounter"
    lasting = "this encounter" if for_encounter else "the rest of this run"
    duration = cites.BOOST_FOR_ENCOUNTER if for_encounter else cites.BOOST_FOR_RUN
    game.trace.add(f"{breaker.title} gets +{amount} strength for {lasting} (now "
                   f"{game.breaker_strength(breaker)}).", cites.PAID_ABILITIES, duration)
    checkpoint(game)
    return True


def _pay_break(game: Game, breaker: CardObj, rule, subroutines: int) -> bool:
    """One use of the break ability: its credits (from the pool or eligible sources), then its
    other costs; "once per turn" is recorded once it is used (cr/rule_paid_ability_used_condition)."""
    credits = break_cost(game, breaker, rule, subroutines)
    if rule.discount:
        trace_break_discount(game, breaker, rule.break_cost * (subroutines if rule.per_subroutine else 1), credits)
    if credits or not rule.costs:
        payment = Payment("runner", credits, "icebreaker", f"{breaker.title}'s break", breaker, rule.break_from)
        if not pay(game, payment, cites.PAID_ABILITIES):
            game.trace.add(f"The Runner cannot pay for {breaker.title}'s break ability.", cites.COST)
            return False
    if rule.costs and not payable(game, "runner", breaker, rule.costs):
        game.trace.add(f"The Runner cannot pay {label(rule.costs, breaker)} for {breaker.title}'s "
                       "break ability.", cites.COST)
        return False
    if rule.once_per_turn:  # an earlier use this turn is not known on a board that starts mid-turn
        once_per_turn_known(game, breaker)
    for cost in rule.costs:
        cost.pay(game, "runner", breaker)
    if rule.once_per_turn:
        breaker.used.add(used_key(breaker, rule))
    if rule.once_per_run and game.run is not None:
        game.run.used.add(f"{breaker.object_id} {used_key(breaker, rule)}")
    if rule.once_per_encounter and game.encounter is not None:
        game.encounter.record[f"{breaker.object_id} {used_key(breaker, rule)}"] = True
    used(game, breaker, "runner", "paid")
    return True


def _break(game: Game, enc: Encounter, breaker: CardObj, group: list[int]) -> None:
    group = not_prevented(game, enc, breaker, group)
    if not group:
        return
    ice = enc.ice
    enc.broken.update(group)
    for i in group:
        enc.broken_by[i] = breaker.object_id
        enc.broken_with[enc.keys[i]] = breaker  # by key: what broke each subroutine, as the list changes
    enc.record["broken"] = enc.record.get("broken", 0) + len(group)
    if game.run is not None:
        game.run.broke_on.setdefault(breaker.object_id, set()).add(ice.object_id)
    numbers = " and ".join(str(i + 1) for i in group)
    current = subroutines.of_encounter(game, enc)
    texts = "; ".join(f"\"{current[i].text}\"" for i in group)
    game.trace.add(f"{breaker.title} breaks subroutine{'s' if len(group) > 1 else ''} "
                   f"{numbers} of {ice.title}: {texts}",
                   *((cites.ICEBREAKERS, cites.BREAKER_SUBTYPE) if is_icebreaker(breaker) else ()), cites.C_BREAK)
    emit(game, Event("break", breaker, {"ice": ice, "encounter": enc, "count": len(group),
                                        "subroutines": [current[i] for i in group]}))  # printed or gained (Gold Farmer)
    checkpoint(game)


def break_subroutines(game: Game, enc: Encounter, card: CardObj, group: list[int]) -> None:
    """Another card's ability breaks these subroutines (positions in the current list): Gbahali."""
    if _refused(game, enc, card, group):
        return
    _break(game, enc, card, group)
    subroutines.of_encounter(game, enc)
    if enc.fully_broken():
        fully_broken(game, enc)


def fully_broken(game: Game, enc: Encounter, key: bool = True) -> None:
    """The encounter's ice is fully broken (event `fully-broken`); `key` False for ice with no subroutines, whose
    (zero) subroutines count as broken once its paid ability window is reached: a step that decides nothing itself,
    so never the verdict's deciding step."""
    enc.record["fully_broken"] = True
    game.trace.add(f"{enc.ice.title} is fully broken.", cites.SUBROUTINE, key=key)
    emit(game, Event("fully-broken", enc.ice, {"encounter": enc, "by": set(enc.broken_by.values())}))
    checkpoint(game)


def broke_alone(enc: Encounter, card: CardObj) -> bool:
    """Whether `card` broke every subroutine of the encounter's ice ("this program fully breaks")."""
    return enc.fully_broken() and set(enc.broken_by.values()) == {card.object_id}


def cannot_break_these(game: Game, enc: Encounter, breaker: CardObj, group: list[int]) -> str:
    """The text of a "cannot break" that forbids `breaker` breaking these subroutines (positions in
    the current list) now, given what was broken earlier in the encounter (Hammer), or ""."""
    return game.forbidden("break-subroutines", (enc, breaker, group)) if group else ""


def _refused(game: Game, enc: Encounter, breaker: CardObj, group: list[int]) -> bool:
    forbidden = cannot_break_these(game, enc, breaker, group)
    if forbidden:
        numbers = ", ".join(str(i + 1) for i in group)
        game.trace.add(f"{breaker.title} cannot break subroutine{'s' if len(group) > 1 else ''} {numbers} of "
                       f"{enc.ice.title} ({forbidden}); \"cannot\" beats \"can\".", cites.C_CANNOT, key=True)
    return bool(forbidden)
