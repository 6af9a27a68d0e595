"""Standard assets of the Corp, each test stating what its printed text makes happen through the engine:
B-1001, Balanced Coverage, Behold!, Byte!, Chekist Scion, Cohort Guidance Program, Gaslight, Hostile
Architecture, Otto Campaign, Prāna Condenser, Public Access Plaza, Public Health Portal, Regolith Mining License,
Spin Doctor, Superdeep Borehole, The Powers That Be, Vera Ivanovna Shuyskaya and Working Prototype."""

from tests.engine.card_play import at, board, run_past, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _corp_turn(tmp_path, root, name="turn", answers=None, rd=("Hedge Fund", "Ice Wall"), **corp):
    """The Corp's turn begins with `root` (a card or an entry) in Server 1, then the Corp gains a credit."""
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": list(rd), "servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP}, decisions=answers)


def _access(tmp_path, root, name="access", answers=None, runner=None, **corp):
    """The Runner runs Server 1 (no ice) and accesses `root`."""
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP, **(runner or {})}, decisions={"jack out": "no", "rez": "no", **(answers or {})})


# --- ambushes -------------------------------------------------------------------------------------
def test_behold_may_charge_4_credits_to_give_2_tags(tmp_path):
    used = _access(tmp_path, {"card": "Behold!", "rezzed": False}, answers={"use Behold!": "yes", "trash Behold!": "no"})
    assert (at(used, "runner.tags"), at(used, "corp.credits")) == (2, 5 - 4)
    poor = _access(tmp_path, {"card": "Behold!", "rezzed": False}, name="poor", credits=3,
                   answers={"trash Behold!": "no"})
    assert at(poor, "runner.tags") == 0


def test_behold_does_nothing_when_accessed_in_archives(tmp_path):
    # "When the Runner accesses this asset anywhere except in Archives": from HQ it can give 2 tags, not from Archives
    hq = scenario(tmp_path, actions=[{"runner": "run HQ"}], name="hq", corp={"hq": ["Behold!"]},
                  runner={"grip": GRIP}, decisions={"jack out": "no", "use Behold!": "yes", "trash Behold!": "no"})
    assert (at(hq, "runner.tags"), at(hq, "corp.credits")) == (2, 5 - 4)
    archives = scenario(tmp_path, actions=[{"runner": "run Archives"}], name="archives", corp={"archives": ["Behold!"]},
                        runner={"grip": GRIP}, decisions={"jack out": "no", "use Behold!": "yes", "trash Behold!": "no"})
    assert (at(archives, "runner.tags"), at(archives, "corp.credits")) == (0, 5)


def test_byte_may_charge_4_credits_for_a_tag_and_3_net_damage(tmp_path):
    used = _access(tmp_path, {"card": "Byte!", "rezzed": False}, answers={"use Byte!": "yes", "trash Byte!": "no"})
    assert (at(used, "runner.tags"), at(used, "damage.net"), at(used, "corp.credits")) == (1, 3, 5 - 4)


def test_chekist_scion_tags_once_plus_once_per_advancement_counter(tmp_path):
    result = _access(tmp_path, {"card": "Chekist Scion", "rezzed": False, "advancement": 2},
                     answers={"trash Chekist Scion": "no"})
    assert at(result, "runner.tags") == 1 + 2


# --- when your turn begins ------------------------------------------------------------------------
def test_balanced_coverage_reveals_a_top_card_of_the_named_type_for_2_credits(tmp_path):
    hit = _corp_turn(tmp_path, "Balanced Coverage", answers={"use Balanced Coverage": "yes",
                                                              "Balanced Coverage choice": "operation",
                                                              "Balanced Coverage choice #2": "reveal it"})
    assert at(hit, "corp.credits") == 5 + 2 + 1
    miss = _corp_turn(tmp_path, "Balanced Coverage", name="miss", answers={
        "use Balanced Coverage": "yes", "Balanced Coverage choice": "ice"})
    assert at(miss, "corp.credits") == 5 + 1


def test_cohort_guidance_program_trashes_from_hq_to_gain_2_and_draw(tmp_path):
    result = _corp_turn(tmp_path, "Cohort Guidance Program", hq=["Enigma"], answers={
        "Cohort Guidance Program choice": "trash 1 card from HQ", "Cohort Guidance Program target": "Enigma"})
    assert at(result, "corp.archives") == ["Enigma"]
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (5 + 2 + 1, ["Hedge Fund", "Ice Wall"])


def test_cohort_guidance_program_turns_an_archives_card_faceup_to_advance_a_card(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "archives": ["Enigma"], "servers": {"Server 1": {"root": ["Cohort Guidance Program"]},
                                                                   "Server 2": {"root": [{"card": "Hostile Takeover",
                                                                                          "rezzed": False}]}}},
        decisions={"Cohort Guidance Program choice": "turn 1 facedown card in Archives faceup",
                   "Cohort Guidance Program target": "Enigma", "Cohort Guidance Program target #2": "Hostile Takeover"})
    assert at(result, "corp.archives_faceup") == ["Enigma"]
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 1}


