"""Operations that use the Corp's score area: forfeiting agendas, resolving "when scored" abilities."""

from tests.engine.card_play import at, scenario


def test_24_7_news_cycle_forfeits_an_agenda_and_resolves_another_when_scored_ability(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play 24/7 News Cycle"}],
                      corp={"clicks": 3, "hq": ["24/7 News Cycle"],
                            "score_area": ["AstroScript Pilot Program", "Project Vitruvius"]},
                      decisions={"forfeit": "Project Vitruvius",
                                 "24/7 News Cycle target": "AstroScript Pilot Program"})
    assert at(result, "corp.score_area") == ["AstroScript Pilot Program"]
    assert at(result, "cards[AstroScript Pilot Program].counters.agenda") == 1
