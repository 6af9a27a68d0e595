"""The Table: a situation sent as JSON (the scenario format's fields, `expect` optional), played by
the engine until it needs a decision nobody gave (the question) or to its end (the ruling).

A board arrives as data, not as a file, so every problem names its field path (`runner.rig[0]`,
`corp.servers.Server 1.root[0]`) instead of a file and line; all of them are reported at once.
It is bounded before anything is read: how many cards, actions and decisions a board may hold.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any

from rulesdb.engine import play_result
from rulesdb.engine.cards import lookup
from rulesdb.engine.run.break_offers import some_of
from rulesdb.engine.scenario.legal import legal_actions, run_moments
from rulesdb.engine.scenario.model import Scenario
from rulesdb.engine.scenario.plays import MAX_DECISIONS
from rulesdb.engine.scenario.reader import TableBuilder
from rulesdb.engine.scenario.reliability import check_complete
from rulesdb.engine.scenario.setup import build
from rulesdb.engine.scenario.yamlread import Fields
from rulesdb.engine.state.carddef import untagged
from rulesdb.engine.state.threat import flag_of, threat_unmet
from rulesdb.engine.timing.paid import BREAKING
from rulesdb.errors import BadQuery, DecisionNeeded, RulesDBError
from rulesdb.table.answers import describe, each_number
from rulesdb.table.windows import passing_options, per_window, windows_ahead

SOURCE = "table"
MAX_CARDS = 120  # more than any real board: both players' installed cards, hands and piles named
MAX_ACTIONS = 30
#: Optional interrupts a judge is always asked about: a ruling that silently let the Runner pass on
#: AirbladeX's prevention would be a confident ruling of one branch only (cr/sec_interrupts_replacements)
ASKED_ALWAYS = frozenset({"prevent", BREAKING})  # and a card that breaks outside "break <ice>" (Botulus)


class TableFields(Fields):
    """`Fields` for data that has no lines: a problem is "field.path: message"."""

    def __init__(self):
        super().__init__(SOURCE, {})

    def line(self, path: str) -> int:
        return 0

    def note(self, path: str, message: str) -> None:
        entry = (0, f"{path or '(top level)'}: {message}")
        if entry not in self.errors:
            self.errors.append(entry)


def read_board(data: Any, no_actions: bool = False) -> Scenario:
    """The scenario a JSON board describes; BadQuery for a board past the bounds, ScenarioError naming
    every field at fault. `no_actions`: a board may list none (asking what is legal on it)."""
    if not isinstance(data, dict):
        raise BadQuery('body: expected a JSON object such as {"runner": {...}, "actions": [...]}')
    check_bounds(data)
    for side in ("corp", "runner"):
        given = data.get(side, {}).get("identity") if isinstance(data.get(side), dict) else None
        if isinstance(given, list) and len(given) > 1:
            raise BadQuery(f"{side}.identity: one identity per side, got {len(given)}")
    fields = TableFields()
    board = {"title": "A situation at the table", **data}
    builder = TableBuilder(fields)
    if no_actions:
        builder.NO_ACTIONS, builder.REQUIRED = True, ()
    scenario = fields.guard(builder.scenario, board, "table", SOURCE)
    fields.finish()
    return scenario


def check_bounds(data: dict) -> None:
    """Refuse a board larger than any real one, naming the field, before it is read."""
    for field, most in (("actions", MAX_ACTIONS), ("decisions", MAX_DECISIONS)):
        value = data.get(field)
        if isinstance(value, (list, dict)) and len(value) > most:
            raise BadQuery(f"{field}: {len(value)} given; at most {most}")
    cards = count_cards(data.get("corp")) + count_cards(data.get("runner"))
    if cards > MAX_CARDS:
        raise BadQuery(f"{fullest(data)}: the board holds {cards} cards; at most {MAX_CARDS} in all")


def fullest(data: dict) -> str:
    """The path of the list holding the most cards (`runner.grip`), to name where a board overflows."""
    found: list[tuple[int, str]] = []

    def walk(value: Any, path: str) -> None:
        if isinstance(value, list):
            found.append((count_cards(value), path))
        elif isinstance(value, dict):
            for key, inner in value.items():
                walk(inner, f"{path}.{key}")
    for side in ("corp", "runner"):
        walk(data.get(side), side)
    return max(found, default=(0, "corp, runner"))[1]


def count_cards(value: Any) -> int:
    """Card entries anywhere under a side: every text in a list, every mapping with a `card`."""
    if isinstance(value, list):
        return sum(1 if isinstance(v, str) else count_cards(v) for v in value)
    if isinstance(value, dict):
        own = 1 if "card" in value else 0
        return own + sum(count_cards(v) for k, v in value.items() if k != "card")
    return 0


def play(data: Any, seed: int | None = None, allow_incomplete: bool = False) -> dict:
    """{"question": {...}} while the engine needs a decision the board does not answer, else the
    run's result (as `run_scenario` returns it). A board with a card the engine does not fully
    implement is refused (ScenarioError) unless `allow_incomplete`; its verdict is then unreliable."""
    scenario = read_board(data)
    incomplete = check_complete(scenario, allow_incomplete)
    seed = scenario.seed if seed is None else seed
    game = build(scenario, {}, seed)
    game.decider.always = ASKED_ALWAYS
    try:
        return play_result(game, scenario, seed, incomplete=incomplete)
    except DecisionNeeded as needed:
        return {"question": with_passing(question(needed, game), data, seed)}


def with_passing(asked: dict, data: dict, seed: int, before: str | None = None) -> dict:
    """A paid ability window's question with the ways to pass more than it (windows.passing_options), the windows
    ahead found by playing the board with every unanswered window passed; `before`: the legal listing's moment, past
    which no window is offered (the listing stops there, so a "pass until" later would never be reached)."""
    if not asked["name"].startswith("abilities at "):
        return asked
    ahead = windows_ahead(asked["name"], passing_ahead(data, seed), data.get("decisions") or {})
    if before is not None:
        stop = f"abilities at {before}"
        ahead = ahead[:ahead.index(stop) + 1] if stop in ahead else ahead
    return passing_options(asked, ahead)


def passing_ahead(data: dict, seed: int) -> list[dict]:
    """The decisions made in a play of the board where both players pass in every paid ability window the board
    does not answer (`abilities: pass`), as far as its other answers take it: the windows ahead of a question."""
    scenario = read_board(dict(data, decisions={**(data.get("decisions") or {}), "abilities": "pass"}))
    game = build(scenario, {}, seed)
    game.decider.always = ASKED_ALWAYS
    with contextlib.suppress(RulesDBError):  # the next question, or a refusal: the windows up to there are known
        play_result(game, scenario, seed)
    return game.decider.made


def legal(data: Any, at: str = "", allow_incomplete: bool = False) -> dict:
    """{"legal": {at, player, options}}: what the player with priority may do after the board's
    actions (at the next action window), or at the moment `at` of the run its last action makes;
    {"question": {...}} when the engine needs an answer before it gets there."""
    scenario = read_board(data, no_actions=True)
    check_complete(scenario, allow_incomplete)
    try:
        return {"legal": legal_actions(scenario, at)}
    except DecisionNeeded as needed:  # a paid ability window asked before the listing: passed as the Table's are
        return {"question": with_passing(question(needed, needed.game), data, scenario.seed, at or None)}


def moments(data: Any, allow_incomplete: bool = False) -> list[str]:
    """The moments of the run the board's last action makes, as far as the board's answers take it:
    the points inside the run that `legal` can list the options at."""
    scenario = read_board(data, no_actions=True)
    check_complete(scenario, allow_incomplete)
    return run_moments(scenario)


def question(needed: DecisionNeeded, game) -> dict:
    """The decision to put to the judge: its name (the key to answer it by), who decides, the
    options with what each costs (a card's priced abilities, or the price the engine worked out: a rez
    or trash cost now), notes saying why a choice is not offered (a breaker the Runner cannot pay for), the
    timing step and rule it is asked at, and the shape of its answer
    (`rulesdb.table.answers.describe`: tap one option, tick several, order them, type a number...)."""
    trace = game.trace
    costs = option_costs(needed.options, needed.name) | may_costs(needed, game)
    costs |= {o: [p] for o, p in needed.prices.items()}
    options = [o for opt in needed.options for o in each_number(opt)]
    windowed = per_window(needed.name, options)
    options, shape = windowed if windowed else (options, describe(options, needed.check))
    asked = {"name": needed.name, "who": needed.player, "options": options,
             "costs": costs, "notes": needed.notes, "step": trace.label, "rule": trace.cr or trace.address or "",
             "answer": shape}
    return asked | ({"prompt": PROMPTS[needed.name]} if needed.name in PROMPTS else {})


#: A question as a judge asks it, where its name (the key that answers it, kept for share links) does not say it:
#: "access order" lists the cards left to access, and the one tapped is accessed first (cr/sec_determining_candidates)
PROMPTS = {"access order": "Which card does the Runner access first?"}


#: What the part of a line before its colon holds when it is a cost: credits, clicks, trashing, or a cost in
#: words (AirbladeX's "Hosted power counter", Lucky Charm's "Remove this hardware from the game")
_COST = re.compile(r"\[c\]|\[click\]|\[trash\]|(?i:hosted [\w ]*counter|remove this|forfeit|lose \[)")


def may_costs(needed: DecisionNeeded, game=None) -> dict[str, list[str]]:
    """For "use Mr. Hendrik?" (a "you may" ability), what 'yes' does and costs as the card says it: "you may pay
    2[c] to do 1 core damage" (its "you may" lines); nothing when the question is not about one card. A "Threat N →"
    line below its threat is not active (cr/rule_threat_flag), so not what 'yes' uses (Malandragem at threat 0)."""
    card = lookup(needed.name.removeprefix("use ")) if needed.name.startswith("use ") else None
    # "you may" is the card's owner; the other player's choice on it is "the Corp may" (Window of Opportunity)
    who = str(needed.player).lower()
    phrase = "you may" if card is None or card.facts.side == who else f"the {who} may"
    # a subroutine's "you may" is asked as "<card> choice" when it resolves, never as "use <card>" (Unsmiling Tsarevna)
    lines = [untagged(_from_may(line, phrase)) for line in (card.facts.text if card else ())
             if phrase in line.lower() and not line.startswith("[sub]")
             and not (game is not None and threat_unmet(game, flag_of(line)))]
    return {"yes": lines} if lines and "yes" in needed.options else {}


def _from_may(line: str, phrase: str) -> str:
    """A printed line from its sentence that says `phrase` ("you may"): Boomerang's "When this run ends, ..., you may
    shuffle ..." without the "[trash]: Break up to 2 subroutines." already paid for and done."""
    sentences = re.split(r"(?<=[.!?])\s+", line)
    first = next(i for i, sentence in enumerate(sentences) if phrase in sentence.lower())
    said = " ".join(sentences[first:])
    # a "you may" inside an ability the card gives in quotes (ZATO City Grid's 'gains "... You may trash this ice
    # ..."'): the words end at the quotation's end, not with its closing mark and the card's own full stop
    return re.sub(r'"\W*$', "", said) if said.count('"') % 2 else said


def option_costs(options: list[str], name: str = "") -> dict[str, list[str]]:
    """For each option naming a card (an icebreaker to break with, a card to use), its printed
    abilities that have a cost ("1[c]: Break 1 barrier subroutine."), so the judge sees the price. A card
    chosen as a target ("Retribution target") is not used: no price; a card offered to prevent something
    ("prevent 1 net damage") shows its interrupts, priced or not (Prāna Condenser's costs nothing), not its
    other abilities; a breaker offered for some subroutines, Corroder's."""
    if name.lower().endswith(" target"):
        return {}
    found = {}
    for option in options:
        # "Corroder: some subroutines" (break_offers) is priced as Corroder is
        card = lookup(some_of(option) or option) if isinstance(option, str) else None
        lines = card.facts.text if card else ()
        if name.lower().startswith("prevent"):
            priced = [line for line in lines if line.startswith("[interrupt]")]
        else:
            priced = [line for line in lines if ":" in line and _COST.search(line.split(":", 1)[0].rsplit("→", 1)[-1])]
        if priced:
            found[option] = [untagged(line) for line in priced]
    return found
