"""Identities whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives.installs import corp_places
from rulesdb.engine.effects.finding import ask_found
from rulesdb.engine.effects.install_and_rez import rez_ignoring_credit_costs
from rulesdb.engine.effects.setting_aside import set_found_aside


def _trashed_rezzed_by_corp(game, card, event) -> bool:
    """Ob Superheavy Logistics: the Corp trashed a rezzed card, not as a step of installing a card (`game.installing`:
    cr/rule_steps_installing_trash_like_cards); once per turn, and the Corp may decline."""
    subject = event.subject
    return (subject is not None and subject.owner == "corp" and subject.rezzed and event.info.get("by") == "corp"
            and not game.installing and "Ob Superheavy" not in card.used)


def _install_and_rez_one_cheaper(game, ctx) -> None:
    """Search R&D for a card with a printed rez cost 1[c] less than the trashed card's; install and rez
    it, ignoring credit costs: a real rez, paying any other additional cost to rez, or the card revealed
    (decisions "<identity> target", "<identity> install where", "<identity> choice": pay or reveal)."""
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    ctx.source.used.add("Ob Superheavy")
    wanted = (ctx.event.subject.card.facts.cost or 0) - 1
    found = [c for c in game.corp.deck if c.card.facts.type in ("ice", "asset", "upgrade")
             and c.card.facts.cost == wanted]
    name = ctx.source.title.split(":")[0]  # decisions name the identity before the colon
    card, _ = ask_found(game, "rd", found, f"{name} target", "Corp")  # criteria: it may fail to find
    set_found_aside(game, [card] if card is not None else [], game.corp.deck)
    game.rng.shuffle(game.corp.deck)
    if card is None:
        game.trace.add(f"{ctx.by}: the Corp installs no card with a printed rez cost of {wanted}[c].",
                       cites.cr("rule_find"))
        return
    where = game.decider.ask(f"{name} install where", corp_places(game, card), "Corp")

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: {name}: {message}")
    installed = install_card(game, card, [card], new_remote_name(game) if where == "new remote" else where, refuse,
                             ignore_cost=True)
    rez_ignoring_credit_costs(game, installed, ctx.by, f"{name} choice")


OB_SUPERHEAVY = _corp("Ob Superheavy Logistics: Extract. Export. Excel.", "Corp", "weyland-consortium", [
    "Once per turn → When you trash a rezzed card, except during installation, you may search R&D for 1 card "
    "with a printed rez cost exactly 1[c] less than the trashed card's printed rez cost. Install and rez the "
    "card you found, ignoring credit costs."],
    on=(whenever("trashed", _install_and_rez_one_cheaper, _trashed_rezzed_by_corp, inactive_ok=True,
                 optional="use Ob Superheavy Logistics"),),
    decisions=("Ob Superheavy Logistics target", "Ob Superheavy Logistics install where",
               "Ob Superheavy Logistics choice"), waits_for="")
