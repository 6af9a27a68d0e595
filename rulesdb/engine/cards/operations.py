"""Corp operations: transactions that gain credits and cards, and black ops that punish the Runner."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import constant, on_play, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    arrange_top,
    corp_installs,
    damage,
    draw,
    end_action_phase,
    gain,
    gain_clicks,
    give_tags,
    installs_asked,
    lose,
    seq,
    trace,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks, Credits, ForfeitAgenda
from rulesdb.engine.state.game import Game

TAGGED_ONLY = "Play only if the Runner is tagged."


def _runner_tagged(game: Game, card) -> str:
    return "" if game.runner.tags else "the Runner is not tagged"


def _advance_x(game: Game, ctx: Ctx) -> None:
    """Psychographics: X advancement counters on 1 installed card that can be advanced."""
    from rulesdb.engine.effects.common import add_counters

    x = ctx.source.counters.get("x", 0)
    cards = [o for o in game.installed() if o.owner == "corp"
             and (o.card.advanceable or o.card.facts.type == "agenda")]
    if not cards or not x:
        game.trace.add(f"{ctx.by}: no advancement counters are placed.")
        return
    titles = [o.title for o in cards]
    add_counters(game, cards[titles.index(game.decider.ask("Psychographics target", titles, "Corp"))],
                 "advancement", x, ctx.by)


def _all_credits(game: Game, ctx: Ctx) -> None:
    lose(game.runner.credits, "runner")(game, ctx)


def _planogram(game: Game, ctx: Ctx) -> None:
    options = ["gain 3[c]", "draw 3 cards"] + (["both"] if game.runner.tags else [])
    choice = game.decider.ask("Predictive Planogram choice", options, "Corp")
    if choice in ("gain 3[c]", "both"):
        gain(3)(game, ctx)
    if choice in ("draw 3 cards", "both"):
        draw(3)(game, ctx)


def _celebrity_gift(game: Game, ctx: Ctx) -> None:
    most = min(5, len(game.corp.hand))

    def check(value):
        if not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of cards from 0 to {most}")
        return value

    shown = game.decider.ask("Celebrity Gift choice", [f"0..{most}"], "Corp", check=check)
    game.trace.add(f"{ctx.by}: the Corp reveals {shown} card(s) from HQ.")
    gain(2 * shown)(game, ctx)


def _hansei(game: Game, ctx: Ctx) -> None:
    gain(10)(game, ctx)
    hand = game.corp.hand
    if not hand:
        return
    titles = [c.title for c in hand]
    card = hand[titles.index(game.decider.ask("Hansei Review target", titles, "Corp"))]
    hand.remove(card)
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ.")


def _per_grip_card(game: Game, ctx: Ctx) -> None:
    gain(len(game.runner.hand))(game, ctx)


TRANSACTION = "Transaction"
HANSEI_REVIEW = operation("Hansei Review", TRANSACTION, faction="jinteki", cost=5, inf=1, text=(
    "Gain 10[c]. If there are any cards in HQ, trash 1 of them.",), on_play=on_play(_hansei))
SWEEPS_WEEK = operation("Sweeps Week", "", faction="nbn", cost=1, inf=2, text=(
    "Gain 1[c] for each card in the Runner's grip.",), on_play=on_play(_per_grip_card))
BEANSTALK = operation("Beanstalk Royalties", TRANSACTION, faction="weyland-consortium", cost=0, inf=1,
                      text=("Gain 3[c].",), on_play=on_play(gain(3)))
RESTRUCTURE = operation("Restructure", TRANSACTION, faction="neutral-corp", cost=10, inf=0,
                        text=("Gain 15[c].",), on_play=on_play(gain(15)))
GOVERNMENT_SUBSIDY = operation("Government Subsidy", TRANSACTION, faction="weyland-consortium", cost=10, inf=1,
                               text=("Gain 15[c].",), on_play=on_play(gain(15)))
GREEN_LEVEL = operation("Green Level Clearance", TRANSACTION, faction="haas-bioroid", cost=1, inf=1,
                        text=("Gain 3[c] and draw 1 card.",), on_play=on_play(seq(gain(3), draw(1))))
BLUE_LEVEL = operation("Blue Level Clearance", "Double - Transaction", faction="haas-bioroid", cost=2,
                       inf=2, text=("As an additional cost to play this operation, spend [click].",
                                    "Gain 5[c] and draw 2 cards."),
                       on_play=on_play(seq(gain(5), draw(2))), play_costs=(Clicks(1),))
ANONYMOUS_TIP = operation("Anonymous Tip", "", faction="nbn", cost=0, inf=1, text=("Draw 3 cards.",),
                          on_play=on_play(draw(3)))
BIOTIC_LABOR = operation("Biotic Labor", "", faction="haas-bioroid", cost=4, inf=4,
                         text=("Gain [click][click].",), on_play=on_play(gain_clicks(2)))
IPO = operation("IPO", "Terminal - Transaction", faction="neutral-corp", cost=8, inf=0, text=(
    "After you resolve this operation, end your action phase.", "Gain 13[c]."),
    on_play=on_play(seq(gain(13), end_action_phase)))
PRECOGNITION = operation("Precognition", "", faction="jinteki", cost=0, inf=3, text=(
    "Look at the top 5 cards of R&D and arrange them in any order.",),
    on_play=on_play(arrange_top(5, "Precognition choice")))
PLANOGRAM = operation("Predictive Planogram", TRANSACTION, faction="nbn", cost=0, inf=1, text=(
    "Resolve 1 of the following. If the Runner is tagged, you may resolve both instead.<ul><li>Gain "
    "3[c].</li><li>Draw 3 cards.</li></ul>",), on_play=on_play(_planogram))
CELEBRITY_GIFT = operation("Celebrity Gift", "Double", faction="jinteki", cost=3, inf=3, text=(
    "As an additional cost to play this operation, spend [click].",
    "Reveal up to 5 cards in HQ. Gain 2[c] for each card you revealed this way."),
    on_play=on_play(_celebrity_gift), play_costs=(Clicks(1),))
SCORCHED_EARTH = operation("Scorched Earth", "Black Ops", faction="weyland-consortium", cost=3, inf=4,
                           text=(TAGGED_ONLY, "Do 4 meat damage."), on_play=on_play(damage("meat", 4)),
                           playable=_runner_tagged)
CLOSED_ACCOUNTS = operation("Closed Accounts", "Gray Ops", faction="nbn", cost=1, inf=1, text=(
    TAGGED_ONLY, "The Runner loses all credits in their credit pool."), on_play=on_play(_all_credits),
    playable=_runner_tagged)
NEURAL_EMP = operation("Neural EMP", "Gray Ops", faction="jinteki", cost=2, inf=2, text=(
    "Play only if the Runner made a run during their last turn.", "Do 1 net damage."),
    on_play=on_play(damage("net", 1)), waits_for="play restrictions")
SEA_SOURCE = operation("SEA Source", "", faction="nbn", cost=2, inf=2, text=(
    "Play only if the Runner made a successful run during their last turn.",
    "Trace[3]. If successful, give the Runner 1 tag."), on_play=on_play(trace(3, give_tags(1))),
    waits_for="play restrictions")
HARD_HITTING_NEWS = operation("Hard-Hitting News", "Terminal", faction="nbn", cost=3, inf=2, text=(
    "After you resolve this operation, your action phase ends.",
    "Play only if the Runner made a run during their last turn.",
    "Trace[4]. If successful, give the Runner 4 tags."), on_play=on_play(trace(4, give_tags(4))),
    waits_for="play restrictions")
def runners_last_turn(game: Game) -> int:
    """The number of the Runner's most recent turn before this one (turns alternate)."""
    return game.turn.number - (1 if game.turn.active == "corp" else 2)


