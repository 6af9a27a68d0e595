"""The effects card abilities and steps share: end the run, bypass, trash, swap, tags, traces.

Each effect changes the state, records one trace step citing what allows it, and reports the
events other abilities may be waiting for. "Cannot" is checked here, so no card can forget it.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def prohibited(game: Game, action: str, subject: CardObj) -> str:
    """The text of an active "cannot" that forbids `action` on `subject`, or "" (CR 1.2.2)."""
    for obj in game.in_play():
        if not game.is_active(obj):
            continue
        for rule in obj.card.prohibitions:
            if rule.action == action and rule.applies(game, obj, subject):
                return f"{obj.title}: \"{rule.text}\""
    return game.forbidden(action, subject)


def end_encounter(game: Game, how: str) -> None:
    """The current encounter ends (bypassed, run ended, ice gone or passed normally)."""
    enc = game.encounter
    if enc is None or enc.ended:
        return
    enc.ended, enc.how = True, how
    enc.record["result"] = how
    emit(game, Event("encounter-ended", enc.ice, {"encounter": enc}))


CORP_WOULD_END_THE_RUN = "corp-would-end-the-run"  # a lasting effect: True prevents the run from ending


def end_the_run(game: Game, by: str, side: str = "corp", source: CardObj | None = None) -> None:
    """"End the run": the run ends (unsuccessfully), and so does any encounter in it. `side` is the player whose
    effect ends it ("runner" for a Runner card's own ability), for "the first time the Corp would end that run";
    `source` the card whose ability ends it (a resolving subroutine's ice when not named), for interrupts such
    as Lucky Charm's."""
    run = game.run
    if run is None or run.ended:
        return
    enc = game.encounter
    if enc is not None and not enc.ended and enc.resolving is not None:
        forbidden = game.forbidden("end-the-run-by-subroutine", enc.ice)
        if forbidden:  # Banner: "subroutines on the barrier you are encountering cannot end the run"
            game.trace.add(f"{by} would end the run, but {forbidden}; \"cannot\" beats \"can\": the run goes on.",
                           cites.C_CANNOT, key=True)
            return
        source = source or enc.ice
    if side == "corp" and any(rule.value(game, obj, by) for obj, rule in list(game.statics(CORP_WOULD_END_THE_RUN))):
        return  # Shred: prevented, unless the Corp paid (cr/rule_prevent_relevant)
    if _end_of_run_prevented(game, by, source):
        return
    run.ended = True
    run.record["ended_by"] = by
    game.trace.add(f"{by} ends the run; the encounter, if any, ends too.", cites.RUN,
                   cites.C_END_RUN, key=True)
    end_encounter(game, "run ended")


def _end_of_run_prevented(game: Game, by: str, source: CardObj | None) -> bool:
    """The run's end is imminent: an [interrupt] may prevent it (cr/sec_interrupts_replacements); the window
    opens only when an active card has such an interrupt."""
    if not any(r.event == "end-the-run" for o in game.in_play() for r in o.card.interrupts):
        return False
    from rulesdb.engine.effects.interrupts import Imminent, window
    if window(game, Imminent("end-the-run", 1, source=by, target=source)).remaining:
        return False
    game.trace.add(f"{by} would end the run, but that is prevented: the run goes on.", cites.C_PREVENT, key=True)
    return True


def rehost(game: Game, card: CardObj, host: CardObj, by: str, *refs: str) -> None:
    """Host an installed card on another installed card ("host this hardware on ..."): it stays
    installed, so it is the same object (cr/sec_host)."""
    if card.host is not None:
        card.host.hosted = [o for o in card.host.hosted if o is not card]
    else:
        game.runner.play = [o for o in game.runner.play if o is not card]
        for server in game.servers.values():
            server.root = [o for o in server.root if o is not card]
    card.host = host
    host.hosted.append(card)
    game.trace.add(f"{by}: {card.title} is now hosted on {host.title}; it stays installed, so it is the same "
                   "object.", cites.C_HOST, *refs, key=True)


def to_grip(game: Game, obj: CardObj, by: str) -> CardObj:
    """Add an installed Runner card to the grip: a new object there. What it hosted stays behind and
    is trashed at the next checkpoint (cr/step_checkpoint_hosted_on_installed_cards)."""
    _remove(game, obj)
    new = game.change_zone(obj, "grip")
    game.runner.hand.append(new)
    game.orphans += obj.hosted
    game.trace.add(f"{by}: {obj.title} is added to the grip; it is a new object there.", cites.NEW_OBJECT)
    return new


def to_stack(game: Game, obj: CardObj, by: str, *refs: str, bottom: bool = False) -> CardObj:
    """Add an installed Runner card, hosted or not, to the top of the stack (Sherlock 1.0, Test Run) or its bottom
    (Compile, Will-o'-the-Wisp): a new object there; what it hosted is trashed at the next checkpoint
    (cr/step_checkpoint_hosted_on_installed_cards)."""
    _remove(game, obj)
    new = game.change_zone(obj, "stack")
    game.runner.deck.insert(len(game.runner.deck) if bottom else 0, new)
    game.orphans += obj.hosted
    game.trace.add(f"{by}: {obj.title} is added to the {'bottom' if bottom else 'top'} of the stack; it is a new "
                   "object there.", cites.NEW_OBJECT, *refs, key=True)
    return new


def to_hq(game: Game, obj: CardObj, by: str) -> CardObj:
    """Add an installed Corp card to HQ (Hermes, Reprise): a new object there, unrezzed; what it
    hosted is trashed at the next checkpoint (cr/step_checkpoint_hosted_on_installed_cards)."""
    _remove(game, obj)
    new = game.change_zone(obj, "hq")
    game.corp.hand.append(new)
    game.orphans += obj.hosted
    game.trace.add(f"{by}: {obj.title} is added to HQ; it is a new object there.", cites.NEW_OBJECT, key=True)
    _uninstalled_while_encountered(game, obj)
    return new


def trash_orphans(game: Game) -> None:
    """The checkpoint step trashing what was hosted on a card that was uninstalled; repeated until
    nothing more is trashed (cr/step_checkpoint_hosted_on_installed_cards)."""
    while game.orphans:
        card = game.orphans.pop(0)
        game.trace.add(f"{card.title} was hosted on {card.host.title if card.host else 'a card'}, which was "
                       "uninstalled: it is trashed.", cites.cr("step_checkpoint_hosted_on_installed_cards"),
                       cites.cr("rule_trash_hosted_objects_when_host_trashed"), key=True)
        game.orphans += card.hosted
        trash(game, card, "The checkpoint", preventable=False)


def may_jack_out(game: Game, by: str) -> bool:
    """"The Runner may jack out" (decision "jack out at <card>"): on yes the run ends, and so does any
    encounter in it; the Run Ends Phase follows (cr/rule_jacking_out)."""
    run = game.run
    if run is None or run.ended or run.reached_success or cannot_jack_out(game):
        return False
    if game.decider.ask(f"jack out at {by}", ["yes", "no"], "Runner", general=("jack out",)) == "no":
        game.trace.add(f"{by}: the Runner may jack out, and does not.", cites.JACK_OUT)
        return False
    if jack_out_prevented(game):
        return False
    pay_jack_out_costs(game)
    jack_out(game, by)
    return True


PREVENT_JACK_OUT = "prevent-jack-out"  # a Static: value(game, card, None) -> an effect(game, card) that prevents it


def jack_out_prevented(game: Game) -> bool:
    """As the Runner would jack out, each Corp card able to prevent it is offered ("use <card>": Labyrinthine
    Servers); one used prevents it (cr/sec_prevent_avoid)."""
    for obj, rule in list(game.statics(PREVENT_JACK_OUT)):
        prevent = rule.value(game, obj, None)
        if prevent is not None and game.decider.ask(f"use {obj.title}", ["yes", "no"], "Corp") == "yes":
            prevent(game, obj)
            game.trace.add(f"{obj.title}: the Runner is prevented from jacking out.", cites.C_PREVENT, cites.JACK_OUT,
                           key=True)
            return True
    return False


JACK_OUT_COSTS = "jack-out-costs"  # a Static: value(game, card, None) -> typed costs added to jacking out


def jack_out_costs(game: Game) -> list:
    """(card, its typed costs) for each additional cost to jack out now (Port Anson Grid: decision "<card> cost")."""
    found = [(obj, tuple(rule.value(game, obj, None))) for obj, rule in game.statics(JACK_OUT_COSTS)]
    return [(obj, costs) for obj, costs in found if costs]


def pay_jack_out_costs(game: Game) -> None:
    from rulesdb.engine.effects.costtypes import label, pay_all
    for obj, costs in jack_out_costs(game):
        game.trace.add(f"The Runner pays {obj.title}'s additional cost to jack out: {label(costs, obj)}.",
                       cites.ADDITIONAL_COST, cites.JACK_OUT)
        pay_all(game, "runner", obj, costs)


def cannot_jack_out(game: Game) -> bool:
    """A lasting "the Runner cannot jack out" (Whirlpool, kind "cannot-jack-out"), or an additional cost to jack out the
    Runner cannot pay (Port Anson Grid): the choice to jack out is not offered; "cannot" beats "may"
    (cr/rule_cannot_precedence)."""
    from rulesdb.engine.effects.costtypes import label, payable
    forbidden = game.forbidden("jack-out")
    if forbidden:
        game.trace.add(f"The Runner cannot jack out ({forbidden}).", cites.C_CANNOT, cites.JACK_OUT)
        return True
    unpaid = [(obj, costs) for obj, costs in jack_out_costs(game) if not payable(game, "runner", obj, costs)]
    for obj, costs in unpaid:
        game.trace.add(f"The Runner cannot pay {obj.title}'s additional cost to jack out ({label(costs, obj)}).",
                       cites.ADDITIONAL_COST, cites.JACK_OUT)
    return bool(unpaid)


def jack_out(game: Game, by: str) -> None:
    """"Jack out": the run ends, and so does any encounter in it (cr/rule_jacking_out)."""
    run = game.run
    run.ended, run.record["ended_by"] = True, "the Runner jacking out"
    game.trace.add(f"{by}: the Runner jacks out.", cites.JACK_OUT, cites.cr("rule_jacking_out"), key=True)
    end_encounter(game, "jacked out")


def bypass(game: Game, ice: CardObj, by: str) -> bool:
    """Bypass the encountered ice: it is passed at once and no subroutine on it is broken."""
    forbidden = prohibited(game, "bypass", ice)
    if forbidden:
        game.trace.add(f"{ice.title} cannot be bypassed ({forbidden}); \"cannot\" beats \"can\".",
                       cites.C_CANNOT, key=True)
        return False
    enc = game.encounter
    enc.record["bypassed_by"] = by
    game.trace.add(f"{by} bypasses {ice.title}: the encounter ends at once, no subroutine on it "
                   f"is broken, and the Runner passes it.", cites.BYPASS, cites.C_BYPASS, key=True)
    end_encounter(game, "bypassed")
    emit(game, Event("bypassed", ice, {"by": by}))  # "whenever you bypass a piece of ice" (Capybara)
    return True


TRASHED_INTO_RD = "trashed-into-rd"  # a card's own replacement: value(game, card, card) -> whether it is used


def trashed_into_rd(game: Game, obj: CardObj, installed: bool) -> bool:
    """Whether an installed, active card about to be trashed goes into R&D instead of Archives by its own replacement
    effect (Marilyn Campaign: "you may shuffle it into R&D instead"); it is still trashed."""
    return installed and game.is_active(obj) and any(
        rule.kind == TRASHED_INTO_RD and rule.value(game, obj, obj) for rule in obj.card.statics)


def trash(game: Game, obj: CardObj, by: str, *refs: str, preventable: bool = True,
          who: str = "", report: bool = True) -> CardObj | None:
    """Trash `obj` to its owner's discard pile; it becomes a new object there (CR 1.12.1).

    A "cannot be trashed" stops it; otherwise an interrupt window may prevent it (not for a
    cost). Cards hosted on it are trashed with it. `who` is the player carrying out the trash
    ("corp", "runner", or "" for the game rules), which "whenever the Runner trashes" abilities
    look at (cr/rule_trigger_condition_effect_by_player); `report=False` leaves the "trashed" event
    to the caller (trash_together). Returns the new object, or None.
    """
    forbidden = game.forbidden("trash", obj) or (who == "runner" and game.forbidden("runner-trash", obj))
    if forbidden:
        game.trace.add(f"{obj.title} cannot be trashed ({forbidden}); \"cannot\" beats \"can\".",
                       cites.C_CANNOT, key=True)
        return None
    if preventable:
        from rulesdb.engine.effects.interrupts import Imminent, window
        imminent = window(game, Imminent("trash", 1, source=by, target=obj))
        if not imminent.remaining:
            game.trace.add(f"Trashing {obj.title} is prevented.", cites.C_PREVENT, key=True)
            return None
    installed = any(o is obj for o in game.installed())
    if installed and any(rule.kind == "trashed-facedown" for rule in obj.card.statics):
        obj.facedown = True  # Harbinger: still considered trashed (cr/sec_facedown_runner_cards)
        game.log["trashed"].append(obj.title)
        game.trace.add(f"{by} trashes {obj.title}; instead of going to the heap it is turned facedown "
                       "(it is still considered trashed).", cites.TRASH, cites.C_INTERRUPT, *refs, key=True)
        if report:
            emit(game, Event("trashed", obj, {"by": who, "installed": True}))
        return obj
    from rulesdb.engine.state.visibility import trashed_faceup
    faceup = obj.owner == "runner" or trashed_faceup(game, obj)  # cr/rule_archives_faceup_facedown
    into_rd = trashed_into_rd(game, obj, installed)
    if installed:
        persist(game, obj)
    from_grip = obj.owner == "runner" and any(o is obj for o in game.runner.hand)
    _remove(game, obj)
    new = game.change_zone(obj, "rd" if into_rd else "archives" if obj.owner == "corp" else "heap")
    if into_rd:
        game.corp.deck.append(new)
        game.rng.shuffle(game.corp.deck)
    else:
        new.faceup = faceup
        game.player(obj.owner).discard.append(new)
    game.log["trashed"].append(obj.title)
    pile = "R&D, shuffled into it instead of added to Archives (it is still trashed)," if into_rd else _pile(obj)
    game.trace.add(f"{by} trashes {obj.title}; in {'' if into_rd else 'the '}{pile} it is a new object.",
                   cites.TRASH, cites.NEW_OBJECT, *refs, key=True)
    emit(game, Event("card-trashed", obj, {"by": by, "new": new}))  # only a trash that happened
    if from_grip:
        from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
        grip_or_stack_trashed(game, [new], "grip")
    for hosted in list(obj.hosted):
        game.trace.add(f"{hosted.title} was hosted on {obj.title}, which left play: it is trashed.",
                       cites.C_HOSTED_TRASHED)
        hosted.host = None
        trash(game, hosted, f"The loss of its host, {obj.title},", preventable=False)
    obj.hosted.clear()
    if report:
        emit(game, Event("trashed", obj, {"by": who, "installed": installed}))
    _uninstalled_while_encountered(game, obj)
    return new


def _uninstalled_while_encountered(game: Game, obj: CardObj) -> None:
    enc = game.encounter
    if enc is not None and enc.ice is obj and not enc.ended:
        game.trace.add(f"{obj.title} was uninstalled while encountered: the encounter ends and the run "
                       "continues to the Movement Phase.", cites.cr("rule_ice_change_encounter_uninstall_derez"))
        end_encounter(game, "ice uninstalled")


def trash_as_cost(game: Game, obj: CardObj, by: str, who: str) -> CardObj | None:
    """Trash `obj` to pay the nested cost of "you may trash ... to ..." or "... If you do," (cr/rule_nested_cost_may):
    paying a cost cannot be cancelled by an interrupt (cr/rule_cost_no_interrupt), so nothing may prevent it; a
    "cannot be trashed" still forbids paying it. Returns the new object, or None when it was not paid."""
    return trash(game, obj, by, cites.cr("rule_nested_cost_may"), cites.cr("rule_cost_no_interrupt"),
                 preventable=False, who=who)


def trash_together(game: Game, cards: list[CardObj], by: str, *refs: str, who: str = "",
                   preventable: bool = True) -> None:
    """Trash several cards at once (cr/rule_act_on_multiple_cards): all are moved first, then each
    trash is reported with the others, so an ability of a card trashed with them still sees every
    one (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    installed = [c for c in cards if any(o is c for o in game.installed())]
    gone = tuple(c for c in cards
                 if trash(game, c, by, *refs, who=who, report=False, preventable=preventable) is not None)
    for card in gone:
        emit(game, Event("trashed", card, {"by": who, "installed": card in installed, "together": gone}))


def persist(game: Game, obj: CardObj) -> None:
    """A card with persistent abilities trashed during a run keeps them for the rest of the run
    (cr/subsec_persistent), remembering the server it was in."""
    if obj.card.persistent and game.run is not None and not game.run.ended:
        server = game.server_of(obj)
        game.run.persisting[obj.object_id] = (obj, server)
        game.trace.add(f"{obj.title}'s persistent ability still applies for the remainder of this run.",
                       cites.cr("subsec_persistent"))


def swap_ice(game: Game, first: CardObj, second: CardObj, by: str) -> None:
    """Swap two installed pieces of ice; both stay the same objects (CR 1.12.4)."""
    (s1, _, i1), (s2, _, i2) = game.locate(first), game.locate(second)
    s1.ice[i1], s2.ice[i2] = second, first
    game.trace.add(f"{by}: {first.title} and {second.title} swap places ({first.title} now "
                   f"protects {s2.name}, {second.title} protects {s1.name}); both stay in the play "
                   f"area, so each is still the same object.", cites.SWAP, cites.SAME_OBJECT, key=True)


def give_tags(game: Game, n: int, by: str, avoidable: bool = True) -> int:
    """Give the Runner n tags, after an interrupt window that may avoid some (none when the tags
    "cannot be avoided", cr/rule_cannot_be_prevented_restriction); returns tags taken."""
    from rulesdb.engine.effects.interrupts import Imminent, window
    if avoidable:
        n = window(game, Imminent("tags", n, source=by)).remaining
    game.runner.tags += n
    game.trace.add(f"{by} gives the Runner {n} tag{'s' if n != 1 else ''} "
                   f"(now {game.runner.tags}).", cites.TAG, cites.C_TAG)
    if n:
        emit(game, Event("tags-taken", info={"amount": n}))
    return n


def tags_removed(game: Game, n: int, by: str = "runner") -> None:
    """After n of the Runner's tags were removed (any way: an action, a cost, an effect), `by` the player who
    removed them: "whenever a tag is removed" abilities meet their condition (Synapse Global, Amanuensis)."""
    if n:
        emit(game, Event("tags-removed", info={"amount": n, "by": by}))


def add_counters(game: Game, obj: CardObj, kind: str, n: int, by: str) -> None:
    """Place n counters of a kind on a card (advancement, agenda, power, virus, credit...)."""
    obj.counters[kind] = obj.counters.get(kind, 0) + n
    game.trace.add(f"{by} places {n} {kind} counter(s) on {obj.title} (now "
                   f"{obj.counters[kind]}).", cites.C_COUNTERS)
    if kind == "advancement":
        _advanced_out_of_turn(game, obj, n)
    emit(game, Event("counters-placed", obj, {"kind": kind, "amount": n}))


def _advanced_out_of_turn(game: Game, obj: CardObj, n: int) -> None:
    """An installed agenda brought to its advancement requirement in the Runner's turn (Akhet's subroutine) cannot be
    scored then: the Corp scores only in paid ability windows of its own turn (cr/rule_score_steal). Said, since a
    judge is asked whether it can."""
    from rulesdb.engine.effects.scoring import requirement
    if obj.card.facts.type != "agenda" or game.turn.active == "corp" or not game.is_installed(obj):
        return
    needed = requirement(game, obj)
    if obj.counters["advancement"] >= needed > obj.counters["advancement"] - n:
        game.trace.add(f"{obj.title} now meets its advancement requirement ({needed}), but it is the Runner's turn: "
                       "the Corp can score it only in a paid ability window of its own turn.", cites.C_SCORE)


def lasting(game: Game, kind: str, value, text: str, until: str, by: str) -> None:
    """Create a lasting effect ("cannot draw cards this turn") that ends with its duration: the turn,
    run or encounter, or "next turn" (until the active player's next turn begins)."""
    from rulesdb.engine.state.events import Lasting, UntilNextTurn, UntilNextTurnEnds
    if until.endswith("next turn end"):  # "until your next turn ends": "<side> next turn end"
        side = until.split()[0]
        token = UntilNextTurnEnds(game, game.turn.number + (1 if game.turn.active != side else 2))
        until = f"end of the {game.player(side).name}'s next turn"
    elif until == "next turn":
        token = UntilNextTurn(game, game.turn.active, game.turn.number)
        until = f"beginning of the {game.active.name}'s next turn"
    elif until.endswith(" next turn"):  # "until the beginning of the Corp's next turn": "corp next turn"
        side = until.split()[0]
        token = UntilNextTurn(game, side, game.turn.number)
        until = f"beginning of the {game.player(side).name}'s next turn"
    else:
        token = {"turn": game.turn, "run": game.run, "encounter": game.encounter}[until]
    game.effects.append(Lasting(kind, value if callable(value) else (lambda g, c, s: value),
                                text, until, token, by))
    said = text.removeprefix(f"{by}: ")  # a text naming its card for the refusals it gives, named once here
    game.trace.add(f"{by}: \"{said}\" lasts until the end of the {until}." if not until.startswith("beginning")
                   else f"{by}: \"{said}\" lasts until the {until}.", cites.C_LASTING)


def psi(game: Game, by: str) -> bool:
    """A psi game: both players secretly bid 0-2[c], reveal, and pay; True if the bids differ."""
    from rulesdb.engine.effects.costs import Payment, pay, sources
    bids = {}
    for side in ("corp", "runner"):
        player = game.player(side)
        # a bid is limited to the credits the player could spend on it (pool and cards), CR rule_bid_possible
        most = min(2, sum(s.available for s in sources(game, Payment(side, 0, "psi", f"{by}'s psi game"))))

        def check(value, most=most):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
                raise ValueError(f"{value!r} must be a bid from 0 to {most}")
            return value
        bids[side] = game.decider.ask(f"{player.name} psi bid {by}", [f"0..{most}"], player.name,
                                      general=("psi bid",), check=check)
    for side, bid in bids.items():
        if bid:
            pay(game, Payment(side, bid, "psi", f"{by}'s psi game"), cites.C_PSI)
    differ = bids["corp"] != bids["runner"]
    game.trace.add(f"{by}'s psi game: the Corp bid {bids['corp']}[c], the Runner "
                   f"{bids['runner']}[c]; the bids {'differ' if differ else 'are equal'}.",
                   cites.C_PSI, cites.C_BID_POSSIBLE, key=True)
    emit(game, Event("psi-revealed", info={"bids": bids, "by": by}))  # "whenever you and the Runner reveal" (Nisei)
    return differ


def lose_clicks(game: Game, side: str, n: int, by: str) -> None:
    player = game.player(side)
    lost = min(n, player.clicks)
    player.clicks -= lost
    game.trace.add(f"{by}: the {player.name} loses {lost}[click] (now {player.clicks}).",
                   cites.CLICKS)
    if lost:
        emit(game, Event("clicks-lost", info={"side": side, "amount": lost}))


def gain_credits(game: Game, side: str, n: int, by: str, *refs: str, source: CardObj | None = None) -> None:
    """Gain n[c]; `source`: the card whose ability gives them ("gain credits through an ability on an agenda")."""
    player = game.player(side)
    player.credits += n
    game.trace.add(f"{by}: the {player.name} gains {n}[c] (now {player.credits}[c]).", *refs)
    if n and source is not None:
        emit(game, Event("credits-gained", source, {"side": side, "amount": n}))


def trace(game: Game, base: int, by: str) -> bool:
    """Trace[base]: each player may spend credits to raise strength; success if the Corp's is higher."""
    from rulesdb.engine.effects.costs import Payment, pay

    base = _base_trace_strength(game, base, by)
    _trace_initiated(game)
    corp_boost = _boost(game, "corp", f"Corp trace boost {by}", by)
    runner_boost = _boost(game, "runner", f"Runner link boost {by}", by)
    corp, runner = base + corp_boost, game.link() + runner_boost
    for side, n in (("corp", corp_boost), ("runner", runner_boost)):
        if n:
            pay(game, Payment(side, n, "trace", f"{by}'s trace"), cites.TRACE)
    success = corp > runner
    game.last_trace = {"strength": corp, "link": runner, "successful": success}
    game.trace.add(f"{by}'s trace: trace strength {corp} against link strength {runner}: "
                   f"{'successful' if success else 'unsuccessful'}.", cites.TRACE,
                   cites.cr("step_trace_determine_success"))
    _trace_determined(game, success)
    return success


def _base_trace_strength(game: Game, base: int, by: str) -> int:
    """The trace is about to be initiated (cr/step_trace_initiated): an [interrupt] may lower its base trace
    strength (cr/rule_trace_attempt_and_base_trace_strength); the window opens only when a card has one."""
    if not any(r.event == "trace" for o in game.in_play() for r in o.card.interrupts):
        return base
    from rulesdb.engine.effects.interrupts import Imminent, window
    return window(game, Imminent("trace", base, source=by)).remaining


def _trace_initiated(game: Game) -> None:
    """"Whenever a trace is initiated" (Power Tap): met once the base trace strength is set, resolved before the
    players raise the strength and the link (cr/step_trace_initiated)."""
    from rulesdb.engine.effects.triggers import checkpoint
    before = len(game.pending)
    emit(game, Event("trace-initiated"))
    if len(game.pending) > before:
        checkpoint(game)


def _trace_determined(game: Game, success: bool) -> None:
    """"Whenever there is a successful trace" (Spinal Modem) is met as the trace is determined, with the
    trace's own "if successful" ability; pending abilities resolve in a checkpoint, the active player's
    first (cr/step_trace_determine_success, cr/rule_trace_conditional_abilities)."""
    from rulesdb.engine.effects.triggers import checkpoint
    before = len(game.pending)
    emit(game, Event("trace-determined", info={"successful": success}))
    if len(game.pending) > before:
        checkpoint(game)


def _boost(game: Game, side: str, name: str, by: str) -> int:
    from rulesdb.engine.effects.costs import Payment, sources

    most = sum(s.available for s in sources(game, Payment(side, 0, "trace", by)))

    def check(value):
        if not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of credits from 0 to {most}")
        return value

    player = game.player(side).name
    return game.decider.ask(name, [f"0..{most}"], player, check=check) if most else 0


def _remove(game: Game, obj: CardObj) -> None:
    if obj.host is not None:
        obj.host.hosted = [o for o in obj.host.hosted if o is not obj]
        obj.host = None
        return
    if obj is game.current:
        game.current = None
        return
    hand = game.player(obj.owner).hand
    if any(o is obj for o in hand):  # trashed from HQ or the grip
        hand[:] = [o for o in hand if o is not obj]
        return
    if obj.owner == "runner":
        game.runner.play = [o for o in game.runner.play if o is not obj]
        return
    place = game.locate(obj)
    if place:
        server, where, i = place
        del getattr(server, where)[i]
        obj.left_server = server.name  # "this server" still means it (cr/rule_this_server)
        run = game.run
        if run and where == "ice" and server.name == run.server and i <= run.position:
            run.position -= 1  # positions inward of it shift out by one


def _pile(obj: CardObj) -> str:
    return "Archives" if obj.owner == "corp" else "heap"



def current_ends(game: Game, side: str, why: str) -> None:
    """The active current of `side` is trashed (an agenda was scored or stolen against it)."""
    card = game.current
    if card is None or card.owner != side:
        return
    game.current = None
    pile = "archives" if side == "corp" else "heap"
    game.player(side).discard.append(game.change_zone(card, pile))
    game.trace.add(f"{why}: {card.title}, the active current, is trashed.",
                   cites.C_CURRENT_OP if side == "corp" else cites.C_CURRENT, key=True)
    from rulesdb.engine.effects.pile_trash import PLAYED_CARD_TRASHED
    emit(game, Event(PLAYED_CARD_TRASHED, game.player(side).discard[-1], {"side": side}))


def remove_from_game(game: Game, obj: CardObj, by: str) -> CardObj:
    """Remove `obj` from the game: a new object in its owner's removed-from-the-game zone; the old
    one is no longer where it was (cr/rule_play_no_trash_left_play_area)."""
    new = game.change_zone(obj, "removed")
    obj.zone = "removed"
    game.player(obj.owner).removed.append(new)
    game.trace.add(f"{by} removes {obj.title} from the game.", cites.cr("sec_removed_from_game"))
    return new
