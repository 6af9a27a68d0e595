"""Agendas: points and advancement requirements, what happens when they are scored, accessed or stolen.

Abilities an agenda has while in a score area (hosted agenda counters, points that change) wait for
the engine to treat score areas as places abilities work from (`waits_for="scoring"`).
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import WHEN_ACCESSED, constant, increase, paid, when_accessed, when_scored, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    bad_publicity,
    cannot,
    choose,
    corp_installs,
    damage,
    end_the_run,
    gain,
    give_tags,
    installs_asked,
    lose,
    place_counters,
    psi_game,
    remove_tags,
)
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects import common
from rulesdb.engine.effects.costtypes import (
    Clicks,
    Credits,
    HostedCounters,
    SufferDamage,
    TrashAnotherInstalled,
)
from rulesdb.engine.state.game import Game

WHEN_SCORED = "scoring"


def _corporate_war(game: Game, ctx: Ctx) -> None:
    if game.corp.credits >= 7:
        gain(7)(game, ctx)
    else:
        lose(game.corp.credits, "corp")(game, ctx)


def _if_tagged(effect):
    def resolve(game: Game, ctx: Ctx) -> None:
        if game.runner.tags:
            effect(game, ctx)
    return resolve


def dividends(n: int = 1, per: int = 1, past: int | None = None):
    """"When you score this agenda, place `n` agenda counters on it for each (every `per`) hosted
    advancement counter(s) past `past`" (None: past its advancement requirement, Dividends N), both
    counted as the agenda was when it began to be scored (rule_dividends_timing)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        info = ctx.event.info if ctx.event else {}
        limit = info.get("requirement", 0) if past is None else past
        excess = max(info.get("advancement", 0) - limit, 0) // per
        game.trace.add(f"{ctx.by}: {info.get('advancement', 0)} advancement counter(s) when it was scored, "
                       f"{excess * per} past {limit}: {n * excess} agenda counter(s).",
                       *((cites.cr("rule_dividends"), cites.cr("rule_dividends_timing")) if past is None
                         else (cites.C_COUNTERS,)))
        if excess:
            place_counters("agenda", n * excess)(game, ctx)
    return resolve


def _worth_more_with_counters(per_counter: bool = False):
    """"Worth 1 more agenda point while it has an agenda counter" (or for each one): a constant
    ability of the agenda itself, folded into the score (kind "agenda-points")."""
    def value(game: Game, card, subject) -> int:
        if subject is not card:
            return 0
        counters = card.counters.get("agenda", 0)
        return counters if per_counter else min(counters, 1)
    return value


def _tagged(game: Game, card) -> bool:
    return game.runner.tags > 0


def _during_a_run(game: Game, card) -> bool:
    return game.run is not None and not game.run.ended


def _advance_an_installed_card(game: Game, ctx: Ctx) -> None:
    """AstroScript: place 1 advancement counter on an installed card the Corp can advance."""
    from rulesdb.engine.effects.common import add_counters
    found = [o for o in game.installed() if o.owner == "corp"
             and (o.card.facts.type == "agenda" or o.card.advanceable)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


def _archives_to_hq(game: Game, ctx: Ctx) -> None:
    """Project Vitruvius: add 1 card from Archives to HQ (the Corp chooses)."""
    archives = game.corp.discard
    card = choose(game, ctx, archives, "Corp", "Archives is empty", cites.C_COUNTERS)
    if card is None:
        return
    archives.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to HQ.", cites.OBJECT)


def _plus_bad_publicity(game: Game, card, agenda) -> int:
    """NAPD Contract: +1 advancement requirement for each bad publicity the Corp has."""
    return game.corp.bad_publicity if agenda is card else 0


def _scored_this_turn(game: Game, card, event) -> bool:
    return card.title in game.corp.scored_this_turn


def _your_turn_with_counter(game: Game, card, event) -> bool:
    return event.info.get("side") == "corp" and card.counters.get("agenda", 0) > 0


def _spend_a_counter_to(effect):
    def resolve(game: Game, ctx: Ctx) -> None:
        ctx.source.counters["agenda"] -= 1
        game.trace.add(f"{ctx.by}: 1 hosted agenda counter is removed.", cites.C_COUNTERS)
        effect(game, ctx)
    return resolve


def _search_rd_to_hq(game: Game, ctx: Ctx) -> None:
    """Project Atlas: search R&D for 1 card, reveal it, add it to HQ; R&D is shuffled (seeded)."""
    card = choose(game, ctx, game.corp.deck, "Corp", "R&D is empty", cites.cr("rule_find"))
    if card is None:
        return
    game.corp.deck.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp finds and reveals {card.title}, adds it to HQ and shuffles R&D.",
                   cites.cr("rule_find"), cites.cr("rule_reveal"))


