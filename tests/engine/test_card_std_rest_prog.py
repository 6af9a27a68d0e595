"""The last Standard programs and hardware, each test stating what its printed text makes happen through the
engine: Hyperbaric, Unity, Boi-tatá, DZMZ Optimizer (the strength abilities and the game's history per turn)."""

from tests.engine.card_play import at, board, run_past, scenario, traced

CODE_GATE = {"servers": {"Server 1": {"ice": ["Enigma"]}}}


def test_hyperbaric_gets_1_strength_per_power_counter_and_2_credits_place_one(tmp_path):
    """Installed with 1 counter it is strength 1, below Enigma's 2; its paid ability adds a counter, and at
    strength 2 it breaks both subroutines for 1[c] each."""
    result = scenario(tmp_path, actions=[{"runner": "install Hyperbaric"}, {"runner": "use Hyperbaric"},
                                         {"runner": "run Server 1"}], corp=CODE_GATE,
                      runner={"credits": 10, "grip": ["Hyperbaric"]},
                      decisions={"jack out": "no", "break Enigma": "Hyperbaric"})
    assert at(result, "cards[Hyperbaric].counters") == {"power": 2}
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 10 - 3 - 2 - 2)
    # its paid ability is its way to raise its strength during the encounter too: "boost to match" places the counter
    during = scenario(tmp_path, actions=[{"runner": "install Hyperbaric"}, {"runner": "run Server 1"}], corp=CODE_GATE,
                      runner={"credits": 10, "grip": ["Hyperbaric"]}, name="during",
                      decisions={"jack out": "no", "break Enigma": "Hyperbaric"})
    assert at(during, "cards[Hyperbaric].counters") == {"power": 2}
    assert (at(during, "runs.0.outcome"), at(during, "runner.credits")) == ("successful", 10 - 3 - 2 - 2)


def test_unity_gets_x_strength_per_credit_counting_every_installed_icebreaker(tmp_path):
    """Tollbooth is strength 5: Unity (1) needs 4[c] of +1 alone, 2[c] of +2 beside Gordian Blade."""
    corp = {"servers": {"Server 1": {"ice": ["Tollbooth"]}}}
    alone = run_past(tmp_path, "Tollbooth", corp=corp, runner={"credits": 10, "rig": ["Unity"]},
                     decisions={"pay Tollbooth": "yes", "break Tollbooth": "Unity"}, name="alone")
    assert (at(alone, "runs.0.outcome"), at(alone, "runner.credits")) == ("successful", 10 - 3 - 4 - 1)
    pair = run_past(tmp_path, "Tollbooth", corp=corp, runner={"credits": 10, "rig": ["Unity", "Gordian Blade"]},
                    decisions={"pay Tollbooth": "yes", "break Tollbooth": "Unity"}, name="pair")
    assert (at(pair, "runs.0.outcome"), at(pair, "runner.credits")) == ("successful", 10 - 3 - 2 - 1)
    assert traced(pair, "Unity gets +2 strength")


def test_boi_tata_abilities_cost_1_less_once_the_runner_trashed_an_installed_card_this_turn(tmp_path):
    """Hunter is strength 4: +3 strength for 3[c] and a break for 2[c]; after Fall Guy's [trash] ability, 2 and 1."""
    full = run_past(tmp_path, "Hunter", runner={"rig": ["Boi-tatá", "Fall Guy"]},
                    decisions={"break Hunter": "Boi-tatá"}, name="full")
    assert (at(full, "runs.0.outcome"), at(full, "runner.credits")) == ("successful", 5 - 3 - 2)
    cheaper = scenario(tmp_path, actions=[{"runner": "use Fall Guy"}, {"runner": "run Server 1"}],
                       corp={"servers": {"Server 1": {"ice": ["Hunter"]}}},
                       runner={"rig": ["Boi-tatá", "Fall Guy"]},
                       decisions={"jack out": "no", "break Hunter": "Boi-tatá"}, name="cheaper")
    assert at(cheaper, "runner.heap") == ["Fall Guy"]
    assert (at(cheaper, "runs.0.outcome"), at(cheaper, "runner.credits")) == ("successful", 5 + 2 - 2 - 1)


