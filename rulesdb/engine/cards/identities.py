"""Identities of both sides: deck-building facts, base link, and the ability each plays with.

A scenario seats them (`runner.identity: Gabriel Santiago`); those whose ability needs a mechanism
the engine lacks say which in `waits_for`.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import constant, first_time_this_turn, paid, prevent, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
    draw,
    gain,
    give_tags,
    runner_chooses,
    sabotage,
    seq,
    trace,
    trash_accessed_card,
)
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.effects.counter_costs import AnyCounters
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game

SEATED = "identities"


def _first_successful_hq(game: Game, card, event) -> bool:
    return event.info.get("server") == "HQ" and first_time_this_turn(game, card, "successful HQ")


def _virus_installed(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.card.facts.has("virus")


def _mill_one(game: Game, ctx: Ctx) -> None:
    """Noise: the Corp trashes the top card of R&D."""
    from rulesdb.engine import cites

    if not game.corp.deck:
        game.trace.add(f"{ctx.by}: R&D is empty; nothing is trashed.")
        return
    card = game.corp.deck.pop(0)
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes the top card of R&D ({card.title}).", cites.TRASH)


def _first_tags_this_run(game: Game, card, imminent) -> bool:
    """During a run only: once it has ended (its reaction window included) there is no "this run"
    (cr/rule_checkpoint_after_timing_structure)."""
    run = game.run
    return run is not None and not run.ended and "Jesminder Sareen" not in run.used


def _mark_run(game: Game, ctx: Ctx) -> None:
    game.run.used.add("Jesminder Sareen")


def _run_on_hq_or_rd_ends(game: Game, card, event) -> bool:
    run = game.run
    return run is not None and run.server in ("HQ", "R&D") and "Zahya" not in card.used \
        and bool(run.record["accessed"])


def _gain_per_access(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Zahya")  # once per turn: the engine clears `used` when a turn begins
    gain(len(game.run.record["accessed"]))(game, ctx)


def _program_or_hardware(card) -> bool:
    return card.card.facts.type in ("program", "hardware")


def _kate_discount(game: Game, kate, subject) -> int:
    return -1 if _program_or_hardware(subject) and "Kate" not in kate.used else 0


def _kate_install(game: Game, kate, event) -> bool:
    return event.subject is not None and event.subject.owner == "runner" and _program_or_hardware(event.subject)


def _mark_kate(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Kate")  # the first program or hardware this turn has been installed


def _reina_tax(game: Game, reina, subject) -> int:
    return 1 if subject is not None and subject.is_ice and "Reina" not in reina.used else 0


def _ice_rezzed(game: Game, reina, event) -> bool:
    return event.subject is not None and event.subject.is_ice


def _mark_reina(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Reina")


def _first_corp_card_trashed(game: Game, card, event) -> bool:
    subject, info = event.subject, event.info
    return (info.get("by") == "runner" and info.get("installed", False) and subject is not None
            and subject.owner == "corp" and first_time_this_turn(game, card, "trashed"))


def _first_install_of(side: str):
    def condition(game: Game, card, event) -> bool:
        return event.subject.owner == side and first_time_this_turn(game, card, "install")
    return condition


def _advancing_ice(game: Game, card, payment) -> bool:
    """Weyland Consortium: Because We Built It's credit pays only to advance a piece of ice."""
    return payment.purpose == "advance" and payment.subject is not None and payment.subject.is_ice


def _in_a_remote_root(game: Game, card, accessed) -> int:
    """Gagarin Deep Space: 1[c] more to access a card in the root of a remote server."""
    place = game.locate(accessed)
    return 1 if place and place[1] == "root" and place[0].name not in ("HQ", "R&D", "Archives") else 0


def _runner_click_in_a_run(game: Game, card, event) -> bool:
    run = game.run
    return event.info.get("side") == "runner" and run is not None and not run.complete \
        and first_time_this_turn(game, card, "click during a run")