def _trash_from_grip_at_random(game: Game, ctx: Ctx) -> None:
    """Personality Profiles: the Runner trashes 1 card from the grip at random (seeded)."""
    grip = game.runner.hand
    if not grip:
        game.trace.add(f"{ctx.by}: the grip is empty.", cites.TRASH)
        return
    card = grip.pop(game.rng.randrange(len(grip)))
    game.runner.discard.append(game.change_zone(card, "heap"))
    game.trace.add(f"{ctx.by}: the Runner trashes {card.title} from the grip at random.", cites.TRASH, key=True)


def _to_corp_score_area_if_tagged(game: Game, ctx: Ctx) -> None:
    """Quantum Predictive Model: accessed while the Runner is tagged, it goes to the Corp's score area
    (added, not scored: cr/rule_add_agenda_to_score_area)."""
    from rulesdb.engine.run.access import _take_from_corp
    card = ctx.source
    if not game.runner.tags or game.access is None or game.access.current is not card:
        return
    _take_from_corp(game, card)
    game.corp.score.append(game.change_zone(card, "score area"))
    game.access.done = True
    game.trace.add(f"{ctx.by}: the Runner is tagged, so {card.title} is added to the Corp's score area "
                   "(it is not scored).", cites.cr("rule_add_agenda_to_score_area"), key=True)


def _agenda(title, subtypes, faction, points, adv, text, waits_for=WHEN_SCORED, **kw):
    return agenda(title, subtypes, faction=faction, points=points, adv=adv, text=tuple(text),
                  waits_for=waits_for, **kw)


ASTROSCRIPT = _agenda("AstroScript Pilot Program", "Initiative", "nbn", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it.",
    "Hosted agenda counter: Place 1 advancement counter on an installed card you can advance."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=_advance_an_installed_card, starts="Hosted agenda counter")),
    decisions=("AstroScript Pilot Program target",), waits_for="")
VITRUVIUS = _agenda("Project Vitruvius", "Research", "haas-bioroid", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Add 1 card from Archives to HQ."],
    on=(when_scored(dividends(past=3)), paid(HostedCounters("agenda"), effect=_archives_to_hq,
                                         starts="Hosted agenda counter")),
    decisions=("Project Vitruvius target",), waits_for="")
ABT = _agenda("Accelerated Beta Test", "Research", "haas-bioroid", 2, 3, [
    "When you score Accelerated Beta Test, you may look at the top 3 cards of R&D. If any of those "
    "cards are ice, you may install and rez them, ignoring all costs. Trash the rest of the cards you "
    "looked at."])
BREAKING_NEWS = _agenda("Breaking News", "", "nbn", 1, 2, [
    "When you score this agenda, give the Runner 2 tags.",
    "When a discard phase ends, if you scored this agenda this turn, the Runner removes 2 tags."],
    on=(when_scored(give_tags(2)),
        whenever("turn-ends", remove_tags(2), _scored_this_turn, starts="When a discard phase ends")),
    waits_for="")
ATLAS = _agenda("Project Atlas", "Research", "weyland-consortium", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Search R&D for 1 card and reveal it. Add it to HQ."],
    on=(when_scored(dividends(past=3)), paid(HostedCounters("agenda"), effect=_search_rd_to_hq,
                                         starts="Hosted agenda counter")),
    decisions=("Project Atlas target",), waits_for="")
