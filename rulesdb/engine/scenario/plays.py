"""Reading a scenario's actions, decisions and checks, each validated against what the engine knows.

Actions are read with one grammar per player; decision names must be a form the engine asks
(decisions.FORMS) or one a card in the library declares, with values of the right shape; check
paths must lead somewhere in the result (result.SCHEMA).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from rulesdb.arguments import MAX_DECISIONS  # the one cap: a file (`scenario run FILE`), the Table, a re-run
from rulesdb.engine import cards
from rulesdb.engine.cards import lookup
from rulesdb.engine.scenario.model import Expectation, SideSetup
from rulesdb.engine.scenario.result import path_problem
from rulesdb.engine.state.carddef import fixed_server, server_choice
from rulesdb.engine.state.choice_labels import split_label
from rulesdb.engine.state.decisions import Answer, decision_problem
from rulesdb.engine.timing.priority import RUN_MOMENTS
from rulesdb.engine.turns.actions import Action
from rulesdb.spelling import closest, fold

OPERATORS = ("contains", "excludes", "count")
COPIES_NAMED = ("rez", "advance", "trash", "use")  # actions on a card in play: one copy is named by its label
RIG_TYPES = ("program", "resource", "hardware")
SERVER = r"(?:HQ|R&D|Archives|Server [1-9][0-9]*|new remote)"
COMMON = (("gain credit", re.compile(r"^gain (?:a )?credit$")), ("draw", re.compile(r"^draw$")),
          ("use", re.compile(r"^use (?P<card>.+?)(?: ability (?P<n>[1-9]))?$")))
RUNNER = COMMON + (
    ("remove tag", re.compile(r"^remove (?:a )?tag$")),
    ("run", re.compile(r"^run (?P<server>.+)$")),
    ("play", re.compile(r"^play (?P<card>.+?)(?: on (?P<server>.+))?$")),
    ("install", re.compile(r"^install (?P<card>.+?)(?: on (?P<host>.+))?$")),
)
CORP = COMMON + (
    ("purge", re.compile(r"^purge(?: virus counters)?$")),
    ("install", re.compile(rf"^install (?P<card>.+?)(?: (?:in|on) (?P<server>{SERVER}))?$")),
    ("play", re.compile(r"^play (?P<card>.+)$")),
    ("advance", re.compile(r"^advance (?P<card>.+)$")),
    ("trash", re.compile(r"^trash (?P<card>.+)$")),
)
REZ = (("rez", re.compile(r"^rez (?P<card>.+)$")),)  # the Corp, in a paid ability window: not an action
KNOWN = {"runner": "gain credit, draw, remove tag, run <server>, play <event> [on <server>], "
                   "install <card>, use <card>",
         "corp": "gain credit, draw, install <card> in <server> | in new remote, play <operation>, "
                 "advance <card>, trash <resource>, purge, use <card>"}


class PlaysReader:
    """Mixin for the scenario builder: reads `actions:`, `decisions:` and `expect:`."""

    f: Any
    NO_ACTIONS = False  # a board may list no action (the Table asking what is legal on it)

    def actions(self, value: Any, servers: tuple[str, ...], corp: SideSetup,
                runner: SideSetup) -> tuple[Action, ...]:
        items = self.f.listing(value if value is not None or not self.NO_ACTIONS else [], "actions")
        if not items and not self.NO_ACTIONS:
            self.f.fail("actions", "list at least one action")
        self.known_servers = list(servers)
        found = (self.f.guard(self.action, item, f"actions[{i}]") for i, item in enumerate(items))
        return tuple(a for a in found if a)

    def action(self, item: Any, path: str) -> Action:
        f = self.f
        spec = dict(f.mapping(item, path, ("corp", "runner", "attempt", "at")))
        tried = spec.pop("attempt", False)
        if not isinstance(tried, bool):
            f.fail(f"{path}.attempt", "expected true or false")
        at = self.moment(spec.pop("at"), path) if "at" in spec else ""
        if len(spec) != 1:
            f.fail(path, "write each action as 'runner: ...' or 'corp: ...'")
        player, text = next(iter(spec.items()))
        where = f"{path}.{player}"
        text = f.string(text, where)
        grammar = (RUNNER if player == "runner" else CORP) + (REZ if player == "corp" else ())
        for verb, pattern in grammar:
            match = pattern.match(text)
            if match:
                self.at = at
                return replace(self.verb(player, verb, text, match.groupdict(), where, f.line(path)),
                               attempt=tried, at=at, path=where)
        rez = ", rez <card>" if player == "corp" else ""
        if player == "corp" and text.lower().startswith("score "):
            f.fail(where, f"{text!r}: scoring is not an action; the engine asks the Corp 'score <agenda>' in each "
                   "paid ability window of its turn once the agenda is advanced enough: advance it, then answer")
        f.fail(where, f"unknown action {text!r} (the {player.capitalize()}'s actions: "
               f"{KNOWN[player]}{rez})")

    def moment(self, value: Any, path: str) -> str:
        """`at: <moment>`: a paid ability window of the run the action before it makes, named as
        `abilities at <moment>` names it (`encounter Ice Wall`, `approach Enigma (2)`)."""
        text = " ".join(self.f.string(value, f"{path}.at").split())
        if path.endswith("[0]"):
            self.f.fail(f"{path}.at", "an action at a moment follows the action that makes the run "
                        "(e.g. after 'runner: run HQ')")
        if not text.lower().startswith(RUN_MOMENTS):
            self.f.fail(f"{path}.at", f"unknown moment {text!r} (a moment of a run: "
                        f"{', '.join(m.strip() + ' <ice or server>' for m in RUN_MOMENTS)})")
        return text

    def verb(self, player: str, verb: str, text: str, groups: dict, where: str, line: int) -> Action:
        server = groups.get("server")
        if verb == "run" or (verb == "play" and server):
            server = self.server_named(server, where)
        card, which = None, ""
        if groups.get("card"):
            named, which = self.copy_label(groups["card"]) if verb in COPIES_NAMED else (groups["card"], "")
            card = self.acted_card(player, verb, named, where)
        if verb == "install" and player == "corp":
            server = self.install_destination(card, server, where)
        runner_play = verb == "play" and card is not None and player == "runner"
        fixed = fixed_server(card) if runner_play else None
        if fixed and server not in (None, fixed):
            self.f.fail(where, f"{card.title} runs {fixed}, not {server}")
        choice = server_choice(card) if runner_play else None
        if choice and server is not None and not choice[1](server):
            self.f.fail(where, f"{card.title} runs {choice[0]}, not {server}")
        server = server or fixed  # "Run HQ." names its server: `play Legwork` runs HQ
        names_server = card is not None and (card.facts.has("run") or _chooses_a_server(card))
        if runner_play and not fixed and not _runs_its_mark(card) and names_server != (server is not None):
            self.f.fail(where, f"{card.title} {'needs' if names_server else 'takes no'}"
                        " server ('play <card> on <server>' is for run events)")
        server = server or fixed  # "Run R&D." names its server
        ability = int(groups["n"]) - 1 if groups.get("n") else 0
        paid = verb == "use" and not any(a.click for a in card.abilities)  # no [click]: a paid ability
        window = not getattr(self, "at", "") and (verb == "rez" or paid)
        if verb == "use":
            self.check_ability(card, ability, where, getattr(self, "at", "") or window)
        host, host_which = groups.get("host"), ""
        if host is not None:
            host, host_which = self.copy_label(host)
            host = self.card(host, where, None).title  # a Runner card, or a piece of ice for a trojan
        title = card.title if card else None
        return Action(player, verb, text, line, title, server, ability, host, which=_titled(which, title),
                      host_which=_titled(host_which, host), window=window)

    def copy_label(self, text: str) -> tuple[str, str]:
        """A card named by the label a choice gives one of two copies ("Ice Wall protecting HQ"): its title, and
        the words that say which copy ("" for a title alone)."""
        return split_label(text, lambda t: lookup(t) is not None)

    def server_named(self, server: str, where: str) -> str:
        if server not in self.known_servers:
            near = closest(server, self.known_servers)  # "hq", "Achives": a slip the Table offers to fix
            self.f.fail(where, f"unknown server {server!r} (known: {', '.join(self.known_servers)})"
                        + (f" (did you mean {', '.join(near)}?)" if near else ""))
        return server

    def acted_card(self, player: str, verb: str, title: str, where: str):
        types = {"play": ("event", "operation"), "advance": ("ice", "agenda", "asset", "upgrade"),
                 "rez": ("ice", "asset", "upgrade", "agenda"),
                 "trash": ("resource",), "use": ()}.get(verb)
        if verb == "install":
            types = RIG_TYPES if player == "runner" else ("ice", "asset", "upgrade", "agenda")
        side = None if verb in ("use", "trash") else player
        found = lookup(title) if verb == "use" else None
        if found is not None and found.facts.type == "identity":  # an identity's [click] ability (Epiphany Analytica)
            return self.card(title, where, None, what="identity")
        card = self.card(title, where, side)
        facts = card.facts
        if verb == "install" and facts.type in ("event", "operation"):
            self.f.fail(where, f"install: {facts.title} is {_a(facts.type)}; "
                        f"{facts.type}s are played, not installed")
        if verb == "play" and facts.type not in types:
            self.f.fail(where, f"play: {facts.title} is {_a(facts.type)}; only events and "
                        "operations are played (cards are installed)")
        if types and facts.type not in types:
            self.f.fail(where, f"{verb}: {facts.title} is {_a(facts.type)}, expected "
                        f"{' or '.join(types)}")
        return card

    def install_destination(self, card, server: str | None, where: str) -> str:
        facts = card.facts
        if server is None:
            self.f.fail(where, f"install: say where {facts.title} goes ('install {facts.title} "
                        f"{'on' if facts.type == 'ice' else 'in'} <server>' or 'in new remote')")
        if server == "new remote":
            n = 1
            while f"Server {n}" in self.known_servers:
                n += 1
            server = f"Server {n}"
            self.known_servers.append(server)
        elif server not in self.known_servers:
            self.f.fail(where, f"install: unknown server {server!r} (known: "
                        f"{', '.join(self.known_servers)}, or 'new remote')")
        if facts.type in ("asset", "agenda") and not server.startswith("Server "):
            self.f.fail(where, f"install: {_a(facts.type)} can only be installed in the root of a "
                        "remote server")
        return server

    def check_ability(self, card, index: int, where: str, at: str | bool = "") -> None:
        """`use <card> ability n`: n counts the card's [click] abilities; at a moment of a run, or for a
        card with paid abilities only, every ability it can use (in printed order)."""
        kind = "" if at else "[click] "
        usable = [a for a in card.abilities if not a.access and (at or a.click)]
        if not usable:
            self.f.fail(where, f"use: {card.title} has no {kind}ability the engine knows")
        if index >= len(usable):
            self.f.fail(where, f"use: {card.title} has {len(usable)} {kind}ability(ies)")

    # --- decisions and checks --------------------------------------------------------------
    def decisions(self, value: Any) -> tuple[Answer, ...]:
        if isinstance(value, (dict, list)) and len(value) > MAX_DECISIONS:
            self.f.fail("decisions", f"{len(value)} given; at most {MAX_DECISIONS}")
        spec = self.f.mapping(value or {}, "decisions", tuple(value) if isinstance(value, dict) else ())
        answers = []
        for key, answer in spec.items():
            path = f"decisions.{key}"
            problem = decision_problem(str(key), answer, lookup, _declared)
            if problem:
                self.f.note(path, problem)
                continue
            answers.append(Answer(" ".join(str(key).split()), answer, self.f.line(path)))
        return tuple(answers)

    def expect(self, value: Any, actions: int) -> tuple[Expectation, ...]:
        items = self.f.listing(value, "expect")
        if not items:
            self.f.fail("expect", "list at least one expectation")
        found = (self.f.guard(self.expectation, item, f"expect[{i}]", actions)
                 for i, item in enumerate(items))
        return tuple(e for e in found if e)

    def expectation(self, item: Any, path: str, actions: int) -> Expectation:
        if not isinstance(item, dict) or len(item) != 1:
            self.f.fail(path, "write each expectation as 'path: expected value'")
        key, expected = next(iter(item.items()))
        key = _CREDIT.sub(r"\1credits", str(key))  # `credit` read as `credits`, as results name it
        problem = path_problem(key, actions)
        if problem:
            self.f.fail(f"{path}.{key}", problem)
        op = "equals"
        if isinstance(expected, dict) and len(expected) == 1 and next(iter(expected)) in OPERATORS:
            op, expected = next(iter(expected.items()))
            if op == "count":
                self.f.integer(expected, f"{path}.{key}.count")
        return Expectation(key, op, expected, self.f.line(path))


_CREDIT = re.compile(r"(^|\.)credit$")  # a player's pool, counters on a card, credits hosted


def _titled(rest: str, title: str | None) -> str:
    """The label a copy was named by, its title spelt as the card's ("Ice Wall protecting HQ"); "" for a title."""
    return f"{title}{rest}" if rest and title else ""


def _chooses_a_server(card) -> bool:
    """An event that is not a run event but chooses a server it may run ("Choose a server. ... run that server":
    Cyber Threat); one that chooses a server for another effect asks its choice (Kraken)."""
    return any(line.startswith("Choose a server.") and "run that server" in line for line in card.facts.text)


def _runs_its_mark(card) -> bool:
    """A run event whose server is the Runner's mark, identified as it resolves (Carpe Diem)."""
    return any("run your mark" in line.lower() for line in card.facts.text)


_DECLARED: list[frozenset[str]] = []


def _declared() -> frozenset[str]:
    """Decision names the cards in the library declare or ask ("you may" abilities), folded."""
    if not _DECLARED:
        library = cards.CARDS  # every card: a decision may name any card's
        names = {n for c in library.values() for n in c.decisions}
        names |= {t.optional for c in library.values() for t in c.triggers if t.optional}
        _DECLARED.append(frozenset(fold(n) for n in names))
    return _DECLARED[0]


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word
