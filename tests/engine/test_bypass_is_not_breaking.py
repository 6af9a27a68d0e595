"""Bypassing is not breaking: Femme Fatale after Chum (rulebook FAQ) and Forked/Troll (RR, Bypass)."""

from rulesdb.engine import run_scenario


def test_chum_does_3_net_damage_when_the_bypassed_encounter_ends():
    result = run_scenario("femme-fatale-after-chum")
    final = result["final_state"]
    assert result["ok"]
    hunter = final["runs"][0]["encounters"][1]
    assert (hunter["ice"], hunter["strength"], hunter["result"]) == ("Hunter", 6, "bypassed")
    assert final["damage"]["net"] == 3
    assert sorted(final["runner"]["heap"] + final["runner"]["grip"]) == sorted(
        ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"])
    assert final["runner"]["heap"] == final["damage"]["trashed"]


def test_chum_damage_is_random_but_fixed_by_the_seed():
    first = run_scenario("femme-fatale-after-chum", seed=7)["final_state"]["damage"]["trashed"]
    again = run_scenario("femme-fatale-after-chum", seed=7)["final_state"]["damage"]["trashed"]
    picks = {tuple(run_scenario("femme-fatale-after-chum", seed=s)["final_state"]["damage"]["trashed"])
             for s in range(8)}
    assert first == again
    assert len(first) == 3
    assert len(picks) > 1


def test_chum_damage_with_two_cards_in_grip_flatlines_the_runner():
    result = run_scenario("femme-fatale-after-chum-flatline")
    final = result["final_state"]
    assert (final["winner"], final["reason"]) == ("corp", "flatline")
    assert final["runner"]["grip"] == []
    assert sorted(final["runner"]["heap"]) == ["Easy Mark", "Sure Gamble"]
    assert final["runs"][0]["outcome"] == "game over"
    assert result["trace"][-1]["text"].startswith("The Runner took more damage than they had cards")


def test_fully_breaking_the_ice_after_chum_avoids_the_damage():
    result = run_scenario("femme-fatale-after-chum-fully-broken")
    final = result["final_state"]
    assert result["ok"]
    assert [p["amount"] for p in final["payments"]] == [2, 2, 2, 2, 1]
    assert final["damage"] == {"net": 0, "meat": 0, "core": 0, "trashed": []}
    assert "Chum" not in final["abilities"]["met"]


def test_bypassed_troll_is_neither_traced_nor_trashed_by_forked():
    result = run_scenario("forked-troll-femme-fatale")
    final = result["final_state"]
    assert result["ok"]
    assert final["abilities"]["met"] == ["Femme Fatale", "Troll"]
    assert final["abilities"]["not_resolved"] == ["Troll"]
    assert final["payments"][1] == {"player": "runner", "amount": 0,
                                    "for": "Femme Fatale's bypass", "from": {}}
    assert not any("trace" in entry["text"] for entry in result["trace"])
    assert final["corp"]["servers"]["HQ"]["ice"] == ["Troll"]
    assert final["trashed"] == []


def test_forked_trashes_a_sentry_fully_broken_with_femme_fatale():
    result = run_scenario("forked-rototurret-femme-fatale")
    final = result["final_state"]
    assert result["ok"]
    assert final["runs"][0]["encounters"][0]["result"] == "ice uninstalled"
    assert final["corp"]["archives"] == ["Rototurret"]
    assert final["trashed"] == ["Rototurret"]
    assert final["runs"][0]["outcome"] == "successful"
