"""Resources whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.breaches import breaching, remove_counters_to_access
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.earlier import decides_if_played, made_earlier
from rulesdb.engine.cards.hooks.moments import chosen_as_turn_began, on_install, when_emptied, when_turn_begins
from rulesdb.engine.cards.hosting_uninstalled import host_uninstalled
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import choose, runner_chooses, seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, draw, gain, give_tags
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.cards.resources.common import hardware_or_program_installed, has_trash_ability
from rulesdb.engine.cards.resources.companions import companion_credits, companion_upkeep
from rulesdb.engine.cards.shared import corp_trashes_top_of_rd, hand_size_is_credits, using_a_program
from rulesdb.engine.effects import lasting_effects
from rulesdb.engine.effects.card_costs import RemoveSelf
from rulesdb.engine.effects.costtypes import Clicks, Credits, TrashSelf
from rulesdb.engine.effects.pile_trash import PLAYED_CARD_TRASHED
from rulesdb.engine.state.as_if_in_grip import from_grip, take_from
from rulesdb.engine.state.carddef import CreditSource, Interrupt
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, first_would_each_turn, happened, virus_program_installed
from rulesdb.engine.state.midturn import refuse_unknown, unless_none_earlier
from rulesdb.engine.state.only_choice import ask_must


def _host_from_grip(game: Game, ctx: Ctx) -> None:
    """The Supplier: host a resource or piece of hardware from the grip on it; "host" without "install", so
    the card is not installed (cr/rule_host_without_install)."""
    grip = [c for c in game.runner.hand if c.card.facts.type in ("resource", "hardware")]
    card = choose(game, ctx, grip, "Runner", "there is no resource or hardware in the grip to host",
                  suffix="choice")
    if card is not None:
        host_uninstalled(game, ctx.source, card, game.runner.hand, ctx.by)


def _install_hosted(game: Game, ctx: Ctx) -> None:
    """The Supplier: the Runner may install a hosted card, lowering its install cost by 2; it is installed
    from its host, which stops hosting it (cr/rule_install_from_hosted)."""
    hosted = ctx.source.hosted
    install_one(game, ctx, list(hosted), hosted, "The Supplier target", less=2, types=("resource", "hardware"))


def _install_from_grip_1_less(game: Game, ctx: Ctx) -> None:
    """Thunder Art Gallery: the Runner may install a card from the grip (or hosted as if there: Bling), lowering its
    install cost by 1: offered only if they can pay that install cost with every modifier in play (`install_one`,
    priced as every install is: `searches.why_not`)."""
    install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Thunder Art Gallery target", less=1)


def _avoided_or_removed(game: Game, event) -> bool:
    return event.kind == "tags-avoided" or event.info.get("by") == "runner"


def _first_avoided_this_turn(game: Game, card, event) -> bool:
    """Avoiding and removing count together: the first of either this turn."""
    return first_each_turn(game, event, _avoided_or_removed, kinds=("tags-avoided", "tags-removed"))


def _bottom_one_of_the_top(game: Game, card, imminent) -> None:
    """The Class Act: look at the top X cards (X: the cards about to be drawn + 1) and put 1 of them on
    the bottom of the stack; the draw then goes on (cr/rule_aggregated_instructions)."""
    stack = game.runner.deck
    top = stack[:imminent.remaining + 1]
    titles = [c.title for c in top]
    if not top:
        return
    choice = ask_must(game, "The Class Act choice", titles, "Runner", cites.C_TARGETS)
    moved = top[titles.index(choice)]
    stack.remove(moved)
    stack.append(moved)
    game.trace.add(f"The Class Act: the Runner looks at the top {counted(len(top), 'card')} of the stack and adds "
                   f"{moved.title} to the bottom.", cites.C_INTERRUPT, key=True)


def _first_draw_this_turn(game: Game, card, imminent) -> bool:
    """The first time this turn the Runner would draw, even before this resource was installed."""
    return imminent.remaining > 0 and first_would_each_turn(game, imminent,
                                                            lambda game, past: past.info.get("side") == "runner")


def _installed_this_turn(game: Game, card, event) -> bool:
    return bool(unless_none_earlier(game, [card] if "installed this turn" in card.used else [], card,
                                    "you installed this resource this turn"))


def _tsakhia_choose(game: Game, ctx: Ctx) -> None:
    """Tsakhia: the chosen server's first encounter this turn has every subroutine replaced by
    "[sub] Do 1 net damage." (a replacement effect, cr/rule_replace_subroutine_resolution)."""
    from rulesdb.engine.cards.hooks.abilities import as_subroutine
    from rulesdb.engine.cards.primitives.players import damage
    from rulesdb.engine.state.carddef import Subroutine
    from rulesdb.engine.state.subroutines import REPLACE
    server = game.decider.ask(f"{ctx.source.title} choice", list(game.servers), "Runner")
    net = Subroutine("Do 1 net damage.", as_subroutine(damage("net", 1)))

    def instead(game: Game, card, subject):
        first = next((enc for enc, name in game.turn.encounters if name == server), None)
        return net if first is not None and first is game.encounter else None
    text = (f"During the first encounter this turn with ice protecting {server}, subroutines are replaced "
            "by \"[sub] Do 1 net damage.\"")
    lasting_effects.lasting(game, REPLACE, instead, text, "turn", ctx.by)


TELEWORK = resource("Telework Contract", "Job", faction="shaper", cost=1, inf=2, text=(
    "When you install this resource, load 9[c] onto it. When it is empty, trash it.",
    "Once per turn → [click]: Take 3[c] from this resource."), hosted_credits=9,
    on=(when_emptied(trash_self, starts="When you install"),
        paid(Clicks(1), effect=take_credits(3), starts="Once per turn", once_per_turn=True)))


CLASS_ACT = resource("The Class Act", "Connection - Ritzy", faction="criminal", unique=True, cost=4, inf=5, text=(
    "When a discard phase ends, if you installed this resource this turn, draw 4 cards.",
    "[interrupt] → The first time each turn you would draw any number of cards, look at the top X cards "
    "of your stack. Add 1 of those cards to the bottom of your stack. X is equal to the number of cards "
    "you would draw plus 1."),
    on_install=lambda game, card: card.used.add("installed this turn"),
    on=(whenever("turn-ends", draw(4), _installed_this_turn, starts="When a discard phase"),  # ends just before
        lambda facts: Interrupt("draw", facts.text[1], _bottom_one_of_the_top, _first_draw_this_turn,
                                optional=False, prevents=False)),
    decisions=("The Class Act choice",))


THE_SUPPLIER = resource("The Supplier", "Connection", faction="criminal", unique=True, cost=3, inf=2, text=(
    "[click]: Host a resource or piece of hardware from your grip on The Supplier.",
    "When your turn begins, you may install a hosted card, lowering the install cost by 2."),
    on=(paid(Clicks(1), effect=_host_from_grip), when_turn_begins(_install_hosted, starts="When your turn")),
    decisions=("The Supplier target", "The Supplier choice"), hosts_uninstalled=True)


THUNDER_ART_GALLERY = resource("Thunder Art Gallery", "Location - Ritzy", faction="criminal",
    unique=True, cost=3, inf=2, text=(
    "The first time you avoid or remove a tag each turn, you may install a card from your grip, lowering its "
    "install cost by 1.",), on=(whenever("tags-avoided", _install_from_grip_1_less, _first_avoided_this_turn),
                                whenever("tags-removed", _install_from_grip_1_less, _first_avoided_this_turn)),
    decisions=("Thunder Art Gallery target",))


TSAKHIA = resource("Tsakhia \"Bankhar\" Gantulga", "Connection", faction="anarch", unique=True, cost=1, inf=3, text=(
    "When your turn begins, you may choose a server.",
    "During the first encounter each turn with a piece of ice protecting the chosen server, whenever the "
    "Corp would resolve a subroutine, instead they resolve \"[sub] Do 1 net damage.\"."),
    on=(when_turn_begins(_tsakhia_choose, optional="use Tsakhia \"Bankhar\" Gantulga"),
        chosen_as_turn_began("encounter")),
    decisions=("Tsakhia \"Bankhar\" Gantulga choice",))


TRICKSTER_TAKA = resource("Trickster Taka", "Companion - Stealth - Virtual", faction="anarch", unique=True, cost=1,
                          inf=3, text=(
    "When your turn begins and whenever you steal an agenda, place 1[c] on this resource.",
    "You can spend hosted credits to use programs during runs.",
    "When your turn ends, if there are 3 or more hosted credits, you must take 1 tag or trash this resource."),
    credit_source=CreditSource(lambda game, card, payment: game.run is not None and not game.run.ended
                               and using_a_program(payment), "using programs during runs"),
    on=(*companion_credits(), companion_upkeep(runner_chooses({"take 1 tag": give_tags(1),
                                                               "trash this resource": trash_self}))),
    decisions=("Trickster Taka choice",))


def _install_program_or_hardware_1_less(game: Game, ctx: Ctx) -> None:
    """The Artist: install 1 program or piece of hardware from the grip (decision "The Artist target"), 1[c] less:
    only one whose cost, 1[c] lower, the Runner can pay (cr/rule_valid_search_target_install_play)."""
    from rulesdb.engine.effects.searches import install_found, install_notes, installable
    fits = [c for c in from_grip(game) if c.card.facts.type in ("program", "hardware") and installable(game, c, less=1)]
    notes = install_notes(game, from_grip(game), ("program", "hardware"), less=1)
    titles = list(dict.fromkeys(c.title for c in fits))
    if not titles:
        why = f" ({'; '.join(notes)})" if notes else ""
        game.trace.add(f"{ctx.by}: no program or hardware in the grip can be installed{why}.", cites.C_INSTALL_STEPS,
                       key=True)
        return
    choice = ask_must(game, "The Artist target", titles, "Runner", cites.C_TARGETS, notes=notes)
    card = next(c for c in fits if c.title == choice)
    take_from(game, card, game.runner.hand)
    install_found(game, card, ctx.by, origin="grip", less=1)


THE_ARTIST = resource("The Artist", "Connection", faction="shaper", unique=True, cost=4, inf=5, text=(
    "Once per turn → [click]: Gain 2[c].",
    "Once per turn → [click]: Install 1 program or piece of hardware from your grip, paying 1[c] less."),
    on=(paid(Clicks(1), effect=gain(2), once_per_turn=True, starts="Once per turn → [click]: Gain"),
        paid(Clicks(1), effect=_install_program_or_hardware_1_less, once_per_turn=True,
             starts="Once per turn → [click]: Install")),
    decisions=("The Artist target",))


def _first_spend_from_installed(game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.info.get("player") == "runner"
                           and bool(past.info.get("installed")))


THE_TWINNING = resource("The Twinning", "Virtual", faction="anarch", unique=True, cost=3, inf=3, text=(
    "The first time each turn you spend credits from an installed card, place 1 power counter on this resource.",
    "Whenever you breach HQ or R&D, you may remove up to 2 hosted power counters to access that many additional "
    "cards."),
    on=(whenever("credits-spent", place_counters("power", 1), _first_spend_from_installed, starts="The first"),
        whenever("breach", remove_counters_to_access("power", 2, "The Twinning choice"), breaching("HQ", "R&D"),
                 starts="Whenever")),
    decisions=("The Twinning choice",))


def _first_virus_install(game, card, event) -> bool:
    return first_each_turn(game, event, virus_program_installed)


def _virus_total(game: Game) -> int:
    return sum(o.counters.get("virus", 0) for o in game.installed() if o.owner == "runner")


def _nihilist(game: Game, ctx: Ctx) -> None:
    """The Nihilist: remove any 2 virus counters from the Runner's installed cards (decision "The Nihilist target":
    2 titles); then the Runner draws 2 unless the Corp trashes the top card of R&D ("The Nihilist choice")."""
    from rulesdb.engine.cards.primitives.players import draw
    cards = [o for o in game.installed() if o.owner == "runner" and o.counters.get("virus")]
    titles = labels(game, cards, "runner")  # two copies of one title: named by where they are

    def check(value):
        chosen = value if isinstance(value, list) else [value]
        fits = all(t in titles and chosen.count(t) <= sum(o.counters["virus"] for u, o in zip(titles, cards) if u == t)
                   for t in chosen)
        if len(chosen) != 2 or not fits:
            raise ValueError(f"{value!r} must name 2 virus counters' cards among {', '.join(titles)}")
        return chosen
    every = [t for t, o in zip(titles, cards) for _ in range(o.counters["virus"])]  # 2 in all: "any 2" is those 2
    for title in (ask_must(game, "The Nihilist target", every, "Runner", cites.C_TARGETS, whole=True,
                                   unit="virus counter", check=check)
                  if len(every) == 2 else game.decider.ask("The Nihilist target", titles, "Runner", check=check)):
        holder = next(o for u, o in zip(titles, cards) if u == title and o.counters.get("virus"))
        holder.counters["virus"] -= 1
    game.trace.add(f"{ctx.by}: 2 virus counters are removed from the Runner's installed cards.", cites.C_COUNTERS)
    if not game.corp.deck:  # the nested cost cannot be paid: its instruction resolves (cr/rule_nested_cost_unless)
        game.trace.add(f"{ctx.by}: R&D is empty, so the Corp cannot trash its top card.",
                       cites.cr("rule_nested_cost_unless"), cites.C_COST)
    elif game.decider.ask("The Nihilist choice", ["trash the top card of R&D", "the Runner draws 2 cards"],
                          "Corp") == "trash the top card of R&D":
        corp_trashes_top_of_rd(game, ctx)
        return
    draw(2)(game, ctx)


THE_NIHILIST = resource("The Nihilist", "Connection - Seedy", faction="anarch", unique=True, cost=4, inf=5, text=(
    "The first time each turn you install a virus program, place 2 virus counters on this resource.",
    "When your turn begins, you may remove any 2 virus counters from your installed cards. If you do, draw 2 cards "
    "unless the Corp trashes the top card of R&D."),
    on=(whenever("install", place_counters("virus", 2), _first_virus_install, starts="The first"),
        whenever("turn-begins", _nihilist, lambda game, card, event: event.info.get("side") == "runner"
                 and _virus_total(game) >= 2, starts="When your turn", structure="turn", optional="use The Nihilist")),
    decisions=("The Nihilist target", "The Nihilist choice"))


def _first_hardware_use_in_a_run(game: Game, card, event) -> bool:
    """"The first time each turn you use a piece of hardware during a run" (cr/rule_using), from the turn's start."""
    from rulesdb.engine.effects.using import USED_IN_A_RUN
    used_card, run = event.subject, game.run
    if event.info.get("side") != card.owner or used_card.card.facts.type != "hardware" or used_card.facedown:
        return False
    uses = [o for o in happened(game, game.turn.number, USED_IN_A_RUN, by=card.owner)
            if o.card.facts.type == "hardware"]
    first = run is not None and not run.ended and len(uses) == 1 and uses[0] is used_card
    if first:
        refuse_unknown(game, card, "the first time each turn you use a piece of hardware during a run")
    return first


