"""Agendas whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import (
    _agenda,
    _during_a_run,
    _worth_more_with_counters,
    at_discard_end_spend_a_counter,
    dividends,
    when_scored_may,
)
from rulesdb.engine.cards.bad_publicity import take_up_to
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters, remove_counters
from rulesdb.engine.cards.primitives.choices import choose, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import rez_ignoring_costs
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, draw, give_tags
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects import ending, jacking_out, pools, trashing
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
from rulesdb.engine.run.stealing import ENTERS_RUNNER_SCORE
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _trash_connections_and_jobs(game: Game, ctx: Ctx) -> None:
    """Paper Trail: every installed connection and job resource, trashed at once."""
    found = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource"
             and not o.facedown and (game.has_subtype(o, "connection") or game.has_subtype(o, "job"))]
    if not found:
        game.trace.add(f"{ctx.by}: there is no installed connection or job resource.")
        return
    trashing.trash_together(game, found, ctx.by, cites.TRASH, who="corp")


PAPER_TRAIL = _agenda("Paper Trail", "Security", "neutral-corp", 2, 4, inf=0, text=[
    "When you score Paper Trail, Trace[6]. If successful, trash all connection and job resources."],
    on=(when_scored(trace(6, _trash_connections_and_jobs)),), waits_for="")


def _net_damage_per_runner_agenda(game: Game, ctx: Ctx) -> None:
    count = len(game.runner.score)  # every card there is an agenda (cr/rule_add_agenda_to_score_area)
    if count:
        damage("net", count)(game, ctx)
    else:
        game.trace.add(f"{ctx.by}: the Runner has no agenda in their score area: no damage.")


PHILOTIC_ENTANGLEMENT = _agenda("Philotic Entanglement", "Security", "jinteki", 2, 3, [
    "When you score Philotic Entanglement, do 1 net damage for each agenda in the Runner's score area.",
    "Limit 1 Philotic Entanglement per deck."], unique=True,
    on=(when_scored(_net_damage_per_runner_agenda),), waits_for="")


def _runner_trashes_per_counter_past_4(game: Game, ctx: Ctx) -> None:
    """Project Ares: the Runner trashes 1 of their installed cards (their pick, "Project Ares target") for each
    advancement counter past 4, counted as it was scored; then, if any was trashed, the Corp takes 1 bad publicity."""
    info = ctx.event.info if ctx.event else {}
    excess = max(info.get("advancement", 0) - 4, 0)
    trashed = 0
    for _ in range(excess):
        found = [o for o in game.installed() if o.owner == "runner"]
        card = choose(game, ctx, found, "Runner", "the Runner has no installed card left")
        if card is None:
            break
        if trashing.trash(game, card, ctx.by, cites.TRASH, who="runner") is not None:
            trashed += 1
    if trashed:
        bad_publicity(1)(game, ctx)


PROJECT_ARES = _agenda("Project Ares", "Security", "haas-bioroid", 2, 4, [
    "When you score this agenda, the Runner trashes 1 of their installed cards for each hosted advancement counter "
    "past 4. If the Runner trashes at least 1 card this way, take 1 bad publicity."],
    on=(when_scored(_runner_trashes_per_counter_past_4),), decisions=("Project Ares target",), waits_for="")


def _tagged(game: Game, card) -> bool:
    return game.runner.tags > 0


def _archives_to_hq(game: Game, ctx: Ctx) -> None:
    """Project Vitruvius: add 1 card from Archives to HQ (the Corp chooses)."""
    archives = game.corp.discard
    card = choose(game, ctx, archives, "Corp", "Archives is empty", cites.C_COUNTERS)
    if card is None:
        return
    archives.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to HQ.", cites.OBJECT)


def _search_rd_to_hq(game: Game, ctx: Ctx) -> None:
    """Project Atlas: search R&D for 1 card ("1 card": no criteria, so it finds one) and reveal it, R&D shuffled at once
    (`shared.search_rd`, cr/rule_shuffle_deck_after_search); then add it to HQ."""
    from rulesdb.engine.cards.shared import search_rd
    card = search_rd(game, ctx, list(game.corp.deck), "R&D is empty", criteria=False)
    if card is not None:
        game.corp.hand.append(game.change_zone(card, "hq"))
        game.trace.add(f"{ctx.by}: {card.title} is added to HQ.", cites.NEW_OBJECT)


def _trash_from_grip_at_random(game: Game, ctx: Ctx) -> None:
    """Personality Profiles: the Runner trashes 1 card from the grip at random (seeded)."""
    grip = game.runner.hand
    if not grip:
        game.trace.add(f"{ctx.by}: the grip is empty.", cites.TRASH)
        return
    card = grip.pop(game.rng.randrange(len(grip)))
    game.runner.discard.append(game.change_zone(card, "heap"))
    grip_or_stack_trashed(game, game.runner.discard[-1:], "grip")
    game.trace.add(f"{ctx.by}: the Runner trashes {card.title} from the grip at random.", cites.TRASH, key=True)


def _added_with_4_agenda_counters(game: Game, agenda, origin) -> None:
    """Project Vacheron's [interrupt]: added to the Runner's score area from anywhere but Archives, it arrives with
    4 hosted agenda counters, before any win is checked; the replacement does not apply to its own result
    (cr/rule_replacement_effect_only_applies_once_per_effect)."""
    if origin == "Archives":
        return
    game.trace.add(f"{agenda.title}: instead of being added to the Runner's score area as it is, it is added with 4 "
                   "hosted agenda counters.", cites.cr("rule_replacement_effect_only_applies_once_per_effect"),
                   cites.C_INTERRUPT, key=True)
    pools.add_counters(game, agenda, "agenda", 4, agenda.title)


def _counting_down(game: Game, card, event) -> bool:
    return (event.info.get("side") == "runner" and any(o is card for o in game.runner.score)
            and card.counters.get("agenda", 0) >= 1)


def _worth_0_with_counters(game: Game, card, subject) -> int:
    """In the Runner's score area with 1 or more hosted agenda counters, worth 0 agenda points."""
    return -(card.card.facts.agenda_points or 0) if subject is card and card.counters.get("agenda", 0) else 0