def test_boi_tata_breaks_up_to_2_sentry_subroutines_in_one_use(tmp_path):
    result = run_past(tmp_path, "Rototurret", runner={"rig": ["Boi-tatá"]},
                      decisions={"break Rototurret": "Boi-tatá"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2)


def test_dzmz_optimizer_gives_1_memory_and_the_first_program_each_turn_costs_1_less(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Dyson Mem Chip"}, {"runner": "install Corroder"},
                                         {"runner": "install Gordian Blade"}],
                      runner={"credits": 15, "rig": ["DZMZ Optimizer"],
                              "grip": ["Dyson Mem Chip", "Corroder", "Gordian Blade"]})
    # hardware does not use the discount; Corroder (2) costs 1, Gordian Blade (4) full price
    assert at(result, "runner.credits") == 15 - 3 - 1 - 4
    game = board(tmp_path, runner={"rig": ["DZMZ Optimizer"]}, name="memory")
    assert game.memory_limit() == 4 + 1


def test_simulchip_trashes_a_program_and_itself_to_install_a_program_from_the_heap_3_less(tmp_path):
    """Gordian Blade (4[c]) from the heap for 1[c]; Corroder is trashed as the additional cost."""
    result = scenario(tmp_path, actions=[{"runner": "use Simulchip"}],
                      runner={"credits": 5, "rig": ["Simulchip", "Corroder"], "heap": ["Gordian Blade"]},
                      decisions={"Simulchip cost": "Corroder", "Simulchip target": "Gordian Blade"})
    assert at(result, "runner.rig") == ["Gordian Blade"]
    assert sorted(at(result, "runner.heap")) == ["Corroder", "Simulchip"]
    assert at(result, "runner.credits") == 5 - 1


def test_simulchip_ignores_its_additional_cost_once_an_installed_program_was_trashed_this_turn(tmp_path):
    """Fermenter's [trash] ability trashes an installed program first: Corroder stays installed."""
    result = scenario(tmp_path, actions=[{"runner": "use Fermenter"}, {"runner": "use Simulchip"}],
                      runner={"credits": 5, "rig": ["Simulchip", "Corroder", "Fermenter"], "heap": ["Gordian Blade"]},
                      decisions={"Simulchip cost": "Corroder", "Simulchip target": "Gordian Blade"})
    assert sorted(at(result, "runner.rig")) == ["Corroder", "Gordian Blade"]
    assert traced(result, "additional cost is ignored")
    unpaid = scenario(tmp_path, actions=[{"runner": "use Simulchip", "attempt": True}], name="unpaid",
                      runner={"credits": 5, "rig": ["Simulchip"], "heap": ["Gordian Blade"]},
                      decisions={"Simulchip target": "Gordian Blade"})
    assert (at(unpaid, "runner.rig"), at(unpaid, "runner.heap")) == (["Simulchip"], ["Gordian Blade"])


SCORED_4 = ["Fetal AI", "Azef Protocol"]  # 2 agenda points each: threat level 4


def test_pressure_spike_at_threat_4_gets_9_strength_for_2_credits(tmp_path):
    """Hadrian's Wall is strength 7: +9 for 2[c] (Threat 4) then 2 breaks, against two +3 for 4[c] without it."""
    spike = {"abilities at encounter Hadrian's Wall": "Pressure Spike", "break Hadrian's Wall": "Pressure Spike"}
    high = run_past(tmp_path, "Hadrian's Wall", corp={"score_area": SCORED_4}, name="high",
                    runner={"credits": 10, "rig": ["Pressure Spike"]}, decisions=spike)
    assert (at(high, "runs.0.outcome"), at(high, "runner.credits")) == ("successful", 10 - 2 - 2)
    assert traced(high, "Pressure Spike gets +9 strength for this encounter")
    low = run_past(tmp_path, "Hadrian's Wall", name="low", runner={"credits": 10, "rig": ["Pressure Spike"]},
                   decisions={"break Hadrian's Wall": "Pressure Spike"})
    assert (at(low, "runs.0.outcome"), at(low, "runner.credits")) == ("successful", 10 - 4 - 2)


