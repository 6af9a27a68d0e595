"""Agendas: points and advancement requirements, what happens when they are scored, accessed or stolen.

Abilities an agenda has while in a score area (hosted agenda counters, points that change) wait for
the engine to treat score areas as places abilities work from (`waits_for="scoring"`).
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import WHEN_ACCESSED, paid, when_accessed, when_scored, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    bad_publicity,
    cannot,
    damage,
    end_the_run,
    gain,
    give_tags,
    lose,
    place_counters,
    psi_game,
)
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.costtypes import Credits, HostedCounters, SufferDamage
from rulesdb.engine.state import Game

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


def dividends(n: int):
    """Dividends N: when scored, N agenda counters for each hosted advancement counter past the
    requirement, both as they were when the agenda began to be scored (rule_dividends_timing)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        info = ctx.event.info if ctx.event else {}
        excess = max(0, info.get("advancement", 0) - info.get("requirement", 0))
        game.trace.add(f"{ctx.by}: dividends {n}: {info.get('advancement', 0)} advancement counter(s) against "
                       f"a requirement of {info.get('requirement', 0)} when it was scored, {excess} past it.",
                       cites.cr("rule_dividends"), cites.cr("rule_dividends_timing"))
        if excess:
            place_counters("agenda", n * excess)(game, ctx)
    return resolve


def _agenda(title, subtypes, faction, points, adv, text, waits_for=WHEN_SCORED, **kw):
    return agenda(title, subtypes, faction=faction, points=points, adv=adv, text=tuple(text),
                  waits_for=waits_for, **kw)


ASTROSCRIPT = _agenda("AstroScript Pilot Program", "Initiative", "nbn", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it.",
    "Hosted agenda counter: Place 1 advancement counter on an installed card you can advance."],
    on=(when_scored(place_counters("agenda", 1)),), waits_for="paid abilities")
VITRUVIUS = _agenda("Project Vitruvius", "Research", "haas-bioroid", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Add 1 card from Archives to HQ."])
ABT = _agenda("Accelerated Beta Test", "Research", "haas-bioroid", 2, 3, [
    "When you score Accelerated Beta Test, you may look at the top 3 cards of R&D. If any of those "
    "cards are ice, you may install and rez them, ignoring all costs. Trash the rest of the cards you "
    "looked at."])
BREAKING_NEWS = _agenda("Breaking News", "", "nbn", 1, 2, [
    "When you score this agenda, give the Runner 2 tags.",
    "When a discard phase ends, if you scored this agenda this turn, the Runner removes 2 tags."],
    on=(when_scored(give_tags(2)),), waits_for="scoring")  # abilities of agendas in the score area
ATLAS = _agenda("Project Atlas", "Research", "weyland-consortium", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for each hosted advancement counter past 3.",
    "Hosted agenda counter: Search R&D for 1 card and reveal it. Add it to HQ."])
GFI = _agenda("Global Food Initiative", "Initiative", "neutral-corp", 3, 5, [
    "Global Food Initiative is worth 1 fewer agenda point while in the Runner's score area."],
    waits_for="constant abilities", inf=1)
NAPD = _agenda("NAPD Contract", "Security", "neutral-corp", 2, 4, [
    "The advancement requirement of NAPD Contract is increased by 1 for each bad publicity the Corp has.",
    "As an additional cost to steal NAPD Contract, the Runner must pay 4[c]."],
    steal_costs=(Credits(4, "steal"),), waits_for="constant abilities", inf=0)
FUTURE_PERFECT = _agenda("The Future Perfect", "Initiative - Psi", "jinteki", 3, 5, [
    "When the Runner accesses this agenda while it is not installed, play a Psi Game. <em>(Players "
    "secretly bid 0–2[c]. Then each player reveals and spends their bid.)</em> If the bids differ, "
    "the Runner cannot steal this agenda during this access."],
    on=(whenever("access", psi_game(cannot("steal", lambda game, ctx, card: card is ctx.source,
                                           "The Runner cannot steal The Future Perfect during this access.")),
                 lambda game, card, event: event.subject is card and game.locate(card) is None,
                 starts="When the Runner accesses", inactive_ok=True, refs=(WHEN_ACCESSED,)),), waits_for="")
VACHERON = _agenda("Project Vacheron", "Research", "haas-bioroid", 3, 5, [
    "[interrupt] → When this agenda would be added to the Runnerʼs score area from anywhere except "
    "Archives, instead it is added to their score area with 4 hosted agenda counters.",
    "While this agenda is in the Runnerʼs score area with 1 or more hosted agenda counters, it is "
    "worth 0 agenda points and gains “When the Runnerʼs turn begins, remove 1 hosted agenda counter.“"],
    waits_for="interrupts")
