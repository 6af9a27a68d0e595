"""Corp cards that act when the Corp's turn begins or when it trashes a rezzed card."""

from tests.engine.card_play import at, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


def reaper(tmp_path, identity=None, name="reaper", **answers):
    corp = {"rd": ["Hedge Fund", "Nico Campaign", "Ice Wall"], "servers": {"Server 1": {"root": ["Reaper Function"]}}}
    if identity:
        corp["identity"] = identity
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, runner={"grip": GRIP},
                    decisions={"use Reaper Function": "yes", **answers}, name=name)


def test_reaper_function_trashes_itself_to_do_2_net_damage_when_the_corps_turn_begins(tmp_path):
    result = reaper(tmp_path)
    assert (at(result, "damage.net"), at(result, "corp.archives")) == (2, ["Reaper Function"])


def test_ob_superheavy_installs_and_rezzes_a_card_costing_1_less_than_the_trashed_one(tmp_path):
    result = reaper(tmp_path, "Ob Superheavy Logistics", name="ob",
                    **{"use Ob Superheavy Logistics": "yes", "Ob Superheavy Logistics target": "Nico Campaign",
                       "Ob Superheavy Logistics install where": "new remote"})
    assert at(result, "corp.servers[Server 1].root") == ["Nico Campaign"]  # the emptied Server 1 ceased to exist
    assert at(result, "cards[Nico Campaign].rezzed") is True


def test_nico_campaign_emptied_when_the_turn_begins_is_trashed_and_draws_1_card(tmp_path):
    nico = {"card": "Nico Campaign", "counters": {"credits": 3}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], runner={"grip": GRIP}, name="nico",
                      corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"], "servers": {"Server 1": {"root": [nico]}}})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Nico Campaign"], 5 + 3 + 1)
    assert len(at(result, "corp.hq")) == 2  # the mandatory draw and Nico's


def test_ob_superheavy_does_not_trigger_on_a_rezzed_card_trashed_during_installation(tmp_path):
    # "When you trash a rezzed card, except during installation": installing over a rezzed asset
    # trashes it as a step of installing (cr/rule_steps_installing_trash_like_cards)
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Nico Campaign in Server 1"}], name="over",
                      corp={"identity": "Ob Superheavy Logistics", "hq": ["Nico Campaign"],
                            "rd": ["Hedge Fund", "Ice Wall"],
                            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": True}]}}},
                      runner={"grip": GRIP}, decisions={"use Ob Superheavy Logistics": "yes", "rez": "no",
                                                        "Ob Superheavy Logistics target": "Ice Wall",
                                                        "Ob Superheavy Logistics install where": "HQ"})
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert at(result, "corp.servers.HQ.ice") == []


def test_ob_superheavy_rezzes_the_card_it_finds_so_its_when_rezzed_ability_resolves(tmp_path):
    # "Install and rez the card you found": a real rez (cr/rule_install_and_rez), so Marilyn Campaign's "When you rez
    # this asset, load 8[c] onto it" resolves
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], runner={"grip": GRIP}, name="marilyn",
                      corp={"identity": "Ob Superheavy Logistics", "rd": ["Hedge Fund", "Marilyn Campaign"],
                            "servers": {"Server 1": {"root": ["Reaper Function"]}}},
                      decisions={"use Reaper Function": "yes", "use Ob Superheavy Logistics": "yes",
                                 "Ob Superheavy Logistics target": "Marilyn Campaign",
                                 "Ob Superheavy Logistics install where": "new remote"})
    assert (at(result, "cards[Marilyn Campaign].rezzed"), at(result, "cards[Marilyn Campaign].counters.credits")) == \
        (True, 8)


def _ob_finds_corporate_town(tmp_path, name, score_area, **answers):
    # Cybersand Harvester (rez cost 2) trashed by its own [trash] ability: Ob finds Corporate Town (rez cost 1)
    corp = {"identity": "Ob Superheavy Logistics", "rd": ["Hedge Fund", "Corporate Town"], "score_area": score_area,
            "servers": {"Server 1": {"root": [{"card": "Cybersand Harvester", "counters": {"credits": 2}}]}}}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "use Cybersand Harvester"}], corp=corp,
                    runner={"grip": GRIP}, name=name,
                    decisions={"use Ob Superheavy Logistics": "yes", "Ob Superheavy Logistics target": "Corporate Town",
                               "Ob Superheavy Logistics install where": "new remote", "forfeit": "Hostile Takeover",
                               "rez Corporate Town": "no",
                               **answers})