def test_pressure_spike_gets_9_strength_only_once_per_run(tmp_path):
    """Two Hadrian's Walls: +9 at the first (2[c] + 2 breaks), two +3 at the second (4[c] + 2 breaks)."""
    spike = {"abilities at encounter Hadrian's Wall": "Pressure Spike", "break Hadrian's Wall": "Pressure Spike"}
    result = run_past(tmp_path, ["Hadrian's Wall", "Hadrian's Wall"], corp={"score_area": SCORED_4},
                      runner={"credits": 10, "rig": ["Pressure Spike"]}, decisions=spike)
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 10 - 4 - 6)
    assert sum("gets +9 strength" in e["text"] for e in result["trace"]) == 1


def test_pressure_spike_once_per_run_does_not_limit_uses_outside_a_run(tmp_path):
    """"Use this ability only once per run" counts uses within each run; it does not forbid a use outside one
    (House of Knives writes "only during a run and only once per run" when it means both)."""
    from tests.engine.card_play import use
    game = board(tmp_path, corp={"score_area": SCORED_4}, runner={"credits": 10, "rig": ["Pressure Spike"]})
    assert ([use(game, "Pressure Spike"), use(game, "Pressure Spike")], game.runner.credits) == ([True, True], 10 - 4)


def test_lucky_charm_after_a_successful_hq_run_prevents_ice_ending_the_run(tmp_path):
    """Ice Wall's subroutine would end the run: Lucky Charm is removed from the game and the run goes on."""
    corp = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"]}}}
    charmed = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 1"}], corp=corp,
                       runner={"rig": ["Lucky Charm"]}, name="charmed",
                       decisions={"jack out": "no", "break Ice Wall": "no", "prevent Ice Wall's subroutine ending the run": "Lucky Charm"})
    assert [at(charmed, "runs.0.outcome"), at(charmed, "runs.1.outcome")] == ["successful", "successful"]
    assert (at(charmed, "runner.rig"), at(charmed, "runner.removed")) == ([], ["Lucky Charm"])
    unlucky = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Lucky Charm"]},
                       name="unlucky",
                       decisions={"jack out": "no", "break Ice Wall": "no", "prevent Ice Wall's subroutine ending the run": "Lucky Charm"})
    assert (at(unlucky, "runs.0.outcome"), at(unlucky, "runner.rig")) == ("unsuccessful", ["Lucky Charm"])


NO_BOOSTS = {"Corp trace boost Hunter": 0, "Runner link boost Hunter": 0}


def test_flip_switch_trashed_reduces_a_trace_base_strength_to_0(tmp_path):
    """Hunter's Trace[3] against link 0 tags the Runner; with Flip Switch trashed the base is 0 and it fails."""
    flipped = run_past(tmp_path, "Hunter", runner={"rig": ["Flip Switch"]}, name="flipped",
                       decisions={"break Hunter": "no", "prevent trace": "Flip Switch", **NO_BOOSTS})
    assert (at(flipped, "runner.tags"), at(flipped, "runner.heap")) == (0, ["Flip Switch"])
    assert traced(flipped, "base trace strength of that trace is 0")
    kept = run_past(tmp_path, "Hunter", runner={"rig": ["Flip Switch"]}, name="kept",
                    decisions={"break Hunter": "no", "prevent trace": "no", **NO_BOOSTS})
    assert (at(kept, "runner.tags"), at(kept, "runner.rig")) == (1, ["Flip Switch"])


def test_flip_switch_trashed_jacks_out_or_removes_a_tag_only_during_the_runners_turn(tmp_path):
    out = run_past(tmp_path, "Ice Wall", runner={"rig": ["Flip Switch"]}, name="out",
                   decisions={"abilities at encounter Ice Wall": {"use": "Flip Switch", "ability": 1}})
    assert (at(out, "runs.0.ended_by"), at(out, "runner.heap")) == ("the Runner jacking out", ["Flip Switch"])
    clean = scenario(tmp_path, actions=[{"runner": "use Flip Switch ability 2"}], name="clean",
                     runner={"tags": 1, "rig": ["Flip Switch"]})
    assert (at(clean, "runner.tags"), at(clean, "runner.heap")) == (0, ["Flip Switch"])
    corp_turn = scenario(tmp_path, turn="corp", actions=[{"runner": "use Flip Switch ability 2", "attempt": True}],
                         name="corp-turn", runner={"tags": 1, "rig": ["Flip Switch"]}, corp={"rd": ["IPO"]})
    assert (at(corp_turn, "runner.tags"), at(corp_turn, "runner.rig")) == (1, ["Flip Switch"])


