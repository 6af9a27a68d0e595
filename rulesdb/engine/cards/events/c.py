"""Events whose title begins with C, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import play_only_as_first_click
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event, when_run_ends
from rulesdb.engine.cards.primitives.choices import seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import sabotage, search_stack
from rulesdb.engine.cards.primitives.players import gain, give_tags, lose_clicks
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _resource_3_less(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.installing import install_one
    install_one(game, ctx, list(game.runner.hand), game.runner.hand, "Career Fair target", less=3,
                types=("resource",), optional=False)


CAREER_FAIR = event("Career Fair", "", faction="criminal", cost=0, inf=1, text=(
    "Install 1 resource from your grip, paying 3[c] less.",), on_play=on_play(_resource_3_less),
    decisions=("Career Fair target",))


def _creative_commission_click(game: Game, ctx: Ctx) -> bool:
    return game.runner.clicks > 0


def _compile(game: Game, card, server) -> None:
    """Compile: make a run; at the first encounter the Runner may install a program from the stack or
    heap, ignoring all costs; when the run ends that program goes to the bottom of the stack if it
    is still installed. Each delayed ability is independent of its source
    (cr/rule_abilities_resolution_independent)."""
    installed: dict = {}

    def first_encounter(game: Game, ling, event) -> bool:
        return "asked" not in installed

    def install_one(game: Game, ctx: Ctx) -> None:
        """"You may search your stack or heap": the Runner may decline ("Compile choice": `no`), else searches the
        zone they name (cr/rule_search: a search looks at a zone), as every search does (`searches.search_zone`:
        only the stack, a deck, may fail to find; Personality Profiles sees a search of it), for a program they
        can install (cr/rule_valid_search_target_install_play)."""
        from rulesdb.engine.effects.searches import search_and_install
        installed["asked"] = True
        zone = game.decider.ask("Compile choice", ["stack", "heap", "no"], "Runner")
        if zone == "no":
            game.trace.add(f"{ctx.by}: the Runner does not search; no program is installed.")
            return
        installed["program"] = search_and_install(game, zone, ("program",), "Compile target", ctx.by,
                                                  ignore_costs=True, chosen="stack or heap")

    def to_bottom(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.card_moves import to_stack
        program_card = installed.get("program")
        if program_card is None or not game.is_installed(program_card):
            game.trace.add(f"{ctx.by}: the program it installed is no longer installed: nothing happens.",
                           cites.cr("rule_abilities_resolution_independent"))
            return
        to_stack(game, program_card, ctx.by, bottom=True)

    run_event(whenever("encounter", install_one, first_encounter, starts="Make a run"),
              when_run_ends(to_bottom, starts="Make a run"))(game, card, server)


def _carpe_diem(game: Game, ctx: Ctx) -> None:
    """Carpe Diem: identify the mark, gain 4[c], then the Runner may run the mark (decision "use Carpe Diem")."""
    from rulesdb.engine.run.announcing import forbidding
    from rulesdb.engine.run.steps import make_run
    from rulesdb.engine.state.mark import identify_mark
    server = identify_mark(game, ctx.by)
    gain(4)(game, ctx)
    forbidden = forbidding(game, server)
    if forbidden:  # "You may run your mark": a may the Runner cannot take (cr/rule_cannot_run_abilities)
        game.trace.add(f"{ctx.by}: the Runner cannot run on {server} ({forbidden}), so they do not run their mark.",
                       cites.C_CANNOT, cites.cr("rule_cannot_run_abilities"))
    elif game.decider.ask("use Carpe Diem", ["yes", "no"], "Runner") == "yes":
        make_run(game, server, ctx.by)


CARPE_DIEM = event("Carpe Diem", "Run", faction="criminal", cost=1, inf=2, text=(
    "Identify your mark. <em>(If you don’t have a mark, a random central server becomes your mark for this "
    "turn.)</em>", "Gain 4[c]. You may run your mark."), on_play=on_play(_carpe_diem),
    decisions=("use Carpe Diem",))


CHASTUSHKA = event("Chastushka", "Run - Sabotage", faction="anarch", cost=3, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, sabotage 4. <em>(The Corp trashes 4 cards of their "
    "choice from HQ and/or the top of R&D.)</em>",),
    on_play=run_event(instead_of_breaching("HQ", sabotage(4), "Chastushka")),
    decisions=("Chastushka choice",))


CLEAN_GETAWAY = event("Clean Getaway", "Run", faction="criminal", cost=3, inf=2, text=(
    "Run any server. If successful, gain 6[c].",),
    on_play=run_event(whenever("successful", gain(6), starts="Run any server")))

COMPILE = event("Compile", "Run", faction="shaper", cost=2, inf=3, text=(
    "Make a run. The first time you encounter a piece of ice during this run, you may search your stack or "
    "heap for a program and install it, ignoring all costs. When the run ends, add that program to the "
    "bottom of your stack if it is still installed.",), on_play=_compile,
    decisions=("Compile choice", "Compile target"))


CREATIVE_COMMISSION = event("Creative Commission", "", faction="shaper", cost=1, inf=2, text=(
    "Gain 5[c]. If you have any [click] remaining, lose [click].",),
    on_play=on_play(seq(gain(5), when(_creative_commission_click, lose_clicks(1, "runner")))))


def _chrysopoeian(game: Game, ctx: Ctx) -> None:
    """Chrysopoeian Skimming: the Corp may reveal an agenda from HQ ("Chrysopoeian Skimming choice"); if they
    do, the Runner gains [click] and draws 1; otherwise the Runner looks at the top 3 cards of R&D."""
    from rulesdb.engine.cards.primitives.players import draw, gain_clicks
    agendas = list(dict.fromkeys(c.title for c in game.corp.hand if c.card.facts.type == "agenda"))
    answer = game.decider.ask("Chrysopoeian Skimming choice", ["no", *agendas], "Corp") if agendas else "no"
    if answer != "no":
        game.trace.add(f"{ctx.by}: the Corp reveals {answer} from HQ.", cites.cr("rule_reveal"))
        revealed(game, "corp", 1)
        gain_clicks(1)(game, ctx)
        draw(1)(game, ctx)
        return
    top = [c.title for c in game.corp.deck[:3]]
    game.trace.add(f"{ctx.by}: the Runner looks at the top {counted(len(top), 'card')} of R&D: "
                   f"{', '.join(top) or 'none'}.",
                   cites.cr("rule_look_reveal_instruction"))


CHRYSOPOEIAN_SKIMMING = event("Chrysopoeian Skimming", "", faction="criminal", cost=1, inf=1, text=(
    "The Corp may reveal an agenda from HQ. If they do, gain [click] and draw 1 card. Otherwise, look at the top 3 "
    "cards of R&D.",), on_play=on_play(_chrysopoeian), decisions=("Chrysopoeian Skimming choice",))


def _trash_rezzed_copy(game: Game, ctx: Ctx) -> None:
    """Charm Offensive: the Runner may trash 1 rezzed copy of a card accessed in Archives during that run."""
    from rulesdb.engine.effects.trashing import trash
    record = game.runs[-1] if game.runs else {}
    accessed = set(record.get("accessed", ())) if record.get("server") == "Archives" else set()
    copies = [o for o in game.installed() if o.owner == "corp" and o.rezzed and o.title in accessed]
    titles = labels(game, copies, "runner")
    answer = game.decider.ask("Charm Offensive target", ["no", *titles], "Runner") if copies else "no"
    if answer != "no":
        trash(game, copies[titles.index(answer)], ctx.by, who="runner")


CHARM_OFFENSIVE = event("Charm Offensive", "Run", faction="anarch", cost=0, inf=2, text=(
    "Run Archives. When that run ends, you may trash 1 rezzed copy of a card you accessed in Archives during that "
    "run.",), on_play=run_event(when_run_ends(_trash_rezzed_copy, starts="Run Archives")),
    decisions=("Charm Offensive target",))


def _concerto(game: Game, card, server) -> None:
    """Concerto: the top card of the stack is revealed; credits equal to its printed play or install cost go on the
    event, the card to the grip; then the run, during which the hosted credits may pay for anything."""
    stack = game.runner.deck
    if stack:
        top = stack.pop(0)
        card.counters["credits"] = top.card.facts.cost or 0
        game.runner.hand.append(game.change_zone(top, "grip"))
        game.trace.add(f"Concerto: the Runner reveals {top.title}; {card.counters['credits']}[c] are placed on "
                       f"Concerto and {top.title} is added to the grip.", cites.cr("rule_reveal"),
                       cites.CREDITS_ON_CARDS)
    spend = during_the_run("hosted-credits-in-pool", lambda game, obj, payment: card,
                           "Concerto: you can spend its hosted credits during that run", starts="Run any server")
    run_event(spend)(game, card, server)


CONCERTO = event("Concerto", "Run", faction="criminal", cost=0, inf=2, text=(
    "Reveal the top card of your stack and place credits equal to its printed play or install cost on this event. "
    "Add the revealed card to your grip.", "Run any server. You can spend hosted credits during that run."),
    on_play=_concerto)


def _per_connection(game: Game, ctx: Ctx) -> None:
    """Calling in Favors: 1[c] for each installed connection resource."""
    gain(sum(1 for o in game.installed() if o.owner == "runner" and o.card.facts.type == "resource"
             and game.has_subtype(o, "connection")
             and game.is_active(o)))(game, ctx)


CALLING_IN_FAVORS = event("Calling in Favors", "", faction="criminal", cost=0, inf=1, text=(
    "Gain 1[c] for each installed connection resource.",), on_play=on_play(_per_connection))


def _search_install_then_tag(game: Game, ctx: Ctx) -> None:
    """Code Siphon: the Runner may search the stack for a program they could install ("Code Siphon target", `no`
    finds none), installs it paying 3[c] less for each piece of ice protecting R&D, and takes 1 tag; the search,
    its shuffle and checkpoint, and the install are every search-and-install's (`piles.search_stack`)."""
    search_stack("program", "install", optional=True, less=lambda g: 3 * len(g.servers["R&D"].ice))(game, ctx)
    give_tags(1)(game, ctx)


