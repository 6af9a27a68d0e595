"""What several identities share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.cards.printed import identity

SEATED = "identities"


def _runner(title, subtypes, faction, link, text, deck=45, limit=15, waits_for=SEATED, **kw):
    return identity(title, subtypes, faction=faction, link=link, deck=deck, limit=limit, text=tuple(text),
                    waits_for=waits_for, **kw)


def _corp(title, subtypes, faction, text, deck=45, limit=15, waits_for=SEATED, **kw):
    return identity(title, subtypes, faction=faction, deck=deck, limit=limit, text=tuple(text),
                    waits_for=waits_for, **kw)


def install_from_grip(*types: str):
    """"You may install 1 <type> from your grip" (paying its install cost): the Runner names the card
    ("<identity> target") or `no`, among those they can install (`searches.installable`); installing is the usual
    procedure (cr/rule_install_steps)."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine import cites
        from rulesdb.engine.effects.searches import install_notes, installable_among
        from rulesdb.engine.state.as_if_in_grip import from_grip
        from rulesdb.engine.turns.runner_installs import install_by_ability
        found = installable_among(game, from_grip(game), types)
        titles = list(dict.fromkeys(c.title for c in found))
        notes = install_notes(game, from_grip(game), types)
        choice = game.decider.ask(f"{ctx.source.title} target", [*titles, "no"], "Runner",
                                  notes=notes) if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Runner installs nothing.", cites.INSTALL_PROGRAM)
            return
        card = next(c for c in found if c.title == choice)
        install_by_ability(game, card, line=game.doing.line if game.doing else 0)
    return resolve


def unless_runner_pays(costs: tuple, effect, option: str):
    """"<effect> unless the Runner <pays costs>": a nested cost they may pay only if able (decision
    "<identity> choice": `option` or "no")."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine import cites
        from rulesdb.engine.effects.costtypes import pay_all, payable
        able = payable(game, "runner", ctx.source, costs)
        choice = game.decider.ask(f"{ctx.source.title} choice", [option, "no"], "Runner") if able else "no"
        game.trace.add(f"{ctx.by}: the Runner {'chooses to ' + option if choice != 'no' else 'does not pay'}"
                       f"{'' if able else ' (unable to)'}.", cites.NESTED_COST)
        if choice == "no":
            effect(game, ctx)
        else:
            pay_all(game, "runner", ctx.source, costs)
    return resolve


def flip_identity(game, ctx) -> None:
    """"Flip this identity": the other side becomes faceup, and only its abilities are active
    (cr/rule_identity_double_sided)."""
    from rulesdb.engine import cites
    card = ctx.source
    card.flipped = not card.flipped
    game.trace.add(f"{ctx.by}: {card.title} is flipped to its {'flip' if card.flipped else 'front'} side.",
                   cites.cr("rule_identity_double_sided"), key=True)


def on_side(flipped: bool, *hooks):
    """The hooks of one side of a double-sided identity: its abilities are active only while that side is faceup
    (cr/rule_identity_double_sided); a game begins with the front side faceup (cr/rule_double_sided_identity)."""
    from dataclasses import replace

    from rulesdb.engine.state.carddef import Ability, TriggerDef

    def side(hook):
        def built(facts):
            made = hook(facts)
            if isinstance(made, TriggerDef):
                met = made.condition
                return replace(made, condition=lambda game, card, event: card.flipped == flipped
                               and met(game, card, event))
            if isinstance(made, Ability):
                usable = made.when
                return replace(made, when=lambda game, card: card.flipped == flipped
                               and (usable is None or usable(game, card)))
            raise ValueError(f"{facts.title}: only conditional and paid abilities can belong to one side")
        return built
    return tuple(side(hook) for hook in hooks)