GFI = _agenda("Global Food Initiative", "Initiative", "neutral-corp", 3, 5, [
    "Global Food Initiative is worth 1 fewer agenda point while in the Runner's score area."],
    on=(constant("stolen-agenda-points", lambda game, card, agenda: -1),), waits_for="", inf=1)
NAPD = _agenda("NAPD Contract", "Security", "neutral-corp", 2, 4, [
    "The advancement requirement of NAPD Contract is increased by 1 for each bad publicity the Corp has.",
    "As an additional cost to steal NAPD Contract, the Runner must pay 4[c]."],
    steal_costs=(Credits(4, "steal"),), waits_for="", inf=0,
    on=(constant("advancement-requirement", _plus_bad_publicity),))
FUTURE_PERFECT = _agenda("The Future Perfect", "Initiative - Psi", "jinteki", 3, 5, [
    "When the Runner accesses this agenda while it is not installed, play a Psi Game. <em>(Players "
    "secretly bid 0–2[c]. Then each player reveals and spends their bid.)</em> If the bids differ, "
    "the Runner cannot steal this agenda during this access."],
    on=(whenever("access", psi_game(cannot("steal", lambda game, ctx, card: card is ctx.source,
                                           "The Runner cannot steal The Future Perfect during this access.")),
                 lambda game, card, event: event.subject is card and game.locate(card) is None,
                 starts="When the Runner accesses", inactive_ok=True, refs=(WHEN_ACCESSED,)),), waits_for="")


def _stolen_not_from_archives(game: Game, card, event) -> bool:
    return event.subject is card and (game.run is None or game.run.server != "Archives")


def _with_4_agenda_counters(game: Game, ctx: Ctx) -> None:
    """Project Vacheron: stolen from anywhere but Archives, it is added to the Runner's score area with 4
    hosted agenda counters. The engine carries the replacement out as the agenda arrives; it applies
    once: its own result is not replaced again (cr/rule_replacement_effect_only_applies_once_per_effect)."""
    game.trace.add(f"{ctx.by}: instead of being added to the score area as it is, {ctx.source.title} is added "
                   "with 4 hosted agenda counters; the replacement does not apply to its own result.",
                   cites.cr("rule_replacement_effect_only_applies_once_per_effect"), key=True)
    common.add_counters(game, ctx.source, "agenda", 4, ctx.by)


VACHERON = _agenda("Project Vacheron", "Research", "haas-bioroid", 3, 5, [
    "[interrupt] → When this agenda would be added to the Runnerʼs score area from anywhere except "
    "Archives, instead it is added to their score area with 4 hosted agenda counters.",
    "While this agenda is in the Runnerʼs score area with 1 or more hosted agenda counters, it is "
    "worth 0 agenda points and gains “When the Runnerʼs turn begins, remove 1 hosted agenda counter.“"],
    on=(whenever("stolen", _with_4_agenda_counters, _stolen_not_from_archives, inactive_ok=True),),
    waits_for="constant abilities")  # its worth and turn-begins ability in the Runner's score area
AZEF = _agenda("Azef Protocol", "Security", "weyland-consortium", 2, 3, [
    "As an additional cost to score this agenda, trash 1 of your other installed cards.",
    "When you score this agenda, do 2 meat damage."], on=(when_scored(damage("meat", 2)),),
    score_costs=(TrashAnotherInstalled(),), decisions=("Azef Protocol target",), waits_for="")
OBOKATA = _agenda("Obokata Protocol", "Ambush", "jinteki", 3, 5, [
    "As an additional cost to steal Obokata Protocol, the Runner must suffer 4 net damage."],
    steal_costs=(SufferDamage("net", 4),), waits_for="")
MARKET_RESEARCH = _agenda("Market Research", "Research", "nbn", 2, 4, [
    "If the Runner is tagged when you score Market Research, place 1 agenda counter on it.",
    "Market Research is worth 1 additional agenda point while it has an agenda counter on it."],
    on=(when_scored(_if_tagged(place_counters("agenda", 1)), starts="If the Runner"),
        constant("agenda-points", _worth_more_with_counters(), starts="Market Research is worth")),
    waits_for="")
