"""A card a search finds is revealed only when the text says "reveal it" (cr/rule_reveal_for_search); then the trace
names it and cites the rule. Hyoubu Institute ("The first time each turn you reveal a card, gain 1[c].") shows
whether the Corp revealed one: Tucana and Eminent Domain say no "reveal it", Project Atlas and Levy University do."""

from tests.engine.card_play import at, scenario, traced

HYOUBU = "Hyoubu Institute: Absolute Clarity"


def _options(result: dict, decision: str) -> list[str] | None:
    return next((d["options"] for d in at(result, "decisions") if d["decision"] == decision), None)


def _rules(result: dict, text: str) -> list[str]:
    step = next(e for e in result["trace"] if e["text"] == text)
    return [c.rsplit("/", 1)[1] for c in step["cites"] if "/rule_" in c]


def test_tucana_finds_ice_without_revealing_it(tmp_path):
    """Tucana: "search R&D for 1 piece of ice. Install and rez that ice": no reveal, so Hyoubu Institute gains
    nothing; the engine revealed the ice it found."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "identity": HYOUBU, "credits": 5, "rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": [
            {"card": "Vanity Project", "advancement": 6}, "Tucana"]}}},
        decisions={"score": "yes", "use Tucana": "yes", "Tucana target": "Ice Wall", "Tucana choice": "HQ"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "cards.Ice Wall.rezzed")) == (["Ice Wall"], True)
    assert at(result, "corp.credits") == 5 + 1  # Ice Wall's rez cost 1[c], 3[c] less: nothing paid, nothing gained
    assert traced(result, "the Corp searches R&D and finds Ice Wall (not revealed)")


def test_eminent_domain_finds_1_card_it_can_install_without_failing_or_revealing(tmp_path):
    """"You may search R&D for 1 card": "1 card" has no criteria, so once the Corp searches it finds one
    (cr/rule_search_multiple_cards), only one it can install (cr/rule_valid_search_target_install_play): the one
    title is taken without a `no`; and the text says no "reveal it", so Hyoubu Institute gains nothing."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "identity": HYOUBU, "credits": 5, "rd": ["Hedge Fund", "PAD Campaign", "Hedge Fund"],
        "servers": {"Server 1": {"root": [{"card": "Eminent Domain", "advancement": 3}]}}},
        decisions={"score": "yes", "use Eminent Domain": "yes", "Eminent Domain install where": "new remote"})
    assert _options(result, "Eminent Domain target") is None
    assert at(result, "cards.PAD Campaign.rezzed") is True
    assert at(result, "corp.credits") == 5 + 1 + 1  # PAD Campaign's 1[c] as the turn begins, the click; no Hyoubu


def test_project_atlas_reveals_the_card_it_finds(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "identity": HYOUBU, "credits": 5, "rd": ["Hedge Fund"] * 3,
        "score_area": [{"card": "Project Atlas", "counters": {"agenda": 1}}]},
        decisions={"abilities": "Project Atlas"})
    assert at(result, "corp.credits") == 5 + 1 + 1  # the click, and Hyoubu Institute for the reveal
    assert "rule_reveal_for_search" in _rules(
        result, "Project Atlas's ability: the Corp searches R&D, finds Hedge Fund and reveals it; R&D is shuffled.")


def test_logos_adds_the_card_it_finds_to_the_grip_without_revealing_it(tmp_path):
    """Logos: "search your stack for a card and add it to your grip": no "reveal it", unlike Special Order."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
        runner={"rig": ["Logos"], "stack": ["Sure Gamble", "Diesel"]},
        decisions={"score": "yes", "use Logos": "yes", "Logos target": "Diesel"})
    assert at(result, "runner.grip") == ["Diesel"]
    assert _rules(result, "Logos's ability: Diesel is added, not revealed, to the grip.") == ["rule_reveal_for_search"]


def test_special_order_reveals_the_icebreaker_it_finds(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Special Order"}],
                      runner={"grip": ["Special Order"], "stack": ["Corroder", "Diesel"]},
                      decisions={"Special Order target": "Corroder"})
    assert _rules(result, "Special Order: Corroder is revealed and added to the grip.") == [
        "rule_reveal_for_search", "rule_reveal"]