AZEF = _agenda("Azef Protocol", "Security", "weyland-consortium", 2, 3, [
    "As an additional cost to score this agenda, trash 1 of your other installed cards.",
    "When you score this agenda, do 2 meat damage."], on=(when_scored(damage("meat", 2)),),
    waits_for="additional costs")
OBOKATA = _agenda("Obokata Protocol", "Ambush", "jinteki", 3, 5, [
    "As an additional cost to steal Obokata Protocol, the Runner must suffer 4 net damage."],
    steal_costs=(SufferDamage("net", 4),), waits_for="")
MARKET_RESEARCH = _agenda("Market Research", "Research", "nbn", 2, 4, [
    "If the Runner is tagged when you score Market Research, place 1 agenda counter on it.",
    "Market Research is worth 1 additional agenda point while it has an agenda counter on it."],
    on=(when_scored(_if_tagged(place_counters("agenda", 1)), starts="If the Runner"),),
    waits_for="constant abilities")
PERSONALITY_PROFILES = _agenda("Personality Profiles", "Security", "haas-bioroid", 1, 3, [
    "Whenever the Runner searches the stack or installs a card from the heap, they trash 1 card from "
    "the grip at random."], waits_for="searching decks")
VANITY_PROJECT = _agenda("Vanity Project", "", "neutral-corp", 4, 6, [], waits_for="", inf=1)
GOVERNMENT_TAKEOVER = _agenda("Government Takeover", "Expansion", "weyland-consortium", 6, 9, [
    "[click]: Gain 3[c].", "Limit 1 Government Takeover per deck."], waits_for="paid abilities")
DOMESTIC_SLEEPERS = _agenda("Domestic Sleepers", "", "haas-bioroid", 0, 2, [
    "[click],[click],[click]: Place 1 agenda counter on Domestic Sleepers.",
    "Domestic Sleepers is worth 1 agenda point while it has at least 1 agenda counter on it."],
    waits_for="paid abilities")
CORPORATE_WAR = _agenda("Corporate War", "Expansion", "neutral-corp", 2, 4, [
    "If you have at least 7[c] when you score Corporate War, gain 7[c]; otherwise, lose all credits "
    "in your credit pool."], on=(when_scored(_corporate_war, starts="If you have"),), waits_for="", inf=0)
GILA_HANDS = _agenda("Gila Hands Arcology", "Expansion", "neutral-corp", 1, 3, [
    "[click], [click]: Gain 3[c]."], waits_for="paid abilities", inf=0)
BEALE = _agenda("Project Beale", "Research", "nbn", 2, 3, [
    "When you score this agenda, place 1 agenda counter on it for every 2 hosted advancement counters past 3.",
    "This agenda is worth 1 more agenda point for each hosted agenda counter."])
NISEI_MK2 = _agenda("Nisei MK II", "Initiative", "jinteki", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.", "Hosted agenda counter: End the run."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda", 1), effect=end_the_run, starts="Hosted",
             when=lambda game, card: game.run is not None and not game.run.ended)), waits_for="")
OFFWORLD_OFFICE = _agenda("Offworld Office", "Expansion", "neutral-corp", 2, 4, [
    "When you score this agenda, gain 7[c]."], on=(when_scored(gain(7)),), waits_for="", inf=0)
INGATAN = _agenda("Project Ingatan", "Research", "haas-bioroid", 2, 3, [
    "Dividends 1 <em>(When you score this agenda, place 1 agenda counter on it for each excess "
    "advancement counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to install 1 card from "
    "Archives, ignoring all costs."], on=(when_scored(dividends(1), starts="Dividends"),), waits_for="corp actions")
PRIVATE_SECURITY_FORCE = _agenda("Private Security Force", "Security", "neutral-corp", 2, 4, [
    "If the Runner is tagged, Private Security Force gains: \"[click]: Do 1 meat damage.\""],
    waits_for="paid abilities", inf=0)
FETAL_AI = _agenda("Fetal AI", "Ambush", "jinteki", 2, 5, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda anywhere except in Archives, do 2 net damage.",
    "As an additional cost to steal this agenda, the Runner must pay 2[c]."],
    steal_costs=(Credits(2, "steal"),), waits_for="",
    on=(when_accessed(damage("net", 2), not_in=("Archives",)),))

THE_CLEANERS = _agenda("The Cleaners", "Security", "weyland-consortium", 3, 5, [
    "[interrupt] → Whenever you would do meat damage, increase that damage by 1."])
QPM = _agenda("Quantum Predictive Model", "Security", "nbn", 1, 3, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda while they are tagged, add it to your score area."],
    waits_for="access")


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
