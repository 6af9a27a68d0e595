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