PERSONALITY_PROFILES = _agenda("Personality Profiles", "Security", "haas-bioroid", 1, 3, [
    "Whenever the Runner searches the stack or installs a card from the heap, they trash 1 card from "
    "the grip at random."],
    on=(whenever("stack-searched", _trash_from_grip_at_random, starts="Whenever"),
        whenever("install", _trash_from_grip_at_random, lambda game, card, event: event.info.get("from") == "heap",
                 starts="Whenever")), waits_for="")
VANITY_PROJECT = _agenda("Vanity Project", "", "neutral-corp", 4, 6, [], waits_for="", inf=1)
GOVERNMENT_TAKEOVER = _agenda("Government Takeover", "Expansion", "weyland-consortium", 6, 9, [
    "[click]: Gain 3[c].", "Limit 1 Government Takeover per deck."], on=(paid(Clicks(1), effect=gain(3)),),
    waits_for="")
DOMESTIC_SLEEPERS = _agenda("Domestic Sleepers", "", "haas-bioroid", 0, 2, [
    "[click],[click],[click]: Place 1 agenda counter on Domestic Sleepers.",
    "Domestic Sleepers is worth 1 agenda point while it has at least 1 agenda counter on it."],
    on=(paid(Clicks(3), effect=place_counters("agenda", 1)),
        constant("agenda-points", _worth_more_with_counters(), starts="Domestic Sleepers is worth")),
    waits_for="")
CORPORATE_WAR = _agenda("Corporate War", "Expansion", "neutral-corp", 2, 4, [
    "If you have at least 7[c] when you score Corporate War, gain 7[c]; otherwise, lose all credits "
    "in your credit pool."], on=(when_scored(_corporate_war, starts="If you have"),), waits_for="", inf=0)
GILA_HANDS = _agenda("Gila Hands Arcology", "Expansion", "neutral-corp", 1, 3, [
    "[click], [click]: Gain 3[c]."], on=(paid(Clicks(2), effect=gain(3)),), waits_for="", inf=0)
BEALE = _agenda("Project Beale", "Research", "nbn", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for every 2 hosted advancement counters past 3.",
    "This agenda is worth 1 more agenda point for each hosted agenda counter."],
    on=(when_scored(dividends(per=2, past=3)),
        constant("agenda-points", _worth_more_with_counters(per_counter=True), starts="This agenda is worth")),
    waits_for="")
NISEI_MK2 = _agenda("Nisei MK II", "Initiative", "jinteki", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.", "Hosted agenda counter: End the run."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=end_the_run, when=_during_a_run, starts="Hosted agenda counter")),
    waits_for="")
OFFWORLD_OFFICE = _agenda("Offworld Office", "Expansion", "neutral-corp", 2, 4, [
    "When you score this agenda, gain 7[c]."], on=(when_scored(gain(7)),), waits_for="", inf=0)
INGATAN = _agenda("Project Ingatan", "Research", "haas-bioroid", 2, 3, [
    "Dividends 1 <em>(When you score this agenda, place 1 agenda counter on it for each excess "
    "advancement counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to install 1 card from "
    "Archives, ignoring all costs."],
    on=(when_scored(dividends(), starts="Dividends"),
        whenever("turn-ends", _spend_a_counter_to(corp_installs("archives", ignore_cost=True)), _your_turn_with_counter,
                 starts="When your discard phase ends", optional="use Project Ingatan")),
    decisions=installs_asked("Project Ingatan"), waits_for="")
PRIVATE_SECURITY_FORCE = _agenda("Private Security Force", "Security", "neutral-corp", 2, 4, [
    "If the Runner is tagged, Private Security Force gains: \"[click]: Do 1 meat damage.\""],
    on=(paid(Clicks(1), effect=damage("meat", 1), when=_tagged),), waits_for="", inf=0)