def _yagi_uda_fits(server, target, card) -> bool:
    """A card from HQ may take `target`'s place only where it could be installed
    (cr/rule_swap_only_to_valid_location): ice for ice; else an upgrade, asset or agenda that root may hold with the
    cards staying there (one asset or agenda in a remote root, one region) and that its own text lets be there
    ("Remote server only.")."""
    from rulesdb.engine.effects.swaps import root_takes_in_swap
    from rulesdb.engine.turns.root_limits import refused_root
    if target.is_ice or card.is_ice:
        return target.is_ice and card.is_ice
    if card.card.facts.type not in ("upgrade", "asset", "agenda") or refused_root(card, server.name):
        return False
    return root_takes_in_swap(server, target, card)


def _yagi_uda_swap(game: Game, ctx: Ctx) -> None:
    """Project Yagi-Uda: swap a card from HQ with one in the root of or protecting the attacked server;
    then the Runner may jack out. The Runner's position does not move (cr/rule_ice_change_during_movement)."""
    from rulesdb.engine.effects.swaps import swap_with_hq
    server = game.servers[game.run.server]
    # only a card some card of HQ may legally replace is offered; with none the swap does nothing
    installed = [c for c in [*server.ice, *server.root] if any(_yagi_uda_fits(server, c, h) for h in game.corp.hand)]
    target = choose(game, ctx, installed, "Corp", f"no card in HQ could take the place of a card in the root of or "
                    f"protecting {server.name}: nothing is swapped", cites.SWAP,
                    cites.cr("rule_swap_only_to_valid_location"))
    fits = [c for c in game.corp.hand if target is not None and _yagi_uda_fits(server, target, c)]
    if target is not None:
        names = [c.title for c in fits]
        card = fits[names.index(ask_must(game, "Project Yagi-Uda choice", names, "Corp", cites.C_TARGETS))]
        encountered = game.encounter is not None and game.encounter.ice is target and not game.encounter.ended
        swap_with_hq(game, target, card, ctx.by)
        if encountered:
            game.trace.add(f"{target.title} was uninstalled while encountered: the encounter ends.",
                           cites.cr("rule_ice_change_encounter_uninstall_derez"), key=True)
            ending.end_encounter(game, "ice uninstalled")
    jacking_out.may_jack_out(game, ctx.source.title)


