"""Breach and access (cr/step_breach, cr/sec_steps_of_breaching_a_server): the breach replaced or
forbidden, and each card accessed.

A breach may be replaced ("instead of breaching") or forbidden ("cannot breach"); otherwise the
candidates are chosen one at a time (breach.py). Each accessed card goes through cr/step_card_accessed
to cr/step_access_complete: "when accessed" abilities, the mid-access window (the basic trash ability or
an "Access →" ability), stealing with its additional costs, then it is set aside; stealing 7 points
wins the game.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.run.breach import Breach, begin, choose_next, expected
from rulesdb.engine.run.replacing import card_named, replaced_or_forbidden
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.decisions import normalise_key
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import known
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.timing.steps import Jump
from rulesdb.errors import ScenarioError


def _determine(game: Game):
    run = game.run
    server = run.server
    if replaced_or_forbidden(game, server):
        run.record["to_access"] = 0
        game.access = None
        return "step_breach_complete"
    game.access = _begin(game, server, cites.ACCESSING, cites.C_BREACH, cites.C_CANDIDATES)
    run.record["to_access"] = expected(game, game.access)[0]
    if game.run.ended:
        return Jump("step_breach_complete", "access ended")
    return "step_card_accessed" if choose_next(game, game.access) else "step_breach_complete"


def _begin(game: Game, server: str, *refs: str, with_root: bool = True, by: str = "") -> Breach:
    """The breach begins: its conditions resolve, then the random access limit is set
    (cr/step_breaching_begins, cr/step_determine_candidates_limit); an ability may replace the
    accesses from HQ (Rip Deal: "hq-access-replacement")."""
    if game.run is not None:  # "if you breached that server during that run" (Info Bounty)
        game.run.used.add(f"breached {server}")
    emit(game, Event("breach", info={"server": server}))
    checkpoint(game)
    breach = begin(game, server, with_root=with_root, with_zone=not _hq_accesses_replaced(game, server))
    count, how = expected(game, breach)
    if not with_root:
        how = how.replace(", and the root", "")
    game.trace.add(f"{by + ': t' if by else 'T'}he Runner breaches {server} and will access {count} card(s){how}.",
                   *refs)
    return breach


def _hq_accesses_replaced(game: Game, server: str) -> bool:
    """"When you determine the number of cards in HQ you are allowed to access" (Rip Deal): an
    ability may replace those accesses; the root can still be accessed."""
    if server != "HQ":
        return False
    from rulesdb.engine.run.breach import access_limit
    return any(rule.value(game, obj, access_limit(game, server)) for obj, rule in
               list(game.statics("hq-access-replacement")))


def breach(game: Game, server: str, *, with_root: bool = True, by: str = "") -> None:
    """Breach a server outside the run's own cr/step_breach (an ability says "breach HQ"); during another
    breach it waits for that breach to end (cr/rule_consecutive_breaches)."""
    if game.access is not None:
        game.after_breach.append((server, with_root, by))
        game.trace.add(f"{by}: a breach is already in progress, so the breach of {server} takes place "
                       "when it ends.", cites.cr("rule_consecutive_breaches"), key=True)
        return
    ended = game.run is not None and game.run.ended  # "when the run ends, breach HQ" (Virtuoso)
    game.access = _begin(game, server, cites.C_BREACH, with_root=with_root, by=by)
    while not game.over and (ended or not (game.run and game.run.ended)) and choose_next(game, game.access):
        access_one(game)
        emit(game, Event("access-ends", game.access.current))
    game.access = None
    breaches_waiting(game)


def breaches_waiting(game: Game) -> None:
    """The breaches that waited for the one just ended, one after another."""
    while game.after_breach and not game.over:
        server, with_root, by = game.after_breach.pop(0)
        breach(game, server, with_root=with_root, by=by)


def access_card(game: Game, card: CardObj, server: str) -> None:
    """Access one card outside a breach's own choices ("choose 1 of the top 5 cards in R&D and access it")."""
    saved = game.access
    game.access = Breach(server, current=card)
    access_one(game)
    emit(game, Event("access-ends", card))
    game.access = saved


def access_one(game: Game) -> None:
    _access(game)
    for step in (_trash_it, _steal):
        if game.over or (game.run and game.run.ended):
            return
        step(game)


def _current(game: Game) -> CardObj:
    return game.access.current


