"""What several resources share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine.state.game import Game


def _encountering(game: Game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended


def trashed_while_tagged(starts: str) -> dict:
    """"Trash this resource if you are tagged" (Rachel Beckman, Zona Sul Shipping): trashed as a tag is taken, and
    as it is installed while the Runner is tagged; the card's `on=` hook and its `on_install`."""
    from rulesdb.engine.cards.hooks.abilities import whenever
    from rulesdb.engine.cards.hooks.moments import on_install
    from rulesdb.engine.cards.primitives.choices import when
    from rulesdb.engine.cards.primitives.installed import trash_self
    return {"hook": whenever("tags-taken", trash_self, lambda game, card, event: game.runner.tags > 0, starts=starts),
            "on_install": on_install(when(lambda game, ctx: game.runner.tags > 0, trash_self))}


def shard(server: str):
    """The shards: "Whenever you make a successful run on <server>, instead of breaching <server>, you may install this
    resource from your grip, ignoring all costs" (a breach replacement that works from the grip: run.replacing)."""
    from rulesdb.engine.cards.hooks.abilities import constant
    from rulesdb.engine.run.replacing import FROM_GRIP

    def value(game: Game, card, target: str):
        from rulesdb.engine.effects.searches import can_be_hosted, install_found
        if target != server or not any(c is card for c in game.runner.hand) or not can_be_hosted(game, card):
            return None

        def replacement(game: Game) -> None:
            game.runner.hand.remove(card)
            install_found(game, card, card.title, ignore_costs=True, origin="grip")
        return replacement
    return constant(FROM_GRIP, value, starts="Whenever")


def has_trash_ability(card) -> bool:
    """A card with a [trash] ability: one of its abilities has [trash] in its trigger cost (before the colon)."""
    return any("[trash]" in line.split(":", 1)[0] for line in card.card.facts.text if ":" in line)


def hardware_or_program_installed(game: Game, card, event) -> bool:
    """"Whenever you install a piece of hardware or a program" (Technical Writer)."""
    return event.subject is not None and event.subject.owner == "runner" and \
        event.subject.card.facts.type in ("hardware", "program")
