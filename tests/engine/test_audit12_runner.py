"""Runner cards of the twelfth card audit (seed 20261212), each test asserting what the printed text and CR 25.08
make happen, never what the engine printed; the Corp cards are in test_audit12_corp.py, the cards letting the Runner
choose the server to run in test_audit12_run_choices.py.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261212).sample(titles, 30)`; a title (or an identity's name before its colon) that a commit of
`git log --oneline -400 | grep -i audit` names as a whole word was skipped and replaced by `choice(titles)` of the same
Random, in order (Mystic Maemi, Cohort Guidance Program, Focus Group, Vulnerability Audit, Reprise, Tucana, S-Dobrado,
The Artist, Pinhole Threading, Living Mural, Concerto, Akhet and Complete Image were skipped). The 30: Mestnichestvo,
Odore, Alarm Clock, Cat's Cradle, Doomscroll, Lat: Ethical Freelancer, Weyland Consortium: Built to Last, Nga,
Coalescence, Wave, Megaprix Qualifier, Orbital Superiority, Clearinghouse, Chisel, Hafrún, Bravado, Privileged Access,
Djupstad Grid, Eru Ayase-Pessoa, Active Policing, Maskirovka, Debbie "Downtown" Moreira, Front Company, Sorocaban
Blade, Supercorridor, Azimat, Proprionegation, Embedded Reporting, Public Trail, Magdalene Keino-Chemutai. Ten more
chosen for intricate text, among the titles no audit commit names (ice with several subroutines or "when encountered"
abilities, agendas with counters used from either score area, a hosted-card virus, an interrupt that prevents):
Syailendra, Hammer, Ansel 1.0, Heliamphora, Next Big Thing, Off the Books, Remastered Edition, Transport Monopoly,
Amelia Earhart, Prāna Condenser."""

import pytest

from rulesdb.errors import DecisionNeeded, ScenarioError
from tests.engine.card_play import at, scenario
from tests.engine.std_runner import to_turn_end


# --- Bravado (state/carddef.server_choice, turns/actions._check_run_choice) ----------------------------------------
def test_bravado_cannot_run_a_server_no_ice_protects(tmp_path):
    """"Run a server protected by ice": HQ with no ice is no server it may run (cr/rule_announce_targets). It ran HQ
    and paid 6[c] for a run it cannot make."""
    with pytest.raises(ScenarioError, match="Bravado runs a server protected by ice, not HQ"):
        scenario(tmp_path, actions=[{"runner": "play Bravado on HQ"}], corp={"hq": ["Hedge Fund"]},
                 runner={"grip": ["Bravado"]}, decisions={"jack out": "no"})


def test_bravado_runs_a_server_ice_protects(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Bravado on HQ"}], runner={"grip": ["Bravado"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
                      decisions={"jack out": "no", "rez": "no"})
    assert at(result, "runner.credits") == 5 - 3 + 6 + 1  # Ice Wall passed unrezzed


def test_planned_assault_offers_bravado_only_the_servers_ice_protects(tmp_path):
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "play Planned Assault"}],
                 runner={"credits": 9, "grip": ["Planned Assault"], "stack": ["Bravado", "Easy Mark"]},
                 corp={"servers": {"R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Enigma"]}}},
                 decisions={"Planned Assault target": "Bravado"})
    assert (asked.value.name, asked.value.options) == ("Planned Assault choice", ["R&D", "Server 1"])


# --- Lat: Ethical Freelancer ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("hq", "drawn"), [(["Hedge Fund", "Enigma"], True), (["Hedge Fund"], False)])
def test_lat_draws_when_the_discard_phase_ends_with_as_many_cards_as_hq(tmp_path, hq, drawn):
    """The turn's last click draws Diesel: 2 cards in the grip. Against 2 in HQ Lat may draw (Easy Mark); against 1
    the condition is not met."""
    result = to_turn_end(tmp_path, name=f"lat-{len(hq)}", corp={"hq": hq}, decisions={"use Lat: Ethical Freelancer": "yes"},
                         runner={"identity": "Lat: Ethical Freelancer", "grip": ["Sure Gamble"],
                                 "stack": ["Diesel", "Easy Mark"]})
    assert at(result, "runner.grip") == ["Sure Gamble", "Diesel", *(["Easy Mark"] if drawn else [])]


# --- Azimat --------------------------------------------------------------------------------------------------------
def test_azimats_credits_do_not_pay_an_install_cost(tmp_path):
    """"You can spend hosted credits to pay trash costs": Corroder's 2[c] install cost is no trash cost."""
    with pytest.raises(ScenarioError, match="cannot pay 2\\[c\\] for installing Corroder"):
        scenario(tmp_path, actions=[{"runner": "install Corroder"}],
                 runner={"credits": 0, "grip": ["Corroder"], "rig": ["Azimat"]})


# --- Amelia Earhart ------------------------------------------------------------------------------------------------
def test_amelia_earhart_counts_no_run_on_archives_however_many_cards_it_accessed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}], corp={"archives": ["Hedge Fund"] * 4},
                      runner={"rig": ["Amelia Earhart"]}, decisions={"jack out": "no"})
    assert (len(at(result, "runs.0.accessed")), at(result, "cards[Amelia Earhart].counters")) == (4, {})
