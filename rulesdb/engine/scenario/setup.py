"""Building the starting Game from a Scenario: every card becomes an object in its zone.

Installed cards start as they are described (rezzed, hosted credits, a Femme Fatale target);
the first trace step summarises the set-up.
"""

from __future__ import annotations

import re

from rulesdb.engine import cites
from rulesdb.engine.cards import lookup
from rulesdb.engine.scenario.earlier import lay_used
from rulesdb.engine.scenario.reader import Placed, Scenario
from rulesdb.engine.scenario.trace import Trace
from rulesdb.engine.state.decisions import Decider
from rulesdb.engine.state.earlier_this_turn import Used
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import NOT_INSTALLED, PLAY_AREA, CardObj, Server
from rulesdb.engine.state.unseen_blank import chooses_as_turn_begins
from rulesdb.engine.state.unseen_lasting import lay_stated, stated
from rulesdb.engine.state.unseen_rez_blank import says_what_it_chose
from rulesdb.errors import ScenarioError

# "removed": the removed-from-game zone, where nothing moves a card out (cr/rule_rfg_no_interaction)
CORP_ZONES = (("hq", "hand"), ("rd", "deck"), ("archives", "discard"), ("score_area", "score"), ("removed", "removed"))
RUNNER_ZONES = (("grip", "hand"), ("stack", "deck"), ("heap", "discard"), ("score_area", "score"),
                ("removed", "removed"))


def build(scenario: Scenario, overrides: dict, seed: int) -> Game:
    """The game as the scenario's starting state describes it."""
    game = Game(Trace(scenario.example), Decider(scenario.decisions, overrides, scenario.path), seed)
    corp, runner = game.corp, game.runner
    corp.credits, runner.credits = scenario.corp.credits, scenario.runner.credits
    corp.bad_publicity = scenario.corp.count("bad_publicity")
    runner.tags = scenario.runner.count("tags")
    runner.link = scenario.runner.count("link")
    runner.memory_limit = scenario.runner.count("memory_limit", 4)
    # the maximum hand size before identities, cards and core damage taken (`core_damage`) change it
    corp.hand_size, runner.hand_size = scenario.corp.count("hand_size", 5), scenario.runner.count("hand_size", 5)
    runner.core_damage = scenario.runner.count("core_damage")  # taken before the board: it lowers the hand size
    runner.hand_size -= runner.core_damage  # (cr/rule_max_hand_size_core_damage)
    for player, side in ((corp, scenario.corp), (runner, scenario.runner)):
        if side.identity:
            player.identity = game.new_object(lookup(side.identity), player.side, PLAY_AREA)
            if player.identity.card.recurring:
                player.identity.counters["credits"] = player.identity.card.recurring_credits(game, player.identity)
        if side.current:  # a lockdown laid out here is no current: it stays until the Corp's turn begins
            laid = _object(game, side.current, player.side, PLAY_AREA)
            if laid.card.facts.has("lockdown"):
                game.lockdowns.append(laid)
            else:
                game.current = laid
    game.unlaid = {f"corp.{zone}" for zone in scenario.corp.unlaid}
    corp.scored_this_turn = [p.title for p in scenario.corp.zone("score_area") if p.scored_this_turn]
    for zone, attr in CORP_ZONES:
        getattr(corp, attr).extend(_object(game, p, "corp", zone) for p in scenario.corp.zone(zone))
    for zone, attr in RUNNER_ZONES:
        owner = "corp" if zone == "score_area" else "runner"
        getattr(runner, attr).extend(_object(game, p, owner, zone)
                                     for p in scenario.runner.zone(zone))
    for spec in scenario.corp.servers:
        server = game.servers.setdefault(spec.name, Server(spec.name))
        server.ice = [_installed(game, p, "corp") for p in spec.ice]
        for i, (placed, obj) in enumerate(zip(spec.ice, server.ice)):  # Klevetnik's choice as rezzed before it
            if placed.chosen and says_what_it_chose(obj.card):
                game.earlier_this_turn.append(Used(obj, (placed.chosen,), line=placed.line, kind="blanked",
                                                   where=f"corp.servers.{spec.name}.ice[{i}]"))
        server.root = [_installed(game, p, "corp") for p in spec.root]
    for spec in scenario.corp.servers:  # a root card's chosen ice (Trieste Model Bioroids), once every ice is laid
        for placed, obj in zip(spec.root, game.servers[spec.name].root):
            if placed.chosen:
                obj.chosen = _chosen_ice(game, placed, f"corp.servers.{spec.name}.root").object_id
    for placed in scenario.runner.rig:
        runner.play.append(_rig_card(game, placed))
    lay_used(game, scenario)  # cards used earlier in the turn, into the heap and Archives
    game.trace.add(describe(game), cites.OBJECT, key=True)
    return game


