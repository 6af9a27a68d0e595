"""Named effects cards are composed from: end the run, do damage, trace, gain or lose credits, tags...

Every primitive returns an `Effect`, a function `(game, ctx)` that changes the state through the
kernel's steps (so each change is traced and cited); `ctx` says whose card it is and who controls it.
Unusual cards write their own small Effect beside their definition and use these for the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.effects import common
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed, pile_trashed
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.records import record
from rulesdb.engine.state.advancing import cannot_advance_now
from rulesdb.engine.state.choice_labels import ask_card, labels
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL, CardObj

DAMAGE_KINDS = {"net": "net", "meat": "meat", "core": "core", "brain": "core"}
LOSE = cites.cr("rule_lose_credits")
TAKE = cites.cr("rule_take_credits")
EXPOSE = cites.cr("rule_expose")
TAG_OR_ETR = "take 1 tag or end the run"  # the general name for "take 1 tag or end the run" choices


@record
class Ctx:
    """What an effect is resolving for: the source card, the player controlling it, its label."""

    source: CardObj | None
    side: str
    by: str
    event: Event | None = None
    target: str | None = None  # the server a run event names


Effect = Callable[[Game, Ctx], Any]


def _side(ctx: Ctx, who: str) -> str:
    if who == "you":
        return ctx.side
    if who == "opponent":
        return "runner" if ctx.side == "corp" else "corp"
    return who


# --- the run -----------------------------------------------------------------------------------
def end_the_run(game: Game, ctx: Ctx) -> None:
    """End the run."""
    common.end_the_run(game, ctx.by, ctx.source)


def end_the_run_unless_pays(n: int) -> Effect:
    """End the run unless the Runner pays N[c]: the Runner chooses, if they are able to pay."""
    def resolve(game: Game, ctx: Ctx) -> None:
        payment = Payment("runner", n, "ability", f"{ctx.by} ({n}[c] to continue)")
        title = ctx.source.title if ctx.source else ctx.by
        asked = able(game, payment) and game.decider.ask(  # either spelling answers it
            f"pay {n}[c] for {title}", ["yes", "no"], "Runner", general=(f"pay {n}[c] to {title}",))
        if asked == "yes":
            pay(game, payment, cites.COST)
            return
        end_the_run(game, ctx)
    return resolve


def end_the_run_unless(option: str, *costs, also: str = "") -> Effect:
    """"End the run unless the Runner <pays a cost>" (takes 1 tag, spends [click][click][click]): a
    nested cost the Runner may pay only if able; a mandatory interrupt that would prevent it makes
    it unpayable (cr/rule_cost_interrupt_static_mandatory). Decision "<card> choice": `option` or
    "end the run"."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.costtypes import label, pay_all, payable
        card = ctx.source
        if not payable(game, "runner", card, costs):
            game.trace.add(f"{ctx.by}: the Runner cannot pay the nested cost ({label(costs, card)}), so the "
                           "run ends.", cites.cr("rule_cost_interrupt_static_mandatory"), cites.NESTED_COST, key=True)
            end_the_run(game, ctx)
            return
        choice = game.decider.ask(f"{card.title} choice", [option, "end the run"], "Runner",
                                  general=(also,) if also else ())
        game.trace.add(f"{ctx.by}: the Runner chooses to {choice}.", cites.NESTED_COST)
        if choice == "end the run":
            end_the_run(game, ctx)
        else:
            pay_all(game, "runner", card, costs)
    return resolve


def end_the_run_unless_either(options: dict[str, tuple]) -> Effect:
    """"End the run unless they either <cost> or <cost>" (Manegarm Skunkworks): the Runner may pay
    one of the nested costs they are able to pay, or let the run end. Decision "<card> choice": an
    option's name or "end the run"; with none payable the run ends (cr/rule_cost_interrupt_static_mandatory)."""
    return unless_either(options, end_the_run, "end the run")


def end_action_phase(game: Game, ctx: Ctx) -> None:
    """"After you resolve this operation, your action phase ends" (cr/rule_terminal_step_ends,
    cr/rule_action_phase_duration): no more actions this turn, even with clicks left."""
    game.turn.action_phase_over = True
    game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name}'s action phase ends "
                   f"({game.player(ctx.side).clicks}[click] unspent).", cites.cr("rule_terminal_step_ends"),
                   cites.cr("rule_action_phase_duration"), key=True)