def _shuffle_trash_cards_into_stack(game: Game, ctx: Ctx) -> None:
    """The Back: up to 2 heap cards with [trash] abilities for each power counter it had when removed (the counters
    set aside with the cost, cr/rule_set_aside_hosted_counters_trash_ability), named by the Runner ("The Back
    choice"), shuffled into the stack."""
    from rulesdb.engine.cards.shared import pick_cards
    counters = ctx.source.counters.get("power", 0)
    runner = game.runner
    fits = [c for c in runner.discard if has_trash_ability(c)]
    chosen = pick_cards(game, "The Back choice", fits, "the heap's cards with [trash] abilities", "Runner",
                        most=2 * counters) if counters else []
    for card in chosen:
        runner.discard.remove(card)
        runner.deck.append(game.change_zone(card, "stack"))
    game.rng.shuffle(runner.deck)
    game.trace.add(f"{ctx.by}: {counted(counters, 'power counter')}, so up to {counted(2 * counters, 'card')}; the "
                   "Runner shuffles "
                   f"{', '.join(c.title for c in chosen) or 'no card'} into the stack.",
                   cites.cr("rule_set_aside_hosted_counters_trash_ability"), key=True)


THE_BACK = resource("The Back", "Job - Location", faction="criminal", unique=True, cost=1, inf=4, text=(
    "The first time each turn you use a piece of hardware during a run, place 1 power counter on this resource.",
    "[click], remove this resource from the game: For each hosted power counter, choose up to 2 cards in your heap "
    "with [trash] abilities. Shuffle the chosen cards into your stack."),
    on=(whenever("used", place_counters("power", 1), _first_hardware_use_in_a_run, starts="The first time",
                 refs=(cites.cr("rule_using"),)),
        paid(Clicks(1), RemoveSelf(), effect=_shuffle_trash_cards_into_stack, starts="[click]")),
    decisions=("The Back choice",))


