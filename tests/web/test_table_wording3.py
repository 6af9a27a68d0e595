"""What the judge reads on the Table (`POST /api/table`): five wording and order defects the dispute round
table-rulings7 left, each fixed with its test. Each expected value is worked out from the CR 25.08 and the cards' text.

1. IP Enforcement's "remove X tags" is an additional cost, paid with the play cost before the card is played.
2. Options and costs say their counts as a judge does ("remove 2 tags", "remove 1 tag", never "tag(s)"), and the
   old "(s)" form still answers them, so old share links work.
3. A choice left to one answer naming one card more than once says it once: "both virus counters on The Nihilist".
4. A server an ability chooses is not its target: Climactic Showdown asks for its server, "Climactic Showdown server".
5. Active Policing's verdict is the Runner's lost allotted [click], not its terminal step.
"""

from tests.web.test_table_rulings import rule
from tests.web.test_table_rulings3 import asked, step_cites, steps
from tests.web.test_table_rulings7 import corp_turn, deciding, remote, rezzed, runner_turn


def texts(ruling: dict) -> list[str]:
    return [s["text"] for s in ruling["trace"]]


def test_ip_enforcement_removes_its_x_tags_as_a_cost_before_it_is_played(client):
    """"As an additional cost to play this operation, remove X tags": an additional cost is paid together with the
    cost it adds to (cr/rule_additonal_cost_simultaenous), the play cost, before the card becomes active and its
    play abilities resolve (cr/rule_steps_playing_play_cost, cr/rule_steps_playing_resolve_play_abilities); the Corp
    pays it with the Runner's tags (cr/rule_corp_can_pay_tag_costs). X = 2 of 3 tags: 1 left when it resolves, so
    Offworld Office gets its advancement counter."""
    ruling = rule(client, corp_turn({"hq": ["IP Enforcement"], "rd": ["Palisade"]},
                                    [{"corp": "play IP Enforcement"}], {"X for IP Enforcement": "2"},
                                    runner={"tags": 3, "score_area": ["Offworld Office"]}),
                  {"runner.tags": 1, "corp.credits": 5 - 2, "cards.Offworld Office.counters.advancement": 1})
    said = texts(ruling)
    [removed] = steps(ruling, "The Corp removes 2 of the Runner's tags to pay IP Enforcement's cost (1 left).")
    assert "rule_corp_can_pay_tag_costs" in step_cites(removed)
    assert (said.index("The Corp pays IP Enforcement's additional cost: remove 2 tags.")
            < said.index(removed["text"]) < said.index("The Corp plays IP Enforcement.")
            < said.index("IP Enforcement places 1 advancement counter on Offworld Office (now 1)."))


def lie_low(tags: int, decisions: dict | None = None) -> dict:
    return runner_turn({"credits": 1, "tags": tags, "grip": ["Lie Low"]}, [{"runner": "play Lie Low"}], decisions)


def test_lie_low_offers_remove_2_tags_and_remove_1_tag_and_still_reads_the_old_form(client):
    """"Resolve 1 of the following: Draw 4 cards. Remove up to 2 tags.": the options say "remove 2
    tags", "remove 1 tag", "remove 0 tags"; an answer written "remove 1 tag(s)", as they once read, still removes 1."""
    assert asked(client, lie_low(3))["options"] == ["draw 4 cards", "remove 2 tags", "remove 1 tag", "remove 0 tags"]
    rule(client, lie_low(3, {"Lie Low choice": "remove 1 tag"}), {"runner.tags": 2})
    rule(client, lie_low(3, {"Lie Low choice": "remove 1 tag(s)"}), {"runner.tags": 2})


def test_piranhas_rez_cost_offers_remove_1_tag(client):
    """Piranhas: "As an additional cost to rez this ice, take 1 bad publicity or remove 1 tag." The Corp pays it with
    the Runner's tag (cr/rule_corp_can_pay_tag_costs): the options are the costs said plainly, "remove 1 tag"."""
    board = runner_turn({"tags": 1}, [{"runner": "run HQ"}], {"rez": "yes"},
                        {"servers": {"HQ": {"ice": [{"card": "Piranhas", "rezzed": False}]}}, "credits": 10})
    question = asked(client, board)
    assert (question["name"], question["options"]) == ("Piranhas cost", ["take 1 bad publicity", "remove 1 tag"])


def nihilist(rig: list) -> dict:
    return runner_turn({"stack": ["Sure Gamble", "Jailbreak"], "rig": rig}, [{"runner": "gain credit"}],
                       {"use The Nihilist": "yes", "The Nihilist choice": "the Runner draws 2 cards"},
                       {"rd": ["Palisade", "Tithe"]})


