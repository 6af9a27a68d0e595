"""Corp assets and upgrades: advertisements that pay each turn, ambushes that hurt when accessed."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    constant,
    first_time_this_turn,
    paid,
    when_accessed,
    when_emptied,
    when_rezzed,
    when_turn_begins,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    cannot,
    corp_installs,
    damage,
    draw,
    end_the_run,
    gain,
    gain_clicks,
    give_tags,
    installs_asked,
    place_counters,
    psi_game,
    search_rd_and_install,
    seq,
    take_credits,
    trace,
    trash_installed,
    trash_program,
    trash_self,
    trash_top_of_stack,
)
from rulesdb.engine.cards.printed import asset, upgrade
from rulesdb.engine.effects import common
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, Credits, RemoveSelf, RemoveTags, TrashSelf
from rulesdb.engine.state.carddef import Interrupt
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server, this_server


def _five_to_steal_here(game: Game, card, agenda) -> tuple:
    """Red Herrings: stealing an agenda from this server or its root costs 5[c] more."""
    run = game.run  # persistent: "this server" is still the one it was trashed from
    same = run is not None and is_this_server(game, card, run.server)
    return (Credits(5, "steal"),) if same else ()


def _archives_into_rd(most: int):
    """"Shuffle up to N cards from Archives into R&D": the Corp names them ("<card> target", a list),
    then R&D is shuffled (seeded)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        archives = game.corp.discard
        titles = [c.title for c in archives]
        check = titles_from(titles, "Archives", most=most)
        chosen = game.decider.ask(f"{ctx.source.title} target", titles, "Corp", check=check) if titles else []
        for title in chosen:
            card = archives.pop(next(i for i, c in enumerate(archives) if c.title == title))
            game.corp.deck.append(game.change_zone(card, "rd"))
        game.rng.shuffle(game.corp.deck)
        game.trace.add(f"{ctx.by}: {', '.join(chosen) or 'no card'} shuffled from Archives into R&D.",
                       cites.OBJECT)
    return resolve


def _run_on_this_server(game: Game, card, event) -> bool:
    place = game.locate(card)
    return place is not None and place[0].name == event.info.get("server")


def _only_ash_accessed(game: Game, ctx: Ctx) -> None:
    """Ash 2X3ZB9CY: for the rest of the run the Runner cannot access any card but Ash
    (cr/rule_prohibiting_access)."""
    from rulesdb.engine.effects.common import lasting
    ash = ctx.source
    lasting(game, "cannot-access", lambda game, card, subject: subject is not ash,
            "The Runner cannot access any cards other than Ash 2X3ZB9CY for the remainder of this run.",
            "run", ctx.by)