def test_gaslight_trashes_itself_to_find_an_operation(tmp_path):
    result = _corp_turn(tmp_path, "Gaslight", rd=("Ice Wall", "Hedge Fund", "Enigma"),
                        answers={"use Gaslight": "yes", "Gaslight target": "Hedge Fund"})
    assert at(result, "corp.archives") == ["Gaslight"]
    assert "Hedge Fund" in at(result, "corp.hq") and "Hedge Fund" not in at(result, "corp.rd")


def test_otto_campaign_pays_2_a_turn_and_when_empty_is_trashed_for_2_clicks(tmp_path):
    full = _corp_turn(tmp_path, {"card": "Otto Campaign", "counters": {"credits": 6}}, name="full")
    assert (at(full, "corp.credits"), at(full, "cards.Otto Campaign.counters")) == (5 + 2 + 1, {"credits": 4})
    last = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 5, name="last", corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Otto Campaign", "counters": {"credits": 2}}]}}})
    assert at(last, "corp.archives") == ["Otto Campaign"]
    assert at(last, "corp.credits") == 5 + 2 + 5  # 3 clicks and 2 more: 5 basic gains


def test_public_health_portal_reveals_the_top_of_rd_and_gains_2(tmp_path):
    result = _corp_turn(tmp_path, "Public Health Portal", rd=("Hedge Fund", "Ice Wall"))
    assert at(result, "corp.credits") == 5 + 2 + 1
    assert traced(result, "the top card of R&D is revealed: Hedge Fund")  # before the draw


def test_public_access_plaza_gains_1_and_at_threat_2_tags_the_runner_who_trashes_it(tmp_path):
    assert at(_corp_turn(tmp_path, "Public Access Plaza"), "corp.credits") == 5 + 1 + 1
    high = _access(tmp_path, "Public Access Plaza", name="high", score_area=["Fetal AI"],
                   answers={"trash Public Access Plaza": "yes"})
    assert (at(high, "corp.archives"), at(high, "runner.tags")) == (["Public Access Plaza"], 1)
    low = _access(tmp_path, "Public Access Plaza", name="low", answers={"trash Public Access Plaza": "yes"})
    assert at(low, "runner.tags") == 0


def test_superdeep_borehole_feeds_bad_publicity_and_wins_when_empty(tmp_path):
    one = _corp_turn(tmp_path, {"card": "Superdeep Borehole", "counters": {"bad publicity": 2}}, name="one")
    assert (at(one, "corp.bad_publicity"), at(one, "winner")) == (1, None)
    last = _corp_turn(tmp_path, {"card": "Superdeep Borehole", "counters": {"bad publicity": 1}}, name="last")
    assert (at(last, "corp.bad_publicity"), at(last, "winner")) == (1, "corp")


# --- abilities ----------------------------------------------------------------------------------------
def test_b_1001_removes_a_tag_to_end_a_run_on_another_server_only(tmp_path):
    game = board(tmp_path, runner={"tags": 1}, corp={"servers": {"Server 1": {"root": ["B-1001"]}}})
    from rulesdb.engine.state.objects import Run
    game.run = Run("Server 1", 1)
    assert not use(game, "B-1001")
    game.run = Run("HQ", 1)
    assert use(game, "B-1001") and game.run.ended and game.runner.tags == 0


def test_regolith_mining_license_takes_3_a_click_and_is_trashed_when_empty(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Regolith Mining License"}] * 2, corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Regolith Mining License",
                                                                  "counters": {"credits": 5}}]}}})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 + 5, ["Regolith Mining License"])
    rezzed = board(tmp_path, turn="corp", name="rez", decisions={"rez": "yes"},
                   corp={"servers": {"Server 1": {"root": [{"card": "Regolith Mining License", "rezzed": False}]}}})
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(rezzed, rezzed.servers["Server 1"].root[0])
    checkpoint(rezzed)
    assert rezzed.servers["Server 1"].root[0].counters == {"credits": 15}


def test_spin_doctor_draws_2_when_rezzed_and_leaves_the_game_to_shuffle_archives_into_rd(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"rez": "yes", "Spin Doctor target": ["Enigma", "Ice Wall"]},
                 corp={"rd": ["Hedge Fund", "PAD Campaign"], "archives": ["Enigma", "Ice Wall", "Beanstalk Royalties"],
                       "servers": {"Server 1": {"root": [{"card": "Spin Doctor", "rezzed": False}]}}})
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, game.servers["Server 1"].root[0])
    checkpoint(game)
    assert [c.title for c in game.corp.hand] == ["Hedge Fund", "PAD Campaign"]
    assert use(game, "Spin Doctor")
    assert sorted(c.title for c in game.corp.deck) == ["Enigma", "Ice Wall"]
    assert [c.title for c in game.corp.discard] == ["Beanstalk Royalties"]
    assert [c.title for c in game.corp.removed] == ["Spin Doctor"]