def _icebreaker_plus_2_this_turn(game: Game, ctx: Ctx) -> None:
    """The Helpful AI: the Runner names an installed icebreaker ("The Helpful AI target"): +2 strength this turn."""
    from rulesdb.engine.effects.lasting_effects import lasting
    found = [o for o in game.installed()
             if o.owner == "runner" and not o.facedown and game.has_subtype(o, "icebreaker")]
    breaker = choose(game, ctx, found, "Runner", "the Runner has no installed icebreaker")
    if breaker is not None:
        lasting(game, "breaker-strength", lambda game, obj, subject: 2 if subject is breaker else 0,
                f"{breaker.title} has +2 strength until the end of the turn", "turn", ctx.by)


def _matching_a_breaker_it_could_have_chosen(game: Game, card, action: str, subject) -> bool:
    """The Helpful AI in the heap: trashed earlier in the turn, it may have given an icebreaker installed then +2
    strength, deciding whether it matches the ice's."""
    from rulesdb.engine.state.midturn import new_this_turn
    return action == "match" and subject is not None and game.has_subtype(subject, "icebreaker") \
        and not new_this_turn(game, subject)


THE_HELPFUL_AI = resource("The Helpful AI", "Connection - Link - Virtual", faction="shaper", unique=True, cost=2, inf=2,
                          link=1, text=(
    "+1[link]", "[trash]: Choose an icebreaker. That icebreaker has +2 strength until the end of the turn."),
    on=(paid(TrashSelf(), effect=_icebreaker_plus_2_this_turn, starts="[trash]"),
        made_earlier(_icebreaker_plus_2_this_turn, target="The Helpful AI target", what="icebreaker",
                     starts="[trash]"),
        decides_if_played(_matching_a_breaker_it_could_have_chosen, starts="[trash]")),
    decisions=("The Helpful AI target",))


