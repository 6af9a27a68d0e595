"""A server drops an old build as soon as nothing uses it: the object holding the build's readers'
lock must not sit in a reference cycle that only the cycle collector frees (a busy server kept four
old builds locked, and the pruner could not remove them)."""

import gc
import weakref

from rulesdb.service import RulesDB


def test_a_build_used_for_look_ups_and_search_is_let_go_without_the_cycle_collector(built_data):
    db = RulesDB.load(built_data)
    _ = db.graph, db.index, db.lookup_table
    db.find("bypass")
    db.find("6.9.4b")
    gone = weakref.ref(db)
    was = gc.isenabled()
    gc.disable()
    try:
        del db, _
        assert gone() is None
    finally:
        if was:
            gc.enable()