def _access(game: Game):
    card = _current(game)
    if _prohibited(game, card) or _access_replaced(game, card) or not _paid_to_access(game, card):
        game.access.done = True  # chosen, so no longer a candidate, but not accessed
        return
    if game.run:
        game.run.record["accessed"].append(card.title)
    game.access.accessed.append(card)  # it stays visible to the Runner for the rest of the breach
    game.trace.add(f"The Runner accesses {card.title}.", cites.ACCESSING, cites.C_WHEN_ACCESSED)
    emit(game, Event("access", card))
    checkpoint(game)


def _prohibited(game: Game, card: CardObj) -> bool:
    """A card the Runner is prohibited from accessing is no longer a candidate (cr/rule_prohibiting_access)."""
    forbidden = game.forbidden("access", card)
    if forbidden:
        game.trace.add(f"The Runner cannot access {card.title} ({forbidden}): it is no longer a candidate.",
                       cites.cr("rule_prohibiting_access"), cites.cr("rule_prohibiting_access_to_1"), key=True)
    return bool(forbidden)


def _access_replaced(game: Game, card: CardObj) -> bool:
    """"Whenever you would access ..., you may instead ...": the card was chosen, so it stops being
    a candidate, but it is not accessed (cr/rule_candidates_already_accessed)."""
    for obj, rule in list(game.statics("access-replacement")):
        replacement = rule.value(game, obj, card)
        if replacement is None:
            continue
        source = obj.title if obj is not None else card_named(getattr(rule, "source", "") or rule.text.split(":")[0])
        if game.decider.ask(f"use {source}", ["yes", "no"], "Runner") == "no":
            continue
        game.trace.add(f"Instead of accessing {card.title}: {rule.text}. {card.title} was chosen, so it is no "
                       "longer a candidate.", cites.cr("rule_candidates_already_accessed"),
                       cites.cr("sec_replacement_effects"), key=True)
        replacement(game)
        return True
    return False


def _paid_to_access(game: Game, card: CardObj) -> bool:
    """An additional cost to access (Gagarin Deep Space): the Runner pays it or does not access the
    card, which was chosen all the same and is no longer a candidate (cr/rule_candidates_already_accessed)."""
    extra = game.modifier("access-cost", card)
    if not extra:
        return True
    payment = Payment("runner", extra, "access", f"accessing {card.title}", card)
    answer = game.decider.ask(f"pay {extra}[c] to access {card.title}", ["yes", "no"], "Runner") \
        if able(game, payment) else "no"
    if answer == "yes":
        return pay(game, payment, cites.C_ADDITIONAL_COST)
    game.trace.add(f"The Runner does not pay the additional {extra}[c] to access {card.title}, so they do not "
                   "access it; it was chosen, so it is no longer a candidate.",
                   cites.C_ADDITIONAL_COST, cites.cr("rule_candidates_already_accessed"), key=True)
    return False


def _trash_it(game: Game):
    """The mid-access window: the Runner may use one mid-access ability, the basic trash ability
    ("trash <card>: yes") or a card's "Access →" ability (cr/step_mid_access_ability)."""
    card = _current(game)
    if game.access.done or not _still_there(game, card):
        return
    basic = _basic_trash(game, card)
    mid = mid_access_abilities(game)
    if basic is None and not mid:
        return
    if any(o is card for o in game.corp.discard):
        game.trace.add(f"{card.title} is in Archives: the Runner cannot trash it.",
                       cites.cr("rule_trash_in_archives"))
        return
    forbidden = game.forbidden("trash", card) or game.forbidden("runner-trash", card)  # "The Runner cannot trash"
    if forbidden:
        game.trace.add(f"{card.title} cannot be trashed ({forbidden}).", cites.C_CANNOT, key=True)
        basic, mid = _unforbidden(game, card, basic, mid)
        if not mid:
            return
    must = not forbidden and (_must_trash(game, card) or game.access.must_trash == "any")  # "if able"
    must = must or (game.access.must_trash == "basic" and basic is not None)  # Neutralize All Threats
    named = labels(game, [obj for obj, _ in mid], "runner")  # two copies (two Imps) named by where each is
    options = (["yes"] if basic else []) + list(dict.fromkeys(named)) + ([] if must else ["no"])
    if must:
        game.trace.add(f"{card.title} must be trashed, if able: the Runner cannot decline.",
                       cites.cr("rule_access_installed_must_trash_if_able"), key=True)
    extra = trash_extra_costs(game, card) if basic else ()
    price = f"trash cost {basic.amount}[c]" + (f" and {label(extra, card)}" if extra else "") if basic else ""
    answer = game.decider.ask(f"trash {card.title}", options, "Runner", prices={"yes": price} if basic else None)
    if answer == "no":
        game.trace.add(f"The Runner does not trash {card.title}.", cites.TRASH_COST)
        return
    if answer == "yes":
        pay(game, basic, cites.TRASH_COST)
        extra = trash_extra_costs(game, card)
        if extra:
            game.trace.add(f"The Runner pays the additional cost to trash {card.title}: {label(extra, card)}.",
                           cites.C_ADDITIONAL_COST)
            pay_all(game, "runner", card, extra)
            if game.over:  # the cost flatlined the Runner: the game ended before the trash (cr/rule_game_end)
                return
        trash_accessed(game, "The Runner", cites.TRASH_COST, cites.cr("rule_basic_trash_ability"))
        return
    from rulesdb.engine.timing.paid import use_ability
    obj, ability = next(used for used, name in zip(mid, named) if name == answer)

    def refuse(message: str, rule: str | None = None):
        raise ScenarioError(f"{game.decider.source}: trash {card.title}: {message}")
    use_ability(game, "runner", obj, ability, refuse)