def _object(game: Game, placed: Placed, owner: str, zone: str) -> CardObj:
    obj = game.new_object(lookup(placed.title), owner, "score area" if zone == "score_area" else zone)
    obj.counters.update({k: n for k, n in placed.counters if n})
    obj.faceup = placed.faceup  # a faceup card in Archives
    return obj


def _installed(game: Game, placed: Placed, owner: str) -> CardObj:
    obj = game.new_object(lookup(placed.title), owner, PLAY_AREA)
    obj.rezzed = placed.rezzed and obj.card.facts.type != "agenda"
    obj.faceup = placed.faceup
    obj.facedown = placed.facedown
    obj.counters.update({k: n for k, n in placed.counters if n})
    if placed.strength_this_turn is not None:  # a lasting effect from before the board (state.unseen_lasting)
        lay_stated(game, obj, placed.strength_this_turn)
    for hosted in placed.hosted:
        card = lookup(hosted.title)
        if obj.card.hosts_uninstalled:  # hosted faceup, not installed (cr/rule_host_without_install)
            child = _object(game, hosted, card.facts.side, NOT_INSTALLED)
            child.faceup = True
        elif card.facts.side == "runner":
            child = _rig_card(game, hosted)
        else:
            child = _installed(game, hosted, "corp")
        child.host = obj
        obj.hosted.append(child)
    return obj


def _rig_card(game: Game, placed: Placed) -> CardObj:
    obj = _installed(game, placed, "runner")
    credits = placed.credits if placed.credits is not None else dict(placed.counters).get("credits")
    if credits is None:
        credits = obj.card.hosted_credits or obj.card.recurring_credits(game, obj)
    if credits:
        obj.counters["credits"] = credits
    obj.counters.update({k: n for k, n in placed.counters if n and k != "credits"})
    if placed.chosen and chooses_as_turn_begins(obj.card):  # Dr. Lovegood's card, chosen as the turn began
        game.earlier_this_turn.append(Used(obj, (placed.chosen,), line=placed.line, kind="chose"))
    elif placed.chosen:
        obj.chosen = _chosen_ice(game, placed, "runner.rig").object_id
    return obj


def _chosen_ice(game: Game, placed: Placed, zone: str) -> CardObj:
    """The installed ice `chosen:` names: by title, or one of two copies by its label ("Ice Wall protecting HQ");
    a title two copies hold is refused naming their labels, never taken for the first, and the card's field
    (`zone`: `runner.rig`) with it."""
    from rulesdb.engine.state.choice_labels import labels, named_by, split_label
    ice = [o for o in game.installed() if o.is_ice]
    title, _ = split_label(placed.chosen, lambda t: any(o.title.lower() == t.lower() for o in ice))
    copies = [o for o in ice if o.title.lower() == title.lower()]
    found = named_by(game, copies, "corp", placed.chosen)
    if len(found) != 1:
        where = game.decider.at(placed.line, f"{zone}: {placed.title}: chosen")
        raise ScenarioError(f"{where}: {placed.chosen!r} names {len(found)} "
                            f"pieces of ice: write one of {', '.join(repr(n) for n in labels(game, copies, 'corp'))}")
    return found[0]


def describe(game: Game) -> str:
    """One sentence per side: credits, servers with their ice, the rig, hands."""
    corp, runner = game.corp, game.runner
    servers = []
    for server in game.servers.values():
        if server.ice or server.root:
            ice = ", ".join(_shown(game, o) for o in server.ice) or "no ice"
            root = f"; root: {', '.join(_shown(game, o) for o in server.root)}" if server.root else ""
            servers.append(f"{server.name} ({ice}{root})")
    rig = ", ".join(_rig_shown(game, o) for o in runner.play) or "nothing"
    ids = [f"{p.name}: {p.identity.title}" for p in (corp, runner) if p.identity]
    who = f"Identities: {'; '.join(ids)}. " if ids else ""
    bp = f", {corp.bad_publicity} bad publicity" if corp.bad_publicity else ""
    tags = f", {_counted(runner.tags, 'tag')}" if runner.tags else ""
    return (f"Set-up. {who}Corp: {corp.credits}[c]{bp}, {_counted(len(corp.hand), 'card')} in HQ, servers: "
            f"{'; '.join(servers) or 'none'}{_scored(game, 'corp')}{_removed(game, 'corp')}. Runner: "
            f"{runner.credits}[c]{tags}, {_counted(len(runner.hand), 'card')} in the grip, rig: {rig}"
            f"{_scored(game, 'runner')}{_removed(game, 'runner')}."
            f"{_in_play_area(game)}")