def _points_stolen_last_turn(game: Game, ctx: Ctx) -> None:
    """Punitive Counterstrike: X meat damage, X the printed points of the agendas the Runner stole
    during their last turn, read from the game's history (cr/rule_previous_object)."""
    from rulesdb.engine.cards import lookup
    last = runners_last_turn(game)
    stolen = [title for run in game.runs if run.get("turn") == last for title in run["stolen"]]
    x = sum(lookup(title).facts.agenda_points or 0 for title in stolen)
    game.trace.add(f"{ctx.by}: during their last turn the Runner stole {', '.join(stolen) or 'nothing'}, "
                   f"so X = {x}.", cites.cr("rule_previous_object"))
    damage("meat", x)(game, ctx)


PUNITIVE = operation("Punitive Counterstrike", "Black Ops", faction="weyland-consortium", cost=3, inf=2,
                     text=("Trace[5]. If successful, do X meat damage. X is equal to the sum of the "
                           "printed agenda points on all agendas the Runner stole during their last "
                           "turn.",), on_play=on_play(trace(5, _points_stolen_last_turn)))
def _first_basic_run(game: Game, card, server) -> int:
    """Enhanced Login Protocol: 1 more [click] for the first run each turn by the basic action."""
    return 0 if "run" in game.turn.actions else 1


