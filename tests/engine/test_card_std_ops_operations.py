"""Standard operations, each test stating what its printed text makes happen: Corporate Hospitality, Sprint,
Public Trail, Measured Response, Mindscaping, Neurospike, Bigger Picture, Distributed Tracing, Oppo Research,
Hypoxia, Fully Operational, Armed Asset Protection, Trust Operation, Top-Down Solutions, Simulation Reset,
Scapenet, Mutually Assured Destruction, Seamless Launch, Shipment from Vladisibirsk, Greasing the Palm and
Peer Review."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def play(tmp_path, title, name="play", hq=(), corp=None, runner=None, answers=None, more=()):
    """The Corp plays `title` as the first action of its turn."""
    corp = {"hq": [title, *hq], "rd": list(RD), **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {title}"}, *more], name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})}, decisions={"rez": "no", **(answers or {})})


def after_runner_turn(tmp_path, title, run="run Archives", name="after", corp=None, runner=None, answers=None):
    """The Runner makes a run (then gains credits with their other clicks); the Corp then plays `title`."""
    corp = {"hq": [title], "rd": list(RD), **(corp or {})}
    actions = [{"runner": run}] + [{"runner": "gain credit"}] * 3 + [{"corp": f"play {title}"}]
    return scenario(tmp_path, turn="runner", actions=actions, name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})},
                    decisions={"jack out": "no", "steal": "yes", "trash": "no", **(answers or {})})


def test_corporate_hospitality_spends_a_click_gains_6_draws_2_and_takes_a_card_back_from_archives(tmp_path):
    result = play(tmp_path, "Corporate Hospitality", corp={"archives": ["Ice Wall", "Hedge Fund"]},
                  answers={"Corporate Hospitality target": "Hedge Fund"})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 - 4 + 6, 3 - 2)
    # the mandatory draw (Hedge Fund), 2 more (Ice Wall, Enigma), and Hedge Fund back from Archives
    assert sorted(at(result, "corp.hq")) == ["Enigma", "Hedge Fund", "Hedge Fund", "Ice Wall"]
    assert at(result, "corp.archives") == ["Ice Wall", "Corporate Hospitality"]


def test_sprint_draws_3_then_shuffles_2_chosen_cards_of_hq_into_rd(tmp_path):
    result = play(tmp_path, "Sprint", hq=["Enigma"], answers={"Sprint choice": ["Enigma", "Ice Wall"]})
    # the mandatory draw (Hedge Fund), then Ice Wall, Enigma and Hostile Takeover; Enigma and Ice Wall go back
    assert sorted(at(result, "corp.hq")) == ["Enigma", "Hedge Fund", "Hostile Takeover"]
    assert sorted(at(result, "corp.rd")) == ["Enigma", "Ice Wall", "PAD Campaign"]


def test_public_trail_needs_a_successful_run_and_tags_the_runner_unless_they_pay_8(tmp_path):
    paid = after_runner_turn(tmp_path, "Public Trail", name="paid", runner={"credits": 10},
                             answers={"Public Trail choice": "pay 8[c]"})
    assert (at(paid, "runner.tags"), at(paid, "runner.credits")) == (0, 10 + 3 - 8)
    tagged = after_runner_turn(tmp_path, "Public Trail", name="tagged", answers={"Public Trail choice": "take 1 tag"})
    assert at(tagged, "runner.tags") == 1
    poor = after_runner_turn(tmp_path, "Public Trail", name="poor", runner={"credits": 0})
    assert at(poor, "runner.tags") == 1  # 3[c] cannot pay 8: no choice is offered
    with pytest.raises(ScenarioError, match="Public Trail cannot be played"):
        play(tmp_path, "Public Trail", name="no-run")


def test_measured_response_needs_threat_4_and_does_4_meat_unless_the_runner_pays_8(tmp_path):
    four = {"score_area": ["Hostile Takeover"] * 4}
    hit = after_runner_turn(tmp_path, "Measured Response", name="hit", corp={**four, "credits": 6},
                            answers={"Measured Response choice": "suffer 4 meat damage"})
    assert at(hit, "damage.meat") == 4
    with pytest.raises(ScenarioError, match="threat level is 0, below 4"):
        after_runner_turn(tmp_path, "Measured Response", name="low", corp={"credits": 6})


def test_mindscaping_gains_and_draws_then_puts_a_card_back_or_does_net_damage_per_tag_up_to_3(tmp_path):
    money = play(tmp_path, "Mindscaping", name="money", answers={
        "Mindscaping choice": "gain 4[c] and draw 2 cards", "Mindscaping target": "Ice Wall"})
    assert (at(money, "corp.credits"), at(money, "corp.hq"), at(money, "corp.rd")[0]) == \
        (5 - 2 + 4, ["Hedge Fund", "Enigma"], "Ice Wall")  # the mandatory draw, then Ice Wall and Enigma
    hurt = play(tmp_path, "Mindscaping", name="hurt", runner={"tags": 5},
                answers={"Mindscaping choice": "do X net damage"})
    assert at(hurt, "damage.net") == 3


def test_neurospike_does_net_damage_equal_to_points_scored_this_turn(tmp_path):
    result = scenario(tmp_path, turn="corp", name="spike", actions=[
        {"corp": "advance Hostile Takeover"}, {"corp": "play Neurospike"}],
        corp={"hq": ["Neurospike"], "rd": list(RD), "credits": 8, "servers": {
            "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 1}]}}},
        runner={"grip": list(GRIP)}, decisions={"score": "yes"})
    assert at(result, "damage.net") == 1  # Hostile Takeover's printed 1 agenda point
    nothing = play(tmp_path, "Neurospike", name="nothing")
    assert at(nothing, "damage.net") == 0


def test_bigger_picture_tags_or_trades_tags_for_5_credits_each_the_runner_loses(tmp_path):
    tag = play(tmp_path, "Bigger Picture", name="tag", runner={"tags": 1},
               answers={"Bigger Picture choice": "give the Runner 1 tag"})
    assert at(tag, "runner.tags") == 2
    trade = play(tmp_path, "Bigger Picture", name="trade", runner={"tags": 2, "credits": 7},
                 answers={"Bigger Picture choice": "remove tags", "Bigger Picture tags": 2})
    assert (at(trade, "runner.tags"), at(trade, "runner.credits"), at(trade, "corp.credits")) == (0, 0, 5 + 7)
    with pytest.raises(ScenarioError, match="not tagged"):
        play(tmp_path, "Bigger Picture", name="untagged")


def test_distributed_tracing_tags_only_after_the_runner_stole_an_agenda(tmp_path):
    agenda = {"servers": {"Server 1": {"root": ["Hostile Takeover"]}}}
    stole = after_runner_turn(tmp_path, "Distributed Tracing", run="run Server 1", name="stole", corp=agenda)
    assert (at(stole, "runner.tags"), at(stole, "corp.clicks")) == (1, 3 - 2)
    with pytest.raises(ScenarioError, match="did not steal an agenda"):
        after_runner_turn(tmp_path, "Distributed Tracing", name="hq-run")


def test_oppo_research_tags_twice_more_at_threat_3_and_ends_the_action_phase(tmp_path):
    agenda = {"servers": {"Server 1": {"root": ["Hostile Takeover"]}}, "score_area": ["Hostile Takeover"] * 3}
    result = after_runner_turn(tmp_path, "Oppo Research", run="run Server 1", name="oppo", corp={**agenda, "credits": 9},
                               answers={"use Oppo Research": "yes"})
    assert (at(result, "runner.tags"), at(result, "corp.credits")) == (4, 9 - 2 - 5)
    assert traced(result, "action phase ends")
    trashed = after_runner_turn(tmp_path, "Oppo Research", name="trashed", answers={"trash PAD Campaign": "yes"},
                                corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, run="run Server 1")
    assert at(trashed, "runner.tags") == 2  # the Runner trashed a Corp card; threat 0: no more tags


def test_hypoxia_does_core_damage_costs_a_click_next_turn_and_is_removed_from_the_game(tmp_path):
    result = scenario(tmp_path, turn="corp", name="hypoxia", actions=[
        {"corp": "play Hypoxia"}, {"corp": "gain credit"}, {"corp": "gain credit"}, {"runner": "gain credit"}],
        corp={"hq": ["Hypoxia"], "rd": list(RD)}, runner={"grip": list(GRIP), "tags": 1})
    assert (at(result, "damage.core"), at(result, "runner.clicks")) == (1, 4 - 1 - 1)
    assert (at(result, "corp.archives"), at(result, "corp.removed")) == ([], ["Hypoxia"])


def test_fully_operational_repeats_for_each_remote_with_a_root_card_and_ice(tmp_path):
    servers = {"Server 1": {"ice": ["Ice Wall"], "root": ["Hostile Takeover"]}, "Server 2": {"root": ["Hostile Takeover"]}}
    result = play(tmp_path, "Fully Operational", corp={"servers": servers},
                  answers={"Fully Operational choice": "gain 2[c]", "Fully Operational choice #2": "draw 2 cards"})
    assert (at(result, "corp.credits"), len(at(result, "corp.hq"))) == (5 - 1 + 2, 1 + 2)


def test_armed_asset_protection_counts_card_types_faceup_in_archives_and_2_more_for_an_agenda(tmp_path):
    archives = [{"card": "Hostile Takeover", "faceup": True}, {"card": "Ice Wall", "faceup": True},
                {"card": "Enigma", "faceup": True}, "Hedge Fund"]
    result = play(tmp_path, "Armed Asset Protection", corp={"archives": archives})
    assert at(result, "corp.credits") == 5 - 2 + 3 + 2 + 2


def test_trust_operation_trashes_a_resource_and_installs_and_rezzes_a_card_from_archives_for_free(tmp_path):
    result = play(tmp_path, "Trust Operation", corp={"archives": ["Enigma"], "credits": 0},
                  runner={"tags": 1, "rig": ["Daily Casts"]},
                  answers={"Trust Operation target": "Daily Casts", "Trust Operation install": "Enigma",
                           "Trust Operation install where": "HQ"})
    assert (at(result, "runner.heap"), at(result, "corp.credits")) == (["Daily Casts"], 0)
    assert (at(result, "corp.servers.HQ.ice"), at(result, "cards.Enigma.rezzed")) == (["Enigma"], True)


def test_top_down_solutions_draws_2_and_installs_up_to_2_cards_one_at_a_time(tmp_path):
    result = play(tmp_path, "Top-Down Solutions", corp={"rd": ["Hedge Fund", "Ice Wall", "PAD Campaign"]}, answers={
        "Top-Down Solutions install": "Ice Wall", "Top-Down Solutions install where": "HQ",
        "Top-Down Solutions install #2": "PAD Campaign", "Top-Down Solutions install where #2": "new remote"})
    assert (at(result, "corp.hq"), at(result, "corp.credits")) == (["Hedge Fund"], 5 - 2)
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.Server 1.root")) == (["Ice Wall"], ["PAD Campaign"])


def test_simulation_reset_trashes_shuffles_back_as_many_draws_as_many_and_is_removed(tmp_path):
    result = play(tmp_path, "Simulation Reset", hq=["Enigma", "Ice Wall"], corp={"archives": ["Hedge Fund", "PAD Campaign"]},
                  answers={"Simulation Reset choice": ["Enigma", "Ice Wall"],
                           "Simulation Reset archives": ["Hedge Fund", "PAD Campaign"]})
    assert len(at(result, "corp.hq")) == 1 + 2  # the mandatory draw, then 2 for the 2 cards trashed
    assert sorted(at(result, "corp.archives")) == ["Enigma", "Ice Wall"]
    assert (len(at(result, "corp.rd")), at(result, "corp.removed")) == (len(RD) - 1 + 2 - 2, ["Simulation Reset"])


def test_scapenet_removes_a_chip_or_virtual_card_from_the_game_on_a_successful_trace(tmp_path):
    result = after_runner_turn(tmp_path, "Scapenet", runner={"rig": ["Daily Casts", "Akamatsu Mem Chip"], "credits": 0},
                               answers={"Scapenet target": "Akamatsu Mem Chip", "Corp trace boost Scapenet": 0, "Runner link boost Scapenet": 0})
    assert (at(result, "runner.removed"), at(result, "runner.rig")) == (["Akamatsu Mem Chip"], ["Daily Casts"])


def test_mutually_assured_destruction_tags_once_per_rezzed_card_trashed(tmp_path):
    servers = {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": True}]},
               "HQ": {"ice": [{"card": "Ice Wall", "rezzed": True}, {"card": "Enigma", "rezzed": False}]}}
    result = play(tmp_path, "Mutually Assured Destruction", corp={"servers": servers},
                  answers={"Mutually Assured Destruction choice": ["PAD Campaign", "Ice Wall"]})
    assert (at(result, "runner.tags"), at(result, "corp.clicks")) == (2, 0)


def test_seamless_launch_advances_only_a_card_installed_before_this_turn(tmp_path):
    result = scenario(tmp_path, turn="corp", name="launch", actions=[
        {"corp": "install Hostile Takeover in new remote"}, {"corp": "play Seamless Launch"}],
        corp={"hq": ["Seamless Launch", "Hostile Takeover"], "rd": list(RD),
              "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
        decisions={"Seamless Launch target": "PAD Campaign"})
    assert at(result, "cards.PAD Campaign.counters.advancement") == 2
    fresh = scenario(tmp_path, turn="corp", name="fresh", actions=[
        {"corp": "install Hostile Takeover in new remote"}, {"corp": "play Seamless Launch"}],
        corp={"hq": ["Seamless Launch", "Hostile Takeover"], "rd": list(RD)},
        decisions={"Seamless Launch target": "Hostile Takeover"})
    assert at(fresh, "cards.Hostile Takeover.counters") == {}
    assert traced(fresh, "there is no installed card the Corp did not install this turn")


def test_seamless_launch_may_place_its_counters_on_an_installed_runner_card(tmp_path):
    # "1 installed card that you did not install this turn": a Runner card is an installed card, and the Corp
    # installed none this turn; nothing in CR 25.08 restricts placing advancement counters to Corp cards
    # (cr/rule_placing_advancement_counter)
    result = play(tmp_path, "Seamless Launch", name="runner-card", runner={"rig": ["Corroder"]},
                  answers={"Seamless Launch target": "Corroder"})
    options = next(d["options"] for d in at(result, "decisions") if d["decision"] == "Seamless Launch target")
    assert (options, at(result, "cards.Corroder.counters.advancement")) == (["Corroder"], 2)


def test_shipment_from_vladisibirsk_shares_4_advancement_counters_with_2_tags(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["Ubiquitous Vig"]}}
    result = play(tmp_path, "Shipment from Vladisibirsk", corp={"servers": servers}, runner={"tags": 2}, answers={
        "Shipment from Vladisibirsk choice": ["Hostile Takeover", "Ubiquitous Vig", "Ubiquitous Vig",
                                              "Ubiquitous Vig"]})
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 1
    assert at(result, "cards.Ubiquitous Vig.counters.advancement") == 3
    with pytest.raises(ScenarioError, match="fewer than 2 tags"):
        play(tmp_path, "Shipment from Vladisibirsk", name="one-tag", runner={"tags": 1})


def test_greasing_the_palm_gains_5_installs_and_may_trade_a_tag_for_an_advancement_counter(tmp_path):
    result = play(tmp_path, "Greasing the Palm", hq=["PAD Campaign"], runner={"tags": 1}, answers={
        "Greasing the Palm install": "PAD Campaign", "Greasing the Palm install where": "new remote",
        "use Greasing the Palm": "yes"})
    assert (at(result, "corp.credits"), at(result, "runner.tags")) == (5 - 3 + 5, 0)
    assert at(result, "cards.PAD Campaign.counters.advancement") == 1


def test_peer_review_gains_7_and_installs_only_in_the_root_of_a_remote(tmp_path):
    result = play(tmp_path, "Peer Review", hq=["PAD Campaign", "Ice Wall"], answers={
        "Peer Review target": "Ice Wall", "Peer Review install": "PAD Campaign",
        "Peer Review install where": "new remote"})
    assert (at(result, "corp.credits"), at(result, "corp.servers.Server 1.root")) == (5 - 4 + 7, ["PAD Campaign"])
    ice = play(tmp_path, "Peer Review", hq=["Ice Wall"], name="ice", answers={"Peer Review target": "Ice Wall"})
    assert (at(ice, "corp.hq"), at(ice, "corp.servers.HQ.ice")) == (["Ice Wall", "Hedge Fund"], [])
