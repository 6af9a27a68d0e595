"""Core set ice (Revised Core Set, System Core 2019): Himitsu-Bako, Shadow, Whirlpool and Yagura, each through a
run."""

from tests.engine.card_play import at, board, run_past, traced


def test_himitsu_bako_goes_back_to_hq_for_1_credit_mid_encounter(tmp_path):
    corp = {"credits": 3, "servers": {"Server 1": {"root": ["PAD Campaign"]}}}
    result = run_past(tmp_path, "Himitsu-Bako", corp=corp, decisions={
        "abilities at encounter Himitsu-Bako": "Himitsu-Bako", "break Himitsu-Bako": "no", "trash PAD Campaign": "no"})
    assert (at(result, "corp.hq"), at(result, "corp.credits")) == (["Himitsu-Bako"], 2)
    assert at(result, "runs.0.outcome") == "successful"  # gone before its subroutine could end the run
    stays = run_past(tmp_path, "Himitsu-Bako", corp=corp, decisions={"break Himitsu-Bako": "no"}, name="stays")
    assert at(stays, "runs.0.outcome") == "unsuccessful"


def test_shadow_gets_1_strength_per_advancement_token(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Shadow", "advancement": 2}]}}})
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 1 + 2


def test_shadow_gains_the_corp_2_credits_and_traces_for_a_tag(tmp_path):
    result = run_past(tmp_path, "Shadow", corp={"credits": 0}, runner={"credits": 0},
                      decisions={"break Shadow": "no", "Corp trace boost Shadow": 0, "Runner link boost Shadow": 0})
    assert (at(result, "corp.credits"), at(result, "runner.tags")) == (2, 1)


def test_whirlpool_takes_away_the_choice_to_jack_out_for_the_run_and_is_trashed(tmp_path):
    free = run_past(tmp_path, ["Tithe", "Enigma"], runner={"grip": ["Sure Gamble"]}, name="free",
                    decisions={"break Tithe": "no", "jack out": "yes"})
    assert [e["ice"] for e in at(free, "runs.0.encounters")] == ["Tithe"]  # jacks out after passing it, as asked
    result = run_past(tmp_path, ["Whirlpool", "Enigma"], runner={"credits": 0},
                      decisions={"break Whirlpool": "no", "break Enigma": "no", "jack out": "yes"})
    assert at(result, "corp.archives") == ["Whirlpool"]
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Whirlpool", "Enigma"]
    assert traced(result, "The Runner cannot jack out")


def test_yagura_may_send_the_top_of_rd_to_the_bottom_and_does_1_net_damage(tmp_path):
    result = run_past(tmp_path, "Yagura", corp={"rd": ["Hedge Fund", "Ice Wall"]}, runner={"grip": ["Sure Gamble"]},
                      decisions={"break Yagura": "no", "Yagura choice": "add it to the bottom of R&D"})
    assert (at(result, "corp.rd"), at(result, "runner.heap")) == (["Ice Wall", "Hedge Fund"], ["Sure Gamble"])
    kept = run_past(tmp_path, "Yagura", corp={"rd": ["Hedge Fund", "Ice Wall"]}, name="kept",
                    decisions={"break Yagura": "no", "Yagura choice": "no"})
    assert at(kept, "corp.rd") == ["Hedge Fund", "Ice Wall"]


def test_hive_loses_a_printed_subroutine_per_corp_agenda_point(tmp_path):
    from rulesdb.engine.state.subroutines import current
    game = board(tmp_path, corp={"score_area": ["Hostile Takeover", "Braintrust"],
                                 "servers": {"Server 1": {"ice": ["Hive"]}}})
    assert len(current(game, game.servers["Server 1"].ice[0])) == 5 - 3
    five = {"score_area": ["Hostile Takeover", "Braintrust", "Paper Trail"],
            "servers": {"Server 1": {"root": ["PAD Campaign"]}}}
    result = run_past(tmp_path, "Hive", corp=five, decisions={"break Hive": "no", "trash PAD Campaign": "no"})
    assert at(result, "runs.0.outcome") == "successful"  # 5 points: no subroutine left to end the run
    none = run_past(tmp_path, "Hive", corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, name="none",
                    runner={"credits": 10, "rig": ["Corroder"]},
                    decisions={"break Hive": "Corroder", "trash PAD Campaign": "no"})
    assert at(none, "runner.credits") == 10 - 1 - 5  # +1 strength for 1[c], then all 5 subroutines at 1[c] each
