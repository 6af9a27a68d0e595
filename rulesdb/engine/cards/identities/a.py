"""Identities whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, runner_chooses
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, give_tags
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.effects.pile_trash import PILE_TRASHED, pile_trashed, trashed_from
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, happened
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_FORBIDDEN


def _first_successful_archives(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.info.get("server") == "Archives")


def _corp_trashes_from_hq(game: Game, ctx: Ctx) -> None:
    """"The Corp must trash 1 card from HQ": the Corp carries it out and picks the card, so it is not
    the Runner trashing (cr/rule_trigger_condition_effect_by_player)."""

    hand = game.corp.hand
    if not hand:
        game.trace.add(f"{ctx.by}: HQ is empty; the Corp trashes nothing.")
        return
    titles = [c.title for c in hand]
    card = hand.pop(titles.index(ask_must(game, f"{ctx.source.title} target", titles, "Corp", cites.C_TARGETS)))
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ (the Corp carries out this effect).",
                   cites.cr("rule_trigger_condition_effect_by_player"))
    pile_trashed(game, "hq", [card], "corp")


def _first_remote_install(game: Game, card, event) -> bool:
    def in_a_remote(game: Game, past) -> bool:
        place = past.info.get("at")
        return place is not None and place[0].name.startswith("Server ") and past.subject.owner == "corp"
    return first_each_turn(game, event, in_a_remote)


def _install_in_another_remote(game: Game, ctx: Ctx) -> None:
    """A Teia: 1 card from HQ that can be installed (never an operation, cr/rule_operation_play) into the root of (or
    protecting) another remote server, ignoring all costs; installed as the install action does, so a root's asset or
    agenda is trashed for another (`corp_actions.install_card`). The card and the server are the targets the
    instruction requires: one alone is taken without asking (`ask_must`). One key step names the card, where it went
    and, for an agenda, that it cannot be scored this turn: what the verdict reads."""
    from rulesdb.engine.cards.primitives.installs import CORP_INSTALLABLE
    from rulesdb.engine.state.only_choice import ask_must
    from rulesdb.engine.turns.corp_actions import install_card
    from rulesdb.errors import ScenarioError
    found = [c for c in game.corp.hand if c.card.facts.type in CORP_INSTALLABLE]
    if not found:
        game.trace.add(f"{ctx.by}: there is no card in HQ the Corp can install.", cites.cr("rule_operation_play"),
                       key=True)
        return
    titles = [c.title for c in found]
    card = found[titles.index(ask_must(game, "A Teia target", titles, "Corp", cites.C_TARGETS))]
    name = _a_teia_server(game, ctx)

    def refuse(message: str):
        raise ScenarioError(f"{game.decider.source}: A Teia: {message}")
    second = install_card(game, card, game.corp.hand, name, refuse, ignore_cost=True)
    where = f"protecting {name}" if second.is_ice else f"in the root of {name}"
    lock = "; the Corp cannot score it this turn" if second.card.facts.type == "agenda" else ""
    game.trace.add(f"{ctx.by}: the Corp installs {second.title} {where}, ignoring all costs{lock}.",
                   cites.cr("rule_another_server"), cites.C_INSTALL_STEPS, key=True)
    if lock:
        from rulesdb.engine.effects.lasting_effects import lasting
        lasting(game, "cannot-score", lambda g, c, subject: subject is second,
                f"The Corp cannot score {second.title} this turn.", "turn", ctx.by)


def _a_teia_server(game: Game, ctx: Ctx) -> str:
    """"Another remote server": an existing remote other than the one just installed in, or a new one within "Limit 2
    remote servers" ("A Teia choice"; the only one taken without asking); the server's name."""
    from rulesdb.engine.state.only_choice import ask_must
    from rulesdb.engine.turns.corp_actions import remote_limit_reached
    here = game.locate(ctx.event.subject)[0].name
    others = [n for n, s in game.servers.items() if n.startswith("Server ") and n != here and (s.ice or s.root)]
    fresh = [] if remote_limit_reached(game) else ["new remote"]
    where = ask_must(game, "A Teia choice", [*others, *fresh], "Corp", cites.cr("rule_another_server"))
    numbers = [int(n.split()[1]) for n in game.servers if n.startswith("Server ")]
    return f"Server {max(numbers + [0]) + 1}" if where == "new remote" else where


