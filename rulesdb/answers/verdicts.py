"""The verdict of a scenario run in one or two plain sentences, and the step that decides it.

Read from the engine's final state: what became of each triggered ability, then how the run (or the
game) ended. The deciding step is the last step the engine marks as central to the worked example
(the result's "key_steps"); without one, the last step of the last triggered ability's effect (its
"effect_steps"); without either, the step where the run or the game ended.
"""

from __future__ import annotations

from rulesdb.engine.scenario.reliability import unreliable_line


def possessive(name: str) -> str:
    """A card's possessive as the CR writes it, "'s" after every title ("{card:Personality Profiles}'s",
    cr/rule_search_instruction) and as the engine's trace does: "Wage Workers's ability"."""
    return f"{name}'s"


def _series(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _bypassed_by(runs: list[dict]) -> dict[str, str]:
    return {e["ice"]: e["bypassed_by"] for r in runs for e in r.get("encounters") or [] if e.get("bypassed_by")}


# what became of the abilities of each list, said of one ability and of several
_WHAT = {"resolved": ("ability resolves", "abilities resolve"),
         "declined": ("ability is declined", "abilities are declined"),
         "not_usable": ("ability cannot be used", "abilities cannot be used")}


def _whose(names: list[str]) -> str:
    """Whose abilities, each card once in the order they came ("Jailbreak's" for both of Jailbreak's,
    "Jailbreak's and Tollbooth's")."""
    return _series([possessive(name) for name in dict.fromkeys(names)])


def ability_sentence(final: dict) -> str | None:
    """What became of the abilities that met their trigger condition.

    >>> ability_sentence({"abilities": {"met": ["FF", "Tollbooth"], "resolved": ["FF"],
    ...     "not_resolved": ["Tollbooth"]}, "runs": [{"encounters": [{"ice": "Tollbooth", "bypassed_by": "FF"}]}]})
    "Tollbooth's ability never resolves: the Runner bypassed Tollbooth with FF, so the encounter ended before it could."
    >>> ability_sentence({"abilities": {"resolved": ["Jailbreak", "Jailbreak"], "declined": ["Snare!"]}})
    "Jailbreak's abilities resolve; Snare!'s ability is declined."
    """
    abilities, bypass = final.get("abilities") or {}, _bypassed_by(final.get("runs") or [])
    for name in abilities.get("not_resolved") or []:
        if name in bypass:
            return (f"{possessive(name)} ability never resolves: the Runner bypassed {name} with "
                    f"{bypass[name]}, so the encounter ended before it could.")
        return f"{possessive(name)} ability never resolves."
    parts = [f"{_whose(abilities[key])} {verbs[len(abilities[key]) > 1]}" for key, verbs in _WHAT.items()
             if abilities.get(key)]
    if not parts:
        return None
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


# how a run ended, as the sentence says it; "neither": it reached the Success Phase but could not be declared
# successful (Crisium Grid), so it is not unsuccessful either; "stopped": the scenario ended during the run
OUTCOMES = {"successful": "is successful", "unsuccessful": "is unsuccessful",
            "neither": "is neither successful nor unsuccessful", "stopped": "is still going when the situation ends"}


def _breach(run: dict) -> str:
    """What the run's breach did, as the sentence goes on: " and the Runner accesses A and B, stealing A"."""
    accessed, stolen, trashed = (run.get(k) or [] for k in ("accessed", "stolen", "trashed"))
    text = f" and {possessive(run['breach_replaced_by'])} ability replaces the breach" \
        if run.get("breach_replaced_by") else ""
    text += f"{', then' if text else ' and'} the Runner accesses {_series(accessed)}" if accessed else ""
    text += f", stealing {_series(stolen)}" if stolen else ""
    text += f", trashing {_series(trashed)}" if trashed else ""
    return text + "".join(_unaffordable(entry) for entry in run.get("unaffordable") or [])


def _unaffordable(entry: dict) -> str:
    """What the Runner could not pay for, said after the access: "; they cannot steal SDS Drone Deployment: they
    cannot pay the additional cost to steal it (trash 1 installed program)"."""
    what = "the additional cost to steal it" if entry["to"] == "steal" else "its trash cost"
    return f"; they cannot {entry['to']} {entry['card']}: they cannot pay {what} ({entry['cost']})"


def score_sentence(final: dict) -> str | None:
    """The agendas the Corp scored this turn, and those it could not score, with what forbade it.

    >>> score_sentence({"corp": {"scored_this_turn": [], "unscorable": [{"agenda": "Project Atlas",
    ...     "reason": "Clot: The Corp cannot score an agenda during the same turn they installed that agenda."}]}})
    'The Corp cannot score Project Atlas (Clot: "The Corp cannot score an agenda during the same turn ...").'
    """
    corp = final.get("corp") or {}
    parts = [f"the Corp scores {_series(corp['scored_this_turn'])}"] if corp.get("scored_this_turn") else []
    for entry in corp.get("unscorable") or []:
        by, _, text = entry["reason"].partition(": ")
        if text:  # a card's "cannot score" quoted after its title
            parts.append(f"the Corp cannot score {entry['agenda']} ({by}: \"{text.rstrip('.')}\")")
        else:  # a lasting effect's, or a cost the Corp cannot pay, said after the agenda
            parts.append(f"the Corp cannot score {entry['agenda']}: {by[:1].lower()}{by[1:].rstrip('.')}")
    if not parts:
        return None
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


def rez_sentence(final: dict) -> str | None:
    """The cards the Corp could not pay to rez when the moment to rez them came (Cortez Chip's 2[c] more on Enigma).

    >>> rez_sentence({"corp": {"unrezzable": [{"card": "Enigma", "cost": "5[c] (3[c] printed, +2[c] Cortez Chip)",
    ...     "why": "the Corp has 4[c]"}]}})
    'The Corp cannot rez Enigma: it cannot pay 5[c] (3[c] printed, +2[c] Cortez Chip) (the Corp has 4[c]).'
    """
    parts = [f"the Corp cannot rez {u['card']}: it cannot pay {u['cost']} ({u['why']})"
             for u in (final.get("corp") or {}).get("unrezzable") or []]
    if not parts:
        return None
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


def runs_this_turn(final: dict) -> list[dict]:
    """The runs made in the turn the board ends in: a run of an earlier turn (the one that lets the Corp play Scapenet
    "if the Runner made a successful run during their last turn") is what the board starts from, not the ruling.

    >>> runs_this_turn({"turn": {"number": 2}, "runs": [{"server": "HQ", "turn": 1}, {"server": "R&D", "turn": 2}]})
    [{'server': 'R&D', 'turn': 2}]
    """
    number = (final.get("turn") or {}).get("number")
    return [r for r in final.get("runs") or [] if number is None or r.get("turn") in (None, number)]


def outcome_sentence(final: dict) -> str | None:
    """How the game or the last run of the turn ended, with the damage taken.

    >>> outcome_sentence({"runs": [{"server": "Server 1", "outcome": "neither", "accessed": ["Crisium Grid", "Vanity"],
    ...     "stolen": ["Vanity"]}]})
    'The run on Server 1 is neither successful nor unsuccessful and the Runner accesses Crisium Grid and Vanity, ...'
    """
    if final.get("winner"):
        reason = f" by {final['reason']}" if final.get("reason") else ""
        aside = final.get("set_aside") or []  # a draw or a search the game ended in: in no other zone
        aside_text = f"; {_series(aside)} {'is' if len(aside) == 1 else 'are'} left set aside" if aside else ""
        return f"The {str(final['winner']).capitalize()} wins{reason}{aside_text}."
    runs = runs_this_turn(final)
    taken = _damage_taken(final)
    if not runs:  # damage done on the Corp's turn (Neurospike, a "when scored" ability) is said all the same, with
        # the tags (tags alone: `tags_sentence`, after what the turn did)
        return _sentence("The Runner", taken, _tags_counted(final.get("tags_changed"), True)) if taken else None
    run = runs[-1]
    where = f"The run on {run.get('server')}"
    if run.get("ended_by") and run.get("outcome") in ("successful", "neither"):  # ended in the Success Phase
        text = f"{where} {OUTCOMES[run['outcome']]}{_breach(run)}, but {run['ended_by']} ends it"
    elif run.get("ended_by"):  # as the engine wrote it: "Manegarm Skunkworks's ability"
        text = f"{where} ends unsuccessfully: {run['ended_by']} ends it"
    elif run.get("outcome") in OUTCOMES:
        text = f"{where} {OUTCOMES[run['outcome']]}" + _breach(run)
    else:
        text = f"{where} is {run.get('outcome')}"
    taken = _damage_taken(final, during_last_run=True)
    return text + (f"; the Runner takes {taken}" if taken else "") + _tags_changed(run, bool(taken)) + "."


def _tags_changed(run: dict, said_damage: bool) -> str:
    """The tags the run left the Runner with, as the sentence goes on and as the CR says it ("the Runner takes a tag
    during the run"): "; the Runner takes 1 tag", " and 1 tag" after the damage taken; "; the Runner removes 1 tag"
    (or "has 1 tag removed" when the Corp removed it); when tags were both taken and removed, both and the net result,
    so the reader never adds them up: "; the Runner takes 2 tags and removes 1: 1 tag more than before"; or "".

    >>> _tags_changed({"tags": {"before": 0, "after": 2, "taken": 2}}, said_damage=True)
    ' and 2 tags'
    >>> _tags_changed({"tags": {"before": 2, "after": 1, "removed_by_corp": 1}}, said_damage=False)
    '; the Runner has 1 tag removed'
    >>> _tags_changed({"tags": {"before": 1, "after": 2, "taken": 2, "removed_by_runner": 1}}, said_damage=False)
    '; the Runner takes 2 tags and removes 1: 1 tag more than before'
    """
    tags = run.get("tags") or {}
    if tags.get("after") is None or tags.get("before") is None:
        return ""
    net = tags["after"] - tags["before"]
    taken, by_runner, by_corp = (tags.get(k) or 0 for k in ("taken", "removed_by_runner", "removed_by_corp"))
    if taken - by_runner - by_corp != net:  # not all counted (a run made inside this one): before and after alone
        taken, by_runner, by_corp = max(net, 0), 0, max(-net, 0)
    if not (taken or by_runner or by_corp):
        return ""
    removed = by_runner + by_corp
    if taken and removed:
        took = f"{_tags(taken)}" if said_damage else f"the Runner takes {_tags(taken)}"
        gone = f"removes {removed}" if not by_corp else f"has {removed} removed"
        change = "as many tags as before" if not net else \
            f"{_tags(abs(net))} {'more' if net > 0 else 'fewer'} than before"
        return f"{' and' if said_damage else ';'} {took} and {gone}: {change}"
    if taken:
        return f" and {_tags(taken)}" if said_damage else f"; the Runner takes {_tags(taken)}"
    gone = f"removes {_tags(removed)}" if not by_corp else f"has {_tags(removed)} removed"
    return f" and {gone}" if said_damage else f"; the Runner {gone}"


def tags_sentence(final: dict) -> str | None:
    """The tags taken or removed in a turn with no run and no damage (SEA Source's, Bigger Picture's), said after
    the step the verdict reads, never in its place.

    >>> tags_sentence({"tags_changed": {"taken": 0, "removed_by_runner": 0, "removed_by_corp": 2}})
    'The Runner has 2 tags removed.'
    """
    if final.get("winner") or runs_this_turn(final) or _damage_taken(final):
        return None
    return _sentence("The Runner", "", _tags_counted(final.get("tags_changed"), False))


def _tags_counted(counts: dict | None, said_damage: bool) -> str:
    """The tags taken and removed that `counts` holds (`taken`, `removed_by_runner`, `removed_by_corp`: outside any
    run, or outside the last), said as a run's are (`_tags_changed`), or "".

    >>> _tags_counted({"taken": 1, "removed_by_runner": 0, "removed_by_corp": 0}, said_damage=False)
    '; the Runner takes 1 tag'
    """
    counts = counts or {}
    net = (counts.get("taken") or 0) - (counts.get("removed_by_runner") or 0) - (counts.get("removed_by_corp") or 0)
    return _tags_changed({"tags": {"before": 0, "after": net, **counts}}, said_damage)


def _sentence(who: str, taken: str, tags: str, whole: str = "") -> str | None:
    """"<who> takes <damage><tags><whole>.", or, without damage, the tags' own clause after <who>; None if neither."""
    if taken:
        return f"{who} takes {taken}{tags}{whole}."
    return f"{who}{tags.removeprefix('; the Runner')}{whole}." if tags else None


def _tags(n: int) -> str:
    return f"{n} tag{'s' if n != 1 else ''}"


def outside_damage_sentence(final: dict) -> str | None:
    """Damage the Runner took and tags taken or removed outside the last run, when there was a run (Hostile
    Architecture's in an earlier one, an operation's tag after it), said on their own: the run's sentence claims only
    that run's; a kind of damage taken in both, and tags both sentences speak of, with the whole (`_whole`).

    >>> outside_damage_sentence({"runs": [{"server": "HQ"}], "damage": {"net": 6, "meat": 2},
    ...                          "damage_outside_last_run": {"net": 3, "meat": 2}})
    'Outside that run, the Runner takes 3 net damage and 2 meat damage: 6 net damage in all.'
    """
    runs = runs_this_turn(final)
    if final.get("winner") or not runs:
        return None
    outside = final.get("damage_outside_last_run") or {}
    taken = _damage_taken({"damage": outside})
    tags = _tags_counted(final.get("tags_outside_last_run"), bool(taken))  # an operation's tag after the run
    both_tags = bool(tags) and bool(_tags_changed(runs[-1], False))  # the run's sentence speaks of tags too
    return _sentence("Outside that run, the Runner", taken, tags, _whole(final, both_tags))


def _whole(final: dict, both_tags: bool) -> str:
    """What the two sentences add up to, so the reader never adds them: each kind of damage taken in both; the tags
    taken in all when none was removed, else how many the Runner has at the end; or "".

    >>> _whole({"damage": {"net": 6}, "damage_outside_last_run": {"net": 3},
    ...         "tags_changed": {"taken": 2, "removed_by_runner": 0, "removed_by_corp": 0}}, both_tags=True)
    ': 6 net damage and 2 tags in all'
    >>> _whole({"runner": {"tags": 1}, "tags_changed": {"taken": 1, "removed_by_runner": 1}}, both_tags=True)
    ': the Runner has 1 tag at the end'
    """
    damage, outside = final.get("damage") or {}, final.get("damage_outside_last_run") or {}
    kinds = [k for k in ("net", "meat", "core") if outside.get(k) and (damage.get(k) or 0) > outside[k]]
    parts = [f"{damage[k]} {k} damage" for k in kinds]
    counts, end = final.get("tags_changed") or {}, ""
    if both_tags and not (counts.get("removed_by_runner") or counts.get("removed_by_corp")):
        parts.append(_tags(counts.get("taken") or 0))
    elif both_tags:
        tags = (final.get("runner") or {}).get("tags") or 0
        end = f"the Runner has {_tags(tags) if tags else 'no tags'} at the end"
    if not parts:
        return f": {end}" if end else ""
    return f": {_series(parts)} in all" + (f", and {end}" if end else "")


def removed_sentence(result: dict) -> str | None:
    """The cards the scenario removed from the game (Hypoxia's own "Remove this operation from the game", a forfeited
    agenda), said because where a card went is what a ruling is often asked: the removed-from-game zone, never
    Archives or the heap (cr/rule_rfg_move); those the board laid there already are not news.

    >>> removed_sentence({"start_state": {"corp": {"removed": ["Hypoxia"]}},
    ...                   "final_state": {"corp": {"removed": ["Hypoxia", "Hypoxia"]}, "runner": {"removed": []}}})
    'Hypoxia is removed from the game.'
    """
    start, final = result.get("start_state") or {}, result.get("final_state") or {}
    gone: list[str] = []
    for side in ("corp", "runner"):
        before = list((start.get(side) or {}).get("removed") or [])
        for title in (final.get(side) or {}).get("removed") or []:
            if title in before:
                before.remove(title)
            else:
                gone.append(title)
    if not gone:
        return None
    return f"{_series(gone)} {'is' if len(gone) == 1 else 'are'} removed from the game."


def _damage_taken(final: dict, during_last_run: bool = False) -> str:
    """The damage the Runner took ("2 net damage and 1 core damage"), or ""; `during_last_run`: only that run's."""
    damage = final.get("damage") or {}
    outside = final.get("damage_outside_last_run") or {} if during_last_run else {}
    amounts = {k: (damage.get(k) or 0) - (outside.get(k) or 0) for k in ("net", "meat", "core")}
    taken = [f"{amounts[k]} {k} damage" for k in ("net", "meat", "core") if amounts[k]]
    return _series(taken) if taken else ""


def deciding_step(trace: list[dict], key_steps: list[int], final: dict, effect_steps: list[int] = ()) -> int | None:
    """Index into `trace` of the step that decides the outcome (see the module's docstring): the last key step, else
    what the last triggered ability did (never the step announcing that it triggers: what it did is the answer)."""
    keys = [i for i in key_steps if 0 < i < len(trace)] or [i for i in effect_steps if 0 < i < len(trace)]
    if keys:
        return keys[-1]
    words = ("ends the run", "run ends", "wins", "flatline")
    ended = [i for i, t in enumerate(trace) if any(w in t["text"].lower() for w in words)]
    return ended[0] if ended else (len(trace) - 1 if trace else None)


#: Steps that only mark time: never what a ruling turns on.
_BOOKKEEPING = ("Set-up.", "The scenario starts", "Paid ability window", "No more actions are listed",
                "The Runner's action phase begins", "The Corp's action phase begins")


def _last_effect(trace: list[dict]) -> int | None:
    """The last step that is not bookkeeping, or None."""
    found = [i for i, t in enumerate(trace) if not t["text"].startswith(_BOOKKEEPING)]
    return found[-1] if found else None


def verdict(result: dict) -> dict:
    """{"sentences": [one or two sentences, then the result's caveats], "deciding": trace index or None}."""
    final = result.get("final_state") or {}
    sentences = [s for s in (ability_sentence(final), score_sentence(final), rez_sentence(final),
                             outcome_sentence(final), outside_damage_sentence(final)) if s]
    trace, keys = result.get("trace") or [], result.get("key_steps") or []
    deciding = deciding_step(trace, keys, final, result.get("effect_steps") or [])
    keys = [*keys, *(result.get("effect_steps") or [])]
    if not sentences:  # no run, score or ability: what the engine marked central is the verdict (the Corp's basic
        # action trashing a resource: the Runner is tagged), else the last thing that happened (Hedge Fund's 9[c])
        last = deciding if deciding in keys else _last_effect(trace)
        deciding = deciding if last is None else last
        sentences = [trace[last]["text"]] if last is not None else []
    tags = tags_sentence(final)
    if tags and not any("tag" in said for said in sentences):  # unless the step read says them (SEA Source's)
        sentences.append(tags)
    removed = removed_sentence(result)
    if removed and not any("from the game" in said for said in sentences):  # unless the step read says it
        sentences.append(removed)
    sentences = sentences or ["The scenario ends with no ability triggered and no run made."]
    return {"sentences": sentences + list(result.get("caveats") or ()), "deciding": deciding}


def verdict_text(result: dict) -> str:
    """The verdict as the CLI prints it above the trace: the sentences, then the deciding step."""
    found = verdict(result)
    lines = [unreliable_line(result["incomplete"])] if result.get("incomplete") else []
    lines.append("Verdict: " + " ".join(found["sentences"]))
    if found["deciding"] is not None:
        lines.append(f"Deciding step {found['deciding'] + 1}: {result['trace'][found['deciding']]['text']}")
    return "\n".join(lines)
