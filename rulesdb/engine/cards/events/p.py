"""Events whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import play_only_as_first_click
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import during_the_run, instead_of_breaching, run_event
from rulesdb.engine.cards.installing import install_one
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, remove_tags, threat_met
from rulesdb.engine.cards.primitives.run import run_server_choice
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.effects.pools import give_tags
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.only_choice import ask_must


def _root_card(game: Game, card, server: str) -> str:
    """"<title> in <server>", or an unrezzed card as the Runner sees it ("unrezzed card in the root of Server 2")."""
    from rulesdb.engine.state.visibility import label_for
    label = label_for(game, card, "runner")
    return f"{card.title} in {server}" if label == card.title else label


def _access_a_root_card_elsewhere(game: Game, attacked: str) -> None:
    """Pinhole Threading, instead of breaching: the Runner picks 1 card in the root of another server ("Pinhole
    Threading target": "<title> in <server>", an unrezzed card by where it is) and accesses it outside a breach; an
    agenda cannot be stolen or trashed during this access ("cannot" beats "can", cr/rule_cannot_precedence)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    from rulesdb.engine.run.access import access_card
    found = {_root_card(game, c, name): (c, name) for name, server in game.servers.items() if name != attacked
             for c in server.root}
    if not found:
        game.trace.add("Pinhole Threading: no other server has a card in its root, so nothing is accessed.",
                       cites.cr("rule_candidates_already_accessed"))
        return
    card, server = found[ask_must(game, "Pinhole Threading target", list(found), "Runner", cites.C_TARGETS)]
    if card.card.facts.type == "agenda":
        for action, verb in (("steal", "steal"), ("runner-trash", "trash")):  # two effects, each said once
            lasting(game, f"cannot-{action}", lambda g, obj, subject, card=card: subject is card,
                    f"Pinhole Threading: you cannot {verb} it during this access", "run", "Pinhole Threading")
    access_card(game, card, server)


def _pinhole_replacement(game: Game, card, target: str):
    return lambda game: _access_a_root_card_elsewhere(game, target)


PINHOLE_THREADING = event("Pinhole Threading", "Run", faction="criminal", cost=1, inf=1, text=(
    "Run any server. If successful, instead of breaching the attacked server, access 1 card in the root of another "
    "server. If that card is an agenda, you cannot steal or trash it during this access.",),
    on_play=run_event(during_the_run("breach-replacement", _pinhole_replacement, "instead of breaching the attacked "
                                     "server, access 1 card in the root of another server", if_successful=True)),
    decisions=("Pinhole Threading target",))


def _not_tagged(game: Game, card) -> str:
    """"Play only if you are not tagged" (cr/rule_act_restriction)."""
    return "the Runner is tagged" if game.runner.tags else ""


def _heap_install(kind: str, less: int):
    def resolve(game: Game, ctx: Ctx) -> None:
        heap = game.runner.discard
        install_one(game, ctx, list(heap), heap, f"Privileged Access {kind}", less=less, types=(kind,))
    return resolve


def _take_a_tag_then_install(game: Game, ctx: Ctx) -> None:
    """Privileged Access, instead of breaching Archives: 1 tag; only if it is taken (not avoided), its two "when you
    take a tag with this event" abilities: a resource from the heap 2[c] less and, at Threat 3, a program; both the
    Runner's, so at Threat 3 they name which resolves first ("Privileged Access choice",
    cr/rule_reaction_window_pending_abilities_unordered)."""
    if not give_tags(game, 1, ctx.by):
        game.trace.add(f"{ctx.by}: no tag was taken with this event, so nothing is installed.", cites.C_TAG)
        return
    abilities = {"resource": _heap_install("resource", 2)}
    if threat_met(game, 3, "Privileged Access"):
        abilities["program"] = _heap_install("program", 0)
    first = "resource" if len(abilities) == 1 else \
        game.decider.ask("Privileged Access choice", list(abilities), "Runner")
    for name in (first, *(n for n in abilities if n != first)):
        abilities[name](game, Ctx(ctx.source, "runner", ctx.by))


PRIVILEGED_ACCESS = event("Privileged Access", "Run", faction="anarch", cost=0, inf=2, text=(
    "Play only if you are not tagged.",
    "Run Archives. If successful, instead of breaching Archives, take 1 tag.",
    "When you take a tag with this event, you may install 1 resource from your heap, paying 2[c] less.",
    "Threat 3 → When you take a tag with this event, you may install 1 program from your heap."),
    playable=_not_tagged,
    on_play=run_event(instead_of_breaching("Archives", _take_a_tag_then_install, "Privileged Access")),
    decisions=("Privileged Access choice", "Privileged Access resource", "Privileged Access program"))


PROCESS_AUTOMATION = event("Process Automation", "", faction="neutral-runner", cost=0, inf=1,
                           text=("Gain 2[c] and draw 1 card.",), on_play=on_play(seq(gain(2), draw(1))))


def _push_your_luck(game: Game, ctx: Ctx) -> None:
    """Push Your Luck: the Runner secretly spends X[c] ("Push Your Luck X"), the Corp guesses even or odd ("Push
    Your Luck choice"); the spent credits are revealed, and a wrong guess gives the Runner 2X[c]."""
    from rulesdb.engine.cards.primitives.players import gain
    from rulesdb.engine.cards.shared import ask_number
    from rulesdb.engine.effects.costs import Payment, pay
    x = ask_number(game, "Push Your Luck X", game.runner.credits, "Runner", "credits to spend")
    guess = game.decider.ask("Push Your Luck choice", ["even", "odd"], "Corp")
    if x:
        pay(game, Payment("runner", x, "ability", f"{ctx.by} (secretly spent)"), cites.COST)
    right = guess == ("odd" if x % 2 else "even")
    game.trace.add(f"{ctx.by}: the Runner spent {x}[c] ({'odd' if x % 2 else 'even'}); the Corp guessed {guess}, "
                   f"{'rightly' if right else 'wrongly'}.", cites.cr("rule_bid_secretly_spend"), key=True)
    if not right:
        gain(2 * x)(game, ctx)


PUSH_YOUR_LUCK = event("Push Your Luck", "", faction="criminal", cost=2, inf=1, text=(
    "Secretly spend any number of credits. The Corp guesses if you spent an even or odd amount. Reveal spent credits. "
    "If the Corp guessed incorrectly, gain credits equal to twice the amount spent.",),
    on_play=on_play(_push_your_luck), decisions=("Push Your Luck X", "Push Your Luck choice"))


def _planned_assault(game: Game, ctx: Ctx) -> None:
    """Planned Assault: the Runner finds a run event in the stack that they could play ("Planned Assault target", or
    `no`: `finding.ask_found`; a search followed by a play finds only a card that can be played,
    cr/rule_valid_search_target_install_play), which leaves the stack, set aside while the stack is shuffled
    (cr/rule_searched_cards_set_aside, cr/rule_shuffle_deck_after_search); then it is played from there paying its
    play cost, ignoring its additional costs; its server is the one it names, or the Runner's choice among those it
    allows ("Planned Assault choice")."""
    from dataclasses import replace

    from rulesdb.engine.effects.finding import ask_found
    from rulesdb.engine.effects.play_costs import why_unplayable
    from rulesdb.engine.effects.searches import stack_search_ends
    from rulesdb.engine.state.carddef import fixed_server, server_choice
    from rulesdb.engine.turns.actions import Action, play_card
    runs = [c for c in game.runner.deck if c.card.facts.has("run")]
    why = {c.title: why_unplayable(game, "runner", c, ignore_additional=True) for c in runs}
    fits = [c for c in runs if not why[c.title]]
    notes = [f"{title}: {reason}" for title, reason in why.items() if reason]
    card, _ = ask_found(game, "stack", fits, "Planned Assault target", "Runner", notes=notes)
    stack_search_ends(game, [card] if card is not None else [], ctx.by)  # Personality Profiles
    if card is None:
        return
    server = fixed_server(card.card)
    if server is None:
        allowed = server_choice(card.card)
        servers = [name for name in game.servers if allowed is None or allowed[1](name, game)]
        server = run_server_choice(game, "Planned Assault choice", servers, ctx.by)
    base = game.doing or Action("runner", "play", "", 0)
    play_card(game, replace(base, player="runner", verb="play", text=f"play {card.title}", card=card.title,
                            server=server, host=None), [card], ignore_additional=True)


PLANNED_ASSAULT = event("Planned Assault", "Double", faction="criminal", cost=2, inf=2, text=(
    "As an additional cost to play this event, spend [click].",
    "Search your stack for a run event and play that run event (paying its play cost), ignoring any additional "
    "costs. Shuffle your stack."), play_costs=(Clicks(1),), on_play=on_play(_planned_assault),
    decisions=("Planned Assault target", "Planned Assault choice"))


def _2_plus_doubles_in_heap(game: Game, ctx: Ctx) -> None:
    doubles = sum(1 for c in game.runner.discard if c.card.facts.type == "event" and c.card.facts.has("double"))
    gain(2 + doubles)(game, ctx)


POWER_NAP = event("Power Nap", "Double", faction="shaper", cost=0, inf=2, text=(
    "As an additional cost to play this event, spend [click].",
    "Gain 2[c]. Gain an additional 1[c] for each double event in your heap."), play_costs=(Clicks(1),),
    on_play=on_play(_2_plus_doubles_in_heap))


PAPER_TRIPPING = event("Paper Tripping", "Priority", faction="criminal", cost=4, inf=2, text=(
    "Play only as your first [click].", "Remove all tags."), playable=play_only_as_first_click,
    on_play=on_play(lambda game, ctx: remove_tags(game.runner.tags)(game, ctx)))