AIRBLADE = "AirbladeX (JSRF Ed.)"


def test_airbladex_is_loaded_with_3_power_counters_when_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": f"install {AIRBLADE}"}], runner={"grip": [AIRBLADE]})
    assert at(result, f"cards[{AIRBLADE}].counters") == {"power": 3}


def test_airbladex_prevents_tollbooths_when_encountered_ability_but_not_its_subroutine(tmp_path):
    result = run_past(tmp_path, "Tollbooth", runner={"rig": [{"card": AIRBLADE, "counters": {"power": 3}}]},
                      decisions={"prevent Tollbooth's \"when encountered\" ability": AIRBLADE, "break Tollbooth": "no"})
    assert (at(result, "runner.credits"), at(result, f"cards[{AIRBLADE}].counters")) == (5, {"power": 2})
    assert at(result, "runs.0.outcome") == "unsuccessful"  # the subroutine still ends the run
    assert traced(result, "ability is prevented")


def test_airbladex_prevents_1_net_damage_during_a_run_and_is_trashed_when_empty(tmp_path):
    """Neural Katana does 3 net damage: the last hosted counter prevents 1, then AirbladeX is trashed."""
    result = run_past(tmp_path, "Neural Katana", runner={"rig": [{"card": AIRBLADE, "counters": {"power": 1}}],
                                                         "grip": ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find"]},
                      decisions={"prevent 3 net damage": AIRBLADE, "break Neural Katana": "no"})
    assert (at(result, "damage.net"), AIRBLADE in at(result, "runner.heap"), at(result, "runner.rig")) == (2, True, [])
    assert len(at(result, "runner.grip")) == 4 - 2


GAMEDRAGON = "GAMEDRAGON™ Pro"


def _two_walls(tmp_path, host, name):
    walls = {"servers": {"Server 1": {"ice": ["Hadrian's Wall", "Hadrian's Wall"]}}}
    return scenario(tmp_path, actions=[{"runner": f"install {GAMEDRAGON}"}, {"runner": "run Server 1"}], corp=walls,
                    runner={"credits": 20, "rig": ["Corroder"], "grip": [GAMEDRAGON]}, name=name,
                    decisions={f"{GAMEDRAGON} target": host, "jack out": "no", "break Hadrian's Wall": "Corroder"})


def test_gamedragon_pro_hosted_gives_1_strength_and_keeps_its_hosts_boosts_for_the_run(tmp_path):
    """Corroder (2) hosting it is strength 3: +4 for 4[c] at the first Hadrian's Wall (7) last the whole run, so
    the second needs none; 2 + 4 + 2 + 2 = 10[c], against 2 + (5 + 2) * 2 = 16[c] when it is not hosted."""
    hosted = _two_walls(tmp_path, "Corroder", "hosted")
    assert (at(hosted, "runs.0.outcome"), at(hosted, "runner.credits")) == ("successful", 20 - 10)
    assert traced(hosted, "makes it last for the remainder of the run")
    assert traced(hosted, "no longer makes it last longer")  # once the run is over
    alone = _two_walls(tmp_path, "no", "alone")
    assert (at(alone, "runs.0.outcome"), at(alone, "runner.credits")) == ("successful", 20 - 16)


def test_gamedragon_pro_may_be_hosted_when_the_runners_turn_begins(tmp_path):
    """Installed unhosted, it is hosted on Corroder as the turn begins: Corroder is strength 3 against Hadrian's
    Wall, 4 boosts and 2 breaks."""
    result = run_past(tmp_path, "Hadrian's Wall", runner={"credits": 10, "rig": [GAMEDRAGON, "Corroder"]},
                      decisions={f"{GAMEDRAGON} target": "Corroder", "break Hadrian's Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 10 - 4 - 2)
    assert traced(result, "GAMEDRAGON™ Pro is now hosted on Corroder")


def test_pichacao_gains_a_click_on_passing_its_host_and_goes_to_the_grip_the_second_time(tmp_path):
    """4 clicks: install (3), run (2), pass Ice Wall +1 (3), run (2), pass again +1 (3), Pichação to the grip."""
    walled = {"servers": {"Server 1": {"ice": ["Ice Wall"]}}}
    result = scenario(tmp_path, actions=[{"runner": "install Pichação on Ice Wall"}, {"runner": "run Server 1"},
                                         {"runner": "run Server 1"}], corp=walled,
                      runner={"rig": ["Corroder"], "grip": ["Pichação"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "use Pichação": "yes"})
    assert [at(result, "runs.0.outcome"), at(result, "runs.1.outcome")] == ["successful", "successful"]
    assert (at(result, "runner.clicks"), at(result, "runner.grip")) == (3, ["Pichação"])
    once = scenario(tmp_path, actions=[{"runner": "install Pichação on Ice Wall"}, {"runner": "run Server 1"}],
                    corp=walled, runner={"rig": ["Corroder"], "grip": ["Pichação"]}, name="once",
                    decisions={"jack out": "no", "break Ice Wall": "Corroder", "use Pichação": "yes"})
    assert (at(once, "runner.clicks"), at(once, "cards[Pichação].host")) == (3, "Ice Wall")


def test_madani_hosts_programs_from_the_grip_uninstalled_and_installs_one_per_turn(tmp_path):
    """[click]: Corroder and Gordian Blade hosted, not installed (no memory used); 0[c]: Corroder installed for its
    2[c]; the second use this turn is refused."""
    from tests.engine.card_play import use
    game = board(tmp_path, runner={"rig": ["Madani"], "grip": ["Corroder", "Gordian Blade", "Sure Gamble"]},
                 decisions={"Madani choice": ["Corroder", "Gordian Blade"], "Madani target": "Corroder"})
    madani = game.runner.play[0]
    assert use(game, "Madani", 0)
    assert ([c.title for c in madani.hosted], [c.title for c in game.runner.hand]) == \
        (["Corroder", "Gordian Blade"], ["Sure Gamble"])
    assert (game.memory_used(), [o.title for o in game.installed()], game.runner.clicks) == (0, ["Madani"], 3)
    assert use(game, "Madani", 1)
    assert ([o.title for o in game.installed()], [c.title for c in madani.hosted]) == \
        (["Madani", "Corroder"], ["Gordian Blade"])
    assert (game.runner.credits, game.memory_used()) == (5 - 2, 1)
    assert not use(game, "Madani", 1)


def test_muse_installs_a_non_daemon_program_from_the_heap_on_itself(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}], name="muse",
                      runner={"credits": 10, "grip": ["Muse"], "heap": ["Corroder"], "stack": ["Sure Gamble"]},
                      decisions={"Muse zone": "heap", "Muse target": "Corroder"})
    assert (at(result, "cards[Corroder].host"), at(result, "runner.heap")) == ("Muse", [])
    assert at(result, "runner.credits") == 10 - 2 - 2


def test_muse_installs_a_trojan_from_the_stack_on_a_piece_of_ice(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}], name="trojan",
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 10, "grip": ["Muse"], "stack": ["Sure Gamble", "Pichação"]},
                      decisions={"Muse zone": "stack", "Muse target": "Pichação", "Muse choice": "Ice Wall"})
    assert (at(result, "cards[Pichação].host"), at(result, "runner.stack")) == ("Ice Wall", ["Sure Gamble"])
    assert at(result, "runner.credits") == 10 - 2 - 1


