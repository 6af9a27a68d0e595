"""A card a search found that then cannot be installed (its cost no longer payable once a checkpoint has passed)
stays in the set-aside zone: CR 25.08 names no zone it moves to (cr/rule_set_aside_zone is "a temporary holding
space"; cr/rule_continue_after_search resolves as much as it can), so the trace says so with those rules and the
verdict carries a caveat naming the card, never a confident zone of the engine's invention."""

from tests.engine.card_play import at, scenario


def test_a_found_program_patchwork_can_no_longer_pay_for_stays_set_aside_with_a_caveat(tmp_path):
    # Gordian Blade costs 4, 3 less for the ice on R&D: 1[c]; the Runner has 0[c], so only Patchwork's 2[c] pays it,
    # and Personality Profiles trashes the one grip card Patchwork needed at the checkpoint after the search.
    corp = {"rd": ["Project Atlas"], "score_area": ["Personality Profiles"],
            "servers": {"R&D": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Code Siphon"}], corp=corp,
                      runner={"credits": 0, "rig": ["Patchwork"], "grip": ["Code Siphon", "Sure Gamble"],
                              "stack": ["Gordian Blade", "Diesel"]},
                      decisions={"rez Ice Wall": "no", "jack out": "no", "instead of breaching Code Siphon": "yes",
                                 "Code Siphon target": "Gordian Blade", "use Patchwork": "no"})
    assert (at(result, "runner.rig"), at(result, "set_aside"), at(result, "runner.stack")) == \
        (["Patchwork"], ["Gordian Blade"], ["Diesel"])
    stays = next(e for e in result["trace"] if "stays set aside" in e["text"])
    assert stays["text"].startswith("Code Siphon: Gordian Blade stays set aside")
    assert {"cr/rule_set_aside_zone", "cr/rule_continue_after_search"} <= set(stays["cites"])
    assert [c for c in result["caveats"] if "Gordian Blade" in c] == [
        "Gordian Blade, found by a search and then not installed, is shown set aside: CR 25.08 names no zone it "
        "moves to (cr/rule_set_aside_zone)."]