def _left_with(card, event) -> bool:
    """The card was trashed in the same instruction as the event's card, while rezzed: its trash
    abilities still see each card (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    return card.rezzed and (event.subject is card or any(o is card for o in event.info.get("together", ())))


def _trashed_by_the_runner(game: Game, card, event) -> bool:
    return event.subject is card and event.info.get("by") == "runner"


def _first_install_in_this_root(game: Game, card, event) -> bool:
    """Tranquility Home Grid: a card installed in the root of its server, the first time this turn."""
    place = game.locate(event.subject)
    here = place is not None and place[1] == "root" and is_this_server(game, card, place[0].name)
    return here and event.subject is not card and first_time_this_turn(game, card, "installed here")


def _gain_2_or_draw_1(game: Game, ctx: Ctx) -> None:
    choice = game.decider.ask("Tranquility Home Grid choice", ["gain 2[c]", "draw 1 card"], "Corp")
    (gain(2) if choice == "gain 2[c]" else draw(1))(game, ctx)


def _one_less_in_this_root(game: Game, card, agenda) -> int:
    """SanSan City Grid: an agenda in the root of its server needs 1 advancement counter less."""
    here, there = game.locate(card), game.locate(agenda)
    return -1 if here and there and here[0] is there[0] and there[1] == "root" else 0


def _runner_trashed_corp_card(game: Game, card, event) -> bool:
    """Hostile Infrastructure: a Corp card the Runner trashed (by any means: accessing it,
    Singularity), once for each card; while it is active, or itself and the cards trashed with it
    while it was rezzed (an unrezzed Hostile Infrastructure is inactive)."""
    subject = event.subject
    return (event.info.get("by") == "runner" and subject is not None and subject.owner == "corp"
            and (game.is_active(card) or _left_with(card, event)))


def _trashed_from_this_server(game: Game, card, event) -> bool:
    """Warroid Tracker: at least 1 card trashed from this server: once for all the cards one
    instruction trashes (cr/rule_act_on_multiple_cards)."""
    place, run = game.locate(card), game.run
    here = run is not None and (_left_with(card, event) or (
        place is not None and place[0].name == run.server and game.is_active(card)))
    together = event.info.get("together", ())
    first = not together or event.subject is together[0]  # one event however many cards it trashed
    return event.info.get("by") == "runner" and here and first


_runner_trashes_installed = trash_installed("program", "hardware", "resource", chooser="Runner")


def _first_net_damage_this_run(game: Game, card, imminent) -> bool:
    """Tori Hanzō: the first net damage the Corp would do in a run against this server. The first
    imminent one is "the first time" even if it was prevented to 0 (cr/rule_ordinal_would)."""
    place, run = game.locate(card), game.run
    if run is None or place is None or place[0].name != run.server:
        return False
    if imminent.kind != "net" or imminent.by_side != "corp":
        return False
    if "first" not in imminent.info:
        imminent.info["first"] = "Tori Hanzō: net damage" not in run.used
        run.used.add("Tori Hanzō: net damage")
    return imminent.info["first"] and imminent.remaining > 0


def _core_instead(game: Game, card, imminent) -> None:
    """Tori Hanzō: the Corp may pay 2[c]; the imminent net damage becomes 1 core damage
    (cr/rule_replace_imminent_effects), and interrupts then see the new expected effect."""
    payment = Payment("corp", 2, "ability", "Tori Hanzō's ability", card)
    if not able(game, payment) or game.decider.ask("use Tori Hanzō", ["yes", "no"], "Corp") == "no":
        game.trace.add("Tori Hanzō: the Corp does not replace the net damage.", cites.C_INTERRUPT)
        return
    pay(game, payment, cites.COST)
    imminent.kind, imminent.amount, imminent.prevented, imminent.increased = "core", 1, 0, 0
    imminent.replaced_by = "Tori Hanzō"
    game.trace.add("Tori Hanzō's replacement effect applies at once: the imminent effect is now to "
                   "do 1 core damage instead of the net damage.", cites.C_INTERRUPT,
                   cites.cr("rule_replace_imminent_effects"), key=True)


def _tori_hanzo(facts) -> Interrupt:
    return Interrupt("damage", facts.text[0], _core_instead, _first_net_damage_this_run, optional=False,
                     prevents=False)


def _per_advancement(per: int, make):
    """An effect scaled by this card's advancement counters: make(per * counters)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        count = ctx.source.counters.get("advancement", 0)
        if count:
            make(per * count)(game, ctx)
        else:
            game.trace.add(f"{ctx.by}: {ctx.source.title} has no advancement counters, so nothing happens.")
    return resolve


def _trash_programs(n: int):
    return seq(*[trash_installed("program")] * n)


def _urtica(game: Game, ctx: Ctx) -> None:
    damage("net", 2 + ctx.source.counters.get("advancement", 0))(game, ctx)


def _rashida(game: Game, ctx: Ctx) -> None:
    seq(trash_self, gain(3), draw(3))(game, ctx)


SNARE = asset("Snare!", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset anywhere except in Archives, you may pay 4[c]. If you do, "
    "give the Runner 1 tag and do 3 net damage."),
    on=(when_accessed(seq(give_tags(1), damage("net", 3)), pay_credits=4, not_in=("Archives",)),))
SHOCK = asset("Shock!", "Ambush", faction="jinteki", cost=0, inf=2, trash=2, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, do 1 net damage."), on=(when_accessed(damage("net", 1)),))
URTICA = asset("Urtica Cipher", "Ambush", faction="jinteki", cost=0, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When the Runner accesses this asset while it is installed, do 2 net damage plus 1 net damage for"
    " each hosted advancement counter."), on=(when_accessed(_urtica, installed=True),))
