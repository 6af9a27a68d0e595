"""Assets whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_advancement, place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import runner_installed, trash_self
from rulesdb.engine.cards.primitives.players import damage, draw, gain, give_tags, win_the_game
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import ask_number, may_trash_own_installed_to, pick_cards, shuffle_into_rd
from rulesdb.engine.effects.card_costs import RemoveSelf, TrashInstalled
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters, TrashSelf
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.thisserver import is_this_server

SHOCK = asset("Shock!", "Ambush", faction="jinteki", cost=0, inf=2, trash=2, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, do 1 net damage."), on=(when_accessed(damage("net", 1)),))


SNARE = asset("Snare!", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset anywhere except in Archives, you may pay 4[c]. If you do, "
    "give the Runner 1 tag and do 3 net damage."),
    on=(when_accessed(seq(give_tags(1), damage("net", 3)), pay_credits=4, not_in=("Archives",)),))


SVYATOGOR_EXCAVATOR = asset("Svyatogor Excavator", "Industrial", faction="weyland-consortium", cost=0, inf=1,
                            trash=4, text=("When your turn begins, you may trash 1 of your other installed cards. "
                                           "If you do, gain 3[c].",),
                            on=(when_turn_begins(may_trash_own_installed_to(gain(3), other=True)),),
                            decisions=("Svyatogor Excavator target",))


def _shuffle_up_to_2_from_archives(game: Game, ctx: Ctx) -> None:
    """Spin Doctor: the Corp names up to 2 cards of Archives ("Spin Doctor target": a title or a list, or
    none); they are shuffled into R&D (new objects there)."""
    archives = game.corp.discard
    named = pick_cards(game, "Spin Doctor target", archives, "Archives", most=2)
    shuffle_into_rd(game, ctx, named, archives, "Archives")


SPIN_DOCTOR = asset("Spin Doctor", "Character", faction="nbn", cost=0, inf=1, trash=2, text=(
    "When you rez this asset, draw 2 cards.",
    "Remove this asset from the game: Shuffle up to 2 cards from Archives into R&D."),
    on=(when_rezzed(draw(2)), paid(RemoveSelf(), effect=_shuffle_up_to_2_from_archives, starts="Remove this")),
    decisions=("Spin Doctor target",), unique=True)


BAD_PUBLICITY = "bad publicity"


def _take_bad_publicity(game: Game, ctx: Ctx) -> None:
    """Superdeep Borehole: 1 of its bad publicity counters moves to the Corp; once it is empty, the Corp wins."""
    from rulesdb.engine.state.events import Event, emit
    card = ctx.source
    if not card.counters.get(BAD_PUBLICITY):
        return
    card.counters[BAD_PUBLICITY] -= 1
    game.corp.bad_publicity += 1
    game.trace.add(f"{ctx.by}: the Corp takes 1 bad publicity from {card.title} (now {game.corp.bad_publicity}; "
                   f"{card.counters[BAD_PUBLICITY]} left on it).", cites.BAD_PUBLICITY)
    emit(game, Event("bad-publicity-taken", info={"amount": 1}))
    if not card.counters[BAD_PUBLICITY]:
        win_the_game(game, ctx)


def _runners_first_clicks(game: Game, card, event) -> bool:
    """Sundew: the Runner's first [click] spent this turn (their own turn), counted from the game's history even
    before Sundew was rezzed; the action it was spent for (its number this turn) is noted for the run part."""
    from rulesdb.engine.state.lastturn import happened
    first = event.info.get("side") == "runner" and game.turn.active == "runner" \
        and len(happened(game, game.turn.number, "clicks-spent", by="runner")) == 1
    if first:
        refuse_unknown(game, card, "the first [click] the Runner spends each turn")
    if first and game.doing is not None:
        card.used.add(f"Sundew action {game.turn.number} {len(game.turn.actions)}")
    return first


def _run_here_during_that_action(game: Game, card, event) -> bool:
    """Sundew: a run on this server begins during the action the Runner's first [click] was spent on, the first
    time it does."""
    key = f"Sundew action {game.turn.number} {len(game.turn.actions)}"
    if game.doing is None or key not in card.used or game.run is None or f"{key} paid" in card.used \
            or not is_this_server(game, card, game.run.server):
        return False
    card.used.add(f"{key} paid")
    return True


def _sundew_pays_2(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.costs import Payment, able, pay
    payment = Payment("corp", 2, "ability", "Sundew's ability", ctx.source)
    if able(game, payment):
        pay(game, payment, cites.COST)
    else:
        game.trace.add(f"{ctx.by}: the Corp cannot pay 2[c].")


SUNDEW = asset("Sundew", "", faction="jinteki", cost=2, inf=3, trash=2, text=(
    "The first time the Runner spends 1 or more [click] during their turn, gain 2[c]. If those [click] were spent to "
    "take an action, the first time during that action a run on this server begins, pay 2[c].",),
    on=(whenever("clicks-spent", gain(2), _runners_first_clicks, starts="The first"),
        whenever("run-begins", _sundew_pays_2, _run_here_during_that_action, starts="The first")))


SUPERDEEP_BOREHOLE = asset("Superdeep Borehole", "Illicit - Industrial", faction="weyland-consortium", cost=6, inf=5,
                           trash=6, text=("When you rez this asset, load 6 bad publicity counters onto it. When it is "
                                          "empty, you win the game.",
                                          "When your turn begins, take 1 bad publicity from this asset."),
                           on=(when_rezzed(place_counters(BAD_PUBLICITY, 6)), when_turn_begins(_take_bad_publicity)))


def _you_trashed_the_runners_faction(game: Game, card, event) -> bool:
    """"You trash a card that matches the faction of the Runner's identity (from any location)": trashed by a
    Corp effect, or by damage the Corp does (cr/rule_suffer_or_take_damage)."""
    by = event.info.get("side") if event.kind == "trashed-by-damage" else event.info.get("by")
    identity = game.runner.identity
    faction = getattr(identity.card.facts, "faction", None) if identity is not None else None
    subject = event.subject
    return (by == card.owner and faction is not None and subject is not None
            and getattr(subject.card.facts, "faction", None) == faction)


def _first_trash_of_the_runners_faction(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: _you_trashed_the_runners_faction(game, card, past),
                           kinds=("trashed", "trashed-by-damage"))


STORGOTIC_RESONATOR = asset("Storgotic Resonator", "Hostile", faction="jinteki", cost=2, inf=2, trash=2, text=(
    "The first time each turn you trash a card that matches the faction of the Runner\u02bcs identity <em>(from any "
    "location)</em>, place 1 power counter on this asset.", "[click], hosted power counter: Do 1 net damage."),
    on=(whenever("trashed", place_counters("power", 1), _first_trash_of_the_runners_faction, starts="The first time"),
        whenever("trashed-by-damage", place_counters("power", 1), _first_trash_of_the_runners_faction,
                 starts="The first time"),
        paid(Clicks(1), HostedCounters("power", 1), effect=damage("net", 1), starts="[click]")), unique=True)


SECURITY_SUBCONTRACT = asset(
    "Security Subcontract", "Transaction", faction="weyland-consortium", cost=0, inf=1, trash=3,
    text=("[click], trash a rezzed piece of ice: Gain 4[c].",),
    on=(paid(Clicks(1), TrashInstalled("ice", rezzed=True), effect=gain(4), starts="[click]"),),
    decisions=("Security Subcontract cost",))


def _corp_installed_ice(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.is_ice and event.subject.owner == "corp"


SERVER_DIAGNOSTICS = asset("Server Diagnostics", "", faction="neutral-corp", cost=3, inf=0, trash=2, text=(
    "Gain 2[c] when your turn begins.", "Trash Server Diagnostics when you install a piece of ice."),
    on=(when_turn_begins(gain(2), starts="Gain 2[c]"),
        whenever("install", trash_self, _corp_installed_ice, starts="Trash Server Diagnostics")))


def _shi_kyu(game: Game, ctx: Ctx) -> None:
    """Shi.Kyū: the Corp spends X[c] ("Shi.Kyū X"); the Runner suffers X net damage unless they add it to their score
    area as an agenda worth -1 point ("Shi.Kyū choice"), which ends its access (it is no longer where it was)."""
    from rulesdb.engine.cards.shared import ask_number
    from rulesdb.engine.effects.costs import Payment, pay
    x = ask_number(game, "Shi.Kyū X", game.corp.credits, "Corp", "credits to spend")
    if x:
        pay(game, Payment("corp", x, "ability", f"{ctx.by} ({x}[c])"), cites.COST)
    choice = game.decider.ask("Shi.Kyū choice", ["add it to the score area", f"suffer {x} net damage"], "Runner")
    if choice != "add it to the score area":
        damage("net", x)(game, ctx)
        return
    from rulesdb.engine.cards.assets.n import minus_1_agenda_for_the_runner
    minus_1_agenda_for_the_runner(game, ctx)


SHI_KYU = asset("Shi.Kyū", "Ambush", faction="jinteki", cost=0, inf=4, trash=0, text=(
    "When the Runner accesses this asset anywhere except in R&D, spend any number of credits. The Runner suffers 1 net "
    "damage for each credit spent this way unless they add this asset to their score area as an agenda worth −1 "
    "agenda point.",),
    on=(when_accessed(_shi_kyu, not_in=("R&D",)),
        constant("stolen-agenda-points", lambda game, card, subject: -1, starts="When the Runner accesses")),
    decisions=("Shi.Kyū X", "Shi.Kyū choice"))


def _trash_hardware_per_advancement(game: Game, ctx: Ctx) -> None:
    """Shattered Remains: the Corp names as many installed hardware as it has advancement tokens (all, if fewer:
    "Shattered Remains target"); they are trashed together. Hardware hosted on another card is installed too
    (cr/rule_host_on_ability); a facedown card has no type (cr/rule_facedown_runner_cards_are_blank)."""
    from rulesdb.engine.effects.trashing import trash_together
    n = ctx.source.counters.get("advancement", 0)
    hardware = [o for o in runner_installed(game) if not o.facedown and o.card.facts.type == "hardware"]
    picked = hardware if len(hardware) <= n else pick_cards(game, "Shattered Remains target", hardware,
                                                            "the Runner's hardware", most=n)
    if len(picked) < min(n, len(hardware)):
        from rulesdb.errors import ScenarioError
        raise ScenarioError(f"{game.decider.source}: Shattered Remains target: name {n} pieces of hardware")
    trash_together(game, picked, ctx.by, cites.TRASH, who="corp")


SHATTERED_REMAINS = asset("Shattered Remains", "Ambush", faction="neutral-corp", cost=0, inf=0, trash=0, text=(
    "Shattered Remains can be advanced.",
    "If you pay 1[c] when the Runner accesses Shattered Remains, trash 1 piece of hardware for each advancement token "
    "on Shattered Remains."), on=(when_accessed(_trash_hardware_per_advancement, pay_credits=1, starts="If you pay"),),
    decisions=("use Shattered Remains", "Shattered Remains target"))


def _pool_to_vault(game: Game, ctx: Ctx) -> None:
    """Sealed Vault: any number of credits ("Sealed Vault X") move from the credit pool onto it."""
    x = ask_number(game, "Sealed Vault X", game.corp.credits, "Corp", "credits to move")
    from rulesdb.engine.effects.pools import add_counters
    game.corp.credits -= x
    game.trace.add(f"{ctx.by}: the Corp moves {x}[c] from the credit pool onto Sealed Vault.", cites.C_COUNTERS)
    if x:
        add_counters(game, ctx.source, "credits", x, ctx.by)


def _take_from_vault(game: Game, ctx: Ctx) -> None:
    x = ask_number(game, "Sealed Vault X", ctx.source.counters.get("credits", 0), "Corp", "credits to take")
    if x:
        take_credits(x)(game, ctx)


SEALED_VAULT = asset("Sealed Vault", "Facility", faction="weyland-consortium", cost=0, inf=1, trash=8, text=(
    "1[c]: Move any number of credits from your credit pool to this asset.",
    "[click]: Take any number of credits from this asset.", "[trash]: Take any number of credits from this asset."),
    on=(paid(Credits(1), effect=_pool_to_vault, starts="1[c]"),
        paid(Clicks(1), effect=_take_from_vault, starts="[click]"),
        paid(TrashSelf(), effect=_take_from_vault, starts="[trash]")), decisions=("Sealed Vault X",))


def _draw_from_the_bottom(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.turns.turn import draw as draw_cards
    draw_cards(game, "corp", 1, ctx.by, bottom=True)


def _agenda_to_bottom_of_rd(game: Game, ctx: Ctx) -> None:
    """Shannon Claire: the Corp searches R&D (then shuffled) or Archives ("Shannon Claire choice") for an agenda
    ("Shannon Claire target"), reveals it and adds it to the bottom of R&D, a new object."""
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.cards.shared import search_rd
    from rulesdb.engine.effects.reveal import revealed
    corp = game.corp
    if game.decider.ask("Shannon Claire choice", ["R&D", "Archives"], "Corp") == "R&D":
        card = search_rd(game, ctx, [c for c in corp.deck if c.card.facts.type == "agenda"],
                         "there is no agenda in R&D")
    else:
        card = choose(game, ctx, [c for c in corp.discard if c.card.facts.type == "agenda"], "Corp",
                      "there is no agenda in Archives", cites.cr("rule_find"), why=cites.C_FIND)  # Archives: no deck
        if card is not None:
            corp.discard.remove(card)
            game.trace.add(f"{ctx.by}: the Corp finds {card.title} in Archives and reveals it.", cites.cr("rule_find"),
                           cites.cr("rule_reveal_for_search"))
            revealed(game, "corp", 1)
    if card is not None:
        corp.deck.append(game.change_zone(card, "rd"))
        game.trace.add(f"{ctx.by}: {card.title} is added to the bottom of R&D.", cites.NEW_OBJECT, key=True)


SHANNON_CLAIRE = asset("Shannon Claire", "Character", faction="nbn", unique=True, cost=0, inf=2, trash=3, text=(
    "[click]: Draw 1 card from the bottom of R&D.",
    "[trash]: Search R&D or Archives for an agenda and reveal it. Shuffle the rest of R&D if you searched it. Add the "
    "agenda to the bottom of R&D."),
    on=(paid(Clicks(1), effect=_draw_from_the_bottom, starts="[click]"),
        paid(TrashSelf(), effect=_agenda_to_bottom_of_rd, starts="[trash]")),
    decisions=("Shannon Claire choice", "Shannon Claire target"))


SPACE_CAMP = asset("Space Camp", "Ambush", faction="weyland-consortium", cost=0, inf=1, trash=3, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, you may place 1 advancement counter on an installed card you can advance."),
    on=(when_accessed(place_advancement(1, optional=True)),), decisions=("Space Camp target",))
