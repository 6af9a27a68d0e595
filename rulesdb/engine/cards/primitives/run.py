"""The run's primitives: end the run, or end it unless the Runner pays a nested cost (one of several, or N[c]),
lasting "cannot" effects for the run, turn or encounter, and trashing the card being accessed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.effects import ending, lasting_effects
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.state.game import Game


def end_the_run(game: Game, ctx: Ctx) -> None:
    """End the run: the effect of `ctx.side`'s card (Shred's "the first time the Corp would end that run")."""
    ending.end_the_run(game, ctx.by, side=ctx.side, source=ctx.source)


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


def cannot(action: str, applies: Callable[[Game, Ctx, Any], bool], text: str, until: str = "run") -> Effect:
    """A lasting "cannot <action>" (access, steal, spend-credits...) for the run, turn or encounter;
    `applies(game, ctx, subject)` says which subjects it forbids."""
    def resolve(game: Game, ctx: Ctx) -> None:
        lasting_effects.lasting(game, f"cannot-{action}", lambda g, card, subject: applies(g, ctx, subject),
                        text, until, ctx.by)
    return resolve


def trash_accessed_card(game: Game, ctx: Ctx) -> None:
    """Trash the card the Runner is accessing (a mid-access ability such as Imp's)."""
    from rulesdb.engine.run.mid_access import trash_accessed
    trash_accessed(game, ctx.by, cites.cr("step_mid_access_ability"))


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


def run_server_choice(game: Game, name: str, servers, by: str, *, may: bool = False, decline: str = "") -> str | None:
    """The server the Runner chooses to run for a card letting them choose ("run any server", "run a remote
    server"): only those they may announce (`announcing.announceable`, the check every run's announcement makes,
    cr/rule_cannot_run_abilities), the question's notes naming each left out and the "cannot" that forbids it.
    `may`: a "you may run" (Trick Shot, Doppelgänger), with none left not asked (None); `decline` ("no"): the answer
    declining it, when the question itself is the "may". A mandatory one ("[click]: Run any server") with none left is
    refused: whether the rest of the ability resolves without its run is not modelled."""
    from rulesdb.engine.run.announcing import announceable
    from rulesdb.engine.state.only_choice import ask_must
    from rulesdb.errors import ScenarioError
    allowed, notes = announceable(game, servers)
    if not allowed:
        said = "; ".join(notes) or "there is no such server"
        if not may:
            raise ScenarioError(f"{game.decider.source}: {by}: the Runner cannot run on any server it offers ({said}); "
                                "resolving it without its run is not modelled.")
        game.trace.add(f"{by}: there is no server the Runner may run ({said}).", cites.C_CANNOT,
                       cites.cr("rule_cannot_run_abilities"))
        return None
    if decline:
        choice = game.decider.ask(name, [*allowed, decline], "Runner", notes=notes or None)
        return None if choice == decline else choice
    return ask_must(game, name, allowed, "Runner", cites.C_CHOSEN_ON_RESOLVING, notes=notes or None)
