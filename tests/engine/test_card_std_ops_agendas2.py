"""More Standard agendas, each test stating what its printed text makes happen: Kimberlite Field, Kingmaking,
Longevity Serum, Hybrid Release, Flower Sermon, The Basalt Spire, Divested Trust, Sericulture Expansion, Off the
Books, Embedded Reporting, Regenesis and Lightning Laboratory."""

from tests.engine.card_play import at, board, run_past, scenario, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def score(tmp_path, agenda, counters, name="score", corp=None, runner=None, answers=None):
    corp = {"rd": list(RD), **(corp or {})}
    corp.setdefault("servers", {}).setdefault("Server 1", {})["root"] = [{"card": agenda, "advancement": counters}]
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name, corp=corp,
                    runner={"grip": list(GRIP), **(runner or {})}, decisions={"score": "yes", **(answers or {})})


def corp_turn_ends(tmp_path, agenda, counters, name="ends", corp=None, answers=None):
    """The Corp's turn with `agenda` in its score area holding `counters` agenda counters, to its end."""
    actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
    corp = {"rd": list(RD), "score_area": [{"card": agenda, "counters": {"agenda": counters}}], **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=actions, name=name, corp=corp, runner={"grip": list(GRIP)},
                    decisions={"rez": "no", **(answers or {})})


def test_kimberlite_field_trades_a_rezzed_card_for_a_runner_card_costing_no_more(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": True}]}}}
    result = score(tmp_path, "Kimberlite Field", 4, corp=corp, runner={"rig": ["Corroder", "Desperado"]}, answers={
        "use Kimberlite Field": "yes", "Kimberlite Field target": "Enigma", "Kimberlite Field choice": "Desperado"})
    assert (at(result, "corp.archives"), at(result, "runner.heap")) == (["Enigma"], ["Desperado"])  # 3 <= 3


def test_kingmaking_draws_up_to_3_and_may_add_a_1_point_agenda_from_hq_to_the_score_area(tmp_path):
    result = score(tmp_path, "Kingmaking", 4, corp={"hq": ["Hostile Takeover"]},
                   answers={"Kingmaking draw": 2, "Kingmaking target": "Hostile Takeover"})
    assert at(result, "corp.score_area") == ["Kingmaking", "Hostile Takeover"]
    assert (at(result, "corp.agenda_points"), at(result, "corp.bad_publicity")) == (3, 0)  # added, not scored
    assert len(at(result, "corp.hq")) == 2 + 1  # the 2 drawn, then the mandatory draw


def test_longevity_serum_trashes_from_hq_and_shuffles_up_to_3_from_archives_into_rd(tmp_path):
    result = score(tmp_path, "Longevity Serum", 3, corp={"hq": ["Enigma"], "archives": ["Ice Wall", "PAD Campaign"]},
                   answers={"Longevity Serum choice": ["Enigma"],
                            "Longevity Serum archives": ["Enigma", "Ice Wall", "PAD Campaign"]})
    assert (at(result, "corp.archives"), sorted(at(result, "corp.rd")).count("Ice Wall")) == ([], 2)
    assert len(at(result, "corp.rd")) == len(RD) - 1 + 3


def test_hybrid_release_may_install_only_a_facedown_card_from_archives(tmp_path):
    result = score(tmp_path, "Hybrid Release", 2, corp={"archives": ["PAD Campaign", {"card": "Enigma", "faceup": True}]},
                   answers={"use Hybrid Release": "yes", "Hybrid Release install": "PAD Campaign",
                            "Hybrid Release install where": "new remote", "rez": "no"})
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]  # the scored agenda's server was gone
    faceup_only = score(tmp_path, "Hybrid Release", 2, name="faceup", corp={"archives": [
        {"card": "Enigma", "faceup": True}]}, answers={"use Hybrid Release": "yes"})
    assert at(faceup_only, "corp.archives") == ["Enigma"]


def test_flower_sermon_gets_5_counters_and_spends_one_a_turn_to_draw_2_and_put_1_back(tmp_path):
    game = board(tmp_path, turn="corp", corp={"score_area": ["Flower Sermon"], "rd": list(RD), "hq": ["PAD Campaign"]},
                 decisions={"Flower Sermon target": "PAD Campaign"})
    sermon = game.corp.score[0]
    sermon.counters["agenda"] = 5
    assert use(game, "Flower Sermon")
    assert [c.title for c in game.corp.hand] == ["Hedge Fund", "Ice Wall"]
    assert (game.corp.deck[0].title, sermon.counters["agenda"]) == ("PAD Campaign", 4)
    assert not use(game, "Flower Sermon")  # once per turn
    scored = score(tmp_path, "Flower Sermon", 4)
    assert at(scored, "cards.Flower Sermon.counters") == {"agenda": 5}


def test_the_basalt_spire_trashes_the_top_of_rd_and_a_counter_to_take_a_card_back(tmp_path):
    game = board(tmp_path, turn="corp", corp={"score_area": [{"card": "The Basalt Spire", "counters": {"agenda": 2}}],
                                              "rd": list(RD), "archives": ["Enigma"]},
                 decisions={"The Basalt Spire target": "Enigma"})
    assert use(game, "The Basalt Spire")
    assert [c.title for c in game.corp.hand] == ["Enigma"]
    assert [c.title for c in game.corp.discard] == ["Hedge Fund"]  # the cost: the top card of R&D
    stolen = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["The Basalt Spire"]}}, "archives": ["Enigma"]},
                      name="stolen", decisions={"steal": "yes", "use The Basalt Spire": "yes",
                                                "The Basalt Spire target": "Enigma"})
    assert at(stolen, "corp.hq") == ["Enigma"]


