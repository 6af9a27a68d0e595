"""Small hand-built documents for graph, search and lookup tests: two CR versions and a Rules Reference excerpt."""

from __future__ import annotations

from rulesdb.model import (
    Document,
    Example,
    GlossaryTerm,
    Reference,
    Rule,
    Section,
    TimingStep,
    TimingStructure,
    Transition,
)


def _doc(doc_id, family, version, effective, nodes, top):
    table = {n.address: n for n in nodes}
    return Document(
        id=doc_id,
        family=family,
        title=doc_id,
        version=version,
        effective=effective,
        format="test",
        path=f"{doc_id}.txt",
        nodes=table,
        top=tuple(top),
    )


def _common(address, doc, parent, children, text, line):
    return {
        "address": address,
        "document": doc,
        "parent": parent,
        "children": tuple(children),
        "text": text,
        "original_text": text,
        "line": line,
    }


def cr(doc_id="cr-1.3", version="1.3", effective="2019-08-02", recurring_text=None) -> Document:
    d = doc_id
    a = lambda rest: f"{d}/{rest}"
    recurring_text = recurring_text or (
        "Recurring credits are refilled during step 5.6.1c of the "
        "Corp's turn, before other abilities resolve."
    )
    nodes = [
        Section(**_common(a("section/1.9"), d, None, [], "", 1), number="1.9", title="Counters"),
        Section(
            **_common(
                a("section/1.10"),
                d,
                None,
                [a("1.10.1"), a("1.10.3"), a("1.10.4"), a("1.10.5c")],
                "",
                2,
            ),
            number="1.10",
            title="Credits",
        ),
        Rule(
            **_common(
                a("1.10.1"),
                d,
                a("section/1.10"),
                [],
                "A CREDIT ([c]) is the basic unit of currency.",
                3,
            ),
            number="1.10.1",
        ),
        Rule(
            **_common(
                a("1.10.3"),
                d,
                a("section/1.10"),
                [a("1.10.3c")],
                "Credits enter and leave a player's credit pool.",
                4,
            ),
            number="1.10.3",
        ),
        Rule(
            **_common(
                a("1.10.3c"),
                d,
                a("1.10.3"),
                [a("1.10.3c/example/1")],
                "If a player is instructed to SPEND or PAY credits, they put them in the bank.",
                5,
            ),
            number="1.10.3c",
            examples=(a("1.10.3c/example/1"),),
        ),
        Example(
            **_common(
                a("1.10.3c/example/1"),
                d,
                a("1.10.3c"),
                [],
                "The Runner must use credits from Ghost Runner if this is the only way to pay "
                '3[c] when resolving the "when encountered" ability on Tollbooth.',
                6,
            ),
            index=1,
            cards=("GHOST RUNNER", "TOLLBOOTH"),
        ),
        Rule(
            **_common(
                a("1.10.4"),
                d,
                a("section/1.10"),
                [],
                "Abilities can place credits on cards; see section 1.9 and rule 1.10.2.",
                7,
            ),
            number="1.10.4",
            references=(
                Reference("section 1.9", "section", "1.9"),
                Reference("rule 1.10.2", "rule", "1.10.2"),
            ),
        ),
        Rule(
            **_common(a("1.10.5c"), d, a("section/1.10"), [], recurring_text, 8),
            number="1.10.5c",
            references=(Reference("step 5.6.1c", "step", "5.6.1c"),),
        ),
    ]
    return _doc(d, "cr", version, effective, nodes, [a("section/1.9"), a("section/1.10")])


def _term(d, slug, name, text, line, related=(), examples=(), references=()):
    address = f"{d}/term/{slug}"
    return GlossaryTerm(
        **_common(address, d, None, list(examples), text, line),
        name=name,
        related=tuple(f"{d}/term/{r}" for r in related),
        examples=tuple(examples),
        references=tuple(references),
    )


def _step(d, number, text, line, transitions=(), parent=None, children=()):
    address = f"{d}/timing/run/{number}"
    moves = tuple(Transition(f"{d}/timing/run/{t}", c) for t, c in transitions)
    return TimingStep(
        **_common(address, d, parent or f"{d}/timing/run", children, text, line),
        structure="run",
        number=number,
        transitions=moves,
    )


def rr(doc_id="rr-1.0") -> Document:
    d = doc_id
    ex = f"{d}/term/bypass/example/1"
    run = f"{d}/timing/run"
    nodes = [
        _term(
            d,
            "bypass",
            "Bypass",
            "When an effect allows the Runner to bypass a piece of ice, they pass "
            "that ice; step [3.1] of a run is never reached.",
            10,
            related=("ice", "pass", "run", "subroutines"),
            examples=(ex,),
            references=(Reference("step [3.1] of a run", "step", "3.1", "run"),),
        ),
        Example(
            **_common(
                ex,
                d,
                f"{d}/term/bypass",
                [],
                "The Runner plays Forked and encounters a Troll that "
                "they can bypass with Femme Fatale. Troll is not trashed.",
                11,
            ),
            index=1,
            cards=("Forked", "Troll", "Femme Fatale"),
        ),
        _term(d, "ice", "Ice", "Ice protects servers. Bypassing ice is not breaking it.", 12),
        _term(d, "pass", "Pass", "After the encounter the Runner passes the ice.", 13),
        _term(d, "run", "Run", "A run is an attack on a server <HQ>.", 14),
        _term(
            d, "subroutines", "Subroutines", "Each [sub] is a subroutine the Runner can break.", 15
        ),
        _term(
            d,
            "credits",
            "Credits",
            "Credits are spent with [c]. Gaining one costs [click] in HQ & R&D.",
            16,
        ),
        TimingStructure(
            **_common(
                run,
                d,
                None,
                [f"{run}/2.2", f"{run}/2.3", f"{run}/3.1", f"{run}/3.2", f"{run}/4", f"{run}/7"],
                "",
                20,
            ),
            name="run",
            title="Timing Structure of a Run",
        ),
        _step(
            d,
            "2.2",
            "The Runner can choose whether or not to jack out.",
            21,
            [("7", "If the Runner jacks out"), ("2.3", "Otherwise")],
        ),
        _step(d, "2.3", "Approached ice can be rezzed.", 22),
        _step(d, "3.1", "The Runner can interact with the encountered ice.", 23),
        _step(
            d,
            "3.2",
            "Resolve all subroutines not broken on the encountered ice.",
            24,
            [("7", "If the run ends"), ("4", "Otherwise")],
        ),
        _step(d, "4", "The Runner passes the ice.", 25),
        _step(d, "7", "The run ends.", 26),
    ]
    top = [f"{d}/term/{s}" for s in ("bypass", "ice", "pass", "run", "subroutines", "credits")] + [
        run
    ]
    return _doc(d, "rr", "1.0", "2017-12-14", nodes, top)


def documents() -> dict[str, Document]:
    """The three small documents, keyed by id."""
    newer = cr("cr-1.4", "1.4", "2019-12-20")
    return {d.id: d for d in (cr(), newer, rr())}
