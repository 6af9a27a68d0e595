"""An ability that installs a card from the grip or heap, paying its install cost, offers only the cards the Runner can
install (cr/rule_valid_search_target_install_play; cr/rule_do_as_much_as_you_can): the price after the ability's own
"paying N[c] less", and a program only if it could fit the memory limit once the Runner trashes programs to make room
(`effects.memory.could_fit`). One check, `effects.searches.installable`, as Muse and Arissana. Before, Monolith, Topan,
Scavenge, Magdalene Keino-Chemutai, Barry "Baz" Wong and Mass Install offered every card of the type and the install
was then refused. Magnum Opus costs 5[c] and uses 2[MU], Gordian Blade 4[c], Corroder 2[c] and 1[MU], Dhegdheer 2[c]
and 0[MU], Desperado 3[c], Akamatsu Mem Chip 1[c]."""

from tests.engine.card_play import at, run_past, scenario

MAGDALENE = "Magdalene Keino-Chemutai: Cryptarchitect"
BARRY = "Barry “Baz” Wong: Tri-Maf Veteran"


def _options(result: dict, decision: str) -> list[str]:
    return next(d["options"] for d in at(result, "decisions") if d["decision"] == decision)


def test_monolith_offers_only_programs_the_runner_can_pay_for_4_less(tmp_path):
    """Monolith's 18[c] leaves 0[c]: Corroder costs 0[c] after 4[c] less, Magnum Opus 1[c]."""
    result = scenario(tmp_path, actions=[{"runner": "install Monolith"}],
                      runner={"credits": 18, "grip": ["Monolith", "Magnum Opus", "Corroder"]},
                      decisions={"Monolith target": "Corroder", "Monolith target #2": "no"})
    assert _options(result, "Monolith target") == ["Corroder", "no"]
    assert (at(result, "runner.rig"), at(result, "runner.grip")) == (["Monolith", "Corroder"], ["Magnum Opus"])


def test_topan_installs_the_one_card_it_can_pay_for_2_less(tmp_path):
    """With 0[c], Corroder costs 0[c] after 2[c] less and Professional Contacts 3[c]: Corroder is the only card Topan
    can install, so it is the card installed (a target the instruction requires, taken without asking)."""
    result = scenario(tmp_path, actions=[{"runner": "use Topan: Ormas Leader"}],
                      runner={"identity": "Topan: Ormas Leader", "credits": 0,
                              "grip": ["Professional Contacts", "Corroder"]})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Corroder"], 0)
    assert at(result, "runner.heap") == ["Professional Contacts"]  # the 1 meat damage


def test_scavenge_offers_only_programs_it_can_install_x_less(tmp_path):
    """Trashing Corroder makes X 2: Corroder from the heap costs 0[c], Magnum Opus from the grip 3[c] of the 0[c]."""
    result = scenario(tmp_path, actions=[{"runner": "play Scavenge"}],
                      runner={"credits": 0, "rig": ["Corroder"], "grip": ["Scavenge", "Magnum Opus"]},
                      decisions={"Scavenge target": "Corroder (heap)"})
    assert _options(result, "Scavenge target") == ["Corroder (heap)"]
    assert (at(result, "runner.rig"), at(result, "runner.grip")) == (["Corroder"], ["Magnum Opus"])


def test_magdalene_installs_only_a_discarded_card_she_can_pay_for(tmp_path):
    """4[c] after four clicks of credits: of Magnum Opus (5[c]) and Corroder (2[c]) discarded, only Corroder can be
    installed, so it is the card installed, without asking which."""
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], name="magdalene",
                      corp={"rd": ["Hedge Fund", "Ice Wall"]}, runner={
                          "identity": MAGDALENE, "credits": 0,
                          "grip": ["Magnum Opus", "Corroder", "Sure Gamble", "Diesel", "Easy Mark", "Lucky Find",
                                   "Inside Job"]},
                      decisions={"discard": ["Magnum Opus", "Corroder"], "use Magdalene": "yes"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (["Corroder"], ["Magnum Opus"], 4 - 2)


def test_barry_wong_offers_only_cards_the_runner_can_pay_for(tmp_path):
    result = run_past(tmp_path, {"card": "Ice Wall", "rezzed": False}, runner={
        "identity": BARRY, "credits": 2, "grip": ["Desperado", "Akamatsu Mem Chip"]},
        decisions={"rez Ice Wall": "yes", "use Barry “Baz” Wong": "yes", f"{BARRY} target": "Akamatsu Mem Chip",
                   "break Ice Wall": "no"})
    assert _options(result, f"{BARRY} target") == ["Akamatsu Mem Chip", "no"]
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Akamatsu Mem Chip"], 2 - 1)


def test_mass_install_offers_neither_a_program_too_dear_nor_one_that_cannot_fit(tmp_path):
    """3[c] less Mass Install's 1[c] leaves 2[c]: Gordian Blade costs 4[c]; with a memory limit of 0 Corroder cannot
    fit even with every installed program trashed; Dhegdheer uses no memory."""
    result = scenario(tmp_path, actions=[{"runner": "play Mass Install"}],
                      runner={"credits": 3, "memory_limit": 0,
                              "grip": ["Mass Install", "Gordian Blade", "Corroder", "Dhegdheer"]},
                      decisions={"Mass Install target": "Dhegdheer", "Mass Install target #2": "no"})
    assert _options(result, "Mass Install target") == ["Dhegdheer", "no"]
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Dhegdheer"], 0)