def _unforbidden(game: Game, card: CardObj, basic: Payment | None, mid: list) -> tuple:
    """Under "the Runner cannot trash" (Ansel 1.0), the mid-access abilities still open: "cannot" stops only the
    trash (cr/rule_cannot_precedence), so one that does something else (Cupellation's host) may be used
    (cr/rule_mid_access_ability_opportunity). Paying the basic trash ability, or another whose effect is that
    trash, would have no effect: CR 24.09's 1.2.2a and 1.2.5 forbade it, CR 25.04 removed both, and no current
    rule settles it, so a scenario that answers with one is refused saying so, and the engine does not offer them."""
    unsettled = (["yes"] if basic else []) + [obj.title for obj, ability in mid if ability.trashes_accessed]
    answer = game.decider.answers.get(normalise_key(f"trash {card.title}"))
    if answer is not None and str(answer.value).lower() in {u.lower() for u in unsettled}:
        raise ScenarioError(
            f"{game.decider.source}: trash {card.title}: {answer.value!r} would pay to trash a card the Runner "
            "cannot trash, for no effect; no rule of the current CR settles whether that may be done (CR 24.09's "
            "1.2.2a and 1.2.5 forbade it until CR 25.04 removed them; 1.2.2 keeps only that the card is not "
            "trashed), and the engine does not offer it")
    return None, [(obj, ability) for obj, ability in mid if not ability.trashes_accessed]


def trash_extra_costs(game: Game, card: CardObj) -> tuple:
    """"As an additional cost to trash this card, the Runner must ..." (Daniela Jorge Inácio), while active."""
    return tuple(c for obj, rule in game.statics("trash-additional-cost") for c in rule.value(game, obj, card))


def _must_trash(game: Game, card: CardObj) -> bool:
    """Mumbad Virtual Tour: accessed while installed, it must be trashed if able."""
    return game.is_installed(card) and any(rule.kind == "must-trash-when-accessed" for rule in card.card.statics)


def _basic_trash(game: Game, card: CardObj) -> Payment | None:
    """The payment of the basic trash ability, or None when the card has no trash cost or the
    Runner cannot pay it (cr/rule_basic_trash_ability)."""
    cost = card.card.facts.trash_cost
    if cost is None:
        return None
    cost = max(0, cost + game.modifier("trash-cost", card))  # Mahkota Langit Grid, Demolisher (cr/rule_modified_costs)
    payment = Payment("runner", cost, "trash", f"trashing {card.title}", card)
    extra = trash_extra_costs(game, card)
    if extra and not payable(game, "runner", card, extra):
        game.trace.add(f"The Runner cannot pay the additional cost to trash {card.title} ({label(extra, card)}).",
                       cites.C_ADDITIONAL_COST)
        return None
    if not able(game, payment):
        game.trace.add(f"The Runner cannot pay {card.title}'s trash cost of {cost}[c], so they cannot trash it.",
                       cites.TRASH_COST, cites.cr("rule_basic_trash_ability"), key=True)
        _unaffordable(game, card, "trash", f"{cost}[c]")
        return None
    return payment


RUN_EVENT_IN_PLAY = "run-event-in-play"  # a lasting effect: value() -> the run event in the play area (Eye for an Eye)