def test_divested_trust_is_forfeited_to_gain_5_and_take_back_the_agenda_just_stolen(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}},
                                          "score_area": ["Divested Trust"]},
                      name="divested", decisions={"steal": "yes", "use Divested Trust": "yes"})
    assert (at(result, "runner.score_area"), at(result, "corp.hq")) == ([], ["Hostile Takeover"])
    assert (at(result, "corp.credits"), at(result, "corp.removed")) == (5 + 5, ["Divested Trust"])


def test_sericulture_expansion_spends_a_counter_at_the_end_of_turn_for_2_advancement_counters(tmp_path):
    servers = {"Server 1": {"root": ["Hostile Takeover"]}}
    result = corp_turn_ends(tmp_path, "Sericulture Expansion", 1, corp={"servers": servers}, answers={
        "use Sericulture Expansion": "yes", "Sericulture Expansion target": "Hostile Takeover"})
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 2
    assert at(result, "cards.Sericulture Expansion.counters") == {}


def test_sericulture_expansion_may_place_its_counters_on_an_installed_runner_card(tmp_path):
    # "place 2 advancement counters on 1 installed card": the Runner's installed cards are installed cards
    servers = {"Server 1": {"root": ["Hostile Takeover"]}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                      name="runner-card", runner={"grip": list(GRIP), "rig": ["Corroder"]},
                      corp={"rd": list(RD), "servers": servers,
                            "score_area": [{"card": "Sericulture Expansion", "counters": {"agenda": 1}}]},
                      decisions={"rez": "no", "use Sericulture Expansion": "yes",
                                 "Sericulture Expansion target": "Corroder"})
    options = next(d["options"] for d in at(result, "decisions") if d["decision"] == "Sericulture Expansion target")
    assert (sorted(options), at(result, "cards.Corroder.counters.advancement")) == (["Corroder", "Hostile Takeover"], 2)


def test_off_the_books_finds_a_card_and_installs_it_for_free_or_adds_it_to_hq(tmp_path):
    installed = corp_turn_ends(tmp_path, "Off the Books", 1, name="installed", answers={
        "use Off the Books": "yes", "Off the Books target": "Enigma", "Off the Books install where": "HQ"})
    assert (at(installed, "corp.servers.HQ.ice"), at(installed, "corp.credits")) == (["Enigma"], 5 + 3)
    kept = corp_turn_ends(tmp_path, "Off the Books", 1, name="kept", answers={
        "use Off the Books": "yes", "Off the Books target": "Enigma", "Off the Books install where": "no"})
    assert "Enigma" in at(kept, "corp.hq")


def test_embedded_reporting_spends_a_counter_to_put_an_operation_on_top_of_rd(tmp_path):
    result = corp_turn_ends(tmp_path, "Embedded Reporting", 2, answers={
        "use Embedded Reporting": "yes", "Embedded Reporting target": "Hedge Fund"}, corp={"rd": RD + ["Hedge Fund"]})
    assert at(result, "corp.rd")[0] == "Hedge Fund"
    assert at(result, "cards.Embedded Reporting.counters") == {"agenda": 1}


def test_regenesis_adds_a_facedown_agenda_from_archives_unless_archives_got_a_card_this_turn(tmp_path):
    added = score(tmp_path, "Regenesis", 3, corp={"archives": ["Hostile Takeover"]},
                  answers={"Regenesis target": "Hostile Takeover"})
    assert (at(added, "corp.score_area"), at(added, "corp.agenda_points")) == (["Regenesis", "Hostile Takeover"], 2)
    late = scenario(tmp_path, turn="corp", actions=[{"corp": "play Hedge Fund"}], name="late", corp={
        "hq": ["Hedge Fund"], "rd": list(RD), "archives": ["Hostile Takeover"],
        "servers": {"Server 1": {"root": [{"card": "Regenesis", "advancement": 3}]}}},
        decisions={"score Regenesis": "no", "score Regenesis #2": "no", "score Regenesis #3": "yes",
                   "Regenesis target": "Hostile Takeover"})
    assert at(late, "corp.score_area") == ["Regenesis"]  # Hedge Fund went to Archives this turn


def test_regenesis_may_add_no_agenda(tmp_path):
    """"You may": the Corp answers no (primitives.choose with or_none) and the agenda stays in Archives."""
    declined = score(tmp_path, "Regenesis", 3, corp={"archives": ["Hostile Takeover"]}, name="declined",
                     answers={"Regenesis target": "no"})
    assert (at(declined, "corp.score_area"), at(declined, "corp.archives")) == (["Regenesis"], ["Hostile Takeover"])


def test_lightning_laboratory_rezzes_up_to_2_ice_for_a_run_and_derezzes_2_when_the_turn_ends(tmp_path):
    def run(more, name):
        actions = [{"runner": "run HQ"}, *({"runner": "gain credit"} for _ in range(more))]
        actions += [{"corp": "gain credit"}] if more else []
        return scenario(tmp_path, actions=actions, name=name, corp={
            "hq": ["Hedge Fund"], "rd": list(RD), "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}},
            "score_area": [{"card": "Lightning Laboratory", "counters": {"agenda": 1}}]},
            decisions={"use Lightning Laboratory": "yes", "Lightning Laboratory choice": ["Ice Wall"], "jack out": "no",
                       "break Ice Wall": "no", "rez": "no"})
    during = run(0, "during")
    assert (at(during, "runs.0.outcome"), at(during, "cards.Ice Wall.rezzed")) == ("unsuccessful", True)
    assert at(during, "cards.Lightning Laboratory.counters") == {}
    after = run(3, "after")  # the Runner's turn ended: Ice Wall was derezzed
    assert at(after, "cards.Ice Wall.rezzed") is False
