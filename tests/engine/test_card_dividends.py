"""Dividends (Embedded Reporting, Project Ingatan) counted as the agenda was when it began to be
scored, and SanSan City Grid's lower advancement requirement for agendas in its root."""

import pytest

from tests.engine.card_play import at, scenario


def _score(tmp_path, root, advances, title, name="score"):
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"advance {title}"}] * advances,
                    corp={"clicks": 3, "credits": 5, "servers": {"Server 1": {"root": root}}},
                    decisions={f"score {title}": "yes"}, name=name)


@pytest.mark.parametrize(("start", "agenda_counters"), [(2, 0), (3, 2), (4, 4)])
def test_embedded_reporting_places_2_agenda_counters_per_excess_advancement_counter(tmp_path, start,
                                                                                       agenda_counters):
    result = _score(tmp_path, [{"card": "Embedded Reporting", "advancement": start}], 1, "Embedded Reporting")
    assert at(result, "corp.score_area") == ["Embedded Reporting"]
    assert at(result, "cards[Embedded Reporting].counters").get("agenda", 0) == agenda_counters


def test_sansan_city_grid_lets_an_agenda_in_its_root_score_one_advancement_early(tmp_path):
    with_grid = _score(tmp_path, ["Project Ingatan", "SanSan City Grid"], 2, "Project Ingatan")
    without = _score(tmp_path, ["Project Ingatan"], 2, "Project Ingatan", name="without")
    assert at(with_grid, "corp.score_area") == ["Project Ingatan"]
    assert at(without, "corp.score_area") == []


def test_sansan_city_grid_does_not_lower_an_agenda_in_another_server(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Project Ingatan"}] * 2,
                      corp={"clicks": 3, "servers": {"Server 1": {"root": ["Project Ingatan"]},
                                                     "Server 2": {"root": ["SanSan City Grid"]}}})
    assert at(result, "corp.score_area") == []
