"""The board as plain data: both sides, runs, abilities, payments, damage and objects, as a check sees it.

`final_state` is taken at the end of a scenario and at the moments it names; `start_state` is the
board the scenario lays out before the first step.
"""

from __future__ import annotations

from rulesdb.engine.state.attempts import attempts, refused
from rulesdb.engine.state.game import Game


def final_state(game: Game) -> dict:
    """Everything a check can look at: both sides, the runs, abilities, payments, damage, objects; read, not
    played (a value Dr. Lovegood's unknown choice may have taken is shown as printed: unseen_blank)."""
    from rulesdb.engine.state.unseen_blank import printed_decides, reading_the_board
    with reading_the_board(game):
        for attr, what in (("memory_bonus", "the memory limit"), ("link", "the Runner's link")):
            printed_decides(game, attr, lambda n: n == 0, what)  # shown as printed: noted for the verdict
        return _final_state(game)


def _final_state(game: Game) -> dict:
    log = game.log
    damage = {kind: sum(d["amount"] for d in log["damage"] if d["kind"] == kind)
              for kind in ("net", "meat", "core")}
    damage["trashed"] = [t for d in log["damage"] for t in d["trashed"]]
    # what was not done during the last run, so a verdict about that run does not claim it
    outside = {kind: sum(d["amount"] for d in log["damage"] if d["kind"] == kind and d.get("run", 0) != len(game.runs))
               for kind in ("net", "meat", "core")}
    return {
        "winner": game.winner, "reason": game.reason or None,
        "turn": {"number": game.turn.number, "active": game.turn.active},
        "corp": _corp(game), "runner": _runner(game), "runs": game.runs,
        # the zones both players share: cards set aside (a draw or a search the game ended in, cr/rule_set_aside_zone)
        # and a card still resolving in the play area when the game ended (cr/rule_game_end), so no card is in no zone
        "set_aside": _titles(game.set_aside), "play_area": _titles(game.playing),
        "abilities": {k: list(log[k]) for k in ("met", "resolved", "not_resolved", "declined",
                                                 "not_usable")},
        "payments": list(log["payments"]),
        # the paid ability windows passed unasked (no `abilities` answer), with what could have been used there
        "windows_not_asked": [dict(w) for w in log["not_asked"]],
        "spent": {"corp": game.corp.spent, "runner": game.runner.spent},
        "damage": damage, "damage_outside_last_run": outside, "trashed": list(log["trashed"]),
        # the tags taken and removed in the whole scenario, and outside its last run (an operation after it)
        "tags_changed": _tags_changed(game, False), "tags_outside_last_run": _tags_changed(game, True),
        "objects": _objects(game),
        "decisions": list(game.decider.made), "cards": _cards(game), "refused": refused(game),
        "attempts": attempts(game),
    }


def _tags_changed(game: Game, outside: bool) -> dict:
    """The tags taken, removed by the Runner and removed by the Corp (all, or those outside the last run)."""
    entries = [t for t in game.log["tags"] if not outside or t["run"] != len(game.runs)]
    return {kind: sum(t["amount"] for t in entries if t["kind"] == kind)
            for kind in ("taken", "removed_by_runner", "removed_by_corp")}


def start_state(game: Game) -> dict:
    """Both sides as the scenario sets them up, before the first step: the board a judge lays out."""
    return {"corp": _corp(game), "runner": _runner(game)}


def _titles(cards) -> list[str]:
    return [c.title for c in cards]


def _corp(game: Game) -> dict:
    corp = game.corp
    servers = {name: {"ice": _titles(s.ice), "unrezzed": [o.title for o in s.ice if not o.rezzed],
                      "root": _titles(s.root)} for name, s in game.servers.items()}
    return {"credits": corp.credits, "clicks": corp.clicks, "hq": _titles(corp.hand),
            "rd": _titles(corp.deck), "archives": _titles(corp.discard), "removed": _titles(corp.removed),
            "archives_faceup": [c.title for c in corp.discard if c.faceup],
            "score_area": _titles(corp.score), "agenda_points": game.agenda_points("corp"),
            "bad_publicity": corp.bad_publicity, "servers": servers,
            "identity": corp.identity.title if corp.identity else None,
            "hand_size": game.hand_size("corp"), "scored_this_turn": list(corp.scored_this_turn),
            "unscorable": [{"agenda": u["agenda"], "reason": u["reason"]} for u in game.log["unscorable"]],
            "unrezzable": [dict(u) for u in game.log["unrezzable"]],  # the rezzes the Corp could not pay for
            "current": game.current.title if game.current and game.current.owner == "corp" else None,
            "lockdowns": _titles(game.lockdowns)}


def _runner(game: Game) -> dict:
    runner = game.runner
    return {"credits": runner.credits, "clicks": runner.clicks, "grip": _titles(runner.hand),
            "stack": _titles(runner.deck), "heap": _titles(runner.discard), "removed": _titles(runner.removed),
            "score_area": _titles(runner.score), "agenda_points": game.agenda_points("runner"),
            "tags": runner.tags, "core_damage": runner.core_damage, "link": game.link(),
            "memory": {"used": game.memory_used(), "limit": game.memory_limit()},
            "rig": _titles(runner.play),
            "hosted": {key: dict(o.counters) for key, o in by_label(game, list(runner.play)).items() if o.counters},
            "identity": runner.identity.title if runner.identity else None,
            "hand_size": game.hand_size("runner"),
            "current": game.current.title if game.current and game.current.owner == "runner" else None}


def _cards(game: Game) -> dict:
    """Every card in play or in a score area, by title: counters, hosted cards, host, rezzed, faceup, which players
    may look at it (visibility.py) and the strength of ice and icebreakers."""
    from rulesdb.engine.state.visibility import is_facedown, seen_by
    return {key: {"counters": {k: v for k, v in obj.counters.items() if v},
                  "hosted": _titles(obj.hosted), "host": obj.host.title if obj.host else None,
                  "rezzed": obj.rezzed, "faceup": not is_facedown(game, obj), "visible_to": seen_by(game, obj),
                  "strength": _strength(game, obj)}
            for key, obj in by_label(game, game.in_play() + game.corp.score + game.runner.score).items()}


def by_label(game: Game, objs: list) -> dict:
    """{key: card} for `objs`: a title one card holds is its key; copies of a title are keyed by the labels a
    choice between them gives (choice_labels.py: "Ice Wall protecting HQ"), never by the title, so a check
    names the copy it means; copies alike (two in R&D) share a key, the first of them."""
    from rulesdb.engine.state.choice_labels import labels
    found: dict = {}
    for title in dict.fromkeys(o.title for o in objs):
        copies = [o for o in objs if o.title == title]
        keys = labels(game, copies, copies[0].owner) if len(copies) > 1 else [title]
        for key, obj in zip(keys, copies):
            found.setdefault(key, obj)
    return found


def _strength(game: Game, obj) -> int | None:
    """The current strength of a piece of ice or a program with strength (icebreakers), else None."""
    if obj.is_ice:
        return game.ice_strength(obj)
    return game.breaker_strength(obj) if obj.card.facts.strength is not None else None


def _objects(game: Game) -> dict:
    """Installed cards, then the cards in R&D, by title: their object id and whether it is the
    object set up at the start (a card moved within a hidden zone is a new object)."""
    return {key: {"object": obj.object_id, "first_object": obj.first_object,
                  "same_object": obj.object_id == obj.first_object}
            for key, obj in by_label(game, game.installed() + game.corp.deck).items()}
