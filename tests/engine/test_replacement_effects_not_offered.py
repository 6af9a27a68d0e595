"""A replacement effect written without "may" applies automatically and is never offered as a choice
(cr/sec_replacement_effects); one with "may" is offered (cr/rule_if_successful_ability_optional).
When several could replace the same breach, the Runner orders them (cr/rule_order_of_replacement_effects),
so a mandatory one is asked about only then, and still applies if the Runner applies no other first."""

import pytest

from rulesdb.engine.cards import CARDS
from rulesdb.engine.state.replacements import offers_choice
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

# every card in the library whose breach replacement is printed without "may", and with it
MANDATORY = ("Chastushka", "Security Testing", "Singularity")
OPTIONAL = ("Account Siphon", "Because I Can", "Indexing", "Top Hat", "Utopia Shard", "Wanton Destruction")


@pytest.mark.parametrize(("title", "optional"), [(t, False) for t in MANDATORY] + [(t, True) for t in OPTIONAL])
def test_the_printed_text_says_whether_the_replacement_is_offered(title, optional):
    line = next(line for line in CARDS[title].facts.text if "instead of breaching" in line)
    assert offers_choice(line) is optional


def _security_testing(tmp_path, decisions, grip=(), actions=("run HQ",), name="st"):
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], name=name,
                    runner={"credits": 0, "rig": ["Security Testing"], "grip": list(grip)},
                    corp={"credits": 8, "hq": ["Hedge Fund"]},
                    decisions={"jack out": "no", "Security Testing target": "HQ", **decisions})


def test_security_testing_replaces_the_breach_without_asking(tmp_path):
    result = _security_testing(tmp_path, {})  # no "instead of breaching" answer: none is needed
    assert (at(result, "runner.credits"), at(result, "runs.0.accessed")) == (2, [])


def test_an_answer_to_a_mandatory_replacement_is_never_asked_for(tmp_path):
    result = _security_testing(tmp_path, {"instead of breaching Security Testing": "no"})
    assert at(result, "runner.credits") == 2  # it applied all the same
    assert "instead of breaching security testing" in [d.lower() for d in result["unused_decisions"]]


def test_chastushka_sabotages_instead_of_breaching_without_asking(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Chastushka"}], runner={"grip": ["Chastushka"]},
                      corp={"hq": ["Hedge Fund"], "rd": ["Ice Wall", "PAD Campaign", "Enigma", "Vanilla"]},
                      decisions={"jack out": "no", "Chastushka choice": []})
    assert (at(result, "runs.0.accessed"), at(result, "corp.rd")) == ([], [])


def test_singularity_trashes_the_root_instead_of_breaching_without_asking(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Singularity on Server 1"}],
                      runner={"credits": 4, "grip": ["Singularity"]},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, decisions={"jack out": "no"})
    assert (at(result, "corp.archives"), at(result, "runs.0.accessed")) == (["PAD Campaign"], [])


def test_account_siphon_with_may_is_still_offered(tmp_path):
    with pytest.raises(ScenarioError, match="instead of breaching Account Siphon"):
        scenario(tmp_path, actions=[{"runner": "play Account Siphon"}], runner={"grip": ["Account Siphon"]},
                 corp={"hq": ["Hedge Fund"]}, decisions={"jack out": "no"})


def test_declining_every_replacement_first_still_applies_the_mandatory_one(tmp_path):
    """Security Testing and Account Siphon compete for HQ's breach: the Runner may apply Siphon first,
    but declining it leaves Security Testing, which has no "may", to replace the breach."""
    result = _security_testing(tmp_path, {"instead of breaching Security Testing": "no",
                                          "instead of breaching Account Siphon": "no"},
                               grip=["Account Siphon"], actions=("play Account Siphon",))
    assert (at(result, "runner.credits"), at(result, "runs.0.accessed"), at(result, "runner.tags")) == (2, [], 0)


def test_applying_the_optional_replacement_first_leaves_the_mandatory_nothing_to_replace(tmp_path):
    result = _security_testing(tmp_path, {"instead of breaching Security Testing": "no",
                                          "instead of breaching Account Siphon": "yes"},
                               grip=["Account Siphon"], actions=("play Account Siphon",))
    assert (at(result, "runner.credits"), at(result, "corp.credits"), at(result, "runner.tags")) == (10, 3, 2)