ENHANCED_LOGIN = operation("Enhanced Login Protocol", "Current", faction="haas-bioroid", cost=2, inf=2,
                           text=("This operation is not trashed until another current is played or an "
                                 "agenda is stolen.", "As an additional cost to take the basic action "
                                 "to run a server for the first time each turn, the Runner must spend "
                                 "[click]."),
                           on=(constant("basic-run-extra-clicks", _first_basic_run, starts="As an additional"),))
_NAMED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: the card named}


def _name_a_card(game: Game, ctx: Ctx) -> None:
    def check(value):
        from rulesdb.engine.cards import lookup
        card = lookup(str(value))
        if card is None:
            raise ValueError(f"{value!r} is not a card the library knows")
        return card.facts.title

    named = game.decider.ask(f"{ctx.source.title} choice", ["a card title"], "Corp", check=check)
    _NAMED.setdefault(game, {})[ctx.source.object_id] = str(named)
    game.trace.add(f"{ctx.by}: the Corp names {named}.", cites.C_CURRENT)


def _copy_of_named(game: Game, card, event) -> bool:
    named = _NAMED.get(game, {}).get(card.object_id, "")
    return event.subject is not None and event.subject.owner == "runner" and event.subject.title == named


TARGETED_MARKETING = operation("Targeted Marketing", "Current", faction="nbn", cost=0, inf=1, text=(
    "This card is not trashed until another current is played or an agenda is stolen.",
    "Name a card. Gain 10[c] whenever the Runner plays or installs a copy of that card."),
    on_play=on_play(_name_a_card), decisions=("Targeted Marketing choice",),
    on=(whenever("played", gain(10), _copy_of_named, starts="Name a card"),
        whenever("install", gain(10), _copy_of_named, starts="Name a card")))
SHIPMENT = operation("Shipment from MirrorMorph", "", faction="haas-bioroid", cost=1, inf=2, text=(
    "Install up to 3 cards from HQ (one at a time and paying all install costs).",),
    on_play=on_play(seq(*[corp_installs("hq")] * 3)), decisions=installs_asked("Shipment from MirrorMorph"))
PSYCHOGRAPHICS = operation("Psychographics", "", faction="nbn", cost=None, inf=3, text=(
    "X must be equal to or less than the number of tags the Runner has.",
    "Place X advancement counters on 1 installed card you can advance."), x_cost=True,
    x_limit=lambda game, card: game.runner.tags, on_play=on_play(_advance_x))


def _resolve_when_scored(game: Game, ctx: Ctx) -> None:
    """24/7 News Cycle: resolve the "when scored" ability of an agenda in the score area, although
    it was not scored now; requirements in its trigger condition still apply
    (cr/rule_instructed_to_resolve_conditional_ability)."""
    from rulesdb.engine.state.events import Event, Pending
    agendas = [a for a in game.corp.score if any(t.event == "scored" for t in a.card.triggers)]
    titles = [a.title for a in agendas]
    if not agendas:
        game.trace.add(f"{ctx.by}: no agenda in the score area has a \"when scored\" ability.")
        return
    agenda = agendas[titles.index(game.decider.ask("24/7 News Cycle target", titles, "Corp"))]
    event = Event("scored", agenda)
    for trig in (t for t in agenda.card.triggers if t.event == "scored"):
        game.trace.add(f"{ctx.by}: {agenda.title}'s \"{trig.text}\" resolves.",
                       cites.cr("rule_instructed_to_resolve_conditional_ability"))
        trig.resolve(game, Pending(trig, agenda, "corp", event, None, agenda.title))


NEWS_CYCLE = operation("24/7 News Cycle", "", faction="nbn", cost=0, inf=3, text=(
    "As an additional cost to play 24/7 News Cycle, forfeit an agenda.",
    "Resolve the \"when scored\" ability on an agenda in your score area."),
    play_costs=(ForfeitAgenda(),), on_play=on_play(_resolve_when_scored), decisions=("24/7 News Cycle target",))