def _this_trashed(game, card, event) -> bool:
    return event.subject is card


TRI_MAF_CONTACT = resource("Tri-maf Contact", "Connection", faction="criminal", cost=2, inf=1, text=(
    "You cannot use this resource more than once per turn.", "[click]: Gain 2[c].",
    "When this resource is trashed, suffer 3 meat damage."),
    on=(paid(Clicks(1), effect=gain(2), starts="[click]", once_per_turn=True),
        # it triggers as the card leaves play (cr/rule_active_exception_conditional_move_to_inactive_zone)
        whenever("trashed", damage("meat", 3), _this_trashed, inactive_ok=True, starts="When this resource")))


def _agendas_need_1_more(game, card, subject) -> int:
    return 1 if subject is not None and subject.card.facts.type == "agenda" else 0


THE_SOURCE = resource("The Source", "Connection", faction="neutral-runner", unique=True, cost=2, inf=2, text=(
    "The advancement requirement of all agendas is increased by 1.",
    "As an additional cost to steal an agenda, you must pay 3[c].",
    "Trash The Source when an agenda is scored or stolen."),
    on=(constant("advancement-requirement", _agendas_need_1_more, starts="The advancement"),
        constant("steal-cost", lambda game, card, agenda: (Credits(3, "steal"),), starts="As an additional"),
        whenever("scored", trash_self, starts="Trash The Source"),
        whenever("stolen", trash_self, starts="Trash The Source")))


