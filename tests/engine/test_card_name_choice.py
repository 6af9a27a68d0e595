""""Choose a card name" (Whistleblower, Complete Image, Targeted Marketing): the name must be a card's title; an
unknown one is refused at its decision, naming the titles it could mean, never accepted silently."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario


def _whistle(tmp_path, named, name="whistle"):
    return scenario(tmp_path, actions=[{"runner": "run R&D"}], name=name, corp={"rd": ["Obokata Protocol", "Enigma"]},
                    runner={"rig": ["Whistleblower"], "grip": ["Diesel"] * 4},
                    decisions={"jack out": "no", "use Whistleblower": "yes", "Whistleblower choice": named,
                               "steal": "no"})


def test_whistleblower_refuses_a_misspelt_card_name_with_suggestions(tmp_path):
    with pytest.raises(ScenarioError) as refused:
        _whistle(tmp_path, "Obokata Protocl")
    message = str(refused.value)
    assert "Whistleblower choice" in message and "Obokata Protocol" in message
    assert "\n" not in message.strip()


def test_whistleblower_takes_a_name_in_any_case_as_the_printed_title(tmp_path):
    result = _whistle(tmp_path, "obokata protocol", name="case")
    assert at(result, "runner.score_area") == ["Obokata Protocol"]


def test_targeted_marketing_refuses_a_name_that_is_no_card(tmp_path):
    with pytest.raises(ScenarioError, match="Targeted Marketing choice"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Targeted Marketing"}],
                 corp={"hq": ["Targeted Marketing"], "rd": ["Hedge Fund"]}, decisions={"Targeted Marketing choice": "Not A Card At All"})