def _host_agenda_accessed(game: Game, card, event) -> bool:
    return card.host is not None and event.subject is card.host


CASTING_CALL = operation("Casting Call", "Condition", faction="nbn", cost=0, inf=2, text=(
    "Install 1 agenda from HQ faceup and host this operation on that agenda as a condition counter with "
    "\"Whenever the Runner accesses host agenda, they take 2 tags.\"",),
    on=(whenever("access", give_tags(2), _host_agenda_accessed, starts="Install", inactive_ok=True),),
    waits_for="hosting")
def _install_from_hq(types: tuple[str, ...], then, *, remote_choice: bool):
    """Install 1 card of `types` from HQ ignoring all costs (ice protecting a remote the Corp names,
    "<card> choice"; anything else in the root of a new server), then `then` on the new object."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.installing import finish_install
        from rulesdb.engine.state.game import PLAY_AREA, Server
        from rulesdb.engine.turns.corp_actions import new_remote_name

        found = [c for c in game.corp.hand if c.card.facts.type in types]
        if not found:
            game.trace.add(f"{ctx.by}: there is no {' or '.join(types)} in HQ to install.", cites.C_INSTALL_STEPS)
            return
        titles = [c.title for c in found]
        card = found[titles.index(game.decider.ask(f"{ctx.source.title} target", titles, "Corp"))]
        remotes = [n for n in game.servers if n.startswith("Server ")] + ["new remote"]
        name = game.decider.ask(f"{ctx.source.title} choice", remotes, "Corp") if remote_choice else "new remote"
        name = new_remote_name(game) if name == "new remote" else name
        server = game.servers.setdefault(name, Server(name))
        game.corp.hand.remove(card)
        obj = game.change_zone(card, PLAY_AREA)
        if card.is_ice:
            server.ice.insert(0, obj)
        else:
            server.root.append(obj)
        obj.faceup = "Install only faceup." in card.card.facts.text[0] if card.card.facts.text else False
        game.trace.add(f"{ctx.by}: the Corp installs {card.title if obj.faceup else 'a card'} from HQ "
                       f"{'protecting' if card.is_ice else 'in the root of'} {server.name}, ignoring all costs.",
                       cites.C_INSTALL_STEPS)
        finish_install(game, obj)
        then(game, ctx, obj)
    return resolve


def _three_advancement_counters(game: Game, ctx: Ctx, obj) -> None:
    """The installed card is a new object, and the next instruction still finds it there."""
    from rulesdb.engine.effects.common import add_counters
    game.trace.add(f"{ctx.by}: its next instruction refers to the card just installed, now a new object.",
                   cites.cr("rule_identify_object_after_move"))
    add_counters(game, obj, "advancement", 3, ctx.by)


PRIORITY_CONSTRUCTION = operation("Priority Construction", "Double", faction="weyland-consortium", cost=1, inf=1,
                                  text=("As an additional cost to play this operation, spend [click].",
                                        "Install a piece of ice from HQ protecting a remote server (ignoring all "
                                        "costs). Place 3 advancement tokens on that ice."),
                                  on_play=on_play(_install_from_hq(("ice",), _three_advancement_counters,
                                                                   remote_choice=True)),
                                  play_costs=(Clicks(1),), decisions=("Priority Construction target",
                                                                      "Priority Construction choice"))
MUSHIN_NO_SHIN = operation("Mushin No Shin", "Double", faction="jinteki", cost=0, inf=2, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install 1 asset, agenda, or upgrade from HQ in the root of a new server. Place 3 advancement counters on "
    "that card. You cannot score or rez that card until your next turn begins."),
    on_play=on_play(_install_from_hq(("asset", "agenda", "upgrade"), _three_advancement_counters,
                                     remote_choice=False)),
    play_costs=(Clicks(1),), decisions=("Mushin No Shin target",), waits_for="lasting effects")


def _memory_minus_2(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.common import lasting
    lasting(game, "memory", lambda g, card, subject: -2,
            "The Runner's memory limit is reduced by 2 until the end of the turn.", "turn", ctx.by)


BAD_TIMES = operation("Bad Times", "Gray Ops", faction="neutral-corp", cost=4, inf=0, text=(
    TAGGED_ONLY, "The Runner's memory limit is reduced by 2 until the end of the turn."),
    on_play=on_play(_memory_minus_2), playable=_runner_tagged)


DEFINITIONS = (HANSEI_REVIEW, SWEEPS_WEEK, BEANSTALK, RESTRUCTURE, GOVERNMENT_SUBSIDY, GREEN_LEVEL, BLUE_LEVEL,
               ANONYMOUS_TIP, BIOTIC_LABOR, IPO, PRECOGNITION, PLANOGRAM, CELEBRITY_GIFT, SCORCHED_EARTH,
               CLOSED_ACCOUNTS, NEURAL_EMP, SEA_SOURCE, HARD_HITTING_NEWS, PUNITIVE, ENHANCED_LOGIN,
               TARGETED_MARKETING, SHIPMENT, PSYCHOGRAPHICS, NEWS_CYCLE, CASTING_CALL, PRIORITY_CONSTRUCTION,
               MUSHIN_NO_SHIN, BAD_TIMES)
FAST_BREAK = operation("Fast Break", "", faction="haas-bioroid", cost=4, inf=3, text=(
    "Gain X[c]. Draw up to X cards. Install up to X cards in the root of and/or protecting a single "
    "remote server. X is equal to the number of agendas in the Runner's score area.",),
    waits_for="corp actions")  # a plain card for now: its printed facts, no play effect
DEFINITIONS = DEFINITIONS + (FAST_BREAK,)


def _playable_operations(game: Game) -> list:
    from rulesdb.engine.effects.costs import Payment, able
    found = []
    for card in game.corp.hand:
        if card.card.facts.type != "operation" or (card.card.playable and card.card.playable(game, card)):
            continue
        if card.card.x_cost or card.card.play_costs:
            continue  # X and additional costs are not offered here
        if able(game, Payment("corp", card.card.facts.cost or 0, "play", f"playing {card.title}", card)):
            found.append(card)
    return found


def _play_up_to_2(game: Game, ctx) -> None:
    """Subcontract: each operation is chosen, paid and resolved before the next is chosen
    (cr/rule_playing_one_at_a_time)."""
    from rulesdb.engine.turns.actions import Action, play_card
    for _ in range(2):
        titles = list(dict.fromkeys(o.title for o in _playable_operations(game)))
        choice = game.decider.ask("Subcontract target", [*titles, "no"], "Corp") if titles else "no"
        if choice == "no":
            return
        game.trace.add(f"{ctx.by}: the Corp plays {choice} from HQ, paying all costs.",
                       cites.cr("rule_playing_one_at_a_time"))
        play_card(game, Action("corp", "play", f"play {choice}", 0, card=choice))


SUBCONTRACT = operation("Subcontract", "Gray Ops", faction="weyland-consortium", cost=0, inf=3, text=(
    TAGGED_ONLY, "Play up to 2 operations from HQ (paying all costs), resolving them one at a time."),
    on_play=on_play(_play_up_to_2), playable=_runner_tagged, decisions=("Subcontract target",))
DEFINITIONS = DEFINITIONS + (SUBCONTRACT,)
LATERAL_GROWTH = operation("Lateral Growth", "Transaction", faction="haas-bioroid", cost=2, inf=2, text=(
    "Gain 4[c]. You may install 1 card (paying the install cost).",), on_play=on_play(gain(4)),
    waits_for="corp actions")  # the optional install is not offered yet
DEFINITIONS = DEFINITIONS + (LATERAL_GROWTH,)


def _install_and_rez_ads(game: Game, ctx) -> None:
    """Ad Blitz: X advertisements from HQ and/or Archives, each installed in a new remote and rezzed
    paying all costs; "if able": only cards the Corp can rez may be chosen (cr/rule_reveal_for_install_and_rez)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    from rulesdb.engine.effects.searches import corp_install_in_root

    def rez_payment(card):
        return Payment("corp", max(0, (card.card.facts.cost or 0) + game.modifier("rez-cost", card)), "rez",
                       f"rezzing {card.title}", card)
    for _ in range(ctx.source.counters.get("x", 0)):
        ads = [c for c in game.corp.hand + game.corp.discard
               if c.card.facts.has("advertisement") and not c.is_ice and able(game, rez_payment(c))]
        if not ads:
            game.trace.add(f"{ctx.by}: no advertisement left that the Corp is able to rez; the rest is not installed.",
                           cites.cr("rule_reveal_for_install_and_rez"))
            return
        titles = [c.title for c in ads]
        card = ads[titles.index(game.decider.ask("Ad Blitz target", titles, "Corp"))]
        (game.corp.hand if card in game.corp.hand else game.corp.discard).remove(card)
        remotes = [int(k.split()[1]) for k in game.servers if k.startswith("Server ")]
        obj = corp_install_in_root(game, card, f"Server {max(remotes + [0]) + 1}", ctx.by)
        pay(game, rez_payment(obj), cites.C_REZ)
        obj.rezzed = True
        game.trace.add(f"{ctx.by}: {obj.title} is rezzed, paying all costs.", cites.C_REZ)


