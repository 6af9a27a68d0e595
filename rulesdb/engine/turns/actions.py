"""The [click] actions a scenario lists, for both players (CR basic actions and click abilities).

Each basic action spends its clicks and pays its costs through effects/costs.py; Corp installs,
advancing, purging and trashing resources live in corp_actions.py, the Runner's installs in
runner_installs.py, scoring in effects/scoring.py.
An action the state does not allow (a card not in hand, a cost that cannot be paid, no room in
memory, a "cannot") stops the scenario with the line of the action at fault.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay, sources
from rulesdb.engine.effects.costtypes import label, pay_all, payable
from rulesdb.engine.effects.pile_trash import PLAYED_CARD_TRASHED
from rulesdb.engine.effects.play_costs import additional_costs, play_cost, refusal
from rulesdb.engine.effects.pools import gain_credits
from rulesdb.engine.effects.searches import patchwork_discount, patchwork_lowers
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.records import record
from rulesdb.engine.state.as_if_in_grip import as_if_in_grip, take_from
from rulesdb.engine.state.attempts import ActionRefused
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.objects import PLAY_AREA, CardObj
from rulesdb.engine.timing.priority import action_refusal


@record(frozen=True)
class Action:
    """One [click] action: who takes it, what it is, and the line it is written on."""

    player: str
    verb: str
    text: str
    line: int
    card: str | None = None
    server: str | None = None
    ability: int = 0  # which ability `use` means (0: the first)
    host: str | None = None  # `install <card> on <host>`: the installed card to host it (its title)
    which: str = ""  # the card named by a choice's label ("Ice Wall protecting HQ"): which copy of `card`
    host_which: str = ""  # the host named so ("Ice Wall protecting Server 2"): which copy of `host`
    attempt: bool = False  # `attempt: true`: the rules may forbid it; a refusal is recorded, not an error
    at: str = ""  # `at: encounter Ice Wall`: taken at that moment of the run the previous action makes
    window: bool = False  # a rez or a paid ability: taken in the action phase's paid ability window, no [click]
    path: str = "actions"  # the field it is written in ("actions[2].corp"), named by a refusal


def written_at(game: Game, action: Action) -> str:
    """Where an action is written, as a refusal names it: "case.yaml:12: actions[2].corp"; a board without
    lines (the Table's) gives the field alone."""
    return game.decider.at(action.line, action.path)


CLICK_COST = {"purge": 3, "use": 0}


CREDIT_COST = {("runner", "remove tag"): 2, ("corp", "advance"): 1, ("corp", "trash"): 2}  # basic actions' credits


COST = cites.cr("rule_cost")  # a cost the player cannot pay in full


RESTRICTION = cites.cr("rule_act_restriction")  # when or where a card can be installed or played


BASIC = {("corp", "gain credit"): cites.C_CORP_CREDIT, ("runner", "gain credit"): cites.C_RUNNER_CREDIT,
         ("corp", "draw"): cites.C_CORP_DRAW, ("runner", "draw"): cites.C_RUNNER_DRAW,
         ("runner", "run"): cites.C_RUN, ("runner", "play"): cites.C_EVENT,
         ("corp", "play"): cites.C_OPERATION, ("runner", "install"): cites.C_RUNNER_INSTALL,
         ("corp", "install"): cites.C_CORP_INSTALL, ("runner", "remove tag"): cites.C_REMOVE_TAG,
         ("corp", "advance"): cites.C_ADVANCE, ("corp", "trash"): cites.C_TRASH_RESOURCE,
         ("corp", "purge"): cites.C_PURGE, ("corp", "use"): cites.C_CLICK_ABILITY,
         ("runner", "use"): cites.C_CLICK_ABILITY}


def perform(game: Game, action) -> None:
    """Spend the action's [click] and carry out `action` (a scenario Action)."""
    player = game.player(action.player)
    refusal = action_refusal(game, action.player)
    if refusal:
        stop(game, action, *refusal)
    clicks = CLICK_COST.get(action.verb, 1)
    if player.clicks < clicks:
        stop(game, action, f"the {player.name} has {player.clicks}[click], not the {clicks} "
             f"it takes to {action.text}", COST)
    _first_click_restricted(game, action, clicks)
    before = player.clicks
    player.clicks -= clicks
    game.doing = action
    spent = f"spends {'[click]' * clicks} to" if clicks else "takes the action:"
    left = f" ({player.clicks}[click] left)" if clicks else ""  # a card's [click] is paid with its ability's costs
    game.trace.add(f"The {player.name} {spent} {action.text}{left}.",
                   cites.CLICKS, BASIC[(action.player, action.verb)])
    if clicks:  # "whenever the Runner spends [click]" meets the action's own [click] too (Sundew)
        emit(game, Event("clicks-spent", info={"side": action.player, "by": action.player, "amount": clicks,
                                               "action": action}))
    from rulesdb.engine.turns import click_abilities, corp_actions, runner_installs
    verb = "install_runner" if action.verb == "install" and action.player == "runner" else action.verb
    handler = (HANDLERS.get(verb) or runner_installs.HANDLERS.get(verb) or click_abilities.HANDLERS.get(verb)
               or corp_actions.HANDLERS[verb])
    handler(game, action)
    game.turn.actions.append(initiated_from(action))
    # every [click] spent while taking it, additional costs included (cr/rule_inherent_cost_aggregates)
    spent = max(0, before - player.clicks)
    emit(game, Event("action-done", info={"side": action.player, "verb": action.verb, "card": action.card,
                                           "number": len(game.turn.actions), "clicks": spent}))
    checkpoint(game)


def _first_click_restricted(game: Game, action, clicks: int) -> None:
    """A constant ability of kind "first-click" limits what the player's first [click] of the turn may be spent
    on (Always Be Running): its value names why this action is refused, or "" (cr/rule_act_restriction)."""
    if not clicks or game.turn.actions or "first-click" not in game.static_kinds:
        return
    for obj, rule in game.statics("first-click"):
        if obj is not None and obj.owner == action.player:
            reason = rule.value(game, obj, action)
            if reason:
                refuse_unknown(game, obj, "the first [click] you spend each turn")  # it may be spent already
                stop(game, action, f"{obj.title}: {reason} (cr/rule_act_restriction)")


def initiated_from(action) -> str:
    """What an action is initiated from: its basic action, or the card ability used
    (cr/rule_defferent_actions: playing two operations is the same action twice)."""
    if action.verb == "use":
        return f"{action.card} ability {action.ability + 1}"
    return action.verb


def stop(game: Game, action, message: str, rule: str | None = None):
    """Refuse the action: the rules forbid it now (`rule`, where the check names one)."""
    raise ActionRefused(f"{written_at(game, action)}: {message}", rule, message)


def from_hand(game: Game, action, pile: list | None = None) -> CardObj:
    """The card the action names, in the player's hand (or in `pile`, for "from your heap")."""
    hand = game.player(action.player).hand if pile is None else pile
    if pile is None and action.player == "runner":  # and cards hosted "as if they were in your grip" (Bling)
        hand = [*hand, *as_if_in_grip(game)]
    card = next((c for c in hand if c.title.lower() == action.card.lower()), None)
    if card is None:
        where = ("HQ" if action.player == "corp" else "the grip") if pile is None else "that pile"
        stop(game, action, f"{action.card} is not in {where}", BASIC[(action.player, action.verb)])
    return card


def pay_or_stop(game: Game, action, payment: Payment, *refs: str) -> None:
    if not pay(game, payment, *refs):
        stop(game, action, f"the {game.player(payment.player).name} cannot pay "
             f"{payment.amount}[c] for {payment.what}", COST)


def x_value(game: Game, action, card: CardObj) -> int:
    """The value of X in a card's play cost: the player names it (decision "X for <card>"), at most what leaves the
    cost, X with every play-cost modifier (`play_cost`: Donut Taganes' +1, Ghosttongue's -1), payable, Patchwork
    counted for the Runner (cr/rule_cost_x, cr/rule_cost_calculation)."""
    available = sum(s.available for s in sources(game, Payment(action.player, 0, "play", card.title)))
    available += patchwork_lowers(game, card) if action.player == "runner" else 0
    most = max(0, available - game.modifier("play-cost", card))
    if card.card.x_limit:
        most = min(most, card.card.x_limit(game, card))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number from 0 to {most}")
        return value
    x = game.decider.ask(f"X for {card.title}", [f"0..{most}"], game.player(action.player).name,
                         check=check)
    game.trace.add(f"The {game.player(action.player).name} chooses X = {x} for {card.title}.",
                   cites.C_COST_X)
    return x


def _gain(game: Game, action) -> None:
    gain_credits(game, action.player, 1, "The basic action")


def _draw(game: Game, action) -> None:
    """Draw 1 card, or what a replacement effect on the basic action draws instead (Verbal Plasticity: kind
    "basic-draw-replacement", its value the cards to draw, or 0 when it does not apply; cr/sec_replacement_effects)."""
    from rulesdb.engine.turns.turn import draw
    n = 1
    for obj, rule in game.statics("basic-draw-replacement"):
        instead = rule.value(game, obj, action.player)
        if instead:
            game.trace.add(f"{obj.title if obj else rule.text}: instead of drawing 1 card, the "
                           f"{game.player(action.player).name} draws {instead}.", cites.cr("sec_replacement_effects"),
                           key=True)
            n = instead
            break
    draw(game, action.player, n, "The basic action")


def _run(game: Game, action) -> None:
    from rulesdb.engine.run.run_costs import unpayable
    from rulesdb.engine.run.steps import make_run
    if action.server not in game.servers:  # a remote emptied earlier (or laid out empty) ceased to exist
        stop(game, action, f"{action.server} does not exist: a remote server with no ice and nothing in its root "
             "ceases to exist", cites.C_REMOTE_CHECKPOINT)
    forbidden = game.forbidden("run", action.server)
    if forbidden:
        stop(game, action, f"the Runner cannot run on {action.server} ({forbidden}): "
             "\"cannot\" beats \"can\"", cites.C_CANNOT)
    unpaid = unpayable(game, action.server)
    if unpaid:
        stop(game, action, unpaid, cites.cr("rule_additional_cost_to_run"))
    extra = game.modifier("basic-run-extra-clicks", action.server)
    if extra:  # paid before the run begins, so not "during the run" (cr/rule_abilities_during_a_run)
        if game.runner.clicks < extra:
            stop(game, action, f"the Runner cannot spend the {'[click]' * extra} more it takes to run", COST)
        game.runner.clicks -= extra
        game.trace.add(f"As an additional cost to run, the Runner spends {'[click]' * extra} "
                       f"({game.runner.clicks}[click] left); the run has not begun yet.",
                       cites.C_ADDITIONAL_COST, cites.cr("rule_abilities_during_a_run"))
        emit(game, Event("clicks-spent", info={"side": "runner", "by": "runner", "amount": extra}))
    make_run(game, action.server)


def _check_run_choice(game: Game, action, card) -> None:
    """A run event's server is one its "Run <servers>" lets the Runner choose (Bravado's "a server protected by ice":
    one with no ice is no target for it, cr/rule_announce_targets), and one the Runner may announce: a "cannot run on"
    forbids choosing it (run/announcing.py, cr/rule_cannot_run_abilities), so the play naming it is refused before
    its cost is paid, as the basic run action is. A card naming its one server ("Run HQ.") chooses nothing: it is
    played, and its run is not made (run/announcing.py: `announced`)."""
    from rulesdb.engine.run.announcing import forbidding
    from rulesdb.engine.state.carddef import fixed_server, server_choice
    if action.player != "runner" or not action.server or not card.card.facts.has("run"):
        return
    choice = server_choice(card.card)
    if choice and not choice[1](action.server, game):
        stop(game, action, f"{card.title} runs {choice[0]}, not {action.server}", cites.C_TARGETS)
    if fixed_server(card.card) == action.server:
        return
    forbidden = forbidding(game, action.server)
    if forbidden:
        stop(game, action, f"the Runner cannot run on {action.server} ({forbidden}): \"cannot\" beats \"can\"",
             cites.cr("rule_cannot_run_abilities"))


def play_card(game: Game, action, pile: list | None = None, *, ignore_additional: bool = False,
              then_remove: bool = False) -> None:
    """Play an event or operation (from hand, or from `pile`): pay its cost (and X, and additional
    costs unless `ignore_additional`: Planned Assault), resolve, trash it; `then_remove`: the ability playing it
    says "After it resolves, remove it from the game" (Plutus), so it is removed from the play area, never trashed."""
    card = from_hand(game, action, pile)
    player = game.player(action.player)
    refused = refusal(game, card)  # "Play only if" (cr/rule_act_restriction), "cannot play" (The News Now Hour)
    if refused:
        stop(game, action, f"{card.title} cannot be played: {refused[0]}", refused[1])
    _check_run_choice(game, action, card)
    payment, extra, x = _play_costs(game, action, card, ignore_additional)
    # the card is placed in the play area before its costs are paid (cr/rule_steps_playing_place), so
    # damage paid as its additional cost cannot trash it from the grip (Running Hot)
    take_from(game, card, player.hand if pile is None else pile)
    pay_or_stop(game, action, payment, cites.PLAY_EVENT, cites.C_EVENT_PLAY)
    if extra:
        game.trace.add(f"The {player.name} pays {card.title}'s additional cost: "
                       f"{label(extra, card)}.", cites.C_ADDITIONAL_COST, cites.cr("rule_steps_playing_place"))
        pay_all(game, action.player, card, extra)
        if game.over:  # flatlined paying it (Finality's core damage with no other card): it is never played
            return
    playing = game.change_zone(card, "play")
    playing.counters["x"] = payment.amount if x is None else x  # the X named, kept as it resolves (rule_play_cost_x)
    game.trace.add(f"The {player.name} plays {card.title}.", cites.PLAY_EVENT, cites.C_EVENT_PLAY)
    emit(game, Event("played", playing))  # "whenever the Runner plays a copy of that card"
    if card.card.on_play:
        game.playing.append(playing)
        try:
            card.card.on_play(game, playing, action.server)
        finally:
            if not game.over:  # a game that ended as it resolved leaves it in the play area (cr/rule_game_end)
                game.playing = [o for o in game.playing if o is not playing]
    if game.over:  # the game ended while it resolved (a flatline): nothing more happens
        return
    emit(game, Event("play-resolved", playing, {"side": action.player}))  # "whenever you finish resolving"
    if playing.zone != "play":  # it left the play area while resolving: it is not trashed
        game.trace.add(f"{card.title} is no longer in the play area, so it is not trashed.",
                       cites.cr("rule_play_no_trash_left_play_area"))
        return
    if then_remove:
        _removed_after_it_resolves(game, playing)
        return
    if card.card.facts.has("current"):
        _become_current(game, playing)
        return
    if card.card.facts.has("lockdown"):
        from rulesdb.engine.effects.lockdowns import stay_in_play
        stay_in_play(game, playing)
        return
    player.discard.append(game.change_zone(playing, "archives" if action.player == "corp" else "heap"))
    # fully resolved, the card is trashed (cr/rule_event_play): "an event is trashed (from any location)" (Aniccam)
    emit(game, Event(PLAYED_CARD_TRASHED, player.discard[-1], {"side": action.player}))




def _play_costs(game: Game, action, card: CardObj,
                ignore_additional: bool = False) -> tuple[Payment, tuple, int | None]:
    """What playing `card` costs (X named by the player), refused before the card leaves the hand
    when it cannot be paid, so nothing of it happens; additional costs ignored by the effect playing
    it (`ignore_additional`: Planned Assault) or by a constant (Starlight Crusade Funding): `effects.play_costs`,
    the one calculation an effect checking whether a card could be played uses too. Also the X named (None for a
    card without an X cost)."""
    x = x_value(game, action, card) if card.card.x_cost else None
    cost = play_cost(game, card, x or 0)  # Ghosttongue
    if action.player == "runner":
        cost = max(0, cost - patchwork_discount(game, card, "The Runner", "play"))
    extra, why = additional_costs(game, card, ignore_additional, x)
    if why is not None:
        game.trace.add(f"{why}{card.title}'s additional cost is ignored.", cites.cr("rule_ignore_general_cost"),
                       cites.C_ADDITIONAL_COST)
    if extra and not payable(game, action.player, card, extra):
        stop(game, action, f"the {game.player(action.player).name} cannot pay {card.title}'s additional cost "
             f"({label(extra, card)})", COST)
    payment = Payment(action.player, cost, "play", f"playing {card.title}", card)
    if not able(game, payment):
        pay_or_stop(game, action, payment)
    return payment, extra, x


def _become_current(game: Game, card: CardObj) -> None:
    old = game.current
    card.zone = PLAY_AREA
    game.current = card
    game.trace.add(f"{card.title} is a current: it stays in play, active.", cites.C_CURRENT)
    if old is not None:
        game.current = None
        _trash_current(game, old)
        game.current = card


def _trash_current(game: Game, old: CardObj) -> None:
    """The active current is trashed: another current was played."""
    pile = game.player(old.owner).discard
    pile.append(game.change_zone(old, "archives" if old.owner == "corp" else "heap"))
    game.trace.add(f"{old.title}, the previous current, is trashed.", cites.C_CURRENT)
    emit(game, Event(PLAYED_CARD_TRASHED, pile[-1], {"side": old.owner}))


def _removed_after_it_resolves(game: Game, card: CardObj) -> None:
    """"After it resolves, remove it from the game": not trashed, it waits in the play area for that ability
    (cr/rule_play_no_trash_if_play_effect_will_rfg); a current played this way still ends the active one."""
    from rulesdb.engine.effects.card_moves import remove_from_game
    game.trace.add(f"{card.title} has resolved: it is not trashed but removed from the game.",
                   cites.cr("rule_play_no_trash_if_play_effect_will_rfg"))
    if card.card.facts.has("current") and game.current is not None:
        old, game.current = game.current, None
        _trash_current(game, old)
    remove_from_game(game, card, f"The {game.player(card.owner).name}")


def _remove_tag(game: Game, action) -> None:
    if not game.runner.tags:
        stop(game, action, "the Runner can remove a tag only while tagged, and has no tag",
             cites.cr("rule_tagged_remove_tag"))
    pay_or_stop(game, action, Payment("runner", CREDIT_COST[("runner", "remove tag")], "action", "removing a tag"),
                cites.TAG)
    game.runner.tags -= 1
    game.trace.add(f"The Runner removes 1 tag ({game.runner.tags} left).", cites.TAG)
    from rulesdb.engine.effects.pools import tags_removed
    tags_removed(game, 1, "runner")


HANDLERS = {"gain credit": _gain, "draw": _draw, "run": _run, "remove tag": _remove_tag, "play": play_card}
