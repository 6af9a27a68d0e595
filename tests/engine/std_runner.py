"""Boards the Standard Runner card tests share beyond card_play.py: a turn played to its end, so
"when your turn ends" abilities resolve."""

from __future__ import annotations

import yaml

from rulesdb.engine import run_scenario


def to_turn_end(tmp_path, *, runner, corp=None, decisions=None, actions=None, name="turn-end") -> dict:
    """The Runner takes `actions` (one click's draw by default, with 1 click left) and the turn ends."""
    data = {"title": name, "example": "ffg-rr-1.0/term/encounter", "until": "end of turn",
            "runner": {"clicks": 1, **runner}, "corp": corp or {}, "actions": actions or [{"runner": "draw"}],
            "decisions": {"abilities": "pass", **(decisions or {})}, "expect": [{"turn.active": "runner"}]}
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return run_scenario(path, allow_incomplete=True, allow_unasked=True)