def test_ob_superheavy_ignores_only_credit_costs_so_corporate_town_still_takes_its_forfeit(tmp_path):
    # "Install and rez the card you found, ignoring credit costs": Corporate Town's additional cost to rez (forfeit 1
    # agenda) is no credit cost; the Corp pays it, or declines and reveals the card (cr/rule_reveal_for_install_and_rez)
    paid = _ob_finds_corporate_town(tmp_path, "paid", ["Hostile Takeover"], **{"Ob Superheavy Logistics choice": "pay"})
    assert (at(paid, "cards[Corporate Town].rezzed"), at(paid, "corp.score_area")) == (True, [])
    declined = _ob_finds_corporate_town(tmp_path, "declined", ["Hostile Takeover"],
                                        **{"Ob Superheavy Logistics choice": "reveal"})
    unable = _ob_finds_corporate_town(tmp_path, "unable", [])
    assert (at(declined, "cards[Corporate Town].rezzed"), at(declined, "corp.score_area")) == \
        (False, ["Hostile Takeover"])
    assert at(unable, "cards[Corporate Town].rezzed") is False
    assert traced(unable, "reveals Corporate Town")


def _ob_board(tmp_path, asset: str, rd: list, name: str, **answers) -> dict:
    """Ob Superheavy Logistics, `asset` in Server 1 trashing itself as the Corp's turn begins: Ob then searches R&D
    for a card whose rez cost is 1 less than the trashed card's."""
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], runner={"grip": GRIP}, name=name,
                    corp={"identity": "Ob Superheavy Logistics", "rd": rd, "servers": {"Server 1": {"root": [asset]}}},
                    decisions={f"use {asset}": "yes", "use Ob Superheavy Logistics": "yes",
                               "Ob Superheavy Logistics install where": "new remote", **answers})


def _first(result: dict, words: str) -> int:
    return next(i for i, e in enumerate(result["trace"]) if words in e["text"])


def test_reaper_function_trashes_itself_as_a_cost_so_ob_superheavy_resolves_before_the_damage(tmp_path):
    # "you may trash this asset to do 2 net damage": the trash is a nested cost (cr/rule_nested_cost_may), and a
    # checkpoint follows paying a cost before the effect goes on (cr/rule_checkpoint_after_paying_cost)
    result = _ob_board(tmp_path, "Reaper Function", ["Hedge Fund", "Marilyn Campaign"], "reaper-ob",
                       **{"Ob Superheavy Logistics target": "Marilyn Campaign"})
    paid = next(e for e in result["trace"] if "trashes Reaper Function" in e["text"])
    assert {"cr/rule_nested_cost_may", "cr/rule_cost_no_interrupt"} <= set(paid["cites"])
    assert _first(result, "Ob Superheavy Logistics: Extract. Export. Excel.'s ability triggers and resolves") < \
        _first(result, "does 2 net damage")
    assert (at(result, "damage.net"), at(result, "cards[Marilyn Campaign].rezzed")) == (2, True)


def test_rashida_jaheem_trashes_itself_as_a_cost_so_ob_superheavy_searches_r_and_d_before_the_draw(tmp_path):
    # "you may trash Rashida Jaheem to gain 3[c] and draw 3 cards": Ob (searching for a rez cost of -1, finding
    # nothing) resolves at the checkpoint after the cost, before Rashida's Corp gains and draws
    result = _ob_board(tmp_path, "Rashida Jaheem", ["Hedge Fund", "Ice Wall", "Enigma", "Snare!"], "rashida-ob")
    assert _first(result, "Ob Superheavy Logistics: Extract. Export. Excel.'s ability triggers and resolves") < \
        _first(result, "draws 3 card")
