"""Code Siphon's "you may search your stack for 1 program. Install it, paying 3[c] less ..." goes through the one
search-and-install path (`piles.search_stack`): the stack is searched and shuffled, a checkpoint follows with the
program set aside (cr/rule_search_instruction: Personality Profiles resolves there), and only then is it installed."""

from tests.engine.card_play import at, scenario


def _siphon(tmp_path, credits=1, stack=("Gordian Blade", "Diesel"), answer="Gordian Blade", name="siphon"):
    corp = {"rd": ["Project Atlas"], "score_area": ["Personality Profiles"],
            "servers": {"R&D": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    return scenario(tmp_path, actions=[{"runner": "play Code Siphon"}], corp=corp, name=name,
                    runner={"credits": credits, "grip": ["Code Siphon", "Sure Gamble"], "stack": list(stack)},
                    decisions={"rez Ice Wall": "no", "jack out": "no",
                               "instead of breaching Code Siphon": "yes", "Code Siphon target": answer})


def _index(result, words):
    return next(i for i, entry in enumerate(result["trace"]) if words in entry["text"])


def test_code_siphon_finds_shuffles_and_lets_personality_profiles_resolve_before_installing(tmp_path):
    result = _siphon(tmp_path)
    found = _index(result, "finds Gordian Blade")
    trashed = _index(result, "Sure Gamble")
    installed = _index(result, "installs Gordian Blade")
    assert found < trashed < installed  # search, shuffle, checkpoint (Personality Profiles), then install
    assert (at(result, "runner.rig"), at(result, "runner.credits"), at(result, "runner.tags")) == \
        (["Gordian Blade"], 0, 1)  # 4 - 3 for the 1 ice protecting R&D
    assert at(result, "runner.heap") == ["Sure Gamble", "Code Siphon"]  # the event is trashed once resolved


def test_code_siphon_may_fail_to_find_and_offers_only_what_it_could_install(tmp_path):
    result = _siphon(tmp_path, credits=0, stack=("Gordian Blade", "Femme Fatale"), answer="no", name="nothing")
    step = next(e for e in result["trace"] if "searches the stack" in e["text"])
    assert "finds nothing" in step["text"]
    assert at(result, "runner.rig") == [] and sorted(at(result, "runner.stack")) == ["Femme Fatale", "Gordian Blade"]
