"""Who may look at a card (cr/sec_card_visibility): facedown installed cards, the card being
accessed, Archives' faceup and facedown cards, and Runner cards installed facedown."""

from rulesdb.engine import cards
from rulesdb.engine.state.carddef import CardDef, Facts, TriggerDef
from rulesdb.engine.state.visibility import visible_to
from tests.engine.card_play import at, board, run_past, scenario, traced


def test_an_unrezzed_card_is_seen_by_the_corp_only_and_a_rezzed_one_by_both(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": [
        {"card": "PAD Campaign", "rezzed": False}, "Red Herrings"]}}},
        decisions={"rez": "no", "trash PAD Campaign": "no", "trash Red Herrings": "no",
                   "access order": ["PAD Campaign"]}, runner={"credits": 0})
    assert at(result, "cards.PAD Campaign.visible_to") == ["corp"]
    assert at(result, "cards.PAD Campaign.faceup") is False
    assert at(result, "cards.Red Herrings.visible_to") == ["corp", "runner"]


def test_the_runner_sees_an_unrezzed_card_while_accessing_it(tmp_path, monkeypatch):
    seen = {}

    def note(game, pending):
        card = game.access.current
        seen[card.title] = visible_to(game, card, "runner")

    eye = CardDef(Facts("Test Eye", "runner", "resource", (), 0), triggers=(TriggerDef("access", "note", note),))
    monkeypatch.setitem(cards._BY_LOWER, "test eye", eye)
    run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
             runner={"rig": ["Test Eye"], "credits": 0}, decisions={"rez": "no"})
    assert seen == {"PAD Campaign": True}


def test_a_card_the_runner_trashes_on_access_goes_to_archives_faceup(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
                      decisions={"rez": "no", "trash PAD Campaign": "yes"})
    assert at(result, "corp.archives_faceup") == ["PAD Campaign"]


def test_an_unrezzed_card_the_corp_trashes_goes_to_archives_facedown(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Melange Mining Corp. in Server 1"}],
                      corp={"clicks": 3, "hq": ["Melange Mining Corp."],
                            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
                      decisions={"rez": "no"})
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert at(result, "corp.archives_faceup") == []


def test_breaching_archives_turns_its_facedown_cards_faceup(tmp_path):
    facedown = [{"card": "Hedge Fund"}, {"card": "Ice Wall", "faceup": True}]
    result = run_past(tmp_path, [], server="Archives", corp={"archives": facedown},
                      decisions={"access order": ["Hedge Fund"]})
    assert at(result, "corp.archives_faceup") == ["Hedge Fund", "Ice Wall"]
    assert at(result, "runs.0.accessed") == ["Hedge Fund", "Ice Wall"]


def test_counterfactual_archives_not_breached_stays_facedown(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"archives": ["Hedge Fund"], "hq": ["Ice Wall"]})
    assert at(result, "corp.archives_faceup") == []


def test_a_runner_card_installed_facedown_is_inactive_and_uses_no_memory(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Corroder", "facedown": True}, "Mimic"]})
    corroder, mimic = game.runner.play
    assert not game.is_active(corroder) and game.is_active(mimic)
    assert game.memory_used() == 1
    assert visible_to(game, corroder, "runner") and not visible_to(game, corroder, "corp")


def test_raymond_flint_is_trashed_to_expose_an_unrezzed_card(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      corp={"servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}},
                      runner={"rig": ["Raymond Flint"]},
                      decisions={"abilities": "Raymond Flint", "Raymond Flint target": "unrezzed card in the root of Server 1", "rez": "no"})
    assert traced(result, "the Runner exposes PAD Campaign")
    assert at(result, "cards.PAD Campaign.rezzed") is False
    assert at(result, "runner.heap") == ["Raymond Flint"]


def test_a_rezzed_card_cannot_be_exposed(tmp_path):
    from rulesdb.engine.state.visibility import expose
    game = board(tmp_path, corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert not expose(game, game.servers["Server 1"].root[0], "Test")


def _seen_while_accessed(tmp_path, monkeypatch, rd, name):
    """Who sees each card of R&D while the Runner accesses it, on a run on R&D accessing 2 cards (Test Eye)."""
    seen = {}

    def note(game, pending):
        card = game.access.current
        seen[card.title] = (visible_to(game, card, "corp"), visible_to(game, card, "runner"))

    eye = CardDef(Facts("Test Eye", "runner", "resource", (), 0), triggers=(TriggerDef("access", "note", note),))
    monkeypatch.setitem(cards._BY_LOWER, "test eye", eye)
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], name=name, corp={"rd": rd, "credits": 0},
                      runner={"rig": ["Test Eye"], "credits": 0, "grip": ["Sure Gamble"]},
                      decisions={"jack out": "no", "use Snare!": "no", "trash Snare!": "no"})
    return seen, result


def test_an_ambush_card_accessed_in_rd_is_revealed_to_the_corp_while_it_is_accessed(tmp_path, monkeypatch):
    # "While the Runner is accessing this asset in R&D, they must reveal it.": a static ability for the whole access
    # (cr/rule_ambush_text); revealed, both players see it (cr/rule_reveal); Hedge Fund, accessed the same way, not
    seen, result = _seen_while_accessed(tmp_path, monkeypatch, ["Snare!"], "snare")
    plain, _ = _seen_while_accessed(tmp_path, monkeypatch, ["Hedge Fund"], "plain")
    assert (seen, plain) == ({"Snare!": (True, True)}, {"Hedge Fund": (False, True)})
    step = next(e for e in result["trace"] if "must reveal" in e["text"])
    assert step["text"] == "The Runner must reveal Snare! while accessing it in R&D: both players see it."
    assert {"cr/rule_ambush_text", "cr/rule_reveal"} <= set(step["cites"])