FETAL_AI = _agenda("Fetal AI", "Ambush", "jinteki", 2, 5, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda anywhere except in Archives, do 2 net damage.",
    "As an additional cost to steal this agenda, the Runner must pay 2[c]."],
    steal_costs=(Credits(2, "steal"),), waits_for="",
    on=(when_accessed(damage("net", 2), not_in=("Archives",)),))

THE_CLEANERS = _agenda("The Cleaners", "Security", "weyland-consortium", 3, 5, [
    "[interrupt] → Whenever you would do meat damage, increase that damage by 1."],
    on=(increase("damage", 1, kinds=("meat",)),), waits_for="")


def _accessed_while_tagged(game: Game, card, event) -> bool:
    """Quantum Predictive Model: the whole trigger condition is the access happening while the Runner
    is tagged; a tag taken after the access begins does not count
    (cr/rule_condition_requirements_part_of_condition)."""
    return event.subject is card and game.runner.tags > 0


def _to_corp_score_area(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives import trash_self
    from rulesdb.engine.run.access import _still_there, _take_from_corp
    card = ctx.source
    if not _still_there(game, card):
        return
    for hosted in list(card.hosted):  # a hosted condition counter leaves with its host
        trash_self(game, Ctx(hosted, "corp", f"{card.title} leaving the root"))
    _take_from_corp(game, card)
    game.corp.score.append(game.change_zone(card, "score area"))
    game.access.done = True
    game.trace.add(f"{ctx.by}: {card.title} is added to the Corp's score area (it is not scored).",
                   cites.cr("rule_add_agenda_to_score_area"), key=True)


QPM = _agenda("Quantum Predictive Model", "Security", "nbn", 1, 3, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda while they are tagged, add it to your score area."],
    on=(whenever("access", _to_corp_score_area, _accessed_while_tagged, starts="When the Runner accesses",
                  inactive_ok=True),), waits_for="")


EMBEDDED_REPORTING = _agenda("Embedded Reporting", "Initiative", "nbn", 2, 3, [
    "Dividends 2 <em>(When you score this agenda, place 2 agenda counters on it for each excess advancement "
    "counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to search R&D for 1 operation and "
    "reveal it. <em>(Shuffle R&D after searching it.)</em> Add that operation to the top of R&D."],
    on=(when_scored(dividends(2), starts="Dividends"),), waits_for="searching decks")


def _oaktown_gain(game: Game, ctx: Ctx) -> None:
    gain(3 if ctx.source.counters.get("advancement", 0) >= 5 else 2)(game, ctx)


OAKTOWN_RENOVATION = _agenda("Oaktown Renovation", "Public - Initiative", "weyland-consortium", 2, 4, [
    "Install only faceup. <em>(This agenda is neither rezzed nor unrezzed.)</em>",
    "Whenever you advance this agenda, gain 2[c]. If there are 5 or more hosted advancement counters "
    "<em>(including the counter just placed)</em>, gain 3[c] instead."],
    on=(whenever("advanced", _oaktown_gain, lambda game, card, event: event.subject is card and card.faceup,
                 starts="Whenever you advance", refs=(cites.cr("rule_placing_advancement_counter"),),
                 inactive_ok=True),),  # a faceup installed agenda's abilities are active
    waits_for="corp actions")


DEFINITIONS = (THE_CLEANERS, QPM, ASTROSCRIPT, VITRUVIUS, ABT, BREAKING_NEWS, ATLAS, GFI, NAPD, FUTURE_PERFECT,
               VACHERON, AZEF, OBOKATA, MARKET_RESEARCH, PERSONALITY_PROFILES, VANITY_PROJECT, GOVERNMENT_TAKEOVER,
               DOMESTIC_SLEEPERS, CORPORATE_WAR, GILA_HANDS, BEALE, NISEI_MK2, OFFWORLD_OFFICE, INGATAN,
               PRIVATE_SECURITY_FORCE, FETAL_AI, EMBEDDED_REPORTING, OAKTOWN_RENOVATION)


def _remove_bad_publicity(game: Game, ctx: Ctx) -> None:
    if game.corp.bad_publicity:
        game.corp.bad_publicity -= 1
        game.trace.add(f"{ctx.by}: the Corp removes 1 bad publicity (now {game.corp.bad_publicity}).")


CLONE_RETIREMENT = agenda("Clone Retirement", "Initiative", faction="jinteki", adv=2, points=1, text=(
    "When you score Clone Retirement, you may remove 1 bad publicity.",
    "When the Runner steals Clone Retirement, the Corp takes 1 bad publicity."),
    on=(when_scored(_remove_bad_publicity),
        whenever("stolen", bad_publicity(1), lambda game, card, event: event.subject is card,
                 starts="When the Runner steals", inactive_ok=True)))
DEFINITIONS = DEFINITIONS + (CLONE_RETIREMENT,)


def _top_7_sorted(game: Game, ctx: Ctx) -> None:
    """Bacterial Programming: look at the top 7 of R&D; some to HQ, some trashed, the rest put back on top
    in any order (each card put back is a new object in R&D). Answer {hq: [...], trash: [...], order: [...]}."""
    from rulesdb.engine import cites
    top = game.corp.deck[:7]
    titles = sorted(c.title for c in top)

    def check(value):
        plan = value if isinstance(value, dict) else {}
        named = [*plan.get("hq", []), *plan.get("trash", []), *plan.get("order", [])]
        if set(plan) - {"hq", "trash", "order"} or sorted(named) != titles:
            raise ValueError(f"{value!r}: hq, trash and order must share out exactly {', '.join(titles)}")
        return plan
    plan = game.decider.ask("Bacterial Programming choice", ["{hq, trash, order}"], "Corp", check=check)
    del game.corp.deck[:len(top)]
    left = list(top)

    def take(title):
        return left.pop(next(i for i, c in enumerate(left) if c.title == title))
    game.corp.hand.extend(game.change_zone(take(t), "hq") for t in plan.get("hq", []))
    game.corp.discard.extend(game.change_zone(take(t), "archives") for t in plan.get("trash", []))
    game.corp.deck[:0] = [game.change_zone(take(t), "rd") for t in plan.get("order", [])]
    game.trace.add(f"{ctx.by}: the Corp adds {len(plan.get('hq', []))} card(s) to HQ, trashes "
                   f"{len(plan.get('trash', []))} and puts {', '.join(plan.get('order', [])) or 'none'} back on top of "
                   "R&D: new objects.", cites.NEW_OBJECT, key=True)


BACTERIAL_PROGRAMMING = agenda("Bacterial Programming", "Research", faction="jinteki", adv=5, points=3, text=(
    "When Bacterial Programming is scored or stolen, you may look at the top 7 cards of R&D, add any number "
    "of them to HQ, trash any number of them, and arrange the rest in any order.",),
    on=(when_scored(_top_7_sorted, starts="When"),
        whenever("stolen", _top_7_sorted, lambda game, card, event: event.subject is card, inactive_ok=True,
                 optional="use Bacterial Programming")),
    decisions=("Bacterial Programming choice",))
DEFINITIONS = DEFINITIONS + (BACTERIAL_PROGRAMMING,)


def _install_and_rez_from_top_5(game: Game, ctx: Ctx) -> None:
    """Architect Deployment Test: look at the top 5 cards of R&D; the Corp may install 1 and rez it,
    ignoring all costs. The install is complete (and its checkpoint passed) before the rez, so the
    card's own abilities are not active when its installation is processed
    (cr/rule_condition_only_met_while_active)."""
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.state.events import Event, emit
    installed = corp_installs("rd", top=5, ignore_cost=True)(game, ctx)
    if installed is None or installed.card.facts.type == "agenda":
        return
    game.trace.add(f"{ctx.by}: the Corp pays {installed.title}'s rez cost, ignored, so 0[c]; the step still "
                   "happens and a checkpoint follows it.", cites.cr("rule_ignore_all_costs"),
                   cites.cr("rule_cost_checkpoint_cost_zero"))
    checkpoint(game)
    installed.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}; it is now active.", cites.C_REZ, key=True)
    emit(game, Event("rezzed", installed))
    checkpoint(game)


