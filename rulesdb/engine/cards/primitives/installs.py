"""Installing and playing from a pile within an effect: the Corp installing from HQ, Archives or R&D, playing
an operation from HQ or Archives; the Runner installing or playing from the heap."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL, CardObj
from rulesdb.engine.state.only_choice import ask_must


def from_heap(card_type: str, then: str) -> Effect:
    """"Install a program / play an event from your heap (paying its cost)": the Runner chooses the
    card ("<card> target") and, for a run event that names no server, the server ("<card> choice")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.cards.primitives.run import run_server_choice
        from rulesdb.engine.state.carddef import fixed_server, server_choice

        found = [c for c in game.runner.discard if c.card.facts.type == card_type]
        chosen = choose(game, ctx, found, "Runner", f"there is no {card_type} in the heap", cites.C_PAID)
        if chosen is None:
            return
        card, choice = chosen.card, chosen.title
        server = fixed_server(card) if then == "play" else None
        if then == "play" and card.facts.has("run") and not server:
            allowed = server_choice(card)  # "Run HQ or R&D.", "Run a remote server.": only those
            servers = [name for name in game.servers if allowed is None or allowed[1](name, game)]
            server = run_server_choice(game, f"{ctx.source.title} choice", servers, ctx.by)
        game.trace.add(f"{ctx.by}: the Runner {then}s {choice} from the heap.", cites.C_PAID)
        heap_card(game, then, choice, server)
    return resolve


def heap_card(game: Game, verb: str, title: str, server: str | None = None) -> None:
    """The Runner installs (`verb` "install") or plays ("play") the card named `title` from the heap, paying its
    cost, within the action being carried out."""
    from dataclasses import replace

    from rulesdb.engine.turns import actions, runner_installs
    from rulesdb.engine.turns.actions import Action
    base = game.doing or Action("runner", verb, "", 0)
    action = replace(base, player="runner", verb=verb, text=f"{verb} {title}", card=title, server=server, host=None)
    (actions.play_card if verb == "play" else runner_installs.install_runner_card)(game, action, game.runner.discard)


CORP_INSTALLABLE = ("ice", "asset", "upgrade", "agenda")


def installs_asked(title: str) -> tuple[str, ...]:
    """The decision names corp_installs() asks for a card."""
    return (f"{title} install", f"{title} install where")


def install_places(game: Game, card: CardObj, remote_root: bool = False) -> list[str]:
    """The servers an ability may install `card` in: an asset or agenda only in a remote server's root
    (cr/rule_agenda_asset_root_remote_server), as `remote_root` asks of any card; a card whose own text limits its
    root ("Remote server only.", "Install only in the root of HQ.": `refused_root`) only there; other ice anywhere."""
    remote_only = remote_root or card.card.facts.type in ("asset", "agenda")
    return [s for s in game.servers if not (remote_only and s in CENTRAL) and not _own_limit(card, s)]


def corp_places(game: Game, card: CardObj, remote_root: bool = False) -> list[str]:
    """What an "install where" question offers the Corp for `card`: `install_places`, and `new remote` while the Corp
    may still create one (cr/rule_limit_remote_servers) and the card's own text lets it go there, so an option the
    install would then refuse is never offered."""
    from rulesdb.engine.turns.corp_actions import remote_limit_reached
    fresh = [] if remote_limit_reached(game) or _own_limit(card, "new remote") else ["new remote"]
    return [*install_places(game, card, remote_root), *fresh]


def _own_limit(card: CardObj, server_name: str) -> str:
    """Why the card's own text keeps it out of `server_name`'s root, or "" (ice is never installed in a root)."""
    from rulesdb.engine.turns.root_limits import refused_root
    return "" if card.is_ice else refused_root(card, server_name)