def mid_access_abilities(game: Game) -> list:
    """(card, ability) for each "Access →" ability the Runner can use on the card being accessed; a run event's own
    abilities work while it resolves in the play area (cr/rule_active_exception_catchall)."""
    found = []
    events = [rule.value(game, obj, None) for obj, rule in game.statics(RUN_EVENT_IN_PLAY)]
    for obj in game.in_play() + events:
        for ability in obj.card.abilities:
            resolving = any(o is obj for o in events)
            if not ability.access or obj.owner != "runner" or not (resolving or game.is_active(obj)):
                continue
            if (ability.once_per_turn and ability.text in obj.used) or game.forbidden("use", obj):
                continue
            if (ability.when is None or known(ability.when, game, obj)) \
                    and known(payable, game, "runner", obj, ability.costs):
                found.append((obj, ability))
    return found


def trash_accessed(game: Game, by: str, *refs: str) -> None:
    """The Runner trashes the card being accessed: it goes to Archives (cr/rule_access_trash)."""
    card = _current(game)
    installed = any(o is card for o in game.installed())
    from rulesdb.engine.effects.trashing import persist, trashed_into_rd
    into_rd = trashed_into_rd(game, card, installed)
    persist(game, card)
    pile = "hq" if any(o is card for o in game.corp.hand) else "rd" if any(o is card for o in game.corp.deck) else \
        _set_aside_from(game, card)
    card.left_server = game.server_of(card) if game.is_installed(card) else None
    _take_from_corp(game, card)
    trashed = game.change_zone(card, "rd" if into_rd else "archives")
    if into_rd:  # still trashed (Marilyn Campaign)
        game.corp.deck.append(trashed)
        game.rng.shuffle(game.corp.deck)
    else:
        trashed.faceup = True  # the Runner was looking at it (cr/rule_archives_faceup_facedown)
        game.corp.discard.append(trashed)
    if game.run:
        game.run.record["trashed"].append(card.title)
    game.log["trashed"].append(card.title)
    game.access.done = True
    where = "is shuffled into R&D instead of Archives (it is still trashed)" if into_rd else "goes to Archives"
    game.trace.add(f"{by} trashes {card.title}; it {where}.", *refs, cites.C_TRASH_ACCESSED)
    emit(game, Event("trashed", card, {"by": "runner", "installed": installed}))
    if pile:
        from rulesdb.engine.effects.pile_trash import pile_trashed
        pile_trashed(game, pile, [card], "runner")
    checkpoint(game)


def steal_ignoring_costs(game: Game, by: str) -> None:
    """"Steal it, ignoring all costs" (Whistleblower): the agenda being accessed is stolen now, without its steal
    costs (cr/rule_ignore_all_costs), and the access is over."""
    game.trace.add(f"{by}: the Runner steals {_current(game).title}, ignoring all costs.",
                   cites.cr("rule_ignore_all_costs"), key=True)
    _steal(game, ignore_costs=True)


def host_accessed(game: Game, host: CardObj, by: str, *refs: str) -> None:
    """Host the card being accessed faceup on `host` (Cupellation): it leaves its zone (an installed card becomes
    uninstalled), is not installed there, and its access ends (cr/sec_host)."""
    from rulesdb.engine.state.objects import NOT_INSTALLED
    card = _current(game)
    card.left_server = game.server_of(card) if game.is_installed(card) else None
    _take_from_corp(game, card)
    hosted = game.change_zone(card, NOT_INSTALLED)
    hosted.faceup, hosted.host = True, host
    host.hosted.append(hosted)
    game.access.done = True
    game.trace.add(f"{by}: {card.title} is hosted faceup on {host.title}; it is not installed.", *refs,
                   cites.C_HOST, key=True)
    checkpoint(game)


ENTERS_RUNNER_SCORE = "enters-runner-score-area"  # value(game, agenda, origin server): how it is added there


def _steal(game: Game, ignore_costs: bool = False):
    card = _current(game)
    if game.access.done or card.card.facts.type != "agenda" or not _still_there(game, card):
        return
    forbidden = game.forbidden("steal", card)
    if forbidden:
        game.trace.add(f"The Runner cannot steal {card.title} ({forbidden}).", cites.C_CANNOT,
                       key=True)
        return
    if not ignore_costs and not _pay_steal_costs(game, card):
        return
    from rulesdb.engine.state.thisserver import this_server
    origin = this_server(game, card)  # the server it is stolen from: its root, or a central server's zone
    _take_from_corp(game, card)
    stolen = game.change_zone(card, "score area")
    game.runner.score.append(stolen)
    for rule in [r for r in stolen.card.statics if r.kind == ENTERS_RUNNER_SCORE]:  # Project Vacheron's replacement
        rule.value(game, stolen, origin.name if origin else None)
    if game.run:
        game.run.record["stolen"].append(card.title)
    game.access.done = True
    points = game.agenda_points("runner")
    points = f"{points} agenda point{'' if points == 1 else 's'}"
    game.trace.add(f"{card.title} is an agenda: the Runner steals it and now has {points}.",
                   cites.STEAL, cites.C_STEAL, key=True)
    emit(game, Event("stolen", stolen, {"server": origin.name if origin else None}))
    from rulesdb.engine.effects.trashing import current_ends
    current_ends(game, "corp", "The Runner stole an agenda")
    from rulesdb.engine.effects.winning import agenda_win
    if agenda_win(game, "runner", cites.SCORE_SEVEN, cites.WINNING):
        return
    checkpoint(game)