ARCHITECT_DEPLOYMENT_TEST = _agenda("Architect Deployment Test", "Research", "haas-bioroid", 2, 4, [
    "When you score this agenda, look at the top 5 cards of R&D. You may install and rez 1 of those cards, "
    "ignoring all costs."], on=(when_scored(_install_and_rez_from_top_5),),
    decisions=installs_asked("Architect Deployment Test"), waits_for="")
DEFINITIONS = DEFINITIONS + (ARCHITECT_DEPLOYMENT_TEST,)


def _yagi_uda_fits(server, target, card) -> bool:
    """A card from HQ may take `target`'s place only where it could be installed
    (cr/rule_swap_only_to_valid_location): ice for ice, else an upgrade, or an asset or agenda in a remote root."""
    if target.is_ice or card.is_ice:
        return target.is_ice and card.is_ice
    kind = card.card.facts.type
    return kind == "upgrade" or (kind in ("asset", "agenda") and server.name not in ("HQ", "R&D", "Archives"))


def _yagi_uda_swap(game: Game, ctx: Ctx) -> None:
    """Project Yagi-Uda: swap a card from HQ with one in the root of or protecting the attacked server;
    then the Runner may jack out. The Runner's position does not move (cr/rule_ice_change_during_movement)."""
    from rulesdb.engine.effects.swaps import swap_with_hq
    server = game.servers[game.run.server]
    installed = [*server.ice, *server.root]
    target = choose(game, ctx, installed, "Corp", f"nothing is installed in or protecting {server.name}",
                    cites.SWAP)
    fits = [c for c in game.corp.hand if target is not None and _yagi_uda_fits(server, target, c)]
    if target is not None and not fits:
        game.trace.add(f"{ctx.by}: no card in HQ could take {target.title}'s place; nothing is swapped.",
                       cites.cr("rule_swap_only_to_valid_location"))
    elif target is not None:
        names = [c.title for c in fits]
        card = fits[names.index(game.decider.ask("Project Yagi-Uda choice", names, "Corp"))]
        encountered = game.encounter is not None and game.encounter.ice is target and not game.encounter.ended
        swap_with_hq(game, target, card, ctx.by)
        if encountered:
            game.trace.add(f"{target.title} was uninstalled while encountered: the encounter ends.",
                           cites.cr("rule_ice_change_encounter_uninstall_derez"), key=True)
            common.end_encounter(game, "ice uninstalled")
    common.may_jack_out(game, ctx.source.title)


