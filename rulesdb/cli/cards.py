"""`rulesdb cards`: the cards the scenario engine implements, and with --cards their share of the pool."""

from __future__ import annotations

import json

from rulesdb.cli import options


def add_parser(sub, command) -> None:
    """Register `cards` on the `rulesdb` subcommand parser (`command` builds a subparser)."""
    c = command(sub, "cards", cmd_cards, "list the cards the scenario engine implements")
    c.add_argument("--cards", type=options.path, default=None, metavar="NRDB-DIR",
                   help="NetrunnerDB card data folder: also print the share of its card pool implemented")
    c.add_argument("--json", action="store_true", help="print JSON instead of text")


def cmd_cards(args) -> int:
    from rulesdb.engine.cards.report import library, pool_share

    value = library()
    if args.cards is not None:
        from rulesdb.nrdb import card_facts

        value["pool"] = pool_share(card_facts(args.cards))
    if args.json:
        print(json.dumps(value, indent=2, ensure_ascii=False))
    else:
        print(render(value))
    return 0


def render(value: dict) -> str:
    lines = [f"{value['defined']} cards defined: {value['complete']} complete, "
             f"{value['defined'] - value['complete']} waiting for an engine mechanism"]
    lines += [f"  waits for {name}: {n}" for name, n in value["waiting"].items()]
    lines.append("")
    width = max(len(c["title"]) for c in value["cards"])
    for card in value["cards"]:
        status = f"waits for {card['waits_for']}" if card["waits_for"] else "complete"
        lines.append(f"{card['title']:<{width}}  {card['type']:<9}  {card['faction'] or '-':<18}  {status}")
    if "pool" in value:
        lines += ["", *_share_lines(value["pool"])]
    return "\n".join(lines)


def _share_lines(pool: dict) -> list[str]:
    total = pool["total"]
    lines = [f"Card pool: {total['defined']} of {total['pool']} titles defined ({total['share']:.1%}), "
             f"{total['complete']} complete"]
    for heading, rows in (("By type", pool["by_type"]), ("By faction", pool["by_faction"])):
        lines += ["", f"{heading}:"]
        lines += [f"  {name:<20} {row['defined']:>4} / {row['pool']:<5} {row['share']:>6.1%}   "
                  f"complete {row['complete']}" for name, row in rows.items()]
    if pool["not_in_pool"]:
        lines += ["", "Defined but not in this pool: " + ", ".join(pool["not_in_pool"])]
    return lines
