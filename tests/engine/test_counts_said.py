"""The trace says a count as a judge would ("the top 4 cards", "1 virus counter"), never "card(s)"; so do options and
decision names, and the old "(s)" form ("prevent 1 tag(s)") still answers them, as older scenarios do."""

from rulesdb.engine.state.counts import counted, said
from tests.engine.card_play import scenario, traced


def test_a_count_is_said_by_its_number():
    assert [said(t) for t in ("the top 4 card(s) of R&D", "remove 1 virus counter(s)", "2 different piece(s) of ice",
                              "cannot break subroutine(s) 2 of Ice Wall", "2 tags and 1 card(s)")] == [
        "the top 4 cards of R&D", "remove 1 virus counter", "2 different pieces of ice",
        "cannot break subroutine 2 of Ice Wall", "2 tags and 1 card"]
    assert [counted(1, "card"), counted(3, "card"), counted(2, "piece of ice", "pieces of ice")] == [
        "1 card", "3 cards", "2 pieces of ice"]


def test_the_mandatory_draw_says_1_card(tmp_path):
    result = scenario(tmp_path, actions=[{"corp": "gain credit"}], turn="corp", name="draw",
                      corp={"rd": ["Hedge Fund", "Ice Wall"]})
    assert traced(result, "The mandatory draw: the Corp draws 1 card into HQ.")
    assert not [e["text"] for e in result["trace"] if "(s)" in e["text"]]
