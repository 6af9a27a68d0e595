"""`rulesdb cards`: the cards the scenario engine implements, and with --cards their legality and the
engine's share of each format's pool; `--format standard` lists that pool with what the engine does."""

from __future__ import annotations

import json
from pathlib import Path

from rulesdb.cli import options
from rulesdb.errors import BadQuery

FORMATS = ("standard", "startup")


def add_parser(sub, command) -> None:
    """Register `cards` on the `rulesdb` subcommand parser (`command` builds a subparser)."""
    c = command(sub, "cards", cmd_cards, "list the cards the scenario engine implements")
    c.add_argument("--cards", type=options.path, default=None, metavar="NRDB-DIR",
                   help="NetrunnerDB card data folder: also print each card's legality and the share of "
                        "each format's pool implemented")
    c.add_argument("--format", choices=FORMATS, default=None,
                   help="list this format's card pool (needs --cards) with each card's implementation status")
    c.add_argument("--json", action="store_true", help="print JSON instead of text")


def cmd_cards(args) -> int:
    if args.format and args.cards is None:
        raise BadQuery(f"--format {args.format}: needs --cards NRDB-DIR, the card data that defines the pool")
    stored = _pool(args.cards) if args.cards is not None else None
    value = format_listing(stored, args.format, args.cards) if args.format else library_value(stored)
    if args.json:
        print(json.dumps(value, indent=2, ensure_ascii=False))
    else:
        print(render_format(value) if args.format else render(value))
    return 0


def _pool(folder: Path) -> dict:
    from rulesdb.cardpool.records import records

    return records(folder)


def library_value(stored: dict | None) -> dict:
    """The library (each card with what it waits for), and with card data each card's Standard status,
    the whole pool's share (`pool`) and each format's (`formats`)."""
    from rulesdb.engine.cards.report import library, pool_share

    value = library()
    if stored is None:
        return value
    from rulesdb.cardpool.coverage import format_shares

    cards = stored["cards"]
    for card in value["cards"]:
        legal = (cards.get(card["title"]) or {}).get("legality")
        card["standard"] = legal["standard"]["status"] if legal else None
    value["pool"] = pool_share({t: r["facts"] for t, r in cards.items()})
    value["formats"] = format_shares(stored)
    return value


def format_listing(stored: dict, name: str, folder: Path) -> dict:
    """One format's pool, each card with its type, faction, Standard status and engine status."""
    from rulesdb.cardpool.coverage import format_shares, listing, pools

    if name == "startup":
        lists = any(b["format"] == "startup" for b in stored["formats"]["lists"])
        raise BadQuery(f"--format startup: the card data in {folder} defines no Startup card pool "
                       f"(which cycles Startup uses){', only its ban lists' if lists else ''}")
    if name not in pools(stored):
        raise BadQuery(f"--format {name}: the card data in {folder} has no packs.json or cycles.json to tell "
                       "which cards are in rotation")
    shares = format_shares(stored)[name]
    return {"format": name, "about": shares["about"], "total": shares["total"], "cards": listing(stored, name)}


def render(value: dict) -> str:
    lines = [f"{value['defined']} cards defined: {value['complete']} complete, "
             f"{value['defined'] - value['complete']} waiting for an engine mechanism"]
    lines += [f"  waits for {name}: {n}" for name, n in value["waiting"].items()]
    lines.append("")
    width = max(len(c["title"]) for c in value["cards"])
    legality = any(c.get("standard") for c in value["cards"])
    for card in value["cards"]:
        status = f"waits for {card['waits_for']}" if card["waits_for"] else "complete"
        standard = f"{'Standard ' + card['standard'] if card.get('standard') else '-':<19}  " if legality else ""
        lines.append(f"{card['title']:<{width}}  {card['type']:<9}  {card['faction'] or '-':<18}  {standard}{status}")
    if "pool" in value:
        lines += ["", *_share_lines(value["pool"])]
    if value.get("formats"):
        lines += ["", "Complete, by format:"]
        lines += [f"  {row['about']}: {_complete(row['total'])}" for row in value["formats"].values()]
    return "\n".join(lines)


def render_format(value: dict) -> str:
    """A format's pool in text: one line per card, then the engine's share of it."""
    rows = value["cards"]
    width = max((len(r["title"]) for r in rows), default=5)
    lines = [f"{r['title']:<{width}}  {r['type'] or '-':<9}  {r['faction'] or '-':<18}  "
             f"{r['standard'] or '-':<10}  {_engine(r['engine'])}" for r in rows]
    return "\n".join([*lines, "", f"{len(rows)} cards {value['about']}: {_complete(value['total'])}"])


def _engine(engine: dict) -> str:
    return f"waits for {engine['waits_for']}" if engine["waits_for"] else engine["status"]


def _complete(total: dict) -> str:
    return (f"{total['complete']} of {total['pool']} complete ({total['complete_share']:.1%}), "
            f"{total['defined']} defined")


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
