"""Acting on installed cards: trash one, return one to the grip, remove this card from the game, rez,
derez, move an upgrade to another root, expose; how much memory and ice there is."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx, Effect, subroutine_refs
from rulesdb.engine.effects import card_moves, trashing, uninstalling
from rulesdb.engine.state.choice_labels import ask_card, labels
from rulesdb.engine.state.decisions import picking
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_server

EXPOSE = cites.cr("rule_expose")


def rez_ignoring_costs(*types: str, optional: bool = True) -> Effect:
    """"You may rez a piece of ice ignoring all costs": the Corp names an unrezzed installed card of
    `types` ("<card> target") or `no`; `optional=False` ("Rez a card"): `no` only when none can be rezzed."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if o.owner == "corp" and not o.rezzed and o.card.facts.type in types
                 and not game.forbidden("rez", o)]
        name = ctx.source.title if ctx.source else ctx.by
        card = ask_card(game, f"{name} target", found, "Corp", extra=("no",) if optional else (),
                        must="" if optional else cites.C_TARGETS) if found else "no"
        if card == "no":
            game.trace.add(f"{ctx.by}: the Corp rezzes nothing.", cites.C_REZ)
            return
        from rulesdb.engine.state.earlier_this_turn import may_have_been_used
        may_have_been_used(game, "rez", card)  # an unseen Mitosis: "You cannot score or rez either of those cards"
        card.rezzed = True
        game.trace.add(f"{ctx.by}: the Corp rezzes {card.title}, ignoring all costs.", cites.C_REZ, key=True)
        emit(game, Event("rezzed", card))
    return resolve


def remove_self_from_game(game: Game, ctx: Ctx) -> None:
    """Remove this card from the game, from wherever it is now (cr/rule_rfg_move)."""
    card = ctx.source
    installed = next((o for o in runner_installed(game) if o.first_object == card.first_object), None)
    if installed is not None:  # hosted on another card too (cr/rule_host_on_ability)
        uninstalling.remove_installed(game, installed)
        game.orphans += installed.hosted  # trashed at the checkpoint (cr/step_checkpoint_hosted_on_installed_cards)
        card_moves.remove_from_game(game, installed, ctx.by)
        return
    for pile in (game.runner.discard, game.runner.hand, game.runner.deck, game.corp.discard):
        found = next((o for o in pile if o.first_object == card.first_object), None)
        if found is not None:
            pile.remove(found)
            card_moves.remove_from_game(game, found, ctx.by)
            return


def expose_a_card(game: Game, ctx: Ctx) -> None:
    """"Expose 1 card": the Runner names an installed unrezzed Corp card ("<card> target")."""
    from rulesdb.engine.effects.exposing import expose_card
    from rulesdb.engine.state.visibility import is_facedown
    found = [o for o in game.installed() if o.owner == "corp" and is_facedown(game, o)]
    card = choose(game, ctx, found, "Runner", "there is no installed unrezzed card to expose", cites.cr("rule_expose"))
    if card is not None:
        expose_card(game, card, ctx.by)


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
            trashing.trash(game, card, ctx.by, *refs, who=ctx.side, preventable=preventable)
    return resolve


trash_program = trash_installed("program")


def trash_self(game: Game, ctx: Ctx) -> None:
    if ctx.source is not None and game.is_active(ctx.source):
        trashing.trash(game, ctx.source, ctx.by, who=ctx.side)


def trash_self_to(effect: Effect) -> Effect:
    """"You may trash this card to <effect>" or "... If you do, <effect>": the trash is a nested cost
    (cr/rule_nested_cost_may), paid before the effect and not preventable, a checkpoint following it
    (`trashing.trash_as_cost`); not paid (the card no longer active, or one that cannot be trashed), nothing more
    happens."""
    def resolve(game: Game, ctx: Ctx) -> None:
        source = ctx.source
        if source is None or not game.is_active(source) or \
                trashing.trash_as_cost(game, source, ctx.by, who=ctx.side) is None:
            game.trace.add(f"{ctx.by}: {source.title if source else 'the card'} is not trashed, so nothing more "
                           "happens.", cites.cr("rule_nested_cost_may"))
            return
        effect(game, ctx)
    return resolve


def unused_memory(game: Game) -> int:
    return max(game.memory_limit() - game.memory_used(), 0)


def installed_ice(game: Game) -> int:
    return sum(1 for o in game.installed() if o.is_ice)


def expose(most: int) -> Effect:
    """Expose up to `most` installed Corp cards (decision "<card> target": a name or a list): each
    is revealed, and each exposure is its own event for trigger conditions (one instruction)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        cards = [o for o in game.installed() if o.owner == "corp"]
        titles = [o.title for o in cards]

        @picking
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


def runner_installed(game: Game) -> list[CardObj]:
    """"Installed Runner cards": the rig and the Runner's cards hosted anywhere (a trojan on a piece of ice),
    facedown ones too."""
    return [o for o in game.installed() if o.owner == "runner"]


def runner_card_to_grip(game: Game, ctx: Ctx) -> None:
    """"Add 1 installed Runner card to the grip": the Corp picks it ("<card> target")."""
    card = choose(game, ctx, runner_installed(game), "Corp", "the Runner has no installed card", *subroutine_refs(ctx))
    if card is not None:
        card_moves.to_grip(game, card, ctx.by)


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
        trashing.trash(game, found[titles.index(choice)], ctx.by, who=ctx.side)
    return resolve


def move_to_another_root(*, optional: bool = True) -> Effect:
    """"(You may) move this upgrade to the root of another server": the Corp names the server ("<card>
    server", or `no`); it stays installed, so it is the same object (cr/rule_object_move_location), and
    abilities waiting for it to move see the server it reached (event "moved")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.state.thisserver import this_server
        card = ctx.source
        here = this_server(game, card)
        if here is None or not any(o is card for o in here.root):
            return
        others = [name for name, server in game.servers.items() if server is not here]
        where = ask_server(game, card.title, [*others, *(["no"] if optional else [])], "Corp", must=False)
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