# --- credits, clicks, cards ------------------------------------------------------------------
def gain(n: int, who: str = "you") -> Effect:
    """Gain N[c] (`who`: you, opponent, corp or runner)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        common.gain_credits(game, _side(ctx, who), n, ctx.by, cites.CREDIT_POOL, source=ctx.source)
    return resolve


def lose(n: int, who: str = "opponent") -> Effect:
    """Lose N[c], or as many as the player has."""
    def resolve(game: Game, ctx: Ctx) -> None:
        lose_credits(game, _side(ctx, who), n, ctx.by, source=ctx.source)
    return resolve


def lose_credits(game: Game, side: str, n: int, by: str, source: CardObj | None = None) -> int:
    """Lose n[c] (as many as there are); `source`: the card whose ability made them lost (GameNET)."""
    player = game.player(side)
    lost = min(n, player.credits)
    player.credits -= lost
    game.trace.add(f"{by}: the {player.name} loses {lost}[c] (now {player.credits}[c]).", LOSE)
    if lost and source is not None:
        from rulesdb.engine.state.events import emit
        emit(game, Event("credits-lost", source, {"player": side, "amount": lost}))
    return lost


def lose_clicks(n: int, who: str = "runner") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        common.lose_clicks(game, _side(ctx, who), n, ctx.by)
    return resolve


def gain_clicks(n: int, who: str = "you") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        player = game.player(_side(ctx, who))
        player.clicks += n
        game.trace.add(f"{ctx.by}: the {player.name} gains {n}[click] (now {player.clicks}).",
                       cites.CLICKS)
        if game.run is not None and not game.run.ended:  # "the first time you gained [click] during a run this turn"
            game.history.append((game.turn.number, "clicks gained during a run", ctx.source, player.side))
    return resolve


def draw(n: int, who: str = "you") -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns.turn import draw as draw_cards
        draw_cards(game, _side(ctx, who), n, ctx.by)
    return resolve


# --- tags, damage, bad publicity ------------------------------------------------------------------
def give_tags(n: int, avoidable: bool = True) -> Effect:
    """Give the Runner N tags (the Runner "takes" them when it is their own card); `avoidable=False`
    for "(cannot be avoided)"."""
    def resolve(game: Game, ctx: Ctx) -> None:
        common.give_tags(game, n, ctx.by, avoidable)
    return resolve


def remove_tags(n: int) -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        removed = min(n, game.runner.tags)
        game.runner.tags -= removed
        game.trace.add(f"{ctx.by}: the Runner removes {removed} tag(s) ({game.runner.tags} left).",
                       cites.TAG)
        common.tags_removed(game, removed)
    return resolve


def damage(kind: str, n: int, preventable: bool = True) -> Effect:
    """Do N net, meat or core (brain) damage ("(cannot be prevented)": `preventable=False`)."""
    kind = DAMAGE_KINDS[kind]

    def resolve(game: Game, ctx: Ctx) -> None:
        do_damage(game, kind, n, ctx.by, preventable, side=ctx.side, card=ctx.source)
    return resolve


def trash_top_of_stack(n: int = 1) -> Effect:
    """Trash the top N cards of the Runner's stack."""
    def resolve(game: Game, ctx: Ctx) -> None:
        stack, top = game.runner.deck, game.runner.deck[:n]
        if not top:
            game.trace.add(f"{ctx.by}: there is no card in the stack to trash.", cites.TRASH)
        for card in top:
            stack.remove(card)
            game.runner.discard.append(game.change_zone(card, "heap"))
            game.trace.add(f"{ctx.by}: {card.title}, the top card of the stack, is trashed.",
                           cites.TRASH)
        if top:  # one trash of N cards (cr/rule_act_on_multiple_cards)
            grip_or_stack_trashed(game, game.runner.discard[-len(top):], "stack")
    return resolve


def bad_publicity(n: int) -> Effect:
    """The Corp takes N bad publicity (an event abilities may wait for: Raymond Flint)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        game.corp.bad_publicity += n
        game.trace.add(f"{ctx.by}: the Corp takes {n} bad publicity (now {game.corp.bad_publicity}).",
                       cites.BAD_PUBLICITY)
        emit(game, Event("bad-publicity-taken", info={"amount": n}))
    return resolve


# --- traces and choices --------------------------------------------------------------------------
def trace(base: int, success: Effect, failure: Effect | None = None) -> Effect:
    """Trace[base]. If successful, `success`; if unsuccessful, `failure`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = ctx.source.title if ctx.source else ctx.by
        if common.trace(game, base, name):
            success(game, ctx)
        elif failure is not None:
            failure(game, ctx)
    return resolve


