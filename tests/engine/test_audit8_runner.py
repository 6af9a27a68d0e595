"""Runner cards of the eighth card audit (seed 20261208), each test asserting what the printed text and CR 25.08 make
happen, never what the engine printed; the Corp cards are in test_audit8_corp.py.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261208).sample(titles, 30)`; a title that a commit of `git log --oneline -400 | grep -i audit` names
was skipped and replaced by `choice(titles)` of the same Random, in order (Rigging Up, Bling, Phật Gioan Baotixita and
Arruaceiras Crew were skipped). The 30: Game Over, Asmund Pudlat, Rent Rioters, Paladin Poemu, Demolisher, Tiered
Subscription, Letheia Nisei, Mayfly, The Holo Man, Semak-samun, Bring Them Home, Isolation, Vampyronassa, Djupstad
Grid, Chisel, Bumi 1.0, Thunderbolt Armaments, Palisade, Flux Capacitor, Bladderwort, Government Subsidy, Ghosttongue,
Pravdivost Consulting, Kakurenbo, Finality, Hermes, Cezve, Gaslight, Ashen Epilogue, Sprint. Ten more chosen for
intricate text, ice and upgrades first: Funhouse, Envelopment, Týr, Anoetic Void, Manegarm Skunkworks, Pharos,
Tatu-Bola, Cold Site Server, Malapert Data Vault, Vasilisa.

Defect found and fixed here: Hermes (and Leela Patel, Queen's Gambit, PT Untaian, which share the selection) counted a
faceup installed agenda as an "unrezzed card", though an unrezzed card is one installed and facedown and a faceup
agenda is neither rezzed nor unrezzed (cr/rule_rezzed_unrezzed)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
OAKTOWN = {"card": "Oaktown Renovation", "faceup": True}  # "Install only faceup": neither rezzed nor unrezzed


# --- Hermes ---------------------------------------------------------------------------------------------------------
def _steal_with_hermes(tmp_path, other, name, target):
    corp = {"servers": {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": [other]}}}
    return run_past(tmp_path, [], corp=corp, runner={"rig": ["Hermes"]}, name=name,
                    decisions={"steal": "yes", "Hermes target": target})


def test_hermes_cannot_add_a_faceup_agenda_to_hq(tmp_path):
    """The only other installed Corp card is Oaktown Renovation, installed faceup: no unrezzed card, nothing to add."""
    result = _steal_with_hermes(tmp_path, OAKTOWN, "faceup", "Oaktown Renovation")
    assert (at(result, "corp.hq"), at(result, "corp.servers.Server 2.root")) == ([], ["Oaktown Renovation"])


def test_hermes_adds_a_facedown_agenda_to_hq(tmp_path):
    """The same agenda installed facedown is unrezzed, and Hermes's "add 1 unrezzed card to HQ" takes it."""
    result = _steal_with_hermes(tmp_path, {"card": "Oaktown Renovation"}, "facedown",
                                "unrezzed card in the root of Server 2")
    assert at(result, "corp.hq") == ["Oaktown Renovation"]


def test_hermes_also_adds_an_unrezzed_card_when_the_corp_scores(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]},
                                          "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
        runner={"rig": ["Hermes"]}, decisions={"score": "yes", "Hermes target": "unrezzed ice protecting HQ (1st from the server)"})
    assert sorted(at(result, "corp.hq")) == ["Hedge Fund", "Ice Wall"]


# --- Queen's Gambit (shares the selection) ------------------------------------------------------------------------
def test_queens_gambit_cannot_advance_a_faceup_agenda(tmp_path):
    corp = {"servers": {"Server 1": {"root": [OAKTOWN]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Queen's Gambit"}], corp=corp,
                      runner={"credits": 0, "grip": ["Queen's Gambit"]},
                      decisions={"Queen's Gambit target": "Oaktown Renovation", "Queen's Gambit choice": 3})
    assert (at(result, "runner.credits"), at(result, "cards.Oaktown Renovation.counters")) == (0, {})


# --- Demolisher ---------------------------------------------------------------------------------------------------
def test_demolisher_pays_1_only_for_the_first_corp_card_trashed_each_turn(tmp_path):
    """Both trash costs lowered by 1 (PAD Campaign 4 to 3, Manegarm Skunkworks 3 to 2); 1[c] gained for the first
    trash only. Manegarm's 5[c] is paid to go on as the Runner approaches the server."""
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["PAD Campaign", "Manegarm Skunkworks"]}}},
                      runner={"rig": ["Demolisher"], "credits": 10},
                      decisions={"trash PAD Campaign": "yes", "trash Manegarm Skunkworks": "yes",
                                 "Manegarm Skunkworks choice": "pay 5[c]",
                                 "access order": ["PAD Campaign", "Manegarm Skunkworks"]})
    assert sorted(at(result, "corp.archives")) == ["Manegarm Skunkworks", "PAD Campaign"]
    assert at(result, "runner.credits") == 10 - 5 - 3 + 1 - 2


# --- Paladin Poemu ------------------------------------------------------------------------------------------------
def test_paladin_poemu_places_a_credit_when_the_turn_begins_and_another_on_a_steal(tmp_path):
    result = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": [{"card": "Paladin Poemu", "credits": 0}]}, decisions={"steal": "yes"})
    assert at(result, "cards.Paladin Poemu.counters") == {"credits": 1 + 1}


def test_paladin_poemus_credits_cannot_pay_to_install_a_connection(tmp_path):
    """Rent Rioters is a connection: the pool's 1[c] pays, Paladin Poemu's 2 (1, and 1 placed as the turn began) do not."""
    with pytest.raises(ScenarioError, match=r"cannot pay 2\[c\] for installing Rent Rioters"):
        scenario(tmp_path, actions=[{"runner": "install Rent Rioters"}], runner={
            "credits": 1, "grip": ["Rent Rioters"], "rig": [{"card": "Paladin Poemu", "credits": 1}]})


# --- Mayfly -------------------------------------------------------------------------------------------------------
def _compile_mayfly(tmp_path, order, name):
    return scenario(tmp_path, actions=[{"runner": "play Compile on HQ"}], name=name,
                    corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                    runner={"credits": 4, "grip": ["Compile"], "heap": ["Mayfly"]},
                    decisions={"Compile choice": "heap", "break Ice Wall": "Mayfly", "jack out": "no",
                               "order Runner abilities": order})


def test_mayfly_installed_by_compile_goes_where_the_runners_order_of_the_two_run_end_abilities_sends_it(tmp_path):
    """cr/rule_abilities_resolution_independent's example: Compile resolved first puts Mayfly under the stack, and
    Mayfly's ability cannot then trash the new object; Mayfly's resolved first trashes it, and Compile finds it no
    longer installed."""
    compile_first = _compile_mayfly(tmp_path, ["Compile", "Mayfly"], "compile-first")
    assert (at(compile_first, "runner.stack"), at(compile_first, "runner.heap")) == (["Mayfly"], ["Compile"])
    mayfly_first = _compile_mayfly(tmp_path, ["Mayfly", "Compile"], "mayfly-first")
    assert (at(mayfly_first, "runner.stack"), sorted(at(mayfly_first, "runner.heap"))) == ([], ["Compile", "Mayfly"])