def _counted(n: int, noun: str) -> str:
    """"1 card", "2 cards", "0 cards": the set-up line says how many as a judge would."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _scored(game: Game, side: str) -> str:
    """A score area laid on the board, with the points it makes (the threat level and a win turn on them)."""
    score = game.player(side).score
    if not score:
        return ""
    points = game.agenda_points(side)
    return f"; score area: {', '.join(o.title for o in score)} ({points} agenda point{'' if points == 1 else 's'})"


def _removed(game: Game, side: str) -> str:
    """The cards laid in the removed-from-game zone: open information (cr/rule_rfg_open_information), said so a judge
    sees them set up, though nothing in the game touches them again."""
    removed = game.player(side).removed
    return f"; removed from the game: {', '.join(o.title for o in removed)}" if removed else ""


def _in_play_area(game: Game) -> str:
    """The active current and lockdowns laid on the board: facts of the whole game a judge must see set up."""
    said = ""
    if game.current is not None:
        said += f" Active current: {game.current.title} (the {game.player(game.current.owner).name}'s)."
    if game.lockdowns:
        said += (f" Active lockdown{'s' if len(game.lockdowns) > 1 else ''}: "
                 f"{', '.join(o.title for o in game.lockdowns)}, until the Corp's next turn begins.")
    return said


# "When you install this hardware, load 3 power counters onto it": what a card gets as it comes into play
_GETS = re.compile(r"When you (install|rez) this [a-z ]+, (?:load|place) (\d+) (\w+) counters? o")


def _unloaded(obj: CardObj) -> list[str]:
    """A card laid out with none of the counters it gets when installed or rezzed: said, because the board, not
    the engine, decides how many are left (AirbladeX with 3, 1 or none play differently)."""
    found = _gets(obj)
    return [f"no {found[3]} counters: the board gives none, though it gets {found[2]} when {_done(found[1])}"] \
        if found else []


def unloaded_caveats(game: Game) -> list[str]:
    """A sentence for the verdict for each installed card laid out without the counters it gets when installed or
    rezzed (read before the scenario plays): a judge reading only the verdict learns what the ruling assumed."""
    return [f"{obj.title} is on the board with no {found[3]} counters, though it gets {found[2]} when "
            f"{_done(found[1])}: the ruling takes the board's word that it has none."
            for obj in game.installed() if (found := _gets(obj))]


def _gets(obj: CardObj) -> re.Match | None:
    """The printed "When you install (rez) this ..., load N X counters" of a card laid out with no counters."""
    if any(obj.counters.values()):
        return None
    for line in obj.card.facts.text:
        found = _GETS.search(line)
        if found and (found[1] == "install" or obj.rezzed):
            return found
    return None


def _done(verb: str) -> str:
    return "installed" if verb == "install" else "rezzed"


def _shown(game: Game, obj: CardObj) -> str:
    text = obj.title if obj.rezzed or obj.card.facts.type == "agenda" else f"{obj.title}, unrezzed"
    extra = [f"{n} {k}" for k, n in obj.counters.items() if n] + _unloaded(obj)
    extra += [f"hosting {h.title}" for h in obj.hosted]
    if (boost := stated(game, obj)) is not None:
        extra.append(f"{boost:+d} strength this turn")
    return text + (f" ({', '.join(extra)})" if extra else "")


def _rig_shown(game: Game, obj: CardObj) -> str:
    extra = []
    if obj.counters.get("credits"):
        extra.append(f"{obj.counters['credits']}[c] on it")
    extra += [f"{n} {k}" for k, n in obj.counters.items() if n and k != "credits"] + _unloaded(obj)
    extra += [f"hosting {h.title}" for h in obj.hosted]
    if (boost := stated(game, obj)) is not None:
        extra.append(f"{boost:+d} strength this turn")
    if obj.chosen is not None:
        target = game.by_object(obj.chosen)
        extra.append(f"chosen ice: {target.title if target else 'gone'}")
    return obj.title + (f" ({', '.join(extra)})" if extra else "")
