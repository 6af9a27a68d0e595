"""Runner cards of the eleventh card audit (seed 20261211), each test asserting what the printed text and CR 25.08
make happen, never what the engine printed; the Corp cards are in test_audit11_corp.py.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261211).sample(titles, 30)`; a title (or an identity's name before its colon) that a commit of
`git log --oneline -400 | grep -i audit` names as a whole word was skipped and replaced by `choice(titles)` of the same
Random, in order (Virtuoso, Eye for an Eye, Conduit, Nebula Talent Management, Sisyphus Protocol, Divested Trust,
Tatu-Bola, Juli Moreira Lee, Epiphany Analytica, Mayfly, Government Subsidy, The Class Act, Jailbreak, Slap Vandal,
Living Mural, Verbal Plasticity and Plutus were skipped). The 30: Nanomanagement, Sprint, Jeitinho, Isaac Liberdade,
Virtual Service Agent, Post-Truth Dividend, Whitespace, Red Level Clearance, Eru Ayase-Pessoa, Cacophony, Ob
Superheavy Logistics, Reaper Function, Basilar Synthgland 2KVJ, Proprionegation, Maskirovka, Neurospike, Isolation,
Front Company, Nga, WAKE Implant v2A-JRJ, VRcation, René “Loup” Arcemont, Sandstone, Vasilisa, Pinhole Threading,
Capacitor, Nova Initiumia, Vera Ivanovna Shuyskaya, LilyPAD, Mestnichestvo. Ten more chosen for intricate text,
among the titles the commit log names least (ice with several subroutines or "when encountered"/"when passed"
abilities, advanceable ambush and hostile assets, an agenda with a "when scored" counter): Seraph, M.I.C., Bumi 1.0,
Valentão, Winchester, Phoneutria, Megaprix Qualifier, Idiosyncresis, Cerebral Overwriter, Reduced Service."""

from tests.engine.card_play import at, board, scenario, use


# --- Basilar Synthgland 2KVJ ---------------------------------------------------------------------------------------
def test_basilar_synthgland_installed_mid_turn_gives_no_click_that_turn(tmp_path):
    """"+1 allotted [click] for each of your turns": the allotment is gained as the turn's first step
    (cr/rule_allotted_clicks, cr/step_runner_turn_allotted_clicks), so the turn it is installed in keeps 4 - 1 clicks."""
    result = scenario(tmp_path, actions=[{"runner": "install Basilar Synthgland 2KVJ"}],
                      runner={"grip": ["Basilar Synthgland 2KVJ", "Sure Gamble", "Easy Mark"]})
    assert at(result, "runner.clicks") == 4 - 1


# --- Nga -----------------------------------------------------------------------------------------------------------
def test_nga_installed_after_the_first_successful_run_does_not_sabotage_on_the_second(tmp_path):
    """"The first time each turn you make a successful run": the HQ run before Nga was installed was the first."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "install Nga"}, {"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall"]}, runner={"grip": ["Nga"]},
                      decisions={"jack out": "no", "use Nga": "yes", "Nga choice": ["Enigma"]})
    assert (at(result, "cards[Nga].counters"), at(result, "corp.archives")) == ({"power": 3}, [])


# --- Proprionegation -----------------------------------------------------------------------------------------------
def test_proprionegation_cannot_be_used_outside_a_run(tmp_path):
    game = board(tmp_path, turn="corp", corp={"score_area": [{"card": "Proprionegation", "counters": {"agenda": 1}}]})
    assert not use(game, "Proprionegation")
    assert game.corp.score[0].counters == {"agenda": 1}