def _unaffordable(game: Game, card: CardObj, to: str, cost: str) -> None:
    """Record on the run that the Runner could not pay to steal or trash `card` (the verdict says so)."""
    if game.run is not None:
        game.run.record["unaffordable"].append({"card": card.title, "to": to, "cost": cost})


def _pay_steal_costs(game: Game, card: CardObj) -> bool:
    from rulesdb.engine.effects.costtypes import label, pay_all
    costs = card.card.steal_costs + tuple(c for obj, rule in game.statics("steal-cost")
                                          for c in (rule.value(game, obj, card) or ()))
    if not costs:
        return True
    text = label(costs, card)
    if not payable(game, "runner", card, costs):
        game.trace.add(f"The Runner cannot pay the additional cost to steal {card.title} ({text}), "
                       "so they do not steal it.", cites.C_ADDITIONAL_COST, cites.C_DECLINE_STEAL,
                       key=True)
        _unaffordable(game, card, "steal", text)
        return False
    if game.decider.ask(f"steal {card.title}", ["yes", "no"], "Runner", general=("steal",),
                        prices={"yes": text}) == "no":
        game.trace.add(f"The Runner declines to pay {text} and does not steal {card.title}.",
                       cites.C_DECLINE_STEAL, key=True)
        return False
    game.trace.add(f"The Runner pays the additional cost to steal {card.title}: {text}.",
                   cites.C_ADDITIONAL_COST)
    pay_all(game, "runner", card, costs)
    return not game.over  # paying flatlined the Runner: the game ended before the agenda is stolen (cr/rule_game_end)


def _set_aside(game: Game):
    if not game.access.done and _still_there(game, _current(game)):
        game.trace.add(f"{_current(game).title} is set aside.", cites.ACCESSING)
    emit(game, Event("access-ends", _current(game)))
    checkpoint(game)
    if game.run.ended:
        return "step_breach_complete"
    more = choose_next(game, game.access)  # cr/step_repeat_candidate_selection
    return "step_card_accessed" if more else "step_breach_complete"


def _return(game: Game):
    if game.access is not None:
        game.trace.add("The accessed cards set aside return to where they were, as they were.",
                       cites.ACCESSING)
    game.access = None
    breaches_waiting(game)
    return "step_success_complete"


def _set_aside_from(game: Game, card: CardObj) -> str:
    """The pile a set-aside card came from ("hq", "rd"): leaving the set-aside zone, it is treated as leaving
    that pile (cr/rule_set_aside_zone_passthrough)."""
    if not any(o is card for o in game.set_aside):
        return ""
    return {"HQ": "hq", "R&D": "rd"}.get(card.left_server or "", "")


def _still_there(game: Game, card: CardObj) -> bool:
    corp = game.corp
    piles = (corp.hand, corp.deck, corp.discard, game.set_aside, *(s.root for s in game.servers.values()))
    return any(o is card for pile in piles for o in pile)


def _take_from_corp(game: Game, card: CardObj) -> None:
    corp = game.corp
    for pile in (corp.hand, corp.deck, corp.discard, game.set_aside, *(s.root for s in game.servers.values())):
        if any(o is card for o in pile):
            pile.remove(card)
            return


def _in_run(step):
    """An access step that stops when the run has ended mid-access (cr/rule_end_run_ends_access)."""
    def handler(game: Game):
        if game.run.ended:
            return Jump("step_breach_complete", "access ended")
        move = step(game)
        return Jump("step_breach_complete", "access ended") if game.run.ended else move
    return handler


HANDLERS = {"step_breach": _determine, "step_card_accessed": _in_run(_access),
            "step_mid_access_ability": _in_run(_trash_it), "step_access_agenda": _in_run(_steal),
            "step_access_complete": _in_run(_set_aside), "step_breach_complete": _return}