JUNEBUG = asset("Project Junebug", "Ambush - Research", faction="jinteki", cost=0, inf=1, trash=0, text=(
    "Project Junebug can be advanced.",
    "If you pay 1[c] when the Runner accesses Project Junebug, do 2 net damage for each advancement "
    "token on Project Junebug."),
    on=(when_accessed(_per_advancement(2, lambda n: damage("net", n)), pay_credits=1, starts="If you pay"),))
CEREBRAL_OVERWRITER = asset("Cerebral Overwriter", "Ambush", faction="haas-bioroid", cost=0, inf=2,
                            trash=0, text=("You can advance this asset.",
                                           "When the Runner accesses this asset while it is installed, "
                                           "you may pay 3[c] to do X core damage. X is equal to the "
                                           "number of hosted advancement counters."),
                            on=(when_accessed(_per_advancement(1, lambda n: damage("core", n)),
                                              pay_credits=3, installed=True),))
AGGRESSIVE_SECRETARY = asset("Aggressive Secretary", "Ambush", faction="haas-bioroid", cost=0, inf=2,
                             trash=0, text=("Aggressive Secretary can be advanced.",
                                            "If you pay 2[c] when the Runner accesses Aggressive "
                                            "Secretary, trash 1 program for each advancement token on "
                                            "Aggressive Secretary."),
                             on=(when_accessed(_per_advancement(1, _trash_programs), pay_credits=2,
                                               starts="If you pay"),))
GHOST_BRANCH = asset("Ghost Branch", "Ambush - Facility", faction="nbn", cost=0, inf=1, trash=0, text=(
    "Ghost Branch can be advanced.",
    "When the Runner accesses Ghost Branch, you may give the Runner 1 tag for each advancement token "
    "on Ghost Branch."), on=(when_accessed(_per_advancement(1, give_tags), optional=True),))
ADONIS = asset("Adonis Campaign", "Advertisement", faction="haas-bioroid", cost=4, inf=2, trash=3, text=(
    "Put 12[c] from the bank on Adonis Campaign when rezzed. When there are no credits left on Adonis"
    " Campaign, trash it.", "Take 3[c] from Adonis Campaign when your turn begins."),
    on=(when_emptied(trash_self, starts="Put"), when_turn_begins(take_credits(3), starts="Take"),
        when_rezzed(place_counters("credits", 12), starts="Put")))
EVE = asset("Eve Campaign", "Advertisement", faction="haas-bioroid", cost=5, inf=3, trash=5, text=(
    "Place 16[c] from the bank on Eve Campaign when it is rezzed. When there are no credits left on "
    "Eve Campaign, trash it.", "When your turn begins, take 2[c] from Eve Campaign."),
    on=(when_emptied(trash_self, starts="Place"), when_turn_begins(take_credits(2)),
        when_rezzed(place_counters("credits", 16), starts="Place")))
NICO = asset("Nico Campaign", "Advertisement", faction="haas-bioroid", cost=2, inf=2, trash=2, text=(
    "When you rez this asset, load 9[c] onto it. When it is empty, trash it and draw 1 card.",
    "When your turn begins, take 3[c] from this asset."),
    on=(when_emptied(seq(trash_self, draw(1)), starts="When you rez"), when_turn_begins(take_credits(3)),
        when_rezzed(place_counters("credits", 9))))
RASHIDA = asset("Rashida Jaheem", "Character", faction="neutral-corp", cost=0, inf=0, trash=1, text=(
    "When your turn begins, you may trash Rashida Jaheem to gain 3[c] and draw 3 cards.",),
    on=(when_turn_begins(_rashida, optional="use Rashida Jaheem"),))
MELANGE = asset("Melange Mining Corp.", "", faction="neutral-corp", cost=1, inf=0, trash=1, text=(
    "[click], [click], [click]: Gain 7[c].",), on=(paid(Clicks(3), effect=gain(7)),))
JACKSON_HOWARD = asset("Jackson Howard", "Executive", faction="nbn", cost=0, inf=1, trash=3, text=(
    "[click]: Draw 2 cards.",
    "Remove Jackson Howard from the game: Shuffle up to 3 cards from Archives into R&D."),
    on=(paid(Clicks(1), effect=draw(2)),
        paid(RemoveSelf(), effect=_archives_into_rd(3), starts="Remove")),
    decisions=("Jackson Howard target",))