CODE_SIPHON = event("Code Siphon", "Run", faction="shaper", cost=0, inf=4, text=(
    "Run R&D. If successful, instead of breaching R&D, you may search your stack for 1 program. Install it, paying "
    "3[c] less for each piece of ice protecting R&D, and then take 1 tag.",),
    on_play=lambda game, card, server: run_event(instead_of_breaching("R&D", _search_install_then_tag, "Code Siphon"))(
        game, card, "R&D"), decisions=("Code Siphon target",))


def _rez_or_run(game: Game, card, server) -> None:
    """Cyber Threat: the Corp may rez 1 piece of ice protecting the chosen server ("Cyber Threat target", or `no`),
    paying its costs; if they do not, the Runner runs that server, during which the Corp cannot rez ice."""
    from rulesdb.engine.timing.flow import offer_rez
    ice = [o for o in game.servers[server].ice if not o.rezzed]
    titles = labels(game, ice, "corp")
    choice = game.decider.ask("Cyber Threat target", [*titles, "no"], "Corp") if ice else "no"
    if choice != "no" and offer_rez(game, ice[titles.index(choice)], forced=True):
        return
    game.trace.add("Cyber Threat: the Corp rezzes no ice, so the Runner runs the server.",
                   cites.cr("rule_choice_instruction"))
    run_event(during_the_run("cannot-rez", lambda game, card, subject: subject.is_ice,
                             "The Corp cannot rez ice during that run.", starts="Choose a server"))(game, card, server)


CYBER_THREAT = event("Cyber Threat", "Priority", faction="anarch", cost=1, inf=3, text=(
    "Play only as your first [click].",
    "Choose a server. The Corp may rez 1 piece of ice protecting that server. If they do not, run that server. The "
    "Corp cannot rez ice during that run."), playable=play_only_as_first_click, on_play=_rez_or_run,
    decisions=("Cyber Threat target",))
