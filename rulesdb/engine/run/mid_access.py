"""The mid-access step (cr/step_mid_access_ability): the basic trash ability and its costs, "Access →"
abilities of cards and run events, and the accessed card trashed or hosted."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.run.accessed_card import current_card, set_aside_from, still_there, take_from_corp, unaffordable
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.decisions import normalise_key
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import known
from rulesdb.engine.state.objects import CardObj
from rulesdb.errors import ScenarioError


def mid_access_step(game: Game):
    """The mid-access window: the Runner may use one mid-access ability, the basic trash ability
    ("trash <card>: yes") or a card's "Access →" ability (cr/step_mid_access_ability)."""
    card = current_card(game)
    if game.access.done or not still_there(game, card):
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
        unaffordable(game, card, "trash", f"{cost}[c]")
        return None
    return payment


IN_PLAY_AREA = "its Access \u2192 ability can be used on each card the Runner accesses"  # what RUN_EVENT_IN_PLAY says
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
    card = current_card(game)
    installed = any(o is card for o in game.installed())
    from rulesdb.engine.effects.trashing import persist, trashed_into_rd
    into_rd = trashed_into_rd(game, card, installed)
    persist(game, card)
    pile = "hq" if any(o is card for o in game.corp.hand) else "rd" if any(o is card for o in game.corp.deck) else \
        set_aside_from(game, card)
    card.left_server = game.server_of(card) if game.is_installed(card) else None
    take_from_corp(game, card)
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


def host_accessed(game: Game, host: CardObj, by: str, *refs: str) -> None:
    """Host the card being accessed faceup on `host` (Cupellation): it leaves its zone (an installed card becomes
    uninstalled), is not installed there, and its access ends (cr/sec_host)."""
    from rulesdb.engine.state.objects import NOT_INSTALLED
    card = current_card(game)
    card.left_server = game.server_of(card) if game.is_installed(card) else None
    take_from_corp(game, card)
    hosted = game.change_zone(card, NOT_INSTALLED)
    hosted.faceup, hosted.host = True, host
    host.hosted.append(hosted)
    game.access.done = True
    game.trace.add(f"{by}: {card.title} is hosted faceup on {host.title}; it is not installed.", *refs,
                   cites.C_HOST, key=True)
    checkpoint(game)
