"""The threat level and "Threat N →" abilities (cr/rule_threat_level, cr/rule_threat_flag): a fact of the game, so
a conditional ability (the card library) and a paid ability's refusal (timing.paid) say alike why one is not
active."""

from __future__ import annotations

import re

from rulesdb.engine.state.game import Game

_FLAG = re.compile(r"Threat (\d+) (?:→|->)")


def threat_level(game: Game) -> int:
    """The threat level: the higher of the two players' agenda points (cr/rule_threat_level)."""
    return max(game.agenda_points("corp"), game.agenda_points("runner"))


def threat_unmet(game: Game, n: int) -> str:
    """"" when a "Threat N →" ability is active, else why not, as the trace says it (cr/rule_threat_flag): "Threat 4
    is not met (the threat level is 3: the Corp has 1 agenda point, the Runner 3)"."""
    level = threat_level(game)
    if level >= n:
        return ""
    corp, runner = game.agenda_points("corp"), game.agenda_points("runner")
    return (f"Threat {n} is not met (the threat level is {level}: the Corp has {corp} agenda point"
            f"{'' if corp == 1 else 's'}, the Runner {runner})")


def flag_of(line: str) -> int:
    """N for a printed line that begins "Threat N →", else 0."""
    found = _FLAG.match(line)
    return int(found[1]) if found else 0