def runner_chooses(options: dict[str, Effect], also: str = "",
                   resolvable: dict[str, Callable[[Game, Ctx], bool]] | None = None) -> Effect:
    """The Runner picks one of the named effects (decision "<card> choice", or the general `also`). For a "must"
    ability, `resolvable` says which options can be fully resolved now: only those are offered, one is taken without
    asking, and with none the ability does nothing (cr/rule_mandatory_choice)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        offered = [o for o in options if resolvable is None or resolvable.get(o, lambda g, c: True)(game, ctx)]
        if resolvable is not None and len(offered) < len(options):
            if not offered:
                game.trace.add(f"{ctx.by}: no option can be fully resolved, so the ability does nothing.",
                               cites.cr("rule_mandatory_choice"))
                return
            game.trace.add(f"{ctx.by}: only {' or '.join(offered)} can be fully resolved; the Runner must choose "
                           f"{'it' if len(offered) == 1 else 'one of them'}.", cites.cr("rule_mandatory_choice"))
        name = f"{ctx.source.title} choice" if ctx.source else f"{ctx.by} choice"
        choice = offered[0] if len(offered) == 1 and resolvable is not None else \
            game.decider.ask(name, offered, "Runner", general=(also,) if also else ())
        game.trace.add(f"{ctx.by}: the Runner chooses to {choice}.", *subroutine_refs(ctx))
        options[choice](game, ctx)
    return resolve


def seq(*steps: Effect) -> Effect:
    """Each effect in order, stopping if the game ends."""
    def resolve(game: Game, ctx: Ctx) -> None:
        for step in steps:
            if game.over:
                return
            step(game, ctx)
    return resolve


def when(condition: Callable[[Game, Ctx], bool], then: Effect, otherwise: Effect | None = None) -> Effect:
    def resolve(game: Game, ctx: Ctx) -> None:
        if condition(game, ctx):
            then(game, ctx)
        elif otherwise is not None:
            otherwise(game, ctx)
    return resolve


def choose(game: Game, ctx: Ctx, cards: list, chooser: str, nothing: str, *refs: str,
           suffix: str = "target", or_none: str = "") -> CardObj | None:
    """The card `chooser` ("Corp", "Runner") picks among `cards` by title (decision "<card> target",
    or "<card> <suffix>"); None, with `nothing` traced, when there is none to pick. With `or_none` ("you may
    ..."), the chooser may also answer `no`: None, with `or_none` traced."""
    if not cards:  # the effect does nothing: what decides a dispute over it (Seamless Launch on a new agenda)
        game.trace.add(f"{ctx.by}: {nothing}.", *refs, key=True)
        return None
    name = ctx.source.title if ctx.source else ctx.by
    # a facedown card hidden from the chooser keeps its hidden label; copies of one title are named by where they are
    answer = ask_card(game, f"{name} {suffix}", cards, chooser, extra=("no",) if or_none else ())
    if or_none and answer == "no":
        game.trace.add(f"{ctx.by}: {or_none}.", *refs)
        return None
    return answer


def rez_ignoring_costs(*types: str, optional: bool = True) -> Effect:
    """"You may rez a piece of ice ignoring all costs": the Corp names an unrezzed installed card of
    `types` ("<card> target") or `no`; `optional=False` ("Rez a card"): `no` only when none can be rezzed."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if o.owner == "corp" and not o.rezzed and o.card.facts.type in types
                 and not game.forbidden("rez", o)]
        name = ctx.source.title if ctx.source else ctx.by
        card = ask_card(game, f"{name} target", found, "Corp", extra=("no",) if optional else ()) \
            if found else "no"
        if card == "no":
            game.trace.add(f"{ctx.by}: the Corp rezzes nothing.", cites.C_REZ)
            return
        card.rezzed = True
        game.trace.add(f"{ctx.by}: the Corp rezzes {card.title}, ignoring all costs.", cites.C_REZ, key=True)
        emit(game, Event("rezzed", card))
    return resolve


def remove_self_from_game(game: Game, ctx: Ctx) -> None:
    """Remove this card from the game, from wherever it is now (cr/rule_rfg_move)."""
    card = ctx.source
    installed = next((o for o in runner_installed(game) if o.first_object == card.first_object), None)
    if installed is not None:  # hosted on another card too (cr/rule_host_on_ability)
        common._remove(game, installed)
        game.orphans += installed.hosted  # trashed at the checkpoint (cr/step_checkpoint_hosted_on_installed_cards)
        common.remove_from_game(game, installed, ctx.by)
        return
    for pile in (game.runner.discard, game.runner.hand, game.runner.deck, game.corp.discard):
        found = next((o for o in pile if o.first_object == card.first_object), None)
        if found is not None:
            pile.remove(found)
            common.remove_from_game(game, found, ctx.by)
            return


def _matches(card: CardObj, what: str) -> bool:
    facts = card.card.facts  # "" matches any card ("search your stack for a card": Logos)
    return not what or what.lower() in (facts.type, facts.title.lower()) or facts.has(what)


def search_stack(what: str, then: str = "grip", *, optional: bool = False) -> Effect:
    """"Search your stack for <what> (a type, subtype or title)": the Runner finds one ("<card> target",
    or `no` when `optional`; to install, only a card they could install: searches.py), the stack is
    shuffled (seeded), then the card is added to the grip or installed paying its install cost."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.searches import install_found, installable, stack_search_ends
        stack = game.runner.deck
        found = [c for c in stack if _matches(c, what) and (then == "grip" or installable(game, c))]
        name = ctx.source.title if ctx.source else ctx.by
        titles = [c.title for c in found]
        choice = game.decider.ask(f"{name} target", [*titles, *(["no"] if optional else [])], "Runner") \
            if found else "no"
        card = found[titles.index(choice)] if choice != "no" else None
        stack_search_ends(game, [card] if card is not None else [], ctx.by)
        from rulesdb.engine.effects.triggers import checkpoint
        checkpoint(game)  # the search ends an instruction; the found card waits set aside (cr/rule_search_instruction)
        if card is None:
            return
        if then == "grip":
            game.runner.hand.append(game.change_zone(card, "grip"))
            game.trace.add(f"{ctx.by}: {card.title} is revealed and added to the grip.", cites.cr("rule_reveal"))
            return
        install_found(game, card, ctx.by, origin="stack")
    return resolve


def search_rd_and_install(what: str) -> Effect:
    """"Search R&D for <what>, reveal it, and install it. Shuffle R&D.": the Corp finds it ("<card>
    target") and names where ("<card> install where"), R&D is shuffled (seeded)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
        from rulesdb.errors import ScenarioError
        card = choose(game, ctx, [c for c in game.corp.deck if _matches(c, what)], "Corp",
                      f"there is no {what} in R&D", cites.cr("rule_find"))
        found = [card] if card is not None else []
        if card is not None:
            game.corp.deck.remove(card)
        game.rng.shuffle(game.corp.deck)
        if card is None:
            return
        game.trace.add(f"{ctx.by}: the Corp finds and reveals {card.title}; R&D is shuffled.",
                       cites.cr("rule_find"), cites.cr("rule_reveal"))
        revealed(game, "corp", 1)
        name = ctx.source.title if ctx.source else ctx.by
        from rulesdb.engine.turns.corp_actions import remote_limit_reached
        fresh = [] if remote_limit_reached(game) else ["new remote"]  # cr/rule_limit_remote_servers
        where = game.decider.ask(f"{name} install where", [*game.servers, *fresh], "Corp")

        def refuse(message: str):
            raise ScenarioError(f"{game.decider.source}: {name}: {message}")
        install_card(game, card, found, new_remote_name(game) if where == "new remote" else where, refuse)
    return resolve


def expose_a_card(game: Game, ctx: Ctx) -> None:
    """"Expose 1 card": the Runner names an installed unrezzed Corp card ("<card> target")."""
    from rulesdb.engine.effects.exposing import expose_card
    from rulesdb.engine.state.visibility import is_facedown
    found = [o for o in game.installed() if o.owner == "corp" and is_facedown(game, o)]
    card = choose(game, ctx, found, "Runner", "there is no installed unrezzed card to expose", cites.cr("rule_expose"))
    if card is not None:
        expose_card(game, card, ctx.by)


# --- installed cards ---------------------------------------------------------------------------
def trash_installed(*types: str, owner: str = "runner", chooser: str = "Corp", subtype: str = "",
                    not_subtypes: tuple[str, ...] = (), preventable: bool = True) -> Effect:
    """Trash 1 installed card of one of `types` (program, hardware, resource...) and of `subtype`
    if given ("AI"), having none of `not_subtypes` now ("that is not a decoder"); `chooser` picks;
    `preventable=False`: "(cannot be prevented)". `types` ("card",): any installed card of `owner`
    ("1 installed Runner card", "1 of their installed cards"), facedown ones too."""
    anything = types == ("card",)

    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if o.owner == owner and (anything or (
                 o.card.facts.type in types
                 and not o.facedown))  # no type while facedown (cr/rule_facedown_runner_cards_are_blank)
                 and (not subtype or o.card.facts.has(subtype))
                 and not any(game.has_subtype(o, s) for s in not_subtypes)]
        what = " or ".join(types) if not subtype else f"{subtype} " + " or ".join(types)
        refs = subroutine_refs(ctx)
        card = choose(game, ctx, found, chooser, f"there is no installed {what} to trash", *refs)
        if card is not None:
            common.trash(game, card, ctx.by, *refs, who=ctx.side, preventable=preventable)
    return resolve


trash_program = trash_installed("program")


def subroutine_refs(ctx: Ctx) -> tuple[str, ...]:
    """The subroutine's citation for a subroutine's effect only: an operation's (Retribution) or an ability's is
    no subroutine."""
    return (cites.SUBROUTINE,) if ctx.by.endswith("'s subroutine") else ()


def trash_self(game: Game, ctx: Ctx) -> None:
    if ctx.source is not None and game.is_active(ctx.source):
        common.trash(game, ctx.source, ctx.by, who=ctx.side)


def place_counters(kind: str, n: int) -> Effect:
    """Place N counters of `kind` (power, virus, advancement, agenda, credits) on this card."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        if kind != "credits":
            common.add_counters(game, card, kind, n, ctx.by)
            return
        card.counters[kind] = card.counters.get(kind, 0) + n
        game.trace.add(f"{ctx.by}: {n}[c] placed on {card.title} (now {card.counters[kind]}).",
                       cites.CREDITS_ON_CARDS)
    return resolve


def take_credits(n: int) -> Effect:
    """Take N[c] from this card into your credit pool; when it is empty, that is reported."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        taken = min(n, card.counters.get("credits", 0))
        card.counters["credits"] = card.counters.get("credits", 0) - taken
        game.player(ctx.side).credits += taken
        game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} takes {taken}[c] from "
                       f"{card.title} ({card.counters['credits']}[c] left on it).", TAKE)
        emit(game, Event("credits-taken", card))
    return resolve


def unused_memory(game: Game) -> int:
    return max(game.memory_limit() - game.memory_used(), 0)


def installed_ice(game: Game) -> int:
    return sum(1 for o in game.installed() if o.is_ice)


def arrange_top(n: int, name: str) -> Effect:
    """Look at the top N cards of R&D and put them back in the order decision `name` gives."""
    def resolve(game: Game, ctx: Ctx) -> None:
        top = game.corp.deck[:n]
        titles = [c.title for c in top]

        def check(value):
            order = value if isinstance(value, list) else [value]
            if sorted(map(str, order)) != sorted(titles):
                raise ValueError(f"{value!r} must list the top cards of R&D: {', '.join(titles)}")
            return order

        order = game.decider.ask(name, titles, "Corp" if ctx.side == "corp" else "Runner", check=check) \
            if top else []
        remaining = list(top)
        arranged = [remaining.pop(next(i for i, c in enumerate(remaining) if c.title == t)) for t in order]
        # back into a hidden zone in an order only one player knows: new objects (cr/rule_object_move_location)
        game.corp.deck[:len(top)] = [game.change_zone(c, "rd") for c in arranged]
        game.trace.add(f"{ctx.by}: the top {len(top)} cards of R&D are looked at and arranged: "
                       f"{', '.join(order) or 'none'}; each is a new object.", cites.cr("rule_object_move_location"))
    return resolve


def psi_game(if_differ: Effect | None = None, if_match: Effect | None = None) -> Effect:
    """Play a Psi Game (both players secretly bid 0-2[c]); then the effect for differing or matching bids."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = ctx.source.title if ctx.source else ctx.by
        then = if_differ if common.psi(game, name) else if_match
        if then is not None:
            then(game, ctx)
    return resolve


def cannot(action: str, applies: Callable[[Game, Ctx, Any], bool], text: str, until: str = "run") -> Effect:
    """A lasting "cannot <action>" (access, steal, spend-credits...) for the run, turn or encounter;
    `applies(game, ctx, subject)` says which subjects it forbids."""
    def resolve(game: Game, ctx: Ctx) -> None:
        common.lasting(game, f"cannot-{action}", lambda g, card, subject: applies(g, ctx, subject),
                        text, until, ctx.by)
    return resolve


def sabotage(n: int) -> Effect:
    """Sabotage N: the Corp trashes N cards of their choice from HQ and the top of R&D, all at once
    and facedown; HQ must give enough when R&D is short, and everything goes when both are."""
    def resolve(game: Game, ctx: Ctx) -> None:
        corp = game.corp
        if len(corp.hand) + len(corp.deck) <= n:
            from_hq, rule = list(corp.hand), cites.cr("rule_sabotage_all_remaining_cards")
        else:
            least, rule = max(0, n - len(corp.deck)), cites.cr("rule_sabotage_hq_first")
            from_hq = _sabotage_choice(game, ctx, least, min(n, len(corp.hand)))
        from_rd = corp.deck[:n - len(from_hq)]
        for card in from_hq:
            corp.hand.remove(card)
        del corp.deck[:len(from_rd)]
        corp.discard += [game.change_zone(card, "archives") for card in from_hq + from_rd]
        game.trace.add(f"{ctx.by}: sabotage {n}: the Corp trashes {len(from_hq)} card(s) from HQ "
                       f"({', '.join(c.title for c in from_hq) or 'none'}) and {len(from_rd)} from the top "
                       f"of R&D, all at once, facedown into Archives.",
                       cites.cr("rule_sabotage_resolution"), cites.cr("rule_sabotage_facedown"), rule, key=True)
        pile_trashed(game, "hq", from_hq, "corp")
        pile_trashed(game, "rd", from_rd, "corp")
    return resolve


def _sabotage_choice(game: Game, ctx: Ctx, least: int, most: int) -> list[CardObj]:
    """The cards the Corp picks from HQ (decision "<card> choice"): between `least` and `most`."""
    hand = game.corp.hand
    if most == 0 or least == len(hand):
        return list(hand)[:most]

    def check(value):
        names = value if isinstance(value, list) else [] if value in (None, "none") else [value]
        left, picked = list(hand), []
        for title in names:
            match = next((c for c in left if c.title.lower() == str(title).lower()), None)
            if match is None:
                raise ValueError(f"{title!r} is not a card left in HQ")
            picked.append(match)
            left.remove(match)
        if not least <= len(picked) <= most:
            raise ValueError(f"the Corp must choose from {least} to {most} card(s) in HQ")
        return picked

    name = f"{ctx.source.title if ctx.source else ctx.by} choice"
    return game.decider.ask(name, [c.title for c in hand], "Corp", general=("sabotage",), check=check)


def threat_level(game: Game) -> int:
    """The threat level: the higher of the two players' agenda points (cr/rule_threat_level)."""
    return max(game.agenda_points("corp"), game.agenda_points("runner"))


def trash_from_hq_to(then: Effect) -> Effect:
    """"You may trash 1 card from HQ to <then>": the Corp names a card of HQ, or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        titles = [c.title for c in game.corp.hand]
        choice = game.decider.ask(f"{ctx.source.title} target", ["no", *titles], "Corp") if titles else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp does not trash a card from HQ.", cites.TRASH)
            return
        card = game.corp.hand.pop(titles.index(choice))
        game.corp.discard.append(game.change_zone(card, "archives"))
        # cited as a trash, not as a subroutine: Hafrún's and Anemone's are abilities of rezzing the ice
        game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ.", cites.TRASH)
        pile_trashed(game, "hq", [card], "corp")
        then(game, ctx)
    return resolve


def from_heap(card_type: str, then: str) -> Effect:
    """"Install a program / play an event from your heap (paying its cost)": the Runner chooses the
    card ("<card> target") and, for a run event that names no server, the server ("<card> choice")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.state.carddef import fixed_server

        found = [c for c in game.runner.discard if c.card.facts.type == card_type]
        chosen = choose(game, ctx, found, "Runner", f"there is no {card_type} in the heap", cites.C_PAID)
        if chosen is None:
            return
        card, choice = chosen.card, chosen.title
        server = fixed_server(card) if then == "play" else None
        if then == "play" and card.facts.has("run") and not server:
            server = game.decider.ask(f"{ctx.source.title} choice", list(game.servers), "Runner")
        game.trace.add(f"{ctx.by}: the Runner {then}s {choice} from the heap.", cites.C_PAID)
        heap_card(game, then, choice, server)
    return resolve


def heap_card(game: Game, verb: str, title: str, server: str | None = None) -> None:
    """The Runner installs (`verb` "install") or plays ("play") the card named `title` from the heap, paying its
    cost, within the action being carried out."""
    from dataclasses import replace

    from rulesdb.engine.turns import actions
    from rulesdb.engine.turns.actions import Action
    base = game.doing or Action("runner", verb, "", 0)
    action = replace(base, player="runner", verb=verb, text=f"{verb} {title}", card=title, server=server, host=None)
    (actions.play_card if verb == "play" else actions.install_runner_card)(game, action, game.runner.discard)


def trash_accessed_card(game: Game, ctx: Ctx) -> None:
    """Trash the card the Runner is accessing (a mid-access ability such as Imp's)."""
    from rulesdb.engine.run.access import trash_accessed
    trash_accessed(game, ctx.by, cites.cr("step_mid_access_ability"))


def expose(most: int) -> Effect:
    """Expose up to `most` installed Corp cards (decision "<card> target": a name or a list): each
    is revealed, and each exposure is its own event for trigger conditions (one instruction)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        cards = [o for o in game.installed() if o.owner == "corp"]
        titles = [o.title for o in cards]

        def check(value):
            chosen = value if isinstance(value, list) else [value]
            if len(chosen) > most or any(t not in titles for t in chosen):
                raise ValueError(f"{value!r} must name up to {most} installed Corp cards")
            return chosen
        name = f"{ctx.source.title if ctx.source else ctx.by} target"
        chosen = game.decider.ask(name, titles, "Runner", check=check) if cards else []
        from rulesdb.engine.effects.exposing import exposure_prevented
        exposed = [c for c in (cards[titles.index(t)] for t in chosen) if not exposure_prevented(game, c, ctx.by)]
        game.trace.add(f"{ctx.by}: the Runner exposes {', '.join(c.title for c in exposed) or 'no card'}.", EXPOSE)
        for card in exposed:
            emit(game, Event("exposed", card))
    return resolve


CORP_INSTALLABLE = ("ice", "asset", "upgrade", "agenda")


def installs_asked(title: str) -> tuple[str, ...]:
    """The decision names corp_installs() asks for a card."""
    return (f"{title} install", f"{title} install where")


def corp_installs(*piles: str, ignore_cost: bool = False, top: int = 0, not_here: bool = False,
                  types: tuple[str, ...] = CORP_INSTALLABLE, remote_root: bool = False, which=None,
                  elsewhere: bool = False, optional: bool = True) -> Effect:
    """"You may install 1 card from HQ or Archives (ignoring the install cost)": the Corp names the
    card ("<card> install", or `no`) and where ("<card> install where": a server, or `new remote`);
    `piles` are hq, archives, rd (with `top`: only the top N cards of R&D, looked at); `not_here`:
    not in the root of the source's own server; `elsewhere`: nowhere in or protecting it ("another server");
    `types`: the card types it may install ("non-agenda"); `remote_root`: "in the root of a remote server"
    (no ice, no central server); `which(card)`: only the cards it accepts ("1 facedown card"); `optional=False`:
    "Install 1 card" without "you may", so `no` is not an answer while a card qualifies.
    The card declares both names
    (`decisions=installs_asked("<card>")`)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
        from rulesdb.errors import ScenarioError
        zones = {"hq": game.corp.hand, "archives": game.corp.discard, "rd": game.corp.deck}
        from rulesdb.engine.cards.pile_choice import by_title_and_pile
        found = by_title_and_pile([(c, p, zones[p]) for p in piles for c in (zones[p][:top] if p == "rd" and top
                                                                              else zones[p])
                                   if c.card.facts.type in types and not (remote_root and c.is_ice)
                                   and (which is None or which(c))])
        name = ctx.source.title if ctx.source else ctx.by
        choice = game.decider.ask(f"{name} install", [*found, *(["no"] if optional else [])], "Corp") \
            if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp installs no card.", cites.C_CORP_INSTALL)
            return
        card, _, pile = found[choice]
        from rulesdb.engine.turns.corp_actions import remote_limit_reached
        fresh = [] if remote_limit_reached(game) else ["new remote"]  # cr/rule_limit_remote_servers
        servers = [s for s in game.servers if not (remote_root and s in CENTRAL)]
        where = game.decider.ask(f"{name} install where", [*servers, *fresh], "Corp")
        if where == "new remote":
            where = new_remote_name(game)
        if remote_root and where in CENTRAL:
            raise ScenarioError(f"{game.decider.source}: {name} install where: only the root of a remote server")
        if elsewhere and where == game.server_of(ctx.source):
            raise ScenarioError(f"{game.decider.source}: {name} install where: {card.title} must be installed in the "
                                f"root of or protecting another server")
        if not_here and not card.is_ice and where == game.server_of(ctx.source):
            raise ScenarioError(f"{game.decider.source}: {name} install where: {card.title} cannot be installed "
                                f"in the root of {where} (\"You cannot install that card in the root of this server\")")
        if card.card.facts.type in ("asset", "agenda") and where in CENTRAL:
            raise ScenarioError(f"{game.decider.source}: {name} install where: {card.title} cannot be installed "
                                f"in the root of {where} (only in a remote server)")

        def refuse(message: str):
            raise ScenarioError(f"{game.decider.source}: {name}: {message}")
        return install_card(game, card, pile, where, refuse, ignore_cost=ignore_cost)  # the installed object
    return resolve


# --- nested costs with another outcome, advancing, purging (Standard Corp pool) ----------------------
def unless_either(options: dict[str, tuple], otherwise: Effect, what: str, decline: str = "") -> Effect:
    """"<otherwise> unless the Runner <cost> or <cost>" (Seraph, Cloud Eater): a nested cost the Runner
    may pay, only among the options they are able to pay (cr/rule_nested_cost_unless); with none payable
    `otherwise` resolves (cr/rule_cost_interrupt_static_mandatory). `what` names `otherwise` in the trace.
    Decision "<card> choice": an option's name, or `decline` (default `what`) to pay none."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.costtypes import label, pay_all, payable
        card = ctx.source
        able_to = [name for name, costs in options.items() if payable(game, "runner", card, costs)]
        if not able_to:
            game.trace.add(f"{ctx.by}: the Runner can pay none of the nested costs ("
                           f"{' or '.join(label(c, card) for c in options.values())}), so: {what}.",
                           cites.cr("rule_cost_interrupt_static_mandatory"), cites.NESTED_COST, key=True)
            otherwise(game, ctx)
            return
        choice = game.decider.ask(f"{card.title} choice", [*able_to, decline or what], "Runner")
        game.trace.add(f"{ctx.by}: the Runner chooses to {choice if choice != decline else 'pay none: ' + what}.",
                       cites.NESTED_COST, cites.cr("rule_nested_cost_unless"))
        if choice == (decline or what):
            otherwise(game, ctx)
        else:
            pay_all(game, "runner", card, options[choice])
    return resolve


def can_advance(game: Game, card: CardObj) -> bool:
    """An installed Corp card "you can advance": an agenda, or a card whose text allows it (cr/sec_advancing_cards)."""
    return card.owner == "corp" and not cannot_advance_now(card)


def place_advancement(n: int = 1, *, where: Callable[[Game, CardObj], bool] = can_advance,
                      optional: bool = False) -> Effect:
    """"Place N advancement counters on an installed card (you can advance)": the Corp names the card
    ("<card> target", or `no` when `optional`); `where(game, card)` says which installed cards qualify."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if where(game, o)]
        titles = labels(game, found, "corp")
        name = f"{ctx.source.title if ctx.source else ctx.by} target"
        choice = game.decider.ask(name, [*titles, *(["no"] if optional else [])], "Corp") if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: no advancement counter is placed.", cites.C_ADVANCE_RULE)
            return
        common.add_counters(game, found[titles.index(choice)], "advancement", n, ctx.by)
    return resolve


def purge_virus_counters(game: Game, ctx: Ctx) -> None:
    """"Purge virus counters" as a card's effect: every virus counter leaves the game (cr/rule_purge);
    an event abilities may wait for, as after the basic action."""
    removed = 0
    for obj in game.installed():
        removed += obj.counters.pop("virus", 0)
    game.trace.add(f"{ctx.by}: virus counters are purged ({removed} removed from the game).",
                   cites.cr("rule_purge"), key=True)
    emit(game, Event("purge", info={"removed": removed}))


def remove_counters(kind: str, n: int | None) -> Effect:
    """Remove N hosted counters of `kind` from this card (as many as it has; None: all of them)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        removed = card.counters.get(kind, 0) if n is None else min(n, card.counters.get(kind, 0))
        card.counters[kind] = card.counters.get(kind, 0) - removed
        game.trace.add(f"{ctx.by}: {removed} {kind} counter(s) removed from {card.title} "
                       f"({card.counters[kind]} left).", cites.cr("rule_counters_placed_condition"))
    return resolve


def may(effect: Effect, what: str) -> Effect:
    """"You may <what>": the controller answers "<card> choice" with `what` or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        name = f"{ctx.source.title if ctx.source else ctx.by} choice"
        if game.decider.ask(name, [what, "no"], ctx.side.capitalize()) == what:
            effect(game, ctx)
        else:
            game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} chooses not to {what}.")
    return resolve