def _suffer_2_meat(game: Game, ctx: Ctx) -> None:
    """"The Runner must ... suffer 2 meat damage": the Runner is responsible for damage they suffer
    by their own choice (cr/rule_suffer_or_take_damage), so "damage you do" abilities ignore it."""
    from rulesdb.engine.effects.damage import do_damage
    do_damage(game, "meat", 2, ctx.by, side="runner", card=ctx.source)


def _may_have_installed_it(game: Game, card, asked) -> bool:
    """A Teia, on a board starting inside the Corp's turn: an agenda in a remote server before it may have been the
    second card installed earlier this turn, which cannot be scored this turn (state.unseen_lasting)."""
    action, agenda = asked
    place = game.locate(agenda) if action == "score" else None
    return place is not None and place[0].name.startswith("Server ")


A_TEIA = _corp("A Teia: IP Recovery", "Division", "jinteki", [
    "Limit 2 remote servers.",
    "The first time each turn you install a card in the root of or protecting a remote server, you may install 1 "
    "card from HQ in the root of or protecting another remote server, ignoring all costs. You cannot score the "
    "second card this turn."],
    on=(constant("remote-limit", lambda game, card, subject: 2, starts="Limit"),
        whenever("install", _install_in_another_remote, _first_remote_install, starts="The first time",
                 optional="use A Teia"),
        constant(MAY_HAVE_FORBIDDEN, _may_have_installed_it, starts="The first time")),
    decisions=("A Teia target", "A Teia choice"), waits_for="")


ALICE_MERCHANT = _runner("Alice Merchant: Clan Agitator", "Cyborg", "anarch", 0, [
    "The first time you make a successful run on Archives each turn, the Corp must trash 1 card from HQ."],
    deck=50, on=(whenever("successful", _corp_trashes_from_hq, _first_successful_archives),),
    decisions=("Alice Merchant: Clan Agitator target",), waits_for="")


ANDROMEDA = _runner("Andromeda: Dispossessed Ristie", "Natural", "criminal", 1, [
    "You draw a starting hand of 9 cards."])


ARGUS = _corp("Argus Security: Protection Guaranteed", "Corp", "weyland-consortium", [
    "Whenever the Runner steals an agenda, they must take 1 tag or suffer 2 meat damage."],
    on=(whenever("stolen", runner_chooses({"take 1 tag": give_tags(1), "suffer 2 meat damage": _suffer_2_meat}),
                 starts="Whenever"),), decisions=("Argus Security: Protection Guaranteed choice",), waits_for="")


GEIST = _runner('Armand "Geist" Walker: Tech Lord', "G-mod", "criminal", 1, [
    "Whenever you use a [trash] ability, draw 1 card."],
    on=(whenever("trash-ability", draw(1), lambda game, card, event: event.info["side"] == "runner"),), waits_for="")


AMPERE = identity("Ampère: Cybernetics For Anyone", "Corp", faction="neutral-corp", deck=45, text=(
    "Your deck cannot include more than 1 copy of any card.",
    "Your deck may include up to 2 different agenda cards from each Corp faction."))


def _az_discounted(facts) -> bool:
    return facts.type == "hardware" or (facts.type == "resource" and (facts.has("job") or facts.has("connection")))


def _first_job_connection_or_hardware(game: Game, card, subject) -> int:
    """Az McCaffrey: 1[c] less for the first job or connection resource or hardware installed this turn (the
    game's history tells whether one was already installed)."""
    if subject is None or subject.owner != "runner" or not _az_discounted(subject.card.facts):
        return 0
    earlier = [o for o in happened(game, game.turn.number, "install", owner="runner") if _az_discounted(o.card.facts)]
    return 0 if unless_none_earlier(game, earlier, card, "the first job resource, connection resource, or piece of "
                                    "hardware you install each turn") else -1


AZ_MCCAFFREY = _runner("Az McCaffrey: Mechanical Prodigy", "Cyborg", "criminal", 1, [
    "The first job resource, connection resource, or piece of hardware you install each turn costs 1[c] less "
    "to install."], on=(constant("install-cost", _first_job_connection_or_hardware),), waits_for="")


def _during_a_run(game: Game, card) -> bool:
    return game.run is not None and not game.run.ended