def test_muse_hosts_only_the_program_its_own_ability_installs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Gordian Blade on Muse", "attempt": True}], name="refused",
                      runner={"credits": 10, "rig": ["Muse"], "grip": ["Gordian Blade"]})
    assert (at(result, "runner.grip"), at(result, "runner.credits")) == (["Gordian Blade"], 10)


def test_matryoshka_breaks_x_subroutines_turning_a_hosted_copy_facedown(tmp_path):
    """One copy hosted for [click]: the first run breaks both of Enigma's subroutines for 2[c] and turns it
    facedown; the second run has no faceup copy left, so Enigma ends it."""
    result = scenario(tmp_path, actions=[{"runner": "use Matryoshka"}, {"runner": "run Server 1"},
                                         {"runner": "run Server 1"}], corp=CODE_GATE,
                      runner={"rig": ["Matryoshka"], "grip": ["Matryoshka"]},
                      decisions={"jack out": "no", "break Enigma": "Matryoshka"})
    assert [at(result, "runs.0.outcome"), at(result, "runs.1.outcome")] == ["successful", "unsuccessful"]
    assert (at(result, "runner.credits"), at(result, "cards[Matryoshka].hosted")) == (5 - 2, ["Matryoshka"])
    assert traced(result, "turned facedown")


def test_matryoshka_turns_its_hosted_copies_faceup_when_the_runners_turn_begins(tmp_path):
    """The copy turned facedown in the first turn's run is faceup again for the next turn's run."""
    corp = {"rd": ["Hedge Fund", "Hedge Fund"], **CODE_GATE}
    turns = [{"runner": "use Matryoshka"}, {"runner": "run Server 1"}, {"runner": "gain credit"},
             {"runner": "gain credit"}, *[{"corp": "gain credit"}] * 3, {"runner": "run Server 1"}]
    result = scenario(tmp_path, actions=turns, corp=corp, runner={"rig": ["Matryoshka"], "grip": ["Matryoshka"]},
                      decisions={"jack out": "no", "break Enigma": "Matryoshka"}, name="next-turn")
    assert [at(result, "runs.0.outcome"), at(result, "runs.1.outcome")] == ["successful", "successful"]
    assert traced(result, "each hosted card is turned faceup")
    game = board(tmp_path, runner={"rig": ["Matryoshka"], "grip": ["Matryoshka"]}, name="memory")
    from tests.engine.card_play import use
    assert use(game, "Matryoshka", 0) and game.memory_used() == 2  # the hosted copy is not installed


