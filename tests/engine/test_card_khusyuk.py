"""Khusyuk: instead of breaching R&D, the Runner names an install cost; the Corp sets aside that many cards from the
top of R&D faceup (X = the Runner's installed cards printing that cost, up to 6); the Runner accesses 1 of the
set-aside cards (cr/rule_set_aside_zone) and the rest are shuffled back into R&D."""

from tests.engine.card_play import at, scenario, traced

RD = ["Hedge Fund", "Shock!", "Hostile Takeover", "PAD Campaign", "Enigma"]
RIG = ["Corroder", "Daily Casts", "Dyson Mem Chip", "Desperado"]  # install costs 2, 3, 3, 3


def _khusyuk(tmp_path, cost, target=None, name="khusyuk", rd=RD, **answers):
    # Desperado's gain and Khusyuk's "If successful" ability are both the Runner's, pending as the run succeeds
    decisions = {"jack out": "no", "Khusyuk choice": cost, "order Runner abilities": ["Desperado", "Khusyuk"],
                 **answers}
    if target:
        decisions["Khusyuk target"] = target
    return scenario(tmp_path, actions=[{"runner": "play Khusyuk"}], name=name, corp={"rd": rd},
                    runner={"grip": ["Khusyuk", "Sure Gamble", "Diesel"], "rig": RIG, "credits": 8},
                    decisions=decisions)


def test_khusyuk_sets_aside_x_cards_and_the_runner_steals_the_agenda_among_them(tmp_path):
    result = _khusyuk(tmp_path, 3, "Hostile Takeover")
    assert traced(result, "sets aside 3 cards from the top of R&D faceup: Hedge Fund, Shock!, Hostile Takeover")
    assert (at(result, "runner.score_area"), sorted(at(result, "corp.rd"))) == \
        (["Hostile Takeover"], sorted(["Hedge Fund", "Shock!", "PAD Campaign", "Enigma"]))
    assert traced(result, "shuffles 2 cards from the set-aside cards into R&D")
    assert at(result, "runs.0.accessed") == ["Hostile Takeover"]  # one access, no breach of R&D


def test_khusyuk_x_counts_only_installed_cards_printing_that_cost(tmp_path):
    result = _khusyuk(tmp_path, 2, "Hedge Fund", name="two")
    assert traced(result, "X = 1, so the Corp sets aside 1 card from the top of R&D faceup: Hedge Fund")
    assert sorted(at(result, "corp.rd")) == sorted(RD)  # the one card went back, R&D shuffled


def test_khusyuk_a_cost_no_installed_card_prints_sets_nothing_aside(tmp_path):
    result = _khusyuk(tmp_path, 5, name="none")
    assert (at(result, "corp.rd"), at(result, "runs.0.accessed")) == (RD, [])
    assert traced(result, "no card was set aside, so the Runner accesses nothing")


def test_khusyuk_a_set_aside_card_is_accessed_like_any_other_when_accessed_and_trashed(tmp_path):
    """Interaction: Shock!'s "when accessed" ability works in the set-aside zone; a trashed card goes to Archives."""
    shocked = _khusyuk(tmp_path, 3, "Shock!", name="shock", **{"trash Shock!": "no"})
    assert (len(at(shocked, "runner.grip")), len(at(shocked, "runner.heap"))) == (1, 2)  # 1 net damage after Khusyuk
    assert traced(shocked, "Shock!'s ability triggers and resolves")
    trashed = _khusyuk(tmp_path, 3, "PAD Campaign", name="trash", rd=["Enigma", "Hedge Fund", "PAD Campaign"],
                       **{"trash PAD Campaign": "yes"})
    assert (at(trashed, "corp.archives"), sorted(at(trashed, "corp.rd"))) == \
        (["PAD Campaign"], ["Enigma", "Hedge Fund"])


def test_shi_kyu_set_aside_by_khusyuk_is_accessed_outside_r_and_d(tmp_path):
    # "When the Runner accesses this asset anywhere except in R&D": set aside, it is no longer in R&D (the cards in
    # R&D are the cards in the deck, cr/rule_rnd_deck), though the run is on R&D
    result = _khusyuk(tmp_path, 2, "Shi.Kyū", name="shi", rd=["Shi.Kyū", "Hedge Fund"],
                      **{"Shi.Kyū X": 2, "Shi.Kyū choice": "suffer 2 net damage", "trash Shi.Kyū": "no"})
    assert (at(result, "damage.net"), at(result, "corp.credits")) == (2, 5 - 2)
