"""The meaning-based ranking (rulesdb.search.meaning) and its fusion with the lexical one
(rulesdb.search.fusion): BERT's tokenizer as written out, the shipped table, exact dot products, the
fusion's order, and what it does to a question whose words are not the rule's."""

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.errors import BrokenBuild, RulesDBError
from rulesdb.search.fusion import POOL, SHARE, K, fused
from rulesdb.search.meaning import pieces as shipped_pieces
from rulesdb.search.meaning.nearest import QUERY_SCALE, Nearest, opened
from rulesdb.search.meaning.vectors import OFFSET, node_words, piece_rows
from rulesdb.search.meaning.wordpiece import MAX_WORD, UNKNOWN, pieces, tokenize, words


# --- the tokenizer -------------------------------------------------------------------------------
def test_words_are_read_as_berts_basic_tokenizer_reads_them():
    assert words("Café naïve — “Quoted” [click]x") == ["cafe", "naive", "—", "“", "quoted", "”", "[", "click", "]", "x"]
    assert words("中文ok") == ["中", "文", "ok"]  # an ideograph stands alone
    assert words("a\x00b\u200bc\tD") == ["abc", "d"]  # control and format characters dropped, tabs are spaces


def test_a_word_is_cut_into_the_longest_known_pieces():
    known = {"jack", "##ed", "##e", "out", "##s"}.__contains__
    assert pieces("jacked", known) == ["jack", "##ed"]
    assert pieces("outs", known) == ["out", "##s"]
    assert pieces("runs", known) == [UNKNOWN]  # no piece starts it
    assert pieces("jack" * 30, known) == [UNKNOWN]  # longer than MAX_WORD
    assert len("jack" * 30) > MAX_WORD


# --- the shipped table ---------------------------------------------------------------------------
def test_the_shipped_table_cuts_every_word_of_the_current_release(db):
    """Every word of the current rules is cut into pieces with vectors; only a symbol the encoder's own
    vocabulary lacks ("◆") is unknown."""
    table = shipped_pieces.shipped()
    assert table.dims == len(table.matrix) // len(table.names) and len(set(table.names)) == len(table.names)
    vocabulary = piece_rows(table.names)
    current = db.lookup_table.current
    unknown = {w for n in current.nodes.values() for w in words(node_words(n, current))
               if tokenize(w, vocabulary) == [-1]}
    assert all(len(w) == 1 and not w.isalnum() for w in unknown), sorted(unknown)[:10]


def test_a_damaged_table_is_named_in_one_line(tmp_path):
    path = tmp_path / "pieces.bin"
    with pytest.raises(RulesDBError, match="pieces.bin: the meaning table cannot be read"):
        shipped_pieces.read(path)
    shipped_pieces.write(path, ["a", "b"], bytes(6), 3, {"model": "test"})
    assert shipped_pieces.read(path).names == ["a", "b"]
    path.write_bytes(path.read_bytes()[:-1])  # a vector cut short
    with pytest.raises(RulesDBError, match=r"pieces.bin: not a meaning table .*reinstall"):
        shipped_pieces.read(path)


# --- exact dot products --------------------------------------------------------------------------
def table_of(node_rows: list[list[int]], piece_rows_: list[list[int]], weights: list[int]) -> dict:
    dims = len(node_rows[0])
    return {"made_from": "test", "release": "r", "dims": dims, "pieces": [f"p{i}" for i in range(len(piece_rows_))],
            "matrix": bytes(v & 0xFF for row in piece_rows_ for v in row), "weights": weights,
            "nodes": [10 + i for i in range(len(node_rows))],
            "vectors": bytes(v + OFFSET for row in node_rows for v in row), "sums": [sum(v + OFFSET for v in r) for r in node_rows]}


numbers = st.integers(-127, 127)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 9).flatmap(lambda dims: st.tuples(
    st.lists(st.lists(numbers, min_size=dims, max_size=dims), min_size=1, max_size=12),
    st.lists(st.integers(-QUERY_SCALE, QUERY_SCALE), min_size=dims, max_size=dims))))
def test_every_nodes_dot_product_is_exact(case):
    node_rows, query = case
    near = Nearest(table_of(node_rows, [[0] * len(query)], [1]))
    assert near.dots(query) == [sum(q * v for q, v in zip(query, row, strict=True)) for row in node_rows]