def test_hyperbaric_hosting_gamedragon_pro_reaches_enigma_with_its_one_counter(tmp_path):
    """1 power counter + GAMEDRAGON™ Pro's +1: strength 2, Enigma's, so 2 breaks for 2[c] and no counter bought."""
    result = scenario(tmp_path, actions=[{"runner": "install Hyperbaric"}, {"runner": f"install {GAMEDRAGON}"},
                                         {"runner": "run Server 1"}], corp=CODE_GATE,
                      runner={"credits": 10, "grip": ["Hyperbaric", GAMEDRAGON]},
                      decisions={f"{GAMEDRAGON} target": "Hyperbaric", "jack out": "no", "break Enigma": "Hyperbaric"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 10 - 3 - 2 - 2)
    assert at(result, "cards[Hyperbaric].counters") == {"power": 1}


def test_madani_installs_a_hosted_program_paying_its_cost_as_modified_by_dzmz_optimizer(tmp_path):
    from tests.engine.card_play import use
    game = board(tmp_path, runner={"rig": ["Madani", "DZMZ Optimizer"], "grip": ["Corroder"]}, name="dzmz",
                 decisions={"Madani choice": ["Corroder"], "Madani target": "Corroder"})
    assert use(game, "Madani", 0) and use(game, "Madani", 1)
    assert (game.runner.credits, [o.title for o in game.installed()]) == (5 - 1, ["Madani", "DZMZ Optimizer",
                                                                                  "Corroder"])


def test_cupellation_hosts_an_accessed_card_then_trades_itself_for_2_more_hq_accesses(tmp_path):
    """PAD Campaign, accessed in its server, is hosted for 1[c] (uninstalled); breaching HQ, 1[c] and trashing
    Cupellation (with the hosted card) give 2 additional accesses: 3 cards of HQ."""
    corp = {"hq": ["Hedge Fund", "IPO", "Hedge Fund", "Beanstalk Royalties"],
            "servers": {"Server 1": {"root": ["PAD Campaign"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run HQ"}], corp=corp,
                      runner={"rig": ["Cupellation"]},
                      decisions={"jack out": "no", "trash PAD Campaign": "Cupellation", "use Cupellation": "yes"})
    assert len(at(result, "runs.1.accessed")) == 3
    assert (at(result, "runner.heap"), at(result, "corp.archives")) == (["Cupellation"], ["PAD Campaign"])
    assert at(result, "runner.credits") == 5 - 1 - 1
    kept = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Cupellation"]},
                    decisions={"jack out": "no", "trash PAD Campaign": "Cupellation"}, name="kept")
    servers = at(kept, "corp.servers")  # the emptied remote server ceased to exist
    assert at(kept, "cards[Cupellation].hosted") == ["PAD Campaign"]
    assert servers.get("Server 1", {}).get("root", []) == []
    assert at(kept, "runner.credits") == 5 - 1


def test_heliamphora_hosts_one_card_it_would_access_in_archives_instead_each_breach(tmp_path):
    """Two cards in Archives: the first one accessed is hosted instead (not accessed), the second is accessed."""
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}], runner={"rig": ["Heliamphora"]},
                      corp={"archives": ["Hedge Fund", "IPO"]},
                      decisions={"jack out": "no", "use Heliamphora": "yes", "access order": ["IPO", "Hedge Fund"]})
    assert (at(result, "cards[Heliamphora].hosted"), at(result, "corp.archives")) == (["IPO"], ["Hedge Fund"])
    assert at(result, "runs.0.accessed") == ["Hedge Fund"]


