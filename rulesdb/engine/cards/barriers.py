"""Barriers: walls of "End the run." with a twist in strength, damage or what they trash."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
    lose_clicks_to_break,
    own_subroutines,
    paid,
    when_passed,
    when_rezzed,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    damage,
    end_the_run,
    gain,
    give_tags,
    seq,
    threat_level,
    trash_from_hq_to,
    trash_installed,
    trash_program,
    trash_self,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costtypes import TrashSelf
from rulesdb.engine.state.thisserver import this_server

ETR = end_the_run


def _advancements(game, card) -> int:
    return card.counters.get("advancement", 0)


def _protecting_remote(game, card) -> int:
    place = game.locate(card)
    return 2 if place and place[0].name not in ("HQ", "R&D", "Archives") else 0


def _no_fracter(game, card) -> int:
    fracters = [o for o in game.runner.play if o.card.facts.has("fracter")]
    return 0 if fracters else 7


def _pharos(game, card) -> int:
    return 5 if _advancements(game, card) >= 3 else 0


def _ice_protecting_this(game, ctx) -> None:
    server = this_server(game, ctx.source)  # also after it left, or from Archives (cr/rule_this_server)
    count = len(server.ice) if server is not None else 0
    gain(count)(game, ctx)


def _install_ice_inward(game, ctx) -> None:
    """Brân 1.0: "You may install 1 piece of ice from HQ or Archives directly inward from this ice"."""
    from rulesdb.engine.effects.icemoves import install_ice_at, inward_of
    where = inward_of(game, ctx.source, ctx.by)
    found = [o for o in game.corp.hand + game.corp.discard if o.is_ice]
    titles = [o.title for o in found]
    choice = game.decider.ask("Brân 1.0 target", [*titles, "no"], "Corp") if found and where else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Corp installs no ice.")
        return
    install_ice_at(game, found[titles.index(choice)], *where, ctx.by)


def _run_on_this_server(game, card) -> bool:
    place = game.locate(card)
    return game.run is not None and not game.run.ended and place is not None \
        and place[0].name == game.run.server


def _fully_broken(game, card, event) -> bool:
    return event.subject is card


PALISADE = ice("Palisade", "Barrier", faction="neutral-corp", cost=3, strength=2, inf=0, text=(
    "While this ice is protecting a remote server, it gets +2 strength.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=_protecting_remote)
WRAPAROUND = ice("Wraparound", "Barrier", faction="nbn", cost=2, strength=0, inf=1, text=(
    "While there are no installed fracter programs, this ice gets +7 strength.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=_no_fracter)
ELI = ice("Eli 1.0", "Barrier - Bioroid", faction="haas-bioroid", cost=3, strength=4, inf=1, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] End the run.", "[sub] End the run."), subs=(ETR, ETR), breaker=lose_clicks_to_break())
WALL_OF_THORNS = ice("Wall of Thorns", "Barrier - AP", faction="jinteki", cost=8, strength=5, inf=1,
                     text=("[sub] Do 2 net damage.", "[sub] End the run."),
                     subs=(damage("net", 2), ETR))
HADRIANS_WALL = ice("Hadrian's Wall", "Barrier", faction="weyland-consortium", cost=10, strength=7,
                    inf=3, text=("Hadrian's Wall can be advanced and has +1 strength for each "
                                 "advancement token on it.", "[sub] End the run.", "[sub] End the run."),
                    subs=(ETR, ETR), strength_bonus=_advancements)
FIRE_WALL = ice("Fire Wall", "Barrier", faction="weyland-consortium", cost=5, strength=5, inf=2, text=(
    "Fire Wall can be advanced and gains +1 strength for each advancement token on it.",
    "[sub] End the run."), subs=(ETR,), strength_bonus=_advancements)
PAPER_WALL = ice("Paper Wall", "Barrier", faction="neutral-corp", cost=0, strength=1, inf=0, text=(
    "When the Runner fully breaks this ice, trash it.", "[sub] End the run."), subs=(ETR,),
    on=(whenever("fully-broken", trash_self, _fully_broken),))
VANILLA = ice("Vanilla", "Barrier", faction="neutral-corp", cost=0, strength=0, inf=0,
              text=("[sub] End the run.",), subs=(ETR,))
SPIDERWEB = ice("Spiderweb", "Barrier", faction="weyland-consortium", cost=4, strength=2, inf=2,
                text=("[sub] End the run.",) * 3, subs=(ETR,) * 3)
HEIMDALL = ice("Heimdall 1.0", "Barrier - Bioroid - AP", faction="haas-bioroid", cost=8, strength=6,
               inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                            "this ability.", "[sub] Do 1 core damage.", "[sub] End the run.",
                            "[sub] End the run."),
               subs=(damage("core", 1), ETR, ETR), breaker=lose_clicks_to_break())
PHAROS = ice("Pharos", "Barrier", faction="weyland-consortium", cost=7, strength=5, inf=3, text=(
    "You can advance this ice. It gets +5 strength while there are 3 or more hosted advancement "
    "counters.", "[sub] Give the Runner 1 tag.", "[sub] End the run.", "[sub] End the run."),
    subs=(give_tags(1), ETR, ETR), strength_bonus=_pharos)
BORDER_CONTROL = ice("Border Control", "Barrier", faction="weyland-consortium", cost=4, strength=1,
                     inf=3, text=("[trash]: End the run. Use this ability only during a run on this "
                                  "server.", "[sub] Gain 1[c] for each piece of ice protecting this "
                                  "server.", "[sub] End the run."),
                     subs=(_ice_protecting_this, ETR),
                     on=(paid(TrashSelf(), effect=ETR, when=_run_on_this_server),))
SELF_ADAPTING = ice("Self-Adapting Code Wall", "Barrier", faction="neutral-corp", cost=3, strength=1,
                    inf=0, text=("The strength of Self-Adapting Code Wall cannot be lowered.",
                                 "[sub] End the run."), subs=(ETR,),
                    on=(constant("cannot-lower-strength", lambda game, card, ice: ice is card, starts="The strength"),))
def _logjam_counters(game, ctx) -> None:
    """Logjam: 1 advancement counter, plus 1 for each card type among faceup cards in Archives."""
    from rulesdb.engine.effects.common import add_counters
    types = {c.card.facts.type for c in game.corp.discard if c.faceup}
    add_counters(game, ctx.source, "advancement", 1 + len(types), ctx.by)


LOGJAM = ice("Logjam", "Barrier", faction="weyland-consortium", cost=6, strength=0, inf=2, text=(
    "You can advance this ice. It gets +1 strength for each hosted advancement counter.",
    "When you rez this ice, place 1 advancement counter on it plus 1 advancement counter for each "
    "card type among faceup cards in Archives.",
    "[sub] Gain 2[c]. End the run.", "[sub] End the run.", "[sub] End the run."),
    subs=(seq(gain(2), ETR), ETR, ETR), strength_bonus=_advancements,
    on=(when_rezzed(_logjam_counters, starts="When you rez"),))

BASTION = ice("Bastion", "Barrier", faction="neutral-corp", cost=4, strength=4, inf=0,
              text=("[sub] End the run.",), subs=(ETR,))
ENVELOPE = ice("Envelope", "Barrier - AP", faction="jinteki", cost=4, strength=3, inf=2,
               text=("[sub] Do 1 net damage.", "[sub] End the run."), subs=(damage("net", 1), ETR))
KAKUGO = ice("Kakugo", "Barrier - AP", faction="jinteki", cost=4, strength=1, inf=3, text=(
    "When the Runner passes Kakugo, do 1 net damage.", "[sub] End the run."), subs=(ETR,),
    on=(when_passed(damage("net", 1), starts="When the Runner passes"),))

BRAN = ice("Brân 1.0", "Barrier - Bioroid", faction="haas-bioroid", cost=6, strength=6, inf=2, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] You may install 1 piece of ice from HQ or Archives directly inward from this ice, ignoring all "
    "costs.",
    "[sub] End the run.", "[sub] End the run."),
    subs=(_install_ice_inward, ETR, ETR), decisions=("Brân 1.0 target",), breaker=lose_clicks_to_break())
ASHIGARU = ice("Ashigaru", "Barrier", faction="jinteki", cost=9, strength=4, inf=3, text=(
    'Ashigaru gains "[sub] End the run." for each card in HQ.',),
    on=(own_subroutines(lambda game, card: len(game.corp.hand), "End the run.", ETR, starts="Ashigaru gains"),))


def _plus_2_at_threat_4(game, card, ice) -> int:
    """Boto: "Threat 4 → This ice gets +2 strength" while either player has 4 or more agenda points."""
    return 2 if ice is card and threat_level(game) >= 4 else 0


BOTO = ice("Boto", "Barrier - AP", faction="jinteki", cost=6, strength=4, inf=2, text=(
    "Threat 4 → This ice gets +2 strength. <em>(This ability is active if any player has 4 or more agenda "
    "points.)</em>",
    "[sub] Do 2 net damage.",
    "[sub] You may trash 1 card from HQ to end the run.",
    "[sub] You may trash 1 card from HQ to end the run."),
    subs=(damage("net", 2), trash_from_hq_to(end_the_run), trash_from_hq_to(end_the_run)),
    on=(constant("ice-strength", _plus_2_at_threat_4, starts="Threat 4"),), decisions=("Boto target",))


DEFINITIONS = (BRAN, ASHIGARU, BASTION, ENVELOPE, KAKUGO, PALISADE, WRAPAROUND, ELI, WALL_OF_THORNS, HADRIANS_WALL,
               FIRE_WALL, PAPER_WALL, VANILLA, SPIDERWEB, HEIMDALL, PHAROS, BORDER_CONTROL, SELF_ADAPTING, LOGJAM,
               BOTO)


def _swap_with_hq_ice(game, ctx) -> None:
    """Tatu-Bola: swap it with a piece of ice from HQ; if the Corp does, it gains 4[c]. The swap and the
    gain are separate instructions, with a checkpoint between them."""
    from rulesdb.engine.effects.swaps import swap_with_hq
    from rulesdb.engine.effects.triggers import checkpoint
    found = [c for c in game.corp.hand if c.is_ice]
    titles = [c.title for c in found]
    swap_with_hq(game, ctx.source, found[titles.index(game.decider.ask("Tatu-Bola target", titles, "Corp"))], ctx.by)
    checkpoint(game)
    gain(4)(game, ctx)


TATU_BOLA = ice("Tatu-Bola", "Barrier", faction="jinteki", cost=2, strength=1, inf=2, text=(
    "When the Runner passes this ice, you may swap it with a piece of ice from HQ. If you do, gain 4[c]. "
    "<em>(The new ice is installed unrezzed. You do not pay an install cost.)</em>", "[sub] End the run."),
    subs=(ETR,),
    on=(whenever("pass", _swap_with_hq_ice, lambda game, card, event: event.subject is card, structure="run",
                 optional="use Tatu-Bola", usable=lambda game, pending: "" if any(c.is_ice for c in game.corp.hand)
                 else "there is no ice in HQ"),),
    decisions=("Tatu-Bola target",))
DEFINITIONS = DEFINITIONS + (TATU_BOLA,)


TITHONIUM = ice("Tithonium", "Barrier - Destroyer", faction="weyland-consortium", cost=9, strength=5, inf=2, text=(
    "You may forfeit an agenda to rez Tithonium instead of paying its rez cost.",
    "Tithonium cannot host cards.",
    "[sub] Trash 1 program.", "[sub] Trash 1 program.", "[sub] Trash 1 resource and end the run."),
    subs=(trash_program, trash_program, seq(trash_installed("resource"), end_the_run)),
    on=(constant("forfeit-pays-rez", lambda game, card, cost: cost, starts="You may forfeit"),
        constant("cannot-host", lambda game, card, subject: True, starts="Tithonium cannot")),
    decisions=("forfeit for Tithonium",))
DEFINITIONS = DEFINITIONS + (TITHONIUM,)