def _archives_to_top_of_rd(game: Game, ctx: Ctx) -> None:
    """Seidr Laboratories: 1 card from Archives to the top of R&D (a new object there)."""
    pile = game.corp.discard
    if not pile:
        return
    titles = [c.title for c in pile]
    card = pile.pop(titles.index(game.decider.ask("Seidr Laboratories target", titles, "Corp")))
    game.corp.deck.insert(0, game.change_zone(card, "rd"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to the top of R&D.")


def _runner(title, subtypes, faction, link, text, deck=45, waits_for=SEATED, **kw):
    return identity(title, subtypes, faction=faction, link=link, deck=deck, limit=15, text=tuple(text),
                    waits_for=waits_for, **kw)


def _corp(title, subtypes, faction, text, deck=45, limit=15, waits_for=SEATED, **kw):
    return identity(title, subtypes, faction=faction, deck=deck, limit=limit, text=tuple(text),
                    waits_for=waits_for, **kw)


def _had_no_advancement_counters(game, card, event) -> bool:
    """Built to Last: the card had no advancement counters before this advance, as the game stood at
    the previous checkpoint (cr/rule_instruction_requirements_past_state)."""
    return event.info.get("before") == 0


def _first_net_damage_this_turn(game, card, kind) -> str:
    """Chronos Protocol: for the first net damage each turn the Corp may select the first card trashed,
    the rest then at random (damage.py: "first")."""
    return "first" if kind == "net" and first_time_this_turn(game, card, "net damage") else ""


GABRIEL = _runner("Gabriel Santiago: Consummate Professional", "Cyborg", "criminal", 0, [
    "The first time you make a successful run on HQ each turn, gain 2[c]."],
    on=(whenever("successful", gain(2), _first_successful_hq),), waits_for="")
KATE = _runner('Kate "Mac" McCaffrey: Digital Tinker', "Natural", "shaper", 1, [
    "Lower the install cost of the first program or piece of hardware you install each turn by 1."],
    on=(constant("install-cost", _kate_discount), whenever("install", _mark_kate, _kate_install)), waits_for="")
NOISE = _runner("Noise: Hacker Extraordinaire", "G-mod", "anarch", 0, [
    "Whenever you install a virus program, the Corp trashes the top card of R&D."],
    on=(whenever("install", _mill_one, _virus_installed),), waits_for="")
ANDROMEDA = _runner("Andromeda: Dispossessed Ristie", "Natural", "criminal", 1, [
    "You draw a starting hand of 9 cards."])
REINA = _runner("Reina Roja: Freedom Fighter", "Cyborg - G-mod", "anarch", 1, [
    "The first piece of ice the Corp rezzes each turn costs 1[c] more to rez."],
    on=(constant("rez-cost", _reina_tax), whenever("rezzed", _mark_reina, _ice_rezzed)), waits_for="")
GEIST = _runner('Armand "Geist" Walker: Tech Lord', "G-mod", "criminal", 1, [
    "Whenever you use a [trash] ability, draw 1 card."],
    on=(whenever("trash-ability", draw(1), lambda game, card, event: event.info["side"] == "runner"),), waits_for="")
JESMINDER = _runner("Jesminder Sareen: Girl Behind the Curtain", "Natural", "shaper", 0, [
    "[interrupt] → The first time each run you would take 1 or more tags, prevent 1 tag."],
    on=(prevent("tags", 1, condition=_first_tags_this_run, then=_mark_run, optional=False),), waits_for="")
ZAHYA = _runner("Zahya Sadeghi: Versatile Smuggler", "Cyborg", "criminal", 0, [
    "Once per turn → When a run on HQ or R&D ends, you may gain 1[c] for each time you accessed a "
    "card during that run."], deck=40,
    on=(whenever("run-ends", _gain_per_access, _run_on_hq_or_rd_ends, optional="use Zahya Sadeghi"),),
    waits_for="")
CHAOS_THEORY = _runner("Chaos Theory: Wünderkind", "G-mod", "shaper", 0, ["+1[MU]"], deck=40,
                       on=(constant("memory", lambda game, card, subject: 1),), waits_for="")
HB_ETF = _corp("Haas-Bioroid: Engineering the Future", "Megacorp", "haas-bioroid", [
    "The first time you install a card each turn, gain 1[c]."],
    on=(whenever("install", gain(1), _first_install_of("corp")),), waits_for="")
JINTEKI_PE = _corp("Jinteki: Personal Evolution", "Megacorp", "jinteki", [
    "Whenever an agenda is scored or stolen, do 1 net damage."],
    on=(whenever("scored", damage("net", 1)), whenever("stolen", damage("net", 1))), waits_for="")
NBN_CTM = _corp("NBN: Controlling the Message", "Megacorp", "nbn", [
    "The first time the Runner trashes an installed Corp card each turn, you may trace[4]. If "
    "successful, give the Runner 1 tag (cannot be avoided)."], limit=12,
    on=(whenever("trashed", trace(4, give_tags(1, avoidable=False)), _first_corp_card_trashed,
                 optional="use NBN: Controlling the Message"),), waits_for="")
WEYLAND_BWBI = _corp("Weyland Consortium: Because We Built It", "Megacorp", "weyland-consortium", [
    "1[recurring]", "Use this credit to advance ice."], recurring=1,
    credit_source=CreditSource(_advancing_ice, "advancing ice"), waits_for="")
WEYLAND_BTL = _corp("Weyland Consortium: Built to Last", "Megacorp", "weyland-consortium", [
    "Whenever you advance a card, gain 2[c] if it had no advancement counters."], deck=40,
    on=(whenever("advanced", gain(2), _had_no_advancement_counters),), waits_for="")
CHRONOS = _corp("Chronos Protocol: Selective Mind-mapping", "Division", "jinteki", [
    "For the first net damage the Runner suffers each turn, you may look at the Runner's grip and "
    "select the card that is trashed."],
    on=(constant("choose-damage-cards", _first_net_damage_this_turn, starts="For the first net damage"),),
    decisions=("Chronos Protocol: Selective Mind-mapping target",), waits_for="")
GAGARIN = _corp("Gagarin Deep Space: Expanding the Horizon", "Corp", "weyland-consortium", [
    "As an additional cost to access a card in the root of a remote server, the Runner must pay 1[c]."],
    on=(constant("access-cost", _in_a_remote_root),), waits_for="")
NEAR_EARTH_HUB = _corp("Near-Earth Hub: Broadcast Center", "Division", "nbn", [
    "The first time each turn you create a remote server, draw 1 card."], limit=17,
    on=(whenever("server-created", draw(1), lambda game, card, event: first_time_this_turn(game, card, "remote")),),
    waits_for="")
SEIDR = _corp("Seidr Laboratories: Destiny Defined", "Division", "haas-bioroid", [
    "The first time each turn the Runner loses or spends [click] during a run, you may add 1 card "
    "from Archives to the top of R&D."],
    on=tuple(whenever(kind, _archives_to_top_of_rd, _runner_click_in_a_run, optional="use Seidr Laboratories")
             for kind in ("clicks-spent", "clicks-lost")),
    decisions=("Seidr Laboratories target",), waits_for="")


def _trashed_rezzed_by_corp(game, card, event) -> bool:
    """Ob Superheavy Logistics: the Corp trashed a rezzed card (once per turn; the Corp may decline)."""
    subject = event.subject
    return (subject is not None and subject.owner == "corp" and subject.rezzed and event.info.get("by") == "corp"
            and "Ob Superheavy" not in card.used)


def _install_and_rez_one_cheaper(game, ctx) -> None:
    """Search R&D for a card with a printed rez cost 1[c] less than the trashed card's; install and rez
    it, ignoring credit costs (decisions "<identity> target", "<identity> install where")."""
    from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
    from rulesdb.errors import ScenarioError
    ctx.source.used.add("Ob Superheavy")
    wanted = (ctx.event.subject.card.facts.cost or 0) - 1
    found = [c for c in game.corp.deck if c.card.facts.type in ("ice", "asset", "upgrade")
             and c.card.facts.cost == wanted]
    titles = [c.title for c in found]
    name = ctx.source.title.split(":")[0]  # decisions name the identity before the colon
    choice = game.decider.ask(f"{name} target", [*titles, "no"], "Corp") if found else "no"
    card = found[titles.index(choice)] if choice != "no" else None
    if card is not None:
        game.corp.deck.remove(card)
    game.rng.shuffle(game.corp.deck)
    if card is None:
        game.trace.add(f"{ctx.by}: the Corp installs no card with a printed rez cost of {wanted}[c].",
                       cites.cr("rule_find"))
        return
    where = game.decider.ask(f"{name} install where", [*game.servers, "new remote"], "Corp")

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: {name}: {message}")
    installed = install_card(game, card, [card], new_remote_name(game) if where == "new remote" else where, refuse,
                             ignore_cost=True)
    installed.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {card.title}, ignoring credit costs.", cites.C_REZ, key=True)
    emit(game, Event("rezzed", installed))
    checkpoint(game)


OB_SUPERHEAVY = _corp("Ob Superheavy Logistics: Extract. Export. Excel.", "Corp", "weyland-consortium", [
    "Once per turn → When you trash a rezzed card, except during installation, you may search R&D for 1 card "
    "with a printed rez cost exactly 1[c] less than the trashed card's printed rez cost. Install and rez the "
    "card you found, ignoring credit costs."],
    on=(whenever("trashed", _install_and_rez_one_cheaper, _trashed_rezzed_by_corp, inactive_ok=True,
                 optional="use Ob Superheavy Logistics"),),
    decisions=("Ob Superheavy Logistics target", "Ob Superheavy Logistics install where"), waits_for="")


def _first_core_damage(game: Game, card, event) -> bool:
    return event.info.get("kind") == "core" and first_time_this_turn(game, card, "core damage")


ESA_AFONTOV = _runner("Esâ Afontov: Eco-Insurrectionist", "Cyborg", "anarch", 0, [
    "The first time each turn you suffer core damage, you may draw 1 card and sabotage 2. <em>(The Corp "
    "trashes 2 cards of their choice from HQ and/or the top of R&D.)</em>"],
    on=(whenever("damage", seq(draw(1), sabotage(2)), _first_core_damage, optional="use Esâ Afontov"),),
    decisions=("Esâ Afontov: Eco-Insurrectionist choice",), waits_for="")


def _first_successful_archives(game: Game, card, event) -> bool:
    return event.info.get("server") == "Archives" and first_time_this_turn(game, card, "successful Archives")


def _corp_trashes_from_hq(game: Game, ctx: Ctx) -> None:
    """"The Corp must trash 1 card from HQ": the Corp carries it out and picks the card, so it is not
    the Runner trashing (cr/rule_trigger_condition_effect_by_player)."""
    from rulesdb.engine import cites

    hand = game.corp.hand
    if not hand:
        game.trace.add(f"{ctx.by}: HQ is empty; the Corp trashes nothing.")
        return
    titles = [c.title for c in hand]
    card = hand.pop(titles.index(game.decider.ask(f"{ctx.source.title} target", titles, "Corp")))
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ (the Corp carries out this effect).",
                   cites.cr("rule_trigger_condition_effect_by_player"))


ALICE_MERCHANT = _runner("Alice Merchant: Clan Agitator", "Cyborg", "anarch", 0, [
    "The first time you make a successful run on Archives each turn, the Corp must trash 1 card from HQ."],
    deck=50, on=(whenever("successful", _corp_trashes_from_hq, _first_successful_archives),),
    decisions=("Alice Merchant: Clan Agitator target",), waits_for="")


def _corp_ability_made_runner_spend(game: Game, card, event) -> bool:
    """GameNET: a Corp card's ability made the Runner spend credits, during a run."""
    subject = event.subject
    return (event.info.get("player") == "runner" and event.info.get("purpose") == "ability"
            and subject is not None and subject.owner == "corp" and game.run is not None and not game.run.ended)


GAMENET = _corp("GameNET: Where Dreams are Real", "Division", "nbn", [
    "Whenever a Corp card ability causes the Runner to spend or lose at least 1[c] during a run, gain 1[c]."],
    limit=17, on=(whenever("credits-spent", gain(1), _corp_ability_made_runner_spend),),
    waits_for="identities")  # credits lost (not spent) are not yet reported


DEFINITIONS = (GABRIEL, KATE, NOISE, ANDROMEDA, REINA, GEIST, JESMINDER, ZAHYA, CHAOS_THEORY, HB_ETF,
               JINTEKI_PE, NBN_CTM, WEYLAND_BWBI, WEYLAND_BTL, CHRONOS, GAGARIN, NEAR_EARTH_HUB, SEIDR, OB_SUPERHEAVY,
               ESA_AFONTOV, ALICE_MERCHANT, GAMENET)


def _three_different_actions(game: Game, card, event) -> bool:
    """MirrorMorph: the third action of the Corp's turn completes, and the first three differ."""
    first = game.turn.actions[:3]
    return event.info.get("side") == card.owner == game.turn.active and event.info.get("number") == 3 \
        and len(set(first)) == 3


MIRRORMORPH = _corp("MirrorMorph: Endless Iteration", "Division", "haas-bioroid", [
    "If the first, second, and third actions you take on your turn are each different from one another, "
    "when the third action completes, you may gain 1[c] or take another different action, paying "
    "[click] less."],
    on=(whenever("action-done", gain(1), _three_different_actions, optional="use MirrorMorph",
                 refs=(cites.cr("rule_defferent_actions"),)),),
    waits_for="corp actions")  # only the 1[c] option: the extra action is not offered yet
DEFINITIONS = DEFINITIONS + (MIRRORMORPH,)


def _installed_from_heap(game: Game, card, event) -> bool:
    subject = event.subject
    return subject is not None and subject.card.facts.type == "program" and event.info.get("from") == "heap"


EXILE = _runner("Exile: Streethawk", "Natural", "shaper", 1, [
    "Whenever you install a program from your heap, draw 1 card."],
    on=(whenever("install", draw(1), _installed_from_heap, refs=(cites.cr("rule_set_aside_zone_passthrough"),)),),
    waits_for="")
DEFINITIONS = DEFINITIONS + (EXILE,)
EARTH_STATION = _corp("Earth Station: SEA Headquarters", "Division", "weyland-consortium", [
    "Limit 1 remote server.", "As an additional cost to run HQ, the Runner must pay 1[c].",
    "[click]: Flip this identity.", "Flip side:", "Limit 1 remote server.",
    "As an additional cost to run a remote server, the Runner must pay 6[c].",
    "When the Runner makes a successful run on HQ, flip this identity."],
    on=(constant("remote-limit", lambda game, card, subject: 1, starts="Limit"),),
    waits_for="identities")  # the HQ run cost and the flip side are not modelled
DEFINITIONS = DEFINITIONS + (EARTH_STATION,)


def _first_remote_install(game: Game, card, event) -> bool:
    place = game.locate(event.subject) if event.subject is not None else None
    return place is not None and place[0].name.startswith("Server ") and event.subject.owner == "corp" \
        and first_time_this_turn(game, card, "remote install")


def _install_in_another_remote(game: Game, ctx: Ctx) -> None:
    """A Teia: 1 card from HQ into the root of (or protecting) another remote server, ignoring all costs."""
    from rulesdb.engine.effects.icemoves import install_ice_at
    from rulesdb.engine.effects.searches import corp_install_in_root
    from rulesdb.engine.turns.corp_actions import remote_limit_reached
    if not game.corp.hand:
        return
    here = game.locate(ctx.event.subject)[0].name
    titles = [c.title for c in game.corp.hand]
    card = game.corp.hand[titles.index(game.decider.ask("A Teia target", titles, "Corp"))]
    others = [n for n, s in game.servers.items() if n.startswith("Server ") and n != here and (s.ice or s.root)]
    fresh = [] if remote_limit_reached(game) else ["new remote"]
    where = game.decider.ask("A Teia choice", [*others, *fresh], "Corp")
    numbers = [int(n.split()[1]) for n in game.servers if n.startswith("Server ")]
    name = f"Server {max(numbers + [0]) + 1}" if where == "new remote" else where
    if card.is_ice:
        from rulesdb.engine.state.game import Server
        install_ice_at(game, card, game.servers.setdefault(name, Server(name)), 0, ctx.by)
    else:
        game.corp.hand.remove(card)
        corp_install_in_root(game, card, name, ctx.by)


A_TEIA = _corp("A Teia: IP Recovery", "Division", "jinteki", [
    "Limit 2 remote servers.",
    "The first time each turn you install a card in the root of or protecting a remote server, you may install 1 "
    "card from HQ in the root of or protecting another remote server, ignoring all costs. You cannot score the "
    "second card this turn."],
    on=(constant("remote-limit", lambda game, card, subject: 2, starts="Limit"),
        whenever("install", _install_in_another_remote, _first_remote_install, starts="The first time",
                 optional="use A Teia")),
    decisions=("A Teia target", "A Teia choice"),
    waits_for="scoring")  # "You cannot score the second card this turn" is not enforced
DEFINITIONS = DEFINITIONS + (A_TEIA,)


def _accessed_non_agenda_cost(game: Game) -> int | None:
    """Freedom Khumalo's X: the rez or play cost of the non-agenda card being accessed (None otherwise)."""
    access = game.access
    card = access.current if access is not None else None
    if card is None or card.card.facts.type == "agenda":
        return None
    return card.card.facts.cost or 0


FREEDOM_KHUMALO = _runner("Freedom Khumalo: Crypto-Anarchist", "Cyborg", "anarch", 0, [
    "Access, once per turn → Any X virus counters: Trash the non-agenda card you are accessing. X must be "
    "equal to that card's rez or play cost."],
    on=(paid(AnyCounters("virus", _accessed_non_agenda_cost), effect=trash_accessed_card, access=True,
             once_per_turn=True, starts="Access"),), decisions=("pay Freedom Khumalo",), waits_for="")
DEFINITIONS = DEFINITIONS + (FREEDOM_KHUMALO,)


def _suffer_2_meat(game: Game, ctx: Ctx) -> None:
    """"The Runner must ... suffer 2 meat damage": the Runner is responsible for damage they suffer
    by their own choice (cr/rule_suffer_or_take_damage), so "damage you do" abilities ignore it."""
    from rulesdb.engine.effects.damage import do_damage
    do_damage(game, "meat", 2, ctx.by, side="runner", card=ctx.source)


ARGUS = _corp("Argus Security: Protection Guaranteed", "Corp", "weyland-consortium", [
    "Whenever the Runner steals an agenda, they must take 1 tag or suffer 2 meat damage."],
    on=(whenever("stolen", runner_chooses({"take 1 tag": give_tags(1), "suffer 2 meat damage": _suffer_2_meat}),
                 starts="Whenever"),), decisions=("Argus Security: Protection Guaranteed choice",), waits_for="")
DEFINITIONS = DEFINITIONS + (ARGUS,)
