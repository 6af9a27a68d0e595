"""`rulesdb build --report`: the build's fidelity report (coverage, self-check, unknown icons, errata) for a reader."""

from __future__ import annotations


def report_text(fidelity: dict) -> str:
    """Per document: the share of source accounted for, then every item a reader should look at."""
    lines = []
    for doc_id, d in fidelity.get("documents", {}).items():
        lines.append(f"{doc_id}: {d['coverage']:.2%} of {d['file']} accounted for; "
                     f"{len(d['unaccounted'])} unaccounted, {len(d['word_losses'])} word losses, "
                     f"{len(d['icon_gaps'])} unknown icons, {len(d['errata'])} errata")
        for u in d["unaccounted"]:
            lines.append(f"    {u['file']}:{u['line']}: unaccounted: {u['text']}")
        for m in d.get("misplaced", []):
            lines.append(f"    {m['file']}:{m['line']}: {m['node']}: its original text is not in the source there: "
                         f"{m['missing'][:80]}")
        for loss in d["word_losses"]:
            lines.append(f"    {loss['file']}:{loss['line']}: {loss['node']} lost words: {loss['missing']}")
        for gap in d["icon_gaps"]:
            lines.append(f"    line {gap['line']}: {gap['node']}: unknown icon in “{gap['text']}”")
        for e in d["errata"]:
            lines.append(f"    line {e['line']}: erratum ({e['kind']}) in {e['node']}: {e['note']}")
    return "\n".join(lines)