def corp_installs(*piles: str, ignore_cost: bool = False, top: int = 0, not_here: bool = False,
                  types: tuple[str, ...] = CORP_INSTALLABLE, remote_root: bool = False, which=None,
                  elsewhere: bool = False, optional: bool = True) -> Effect:
    """"You may install 1 card from HQ or Archives (ignoring the install cost)": the Corp names the
    card ("<card> install", or `no`) and where ("<card> install where": a server, or `new remote`);
    `piles` are hq, archives, rd (with `top`: only the top N cards of R&D, looked at); `not_here`:
    not in the root of the source's own server; `elsewhere`: nowhere in or protecting it ("another server");
    `types`: the card types it may install ("non-agenda"); `remote_root`: "in the root of a remote server"
    (no ice, no central server); `which(card)`: only the cards it accepts ("1 facedown card"); `optional=False`:
    "Install 1 card" without "you may", so `no` is not an answer while a card qualifies.
    The card declares both names
    (`decisions=installs_asked("<card>")`)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.turns.corp_actions import install_card, new_remote_name
        from rulesdb.errors import ScenarioError
        zones = {"hq": game.corp.hand, "archives": game.corp.discard, "rd": game.corp.deck}
        from rulesdb.engine.cards.pile_choice import by_title_and_pile
        found = by_title_and_pile([(c, p, zones[p]) for p in piles for c in (zones[p][:top] if p == "rd" and top
                                                                              else zones[p])
                                   if c.card.facts.type in types and not (remote_root and c.is_ice)
                                   and (which is None or which(c))])
        name = ctx.source.title if ctx.source else ctx.by
        options = [*found, *(["no"] if optional else [])]
        choice = "no" if not found else game.decider.ask(f"{name} install", options, "Corp") if optional else \
            ask_must(game, f"{name} install", options, "Corp", cites.C_TARGETS)
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp installs no card.", cites.C_CORP_INSTALL)
            return
        card, _, pile = found[choice]
        def barred(where: str) -> str:
            """Why `card` cannot go to server `where` ("" when it can): the question offers only where it can."""
            if remote_root and where in CENTRAL:
                return "only the root of a remote server"
            if elsewhere and where == game.server_of(ctx.source):
                return f"{card.title} must be installed in the root of or protecting another server"
            if not_here and not card.is_ice and where == game.server_of(ctx.source):
                return (f"{card.title} cannot be installed in the root of {where} (\"You cannot install that card in "
                        "the root of this server\")")
            if where not in install_places(game, card, remote_root):
                return _own_limit(card, where) or \
                    f"{card.title} cannot be installed in the root of {where} (only in a remote server)"
            return ""

        places = [s for s in corp_places(game, card, remote_root) if s not in game.servers or not barred(s)]

        def check(value):
            if value in places:
                return value
            raise ValueError(barred(str(value)) if value in game.servers else f"{value!r} is not one of the options")
        where = ask_must(game, f"{name} install where", places, "Corp", cites.C_CHOSEN_ON_RESOLVING, check=check)
        if where == "new remote":
            where = new_remote_name(game)

        def refuse(message: str):
            raise ScenarioError(f"{game.decider.source}: {name}: {message}")
        return install_card(game, card, pile, where, refuse, ignore_cost=ignore_cost)  # the installed object
    return resolve


def corp_plays_operation(pile: str, *, subtype: str = "", then_remove: bool = False) -> Effect:
    """"You may play 1 (<subtype>) operation from HQ / Archives" (paying its costs): the Corp names it ("<card>
    play", or `no`); `then_remove`: "After it resolves, remove it from the game"."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from dataclasses import replace

        from rulesdb.engine.turns.actions import Action, play_card
        zone = game.corp.hand if pile == "hq" else game.corp.discard
        found = [c for c in zone if c.card.facts.type == "operation" and (not subtype or c.card.facts.has(subtype))]
        titles = list(dict.fromkeys(c.title for c in found))
        name = ctx.source.title if ctx.source else ctx.by
        choice = game.decider.ask(f"{name} play", [*titles, "no"], "Corp") if found else "no"
        if choice == "no":
            game.trace.add(f"{ctx.by}: the Corp plays no operation.", cites.PLAY_EVENT)
            return
        base = game.doing or Action("corp", "play", "", 0)
        play_card(game, replace(base, player="corp", verb="play", text=f"play {choice}", card=choice, server=None,
                                host=None), None if pile == "hq" else zone, then_remove=then_remove)
    return resolve
