"""Identities whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.identities.common import _corp, _runner, unless_runner_pays
from rulesdb.engine.cards.primitives.card_counters import place_advancement
from rulesdb.engine.cards.primitives.choices import choose, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, draw
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.cards.shared import swap_two_installed_ice
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import unless_none_earlier

THE_CATALYST = identity("The Catalyst: Convention Breaker", "Natural", faction="neutral-runner", link=0, deck=30,
                        text=("Starter game only.",))


THE_SYNDICATE = identity("The Syndicate: Profit over Principle", "Megacorp", faction="neutral-corp", deck=30,
                         text=("Starter game only.",))


THULE_SUBSEA = _corp("Thule Subsea: Safety Below", "Division", "haas-bioroid", [
    "Whenever the Runner steals an agenda, do 1 core damage unless they spend [click] and 2[c]."],
    on=(whenever("stolen", unless_runner_pays((Clicks(1), Credits(2)), damage("core", 1), "spend [click] and 2[c]")),),
    decisions=("Thule Subsea: Safety Below choice",), waits_for="")


TAO_SALONGA = _runner("Tāo Salonga: Telepresence Magician", "Natural", "shaper", 0, [
    "Whenever an agenda is scored or stolen, you may swap 2 installed pieces of ice."], deck=40,
    on=(whenever("scored", swap_two_installed_ice, optional="use Tāo Salonga"),
        whenever("stolen", swap_two_installed_ice, optional="use Tāo Salonga")),
    decisions=("Tāo Salonga: Telepresence Magician choice",), waits_for="")


def _install_2_less_then_meat(game: Game, ctx: Ctx) -> None:
    """Topan: install 1 card from the grip ("<identity> target"), one the Runner could install paying 2[c] less
    (cr/rule_valid_search_target_install_play), its install cost 2[c] lower for this install, then suffer 1 meat
    damage (the Runner's own damage: cr/rule_suffer_or_take_damage)."""
    from rulesdb.engine.cards.shared import discounted
    from rulesdb.engine.effects.damage import do_damage
    from rulesdb.engine.effects.searches import install_notes, installable_among
    from rulesdb.engine.state.as_if_in_grip import from_grip
    from rulesdb.engine.turns.runner_installs import install_by_ability
    types = ("program", "hardware", "resource")
    found = installable_among(game, from_grip(game), types, less=2)
    card = choose(game, ctx, found, "Runner", "there is no card in the grip the Runner can install",
                  cites.INSTALL_PROGRAM, notes=install_notes(game, from_grip(game), types, less=2))
    if card is None:
        return
    with discounted(game, "install-cost", card, 2, ctx.by):
        install_by_ability(game, card)
    do_damage(game, "meat", 1, ctx.by, side="runner", card=ctx.source)


TOPAN = _runner("Topan: Ormas Leader", "Natural", "anarch", 0, [
    "Once per turn → [click]: Install 1 card from your grip, paying 2[c] less. When you install that card, suffer 1 "
    "meat damage."], on=(paid(Clicks(1), effect=_install_2_less_then_meat, once_per_turn=True),), waits_for="")


def _ap_or_destroyer_rezzed_in_a_run(game: Game, card, event) -> bool:
    ice = event.subject
    return ice is not None and ice.is_ice and game.run is not None and not game.run.ended \
        and (game.has_subtype(ice, "AP") or game.has_subtype(ice, "Destroyer"))


def _thunderbolt(game: Game, ctx: Ctx) -> None:
    """Thunderbolt Armaments: the ice just rezzed gets +1 strength and gains its subroutine after all its others, for
    the remainder of the run (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.cards.hooks.hosting import gains_subroutines
    from rulesdb.engine.cards.primitives.run import end_the_run_unless
    from rulesdb.engine.effects.card_costs import TrashAnotherInstalled
    from rulesdb.engine.effects.lasting_effects import lasting
    ice = ctx.event.subject
    lasting(game, "ice-strength", lambda g, c, subject: 1 if subject is ice else 0,
            f"{ice.title} gets +1 strength for the remainder of the run", "run", ctx.by)
    gains_subroutines(game, ice, "End the run unless the Runner trashes 1 of their installed cards.",
                      end_the_run_unless("trash 1 installed card", TrashAnotherInstalled()), 1, ctx.by)


THUNDERBOLT = _corp("Thunderbolt Armaments: Peace Through Power", "Division", "haas-bioroid", [
    "Whenever you rez a piece of AP or destroyer ice during a run, that ice gets +1 strength and gains “[sub] End "
    "the run unless the Runner trashes 1 of their installed cards.” after its other subroutines for the remainder "
    "of that run."], on=(whenever("rezzed", _thunderbolt, _ap_or_destroyer_rezzed_in_a_run),), waits_for="")


def _gained_through_agenda_or_operation(game: Game, card, event) -> bool:
    def through_agenda_or_operation(game: Game, past) -> bool:
        source = past.subject
        return (past.info.get("side") == "corp" and source is not None and source.owner == "corp"
                and source.card.facts.type in ("agenda", "operation"))
    return first_each_turn(game, event, through_agenda_or_operation)


THE_ZWICKY_GROUP = _corp("The Zwicky Group: Invisible Hands", "Unsubstantiated", "weyland-consortium", [
    "The first time each turn you gain credits through an ability on an agenda or operation, you may draw 1 card."],
    on=(whenever("credits-gained", draw(1), _gained_through_agenda_or_operation, optional="use The Zwicky Group"),),
    waits_for="")


THE_PROFESSOR = identity("The Professor: Keeper of Knowledge", "Natural", faction="shaper", link=0, deck=45, limit=1,
                         text=("The first copy of each program in this deck does not count against your influence "
                               "limit.",))  # deck building only


def _no_successful_run_last_turn(game: Game, ctx: Ctx) -> bool:
    """Tennin Institute's condition; when the Runner's last turn came before the scenario (or started before it) it
    is not known, and the scenario is refused naming it, as Daily Quest's is (state.midturn)."""
    from rulesdb.engine.state.lastturn import runners_last_turn, runs_in_runners_last_turn
    made = [run for run in runs_in_runners_last_turn(game) or () if run["outcome"] == "successful"]
    return not unless_none_earlier(game, made, ctx.source, "the Runner made a successful run during their last turn",
                                   runners_last_turn(game))


TENNIN_INSTITUTE = identity("Tennin Institute: The Secrets Within", "Division", faction="jinteki", deck=45, limit=15,
                            text=("When your turn begins, if the Runner did not make a successful run during their "
                                  "last turn, you may place 1 advancement counter on an installed card.",),
                            on=(when_turn_begins(when(_no_successful_run_last_turn, place_advancement(
                                1, where=lambda game, card: True, optional=True))),),
                            decisions=("Tennin Institute: The Secrets Within target",))


def _first_ice_rez(game: Game, card, event) -> bool:
    return event.subject.is_ice and first_each_turn(game, event,
                                                    lambda g, e: e.subject is not None and e.subject.is_ice)


def _another_copy_to_hq(game: Game, ctx: Ctx) -> None:
    """The Foundry: another copy of the rezzed ice, if R&D has one and the Corp finds it ("The Foundry target": a
    search of a deck with criteria may fail to find, `finding.ask_found`), revealed and added to HQ; R&D is
    shuffled."""
    from rulesdb.engine.effects.finding import ask_found
    title = ctx.event.subject.title
    copy, _ = ask_found(game, "rd", [c for c in game.corp.deck if c.title == title], "The Foundry target", "Corp")
    if copy is not None:
        game.corp.deck.remove(copy)
        game.corp.hand.append(game.change_zone(copy, "hq"))
        revealed(game, "corp", 1)
    game.rng.shuffle(game.corp.deck)
    found = f"finds {title}, reveals it and adds it to HQ" if copy else f"finds no other copy of {title}"
    game.trace.add(f"{ctx.by}: the Corp searches R&D, {found}, and shuffles R&D.", cites.cr("rule_find"),
                   *((cites.cr("rule_reveal_for_search"),) if copy else ()))


THE_FOUNDRY = _corp("The Foundry: Refining the Process", "Division", "haas-bioroid", [
    "The first time you rez a piece of ice each turn, you may search R&D for another copy of that ice, reveal it, and "
    "add it to HQ. Shuffle R&D."],
    on=(whenever("rezzed", _another_copy_to_hq, _first_ice_rez, starts="The first", optional="use The Foundry"),),
    decisions=("use The Foundry", "The Foundry target"), waits_for="")


def _agenda_counter_on_the_scored_agenda(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.pools import add_counters
    add_counters(game, ctx.event.subject, "agenda", 1, ctx.by)


TITAN_TRANSNATIONAL = _corp("Titan Transnational: Investing In Your Future", "Corp", "weyland-consortium", [
    "Whenever you score an agenda, you may place 1 agenda counter on it."], limit=17,
    on=(whenever("scored", _agenda_counter_on_the_scored_agenda, optional="use Titan Transnational"),), waits_for="")