HOSTILE_INFRASTRUCTURE = asset("Hostile Infrastructure", "", faction="jinteki", cost=5, inf=2, trash=5,
                               text=("Whenever the Runner trashes a Corp card (including Hostile "
                                     "Infrastructure), do 1 net damage.",),
                               on=(whenever("trashed", damage("net", 1), _runner_trashed_corp_card,
                                            inactive_ok=True),))
MR_STONE = asset("Mr. Stone", "Executive", faction="weyland-consortium", cost=2, inf=4, trash=2, text=(
    "Whenever the Runner takes 1 or more tags, do 1 meat damage.",), on=(whenever("tags-taken", damage("meat", 1)),))
def _only_ash(game: Game, ctx: Ctx) -> None:
    """Ash 2X3ZB9CY: for the rest of the run no card but Ash can be accessed (cr/rule_prohibiting_access)."""
    from rulesdb.engine.effects.common import lasting
    ash = ctx.source
    lasting(game, "cannot-access", lambda game, card, subject: subject.first_object != ash.first_object,
            "Ash 2X3ZB9CY: the Runner cannot access any cards other than Ash 2X3ZB9CY", "run", ctx.by)


ASH = upgrade("Ash 2X3ZB9CY", "Bioroid", faction="haas-bioroid", cost=2, inf=2, trash=3, text=(
    "Whenever there is a successful run on this server, Trace[4]. If successful, the Runner cannot "
    "access any cards other than Ash 2X3ZB9CY for the remainder of this run.",),
    on=(whenever("successful", trace(4, _only_ash),
                 lambda game, card, event: is_this_server(game, card, event.info.get("server")), structure="run"),))
CRISIUM = upgrade("Crisium Grid", "Region", faction="weyland-consortium", cost=3, inf=1, trash=5, text=(
    "Runs against this server cannot be declared successful. <em>(This effect does not cause runs to "
    "become unsuccessful.)</em>", "Limit 1 region per server."),
    on=(constant("cannot-declare-successful", is_this_server,
                 starts="Runs against"),))
RED_HERRINGS = upgrade("Red Herrings", "", faction="nbn", cost=1, inf=2, trash=1, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner "
    "must pay 5[c]. <em>(If the Runner trashes this card while accessing it, this ability still "
    "applies for the remainder of this run.)</em>",),
    on=(constant("steal-cost", _five_to_steal_here, starts="Persistent"),))
CAPRICE = upgrade("Caprice Nisei", "Clone - Psi", faction="jinteki", cost=2, inf=4, trash=1, text=(
    "Whenever the Runner passes all of the ice protecting this server, you and the Runner secretly "
    "spend 0[c], 1[c], or 2[c]. Reveal spent credits. If you and the Runner spent a different number "
    "of credits, end the run.",),
    on=(whenever("approach-server", psi_game(end_the_run), lambda game, card, event: is_this_server(
        game, card, event.info.get("server")), starts="Whenever", structure="run"),))
TORI_HANZO = upgrade("Tori Hanzō", "Sysop", faction="jinteki", cost=3, inf=4, trash=2, text=(
    "[interrupt] → The first time you would do 1 or more net damage during each run against this "
    "server, instead you may pay 2[c] to do 1 core damage.",), on=(_tori_hanzo,),
    decisions=("use Tori Hanzō",))
SANSAN = upgrade("SanSan City Grid", "Region", faction="nbn", cost=6, inf=3, trash=5, text=(
    "Each agenda in the root of this server gets −1 advancement requirement.",
    "Limit 1 region per server."),
    on=(constant("advancement-requirement", _one_less_in_this_root, starts="Each agenda"),))


