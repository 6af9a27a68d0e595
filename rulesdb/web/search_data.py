"""The search data a browser ranks with: the server's own tables, not a second ranking. Each term's
impacts (BM25 computed at build time), the nodes' boosts and grouping keys, the lookup tables (names,
cards, numbers, source ids), the words a spelling suggestion may offer and the query analysis, for the
nodes of the documents a browser copy holds; `static/find.js` answers a query from them as
`RulesDB.find` does (scripts/offline_search.js and tests/web/test_search_parity.py compare the two).
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote

from rulesdb.graph.card_mentions import key as card_key
from rulesdb.graph.references import STRUCTURE_ORDER
from rulesdb.labels import EXCERPT, excerpt
from rulesdb.search.analysis import ICON_WORDS
from rulesdb.search.card_rules import together
from rulesdb.search.contents import NUMBER_KEY
from rulesdb.search.index import GROUP_DEPTH, MAX_LIMIT, stop_words, word_analysis
from rulesdb.search.ranking import FORM, HINT, UNITS
from rulesdb.search.records import HEADING, is_heading, version_boosts
from rulesdb.search.vocabulary import question_forms, replacements
from rulesdb.service import RulesDB

FORMAT = 1  # find.js refuses data of another format
SHOWN = 120  # characters of a node's text sent for its excerpt


def browser_tables(rdb: RulesDB, doc_ids: list[str], wants: Callable[[str], bool] = lambda url: True) -> dict:
    """Everything `find.js` needs to answer as the server does, over the nodes of `doc_ids`; `wants`
    keeps the cards and scenarios whose pages a copy holds (a partial export's)."""
    nodes, impacts, keys = rdb.index.tables()
    kept, number, contents = _kept(rdb, doc_ids)
    lookup = rdb.lookup_table
    at = _places(nodes, number, lookup)
    docs = _documents(rdb, doc_ids)
    return {
        "format": FORMAT,
        "current": lookup.current.id if lookup.current else None,
        "docs": docs,
        "nodes": _nodes([nodes[n] for n in kept], lookup, doc_ids),
        "headings": [i for i, n in enumerate(kept) if is_heading(lookup.nodes[nodes[n]["address"]][0])],
        "content": [contents[c] for c in _content_of(impacts, kept)],
        "keys": _grouping_keys([keys[n] for n in kept]),
        "impacts": _impacts(impacts, contents),
        "known": sorted(t for t in impacts.table if not any(c in contents for c in impacts.table[t])),
        "spellings": rdb.index.spelling_words(),
        "printed": rdb.index.printed_words_unknown(),
        "names": _table(lookup.names, at),
        "cards": _table(lookup.card_table, at),
        "numbered": _table({(k,): v for k, v in lookup.numbered.items()}, at),
        "ids": _unlike_addresses(_table({(k,): v for k, v in lookup.citations.holders.items()}, at),
                                 [nodes[n]["address"] for n in kept], [d["id"] for d in docs if d["by_id"]]),
        "catalogue": _catalogue(rdb, wants),
        "analysis": _analysis(len(nodes)),
    }


def _analysis(node_count: int) -> dict:
    """How the server reads a query and cuts a ranking: its word analysis, the players' words, limits."""
    return {"label_words": EXCERPT, "stop": stop_words(), "minsize": word_analysis().minsize, "icons": ICON_WORDS,
            "number_key": NUMBER_KEY, "units": UNITS, "vocabulary": replacements(), "heading": HEADING,
            "question_forms": question_forms(), "form": FORM,
            "structures": list(STRUCTURE_ORDER), "group_depth": GROUP_DEPTH, "max_limit": MAX_LIMIT, "hint": HINT,
            "node_count": node_count}


def phrase_texts(rdb: RulesDB, doc_ids: list[str]) -> dict:
    """The titles and texts a quoted phrase is looked for in (the server's phrase index), for the
    contents of `browser_tables`: sent apart, fetched only when a query quotes a phrase."""
    _, _, contents = _kept(rdb, doc_ids)
    texts = []
    for title, text, held in rdb.index.phrase_texts():
        kept = [contents[c] for c in held if c in contents]
        if kept:
            texts.append([title, text, kept])
    return {"format": FORMAT, "texts": texts}


def _kept(rdb: RulesDB, doc_ids: list[str]) -> tuple[list[int], dict[int, int], dict[int, int]]:
    """The server's numbers of the nodes of `doc_ids`, each one's number in the browser's copy, and
    the browser's number of each server content that holds one."""
    nodes, impacts, _ = rdb.index.tables()
    wanted = set(doc_ids)
    kept = [n for n, node in enumerate(nodes) if node["document"] in wanted]
    number = {n: i for i, n in enumerate(kept)}
    return kept, number, _contents(impacts, number)


def _documents(rdb: RulesDB, doc_ids: list[str]) -> list[dict]:
    """The documents, latest first as lookup orders them, each with its node boost and version order."""
    lookup, boosts = rdb.lookup_table, version_boosts(rdb.documents)
    by_version = sorted(rdb.documents.values(), key=lambda d: d.version_key)
    newer = {d.id: sum(1 for o in by_version if o.version_key < d.version_key) for d in by_version}
    ids = sorted(doc_ids, key=lookup.rank.__getitem__)
    return [{"id": d, "family": rdb.documents[d].family, "version": rdb.documents[d].version,
             "boost": boosts[d], "version_rank": newer[d], "by_id": d in lookup.citations.by_id} for d in ids]


def _nodes(nodes: list[dict], lookup, doc_ids: list[str]) -> list[list]:
    """[address, kind, label, printed number, excerpt, document]: what a hit shows, in the server's node
    order. An excerpt already sent is sent as the number of the node that has it (releases repeat texts);
    a rule's label, its number and first words (rulesdb.labels.title), is left for the browser to make."""
    order = {d: i for i, d in enumerate(sorted(doc_ids, key=lookup.rank.__getitem__))}
    first: dict[str, int] = {}
    rows = []
    for i, node in enumerate(nodes):
        text = lookup.nodes[node["address"]][0].text
        shown = excerpt(text, SHOWN)
        at = first.setdefault(shown, i)
        label = None if node["label"] == f"{node['number']} {excerpt(text)}".strip() else node["label"]
        rows.append([node["address"], node["kind"], label, node["number"], shown if at == i else at,
                     order[node["document"]]])
    return rows


def _content_of(impacts, kept: list[int]) -> list[int]:
    content_of = {}
    for content, members in enumerate(impacts.members):
        for n in members:
            content_of[n] = content
    return [content_of[n] for n in kept]


def _contents(impacts, number: dict[int, int]) -> dict[int, int]:
    """The server's contents that hold a kept node -> the browser's content numbers."""
    held = [c for c, members in enumerate(impacts.members) if any(n in number for n in members)]
    return {c: i for i, c in enumerate(held)}


def _impacts(impacts, contents: dict[int, int]) -> dict[str, list[int]]:
    """term -> [content, impact, content, impact, ...] over the kept contents, each content as the step
    from the one before (ascending, as the server adds them) and each impact in 1/UNITS."""
    table = {}
    for term, row in impacts.table.items():
        flat, before = [], 0
        for c, score in row.items():
            if c in contents:
                flat += [contents[c] - before, round(score * UNITS)]
                before = contents[c]
        if flat:
            table[term] = flat
    return table


def _grouping_keys(keys: list[tuple]) -> list[list[int]]:
    """Each node's grouping keys (same words; same rule by id) as small numbers."""
    numbers: dict[tuple, int] = {}
    return [[numbers.setdefault(k, len(numbers)) for k in node_keys] for node_keys in keys]


def _table(table: dict[tuple, list[str]], at: dict[str, int]) -> dict[str, list[int]]:
    """A lookup table keyed by words, its addresses as the browser's node numbers (order kept, repeats
    dropped); `at` also places a node of a release left out at its rule in a release kept, as the
    server's exact hits show it (the newest version of the rule)."""
    found = {}
    for key, addresses in table.items():
        kept = list(dict.fromkeys(at[a] for a in addresses if a in at))
        if kept:
            found[" ".join(key)] = kept
    return found


def _places(nodes: list[dict], number: dict[int, int], lookup) -> dict[str, int]:
    """Address -> the browser's node number: every kept node, and every node of a release left out whose
    source id a kept release has (at that release's node, the latest first)."""
    at = {nodes[n]["address"]: i for n, i in number.items()}
    latest = {}
    for address in lookup.newest_first(list(at)):
        key = lookup.citations.key(address)
        if key is not None:
            latest.setdefault(key, at[address])
    for address in lookup.nodes:
        key = lookup.citations.key(address)
        if address not in at and key in latest:
            at[address] = latest[key]
    return at


def _unlike_addresses(ids: dict[str, list[int]], addresses: list[str], releases: list[str]) -> dict[str, list[int]]:
    """The few source ids whose nodes are not simply `<release>/<id>` in the releases kept, latest first:
    find.js finds the others by their address."""
    at = {a: i for i, a in enumerate(addresses)}

    def addressed(ident: str) -> list[int]:
        return list(dict.fromkeys(at[f"{r}/{ident}"] for r in releases if f"{r}/{ident}" in at))

    return {k: v for k, v in ids.items() if v != addressed(k)}


def _catalogue(rdb: RulesDB, wants: Callable[[str], bool]) -> dict:
    """The card names and scenarios a query may name (rulesdb.search.catalogue), each card with the rules
    its text points to when it has any (rulesdb.search.card_rules) and the rules on how several cards'
    effects meet: the documents' cards, the card data's others a question may name (`named`, and their
    other names, `heads`: an identity by the start of its name, a name as a phone types it), and the card
    data's other titles (`pool`: a card typed whole is shown as the server shows it)."""
    catalogue = rdb.catalogue
    named = {title for key, title in catalogue.named.items() if key == card_key(title) and wants(card_url(title))}
    return {"cards": [[name, len(catalogue.mentions.get(key, ())), *filter(None, [list(rdb.card_rules(name))])]
                      for key, name in catalogue.cards.items() if wants(card_url(name))],
            "named": [[title, *filter(None, [list(rdb.card_rules(title))])] for title in sorted(named)],
            "heads": sorted([" ".join(key), title] for key, title in catalogue.named.items()
                            if key != card_key(title) and wants(card_url(title))),
            "plural": [[" ".join(p), name] for p, key in catalogue.plural.items()
                       if wants(card_url(name := catalogue.cards.get(key) or catalogue.named[key]))],
            "scenarios": [[s["id"], s["title"], list(s.get("cards", ()))] for s in catalogue.scenarios
                          if wants("/scenarios/" + s["id"])],
            "pool": sorted(title for title in rdb.card_pool.cards if card_key(title) not in catalogue.cards
                           and title not in named and wants(card_url(title))),
            "together": {rule: list(meet) for rule, meet in together().items()}}


def card_url(name: str) -> str:
    return "/cards/" + quote(name, safe="")