def test_working_prototype_counts_rezzes_and_spends_counters_for_credits(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"rez": "yes", "Working Prototype target": "Daily Casts"},
                 runner={"rig": ["Daily Casts"]},
                 corp={"servers": {"Server 1": {"root": [{"card": "Working Prototype", "counters": {"power": 4}}]},
                                   "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}})
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, game.servers["HQ"].ice[0])
    checkpoint(game)
    card = game.servers["Server 1"].root[0]
    assert card.counters["power"] == 5
    credits = game.corp.credits
    assert use(game, "Working Prototype", 1)
    assert game.corp.credits == credits + 6 and [c.title for c in game.runner.deck] == ["Daily Casts"]
    assert not use(game, "Working Prototype", 0)  # no power counter left


def test_prana_condenser_prevents_1_of_your_net_damage_for_a_counter_and_3_credits(tmp_path):
    result = run_past(tmp_path, "Neural Katana", runner={"grip": GRIP}, decisions={
        "break Neural Katana": "no", "prevent 3 net damage": "Prāna Condenser"},
        corp={"servers": {"Server 2": {"root": ["Prāna Condenser"]}}})
    assert (at(result, "damage.net"), at(result, "corp.credits")) == (2, 5 + 3)
    assert at(result, "cards.Prāna Condenser.counters") == {"power": 1}
    game = board(tmp_path, turn="corp", runner={"grip": GRIP}, name="fire",
                 corp={"servers": {"Server 2": {"root": [{"card": "Prāna Condenser", "counters": {"power": 2}}]}}})
    assert use(game, "Prāna Condenser")
    assert len(game.runner.discard) == 2 and [c.title for c in game.corp.discard] == ["Prāna Condenser"]


def test_hostile_architecture_does_2_meat_the_first_time_each_turn_the_runner_trashes_a_corp_card(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["Hostile Architecture"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}], corp=corp,
                      runner={"grip": GRIP, "credits": 9}, decisions={"jack out": "no", "trash PAD Campaign": "yes",
                                                                     "trash Hostile Architecture": "yes"})
    assert at(result, "corp.archives") == ["PAD Campaign", "Hostile Architecture"]
    assert at(result, "damage.meat") == 2  # the first time only


def test_hostile_architecture_trashed_by_the_runner_does_its_own_2_meat_damage(tmp_path):
    corp = {"servers": {"Server 2": {"root": ["Hostile Architecture"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 2"}], corp=corp, name="itself",
                      runner={"grip": GRIP, "credits": 9}, decisions={"jack out": "no", "trash Hostile Architecture": "yes"})
    assert (at(result, "corp.archives"), at(result, "damage.meat")) == (["Hostile Architecture"], 2)


# --- scored or stolen -------------------------------------------------------------------------------
def test_the_powers_that_be_installs_for_free_when_an_agenda_is_scored(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "archives": ["Enigma"], "servers": {
            "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]},
            "Server 2": {"root": ["The Powers That Be"]}}},
        decisions={"score": "yes", "The Powers That Be install": "Enigma", "The Powers That Be install where": "HQ",
                   "order Corp abilities": ["Hostile Takeover", "The Powers That Be"]})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]
    assert at(result, "corp.credits") == 5 + 7 + 1  # Enigma's install cost ignored



def test_the_powers_that_be_may_install_the_archives_copy_of_a_card_also_in_hq(tmp_path):
    """'1 card from HQ or Archives': with Enigma in both, the Corp names the one in Archives, and HQ keeps its own."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="archives-copy", corp={
        "rd": ["Hedge Fund"], "archives": ["Enigma"], "hq": ["Enigma"], "servers": {
            "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]},
            "Server 2": {"root": ["The Powers That Be"]}}},
        decisions={"score": "yes", "The Powers That Be install": "Enigma from Archives",
                   "The Powers That Be install where": "HQ", "order Corp abilities": ["Hostile Takeover", "The Powers That Be"]})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]
    assert (at(result, "corp.archives"), at(result, "corp.hq")) == ([], ["Enigma", "Hedge Fund"])

def test_vera_reveals_the_grip_and_trashes_a_card_when_an_agenda_is_stolen(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"grip": ["Sure Gamble", "Diesel"]},
                      corp={"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "rezzed": False}]},
                                        "Server 2": {"root": ["Vera Ivanovna Shuyskaya"]}}},
                      decisions={"jack out": "no", "use Vera Ivanovna Shuyskaya": "yes",
                                 "Vera Ivanovna Shuyskaya target": "Diesel"})
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == (["Diesel"], ["Sure Gamble"])
    assert traced(result, "the grip is revealed: Sure Gamble, Diesel")


def test_corporate_town_cannot_choose_a_facedown_card_as_a_resource(tmp_path):
    # "you may trash 1 installed resource": a facedown card has no card type (cr/rule_facedown_runner_cards_are_blank)
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Corporate Town"]}}},
                      runner={"rig": [{"card": "Daily Casts", "facedown": True}]},
                      decisions={"Corporate Town target": "Daily Casts"})
    assert "Corporate Town target" not in [d["decision"] for d in result["final_state"]["decisions"]]
    assert at(result, "runner.heap") == []