def _install_a_program_for_this_run(game: Game, ctx: Ctx) -> None:
    """Arissana: install 1 program from the grip (paying its install cost), and create the delayed ability "when
    that run ends, trash that program if it is not a trojan" (cr/rule_delayed_conditional_ability_relevant_once)."""
    from rulesdb.engine.cards.delayed import delayed
    from rulesdb.engine.cards.primitives.choices import choose
    from rulesdb.engine.effects.searches import install_notes, installable
    from rulesdb.engine.state.as_if_in_grip import from_grip
    from rulesdb.engine.turns.runner_installs import install_by_ability
    found = [c for c in from_grip(game) if c.card.facts.type == "program" and installable(game, c)]
    card = choose(game, ctx, found, "Runner", "there is no program in the grip the Runner can install",
                  cites.INSTALL_PROGRAM, notes=install_notes(game, from_grip(game), ("program",)))
    if card is None:
        return
    install_by_ability(game, card)  # a trojan on the piece of ice the Runner picks
    installed = next((o for o in game.installed() if o.first_object == card.first_object), None)
    if installed is None:
        return

    def trash_unless_trojan(game: Game, later: Ctx) -> None:
        from rulesdb.engine.effects.trashing import trash
        if not game.is_installed(installed):
            return
        if game.has_subtype(installed, "trojan"):
            game.trace.add(f"{later.by}: {installed.title} is a trojan; it stays installed.")
            return
        trash(game, installed, later.by, who="runner")
    delayed("run-ends", trash_unless_trojan, f"When that run ends, trash {installed.title} if it is not a trojan.")(
        game, ctx)


ARISSANA = _runner("Arissana Rocha Nahu: Street Artist", "Natural", "shaper", 0, [
    "Once per turn → 0[c]: Install 1 program from your grip <em>(paying its install cost)</em>. Use this ability only "
    "during a run. When that run ends, trash that program if it is not a trojan."],
    on=(paid(effect=_install_a_program_for_this_run, when=_during_a_run, once_per_turn=True, click=False),),
    waits_for="")


def _au_co_counter(game: Game, card, event) -> bool:
    """AU Co.: the Corp did damage, or trashed 1 or more cards from HQ (one counter per instruction)."""
    if event.kind == "damage":
        return event.info.get("side") == "corp"
    return trashed_from("hq", "corp")(game, card, event)


def _look_at_3_trash_1(game: Game, ctx: Ctx) -> None:
    """AU Co.: remove 2 hosted power counters, look at the top 3 cards of R&D, trash 1 ("<identity> target") and
    add the rest to HQ."""
    card = ctx.source
    card.counters["power"] -= 2
    top = game.corp.deck[:3]
    game.trace.add(f"{ctx.by}: 2 hosted power counters are removed; the Corp looks at the top "
                   f"{counted(len(top), 'card')} of "
                   "R&D.", cites.C_COUNTERS, cites.cr("rule_look_reveal_instruction"))
    if not top:
        return
    gone = choose(game, ctx, top, "Corp", "R&D is empty")
    del game.corp.deck[:len(top)]
    game.corp.discard.append(game.change_zone(gone, "archives"))
    rest = [c for c in top if c is not gone]
    game.corp.hand.extend(game.change_zone(c, "hq") for c in rest)
    game.trace.add(f"{ctx.by}: the Corp trashes {gone.title} and adds {counted(len(rest), 'card')} to HQ.", cites.TRASH,
                   key=True)
    pile_trashed(game, "rd", [gone], "corp")


AU_CO = _corp("AU Co.: The Gold Standard in Clones", "Division", "jinteki", [
    "Whenever you do damage or trash 1 or more cards from HQ, place 1 power counter on this identity.",
    "When your turn begins, you may remove 2 hosted power counters to look at the top 3 cards of R&D. Trash 1 of "
    "those cards and add the rest to HQ."],
    on=(whenever("damage", place_counters("power", 1), _au_co_counter, starts="Whenever you do damage"),
        whenever(PILE_TRASHED, place_counters("power", 1), _au_co_counter, starts="Whenever you do damage",
                 refs=(cites.cr("rule_trigger_condition_effect_by_player"),)),
        whenever("turn-begins", _look_at_3_trash_1, lambda game, card, event: event.info.get("side") == card.owner
                 and card.counters.get("power", 0) >= 2, starts="When your turn begins", structure="turn",
                 optional="use AU Co.")),
    decisions=("AU Co.: The Gold Standard in Clones target",), waits_for="")