def test_heliamphora_hosts_again_on_the_turns_second_breach_of_archives(tmp_path, monkeypatch):
    """"Only once each time you breach Archives": a second run on Archives is a new breach, so a card is hosted
    again. The breach was known by its id(), which the first breach, ended and freed, can leave to the second:
    every object at one address here, as the interpreter may make it, and the second breach still offers it."""
    from rulesdb.engine.cards.programs import h
    monkeypatch.setattr(h, "id", lambda obj: 0, raising=False)
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      runner={"rig": ["Heliamphora"]}, corp={"archives": ["Hedge Fund", "IPO"]},
                      decisions={"jack out": "no", "use Heliamphora": "yes", "access order": ["IPO", "Hedge Fund"]})
    assert (at(result, "cards[Heliamphora].hosted"), at(result, "corp.archives")) == (["IPO", "Hedge Fund"], [])


def test_heliamphora_purged_makes_the_corp_trash_2_cards_from_hq_at_random_and_is_trashed(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "purge"}], runner={"rig": ["Heliamphora"]},
                      corp={"rd": ["Hedge Fund"], "hq": ["IPO", "Beanstalk Royalties", "Hedge Fund"]}, name="purge")
    assert (len(at(result, "corp.hq")), len(at(result, "corp.archives"))) == (4 - 2, 2)
    assert (at(result, "runner.heap"), at(result, "runner.rig")) == (["Heliamphora"], [])


def test_gamedragon_pro_cannot_be_hosted_on_an_ai_icebreaker(tmp_path):
    """'host this hardware on an installed non-AI icebreaker': with only Atman (AI) installed it stays unhosted;
    with Corroder beside it, Corroder is the host."""
    alone = scenario(tmp_path, actions=[{"runner": f"install {GAMEDRAGON}"}], name="ai", runner={
        "credits": 5, "rig": [{"card": "Atman", "counters": {"power": 1}}], "grip": [GAMEDRAGON]},
        decisions={f"{GAMEDRAGON} target": "Atman"})
    assert at(alone, f"cards.{GAMEDRAGON}.host") is None
    assert at(alone, "runner.credits") == 5 - 2
    both = scenario(tmp_path, actions=[{"runner": f"install {GAMEDRAGON}"}], name="both", runner={
        "credits": 5, "rig": ["Atman", "Corroder"], "grip": [GAMEDRAGON]}, decisions={f"{GAMEDRAGON} target": "Corroder"})
    assert at(both, f"cards.{GAMEDRAGON}.host") == "Corroder"
