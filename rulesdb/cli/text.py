"""Plain-text renderings of the CLI's results, for a judge reading a terminal."""

from __future__ import annotations

import html
import textwrap


def _wrap(text: str, indent: str = "  ") -> str:
    return textwrap.fill(text, width=92, initial_indent=indent, subsequent_indent=indent)


def heading(view: dict, documents, nodes) -> str | None:
    """A numbered Comprehensive Rules node as a judge names it, with its release: "nsg-cr-25.08 6.5.8a
    Bypass" (its address, `nsg-cr-25.08/rule_bypass`, does not say the number); None for other nodes."""
    from rulesdb.answers import cite_label

    if not view.get("number") or view.get("family") != "nisei-cr" or view["kind"] == "example":
        return None
    label = cite_label(view["address"], documents, nodes)
    return f"{view['document']} {label.split(' ', 1)[1]}"


def node(view: dict, title_line: str | None = None) -> str:
    lines = [title_line] if title_line else []
    lines += [f"{view['address']}  ({view['kind']}, {view['document']})", ""]
    title = view.get("title") or ""
    if title and view["kind"] not in ("rule", "example") and not view["text"].startswith(title.split("] ")[-1]):
        lines.append(title)
    lines.append(_wrap(view["text"], ""))
    for example in view.get("examples", []):
        lines += ["", _wrap(example["text"], "  "), f"  [{example['address']}]"]
    lines += _step_facts(view)
    if view.get("other_matches"):
        lines += ["", "also: " + ", ".join(view["other_matches"])]
    if view.get("parent"):
        lines += ["", f"parent: {view['parent']}"]
    if view.get("children"):
        lines.append("children: " + ", ".join(c["title"] for c in view["children"]))
    return "\n".join(lines)


def _step_facts(view: dict) -> list[str]:
    """A timing step's windows, trigger conditions and transitions, as a judge reads them off the chart."""
    facts = []
    if view.get("windows"):
        facts.append("windows: " + ", ".join(view["windows"]))
    if view.get("triggers"):
        facts.append("trigger conditions met: " + ", ".join(view["triggers"]))
    for move in view.get("transitions") or ():
        target = move["target"].rsplit("/", 1)[-1]
        facts.append(f"go to [{target}]" + (f" ({move['condition']})" if move.get("condition") else ""))
    return ([""] + facts) if facts else []


def node_list(items: list[dict]) -> str:
    return "\n".join(f"{i['address']:<60} {i['title']}" for i in items)


def search(result: dict) -> str:
    lines = [f"did you mean: {result['did_you_mean']}? (showing its results)"] if result.get("did_you_mean") else []
    for hit in result.get("exact", []):
        lines.append(f"{'exact':>6}  {hit['address']}  {hit.get('title', '')}{_superseded(hit)}")
        lines += _versions(hit)
    for hit in result["hits"]:
        snippet = html.unescape(hit.get("snippet", "").replace("<b>", "*").replace("</b>", "*"))
        lines.append(f"{hit['score']:6.2f}  {hit['address']}  {hit.get('title', '')}{_superseded(hit)}")
        lines += _versions(hit)
        if snippet:
            lines.append(_wrap(snippet, "        "))
    named = [f"card {c['name']}" for c in result.get("cards", [])]
    named += [f"scenario {s['id']}" for s in result.get("scenarios", [])]
    if named:
        lines.append("also: " + ", ".join(named))
    return "\n".join(lines) or f"no results for {result['query']!r}"


def _superseded(hit: dict) -> str:
    return "  (superseded: not the current rules)" if hit.get("superseded") else ""


def _versions(hit: dict) -> list[str]:
    others = [v for v in hit.get("versions", ()) if v["address"] != hit["address"]]
    if not others:
        return []
    places = [v["document"] for v in others]
    if hit["document"] in places or len(set(places)) < len(places):  # within a document too: name each place
        places = [v["address"] for v in others]
    return ["        same text in: " + ", ".join(places)]


def refs(result: dict) -> str:
    lines = [result["address"]]
    for direction in ("out", "in"):
        for edge, targets in sorted(result.get(direction, {}).items()):
            arrow = "->" if direction == "out" else "<-"
            for t in targets:
                mark = "  (outside excerpt)" if t.get("outside_excerpt") else ""
                lines.append(f"  {arrow} {edge:<14} {t['address']}{mark}")
    return "\n".join(lines)


def path(steps: list[dict]) -> str:
    if not steps:
        return "not connected"
    return "\n".join(f"{s['from']}  --{s['edge']}-->  {s['to']}" for s in steps)


def diff(result: dict) -> str:
    lines = [f"{result['from']} -> {result['to']}"]
    for c in result["changes"]:
        numbers = f"{c.get('from_number') or '-'} -> {c.get('to_number') or '-'}"
        lines.append(f"{c['kind']:<20} {numbers:<22} {c.get('from') or '-':<34} {c.get('to') or '-'}")
        words = c.get("words") or []
        if any(op != "equal" for op, _ in words) and c["kind"] not in ("added", "removed"):
            lines.append(_wrap(inline_words(words), "      "))
    claims = result.get("summary_claims", [])
    if claims:
        lines.append(baseline_line(result))
    for claim in claims:
        lines.append(f"claim {claim['status']:<16} {', '.join(claim['rules'])}: {claim['text'][:70]}")
    return "\n".join(lines)


def baseline_line(result: dict) -> str:
    """The version the changelog says it describes changes from, as `summary_baseline` in the JSON."""
    if result.get("summary_baseline"):
        return f"changelog of {result['to']}: changes from version {result['summary_baseline']}"
    return f"changelog of {result['to']}: does not say which version it describes changes from"


def inline_words(words: list) -> str:
    """A word diff read in place, as `wdiff` prints it: [-deleted-] {+inserted+}."""
    marks = {"delete": "[-{}-]", "insert": "{{+{}+}}", "equal": "{}"}
    out = ""
    for op, text in words:
        piece = marks.get(op, "{}").format(text)
        out += piece if not out or text[:1] in ",.;:)!?" else " " + piece
    return out


def history(result: dict) -> str:
    """One line per release; a release without the rule (removed, or past the end of its excerpt) says so."""
    return "\n".join([result["address"]] + [
        f"  v{c['version']:<6} {c['address'] or '(not in this release)':<32} {c.get('kind_of_change', '')}"
        for c in result["chain"]])


def compare(result: dict) -> str:
    lines = [f"topic: {result['topic']}"]
    for e in result["entries"]:
        lines += ["", f"{e['document']} ({e['family']} v{e['version']}) {e['address']}  [{e['reason']}]",
                  _wrap(e["text"][:600])]
    return "\n".join(lines)


def scenario_list(items: list[dict]) -> str:
    return "\n".join(f"{s['id']:<36} {s['title']}  ({s['example']})" for s in items)


def legal(found: dict) -> str:
    """What is legal at a moment: one line per option, allowed first, each with its cost and rule."""
    who = "both players" if found["player"] == "both" else f"the {found['player'].capitalize()}"
    lines = [f"At {found['at']} ({who} may act):"]
    for o in sorted(found["options"], key=lambda o: o["allowed"] is not True):
        answer = {True: "allowed", False: "refused", None: "unknown"}[o["allowed"]]
        why = f": {o['reason']}" if o["reason"] else ""
        lines.append(f"  {answer:8} {o['player']:6} {o['action']} ({o['cost'] or 'no cost'}){why} — {o['rule']}")
    return "\n".join(lines)
