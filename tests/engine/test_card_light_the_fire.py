"""Light the Fire!: [click], [trash], 1 core damage: run a remote server whose root cards lose all
abilities during that run, and are all trashed when it is successful."""

from tests.engine.card_play import at, scenario, traced

ROOT = ["Manegarm Skunkworks", "PAD Campaign"]


def _fire(tmp_path, name, root=ROOT, ice=(), **answers):
    return scenario(tmp_path, actions=[{"runner": "use Light the Fire!"}], name=name,
                    corp={"servers": {"Server 1": {"ice": list(ice), "root": list(root)}}},
                    runner={"credits": 0, "clicks": 4, "rig": ["Light the Fire!"], "grip": ["Sure Gamble", "Diesel"]},
                    decisions={"Light the Fire! target": "Server 1", "jack out": "no", **answers})


def test_light_the_fire_costs_a_click_itself_and_a_core_damage_and_trashes_the_root_on_success(tmp_path):
    result = _fire(tmp_path, "fire")
    assert at(result, "runs.0.outcome") == "successful"
    assert sorted(at(result, "corp.archives")) == ["Manegarm Skunkworks", "PAD Campaign"]
    assert "Light the Fire!" in at(result, "runner.heap") and len(at(result, "runner.heap")) == 2  # + 1 damage
    assert (at(result, "runner.core_damage"), at(result, "runner.clicks")) == (1, 3)  # the run costs no other click
    assert "Server 1" not in at(result, "corp.servers")  # the empty remote ceases to exist


def test_the_root_cards_lose_their_abilities_so_manegarm_never_asks(tmp_path):
    """Manegarm Skunkworks in the attacked root has no ability during the run: no approach toll."""
    result = _fire(tmp_path, "manegarm")
    assert "Manegarm Skunkworks choice" not in [d["decision"] for d in at(result, "decisions")]
    assert not traced(result, "Manegarm Skunkworks's ability meets its trigger condition")


def test_an_unsuccessful_run_trashes_nothing(tmp_path):
    result = _fire(tmp_path, "walled", ice=["Ice Wall"], **{"break Ice Wall": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "corp.servers.Server 1.root") == ROOT


def test_hostile_infrastructure_in_the_attacked_root_has_no_ability_as_it_is_trashed(tmp_path):
    """Trashed with the root it sat in, Hostile Infrastructure had no abilities when it was trashed;
    a copy in another server still does 1 net damage for each Corp card the Runner trashed."""
    inside = _fire(tmp_path, "inside", root=["Hostile Infrastructure", "Simone Diego"])
    assert sorted(at(inside, "corp.archives")) == ["Hostile Infrastructure", "Simone Diego"]
    assert len(at(inside, "runner.heap")) == 2  # Light the Fire! and the core damage, no net damage
    outside = scenario(tmp_path, actions=[{"runner": "use Light the Fire!"}], name="outside",
                       corp={"servers": {"Server 1": {"root": ["PAD Campaign", "Anoetic Void"]},
                                         "Server 2": {"root": ["Hostile Infrastructure"]}}},
                       runner={"credits": 0, "clicks": 4, "rig": ["Light the Fire!"],
                               "grip": ["Sure Gamble", "Diesel", "Easy Mark", "Lucky Find"]},
                       decisions={"Light the Fire! target": "Server 1", "jack out": "no"})
    assert at(outside, "damage.net") == 2
