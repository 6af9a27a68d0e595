"""Resources whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.interrupts import prevent
from rulesdb.engine.cards.hooks.moments import when_emptied, when_turn_begins
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import give_tags, lose_clicks
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL

BIOMETRIC_SPOOFING = resource("Biometric Spoofing", "", faction="neutral-runner", cost=2, inf=0, text=(
    "[interrupt] → [trash]: Prevent 2 damage.",), on=(prevent("damage", 2, costs=(TrashSelf(),)),))


def _rd_with_one_more(game: Game, ctx: Ctx) -> None:
    """Beatriz Friere Gonzalez: breach R&D instead of HQ, accessing 1 additional card."""
    from rulesdb.engine.cards.breaches import add_accesses
    from rulesdb.engine.run.access import breach
    add_accesses(game, "R&D", 1, ctx.by)
    breach(game, "R&D", by=ctx.by)


def _beatriz_run(game: Game, ctx: Ctx) -> None:
    run_event(instead_of_breaching("HQ", _rd_with_one_more, "Beatriz Friere Gonzalez", starts="[click]"))(
        game, ctx.source, "HQ")


def _bank_job_instead(game: Game, card, server: str):
    """Bank Job: a breach of a remote server may be replaced by taking any number of its credits ("Bank Job
    choice": a number); emptied, it is trashed."""
    if server in CENTRAL or not card.counters.get("credits"):
        return None

    def replacement(game: Game) -> None:
        most = card.counters.get("credits", 0)

        def check(value):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
                raise ValueError(f"{value!r} must be a number of credits from 0 to {most}")
            return value
        n = game.decider.ask("Bank Job choice", [f"0..{most}"], "Runner", check=check)
        take_credits(n)(game, Ctx(card, "runner", "Bank Job's ability"))
    return replacement


BANK_JOB = resource("Bank Job", "Job", faction="criminal", cost=1, inf=2, text=(
    "When you install this resource, load 8[c] on it. When it is empty, trash it.",
    "Whenever you make a successful run on a remote server, instead of breaching that server, you may take any "
    "number of credits from this resource."), hosted_credits=8,
    on=(when_emptied(trash_self, starts="When you install"),
        constant("breach-replacement", _bank_job_instead, starts="Whenever")),
    decisions=("Bank Job choice",))


BEATRIZ = resource("Beatriz Friere Gonzalez", "Connection", faction="shaper", unique=True, cost=2, inf=3, text=(
    "[click][click]: Run HQ. If successful, instead of breaching HQ, breach R&D. When you do, access 1 additional "
    "card.",), on=(paid(Clicks(2), effect=_beatriz_run),))


def _identify_mark(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.state.mark import identify_mark
    identify_mark(game, ctx.by)


def _encounter_on_mark(game, card, event) -> bool:
    from rulesdb.engine.state.mark import mark
    run = game.run
    return run is not None and run.server == mark(game, card)


def _trash_to_bypass(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.ending import bypass
    from rulesdb.engine.effects.trashing import trash_as_cost
    ice = ctx.event.subject
    if trash_as_cost(game, ctx.source, ctx.by, who="runner") is not None:
        bypass(game, ice, ctx.by)


BACKSTITCHING = resource("Backstitching", "Virtual", faction="criminal", cost=2, inf=2, text=(
    "When your turn begins, identify your mark. <em>(If you don’t have a mark, a random central server becomes your "
    "mark for this turn.)</em>",
    "Whenever you encounter a piece of ice during a run on your mark, you may trash this resource to bypass that ice."),
    on=(when_turn_begins(_identify_mark),
        whenever("encounter", _trash_to_bypass, _encounter_on_mark, starts="Whenever", structure="encounter",
                 optional="use Backstitching")))


def _first_encounter_this_run(game, card, event) -> bool:
    run = game.run
    if run is None:
        return False
    key = f"Baklan {card.object_id}"
    if key in run.used:
        return False
    run.used.add(key)
    return True


def _encountering(game: Game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended


def _baklan_derez(game: Game, ctx: Ctx) -> None:
    """“Baklan” Bochkin: X hosted power counters (the Runner names X, decision "“Baklan” Bochkin choice"); derez
    the encountered ice if its strength is X or less; take 1 tag."""
    from rulesdb.engine.effects.derez import derez
    card, enc = ctx.source, game.encounter
    held = card.counters.get("power", 0)

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= held:
            raise ValueError(f"{value!r} must be a number of power counters from 0 to {held}")
        return value
    x = game.decider.ask("“Baklan” Bochkin choice", [str(n) for n in range(held + 1)], "Runner", check=check)
    card.counters["power"] = held - x
    if enc is not None and not enc.ended and game.ice_strength(enc.ice) <= x:
        derez(game, enc.ice, ctx.by)
    give_tags(1)(game, ctx)


BAKLAN = resource("“Baklan” Bochkin", "Connection", faction="criminal", unique=True, cost=2, inf=3, text=(
    "The first time you encounter a piece of ice during each run, place 1 power counter on this resource.",
    "[trash], X hosted power counters: Derez the ice you are encountering if its strength is X or less. Take 1 tag."),
    on=(whenever("encounter", place_counters("power", 1), _first_encounter_this_run, starts="The first"),
        paid(TrashSelf(), effect=_baklan_derez, when=_encountering, starts="[trash]")),
    decisions=("“Baklan” Bochkin choice",))


BORROWED_SATELLITE = resource("Borrowed Satellite", "Link", faction="shaper", cost=3, inf=2, link=1, text=(
    "+1[link]", "Your maximum hand size is increased by 1."),
    on=(constant("hand-size", lambda game, card, side: 1 if side == "runner" else 0, starts="Your maximum"),))


BEACH_PARTY = resource("Beach Party", "", faction="neutral-runner", cost=0, inf=0, text=(
    "When your turn begins, lose [click].", "Your maximum hand size is increased by 5."),
    on=(when_turn_begins(lose_clicks(1)),
        constant("hand-size", lambda game, card, side: 5 if side == "runner" else 0, starts="Your maximum")))
