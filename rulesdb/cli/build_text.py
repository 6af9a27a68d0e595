"""What `rulesdb build` prints: one line when nothing changed; else the counts per document, the
parser's diagnostics summarised (sorted, counted by kind; `-v` lists every one) and the timings."""

from __future__ import annotations

from collections import Counter

COLUMNS = ("sections", "rules", "examples", "terms", "steps", "references")


def build_report(result: dict, verbose: bool = False) -> str:
    report = result["report"]
    if not result["built"]:
        return f"up to date: {result['folder']}" + ("\n" + _diagnostics(report, True) if verbose else "")
    lines = [f"built {result['folder']}"]
    if report.get("replaced_damaged_build"):
        lines.append(f"replaced a damaged build: {report['replaced_damaged_build']}")
    if report.get("replaced_other_format"):
        lines.append(f"replaced a build made by {report['replaced_other_format']}")
    lines.append(f"{'document':<18}" + "".join(f" {c[:9]:>9}" for c in COLUMNS) + f" {'seconds':>8}")
    for d in report["documents"]:
        lines.append(f"{d['id']:<18}" + "".join(f" {d.get(c, 0):>9}" for c in COLUMNS) + f" {d['seconds']:>8.3f}")
    graph = report.get("graph") or {}
    if graph:
        lines.append(f"graph: {graph.get('nodes', '?')} nodes, {sum(graph.get('edges', {}).values())} edges")
    lines.append(_diagnostics(report, verbose))
    seconds = report.get("seconds", {})
    lines.append("seconds: " + ", ".join(f"{k} {v:.2f}" for k, v in seconds.items()))
    return "\n".join(lines)


def _diagnostics(report: dict, verbose: bool) -> str:
    """Diagnostics counted by document and kind, sorted; with `verbose`, every one by line."""
    counts = Counter((d["id"], i["kind"]) for d in report["documents"] for i in d["issues"])
    if not counts:
        return "diagnostics: none"
    summary = "; ".join(f"{doc} {n} {kind}" for (doc, kind), n in sorted(counts.items()))
    lines = [f"diagnostics: {sum(counts.values())} ({summary})" + ("" if verbose else "; -v lists them")]
    if verbose:
        for d in report["documents"]:
            for issue in sorted(d["issues"], key=lambda i: (i["line"], i["kind"], i["detail"])):
                lines.append(f"  {d['id']}:{issue['line']}: {issue['kind']}: {issue['detail']}")
    return "\n".join(lines)
