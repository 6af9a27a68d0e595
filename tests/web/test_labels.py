"""Plain words on the pages for the app's internal names (edge types, scenario result paths)."""

import re

from rulesdb.graph.links import EDGE_TYPES
from rulesdb.web.labels import EDGE_WORDS, check_words, edge_words, field_words


def test_every_edge_type_has_words_for_both_directions():
    assert set(EDGE_WORDS) == set(EDGE_TYPES)
    assert edge_words("same-rule", "out") == "The same rule in other versions"
    assert (edge_words("references", "out"), edge_words("references", "in")) == ("Refers to", "Referred to by")


def test_result_paths_read_as_runs_and_encounters_counted_from_one():
    assert field_words("runs.0.encounters.0.result") == "Run 1, encounter 1: result"
    assert field_words("runner.credits") == "Runner credits"
    assert field_words("abilities.not_resolved") == "Abilities not resolved"
    assert field_words("after[3].runner.credits") == "After step 3: Runner credits"


def test_a_check_reads_as_a_sentence():
    assert check_words("runs.0.encounters.0.result == bypassed") == "Run 1, encounter 1: result is bypassed"
    assert check_words("abilities.resolved == [Femme Fatale]") == "Abilities resolved is [Femme Fatale]"
    assert check_words("runner.grip contains Sure Gamble") == "Runner grip includes Sure Gamble"
    assert check_words("something odd") == "something odd"


def test_rule_and_scenario_pages_use_the_words_not_the_internal_names(client):
    rule = client.get("/nisei-cr-1.6/1.10.3c").get_data(as_text=True)
    headings = re.findall(r"<dt>([^<]+) <span class=\"meta\">", rule)
    assert headings and not {"same-rule", "mentions-card", "references"} & {h.strip() for h in headings}
    scenario = client.get("/scenarios/femme-fatale-vs-tollbooth").get_data(as_text=True)
    assert "Run 1, encounter 1: result is bypassed" in scenario
    assert "runs.0.encounters.0.result ==" not in re.sub(r'title="[^"]*"', "", scenario)