def corp_pays(n: int, then: Effect) -> Effect:
    """"You may pay N[c]. If you do, <then>" once the Corp has chosen to use it: pays, then resolves."""
    def resolve(game: Game, ctx: Ctx) -> None:
        if pay(game, Payment(ctx.side, n, "ability", f"{ctx.by} ({n}[c])"), cites.COST):
            then(game, ctx)
    return resolve


def able_to_pay(n: int):
    """`usable=` for a "you may pay N[c]" conditional ability: unusable while the Corp cannot pay."""
    def usable(game: Game, pending) -> str:
        payment = Payment(pending.controller, n, "ability", f"{pending.label}'s ability")
        return "" if able(game, payment) else f"the {game.player(pending.controller).name} cannot pay {n}[c]"
    return usable


def runner_installed(game: Game) -> list[CardObj]:
    """"Installed Runner cards": the rig and the Runner's cards hosted anywhere (a trojan on a piece of ice),
    facedown ones too."""
    return [o for o in game.installed() if o.owner == "runner"]


def runner_card_to_grip(game: Game, ctx: Ctx) -> None:
    """"Add 1 installed Runner card to the grip": the Corp picks it ("<card> target")."""
    card = choose(game, ctx, runner_installed(game), "Corp", "the Runner has no installed card", *subroutine_refs(ctx))
    if card is not None:
        common.to_grip(game, card, ctx.by)