def _lose_all_credits(game: Game, ctx) -> None:
    from rulesdb.engine.cards.primitives.players import lose_credits
    lose_credits(game, "runner", game.runner.credits, ctx.by, ctx.source)


THEOPHILIUS_BAGBITER = resource("Theophilius Bagbiter", "Connection", faction="criminal", unique=True, cost=3, inf=4,
                                text=("When you install Theophilius Bagbiter, lose all credits in your credit pool.",
                                      "Your maximum hand size is equal to the number of credits in your credit pool."),
                                on_install=on_install(_lose_all_credits),
                                on=(constant("hand-size", hand_size_is_credits("runner"), starts="Your maximum"),))


def _gray_or_black_ops(game: Game, card, event) -> bool:
    played = event.subject
    return played.card.facts.type == "operation" and any(played.card.facts.has(s) for s in ("gray ops", "black ops"))


def _draw_per_bad_publicity(game: Game, ctx: Ctx) -> None:
    draw(game.corp.bad_publicity)(game, ctx)


TALLIE_PERRAULT = resource("Tallie Perrault", "Connection", faction="anarch", unique=True, cost=2, inf=3, text=(
    "Whenever a gray ops or black ops operation is trashed after resolving, you may give the Corp 1 bad publicity "
    "and take 1 tag.", "[trash]: Draw 1 card for each bad publicity the Corp has."),
    on=(whenever(PLAYED_CARD_TRASHED, seq(bad_publicity(1), give_tags(1)), _gray_or_black_ops, starts="Whenever",
                 optional="use Tallie Perrault"),
        paid(TrashSelf(), effect=_draw_per_bad_publicity, starts="[trash]")), decisions=("use Tallie Perrault",))


TECHNICAL_WRITER = resource("Technical Writer", "", faction="neutral-runner", cost=0, inf=0, text=(
    "Whenever you install a piece of hardware or a program, place 1[c] from the bank on Technical Writer.",
    "[click],[trash]: Take all credits from Technical Writer."),
    on=(whenever("install", place_counters("credits", 1), hardware_or_program_installed, starts="Whenever"),
        paid(Clicks(1), TrashSelf(), effect=take_credits(99), starts="[click]")))