def must_trash(how: str):
    """"They must trash it, if able": in the mid-access window the Runner cannot decline while some
    way to trash it can be used ("any"), or while its trash cost can be paid ("basic")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        game.access.must_trash = how
        game.trace.add(f"{ctx.by}: the Runner must trash the accessed card"
                       f"{' by paying its trash cost' if how == 'basic' else ''}, if able.",
                       cites.cr("rule_must_with_choice"))
    return resolve


MUMBAD_TOUR = upgrade("Mumbad Virtual Tour", "Alliance", faction="neutral-corp", cost=0, inf=2, trash=5,
                      text=("This upgrade costs 0 influence if you have 7 or more assets in your deck.",
                            "When the Runner accesses this upgrade while it is installed, they must "
                            "trash it, if able."),
                      on=(constant("must-trash-when-accessed", lambda game, card, subject: True, starts="When"),))

def _stolen_from_this_server(game: Game, card, event) -> bool:
    run = game.run
    return run is not None and is_this_server(game, card, run.server) and bool(run.record["stolen"])


def _rezzed_bioroids_lose_click_first(game, card, ice) -> tuple:
    """Warden Fatuma: rezzed bioroid ice (as its subtypes are now) gains its subroutine first."""
    from rulesdb.engine.cards.hooks import as_subroutine
    from rulesdb.engine.cards.primitives import lose_clicks
    from rulesdb.engine.state.carddef import Subroutine
    if not (ice.is_ice and ice.rezzed and game.has_subtype(ice, "bioroid")):
        return ()
    return (Subroutine("The Runner loses [click], if able.", as_subroutine(lose_clicks(1))),)


WARDEN_FATUMA = asset("Warden Fatuma", "Character", faction="haas-bioroid", cost=1, inf=2, trash=5, text=(
    "Each piece of rezzed bioroid ice gains \"[sub] The Runner loses [click], if able.\" before all of "
    "its other subroutines.",),
    on=(constant("gain-subroutines-first", _rezzed_bioroids_lose_click_first, starts="Each piece"),))
DAILY_BUSINESS_SHOW = asset("Daily Business Show", "Cast", faction="nbn", cost=2, inf=1, trash=4, text=(
    "[interrupt] → The first time each turn you would draw any number of cards, increase the number "
    "of cards you will draw by 1. When you draw those cards, add 1 of them to the bottom of R&D.",),
    waits_for="interrupts")
def _asset_from_rd(game: Game, ctx: Ctx) -> None:
    """Tech Startup: find an asset in R&D (R&D is shuffled first), then install it where the Corp says."""
    from rulesdb.engine.effects.searches import corp_install_in_root, search_rd
    card = search_rd(game, "asset", "Tech Startup target", ctx.by)
    if card is None:
        return
    from rulesdb.engine.turns.corp_actions import remote_limit_reached
    remotes = [n for n, s in game.servers.items() if n.startswith("Server ") and (s.ice or s.root) and
               not any(o.card.facts.type in ("asset", "agenda") for o in s.root)]
    new = f"Server {max([int(n.split()[1]) for n in game.servers if n.startswith('Server ')] + [0]) + 1}"
    fresh = [] if remote_limit_reached(game) else ["new remote"]
    where = game.decider.ask("Tech Startup choice", [*remotes, *fresh], "Corp")
    corp_install_in_root(game, card, new if where == "new remote" else where, ctx.by)


TECH_STARTUP = asset("Tech Startup", "", faction="neutral-corp", cost=0, inf=0, trash=1, text=(
    "When your turn begins, you may trash Tech Startup. If you do, search R&D for an asset, reveal "
    "it, and install it. Shuffle R&D.",),
    on=(when_turn_begins(seq(trash_self, search_rd_and_install("asset")), optional="use Tech Startup"),),
    decisions=("Tech Startup target", "Tech Startup install where"))
VAPORFRAME = asset("Vaporframe Fabricator", "Industrial", faction="haas-bioroid", cost=2, inf=3, trash=3, text=(
    "Once per turn → [click]: Install 1 card from HQ, ignoring all costs.",
    "When the Runner trashes this asset, you may install 1 card from HQ, ignoring all costs. You "
    "cannot install that card in the root of this server."),
    on=(paid(Clicks(1), effect=corp_installs("hq", ignore_cost=True), once_per_turn=True, starts="Once per turn"),
        whenever("trashed", corp_installs("hq", ignore_cost=True, not_here=True), _trashed_by_the_runner,
                 inactive_ok=True, starts="When the Runner trashes", optional="use Vaporframe Fabricator")),
    decisions=installs_asked("Vaporframe Fabricator"))
AMAZE = upgrade("AMAZE Amusements", "", faction="nbn", cost=1, inf=3, trash=3, text=(
    "Persistent → Whenever a run on this server ends, if the Runner stole any agendas during that "
    "run, give the Runner 2 tags. <em>(If the Runner trashes this card while accessing it, this "
    "ability still applies for the remainder of this run.)</em>",),
    on=(whenever("run-ends", give_tags(2), _stolen_from_this_server),))
TRANQUILITY = upgrade("Tranquility Home Grid", "Region", faction="haas-bioroid", cost=1, inf=2, trash=4, text=(
    "Remote server only.",
    "The first time each turn you install a card in the root of this server, gain 2[c] or draw 1 card.",
    "Limit 1 region per server."),
    on=(whenever("install", _gain_2_or_draw_1, _first_install_in_this_root, starts="The first time"),),
    decisions=("Tranquility Home Grid choice",))
WARROID = upgrade("Warroid Tracker", "Bioroid", faction="haas-bioroid", cost=2, inf=2, trash=4, text=(
    "Whenever the Runner trashes at least 1 card from this server, from its root, or protecting it, "
    "Trace[4]. If successful, the Runner trashes 2 of their installed cards.",),
    on=(whenever("trashed", trace(4, seq(_runner_trashes_installed, _runner_trashes_installed)),
                 _trashed_from_this_server, inactive_ok=True),))
BREACHED_DOME = asset("Breached Dome", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, do 1 meat damage and trash the top card of the stack."),
    on=(when_accessed(seq(damage("meat", 1), trash_top_of_stack(1)), starts="When the Runner accesses"),))
ANGELIQUE = upgrade("Angelique Garza Correa", "Ambush - Enforcer - Expendable", faction="weyland-consortium",
                    cost=0, inf=3, trash=2, text=(
    "Threat 3 → [click], 1[c], reveal and trash this upgrade from HQ: Do 1 meat damage. <em>(This "
    "ability is active if any player has 3 or more agenda points.)</em>",
    "When the Runner accesses this upgrade while it is rezzed, you may pay 2[c] to do 2 meat damage."),
    on=(when_accessed(damage("meat", 2), pay_credits=2, installed=True, starts="When the Runner accesses"),))


def _move_set_aside_counters(game: Game, ctx: Ctx) -> None:
    """Reconstruction Contract: trashed to pay the cost, its advancement counters were set aside with
    it; the Corp moves them to a card it can advance (cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    counters = ctx.source.counters.get("advancement", 0)
    targets = [o for o in game.installed() if o.owner == "corp"
               and (o.card.facts.type == "agenda" or o.card.advanceable)]
    titles = [o.title for o in targets]
    if not targets:
        game.trace.add(f"{ctx.by}: no installed card can be advanced; the {counters} set-aside advancement "
                       "counter(s) return to the bank.", cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
        return
    target = targets[titles.index(game.decider.ask("Reconstruction Contract target", titles, "Corp"))]
    game.trace.add(f"{ctx.by}: the {counters} advancement counter(s) set aside from Reconstruction Contract "
                   f"move to {target.title}.", cites.cr("rule_trash_ability_keeps_track_of_hosted_objects"))
    if counters:
        common.add_counters(game, target, "advancement", counters, ctx.by)


RECONSTRUCTION_CONTRACT = asset("Reconstruction Contract", "", faction="weyland-consortium", cost=1, inf=4, trash=4,
                                text=("Whenever the Runner suffers any amount of meat damage, you may place 1 "
                                      "advancement token on Reconstruction Contract.",
                                      "[trash]: Move any number of advancement tokens from Reconstruction Contract "
                                      "to a card that can be advanced."),
                                on=(whenever("damage", place_counters("advancement", 1),
                                              lambda game, card, event: event.info["kind"] == "meat",
                                              optional="use Reconstruction Contract", starts="Whenever"),
                                    paid(TrashSelf(), effect=_move_set_aside_counters, starts="[trash]")),
                                decisions=("Reconstruction Contract target",))


def _trash_self_by_corp(game: Game, ctx: Ctx) -> None:
    if game.is_active(ctx.source):
        common.trash(game, ctx.source, ctx.by, who="corp")


REAPER_FUNCTION = asset("Reaper Function", "Hostile", faction="jinteki", cost=3, inf=2, trash=2, text=(
    "When your turn begins, you may trash this asset to do 2 net damage.",),
    on=(when_turn_begins(seq(_trash_self_by_corp, damage("net", 2)), optional="use Reaper Function"),))


def _on_this_server(game: Game, card, event) -> bool:
    place = game.locate(card)
    return place is not None and event.info.get("server") == place[0].name


def _other_than(game: Game, ctx: Ctx, subject) -> bool:
    return subject is not ctx.source


def _this_upgrade(game: Game, ctx: Ctx, subject) -> bool:
    return subject is ctx.source


ADRIAN_SEIS = upgrade("Adrian Seis", "Psi - Clone - Sysop", faction="jinteki", cost=0, inf=4, trash=2, text=(
    "Whenever the Runner makes a successful run on this server, play a Psi Game. <em>(Players secretly bid "
    "0–2[c]. Then each player reveals and spends their bid.)</em> If the bids differ, the Runner cannot access "
    "cards other than this upgrade for the remainder of that run. If the bids match, the Runner cannot access "
    "this upgrade for the remainder of that run.",
    "When your turn ends, you may move this upgrade to the root of another server."),
    on=(whenever("successful", psi_game(
        cannot("access", _other_than, "The Runner cannot access cards other than Adrian Seis for the remainder "
                                      "of that run."),
        cannot("access", _this_upgrade, "The Runner cannot access Adrian Seis for the remainder of that run.")),
        _on_this_server, starts="Whenever the Runner makes", structure="run"),), waits_for="corp actions")


def _during_a_run_here(game: Game, card) -> bool:
    """"Use this ability only during a run on this server"."""
    place = game.locate(card)
    return game.run is not None and not game.run.ended and place is not None and place[0].name == game.run.server


KEEGAN_LANE = upgrade("Keegan Lane", "Sysop", faction="nbn", cost=0, inf=3, trash=3, text=(
    "[trash], remove 1 tag: Trash 1 program. Use this ability only during a run on this server.",),
    on=(paid(TrashSelf(), RemoveTags(1), effect=trash_program, starts="[trash]", when=_during_a_run_here),))


def _advanced_ice_here(game: Game, card) -> list:
    place = game.locate(card)
    return [o for o in place[0].ice if o.counters.get("advancement", 0)] if place else []


def _cayambe_toll(game: Game, ctx: Ctx) -> None:
    """"End the run unless they pay 2[c] for each advanced piece of ice protecting this server": one
    nested cost, paid as a single payment (cr/rule_cost_quantities)."""
    n = 2 * len(_advanced_ice_here(game, ctx.source))
    payment = Payment("runner", n, "ability", f"{ctx.source.title}'s ability", ctx.source)
    if n and able(game, payment) and game.decider.ask(
            f"pay {n}[c] to {ctx.source.title}", ["yes", "no"], "Runner", general=("pay",)) == "yes":
        pay(game, payment, cites.NESTED_COST)
        return
    if n:
        end_the_run(game, ctx)


def _approaching_this_server(game: Game, card, event) -> bool:
    place = game.locate(card)
    return place is not None and event.info.get("server") == place[0].name


def _advance_ice_here(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.common import add_counters
    place = game.locate(ctx.source)
    ice_list = list(place[0].ice) if place else []
    if not ice_list:
        return
    titles = [o.title for o in ice_list]
    add_counters(game, ice_list[titles.index(game.decider.ask(f"{ctx.source.title} target", titles, "Corp"))],
                 "advancement", 1, ctx.by)


CAYAMBE_GRID = upgrade("Cayambe Grid", "Region", faction="weyland-consortium", cost=3, inf=3, trash=3, text=(
    "When your turn begins, place 1 advancement counter on a piece of ice protecting this server.",
    "Whenever the Runner approaches this server, end the run unless they pay 2[c] for each advanced piece of "
    "ice protecting this server.",
    "Limit 1 region per server."),
    on=(when_turn_begins(_advance_ice_here),
        whenever("approach-server", _cayambe_toll, _approaching_this_server, starts="Whenever the Runner",
                 structure="run")),
    decisions=("Cayambe Grid target",), waits_for="corp actions")  # "Limit 1 region" is not enforced


DEFINITIONS = (WARDEN_FATUMA, DAILY_BUSINESS_SHOW, TECH_STARTUP, VAPORFRAME, AMAZE, TRANQUILITY, WARROID, SNARE,
               SHOCK, URTICA, JUNEBUG, CEREBRAL_OVERWRITER, AGGRESSIVE_SECRETARY, GHOST_BRANCH, ADONIS, EVE, NICO,
               RASHIDA, MELANGE, JACKSON_HOWARD, HOSTILE_INFRASTRUCTURE, MR_STONE, ASH, CRISIUM, RED_HERRINGS,
               CAPRICE, TORI_HANZO, SANSAN, MUMBAD_TOUR, BREACHED_DOME, ANGELIQUE, RECONSTRUCTION_CONTRACT,
               REAPER_FUNCTION, ADRIAN_SEIS, KEEGAN_LANE, CAYAMBE_GRID)


def _operations_in_archives(game: Game) -> list:
    return [o for o in game.corp.discard if o.card.facts.type == "operation"]


def _clone_suffrage_usable(game: Game, pending) -> str:
    server = this_server(game, pending.source)
    if server is not None and server.ice:
        return "there is ice protecting this server"
    return "" if _operations_in_archives(game) else "there is no operation in Archives"


def _operation_to_hq(game: Game, ctx: Ctx) -> None:
    found = _operations_in_archives(game)
    titles = [o.title for o in found]
    card = found[titles.index(game.decider.ask("Clone Suffrage Movement target", titles, "Corp"))]
    if not card.faceup:
        game.trace.add(f"{ctx.by}: {card.title} is facedown in Archives, so the Corp reveals it to show it "
                       "is an operation.", cites.cr("rule_reveal_from_hidden"), key=True)
    game.corp.discard.remove(card)
    game.corp.hand.append(game.change_zone(card, "hq"))
    game.trace.add(f"{ctx.by}: the Corp adds {card.title} from Archives to HQ.")


CLONE_SUFFRAGE = asset("Clone Suffrage Movement", "Political", faction="haas-bioroid", cost=1, inf=2, trash=2,
                       text=("When your turn begins, you may add 1 operation from Archives to HQ if there "
                             "is no ice protecting this server.",),
                       on=(whenever("turn-begins", _operation_to_hq, lambda game, card, event:
                                    event.info.get("side") == card.owner, structure="turn",
                                    optional="use Clone Suffrage Movement", usable=_clone_suffrage_usable),),
                       decisions=("Clone Suffrage Movement target",))
DEFINITIONS = DEFINITIONS + (CLONE_SUFFRAGE,)


def _tagged_and_successful(game: Game, card, event) -> bool:
    return game.runner.tags > 0 and event.info.get("outcome") == "successful"


DEDICATED_RESPONSE_TEAM = asset("Dedicated Response Team", "Hostile", faction="weyland-consortium", cost=2, inf=3,
                                trash=3, text=("If the Runner is tagged, Dedicated Response Team gains \"Whenever a "
                                               "successful run ends, do 2 meat damage.\"",),
                                on=(whenever("run-ends", damage("meat", 2), _tagged_and_successful,
                                             refs=(cites.cr("rule_run_ends_condition"),)),))
DEFINITIONS = DEFINITIONS + (DEDICATED_RESPONSE_TEAM,)


def _three_clicks_on_one_action(game: Game, card, event) -> bool:
    """Jeeves Model Bioroids: the Corp spent 3 [click] on one action, its basic [click] and any
    additional costs together (cr/rule_inherent_cost_aggregates); the first time this turn."""
    return (event.info.get("side") == "corp" and event.info.get("clicks", 0) >= 3
            and first_time_this_turn(game, card, "3 clicks on one action"))


JEEVES = asset("Jeeves Model Bioroids", "Alliance", faction="haas-bioroid", cost=2, inf=3, trash=5, text=(
    "This card costs 0 influence if you have 6 or more non-alliance [haas-bioroid] cards in "
    "your deck.", "The first time you spend 3[click] on the same action each turn, gain [click]."),
    on=(whenever("action-done", gain_clicks(1), _three_clicks_on_one_action, starts="The first time"),))
DEFINITIONS = DEFINITIONS + (JEEVES,)
