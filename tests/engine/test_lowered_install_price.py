"""The Supplier's and Thunder Art Gallery's lowered install is priced as every install is (`searches.why_not`,
cr/rule_cost_calculation): the install cost with every modifier in play, increases first, then the card's own
"lowering its install cost by N" and the other discounts; a card the Runner cannot pay for is not offered."""

from tests.engine.card_play import at, scenario


def _asked(result: dict, decision: str) -> list[dict]:
    return [d for d in at(result, "decisions") if d["decision"] == decision]


def _gallery(tmp_path, credits, name, **runner):
    """The Runner removes a tag (2[c]), the first this turn: Thunder Art Gallery offers Corroder (2[c]) 1[c] less."""
    return scenario(tmp_path, actions=[{"runner": "remove tag"}], name=name, corp=runner.pop("corp", None),
                    runner={"tags": 1, "credits": credits, "grip": ["Corroder"], "rig": ["Thunder Art Gallery"],
                            **runner},
                    decisions={"Thunder Art Gallery target": "Corroder"})


def test_thunder_art_gallery_counts_kates_discount_too(tmp_path):
    result = _gallery(tmp_path, 2, "kate", identity='Kate "Mac" McCaffrey: Digital Tinker')
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Thunder Art Gallery", "Corroder"], 0)


def test_thunder_art_gallery_does_not_offer_a_card_docklands_crackdown_makes_too_dear(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Docklands Crackdown", "rezzed": True,
                                               "counters": {"power": 1}}]}}}
    result = _gallery(tmp_path, 3, "docklands", corp=corp)
    assert (at(result, "runner.rig"), at(result, "runner.grip"), at(result, "runner.credits")) == (
        ["Thunder Art Gallery"], ["Corroder"], 1)
    assert not _asked(result, "Thunder Art Gallery target")


def test_the_supplier_counts_docklands_crackdown_on_its_hosted_card(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Docklands Crackdown", "rezzed": True,
                                               "counters": {"power": 1}}]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], **corp},
                      runner={"credits": 1, "rig": [{"card": "The Supplier", "hosted": ["Daily Casts"]}]},
                      decisions={"The Supplier target": "Daily Casts"})
    # Daily Casts: 3[c], 2[c] less, 1[c] more for Docklands Crackdown's power counter: 2[c] the Runner lacks
    assert (at(result, "runner.rig"), at(result, "cards[The Supplier].hosted")) == (["The Supplier"], ["Daily Casts"])