YAGI_UDA = agenda("Project Yagi-Uda", "Research", faction="jinteki", adv=3, points=2, text=(
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Swap 1 card from HQ with 1 card in the root of or protecting the attacked server. "
    "The Runner may jack out. Use this ability only during a run."),
    on=(when_scored(dividends(past=3)),
        paid(HostedCounters("agenda"), effect=_yagi_uda_swap, when=_during_a_run, starts="Hosted agenda counter")),
    decisions=("Project Yagi-Uda target", "Project Yagi-Uda choice", "jack out at Project Yagi-Uda"))
DEFINITIONS = DEFINITIONS + (YAGI_UDA,)


NEXT_BIG_THING = agenda("Next Big Thing", "Initiative", faction="nbn", adv=5, points=3, text=(
    "When this agenda is scored or stolen, place 1 agenda counter on it.",
    "[click], hosted agenda counter: Draw 4 cards. Shuffle any number of cards from HQ into R&D. The Corp can use "
    "this ability even if this agenda is in the Runner's score area."),
    on=(when_scored(place_counters("agenda", 1), starts="When this agenda"),
        whenever("stolen", place_counters("agenda", 1), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)),
    waits_for=WHEN_SCORED)
DEFINITIONS = DEFINITIONS + (NEXT_BIG_THING,)
