"""Runner resources: jobs and locations that pay out over turns, connections that help or protect."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.hooks import (
    breaks,
    constant,
    first_time_this_turn,
    hosts,
    on_install,
    paid,
    prevent,
    when_emptied,
    when_turn_begins,
    when_turn_ends,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    choose,
    draw,
    expose_a_card,
    from_heap,
    gain,
    gain_clicks,
    give_tags,
    lose,
    place_counters,
    seq,
    take_credits,
    trash_self,
    when,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects import common
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import (
    Clicks,
    Credits,
    ForfeitAgenda,
    HostedCounters,
    LoseClicks,
    TakeTag,
    TrashSelf,
)
from rulesdb.engine.state.carddef import CreditSource, Interrupt
from rulesdb.engine.state.game import Game

KATI = ("Place 3[c] on this resource.", "Take all credits from this resource.")  # the abilities' effect texts


def _kati_unused(game: Game, card) -> bool:
    """"You cannot use this resource more than once per turn": neither ability used this turn."""
    return not set(KATI) & card.used


def _another_resource(game: Game, card, imminent) -> bool:
    target = imminent.target
    return target is not None and target is not card and target.card.facts.type == "resource" \
        and target.owner == "runner"


def _keep_guru(game: Game, ctx: Ctx) -> None:
    """Guru Davinder prevented damage: it is trashed unless the Runner pays 4[c]."""
    payment = Payment("runner", 4, "ability", "keeping Guru Davinder")
    if able(game, payment) and game.decider.ask("pay 4[c] to Guru Davinder", ["yes", "no"], "Runner") == "yes":
        pay(game, payment)
        return
    trash_self(game, ctx)


def _choose_server(game: Game, ctx: Ctx) -> None:
    """Security Testing: the Runner may choose a server for this turn (kept on the card until it ends)."""
    servers = [name for name in game.servers]
    chosen = game.decider.ask("Security Testing target", [*servers, "no"], "Runner")
    if chosen != "no":
        ctx.source.used.add(f"chosen:{chosen}")
        game.trace.add(f"{ctx.by}: the Runner chooses {chosen}.")


def _security_testing_payout(game: Game, card, server: str):
    """Instead of breaching the chosen server, the first time this turn: gain 2[c]."""
    if f"chosen:{server}" not in card.used or "paid out" in card.used:
        return None

    def replace(game: Game) -> None:
        card.used.add("paid out")
        gain(2, "runner")(game, Ctx(card, "runner", "Security Testing"))
    return replace


def _breach_hq(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "HQ")


def _corp_turn(game, card, event) -> bool:
    return event.info.get("side") == "corp"


ARMITAGE = resource("Armitage Codebusting", "Job", faction="neutral-runner", cost=1, inf=0, text=(
    "Place 12[c] from the bank on Armitage Codebusting when it is installed. When there are no "
    "credits left on Armitage Codebusting, trash it.", "[click]: Take 2[c] from Armitage Codebusting."),
    hosted_credits=12, on=(when_emptied(trash_self, starts="Place 12"), paid(Clicks(1), effect=take_credits(2))))
DAILY_CASTS = resource("Daily Casts", "", faction="neutral-runner", cost=3, inf=0, text=(
    "When you install this resource, load 8[c] onto it. When it is empty, trash it.",
    "When your turn begins, take 2[c] from this resource."), hosted_credits=8,
    on=(when_emptied(trash_self, starts="When you install"), when_turn_begins(take_credits(2))))
KATI_JONES = resource("Kati Jones", "Connection", faction="neutral-runner", cost=2, inf=0, text=(
    "You cannot use this resource more than once per turn.", "[click]: Place 3[c] on this resource.",
    "[click]: Take all credits from this resource."),
    on=(paid(Clicks(1), effect=place_counters("credits", 3), starts="[click]: Place", when=_kati_unused,
             once_per_turn=True),
        paid(Clicks(1), effect=lambda game, ctx: take_credits(ctx.source.counters.get("credits", 0))(game, ctx),
             starts="[click]: Take", when=_kati_unused, once_per_turn=True)))
LIBERATED_ACCOUNT = resource("Liberated Account", "", faction="anarch", cost=6, inf=2, text=(
    "When you install this resource, load 16[c] onto it. When it is empty, trash it.",
    "[click]: Take 4[c] from this resource."), hosted_credits=16,
    on=(when_emptied(trash_self, starts="When you install"), paid(Clicks(1), effect=take_credits(4))))
TELEWORK = resource("Telework Contract", "Job", faction="shaper", cost=1, inf=2, text=(
    "When you install this resource, load 9[c] onto it. When it is empty, trash it.",
    "Once per turn → [click]: Take 3[c] from this resource."), hosted_credits=9,
    on=(when_emptied(trash_self, starts="When you install"),
        paid(Clicks(1), effect=take_credits(3), starts="Once per turn", once_per_turn=True)))
UNDERWORLD_CONTACT = resource("Underworld Contact", "Connection", faction="neutral-runner", cost=2, inf=0,
                              text=("When your turn begins, gain 1[c] if you have at least 2[link].",),
                              on=(when_turn_begins(when(lambda game, ctx: game.link() >= 2, gain(1))),))
DRUG_DEALER = resource("Drug Dealer", "Connection", faction="criminal", cost=1, inf=1, text=(
    "When your turn begins, lose 1[c].", "When the Corp's turn begins, draw 1 card."),
    on=(when_turn_begins(lose(1, "you")),
        whenever("turn-begins", draw(1), _corp_turn, starts="When the Corp's", structure="turn")))
CROWDFUNDING = resource("Crowdfunding", "Seedy - Virtual", faction="criminal", cost=0, inf=3, text=(
    "When you install this resource, load 3[c] onto it. When it is empty, trash it and draw 1 card.",
    "When your turn begins, take 1[c] from this resource.",
    "When your turn ends, if you made at least 3 successful runs this turn and this card is in your "
    "heap, you may install it, ignoring all costs."), hosted_credits=3,
    on=(when_emptied(seq(trash_self, draw(1)), starts="When you install"),
        when_turn_begins(take_credits(1))), waits_for="lasting effects")
DADIANA = resource("Dadiana Chacon", "Connection", faction="neutral-runner", cost=0, inf=0, text=(
    "When your turn begins, gain 1[c] if you have fewer than 6[c].",
    "Whenever you have 0[c], trash Dadiana Chacon and take 3 meat damage."),
    on=(when_turn_begins(when(lambda game, ctx: game.runner.credits < 6, gain(1))),),
    waits_for="constant abilities")
PROFESSIONAL_CONTACTS = resource("Professional Contacts", "Connection", faction="shaper", cost=5, inf=2,
                                 text=("[click]: Gain 1[c] and draw 1 card.",),
                                 on=(paid(Clicks(1), effect=seq(gain(1), draw(1))),))
SAME_OLD_THING = resource("Same Old Thing", "", faction="neutral-runner", cost=0, inf=0, text=(
    "[click], [click], [trash]: Play an event from your heap (paying its play cost).",),
    on=(paid(Clicks(2), TrashSelf(), effect=from_heap("event", "play")),),
    decisions=("Same Old Thing target", "Same Old Thing choice"))
SECURITY_TESTING = resource("Security Testing", "Job", faction="criminal", cost=0, inf=3, text=(
    "When your turn begins, you may choose a server.",
    "The first time each turn you make a successful run on the chosen server, instead of breaching "
    "it, gain 2[c]."),
    on=(when_turn_begins(_choose_server, starts="When your turn begins"),
        constant("breach-replacement", _security_testing_payout, starts="The first time")),
    decisions=("Security Testing target",))
FALL_GUY = resource("Fall Guy", "Connection", faction="criminal", cost=0, inf=1, text=(
    "[interrupt] → [trash]: Prevent a player from trashing another installed resource.",
    "[trash]: Gain 2[c]."), on=(prevent("trash", costs=(TrashSelf(),), condition=_another_resource),
                                paid(TrashSelf(), effect=gain(2), starts="[trash]")))
DECOY = resource("Decoy", "Connection", faction="criminal", cost=1, inf=2, text=(
    "[interrupt] → [trash]: Prevent 1 tag.",), on=(prevent("tags", 1, costs=(TrashSelf(),)),))
GURU_DAVINDER = resource("Guru Davinder", "Connection", faction="neutral-runner", cost=1, inf=1, text=(
    "[interrupt] → Whenever you would take net or meat damage, prevent all of that damage.",
    "Whenever this resource prevents 1 or more damage, trash it unless you pay 4[c]."),
    on=(prevent("damage", None, kinds=("net", "meat"), then=_keep_guru, optional=False),))
GANG_SIGN = resource("Gang Sign", "Virtual", faction="criminal", cost=1, inf=3, text=(
    "Whenever the Corp scores an agenda, breach HQ. You cannot access cards in the root of HQ during "
    "this breach.",), on=(whenever("scored", _breach_hq),))
STREET_PEDDLER = resource("Street Peddler", "Connection - Seedy", faction="anarch", cost=0, inf=1, text=(
    "When you install Street Peddler, host the top 3 cards of your stack facedown on Street Peddler "
    "(you may look at these cards at any time).",
    "[trash]: Install 1 card hosted on Street Peddler, lowering its install cost by 1."),
    waits_for="hosting")
def _hosts_connections(game: Game, host, card) -> bool:
    """"Can host any number of connections": a connection may be installed on it, or not (CR rule_host_via_install)."""
    return card.card.facts.type == "resource" and card.card.facts.has("connection")


def _connection_installed_here(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.host is card and event.subject.card.facts.has("connection")


OFF_CAMPUS = resource("Off-Campus Apartment", "Location", faction="anarch", cost=0, inf=1, text=(
    "Off-Campus Apartment can host any number of connections.",
    "Whenever you install a connection on Off-Campus Apartment, draw 1 card."),
    can_host=hosts("resource", subtype="connection"),
    on=(whenever("install", draw(1), lambda game, card, event: event.subject.host is card, starts="Whenever"),))


def _host_from_grip(game: Game, ctx: Ctx) -> None:
    """The Supplier: host a resource or piece of hardware from the grip on it."""
    grip = [c for c in game.runner.hand if c.card.facts.type in ("resource", "hardware")]
    titles = [c.title for c in grip]
    choice = game.decider.ask("The Supplier choice", titles, "Runner") if grip else None
    if choice is None:
        game.trace.add(f"{ctx.by}: there is no resource or hardware in the grip to host.")
        return
    card = grip[titles.index(choice)]
    game.runner.hand.remove(card)
    hosted = game.change_zone(card, "play area")
    hosted.host = ctx.source
    ctx.source.hosted.append(hosted)
    game.trace.add(f"{ctx.by}: {card.title} is hosted on The Supplier.", cites.C_HOST)


def _install_hosted(game: Game, ctx: Ctx) -> None:
    """The Supplier: the Runner may install a hosted card, lowering its install cost by 2."""
    _may_install_one(game, ctx, "The Supplier", list(ctx.source.hosted), 2, ctx.source.hosted)


def _may_install_one(game: Game, ctx: Ctx, name: str, cards: list, lower: int, pile: list) -> None:
    """The Runner may install one of `cards` (decision "<name> target", or `no`), lowering its cost."""
    titles = [c.title for c in cards]
    choice = game.decider.ask(f"{name} target", [*titles, "no"], "Runner") if cards else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Runner installs no card.")
        return
    _install_lowered(game, ctx, cards[titles.index(choice)], lower, pile)


def _install_lowered(game: Game, ctx: Ctx, card, lower: int, taken_from: list) -> None:
    """Install `card` (from the list it is in: the grip, a host's cards) lowering its cost by `lower`."""
    from rulesdb.engine.effects.installing import finish_install
    cost = max(0, (card.card.facts.cost or 0) - lower)
    payment = Payment("runner", cost, "install", f"installing {card.title}", card)
    if not able(game, payment):
        game.trace.add(f"{ctx.by}: the Runner cannot pay {cost}[c] to install {card.title}.", cites.COST)
        return
    pay(game, payment, cites.INSTALL_PROGRAM)
    taken_from.remove(card)
    installed = game.change_zone(card, "play area")
    game.runner.play.append(installed)
    game.trace.add(f"{ctx.by}: the Runner installs {card.title} for {cost}[c] (its install cost lowered "
                   f"by {lower}).", cites.INSTALL_PROGRAM)
    finish_install(game, installed)


THE_SUPPLIER = resource("The Supplier", "Connection", faction="criminal", cost=3, inf=2, text=(
    "[click]: Host a resource or piece of hardware from your grip on The Supplier.",
    "When your turn begins, you may install a hosted card, lowering the install cost by 2."),
    on=(paid(Clicks(1), effect=_host_from_grip), when_turn_begins(_install_hosted, starts="When your turn")),
    decisions=("The Supplier target", "The Supplier choice"))
ALWAYS_BE_RUNNING = resource("Always Be Running", "Directive - Virtual", faction="adam", cost=0, inf=3,
                             text=("The first [click] you spend each turn must be spent to take the "
                                   "basic action to play an event or the basic action to run a server. "
                                   "You cannot take the action to play an event this way except if you "
                                   "play a run event.",
                                   "Once per turn → Lose [click][click]: Break 1 subroutine."),
                             breaker=breaks(None, 0, costs=(LoseClicks(2),), once_per_turn=True),
                             waits_for="play restrictions")

def _hotel_turn(game: Game, ctx: Ctx) -> None:
    """Earthrise Hotel: remove 1 hosted power counter and draw 2; trashed once empty."""
    card = ctx.source
    if not card.counters.get("power"):
        return
    card.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter removed from {card.title} ({card.counters['power']} left).")
    draw(2)(game, ctx)
    if not card.counters["power"]:
        trash_self(game, ctx)


EARTHRISE_HOTEL = resource("Earthrise Hotel", "Location - Ritzy", faction="neutral-runner", cost=4, inf=0, text=(
    "When you install this resource, load 3 power counters onto it. When it is empty, trash it.",
    "When your turn begins, remove 1 hosted power counter and draw 2 cards."),
    on_install=on_install(place_counters("power", 3)), on=(when_turn_begins(_hotel_turn),))

def _program_or_hardware(game: Game, card, imminent) -> bool:
    target = imminent.target
    return target is not None and target.owner == "runner" and target.card.facts.type in ("program", "hardware")


SACRIFICIAL_CONSTRUCT = resource("Sacrificial Construct", "Remote", faction="shaper", cost=0, inf=1, text=(
    "[interrupt] → [trash]: Prevent a player from trashing 1 installed program or piece of hardware.",),
    on=(prevent("trash", costs=(TrashSelf(),), condition=_program_or_hardware),))


def _from_cybernetic_hardware(game: Game, card, imminent) -> bool:
    """Chrome Parlor: damage whose source is a piece of cybernetic hardware (in the library, only
    their "when installed" abilities do damage)."""
    source = imminent.info.get("card")
    return source is not None and source.card.facts.type == "hardware" and source.card.facts.has("Cybernetic")


BIOMETRIC_SPOOFING = resource("Biometric Spoofing", "", faction="neutral-runner", cost=2, inf=0, text=(
    "[interrupt] → [trash]: Prevent 2 damage.",), on=(prevent("damage", 2, costs=(TrashSelf(),)),))
CHROME_PARLOR = resource("Chrome Parlor", "Location", faction="anarch", cost=1, inf=1, text=(
    "[interrupt] → Whenever you would suffer damage from a \"when installed\" ability on a piece of "
    "cybernetic hardware, prevent all of that damage.",),
    on=(prevent("damage", None, condition=_from_cybernetic_hardware, optional=False),))
JOSHUA_B = resource("Joshua B.", "Connection", faction="anarch", cost=1, inf=3, text=(
    "When your turn begins, you may gain [click]. If you do, take 1 tag when this turn ends.",),
    on=(when_turn_begins(seq(gain_clicks(1), delayed("turn-ends", give_tags(1), "Take 1 tag when this turn ends.")),
                         optional="use Joshua B."),))


def _pawn_another_card(game: Game, ctx: Ctx) -> None:
    """Aesop's Pawnshop: the Runner may trash 1 of their other installed cards to gain 3[c]."""
    others = [o for o in game.installed() if o.owner == "runner" and o is not ctx.source]
    titles = [o.title for o in others]
    choice = game.decider.ask("Aesop’s Pawnshop target", [*titles, "no"], "Runner") if others else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Runner trashes no card.")
        return
    if common.trash(game, others[titles.index(choice)], ctx.by, who="runner") is not None:
        gain(3)(game, ctx)


AESOPS_PAWNSHOP = resource("Aesop’s Pawnshop", "Connection - Location", faction="shaper", cost=1, inf=2, text=(
    "When your turn begins, you may trash 1 of your other installed cards. If you do, gain 3[c].",),
    on=(when_turn_begins(_pawn_another_card),), decisions=("Aesop’s Pawnshop target",))


def _encountering(game: Game, card) -> bool:
    """"The ice you are encountering": these abilities can be used only during an encounter
    (cr/rule_paid_ability_refers_to_encountered_ice)."""
    enc = game.encounter
    return enc is not None and not enc.ended


def _minus_2_strength(game: Game, ctx: Ctx) -> None:
    enc = game.encounter
    enc.strength_bonus -= 2
    game.trace.add(f"{ctx.by}: {enc.ice.title} gets -2 strength for the remainder of this encounter "
                   f"(now {game.ice_strength(enc.ice)}).", cites.C_LASTING)


def _trash_weakened_ice(game: Game, ctx: Ctx) -> None:
    ice = game.encounter.ice
    if game.ice_strength(ice) > 0:
        game.trace.add(f"{ctx.by}: {ice.title} has {game.ice_strength(ice)} strength, more than 0: "
                       "it is not trashed.")
        return
    common.trash(game, ice, ctx.by)


ARRUACEIRAS_CREW = resource("Arruaceiras Crew", "Connection - Seedy", faction="anarch", cost=2, inf=3, text=(
    "Once per turn → Take 1 tag: The ice you are encountering gets –2 strength for the remainder of this "
    "encounter.",
    "[trash], 2[c]: Trash the ice you are encountering if its strength is 0 or less."),
    on=(paid(TakeTag(1), effect=_minus_2_strength, when=_encountering, once_per_turn=True, starts="Once per turn"),
        paid(TrashSelf(), Credits(2), effect=_trash_weakened_ice, when=_encountering, starts="[trash]")))


def _install_from_grip_1_less(game: Game, ctx: Ctx) -> None:
    """Thunder Art Gallery: the Runner may install a card from the grip, lowering its cost by 1."""
    grip = [c for c in game.runner.hand if c.card.facts.type in ("program", "hardware", "resource")]
    _may_install_one(game, ctx, "Thunder Art Gallery", grip, 1, game.runner.hand)


def _first_avoided_this_turn(game: Game, card, event) -> bool:
    return first_time_this_turn(game, card, "avoid or remove a tag")


THUNDER_ART_GALLERY = resource("Thunder Art Gallery", "Location - Ritzy", faction="criminal", cost=3, inf=2, text=(
    "The first time you avoid or remove a tag each turn, you may install a card from your grip, lowering its "
    "install cost by 1.",), on=(whenever("tags-avoided", _install_from_grip_1_less, _first_avoided_this_turn),),
    decisions=("Thunder Art Gallery target",))


def _no_one_home(event: str, kinds: tuple = ()):
    """No One Home: once each turn (its two interrupts share the limit), trash it for the Corp to
    trace[0]; if unsuccessful, prevent all of the tags or net damage. A conditional interrupt: only
    if it was active when the window opened."""
    def resolve(game: Game, card, imminent) -> None:
        if not common.trace(game, 0, "No One Home"):
            imminent.prevented += imminent.remaining
            imminent.avoided = True
            game.trace.add(f"No One Home: the trace is unsuccessful, all of the {imminent.describe()} is "
                           "prevented.", cites.C_PREVENT)

    def applies(game: Game, card, imminent) -> bool:
        return (not kinds or imminent.kind in kinds) and imminent.remaining > 0

    def hook(facts) -> Interrupt:
        return Interrupt(event, facts.text[0], resolve, applies, (TrashSelf(),), True, True, (), True)
    return hook


NO_ONE_HOME = resource("No One Home", "Virtual", faction="criminal", cost=0, inf=1, text=(
    "[interrupt] → The first time each turn you would take tags or suffer net damage, you may trash this "
    "resource to have the Corp trace[0]. If unsuccessful, prevent all tags or all net damage.",),
    on=(_no_one_home("tags"), _no_one_home("damage", ("net",))))
CALDERA = resource("Caldera", "Virtual", faction="criminal", cost=3, inf=1, text=(
    "[interrupt] → 3[c]: Prevent 1 core damage or 1 net damage.",),
    on=(prevent("damage", 1, kinds=("core", "net"), costs=(Credits(3),)),))


def _first_trash_cost_access(game: Game, card, event) -> bool:
    subject = event.subject
    return (subject is not None and subject.card.facts.trash_cost is not None
            and first_time_this_turn(game, card, "access a card with a trash cost"))


def _nat_must_trash(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.assets import must_trash
    game.trace.add(f"{ctx.by}: the Runner reveals {ctx.event.subject.title}.", cites.cr("rule_reveal"))
    must_trash("basic")(game, ctx)


NEUTRALIZE_ALL_THREATS = resource("Neutralize All Threats", "Directive - Virtual", faction="adam", cost=0, inf=3,
                                  text=("The first time each turn you access a card with a trash cost, reveal it. "
                                        "You must trash that card by paying its trash cost, if able.",
                                        "Whenever you breach HQ, access 1 additional card."),
                                  on=(whenever("access", _nat_must_trash, _first_trash_cost_access),
                                      constant("access-hq", lambda game, card, subject: 1, starts="Whenever")))
SCRUBBER = resource("Scrubber", "Connection - Seedy", faction="anarch", cost=2, inf=1, text=(
    "2[recurring] <em>(When you install this card and before your turn begins, refill to 2 hosted "
    "credits.)</em>", "You can spend hosted credits to pay trash costs."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trash", "trash costs"))


def _bottom_one_of_the_top(game: Game, card, imminent) -> None:
    """The Class Act: look at the top X cards (X: the cards about to be drawn + 1) and put 1 of them on
    the bottom of the stack; the draw then goes on (cr/rule_aggregated_instructions)."""
    card.used.add("first draw")
    stack = game.runner.deck
    top = stack[:imminent.remaining + 1]
    titles = [c.title for c in top]
    if not top:
        return
    choice = game.decider.ask("The Class Act choice", titles, "Runner")
    moved = top[titles.index(choice)]
    stack.remove(moved)
    stack.append(moved)
    game.trace.add(f"The Class Act: the Runner looks at the top {len(top)} card(s) of the stack and adds "
                   f"{moved.title} to the bottom.", cites.C_INTERRUPT, key=True)


def _first_draw_this_turn(game: Game, card, imminent) -> bool:
    return imminent.info.get("side") == "runner" and "first draw" not in card.used and imminent.remaining > 0


def _installed_this_turn(game: Game, card, event) -> bool:
    return "installed this turn" in card.used


CLASS_ACT = resource("The Class Act", "Connection - Ritzy", faction="criminal", cost=4, inf=5, text=(
    "When a discard phase ends, if you installed this resource this turn, draw 4 cards.",
    "[interrupt] → The first time each turn you would draw any number of cards, look at the top X cards "
    "of your stack. Add 1 of those cards to the bottom of your stack. X is equal to the number of cards "
    "you would draw plus 1."),
    on_install=lambda game, card: card.used.add("installed this turn"),
    on=(whenever("turn-ends", draw(4), _installed_this_turn, starts="When a discard phase"),  # ends just before
        lambda facts: Interrupt("draw", facts.text[1], _bottom_one_of_the_top, _first_draw_this_turn,
                                optional=False, prevents=False)),
    decisions=("The Class Act choice",))

def _after_a_successful_run(game: Game, card, payment) -> bool:
    """Fencer Fueno: "whenever you make a successful run, you can spend hosted credits for the
    remainder of that run" (its credits are spendable once the run has been successful)."""
    return game.run is not None and game.run.successful and not game.run.ended


def _fencer_upkeep(game: Game, ctx: Ctx) -> None:
    card = ctx.source
    if card.counters.get("credits", 0) < 3:
        return
    payment = Payment("runner", 1, "ability", "keeping Fencer Fueno")
    options = ["pay 1[c]", "trash"] if able(game, payment) else ["trash"]
    if game.decider.ask("Fencer Fueno choice", options, "Runner") == "pay 1[c]":
        pay(game, payment)
    else:
        trash_self(game, ctx)


def _stolen(game: Game, card, event) -> bool:
    return True


FENCER_FUENO = resource("Fencer Fueno", "Companion - Virtual", faction="anarch", cost=0, inf=1, text=(
    "When your turn begins and whenever you steal an agenda, place 1[c] on this resource.",
    "Whenever you make a successful run, you can spend hosted credits for the remainder of that run.",
    "When your turn ends, if there are 3 or more hosted credits, you must pay 1[c] or trash this resource."),
    credit_source=CreditSource(_after_a_successful_run, "any payment after a successful run, for that run"),
    on=(when_turn_begins(place_counters("credits", 1)), whenever("stolen", place_counters("credits", 1), _stolen),
        when_turn_ends(_fencer_upkeep)), decisions=("Fencer Fueno choice",))


DEFINITIONS = (SACRIFICIAL_CONSTRUCT, EARTHRISE_HOTEL, ARMITAGE, DAILY_CASTS, KATI_JONES, LIBERATED_ACCOUNT,
               TELEWORK, UNDERWORLD_CONTACT, DRUG_DEALER, CROWDFUNDING, DADIANA, PROFESSIONAL_CONTACTS,
               SAME_OLD_THING, SECURITY_TESTING, FALL_GUY, DECOY, GURU_DAVINDER, GANG_SIGN, STREET_PEDDLER,
               OFF_CAMPUS, THE_SUPPLIER, ALWAYS_BE_RUNNING, BIOMETRIC_SPOOFING, CHROME_PARLOR,
               JOSHUA_B, AESOPS_PAWNSHOP, ARRUACEIRAS_CREW,
               THUNDER_ART_GALLERY, NO_ONE_HOME, CALDERA, NEUTRALIZE_ALL_THREATS, SCRUBBER,
               CLASS_ACT, FENCER_FUENO)


def _program_or_hardware_trashed(game: Game, card, event) -> bool:
    """District 99: a program or piece of hardware was trashed (from anywhere), the first time this turn."""
    subject = event.subject
    return subject is not None and subject.card.facts.type in ("program", "hardware") \
        and first_time_this_turn(game, card, "program or hardware trashed")


def _heap_card_of_my_faction(game: Game, ctx: Ctx) -> None:
    identity = game.runner.identity
    faction = identity.card.facts.faction if identity is not None else None
    heap = [o for o in game.runner.discard if o.card.facts.faction == faction]
    card = choose(game, ctx, heap, "Runner", "no card in the heap matches the faction of the Runner's identity")
    if card is None:
        return
    game.runner.discard.remove(card)
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: the Runner adds {card.title} from the heap to the grip.")


DISTRICT_99 = resource("District 99", "Location - Seedy", faction="anarch", cost=3, inf=3, text=(
    "The first time each turn a program or a piece of hardware is trashed (from any location), you "
    "may place 1 power counter on District 99.",
    "[click], 3 hosted power counters: Add a card that matches the faction of your identity from your "
    "heap to your grip."),
    on=(whenever("card-trashed", place_counters("power", 1), _program_or_hardware_trashed,
                 optional="use District 99"),
        paid(Clicks(1), HostedCounters("power", 3), effect=_heap_card_of_my_faction, starts="[click]")),
    decisions=("District 99 target",))
DEFINITIONS = DEFINITIONS + (DISTRICT_99,)


def _same_position_central_ice(game: Game, passed) -> list:
    """Ice protecting a central server as many positions from its server as `passed` is from its
    own, counted from the innermost (cr/rule_count_positions)."""
    place = game.locate(passed)
    if place is None:
        return []
    from_inside = len(place[0].ice) - 1 - place[2]
    found = []
    for name in ("HQ", "R&D", "Archives"):
        ice = game.servers[name].ice
        if len(ice) > from_inside and game.servers[name] is not place[0]:
            found.append((name, len(ice) - 1 - from_inside, ice[len(ice) - 1 - from_inside]))
    return found


def _slipstream(game: Game, ctx: Ctx) -> None:
    found = _same_position_central_ice(game, ctx.event.subject)
    common.trash(game, ctx.source, ctx.by, preventable=False)
    options = [f"{name}: {ice.title}" for name, _, ice in found]
    name, index, ice = found[options.index(game.decider.ask("Slipstream target", options, "Runner"))]
    run = game.run
    run.server, run.position = name, index - 1  # the Runner's next step approaches that ice
    run.record["server"] = name
    game.trace.add(f"{ctx.by}: the Runner moves to {ice.title}, ice {len(game.servers[name].ice) - index} "
                   f"from the innermost protecting {name}, the same position as the ice passed, and will "
                   f"approach it; the attacked server is now {name}.", cites.cr("rule_count_positions"), key=True)


def _passed_rezzed_ice(game: Game, card, event) -> bool:
    ice = event.subject
    return ice is not None and ice.rezzed and game.run is not None and not game.run.ended


SLIPSTREAM = resource("Slipstream", "Virtual", faction="criminal", cost=0, inf=2, text=(
    "Whenever you pass a rezzed piece of ice, you may trash this resource. If you do, choose 1 piece of "
    "ice protecting a central server in the same position as the passed ice. Move to that ice and "
    "approach it. You may jack out.",),
    on=(whenever("pass", _slipstream, _passed_rezzed_ice, structure="run", optional="use Slipstream",
                 usable=lambda game, pending: "" if _same_position_central_ice(game, pending.event.subject)
                 else "no central server has ice in the same position"),),
    decisions=("Slipstream target",))
DEFINITIONS = DEFINITIONS + (SLIPSTREAM,)


def _breach_hq_without_root(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.run.access import breach
    breach(game, "HQ", with_root=False, by=ctx.by)


RAYMOND_FLINT = resource("Raymond Flint", "Connection", faction="neutral-runner", cost=2, inf=0, text=(
    "Whenever the Corp takes bad publicity, breach HQ. You cannot access cards in the root of HQ during "
    "this breach.", "[trash]: Expose 1 card."),
    on=(whenever("bad-publicity-taken", _breach_hq_without_root, starts="Whenever"),
        paid(TrashSelf(), effect=expose_a_card, starts="[trash]")), decisions=("Raymond Flint target",))
DEFINITIONS = DEFINITIONS + (RAYMOND_FLINT,)


def _artist_colony(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.searches import RUNNER_INSTALLABLE, search_stack_and_install
    search_stack_and_install(game, RUNNER_INSTALLABLE, "Artist Colony target", ctx.by)


ARTIST_COLONY = resource("Artist Colony", "Location", faction="shaper", cost=0, inf=3, text=(
    "Forfeit 1 agenda: Search your stack for 1 program, resource, or piece of hardware. Install that "
    "card.",), on=(paid(ForfeitAgenda(), effect=_artist_colony, starts="Forfeit"),),
    decisions=("Artist Colony target",))
DEFINITIONS = DEFINITIONS + (ARTIST_COLONY,)


def _encountering(game: Game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended


def _break_the_last(game: Game, ctx: Ctx) -> None:
    """Gbahali: break the last subroutine the encountered ice has now."""
    from rulesdb.engine.run.breaking import break_subroutines
    from rulesdb.engine.state.subroutines import of_encounter
    enc = game.encounter
    if enc is None or enc.ended or not of_encounter(game, enc):
        game.trace.add(f"{ctx.by}: there is no subroutine to break.", cites.SUBROUTINE)
        return
    last = len(of_encounter(game, enc)) - 1
    if last in enc.broken:
        game.trace.add(f"{ctx.by}: the last subroutine of {enc.ice.title} is already broken.", cites.SUBROUTINE)
        return
    break_subroutines(game, enc, ctx.source, [last])


GBAHALI = resource("Gbahali", "Virtual", faction="shaper", cost=2, inf=1, text=(
    "[trash]: Break the last subroutine on the encountered piece of ice.",),
    on=(paid(TrashSelf(), effect=_break_the_last, when=_encountering, starts="[trash]"),))


def _corp_discards_2_at_random(game: Game, ctx: Ctx) -> None:
    hand = game.corp.hand
    chosen = game.rng.sample(hand, min(2, len(hand)))
    for card in chosen:
        hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp discards {len(chosen)} card(s) from HQ at random "
                   f"({', '.join(c.title for c in chosen) or 'none'}); HQ now holds {len(hand)}.",
                   cites.cr("rule_trashed_vs_discarded"))


UTOPIA_SHARD = resource("Utopia Shard", "Virtual - Source", faction="neutral-runner", cost=7, inf=1, text=(
    "Whenever you make a successful run on HQ, instead of breaching HQ, you may install this resource "
    "from your grip, ignoring all costs.", "[trash]: The Corp discards 2 cards from HQ at random.",
    "Limit 1 per deck."),
    on=(paid(TrashSelf(), effect=_corp_discards_2_at_random, starts="[trash]"),), waits_for="access")
DEFINITIONS = DEFINITIONS + (GBAHALI, UTOPIA_SHARD)


def _tsakhia_choose(game: Game, ctx: Ctx) -> None:
    """Tsakhia: the chosen server's first encounter this turn has every subroutine replaced by
    "[sub] Do 1 net damage." (a replacement effect, cr/rule_replace_subroutine_resolution)."""
    from rulesdb.engine.cards.hooks import as_subroutine
    from rulesdb.engine.cards.primitives import damage
    from rulesdb.engine.state.carddef import Subroutine
    from rulesdb.engine.state.subroutines import REPLACE
    server = game.decider.ask(f"{ctx.source.title} choice", list(game.servers), "Runner")
    net = Subroutine("Do 1 net damage.", as_subroutine(damage("net", 1)))

    def instead(game: Game, card, subject):
        first = next((enc for enc, name in game.turn.encounters if name == server), None)
        return net if first is not None and first is game.encounter else None
    text = (f"During the first encounter this turn with ice protecting {server}, subroutines are replaced "
            "by \"[sub] Do 1 net damage.\"")
    common.lasting(game, REPLACE, instead, text, "turn", ctx.by)


TSAKHIA = resource("Tsakhia \"Bankhar\" Gantulga", "Connection", faction="anarch", cost=1, inf=3, text=(
    "When your turn begins, you may choose a server.",
    "During the first encounter each turn with a piece of ice protecting the chosen server, whenever the "
    "Corp would resolve a subroutine, instead they resolve \"[sub] Do 1 net damage.\"."),
    on=(when_turn_begins(_tsakhia_choose, optional="use Tsakhia \"Bankhar\" Gantulga"),),
    decisions=("Tsakhia \"Bankhar\" Gantulga choice",))
DEFINITIONS = DEFINITIONS + (TSAKHIA,)


def _first_empty_pool(game: Game, card, event) -> bool:
    """Order of Sol: a payment left the Runner's credit pool empty, the first time this turn (losing
    credits without spending them is not yet reported by the engine)."""
    return (event.info.get("player") == "runner" and game.runner.credits == 0
            and first_time_this_turn(game, card, "no credits"))


ORDER_OF_SOL = resource("Order of Sol", "Location", faction="shaper", cost=2, inf=1, text=(
    "The first time you have no credits in your credit pool each turn, gain 1[c].",),
    on=(whenever("credits-spent", gain(1), _first_empty_pool, starts="The first time"),))
DEFINITIONS = DEFINITIONS + (ORDER_OF_SOL,)


def _random_hq_cards_per_power_counter(game: Game, ctx: Ctx) -> None:
    """Clan Vengeance: 1 card from HQ at random per power counter it had as its [trash] cost was paid
    (the counters stay with the ability: cr/rule_trash_ability_keeps_track_of_hosted_objects)."""
    n = min(ctx.source.counters.get("power", 0), len(game.corp.hand))
    picked = game.rng.sample(game.corp.hand, n)
    for card in picked:
        game.corp.hand.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: {n} card(s) trashed from HQ at random: "
                   f"{', '.join(c.title for c in picked) or 'none'}.", cites.TRASH)


CLAN_VENGEANCE = resource("Clan Vengeance", "Clan", faction="anarch", cost=3, inf=4, text=(
    "Whenever you suffer any amount of damage, place 1 power counter on Clan Vengeance.",
    "[trash]: Trash 1 card from HQ at random for each power counter on Clan Vengeance."),
    on=(whenever("damage", place_counters("power", 1), starts="Whenever"),
        paid(TrashSelf(), effect=_random_hq_cards_per_power_counter, starts="[trash]")))
DEFINITIONS = DEFINITIONS + (CLAN_VENGEANCE,)


def _first_own_installed_trash(game: Game, card, event) -> bool:
    """Wasteland: the Runner trashed 1 of their installed cards (turned facedown instead still counts:
    cr/sec_replacing_movements), the first time this turn."""
    subject = event.subject
    return (event.info.get("by") == "runner" and event.info.get("installed") and subject is not None
            and subject.owner == "runner" and first_time_this_turn(game, card, "own installed trash"))


WASTELAND = resource("Wasteland", "Location - Virtual", faction="apex", cost=2, inf=2, text=(
    "The first time each turn you trash 1 of your installed cards, gain 1[c].",),
    on=(whenever("trashed", gain(1), _first_own_installed_trash, starts="The first time"),))
DEFINITIONS = DEFINITIONS + (WASTELAND,)
