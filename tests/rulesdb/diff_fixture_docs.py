"""Small Comprehensive-Rules-like documents built straight from the model, for the diff's unit tests.

Lines: "# 1.8 Cards" is a section, "1.8.5 text" a rule, "a. text" a sub-rule of the last rule,
"Example: text" an example of the last rule or sub-rule; "step ID 6.9.4b text" a timing step of the
current CR (addressed by its source id, numbered as a rule) under the last section; any other line
continues the last node. `format="nsg-cr-yaml"` makes the document a whole release, not an excerpt.
"""

from __future__ import annotations

import re

from rulesdb.model import Document, Example, Rule, Section, SummaryClaim, TimingStep


def cr(
    version: str,
    body: str,
    toc: tuple[str, ...] = (),
    summary: tuple[str, ...] = (),
    family: str = "nisei-cr",
    baseline: str | None = None,
    format: str = "fixture",
) -> Document:
    doc_id = f"{family}-{version}"
    fields: dict[str, dict] = {}
    kinds: dict[str, type] = {}
    section = rule = last = None
    for line_no, line in enumerate(body.strip().splitlines(), 1):
        line = line.strip()
        if match := re.match(r"# (\d+(?:\.\d+)*) (.*)", line):
            section = _add(
                fields,
                kinds,
                Section,
                f"{doc_id}/section/{match[1]}",
                None,
                "",
                line_no,
                number=match[1],
                title=match[2],
            )
            rule = last = section  # sub-rules can follow a section directly (1.10.5 -> 1.10.5a)
        elif match := re.match(r"step (\w+) (\S+) (.*)", line):
            last = _add(fields, kinds, TimingStep, f"{doc_id}/{match[1]}", section, match[3], line_no,
                        number=match[2], semantic_id=match[1], structure=(section or "").rsplit("/", 1)[-1])
        elif match := re.match(r"(\d+(?:\.\d+)+) (.*)", line):
            rule = last = _add(
                fields,
                kinds,
                Rule,
                f"{doc_id}/{match[1]}",
                section,
                match[2],
                line_no,
                number=match[1],
            )
        elif match := re.match(r"([a-z])\. (.*)", line):
            number = fields[rule]["number"] + match[1]
            last = _add(
                fields, kinds, Rule, f"{doc_id}/{number}", rule, match[2], line_no, number=number
            )
        elif line.startswith("Example"):
            owner = last.split("/example/")[0]
            index = len(fields[owner]["examples"]) + 1
            address = _add(
                fields,
                kinds,
                Example,
                f"{owner}/example/{index}",
                owner,
                line,
                line_no,
                index=index,
            )
            fields[owner]["examples"] += (address,)
            last = address
        elif last:  # a hard-wrapped continuation line
            fields[last]["text"] += "\n" + line
            fields[last]["original_text"] += "\n" + line
    for entry in toc:
        number, title = entry.split(" ", 1)
        _add(
            fields,
            kinds,
            Section,
            f"{doc_id}/section/{number}",
            None,
            "",
            0,
            number=number,
            title=title,
            has_body=False,
        )
    nodes = {a: kinds[a](children=tuple(f.pop("_children")), **f) for a, f in fields.items()}
    claims = tuple(SummaryClaim(text, text, n) for n, text in enumerate(summary, 1))
    return Document(
        id=doc_id,
        family=family,
        title="Fixture CR",
        version=version,
        effective="2020-01-01",
        format=format,
        path="fixture",
        nodes=nodes,
        top=tuple(a for a, f in nodes.items() if f.parent is None),
        summary_of_changes=claims,
        summary_baseline=baseline,
    )


def _add(fields, kinds, cls, address, parent, text, line, **extra) -> str:
    fields[address] = dict(
        address=address,
        document=address.split("/")[0],
        parent=parent,
        text=text,
        original_text=text,
        line=line,
        _children=[],
        **extra,
    )
    if cls is not Example:
        fields[address]["examples"] = ()
    kinds[address] = cls
    if parent:
        fields[parent]["_children"].append(address)
    return address
