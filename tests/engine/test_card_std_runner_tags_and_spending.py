"""Standard Runner cards that react to tags removed or to credits spent from installed cards (the
engine reports both as events now), each test stating what its printed text makes happen: Amanuensis,
Valentina Ferreira Carvalho, Keiko and The Twinning."""

from tests.engine.card_play import at, scenario, traced
from tests.engine.std_runner import to_turn_end

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_amanuensis_stores_a_counter_when_the_turn_ends_tagged(tmp_path):
    result = to_turn_end(tmp_path, runner={"tags": 1, "rig": ["Amanuensis"], "stack": GRIP})
    assert at(result, "cards[Amanuensis].counters") == {"power": 1}


def test_amanuensis_spends_a_counter_to_draw_2_when_a_tag_is_removed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "remove tag"}], runner={
        "tags": 1, "stack": GRIP, "rig": [{"card": "Amanuensis", "counters": {"power": 1}}]},
        decisions={"use Amanuensis": "yes"})
    assert (at(result, "runner.grip"), at(result, "cards[Amanuensis].counters")) == (GRIP[:2], {})


def test_valentina_gains_1_whenever_tags_are_removed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "remove tag"}], runner={"tags": 1, "rig": ["Valentina Ferreira Carvalho"]})
    assert at(result, "runner.credits") == 5 - 2 + 1


def test_valentina_at_threat_3_may_remove_a_tag_when_installed_on_the_runners_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Valentina Ferreira Carvalho"}],
                      corp={"score_area": ["Hostile Takeover"] * 3},
                      runner={"tags": 1, "grip": ["Valentina Ferreira Carvalho"]},
                      decisions={"Valentina Ferreira Carvalho choice": "remove 1 tag"})
    assert (at(result, "runner.tags"), at(result, "runner.credits")) == (0, 5 - 2 + 1)  # the removal pays 1 too


def test_keiko_gains_1_the_first_time_credits_are_spent_from_a_companion(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Easy Mark"}, {"runner": "play Sure Gamble"}], runner={
        "credits": 4, "grip": ["Easy Mark", "Sure Gamble"], "rig": ["Keiko", {"card": "Mystic Maemi", "credits": 2}]},
        decisions={"pay playing Sure Gamble": {"Mystic Maemi": 2, "pool": 3}})
    assert at(result, "runner.credits") == 4 + 3 - 3 + 9 + 1


def test_the_twinning_gains_a_counter_from_spent_hosted_credits_and_adds_accesses(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 0, "rig": ["The Twinning", "Corroder", {"card": "Penumbral Toolkit", "credits": 2}]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder"})
    assert at(result, "cards[The Twinning].counters") == {"power": 1}
    rd = scenario(tmp_path, actions=[{"runner": "run R&D"}], name="rd", corp={"rd": ["Hedge Fund"] * 4},
                  runner={"rig": [{"card": "The Twinning", "counters": {"power": 2}}]},
                  decisions={"jack out": "no", "The Twinning choice": 2})
    assert len(at(rd, "runs.0.accessed")) == 3


def test_the_nihilist_gains_virus_counters_and_trades_2_for_2_cards_unless_the_corp_mills(tmp_path):
    installed = scenario(tmp_path, actions=[{"runner": "install Leech"}], runner={"grip": ["Leech"], "rig": ["The Nihilist"]})
    assert at(installed, "cards[The Nihilist].counters") == {"virus": 2}

    def turn(name, answer):
        return scenario(tmp_path, actions=[{"runner": "gain credit"}], name=name, corp={"rd": ["Hedge Fund", "Enigma"]},
                        runner={"stack": GRIP, "rig": [{"card": "The Nihilist", "counters": {"virus": 2}}]},
                        decisions={"use The Nihilist": "yes", "The Nihilist target": ["The Nihilist", "The Nihilist"],
                                   "The Nihilist choice": answer})
    drew = turn("draw", "the Runner draws 2 cards")
    assert (at(drew, "runner.grip"), at(drew, "cards[The Nihilist].counters")) == (GRIP[:2], {})
    milled = turn("mill", "trash the top card of R&D")
    assert (at(milled, "runner.grip"), at(milled, "corp.archives")) == ([], ["Hedge Fund"])


def test_cataloguer_may_arrange_r_and_d_instead_of_breaching_then_breach_it_with_a_click(tmp_path):
    rd = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Beanstalk Royalties"]
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}, {"runner": "use Cataloguer"}], corp={"rd": rd},
                      runner={"rig": [{"card": "Cataloguer", "counters": {"power": 2}}]},
                      decisions={"jack out": "no", "instead of breaching Cataloguer": "yes",
                                 "Cataloguer choice": ["Enigma", "Hedge Fund", "Ice Wall", "PAD Campaign"]})
    assert at(result, "corp.rd")[:4] == ["Enigma", "Hedge Fund", "Ice Wall", "PAD Campaign"]
    assert (at(result, "runs.0.accessed"), at(result, "runner.heap")) == ([], ["Cataloguer"])  # no breach in the run
    assert traced(result, "The Runner accesses Enigma")  # the [click] breach, after the run, at the new top


def test_keiko_installed_is_itself_the_first_companion_installed_this_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Keiko"}, {"runner": "install Mystic Maemi"}],
                      runner={"grip": ["Keiko", "Mystic Maemi"]})
    assert at(result, "runner.credits") == 5 - 3 + 1 - 1  # the second companion, this turn, gains nothing
