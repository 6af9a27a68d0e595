"""Cards removed from the game rather than trashed (Ashen Epilogue)."""

from tests.engine.card_play import at, scenario


def test_ashen_epilogue_removes_5_cards_draws_5_and_is_removed_itself(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Ashen Epilogue"}],
                      runner={"grip": ["Ashen Epilogue"], "heap": ["Corroder", "Mimic"],
                              "stack": ["Diesel", "Sure Gamble", "Desperado", "Kati Jones", "Inside Job",
                                        "Daily Casts", "Datasucker"]})
    assert len(at(result, "runner.removed")) == 6
    assert at(result, "runner.removed")[-1] == "Ashen Epilogue"
    assert (len(at(result, "runner.grip")), at(result, "runner.stack"), at(result, "runner.heap")) == (4, [], [])  # 9 cards, 5 removed