PERSONALITY_PROFILES = _agenda("Personality Profiles", "Security", "haas-bioroid", 1, 3, [
    "Whenever the Runner searches the stack or installs a card from the heap, they trash 1 card from "
    "the grip at random."],
    on=(whenever("stack-searched", _trash_from_grip_at_random, starts="Whenever"),
        whenever("install", _trash_from_grip_at_random, lambda game, card, event: event.info.get("from") == "heap",
                 starts="Whenever")), waits_for="")



POST_TRUTH_DIVIDEND = _agenda("Post-Truth Dividend", "Initiative", "nbn", 1, 2, [
    "When you score this agenda, you may draw 1 card."],
    on=(whenever("scored", draw(1), lambda game, card, event: event.subject is card, starts="When you score",
                 optional="use Post-Truth Dividend", inactive_ok=True),), waits_for="")

PRIORITY_REQUISITION = agenda("Priority Requisition", "Security", faction="neutral-corp", inf=0, points=3,
                              adv=5, text=("When you score Priority Requisition, you may rez a piece of "
                                           "ice ignoring all costs.",),
                              on=(when_scored(rez_ignoring_costs("ice")),), decisions=("Priority Requisition target",))


PRIVATE_SECURITY_FORCE = _agenda("Private Security Force", "Security", "neutral-corp", 2, 4, [
    "If the Runner is tagged, Private Security Force gains: \"[click]: Do 1 meat damage.\""],
    on=(paid(Clicks(1), effect=damage("meat", 1), when=_tagged),), waits_for="", inf=0)


ATLAS = _agenda("Project Atlas", "Research", "weyland-consortium", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Search R&D for 1 card and reveal it. Add it to HQ."],
    on=(when_scored(dividends(past=3)), paid(HostedCounters("agenda"), effect=_search_rd_to_hq,
                                         starts="Hosted agenda counter")),
    decisions=("Project Atlas target",), waits_for="")


BEALE = _agenda("Project Beale", "Research", "nbn", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for every 2 hosted advancement counters past 3.",
    "This agenda is worth 1 more agenda point for each hosted agenda counter."],
    on=(when_scored(dividends(per=2, past=3)),
        constant("agenda-points", _worth_more_with_counters(per_counter=True), starts="This agenda is worth")),
    waits_for="")


INGATAN = _agenda("Project Ingatan", "Research", "haas-bioroid", 2, 3, [
    "Dividends 1 <em>(When you score this agenda, place 1 agenda counter on it for each excess "
    "advancement counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to install 1 card from "
    "Archives, ignoring all costs."],
    on=(when_scored(dividends(), starts="Dividends"),
        at_discard_end_spend_a_counter(corp_installs("archives", ignore_cost=True), "Project Ingatan")),
    decisions=installs_asked("Project Ingatan"), waits_for="")


VACHERON = _agenda("Project Vacheron", "Research", "haas-bioroid", 3, 5, [
    "[interrupt] → When this agenda would be added to the Runnerʼs score area from anywhere except "
    "Archives, instead it is added to their score area with 4 hosted agenda counters.",
    "While this agenda is in the Runnerʼs score area with 1 or more hosted agenda counters, it is "
    "worth 0 agenda points and gains “When the Runnerʼs turn begins, remove 1 hosted agenda counter.“"],
    on=(constant(ENTERS_RUNNER_SCORE, _added_with_4_agenda_counters, starts="[interrupt]"),
        constant("stolen-agenda-points", _worth_0_with_counters, starts="While"),
        # the ability it gains there: "When the Runner's turn begins, remove 1 hosted agenda counter."
        whenever("turn-begins", remove_counters("agenda", 1), _counting_down, starts="While",
                 from_zone="score")), waits_for="")