def test_the_nihilists_only_targets_are_both_virus_counters_on_itself(client):
    """"remove any 2 virus counters": with 2 in all, those 2 are its targets (cr/rule_announce_targets: counters are
    objects a player chooses), said as a judge would, not "The Nihilist and The Nihilist"; with 1 on Cache and 1 on
    The Nihilist, the virus counters on both."""
    alone = rule(client, nihilist([{"card": "The Nihilist", "counters": {"virus": 2}}]),
                 {"cards.The Nihilist.counters": {}})
    [only] = steps(alone, "The Nihilist's only targets are both virus counters on The Nihilist.")
    assert "rule_announce_targets" in step_cites(only)
    shared = rule(client, nihilist([{"card": "The Nihilist", "counters": {"virus": 1}},
                                    {"card": "Cache", "counters": {"virus": 1}}]), {"cards.Cache.counters": {}})
    assert steps(shared, "The Nihilist's only targets are the virus counters on ")


def showdown(servers: dict, decisions: dict) -> dict:
    return runner_turn({"rig": ["Climactic Showdown"]}, [{"runner": "gain credit"}], decisions,
                       {"hq": ["Hedge Fund"], "servers": servers})


def test_climactic_showdowns_server_is_chosen_not_a_target(client):
    """"Choose a server protected by ice": only objects and subroutines are targets; a server is chosen as the
    instruction resolves (cr/rule_object_subroutine_targets). With HQ alone protected by ice: "Climactic Showdown's only
    choice of server is HQ."; with R&D as well, the Runner is asked "Climactic Showdown server", and an answer to the
    name it once had, "Climactic Showdown target", still chooses."""
    tithe = {"HQ": {"ice": [rezzed("Tithe")]}}
    alone = rule(client, showdown(tithe, {"Climactic Showdown choice": "no"}), {"runner.removed": ["Climactic Showdown"]})
    [only] = steps(alone, "Climactic Showdown's only choice of server is HQ.")
    assert "rule_object_subroutine_targets" in step_cites(only)
    both = dict(tithe, **{"R&D": {"ice": [rezzed("Palisade")]}})
    question = asked(client, showdown(both, {}))
    assert (question["name"], question["options"]) == ("Climactic Showdown server", ["HQ", "R&D"])
    for name in ("Climactic Showdown server", "Climactic Showdown target"):
        rule(client, showdown(both, {name: "R&D", "Climactic Showdown choice": "Palisade"}),
             {"corp.servers.R&D.ice": [], "corp.servers.HQ.ice": ["Tithe"]})


def test_the_holo_man_is_asked_its_server_and_then_its_target(client):
    """"you may move this upgrade to the root of another server" names a server, not a target
    (cr/rule_object_subroutine_targets): "The Holo Man server" moves it to Server 2, and "The Holo Man target" is the
    card its [click], 4[c] ability advances: 3 counters, no card installed from HQ this turn. The names it once had,
    "The Holo Man target" for the server and "#2" for the card, still answer."""
    board = corp_turn({"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [rezzed("The Holo Man")]},
                                                         "Server 2": {"root": ["Hostile Takeover"]}}},
                      [{"corp": "use The Holo Man"}])
    assert asked(client, board)["name"] == "The Holo Man server"
    for names in (("The Holo Man server", "The Holo Man target"), ("The Holo Man target", "The Holo Man target #2")):
        rule(client, dict(board, decisions=dict(zip(names, ("Server 2", "Hostile Takeover")), score="no")),
             {"corp.servers.Server 2.root": ["Hostile Takeover", "The Holo Man"],
              "cards.Hostile Takeover.counters.advancement": 3})


def active_policing(*more: dict) -> dict:
    return runner_turn(
        {}, [{"runner": "run Server 1"}, *[{"runner": "gain credit"}] * 3, {"corp": "play Active Policing"}, *more],
        {"jack out": "no", "trash PAD Campaign": "yes", "Active Policing install": "PAD Campaign",
         "rez PAD Campaign": "no"},
        {"hq": ["Active Policing", "PAD Campaign"], "rd": ["Tithe", "Palisade", "Ping"],
         "servers": remote("PAD Campaign")})


def test_active_policings_verdict_is_the_runners_lost_click_not_its_terminal_step(client):
    """"The Runner gets −1 allotted [click] for their next turn" (cr/rule_allotted_clicks) is a lingering effect
    (cr/rule_lingering_effect) outlasting "After you resolve this operation, your action phase ends"
    (cr/rule_terminal_step_ends): the dispute turns on the Runner's 3[click], so the verdict says that, on a board
    ending in the Corp's turn or going on into the Runner's."""
    said = "Active Policing: the Runner gets -1 allotted [click] for their next turn."
    for board, clicks in ((active_policing(), {"corp.clicks": 2}),
                          (active_policing({"runner": "gain credit"}), {"runner.clicks": 2})):
        ruling = rule(client, board, clicks)
        assert (ruling["verdict"], deciding(ruling)) == ([said], said)
        assert {"rule_allotted_clicks", "rule_lingering_effect"} <= step_cites(ruling["deciding"])
        assert steps(ruling, "Active Policing: the Corp's action phase ends (2[click] unspent).")