AD_BLITZ = operation("Ad Blitz", "Double", faction="nbn", cost=None, inf=1, text=(
    "As an additional cost to play this operation, spend [click].",
    "Install and rez (paying all costs) X advertisements from Archives and/or HQ, if able."),
    on_play=on_play(_install_and_rez_ads), play_costs=(Clicks(1),), x_cost=True, decisions=("Ad Blitz target",))
DEFINITIONS = DEFINITIONS + (AD_BLITZ,)


def _sub_boost_etr(game: Game, counter, host) -> tuple:
    from rulesdb.engine.cards.hooks import as_subroutine
    from rulesdb.engine.cards.primitives import end_the_run
    from rulesdb.engine.state.carddef import Subroutine
    return (Subroutine("End the run.", as_subroutine(end_the_run)),)


def _host_as_condition(game: Game, ctx) -> None:
    """Sub Boost: hosted on a rezzed piece of ice as a condition counter, whose subroutine comes after
    all the ice's others from now on (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.cards.primitives import choose
    from rulesdb.engine.state.subroutines import current
    found = [o for o in game.installed() if o.is_ice and o.rezzed]
    ice = choose(game, ctx, found, "Corp", "there is no rezzed piece of ice to host it", cites.C_HOST)
    if ice is None:
        return
    counter = ctx.source
    counter.zone, counter.host = "condition counter", ice
    ice.hosted.append(counter)
    game.trace.add(f"{ctx.by}: hosted on {ice.title} as a condition counter.", cites.C_HOST, key=True)
    current(game, ice)  # its subroutine begins to apply now, after every subroutine the ice has


SUB_BOOST = operation("Sub Boost", "Condition", faction="neutral-corp", cost=0, inf=0, text=(
    "Install Sub Boost on a rezzed piece of ice as a hosted condition counter with the text \"Host ice "
    "gains barrier and '[sub] End the run.' after all its other subroutines.\"",),
    on=(constant("host-gains-subroutines", _sub_boost_etr, starts="Install"),),
    on_play=on_play(_host_as_condition), decisions=("Sub Boost target",))
DEFINITIONS = DEFINITIONS + (SUB_BOOST,)


def _exchange(game: Game, ctx) -> None:
    """Exchange of Information: an agenda of each score area trade places. Each moves from one score area
    to the other, so what it hosts stays on it (cr/rule_trash_hosted_objects_when_host_trashed)."""
    corp, runner = game.corp.score, game.runner.score
    if not corp or not runner:
        game.trace.add(f"{ctx.by}: both score areas must hold an agenda; nothing is swapped.", cites.SWAP)
        return
    mine = [c.title for c in corp]
    theirs = [c.title for c in runner]
    ours = corp[mine.index(game.decider.ask("Exchange of Information choice", mine, "Corp"))]
    other = runner[theirs.index(game.decider.ask("Exchange of Information target", theirs, "Corp"))]
    corp[corp.index(ours)], runner[runner.index(other)] = other, ours
    game.trace.add(f"{ctx.by}: {ours.title} goes to the Runner's score area and {other.title} to the Corp's; moving "
                   "from one score area to the other, each keeps what it hosts "
                   f"({', '.join(f'{k}: {v}' for k, v in other.counters.items() if v) or 'nothing'} on {other.title}).",
                   cites.SWAP, cites.cr("rule_trash_hosted_objects_when_host_trashed"), key=True)


EXCHANGE_OF_INFORMATION = operation("Exchange of Information", "Gray Ops", faction="nbn", cost=0, inf=2, text=(
    "Play only if the Runner is tagged.",
    "Swap an agenda in your score area with an agenda in the Runner's score area."),
    on_play=on_play(_exchange), playable=_runner_tagged,
    decisions=("Exchange of Information choice", "Exchange of Information target"))
DEFINITIONS = DEFINITIONS + (EXCHANGE_OF_INFORMATION,)


PREDICTIVE_ALGORITHM = operation("Predictive Algorithm", "Current", faction="nbn", cost=0, inf=1, text=(
    "This card is not trashed until another current is played or an agenda is stolen.",
    "As an additional cost to steal an agenda, the Runner must pay 2[c]."),
    on=(constant("steal-cost", lambda game, card, agenda: (Credits(2, "steal"),), starts="As an additional"),))
DEFINITIONS = DEFINITIONS + (PREDICTIVE_ALGORITHM,)


def _restore(game: Game, ctx: Ctx) -> None:
    """Restore: install a card from Archives, then rez it paying its rez cost; the other copies of it
    in Archives are removed from the game. The reinstalled card is a new object (cr/rule_no_memory)."""
    from rulesdb.engine.effects.common import remove_from_game
    from rulesdb.engine.timing.flow import offer_rez
    installed = corp_installs("archives")(game, ctx)
    if installed is None:
        return
    offer_rez(game, installed, forced=True)
    for other in [c for c in game.corp.discard if c.title == installed.title]:
        game.corp.discard.remove(other)
        remove_from_game(game, other, ctx.by)


def _divert_power(game: Game, ctx: Ctx) -> None:
    """Divert Power: derez any number of cards (each stays the same object:
    cr/rule_object_turn_faceup_facedown), then the Corp may rez a card for 3[c] less per card derezzed."""
    from rulesdb.engine.effects.common import lasting
    from rulesdb.engine.state.decisions import titles_from
    from rulesdb.engine.timing.flow import offer_rez
    rezzed = [o for o in game.installed() if o.owner == "corp" and o.rezzed]
    titles = [o.title for o in rezzed]
    named = game.decider.ask("Divert Power target", titles, "Corp", check=titles_from(titles, "the rezzed cards"))
    derezzed = [next(o for o in rezzed if o.title == t) for t in dict.fromkeys(named)]
    for card in derezzed:
        card.rezzed = False
        game.trace.add(f"{ctx.by}: the Corp derezzes {card.title}; it stays the same object.",
                       cites.cr("sec_derez"), cites.cr("rule_object_turn_faceup_facedown"), key=True)
    unrezzed = [o for o in game.installed() if o.owner == "corp" and not o.rezzed and o.card.facts.type != "agenda"]
    choice = game.decider.ask("Divert Power choice", [*(o.title for o in unrezzed), "no"], "Corp")
    if choice == "no":
        return
    chosen = next(o for o in unrezzed if o.title == choice)
    lasting(game, "rez-cost", lambda g, c, s: -3 * len(derezzed) if s is chosen else 0,
            f"{chosen.title}'s rez cost is lowered by {3 * len(derezzed)}", "turn", ctx.by)
    discount = game.effects[-1]
    offer_rez(game, chosen, forced=True)
    game.effects.remove(discount)  # it lowers only this rez


RESTORE = operation("Restore", "", faction="haas-bioroid", cost=1, inf=3, text=(
    "Install and rez 1 card from Archives (paying all costs). Remove all other copies of that card in Archives "
    "from the game.",), on_play=on_play(_restore), decisions=installs_asked("Restore"))
DIVERT_POWER = operation("Divert Power", "", faction="haas-bioroid", cost=2, inf=1, text=(
    "Derez any number of cards. You may rez a card, lowering its rez cost by 3 for each card that you derezzed "
    "this way.",), on_play=on_play(_divert_power), decisions=("Divert Power target", "Divert Power choice"))
DEFINITIONS = DEFINITIONS + (RESTORE, DIVERT_POWER)
ULTRAVIOLET = operation("Ultraviolet Clearance", "Transaction - Triple", faction="haas-bioroid", cost=6, inf=4, text=(
    "As an additional cost to play this operation, spend [click][click].",
    "Gain 10[c] and draw 4 cards. You may install 1 card from HQ."),
    on_play=on_play(seq(gain(10), draw(4), corp_installs("hq"))), play_costs=(Clicks(2),),
    decisions=installs_asked("Ultraviolet Clearance"))
DEFINITIONS = DEFINITIONS + (ULTRAVIOLET,)