VITRUVIUS = _agenda("Project Vitruvius", "Research", "haas-bioroid", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Add 1 card from Archives to HQ."],
    on=(when_scored(dividends(past=3)), paid(HostedCounters("agenda"), effect=_archives_to_hq,
                                         starts="Hosted agenda counter")),
    decisions=("Project Vitruvius target",), waits_for="")


YAGI_UDA = agenda("Project Yagi-Uda", "Research", faction="jinteki", adv=3, points=2, text=(
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Swap 1 card from HQ with 1 card in the root of or protecting the attacked server. "
    "The Runner may jack out. Use this ability only during a run."),
    on=(when_scored(dividends(past=3)),
        paid(HostedCounters("agenda"), effect=_yagi_uda_swap, when=_during_a_run, starts="Hosted agenda counter")),
    decisions=("Project Yagi-Uda target", "Project Yagi-Uda choice", "jack out at Project Yagi-Uda"))


def _to_outermost_archives(game: Game, ctx: Ctx) -> None:
    """Proprionegation: the Runner moves to the outermost position of Archives (cr/rule_move_to_specific_position)
    and approaches the ice there, if any."""
    from rulesdb.engine.run.moves import move_to_outermost
    move_to_outermost(game, "Archives", ctx.by)


PROPRIONEGATION = _agenda("Proprionegation", "Security", "jinteki", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.",
    "Hosted agenda counter: The Runner moves to the outermost position of Archives. <em>(They approach any ice in "
    "that position.)</em> Use this ability only during a run."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=_to_outermost_archives, when=_during_a_run,
             starts="Hosted agenda counter")), waits_for="")


def _forfeit_for_a_tag(game: Game, ctx: Ctx) -> None:
    """Posted Bounty: forfeiting it is what the Corp pays (cr/movement_forfeit); then 1 tag and 1 bad publicity."""
    from rulesdb.engine.effects.card_costs import forfeit
    if not any(o is ctx.source for o in game.corp.score):
        game.trace.add(f"{ctx.by}: Posted Bounty is no longer in the score area, so it cannot be forfeited.")
        return
    forfeit(game, ctx.source)
    give_tags(1)(game, ctx)
    bad_publicity(1)(game, ctx)


POSTED_BOUNTY = _agenda("Posted Bounty", "Security", "weyland-consortium", 1, 3, [
    "When you score Posted Bounty, you may forfeit it to give the Runner 1 tag and take 1 bad publicity."],
    on=(when_scored_may(_forfeit_for_a_tag, "Posted Bounty"),), waits_for="")


def _approaching_rezzed_bioroid(game: Game, card) -> bool:
    from rulesdb.engine.timing.steps import RUN
    run = game.run
    approach = {RUN[s].address for s in ("step_approach_begins", "step_approach_paw", "step_approach_complete")}
    ice = run.current if run is not None and not run.ended else None
    return game.step in approach and ice is not None and ice.rezzed and game.has_subtype(ice, "bioroid")


def _approached_ice_gains_etr(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.hooks.hosting import gains_subroutines
    gains_subroutines(game, game.run.current, "End the run.", end_the_run, 1, ctx.by)


PROJECT_WOTAN = agenda("Project Wotan", "Research", faction="haas-bioroid", points=3, adv=5, text=(
    "When you score this agenda, place 3 agenda counters on it.",
    "Hosted agenda counter: The rezzed piece of bioroid ice the Runner is approaching gains \"[sub] End the run.\" "
    "after all its other subroutines for the remainder of this run."),
    on=(when_scored(place_counters("agenda", 3)),
        paid(HostedCounters("agenda"), effect=_approached_ice_gains_etr, when=_approaching_rezzed_bioroid,
             starts="Hosted agenda counter")))


def _gain_5_each(game: Game, ctx: Ctx, x: int) -> None:
    from rulesdb.engine.cards.primitives.players import gain
    if x:
        gain(5 * x)(game, ctx)


PROFITEERING = _agenda("Profiteering", "", "neutral-corp", 1, 3, [
    "When you score Profiteering, take up to 3 bad publicity. Gain 5[c] for each bad publicity taken."],
    on=(when_scored(take_up_to(3, _gain_5_each)),), decisions=("Profiteering X",), waits_for="", inf=0)