def may_trash_installed(*types: str, subtype: str = "") -> Effect:
    """"You may trash 1 installed <subtype> <type>": the Corp names one ("<card> target") or `no`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if o.owner == "runner" and not o.facedown
                 and o.card.facts.type in types and (not subtype or game.has_subtype(o, subtype))]
        titles = labels(game, found, "corp")
        choice = game.decider.ask(f"{ctx.source.title} target", [*titles, "no"], "Corp") if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp trashes no {subtype or ' or '.join(types)}.")
            return
        common.trash(game, found[titles.index(choice)], ctx.by, who=ctx.side)
    return resolve


def search_rd_to_hq(what: Callable[[CardObj], bool], label: str) -> Effect:
    """"Search R&D for <label> and reveal it. Add it to HQ.": the Corp finds one ("<card> target"),
    R&D is shuffled at once (cr/rule_shuffle_deck_after_search), then the card goes to HQ."""
    def resolve(game: Game, ctx: Ctx) -> None:
        deck = game.corp.deck
        card = choose(game, ctx, [c for c in deck if what(c)], "Corp", f"there is no {label} in R&D",
                      cites.cr("rule_find"))
        if card is not None:
            deck.remove(card)
        game.rng.shuffle(deck)
        found = f"{card.title} and reveals it" if card else "nothing"
        game.trace.add(f"{ctx.by}: the Corp searches R&D, finds {found}; R&D is shuffled.", cites.cr("rule_find"),
                       cites.cr("rule_shuffle_deck_after_search"), key=True)
        if card is not None:
            game.corp.hand.append(game.change_zone(card, "hq"))
            game.trace.add(f"{ctx.by}: {card.title} is added to HQ.", cites.cr("rule_reveal"))
            revealed(game, "corp", 1)
    return resolve


def win_the_game(game: Game, ctx: Ctx) -> None:
    """"You win the game" (Superdeep Borehole): the game ends at once (cr/sec_ending_the_game)."""
    if game.winner is None:
        game.winner, game.reason = ctx.side, f"{ctx.source.title if ctx.source else ctx.by}'s ability"
        game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} wins the game.", cites.cr("sec_ending_the_game"),
                       key=True)


def reveal_top_of_rd(game: Game, ctx: Ctx) -> None:
    """"Reveal the top card of R&D": both players see it; it stays where it is (cr/rule_reveal)."""
    top = game.corp.deck[:1]
    game.trace.add(f"{ctx.by}: the top card of R&D is revealed: {top[0].title if top else 'R&D is empty'}.",
                   cites.cr("rule_reveal"))
    revealed(game, "corp", len(top))


def move_to_another_root(*, optional: bool = True) -> Effect:
    """"(You may) move this upgrade to the root of another server": the Corp names the server ("<card>
    target", or `no`); it stays installed, so it is the same object (cr/rule_object_move_location), and
    abilities waiting for it to move see the server it reached (event "moved")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.state.thisserver import this_server
        card = ctx.source
        here = this_server(game, card)
        if here is None or not any(o is card for o in here.root):
            return
        others = [name for name, server in game.servers.items() if server is not here]
        where = game.decider.ask(f"{card.title} target", [*others, *(["no"] if optional else [])], "Corp")
        if where == "no":
            game.trace.add(f"{ctx.by}: {card.title} stays in the root of {here.name}.")
            return
        here.root.remove(card)
        game.servers[where].root.append(card)
        game.trace.add(f"{ctx.by}: {card.title} moves to the root of {where}; it stays installed, so it is the "
                       "same object.", cites.SAME_OBJECT, key=True)
        emit(game, Event("moved", card, {"server": where}))
    return resolve


def derez(game: Game, ctx: Ctx, card: CardObj) -> None:
    """Derez `card`: it turns facedown and is inactive (cr/sec_derez, cr/rule_derez_by_ability), reported as
    event `derezzed` and on the run's record (effects.derez, the one way a card is derezzed)."""
    from rulesdb.engine.effects.derez import derez as derez_card
    derez_card(game, card, ctx.by)


def corp_plays_operation(pile: str, *, subtype: str = "", then_remove: bool = False) -> Effect:
    """"You may play 1 (<subtype>) operation from HQ / Archives" (paying its costs): the Corp names it ("<card>
    play", or `no`); `then_remove`: "After it resolves, remove it from the game"."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from dataclasses import replace

        from rulesdb.engine.turns.actions import Action, play_card
        zone = game.corp.hand if pile == "hq" else game.corp.discard
        found = [c for c in zone if c.card.facts.type == "operation" and (not subtype or c.card.facts.has(subtype))]
        titles = list(dict.fromkeys(c.title for c in found))
        name = ctx.source.title if ctx.source else ctx.by
        choice = game.decider.ask(f"{name} play", [*titles, "no"], "Corp") if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp plays no operation.", cites.PLAY_EVENT)
            return
        base = game.doing or Action("corp", "play", "", 0)
        play_card(game, replace(base, player="corp", verb="play", text=f"play {choice}", card=choice, server=None,
                                host=None), None if pile == "hq" else zone, then_remove=then_remove)
    return resolve