def test_the_nearest_node_first_and_equal_ones_in_their_order():
    near = Nearest(table_of([[1, 0], [5, 5], [0, 7], [5, 5]], [[100, 100], [0, 100]], [1, 1]))
    assert near.rank("p0", 4) == [11, 13, 12, 10]  # along (1, 1): 10, 10, 7, 1
    assert near.rank("p1", 2) == [12, 11]  # along (0, 1)
    assert near.rank("nothing known", 4) == []


def test_a_node_table_of_another_shape_is_a_damaged_build():
    table = table_of([[1, 2]], [[1, 1]], [1])
    with pytest.raises(BrokenBuild, match="meaning table"):
        opened(dict(table, vectors=table["vectors"][:-1]), "index/meaning.pickle")
    with pytest.raises(BrokenBuild, match="meaning table"):
        opened({"dims": 2}, "index/meaning.pickle")
    assert opened(None, "x") is None  # a build without a current release ranks by words alone


# --- the fusion ----------------------------------------------------------------------------------
def lexical(*reps):
    return [(r, 1.0, [r]) for r in reps]


def never(node):
    return False


def test_a_hit_near_in_meaning_rises_and_a_near_node_the_words_missed_joins():
    shown = fused(lexical(1, 2, 3), [2, 9], 10, never)
    assert [h[0] for h in shown] == [2, 1, 3, 9]
    assert shown[0][1] == pytest.approx(1 / (K + 2) + SHARE / (K + 1))
    assert shown[3][1] == pytest.approx(SHARE / (K + 2))


def test_a_replaced_releases_hit_takes_no_rank_and_follows_its_hit():
    old = {100, 101}
    with_old = fused(lexical(100, 1, 2, 101, 3), [3], 10, old.__contains__)
    without = fused(lexical(1, 2, 3), [3], 10, never)
    assert [h for h in with_old if h[0] not in old] == without
    order = [h[0] for h in with_old]
    assert order.index(100) == 0 and order.index(101) == order.index(2) + 1


def test_a_longer_list_never_reorders_a_shorter_one():
    ranked = lexical(*range(POOL + 15))
    near = list(range(POOL + 30, POOL, -1))
    longest = fused(ranked, near, 100, never)
    for limit in (1, 5, 10, POOL, POOL + 10):
        assert fused(ranked, near, limit, never) == longest[:limit]


# --- in the search ---------------------------------------------------------------------------------
def test_a_question_in_other_words_finds_its_rule_first_by_meaning(db):
    """The rule ("If a piece of ice is uninstalled or derezzed while it is being encountered, the
    Encounter Phase ends...") shares few words with the question; the Encounter Ice Phase's rule shares
    more. Read for its meaning, the question is nearest the rule, which comes first."""
    question, rule = "what happens if the ice I'm encountering gets derezzed", "nsg-cr-25.08/rule_ice_change_encounter_uninstall_derez"
    nodes, _, _ = db.index.tables()
    assert rule in [nodes[n]["address"] for n in db.index.meaning.rank(question, 3)]
    words_alone = [h["address"] for h in db.quick_index.search(question, limit=10, group=True)["hits"]]
    with_meaning = [h["address"] for h in db.quick_index.search(question, limit=10, group=True, meaning=question)["hits"]]
    assert words_alone.index(rule) > 0 and with_meaning[0] == rule


def test_meaning_alone_brings_no_hit(db):
    """A query whose words find nothing gets nothing, not the rules nearest a meaningless text."""
    assert db.quick_index.search("zzxq qqvv", limit=10, group=True, meaning="zzxq qqvv")["hits"] == []


def test_the_stored_table_and_the_index_rank_alike(db, built_data):
    """The one-shot search's stored table (a lazily opened build's) and the index's own file (a
    server's) hold the same node table, of the current release."""
    from rulesdb.build import store
    from rulesdb.build.tables import SEARCH
    from rulesdb.search.index import MEANING
    from rulesdb.service import RulesDB

    with open(store.current_build(built_data) / store.INDEX / MEANING, "rb") as fh:
        table = pickle.load(fh)
    assert table["release"] == db.lookup_table.current.id
    assert RulesDB.load(built_data, lazy=True).stored_table(SEARCH, "meaning") == {"table": table}
