"""Events whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.events.common import _gain, play_only_as_first_click, run_trashing_first_fully_broken
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event, when_run_ends
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import expose
from rulesdb.engine.cards.primitives.installs import from_heap
from rulesdb.engine.cards.primitives.piles import search_stack
from rulesdb.engine.cards.primitives.players import below_threat, draw, gain
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import _card
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters
from rulesdb.engine.effects.damage import do_damage
from rulesdb.engine.effects.ending import CORP_WOULD_END_THE_RUN
from rulesdb.engine.effects.pile_trash import TRASHED_FROM_GRIP_OR_STACK
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown, unless_none_earlier
from rulesdb.engine.state.only_choice import ask_must


def _trash_root(game: Game, ctx: Ctx) -> None:
    """Singularity: trash every card installed in the root of the server, at once (the Runner
    trashes them: cr/rule_act_on_multiple_cards); their abilities resolve at the next checkpoint."""
    from rulesdb.engine.effects.trashing import trash_together
    trash_together(game, list(game.servers[ctx.target].root), ctx.by, who="runner")


def _stimhack(game: Game, card, server) -> None:
    """Stimhack: 9[c] hosted on the event, spendable as pool credits during the run; when the run
    ends, 1 core damage that cannot be prevented; only then is the event trashed
    (cr/rule_action_timing_structure_completion)."""
    card.counters["credits"] = 9
    game.trace.add("Stimhack: 9[c] are placed on Stimhack.", cites.CREDITS_ON_CARDS)
    in_pool = during_the_run("hosted-credits-in-pool", lambda game, obj, payment: card,
                             "Stimhack: its hosted credits are considered to be in the credit pool",
                             starts="Place")
    damage = when_run_ends(lambda game, ctx: do_damage(game, "core", 1, ctx.by, preventable=False),
                           starts="Place")
    run_event(in_pool, damage)(game, card, server)


SATELLITE_UPLINK = event("Satellite Uplink", "", faction="criminal", cost=2, inf=3, text=("Expose up to 2 cards.",),
                         on_play=on_play(expose(2)), decisions=("Satellite Uplink target",))


SHOWING_OFF = event("Showing Off", "Run", faction="anarch", cost=2, inf=3, text=(
    "Run R&D. If successful, when you breach R&D, access cards from the bottom of R&D instead of the "
    "top.",),
    on_play=run_event(during_the_run("cannot-access-rd-from-top", lambda game, card, server: True,
                                     "Access cards from the bottom of R&D instead of the top.", if_successful=True)))


def _shred(game: Game, card, subject) -> bool:
    """Shred: the first time the Corp would end the run (cr/rule_ordinal_would: whether or not it then ends), it is
    prevented unless the Corp reveals and trashes X cards from HQ at random, X the cards in the attacked server's
    root; a nested cost the Corp may pay only if able ("Shred choice", cr/rule_nested_cost_unless)."""
    from rulesdb.engine.effects.trashing import trash_together
    run = game.run
    if "Shred" in run.used:
        return False
    run.used.add("Shred")
    server = game.servers.get(run.server)
    x, hq = len(server.root) if server else 0, game.corp.hand
    pay = f"reveal and trash {counted(x, 'card')} from HQ at random"
    if len(hq) >= x and game.decider.ask("Shred choice", [pay, "no"], "Corp") == pay:
        picked = game.rng.sample(hq, x)
        game.trace.add(f"Shred: the Corp reveals {', '.join(c.title for c in picked) or 'no card'} from HQ at random "
                       "and trashes them, so the run may end.", cites.cr("rule_nested_cost_unless"),
                       cites.cr("rule_reveal"), key=True)
        trash_together(game, picked, "Shred's cost", who="corp", preventable=False)
        for trashed in game.corp.discard[len(game.corp.discard) - len(picked):]:
            trashed.faceup = True  # revealed as it was trashed (cr/rule_archives_faceup_facedown)
        return False
    game.trace.add(f"Shred: the Corp does not trash {counted(x, 'card')} from HQ, so the run does not end.",
                   cites.cr("rule_nested_cost_unless"), cites.cr("rule_ordinal_would"), key=True)
    return True


SHRED = event("Shred", "Run", faction="anarch", cost=1, inf=1, text=(
    "Run any server. The first time the Corp would end that run, prevent the run from ending unless the Corp reveals "
    "and trashes X cards from HQ at random. X is equal to the number of cards in the root of the attacked server.",),
    on_play=run_event(during_the_run(CORP_WOULD_END_THE_RUN, _shred, "the first time the Corp would end that run, "
                                     "prevent it unless the Corp reveals and trashes X cards from HQ at random")),
    decisions=("Shred choice",))


SINGULARITY = event("Singularity", "Double - Run", faction="anarch", cost=4, inf=3, text=(
    "As an additional cost to play this event, spend [click].",
    "Run a remote server. If successful, instead of breaching that server, trash all cards installed "
    "in the root of that server."), play_costs=(Clicks(1),),
    on_play=run_event(instead_of_breaching(None, _trash_root, "Singularity")))



SPEC_WORK = event("Spec Work", "Job", faction="shaper", cost=1, inf=1, text=(
    "As an additional cost to play this event, trash 1 installed program.", "Gain 4[c] and draw 2 cards."),
    play_costs=(TrashInstalled("program"),), on_play=on_play(seq(gain(4), draw(2))))

SPECIAL_ORDER = event("Special Order", "", faction="criminal", cost=1, inf=2, text=(
    "Search your stack for an icebreaker, reveal it, and add it to your grip. Shuffle your stack.",),
    on_play=on_play(search_stack("icebreaker")), decisions=("Special Order target",))


def _this_card_trashed_from_grip_or_stack(game: Game, card, event) -> bool:
    """Strike Fund, Steelskin Scarring: this very card was just trashed from the grip or the stack (by damage, a cost
    or an effect; not discarded, cr/rule_discarding_trashed); the ability works from the heap
    (cr/rule_active_exception_catchall)."""
    return event.subject is card


def _when_trashed_from_grip_or_stack(effect, title: str):
    return whenever(TRASHED_FROM_GRIP_OR_STACK, effect, _this_card_trashed_from_grip_or_stack, starts="When this event",
                    optional=f"use {title}", inactive_ok=True,
                    refs=(cites.cr("rule_active_exception_catchall"), cites.cr("movement_trash")))


STEELSKIN_SCARRING = event("Steelskin Scarring", "", faction="anarch", cost=1, inf=2, text=(
    "Draw 3 cards.", "When this event is trashed from your grip or stack, you may draw 2 cards."),
    on_play=on_play(draw(3)), on=(_when_trashed_from_grip_or_stack(draw(2), "Steelskin Scarring"),),
    decisions=("use Steelskin Scarring",))


STIMHACK = event("Stimhack", "Run", faction="anarch", cost=0, inf=1, text=(
    "Place 9[c] on this event, then run any server. During that run, hosted credits are considered to"
    " be in your credit pool. When that run ends, suffer 1 core damage. This damage cannot be "
    "prevented.",), on_play=_stimhack)


SURE_GAMBLE = _card("Sure Gamble", "neutral-runner", "event", [], 5, 0, ["Gain 9[c]."], on_play=_gain(9))


def _program_to_bottom(game: Game, ctx: Ctx) -> None:
    """Scrounge: the Runner may add 1 program from the heap to the bottom of the stack."""
    programs = [c for c in game.runner.discard if c.card.facts.type == "program"]
    titles = list(dict.fromkeys(c.title for c in programs))
    choice = game.decider.ask("Scrounge choice", ["no", *titles], "Runner") if titles else "no"
    card = next((c for c in programs if c.title == choice), None)
    if card is not None:
        game.runner.discard.remove(card)
        game.runner.deck.append(game.change_zone(card, "stack"))
        game.trace.add(f"{ctx.by}: the Runner adds {card.title} from the heap to the bottom of the stack.",
                       cites.NEW_OBJECT)


STRIKE_FUND = event("Strike Fund", "", faction="anarch", cost=1, inf=1, text=(
    "Gain 4[c].", "When this event is trashed from your grip or stack, you may gain 2[c]."),
    on_play=on_play(gain(4)), on=(_when_trashed_from_grip_or_stack(gain(2), "Strike Fund"),),
    decisions=("use Strike Fund",))


SCROUNGE = event("Scrounge", "Double", faction="anarch", cost=1, inf=1, text=(
    "As an additional cost to play this event, spend [click].",
    "Install 1 program from your heap. You may add 1 program from your heap to the bottom of your stack."),
    play_costs=(Clicks(1),), on_play=on_play(seq(from_heap("program", "install"), _program_to_bottom)),
    decisions=("Scrounge target", "Scrounge choice"))


def _spark(game: Game, ctx: Ctx) -> None:
    """Spark of Inspiration: cards set aside from the top until a program; it may be installed 10[c] less;
    the set-aside cards are shuffled into the stack."""
    stack, aside = game.runner.deck, []
    while stack:
        aside.append(stack.pop(0))
        if aside[-1].card.facts.type == "program":
            break
    game.trace.add(f"{ctx.by}: set aside faceup: {', '.join(c.title for c in aside) or 'nothing'}.",
                   cites.cr("rule_set_aside"))
    program = [c for c in aside if c.card.facts.type == "program"]
    install_one(game, ctx, program, aside, "Spark of Inspiration target", less=10)
    stack.extend(aside)
    game.rng.shuffle(stack)


SPARK_OF_INSPIRATION = event("Spark of Inspiration", "Mod", faction="shaper", cost=3, inf=3, text=(
    "Set aside cards from the top of your stack faceup until you set aside a program. You may install that program, "
    "paying 10[c] less. Shuffle the set-aside cards into your stack.",), on_play=on_play(_spark),
    decisions=("Spark of Inspiration target",))


S_DOBRADO_FIRST = "The first time you encounter a piece of ice during that run, bypass it."
S_DOBRADO_SECOND = ("Threat 4 → The second time you encounter a piece of ice during that run, you may spend [click] "
                    "to bypass it.")


def _s_dobrado(game: Game, card, server) -> None:
    """S-Dobrado: run a central server; its first encounter is bypassed; at threat 4 the Runner may spend [click]
    to bypass the second (decision "use S-Dobrado")."""
    from rulesdb.engine.effects.ending import bypass
    from rulesdb.engine.effects.pools import lose_clicks
    from rulesdb.engine.run.steps import make_run
    seen: list = []

    def nth(n):
        def met(game: Game, ling, event) -> bool:
            if not seen or seen[-1] is not event:  # each encounter counted once, whichever trigger asks first
                seen.append(event)
            return len(seen) == n and (n == 1 or (not below_threat(game, 4, "S-Dobrado") and game.runner.clicks >= 1))
        return met

    def second(game: Game, pending) -> None:
        lose_clicks(game, "runner", 1, "S-Dobrado")
        bypass(game, pending.event.subject, "S-Dobrado")
    first = TriggerDef("encounter", S_DOBRADO_FIRST,
                       lambda game, pending: bypass(game, pending.event.subject, "S-Dobrado"), nth(1), "encounter",
                       cites=(cites.BYPASS,))
    later = TriggerDef("encounter", S_DOBRADO_SECOND, second, nth(2), "encounter", optional="use S-Dobrado",
                       cites=(cites.BYPASS,))
    game.lingering.append(Lingering("S-Dobrado", "runner", later, None))
    try:
        make_run(game, server, "S-Dobrado", Lingering("S-Dobrado", "runner", first, None))
    finally:
        game.lingering = [ling for ling in game.lingering if ling.trigger is not later]


S_DOBRADO = event("S-Dobrado", "Run", faction="criminal", cost=2, inf=3, text=(
    "Run a central server. The first time you encounter a piece of ice during that run, bypass it.",
    S_DOBRADO_SECOND + " <em>(This ability is active if any player has 4 or more agenda points.)</em>"),
    on_play=_s_dobrado, decisions=("use S-Dobrado",))  # "Run a central server": carddef.server_choice


def _spree(game: Game, card, server) -> None:
    """Spree: 3 power counters on the event in the play area, then its run; the event stays active there for the
    run (cr/rule_playing_timing_structure), so its paid ability can be used during it."""
    from rulesdb.engine.effects.pools import add_counters
    add_counters(game, card, "power", 3, card.title)
    run_event()(game, card, server)


def _during_its_run(game: Game, card) -> bool:
    """"Hosted power counter:" is used during Spree's own run (the attacked server is that run's)."""
    return game.run is not None and not game.run.ended


def _host_trojan_on_attacked_ice(game: Game, ctx: Ctx) -> None:
    """Spree: 1 installed trojan ("Spree target") hosted on a piece of ice protecting the attacked server ("Spree
    choice"); it stays installed, the same object, now hosted there (cr/sec_host)."""
    from rulesdb.engine.effects.card_moves import rehost
    trojans = [o for o in game.installed() if o.owner == "runner" and not o.facedown and game.has_subtype(o, "trojan")]
    trojan = choose(game, ctx, trojans, "Runner", "the Runner has no installed trojan", cites.C_HOST)
    if trojan is None:
        return
    ice = [o for o in game.servers[game.run.server].ice if o is not trojan.host]
    host = choose(game, ctx, ice, "Runner", f"no other piece of ice protects {game.run.server}", cites.C_HOST,
                  suffix="choice")
    if host is not None:  # Spree's ability works while it is active in the play area for its run
        rehost(game, trojan, host, ctx.by, cites.cr("rule_playing_timing_structure"))


SPREE = event("Spree", "Run", faction="shaper", cost=0, inf=2, text=(
    "Place 3 power counters on this event, then run any server.",
    "Hosted power counter: Host 1 installed trojan program on a piece of ice protecting the attacked server."),
    on_play=_spree,
    on=(paid(HostedCounters("power", 1), effect=_host_trojan_on_attacked_ice, when=_during_its_run,
             starts="Hosted power counter"),),
    decisions=("Spree target", "Spree choice"))


def _innermost_of_the_attacked_server(game: Game, card, event) -> bool:
    place = game.locate(event.subject) if event.subject is not None else None
    return game.run is not None and place is not None and place[1] == "ice" \
        and place[0].name == game.run.server and place[2] == len(place[0].ice) - 1


def _bypass_encountered(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.ending import bypass
    bypass(game, ctx.event.subject, ctx.by)


SPEAR_PHISHING = event("Spear Phishing", "Run", faction="criminal", cost=2, inf=3, text=(
    "Make a run. When you encounter the innermost piece of ice protecting that server, bypass it.",),
    on_play=run_event(whenever("encounter", _bypass_encountered, _innermost_of_the_attacked_server,
                               starts="Make a run", structure="encounter", refs=(cites.BYPASS,))))


def _programs_given_virus_counters_this_turn(game: Game) -> list:
    """The installed programs on which a virus counter was placed this turn (each the same object as then)."""
    found = []
    for past in game.turn.events:
        obj = past.subject
        if past.kind == "counters-placed" and past.info.get("kind") == "virus" and obj is not None \
                and obj.card.facts.type == "program" and game.is_installed(obj) and all(o is not obj for o in found):
            found.append(obj)
    return found


def _placed_a_virus_counter_this_turn(game: Game, card) -> str:
    placed = unless_none_earlier(game, _programs_given_virus_counters_this_turn(game), card,
                                 "you placed at least 1 virus counter on a program this turn")
    return "" if placed else "no virus counter was placed on a program this turn"


def _surge(game: Game, ctx: Ctx) -> None:
    """Surge: 2 more virus counters on that program (the Runner's pick if several, "Surge target")."""
    from rulesdb.engine.effects.pools import add_counters
    program = choose(game, ctx, _programs_given_virus_counters_this_turn(game), "Runner",
                     "no program given a virus counter this turn is still installed")
    if program is not None:
        add_counters(game, program, "virus", 2, ctx.by)


SURGE = event("Surge", "", faction="anarch", cost=0, inf=1, text=(
    "Play only if you placed at least 1 virus counter on a program this turn.",
    "Place 2 virus counters on that program."), playable=_placed_a_virus_counter_this_turn,
    on_play=on_play(_surge), decisions=("Surge target",))


def _trashed_program_cost(game: Game) -> int:
    """Scavenge's X: the printed install cost of the program trashed as its additional cost (the last program trashed
    this turn; it was trashed while the event was being played, cr/rule_no_memory)."""
    past = next((e for e in reversed(game.turn.events) if e.kind == "trashed" and e.subject is not None
                 and e.subject.card.facts.type == "program"), None)
    return (past.subject.card.facts.cost or 0) if past is not None else 0


def _scavenge(game: Game, ctx: Ctx) -> None:
    """Scavenge: install 1 program from the grip or heap ("Scavenge target": "<title> (grip)" or "(heap)"), X[c]
    less; only one the Runner can install is offered (`searches.installable`)."""
    from rulesdb.engine.cards.shared import discounted
    from rulesdb.engine.effects.searches import installable_among, left_out, why_not
    from rulesdb.engine.turns.runner_installs import install_by_ability
    x = _trashed_program_cost(game)
    piles = (("grip", game.runner.hand), ("heap", game.runner.discard))
    found = {f"{c.title} ({where})": (c, pile) for where, pile in piles
             for c in installable_among(game, pile, ("program",), less=x)}
    notes = [note for where, pile in piles for note in left_out(
        game, [c for c in pile if c.card.facts.type == "program"], lambda c: why_not(game, c, less=x),
        lambda c, where=where: f"{c.title} ({where})")]
    if not found:
        game.trace.add(f"{ctx.by}: there is no program in the grip or heap the Runner can install, paying {x}[c] "
                       "less.", cites.INSTALL_PROGRAM, cites.cr("rule_do_as_much_as_you_can"), key=True)
        return
    card, pile = found[ask_must(game, "Scavenge target", list(found), "Runner", cites.C_TARGETS, notes=notes)]
    game.trace.add(f"{ctx.by}: the Runner installs {card.title}, paying {x}[c] less.", cites.INSTALL_PROGRAM)
    with discounted(game, "install-cost", card, x, ctx.by):
        install_by_ability(game, card, pile)


SCAVENGE = event("Scavenge", "", faction="shaper", cost=0, inf=2, text=(
    "As an additional cost to play this event, trash 1 installed program.",
    "Install 1 program from your grip or heap, paying X[c] less. X is equal to the install cost of the program you "
    "trashed."), play_costs=(TrashInstalled("program"),), on_play=on_play(_scavenge),
    decisions=("Scavenge target", "Scavenge cost"))


def _paid_back_if_rezzed(game: Game, ctx: Ctx) -> None:
    """Social Engineering: the Runner chooses an unrezzed piece of ice ("Social Engineering target"); if the Corp rezzes
    it this turn, the Runner gains its rez cost."""
    from rulesdb.engine.timing.priority import rez_cost
    found = [o for o in game.installed() if o.is_ice and not o.rezzed]
    ice = choose(game, ctx, found, "Runner", "there is no unrezzed ice", cites.C_LASTING)
    if ice is None:
        return
    delayed("rezzed", lambda game, ctx: gain(rez_cost(game, ice))(game, ctx),
            f"If the Corp rezzes {ice.title} this turn, gain credits equal to its rez cost.",
            condition=lambda game, ling, event: event.subject is ice)(game, ctx)


SOCIAL_ENGINEERING = event("Social Engineering", "Priority", faction="shaper", cost=2, inf=2, text=(
    "Play only as your first [click].",
    "Choose an unrezzed piece of ice. If the Corp rezzes that piece of ice this turn, gain credits equal to its rez "
    "cost."), playable=play_only_as_first_click, on_play=on_play(_paid_back_if_rezzed),
    decisions=("Social Engineering target",))


def _first_ice_encountered_this_turn_weaker(game: Game, card, ice) -> int:
    """Scrubbed: -2 strength for the first piece of ice encountered this turn, for the remainder of the run in which
    it was encountered."""
    first = next((e for e in game.turn.events if e.kind == "encounter"), None)
    run = game.run
    if first is None or first.subject is not ice or run is None or run.complete:
        return 0
    refuse_unknown(game, card, "the first piece of ice encountered each turn")
    return -2 if any(r is first.info["encounter"].record for r in run.record["encounters"]) else 0


SCRUBBED = event("Scrubbed", "Current", faction="anarch", cost=2, inf=2, text=(
    "This card is not trashed until another current is played or an agenda is scored.",
    "The first piece of ice encountered each turn has -2 strength for the remainder of the run."),
    on=(constant("ice-strength", _first_ice_encountered_this_turn_weaker, starts="The first piece"),))


SPOONED = _card("Spooned", "anarch", "event", ["Run", "Sabotage"], 2, 3, [
    "Run any server. The first time you fully break a code gate during that run, trash that code gate."],
    on_play=run_trashing_first_fully_broken("Spooned", "code gate"))
